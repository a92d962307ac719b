package sse

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// onceErrReader returns all of its data in one read together with err,
// then io.EOF: the error must reach the caller, not the EOF after it.
type onceErrReader struct {
	data string
	err  error
	done bool
}

func (o *onceErrReader) Read(p []byte) (int, error) {
	if o.done {
		return 0, io.EOF
	}
	o.done = true
	return copy(p, o.data), o.err
}

// TestReaderGrowsFromSmallBuffer: a Reader starts on a small buffer (what
// an idle stream holds) and moves to the full one once a read fills it,
// the events across the move read whole, and an error the small buffer's
// last read returned is not lost in the move.
func TestReaderGrowsFromSmallBuffer(t *testing.T) {
	long := strings.Repeat("x", 3*firstBufferSize)
	in := "data: a\n\ndata: " + long + "\n\ndata: b\n\n"
	rd := NewReader(strings.NewReader(in))
	defer rd.Release()
	if rd.br.Size() != firstBufferSize {
		t.Fatalf("first buffer %d bytes, want %d", rd.br.Size(), firstBufferSize)
	}
	for _, want := range []string{"a", long, "b"} {
		ev, err := rd.Next()
		if err != nil || string(ev.Data) != want {
			t.Fatalf("Next = %.40q, %v; want %.40q", ev.Data, err, want)
		}
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Fatalf("Next at end = %v, want io.EOF", err)
	}
	if rd.br.Size() != readBufferSize {
		t.Errorf("buffer after a full read %d bytes, want %d", rd.br.Size(), readBufferSize)
	}

	// A short stream stays on the small buffer.
	short := NewReader(strings.NewReader("data: a\n\n"))
	defer short.Release()
	if _, err := short.Next(); err != nil {
		t.Fatal(err)
	}
	if short.br.Size() != firstBufferSize {
		t.Errorf("short stream's buffer %d bytes, want %d", short.br.Size(), firstBufferSize)
	}

	// The small buffer filled by a read that also failed.
	boom := errors.New("connection reset")
	full := "data: " + strings.Repeat("y", firstBufferSize-len("data: ")-2) + "\n\n"
	failing := NewReader(&onceErrReader{data: full, err: boom})
	defer failing.Release()
	if ev, err := failing.Next(); err != nil || len(ev.Data) != firstBufferSize-len("data: ")-2 {
		t.Fatalf("Next = %d bytes, %v", len(ev.Data), err)
	}
	if _, err := failing.Next(); !errors.Is(err, boom) {
		t.Fatalf("Next after the failed read = %v, want %v", err, boom)
	}
}
