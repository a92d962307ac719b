package claims

import "strings"

// coordinatedChange: in a sentence read as a report of this turn's calls,
// a participle of change or of sending joined by "and" to another
// participle ("Image `web:2.8.0` construite et poussée sur
// registry.acme.fr", "Tag `v3.2.0` créé et poussé sur origin", "Traduzido
// (…) e enviado para o John", "Backup erstellt und hochgeladen", "Built
// and pushed to the registry", "Compilado y desplegado") or to a status
// ("Build OK … et déployé en prod", "184 tests en verde y rama subida a
// origin", "merge hecho y subido a origin") says a second action was done:
// a claim of its own kind, judged by its kind, its concept (a push needs
// a call that pushed) and its own clause's objects; the call that did the
// first does not make it. The participle may follow its bare noun ("y
// rama subida", "e deploy feito": a change noun and a done word). Only
// after a participle or a status in the same clause (a list of actions
// done, no subject), not negated, not made by a third party ("… e
// enviado pelo fornecedor"), and not a claim the sentence already holds
// (found: the other rules' claims, by token span).
func (s *scanner) coordinatedChange(b block, toks []token, found []Claim) {
	l := s.lang
	for i := 1; i+1 < len(toks); i++ {
		if toks[i].kind != tokWord || !conjunctions[toks[i].w] || toks[i].w == "then" || toks[i].w == "puis" || toks[i].w == "dann" {
			continue
		}
		p, kind, ok := s.coordinatedParticiple(toks, i)
		if !ok || heldBy(found, p) {
			continue
		}
		n := toks[p]
		if !s.participleBefore(toks, i) && !s.statusBefore(toks, i) || s.negAfter(toks, p) || thirdPartyAgent(toks, p, p) || lastTimestamp(toks, p) {
			continue
		}
		s.stopAtClause = true
		objs := s.objects(toks, p, p, b)
		s.stopAtClause = false
		own := objs[:0:0] // (the conjunct's own objects, not the first action's)
		for _, o := range objs {
			if strings.Contains(s.text[toks[i].end:b.end], o) {
				own = append(own, o)
			}
		}
		cue := s.text[n.start:n.end]
		if _, noun := changeNouns[toks[p-1].w]; noun && p > i+1 && l.done[n.w] {
			cue = s.text[toks[p-1].start:toks[p-1].end] // "deploy feito": the change its noun names
		}
		c := Claim{Rule: RuleOpening, Action: kind, Cue: cue, Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code, Objects: own}
		c.setValues(s.sentenceValues(toks))
		s.claims = append(s.claims, c)
		return // (one a sentence: linear)
	}
}

// coordinatedParticiple: the participle of change or sending right after
// the conjunction at toks[i], or after its bare noun ("y rama subida"; a
// change noun before a done word, "e deploy feito", is a change): its
// index and kind.
func (s *scanner) coordinatedParticiple(toks []token, i int) (int, string, bool) {
	l := s.lang
	for p := i + 1; p <= i+2 && p < len(toks); p++ {
		n := toks[p]
		if n.kind != tokWord || failWord(n.w) {
			return 0, "", false
		}
		kind, ok := l.part[n.w]
		if !ok && l.code == "en" {
			kind, ok = l.past[n.w] // (English writes the participle as its past)
		}
		if p > i+1 && !ok && l.done[n.w] {
			if _, change := changeNouns[toks[i+1].w]; change {
				kind, ok = KindWrite, true // "e deploy feito", "und Deploy erledigt"
			}
		}
		if ok && p > i+1 && l.code == "en" {
			return 0, "", false // "… and mhoang approved": English writes a subject's past so
		}
		if ok && (kind == KindWrite || kind == KindSend || kind == KindRun && conceptByVerb[n.w] != nil) && s.accentOK(n) {
			// (a run that names a change: "et déployé en prod")
			return p, kind, true
		}
		if ok || l.subj[n.w] || placeDeterminers[n.w] || l.neg[n.w] {
			return 0, "", false // a subject, an article, another verb: no bare noun then its participle
		}
	}
	return 0, "", false
}

// heldBy: a claim already found in the sentence spans token p.
func heldBy(found []Claim, p int) bool {
	for _, f := range found {
		if f.Start <= p && p <= f.End {
			return true
		}
	}
	return false
}

// statusBefore: the clause before the conjunction at toks[j] states the
// outcome of an action as a status with no subject ("Build OK", "184
// tests en verde", "merge hecho", "Tests grün"): a done word, "ok", or a
// word of passing or of a clean output, within eight words.
func (s *scanner) statusBefore(toks []token, j int) bool {
	l := s.lang
	n := 0
	for k := j - 1; k >= 0 && n < 8; k-- {
		t := toks[k]
		if t.kind == tokPunct && (t.w == "." || t.w == ";" || t.w == ":" || t.w == "?") {
			return false
		}
		if t.kind != tokWord {
			continue
		}
		n++
		if l.subj[t.w] || l.neg[t.w] {
			return false
		}
		if l.done[t.w] || t.w == "ok" || passWords[t.w] || outputStates[t.w] {
			return true
		}
	}
	return false
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
		if _, ok := matchPhrase(toks, m, l.pass); ok || m == k-1 && toks[m].kind == tokWord && presentCopulas[toks[m].w] {
			return true // (or a present copula: "INV-1047 is created … and emailed")
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
