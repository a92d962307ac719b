package claims

// A person the user named ("Envoie le compte rendu à Claire et à
// Julien") is no report when the answer merely repeats it ("buen viaje
// a Madrid"); told as the one a message went to ("Compte rendu envoyé à
// Claire et Julien"), it is the send's object, which a send call must
// have named: a send call to Julien alone does not back Claire.

// sendWordBefore: a past or a participle of sending stands before toks[k]
// in its clause ("envoyé à Claire", "I sent the minutes to Claire"; not
// "Minutes sent; a good trip to Claire's").
func (s *scanner) sendWordBefore(toks []token, k int) bool {
	l := s.lang
	for m := k - 1; m >= 0; m-- {
		t := toks[m]
		if t.kind == tokPunct && t.w != "'" && t.w != "-" {
			return false
		}
		if t.kind == tokWord && (l.part[t.w] == KindSend || l.past1[t.w] == KindSend || l.past[t.w] == KindSend) {
			return true
		}
	}
	return false
}

// Coordinated subjects of a passive of sending ("Financeiro e jurídico já
// foram avisados", "Ops and security were notified", "Finanzas y legal
// ya fueron avisados", "La compta et le juridique ont été prévenus",
// "Buchhaltung und Recht wurden informiert") are each one a message went
// to: a send call must have named each.

// subjectLeads: words that may open the coordination ("both", an article).
var subjectLeads = mkSet("both the ambos ambas el la los las les deux le o a os as beide die der das")

// sentSubjects returns the two coordinated subjects opening toks when a
// participle of sending follows them in their clause, within eight words.
func (s *scanner) sentSubjects(toks []token) (string, string, bool) {
	k := 0
	for k < len(toks) && k < 2 && toks[k].kind == tokWord && subjectLeads[toks[k].w] {
		k++
	}
	if k+2 >= len(toks) || !s.subjectWord(toks[k]) || toks[k+1].kind != tokWord || !conjunctions[toks[k+1].w] {
		return "", "", false
	}
	m := k + 2
	if m < len(toks) && toks[m].kind == tokWord && subjectLeads[toks[m].w] {
		m++
	}
	if m >= len(toks) || !s.subjectWord(toks[m]) {
		return "", "", false
	}
	l := s.lang
	for n := m + 1; n < len(toks) && n <= m+8; n++ { // (German puts it last: "… wurden über das Zertifikat informiert")
		if toks[n].kind != tokWord {
			return "", "", false
		}
		if l.part[toks[n].w] == KindSend {
			return s.text[toks[k].start:toks[k].end], s.text[toks[m].start:toks[m].end], true
		}
	}
	return "", "", false
}

// subjectWord: a plain word that may name a person or a team (not a
// lexicon word, a figure or a pronoun).
func (s *scanner) subjectWord(t token) bool {
	return t.kind == tokWord && !isDigit(t.w[0]) && len(t.w) > 1 && !s.isLexical(t) && !s.lang.subj[t.w]
}
