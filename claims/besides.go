package claims

import (
	"strings"
	"unicode"
)

// Besides: a chatty reply reports the asked-for action done ("C'est
// parti 🧹", "Listo, ya le llegó ✅", "Erledigt") and then, in a later
// clause or sentence, one more action with an additive word ("… et j'ai
// mis la serpillière aussi", "y de paso le avisé a tu hermana
// también"). The first report is the call's; the additive action needs a
// call of its own, even when no other claim of the answer was found to
// use the first call (a done word or a check mark is no claim of its
// own once the answer holds another).

// maxBesidesLook bounds the text read before an additive claim's cue for
// the report it comes besides (chatty replies are short; linear).
const maxBesidesLook = 240

// besidesMarks are check and thumbs marks that say a thing is done.
const besidesMarks = "✅✔✓☑👍👌"

// markBesides sets c.more.besides when c's clause holds an additive word
// and the answer, within maxBesidesLook bytes before c's cue, says a
// thing was done: a done word ("listo", "c'est parti", "erledigt"), a
// participle of change or sending, or a check mark.
func (s *scanner) markBesides(c *Claim) {
	if !additiveClaim(c) || !additiveBesideCue(c) {
		return
	}
	at := c.Start
	if k := strings.Index(c.Sentence, c.Cue); k >= 0 {
		at += k
	}
	lo := max(0, at-maxBesidesLook)
	for lo > 0 && lo < at && s.text[lo]&0xC0 == 0x80 {
		lo++ // (start on a whole character)
	}
	before := s.text[lo:at]
	done := strings.ContainsAny(before, besidesMarks)
	if !done {
		for _, t := range tokenize(nil, before, 0, len(before)) {
			if t.kind != tokWord {
				continue
			}
			t.w, t.bare = fold(t.w), fold(t.bare)
			if s.lang.done[t.w] || s.lang.done[t.bare] {
				done = true
				break
			}
			if kind, ok := s.lang.part[t.w]; ok && (kind == KindWrite || kind == KindSend) {
				done = true
				break
			}
		}
	}
	if !done {
		return
	}
	c.editMore(func(m *claimMore) { m.besides = true })
}

// secondCall: besides the call that did the reported action, another
// successful call of this turn can back c: two or more compatible ones,
// or one that names each of c's objects (its own call).
func secondCall(c *Claim, calls []Call) bool {
	n := 0
	for j := range calls {
		call := &calls[j]
		if call.Earlier {
			continue
		}
		if st := call.Status; st != Verified && st != Unverified && st != Client || !compatibleFor(c, call) {
			continue
		}
		if namesAllObjects(c, call) {
			return true
		}
		n++
	}
	return n >= 2
}

// additiveBesideCue: the additive word stands in the cue's own stretch of
// the clause, no mark between them ("… et j'ai mis la serpillière
// aussi"; not "cuisine éteinte ✅ garage aussi", whose elliptic "garage
// aussi" is read by additiveellipsis.go).
func additiveBesideCue(c *Claim) bool {
	ws := claimClause(c)
	cue := strings.Fields(fold(c.Cue))
	if len(cue) == 0 {
		return false
	}
	last := cue[len(cue)-1]
	seg, in, found := 0, -1, false
	segs := make([]int, len(ws))
	for k, w := range ws {
		if !wordLike(w) {
			seg++
		}
		segs[k] = seg
		if in < 0 && strings.Trim(w, ".,!?") == last {
			in = seg
		}
	}
	for k, w := range ws {
		if segs[k] != in {
			continue
		}
		found = found || additiveWord(c.Lang, w) || k+1 < len(ws) && segs[k+1] == in && passingPairs[w+" "+ws[k+1]]
	}
	return in >= 0 && found
}

// wordLike: w holds a letter or a digit (not only a mark or an emoji).
func wordLike(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
