package claims

import "strings"

// In English a past and its participle are one form ("replied",
// "posted", "marked"), so "Priya replied on 3 December" reads like a
// diary-style opening ("Replied to Priya on 3 December"). A person's
// name right before the form, opening its sentence or clause, is the
// verb's subject: a third party's action, which a record the answer read
// shows (a mailbox, a channel, a ticket), not the speaker's own send or
// change. The claim stays, as a report of content: a look-up must have
// returned it (no call, or a call that did not, still flags).

// namedSubject: toks[i], an English past form, follows a capitalised
// word the lexicon does not know and the user's message names (a name,
// not "Just" or "Also", not "Refund" of "Refund issued"), which opens the
// sentence or a clause.
func (s *scanner) namedSubject(toks []token, i int) bool {
	if s.lang.code != "en" || i == 0 {
		return false
	}
	p := toks[i-1]
	if p.kind != tokWord || !p.cap || !p.plain || len(p.w) < 2 || strings.HasSuffix(p.w, "ly") || !isAllLetters(p.w) || s.isLexical(p) {
		return false
	}
	if _, ok := s.lang.nouns[p.w]; ok || !s.userNamed(p.w) {
		// (the user named them: "Any mail from Priya?"; a capitalised
		// word the user did not name, or wrote only to open a sentence,
		// may be a thing, "Refund issued for pi_3Q…", "Minutes sent to
		// ops@…", the speaker's own report)
		return false
	}
	return i == 1 || toks[i-2].kind == tokPunct && toks[i-2].w != "\""
}

// userNamed: the user's message holds w capitalised inside a sentence
// (after a word or a comma), as a name is written, not only opening one
// ("Refund pi_3Q… please").
func (s *scanner) userNamed(w string) bool {
	ut := s.userToks
	for k := 1; k < len(ut); k++ {
		if t := ut[k]; t.kind == tokWord && t.cap && t.w == w && (ut[k-1].kind == tokWord || ut[k-1].w == ",") {
			return true
		}
	}
	return false
}
