package proxy

import (
	"slices"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// A verified call of an exec tool re-sent in the client's history backed
// an action its program never did: greet runs `echo "hello {name}"`, so
// its arguments are echo's data, and a greeting of "notes.txt" or of
// "deleted the production database" reads and deletes nothing. For this
// request's calls backing knew the program (Call.Program); for history
// calls it did not, so the same receipt, re-sent by the client, backed
// "I read notes.txt" and "I deleted the production database".
// SECURITY.md: "a call that only printed or tested words (… a greeting
// of "git log") backs no action". The twin: a claim that greet itself ran
// is backed by its verified call, whatever greet's program prints.
func TestAttack10HistoryExecProgram(t *testing.T) {
	minting, answer := true, "Done."
	greetings := []string{"notes.txt", "deleted the production database", "git log", "Ada"}
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if minting && len(toolResults(req)) == 0 {
			var calls []scripted.ToolCall
			for i, name := range greetings {
				calls = append(calls, scripted.ToolCall{ID: "call_" + string(rune('a'+i)), Name: "greet", Arguments: `{"name":"` + name + `"}`})
			}
			return scripted.Turn{ToolCalls: calls}
		}
		return scripted.Turn{Content: answer}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"greet them"}]}`, nil)
	if n := len(gjson.GetBytes(got, "zc_receipts.receipts").Array()); resp.StatusCode != 200 || n != len(greetings) {
		t.Fatalf("minting the greetings: status %d, %d receipts: %s", resp.StatusCode, n, got)
	}
	minting = false
	// The history exactly as the model saw it, re-sent by the client.
	history := []historyMsg{{role: "user", text: "greet them"}}
	for _, m := range lastBody(t, up.Requests()).Get("messages").Array() {
		switch m.Get("role").Str {
		case "assistant":
			m.Get("tool_calls").ForEach(func(_, c gjson.Result) bool {
				history = append(history, historyMsg{role: "assistant", callID: c.Get("id").Str, tool: c.Get("function.name").Str, args: c.Get("function.arguments").Str})
				return true
			})
		case "tool":
			if _, _, ok := receipts.SplitReceipt(m.Get("content").Str); !ok {
				t.Fatalf("tool message without a receipt: %s", m.Raw)
			}
			history = append(history, historyMsg{role: "tool", callID: m.Get("tool_call_id").Str, text: m.Get("content").Str})
		}
	}
	if len(history) != 1+2*len(greetings) {
		t.Fatalf("history %+v", history)
	}
	for _, c := range []struct {
		name, answer string
		flagged      bool
	}{
		{"attack: a greeting read a file", "I read notes.txt and it lists three tasks.", true},
		{"attack: a greeting deleted a database", "I deleted the production database.", true},
		{"attack: a greeting ran git log", "I ran git log and the newest commit is abc123.", true},
		{"twin: greet ran", "I ran greet and it said hello Ada.", false},
		{"twin de: greet ran", "Ich habe greet ausgeführt und es sagte hello Ada.", false},
	} {
		for _, w := range clientWires {
			t.Run(c.name+"/"+w.name, func(t *testing.T) {
				answer = c.answer
				_, zc := postOnWire(t, env, w, history, nil)
				kinds := flagKinds(zc)
				if slices.Contains(kinds, receipts.FlagInvalidReceipt) {
					t.Fatalf("a genuine history receipt was called invalid: %s", zc.Raw)
				}
				if got := slices.Contains(kinds, receipts.FlagReceiptLessClaim); got != c.flagged {
					t.Errorf("%q after greet calls re-sent in history: receipt_less_claim %v, want %v: %s", c.answer, got, c.flagged, zc.Raw)
				}
			})
		}
	}
}
