package toolrun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
)

// maxDirEntries bounds a directory listing.
const maxDirEntries = 1000

var fileSchema = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"path": map[string]any{
			"type":        "string",
			"description": "Path of a text file (or a directory, to list it), relative to the tool's root.",
		},
	},
	"required":             []any{"path"},
	"additionalProperties": false,
}

// fileTool reads text files below a root, read-only. Confinement is
// os.Root's: "..", absolute paths and symlinks cannot leave the root. A
// directory is answered with a listing of its entries (directories end in
// "/"), so the model can find the file it wants.
type fileTool struct {
	root  *os.Root
	dirs  []string // the root as configured and with symlinks resolved, both absolute
	limit int
	// secrets are redacted from output before it is capped
	secrets []string
}

func newFileTool(s Spec, limit int) (Tool, *argSchema, *fileTool, error) {
	abs, err := filepath.Abs(s.Root)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("file: root: %w", err)
	}
	resolved, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("file: root %s: %w", s.Root, unwrapPath(err))
	}
	root, err := os.OpenRoot(resolved)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("file: root %s: %w", s.Root, unwrapPath(err))
	}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Type:        s.Type,
		Keywords:    []string{s.Name},
	}
	if tool.Description == "" {
		tool.Description = "Read a text file (or list a directory) below the configured root. Paths are relative to that root."
	}
	args := mustSchema(fileSchema)
	tool.Parameters = args.raw
	return tool, args, &fileTool{root: root, dirs: []string{abs, resolved}, limit: limit}, nil
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func (t *fileTool) Close() error { return t.root.Close() }

// relative maps the model's path to one relative to the root, refusing
// what lexically points outside it.
func (t *fileTool) relative(p string) (string, error) {
	if p == "" {
		p = "."
	}
	if filepath.IsAbs(p) {
		p = filepath.Clean(p)
		for _, dir := range t.dirs {
			if rel, err := filepath.Rel(dir, p); err == nil && filepath.IsLocal(rel) {
				return rel, nil
			}
		}
		return "", denied("refused: %q is outside the tool's root; use a path relative to it", shorten(p, 120))
	}
	p = filepath.Clean(p)
	if !filepath.IsLocal(p) {
		return "", denied("refused: %q leaves the tool's root", shorten(p, 120))
	}
	return p, nil
}

func (t *fileTool) run(ctx context.Context, a arguments) (string, error) {
	rel, err := t.relative(a.str("path"))
	if err != nil {
		return "", err
	}
	// O_NONBLOCK: opening a FIFO must not wait for a writer.
	f, err := t.root.OpenFile(rel, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", openError(rel, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", failed("cannot read %s", shorten(rel, 120))
	}
	switch {
	case info.IsDir():
		return t.list(f)
	case !info.Mode().IsRegular():
		return "", failed("%s is not a regular file", shorten(rel, 120))
	}
	buf := newCappedBuffer(t.limit, t.secrets)
	if _, err := io.Copy(buf, io.LimitReader(f, int64(buf.keep))); err != nil {
		return "", failed("cannot read %s", shorten(rel, 120))
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if head := buf.buf.Bytes()[:min(buf.buf.Len(), 8000)]; bytes.IndexByte(head, 0) >= 0 {
		return "", failed("%s is not a text file", shorten(rel, 120))
	}
	return buf.String(), nil
}

// list answers a directory with its sorted entry names.
func (t *fileTool) list(f *os.File) (string, error) {
	entries, err := f.ReadDir(maxDirEntries + 1)
	if err != nil && !errors.Is(err, io.EOF) {
		return "", failed("cannot list directory")
	}
	more := len(entries) > maxDirEntries
	entries = entries[:min(len(entries), maxDirEntries)]
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name()
		if e.IsDir() {
			names[i] += "/"
		}
	}
	slices.Sort(names)
	out := strings.Join(names, "\n")
	if more {
		out += fmt.Sprintf("\n[listing truncated at %d entries]", maxDirEntries)
	}
	return capRedacted([]byte(out), t.limit, t.secrets), nil
}

// openError explains a failed open. os.Root reports an escape through ".."
// or a symlink as "path escapes from parent" (its error value is not
// exported), which is a refusal, not a failure.
func openError(rel string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return failed("no such file: %s", shorten(rel, 120))
	case errors.Is(err, fs.ErrPermission):
		return failed("permission denied: %s", shorten(rel, 120))
	case strings.Contains(unwrapPath(err).Error(), "escapes"):
		return denied("refused: %s resolves outside the tool's root", shorten(rel, 120))
	case errors.Is(err, syscall.ELOOP):
		return failed("too many symlinks: %s", shorten(rel, 120))
	}
	return failed("cannot open %s", shorten(rel, 120))
}
