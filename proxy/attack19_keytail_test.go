package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"
)

// chatJoined joins, as a client's SDK does over the whole stream, every
// string a chat stream's choice-0 deltas carry, by its path under delta
// (content, reasoning_content, audio.transcript, thinking, ...).
func chatJoined(got []byte) map[string]string {
	j := map[string]string{}
	var walk func(prefix string, v gjson.Result)
	walk = func(prefix string, v gjson.Result) {
		switch {
		case v.Type == gjson.String:
			j[prefix] += v.Str
		case v.IsObject() || v.IsArray():
			v.ForEach(func(k, c gjson.Result) bool {
				p := k.String()
				if prefix != "" {
					p = prefix + "." + p
				}
				walk(p, c)
				return true
			})
		}
	}
	for _, line := range strings.Split(string(got), "\n") {
		data, ok := strings.CutPrefix(line, "data: ")
		if !ok || data == "[DONE]" {
			continue
		}
		gjson.Get(data, "choices.0.delta").ForEach(func(k, v gjson.Result) bool {
			if k.Str != "role" && k.Str != "tool_calls" {
				walk(k.Str, v)
			}
			return true
		})
	}
	return j
}

func chatChunk(delta, finish string) string {
	if finish == "" {
		finish = "null"
	} else {
		finish = `"` + finish + `"`
	}
	return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + finish + `}]}` + "\n\n"
}

// TestAttack19SplitKeyAcrossLoopTurns: a chat client joins a stream's
// reasoning_content (refusal, reasoning) over the whole stream, across the
// loop's upstream turns, with nothing between them (unlike the content,
// which gets a paragraph break). The hold-back flushed its tails at each
// turn's end, so a key whose first half ended the reasoning before a
// server tool call and whose second half opened the next turn's reasoning
// reached the client whole.
func TestAttack19SplitKeyAcrossLoopTurns(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	for _, field := range []string{"reasoning_content", "reasoning", "refusal"} {
		t.Run(field, func(t *testing.T) {
			var n atomic.Int32
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				if n.Add(1) == 1 {
					w.Write([]byte(chatChunk(`{"role":"assistant","`+field+`":"the key is sk-ups"}`, "")))
					w.Write([]byte(chatChunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"greet","arguments":"{\"name\":\"x\"}"}}]}`, "")))
					w.Write([]byte(chatChunk(`{}`, "tool_calls")))
					w.Write([]byte("data: [DONE]\n\n"))
					return
				}
				w.Write([]byte(chatChunk(`{"role":"assistant","`+field+`":"tream-secret."}`, "")))
				w.Write([]byte(chatChunk(`{"content":"done"}`, "")))
				w.Write([]byte(chatChunk(`{}`, "stop")))
				w.Write([]byte("data: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			j := chatJoined(got)
			if j[field] != "the key is "+masked+"." {
				t.Errorf("%s joined to %q\n%s", field, j[field], got)
			}
		})
	}
}

// TestAttack19SplitKeyAcrossOtherChatDeltas: the delta's other texts a
// client shows as they come — Anthropic-style thinking, the audio
// transcript, OpenRouter's reasoning_details — keep back their tails too.
func TestAttack19SplitKeyAcrossOtherChatDeltas(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	for _, tc := range []struct{ name, a, b, path string }{
		{"thinking", `{"role":"assistant","thinking":"the key is sk-ups"}`, `{"thinking":"tream-secret."}`, "thinking"},
		{"audio transcript", `{"role":"assistant","audio":{"id":"a1","transcript":"the key is sk-ups"}}`, `{"audio":{"transcript":"tream-secret."}}`, "audio.transcript"},
		{"reasoning_details", `{"role":"assistant","reasoning_details":[{"type":"reasoning.text","text":"the key is sk-ups","index":0}]}`, `{"reasoning_details":[{"type":"reasoning.text","text":"tream-secret.","index":0}]}`, "reasoning_details.0.text"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.Write([]byte(chatChunk(tc.a, "")))
				w.Write([]byte(chatChunk(`{"content":"hi"}`, "")))
				w.Write([]byte(chatChunk(tc.b, "")))
				w.Write([]byte(chatChunk(`{}`, "stop")))
				w.Write([]byte("data: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			j := chatJoined(got)
			if j[tc.path] != "the key is "+masked+"." {
				t.Errorf("%s joined to %q\n%s", tc.path, j[tc.path], got)
			}
		})
	}
}

// TestAttack19SplitKeyAcrossResponsesToolDeltas: the other streams of text
// a Responses client shows as they come — the audio transcript, a code
// interpreter's code, an MCP call's arguments — keep back their tails too,
// out before the event that ends them.
func TestAttack19SplitKeyAcrossResponsesToolDeltas(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	a, b := "it is sk-upstr", "eam-secret."
	whole := a + b
	for _, tc := range []struct {
		name, stream string
		evs          []string
	}{
		{"audio transcript", "response.audio.transcript/0/0/0", []string{
			`{"type":"response.audio.transcript.delta","response_id":"resp_1","delta":` + jsonString(a) + `}`,
			`{"type":"response.audio.transcript.delta","response_id":"resp_1","delta":` + jsonString(b) + `}`,
			`{"type":"response.audio.transcript.done","response_id":"resp_1"}`,
			atkCompleted(nil, ""),
		}},
		{"code interpreter code", "response.code_interpreter_call_code/0/0/0", []string{
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"ci_1","type":"code_interpreter_call","status":"in_progress","code":"","container_id":"c","outputs":null}}`,
			`{"type":"response.code_interpreter_call.in_progress","output_index":0,"item_id":"ci_1"}`,
			`{"type":"response.code_interpreter_call_code.delta","output_index":0,"item_id":"ci_1","delta":` + jsonString("print('"+a) + `}`,
			`{"type":"response.code_interpreter_call_code.delta","output_index":0,"item_id":"ci_1","delta":` + jsonString(b+"')") + `}`,
			`{"type":"response.code_interpreter_call_code.done","output_index":0,"item_id":"ci_1","code":` + jsonString("print('"+whole+"')") + `}`,
			`{"type":"response.output_item.done","output_index":0,"item":{"id":"ci_1","type":"code_interpreter_call","status":"completed","code":` + jsonString("print('"+whole+"')") + `,"container_id":"c","outputs":null}}`,
			atkCompleted([]string{`{"id":"ci_1","type":"code_interpreter_call","status":"completed","code":` + jsonString("print('"+whole+"')") + `,"container_id":"c","outputs":null}`}, ""),
		}},
		{"mcp call arguments", "response.mcp_call_arguments/0/0/0", []string{
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"mcp_1","type":"mcp_call","server_label":"s","name":"lookup","arguments":""}}`,
			`{"type":"response.mcp_call_arguments.delta","output_index":0,"item_id":"mcp_1","delta":` + jsonString(`{"q":"`+a) + `}`,
			`{"type":"response.mcp_call_arguments.delta","output_index":0,"item_id":"mcp_1","delta":` + jsonString(b+`"}`) + `}`,
			`{"type":"response.mcp_call_arguments.done","output_index":0,"item_id":"mcp_1","arguments":` + jsonString(`{"q":"`+whole+`"}`) + `}`,
			`{"type":"response.output_item.done","output_index":0,"item":{"id":"mcp_1","type":"mcp_call","server_label":"s","name":"lookup","arguments":` + jsonString(`{"q":"`+whole+`"}`) + `,"output":"ok"}}`,
			atkCompleted([]string{`{"id":"mcp_1","type":"mcp_call","server_label":"s","name":"lookup","arguments":` + jsonString(`{"q":"`+whole+`"}`) + `,"output":"ok"}`}, ""),
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(append([]string{atkCreated}, tc.evs...)...), testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
			j := map[string]string{}
			for _, ev := range respEvents(t, got) {
				if base, ok := strings.CutSuffix(ev.Get("type").String(), ".delta"); ok {
					j[fmt.Sprintf("%s/%d/%d/%d", base, ev.Get("output_index").Int(), ev.Get("content_index").Int(), ev.Get("summary_index").Int())] += ev.Get("delta").String()
				}
			}
			if s := j[tc.stream]; !strings.Contains(s, "it is "+masked+".") || strings.Contains(string(got), splitKey) {
				t.Errorf("%s joined to %q\n%s", tc.stream, s, got)
			}
		})
	}
}

// TestAttack19SplitKeyInResponsesLogprobs: an output_text delta's logprobs
// (include: message.output_text.logprobs) list its text again, token by
// token: the key masked in the deltas went out whole in the tokens, and
// in their bytes, which the client joins. They go through a tail of their
// own, as the text does; the tail goes out before the footer.
func TestAttack19SplitKeyInResponsesLogprobs(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	toks := []string{"the key is sk", "-upstr", "eam-secret", ", bye sk-u"}
	text := strings.Join(toks, "")
	lp := func(tk string) string {
		b := "["
		for i := 0; i < len(tk); i++ {
			if i > 0 {
				b += ","
			}
			b += fmt.Sprint(int(tk[i]))
		}
		return fmt.Sprintf(`{"token":%q,"logprob":-0.1,"bytes":%s],"top_logprobs":[{"token":%q,"logprob":-0.1,"bytes":%s]}]}`, tk, b, tk, b)
	}
	evs := []string{atkCreated,
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`,
		`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"logprobs":[],"text":""}}`,
	}
	var all []string
	for _, tk := range toks {
		all = append(all, lp(tk))
		evs = append(evs, fmt.Sprintf(`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":%q,"logprobs":[%s]}`, tk, lp(tk)))
	}
	lps := strings.Join(all, ",")
	part := fmt.Sprintf(`{"type":"output_text","annotations":[],"logprobs":[%s],"text":%q}`, lps, text)
	item := fmt.Sprintf(`{"id":"msg_1","type":"message","status":"completed","content":[%s],"role":"assistant"}`, part)
	evs = append(evs,
		fmt.Sprintf(`{"type":"response.output_text.done","item_id":"msg_1","output_index":0,"content_index":0,"text":%q,"logprobs":[%s]}`, text, lps),
		fmt.Sprintf(`{"type":"response.content_part.done","item_id":"msg_1","output_index":0,"content_index":0,"part":%s}`, part),
		fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, item),
		atkCompleted([]string{item}, ""))
	e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
	_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true,"include":["message.output_text.logprobs"]}`, nil)
	var tok, byt, alt strings.Builder
	for _, ev := range respEvents(t, got) {
		if ev.Get("type").Str != "response.output_text.delta" {
			continue
		}
		for _, l := range ev.Get("logprobs").Array() {
			tok.WriteString(l.Get("token").Str)
			if a := l.Get("top_logprobs.0.token"); a.Exists() {
				alt.WriteString(a.Str)
			} else {
				alt.WriteString(l.Get("token").Str)
			}
			for _, b := range l.Get("bytes").Array() {
				byt.WriteByte(byte(b.Int()))
			}
		}
	}
	want := "the key is " + masked + ", bye sk-u"
	for name, s := range map[string]string{"tokens": tok.String(), "bytes": byt.String(), "alternatives": alt.String()} {
		if s != want {
			t.Errorf("%s joined to %q, want %q\n%s", name, s, want, got)
		}
	}
}
