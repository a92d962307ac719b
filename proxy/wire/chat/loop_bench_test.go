package chat

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

func benchTools() []toolrun.Tool {
	var out []toolrun.Tool
	for _, n := range []string{"shell", "git_log", "read_file", "weather"} {
		out = append(out, toolrun.Tool{Name: n, Description: "The " + n + " tool.",
			Parameters: []byte(`{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`)})
	}
	return out
}

func BenchmarkRewriteRequest(b *testing.B) {
	var msgs []string
	for range 20 {
		msgs = append(msgs, `{"role":"user","content":"`+strings.Repeat("word ", 40)+`"}`)
	}
	body := []byte(`{"model":"gpt-4.1","stream":true,"messages":[{"role":"system","content":"be brief"},` + strings.Join(msgs, ",") + `]}`)
	tools := benchTools()
	b.ReportAllocs()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		if _, err := rewriteRequest(body, tools, true, true); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClientChunk(b *testing.B) {
	cases := []struct{ name, chunk string }{
		{"same turn", `{"id":"chatcmpl-C1WTooFaxeQgtyLB1kg53t41aB0NV","object":"chat.completion.chunk","created":1754479216,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_799e4ca3f1","choices":[{"index":0,"delta":{"content":" about"},"logprobs":null,"finish_reason":null}],"usage":null,"obfuscation":"Qlbfp6UEp"}`},
		{"later turn", `{"id":"chatcmpl-C1WTqhYgK7bV01bW98Lww3zqaf8ZF","object":"chat.completion.chunk","created":1754479218,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_799e4ca3f1","choices":[{"index":0,"delta":{"content":" workspace"},"logprobs":null,"finish_reason":null}],"usage":null,"obfuscation":"LowCw"}`},
	}
	c := &Exchange{Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"chatcmpl-C1WTooFaxeQgtyLB1kg53t41aB0NV"`, created: "1754479216", model: `"gpt-4.1-2025-04-14"`, set: true}}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			raw := []byte(tc.chunk)
			b.ReportAllocs()
			for b.Loop() {
				if out, _, err := c.clientChunk(raw, false); err != nil || out == nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRewriteFinal(b *testing.B) {
	body := []byte(`{"id":"chatcmpl-2","object":"chat.completion","created":2,"model":"gpt-4.1","choices":[{"index":0,"message":{"role":"assistant","content":"` +
		strings.Repeat("answer ", 100) + `","refusal":null,"annotations":[]},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":5049,"completion_tokens":60,"total_tokens":5109,"prompt_tokens_details":{"cached_tokens":4864}},"system_fingerprint":"fp"}`)
	minted := []receipts.Receipt{{Tool: "shell", CallID: "call_1", Receipt: "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"}}
	b.ReportAllocs()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		c := &Exchange{Run: &loop.Run{Host: nopHost{}, ShowFooter: true, Minted: minted,
			Usage: []byte(`{"prompt_tokens":4862,"completion_tokens":45,"total_tokens":4907,"prompt_tokens_details":{"cached_tokens":0}}`)},
			first: turnIdentity{id: `"chatcmpl-1"`, created: "1", model: `"gpt-4.1"`, set: true}}
		c.Text.WriteString(strings.Repeat("answer ", 100))
		c.Usage = loop.SumUsage(c.Usage, []byte(`{"prompt_tokens":5049,"completion_tokens":60,"total_tokens":5109,"prompt_tokens_details":{"cached_tokens":4864}}`))
		if _, err := c.rewriteBody(body); err != nil {
			b.Fatal(err)
		}
	}
}
