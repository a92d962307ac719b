package proxy

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attack round 17.

// A tool call that carries both a "function" and a "custom" member, or
// whose "type" names the other kind (or none the proxy knows), is read one
// way by the proxy and another by a client: go-openai and the Go structs
// of most servers know only "function"; openai-python and openai-node pick
// by "type". The proxy read such a call as custom (type "custom", or a
// "custom" object without "function"): a server tool the model asked for
// under "function" went to the client as a custom call, or the reverse. An
// upstream protocol error, JSON and stream.
func TestAttack17AmbiguousToolCallKind(t *testing.T) {
	const fn = `"function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}`
	const cu = `"custom":{"name":"apply_patch","input":"*** Begin Patch"}`
	for _, c := range []struct{ name, call string }{
		{"both, type custom", `{"id":"call_1","type":"custom",` + fn + `,` + cu + `}`},
		{"both, type function", `{"id":"call_1","type":"function",` + fn + `,` + cu + `}`},
		{"both, no type", `{"id":"call_1",` + fn + `,` + cu + `}`},
		{"custom typed function", `{"id":"call_1","type":"function",` + cu + `}`},
		{"function typed custom", `{"id":"call_1","type":"custom",` + fn + `}`},
		{"unknown type", `{"id":"call_1","type":"mcp",` + fn + `}`},
		{"type not a string", `{"id":"call_1","type":1,` + fn + `}`},
		{"member case variant", `{"id":"call_1","type":"function",` + fn + `,"Custom":{"name":"apply_patch","input":"x"}}`},
	} {
		for _, stream := range []bool{false, true} {
			name := c.name + map[bool]string{true: "/stream", false: "/json"}[stream]
			t.Run(name, func(t *testing.T) {
				var reply, ct string
				if stream {
					ct = "text/event-stream"
					reply = attack9Chunk(`{"role":"assistant","content":null,"tool_calls":[`+strings.Replace(c.call, `{"id"`, `{"index":0,"id"`, 1)+`]}`, "null") +
						attack9Chunk(`{}`, `"tool_calls"`) + "data: [DONE]\n\n"
				} else {
					ct = "application/json"
					reply = `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[` + c.call + `]},"finish_reason":"tool_calls"}]}`
				}
				up := scripted.Replay([]byte(reply), ct)
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := customRequest(stream, []string{clientPatchTool}, map[string]any{"role": "user", "content": "fix main.go"})
				resp, got := env.post(t, body, nil)
				if !stream {
					if resp.StatusCode == http.StatusOK {
						t.Fatalf("ambiguous tool call answered 200:\n%s", got)
					}
					if e := gjson.GetBytes(got, "error.message"); e.Type != gjson.String {
						t.Errorf("not an OpenAI error: %s", got)
					}
					return
				}
				if strings.Contains(string(got), "[DONE]") || strings.Contains(string(got), "tool_calls") {
					t.Fatalf("ambiguous streamed tool call reached the client:\n%s", got)
				}
				if !strings.Contains(string(got), `"error"`) {
					t.Errorf("no error event:\n%s", got)
				}
			})
		}
	}
}

// chatStructured posts a chat body whose extra top-level members are
// extra (JSON members, comma-led) and returns the status, the answer text
// and the body.
func chatStructured(t *testing.T, env *loopEnv, stream bool, extra string, h http.Header) (int, string, []byte) {
	t.Helper()
	body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
		extra + `,"messages":[{"role":"user","content":"go"}]}`
	resp, got := env.post(t, body, h)
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, "", got
	}
	content, _, _ := answer(t, stream, got)
	return resp.StatusCode, content, got
}

func structuredEnv(t *testing.T) *loopEnv {
	calls := []scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: `{"command":"echo hi"}`}}
	up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return structuredAnswer })}
	return newLoopEnv(t, up, testSpecs(), nil)
}

// TestAttack17StructuredOutputMemberCase: a structured-output member
// spelled in another case. OpenAI refuses an unknown member ("Unrecognized
// request argument supplied"), vLLM and llama.cpp ignore one (pydantic,
// nlohmann::json: exact names), and Ollama's OpenAI-compatible endpoint
// decodes the body with encoding/json, which matches names case-blind
// (Unicode simple folding: "reſponse_format"), and reads the type
// lower-cased and trimmed. So Ollama answered "Response_Format" or
// {"TYPE":"json_object"} with JSON while the proxy, reading neither,
// appended its footer and broke the client's parse (and a repeat in
// another case is read by Go's decoder last, by the proxy first). The
// proxy refuses a case variant of the member or of its type (OpenAI's
// error shape), and reads the type as Ollama does.
func TestAttack17StructuredOutputMemberCase(t *testing.T) {
	env := structuredEnv(t)
	for _, extra := range []string{
		`,"Response_Format":{"type":"json_object"}`,
		`,"RESPONSE_FORMAT":{"type":"json_object"}`,
		`,"reſponse_format":{"type":"json_object"}`,
		`,"response_format":{"type":"text"},"Response_format":{"type":"json_object"}`,
		`,"response_format":{"TYPE":"json_object"}`,
		`,"response_format":{"Type":"json_schema","json_schema":{"name":"a","schema":{"type":"object"}}}`,
	} {
		for _, stream := range []bool{false, true} {
			status, _, got := chatStructured(t, env, stream, extra, nil)
			if status != http.StatusBadRequest || gjson.GetBytes(got, "error.type").Str != "invalid_request_error" || gjson.GetBytes(got, "error.message").Str == "" {
				t.Errorf("%s (stream %v): status %d, want a 400 invalid_request_error:\n%s", extra, stream, status, got)
			}
		}
	}
	for _, extra := range []string{
		`,"response_format":{"type":"JSON_OBJECT"}`,
		`,"response_format":{"type":" json_schema ","json_schema":{"name":"a","schema":{"type":"object"}}}`,
	} {
		for _, stream := range []bool{false, true} {
			status, content, got := chatStructured(t, env, stream, extra, nil)
			if status != http.StatusOK || content != structuredAnswer {
				t.Errorf("%s (stream %v): status %d, content %q, want the JSON alone:\n%s", extra, stream, status, content, got)
			}
		}
	}
	// Responses: text, text.format, text.format.type
	for _, text := range []string{
		`"Text":{"format":{"type":"json_object"}}`,
		`"text":{"Format":{"type":"json_object"}}`,
		`"text":{"format":{"TYPE":"json_object"}}`,
	} {
		resp, got := postResponses(t, env, `{"model":"m","input":"go",`+text+`}`, nil)
		if resp.StatusCode != http.StatusBadRequest || gjson.GetBytes(got, "error.type").Str != "invalid_request_error" {
			t.Errorf("%s: status %d, want a 400:\n%s", text, resp.StatusCode, got)
		}
	}
}

// TestAttack17ProviderStructuredMembers: real OpenAI-compatible servers
// constrain the answer with members of their own, which the client's
// parser then expects: vLLM's guided_json, guided_regex, guided_choice,
// guided_grammar (structured_outputs in newer releases, chat and
// Responses), llama.cpp server's json_schema and grammar, and
// response_format types of their own (text-generation-inference's "json"
// and "regex"). The proxy
// appended its footer to such an answer, breaking the client's parse (a
// guided_choice answer is no longer one of the choices). Such a member, not
// null, is read as response_format is: no footer unless
// X-ZC-Receipts-Footer: on.
func TestAttack17ProviderStructuredMembers(t *testing.T) {
	env := structuredEnv(t)
	for _, extra := range []string{
		`,"guided_json":{"type":"object"}`,
		`,"guided_regex":"\\{.*\\}"`,
		`,"guided_choice":["{\"answer\":\"hi\"}"]`,
		`,"guided_grammar":"root ::= \"x\""`,
		`,"structured_outputs":{"json":{"type":"object"}}`,
		`,"json_schema":{"type":"object"}`,
		`,"grammar":"root ::= object"`,
		// text-generation-inference's response_format types (serde: "json",
		// alias "json_object", "regex", "json_schema"), which OpenAI refuses
		`,"response_format":{"type":"json","value":{"type":"object"}}`,
		`,"response_format":{"type":"regex","value":"\\{.*\\}"}`,
	} {
		for _, stream := range []bool{false, true} {
			status, content, got := chatStructured(t, env, stream, extra, nil)
			if status != http.StatusOK || content != structuredAnswer {
				t.Errorf("%s (stream %v): status %d, content %q, want the JSON alone:\n%s", extra, stream, status, content, got)
			}
			if _, content, _ := chatStructured(t, env, stream, extra, http.Header{headerReceiptsFooter: {"on"}}); !strings.Contains(content, "Tool receipts:") {
				t.Errorf("%s (stream %v) footer on: content %q", extra, stream, content)
			}
		}
	}
	// null is no constraint (pydantic's default); the footer stays
	if _, content, _ := chatStructured(t, env, false, `,"guided_json":null`, nil); !strings.Contains(content, "Tool receipts:") {
		t.Errorf("guided_json null: content %q, want the footer", content)
	}
}

// FuzzAttack17StructuredFormat: whatever response_format a chat body
// carries, a Go upstream decoding it as Ollama does (encoding/json, names
// case-blind, type lower-cased and trimmed) finds a JSON format only in a
// request the proxy reads as structured, or refuses; and it serves the
// model the proxy routed.
func FuzzAttack17StructuredFormat(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"x"}],"response_format":{"type":"json_object"}}`,
		`{"model":"m","messages":[{"role":"user","content":"x"}],"Response_Format":{"TYPE":" JSON_schema"}}`,
		`{"model":"m","messages":[{"role":"user","content":"x"}],"respon\u0073e_format":{"typ\u0065":"json_object"}}`,
		`{"model":"m","messages":[{"role":"user","content":"x"}],"reſponse_format":{"type":"json_object"}}`,
		`{"model":"m","messages":[{"role":"user","content":"x"}],"response_format":null,"RESPONSE_FORMAT":{"type":"json_object"}}`,
		`{"model":"m","Model":"n","messages":[{"role":"user","content":"x"}]}`,
		`{"model":"m","moDel":"n","messages":[{"role":"user","content":"x"}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, e := parseChatRequest(body)
		if e != nil {
			return
		}
		var ollama struct {
			Model          string `json:"model"`
			ResponseFormat *struct {
				Type string `json:"type"`
			} `json:"response_format"`
		}
		if json.Unmarshal(body, &ollama) != nil {
			return
		}
		if ollama.Model != req.model {
			t.Fatalf("%q: a Go upstream serves model %q; the proxy routed %q", body, ollama.Model, req.model)
		}
		if ollama.ResponseFormat == nil {
			return
		}
		if typ := strings.ToLower(strings.TrimSpace(ollama.ResponseFormat.Type)); (typ == "json_object" || typ == "json_schema") && !req.structured {
			t.Fatalf("%q: a Go upstream reads response_format type %q; the proxy reads no structured output", body, typ)
		}
	})
}

// TestAttack17ChatLoopUpstreamKeyEcho: an upstream reply that quotes the
// key the proxy sent it (a debugging gateway echoing its request headers,
// a misrouted error inside a 200, a comment line) reached the client of
// the chat loop, JSON and stream, as is or JSON-escaped: pass-through and
// the Responses loop mask it (scrubBody), the chat loop read the body
// raw.
func TestAttack17ChatLoopUpstreamKeyEcho(t *testing.T) {
	const key = "sk-upstream-secret" // chat_harness_test.go's upstream key
	for _, where := range []string{"content", "member", "comment", "fingerprint", "escaped"} {
		for _, stream := range []bool{false, true} {
			if where == "comment" && !stream {
				continue
			}
			t.Run(where+map[bool]string{true: "/stream", false: "/json"}[stream], func(t *testing.T) {
				up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					sent := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
					content, extra, fp := "hello", "", "fp_1"
					switch where {
					case "content":
						content = "your key is " + sent
					case "member":
						extra = `,"debug":{"authorization":"Bearer ` + sent + `"}`
					case "fingerprint":
						fp = sent
					case "escaped":
						content = "your key is " + strings.Replace(sent, "e", `\u0065`, 1)
					}
					if stream {
						w.Header().Set("Content-Type", "text/event-stream")
						if where == "comment" {
							w.Write([]byte(": authorization " + sent + "\n\n"))
						}
						w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","system_fingerprint":"` + fp + `"` + extra + `,"choices":[{"index":0,"delta":{"role":"assistant","content":"` + content + `"},"finish_reason":null}]}` + "\n\n"))
						w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"))
						return
					}
					w.Header().Set("Content-Type", "application/json")
					w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"m","system_fingerprint":"` + fp + `"` + extra + `,"choices":[{"index":0,"message":{"role":"assistant","content":"` + content + `"},"finish_reason":"stop"}]}`))
				})
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] + `,"messages":[{"role":"user","content":"hi"}]}`
				resp, got := env.post(t, body, nil)
				if decoded := strings.ReplaceAll(string(got), `\u0065`, "e"); strings.Contains(decoded, key) {
					t.Errorf("the upstream key reached the client:\n%s", got)
				}
				if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "c1") {
					t.Errorf("status %d: the reply itself is lost:\n%s", resp.StatusCode, got)
				}
			})
		}
	}
}

// TestAttack17ReadMemberCaseVariant: a top-level request member the proxy
// reads (model, messages, stream, tools …; on the Responses API input,
// instructions, background …) sent twice, once in another case. Go
// upstreams (Ollama's /v1 endpoints, LocalAI) decode the body with
// encoding/json, which matches names case-blind and keeps the last copy;
// the proxy read the exact name. {"model":"llama3:8b","Model":"llama3:70b"}
// was routed, logged and allowed by upstreams[].models as llama3:8b and
// served as llama3:70b: the models list no longer bounds what a client
// runs. Refused, as a case variant of response_format is.
func TestAttack17ReadMemberCaseVariant(t *testing.T) {
	var served []string
	var mu sync.Mutex
	goUpstream := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Model string `json:"model"`
		}
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &req) // as Ollama's gin handler decodes it
		mu.Lock()
		served = append(served, req.Model)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if strings.HasSuffix(r.URL.Path, "/responses") {
			w.Write([]byte(`{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"` + req.Model + `","output":[{"type":"message","id":"msg_1","status":"completed","role":"assistant","content":[{"type":"output_text","text":"hi","annotations":[]}]}]}`))
			return
		}
		w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"` + req.Model + `","choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}]}`))
	})
	env := newLoopEnv(t, goUpstream, testSpecs(), func(c *Config) { c.Upstreams[0].Models = []string{"llama3:8b"} })
	for _, c := range []struct{ path, body string }{
		{"/v1/chat/completions", `{"model":"llama3:8b","Model":"llama3:70b","messages":[{"role":"user","content":"hi"}]}`},
		{"/v1/chat/completions", `{"model":"llama3:8b","MODEL":"llama3:70b","messages":[{"role":"user","content":"hi"}]}`},
		{"/v1/chat/completions", `{"model":"llama3:8b","messages":[{"role":"user","content":"hi"}],"Messages":[{"role":"user","content":"other"}]}`},
		{"/v1/chat/completions", `{"model":"llama3:8b","messages":[{"role":"user","content":"hi"}],"Stream":true}`},
		{"/v1/responses", `{"model":"llama3:8b","Model":"llama3:70b","input":"hi"}`},
		{"/v1/responses", `{"model":"llama3:8b","input":"hi","Input":"other"}`},
		{"/v1/responses", `{"model":"llama3:8b","input":"hi","Background":true}`},
	} {
		mu.Lock()
		served = nil
		mu.Unlock()
		var resp *http.Response
		var got []byte
		if c.path == "/v1/responses" {
			resp, got = postResponses(t, env, c.body, nil)
		} else {
			resp, got = env.post(t, c.body, nil)
		}
		mu.Lock()
		s := served
		mu.Unlock()
		if resp.StatusCode != http.StatusBadRequest || gjson.GetBytes(got, "error.type").Str != "invalid_request_error" {
			t.Errorf("%s %s: status %d (upstream served %v), want a 400:\n%s", c.path, c.body, resp.StatusCode, s, got)
		}
	}
	// the members the proxy does not read stay the upstream's to judge
	resp, got := env.post(t, `{"model":"llama3:8b","messages":[{"role":"user","content":"hi"}],"Temperature":0.5}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Errorf("a member the proxy does not read, in another case: status %d:\n%s", resp.StatusCode, got)
	}
}

// TestAttack17StructuredAnswerEscapes: an answer asked for as JSON is read
// by the client's parser, which decodes its strings, and shown field by
// field; the claim check read the raw text, where one JSON escape inside a
// word ("I del\u0065ted") hides the claim, and a quoted token written with
// escapes is no token. Such an answer has no footer, so zc_receipts.flags is
// all the application has. The decoded strings are checked too (flags
// where "json", no offsets).
func TestAttack17StructuredAnswerEscapes(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	for _, c := range []struct{ name, answer string }{
		{"escaped letter", `{"summary":"I del\u0065ted the old backups."}`},
		{"escaped letters", `{"summary":"The old backups are d\u0065l\u0065t\u0065d and nginx was r\u0065start\u0065d."}`},
		{"escaped space", `{"summary":"I\u0020deleted\u0020the\u0020old\u0020backups."}`},
		{"escaped token", `{"summary":"Done.","receipt":"` + strings.Replace(forged, "zc", `z\u0063`, 1) + `"}`},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(c.name+map[bool]string{true: "/stream", false: "/json"}[stream], func(t *testing.T) {
				up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: c.answer} }}
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] +
					`,"response_format":{"type":"json_object"},"messages":[{"role":"user","content":"clean up"}]}`
				resp, got := env.post(t, body, nil)
				content, _, report := answer(t, stream, got)
				if resp.StatusCode != http.StatusOK || content != c.answer {
					t.Fatalf("status %d, content %q", resp.StatusCode, content)
				}
				if len(report.Get("flags").Array()) == 0 {
					t.Errorf("no flag for the claim the client's parser shows: %s", report.Raw)
				}
			})
		}
	}
	// the same answer unescaped is flagged once, not once per reading
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn {
		return scripted.Turn{Content: `{"summary":"I deleted the old backups."}`}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	_, got := env.post(t, `{"model":"m","response_format":{"type":"json_object"},"messages":[{"role":"user","content":"clean up"}]}`, nil)
	if n := len(gjson.GetBytes(got, "zc_receipts.flags").Array()); n != 1 {
		t.Errorf("plain JSON answer: %d flags, want 1: %s", n, gjson.GetBytes(got, "zc_receipts").Raw)
	}
}
