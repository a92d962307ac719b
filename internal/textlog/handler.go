// Package textlog is slog's text handler with a cheaper Handle: a record
// whose attributes are all plain values (strings, numbers, booleans,
// durations, times) is written by appending, byte for byte the line
// slog.TextHandler writes, without slog's per-attribute machinery (about
// a thousand instructions an attribute; the request log line has twenty).
// Anything else (groups, LogValuers, Any values, ReplaceAttr, AddSource,
// a handler derived by WithAttrs or WithGroup) goes to a slog.TextHandler
// over the same writer, so the output is slog's in every case.
package textlog

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Handler is a slog.Handler writing slog.TextHandler's format.
type Handler struct {
	w *lockedWriter
	// std writes what the fast path does not: records it cannot format
	// and every handler derived by WithAttrs or WithGroup.
	std *slog.TextHandler
	// fast is false when opts asks for what only std does (ReplaceAttr,
	// AddSource).
	fast bool
}

// NewTextHandler is slog.NewTextHandler(w, opts) with the cheaper Handle.
func NewTextHandler(w io.Writer, opts *slog.HandlerOptions) *Handler {
	if opts == nil {
		opts = &slog.HandlerOptions{}
	}
	lw := &lockedWriter{w: w}
	return &Handler{
		w:    lw,
		std:  slog.NewTextHandler(lw, opts),
		fast: opts.ReplaceAttr == nil && !opts.AddSource,
	}
}

// Enabled implements slog.Handler: std's level is the handler's.
func (h *Handler) Enabled(ctx context.Context, level slog.Level) bool {
	return h.std.Enabled(ctx, level)
}

// Handle implements slog.Handler.
func (h *Handler) Handle(ctx context.Context, r slog.Record) error {
	if !h.fast {
		return h.std.Handle(ctx, r)
	}
	buf := getBuffer()
	defer putBuffer(buf)
	line, ok := appendRecord((*buf)[:0], r)
	*buf = line
	if !ok {
		return h.std.Handle(ctx, r)
	}
	return h.w.write(line)
}

// HandleAttrs writes the line Handle writes for slog.NewRecord(t, level,
// msg, pc) with attrs added, without making the record when it can: a
// caller that has its attributes in a slice (the request log line, twenty
// of them) saves slog.Record's copy of them.
func (h *Handler) HandleAttrs(ctx context.Context, t time.Time, level slog.Level, msg string, pc uintptr, attrs []slog.Attr) error {
	if h.fast {
		buf := getBuffer()
		defer putBuffer(buf)
		line := appendHead((*buf)[:0], t, level, msg)
		ok := true
		for _, a := range attrs {
			if line, ok = appendAttr(line, a); !ok {
				break
			}
		}
		line = append(line, '\n')
		*buf = line
		if ok {
			return h.w.write(line)
		}
	}
	r := slog.NewRecord(t, level, msg, pc)
	r.AddAttrs(attrs...)
	return h.std.Handle(ctx, r)
}

// WithAttrs implements slog.Handler: the derived handler is slog's own.
func (h *Handler) WithAttrs(as []slog.Attr) slog.Handler { return h.std.WithAttrs(as) }

// WithGroup implements slog.Handler: the derived handler is slog's own.
func (h *Handler) WithGroup(name string) slog.Handler { return h.std.WithGroup(name) }

// lockedWriter serializes the lines of the fast path and of the slog
// handlers beside it, as slog.TextHandler's one mutex does for its clones.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (lw *lockedWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.w.Write(p)
}

func (lw *lockedWriter) write(p []byte) error {
	_, err := lw.Write(p)
	return err
}

// maxPooled is the largest buffer kept for reuse (slog's own bound), so
// one long line does not pin its buffer.
const maxPooled = 16 << 10

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

func getBuffer() *[]byte { return bufPool.Get().(*[]byte) }

func putBuffer(b *[]byte) {
	if cap(*b) > maxPooled {
		return
	}
	*b = (*b)[:0]
	bufPool.Put(b)
}
