package proxy

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestResponsesOffIsByteFaithful: with receipts off the recorded stream
// reaches the client byte for byte, and the request the upstream byte for
// byte; background requests pass through with the reason.
func TestResponsesOffIsByteFaithful(t *testing.T) {
	b, err := os.ReadFile(recordedResponses + "aibridge-streaming-simple.txtar")
	if err != nil {
		t.Fatal(err)
	}
	want, err := scripted.ReadTxtarSection(b, "streaming")
	if err != nil {
		t.Fatal(err)
	}
	up := scripted.Sequence(scripted.Replay(want, "text/event-stream"), scripted.Replay(want, "text/event-stream"))
	e := newLoopEnv(t, up, testSpecs(), nil)
	body := `{"model":"gpt-4o-mini","input":"tell me a joke","stream":true}`
	resp, got := postResponses(t, e, body, http.Header{"X-Zc-Receipts": {"off"}})
	if resp.Header.Get("X-ZC-Receipts") != "off" || !bytes.Equal(got, want) || string(up.Requests()[0]) != body {
		t.Errorf("off: header %q, %d bytes (want %d), upstream got %s", resp.Header.Get("X-ZC-Receipts"), len(got), len(want), up.Requests()[0])
	}
	bg := `{"model":"gpt-4o-mini","input":"x","background":true}`
	resp, _ = postResponses(t, e, bg, nil)
	if resp.Header.Get("X-ZC-Passthrough-Reason") != "background" || string(up.Requests()[1]) != bg {
		t.Errorf("background: reason %q, upstream got %s", resp.Header.Get("X-ZC-Passthrough-Reason"), up.Requests()[1])
	}
}

// greetThen calls greet once, then answers with then.
func greetThen(then scripted.Turn) scripted.Responder {
	return func(req gjson.Result) scripted.Turn {
		for _, it := range req.Get("input").Array() {
			if it.Get("type").String() == "function_call_output" {
				return then
			}
		}
		return scripted.Turn{Content: "Let me greet.", ToolCalls: []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}}
	}
}

// TestResponsesFailureAfterStart: once the client's stream started, an
// upstream that fails (in its stream, or by breaking off) ends it with an
// error event and response.failed, never a completion.
func TestResponsesFailureAfterStart(t *testing.T) {
	for name, then := range map[string]scripted.Turn{
		"upstream failed": {Content: "Partial", Status: 500},
		"upstream cut":    {Content: "Here is a long answer that breaks", CutAfter: 5},
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, &scripted.Server{Respond: greetThen(then)}, testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"greet Ada","stream":true}`, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			evs := respEvents(t, got)
			var types []string
			for _, ev := range evs {
				types = append(types, ev.Get("type").String())
			}
			n := len(types)
			if n < 2 || types[n-2] != "error" || types[n-1] != "response.failed" || strings.Contains(string(got), "response.completed") {
				t.Errorf("events %v", types)
			}
			if id := evs[n-1].Get("response.id").String(); id != evs[0].Get("response.id").String() {
				t.Errorf("response.failed for %s, created %s", id, evs[0].Get("response.id"))
			}
		})
	}
}

// TestResponsesStatelessUpstream: an upstream that keeps nothing (vLLM
// without its store) gets the whole conversation again on the follow-up,
// the model's items and the receipted output after the input.
func TestResponsesStatelessUpstream(t *testing.T) {
	up := &scripted.Server{Dialect: scripted.DialectVLLM, Respond: greetThen(scripted.Turn{Content: "Greeted."})}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, got := postResponses(t, e, `{"model":"m","input":"greet Ada"}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	reqs := up.ResponsesRequests()
	if len(reqs) != 2 {
		t.Fatalf("%d upstream requests", len(reqs))
	}
	r2 := gjson.ParseBytes(reqs[1])
	if r2.Get("previous_response_id").Exists() || r2.Get("input.#.type").Raw != `["message","function_call","function_call_output"]` ||
		r2.Get("input.0.content").String() != "greet Ada" || !strings.Contains(r2.Get("input.3.output").String(), "[receipt: zc-receipt-") {
		t.Errorf("follow-up %s", reqs[1])
	}
	text := gjson.GetBytes(got, "output.0.content.0.text").String()
	if !strings.HasPrefix(text, "Let me greet.\n\nGreeted.") || !strings.Contains(text, "Tool receipts:\n  greet: zc-receipt-") {
		t.Errorf("answer %q", text)
	}
}

// TestResponsesMandatory: with receipts mandatory (header_toggle: false) a
// Responses request the loop cannot run is refused, never passed through,
// and X-ZC-Receipts: off cannot turn the loop off.
func TestResponsesMandatory(t *testing.T) {
	up := &scripted.Server{Respond: greetThen(scripted.Turn{Content: "Greeted."})}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	resp, got := postResponses(t, e, `{"model":"m","input":"x","background":true}`, nil)
	if resp.StatusCode != http.StatusBadRequest || gjson.GetBytes(got, "error.code").String() != "receipts_required" {
		t.Errorf("background: %d %s", resp.StatusCode, got)
	}
	// The header is ignored: the loop runs and the answer carries receipts.
	resp, got = postResponses(t, e, `{"model":"m","input":"greet Ada"}`, http.Header{"X-Zc-Receipts": {"off"}})
	if resp.StatusCode != http.StatusOK || resp.Header.Get("X-ZC-Receipts") != "on" ||
		!strings.Contains(gjson.GetBytes(got, "output.0.content.0.text").String(), "Tool receipts:\n  greet: zc-receipt-") {
		t.Errorf("receipts switched off against the config: %d %s", resp.StatusCode, got)
	}
}
