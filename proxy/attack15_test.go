package proxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAttack15MixedTurnSplicedIntoOtherClient: on a proxy with several
// client keys, a chat mixed turn was kept under the conversation hash and
// the client call ids only. Another client who sends the same opening
// (a shared app's system prompt and a common question) and the call ids
// the upstream issued (counted by some providers; mixedModel's are fixed)
// had the first client's server results, receipts and all, spliced into
// its own request: the other tenant's tool output reached its model and
// answer. The Responses API binds its entries to the bearer token
// (responses.clientPrefix); chat did not.
func TestAttack15MixedTurnSplicedIntoOtherClient(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: mixedModel}
			upSrv := httptest.NewServer(up)
			t.Cleanup(upSrv.Close)
			env := startLoopEnv(t, upSrv.URL, testSpecs(), func(c *Config) {
				c.Auth.Keys = []string{"sk-alice", "sk-mallory"}
			}, newMixedClock().Now)
			as := func(key string) http.Header {
				return http.Header{"Authorization": {"Bearer " + key}, "Content-Type": {"application/json"}}
			}

			// Alice's mixed turn: the server ran greet for her ("hello
			// alice-secret") and kept it for her follow-up.
			resp, body := env.post(t, mixedRequest(false, map[string]any{"role": "user", "content": "alice-secret"}), as("sk-alice"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("alice: status %d: %s", resp.StatusCode, body)
			}
			root := gjson.ParseBytes(body)
			got := mixedTurnResult{status: resp.StatusCode, content: root.Get("choices.0.message.content").Str,
				calls: root.Get("choices.0.message.tool_calls").Array(), report: root.Get("zc_receipts")}
			if len(got.calls) != 1 {
				t.Fatalf("alice got calls %s", root.Get("choices.0.message.tool_calls").Raw)
			}
			follow := mixedFollowUp(stream, "alice-secret", got)

			// Mallory sends the same follow-up under her own key.
			resp, body = env.post(t, follow, as("sk-mallory"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("mallory: status %d: %s", resp.StatusCode, body)
			}
			reqs := up.Requests()
			upBody := lastBody(t, reqs)
			if strings.Contains(upBody.Raw, "hello alice-secret") || strings.Contains(upBody.Raw, got.report.Get("calls.0.receipt").Str) {
				t.Errorf("alice's kept server results were spliced into mallory's request:\n%s", upBody.Get("messages").Raw)
			}
			if strings.Contains(string(body), "hello alice-secret") || strings.Contains(string(body), got.report.Get("calls.1.receipt").Str) {
				t.Errorf("mallory's answer holds alice's result or receipt:\n%s", body)
			}

			// Alice's own follow-up is still spliced.
			resp, body = env.post(t, follow, as("sk-alice"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("alice follow-up: status %d: %s", resp.StatusCode, body)
			}
			if upBody := lastBody(t, up.Requests()); !strings.Contains(upBody.Raw, "hello alice-secret") {
				t.Errorf("alice's follow-up was not spliced:\n%s", upBody.Get("messages").Raw)
			}
		})
	}
}
