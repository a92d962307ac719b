package textlog

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"
)

// requestRecord is a request log line as the proxy writes it with
// receipts on.
func requestRecord() slog.Record {
	r := slog.NewRecord(time.Now(), slog.LevelInfo, "request", 0)
	r.AddAttrs(requestRecordAttrs()...)
	return r
}

func requestRecordAttrs() []slog.Attr {
	return []slog.Attr{
		slog.String("method", "POST"), slog.String("route", "/v1/chat/completions"),
		slog.Int("status", 200), slog.Int64("bytes", 1234), slog.Float64("duration_ms", 0.734512),
		slog.String("mode", "on"), slog.String("upstream", "perf"), slog.Float64("upstream_ms", 0.0123),
		slog.Float64("ttfb_ms", 0.011), slog.String("model", "perf"), slog.Bool("stream", false),
		slog.Int("iterations", 1), slog.Int("tool_calls", 0), slog.Int("receipts", 0), slog.Int("flags", 0),
		slog.Int("events", 0), slog.Float64("tools_ms", 0), slog.Float64("overhead_ms", 0.72),
		slog.String("result", "answered"), slog.String("request_id", "01JEXAMPLE0000000000000000"),
	}
}

func BenchmarkRequestLine(b *testing.B) {
	r := requestRecord()
	for name, h := range map[string]slog.Handler{
		"slog":    slog.NewTextHandler(io.Discard, nil),
		"textlog": NewTextHandler(io.Discard, nil),
	} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = h.Handle(context.Background(), r)
			}
		})
	}
}
