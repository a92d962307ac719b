package sse

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// countingRecorder counts Write and Flush calls on top of a recorder.
type countingRecorder struct {
	*httptest.ResponseRecorder
	writes, flushes int
}

func (c *countingRecorder) Write(p []byte) (int, error) {
	c.writes++
	return c.ResponseRecorder.Write(p)
}

func (c *countingRecorder) Flush() {
	c.flushes++
	c.ResponseRecorder.Flush()
}

func TestWriterBytes(t *testing.T) {
	tests := []struct {
		name  string
		write func(*Writer) error
		want  string
	}{
		{"data", func(w *Writer) error { return w.WriteData([]byte(`{"a":1}`)) }, "data: {\"a\":1}\n\n"},
		{"data with newlines split", func(w *Writer) error { return w.WriteData([]byte("a\nevent: x\r\nb")) }, "data: a\ndata: event: x\ndata: b\n\n"},
		{"empty data", func(w *Writer) error { return w.WriteData(nil) }, "data: \n\n"},
		{"done", (*Writer).WriteDone, "data: [DONE]\n\n"},
		{"comment", func(w *Writer) error { return w.WriteComment("zc-proxy running tool shell") }, ": zc-proxy running tool shell\n\n"},
		{"empty comment", func(w *Writer) error { return w.WriteComment("") }, ":\n\n"},
		{"comment with newlines cannot inject", func(w *Writer) error { return w.WriteComment("a\ndata: [DONE]\r\n\rb") }, ": a\n: data: [DONE]\n:\n: b\n\n"},
		{"full event", func(w *Writer) error {
			return w.WriteEvent(Event{Event: "delta", ID: "42", Retry: 1500, HasRetry: true, Data: []byte("line1\nline2")})
		}, "event: delta\nid: 42\nretry: 1500\ndata: line1\ndata: line2\n\n"},
		{"event keeps leading space in data", func(w *Writer) error { return w.WriteEvent(Event{Data: []byte(" x")}) }, "data:  x\n\n"},
		{"comment event", func(w *Writer) error { return w.WriteEvent(Event{IsComment: true, Comment: "ping"}) }, ": ping\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &countingRecorder{ResponseRecorder: httptest.NewRecorder()}
			w := NewWriter(rec)
			if err := tt.write(w); err != nil {
				t.Fatal(err)
			}
			if got := rec.Body.String(); got != tt.want {
				t.Errorf("body = %q, want %q", got, tt.want)
			}
			if !rec.Flushed || rec.flushes != 1 {
				t.Errorf("flushed=%v flushes=%d, want one flush", rec.Flushed, rec.flushes)
			}
			if rec.writes != 1 {
				t.Errorf("%d Write calls, want 1 per event", rec.writes)
			}
		})
	}
}

// TestWriterRoundTrip reads back what the Writer wrote with the Reader.
func TestWriterRoundTrip(t *testing.T) {
	rec := httptest.NewRecorder()
	w := NewWriter(rec)
	in := []Event{
		{Event: "e", ID: "1", Data: []byte("multi\nline\n\ndata")},
		{IsComment: true, Comment: "keep-alive"},
		{ID: "1", Data: []byte(" leading space")},
		{ID: "1", Data: []byte("[DONE]")},
	}
	for _, ev := range in {
		if err := w.WriteEvent(ev); err != nil {
			t.Fatal(err)
		}
	}
	got, err := readAll(rec.Body, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !eventsEqual(got, in) {
		t.Errorf("got %s\nwant %s", fmtEvents(got), fmtEvents(in))
	}
}

func TestWriterFlushPerWrite(t *testing.T) {
	rec := &countingRecorder{ResponseRecorder: httptest.NewRecorder()}
	w := NewWriter(rec)
	for i := range 3 {
		if err := w.WriteData([]byte("x")); err != nil {
			t.Fatal(err)
		}
		if rec.flushes != i+1 {
			t.Fatalf("after write %d: %d flushes", i+1, rec.flushes)
		}
	}
	if err := w.WriteComment("c"); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteDone(); err != nil {
		t.Fatal(err)
	}
	if rec.flushes != 5 || rec.writes != 5 {
		t.Errorf("flushes=%d writes=%d, want 5 each", rec.flushes, rec.writes)
	}
}

func TestWriterRejectsFieldInjection(t *testing.T) {
	for _, ev := range []Event{{Event: "a\ndata: x"}, {ID: "1\r2"}} {
		rec := httptest.NewRecorder()
		if err := NewWriter(rec).WriteEvent(ev); err == nil {
			t.Errorf("WriteEvent(%+v) succeeded", ev)
		}
		if rec.Body.Len() != 0 {
			t.Errorf("wrote %q for a rejected event", rec.Body.String())
		}
	}
}

// plainWriter is an http.ResponseWriter that cannot flush.
type plainWriter struct {
	header http.Header
	body   bytes.Buffer
}

func (p *plainWriter) Header() http.Header         { return p.header }
func (p *plainWriter) Write(b []byte) (int, error) { return p.body.Write(b) }
func (p *plainWriter) WriteHeader(int)             {}

// brokenWriter fails every Write, as a gone client does.
type brokenWriter struct{ plainWriter }

func (b *brokenWriter) Write([]byte) (int, error) { return 0, io.ErrClosedPipe }
func (b *brokenWriter) Flush()                    {}

func TestWriterErrors(t *testing.T) {
	t.Run("cannot flush", func(t *testing.T) {
		err := NewWriter(&plainWriter{header: http.Header{}}).WriteDone()
		if !errors.Is(err, http.ErrNotSupported) {
			t.Fatalf("err = %v, want http.ErrNotSupported", err)
		}
	})
	t.Run("write fails", func(t *testing.T) {
		err := NewWriter(&brokenWriter{}).WriteData([]byte("x"))
		if !errors.Is(err, io.ErrClosedPipe) {
			t.Fatalf("err = %v, want io.ErrClosedPipe", err)
		}
	})
}

// TestWriterConcurrent checks that events from several goroutines never
// interleave (run with -race).
func TestWriterConcurrent(t *testing.T) {
	rec := httptest.NewRecorder()
	w := NewWriter(rec)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 50 {
				if err := w.WriteData([]byte(`{"k":"v"}`)); err != nil {
					t.Error(err)
				}
				if err := w.WriteComment("ping"); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	want := strings.Repeat("data: {\"k\":\"v\"}\n\n", 200) + strings.Repeat(": ping\n\n", 200)
	got := rec.Body.String()
	if len(got) != len(want) || strings.Count(got, "data: {\"k\":\"v\"}\n\n") != 200 || strings.Count(got, ": ping\n\n") != 200 {
		t.Fatalf("interleaved output (%d bytes)", len(got))
	}
}

// TestWriterOverHTTP streams through a real server and reads each event as
// it arrives, before the handler returns.
func TestWriterOverHTTP(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "text/event-stream")
		w := NewWriter(rw)
		if err := w.WriteData([]byte(`{"n":1}`)); err != nil {
			t.Error(err)
		}
		<-release // the client must see event 1 before this returns
		if err := w.WriteDone(); err != nil {
			t.Error(err)
		}
	}))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	r := NewReader(resp.Body)
	ev, err := r.Next()
	if err != nil || string(ev.Data) != `{"n":1}` {
		t.Fatalf("first event %q, %v", ev.Data, err)
	}
	close(release)
	ev, err = r.Next()
	if err != nil || !ev.IsDone() {
		t.Fatalf("second event %q, %v", ev.Data, err)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Fatalf("end: %v, want io.EOF", err)
	}
}
