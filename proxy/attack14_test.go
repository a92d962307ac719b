package proxy

import (
	"net/http"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAttack14ResponsesBackgroundNotBoolean: the proxy passed a Responses
// request through (or, receipts mandatory, refused it) only when
// "background" was the JSON literal true, and looped any other value.
// Upstreams that read the body with lax validation (pydantic: vLLM,
// LiteLLM, …) take "true", 1, "yes" for true: the upstream queued the
// response, the loop saw an empty queued reply, and the client fetched the
// answer later by id through pass-through (a read, allowed with receipts
// mandatory): unchecked, with the server tools' calls the upstream made.
// A background that is not a boolean is refused, as 'stream' is, before
// anything reaches the upstream.
func TestAttack14ResponsesBackgroundNotBoolean(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "Hi."} }}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	for _, body := range []string{
		`{"model":"m","input":"x","background":"true"}`,
		`{"model":"m","input":"x","background":1}`,
		`{"model":"m","input":"x","background":"yes"}`,
		`{"model":"m","input":"x","background":{}}`,
	} {
		resp, got := postResponses(t, e, body, nil)
		if resp.StatusCode != http.StatusBadRequest || gjson.GetBytes(got, "error.param").String() != "background" {
			t.Errorf("%s: %d %s", body, resp.StatusCode, got)
		}
	}
	if n := len(up.Requests()); n != 0 {
		t.Errorf("%d requests reached the upstream", n)
	}
	// Twins: false and null are not background; the loop runs.
	for _, body := range []string{`{"model":"m","input":"x","background":false}`, `{"model":"m","input":"x","background":null}`} {
		if resp, got := postResponses(t, e, body, nil); resp.StatusCode != http.StatusOK || !gjson.GetBytes(got, "zc_receipts").Exists() {
			t.Errorf("%s: %d %s", body, resp.StatusCode, got)
		}
	}
}
