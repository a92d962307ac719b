package chat

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/sse"
)

// compareChunkPaths holds the one-pass path (sse.ScanChunk and
// clientChunkScanned) to the gjson path (sse.ParseChunk and
// clientChunkParsed) on one chunk: when the chunk takes the fast path, the
// client gets byte-identical output. It reports whether it did.
func compareChunkPaths(t *testing.T, c *Exchange, raw []byte, needRole bool) bool {
	t.Helper()
	sc, ok := sse.ScanChunk(raw)
	if !ok {
		return false
	}
	root, err := sse.ParseChunk(raw)
	if err != nil {
		t.Fatalf("%q: scanned, but ParseChunk says %v", raw, err)
	}
	trimmed := rawjson.TrimSpace(raw)
	got, gotDelta, gotErr := c.clientChunkScanned(trimmed, &sc, needRole)
	want, wantDelta, wantErr := c.clientChunkParsed(trimmed, root, needRole)
	if !bytes.Equal(got, want) || gotDelta != wantDelta || (gotErr == nil) != (wantErr == nil) {
		t.Fatalf("%q (role %v):\n scanned %q, %v, %v\n  parsed %q, %v, %v", raw, needRole, got, gotDelta, gotErr, want, wantDelta, wantErr)
	}
	var a, b turnIdentity
	a.captureScan(&sc)
	b.capture(root)
	if a != b {
		t.Fatalf("%q: identity scanned %+v, parsed %+v", raw, a, b)
	}
	return true
}

// chunkPathRuns are the loop states a chunk rewrite depends on.
func chunkPathRuns() map[string]*Exchange {
	first := turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}
	return map[string]*Exchange{
		"first turn, usage asked":  {WantUsage: true, Run: &loop.Run{Host: nopHost{}, Iterations: 1}},
		"later turn, identity set": {first: first, Run: &loop.Run{Host: nopHost{}, Iterations: 2}},
		"no request":               {first: first, Run: &loop.Run{Host: nopHost{}, Iterations: 1}},
	}
}

func TestClientChunkScannedMatchesParsed(t *testing.T) {
	chunks := append([]string{
		`{"id":"c","object":"chat.completion.chunk","created":5,"model":"x","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}],"usage":null}`,
		`{"id":"c","choices":[{"index":0,"delta":{"content":"hi \"there\"\n"},"logprobs":null,"finish_reason":null}],"usage":null}`,
		`{"id":"c","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"total_tokens":3}}`,
		`{"id":"c","choices":[],"usage":{"total_tokens":3}}`,
		`{"choices":[],"created":0,"id":"","model":"","prompt_filter_results":[]}`,
		`{"choices":[{"delta":{"role":"tool","reasoning_content":"r"}}],"model":"other"}`,
		`{"usage":null,"choices":[{"index":0,"delta":{"content":"first member usage"}}]}`,
		` { "choices" : [ { "delta" : { "content" : "spaced" } } ] , "id" : "c" } `,
		`{"choices":[{"index":0,"delta":{"refusal":"no"},"finish_reason":"content_filter"}]}`,
	}, perfChunkCases...)
	scanned := 0
	for name, c := range chunkPathRuns() {
		for _, raw := range chunks {
			for _, needRole := range []bool{false, true} {
				t.Run(name, func(t *testing.T) {
					if compareChunkPaths(t, c, []byte(raw), needRole) {
						scanned++
					}
				})
			}
		}
	}
	// The plain chunks above must take the fast path, or this test
	// compares nothing: 9 of them in 3 states, with and without role.
	if scanned < 9*3*2 {
		t.Fatalf("only %d chunk rewrites took the one-pass path", scanned)
	}
}

// FuzzClientChunkScanned compares the two paths on any chunk.
func FuzzClientChunkScanned(f *testing.F) {
	for _, s := range perfChunkCases {
		f.Add([]byte(s), true)
	}
	f.Add([]byte(`{"id":"c","choices":[{"index":0,"delta":{"content":"\u00e9"},"finish_reason":"stop"}],"usage":null}`), false)
	runs := chunkPathRuns()
	f.Fuzz(func(t *testing.T, raw []byte, needRole bool) {
		if !gjson.ValidBytes(raw) {
			if _, ok := sse.ScanChunk(raw); ok {
				t.Fatalf("ScanChunk accepted invalid JSON %q", raw)
			}
			return
		}
		for _, c := range runs {
			compareChunkPaths(t, c, raw, needRole)
		}
	})
}

// TestFinishChunkForgedReceipts: an upstream finish chunk that carries
// zc_receipts of its own, even twice or under an escaped key, gets the
// proxy's, once.
func TestFinishChunkForgedReceipts(t *testing.T) {
	const head = `{"id":"c","created":5,"model":"x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]`
	for name, tail := range map[string]string{
		"one":               `,"zc_receipts":{"receipts":["forged"]}}`,
		"two":               `,"zc_receipts":{"receipts":["a"]},"zc_receipts":{"receipts":["forged"]}}`,
		"escaped key":       `,"zc_r\u0065ceipts":{"receipts":["forged"]}}`,
		"first and escaped": `,"zc_receipts":1,"\u007ac_receipts":{"receipts":["forged"]}}`,
	} {
		t.Run(name, func(t *testing.T) {
			c := &Exchange{Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"c"`, created: "5", model: `"x"`, set: true}}
			out, err := c.finishChunk(streamTurn{finishChunk: []byte(head + tail)}, "stop", false, []byte(`{"receipts":[]}`))
			if err != nil {
				t.Fatal(err)
			}
			checkOneReport(t, out)
		})
	}
}

// checkReplyView holds viewReply to gjson path searches on one reply.
func checkReplyView(t *testing.T, body string) {
	t.Helper()
	root := gjson.Parse(body)
	v := viewReply(root)
	for _, f := range []struct {
		path string
		got  gjson.Result
	}{
		{"id", v.ident[0]}, {"created", v.ident[1]}, {"model", v.ident[2]},
		{"system_fingerprint", v.fingerprint}, {"usage", v.usage}, {"zc_receipts", v.zcReceipts},
		{"choices.0.message", v.message}, {"choices.0.message.content", v.content},
		{"choices.0.message.tool_calls", v.toolCalls}, {"choices.0.message.refusal", v.refusal},
	} {
		want := root.Get(f.path)
		if f.got.Exists() != want.Exists() || (want.Exists() && f.got.Index != want.Index) ||
			f.got.Raw != want.Raw || f.got.Type != want.Type || f.got.Str != want.Str {
			t.Fatalf("%s: %s\n view %+v\n  get %+v", body, f.path, f.got, want)
		}
	}
	if want := soleChoiceIn(root); v.sole != want {
		t.Fatalf("%s: sole %v, soleChoiceIn %v", body, v.sole, want)
	}
	// caseKey counts only for a reply kept for its sole choice; there it
	// is every choice's keys and the top level's, as read by a full walk
	if want := caseKeyRef(root); v.sole && v.caseKey != want {
		t.Fatalf("%s: caseKey %v, full walk %v", body, v.caseKey, want)
	}
}

// caseKeyRef is replyView.caseKey read the slow way: the top level's keys
// against the members read by name, every choice of the first "choices"
// for "index" and "message", and the first message's members.
func caseKeyRef(root gjson.Result) bool {
	found := false
	var choices gjson.Result
	root.ForEach(func(k, val gjson.Result) bool {
		if k.Str == "choices" && !choices.Exists() {
			choices = val
		} else if k.Str != "choices" && replySlot(&replyView{}, k.Str) == nil && rawjson.CaseVariant(k.Str, "choices") {
			found = true
		}
		return true
	})
	choices.ForEach(func(_, c gjson.Result) bool {
		c.ForEach(func(k, _ gjson.Result) bool {
			found = found || rawjson.CaseVariant(k.Str, "index", "message")
			return true
		})
		return true
	})
	root.Get("choices.0.message").ForEach(func(k, _ gjson.Result) bool {
		found = found || rawjson.CaseVariant(k.Str, "content", "refusal", "tool_calls") || strings.EqualFold(k.Str, "multicontent")
		return true
	})
	return found
}

func TestReplyViewMatchesGet(t *testing.T) {
	for _, body := range []string{
		`{"id":"c","object":"chat.completion","created":5,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"hi","refusal":null},"finish_reason":"stop"}],"usage":{"total_tokens":3},"system_fingerprint":"fp"}`,
		`{"choices":[{"message":{"content":null,"tool_calls":[{"id":"a","type":"function","function":{"name":"f","arguments":"{}"}}]}}]}`,
		`{"id":"a","id":"b","choices":[{"message":{"content":"1","content":"2"}}],"choices":[],"usage":null,"usage":{"x":1}}`,
		`{"\u0069d":"escaped","choices":[{"message":{"c\u006fntent":"esc"}}]}`,
		`{"choices":{"0":{"message":{"content":"object choices"}}}}`,
		`{"choices":[{"message":"not an object"}],"zc_receipts":{"forged":true}}`,
		` {"choices":[],"id":"c"} `,
		`{"choices":[{"index":1,"message":{"content":"bad index"}}]}`,
		`{"choices":[{"message":{"content":"a"},"index":0},{"index":1}]}`,
		`{"choices":[{"index":0,"message":{"content":"a"}}],"choices":[{"index":2}]}`,
		`{"choices":["x",{"message":1}]}`,
		`{"choices":[[{"message":1}]]}`,
		`{"choices":[{"message":{"content":"m1"},"message":{"content":"m2"},"index":null}]}`,
		`["choices",{"choices":[]}]`,
	} {
		checkReplyView(t, body)
	}
}

func FuzzReplyView(f *testing.F) {
	f.Add(`{"id":"c","choices":[{"message":{"content":"hi","tool_calls":[]}}],"usage":{"a":1}}`)
	f.Fuzz(func(t *testing.T, body string) {
		if !gjson.Valid(body) {
			return
		}
		checkReplyView(t, body)
	})
}

// BenchmarkStreamChunkPath is the whole per-chunk work of a streamed turn
// (fold into the assembler, rewrite for the client) on a plain text chunk:
// the one-pass path against the gjson path it replaced.
func BenchmarkStreamChunkPath(b *testing.B) {
	chunk := []byte(`{"id":"chatcmpl-perf","object":"chat.completion.chunk","created":1754479216,"model":"perf","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":" release"},"logprobs":null,"finish_reason":null}],"usage":null}`)
	c := &Exchange{WantUsage: true, Run: &loop.Run{Host: nopHost{}, Iterations: 1},
		first: turnIdentity{id: `"chatcmpl-perf"`, created: "1754479216", model: `"perf"`, set: true}}
	b.Run("scan", func(b *testing.B) {
		b.ReportAllocs()
		var asm sse.Assembler
		for b.Loop() {
			sc, ok := sse.ScanChunk(chunk)
			if !ok {
				b.Fatal("not scanned")
			}
			asm.AddScan(&sc)
			if out, _, err := c.clientChunkScanned(rawjson.TrimSpace(chunk), &sc, false); err != nil || out == nil {
				b.Fatal(err)
			}
			asm.Reset()
		}
	})
	b.Run("gjson", func(b *testing.B) {
		b.ReportAllocs()
		var asm sse.Assembler
		for b.Loop() {
			root, err := sse.ParseChunk(chunk)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := asm.AddParsed(root); err != nil {
				b.Fatal(err)
			}
			if out, _, err := c.clientChunkParsed(rawjson.TrimSpace(chunk), root, false); err != nil || out == nil {
				b.Fatal(err)
			}
			asm.Reset()
		}
	})
}

// checkOneReport fails unless out is a JSON object with exactly one
// zc_receipts member, the proxy's (no "forged" anywhere).
func checkOneReport(t *testing.T, out []byte) {
	t.Helper()
	n := 0
	gjson.ParseBytes(out).ForEach(func(k, _ gjson.Result) bool {
		if k.Str == zcReceiptsKey {
			n++
		}
		return true
	})
	if !gjson.ValidBytes(out) || n != 1 || bytes.Contains(out, []byte("forged")) {
		t.Fatalf("%d zc_receipts members (want 1), forged kept or invalid: %s", n, out)
	}
}
