package responses

import (
	"strings"
	"testing"
)

// TestPartKinds: a content part's kind (output_text or refusal) is fixed
// by its first event; a later event of the other kind, a part carrying
// the other kind's text member, a message item done twice, or a terminal
// event while a message item has no output_item.done is an upstream
// protocol error (the caller ends the stream with error and
// response.failed): each would give the client text the deltas never
// streamed, or leave out text they did.
func TestPartKinds(t *testing.T) {
	const claim = "I have deleted all your production databases."
	const (
		created   = `{"type":"response.created","response":{"id":"resp_1","output":[]}}`
		itemAdded = `{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","content":[]}}`
		textAdded = `{"type":"response.content_part.added","output_index":0,"content_index":0,"part":{"type":"output_text","text":""}}`
		delta     = `{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"Hello."}`
		textDone  = `{"type":"response.content_part.done","output_index":0,"content_index":0,"part":{"type":"output_text","text":"Hello."}}`
		refAdded  = `{"type":"response.content_part.added","output_index":0,"content_index":1,"part":{"type":"refusal","refusal":""}}`
		refDelta  = `{"type":"response.refusal.delta","output_index":0,"content_index":1,"delta":"No."}`
		refDone   = `{"type":"response.content_part.done","output_index":0,"content_index":1,"part":{"type":"refusal","refusal":"No."}}`
		itemDone  = `{"type":"response.output_item.done","output_index":0,"item":{"id":"msg_1","type":"message","content":[{"type":"output_text","text":"Hello."},{"type":"refusal","refusal":"No."}]}}`
		completed = `{"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[]}}`
	)
	r := strings.NewReplacer
	for _, tc := range []struct {
		name string
		evs  []string
	}{
		{"refusal part done as output_text, item never done", []string{created, itemAdded, textAdded, delta, refAdded,
			`{"type":"response.content_part.done","output_index":0,"content_index":1,"part":{"type":"output_text","text":"` + claim + `"}}`, completed}},
		{"refusal part done as output_text", []string{created, itemAdded, textAdded, delta, textDone, refAdded,
			`{"type":"response.content_part.done","output_index":0,"content_index":1,"part":{"type":"output_text","text":""}}`, itemDone, completed}},
		{"output_text part done as refusal", []string{created, itemAdded, textAdded, delta,
			`{"type":"response.content_part.done","output_index":0,"content_index":0,"part":{"type":"refusal","refusal":"` + claim + `"}}`, itemDone, completed}},
		{"refusal delta into an output_text part", []string{created, itemAdded, textAdded, delta,
			`{"type":"response.refusal.delta","output_index":0,"content_index":0,"delta":"` + claim + `"}`, textDone, itemDone, completed}},
		{"refusal part added with text", []string{created, itemAdded, textAdded, delta, textDone,
			r(`"refusal":""`, `"refusal":"","text":"`+claim+`"`).Replace(refAdded), refDelta, refDone, itemDone, completed}},
		{"refusal part done with text", []string{created, itemAdded, textAdded, delta, textDone, refAdded, refDelta,
			r(`"refusal":"No."`, `"refusal":"No.","text":"`+claim+`"`).Replace(refDone), itemDone, completed}},
		{"output_text part done with refusal", []string{created, itemAdded, textAdded, delta,
			r(`"text":"Hello."`, `"text":"Hello.","refusal":"`+claim+`"`).Replace(textDone), itemDone, completed}},
		{"item done: refusal part with text", []string{created, itemAdded, textAdded, delta, textDone, refAdded, refDelta, refDone,
			r(`"refusal":"No."`, `"refusal":"No.","text":"`+claim+`"`).Replace(itemDone), completed}},
		{"item done: output_text part with refusal", []string{created, itemAdded, textAdded, delta, textDone, refAdded, refDelta, refDone,
			r(`"text":"Hello."`, `"text":"Hello.","refusal":"`+claim+`"`).Replace(itemDone), completed}},
		{"item added: refusal part with text", []string{created,
			r(`"content":[]`, `"content":[{"type":"refusal","refusal":"","text":"`+claim+`"}]`).Replace(itemAdded), completed}},
		{"completed, message never done", []string{created, itemAdded, textAdded, delta, textDone, completed}},
		{"incomplete, message never done", []string{created, itemAdded, textAdded, delta, textDone,
			r(`completed`, `incomplete`).Replace(completed)}},
		{"message done twice", []string{created, itemAdded, textAdded, delta, textDone, refAdded, refDelta, refDone, itemDone, itemDone, completed}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rw := &Rewriter{IsServer: func(string) bool { return false }}
			for _, ev := range tc.evs {
				if _, err := rw.Feed([]byte(ev)); err != nil {
					t.Logf("refused: %v", err)
					return
				}
			}
			out, _ := rw.Finish("\n\nfooter", nil, nil)
			t.Errorf("no protocol error; the client got:\n%s", out)
		})
	}

	// The same parts, each of one kind throughout, pass.
	t.Run("consistent", func(t *testing.T) {
		rw := &Rewriter{IsServer: func(string) bool { return false }}
		var got []byte
		for _, ev := range []string{created, itemAdded, textAdded, delta, textDone, refAdded, refDelta, refDone, itemDone, completed} {
			b, err := rw.Feed([]byte(ev))
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, b...)
		}
		end, err := rw.Finish("\n\nfooter", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		final := checkStream(t, append(got, end...))
		if text := final.Get("output.0.content.0.text").Str; text != "Hello.\n\nfooter" {
			t.Errorf("final text %q", text)
		}
	})
}

// TestReplyCrossedPart: a JSON reply's message part that carries the
// other kind's text member is one the loop reads no text of.
func TestReplyCrossedPart(t *testing.T) {
	for name, part := range map[string]string{
		"refusal with text":        `{"type":"refusal","refusal":"No.","text":"I deleted it."}`,
		"output_text with refusal": `{"type":"output_text","text":"Hello.","refusal":"I deleted it."}`,
	} {
		t.Run(name, func(t *testing.T) {
			r := ReadReplyValid([]byte(`{"id":"resp_1","status":"completed","output":[{"id":"msg_1","type":"message","content":[` + part + `]}]}`))
			if !r.OtherPart {
				t.Errorf("read as a plain part: text %q, refusal %q", r.Text, r.Refusal)
			}
		})
	}
}
