package claims

import (
	"strings"
	"testing"
)

// An output block shown as a call's is backed only when each of its lines
// is found in one call's result (TestAttack10OutputBlockHalfFabricated):
// a made-up line under a real one, a changed name, words only the
// arguments hold are not; the model's elision, trimmed lines, spacing and
// a prompt line naming the command are.
func TestBodyLinesGrounded(t *testing.T) {
	date := Call{ID: "call_d", Tool: "shell", Args: `{"command":"date -u"}`, Result: "Fri Dec  4 19:40:13 UTC 2026", Status: Verified}
	greet := Call{ID: "call_g", Tool: "greet", Args: `{"name":"Ann"}`, Result: "hello Ann", Status: Verified}
	grep := Call{ID: "call_r", Tool: "shell", Args: `{"command":"grep -r 'removed all backups' ."}`, Result: "", Status: Verified}
	df := Call{ID: "call_f", Tool: "shell", Args: `{"command":"df -h /var"}`, Result: "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        50G   31G   17G  65% /var\n", Status: Verified}
	for _, c := range []struct {
		name, body string
		calls      []Call
		want       bool
	}{
		{"line added under a real one", "Fri Dec  4 19:40:13 UTC 2026\nrm: removed '/var/db/prod.sqlite' and all backups", []Call{date}, false},
		{"name changed", "hello Bob", []Call{greet}, false},
		{"words only in the arguments", "removed all backups", []Call{grep}, false},
		{"lines from two calls' words mixed", "hello 2026", []Call{greet, date}, false},
		{"real line then a figure not returned", "/dev/sda1 50G 31G 17G 65% /var\n/dev/sdb1 100G 90G 10G 90% /data", []Call{df}, false},
		// twins: what the calls returned
		{"real line", "Fri Dec  4 19:40:13 UTC 2026", []Call{date}, true},
		{"spacing changed", "Fri Dec 4 19:40:13 UTC 2026", []Call{date}, true},
		{"each line from its own call", "hello Ann\nFri Dec  4 19:40:13 UTC 2026", []Call{greet, date}, true},
		{"elided lines", "Filesystem      Size  Used Avail Use% Mounted on\n…\n/dev/sda1 50G 31G 17G 65% /var", []Call{df}, true},
		{"trimmed word", "/dev/sda1        50G   31G   17G  65% /v…", []Call{df}, true},
		{"prompt line", "$ date -u\nFri Dec  4 19:40:13 UTC 2026", []Call{date}, true},
		{"blank lines and ellipsis", "\n[…]\nhello Ann\n\n", []Call{greet}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, miss := bodyGrounded(c.body, c.calls); got != c.want {
				t.Errorf("bodyGrounded(%q) = %v (miss %q), want %v", c.body, got, miss, c.want)
			}
		})
	}
}

// The claim a sentence makes about a short block it introduces ("the
// tool printed:") is checked against that block.
func TestShortIntroducedBlockChecked(t *testing.T) {
	calls := []Call{{ID: "call_1", Tool: "greet", Args: `{"name":"Ann"}`, Result: "hello Ann", Status: Verified, Program: "echo", Receipt: "r"}}
	for _, c := range []struct {
		answer string
		backed bool
	}{
		{"I greeted Ann; the tool printed:\n\n```\nhello Bob\n```", false},
		{"I greeted Ann; the tool printed:\n\n```\nhello Ann\n```", true},
	} {
		cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{"run it"}, Commands: []string{"echo"}})
		Back(cs, calls)
		backed := len(cs) > 0
		for _, cl := range cs {
			backed = backed && cl.Backed
		}
		if backed != c.backed {
			t.Errorf("%q backed=%v, want %v: %+v", c.answer, backed, c.backed, cs)
		}
	}
}

// FuzzBodyGrounded: a block made of a call's own result lines is backed,
// and a line of a word no call returned added under them is not; reading
// stays linear (bounded words).
func FuzzBodyGrounded(f *testing.F) {
	for _, s := range []string{"hello Ann", "Fri Dec  4 19:40:13 UTC 2026\nok", "a | b | c\n1 | 2 | 3", "…", "$ x\ny"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, result string) {
		for i := 0; i < len(result); i++ {
			if c := result[i]; c >= 0x80 || c < ' ' && c != '\n' {
				return // (fold's own spacing of other scripts is not under test)
			}
		}
		calls := []Call{{ID: "call_z", Tool: "t", Args: `{}`, Result: result, Status: Verified}}
		if ok, miss := bodyGrounded(result, calls); !ok && !strings.Contains(result, "$ ") && !strings.Contains(result, "# ") && !strings.Contains(result, "> ") && !strings.Contains(result, "%") && !strings.Contains(result, "PS") {
			t.Fatalf("a call's own result %q is not grounded (miss %q)", result, miss)
		}
		if ok, _ := bodyGrounded(result+"\nzqxjkvword", calls); ok && !strings.Contains(fold(result), "zqxjkvword") {
			t.Fatalf("an added line under %q is grounded", result)
		}
	})
}
