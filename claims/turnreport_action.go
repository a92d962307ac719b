package claims

import "strings"

// coordinatedChange: in a sentence read as a report of this turn's calls,
// a participle of change or of sending joined by "and" to another
// participle ("Image `web:2.8.0` construite et poussée sur
// registry.acme.fr", "Tag `v3.2.0` créé et poussé sur origin", "Traduzido
// (…) e enviado para o John", "Backup erstellt und hochgeladen", "Built
// and pushed to the registry", "Compilado y desplegado") says a second
// action was done: a claim of its own kind, judged by its kind, its
// concept (a push needs a call that pushed) and its own clause's objects;
// the call that did the first does not make it. Only after a participle
// in the same clause (a list of actions done, no subject), not negated,
// not made by a third party ("… e enviado pelo fornecedor").
func (s *scanner) coordinatedChange(b block, toks []token) {
	l := s.lang
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].kind != tokWord || !conjunctions[toks[i].w] || toks[i].w == "then" || toks[i].w == "puis" || toks[i].w == "dann" {
			continue
		}
		n := toks[i+1]
		kind, ok := l.part[n.w]
		if !ok && l.code == "en" {
			kind, ok = l.past[n.w] // (English writes the participle as its past)
		}
		if n.kind != tokWord || !ok || kind != KindWrite && kind != KindSend || !s.accentOK(n) || failWord(n.w) {
			continue
		}
		if !s.participleBefore(toks, i) || s.negAfter(toks, i+1) || thirdPartyAgent(toks, i+1, i+1) || lastTimestamp(toks, i+1) {
			continue
		}
		s.stopAtClause = true
		objs := s.objects(toks, i+1, i+1, b)
		s.stopAtClause = false
		c := Claim{Rule: RuleOpening, Action: kind, Cue: s.text[n.start:n.end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code, Objects: objs}
		c.setValues(s.sentenceValues(toks))
		s.claims = append(s.claims, c)
		return // (one a sentence: linear)
	}
}

// participleBefore: a participle of the lexicon stands before the
// conjunction at toks[j] in its clause: within six words, or opening the
// sentence ("Traduzido (\"…\") e enviado"), with no finite subject
// between (a speaker's or a third party's clause is read by the other
// rules).
func (s *scanner) participleBefore(toks []token, j int) bool {
	l := s.lang
	first := -1
	for k, t := range toks {
		if t.kind == tokWord {
			first = k
			break
		}
	}
	for k := j - 1; k >= 0 && k >= j-6; k-- {
		t := toks[k]
		if t.kind == tokPunct && (t.w == "." || t.w == ";" || t.w == ":") {
			break
		}
		if t.kind != tokWord {
			continue
		}
		if l.subj[t.w] {
			return false
		}
		if s.participleForm(t) && !recordHeading(toks, k) {
			return s.participleHead(toks, k, first)
		}
	}
	return first >= 0 && first < j && s.participleForm(toks[first]) && !recordHeading(toks, first)
}

// participleHead: the participle at toks[k] heads a list of actions done
// rather than a finite clause with a subject: it opens the sentence, or a
// passive auxiliary stands before it ("has been created … and assigned",
// "a été construite et poussée"), or (outside English, whose past is its
// participle: "he opened the contract and replied") a noun phrase with no
// perfect auxiliary ("Image construite et poussée"; not "Marc a construit
// et poussé", a third party's perfect).
func (s *scanner) participleHead(toks []token, k, first int) bool {
	if k == first {
		return true
	}
	l := s.lang
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		if _, ok := matchPhrase(toks, m, l.pass); ok {
			return true
		}
	}
	if l.code == "en" {
		return false
	}
	for m := k - 1; m >= 0 && m >= k-8; m-- {
		t := toks[m]
		if t.kind == tokPunct && t.w != "\"" && t.w != "(" && t.w != ")" {
			break
		}
		if t.kind == tokWord && perfectAux[t.w] && (t.w != "a" || s.text[t.start:t.end] == "a" || s.text[t.start:t.end] == "A") {
			return false // "Marc a construit et poussé", "hat Marc … gebaut und gepusht"
		}
	}
	return true
}

// perfectAux are the finite auxiliaries of the perfect outside the first
// person, folded (en, es, fr, de, pt, it, nl): a clause with one has a
// finite verb and so a subject of its own (the third person's perfect
// here; a figure followed by one counts a change, derived.go's
// changedAfter). French "a" only as written, not the preposition "à".
// The one list of them; perfectAuxFirst adds the first person plural.
var perfectAux = mkSet("has have had ha han habia habian a ont avait avaient hat haben hatte hatten tem tinha tinham teve hanno aveva heeft hebben")

// perfectAuxFirst: the perfect's auxiliaries of the first person plural
// ("hemos", "avons"), which only changedAfter reads.
var perfectAuxFirst = mkSet("hemos avons")

// participleForm: t is a past participle of the lexicon, or one by its
// regular ending ("construite", "traduzido", "compilado", "uploaded",
// "hochgeladen" is the lexicon's): French -é(e)(s) and -uit(e)(s) as
// written with the accent, Spanish and Portuguese -ado/-ido with their
// feminine and plural, English -ed.
func (s *scanner) participleForm(t token) bool {
	if _, ok := s.lang.part[t.w]; ok && s.accentOK(t) {
		return true
	}
	raw := s.text[t.start:t.end]
	w := t.w
	switch s.lang.code {
	case "fr":
		r := strings.TrimSuffix(strings.ToLower(raw), "s")
		return len(w) >= 5 && (strings.HasSuffix(r, "é") || strings.HasSuffix(r, "ée") || strings.HasSuffix(r, "uit") || strings.HasSuffix(r, "uite"))
	case "es", "pt":
		r := strings.TrimSuffix(w, "s")
		return len(r) >= 6 && (strings.HasSuffix(r, "ado") || strings.HasSuffix(r, "ada") || strings.HasSuffix(r, "ido") || strings.HasSuffix(r, "ida"))
	case "en":
		_, past := s.lang.past[w]
		return past || len(w) >= 5 && strings.HasSuffix(w, "ed")
	}
	return false
}
