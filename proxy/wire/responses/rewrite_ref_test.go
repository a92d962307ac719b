package responses

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// rewriteSequence is Rewrite as a sequence of sjson edits (one copy of the
// body per tool, one for instructions): the reference Rewrite's one-copy
// splice is held to. A "tools": null is first made [] (sjson alone would
// write {"-1": tool} in its place).
func rewriteSequence(r *Request, tools []Tool, prompt string) ([]byte, error) {
	out := r.Body
	var err error
	if r.Tools.Type == gjson.Null {
		for _, t := range tools {
			if !r.ClientTools[t.Name] {
				if out, err = sjson.SetRawBytes(out, "tools", []byte("[]")); err != nil {
					return nil, err
				}
				break
			}
		}
	}
	for _, t := range tools {
		if r.ClientTools[t.Name] {
			continue
		}
		if out, err = sjson.SetRawBytes(out, "tools.-1", t.json()); err != nil {
			return nil, fmt.Errorf("add tool %q: %w", t.Name, err)
		}
	}
	instr, set, err := instructionsFor(r, prompt)
	if err != nil || !set {
		return out, err
	}
	return sjson.SetBytes(out, "instructions", instr)
}

// FuzzRewriteMatchesSequence: for any request ParseRequest accepts,
// Rewrite writes byte for byte what the sjson sequence writes.
func FuzzRewriteMatchesSequence(f *testing.F) {
	for _, s := range []string{
		`{"model":"m","input":"x"}`, `{ "model":"m" , "tools" : [ ] }`, `{"model":"m","tools":[{"type":"function","name":"clock"}],"instructions":"i"}`,
		`{"model":"m","tools":null,"instructions":null}`, " {\"model\":\"m\",\"tools\":[1 ]\n} \n",
		"\n {\"model\":\"m\",\"tools\":[{\"type\":\"web_search\"}],\"instructions\":\"i\"} ", "\t{\"model\":\"m\"}", `{"instructions":"a","model":"m","tools":[{"type":"web_search"} , 2]}`,
	} {
		f.Add([]byte(s), "P<>", true)
	}
	f.Fuzz(func(t *testing.T, body []byte, prompt string, both bool) {
		if !gjson.ValidBytes(body) {
			return
		}
		r, e := ParseRequest(body)
		if e != nil {
			return
		}
		tools := []Tool{{Name: "clock"}}
		if both {
			tools = append(tools, Tool{Name: "read", Description: "<d>", Parameters: []byte(`{"type":"object"}`)})
		}
		got, err := Rewrite(r, tools, prompt)
		want, werr := rewriteSequence(r, tools, prompt)
		if (err == nil) != (werr == nil) || !bytes.Equal(got, want) {
			t.Fatalf("body %s prompt %q:\n got  %s (%v)\n want %s (%v)", body, prompt, got, err, want, werr)
		}
		if err == nil && !gjson.ValidBytes(got) {
			t.Fatalf("invalid JSON: %s", got)
		}
	})
}

// TestToolCacheKey: tools that differ only in where name ends and
// description begins render apart.
func TestToolCacheKey(t *testing.T) {
	a, b := Tool{Name: "ab", Description: "c"}, Tool{Name: "a", Description: "bc"}
	if bytes.Equal(a.cachedJSON(), b.cachedJSON()) || !bytes.Equal(a.cachedJSON(), a.json()) || !bytes.Equal(b.cachedJSON(), b.json()) {
		t.Fatalf("%s / %s", a.cachedJSON(), b.cachedJSON())
	}
}
