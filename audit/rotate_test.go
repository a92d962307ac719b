package audit

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

func TestRotation(t *testing.T) {
	when := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name        string
		maxBytes    int64
		maxBackups  int
		lines       int
		concurrent  bool
		wantBackups int  // files <path>.1 … <path>.N that must exist; <path>.N+1 must not
		wantAll     bool // every line survives (nothing dropped with the oldest backup)
	}{
		{name: "concurrent, nothing dropped", maxBytes: 4096, maxBackups: 50, lines: 800, concurrent: true, wantAll: true},
		{name: "oldest backups dropped", maxBytes: 1000, maxBackups: 3, lines: 300, wantBackups: 3},
		{name: "concurrent, oldest dropped", maxBytes: 2000, maxBackups: 2, lines: 600, concurrent: true, wantBackups: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, path := openTemp(t, Options{MaxBytes: tt.maxBytes, MaxBackups: tt.maxBackups})
			record := func(i int) {
				w.Record(Entry{Time: when, RequestID: fmt.Sprintf("%06d", i), Tool: "t", CallID: "c", Outcome: toolrun.OutcomeOK})
			}
			if tt.concurrent {
				var wg sync.WaitGroup
				for g := range 4 {
					wg.Go(func() {
						for i := g; i < tt.lines; i += 4 {
							record(i)
						}
					})
				}
				wg.Wait()
			} else {
				for i := range tt.lines {
					record(i)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}

			// Oldest first: <path>.N … <path>.1, <path>.
			var files []string
			for i := tt.maxBackups + 1; i >= 1; i-- {
				name := path + "." + strconv.Itoa(i)
				_, err := os.Stat(name)
				switch {
				case i == tt.maxBackups+1 && err == nil:
					t.Fatalf("%s exists: more than %d backups kept", name, tt.maxBackups)
				case i <= tt.wantBackups && err != nil:
					t.Fatalf("backup %d missing: %v", i, err)
				case err == nil:
					files = append(files, name)
				}
			}
			files = append(files, path)

			lineLen := int64(0)
			seen := make(map[int]bool)
			var order []int
			for fi, name := range files {
				st, err := os.Stat(name)
				if err != nil {
					t.Fatal(err)
				}
				if st.Size() > tt.maxBytes {
					t.Errorf("%s is %d bytes, over MaxBytes %d", name, st.Size(), tt.maxBytes)
				}
				entries := readEntries(t, name)
				for _, e := range entries {
					id, err := strconv.Atoi(e.RequestID)
					if err != nil {
						t.Fatalf("bad line number %q", e.RequestID)
					}
					if seen[id] {
						t.Fatalf("line %d appears twice", id)
					}
					seen[id] = true
					order = append(order, id)
				}
				if len(entries) > 0 {
					lineLen = st.Size() / int64(len(entries))
				}
				// A rotated file was closed only when the next line would not fit.
				if fi < len(files)-1 && st.Size()+lineLen <= tt.maxBytes {
					t.Errorf("%s rotated early at %d bytes (line %d, max %d)", name, st.Size(), lineLen, tt.maxBytes)
				}
			}
			if tt.wantAll && len(seen) != tt.lines {
				t.Fatalf("found %d lines, want %d", len(seen), tt.lines)
			}
			if !tt.concurrent {
				// What survives is the newest lines, in order.
				for i, id := range order {
					if want := tt.lines - len(order) + i; id != want {
						t.Fatalf("line %d of the kept files is %d, want %d", i, id, want)
					}
				}
				if len(order) >= tt.lines {
					t.Fatalf("kept all %d lines although backups were dropped", len(order))
				}
			}
		})
	}
}

func TestRotationKeepsWritingWhenRenameFails(t *testing.T) {
	var logs strings.Builder
	w, path := openTemp(t, Options{MaxBytes: 10, MaxBackups: 1, Logger: newTextLogger(&logs)})
	// A directory at <path>.1 makes renaming the file onto it fail.
	if err := os.Mkdir(path+".1", 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".1/x", nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		w.Record(Entry{Tool: "t", CallID: strconv.Itoa(i), Outcome: toolrun.OutcomeOK})
	}
	if got := readEntries(t, path); len(got) != 5 {
		t.Fatalf("got %d entries in the unrotated file, want 5", len(got))
	}
	// Four failed rotations inside a minute make one log line.
	if n := strings.Count(logs.String(), "cannot write"); n != 1 {
		t.Fatalf("logged %d errors, want 1:\n%s", n, logs.String())
	}
	if !strings.Contains(logs.String(), "lines_lost=0") {
		t.Fatalf("a failed rotation reported lost lines:\n%s", logs.String())
	}
}

func TestNegativeMaxBytesNeverRotates(t *testing.T) {
	w, path := openTemp(t, Options{MaxBytes: -1})
	for i := range 100 {
		w.Record(Entry{Tool: "t", CallID: strconv.Itoa(i), Outcome: toolrun.OutcomeOK})
	}
	if _, err := os.Stat(path + ".1"); err == nil {
		t.Fatal("rotated although MaxBytes is negative")
	}
	if got := readEntries(t, path); len(got) != 100 {
		t.Fatalf("got %d entries, want 100", len(got))
	}
}
