package chat

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// flushCounter is a ResponseWriter that records what each flush sent.
type flushCounter struct {
	mu      sync.Mutex
	header  http.Header
	status  int
	buf     strings.Builder
	flushes []string // bytes written since the previous flush, per flush
}

var _ http.Flusher = (*flushCounter)(nil)

func (f *flushCounter) Header() http.Header { return f.header }
func (f *flushCounter) WriteHeader(code int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.status = code
}
func (f *flushCounter) Write(b []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.buf.Write(b)
}
func (f *flushCounter) Flush() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.flushes = append(f.flushes, f.buf.String())
	f.buf.Reset()
}
func (f *flushCounter) snapshot() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.flushes...)
}

// TestStreamOutHeaderDelay: opened headers travel with the first event
// when it comes at once (one flush, as a plain reverse proxy sends them),
// go out alone when the upstream stays silent, and never after close.
func TestStreamOutHeaderDelay(t *testing.T) {
	cases := []struct {
		name  string
		delay time.Duration
		run   func(o *streamOut)
		want  []string // what each flush carried
	}{
		{"event at once", time.Hour, func(o *streamOut) {
			o.hold()
			_ = o.data([]byte(`{"a":1}`))
			_ = o.release()
		}, []string{"data: {\"a\":1}\n\n"}},
		{"event without hold", time.Hour, func(o *streamOut) {
			_ = o.data([]byte(`{"a":1}`))
		}, []string{"data: {\"a\":1}\n\n"}},
		{"silent upstream", time.Millisecond, func(o *streamOut) {
			for i := 0; len(o.w.(*flushCounter).snapshot()) != 1; i++ { // the headers' own flush
				if i == 5000 {
					t.Fatal("the headers were never flushed on their own")
				}
				time.Sleep(time.Millisecond)
			}
			_ = o.data([]byte(`{"a":1}`))
		}, []string{"", "data: {\"a\":1}\n\n"}},
		{"closed before the delay", 5 * time.Millisecond, func(o *streamOut) {
			o.close()
			time.Sleep(20 * time.Millisecond) // the timer, had it not been stopped, would have fired
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := &flushCounter{header: http.Header{}}
			o := &streamOut{w: w, cancel: func() {}, headerDelay: tc.delay}
			if err := o.open(); err != nil {
				t.Fatal(err)
			}
			tc.run(o)
			o.close()
			if got := w.snapshot(); strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
				t.Fatalf("flushes %q, want %q", got, tc.want)
			}
			if w.status != http.StatusOK || w.header.Get("Content-Type") != "text/event-stream" {
				t.Fatalf("status %d, content type %q", w.status, w.header.Get("Content-Type"))
			}
		})
	}
}
