package responses

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// outputs assembles the output items the client sees over a loop's rounds:
// every item but the server calls, with all assistant text in one message
// item (the first one the model produced, or one made for the footer), as
// the chat wire gives one assistant message.
type outputs struct {
	slots []slot
	msg   *message
	held  int // the bytes of slots' items but reasoning texts and of msg's parts but its text (the loop counts those), for Rewriter.Held
}

type slot struct {
	index int
	raw   string // the item's JSON; "" for the message, built by array
}

type message struct {
	id     string
	quoted string // id as JSON, once asked for
	// setText is text as appendSetString writes it, for text's length
	// setLen (text only grows): the finished text goes out three times
	// (the done events' part and item, the final output), escaped once.
	setText []byte
	setLen  int
	index   int
	text    strings.Builder
	// runes is text's length in code points, kept as text grows: an
	// annotated part's base, which counting text again for each part
	// would make quadratic in the parts
	runes       int
	annotations []string // of every output_text part, in order
	others      []string // parts that are not output_text (refusal), as sent
}

// addItem takes a finished output item at the client's output index
// (from a reply or an event checked valid JSON, so its members and its
// parts' are read in one walk each: firstOf).
func (o *outputs) addItem(index int, it gjson.Result) {
	var f [3]gjson.Result
	firstOf(it, f[:], "type", "id", "content")
	if f[0].Str != "message" {
		o.slots = append(o.slots, slot{index: index, raw: it.Raw})
		o.held += len(it.Raw)
		if f[0].Str == "reasoning" {
			// its texts are counted as the reasoning the loop checks
			// (shownText, loop.Shown), as the message's text is
			reasoningTexts(it, func(t gjson.Result) { o.held -= len(t.Str) })
		}
		return
	}
	m := o.message(f[1].Str, index)
	f[2].ForEach(func(_, p gjson.Result) bool {
		var pf [3]gjson.Result
		firstOf(p, pf[:], "type", "text", "annotations")
		if pf[0].Str != "output_text" {
			m.others = append(m.others, p.Raw)
			o.held += len(p.Raw)
			return true
		}
		// the part's annotations count in its text: moved to where it
		// starts in the merged text, or dropped (annotations.go)
		base, partLen := -1, 0
		pf[2].ForEach(func(_, a gjson.Result) bool {
			if base < 0 {
				base, partLen = m.runes, utf8.RuneCountInString(pf[1].Str)
			}
			if moved, ok := wire.MoveAnnotation(a.Raw, base, partLen); ok {
				m.annotations = append(m.annotations, moved)
				o.held += len(moved)
			}
			return true
		})
		m.writeText(pf[1].Str)
		return true
	})
}

// writeText appends s to the message text (every write goes here, so
// runes stays its length).
func (m *message) writeText(s string) {
	m.text.WriteString(s)
	m.runes += utf8.RuneCountInString(s)
}

// firstOf sets f[i] to the first member of the object v named keys[i], as
// v.Get(keys[i]) reads it, in one walk of v (checked valid JSON:
// eachMember); a v that is no object leaves them to Get. f is as long as
// keys.
func firstOf(v gjson.Result, f []gjson.Result, keys ...string) {
	if v.IsObject() && eachMember(v.Raw, func(_, key, val string) bool {
		for i, k := range keys {
			if key == k && !f[i].Exists() {
				f[i] = parseValue(val)
			}
		}
		return true
	}) {
		return
	}
	for i, k := range keys {
		f[i] = v.Get(k)
	}
}

// quotedID is the message's id as a JSON string (appendQuote's bytes),
// "" when it has none (renumber then keeps each event's own).
func (m *message) quotedID() string {
	if m.quoted == "" && m.id != "" {
		m.quoted = string(appendQuote(nil, m.id))
	}
	return m.quoted
}

// message is the one message item, made at index when there is none yet.
func (o *outputs) message(id string, index int) *message {
	if o.msg == nil {
		o.msg = &message{id: id, index: index}
		o.slots = append(o.slots, slot{index: index})
	}
	return o.msg
}

// appendTextPart appends the message's merged output_text part, written directly (the sjson edits it
// replaces copied the part once per member; the bytes are the same).
func (m *message) appendTextPart(p []byte) []byte {
	p = append(p, `{"type":"output_text","annotations":[`...)
	for i, a := range m.annotations {
		if i > 0 {
			p = append(p, ',')
		}
		p = append(p, a...)
	}
	p = append(p, `],"logprobs":[],"text":`...)
	if m.setText == nil || m.setLen != m.text.Len() {
		m.setText, m.setLen = appendSetString(m.setText[:0], m.text.String()), m.text.Len()
	}
	return append(append(p, m.setText...), '}')
}

// item is the finished message item.
func (m *message) item() []byte { return m.appendItem(make([]byte, 0, m.text.Len()+256)) }

// appendItem appends item.
func (m *message) appendItem(it []byte) []byte {
	it = appendSetString(append(it, `{"id":`...), m.id)
	it = m.appendTextPart(append(it, `,"type":"message","status":"completed","content":[`...))
	for _, o := range m.others {
		it = append(append(it, ','), o...)
	}
	return append(it, `],"role":"assistant"}`...)
}

// array is the output array in client index order.
func (o *outputs) array() []byte {
	sort.SliceStable(o.slots, func(i, j int) bool { return o.slots[i].index < o.slots[j].index })
	n := 2
	for _, s := range o.slots {
		n += len(s.raw) + 1
	}
	if o.msg != nil {
		n += o.msg.text.Len() + 256
	}
	b := make([]byte, 0, n)
	b = append(b, '[')
	for i, s := range o.slots {
		if i > 0 {
			b = append(b, ',')
		}
		if s.raw == "" {
			b = o.msg.appendItem(b)
			continue
		}
		b = append(b, s.raw...)
	}
	return append(b, ']')
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
