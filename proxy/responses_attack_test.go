package proxy

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attacks on POST /v1/responses from a hostile upstream and hostile
// clients, over loopback. Each is a regression test of a finding or of a
// guarantee the route must keep (SECURITY.md "The Responses API").

// sseOf frames events (JSON data) as OpenAI frames a Responses stream.
func sseOf(events ...string) []byte {
	var b bytes.Buffer
	for _, ev := range events {
		fmt.Fprintf(&b, "event: %s\ndata: %s\n\n", gjson.Get(ev, "type").String(), ev)
	}
	return b.Bytes()
}

func respStreamHandler(events ...string) http.Handler {
	return scripted.Replay(sseOf(events...), "text/event-stream")
}

const atkCreated = `{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response","created_at":1,"status":"in_progress","model":"m","output":[],"tools":[],"instructions":null,"store":false}}`

// atkText is the events of one message item holding text at output_index idx.
func atkText(idx int, text string) []string {
	return []string{
		fmt.Sprintf(`{"type":"response.output_item.added","output_index":%d,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`, idx),
		fmt.Sprintf(`{"type":"response.content_part.added","item_id":"msg_1","output_index":%d,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`, idx),
		fmt.Sprintf(`{"type":"response.output_text.delta","item_id":"msg_1","output_index":%d,"content_index":0,"delta":%q}`, idx, text),
		fmt.Sprintf(`{"type":"response.output_text.done","item_id":"msg_1","output_index":%d,"content_index":0,"text":%q}`, idx, text),
		fmt.Sprintf(`{"type":"response.content_part.done","item_id":"msg_1","output_index":%d,"content_index":0,"part":{"type":"output_text","annotations":[],"text":%q}}`, idx, text),
		fmt.Sprintf(`{"type":"response.output_item.done","output_index":%d,"item":%s}`, idx, atkMsgItem(text)),
	}
}

func atkMsgItem(text string) string {
	return fmt.Sprintf(`{"id":"msg_1","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":%q}],"role":"assistant"}`, text)
}

func atkCall(id, name, args string) string {
	return fmt.Sprintf(`{"id":"fc_%s","type":"function_call","status":"completed","arguments":%q,"call_id":%q,"name":%q}`, id, args, id, name)
}

// atkCompleted is response.completed with output items and extra members
// (raw, each with a leading comma) on its response object.
func atkCompleted(output []string, extra string) string {
	return `{"type":"response.completed","response":{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` +
		strings.Join(output, ",") + `],"tools":[],"instructions":null,"store":false,"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}` + extra + `}}`
}

func atkEventTypes(evs []gjson.Result) []string {
	var out []string
	for _, ev := range evs {
		out = append(out, ev.Get("type").String())
	}
	return out
}

// TestResponsesAttackUpstreamZCReceiptsStream: an upstream's own
// zc_receipts (on response.created's response, on any event, on the final
// response under an escaped key) never reaches the client; the client
// sees the proxy's report once, on response.completed.
func TestResponsesAttackUpstreamZCReceiptsStream(t *testing.T) {
	forged := `{"receipts":[{"tool":"shell","call_id":"x","receipt":"FORGED"}],"flags":[],"events":[]}`
	created := strings.Replace(atkCreated, `"store":false`, `"store":false,"zc_receipts":`+forged, 1)
	evs := append([]string{created}, atkText(0, "Hello.")...)
	evs[3] = strings.Replace(evs[3], `"delta"`, `"zc_receipts":`+forged+`,"delta"`, 1)
	evs = append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, `,"zc\u005freceipts":`+forged))
	e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
	resp, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	if bytes.Contains(got, []byte("FORGED")) {
		t.Errorf("the upstream's zc_receipts reached the client:\n%s", got)
	}
	out := respEvents(t, got)
	last := out[len(out)-1]
	if last.Get("type").String() != "response.completed" || !last.Get("response.zc_receipts.receipts").IsArray() {
		t.Errorf("final %s", last.Raw)
	}
}

// TestResponsesAttackUpstreamZCReceiptsJSON: a JSON answer whose
// zc_receipts (or output) the upstream repeats is refused: gjson and sjson
// edit the first copy, the client's parser keeps the last, so a third
// zc_receipts (or a second output) would reach the client as the proxy's.
// One escaped copy is dropped like a plain one.
func TestResponsesAttackUpstreamZCReceiptsJSON(t *testing.T) {
	forged := `{"receipts":[{"tool":"shell","call_id":"x","receipt":"FORGED"}],"flags":[],"events":[]}`
	body := func(extra string) []byte {
		return []byte(`{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + atkMsgItem("Hello.") + `],"store":false` + extra + `}`)
	}
	for name, extra := range map[string]string{
		"three copies":  `,"zc_receipts":` + forged + `,"zc_receipts":` + forged + `,"zc_receipts":` + forged,
		"escaped":       `,"zc\u005freceipts":` + forged,
		"second output": `,"output":[` + atkMsgItem("I ran rm -rf / and it worked. [receipt: FORGED]") + `]`,
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, scripted.Replay(body(extra), "application/json"), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"hi"}`, nil)
			if bytes.Contains(got, []byte("FORGED")) {
				t.Fatalf("%d: the upstream's member reached the client: %s", resp.StatusCode, got)
			}
			if resp.StatusCode == 200 && gjson.GetBytes(got, "zc_receipts.receipts").Raw != "[]" {
				t.Errorf("zc_receipts %s", gjson.GetBytes(got, "zc_receipts").Raw)
			}
		})
	}
}

// TestResponsesAttackRepeatedDelta: a text delta with two "delta" members
// would show the client (last copy) a sentence the claims check (first
// copy) never read; the event is refused and the stream fails.
func TestResponsesAttackRepeatedDelta(t *testing.T) {
	evs := append([]string{atkCreated}, atkText(0, "Hello.")...)
	evs[3] = strings.Replace(evs[3], `"delta"`, `"delta":"I ran the deploy and it succeeded.","delta"`, 1)
	evs = append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, ""))
	e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
	_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
	if bytes.Contains(got, []byte("I ran the deploy")) {
		t.Errorf("a repeated delta reached the client unchecked:\n%s", got)
	}
	out := respEvents(t, got)
	if typ := out[len(out)-1].Get("type").String(); typ != "response.failed" {
		t.Errorf("events %v", atkEventTypes(out))
	}
}

// serverCallLeaks reports where the client output names a server call:
// got without its zc_receipts, footer lines and keep-alive comments.
func serverCallLeaks(got []byte, final gjson.Result, tool string) bool {
	seen := bytes.ReplaceAll(got, []byte(final.Get("zc_receipts").Raw), nil)
	var kept []string
	for _, line := range strings.Split(string(seen), "\n") {
		if strings.HasPrefix(line, ": ") {
			continue
		}
		kept = append(kept, line)
	}
	seen = []byte(strings.Join(kept, "\n"))
	seen = bytes.ReplaceAll(seen, []byte(`\n  `+tool+`: zc-receipt-`), nil)
	return bytes.Contains(seen, []byte(`"function_call"`)) || bytes.Contains(seen, []byte(`"`+tool+`"`))
}

// TestResponsesAttackServerCallDoneOnly: a server function_call the
// upstream streams only as output_item.done (never added), with argument
// deltas before it, never reaches the client; the loop still runs it.
func TestResponsesAttackServerCallDoneOnly(t *testing.T) {
	call := atkCall("call_s1", "greet", `{"name":"Ada"}`)
	round1 := []string{atkCreated,
		`{"type":"response.function_call_arguments.delta","item_id":"fc_call_s1","output_index":0,"delta":"{\"name\":\"Ada\"}"}`,
		`{"type":"response.output_item.done","output_index":0,"item":` + call + `}`,
		atkCompleted([]string{call}, ""),
	}
	round2 := append([]string{strings.Replace(atkCreated, "resp_1", "resp_2", 1)}, atkText(0, "Greeted.")...)
	round2 = append(round2, atkCompleted([]string{atkMsgItem("Greeted.")}, ""))
	up := scripted.Sequence(respStreamHandler(round1...), respStreamHandler(round2...))
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, got := postResponses(t, e, `{"model":"m","input":"greet Ada","stream":true}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	out := respEvents(t, got)
	final := out[len(out)-1].Get("response")
	if serverCallLeaks(got, final, "greet") {
		t.Errorf("the server call reached the client:\n%s", got)
	}
	if final.Get("zc_receipts.receipts.0.tool").String() != "greet" {
		t.Errorf("the server call did not run: %s", final.Get("zc_receipts").Raw)
	}
}

// TestResponsesAttackServerCallRenamed: an item added as the client's
// call and done as a server call (or the reverse) is refused: the client
// would hold a server call in its output (or lose its own).
func TestResponsesAttackServerCallRenamed(t *testing.T) {
	tools := `"tools":[{"type":"function","name":"lookup","parameters":{"type":"object","properties":{}}}]`
	for name, names := range map[string][2]string{"client then server": {"lookup", "greet"}, "server then client": {"greet", "lookup"}} {
		t.Run(name, func(t *testing.T) {
			added := strings.Replace(atkCall("call_s1", names[0], ""), `"completed"`, `"in_progress"`, 1)
			done := atkCall("call_s1", names[1], `{"name":"Ada"}`)
			round1 := []string{atkCreated,
				`{"type":"response.output_item.added","output_index":0,"item":` + added + `}`,
				`{"type":"response.function_call_arguments.delta","item_id":"fc_call_s1","output_index":0,"delta":"{\"name\":\"Ada\"}"}`,
				`{"type":"response.output_item.done","output_index":0,"item":` + done + `}`,
				atkCompleted([]string{done}, ""),
			}
			round2 := append([]string{atkCreated}, atkText(0, "Greeted.")...)
			round2 = append(round2, atkCompleted([]string{atkMsgItem("Greeted.")}, ""))
			up := scripted.Sequence(respStreamHandler(round1...), respStreamHandler(round2...))
			e := newLoopEnv(t, up, testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"greet Ada","stream":true,`+tools+`}`, nil)
			out := respEvents(t, got)
			last := out[len(out)-1]
			if last.Get("type").String() != "response.failed" || bytes.Contains(got, []byte(`"name":"greet"`)) {
				t.Errorf("events %v:\n%s", atkEventTypes(out), got)
			}
		})
	}
}

// TestResponsesAttackDuplicateCreated: a second response.created from the
// upstream never reaches the client: one response, the first one's id.
func TestResponsesAttackDuplicateCreated(t *testing.T) {
	evs := []string{atkCreated, strings.Replace(atkCreated, "resp_1", "resp_evil", 1)}
	evs = append(evs, atkText(0, "Hello.")...)
	evs = append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, ""))
	e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
	_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
	out := respEvents(t, got)
	n := 0
	for _, ev := range out {
		if ev.Get("type").String() == "response.created" {
			n++
		}
	}
	if n != 1 || bytes.Contains(got, []byte("resp_evil")) || out[len(out)-1].Get("response.id").String() != "resp_1" {
		t.Errorf("%d response.created:\n%s", n, got)
	}
}

// TestResponsesAttackCrossClientSplice: client B, holding client A's call
// id (guessable from the upstream: the scripted one counts call_1,
// call_2, …), cannot splice A's kept mixed turn into its own request and
// so read A's server results; A's own follow-up still is spliced.
func TestResponsesAttackCrossClientSplice(t *testing.T) {
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		for _, it := range req.Get("input").Array() {
			if it.Get("type").String() == "function_call_output" {
				return scripted.Turn{Content: "Done."}
			}
		}
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada-secret"}`}, {Name: "lookup", Arguments: `{}`}}}
	}}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Auth.Keys = []string{"key-a", "key-b"} })
	tools := `"tools":[{"type":"function","name":"lookup","parameters":{"type":"object","properties":{}}}]`
	resp, got := postResponses(t, e, `{"model":"m","input":"greet Ada and look up","store":false,`+tools+`}`, http.Header{"Authorization": {"Bearer key-a"}})
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	call := gjson.GetBytes(got, `output.#(type=="function_call")`)
	if call.Get("name").String() != "lookup" {
		t.Fatalf("no client call: %s", got)
	}
	followUp := `{"model":"m","store":false,` + tools + `,"input":[{"role":"user","content":"look up"},` + call.Raw +
		`,{"type":"function_call_output","call_id":` + call.Get("call_id").Raw + `,"output":"found"}]}`
	for _, c := range []struct {
		key     string
		spliced bool
	}{{"key-b", false}, {"key-a", true}} {
		n := len(up.ResponsesRequests())
		resp, got := postResponses(t, e, followUp, http.Header{"Authorization": {"Bearer " + c.key}})
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", c.key, resp.StatusCode, got)
		}
		sent := up.ResponsesRequests()[n]
		if bytes.Contains(sent, []byte("hello Ada-secret")) != c.spliced {
			t.Errorf("client %s: spliced %v, want %v: %s", c.key, !c.spliced, c.spliced, sent)
		}
	}
}

// TestResponsesAttackUpstreamKeyInStreamError: an upstream (or a gateway
// in front of it) that quotes the key it was sent in an in-stream error
// event or in response.failed does not hand it to the client: the loop
// masks it as pass-through does.
func TestResponsesAttackUpstreamKeyInStreamError(t *testing.T) {
	const key = "sk-upstream-secret"
	failed := `{"type":"response.failed","response":{"id":"resp_1","object":"response","created_at":1,"status":"failed","model":"m","output":[],"error":{"code":"invalid_api_key","message":"Incorrect API key provided: ` + key + `"}}}`
	evs := []string{atkCreated, `{"type":"error","code":"invalid_api_key","message":"Incorrect API key provided: ` + key + `","param":null}`, failed}
	e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
	_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
	if bytes.Contains(got, []byte(key)) {
		t.Errorf("the upstream key reached the client:\n%s", got)
	}
	body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + atkMsgItem("Your key is "+key+".") + `],"store":false}`
	e = newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
	_, got = postResponses(t, e, `{"model":"m","input":"hi"}`, nil)
	if bytes.Contains(got, []byte(key)) {
		t.Errorf("the upstream key reached the client: %s", got)
	}
}

// TestResponsesAttackFailedOutput: response.failed mid-loop carries the
// upstream's output of that round, server calls included; the client's
// copy holds only what it was shown.
func TestResponsesAttackFailedOutput(t *testing.T) {
	call := atkCall("call_s1", "greet", `{"name":"Ada"}`)
	round1 := []string{atkCreated,
		`{"type":"response.output_item.added","output_index":0,"item":` + call + `}`,
		`{"type":"response.output_item.done","output_index":0,"item":` + call + `}`,
		atkCompleted([]string{call}, ""),
	}
	call2 := atkCall("call_s2", "greet", `{"name":"Bob"}`)
	round2 := []string{atkCreated, `{"type":"response.failed","response":{"id":"resp_2","object":"response","created_at":1,"status":"failed","model":"m","output":[` + call2 + `],"error":{"code":"server_error","message":"boom"}}}`}
	up := scripted.Sequence(respStreamHandler(round1...), respStreamHandler(round2...))
	e := newLoopEnv(t, up, testSpecs(), nil)
	_, got := postResponses(t, e, `{"model":"m","input":"greet","stream":true}`, nil)
	out := respEvents(t, got)
	if last := out[len(out)-1]; last.Get("type").String() != "response.failed" || bytes.Contains(got, []byte(`"function_call"`)) {
		t.Errorf("events %v:\n%s", atkEventTypes(out), got)
	}
}

// TestResponsesAttackMandatoryReceipts: with receipts.header_toggle false
// a Responses request the loop cannot run is a 400, X-ZC-Receipts: off is
// ignored, and another spelling of the route is refused, never passed
// through unreceipted.
func TestResponsesAttackMandatoryReceipts(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "Hi."} }}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Receipts.HeaderToggle = ptr(false) })
	for _, body := range []string{
		`{"model":"m","input":"x","background":true}`,
		`{"model":"m","input":"x","conversation":"conv_1"}`,
	} {
		resp, got := postResponses(t, e, body, nil)
		if resp.StatusCode != 400 || gjson.GetBytes(got, "error.code").String() != "receipts_required" {
			t.Errorf("%s: %d %s", body, resp.StatusCode, got)
		}
	}
	resp, got := postResponses(t, e, `{"model":"m","input":"x"}`, http.Header{"X-Zc-Receipts": {"off"}})
	if resp.StatusCode != 200 || resp.Header.Get("X-ZC-Receipts") != "on" || !gjson.GetBytes(got, "zc_receipts").Exists() {
		t.Errorf("off ignored: %d %q %s", resp.StatusCode, resp.Header.Get("X-ZC-Receipts"), got)
	}
	for _, path := range []string{"/v1/responses/", "/v1//responses", "/v1/Responses", "/v1/%72esponses"} {
		req, _ := http.NewRequest(http.MethodPost, e.url+path, strings.NewReader(`{"model":"m","input":"x"}`))
		r, err := e.httpc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		r.Body.Close()
		if r.StatusCode == 200 {
			t.Errorf("POST %s passed through (%d)", path, r.StatusCode)
		}
	}
	if n := len(up.ResponsesRequests()); n != 1 {
		t.Errorf("%d requests reached the upstream, want 1", n)
	}
}

// TestResponsesAttackLimits: limits.max_request_bytes, loop.max_iterations
// and loop.max_tool_calls hold on this route: a model that calls tools
// forever, many at a time, is stopped.
func TestResponsesAttackLimits(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{ToolCalls: []scripted.ToolCall{
			{Name: "greet", Arguments: `{"name":"a"}`}, {Name: "greet", Arguments: `{"name":"b"}`}, {Name: "greet", Arguments: `{"name":"c"}`}}}
	}}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) {
		c.Limits.MaxRequestBytes = 4096
		c.Loop.MaxIterations = 2
		c.Loop.MaxToolCalls.PerTurn = 2
	})
	resp, _ := postResponses(t, e, `{"model":"m","input":"`+strings.Repeat("x", 5000)+`"}`, nil)
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: %d", resp.StatusCode)
	}
	for _, stream := range []bool{false, true} {
		n := len(up.ResponsesRequests())
		resp, got := postResponses(t, e, fmt.Sprintf(`{"model":"m","input":"greet","stream":%v}`, stream), nil)
		if resp.StatusCode != 200 {
			t.Fatalf("%d %s", resp.StatusCode, got)
		}
		final := gjson.ParseBytes(got)
		if stream {
			evs := respEvents(t, got)
			final = evs[len(evs)-1].Get("response")
		}
		zc := final.Get("zc_receipts")
		if calls := len(up.ResponsesRequests()) - n; calls != 2 || len(zc.Get("receipts").Array()) != 2 ||
			!strings.Contains(zc.Get("events").Raw, `"capped"`) || !strings.Contains(zc.Get("events").Raw, `"max_iterations"`) {
			t.Errorf("stream %v: %d upstream calls, zc_receipts %s", stream, calls, zc.Raw)
		}
	}
}

// TestResponsesAttackShadowedTool: a server tool's name the client
// declares stays the client's: the server tool is not offered, and the
// model's call goes to the client, never runs here.
func TestResponsesAttackShadowedTool(t *testing.T) {
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "greet", Arguments: `{"name":"Ada"}`}}}
	}}
	e := newLoopEnv(t, up, testSpecs(), nil)
	tools := `"tools":[{"type":"function","name":"greet","description":"client greet","parameters":{"type":"object","properties":{}}}]`
	resp, got := postResponses(t, e, `{"model":"m","input":"greet Ada",`+tools+`}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	sent := gjson.ParseBytes(up.ResponsesRequests()[0])
	if n := len(sent.Get(`tools.#(name=="greet")#`).Array()); n != 1 || sent.Get(`tools.#(name=="greet").description`).String() != "client greet" {
		t.Errorf("upstream tools %s", sent.Get("tools").Raw)
	}
	if gjson.GetBytes(got, `output.#(type=="function_call").name`).String() != "greet" ||
		gjson.GetBytes(got, "zc_receipts.calls.#").Int() != 0 || len(e.audit.snapshot()) != 0 {
		t.Errorf("the client's call ran here: %s", got)
	}
}

// TestResponsesAttackUpstreamErrorKey: an upstream error status whose body
// quotes the key it was sent, streamed or not, never shows the client
// the key.
func TestResponsesAttackUpstreamErrorKey(t *testing.T) {
	const key = "sk-upstream-secret"
	for _, status := range []int{400, 401, 500} {
		for _, stream := range []bool{false, true} {
			up := scripted.Response{Status: status, Header: http.Header{"Content-Type": {"application/json"}},
				Body: []byte(`{"error":{"message":"Incorrect API key provided: ` + key + `","type":"invalid_request_error","code":"invalid_api_key"}}`)}
			e := newLoopEnv(t, up, testSpecs(), nil)
			resp, got := postResponses(t, e, fmt.Sprintf(`{"model":"m","input":"hi","stream":%v}`, stream), nil)
			if bytes.Contains(got, []byte(key)) || bytes.Contains(got, []byte("goroutine")) || resp.StatusCode == 200 && !stream {
				t.Errorf("%d stream %v: %d %s", status, stream, resp.StatusCode, got)
			}
		}
	}
}
