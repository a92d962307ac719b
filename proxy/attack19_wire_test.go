package proxy

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestAttack19ChunkRepeatsMember: a stream chunk that repeats a member is
// read, and edited, first by the proxy's rewrite (sjson) and last by
// clients (JSON.parse, Python's json, encoding/json, openai-go's gjson
// ForEach): the rewrite deleted the first "tool_calls" of a chunk that
// also carried text and the client got the second — a server call's
// name, id and arguments, streamed to a client that accumulates it as a
// call of its own — and the key's hold-back cut the first copy of a text
// while the client read the second. Such a chunk is an upstream protocol
// error, as a JSON reply that repeats a member is.
func TestAttack19ChunkRepeatsMember(t *testing.T) {
	call := func(id, name, args string) string {
		return `{"index":0,"id":"` + id + `","type":"function","function":{"name":"` + name + `","arguments":` + jsonString(args) + `}}`
	}
	for _, tc := range []struct{ name, delta, leak string }{
		{"tool_calls", `{"role":"assistant","content":"ok","tool_calls":[` + call("call_1", "greet", `{"name":"x"}`) + `],"tool_calls":[` + call("call_2", "greet", `{"name":"y"}`) + `]}`, `"tool_calls"`},
		{"audio transcript", `{"role":"assistant","audio":{"transcript":"x","transcript":"the key is sk-ups"}}`, "sk-ups"},
		{"thinking", `{"role":"assistant","thinking":"x","thinking":"the key is sk-ups"}`, "sk-ups"},
		{"content", `{"role":"assistant","content":"x","content":"the key is sk-ups"}`, "sk-ups"},
		{"escaped content", `{"role":"assistant","content":"x","cont\u0065nt":"the key is sk-ups"}`, "sk-ups"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.Write([]byte(chatChunk(tc.delta, "")))
				w.Write([]byte(chatChunk(`{"content":"tream-secret."}`, "")))
				w.Write([]byte(chatChunk(`{}`, "stop")))
				w.Write([]byte("data: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			for _, line := range strings.Split(string(got), "\n") {
				data, ok := strings.CutPrefix(line, "data: ")
				if !ok || data == "[DONE]" || gjson.Get(data, "error").Exists() {
					continue
				}
				if strings.Contains(data, tc.leak) {
					t.Errorf("the repeated member reached the client: %s", data)
				}
			}
			if !strings.Contains(string(got), `"error"`) || strings.Contains(string(got), "[DONE]") {
				t.Errorf("want an error event and no [DONE]:\n%s", got)
			}
		})
	}
}

// TestAttack19SplitKeyInLogprobs: a choice's logprobs list the content
// again, token by token (token, bytes, and the alternatives, the chosen
// token among them): a key the model wrote was masked in the content and
// went out whole in the tokens a client that asked for logprobs joins
// (openai-python's stream helper emits them as logprobs.content.delta),
// JSON or streamed.
func TestAttack19SplitKeyInLogprobs(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	toks := []string{"the key is sk", "-upstr", "eam-secret", ", done sk-up"}
	entry := func(tok string) string {
		b := "["
		for i := 0; i < len(tok); i++ {
			if i > 0 {
				b += ","
			}
			b += strconv.Itoa(int(tok[i]))
		}
		b += "]"
		return `{"token":` + jsonString(tok) + `,"logprob":-0.1,"bytes":` + b + `,"top_logprobs":[{"token":` + jsonString(tok) + `,"logprob":-0.1,"bytes":` + b + `},{"token":"x","logprob":-3,"bytes":[120]}]}`
	}
	// joined checks what a client joins of the tokens, of the chosen
	// alternatives and of the bytes
	joined := func(t *testing.T, entries []gjson.Result, got []byte) {
		t.Helper()
		var tok, alt, byt strings.Builder
		for _, e := range entries {
			tok.WriteString(e.Get("token").Str)
			if a := e.Get("top_logprobs.0.token"); a.Exists() {
				alt.WriteString(a.Str)
			} else {
				alt.WriteString(e.Get("token").Str)
			}
			for _, b := range e.Get("bytes").Array() {
				byt.WriteByte(byte(b.Int()))
			}
		}
		want := "the key is " + masked + ", done sk-up"
		for name, s := range map[string]string{"tokens": tok.String(), "alternatives": alt.String(), "bytes": byt.String()} {
			if s != want {
				t.Errorf("%s joined to %q, want %q\n%s", name, s, want, got)
			}
		}
	}
	t.Run("json", func(t *testing.T) {
		var lp []string
		for _, tok := range toks {
			lp = append(lp, entry(tok))
		}
		up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(strings.Join(toks, "")) + `},"logprobs":{"content":[` + strings.Join(lp, ",") + `],"refusal":null},"finish_reason":"stop"}]}`))
		})
		env := newLoopEnv(t, up, testSpecs(), nil)
		_, got := postChat(t, env.httpc, env.url, `{"model":"m","logprobs":true,"top_logprobs":2,"messages":[{"role":"user","content":"hi"}]}`, nil, false)
		joined(t, gjson.GetBytes(got, "choices.0.logprobs.content").Array(), got)
	})
	// every client decodes an escaped member name ("tok\u0065n" is
	// "token"): a check for the literal name alone let such tokens out
	// unmasked (the review's bypass)
	escaped := func(tok string) string { return strings.ReplaceAll(entry(tok), `"token":`, `"tok\u0065n":`) }
	for name, entry := range map[string]func(string) string{"stream": entry, "stream, escaped member names": escaped} {
		t.Run(name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				for i, tok := range toks {
					role := ""
					if i == 0 {
						role = `"role":"assistant",`
					}
					w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{` + role + `"content":` + jsonString(tok) + `},"logprobs":{"content":[` + entry(tok) + `],"refusal":null},"finish_reason":null}]}` + "\n\n"))
				}
				w.Write([]byte(chatChunk(`{}`, "stop")))
				w.Write([]byte("data: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"logprobs":true,"top_logprobs":2,"messages":[{"role":"user","content":"hi"}]}`, nil)
			var entries []gjson.Result
			for _, line := range strings.Split(string(got), "\n") {
				if data, ok := strings.CutPrefix(line, "data: "); ok && data != "[DONE]" {
					entries = append(entries, gjson.Get(data, "choices.0.logprobs.content").Array()...)
				}
			}
			joined(t, entries, got)
		})
	}
}
