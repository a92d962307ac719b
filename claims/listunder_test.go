package claims

import (
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestListUnderShapes: a list or table under an output label is read as
// CommonMark/GFM render it (TestAttack11OutputListShapesUnread): each
// shape of made-up output is flagged, and each honest twin (the lines
// the call printed, in the same shape) stays backed.
func TestListUnderShapes(t *testing.T) {
	call := Call{ID: "call_a", Tool: "shell", Args: `{"command":"cat status.txt"}`,
		Result: "service: web\nstate: degraded\nlast deploy: failed", Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}
	labelBacked := func(t *testing.T, ans string) bool {
		t.Helper()
		cs := FindWith(ans, Options{AfterCalls: true})
		Back(cs, []Call{call})
		for _, c := range cs {
			if c.Rule == RuleLabel {
				return c.Backed
			}
		}
		t.Fatalf("no output label claim in %q: %+v", ans, cs)
		return false
	}
	shapes := map[string]string{
		"ordered dot":         "1. %s\n2. %s\n3. %s\n",
		"ordered paren":       "1) %s\n2) %s\n3) %s\n",
		"loose":               "- %s\n\n- %s\n\n- %s\n",
		"tab after marker":    "*\t%s\n*\t%s\n*\t%s\n",
		"several spaces":      "-   %s\n-   %s\n-   %s\n",
		"nested":              "- %s\n  - %s\n  - %s\n",
		"lazy continuation":   "- %s\n%s\n%s\n",
		"indented paragraph":  "- %s\n\n  %s\n\n  %s\n",
		"no outer pipes":      "key | value\n---|---\n%s\n%s\n%s\n",
		"aligned rule":        "| key | value |\n|:--|--:|\n| %s |\n| %s |\n| %s |\n",
		"extra rule rows":     "| key | value |\n|---|---|\n| %s |\n|---|---|\n| %s |\n|---|---|\n| %s |\n",
		"row without a pipe":  "| key | value |\n|---|---|\n| %s |\n%s\n| %s |\n",
		"pipes without rule":  "| %s |\n| %s |\n| %s |\n",
		"bullet then ordered": "- %s\n\n1. %s\n2. %s\n",
	}
	made := []string{"service: web", "state: healthy", "last deploy: succeeded"}
	real := []string{"service: web", "state: degraded", "last deploy: failed"}
	for name, shape := range shapes {
		put := func(ls []string) string {
			out := shape
			for _, l := range ls {
				out = strings.Replace(out, "%s", l, 1)
			}
			return "Output:\n\n" + out
		}
		t.Run(name, func(t *testing.T) {
			if ans := put(made); labelBacked(t, ans) {
				t.Errorf("made-up output is backed: %q", ans)
			}
			if ans := put(real); !labelBacked(t, ans) {
				t.Errorf("honest twin is flagged: %q", ans)
			}
		})
	}
}

// TestListUnderMarkers: what opens an item or is a table's rule, and what
// does not.
func TestListUnderMarkers(t *testing.T) {
	for in, want := range map[string]bool{
		"- a": true, "*\ta": true, "+ a": true, "1. a": true, "12) a": true, "-": true,
		"-a": false, "1.a": false, "3.14 is pi": false, "1234567890. a": false, "---": false, "* * *": false, "2026-12-04 x": false,
	} {
		if _, got := listMarker(in); got != want {
			t.Errorf("listMarker(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string]bool{
		"|---|---|": true, "---|---": true, "|:--|--:|": true, "| :-: |": true, " --- | --- ": true,
		"| a | b |": false, "|||": false, "": false, "--x|--": false, "key | value": false,
	} {
		if got := delimiterRow(in); got != want {
			t.Errorf("delimiterRow(%q) = %v, want %v", in, got, want)
		}
	}
}

// FuzzListUnder: listUnder never panics, and every line it returns is
// words of text.
func FuzzListUnder(f *testing.F) {
	f.Add("1. a\n\n- b\n*\tc\n")
	f.Add("key | value\n---|---\nx | y\n|---|\nz\n\nafter")
	f.Add("| a |\n|---|\n")
	f.Fuzz(func(t *testing.T, text string) {
		out := listUnder(text)
		for ln := range strings.SplitSeq(out, "\n") {
			for _, w := range strings.Fields(ln) {
				if !strings.Contains(text, w) {
					t.Fatalf("listUnder(%q) returned %q, not in the text", text, w)
				}
			}
		}
	})
}

// TestListUnderLinear: a list whose lazy continuation lines are output
// labels ("- x\nOutput:\n- x\nOutput:\n…") is read once, not once per
// label (each label scanning the rest of the list was quadratic: 80 KB
// took seconds).
func TestListUnderLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	ans := "Output:\n\n" + strings.Repeat("- service web\nOutput:\n", 200000/22)
	var cs []Claim
	if d := cputime.Of(func() { cs = FindWith(ans, Options{AfterCalls: true}) }); d > 3*time.Second {
		t.Errorf("%d KB of labels within a list took %v (%d claims)", len(ans)>>10, d, len(cs))
	}
}
