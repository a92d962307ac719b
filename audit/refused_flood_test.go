package audit

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Attack (round 7): a model answers with hundreds of thousands of tool
// calls in one reply (a 1.4 MB reply held 20,000; a 16 MiB one holds
// 230,000, and a request has max_iterations turns). Each call past
// loop.max_tool_calls, or to a tool nobody offered, never runs, but was a
// line of the trail: 20,000 calls wrote 5 MB, so a request or two rotated
// every earlier line out (max_bytes 100 MiB times max_backups 5), among them
// the record of what the same model had run before. Such lines are now
// written up to MaxRefusedLines per request, then one marked
// more_not_written; calls that ran are always written.
func TestRefusedCallsCannotFloodTheTrail(t *testing.T) {
	path := filepath.Join(t.TempDir(), "audit.jsonl")
	w, err := Open(path, Options{MaxBytes: 64 << 10, MaxBackups: 1})
	if err != nil {
		t.Fatal(err)
	}
	w.Record(Entry{RequestID: "req_before", Tool: "shell", CallID: "call_secret", Outcome: toolrun.OutcomeOK,
		Receipt: "zc-receipt-1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})
	for req := range 3 {
		for i := range 20000 {
			outcome := toolrun.OutcomeCapped
			if i%2 == 0 {
				outcome = toolrun.OutcomeUnknownTool
			}
			w.Record(Entry{RequestID: fmt.Sprintf("req_flood_%d", req), Tool: "x", CallID: fmt.Sprintf("c%d", i), Outcome: outcome})
		}
		// A call that ran in the flooding request is written whatever came before.
		w.Record(Entry{RequestID: fmt.Sprintf("req_flood_%d", req), Tool: "shell", CallID: "ran", Outcome: toolrun.OutcomeDenied})
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	var entries []Entry
	for _, p := range []string{path + ".1", path} {
		if _, err := os.Stat(p); err == nil {
			entries = append(entries, readEntries(t, p)...)
		}
	}
	found, marked, ran := false, 0, 0
	for _, e := range entries {
		found = found || e.CallID == toolrun.LogRef("call_secret")
		if e.MoreNotWritten {
			marked++
		}
		if e.CallID == toolrun.LogRef("ran") {
			ran++
		}
	}
	if !found {
		t.Errorf("the line of a call made before was rotated out by %d lines of calls that never ran", len(entries))
	}
	if want := 3 * (MaxRefusedLines + 2); len(entries) != want+1 {
		t.Errorf("%d lines, want %d", len(entries), want+1)
	}
	if marked != 3 || ran != 3 {
		t.Errorf("%d lines marked more_not_written, %d lines of calls that ran; want 3 and 3", marked, ran)
	}
}
