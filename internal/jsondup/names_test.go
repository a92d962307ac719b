package jsondup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// testNames is a small tree like the Responses wire's: an event whose
// item has content parts with annotations.
func testNames() *Names {
	ann := NewNames("type", "start_index", "end_index")
	part := NewNames("type", "text").Kid("annotations", ann)
	item := NewNames("type", "status").Kid("content", part)
	return NewNames("type", "delta").Kid("item", item).Kid("part", part).
		Kid("response", NewNames("status").Kid("output", item).Opaque("tools", "instructions"))
}

// repeatRef is CheckNames's repeat check as a gjson walk: a key repeated
// (decoded) in any object but inside an opaque member's value.
func repeatRef(v gjson.Result, ns *Names) bool {
	if ns == opaqueKind {
		return false
	}
	found := false
	switch {
	case v.IsArray():
		v.ForEach(func(_, e gjson.Result) bool {
			found = repeatRef(e, ns)
			return !found
		})
	case v.IsObject():
		seen := map[string]bool{}
		v.ForEach(func(k, e gjson.Result) bool {
			if found = seen[k.Str]; found {
				return false
			}
			seen[k.Str] = true
			var kid *Names
			if ns != nil {
				kid = ns.kidOf([]byte(k.Str))
			}
			found = repeatRef(e, kid)
			return !found
		})
	}
	return found
}

// variantRef is CheckNames's case check as a gjson walk of the tree:
// every member of an object of kind ns whose decoded key folds to one of
// ns's names (strings.EqualFold, as encoding/json matches them) without
// being it; the values of kids' members walked with the kid's kind.
func variantRef(v gjson.Result, ns *Names) bool {
	if ns == nil || ns == opaqueKind {
		return false
	}
	found := false
	switch {
	case v.IsArray():
		v.ForEach(func(_, e gjson.Result) bool {
			found = variantRef(e, ns)
			return !found
		})
	case v.IsObject():
		v.ForEach(func(k, e gjson.Result) bool {
			for _, n := range ns.names {
				if k.Str != n && strings.EqualFold(k.Str, n) {
					found = true
					return false
				}
			}
			found = variantRef(e, ns.kidOf([]byte(k.Str)))
			return !found
		})
	}
	return found
}

func FuzzCheckNames(f *testing.F) {
	for _, s := range []string{
		`{"type":"x","delta":"d"}`, `{"type":"x","Delta":"d"}`, `{"type":"x","DELTA":"d","delta":"e"}`,
		`{"item":{"type":"message","content":[{"type":"output_text","Text":"hidden"}]}}`,
		`{"item":{"content":[{"annotations":[{"Start_index":1}]}]}}`,
		`{"response":{"output":[{"content":[{"text":"a","TEXT":"b"}]}]}}`,
		`{"response":{"output":[[{"Status":1}]]}}`, `{"response":{"metadata":{"Text":"fine"}}}`,
		`{"\u0044elta":"x"}`, `{"ſtatus":1}`, `{"response":{"ſtatus":1}}`, `{"item":{"\u017ftatus":1}}`,
		`{"item":{"\u212aind":1,"type":"\u212a"}}`, `{"part":{"ıtem":1,"TEXT":1}}`, `{"it\u0065m":{"Type":1}}`,
		`{"item":{"type":1},"item":{"Type":1}}`, `{"a":{"Delta":1}}`, `[{"Delta":1}]`, `{"Delta":}`,
		`{"response":{"tools":[{"a":1,"a":2}],"status":1}}`, `{"response":{"tools":[{"Status":1}],"instructions":{"x":1,"x":2},"output":[{"a":1,"a":1}]}}`,
		`{"response":{"tools":{"a":1},"tools":2}}`, `{"response":{"Tools":[{"a":1,"a":2}]}}`,
	} {
		f.Add([]byte(s))
	}
	names := testNames()
	f.Fuzz(func(t *testing.T, data []byte) {
		var m, mi Members
		r := CheckNames(data, "response", names, &m)
		d, found, valid := CheckIn(data, "response", &mi)
		if r.Valid != valid || fmt.Sprint(m) != fmt.Sprint(mi) {
			t.Fatalf("%q: CheckNames %+v %v, CheckIn %v %v %+v %v", data, r, m, valid, found, d, mi)
		}
		if !valid {
			return
		}
		// a repeat found is Find's unless an opaque value hides it
		if want := repeatRef(gjson.ParseBytes(data), names); r.Repeated != want || r.Repeated && !found {
			t.Fatalf("%q: repeated %v (%+v), gjson walk %v, CheckIn %v", data, r.Repeated, r.Dup, want, found)
		}
		if found && r.Repeated && r.Dup != d && !strings.Contains(d.Path, "tools") && !strings.Contains(d.Path, "instructions") {
			t.Fatalf("%q: CheckNames's repeat %+v, CheckIn's %+v", data, r.Dup, d)
		}
		if want := variantRef(gjson.ParseBytes(data), names); r.Case != want {
			t.Fatalf("%q: case variant %v (%+v), gjson walk %v", data, r.Case, r.Variant, want)
		}
	})
}

// FuzzFoldIsEncodingJSON holds the fold CheckNames tests keys with to
// encoding/json's own matching: a key it calls a variant of a name is
// one encoding/json decodes into the field of that name.
func FuzzFoldIsEncodingJSON(f *testing.F) {
	for _, k := range []string{"Status", "ſtatus", "STATUſ", "\u212aind", "kind", "ıtem", "İtem", "ITEM", "output_Index", "outputindex", "status "} {
		f.Add(k)
	}
	f.Fuzz(func(t *testing.T, key string) {
		var v struct {
			Status string `json:"status"`
			Kind   string `json:"kind"`
			Item   string `json:"item"`
			OI     string `json:"output_index"`
		}
		raw, _ := json.Marshal(map[string]string{key: "x"})
		if err := json.Unmarshal(raw, &v); err != nil {
			return
		}
		matched := v.Status+v.Kind+v.Item+v.OI != ""
		// encoding/json replaces invalid UTF-8 with U+FFFD when it
		// marshals the key: fold the key it decodes
		var back map[string]string
		_ = json.Unmarshal(raw, &back)
		var dk string
		for k := range back {
			dk = k
		}
		ns := NewNames("status", "kind", "item", "output_index")
		exact := dk == "status" || dk == "kind" || dk == "item" || dk == "output_index"
		if got := ns.variant([]byte(dk)) || exact; got != matched {
			t.Fatalf("key %q: variant or exact %v, encoding/json matched %v", dk, got, matched)
		}
	})
}

func TestCheckNames(t *testing.T) {
	names := testNames()
	for _, tc := range []struct {
		name, data, path string
	}{
		{"plain", `{"type":"response.output_text.delta","delta":"hi"}`, ""},
		{"top", `{"type":"response.output_text.delta","Delta":"hi"}`, "Delta"},
		{"escaped", `{"type":"x","\u0044elta":"hi"}`, "Delta"},
		{"long s", `{"response":{"ſtatus":"completed"}}`, `response["ſtatus"]`},
		{"escaped long s, deep", `{"item":{"content":[{"annotations":[{"\u017ftart_index":1}]}]}}`, `item.content[0].annotations[0]["ſtart_index"]`},
		{"deep part", `{"response":{"output":[{"type":"message","content":[{"type":"output_text","text":"a"},{"Text":"b"}]}]}}`, "response.output[0].content[1].Text"},
		{"free-form member", `{"response":{"metadata":{"Text":"x"},"tools":[{"Type":"y"}]}}`, ""},
		{"unknown member", `{"type":"x","Obfuscation":"y"}`, ""},
		{"dotless i is not i", `{"ıtem":{}}`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m Members
			r := CheckNames([]byte(tc.data), "", names, &m)
			if !r.Valid {
				t.Fatalf("not valid")
			}
			if r.Case != (tc.path != "") || r.Variant.Path != tc.path {
				t.Fatalf("case %v at %q, want %q", r.Case, r.Variant.Path, tc.path)
			}
		})
	}
}

// FuzzFoldable holds the eight-byte test to the byte loop.
func FuzzFoldable(f *testing.F) {
	for _, s := range []string{"", "status", "output_index", "sequence_number", "Status", "sequence_Number", "@[`{", "ſtatus", "abcdefgZ", "abcdefghZ"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, key []byte) {
		want := false
		for _, c := range key {
			want = want || 'A' <= c && c <= 'Z' || c >= 0x80
		}
		if got := foldable(key); got != want {
			t.Fatalf("foldable(%q) = %v, want %v", key, got, want)
		}
	})
}

// FuzzPlainKey holds plainKey (a key read as words inside the text around
// it) to fingerprint of the key alone (its path for a decoded key) and to the byte loop of foldable,
// wherever in the text the key sits: at its end, with fewer than eight
// bytes after its start, and before bytes that fold.
func FuzzPlainKey(f *testing.F) {
	for _, s := range []string{"", "status", "output_index", "sequence_number", "Status", "sequence_Number",
		"@[`{", "ſtatus", "abcdefgZ", "abcdefghZ", "abcdefghijklmnopqrstuvwxyZ", "\x00\x00", "a\x00"} {
		f.Add([]byte(s), uint8(0), uint8(0))
		f.Add([]byte(s+`":"ZZZZZZZZ`), uint8(1), uint8(9))
	}
	f.Fuzz(func(t *testing.T, data []byte, pre, post uint8) {
		start, end := int(pre), len(data)-int(post)
		if start > end {
			return
		}
		key := data[start:end]
		want := false
		for _, c := range key {
			want = want || 'A' <= c && c <= 'Z' || c >= 0x80
		}
		s := &scanner{data: bytes.Clone(key)}
		fp, fold := plainKey(data, start, end)
		if fold != want {
			t.Fatalf("plainKey(%q) fold = %v, want %v", key, fold, want)
		}
		if bytes.IndexByte(key, '\\') < 0 {
			if wantFP := s.fingerprint(0, len(key), true); fp != wantFP { // true: the decoding path, the byte loop
				t.Fatalf("plainKey(%q) fp = %x, fingerprint %x", key, fp, wantFP)
			}
		}
	})
}

// FuzzKeyWords holds keyWords to validStringEsc and plainKey, wherever in
// the text the key's contents start.
func FuzzKeyWords(f *testing.F) {
	for _, s := range []string{`type":1}`, `sequence_number":0,"x":1`, `output_index":0}`, `Type":"a","b":"cccccccc"`,
		`a\"b":1,"cccccccccccc"`, "a\tb\":1,\"cccccccccccccc\"", `ſtatus":1,"xxxxxxxxxxxxxx"`, `":1,"xxxxxxxxxxxxxxxx"`,
		`abcdefghijklmnop":1,"xxxxxxxxxx"`, `abcdefghijklmno":1,"xxxxxxxxxx"`, `abcdefgh":1,"xxxxxxxxxx"`} {
		f.Add([]byte(s), uint8(0))
		f.Add([]byte(`{"`+s), uint8(2))
	}
	f.Fuzz(func(t *testing.T, data []byte, at uint8) {
		i := int(at)
		if i > len(data) {
			return
		}
		end, fp, fold, fast := keyWords(data, i)
		if !fast {
			return
		}
		wend, wok, wesc := validStringEsc(data, i)
		if !wok || wesc || wend != end {
			t.Fatalf("%q at %d: keyWords end %d, validStringEsc %d %v %v", data, i, end, wend, wok, wesc)
		}
		if wfp, wfold := plainKey(data, i, end-1); wfp != fp || wfold != fold {
			t.Fatalf("%q at %d: keyWords %x %v, plainKey %x %v", data, i, fp, fold, wfp, wfold)
		}
	})
}
