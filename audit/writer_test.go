package audit

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// readEntries decodes every line of path; a line that does not decode fails
// the test, so a torn or interleaved write shows up here.
func readEntries(t *testing.T, path string) []Entry {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		t.Fatalf("%s does not end with a newline", path)
	}
	var out []Entry
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		if line == "" {
			continue
		}
		var e Entry
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&e); err != nil {
			t.Fatalf("%s line %d is not one entry: %v: %q", path, i+1, err, line)
		}
		if dec.More() {
			t.Fatalf("%s line %d holds more than one value: %q", path, i+1, line)
		}
		out = append(out, e)
	}
	return out
}

func openTemp(t *testing.T, opts Options) (*Writer, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	w, err := Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w, path
}

func TestRecordWritesOneEntryPerLine(t *testing.T) {
	when := time.Date(2026, 3, 27, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		do   func(w *Writer)
		want Entry
	}{
		{
			name: "record with receipt",
			do: func(w *Writer) {
				w.Record(Entry{Time: when, RequestID: "req-1", Tool: "weather", CallID: "call_1", ArgsSHA256: "ab12",
					Outcome: toolrun.OutcomeOK, DurationMS: 12.5, OutputBytes: 42, Receipt: "zc-receipt-1-abc"})
			},
			want: Entry{Time: when, RequestID: "req-1", Tool: "weather", CallID: toolrun.LogRef("call_1"), ArgsSHA256: "ab12",
				Outcome: toolrun.OutcomeOK, DurationMS: 12.5, OutputBytes: 42, Receipt: "zc-receipt-1-abc"},
		},
		{
			name: "entry without request id",
			do: func(w *Writer) {
				w.Record(Entry{Tool: "shell", CallID: "call_2", ArgsSHA256: "cd34", Outcome: toolrun.OutcomeDenied,
					Detail: "not allowed", DurationMS: Milliseconds(1500 * time.Microsecond), OutputBytes: 0})
			},
			// No Detail: it is written only with Options.IncludeDetails.
			want: Entry{Tool: "shell", CallID: toolrun.LogRef("call_2"), ArgsSHA256: "cd34", Outcome: toolrun.OutcomeDenied,
				DurationMS: 1.5},
		},
		{
			name: "hostile tool name is digested",
			do: func(w *Writer) {
				w.Record(Entry{Time: when, Tool: strings.Repeat("é", maxField), Outcome: toolrun.OutcomeUnknownTool})
			},
			// Model-chosen, not of the safe shape: written as its digest.
			want: Entry{Time: when, Tool: toolrun.LogRef(strings.Repeat("é", maxField)), Outcome: toolrun.OutcomeUnknownTool},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, path := openTemp(t, Options{})
			before := time.Now().Add(-time.Second)
			tt.do(w)
			got := readEntries(t, path)
			if len(got) != 1 {
				t.Fatalf("got %d entries, want 1", len(got))
			}
			if tt.want.Time.IsZero() {
				if got[0].Time.Before(before) || got[0].Time.After(time.Now().Add(time.Second)) {
					t.Errorf("time = %v, want about now", got[0].Time)
				}
				got[0].Time = time.Time{}
			}
			if !got[0].Time.Equal(tt.want.Time) {
				t.Errorf("time = %v, want %v", got[0].Time, tt.want.Time)
			}
			got[0].Time, tt.want.Time = time.Time{}, time.Time{}
			if got[0] != tt.want {
				t.Errorf("entry =\n%+v\nwant\n%+v", got[0], tt.want)
			}
		})
	}
}

// TestDetailsOnlyWhenIncluded: a failure's detail can quote tool output
// and the words of a refused command, so it reaches the file only with
// Options.IncludeDetails; the promised fields are there either way.
func TestDetailsOnlyWhenIncluded(t *testing.T) {
	const secret = "stderr: token=hunter2-from-the-tool"
	for _, include := range []bool{false, true} {
		t.Run(fmt.Sprintf("include=%v", include), func(t *testing.T) {
			w, path := openTemp(t, Options{IncludeDetails: include})
			w.Record(Entry{Tool: "t", CallID: "c", ArgsSHA256: "ab", Outcome: toolrun.OutcomeError, Detail: secret, DurationMS: 3})
			w.Record(Entry{Tool: "t", CallID: "d", ArgsSHA256: "cd", Outcome: toolrun.OutcomeDenied, Detail: secret})
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Count(string(data), "hunter2"); got != map[bool]int{false: 0, true: 2}[include] {
				t.Errorf("detail appears %d times:\n%s", got, data)
			}
			for _, e := range readEntries(t, path) {
				if e.ArgsSHA256 == "" || e.Outcome == "" {
					t.Errorf("entry lacks its hash or outcome: %+v", e)
				}
			}
		})
	}
}

func TestJSONFieldNames(t *testing.T) {
	w, path := openTemp(t, Options{IncludeDetails: true})
	w.Record(Entry{RequestID: "r", Tool: "t", CallID: "c", ArgsSHA256: "a", Outcome: toolrun.OutcomeOK,
		Detail: "d", DurationMS: 1, OutputBytes: 2, Receipt: "zc-receipt-1-x"})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"time", "request_id", "tool", "call_id", "args_sha256", "outcome", "detail", "duration_ms", "output_bytes", "receipt"} {
		if _, ok := m[k]; !ok {
			t.Errorf("line lacks %q: %s", k, data)
		}
	}
	if len(m) != 10 {
		t.Errorf("line has %d fields, want 10: %s", len(m), data)
	}
}

func TestConcurrentWritersProduceWholeLines(t *testing.T) {
	const writers, perWriter = 8, 200
	tests := []struct {
		name string
		opts Options
	}{
		{"no sync", Options{}},
		{"sync", Options{Sync: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, path := openTemp(t, tt.opts)
			// Long details make a torn or interleaved write likely to show.
			detail := strings.Repeat("x", 3000)
			var wg sync.WaitGroup
			for g := range writers {
				wg.Go(func() {
					for i := range perWriter {
						w.Record(Entry{Tool: fmt.Sprintf("tool%d", g), CallID: fmt.Sprint(i), Outcome: toolrun.OutcomeOK, Detail: detail[:maxField]})
					}
				})
			}
			wg.Wait()
			seen := make(map[string]bool)
			for _, e := range readEntries(t, path) {
				key := e.Tool + "/" + e.CallID
				if seen[key] {
					t.Fatalf("entry %s written twice", key)
				}
				seen[key] = true
			}
			if len(seen) != writers*perWriter {
				t.Fatalf("got %d distinct entries, want %d", len(seen), writers*perWriter)
			}
		})
	}
}

func TestFileMode(t *testing.T) {
	tests := []struct {
		name   string
		rotate bool
	}{
		{"new file", false},
		{"file created by rotation", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, path := openTemp(t, Options{MaxBytes: 10})
			w.Record(Entry{Tool: "a", Outcome: toolrun.OutcomeOK})
			if tt.rotate {
				w.Record(Entry{Tool: "b", Outcome: toolrun.OutcomeOK})
				if _, err := os.Stat(path + ".1"); err != nil {
					t.Fatalf("no rotation happened: %v", err)
				}
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if got := fi.Mode().Perm(); got != 0o600 {
				t.Errorf("mode = %v, want 0600", got)
			}
		})
	}
}

func TestAppendsToExistingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	for i := range 3 {
		w, err := Open(path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		w.Record(Entry{Tool: "t", CallID: fmt.Sprint(i), Outcome: toolrun.OutcomeOK})
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	got := readEntries(t, path)
	if len(got) != 3 || got[0].CallID != toolrun.LogRef("0") || got[2].CallID != toolrun.LogRef("2") {
		t.Fatalf("entries after three opens = %+v", got)
	}
}

func TestRecordAfterCloseIsDroppedAndLogged(t *testing.T) {
	var logs strings.Builder
	w, path := openTemp(t, Options{Logger: newTextLogger(&logs)})
	w.Record(Entry{Tool: "t", Outcome: toolrun.OutcomeOK})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	for range 5 {
		w.Record(Entry{Tool: "late", Outcome: toolrun.OutcomeOK})
	}
	if got := readEntries(t, path); len(got) != 1 {
		t.Fatalf("got %d entries, want 1", len(got))
	}
	// Five failures inside a minute make one log line.
	if n := strings.Count(logs.String(), "cannot write"); n != 1 {
		t.Fatalf("logged %d errors, want 1:\n%s", n, logs.String())
	}
}

func TestOpenErrors(t *testing.T) {
	tests := []struct {
		name string
		path func(t *testing.T) string
	}{
		{"empty path", func(*testing.T) string { return "" }},
		{"path is a directory", func(t *testing.T) string { return t.TempDir() }},
		{"parent is a file", func(t *testing.T) string {
			f := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(f, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(f, "audit.jsonl")
		}},
		{"missing directory", func(t *testing.T) string { return filepath.Join(t.TempDir(), "nope", "audit.jsonl") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, err := Open(tt.path(t), Options{})
			if err == nil {
				w.Close()
				t.Fatal("Open succeeded")
			}
		})
	}
}

func BenchmarkRecord(b *testing.B) {
	path := filepath.Join(b.TempDir(), "audit.jsonl")
	w, err := Open(path, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	e := Entry{RequestID: "req-0123456789", Tool: "weather", CallID: "call_abc", ArgsSHA256: strings.Repeat("ab", 32),
		Outcome: toolrun.OutcomeOK, DurationMS: 12.3, OutputBytes: 512, Receipt: "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"}
	b.ReportAllocs()
	for b.Loop() {
		w.Record(e)
	}
}
