package proxy

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/textlog"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// recordSink is a slog.Handler that keeps the records it is handed.
type recordSink struct {
	mu   sync.Mutex
	recs []slog.Record
}

func (h *recordSink) Enabled(context.Context, slog.Level) bool { return true }
func (h *recordSink) Handle(_ context.Context, r slog.Record) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.recs = append(h.recs, r.Clone())
	return nil
}
func (h *recordSink) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h *recordSink) WithGroup(string) slog.Handler      { return h }

// TestRequestLogRecord: the request log line reaches the configured
// handler as slog.Logger.LogAttrs under reqctx.Handler would hand it on:
// message "request", request_id once and last, and the pc of report (the
// source line a handler with AddSource prints), on the first request and
// on later ones (the pc is found once).
func TestRequestLogRecord(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "small.txt"), []byte("x\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	sink := &recordSink{}
	cfg := &Config{
		Upstreams: []UpstreamConfig{{Name: "perf", BaseURL: "http://perf.invalid/v1"}},
		Tools:     []toolrun.Spec{{Name: "read_file", Type: "file", Root: dir}},
	}
	s, err := New(context.Background(), cfg, Options{Logger: slog.New(sink), HTTPClient: &http.Client{Transport: perfUpstream{}}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, mode := range []string{"on", "off", "on"} {
		req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/v1/chat/completions", bytes.NewReader([]byte(`{"model":"perf","messages":[{"role":"user","content":"hi"}]}`)))
		req.Header.Set(headerReceipts, mode)
		req.Header.Set("X-Request-Id", "req-"+mode)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d: %s", mode, w.Code, w.Body)
		}
	}
	var lines []slog.Record
	for _, r := range sink.recs {
		if r.Message == "request" {
			lines = append(lines, r)
		}
	}
	if len(lines) != 3 {
		t.Fatalf("%d request lines, want 3", len(lines))
	}
	for i, r := range lines {
		var keys []string
		ids := 0
		r.Attrs(func(a slog.Attr) bool {
			keys = append(keys, a.Key)
			if a.Key == "request_id" {
				ids++
			}
			return true
		})
		if ids != 1 || keys[len(keys)-1] != "request_id" {
			t.Errorf("line %d: attributes %v, want request_id once, last", i, keys)
		}
		f, _ := runtime.CallersFrames([]uintptr{r.PC}).Next()
		if !strings.HasSuffix(f.Function, "proxy.(*Server).report") || filepath.Base(f.File) != "observe.go" {
			t.Errorf("line %d: source %s (%s:%d), want report in observe.go", i, f.Function, f.File, f.Line)
		}
	}
}

// TestRequestLogLineTextlog: with serve's text handler (textlog, whose
// HandleAttrs logRequest calls without making a record) the request log
// lines are slog.TextHandler's, with and without AddSource (which takes
// slog's own path), all but the time (and the duration figures) alike.
func TestRequestLogLineTextlog(t *testing.T) {
	lines := func(newHandler func(*bytes.Buffer, *slog.HandlerOptions) slog.Handler, opts *slog.HandlerOptions) []string {
		var buf bytes.Buffer
		cfg := &Config{Upstreams: []UpstreamConfig{{Name: "perf", BaseURL: "http://perf.invalid/v1"}}}
		s, err := New(context.Background(), cfg, Options{Logger: slog.New(newHandler(&buf, opts)), HTTPClient: &http.Client{Transport: perfUpstream{}}})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		for _, mode := range []string{"on", "off"} {
			req := httptest.NewRequest(http.MethodPost, "/v1/chat/completions", bytes.NewReader([]byte(`{"model":"perf","messages":[{"role":"user","content":"hi there"}]}`)))
			req.Header.Set(headerReceipts, mode)
			req.Header.Set("X-Request-Id", "req-"+mode)
			s.ServeHTTP(httptest.NewRecorder(), req)
		}
		var out []string
		for l := range strings.Lines(buf.String()) {
			if !strings.Contains(l, " msg=request ") {
				continue
			}
			var kept []string
			for _, f := range strings.Fields(l) {
				if k, _, _ := strings.Cut(f, "="); k != "time" && !strings.HasSuffix(k, "_ms") {
					kept = append(kept, f)
				}
			}
			out = append(out, strings.Join(kept, " "))
		}
		return out
	}
	std := func(b *bytes.Buffer, o *slog.HandlerOptions) slog.Handler { return slog.NewTextHandler(b, o) }
	fast := func(b *bytes.Buffer, o *slog.HandlerOptions) slog.Handler { return textlog.NewTextHandler(b, o) }
	for _, opts := range []*slog.HandlerOptions{nil, {AddSource: true}} {
		want, got := lines(std, opts), lines(fast, opts)
		if len(want) != 2 || strings.Join(want, "\n") != strings.Join(got, "\n") {
			t.Errorf("AddSource %v:\nslog    %q\ntextlog %q", opts != nil, want, got)
		}
	}
}
