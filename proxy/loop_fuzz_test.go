package proxy

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// FuzzParseChatRequest: validation never panics, and what it accepts has
// a model and messages.
func FuzzParseChatRequest(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"hi"}]}`,
		`{"model":"m","messages":[],"stream":true}`,
		`{"model":"m","n":3,"tools":[{"function":{"name":"a"}},{"custom":{"name":"b"}}],"messages":[1]}`,
		"{\"model\":\"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		req, e := parseChatRequest(body)
		if e != nil {
			if e.Status != 400 || e.Message == "" {
				t.Fatalf("bad error %+v", e)
			}
			return
		}
		if req.model == "" || !req.messages.IsArray() {
			t.Fatalf("accepted %q", body)
		}
	})
}

// FuzzRewriteRequest: every body the proxy accepts is rewritten into
// valid JSON holding the client's messages plus the system prompt, the
// client's tools plus the server's, forced stream usage, and every other
// top-level field byte for byte.
func FuzzRewriteRequest(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","messages":[{"role":"user","content":"hi"}]}`,
		`{"model":"m","stream":true,"stream_options":{"include_usage":false},"messages":[{"role":"system","content":"s"},{"role":"user","content":"hi"}]}`,
		`{"model":"m","tools":[{"type":"function","function":{"name":"a"}}],"messages":[{"role":"developer","content":"d"}],"x":{"y":[1,2]}}`,
		`{"model":"m","tools":null,"messages":[ {"role":"user","content":"\u00e9"} ] , "n":1}`,
		`{"model":"m","tools":[],"messages":[{"role":"system"},{"role":"system"}]}`,
		`{"model":"m","messages":[{"content":"c","r\u006fle":"system"},{"role":1},{"role":"user"}]}`,
		`{"model":"m","messages":[{"role":"developer","role":"user"},{"role":"system"}]}`,
	} {
		f.Add([]byte(s), true, false)
	}
	var tools [][]byte
	for _, n := range []string{"shell", "git_log"} {
		tools = append(tools, chat.FunctionTool(toolrun.Tool{Name: n, Description: "The " + n + " tool."}))
	}
	f.Fuzz(func(t *testing.T, body []byte, prompt, stream bool) {
		req, e := parseChatRequest(body)
		if e != nil {
			return // refused before any rewrite
		}
		// checkMessages finds the prompt's spot as the rewrite's own pass would.
		want, got := chat.PromptSpotOf(req.messages), req.promptSpot
		if got.Read != want.Read || got.Before.Index != want.Before.Index || got.Before.Raw != want.Before.Raw ||
			got.Last.Index != want.Last.Index || got.Last.Raw != want.Last.Raw {
			t.Fatalf("prompt spot %+v, want %+v\n%s", got, want, body)
		}
		out, err := chat.Rewrite(chat.Layout{Body: body, Messages: req.messages, Tools: req.tools, UsageTrue: req.usageTrue, Prompt: req.promptSpot}, tools, prompt, stream)
		if err != nil {
			t.Fatalf("rewrite of an accepted body failed: %v\n%s", err, body)
		}
		if !gjson.ValidBytes(out) {
			t.Fatalf("invalid JSON out of %s:\n%s", body, out)
		}
		root, in := gjson.ParseBytes(out), gjson.ParseBytes(body)
		wantMsgs := len(req.messages.Array())
		if prompt {
			wantMsgs++
		}
		msgs := root.Get("messages").Array()
		if len(msgs) != wantMsgs {
			t.Fatalf("%d messages, want %d:\n%s", len(msgs), wantMsgs, out)
		}
		if prompt && !strings.Contains(root.Get("messages").Raw, loop.SystemPrompt) {
			t.Fatalf("system prompt missing:\n%s", out)
		}
		if n, want := len(root.Get("tools").Array()), len(in.Get("tools").Array())+len(tools); n != want {
			t.Fatalf("%d tools, want %d:\n%s", n, want, out)
		}
		if stream && !root.Get("stream_options.include_usage").Bool() {
			t.Fatalf("stream usage not forced:\n%s", out)
		}
		if a, b := relOtherFields(in), relOtherFields(root); a != b {
			t.Fatalf("other fields changed:\n%s\n%s", a, b)
		}
	})
}

// relOtherFields lists the top-level fields of v, in order and with
// duplicates, except those the rewrite edits.
func relOtherFields(v gjson.Result) string {
	var b strings.Builder
	v.ForEach(func(k, v gjson.Result) bool {
		switch k.Str {
		case "messages", "tools", "stream_options":
		default:
			b.WriteString(k.Raw + ":" + v.Raw + "\n")
		}
		return true
	})
	return b.String()
}
