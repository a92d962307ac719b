package chat

import (
	"context"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// FuzzClientChunk: whatever an upstream sends, the client gets valid JSON
// without tool calls, finish_reason or usage, with the loop's id.
func FuzzClientChunk(f *testing.F) {
	for _, s := range []string{
		`{"id":"x","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":null}],"usage":null}`,
		`{"id":"x","choices":[{"index":0,"delta":{"content":"a","tool_calls":[{"index":0}]},"finish_reason":"stop"}],"usage":{"total_tokens":1}}`,
		`{"choices":[],"prompt_filter_results":[]}`,
		`{"id":"x","choices":[{"delta":{"reasoning_content":"r","role":"assistant"}}]}`,
		`{"choices":{"0":{"delta":{"content":"odd"}}}}`,
	} {
		f.Add([]byte(s), true)
	}
	c := &Exchange{Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}}
	f.Fuzz(func(t *testing.T, raw []byte, needRole bool) {
		if !gjson.ValidBytes(raw) || !gjson.ParseBytes(raw).IsObject() {
			return // the assembler rejects these before clientChunk sees them
		}
		out, _, err := c.clientChunk(raw, needRole)
		if err != nil || out == nil {
			return
		}
		if !gjson.ValidBytes(out) {
			t.Fatalf("invalid JSON out of %q: %q", raw, out)
		}
		root := gjson.ParseBytes(out)
		if root.Get("id").Raw != `"first"` {
			t.Fatalf("id not rewritten: %s", out)
		}
		if root.Get("usage").Exists() {
			t.Fatalf("usage kept: %s", out)
		}
		if ch := root.Get("choices.0"); ch.Exists() {
			if ch.Get("delta.tool_calls").Exists() {
				t.Fatalf("tool calls kept: %s", out)
			}
			if fr := ch.Get("finish_reason"); fr.Exists() && fr.Type != gjson.Null {
				t.Fatalf("finish_reason kept: %s", out)
			}
		}
	})
}

// clientChunk is the rewrite of one chunk as it came (JSON space and
// all), for tests: the stream parses or scans it first.
func (c *Exchange) clientChunk(raw []byte, needRole bool) (out []byte, hasDelta bool, err error) {
	raw = rawjson.TrimSpace(raw) // offsets below count from the first byte
	return c.clientChunkParsed(raw, gjson.ParseBytes(raw), needRole)
}

// nopHost is a loop.Host for rewrites that run no tool.
type nopHost struct{}

func (nopHost) RunTools(context.Context, []toolrun.Call) []toolrun.Result        { return nil }
func (nopHost) Record(context.Context, toolrun.Result, *receipts.Minted, []byte) {}
func (nopHost) ToolBatch(time.Duration)                                          {}
func (nopHost) Flagged(string)                                                   {}
func (nopHost) Reported([]byte)                                                  {}
