package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// writeTrail makes a rotated trail in dir: audit.jsonl.1 (written by an
// audit.Writer: two shell calls) and audit.jsonl (hand-written: one weather
// call, one bad line, no final newline).
func writeTrail(t *testing.T, dir string) (older, newer string) {
	t.Helper()
	older, newer = filepath.Join(dir, "audit.jsonl.1"), filepath.Join(dir, "audit.jsonl")
	w, err := audit.Open(older, audit.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 3, 27, 9, 0, 0, 0, time.UTC)
	w.Record(audit.Entry{Time: t0, Tool: "shell", CallID: "c1", Outcome: toolrun.OutcomeOK, DurationMS: 4, Receipt: "zc-receipt-1-a"})
	w.Record(audit.Entry{Time: t0.Add(time.Minute), Tool: "shell", CallID: "c2", Outcome: toolrun.OutcomeDenied, DurationMS: 1})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	content := "{oops\n" + `{"time":"2026-03-27T10:00:00Z","tool":"weather","call_id":"c3","outcome":"ok","duration_ms":250,"receipt":"zc-receipt-2-b"}`
	if err := os.WriteFile(newer, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return older, newer
}

func TestRunAudit(t *testing.T) {
	dir := t.TempDir()
	older, newer := writeTrail(t, dir)
	canceled, cancel := context.WithCancel(context.Background())
	cancel()

	tests := []struct {
		name       string
		ctx        context.Context
		args       []string
		wantCode   int
		wantStdout []string // substrings
		wantStderr []string
		check      func(t *testing.T, stdout string)
	}{
		{name: "no file", args: nil, wantCode: 2, wantStderr: []string{"no file given", "usage: zc-proxy audit"}},
		{name: "unknown flag", args: []string{"--yaml", newer}, wantCode: 2, wantStderr: []string{"yaml"}},
		{name: "help", args: []string{"-h"}, wantCode: 0, wantStderr: []string{"usage: zc-proxy audit", "-json"}},
		{name: "missing file", args: []string{older, filepath.Join(dir, "nope.jsonl")}, wantCode: 1, wantStderr: []string{"nope.jsonl"}},
		{name: "directory", args: []string{dir}, wantCode: 1, wantStderr: []string{dir}},
		{name: "interrupted", ctx: canceled, args: []string{newer}, wantCode: 1, wantStderr: []string{"context canceled"}},
		{
			name: "text", args: []string{older, newer}, wantCode: 0,
			wantStdout: []string{"calls: 3", "receipts: 2", "bad lines: 1", "from: 2026-03-27T09:00:00Z", "to: 2026-03-27T10:00:00Z"},
			check: func(t *testing.T, stdout string) {
				rows := map[string]string{"shell": "shell 2 1 1 1", "weather": "weather 1 1 1 0"}
				for tool, want := range rows {
					if !strings.Contains(squash(stdout), want) {
						t.Errorf("no %s row %q in\n%s", tool, want, stdout)
					}
				}
			},
		},
		{
			name: "json", args: []string{"--json", older, newer}, wantCode: 0,
			check: func(t *testing.T, stdout string) {
				var s audit.Summary
				if err := json.Unmarshal([]byte(stdout), &s); err != nil {
					t.Fatalf("stdout is not a summary: %v\n%s", err, stdout)
				}
				if s.Calls != 3 || s.Receipts != 2 || s.BadLines != 1 || len(s.Tools) != 2 {
					t.Fatalf("summary = %+v", s)
				}
				if s.Tools[1].Tool != "weather" || s.Tools[1].MaxMS != 250 {
					t.Fatalf("weather = %+v", s.Tools[1])
				}
			},
		},
		{
			// Without the separator the newer file's unterminated last line
			// would run into the older file's first line: two bad lines.
			name: "unterminated file first", args: []string{"--json", newer, older}, wantCode: 0,
			check: func(t *testing.T, stdout string) {
				var s audit.Summary
				if err := json.Unmarshal([]byte(stdout), &s); err != nil {
					t.Fatal(err)
				}
				if s.Calls != 3 || s.BadLines != 1 {
					t.Fatalf("calls, bad = %d, %d; want 3, 1", s.Calls, s.BadLines)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tt.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			var stdout, stderr bytes.Buffer
			code := runAudit(ctx, tt.args, &stdout, &stderr)
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.wantCode, stdout.String(), stderr.String())
			}
			for _, want := range tt.wantStdout {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout lacks %q:\n%s", want, stdout.String())
				}
			}
			for _, want := range tt.wantStderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
				}
			}
			if tt.wantCode != 0 && stdout.Len() > 0 {
				t.Errorf("failure printed to stdout:\n%s", stdout.String())
			}
			if tt.check != nil {
				tt.check(t, stdout.String())
			}
		})
	}
}

// squash collapses runs of spaces so table rows compare without padding.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }
