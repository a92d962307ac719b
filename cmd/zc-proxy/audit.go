package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/zc-proxy/zc-proxy/audit"
)

const auditUsage = `usage: zc-proxy audit [--json] FILE [FILE...]

Summarise audit trail files (audit.path and its rotated copies, read as
one trail): calls and receipts per tool and outcome, durations, time span.
`

// runAudit is "zc-proxy audit": exit 0 on success, 1 when a file cannot be
// read, 2 on a usage error.
func runAudit(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the summary as JSON")
	if code, ok := parseFileArgs(fs, args, auditUsage, stderr); !ok {
		return code
	}

	r, closeAll, err := openTrail(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "zc-proxy audit: %v\n", err)
		return 1
	}
	defer closeAll()
	summary, err := audit.Summarise(contextReader{ctx: ctx, r: r})
	if err != nil {
		fmt.Fprintf(stderr, "zc-proxy audit: %v\n", err)
		return 1
	}

	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(summary)
	} else {
		err = summary.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "zc-proxy audit: %v\n", err)
		return 1
	}
	return 0
}

// openTrail opens every file before reading any, so a typo fails fast, and
// joins them with a newline between each so a file whose last line lacks
// one does not run into the next file's first line.
func openTrail(names []string) (io.Reader, func(), error) {
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	var readers []io.Reader
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		files = append(files, f)
		readers = append(readers, namedReader{name: name, r: f}, strings.NewReader("\n"))
	}
	return io.MultiReader(readers...), closeAll, nil
}

// namedReader puts the file name on read errors (a directory, an I/O error).
type namedReader struct {
	name string
	r    io.Reader
}

func (n namedReader) Read(p []byte) (int, error) {
	k, err := n.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		err = fmt.Errorf("%s: %w", n.name, err)
	}
	return k, err
}

// contextReader stops reading once ctx is done, so an interrupt ends a long
// summary (main catches SIGINT into ctx).
type contextReader struct {
	ctx context.Context
	r   io.Reader
}

func (c contextReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// parseFileArgs parses the flags of a command that takes files, printing
// usage. ok false means stop with code: 0 after -h, 2 on a usage error or
// when no file is given.
func parseFileArgs(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) (code int, ok bool) {
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if fs.NArg() == 0 {
		fmt.Fprintf(stderr, "zc-proxy %s: no file given\n", fs.Name())
		fs.Usage()
		return 2, false
	}
	return 0, true
}
