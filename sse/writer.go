package sse

import "net/http"

// Writer writes events to an http.ResponseWriter, flushing after each one
// via http.ResponseController so nothing waits in a buffer.
type Writer struct{}

// NewWriter returns a Writer on w. It does not set headers.
func NewWriter(w http.ResponseWriter) *Writer { panic("todo") }

// WriteData writes "data: <data>\n\n" (data must not contain newlines; JSON
// chunks never do) and flushes.
func (w *Writer) WriteData(data []byte) error { panic("todo") }

// WriteEvent writes a whole event (event/id/retry fields, data split on
// newlines) and flushes.
func (w *Writer) WriteEvent(ev Event) error { panic("todo") }

// WriteComment writes ": <text>\n\n" and flushes (keep-alive).
func (w *Writer) WriteComment(text string) error { panic("todo") }

// WriteDone writes "data: [DONE]\n\n" and flushes.
func (w *Writer) WriteDone() error { panic("todo") }
