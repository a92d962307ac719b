package sse

import (
	"bytes"
	"io"
	"net/http"
	"testing"
)

// fixtureBytes returns every recorded stream concatenated.
func fixtureBytes(b *testing.B) []byte {
	var all []byte
	for _, s := range fixtureStreams {
		body, _ := fixtureStream(b, s.file, s.section)
		all = append(all, body...)
	}
	return all
}

func BenchmarkReader(b *testing.B) {
	all := fixtureBytes(b)
	b.SetBytes(int64(len(all)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(all))
		for {
			if _, err := r.Next(); err != nil {
				if err != io.EOF {
					b.Fatal(err)
				}
				break
			}
		}
	}
}

func BenchmarkAssembler(b *testing.B) {
	var chunks [][]byte
	var size int64
	r := NewReader(bytes.NewReader(fixtureBytes(b)))
	for {
		ev, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		if !ev.IsComment && !ev.IsDone() {
			chunks = append(chunks, bytes.Clone(ev.Data))
			size += int64(len(ev.Data))
		}
	}
	b.SetBytes(size)
	b.ReportAllocs()
	var a Assembler
	for b.Loop() {
		a.Reset()
		for _, c := range chunks {
			_, _ = addChunk(&a, c) // the 400 error body is among them
		}
		_ = a.Message()
	}
	b.ReportMetric(float64(len(chunks)), "chunks/op")
}

// discardFlusher is a ResponseWriter that throws bytes away and can flush.
type discardFlusher struct{ h http.Header }

func (d discardFlusher) Header() http.Header         { return d.h }
func (d discardFlusher) Write(p []byte) (int, error) { return len(p), nil }
func (d discardFlusher) WriteHeader(int)             {}
func (d discardFlusher) Flush()                      {}

func BenchmarkWriter(b *testing.B) {
	data := []byte(`{"id":"chatcmpl-ABfw031mOJeYCSHe4yI2ZjOA6kMJL","object":"chat.completion.chunk","created":1727346168,"model":"gpt-4o-2024-08-06","system_fingerprint":"fp_5050236cbd","choices":[{"index":0,"delta":{"content":" weather"},"logprobs":null,"finish_reason":null}]}`)
	w := NewWriter(discardFlusher{h: http.Header{}})
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if err := w.WriteData(data); err != nil {
			b.Fatal(err)
		}
	}
}
