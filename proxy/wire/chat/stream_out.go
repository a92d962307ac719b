package chat

import (
	"bytes"
	"cmp"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// DefaultHeaderDelay is how long the headers of an opened stream may wait
// for the first event to travel with (Exchange.HeaderDelay when unset). An
// upstream that answers with its first chunk at once (the usual case)
// costs the client one write, not a write for the headers and another for
// the chunk; a silent one (a model thinking, a tool-call turn) still gets
// its headers out this soon.
const DefaultHeaderDelay = 20 * time.Millisecond

// streamOut is the client's side of a streamed chat answer
// (wire.StreamOut, which writes and flushes) in the chat wire's events:
// data chunks, comments and [DONE]. Its events are framed in buf, so only
// the handler goroutine writes them (the loop's keep-alive included); the
// header timer of Open only flushes.
type streamOut struct {
	wire.StreamOut
	headerDelay time.Duration // 0: DefaultHeaderDelay
	roleSent    bool          // a delta with role "assistant" went out
	buf         []byte        // the event being written, reused
}

// open sends the headers before any event (wire.StreamOut.Open): they
// leave with the first event, or on their own after headerDelay.
func (o *streamOut) open() error { return o.Open(cmp.Or(o.headerDelay, DefaultHeaderDelay)) }

// data sends one data event.
func (o *streamOut) data(b []byte) error {
	o.buf = sse.AppendData(o.buf[:0], b)
	return o.Write(o.buf)
}

// comment sends one comment line (keep-alive).
func (o *streamOut) comment(text string) error {
	o.buf = sse.AppendComment(o.buf[:0], text)
	return o.Write(o.buf)
}

// done sends the terminating [DONE].
func (o *streamOut) done() error {
	o.buf = append(o.buf[:0], sse.DoneEvent...)
	return o.Write(o.buf)
}

// errorEvent ends a started stream with OpenAI's error event; no [DONE]
// follows, so the client sees the answer is incomplete.
func (o *streamOut) errorEvent(e *apierr.Error) error {
	return o.data(bytes.TrimSpace(apierr.Marshal(e)))
}
