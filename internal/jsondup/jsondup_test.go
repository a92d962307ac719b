package jsondup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestFind(t *testing.T) {
	many := func(n int, extra string) string {
		var b strings.Builder
		b.WriteString(`{"messages":[{"role":"user"`)
		for i := range n {
			fmt.Fprintf(&b, `,"k%d":%d`, i, i)
		}
		b.WriteString(extra + `}]}`)
		return b.String()
	}
	tests := []struct {
		name, in  string
		key, path string // key "" means no repeat
	}{
		{name: "none", in: `{"model":"m","messages":[{"role":"user","content":"hi"}]}`},
		{name: "top level", in: `{"model":"a","messages":[],"model":"b"}`, key: "model", path: "model"},
		{name: "escaped repeat", in: `{"model":"a","mo\u0064el":"b"}`, key: "model", path: "model"},
		{name: "escaped first", in: `{"m\u006Fdel":"a","model":"b"}`, key: "model", path: "model"},
		{name: "escaped slash", in: `{"a/b":1,"a\/b":2}`, key: "a/b", path: `["a/b"]`},
		{name: "surrogate pair", in: `{"\ud83d\ude00":1,"😀":2}`, key: "😀", path: `["😀"]`},
		{name: "in a message", in: `{"model":"m","messages":[{"role":"user"},{"role":"system","content":"x","role":"user"}]}`, key: "role", path: "messages[1].role"},
		{name: "deep", in: `{"tools":[{"type":"function","function":{"name":"a","parameters":{"type":"object","type":"x"}}}]}`, key: "type", path: "tools[0].function.parameters.type"},
		{name: "same key in sibling objects", in: `{"a":{"x":1},"b":{"x":1},"c":[{"x":1},{"x":2}]}`},
		{name: "key text inside a value", in: `{"a":"\"a\":1","b":"a"}`},
		{name: "escaped quote in key", in: `{"a\"b":1,"a\u0022b":2}`, key: `a"b`, path: `["a\"b"]`},
		{name: "values are not keys", in: `{"a":"b","c":"b","d":["a","a"]}`},
		{name: "empty keys", in: `{"":1,"":2}`, key: "", path: `[""]`},
		{name: "large object without repeat", in: many(100, "")},
		{name: "large object with repeat", in: many(100, `,"k7":0`), key: "k7", path: "messages[0].k7"},
		{name: "large object escaped repeat", in: many(40, `,"k\u0033":0`), key: "k3", path: "messages[0].k3"},
		{name: "not an object", in: `[1,"a",{"a":1}]`},
		{name: "scalar", in: `"a"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := tt.key != "" || tt.path != ""
			d, found := Find([]byte(tt.in))
			if found != want {
				t.Fatalf("Find(%s) found=%v (%+v), want %v", tt.in, found, d, want)
			}
			if found && (d.Key != tt.key || d.Path != tt.path) {
				t.Fatalf("Find(%s) = %+v, want key %q path %q", tt.in, d, tt.key, tt.path)
			}
			if ref := hasRepeat(t, []byte(tt.in)); ref != want {
				t.Fatalf("reference says repeat=%v", ref)
			}
		})
	}
}

// hasRepeat is the reference: encoding/json's tokenizer, which decodes
// keys as Find does, with a set of keys per open object.
func hasRepeat(t testing.TB, data []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(data))
	type open struct {
		obj    bool
		keys   map[string]bool
		expect bool // the next token is a key
	}
	var stack []*open
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		var top *open
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.obj && top.expect {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				if n := len(stack); n > 0 && stack[n-1].obj {
					stack[n-1].expect = true
				}
				continue
			}
			k, ok := tok.(string)
			if !ok {
				t.Fatalf("reference: key token %T", tok)
			}
			if top.keys[k] {
				return true
			}
			top.keys[k] = true
			top.expect = false
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &open{obj: true, keys: map[string]bool{}, expect: true})
			continue
		case json.Delim('['):
			stack = append(stack, &open{})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		// A value ended: the enclosing object expects a key next.
		if n := len(stack); n > 0 && stack[n-1].obj {
			stack[n-1].expect = true
		}
	}
}

// FuzzFind holds Find to the reference on any valid JSON: it finds a
// repeat exactly when encoding/json's tokens hold one, and the key it
// names is repeated in the text.
func FuzzFind(f *testing.F) {
	for _, s := range []string{
		`{"model":"a","model":"b"}`,
		`{"mo\u0064el":"a","model":"b"}`,
		`{"messages":[{"role":"user","role":"tool"}]}`,
		`{"a":{"b":[{"c":1,"d":{"c":2}}]},"b":1}`,
		`{"\ud800":1,"\udc00":2}`,
		`{"\ud83d\ude00":1,"\ud83d":2}`,
		`{"a\\":1,"a\\\"":2,"a\\\\":3}`,
		`{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":0,"k11":0,"k12":0,"k13":0,"k14":0,"k15":0,"k16":0,"k\u0031":0}`,
		`[{"a":1},{"a":1}]`,
		`"x"`, `{}`, `[]`, `{"a":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, found := Find(data) // must not panic on anything
		if !json.Valid(data) {
			return
		}
		if want := hasRepeat(t, data); found != want {
			t.Fatalf("Find(%q) found=%v (%+v), reference %v", data, found, d, want)
		}
	})
}

// BenchmarkFind measures Find against gjson.ValidBytes, which the proxy
// runs on every chat body anyway, over the same bodies: a chat request of
// growing history.
func BenchmarkFind(b *testing.B) {
	for _, n := range []int{1, 16, 256, 4096} {
		body := chatBody(n)
		b.Run(fmt.Sprintf("find/messages=%d/bytes=%d", n, len(body)), func(b *testing.B) {
			b.SetBytes(int64(len(body)))
			b.ReportAllocs()
			for b.Loop() {
				if _, found := Find(body); found {
					b.Fatal("repeat")
				}
			}
		})
		b.Run(fmt.Sprintf("gjson_valid/messages=%d/bytes=%d", n, len(body)), func(b *testing.B) {
			b.SetBytes(int64(len(body)))
			b.ReportAllocs()
			for b.Loop() {
				if !gjson.ValidBytes(body) {
					b.Fatal("invalid")
				}
			}
		})
	}
}

func chatBody(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{"model":"gpt-4o","stream":true,"messages":[{"role":"system","content":"You are helpful."}`)
	for i := range n {
		fmt.Fprintf(&b, `,{"role":"user","content":"Question %d: what does the log say about the deploy of build %d? Please answer in detail, quoting \"lines\"."}`, i, i)
		fmt.Fprintf(&b, `,{"role":"assistant","content":null,"tool_calls":[{"id":"call_%d","type":"function","function":{"name":"shell","arguments":"{\"command\":\"git log -n %d\"}"}}]}`, i, i)
		fmt.Fprintf(&b, `,{"role":"tool","tool_call_id":"call_%d","content":"commit abc%d\nAuthor: x\n\n    fix\n\n[receipt: zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]"}`, i, i)
	}
	b.WriteString(`],"tools":[{"type":"function","function":{"name":"lookup","parameters":{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}}}]}`)
	return b.Bytes()
}
