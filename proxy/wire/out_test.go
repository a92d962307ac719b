package wire

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

// event is one SSE event as the wires frame it.
var event = []byte("data: {\"a\":1}\n\n")

// TestStreamOutHeaderDelay: opened headers travel with the first event
// when it comes at once (one flush, as a plain reverse proxy sends them),
// go out alone when the upstream stays silent, and never after close.
func TestStreamOutHeaderDelay(t *testing.T) {
	cases := []struct {
		name  string
		delay time.Duration
		run   func(o *StreamOut)
		want  []string // what each flush carried
	}{
		{"event at once", time.Hour, func(o *StreamOut) {
			o.Hold()
			_ = o.Write(event)
			_ = o.Release()
		}, []string{string(event)}},
		{"event without hold", time.Hour, func(o *StreamOut) {
			_ = o.Write(event)
		}, []string{string(event)}},
		{"silent upstream", time.Millisecond, func(o *StreamOut) {
			for i := 0; len(o.W.(*flushCounter).snapshot()) != 1; i++ { // the headers' own flush
				if i == 5000 {
					t.Fatal("the headers were never flushed on their own")
				}
				time.Sleep(time.Millisecond)
			}
			_ = o.Write(event)
		}, []string{"", string(event)}},
		{"closed before the delay", 5 * time.Millisecond, func(o *StreamOut) {
			o.Close()
			time.Sleep(20 * time.Millisecond) // the timer, had it not been stopped, would have fired
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			w := &flushCounter{header: http.Header{}}
			o := &StreamOut{W: w, Cancel: func() {}}
			if err := o.Open(tc.delay); err != nil {
				t.Fatal(err)
			}
			tc.run(o)
			o.Close()
			if got := w.snapshot(); strings.Join(got, "|") != strings.Join(tc.want, "|") || len(got) != len(tc.want) {
				t.Fatalf("flushes %q, want %q", got, tc.want)
			}
			if w.status != http.StatusOK || w.header.Get("Content-Type") != "text/event-stream" {
				t.Fatalf("status %d, content type %q", w.status, w.header.Get("Content-Type"))
			}
		})
	}
}
