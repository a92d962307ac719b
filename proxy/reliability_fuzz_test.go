package proxy

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

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
	} {
		f.Add([]byte(s), true, false)
	}
	tools := benchTools()
	f.Fuzz(func(t *testing.T, body []byte, prompt, stream bool) {
		req, e := parseChatRequest(body)
		if e != nil {
			return // refused before any rewrite
		}
		out, err := rewriteRequest(body, tools, prompt, stream)
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

// FuzzRewriteFinal: whatever chat.completion an upstream sends, the
// client's answer is valid JSON with the loop's identity, the text of the
// whole loop plus footer as content, no usage but the loop's, and
// zc_receipts; a loop cut by max_iterations ends with "length" and no
// tool calls.
func FuzzRewriteFinal(f *testing.F) {
	for _, s := range []string{
		`{"id":"x","object":"chat.completion","created":2,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}`,
		`{"choices":[{"message":{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"shell","arguments":"{}"}}]}}]}`,
		`{"choices":[{"message":{"content":7}}],"zc_receipts":"spoofed","id":{"a":1}}`,
		`{"choices":[{"message":{}},{"message":{"content":"second"}}]}`,
	} {
		f.Add([]byte(s), "loop text", true, false)
	}
	minted := []receipts.Receipt{{Tool: "shell", CallID: "call_1", Receipt: "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"}}
	f.Fuzz(func(t *testing.T, body []byte, text string, footer, stopped bool) {
		// What jsonTurn lets through.
		if !gjson.ValidBytes(body) || !gjson.GetBytes(body, "choices.0.message").IsObject() {
			return
		}
		c := &chatRun{mode: requestMode{footer: footer},
			Run: &loop.Run{ShowFooter: footer, Minted: minted, Stopped: stopped, Iterations: 2,
				Usage: []byte(`{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}`)},
			req:   &chatRequest{model: "m"},
			first: turnIdentity{id: `"chatcmpl-first"`, created: "1", model: `"m-1"`, set: true}}
		c.Text.WriteString(strings.ToValidUTF8(text, "?"))
		out, err := c.rewriteBody(body)
		if err != nil {
			return // failJSON answers a 500 in OpenAI's shape
		}
		if !gjson.ValidBytes(out) {
			t.Fatalf("invalid JSON out of %s:\n%s", body, out)
		}
		root := gjson.ParseBytes(out)
		if root.Get("id").Raw != `"chatcmpl-first"` {
			t.Fatalf("id not the loop's: %s", out)
		}
		content := root.Get("choices.0.message.content").Str
		if !strings.HasPrefix(content, c.Text.String()) {
			t.Fatalf("content %q lost the loop's text %q", content, c.Text.String())
		}
		if footer && !strings.Contains(content, minted[0].Receipt) {
			t.Fatalf("footer missing from %q", content)
		}
		if root.Get("usage").Raw != string(c.Usage) {
			t.Fatalf("usage = %s, want the loop's", root.Get("usage").Raw)
		}
		if !root.Get("zc_receipts").IsObject() || root.Get("zc_receipts.receipts.0.receipt").Str != minted[0].Receipt {
			t.Fatalf("zc_receipts = %s", root.Get("zc_receipts").Raw)
		}
		if stopped && (root.Get("choices.0.finish_reason").Str != finishLoopLimit || root.Get("choices.0.message.tool_calls").Exists()) {
			t.Fatalf("a stopped loop ends with %s", out)
		}
	})
}
