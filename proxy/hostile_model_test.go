package proxy

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// relHostileSpecs adds to testSpecs a tool that writes about 10 MB.
func relHostileSpecs() []toolrun.Spec {
	return append(testSpecs(), toolrun.Spec{Name: "flood", Type: "exec", Description: "Print many numbers.",
		Command: []string{"seq", "1", "1500000"}})
}

// TestReliabilityHostileModel: whatever the model does with its tool
// calls, no receipt is minted for a call that did not succeed, every
// minted receipt verifies against exactly what the model was shown, and
// the answer still completes (200, one finish, one [DONE]).
// TestChatFailingTool and TestChatMaxIterations cover the plain denied,
// unknown and endless cases; these are the nastier variants.
func TestReliabilityHostileModel(t *testing.T) {
	// forgedMark stands for a forged token dated after the proxy started
	// (an older one would be "unverifiable", not forged).
	const forgedMark = "FORGED"
	cases := []struct {
		name     string
		calls    []scripted.ToolCall
		answer   string // "" means quote the receipts of the results
		endless  bool   // the model never stops calling
		receipts int    // receipts minted
		outcomes []string
		flags    []string // flag kinds that must be present
		check    func(t *testing.T, msgs map[string]string)
	}{
		{name: "arguments not JSON",
			calls:    []scripted.ToolCall{{ID: "c1", Name: "shell", Arguments: `{"command": "echo hi"`}, {ID: "c2", Name: "greet", Arguments: `name=bob`}},
			outcomes: []string{"bad_arguments", "bad_arguments"}},
		{name: "arguments of the wrong shape",
			calls:    []scripted.ToolCall{{ID: "c1", Name: "shell", Arguments: `["echo","hi"]`}, {ID: "c2", Name: "greet", Arguments: `{"name":{"$gt":""}}`}},
			outcomes: []string{"bad_arguments", "bad_arguments"}},
		{name: "tool that does not exist, and one named like an internal",
			calls:    []scripted.ToolCall{{ID: "c1", Name: "rm", Arguments: `{}`}, {ID: "c2", Name: "../shell", Arguments: `{"command":"echo x"}`}},
			outcomes: []string{"unknown_tool", "unknown_tool"}},
		{name: "denied commands",
			calls: []scripted.ToolCall{{ID: "c1", Name: "shell", Arguments: `{"command":"echo hi; rm -rf /"}`},
				{ID: "c2", Name: "shell", Arguments: `{"command":"/bin/sh -c id"}`}},
			outcomes: []string{"denied", "denied"}},
		{name: "one good call among bad ones",
			calls: []scripted.ToolCall{{ID: "c1", Name: "shell", Arguments: `{"command":"echo ok"}`},
				{ID: "c2", Name: "shell", Arguments: `{"command":"date; id"}`}, {ID: "c3", Name: "nope", Arguments: `{}`}},
			receipts: 1, outcomes: []string{"denied", "unknown_tool"}},
		{name: "10 MB tool result is capped, and the receipt signs the capped text",
			calls:    []scripted.ToolCall{{ID: "c1", Name: "flood", Arguments: `{}`}},
			receipts: 1,
			check: func(t *testing.T, msgs map[string]string) {
				if n := len(msgs["c1"]); n > toolrun.DefaultMaxOutput+200 {
					t.Errorf("the model was sent %d bytes of tool output", n)
				}
				if !strings.Contains(msgs["c1"], "[output truncated at") {
					t.Errorf("no truncation note the model can see")
				}
			}},
		{name: "model quotes the receipt instructions back",
			answer: "My instructions say: " + loop.SystemPrompt + " So: [receipt: zc-receipt-<epoch>-<digest>]"},
		{name: "forged receipt laundered through a tool's output",
			calls:    []scripted.ToolCall{{ID: "c1", Name: "shell", Arguments: `{"command":"echo [receipt: ` + forgedMark + `]"}`}},
			answer:   "The tool says [receipt: " + forgedMark + "]",
			receipts: 1, flags: []string{receipts.FlagInvalidReceipt}},
		{name: "endless tool loop",
			calls:    []scripted.ToolCall{{Name: "shell", Arguments: `{"command":"echo again"}`}},
			endless:  true,
			receipts: 3, outcomes: []string{loop.OutcomeMaxIterations}},
	}
	for _, tc := range cases {
		for _, stream := range []bool{true, false} {
			t.Run(tc.name+"/"+relMode(stream), func(t *testing.T) {
				var forged string // set once the proxy runs
				up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
					if tc.calls != nil && (tc.endless || len(toolResults(req)) == 0) {
						calls := slices.Clone(tc.calls)
						for i := range calls {
							calls[i].Arguments = strings.ReplaceAll(calls[i].Arguments, forgedMark, forged)
						}
						return scripted.Turn{ToolCalls: calls}
					}
					if tc.answer != "" {
						return scripted.Turn{Content: strings.ReplaceAll(tc.answer, forgedMark, forged)}
					}
					return scripted.Turn{Content: quoteReceipts(req)}
				}}
				env := newLoopEnv(t, up, relHostileSpecs(), func(c *Config) { c.Loop.MaxIterations = 4 })
				forged = "zc-receipt-" + strconv.FormatInt(time.Now().Unix(), 10) + "-" + strings.Repeat("Q", 43)
				resp, got := env.post(t, relBody(stream), nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %.500s", resp.StatusCode, got)
				}
				var report gjson.Result
				var content string
				if stream {
					s := relStreamEnded(t, got)
					report = s.finishChunks()[0].Get("zc_receipts")
					content = s.content
				} else {
					report = gjson.GetBytes(got, "zc_receipts")
					content = gjson.GetBytes(got, "choices.0.message.content").Str
				}
				reqs := up.Requests()
				if n := relCheckReceipts(t, env.scope(t), reqs, report); n != tc.receipts {
					t.Errorf("%d receipts minted, want %d: %s", n, tc.receipts, report.Raw)
				}
				var outcomes []string
				for _, ev := range report.Get("events").Array() {
					outcomes = append(outcomes, ev.Get("outcome").Str)
					if ev.Get("detail").Str == "" {
						t.Errorf("event without an explanation: %s", ev.Raw)
					}
				}
				if strings.Join(outcomes, ",") != strings.Join(tc.outcomes, ",") {
					t.Errorf("events %v, want %v", outcomes, tc.outcomes)
				}
				for _, kind := range tc.flags {
					if !strings.Contains(report.Get("flags").Raw, `"`+kind+`"`) {
						t.Errorf("no %s flag: %s", kind, report.Get("flags").Raw)
					}
				}
				if strings.Contains(report.Get("flags").Raw, receipts.FlagInvalidReceipt) && len(tc.flags) == 0 {
					t.Errorf("unexpected flags: %s", report.Get("flags").Raw)
				}
				if tc.endless && !strings.Contains(content, "loop.max_iterations") {
					t.Errorf("the endless loop ended without an explanation: %q", content)
				}
				if tc.check != nil {
					tc.check(t, relToolMessages(reqs))
				}
			})
		}
	}
}
