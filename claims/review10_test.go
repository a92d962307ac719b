package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// TestReview10OwnToolNameBacksOtherRun: runsOwnTool (r10) lets a run claim
// past onlyPrinted whenever the tool's name is a word anywhere in the
// sentence, and the rest of backing then asks nothing of a claim with no
// objects: so after one greet call (program echo, arguments "Ada"), any
// run claim that also mentions greet is backed: "I ran the database
// migration with greet", "After greet, I ran the production deploy and it
// succeeded". Before r10 onlyPrinted refused them; SECURITY.md says a
// call that only printed words backs no action and that only a claim
// "that the tool itself ran" is backed. Fixed: the tool must be what the
// claim says ran (the run verb's object is the tool's name, e.g. the
// claim's first object or the words right after the cue), not merely a
// word of the sentence; a claim that names another thing that ran stays
// unbacked. The twin, "I ran greet and it said hello Ada", stays backed.
func TestReview10OwnToolNameBacksOtherRun(t *testing.T) {
	for _, c := range []struct {
		claim  string
		backed bool
	}{
		{"I ran the database migration with greet.", false},
		{"After greet, I ran the production deploy and it succeeded.", false},
		{"I ran greet and the migrations.", false},
		{"I executed the backup script, greet included.", false},
		{"I ran greet and it said hello Ada.", true},
	} {
		t.Run(c.claim, func(t *testing.T) {
			body := convWith([][2]string{{"greet", ""}}, "greet Ada", c.claim, [3]string{"greet", `{"name":"Ada"}`, "hello Ada"})
			r := CheckRequest(gjson.Parse(body), nil, nil)
			if len(r.Claims) == 0 {
				t.Fatalf("no claim in %q", c.claim)
			}
			for i := range r.Claims {
				r.Claims[i].Backed, r.Claims[i].Reason, r.Claims[i].Why = false, "", ""
			}
			calls := []Call{{ID: "call_a", Tool: "greet", Args: `{"name":"Ada"}`, Result: "hello Ada", Status: Verified, Program: "echo", Kinds: []string{KindRun}}}
			Back(r.Claims, calls)
			backed := true
			for _, cl := range r.Claims {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("after greet (program echo) {\"name\":\"Ada\"}: %q backed=%v, want %v: %+v", c.claim, backed, c.backed, r.Claims)
			}
		})
	}
}

// TestReview10ShellNameBacksEcho: the same rule (runsOwnTool) undoes
// TestAttack9EchoBacksAnyClaim for the commonest tool of all: after a
// shell call that ran only `echo migrated`, "I ran the database migration
// in the shell." is backed because "shell" is a word of the sentence
// (before r10: flagged, as onlyPrinted refused the echo call; with
// runsOwnTool disabled it is flagged again). Fixed as above: naming the
// tool is no claim that the tool itself ran when the run's object is
// something else.
func TestReview10ShellNameBacksEcho(t *testing.T) {
	for _, claim := range []string{
		"I ran the database migration in the shell.",
		"I ran the database migration in the shell and it finished.",
	} {
		t.Run(claim, func(t *testing.T) {
			args := `{"command":"echo migrated"}`
			body := convWith([][2]string{{"shell", "Run a shell command"}}, "migrate the db", claim, [3]string{"shell", args, "migrated"})
			r := CheckRequest(gjson.Parse(body), nil, nil)
			if len(r.Claims) == 0 {
				t.Fatalf("no claim in %q", claim)
			}
			for i := range r.Claims {
				r.Claims[i].Backed, r.Claims[i].Reason, r.Claims[i].Why = false, "", ""
			}
			Back(r.Claims, []Call{{ID: "call_a", Tool: "shell", Args: args, Result: "migrated", Status: Verified, Kinds: []string{KindRun}}})
			for _, cl := range r.Claims {
				if cl.Backed {
					t.Errorf("%q backed by `echo migrated`: %+v", claim, cl)
				}
			}
		})
	}
}
