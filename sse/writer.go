package sse

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// errFieldNewline rejects an event or id value that would end its line early
// and so inject fields into the stream.
var errFieldNewline = errors.New("sse: event or id field contains a line break")

// Writer writes events to an http.ResponseWriter, flushing after each one
// via http.ResponseController so nothing waits in a buffer. Each event goes
// out in a single Write call. A Writer is safe for concurrent use, so a
// keep-alive goroutine may send comments between events.
type Writer struct {
	mu  sync.Mutex
	w   http.ResponseWriter
	rc  *http.ResponseController
	buf []byte // reused encoding buffer
}

// NewWriter returns a Writer on w. It does not set headers.
func NewWriter(w http.ResponseWriter) *Writer {
	return &Writer{w: w, rc: http.NewResponseController(w)}
}

// WriteData writes "data: <data>\n\n" and flushes. JSON chunks never
// contain line breaks; if data does, it is written as several data lines
// (as WriteEvent does) so it cannot inject fields.
func (w *Writer) WriteData(data []byte) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = AppendData(w.buf[:0], data)
	return w.send()
}

// AppendData appends the event WriteData writes: "data: <data>\n\n", data
// with line breaks as several data lines. For a writer of its own that
// frames events with this package's rules.
func AppendData(b, data []byte) []byte { return append(appendData(b, data), '\n') }

// WriteEvent writes a whole event (event, id and retry fields, then data
// split into lines) and flushes. At least one data line is always written,
// so the client dispatches the event. A comment event (IsComment) is
// written as WriteComment would. Event or ID values containing a line break
// are rejected.
func (w *Writer) WriteEvent(ev Event) error {
	if ev.IsComment {
		return w.WriteComment(ev.Comment)
	}
	if strings.ContainsAny(ev.Event, "\r\n") || strings.ContainsAny(ev.ID, "\r\n") {
		return errFieldNewline
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	b := w.buf[:0]
	if ev.Event != "" {
		b = append(b, "event: "...)
		b = append(b, ev.Event...)
		b = append(b, '\n')
	}
	if ev.ID != "" {
		b = append(b, "id: "...)
		b = append(b, ev.ID...)
		b = append(b, '\n')
	}
	if ev.HasRetry {
		b = append(b, "retry: "...)
		b = strconv.AppendInt(b, int64(max(ev.Retry, 0)), 10)
		b = append(b, '\n')
	}
	b = appendData(b, ev.Data)
	w.buf = append(b, '\n')
	return w.send()
}

// WriteComment writes ": <text>\n\n" and flushes (keep-alive). Text with
// line breaks becomes several comment lines.
func (w *Writer) WriteComment(text string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = AppendComment(w.buf[:0], text)
	return w.send()
}

// AppendComment appends the comment WriteComment writes: ": <text>\n\n",
// text with line breaks as several comment lines.
func AppendComment(b []byte, text string) []byte {
	for {
		line, rest, more := cutLine(text)
		b = append(b, ':')
		if line != "" {
			b = append(b, ' ')
			b = append(b, line...)
		}
		b = append(b, '\n')
		if !more {
			break
		}
		text = rest
	}
	return append(b, '\n')
}

// DoneEvent is the event that ends an OpenAI stream.
const DoneEvent = "data: [DONE]\n\n"

// WriteDone writes "data: [DONE]\n\n" and flushes.
func (w *Writer) WriteDone() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf[:0], DoneEvent...)
	return w.send()
}

// send writes buf in one call and flushes. Flush errors, including
// http.ErrNotSupported, are returned: a stream that cannot be flushed is
// not streaming.
func (w *Writer) send() error {
	if _, err := w.w.Write(w.buf); err != nil {
		return fmt.Errorf("sse: write: %w", err)
	}
	if err := w.rc.Flush(); err != nil {
		return fmt.Errorf("sse: flush: %w", err)
	}
	return nil
}

// appendData appends one "data: " line per line of data; a CR, LF or CRLF
// in data separates lines, as a reading client would see them.
func appendData(b, data []byte) []byte {
	for {
		i := indexLineBreak(data)
		b = append(b, "data: "...)
		if i < 0 {
			b = append(b, data...)
			return append(b, '\n')
		}
		b = append(b, data[:i]...)
		b = append(b, '\n')
		if data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n' {
			i++
		}
		data = data[i+1:]
	}
}

// indexLineBreak returns the index of the first CR or LF in b, or -1.
// Two IndexByte scans beat one IndexAny on the long JSON lines written here.
func indexLineBreak(b []byte) int {
	i := bytes.IndexByte(b, '\n')
	end := len(b)
	if i >= 0 {
		end = i
	}
	if j := bytes.IndexByte(b[:end], '\r'); j >= 0 {
		return j
	}
	return i
}

// cutLine splits s at its first CR, LF or CRLF.
func cutLine(s string) (line, rest string, found bool) {
	i := strings.IndexAny(s, "\r\n")
	if i < 0 {
		return s, "", false
	}
	rest = s[i+1:]
	if s[i] == '\r' && strings.HasPrefix(rest, "\n") {
		rest = rest[1:]
	}
	return s[:i], rest, true
}
