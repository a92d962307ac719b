package sse

import (
	"bytes"
	"reflect"
	"testing"
)

// checkPrefixed scans chunks in turn with one ScanPrefix and each alone
// with ScanChunkSharedTo: the two must agree on every chunk.
func checkPrefixed(t *testing.T, chunks [][]byte) (resumed int) {
	t.Helper()
	var pre ScanPrefix
	for i, chunk := range chunks {
		hit := len(pre.raw) > 0 && len(bytes.TrimSpace(chunk)) > len(pre.raw) && bytes.HasPrefix(bytes.TrimLeft(chunk, " \t\r\n"), pre.raw)
		var got, want Scan
		gotOK := ScanChunkSharedAfter(&got, &pre, chunk)
		wantOK := ScanChunkSharedTo(&want, chunk)
		if gotOK != wantOK || !reflect.DeepEqual(got, want) {
			t.Fatalf("chunk %d %q (after %q): prefixed ok %v %+v, alone ok %v %+v", i, chunk, pre.raw, gotOK, got, wantOK, want)
		}
		if hit {
			resumed++
		}
	}
	return resumed
}

func TestScanPrefix(t *testing.T) {
	head := `{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1754479216,"model":"m","system_fingerprint":"fp_\u00e91","usage":null,"choices":`
	for _, tc := range []struct {
		name   string
		chunks []string
		resume int
	}{
		{"same head", []string{head + `[{"index":0,"delta":{"role":"assistant","content":""}}]}`, head + `[{"index":0,"delta":{"content":"a"}}]}`, head + `[{"index":0,"delta":{},"finish_reason":"stop"}]}`}, 2},
		{"other id", []string{head + `[{"index":0,"delta":{"content":"a"}}]}`, `{"id":"chatcmpl-2"` + head[len(`{"id":"chatcmpl-1"`):] + `[{"index":0,"delta":{"content":"b"}}]}`}, 0},
		{"space before choices key differs", []string{head + `[]}`, head[:len(head)-len(`"choices":`)] + ` "choices":[]}`}, 0},
		{"repeated member after", []string{head + `[]}`, head + `[],"id":"x"}`}, 1},
		{"error after", []string{head + `[]}`, head + `[],"error":{}}`, head + `[]}`}, 2},
		{"no choices", []string{`{"id":"a","usage":{"total_tokens":1}}`, `{"id":"a","usage":{"total_tokens":1}}`}, 0},
		{"choices first", []string{`{"choices":[],"id":"a"}`, `{"choices":[],"id":"b"}`}, 1},
		{"escaped id", []string{`{"id":"a\"b","choices":[]}`, `{"id":"a\"b","choices":[{"index":0,"delta":{"content":"x"}}]}`}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var chunks [][]byte
			for _, c := range tc.chunks {
				chunks = append(chunks, []byte(c))
			}
			if got := checkPrefixed(t, chunks); got != tc.resume {
				t.Fatalf("resumed %d chunks, want %d", got, tc.resume)
			}
		})
	}
}

// FuzzScanPrefix holds ScanChunkSharedAfter to ScanChunkSharedTo: every
// line is a chunk, and the tail of each line is also tried after the head
// of the one before (where a resumed scan starts).
func FuzzScanPrefix(f *testing.F) {
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(f, s.file, s.section)
		var lines [][]byte
		for line := range bytes.Lines(body) {
			if data, ok := bytes.CutPrefix(line, []byte("data: ")); ok {
				lines = append(lines, bytes.TrimRight(data, "\r\n"))
			}
		}
		f.Add(bytes.Join(lines, []byte("\n")), uint(120), []byte(`"choices":[{"index":0,"delta":{"content":"x"}}]}`))
	}
	f.Add([]byte(`{"id":"a","object":"c","created":1,"choices":[{"index":0,"delta":{"content":"x"}}]}`+"\n"+`{"id":"a","object":"c","created":1,"choices":[],"usage":{"total_tokens":2}}`), uint(40), []byte(`"choices":[],"id":"b"}`))
	f.Add([]byte(`{"id":"a\u0041","choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}],"usage":null}`), uint(17), []byte(`"Choices":[]}`))
	f.Fuzz(func(t *testing.T, input []byte, cut uint, tail []byte) {
		var chunks [][]byte
		for line := range bytes.Lines(input) {
			chunk := bytes.TrimRight(line, "\n")
			chunks = append(chunks, chunk)
			if len(chunk) > 0 {
				chunks = append(chunks, append(bytes.Clone(chunk[:cut%uint(len(chunk))]), tail...))
			}
		}
		checkPrefixed(t, chunks)
	})
}
