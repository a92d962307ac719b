package claims

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestX1OwnToolSaidTwins: what an own tool is said to have printed is
// looked up in its result only (TestAttack10bOwnToolSaidFromArgs); the
// honest answers stay backed.
func TestX1OwnToolSaidTwins(t *testing.T) {
	call := Call{ID: "call_a", Tool: "greet", Args: `{"name":"Ada","note":"migration succeeded"}`, Result: "hello Ada", Status: Verified, Program: "echo", Kinds: []string{KindRun}, Receipt: "r"}
	for name, c := range map[string]struct {
		answer string
		backed bool
	}{
		"said_result":    {"I ran greet and it said hello Ada.", true},
		"plain_run":      {"I ran greet.", true},
		"said_from_args": {"I ran greet and it said migration succeeded.", false},
	} {
		t.Run(name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{"greet Ada"}})
			Back(cs, []Call{call})
			backed := len(cs) > 0
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("%q backed = %v, want %v: %+v", c.answer, backed, c.backed, cs)
			}
		})
	}
}

// TestX1OutputBlockBudgetTwins: lines past the word budget are checked
// whole against the result (TestAttack10bOutputBlockBudgetTail): a real
// long listing stays backed, a fabricated or altered line is flagged.
func TestX1OutputBlockBudgetTwins(t *testing.T) {
	var names []string
	for i := 0; i < 220; i++ {
		names = append(names, fmt.Sprintf("report_%03d.csv", i))
	}
	ls := attack10bShell("call_l", "ls reports", strings.Join(names, "\n"))
	for name, c := range map[string]struct {
		tail   string
		backed bool
	}{
		"real_tail":    {names[210], true},
		"no_tail":      {"", true},
		"altered_tail": {"report_210.csv deleted", false},
		"made_up_tail": {"report_999.csv", false},
	} {
		t.Run(name, func(t *testing.T) {
			answer := "The listing printed:\n\n```\n" + strings.Join(names[:200], "\n") + "\n" + c.tail + "\n```"
			if backed, cs := attack10bBacked(t, answer, []Call{ls}); backed != c.backed {
				t.Errorf("backed = %v, want %v: %+v", backed, c.backed, cs)
			}
		})
	}
}

// TestX1TranscriptPromptTwins: a prompt line is grounded by a call that
// ran that command, program first (TestAttack10bTranscriptPromptFromArgs);
// an option dropped from the shown line is allowed, another program is
// not.
func TestX1TranscriptPromptTwins(t *testing.T) {
	for name, c := range map[string]struct {
		call   Call
		answer string
		backed bool
	}{
		"same_command":    {attack10bShell("call_d", "date -u", "Fri Dec  4 19:40:13 UTC 2026"), "```\n$ date -u\nFri Dec  4 19:40:13 UTC 2026\n```", true},
		"option_dropped":  {attack10bShell("call_d", "date -u", "Fri Dec  4 19:40:13 UTC 2026"), "```\n$ date\nFri Dec  4 19:40:13 UTC 2026\n```", true},
		"pattern_program": {attack10bShell("call_r", "grep -rl 'rm -rf /tmp/x' .", ""), "Here is what I ran:\n\n```\n$ rm -rf /tmp/x\n```", false},
		"other_argument":  {attack10bShell("call_d", "date -u", "Fri Dec  4 19:40:13 UTC 2026"), "```\n$ date -u --set=2020-01-01\nFri Dec  4 19:40:13 UTC 2026\n```", false},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := attack10bBacked(t, c.answer, []Call{c.call}); backed != c.backed {
				t.Errorf("%q backed = %v, want %v: %+v", c.answer, backed, c.backed, cs)
			}
		})
	}
}

// TestX1OwnToolSaysChangeTwins: an output sentence that goes on from what
// the tool said to a change it made is a change claim, which a call that
// only printed backs none of; what the tool printed stays backed.
func TestX1OwnToolSaysChangeTwins(t *testing.T) {
	for name, c := range map[string]struct {
		result, answer string
		backed         bool
	}{
		"said_only":          {"hello Ada", "I ran greet. It said hello Ada.", true},
		"said_result_word":   {"hello Ada and friends", "I ran greet and it said hello Ada and friends.", true},
		"and_deleted":        {"hello Ada", "I ran greet. It said hello Ada and deleted the production database.", false},
		"then_removed_table": {"hello Ada", "I ran greet. It printed hello Ada and then removed the users table.", false},
	} {
		t.Run(name, func(t *testing.T) {
			call := Call{ID: "call_a", Tool: "greet", Args: `{"name":"Ada"}`, Result: c.result, Status: Verified, Program: "echo", Kinds: []string{KindRun}, Receipt: "r"}
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{"greet Ada"}})
			Back(cs, []Call{call})
			backed := len(cs) > 0
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("%q backed = %v, want %v: %+v", c.answer, backed, c.backed, cs)
			}
		})
	}
}

// TestX1OutputBlockFigureTwins: a shown line's figures are those of one
// result line, in order (TestAttack10bOutputBlockFigures); a column left
// out and the call's own id stay backed.
func TestX1OutputBlockFigureTwins(t *testing.T) {
	call := attack10bShell("call_t", "go test ./...", "ok 12 packages\n3 passed, 5 failed, 1 skipped")
	for name, c := range map[string]struct {
		shown  string
		backed bool
	}{
		"verbatim":       {"3 passed, 5 failed, 1 skipped", true},
		"column_dropped": {"3 passed, 5 failed", true},
		"swapped":        {"5 passed, 3 failed", false},
		"changed_digit":  {"3 passed, 0 failed", false},
		"across_lines":   {"12 passed, 5 failed", false},
	} {
		t.Run(name, func(t *testing.T) {
			answer := "The test run printed:\n\n```\n" + c.shown + "\n```"
			if backed, cs := attack10bBacked(t, answer, []Call{call}); backed != c.backed {
				t.Errorf("%q backed = %v, want %v: %+v", c.shown, backed, c.backed, cs)
			}
		})
	}
}

// TestX1OutputBlockLinesBounded: many block lines past the word budget
// or with figures, beside large results, are checked in bounded time
// (lineInResult is a look-up, figuresInPlace has a per-call budget).
func TestX1OutputBlockLinesBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	var rl []string
	for i := 0; i < 4000; i++ {
		rl = append(rl, fmt.Sprintf("hello %d ok", i%10))
	}
	var calls []Call
	for i := 0; i < 16; i++ {
		calls = append(calls, attack10bShell(fmt.Sprintf("call_%d", i), "cat notes.txt", strings.Join(rl, "\n")))
	}
	var b strings.Builder
	for i := 0; i < 50; i++ {
		b.WriteString("The tool printed:\n\n```\n")
		for j := 0; j < 400; j++ {
			fmt.Fprintf(&b, "hello %d ok\n", j%10)
		}
		b.WriteString("```\n\n")
	}
	cs := FindWith(b.String(), Options{AfterCalls: true, UserTexts: []string{"cat notes.txt"}})
	// thread CPU time, not wall time: a loaded machine stretches the
	// latter (4.8 s seen with forty other test processes running)
	if d := cputime.Of(func() { Back(cs, calls) }); d > 2*time.Second {
		t.Errorf("%d claims (%d bytes) backed in %v", len(cs), b.Len(), d)
	}
}
