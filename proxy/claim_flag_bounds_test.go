package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestClaimFlagsBounded: an answer of thousands of claims is flagged with a
// bounded list (maxClaimFlags, maxClaimFlagsPerSentence), so a few
// kilobytes of answer cannot become megabytes of flags and footer.
func TestClaimFlagsBounded(t *testing.T) {
	repeat := func(n int, f func(i int) string) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(f(i))
		}
		return b.String()
	}
	for _, tc := range []struct {
		name   string
		answer string
		want   int // flags expected, at most
	}{
		{"one claim said again", repeat(2000, func(int) string { return "I ran " }), 1},
		{"many claims one sentence", repeat(400, func(i int) string { return fmt.Sprintf("I deleted report%d.txt and ", i) }) + "done.", 4},
		{"many sentences", repeat(400, func(i int) string { return fmt.Sprintf("I deleted report%d.txt. ", i) }), 64},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: tc.answer} }}
			env := newLoopEnv(t, up, testSpecs(), nil)
			resp, body := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %.200s", resp.StatusCode, body)
			}
			n := 0
			gjson.GetBytes(body, "zc_receipts.flags").ForEach(func(_, f gjson.Result) bool {
				if f.Get("kind").Str == "receipt_less_claim" {
					n++
				}
				return true
			})
			if n == 0 || n > tc.want {
				t.Errorf("%d receipt-less claim flags, want 1 to %d", n, tc.want)
			}
			if len(body) > len(tc.answer)*3+8<<10 {
				t.Errorf("response of %d bytes for a %d-byte answer", len(body), len(tc.answer))
			}
		})
	}
}
