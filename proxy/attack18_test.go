package proxy

import (
	"net/http"
	"strings"
	"testing"
)

// TestAttack18SplitKeyInFlagText: the upstream key split across two
// streamed content deltas (or two content parts of a JSON reply) is in no
// single upstream string, so the body mask never sees it whole; but the
// proxy joins the text, and a flag it raises quotes the joined sentence
// in zc_receipts: one JSON string holding the whole key.
func TestAttack18SplitKeyInFlagText(t *testing.T) {
	const key = "sk-upstream-secret"
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				sent := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
				a, b := "I deleted the production backups with the key "+sent[:6], sent[6:]+" as you asked."
				if stream {
					w.Header().Set("Content-Type", "text/event-stream")
					for i, c := range []string{a, b} {
						role := ""
						if i == 0 {
							role = `"role":"assistant",`
						}
						w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{` + role + `"content":"` + c + `"},"finish_reason":null}]}` + "\n\n"))
					}
					w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"))
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":[{"type":"text","text":"` + a + `"},{"type":"text","text":"` + b + `"}]},"finish_reason":"stop"}]}`))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] + `,"messages":[{"role":"user","content":"clean up"}]}`
			resp, got := env.post(t, body, nil)
			if strings.Contains(string(got), key) {
				t.Errorf("the upstream key reached the client whole:\n%s", got)
			}
			t.Logf("status %d\n%s", resp.StatusCode, got)
		})
	}
}

// TestAttack18SplitKeyJoinedByProxy: the same split key, joined by the
// proxy into one string of its own making: a Responses answer's flag and
// footer, and a client tool call's arguments, which the chat loop hands
// over whole (one call a chunk).
func TestAttack18SplitKeyJoinedByProxy(t *testing.T) {
	const key = "sk-upstream-secret" // chat_harness_test.go's upstream key
	text := "I deleted the production backups with the key " + key + " as you asked."
	cut := strings.Index(text, key) + 6
	t.Run("responses/stream", func(t *testing.T) {
		evs := []string{atkCreated,
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`,
			`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`,
			`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"` + text[:cut] + `"}`,
			`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"` + text[cut:] + `"}`,
			`{"type":"response.output_text.done","item_id":"msg_1","output_index":0,"content_index":0,"text":"` + text + `"}`,
			`{"type":"response.content_part.done","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":"` + text + `"}}`,
			`{"type":"response.output_item.done","output_index":0,"item":` + atkMsgItem(text) + `}`,
			atkCompleted([]string{atkMsgItem(text)}, ""),
		}
		e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
		_, got := postResponses(t, e, `{"model":"m","input":"clean up","stream":true}`, nil)
		if strings.Contains(string(got), key) {
			t.Errorf("the upstream key reached the client whole:\n%s", got)
		}
	})
	t.Run("chat/client-call", func(t *testing.T) {
		args := `{\"note\":\"` + key + `\"}`
		cutArgs := strings.Index(args, key) + 6
		up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/event-stream")
			w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"save_note","arguments":"` + args[:cutArgs] + `"}}]},"finish_reason":null}]}` + "\n\n"))
			w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"` + args[cutArgs:] + `"}}]},"finish_reason":null}]}` + "\n\n"))
			w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}` + "\n\ndata: [DONE]\n\n"))
		})
		env := newLoopEnv(t, up, testSpecs(), nil)
		body := `{"model":"m","stream":true,"messages":[{"role":"user","content":"note it"}],"tools":[{"type":"function","function":{"name":"save_note","parameters":{"type":"object","properties":{"note":{"type":"string"}}}}}]}`
		_, got := env.post(t, body, nil)
		if strings.Contains(strings.ReplaceAll(string(got), `\"`, `"`), key) {
			t.Errorf("the upstream key reached the client whole:\n%s", got)
		}
		if !strings.Contains(string(got), "save_note") {
			t.Errorf("the client call is lost:\n%s", got)
		}
	})
}

// TestAttack18SplitKeyAcrossDeltas: round 17's LOW. The upstream key
// streamed in pieces (as a model repeats a key a gateway echoed into its
// prompt, token by token) is in no upstream string whole; the client's
// SDK joins the deltas into it. A delta's tail that may start the key is
// kept back until the next delta shows whether it does: the text the
// client joins holds no key, and the same text otherwise.
func TestAttack18SplitKeyAcrossDeltas(t *testing.T) {
	const key = "sk-upstream-secret"
	for _, tc := range []struct {
		name   string
		pieces []string
		want   string
	}{
		{"key in three", []string{"the key is sk", "-upstr", "eam-secret, done"}, "the key is ******************, done"},
		{"key at the end", []string{"key: sk-upstream-", "secret"}, "key: ******************"},
		{"no key", []string{"this s", "k-upstream thing is", " sk-up"}, "this sk-upstream thing is sk-up"},
		{"whole in one", []string{"a sk-upstream-secret b"}, "a ****************** b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				for i, c := range tc.pieces {
					role := ""
					if i == 0 {
						role = `"role":"assistant",`
					}
					w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{` + role + `"content":"` + c + `"},"finish_reason":null}]}` + "\n\n"))
				}
				w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			s := parseStream(t, got)
			if text := s.content; !strings.HasPrefix(text, tc.want) || strings.Contains(text, key) {
				t.Errorf("joined text = %q, want it to start with %q\n%s", text, tc.want, got)
			}
		})
	}
}

// TestAttack18ToolCallBodyMemberCase: a tool call whose function body
// spells name or arguments (or the call its id) twice, once in another
// case. The JSON answer passes the call as the upstream wrote it;
// go-openai decodes names case-blind and keeps the last copy, so its
// agent ran other_tool {"x":1} where the proxy read (and kept for the
// mixed turn's splice) save_note {}. Refused as round 17 refuses a kind
// member in another case; the twin passes.
func TestAttack18ToolCallBodyMemberCase(t *testing.T) {
	for _, tc := range []struct{ name, call string }{
		{"function.Name", `{"id":"call_1","type":"function","function":{"name":"save_note","arguments":"{}","Name":"other_tool"}}`},
		{"function.Arguments", `{"id":"call_1","type":"function","function":{"name":"save_note","arguments":"{}","Arguments":"{\"x\":1}"}}`},
		{"ID", `{"id":"call_1","type":"function","function":{"name":"save_note","arguments":"{}"},"ID":"call_9"}`},
		{"twin", `{"id":"call_1","type":"function","function":{"name":"save_note","arguments":"{}"}}`},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(tc.name+map[bool]string{true: "/stream", false: "/json"}[stream], func(t *testing.T) {
				up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					if stream {
						call := strings.Replace(tc.call, `{"id"`, `{"index":0,"id"`, 1)
						w.Header().Set("Content-Type", "text/event-stream")
						w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[` + call + `]},"finish_reason":null}]}` + "\n\n"))
						w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}` + "\n\ndata: [DONE]\n\n"))
						return
					}
					w.Header().Set("Content-Type", "application/json")
					w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[` + tc.call + `]},"finish_reason":"tool_calls"}]}`))
				})
				env := newLoopEnv(t, up, testSpecs(), nil)
				body := `{"model":"m","stream":` + map[bool]string{true: "true", false: "false"}[stream] + `,"messages":[{"role":"user","content":"note it"}],"tools":[{"type":"function","function":{"name":"save_note","parameters":{"type":"object"}}},{"type":"function","function":{"name":"other_tool","parameters":{"type":"object"}}}]}`
				resp, got := env.post(t, body, nil)
				passed := resp.StatusCode == http.StatusOK && !strings.Contains(string(got), `"error"`)
				if want := tc.name == "twin"; passed != want {
					t.Errorf("passed = %v, want %v: %d\n%s", passed, want, resp.StatusCode, got)
				}
			})
		}
	}
}
