package chat

import (
	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// A chat message's annotations (message.annotations, delta.annotations when
// streamed: OpenAI's url_citation of search models) place themselves by
// code points of the message's content. The proxy merges every round's
// content into one message and ends it with its footer, so each is moved
// by where its round's text starts in the merged text and dropped when it
// places itself outside that round's text (wire.MoveAnnotation): passed on
// untouched, a citation whose span ran past the model's text covered the
// footer (a client linked or replaced "Tool receipts: …"), and one of a
// later round cited other words.

// moveAnnotations is the annotations array arr moved by base code points
// for a round's text of partLen code points, those placed outside it left
// out. A chat annotation holds its offsets in a member named by its type
// ({"type":"url_citation","url_citation":{"start_index":…}}): the offsets
// of the annotation and of each of its object members are moved. ok is
// false when arr is not an array: the member is dropped then.
func moveAnnotations(arr gjson.Result, base, partLen int) (out []byte, ok bool) {
	if !arr.IsArray() {
		return nil, false
	}
	out = append(make([]byte, 0, len(arr.Raw)+16), '[')
	n := 0
	arr.ForEach(func(_, a gjson.Result) bool {
		moved, ok := moveChatAnnotation(a.Raw, base, partLen)
		if !ok {
			return true
		}
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, moved...)
		n++
		return true
	})
	return append(out, ']'), true
}

// moveChatAnnotation is one annotation of moveAnnotations, ok false when it
// is dropped, as is one that repeats a member.
func moveChatAnnotation(raw string, base, partLen int) (string, bool) {
	if _, repeated := jsondup.Find([]byte(raw)); repeated {
		return "", false // the offsets read are the first copy's, a client's the last
	}
	top, ok := wire.MoveAnnotation(raw, base, partLen)
	if !ok {
		return "", false
	}
	b := append(make([]byte, 0, len(top)+16), '{')
	n := 0
	gjson.Parse(top).ForEach(func(k, v gjson.Result) bool {
		val := v.Raw
		if v.IsObject() {
			if val, ok = wire.MoveAnnotation(v.Raw, base, partLen); !ok {
				return false
			}
		}
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, k.Raw...)
		b = append(b, ':')
		b = append(b, val...)
		n++
		return true
	})
	if !ok {
		return "", false
	}
	return string(append(b, '}')), true
}
