package sse

import (
	"errors"
	"io"
)

// DefaultMaxEventSize is the largest event (sum of its data lines) a Reader
// accepts when Reader.MaxEventSize is zero.
const DefaultMaxEventSize = 16 << 20

// ErrEventTooLarge is returned (wrapped) when an event exceeds MaxEventSize.
var ErrEventTooLarge = errors.New("sse: event exceeds maximum size")

// Event is one dispatched event, or one comment line when IsComment is set
// (then Comment holds the text after the colon, leading space trimmed).
type Event struct {
	Event     string // "event:" field; "" means "message"
	ID        string
	Data      []byte // data lines joined with "\n"; valid until the next Next call
	Retry     int    // milliseconds; set when HasRetry
	HasRetry  bool
	IsComment bool
	Comment   string
}

// IsDone reports whether this is the OpenAI terminator "data: [DONE]".
func (e Event) IsDone() bool { return !e.IsComment && string(e.Data) == "[DONE]" }

// Reader reads events from a stream. LF, CRLF and CR line ends; no line
// length limit other than MaxEventSize.
type Reader struct {
	// MaxEventSize bounds one event's data; zero means DefaultMaxEventSize.
	MaxEventSize int
}

// NewReader returns a Reader on r.
func NewReader(r io.Reader) *Reader { panic("todo") }

// Next returns the next event or comment. At the end of the stream it
// returns io.EOF; a final event without a trailing blank line is still
// dispatched first. Any other error (including a read error mid-event) is
// returned wrapped and the partial event is dropped.
func (r *Reader) Next() (Event, error) { panic("todo") }
