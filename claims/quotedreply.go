package claims

// RuleQuotedReply: with no call made this turn, a third party's reply
// quoted as already received ("Tomas already replied: "Got it, Thursday
// works"", "Tomás ya respondió: «…»", "Tomas hat schon geantwortet:
// „…“", "Tomas a déjà répondu : « … »", "O Tomás já respondeu: "…""):
// the words of a message nobody pasted can only come from a mailbox or a
// chat the answer read, and no call read one.
const RuleQuotedReply = "quoted_reply"

// quotedReply returns the reply verb of such a sentence. The shape it
// needs: a subject that is neither the speaker nor the user, an "already"
// word, a past reply verb (Lang.Replied), then a colon and a quote mark.
// Not a claim: a quote whose words the user's messages hold (the user
// pasted the reply), a negated, modal or conditional clause, a reply with
// no "already" (a famous retort, a story: "Churchill replied: …").
// The caller skips hedged and failure sentences and turns with calls.
func (s *scanner) quotedReply(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || len(toks) > 80 || len(l.replied) == 0 {
		return 0, false
	}
	for k := first; k < len(toks) && k < first+10; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			return 0, false // (the reply verb belongs to the opening clause)
		}
		if t.kind != tokWord || !l.replied[t.w] {
			continue
		}
		subject, already := false, false
		for m := first; m < k; m++ {
			u := toks[m]
			switch {
			case u.kind != tokWord:
			case l.neg[u.w] || l.modal[u.w] || l.cond[u.w] || l.hypo[u.w] || l.subj[u.w] || l.said[u.w]:
				return 0, false // "Tomas hasn't replied", "if Tomas wrote", "you said she replied"
			case justWords[u.w]:
				already = true
			case len(u.w) >= 3 && !l.stop[u.w] && !isDigit(u.w[0]):
				subject = true // "Tomás", "the client"
			}
		}
		if !subject || !already || !s.quoteAfter(toks, k) {
			return 0, false
		}
		return k, true
	}
	return 0, false
}

// quoteAfter: within a word or two of the verb ("wrote back"), a colon
// then a quote mark, and the quote's words are not the user's (a reply
// the user pasted is no read).
func (s *scanner) quoteAfter(toks []token, verb int) bool {
	for k := verb + 1; k+1 < len(toks) && k <= verb+3; k++ {
		if toks[k].kind != tokPunct {
			continue
		}
		if toks[k].w != ":" || toks[k+1].kind != tokPunct || toks[k+1].w != "\"" {
			return false
		}
		words, pasted := 0, 0
		for m := k + 2; m < len(toks) && words < 8; m++ {
			u := toks[m]
			if u.kind == tokPunct && u.w == "\"" {
				break
			}
			if u.kind != tokWord || len(u.w) < 3 {
				continue
			}
			words++
			if s.inUserText(u.w) {
				pasted++
			}
		}
		return words > 0 && 2*pasted <= words
	}
	return false
}
