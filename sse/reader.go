package sse

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"
)

// DefaultMaxEventSize is the largest event (sum of its data lines) a Reader
// accepts when Reader.MaxEventSize is zero.
const DefaultMaxEventSize = 16 << 20

// ErrEventTooLarge is returned (wrapped) when an event exceeds MaxEventSize.
var ErrEventTooLarge = errors.New("sse: event exceeds maximum size")

// readBufferSize is the bufio.Reader size. Lines longer than this are
// accumulated, so it only trades memory for fewer Read calls. A stream
// holds it while open, mostly waiting, and events are small: 8 KiB.
const readBufferSize = 8 << 10

// firstBufferSize is the read buffer a Reader starts with. An idle stream
// (a model thinking, a client holding a stream open) waits in a read with
// its buffer held, and a proxy holds many: the first events of a chat
// stream are a few hundred bytes, so a Reader starts small and takes a
// readBufferSize buffer once a read fills the small one (the upstream is
// sending faster than one small buffer at a time).
const firstBufferSize = 512

// lineOverhead is how much longer than MaxEventSize one line may be: room
// for the "data: " prefix of a line carrying a maximal event.
const lineOverhead = len("data: ")

// Event is one dispatched event, or one comment line when IsComment is set
// (then Comment holds the text after the colon, one leading space trimmed).
type Event struct {
	Event string // "event:" field; "" means "message"
	// ID is the stream's last event ID when the event was dispatched: as the
	// spec says, an "id:" field persists until another one replaces it.
	ID       string
	Data     []byte // data lines joined with "\n"; valid until the next Next call
	Retry    int    // milliseconds from the latest "retry:" since the previous event; set when HasRetry
	HasRetry bool
	// IsComment marks a comment line (":" first). Comments are returned as
	// they are read, even in the middle of an event's fields.
	IsComment bool
	Comment   string
}

// IsDone reports whether this is the OpenAI terminator "data: [DONE]".
func (e Event) IsDone() bool { return !e.IsComment && string(e.Data) == "[DONE]" }

// Reader reads events from a stream, following the WHATWG "event stream"
// parsing rules. LF, CRLF and CR line ends; no line length limit other than
// MaxEventSize. It is not safe for concurrent use.
//
// Two deliberate departures from the spec: a final event that has data but
// no blank line after it is dispatched at a clean io.EOF (servers do end
// streams that way), and an unterminated last line counts as a line.
type Reader struct {
	// MaxEventSize bounds one event's data (and one line, plus room for a
	// "data: " prefix); zero means DefaultMaxEventSize. Set it before the
	// first Next call.
	MaxEventSize int

	br    *bufio.Reader
	src   io.Reader // what br reads, for the larger buffer
	small bool      // br is a firstBufferSize buffer
	grow  bool      // a read filled it: the next read goes to a larger one

	// win is the window of buffered bytes being parsed, pos the first byte
	// not yet consumed. Lines that lie wholly inside win are parsed in
	// place; a line crossing its end is copied into line.
	win            []byte
	pos            int
	nextLF, nextCR int // index in win of the next '\n' / '\r' at or after pos; len(win) if none
	// skipLF is set after a '\r' that ended the window: a '\n' starting
	// the next window belongs to the same CRLF and is not a blank line.
	skipLF bool

	line    []byte // accumulated line spanning windows
	partial bool   // line holds the start of an unterminated line

	data      []byte // current event's data lines, '\n'-joined
	hasData   bool   // a data field was seen (data may still be empty)
	eventType []byte
	eventName string // last dispatched event type, reused while it repeats
	lastID    string
	retry     int
	hasRetry  bool

	started bool  // the stream start has been checked for a byte order mark
	readErr error // the read error that ended the input; returned once win is consumed
	err     error // sticky: once set, every Next returns it
}

// errReleased is returned by Next after Release.
var errReleased = errors.New("sse: Reader used after Release")

// bufPool holds the read buffers of released Readers: a proxy opens one
// Reader per upstream turn, and a fresh read buffer for each is most of
// a short stream's garbage.
var bufPool = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, readBufferSize) }}

// smallPool holds the firstBufferSize buffers.
var smallPool = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, firstBufferSize) }}

// NewReader returns a Reader on r. Its read buffer comes from a pool;
// call Release when done with the Reader to return it (optional: an
// unreleased buffer is simply garbage collected).
func NewReader(r io.Reader) *Reader {
	br := smallPool.Get().(*bufio.Reader)
	br.Reset(r)
	return &Reader{br: br, src: r, small: true}
}

// pool is the pool br came from.
func (r *Reader) pool() *sync.Pool {
	if r.small {
		return &smallPool
	}
	return &bufPool
}

// Release returns the Reader's read buffer to the pool. The Data of every
// event read so far becomes invalid, and Next returns an error from then
// on. Release is idempotent.
func (r *Reader) Release() {
	if r.br == nil {
		return
	}
	r.br.Reset(nil) // drop the reference to the underlying reader
	r.pool().Put(r.br)
	r.br, r.src, r.win, r.pos = nil, nil, nil, 0
	r.err = errReleased
}

// Next returns the next event or comment. At the end of the stream it
// returns io.EOF; a final event without a trailing blank line is still
// dispatched first. Any other error (including a read error mid-event) is
// returned wrapped and the partial event is dropped. After an error every
// call returns the same error.
func (r *Reader) Next() (Event, error) {
	if r.err != nil {
		return Event{}, r.err
	}
	for {
		line, err := r.readLine()
		if err != nil {
			if err == io.EOF && r.hasData {
				// End of stream without a closing blank line.
				ev := r.dispatch()
				r.err = io.EOF
				return ev, nil
			}
			r.err = err
			return Event{}, err
		}
		if len(line) == 0 {
			if r.hasData {
				return r.dispatch(), nil
			}
			// Per spec: no data, no event; the type does not carry over.
			r.eventType = r.eventType[:0]
			continue
		}
		if line[0] == ':' {
			return Event{IsComment: true, Comment: string(trimOneSpace(line[1:]))}, nil
		}
		if err := r.processField(line); err != nil {
			r.err = err
			return Event{}, err
		}
	}
}

// processField applies one "name: value" line to the event being built.
func (r *Reader) processField(line []byte) error {
	name, value := line, []byte(nil)
	if i := bytes.IndexByte(line, ':'); i >= 0 {
		name, value = line[:i], trimOneSpace(line[i+1:])
	}
	switch string(name) {
	case "data":
		size := len(r.data) + len(value)
		if r.hasData {
			size++
		}
		if size > r.maxEventSize() {
			return fmt.Errorf("%w: data over %d bytes", ErrEventTooLarge, r.maxEventSize())
		}
		if r.hasData {
			r.data = append(r.data, '\n')
		}
		r.data = append(r.data, value...)
		r.hasData = true
	case "event":
		r.eventType = append(r.eventType[:0], value...)
	case "id":
		if bytes.IndexByte(value, 0) < 0 && string(value) != r.lastID {
			r.lastID = string(value)
		}
	case "retry":
		if ms, ok := parseRetry(value); ok {
			r.retry, r.hasRetry = ms, true
		}
	}
	return nil
}

// dispatch returns the event built so far and starts a new one. The data
// buffer is reused, so Data stays valid only until the next Next call.
func (r *Reader) dispatch() Event {
	if string(r.eventType) != r.eventName {
		r.eventName = string(r.eventType)
	}
	ev := Event{
		Event:    r.eventName,
		ID:       r.lastID,
		Data:     r.data,
		Retry:    r.retry,
		HasRetry: r.hasRetry,
	}
	r.data = r.data[:0]
	r.hasData = false
	r.eventType = r.eventType[:0]
	r.retry, r.hasRetry = 0, false
	return ev
}

func (r *Reader) maxEventSize() int {
	if r.MaxEventSize > 0 {
		return r.MaxEventSize
	}
	return DefaultMaxEventSize
}

// readLine returns the next line without its terminator. The slice is valid
// until the next readLine call. At io.EOF an unterminated last line is
// returned first. Errors other than io.EOF are wrapped.
//
// It does not use ReadSlice('\n'): on a stream that ends lines with a bare
// CR that would wait for a '\n' (or a full buffer) while complete lines sit
// in the buffer. Instead it parses whatever bytes are buffered and reads
// only when none are left.
func (r *Reader) readLine() ([]byte, error) {
	maxLine := r.maxEventSize() + lineOverhead
	for {
		if r.pos == len(r.win) {
			if err := r.fill(); err != nil {
				if err == io.EOF && r.partial {
					r.partial = false
					line := r.line
					r.line = r.line[:0]
					return line, nil
				}
				return nil, err
			}
		}
		if r.skipLF {
			r.skipLF = false
			if r.win[r.pos] == '\n' {
				r.pos++
				continue
			}
		}
		if r.nextLF < r.pos {
			r.nextLF = indexFrom(r.win, r.pos, '\n')
		}
		if r.nextCR < r.pos {
			r.nextCR = indexFrom(r.win, r.pos, '\r')
		}
		end := min(r.nextLF, r.nextCR)
		piece := r.win[r.pos:end]
		if len(r.line)+len(piece) > maxLine {
			return nil, fmt.Errorf("%w: line over %d bytes", ErrEventTooLarge, maxLine)
		}
		if end == len(r.win) {
			// The line continues past the buffered bytes.
			r.line = append(r.line, piece...)
			r.partial = true
			r.pos = end
			continue
		}
		r.pos = end + 1
		if r.win[end] == '\r' {
			switch {
			case r.pos == len(r.win):
				r.skipLF = true
			case r.win[r.pos] == '\n':
				r.pos++
			}
		}
		if r.partial {
			r.partial = false
			r.line = append(r.line, piece...)
			line := r.line
			r.line = r.line[:0]
			return line, nil
		}
		return piece, nil
	}
}

// fill makes the bytes buffered in br the new window, reading once if none
// are buffered. The previous window must be fully consumed.
func (r *Reader) fill() error {
	if len(r.win) > 0 {
		// Cannot fail: these bytes are buffered.
		_, _ = r.br.Discard(len(r.win))
		r.win, r.pos = nil, 0
	}
	if !r.started {
		r.started = true
		if err := r.skipBOM(); err != nil {
			return err
		}
	}
	if r.br.Buffered() == 0 {
		if r.readErr != nil {
			return r.readErr
		}
		if r.grow {
			// Nothing is buffered: the larger buffer takes over the
			// reading where the small one stopped, once the small one has
			// handed over any error its last read left behind (an empty
			// Read returns it).
			r.grow = false
			if _, err := r.br.Read(nil); err != nil {
				r.readErr = wrapReadErr(err)
				return r.readErr
			}
			r.br.Reset(nil)
			smallPool.Put(r.br)
			r.br, r.small = bufPool.Get().(*bufio.Reader), false
			r.br.Reset(r.src)
		}
		if _, err := r.br.Peek(1); err != nil {
			r.readErr = wrapReadErr(err)
			return r.readErr
		}
	}
	r.win, _ = r.br.Peek(r.br.Buffered())
	r.pos, r.nextLF, r.nextCR = 0, -1, -1
	if r.small && len(r.win) == r.br.Size() {
		r.grow = true
	}
	return nil
}

// skipBOM drops one leading UTF-8 byte order mark, which the spec ignores.
// It waits for more bytes only when the stream starts like a BOM, so the
// answer does not depend on how the stream is split into reads and a live
// stream is never held up.
func (r *Reader) skipBOM() error {
	head, err := r.br.Peek(1)
	if err == nil && head[0] == utf8BOM[0] {
		head, err = r.br.Peek(len(utf8BOM))
		if bytes.Equal(head, utf8BOM) {
			_, _ = r.br.Discard(len(utf8BOM))
			return nil
		}
	}
	if err != nil {
		// Parse whatever arrived first, then report the error.
		r.readErr = wrapReadErr(err)
		if len(head) == 0 {
			return r.readErr
		}
	}
	return nil
}

func wrapReadErr(err error) error {
	if err == io.EOF {
		return io.EOF
	}
	return fmt.Errorf("sse: read: %w", err)
}

var utf8BOM = []byte("\xef\xbb\xbf")

// indexFrom returns the index of c in b at or after from, or len(b).
func indexFrom(b []byte, from int, c byte) int {
	if i := bytes.IndexByte(b[from:], c); i >= 0 {
		return from + i
	}
	return len(b)
}

func trimOneSpace(b []byte) []byte {
	if len(b) > 0 && b[0] == ' ' {
		return b[1:]
	}
	return b
}

// parseRetry accepts only ASCII digits, as the spec requires.
func parseRetry(b []byte) (int, bool) {
	if len(b) == 0 {
		return 0, false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	ms, err := strconv.Atoi(string(b))
	return ms, err == nil
}
