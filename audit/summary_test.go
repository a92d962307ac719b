package audit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

func TestSummariseWrittenFile(t *testing.T) {
	w, path := openTemp(t, Options{})
	t0 := time.Date(2026, 3, 27, 10, 0, 0, 0, time.UTC)
	// shell: 20 calls, durations 1..20 ms; 18 ok with receipts, 1 denied, 1 timeout.
	for i := 1; i <= 20; i++ {
		e := Entry{Time: t0.Add(time.Duration(i) * time.Second), Tool: "shell", CallID: fmt.Sprint(i), Outcome: toolrun.OutcomeOK,
			DurationMS: float64(i), Receipt: fmt.Sprintf("zc-receipt-%d-x", i)}
		switch i {
		case 7:
			e.Outcome, e.Receipt, e.Detail = toolrun.OutcomeDenied, "", "not allowed"
		case 13:
			e.Outcome, e.Receipt = toolrun.OutcomeTimeout, ""
		}
		w.Record(e)
	}
	// weather: one OK call recorded twice over (event, then receipt), as
	// toolrun and the proxy would if both were wired to the writer.
	w.Record(Entry{Tool: "weather", CallID: "w1", Outcome: toolrun.OutcomeOK, DurationMS: 250})
	w.Record(Entry{Time: t0, Tool: "weather", CallID: "w1", Outcome: toolrun.OutcomeOK, DurationMS: 250, Receipt: "zc-receipt-0-y"})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	// Garbage appended by something else is counted, not fatal.
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprint(f, "not json\n{\"tool\":\"\",\"outcome\":\"ok\"}\n\n{\"tool\":\"x\"}\n")
	f.Close()

	f, err = os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := Summarise(f)
	if err != nil {
		t.Fatal(err)
	}

	if s.Calls != 22 || s.Receipts != 19 || s.BadLines != 3 {
		t.Errorf("calls, receipts, bad = %d, %d, %d; want 22, 19, 3", s.Calls, s.Receipts, s.BadLines)
	}
	if !s.First.Equal(t0) {
		t.Errorf("first = %v, want %v", s.First, t0)
	}
	// The ToolEvent line is stamped with the wall clock, after t0+20s.
	if s.Last.Before(t0.Add(20 * time.Second)) {
		t.Errorf("last = %v, want the newest time", s.Last)
	}
	if len(s.Tools) != 2 || s.Tools[0].Tool != "shell" || s.Tools[1].Tool != "weather" {
		t.Fatalf("tools = %+v", s.Tools)
	}
	tests := []struct {
		name string
		got  ToolSummary
		want ToolSummary
	}{
		{"shell", s.Tools[0], ToolSummary{Tool: "shell", Calls: 20, Receipts: 18,
			Outcomes: map[toolrun.Outcome]int{"ok": 18, "denied": 1, "timeout": 1}, P50MS: 10, P95MS: 19, MaxMS: 20}},
		{"weather", s.Tools[1], ToolSummary{Tool: "weather", Calls: 2, Receipts: 1,
			Outcomes: map[toolrun.Outcome]int{"ok": 2}, P50MS: 250, P95MS: 250, MaxMS: 250}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, w := tt.got, tt.want
			if g.Tool != w.Tool || g.Calls != w.Calls || g.Receipts != w.Receipts || g.P50MS != w.P50MS || g.P95MS != w.P95MS || g.MaxMS != w.MaxMS {
				t.Errorf("got %+v\nwant %+v", g, w)
			}
			if fmt.Sprint(g.Outcomes) != fmt.Sprint(w.Outcomes) {
				t.Errorf("outcomes = %v, want %v", g.Outcomes, w.Outcomes)
			}
		})
	}

	var text bytes.Buffer
	if err := s.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"calls: 22", "receipts: 19", "bad lines: 3", "from: 2026-03-27T10:00:00Z",
		"TOOL", "OK", "DENIED", "TIMEOUT", "P95 MS"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	if fields := strings.Fields(lineStarting(text.String(), "shell")); strings.Join(fields, " ") != "shell 20 18 18 1 1 10.0 19.0 20.0" {
		t.Errorf("shell row = %q", fields)
	}
}

func lineStarting(text, prefix string) string {
	for line := range strings.Lines(text) {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	return ""
}

func TestSummariseLines(t *testing.T) {
	ok := `{"tool":"a","outcome":"ok","duration_ms":3}`
	long := `{"tool":"a","outcome":"ok","detail":"` + strings.Repeat("x", MaxLineBytes) + `"}`
	tests := []struct {
		name      string
		input     string
		wantCalls int
		wantBad   int
	}{
		{"empty", "", 0, 0},
		{"one line", ok + "\n", 1, 0},
		{"no final newline", ok + "\n" + ok, 2, 0},
		{"crlf", ok + "\r\n" + ok + "\r\n", 2, 0},
		{"blank lines", "\n\n  \n" + ok + "\n\n", 1, 0},
		{"too long line skipped", ok + "\n" + long + "\n" + ok + "\n", 2, 1},
		{"too long last line", ok + "\n" + long, 1, 1},
		{"line of exactly the limit", padded(MaxLineBytes) + "\n", 1, 0},
		{"line one past the limit", padded(MaxLineBytes+1) + "\n", 0, 1},
		{"array is not an entry", "[1,2]\n", 0, 1},
		{"bad time", `{"tool":"a","outcome":"ok","time":"yesterday"}` + "\n", 0, 1},
		{"missing outcome", `{"tool":"a"}` + "\n", 0, 1},
		{"tool is a number", `{"tool":5,"outcome":"ok"}` + "\n", 0, 1},
		{"duration is a string", `{"tool":"a","outcome":"ok","duration_ms":"5"}` + "\n", 0, 1},
		{"null", "null\n", 0, 1},
		{"null time", `{"tool":"a","outcome":"ok","time":null}` + "\n", 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Summarise(strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			if s.Calls != tt.wantCalls || s.BadLines != tt.wantBad {
				t.Fatalf("calls, bad = %d, %d; want %d, %d", s.Calls, s.BadLines, tt.wantCalls, tt.wantBad)
			}
		})
	}
}

// padded is an entry line of exactly n bytes.
func padded(n int) string {
	head, tail := `{"tool":"a","outcome":"ok","detail":"`, `"}`
	return head + strings.Repeat("x", n-len(head)-len(tail)) + tail
}

func TestSummariseReadError(t *testing.T) {
	boom := errors.New("disk gone")
	r := io.MultiReader(strings.NewReader(`{"tool":"a","outcome":"ok"}`+"\n"), &failing{err: boom})
	s, err := Summarise(r)
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want %v", err, boom)
	}
	if s.Calls != 1 {
		t.Fatalf("partial summary has %d calls, want 1", s.Calls)
	}
}

type failing struct{ err error }

func (f *failing) Read([]byte) (int, error) { return 0, f.err }

func TestSummaryJSON(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{"empty", "", `{"calls":0,"receipts":0,"bad_lines":0,"tools":[]}`},
		{"one", `{"time":"2026-01-01T00:00:00Z","tool":"a","outcome":"ok","duration_ms":2,"receipt":"r"}` + "\n",
			`{"calls":1,"receipts":1,"bad_lines":0,"first":"2026-01-01T00:00:00Z","last":"2026-01-01T00:00:00Z","tools":[{"tool":"a","calls":1,"receipts":1,"outcomes":{"ok":1},"p50_ms":2,"p95_ms":2,"max_ms":2}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Summarise(strings.NewReader(tt.input))
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Fatalf("json =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestWriteTextQuotesOddNames(t *testing.T) {
	s, err := Summarise(strings.NewReader(`{"tool":"evil\u001b[31m\tname","outcome":"ok"}` + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(b.String(), "\x1b\t") {
		t.Fatalf("control characters reached the table: %q", b.String())
	}
	if !strings.Contains(b.String(), `"evil\x1b[31m\tname"`) {
		t.Fatalf("name not quoted: %q", b.String())
	}
}

func FuzzSummarise(f *testing.F) {
	f.Add([]byte(`{"tool":"a","outcome":"ok","duration_ms":1}` + "\n"))
	f.Add([]byte(`{"time":"2026-01-01T00:00:00Z","tool":"a","outcome":"ok","receipt":"r"}`))
	f.Add([]byte("\n\r\n{}\n[]\nnull\n"))
	f.Add([]byte(`{"tool":"\u0000","outcome":"","duration_ms":-1e308}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Summarise(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.Count(data, []byte{'\n'}) + 1
		if s.Calls+s.BadLines > lines {
			t.Fatalf("%d calls + %d bad lines from %d lines", s.Calls, s.BadLines, lines)
		}
		sum := 0
		for _, ts := range s.Tools {
			sum += ts.Calls
			if ts.P50MS > ts.P95MS || ts.P95MS > ts.MaxMS {
				t.Fatalf("percentiles out of order: %+v", ts)
			}
		}
		if sum != s.Calls {
			t.Fatalf("tool calls sum to %d, total %d", sum, s.Calls)
		}
		if err := s.WriteText(io.Discard); err != nil {
			t.Fatal(err)
		}
		if _, err := json.Marshal(s); err != nil {
			t.Fatal(err)
		}
	})
}

func BenchmarkSummarise(b *testing.B) {
	var buf bytes.Buffer
	for i := range 10000 {
		fmt.Fprintf(&buf, `{"time":"2026-01-01T00:00:00Z","tool":"tool%d","call_id":"call_%d","outcome":"ok","duration_ms":%d,"output_bytes":100,"receipt":"zc-receipt-1-abc"}`+"\n", i%5, i, i%300)
	}
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Summarise(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
