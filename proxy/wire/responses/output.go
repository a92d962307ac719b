package responses

import (
	"sort"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// outputs assembles the output items the client sees over a loop's rounds:
// every item but the server calls, with all assistant text in one message
// item (the first one the model produced, or one made for the footer), as
// the chat wire gives one assistant message.
type outputs struct {
	slots []slot
	msg   *message
}

type slot struct {
	index int
	raw   string // the item's JSON; "" for the message, built by array
}

type message struct {
	id          string
	index       int
	text        strings.Builder
	annotations []string // of every output_text part, in order
	others      []string // parts that are not output_text (refusal), as sent
}

// addItem takes a finished output item at the client's output index.
func (o *outputs) addItem(index int, it gjson.Result) {
	if it.Get("type").Str != "message" {
		o.slots = append(o.slots, slot{index: index, raw: it.Raw})
		return
	}
	m := o.message(it.Get("id").Str, index)
	it.Get("content").ForEach(func(_, p gjson.Result) bool {
		if p.Get("type").Str != "output_text" {
			m.others = append(m.others, p.Raw)
			return true
		}
		m.text.WriteString(p.Get("text").Str)
		p.Get("annotations").ForEach(func(_, a gjson.Result) bool {
			m.annotations = append(m.annotations, a.Raw)
			return true
		})
		return true
	})
}

// message is the one message item, made at index when there is none yet.
func (o *outputs) message(id string, index int) *message {
	if o.msg == nil {
		o.msg = &message{id: id, index: index}
		o.slots = append(o.slots, slot{index: index})
	}
	return o.msg
}

// textPart is the message's merged output_text part.
func (m *message) textPart() []byte {
	p := []byte(`{"type":"output_text","annotations":[],"logprobs":[],"text":""}`)
	p, _ = sjson.SetRawBytes(p, "annotations", []byte("["+strings.Join(m.annotations, ",")+"]"))
	p, _ = sjson.SetBytes(p, "text", m.text.String())
	return p
}

// item is the finished message item.
func (m *message) item() []byte {
	parts := append([]string{string(m.textPart())}, m.others...)
	it := []byte(`{"id":"","type":"message","status":"completed","content":[],"role":"assistant"}`)
	it, _ = sjson.SetBytes(it, "id", m.id)
	it, _ = sjson.SetRawBytes(it, "content", []byte("["+strings.Join(parts, ",")+"]"))
	return it
}

// array is the output array in client index order.
func (o *outputs) array() []byte {
	sort.SliceStable(o.slots, func(i, j int) bool { return o.slots[i].index < o.slots[j].index })
	var b strings.Builder
	b.WriteByte('[')
	for i, s := range o.slots {
		if i > 0 {
			b.WriteByte(',')
		}
		if s.raw == "" {
			b.Write(o.msg.item())
			continue
		}
		b.WriteString(s.raw)
	}
	b.WriteByte(']')
	return []byte(b.String())
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
