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
