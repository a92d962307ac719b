package audit

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Defaults for Options fields left zero.
const (
	DefaultMaxBytes   = 100 << 20
	DefaultMaxBackups = 5
)

// errorLogInterval bounds how often write errors reach the log: a full disk
// must not turn every tool call into a log line.
const errorLogInterval = time.Minute

// fileMode keeps the trail private to the proxy's user: it names the tools
// that ran and when, even though it holds no secrets.
const fileMode = 0o600

var errClosed = errors.New("writer is closed")

// Options configure a Writer.
type Options struct {
	// MaxBytes is the size past which the file is rotated before the next
	// line. Zero means DefaultMaxBytes (100 MiB); negative never rotates.
	MaxBytes int64
	// MaxBackups is how many rotated files (<path>.1 newest … <path>.N
	// oldest) are kept. Zero or less means DefaultMaxBackups (5).
	MaxBackups int
	// Sync fsyncs the file after every line. Default false: each line is
	// handed to the kernel with one write, which survives a crash of the
	// process but not of the machine.
	Sync bool
	// IncludeDetails keeps Entry.Detail in the lines written. Default
	// false: a detail can quote tool output (a stderr line, an HTTP error
	// body, an MCP error) and the words of a refused command, which may
	// hold anything the model or a tool produced, and the trail promises
	// only the tool, call id, arguments hash, outcome, duration, output
	// size and receipt.
	IncludeDetails bool
	// Logger receives write and rotation errors, at most one a minute.
	// Nil means slog.Default().
	Logger *slog.Logger
}

// Writer appends Entries to a JSON-lines file, one write per line. It is
// safe for concurrent use by the goroutines of one process; two processes
// must not share a path (rotation is not coordinated between them).
//
// Recording never fails the caller: a line that cannot be written is
// dropped and counted, and the error is logged at most once a minute. A
// line costs one write(2) (and one fsync with Options.Sync) under a mutex;
// there is no retry and no queue.
type Writer struct {
	path string
	opts Options
	log  *slog.Logger

	mu      sync.Mutex
	f       *os.File // nil after a failed reopen, or once closed
	size    int64
	closed  bool
	lastLog time.Time // when an error was last logged
	lost    int       // lines dropped since then

	// refused counts, per request id, the lines of calls that never ran
	// (capped, unknown_tool); see Record.
	refused map[string]int
}

// MaxRefusedLines is how many lines of calls that never ran (outcome
// capped or unknown_tool) one request writes. A model can ask for
// hundreds of thousands of such calls in one reply: each was a line, and a
// request or two of them rotated every earlier line out of the trail
// (max_bytes times max_backups), the record of what that model had run
// before among them. The line past the limit says that more were not
// written (MoreNotWritten); the metrics still count every call.
const MaxRefusedLines = 64

// maxRefusedRequests bounds the per-request counts kept: past it they
// start again (a request then writes up to MaxRefusedLines more).
const maxRefusedRequests = 4096

// Open opens (creating it with mode 0600 if needed) the file at path for
// appending. It fails if the file cannot be opened for writing, so a bad
// audit.path stops the proxy at start rather than losing the trail.
func Open(path string, opts Options) (*Writer, error) {
	if path == "" {
		return nil, errors.New("audit: empty path")
	}
	if opts.MaxBytes == 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	if opts.MaxBackups <= 0 {
		opts.MaxBackups = DefaultMaxBackups
	}
	w := &Writer{path: path, opts: opts, log: opts.Logger}
	if w.log == nil {
		w.log = slog.Default()
	}
	if err := w.openLocked(); err != nil {
		return nil, err
	}
	return w, nil
}

// Record appends e as one line. A zero e.Time is set to now (UTC). Free-text
// fields are cut to 1 KiB each. e.Detail is dropped unless
// Options.IncludeDetails. A request writes at most MaxRefusedLines lines
// of calls that never ran, and one more that says so.
func (w *Writer) Record(e Entry) {
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	if !w.opts.IncludeDetails {
		e.Detail = ""
	}
	if e.Receipt == "" && e.RequestID != "" && (e.Outcome == toolrun.OutcomeCapped || e.Outcome == toolrun.OutcomeUnknownTool) {
		w.mu.Lock()
		if w.refused == nil || len(w.refused) >= maxRefusedRequests {
			w.refused = make(map[string]int)
		}
		w.refused[e.RequestID]++
		n := w.refused[e.RequestID]
		w.mu.Unlock()
		switch {
		case n > MaxRefusedLines+1:
			return
		case n == MaxRefusedLines+1:
			e.MoreNotWritten = true
		}
	}
	w.writeJSON(e.clipped(), "entry")
}

// writeJSON appends v as one JSON line; what names it in an error.
func (w *Writer) writeJSON(v any, what string) {
	line, err := json.Marshal(v)
	w.mu.Lock()
	defer w.mu.Unlock()
	if err != nil {
		w.reportLocked(fmt.Errorf("encode %s: %w", what, err), true)
		return
	}
	line = append(line, '\n')
	if w.closed {
		w.reportLocked(errClosed, true)
		return
	}
	w.writeLocked(line)
}

// Close closes the file. Records after Close are dropped (and logged).
// Close is idempotent.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil
	}
	w.closed = true
	if w.f == nil {
		return nil
	}
	err := w.f.Close()
	w.f = nil
	if err != nil {
		return fmt.Errorf("audit: close %s: %w", w.path, err)
	}
	return nil
}

func (w *Writer) writeLocked(line []byte) {
	if w.f == nil {
		if err := w.openLocked(); err != nil {
			w.reportLocked(err, true)
			return
		}
	}
	if w.opts.MaxBytes > 0 && w.size > 0 && w.size+int64(len(line)) > w.opts.MaxBytes {
		if err := w.rotateLocked(); err != nil {
			// Rotation failed but the line may still be written to
			// whatever file is open: losing the size cap beats losing
			// the trail.
			w.reportLocked(err, false)
			if w.f == nil {
				w.lost++
				return
			}
		}
	}
	n, err := w.f.Write(line)
	w.size += int64(n)
	if err != nil {
		if n > 0 {
			// End the torn line so the next one starts whole; the
			// summariser counts the torn one as bad.
			m, _ := w.f.Write([]byte{'\n'})
			w.size += int64(m)
		}
		w.reportLocked(fmt.Errorf("audit: write %s: %w", w.path, err), true)
		return
	}
	if w.opts.Sync {
		if err := w.f.Sync(); err != nil {
			w.reportLocked(fmt.Errorf("audit: sync %s: %w", w.path, err), false)
		}
	}
}

// openLocked opens w.path for appending and learns its size.
func (w *Writer) openLocked() error {
	f, err := os.OpenFile(w.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, fileMode)
	if err != nil {
		return fmt.Errorf("audit: open: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("audit: stat %s: %w", w.path, err)
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return fmt.Errorf("audit: %s is not a regular file", w.path)
	}
	w.f, w.size = f, fi.Size()
	return nil
}

// reportLocked logs err unless an error was logged less than a minute ago.
// lost says whether a line was dropped because of it.
func (w *Writer) reportLocked(err error, lost bool) {
	if lost {
		w.lost++
	}
	now := time.Now()
	if !w.lastLog.IsZero() && now.Sub(w.lastLog) < errorLogInterval {
		return
	}
	w.lastLog = now
	w.log.Error("audit: cannot write the audit trail", "path", w.path, "error", err, "lines_lost", w.lost)
	w.lost = 0
}
