package proxy

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestAttack12KeptDuplicateCallID: the model gives two server calls of
// one mixed turn the same id: an echo that runs (and gets a receipt) and
// an rm the shell policy refuses. The kept entry's reader pairs each
// result with the last call of its id, so the echo's receipt was kept
// over the rm call's arguments, and the spliced follow-up read a verified
// rm: "I deleted /var/db/prod.sqlite." reached the client unflagged. The
// client forged nothing: it answered its own call honestly. A kept token
// whose call id is not one call's alone now stands for no call (the key
// scope decides it, as for any history token). The twin: the same turn
// with distinct ids still backs the echo.
func TestAttack12KeptDuplicateCallID(t *testing.T) {
	for _, scope := range []string{receipts.ScopeProcess, receipts.ScopeRequest} {
		for _, dup := range []bool{true, false} {
			rmID := "call_s1"
			if !dup {
				rmID = "call_s2"
			}
			answer := "I deleted /var/db/prod.sqlite."
			if !dup {
				answer = "I ran echo hi and it printed hi."
			}
			up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
				if len(toolResults(req)) == 0 {
					return scripted.Turn{Content: "Let me look.", ToolCalls: []scripted.ToolCall{
						{ID: "call_s1", Name: "shell", Arguments: `{"command":"echo hi"}`},
						{ID: rmID, Name: "shell", Arguments: `{"command":"rm -rf /var/db/prod.sqlite"}`},
						{ID: "call_c1", Name: "lookup", Arguments: `{"q":"ann"}`},
					}}
				}
				return scripted.Turn{Content: answer}
			}}
			env := newMixedEnv(t, up, scope, newMixedClock())
			got := mixedPost(t, env, mixedRequest(false, map[string]any{"role": "user", "content": "ann"}), false)
			if got.status != http.StatusOK || len(got.calls) != 1 {
				t.Fatalf("mixed turn: status %d calls %v: %s", got.status, got.calls, got.raw)
			}
			c := got.calls[0]
			ans := mixedPost(t, env, mixedRequest(false,
				map[string]any{"role": "user", "content": "ann"},
				map[string]any{"role": "assistant", "content": got.content, "tool_calls": []any{map[string]any{
					"id": c.Get("id").Str, "type": "function",
					"function": map[string]any{"name": c.Get("function.name").Str, "arguments": c.Get("function.arguments").Str}}}},
				map[string]any{"role": "tool", "tool_call_id": c.Get("id").Str, "content": "found ann"},
			), false)
			if ans.status != http.StatusOK || !strings.HasPrefix(ans.content, answer) {
				t.Fatalf("follow-up: status %d content %q: %s", ans.status, ans.content, ans.raw)
			}
			flagged := strings.Contains(ans.report.Get("flags").Raw, "receipt_less_claim")
			switch {
			case dup && !flagged:
				t.Errorf("%s: the echo's kept receipt, paired with a refused rm of the same id, backs %q: %s", scope, answer, ans.report.Raw)
			case !dup && flagged:
				t.Errorf("%s twin: the echo no longer backs its own run: %s", scope, ans.report.Raw)
			}
		}
	}
}

// TestAttack12UpstreamErrorNamesAddress: an upstream (or the gateway in
// front of it) whose error names the address the proxy reached it at
// without the base_url's scheme and path ("connect to 10.0.0.5:8000
// refused", a Host header echoed) had that message relayed: the check
// looked for the whole base_url only. The twin: an error naming neither
// is relayed as before.
func TestAttack12UpstreamErrorNamesAddress(t *testing.T) {
	for _, leak := range []bool{true, false} {
		up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			msg := "model overloaded, try later"
			if leak {
				msg = "backend " + strings.ToUpper(r.Host) + " refused the connection"
			}
			w.Write([]byte(`{"error":{"message":` + jsonString(msg) + `,"type":"invalid_request_error","param":` + jsonString("host="+r.Host) + `,"code":"bad"}}`))
		})
		upSrv := httptest.NewServer(up)
		t.Cleanup(upSrv.Close)
		env := startLoopEnv(t, upSrv.URL, testSpecs(), nil, nil)
		hostport := strings.TrimPrefix(upSrv.URL, "http://")
		for name, got := range postHiOnEveryWire(t, env) {
			if strings.Contains(strings.ToLower(string(got)), strings.ToLower(hostport)) {
				t.Errorf("%s: the upstream's address %s reached the client: %s", name, hostport, got)
			}
			if !leak && !strings.Contains(string(got), "model overloaded") {
				t.Errorf("%s twin: the provider's own message is not relayed: %s", name, got)
			}
		}
	}
}

// TestAttack12TerminalStringEndsEarly: the terminal reading took an OSC
// or DCS string to run to BEL or ST (or the end), and a CSI to stop at
// its first byte outside its grammar. A terminal (xterm, VTE, tmux) ends
// such a string at the next ESC (which starts a sequence of its own), at
// CAN or at SUB, and inside a CSI executes a C0 control and goes on. So
// "I dele\x1b]0;\x1b[mted the production database." is drawn "I deleted
// the production database." (tmux draws it so) but the terminal reading
// lost all after "dele" and the plain reading holds "dele]0;[mted": the
// claim reached the client unflagged. The twin: the same title ended by
// BEL is read away as before.
func TestAttack12TerminalStringEndsEarly(t *testing.T) {
	if j, s := attack10Flagged(t, "I dele\x1b]0;x\x07ted the production database."); !j || !s {
		t.Fatal("control: the claim around a BEL-ended title is not flagged")
	}
	for _, answer := range []string{
		"I dele\x1b]0;\x1b[mted the production database.",
		"I dele\x1b]0;x\x18ted the production database.",
		"I dele\x1b]0;x\x1ated the production database.",
		"I dele\x1bP1\x1b[mted the production database.",
		"I dele\x1b[\x0fmted the production database.",
		"I dele\x1b[1\x18ted the production database.",
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json %v, stream %v", answer, j, s)
		}
	}
}

// TestAttack12KeptDuplicateCallIDResponses: the Responses twin of
// TestAttack12KeptDuplicateCallID: the model's echo and refused rm share
// one call_id in the mixed turn; the client's honest follow-up must not
// read a verified rm.
func TestAttack12KeptDuplicateCallIDResponses(t *testing.T) {
	for _, dup := range []bool{true, false} {
		rmID := "call_s1"
		answer := "I deleted /var/db/prod.sqlite."
		if !dup {
			rmID, answer = "call_s2", "I ran echo hi and it printed hi."
		}
		up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
			for _, it := range req.Get("input").Array() {
				if it.Get("type").Str == "function_call_output" && strings.Contains(it.Get("output").Str, "found") {
					return scripted.Turn{Content: answer}
				}
			}
			return scripted.Turn{ToolCalls: []scripted.ToolCall{
				{ID: "call_s1", Name: "shell", Arguments: `{"command":"echo hi"}`},
				{ID: rmID, Name: "shell", Arguments: `{"command":"rm -rf /var/db/prod.sqlite"}`},
				{ID: "call_c1", Name: "lookup", Arguments: `{}`},
			}}
		}}
		srv := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
		tools := `"tools":[{"type":"function","name":"lookup","description":"Look a record up.","parameters":{"type":"object","properties":{}}}]`
		resp, got := postResponses(t, srv, `{"model":"m","input":"ann","store":false,`+tools+`}`, nil)
		call := gjson.GetBytes(got, `output.#(type=="function_call")`)
		if resp.StatusCode != 200 || call.Get("name").Str != "lookup" {
			t.Fatalf("%d, no client call: %s", resp.StatusCode, got)
		}
		followUp := `{"model":"m","store":false,` + tools + `,"input":[{"role":"user","content":"ann"},` + call.Raw +
			`,{"type":"function_call_output","call_id":` + call.Get("call_id").Raw + `,"output":"found"}]}`
		resp, got = postResponses(t, srv, followUp, nil)
		if resp.StatusCode != 200 || !strings.Contains(string(got), answer) {
			t.Fatalf("%d %s", resp.StatusCode, got)
		}
		flagged := strings.Contains(gjson.GetBytes(got, "zc_receipts.flags").Raw, "receipt_less_claim")
		switch {
		case dup && !flagged:
			t.Errorf("the echo's kept receipt, paired with a refused rm of the same call_id, backs %q: %s", answer, gjson.GetBytes(got, "zc_receipts").Raw)
		case !dup && flagged:
			t.Errorf("twin: the echo no longer backs its own run: %s", gjson.GetBytes(got, "zc_receipts").Raw)
		}
	}
}

// TestAttack12UpstreamKeyEscapedInStreamError: the Responses loop masks
// the upstream key in the bytes of every reply and event it relays, as
// pass-through does, but the bytes are JSON: an error event or
// response.failed that writes the key with one letter escaped
// ("sk-upstr\u0065am-secret", as an encoder that escapes more than it
// must writes it) passed the byte match, and every client's JSON parser
// decoded the key. The error members a relayed event carries are now
// read decoded, as a status error's are, and a member that quotes the
// key is dropped. The twin: an error event naming no key keeps its
// message.
func TestAttack12UpstreamKeyEscapedInStreamError(t *testing.T) {
	const key = "sk-upstream-secret"
	escaped := strings.Replace(key, "e", `\u0065`, 1)
	decoded := func(b []byte) string { return strings.ReplaceAll(string(b), `\u0065`, "e") }
	for _, leak := range []bool{true, false} {
		msg := "Incorrect API key provided: " + escaped
		if !leak {
			msg = "The server had an error while processing your request."
		}
		failed := `{"type":"response.failed","response":{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],"error":{"code":"server_error","message":"` + msg + `"}}}`
		evs := []string{atkCreated, `{"type":"error","code":"server_error","message":"` + msg + `","param":"` + msg + `"}`, failed}
		e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
		_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
		if strings.Contains(decoded(got), key) {
			t.Errorf("the upstream key, escaped, reached the client:\n%s", got)
		}
		if !leak && !strings.Contains(string(got), "The server had an error") {
			t.Errorf("twin: the upstream's own message is lost:\n%s", got)
		}
	}
}

// TestAttack12StreamErrorNamesAddress: an in-stream error (a chat error
// chunk, a Responses error event or response.failed) that names the
// upstream's address is relayed without it, as a status error is.
func TestAttack12StreamErrorNamesAddress(t *testing.T) {
	var host string
	chatUp := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write([]byte(`data: {"error":{"message":"backend ` + r.Host + ` went away","code":502}}` + "\n\n"))
	})
	srv := httptest.NewServer(chatUp)
	defer srv.Close()
	host = strings.TrimPrefix(srv.URL, "http://")
	env := startLoopEnv(t, srv.URL, testSpecs(), nil, nil)
	if _, got := env.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil); strings.Contains(string(got), host) {
		t.Errorf("chat stream: the upstream's address reached the client: %s", got)
	}

	var h http.Handler
	respUp := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) })
	srv2 := httptest.NewServer(respUp)
	defer srv2.Close()
	host = strings.TrimPrefix(srv2.URL, "http://")
	msg := "backend " + host + " went away"
	failed := `{"type":"response.failed","response":{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],"error":{"code":"server_error","message":"` + msg + `"}}}`
	h = respStreamHandler(atkCreated, `{"type":"error","code":"server_error","message":"`+msg+`","param":null}`, failed)
	env2 := startLoopEnv(t, srv2.URL, testSpecs(), nil, nil)
	if _, got := postResponses(t, env2, `{"model":"m","input":"hi","stream":true}`, nil); strings.Contains(string(got), host) {
		t.Errorf("responses stream: the upstream's address reached the client:\n%s", got)
	}
	h = scripted.Replay([]byte(`{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],"error":{"code":"server_error","message":"`+msg+`"},"store":false}`), "application/json")
	if _, got := postResponses(t, env2, `{"model":"m","input":"hi"}`, nil); strings.Contains(string(got), host) {
		t.Errorf("responses json: the upstream's address reached the client:\n%s", got)
	}
	// the error member's name spelled with an escape: every client
	// decodes it to "error"
	h = scripted.Replay([]byte(`{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],"\u0065rror":{"code":"server_error","message":"`+msg+`"},"store":false}`), "application/json")
	if _, got := postResponses(t, env2, `{"model":"m","input":"hi"}`, nil); strings.Contains(string(got), host) {
		t.Errorf("responses json, escaped member name: the upstream's address reached the client:\n%s", got)
	}
}
