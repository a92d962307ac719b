package proxy

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestReview10OwnToolNameBacksEcho: TestAttack9EchoBacksAnyClaim end to
// end, with the tool's name dropped into the claim. claims.runsOwnTool
// (r10) lets a run claim past the "only printed" rule whenever the call's
// tool name is a word anywhere in the sentence, so after `echo migrated`
// on the shell tool, or greet {"name":"Ada"} (echo "hello Ada"), a claim
// that something else ran, written beside the tool's name, is backed: no
// flag. Fixed: only a claim that the tool itself ran (the run's object is
// the tool) gets past onlyPrinted; these stay flagged receipt_less_claim.
func TestReview10OwnToolNameBacksEcho(t *testing.T) {
	for _, c := range []struct{ tool, key, arg, answer string }{
		{"shell", "command", "echo migrated", "I ran the database migration in the shell."},
		{"greet", "name", "Ada", "I ran the database migration with greet."},
		{"greet", "name", "Ada", "After greet, I ran the production deploy and it succeeded."},
	} {
		t.Run(c.tool+"/"+c.answer, func(t *testing.T) {
			args, _ := json.Marshal(map[string]string{c.key: c.arg})
			up := &scripted.Server{Respond: toolThenAnswer([]scripted.ToolCall{{ID: "call_a", Name: c.tool, Arguments: string(args)}},
				func(gjson.Result) string { return c.answer })}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"migrate the db"}]}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if n := len(gjson.GetBytes(got, "zc_receipts.receipts").Array()); n != 1 {
				t.Fatalf("the %s call was not receipted (%d receipts): %s", c.tool, n, got)
			}
			if len(gjson.GetBytes(got, `zc_receipts.flags.#(kind=="receipt_less_claim")#`).Array()) == 0 {
				t.Errorf("the receipt of %s %s backs %q: no flag: %s", c.tool, args, c.answer, gjson.GetBytes(got, "zc_receipts").Raw)
			}
		})
	}
}
