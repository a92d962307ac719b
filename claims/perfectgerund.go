package claims

// perfectGerund: a clause opened by the perfect gerund ("Having gone
// through it, …", "Having checked the logs, …", "Habiendo revisado el
// log, …", "Ayant relu le fichier, …", "Tendo verificado o log, …") says
// the sentence's subject did that action first; in an answer, the
// speaker. It claims the participle's kind (a reading for "gone/been
// through", "durchgegangen": a look through a thing). German has no
// perfect gerund ("Nachdem ich … durchgesehen habe" is a first-person
// perfect the other rules read).
func (s *scanner) perfectGerund(b block, toks []token) bool {
	l := s.lang
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
	}
	if first < 0 || first+1 >= len(toks) || !perfectGerunds[toks[first].w] {
		return false
	}
	k := first + 1
	n := toks[k]
	if n.kind != tokWord {
		return false
	}
	kind, ok := l.part[n.w]
	if !ok && l.code == "en" {
		kind, ok = l.past[n.w]
	}
	if !ok && throughVerbs[n.w] && k+1 < len(toks) && throughWords[toks[k+1].w] {
		kind, ok = KindRead, true // "Having gone through it"
	}
	if !ok || !s.accentOK(n) || s.negAfter(toks, k) {
		return false
	}
	s.stopAtClause = true
	objs := s.objects(toks, first, k, b)
	s.stopAtClause = false
	c := Claim{Rule: RuleAfter, Action: kind, Cue: s.text[toks[first].start:n.end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code, Objects: objs}
	c.setValues(s.sentenceValues(toks))
	s.claims = append(s.claims, c)
	return true
}

// perfectGerunds are the gerunds of the perfect auxiliary (folded): en,
// es, fr, pt, it.
var perfectGerunds = mkSet("having habiendo ayant tendo avendo")

// throughVerbs are participles that, before "through", make a look
// through a thing ("gone through", "been through").
var throughVerbs = mkSet("gone been")
