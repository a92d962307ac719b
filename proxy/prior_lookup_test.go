package proxy

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// A look-up announced in the previous assistant answer ("Ich schau mal
// nach!"), a short follow-up ("und?") and no call: the answer's specific
// content presents that look-up's result, so with receipts on the proxy
// flags it, as `zc-proxy scan` does (claims.History.Prior, read in
// ReadHistory's one pass, reaches the detector through verdict.go). The
// twin whose previous answer announced nothing stays clean.
func TestPriorAnnouncedLookupFlagged(t *testing.T) {
	const answer = "Jap, hat er 😊 Er bringt den Kartoffelsalat mit und ist so gegen 7 da."
	for _, c := range []struct {
		name, prior string
		flag        bool
	}{
		{"announced", "Ich schau mal nach!", true},
		{"nothing announced", "Das weiß ich nicht.", false},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(c.name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"gpt-test",` + map[bool]string{false: "", true: `"stream":true,`}[stream] +
					`"tools":[{"type":"function","function":{"name":"mail_search","description":"Search mail."}}],"messages":[` +
					`{"role":"user","content":"Hat Tobi schon auf meine Mail geantwortet?"},` +
					`{"role":"assistant","content":` + strconv.Quote(c.prior) + `},` +
					`{"role":"user","content":"und?"}]}`
				resp, got := env.post(t, body, nil)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("status %d: %s", resp.StatusCode, got)
				}
				var rep gjson.Result
				if stream {
					rep = parseStream(t, got).finishChunks()[0].Get("zc_receipts")
				} else {
					rep = gjson.ParseBytes(got).Get("zc_receipts")
				}
				if !rep.Exists() {
					t.Fatalf("no zc_receipts (receipts off?): %s", got)
				}
				n := 0
				for _, f := range rep.Get("flags").Array() {
					if f.Get("kind").Str == "receipt_less_claim" {
						n++
					}
				}
				if (n > 0) != c.flag {
					t.Fatalf("receipt_less_claim flags: %d, want flagged=%v; zc_receipts %s", n, c.flag, rep.Raw)
				}
			})
		}
	}
}
