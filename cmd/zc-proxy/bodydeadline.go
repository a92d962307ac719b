package main

import (
	"io"
	"net/http"
	"sync"
	"time"
)

// Request bodies must keep coming. The server has no ReadTimeout (it would
// also end the long streamed answers the proxy writes: once a body is read,
// net/http's background read of the connection cancels the request when
// the deadline passes), so without these a client could send a request's
// headers and part of its body and then stall for ever, and each stalled
// request held its buffered body (up to limits.max_request_bytes) and a
// goroutine without end.
var (
	// bodyIdle is the longest wait for the next bytes of a request body.
	bodyIdle = 30 * time.Second
	// bodyGrace and bodyMinRate bound a whole body: it must have arrived
	// within bodyGrace plus its length at bodyMinRate, so a client that
	// trickles a byte a little more often than bodyIdle is cut too, while a
	// large upload passed through at any useful speed is not.
	bodyGrace         = 30 * time.Second
	bodyMinRate int64 = 8 << 10 // bytes a second
)

// bodyDeadlines makes reading a request's body time out (bodyIdle,
// bodyGrace, bodyMinRate, counted over the time spent waiting in reads of
// the body) and lifts
// the connection's read deadline once the body has been read, so what the
// handler writes afterwards (a streamed answer) has no deadline.
type bodyDeadlines struct {
	next        http.Handler
	idle, grace time.Duration
	minRate     int64
	now         func() time.Time
}

// Vars, not constants, so a test can make them short.

func withBodyDeadlines(h http.Handler) http.Handler {
	return &bodyDeadlines{next: h, idle: bodyIdle, grace: bodyGrace, minRate: bodyMinRate, now: time.Now}
}

func (b *bodyDeadlines) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Body == nil || r.Body == http.NoBody {
		b.next.ServeHTTP(w, r)
		return
	}
	rc := http.NewResponseController(w)
	if err := rc.SetReadDeadline(time.Time{}); err != nil {
		b.next.ServeHTTP(w, r) // a writer without deadlines (a test recorder)
		return
	}
	d := &deadlineBody{ReadCloser: r.Body, rc: rc, b: b}
	r.Body = d
	defer d.finish()
	b.next.ServeHTTP(w, r)
}

// deadlineBody sets the read deadline before each read of the body: the
// clock runs only while the handler waits for the client, never while it
// is busy elsewhere (dialing an upstream that the body is streamed to).
type deadlineBody struct {
	io.ReadCloser
	rc *http.ResponseController
	b  *bodyDeadlines

	mu     sync.Mutex
	waited time.Duration // inside reads of the body: waiting for the client
	read   int64
	done   bool // the deadline is no longer this reader's to move
	eof    bool // the whole body arrived
}

func (d *deadlineBody) Read(p []byte) (int, error) {
	d.mu.Lock()
	now := d.b.now()
	if !d.done {
		// the body's budget: bodyGrace plus its length at bodyMinRate,
		// less the time already spent waiting for it (not the time the
		// handler spent elsewhere, e.g. on an upstream taking it slowly)
		wait := d.b.grace + time.Duration(float64(d.read)/float64(d.b.minRate)*float64(time.Second)) - d.waited
		wait = min(wait, d.b.idle)
		if wait <= 0 {
			wait = time.Nanosecond // already too slow: this read fails
		}
		_ = d.rc.SetReadDeadline(now.Add(wait))
	}
	d.mu.Unlock()

	n, err := d.ReadCloser.Read(p)

	d.mu.Lock()
	defer d.mu.Unlock()
	if d.done {
		return n, err
	}
	d.waited += d.b.now().Sub(now)
	d.read += int64(n)
	if err != nil {
		d.done = true
		if err == io.EOF {
			// The whole body: net/http now reads the connection in the
			// background, and a deadline left set would cancel the
			// request (and its streamed answer) when it passed.
			d.eof = true
			_ = d.rc.SetReadDeadline(time.Time{})
		}
	}
	return n, err
}

// finish runs when the handler returns. A body it left unread is then
// read (and discarded) by net/http before it answers: that read gets
// bodyIdle, never an endless wait, and none at all after a read of the
// body failed (the client stalled: the answer should not wait again).
func (d *deadlineBody) finish() {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case d.eof:
	case d.done:
		_ = d.rc.SetReadDeadline(d.b.now())
	default:
		_ = d.rc.SetReadDeadline(d.b.now().Add(d.b.idle))
	}
	d.done = true
}
