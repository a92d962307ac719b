package responses

import (
	"os"
	"testing"
)

// BenchmarkRewriter rewrites the recorded two-round stream (a server call,
// then a 180-delta answer) as the loop does; b.N loops, events/op counts
// the upstream events per loop.
func BenchmarkRewriter(b *testing.B) {
	const file = "aibridge-streaming-single_injected_tool.txtar"
	r1, r2 := dataOf(recorded(b, file, "streaming")), dataOf(recorded(b, file, "streaming/tool-call"))
	server := func(n string) bool { return n == "bmcp_coder_coder_list_templates" }
	var bytesIn int
	for _, d := range append(append([][]byte{}, r1...), r2...) {
		bytesIn += len(d)
	}
	b.SetBytes(int64(bytesIn))
	b.ReportAllocs()
	for b.Loop() {
		rw := &Rewriter{IsServer: server}
		for _, d := range r1 {
			if _, err := rw.Feed(d); err != nil {
				b.Fatal(err)
			}
		}
		rw.NextRound()
		for _, d := range r2 {
			if _, err := rw.Feed(d); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := rw.Finish("\n\nfooter", nil, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(r1)+len(r2)), "events/op")
}

// BenchmarkRewriterDelta is one recorded output_text.delta through an
// open message: the per-token cost of the stream rewrite.
func BenchmarkRewriterDelta(b *testing.B) {
	up := dataOf(recorded(b, "aibridge-streaming-simple.txtar", "streaming"))
	rw := &Rewriter{IsServer: func(string) bool { return false }}
	for _, d := range up[:5] {
		if _, err := rw.Feed(d); err != nil {
			b.Fatal(err)
		}
	}
	delta := up[5]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rw.Feed(delta); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRewriterServeStream rewrites the stream the proxy's
// BenchmarkServeResponses "on stream" upstream sends (testdata/bench_stream.sse:
// the request's tools and the receipts prompt echoed in every response
// object, a 21-delta answer) as the proxy does, Echo and Lead set, footer
// included: the wire's share of that benchmark's cost.
func BenchmarkRewriterServeStream(b *testing.B) {
	raw, err := os.ReadFile("testdata/bench_stream.sse")
	if err != nil {
		b.Fatal(err)
	}
	events := dataOf(raw)
	echo := map[string][]byte{"tools": []byte(`[]`), "instructions": []byte(`"be brief"`)}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		rw := &Rewriter{IsServer: func(string) bool { return true }, Echo: echo, Lead: func() string { return "" }}
		for _, d := range events {
			if _, err := rw.Feed(d); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := rw.Finish("\n\nfooter", nil, []byte(`{"calls":[]}`)); err != nil {
			b.Fatal(err)
		}
	}
}
