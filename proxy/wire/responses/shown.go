package responses

import (
	"fmt"
	"hash/maphash"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// Text beside the answer that clients show: a reasoning item's summary
// (ChatGPT-style UIs and the SDK helpers show it as the model's
// "thinking") and content (reasoning_text, open-weight models), and the
// spoken answer's transcript. The loop checks it as it checks a refusal:
// every distinct copy the client is sent (deltas, done events, parts,
// items, the final response) is read, since a hostile upstream can make
// them differ. That gives what text_copies.go's equality gives output_text
// (no copy the client may show goes unread) without refusing the
// reasoning streams real upstreams send, whose done copies may be trimmed.
//
// Per event type: every "response.reasoning…" event (summary text and
// parts, reasoning_text, names this package has not heard of yet) has its
// delta, text and part read, and one whose text is not a string is a
// protocol error; "response.audio.transcript…" likewise (delta and
// transcript). Other events pass as before: built-in tools' events carry
// code, queries and arguments a tool ran, not the model's account of
// what ran, and server function calls never reach the client.
type shownText struct {
	reasoning, transcript strings.Builder // the deltas, a paragraph between parts
	reasoningCopies       shownCopies     // done events, parts and items
	transcriptCopies      shownCopies
	lastPart              uint64 // the part the last reasoning delta was for (partKey)
	copyBytes             int    // the bytes of the copies
	// The reasoning parts the deltas wrote, each reasoning's text from
	// partStart on the one being written: a copy equal to one is the same
	// text, neither kept nor counted again. Upstreams send each part's text
	// four times (deltas, the text's and the part's done events, the done
	// item): counted at each, a reasoning text counted four times against
	// limits.max_answer_bytes, and the check read it as often.
	parts     map[uint64][][2]int // maphash of a finished part's text → its spans in reasoning
	partStart int
}

// shownCopies are one kind's copies of shown text, each distinct text
// once (the check reads each once: joinAsides).
type shownCopies struct {
	texts []string
	kept  map[string]bool
}

// Where values of their flags.
const (
	WhereReasoning  = "reasoning"
	WhereTranscript = "audio.transcript"
)

// size is the bytes of text s holds.
func (s *shownText) size() int { return s.reasoning.Len() + s.transcript.Len() + s.copyBytes }

// reset empties s for another round.
func (s *shownText) reset() {
	s.reasoning.Reset()
	s.transcript.Reset()
	s.reasoningCopies, s.transcriptCopies, s.lastPart, s.copyBytes = shownCopies{}, shownCopies{}, 0, 0
	s.parts, s.partStart = nil, 0
}

// keepShown reads the shown text of one event.
func (s *shownText) keepShown(ev *event, typ string) error {
	switch {
	case strings.HasPrefix(typ, "response.reasoning"):
		if d := ev.delta; d.Exists() {
			if !rawjson.TextOrNull(d) {
				return fmt.Errorf("upstream %.64s carries a delta that is not a string", typ)
			}
			// a delta of another part (summary_index, item) starts a paragraph
			part := partKey(ev)
			if part != s.lastPart && s.reasoning.Len() > 0 {
				s.endPart()
				s.reasoning.WriteString("\n\n")
				s.partStart = s.reasoning.Len()
			}
			s.lastPart = part
			s.reasoning.WriteString(d.Str)
		}
		if !s.keepCopy(&s.reasoningCopies, ev.field("text")) || !s.keepPart(&s.reasoningCopies, ev.part) {
			return fmt.Errorf("upstream %.64s carries text that is not a string", typ)
		}
	case strings.HasPrefix(typ, "response.audio.transcript"):
		if d := ev.delta; d.Exists() {
			if !rawjson.TextOrNull(d) {
				return fmt.Errorf("upstream %.64s carries a delta that is not a string", typ)
			}
			s.transcript.WriteString(d.Str)
		}
		if !s.keepCopy(&s.transcriptCopies, ev.field("transcript")) {
			return fmt.Errorf("upstream %.64s carries a transcript that is not a string", typ)
		}
	}
	// A reasoning item or part on any event (output_item.added and .done,
	// or one of a type this package has not heard of, which passes). Most
	// events (deltas) have neither: nothing to look into.
	if !ev.item.Exists() && !ev.part.Exists() {
		return nil
	}
	if ev.item.Get("type").Str == "reasoning" {
		var bad bool
		reasoningTexts(ev.item, func(t gjson.Result) {
			bad = bad || !s.keepCopy(&s.reasoningCopies, t)
		})
		if bad {
			return fmt.Errorf("upstream %.64s carries a reasoning item whose text is not a string", typ)
		}
	}
	if k := ev.part.Get("type").Str; (k == "summary_text" || k == "reasoning_text") && !s.keepPart(&s.reasoningCopies, ev.part) {
		return fmt.Errorf("upstream %.64s carries a reasoning part whose text is not a string", typ)
	}
	return nil
}

// partKey names the reasoning part a delta is for (item, output index,
// summary or content index) without copying the event's bytes.
func partKey(ev *event) uint64 {
	var h maphash.Hash
	h.SetSeed(partSeed)
	for _, r := range [...]string{ev.output.Raw, ev.field("summary_index").Raw, ev.field("item_id").Raw, ev.index.Raw} {
		h.WriteString(r)
		h.WriteByte(0)
	}
	return h.Sum64()
}

var partSeed = maphash.MakeSeed()

// keepCopy keeps a copy of a text the client is sent (the event's bytes
// are the reader's, reused by the next event), unless the same text is
// kept already (as a copy, or as a reasoning part the deltas wrote);
// false for a text that is not a string.
func (s *shownText) keepCopy(copies *shownCopies, t gjson.Result) bool {
	if !rawjson.TextOrNull(t) {
		return false
	}
	if t.Str == "" || copies.kept[t.Str] || copies == &s.reasoningCopies && s.deltaPart(t.Str) ||
		copies == &s.transcriptCopies && t.Str == s.transcript.String() {
		return true
	}
	c := strings.Clone(t.Str)
	copies.texts = append(copies.texts, c)
	if copies.kept == nil {
		copies.kept = make(map[string]bool)
	}
	copies.kept[c] = true
	s.copyBytes += len(c)
	return true
}

// keepPart keeps a reasoning part's text.
func (s *shownText) keepPart(copies *shownCopies, p gjson.Result) bool {
	if !p.Exists() || p.Type == gjson.Null {
		return true
	}
	return p.IsObject() && s.keepCopy(copies, p.Get("text"))
}

// endPart records the reasoning part the deltas finished writing.
func (s *shownText) endPart() {
	text := s.reasoning.String()[s.partStart:]
	if s.parts == nil {
		s.parts = make(map[uint64][][2]int)
	}
	h := maphash.String(partSeed, text)
	s.parts[h] = append(s.parts[h], [2]int{s.partStart, s.reasoning.Len()})
}

// deltaPart reports whether text is what the deltas wrote: the whole
// reasoning, the part being written, or a finished part.
func (s *shownText) deltaPart(text string) bool {
	all := s.reasoning.String()
	if text == all || text == all[s.partStart:] {
		return true
	}
	for _, sp := range s.parts[maphash.String(partSeed, text)] {
		if all[sp[0]:sp[1]] == text {
			return true
		}
	}
	return false
}

// reasoningTexts calls f with the text of every summary and content part
// of a reasoning item (a part that is not an object is given as its text,
// so it is refused).
func reasoningTexts(it gjson.Result, f func(gjson.Result)) {
	for _, key := range [...]string{"summary", "content"} {
		it.Get(key).ForEach(func(_, p gjson.Result) bool {
			if p.IsObject() {
				f(p.Get("text"))
			} else {
				f(p)
			}
			return true
		})
	}
}

// replyReasoning is the text of a response's reasoning items, distinct
// copies a paragraph apart; ok is false when one is not a string.
func replyReasoning(it gjson.Result, texts *[]string) (ok bool) {
	ok = true
	reasoningTexts(it, func(t gjson.Result) {
		ok = ok && rawjson.TextOrNull(t)
		*texts = append(*texts, t.Str)
	})
	return ok
}

// field is the event's top-level member key (its first copy), read from
// the members found in the event's one pass.
func (ev *event) field(key string) gjson.Result {
	for _, f := range ev.fields {
		if f.key == key {
			return gjson.Parse(f.val)
		}
	}
	return gjson.Result{}
}

// shownRound sets the round's reasoning and transcript text, every distinct copy
// the client was sent, for the loop's check.
func (rw *Rewriter) shownRound(r *Round) {
	r.Reasoning = joinAsides(append(append([]string{rw.beside.reasoning.String()}, rw.beside.reasoningCopies.texts...), r.Reply.Reasoning))
	r.Transcript = joinAsides(append([]string{rw.beside.transcript.String()}, rw.beside.transcriptCopies.texts...))
}
