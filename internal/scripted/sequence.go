package scripted

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
)

// Sequencer serves the nth request it gets with its nth handler and records
// every request, so a multi-round fixture (a tool call, then the answer to
// the follow-up) replays through a tool loop. Requests past the last
// handler get a 500 with an OpenAI error body naming the overrun.
type Sequencer struct {
	handlers []http.Handler

	mu       sync.Mutex
	received []Request
}

// Sequence returns a Sequencer over handlers (typically Response values
// from ReplayTxtar, or Servers).
func Sequence(handlers ...http.Handler) *Sequencer {
	return &Sequencer{handlers: slices.Clone(handlers)}
}

// ServeHTTP records the request and hands it, body intact, to the next
// handler.
func (q *Sequencer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(w, r)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(w, newAPIError(http.StatusRequestEntityTooLarge, ""))
			return
		}
		writeError(w, newAPIError(http.StatusBadRequest, err.Error()))
		return
	}
	q.mu.Lock()
	q.received = append(q.received, newRequest(r, body))
	n := len(q.received)
	q.mu.Unlock()
	if n > len(q.handlers) {
		writeError(w, newAPIError(http.StatusInternalServerError,
			fmt.Sprintf("scripted: unexpected request %d (%s %s): the sequence has %d", n, r.Method, r.URL.Path, len(q.handlers))))
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.ContentLength = int64(len(body))
	q.handlers[n-1].ServeHTTP(w, r)
}

// Requests returns a copy of every request body received, in order.
func (q *Sequencer) Requests() [][]byte {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := make([][]byte, len(q.received))
	for i, r := range q.received {
		out[i] = slices.Clone(r.Body)
	}
	return out
}

// Received returns a copy of every request received, with headers.
func (q *Sequencer) Received() []Request {
	q.mu.Lock()
	defer q.mu.Unlock()
	return cloneRequests(q.received)
}
