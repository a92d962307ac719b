package chat

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
)

// perfClientChunkSJSON is clientChunk as it was written with one sjson call
// per edit: the reference the spliced version must agree with.
func perfClientChunkSJSON(c *Exchange, raw []byte, needRole bool) ([]byte, bool, error) {
	root := gjson.ParseBytes(raw)
	choice := root.Get("choices.0")
	if !choice.Exists() {
		if u := root.Get("usage"); u.Exists() && u.Type != gjson.Null {
			return nil, false, nil
		}
	} else if !carriesClientData(choice.Get("delta")) {
		return nil, false, nil
	}
	out := append([]byte(nil), raw...)
	var err error
	hasDelta := false
	if choice.Exists() {
		hasDelta = true
		delta := choice.Get("delta")
		if delta.Get("tool_calls").Exists() {
			if out, err = sjson.DeleteBytes(out, "choices.0.delta.tool_calls"); err != nil {
				return nil, false, err
			}
		}
		if fr := choice.Get("finish_reason"); fr.Exists() && fr.Type != gjson.Null {
			if out, err = sjson.SetRawBytes(out, "choices.0.finish_reason", []byte("null")); err != nil {
				return nil, false, err
			}
		}
		if needRole && delta.Get("role").Str != "assistant" {
			if out, err = sjson.SetBytes(out, "choices.0.delta.role", "assistant"); err != nil {
				return nil, false, err
			}
		}
	}
	if root.Get("usage").Exists() {
		if out, err = sjson.DeleteBytes(out, "usage"); err != nil {
			return nil, false, err
		}
	}
	for _, f := range [...]struct{ key, want string }{{"id", c.first.id}, {"created", c.first.created}, {"model", c.first.model}} {
		if f.want == "" || gjson.GetBytes(out, f.key).Raw == f.want {
			continue
		}
		if out, err = sjson.SetRawBytes(out, f.key, []byte(f.want)); err != nil {
			return nil, false, err
		}
	}
	return out, hasDelta, nil
}

var perfChunkCases = []string{
	`{"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":" about"},"logprobs":null,"finish_reason":null}],"usage":null,"obfuscation":"Qlb"}`,
	`{"id":"other","object":"chat.completion.chunk","created":9,"model":"m2","choices":[{"index":0,"delta":{"content":"x"},"finish_reason":null}]}`,
	`{"usage":null,"id":"other","choices":[{"delta":{"content":"x","role":"user"},"finish_reason":"stop"}]}`,
	`{"choices":[{"delta":{"content":"x"}}],"usage":null}`,
	`{"usage":null}`,
	`{"choices":[],"prompt_filter_results":[{"prompt_index":0}]}`,
	`{"id":"x","choices":[{"index":0,"delta":{"content":"a","tool_calls":[{"index":0}]},"finish_reason":"stop"}],"usage":{"total_tokens":1}}`,
	`{"id":"x","choices":[],"usage":{"total_tokens":3}}`,
	` { "id" : "x" , "choices" : [ { "delta" : { "reasoning_content" : "r" } } ] , "usage" : null } `,
	`{"id":"a","id":"b","choices":[{"delta":{"content":"dup"}}],"usage":null,"usage":{"total_tokens":1}}`,
	`{"choices":{"0":{"delta":{"content":"odd"}}}}`,
	`{"id":"chatcmpl-1","created":1,"model":"m","choices":[{"delta":{"role":"assistant","content":"hi"}}]}`,
}

// TestPerfClientChunkMatchesSJSON: the spliced clientChunk gives the same
// JSON as the sjson edits it replaced, for the first turn and later ones,
// with and without the role.
func TestPerfClientChunkMatchesSJSON(t *testing.T) {
	runs := map[string]*Exchange{
		"first turn":  {Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"chatcmpl-1"`, created: "1", model: `"m"`, set: true}},
		"no identity": {Run: &loop.Run{Host: nopHost{}}},
	}
	for name, c := range runs {
		for _, raw := range perfChunkCases {
			for _, needRole := range []bool{false, true} {
				t.Run(name, func(t *testing.T) { perfCompareChunk(t, c, []byte(raw), needRole) })
			}
		}
	}
}

func perfCompareChunk(t *testing.T, c *Exchange, raw []byte, needRole bool) {
	t.Helper()
	got, gotDelta, gotErr := c.clientChunk(raw, needRole)
	want, wantDelta, wantErr := perfClientChunkSJSON(c, raw, needRole)
	if (gotErr != nil) != (wantErr != nil) || gotDelta != wantDelta || (got == nil) != (want == nil) {
		t.Fatalf("%s (role %v): got %s, %v, %v; want %s, %v, %v", raw, needRole, got, gotDelta, gotErr, want, wantDelta, wantErr)
	}
	if got == nil {
		return
	}
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("%s (role %v): invalid output %s: %v", raw, needRole, got, err)
	}
	if err := json.Unmarshal(want, &w); err != nil {
		return // the reference broke it; the spliced output is valid
	}
	if !reflect.DeepEqual(g, w) {
		t.Fatalf("%s (role %v):\n got %s\nwant %s", raw, needRole, got, want)
	}
}

// FuzzPerfClientChunk compares clientChunk with the sjson reference on any
// chunk the assembler would accept.
func FuzzPerfClientChunk(f *testing.F) {
	for _, s := range perfChunkCases {
		f.Add([]byte(s), true)
		f.Add([]byte(s), false)
	}
	c := &Exchange{Run: &loop.Run{Host: nopHost{}}, first: turnIdentity{id: `"first"`, created: "1", model: `"m"`, set: true}}
	f.Fuzz(func(t *testing.T, raw []byte, needRole bool) {
		if !gjson.ValidBytes(raw) || !gjson.ParseBytes(raw).IsObject() {
			return
		}
		perfCompareChunk(t, c, raw, needRole)
	})
}

// TestPerfClientChunkUsageNull: "usage": null stays when the client asked
// for usage (as OpenAI sends it on every chunk then) and goes when the
// proxy forced usage on; a usage chunk never reaches the client here.
func TestPerfClientChunkUsageNull(t *testing.T) {
	const text = `{"id":"c","choices":[{"index":0,"delta":{"content":"hi"}}],"usage":null}`
	const usage = `{"id":"c","choices":[],"usage":{"total_tokens":3}}`
	cases := []struct {
		name      string
		wantUsage bool
		raw       string
		want      string // "" means dropped
	}{
		{"asked, text chunk", true, text, text},
		{"forced, text chunk", false, text, `{"id":"c","choices":[{"index":0,"delta":{"content":"hi"}}]}`},
		{"asked, usage chunk", true, usage, ""},
		{"forced, usage chunk", false, usage, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := &Exchange{Run: &loop.Run{Host: nopHost{}}, WantUsage: tc.wantUsage}
			out, _, err := c.clientChunk([]byte(tc.raw), false)
			if err != nil || string(out) != tc.want {
				t.Errorf("got %s, %v; want %s", out, err, tc.want)
			}
		})
	}
}
