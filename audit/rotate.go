package audit

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
)

// rotateLocked closes the current file, shifts <path>.i to <path>.i+1
// (the rename onto <path>.N drops the oldest), renames the file to
// <path>.1 and opens a fresh one. Whatever fails, it tries to leave a file
// open so the caller can go on writing.
func (w *Writer) rotateLocked() error {
	var errs []error
	if err := w.f.Close(); err != nil {
		errs = append(errs, fmt.Errorf("audit: close before rotation: %w", err))
	}
	w.f = nil
	for i := w.opts.MaxBackups - 1; i >= 1; i-- {
		if err := os.Rename(w.backup(i), w.backup(i+1)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, fmt.Errorf("audit: rotate: %w", err))
		}
	}
	if err := os.Rename(w.path, w.backup(1)); err != nil {
		errs = append(errs, fmt.Errorf("audit: rotate: %w", err))
	}
	if err := w.openLocked(); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// backup names the i-th rotated file; 1 is the newest.
func (w *Writer) backup(i int) string { return w.path + "." + strconv.Itoa(i) }
