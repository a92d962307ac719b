package proxy

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestScopeAcrossRequests: a receipt minted in one request is quoted in the
// next, a minute later, in the re-sent assistant message and in the new
// answer. Under scope process it verifies (and backs claims); under scope
// request it is unverifiable, never invalid. A well-formed token with an
// altered digest is invalid under process; a stale one (dated before the
// process) is unverifiable under both.
func TestScopeAcrossRequests(t *testing.T) {
	const claim = "I ran the command and it printed hi."
	cases := []struct {
		name    string
		history string // the earlier assistant answer re-sent: "{R}" is the minted receipt, "{A}" it altered
		answer  string // the new answer, with the same placeholders and "{S}" for a stale token
		want    map[string][]string
	}{
		{"valid receipt quoted in the answer", "{R}", "Same as before. Receipt: {R}.", map[string][]string{
			receipts.ScopeProcess: nil,
			receipts.ScopeRequest: {receipts.FlagUnverifiableReceipt},
		}},
		{"altered receipt quoted in the answer", "{R}", "Same as before. Receipt: {A}.", map[string][]string{
			receipts.ScopeProcess: {receipts.FlagInvalidReceipt},
			receipts.ScopeRequest: {receipts.FlagUnverifiableReceipt},
		}},
		{"stale receipt quoted in the answer", "{R}", "Same as before. Receipt: {S}.", map[string][]string{
			receipts.ScopeProcess: {receipts.FlagUnverifiableReceipt},
			receipts.ScopeRequest: {receipts.FlagUnverifiableReceipt},
		}},
		{"claim backed by the receipt in the history", "{R}", claim, map[string][]string{
			receipts.ScopeProcess: nil,
			receipts.ScopeRequest: {receipts.FlagReceiptLessClaim},
		}},
		{"claim with an altered receipt in the history", "{A}", claim, map[string][]string{
			receipts.ScopeProcess: {receipts.FlagReceiptLessClaim},
			receipts.ScopeRequest: {receipts.FlagReceiptLessClaim},
		}},
		{"claim backed by the receipt quoted again", "{R}", claim + " Receipt: {R}.", map[string][]string{
			receipts.ScopeProcess: nil,
			receipts.ScopeRequest: {receipts.FlagReceiptLessClaim, receipts.FlagUnverifiableReceipt},
		}},
	}
	for _, scope := range []string{receipts.ScopeProcess, receipts.ScopeRequest} {
		for _, tc := range cases {
			for _, stream := range []bool{false, true} {
				t.Run(scope+"/"+tc.name+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
					clock := newMixedClock()
					var mu sync.Mutex
					var second string // the second request's answer
					up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
						if mixedLastUser(req) == "first" {
							return toolThenAnswer([]scripted.ToolCall{{ID: "call_e", Name: "shell", Arguments: `{"command":"echo hi"}`}}, quoteReceipts)(req)
						}
						mu.Lock()
						defer mu.Unlock()
						return scripted.Turn{Content: second}
					}}
					env := newMixedEnv(t, up, scope, clock)

					resp, got := env.post(t, mixedRequest(false, map[string]any{"role": "user", "content": "first"}), nil)
					minted := gjson.GetBytes(got, "zc_receipts.receipts.0.receipt").Str
					if resp.StatusCode != http.StatusOK || minted == "" {
						t.Fatalf("first request: status %d: %s", resp.StatusCode, got)
					}
					fill := strings.NewReplacer("{R}", minted, "{A}", scopeAltered(minted),
						"{S}", "zc-receipt-"+strconv.FormatInt(clock.Now().Add(-time.Hour).Unix(), 10)+"-"+strings.Repeat("B", 43))
					clock.Advance(time.Minute)
					mu.Lock()
					second = fill.Replace(tc.answer)
					mu.Unlock()

					earlier := "Done. Receipt: " + fill.Replace(tc.history) + "."
					body := mixedRequest(stream,
						map[string]any{"role": "user", "content": "first"},
						map[string]any{"role": "assistant", "content": earlier},
						map[string]any{"role": "user", "content": "second"})
					ans := mixedPost(t, env, body, stream)
					if ans.status != http.StatusOK {
						t.Fatalf("second request: status %d: %s", ans.status, ans.raw)
					}
					var kinds []string
					for _, f := range ans.report.Get("flags").Array() {
						kinds = append(kinds, f.Get("kind").Str)
						if k := f.Get("kind").Str; k != receipts.FlagReceiptLessClaim && !strings.Contains(second, f.Get("receipt").Str) {
							t.Errorf("flag %s names a token the answer does not quote", f.Raw)
						}
					}
					slices.Sort(kinds)
					want := slices.Clone(tc.want[scope])
					slices.Sort(want)
					if !slices.Equal(kinds, want) {
						t.Errorf("flags = %s, want kinds %v", ans.report.Get("flags").Raw, want)
					}
				})
			}
		}
	}
}

// scopeAltered changes one digest character of a token, keeping it well
// formed.
func scopeAltered(tok string) string {
	b := []byte(tok)
	i := len(b) - 5
	if b[i] == 'A' {
		b[i] = 'B'
	} else {
		b[i] = 'A'
	}
	return string(b)
}
