package proxy

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// BenchmarkInspectRing is the inspect page's cost per request: the same
// receipted tool round (JSON) with ui.enabled on and off, side by side.
func BenchmarkInspectRing(b *testing.B) {
	body := []byte(`{"model":"perf-tool","messages":[{"role":"user","content":"` + strings.Repeat("word ", 40) + `"}]}`)
	for _, on := range []bool{true, false} {
		name := map[bool]string{true: "ui on", false: "ui off"}[on]
		b.Run(name, func(b *testing.B) {
			s := perfServerWith(b, func(c *Config) { c.UI.Enabled = &on })
			b.ReportAllocs()
			for b.Loop() {
				req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/chat/completions", bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				w := httptest.NewRecorder()
				s.ServeHTTP(w, req)
				if w.Code != http.StatusOK {
					b.Fatalf("status %d", w.Code)
				}
			}
		})
	}
}
