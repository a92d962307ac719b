package chat

import (
	"bytes"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// finishChunkSJSON is the reference finishChunk for an upstream finish
// chunk: one sjson edit per field (the production path before the
// splices). FuzzFinishChunk holds finishChunk to it.
func (c *Exchange) finishChunkSJSON(chunk, delta []byte, reason string, report []byte) ([]byte, error) {
	trimmed := rawjson.TrimSpace(chunk)
	if root := gjson.ParseBytes(trimmed); root.IsObject() {
		chunk = withoutMember(trimmed, root, zcReceiptsKey)
	}
	if !gjson.GetBytes(chunk, "choices.0").Exists() {
		b := c.chunk(delta, reason)
		return sjson.SetRawBytes(b, "zc_receipts", report)
	}
	b, err := sjson.SetRawBytes(chunk, "choices.0.delta", delta)
	if err == nil {
		b, err = sjson.SetBytes(b, "choices.0.finish_reason", reason)
	}
	if err == nil && gjson.GetBytes(b, "usage").Exists() {
		b, err = sjson.DeleteBytes(b, "usage")
	}
	if err == nil {
		b, err = c.first.apply(b, gjson.ParseBytes(b))
	}
	if err == nil {
		b, err = sjson.SetRawBytes(b, "zc_receipts", report)
	}
	return b, err
}

// apply sets id, created and model of chunk (parsed as root) to the first
// reply's, touching nothing when they already match.
func (t *turnIdentity) apply(chunk []byte, root gjson.Result) ([]byte, error) {
	if !t.set {
		return chunk, nil
	}
	var err error
	for _, f := range [...]struct{ key, want string }{{"id", t.id}, {"created", t.created}, {"model", t.model}} {
		if f.want == "" || root.Get(f.key).Raw == f.want {
			continue
		}
		if chunk, err = sjson.SetRawBytes(chunk, f.key, []byte(f.want)); err != nil {
			return nil, err
		}
	}
	return chunk, nil
}

// finishChunkCases are upstream finish chunks of every shape the
// reference handles: plain, spaced, without delta, finish_reason, usage
// or identity, with tool calls, repeated and escaped keys, forged
// zc_receipts, choices that are an object, and no choice 0 at all.
var finishChunkCases = []string{
	`{"id":"c","object":"chat.completion.chunk","created":5,"model":"x","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":null}`,
	`{"id":"c","choices":[{"index":0,"delta":{"content":"last words"},"finish_reason":"length"}],"usage":{"total_tokens":3},"obfuscation":"x"}`,
	`{"usage":{"total_tokens":3},"id":"c","created":5,"model":"x","choices":[{"delta":{},"finish_reason":"tool_calls"}]}`,
	` { "id" : "other" , "created" : 9 , "model" : "m2" , "choices" : [ { "delta" : { } , "finish_reason" : "stop" } ] } `,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0,"delta":{"role":"assistant"},"finish_reason":null}],"system_fingerprint":"fp"}`,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0,"finish_reason":"stop"}]}`,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0}]}`,
	`{"id":"c","created":5,"model":"x","choices":[{}]}`,
	`{"id":"c","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"}"}}]},"finish_reason":"tool_calls"}],"x_groq":{"usage":{"total_tokens":2}}}`,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"zc_receipts":{"receipts":["forged"]}}`,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"zc_receipts":{"receipts":["a"]},"zc_receipts":{"receipts":["forged"]}}`,
	`{"id":"c","created":5,"model":"x","choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"zc_receipts":1,"\u007ac_receipts":{"receipts":["forged"]}}`,
	`{"zc_receipts":{},"id":"c","choices":[{"delta":{},"finish_reason":"stop"}]}`,
	`{"id":"a","id":"b","choices":[{"delta":{},"delta":{"content":"x"},"finish_reason":"stop","finish_reason":"length"}],"usage":{"a":1},"usage":{"b":2}}`,
	`{"choices":{"0":{"delta":{},"finish_reason":"stop"}},"id":"c"}`,
	`{"choices":[],"id":"c"}`,
	`{"id":"c"}`,
	`{}`,
	`{"usage":null}`,
	`{"choices":[{"delta":{}}],"usage":null,"model":"m"}`,
	`{"choices":[{"d\u0065lta":{"content":"x"},"finish_reason":"stop"}],"us\u0061ge":{"a":1}}`,
}

// finishChunkRuns are exchanges in the states a finish chunk meets: no
// identity yet, and one captured from the first reply.
func finishChunkRuns() map[string]*Exchange {
	first := turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}
	return map[string]*Exchange{
		// No identity captured; the one a synthesized chunk fills in is
		// fixed, so both paths draw the same.
		"no identity": {first: turnIdentity{id: `"zc-id"`, created: "7", model: `"zc-m"`}, Run: &loop.Run{Host: nopHost{}, Iterations: 1}},
		"identity":    {first: first, Run: &loop.Run{Host: nopHost{}, Iterations: 2}},
		"same identity": {first: turnIdentity{id: `"c"`, created: "5", model: `"x"`, fingerprint: `"fp"`, set: true},
			Run: &loop.Run{Host: nopHost{}, Iterations: 1}},
	}
}

// checkFinishChunk fails unless finishChunk gives raw, as the upstream's
// finish chunk, the reference's bytes; edited reports whether it did
// (false: raw is not JSON, which the reference does not handle).
func checkFinishChunk(t *testing.T, c *Exchange, raw []byte, reason string, needRole bool) (edited bool) {
	t.Helper()
	if !gjson.ValidBytes(rawjson.TrimSpace(raw)) {
		return false
	}
	delta := []byte(`{}`)
	if needRole {
		delta = []byte(`{"role":"assistant","content":""}`)
	}
	report := []byte(`{"receipts":[],"flags":[]}`)
	first := c.first // a synthesized chunk sets the identity: each call starts from the same
	got, err := c.finishChunk(streamTurn{finishChunk: bytes.Clone(raw)}, reason, needRole, report)
	c.first = first
	want, wantErr := c.finishChunkSJSON(bytes.Clone(raw), delta, reason, report)
	c.first = first
	if wantErr != nil {
		if err == nil {
			t.Fatalf("%s: finishChunk %s, reference failed: %v", raw, got, wantErr)
		}
		return false
	}
	if err != nil {
		choice := gjson.GetBytes(rawjson.TrimSpace(raw), "choices.0")
		if err == errFinishChunk && choice.Exists() && !choice.IsObject() {
			return false // failing closed on a choice 0 that is no object
		}
		t.Fatalf("%s: %v; reference %s", raw, err, want)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s:\n   spliced %s\n reference %s", raw, got, want)
	}
	return true
}

// TestFinishChunkMatchesSJSON: the spliced finish chunk is the
// reference's, byte for byte, on every case, needing the role or not.
func TestFinishChunkMatchesSJSON(t *testing.T) {
	for name, c := range finishChunkRuns() {
		for _, raw := range finishChunkCases {
			for _, needRole := range []bool{false, true} {
				if !checkFinishChunk(t, c, []byte(raw), "stop", needRole) {
					t.Fatalf("%s: %s not edited", name, raw)
				}
			}
		}
	}
}

// TestFinishChunkSynthesized: with no upstream finish chunk, the
// synthesized one is the reference's (sjson adding zc_receipts to the
// synthesized chunk).
func TestFinishChunkSynthesized(t *testing.T) {
	for name, c := range finishChunkRuns() {
		got, err := c.finishChunk(streamTurn{}, "length", true, []byte(`{"receipts":[]}`))
		if err != nil {
			t.Fatal(err)
		}
		want, err := sjson.SetRawBytes(c.chunk([]byte(`{"role":"assistant","content":""}`), "length"), "zc_receipts", []byte(`{"receipts":[]}`))
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%s:\n       got %s\n reference %s (%v)", name, got, want, err)
		}
	}
}

// TestFinishChunkFailsClosed: a choice 0 that is no object cannot take
// our delta and finish_reason; the chunk is refused, not guessed at.
func TestFinishChunkFailsClosed(t *testing.T) {
	for _, raw := range []string{`{"choices":[5]}`, `{"choices":["x"],"id":"c"}`, `not json`, `{"choices":[{]}`} {
		c := &Exchange{Run: &loop.Run{Host: nopHost{}}}
		if out, err := c.finishChunk(streamTurn{finishChunk: []byte(raw)}, "stop", false, []byte(`{}`)); err != errFinishChunk {
			t.Fatalf("%s: %s, %v; want errFinishChunk", raw, out, err)
		}
	}
}

// FuzzFinishChunk holds the spliced finish chunk to the sjson reference,
// byte for byte, on any chunk, finish reason and identity.
func FuzzFinishChunk(f *testing.F) {
	for _, raw := range finishChunkCases {
		f.Add(raw, "stop", false)
	}
	f.Add(`{"choices":[{"delta":{"content":"a"},"finish_reason":"length"}],"usage":{"total_tokens":3},"x":"\u2028<"}`, "tool_calls", true)
	f.Add(`{"id":"c","choices":[{"finish_reason":"x"}]}`, "&\"<a>\u2028\xff", false)
	runs := finishChunkRuns()
	f.Fuzz(func(t *testing.T, raw, reason string, needRole bool) {
		for _, c := range runs {
			checkFinishChunk(t, c, []byte(raw), reason, needRole)
		}
	})
}
