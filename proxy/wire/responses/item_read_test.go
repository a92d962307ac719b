package responses

import (
	"testing"

	"github.com/tidwall/gjson"
)

// textPartsOnly is itemRead.textPartsOnly by gjson's Get, one look at a
// time: the reference. item is no message, or every content part of it
// is a textPart.
func textPartsOnly(item gjson.Result) bool {
	if item.Get("type").Str != "message" {
		return true
	}
	content := item.Get("content")
	if !content.IsArray() {
		// no parts (absent or null) is fine; a bare string a client may show
		return content.Type == gjson.Null
	}
	ok := true
	content.ForEach(func(_, p gjson.Result) bool {
		typ := p.Get("type").Str
		ok = textPart(typ) && !crossedPart(typ, p)
		return ok
	})
	return ok
}

func sameRead(a, b gjson.Result) bool {
	return a.Type == b.Type && a.Raw == b.Raw && a.Str == b.Str && a.Num == b.Num
}

// FuzzItemRead holds readItemOf and readPart (one walk of an item and of
// each of its parts) to gjson's Gets, look by look, on the valid JSON an
// event carries.
func FuzzItemRead(f *testing.F) {
	f.Add(`{"id":"msg_1","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":"hi"},{"type":"refusal","refusal":"no"}],"role":"assistant"}`)
	f.Add(`{"type":"message","content":[{"type":"refusal","refusal":"no","text":"x"},{"type":"output_text","text":"a","refusal":null},{"type":"text","text":"b"},"s",1]}`)
	f.Add(`{"type":"function_call","name":"read_file","call_id":"c","arguments":"{}","t\u0079pe":"message","name":"x"}`)
	f.Add(`{"type":"message","content":"bare"}`)
	f.Add(`{"type":"message","content":null}`)
	f.Add(`["not","an","item"]`)
	f.Fuzz(func(t *testing.T, doc string) {
		if !gjson.Valid(doc) {
			return
		}
		it := gjson.Parse(doc)
		r := readItemOf(it)
		for _, c := range []struct {
			got  gjson.Result
			path string
		}{{r.typ, "type"}, {r.id, "id"}, {r.name, "name"}, {r.content, "content"}} {
			if w := it.Get(c.path); !sameRead(c.got, w) {
				t.Fatalf("%q: %s %+v, Get %+v", doc, c.path, c.got, w)
			}
		}
		if got, want := r.textPartsOnly(), textPartsOnly(it); got != want {
			t.Fatalf("%q: textPartsOnly %v, Get's %v", doc, got, want)
		}
		isServer := func(n string) bool { return n == "read_file" }
		if got, want := r.serverCall(isServer), isServerCall(it, isServer); got != want {
			t.Fatalf("%q: serverCall %v, isServerCall %v", doc, got, want)
		}
		var parts []gjson.Result
		if it.Get("type").Str == "message" && it.Get("content").IsArray() {
			parts = it.Get("content").Array()
		}
		if len(parts) != len(r.parts) {
			t.Fatalf("%q: %d parts, gjson %d", doc, len(r.parts), len(parts))
		}
		for i, p := range parts {
			pr := &r.parts[i]
			for _, c := range []struct {
				got  gjson.Result
				path string
			}{{pr.typ, "type"}, {pr.text, "text"}, {pr.refusal, "refusal"}} {
				if w := p.Get(c.path); !sameRead(c.got, w) {
					t.Fatalf("%q: part %d %s %+v, Get %+v", doc, i, c.path, c.got, w)
				}
			}
			for _, typ := range []string{"output_text", "refusal", "text", p.Get("type").Str} {
				if got, want := pr.crossed(typ), crossedPart(typ, p); got != want {
					t.Fatalf("%q: part %d crossed(%q) %v, crossedPart %v", doc, i, typ, got, want)
				}
			}
		}
	})
}

// crossedPart (partRead.crossed by Gets, the reference) reports a content part p of type typ that also carries
// the other kind's text: a refusal part with a "text" member or an
// output_text part with a "refusal" one. A client may read either
// member; the loop reads only the one its type names.
func crossedPart(typ string, p gjson.Result) bool {
	switch typ {
	case "output_text":
		return p.Get("refusal").Exists()
	case "refusal":
		return p.Get("text").Exists()
	}
	return false
}

// isServerCall is itemRead.serverCall by Gets: the reference.
func isServerCall(it gjson.Result, isServer func(string) bool) bool {
	return it.Get("type").Str == "function_call" && isServer != nil && isServer(it.Get("name").Str)
}
