package responses

import (
	"fmt"
	"strings"

	"github.com/tidwall/gjson"
)

// A Responses stream carries a message's text more than once: the
// output_text deltas (what the loop checks), the text of the part and
// item when added, and the text of output_text.done, content_part.done
// and output_item.done. SDKs build the application's answer from the
// added part plus the deltas (stream helpers) or from the done copies
// (response.output_text, final output items), so every copy the client
// gets must be the text the loop checked. The rewriter writes the done
// events itself from the item's text; a copy that differs from the
// deltas is refused as an upstream protocol error rather than rewritten,
// so a consistent upstream's stream passes byte for byte and a hostile
// one gets no completion at all.

// errTextCopy is the protocol error for a copy of message text that is
// not the deltas the loop checked.
func errTextCopy(where string, up, ci int) error {
	return fmt.Errorf("upstream %s at output_index %d content_index %d carries text its output_text deltas did not stream", where, up, ci)
}

// partStream is what the output_text deltas of one upstream part
// carried: their text, where it starts in the merged text (code points),
// and its length in code points. A part gets one at its first non-empty
// delta.
type partStream struct {
	text        strings.Builder
	base, runes int
}

// addDelta keeps a delta of the output_text part at key (n: its length
// in code points), to check the part's done copies against and to place
// its annotations; the part's text starts at rw.streamed when this is its
// first.
func (rw *Rewriter) addDelta(key [2]int, delta string, n int) {
	if delta == "" {
		return
	}
	p := rw.last
	if p == nil || rw.lastKey != key {
		p = rw.partText[key]
		if p == nil {
			if rw.partText == nil {
				rw.partText = map[[2]int]*partStream{}
			}
			p = &partStream{base: rw.streamed}
			rw.partText[key] = p
		}
		rw.lastKey, rw.last = key, p
	}
	p.text.WriteString(delta)
	p.runes += n
}

// streamedText is the text the deltas of the part at key carried.
func (rw *Rewriter) streamedText(key [2]int) string {
	if p := rw.partText[key]; p != nil {
		return p.text.String()
	}
	return ""
}

// sameText reports whether the copy v (a member that may be absent: a
// copy the client never gets) is want. A non-string is no copy of it.
func sameText(v gjson.Result, want string) bool {
	if !v.Exists() {
		return true
	}
	return v.Type == gjson.String && v.Str == want
}

// checkPartCopy checks the text of a content_part.added or .done part
// (added: the deltas come after it, so it must be empty) or an
// output_text.done event.
func (rw *Rewriter) checkPartCopy(typ string, ev *event, key [2]int) error {
	var v gjson.Result
	want := ""
	switch typ {
	case "response.content_part.added":
		v = ev.partR().text
	case "response.content_part.done":
		v, want = ev.partR().text, rw.streamedText(key)
	case "response.output_text.done":
		v, want = gjson.GetBytes(ev.data, "text"), rw.streamedText(key)
	default:
		return nil
	}
	if !sameText(v, want) {
		return errTextCopy(typ, key[0], key[1])
	}
	return nil
}

// checkItemCopy checks the output_text parts of a message item: when
// added they must be empty (the deltas follow), when done each must be
// what its deltas streamed.
func (rw *Rewriter) checkItemCopy(typ string, it *itemRead, up int) error {
	if it.typ.Str != "message" {
		return nil
	}
	for ci := range it.parts {
		p := &it.parts[ci]
		if p.crossed(p.typ.Str) {
			return errTextCopy(typ, up, ci)
		}
		if p.typ.Str == "output_text" {
			want := ""
			if typ == "response.output_item.done" {
				want = rw.streamedText([2]int{up, ci})
			}
			if !sameText(p.text, want) {
				return errTextCopy(typ, up, ci)
			}
		}
	}
	return nil
}

// eventPartKind is the kind of content part the message event of type
// typ is for: output_text or refusal by the event's name, or its part's
// type (content_part events); "" when it names none.
func eventPartKind(typ string, ev *event) string {
	switch {
	case strings.HasPrefix(typ, "response.output_text."):
		return "output_text"
	case strings.HasPrefix(typ, "response.refusal."):
		return "refusal"
	case typ == "response.content_part.added", typ == "response.content_part.done":
		return ev.partR().typ.Str
	}
	return ""
}

// errPartKind is the protocol error for an event whose part kind is not
// the one its (output, content) index was given first: a refusal part
// done as output_text would carry text the loop never streamed.
func errPartKind(typ string, up, ci int, kind, was string) error {
	return fmt.Errorf("upstream %s at output_index %d content_index %d is for a part of type %.32q, but that part is %s", typ, up, ci, kind, was)
}

// errItemOpen is the protocol error for a terminal event that comes while
// a message item the upstream added has no output_item.done: the item's
// text, which the client builds its final answer from, never came. The
// rewriter refuses it rather than rebuild the item from the deltas, as it
// refuses every other copy that is not the deltas: a consistent upstream
// (OpenAI's) always sends it, and a rebuilt item would hold parts
// (refusals, ids) the upstream never sent.
func errItemOpen(typ string, up int) error {
	return fmt.Errorf("upstream %s before the output_item.done of the message item at output_index %d", typ, up)
}

// strayText reports an event that carries message text (an output_text
// event, or a content part of text) for no message item the upstream
// added: the rewriter would pass it on unchecked.
func strayText(typ string, ev *event) bool {
	if strings.HasPrefix(typ, "response.output_text.") {
		return true
	}
	if typ == "response.content_part.added" || typ == "response.content_part.done" {
		return textPart(ev.partR().typ.Str)
	}
	return false
}

// OutputTextKey is a response object's output_text: the SDKs' name for
// the joined text of its messages, which they compute from the output
// items. OpenAI never sends it; an upstream's copy is one more copy of
// the text the loop never checked (and without the footer), so it is
// dropped from every response object the client gets.
const OutputTextKey = "output_text"

// DropOutputText is body (a response object) without its output_text
// members, however spelled; ok reports whether it had any.
func DropOutputText(body []byte) (out []byte, ok bool) {
	if !strings.Contains(view(body), OutputTextKey) && !strings.Contains(view(body), `\u`) ||
		countMember(view(body), OutputTextKey) == 0 {
		return body, false
	}
	return withoutMember(body, OutputTextKey), true
}

// DropReplyOutputText is DropOutputText of r.Raw, whose members r's
// reading found already when it found them all: the reply's members are
// looked through, not its body walked again (an upstream's instructions
// echo holds \u escapes, which sent DropOutputText's walk over the whole
// body). FuzzDropReplyOutputText holds the two equal.
func DropReplyOutputText(r Reply) (out []byte, ok bool) {
	if r.members == nil {
		return DropOutputText(r.Raw)
	}
	for _, m := range r.members {
		if m.key == OutputTextKey {
			return withoutMember(r.Raw, OutputTextKey), true
		}
	}
	return r.Raw, false
}
