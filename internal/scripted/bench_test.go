package scripted

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func BenchmarkStreamTurn(b *testing.B) {
	turn := Turn{Content: strings.Repeat("The weather in Paris is sunny. ", 20), ToolCalls: []ToolCall{
		{Name: "weather", Arguments: `{"city":"Paris"}`}, {Name: "shell", Arguments: `{"command":"git log --oneline -n 3"}`},
	}}
	s := &Server{Respond: fixed(turn)}
	body := `{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},"messages":[]}`
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", strings.NewReader(body)))
		if rec.Code != 200 {
			b.Fatal(rec.Code)
		}
	}
}

func BenchmarkDemoResponder(b *testing.B) {
	req := demoRequest([]string{weatherTool, shellTool, gitLogTool}, user("Tell me the date and the weather in Paris and Tokyo"))
	b.ReportAllocs()
	for b.Loop() {
		if len(DemoResponder(req).ToolCalls) != 3 {
			b.Fatal("want 3 calls")
		}
	}
}
