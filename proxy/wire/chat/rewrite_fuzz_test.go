package chat

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
)

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
		c := &Exchange{Run: &loop.Run{Host: nopHost{}, ShowFooter: footer, Minted: minted, Stopped: stopped, Iterations: 2,
			Usage: []byte(`{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}`)},
			Model: "m",
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
