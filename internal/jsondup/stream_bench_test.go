package jsondup

import (
	"bytes"
	"os"
	"testing"
)

// benchNames is the proxy's tree of Responses event names
// (proxy/wire/responses/names.go), echoed tools and instructions opaque.
func benchNames() *Names {
	annotation := NewNames("type", "start_index", "end_index", "url", "title",
		"file_id", "filename", "index", "container_id")
	part := NewNames("type", "text", "refusal", "logprobs").Kid("annotations", annotation)
	item := NewNames("type", "id", "role", "status", "name", "call_id", "arguments", "output").Kid("content", part)
	response := NewNames("id", "object", "created_at", "status", "error", "incomplete_details",
		"instructions", "model", "output_text", "previous_response_id", "store", "usage", "tools", "text",
		"metadata", "zc").Kid("output", item).Opaque("tools", "instructions")
	return NewNames("type", "sequence_number", "output_index", "content_index", "item_id",
		"delta", "text", "refusal", "annotation_index", "arguments", "name", "code", "message", "param",
		"logprobs", "zc").Kid("item", item).Kid("part", part).Kid("annotation", annotation).Kid("response", response)
}

// BenchmarkCheckNamesStream checks the events of one Responses stream
// (testdata/stream_events.jsonl, what the proxy's BenchmarkServeResponses
// upstream sends) as the proxy does: one op is the whole stream.
func BenchmarkCheckNamesStream(b *testing.B) {
	raw, err := os.ReadFile("testdata/stream_events.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	events := bytes.Split(bytes.TrimSpace(raw), []byte("\n"))
	names := benchNames()
	var m Members
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		for _, ev := range events {
			if r := CheckNames(ev, "response", names, &m); !r.Valid || r.Repeated || r.Case {
				b.Fatalf("%+v", r)
			}
		}
	}
}
