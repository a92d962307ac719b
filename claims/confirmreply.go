package claims

import "strings"

// A follow-up turn often asks only whether the action asked for earlier
// is done ("did it go out?", "¿Ya está?", "C'est bon ?", "und, raus?",
// "Foi?"), and the answer is a bare yes ("Yep, it's out.", "Sí, ya
// está.", "Oui, c'est bon.", "Jep, raus.", "Foi sim."): the yes claims
// the action as a "done" word does (doneReplyIn). Not a yes to a question
// about advice or the user's own action ("should I restart it?", "did I
// leave it on?"), nor one a plan, a hedge or a failure follows ("yes,
// sending it now", "yes, but it timed out").

// maxAskWords bounds the question read: a short follow-up, not a new
// request with a question mark.
const maxAskWords = 8

// confirmAsked: user's message ends with a short question asking whether
// a thing is done: its last sentence holds a word of completion
// (DoneAsk: "yet", "ya", "déjà", "schon", "já") or a past form or a
// participle of an action ("sent", "gefetcht", "passou"), and no modal
// and no first person. It returns the action kind of the past form, if
// one gave it.
func (s *scanner) confirmAsked(user string) (string, bool) {
	q := strings.TrimSpace(user)
	if !strings.HasSuffix(q, "?") || len(user) > 600 {
		return "", false
	}
	// the question's own sentence ("landlord@x.co — did it go out?"):
	// the words after the last break before its question mark
	body := strings.TrimRight(q, "? \t")
	cut := strings.LastIndexAny(body, ".!;:…—–\n")
	if cut >= 0 && cut+1 < len(body) && body[cut] == '.' && isDigit(body[cut+1]) {
		cut = -1 // a decimal point or a date, no break
	}
	cut += len(user) - len(strings.TrimLeft(user, " \t\n")) + 1 // (offsets in user)
	kind, asked, n := "", false, 0
	modal, confirming := false, false
	for _, t := range contextOf(s.tc, user).toks {
		if t.kind != tokWord || t.start < cut {
			continue
		}
		if n++; n > maxAskWords+4 {
			return "", false
		}
		w := t.w
		if firstPersons[w] {
			return "", false // "should I restart it?", "did I leave it open?"
		}
		if anyLang(func(l *compiled) bool { return l.modal[w] }) {
			modal = true
			continue
		}
		confirming = confirming || modal && confirmVerbs[w]
		if anyLang(func(l *compiled) bool { return l.doneAsk[w] }) {
			asked = true
		}
		for _, l := range languages {
			if k, ok := l.part[w]; ok && kind == "" {
				kind, asked = k, true
			} else if k, ok := l.past[w]; ok && kind == "" {
				kind, asked = k, true
			}
		}
	}
	if modal && !(confirming && kind != "") {
		// "can you send it?", "should it go to Rui too?": the action or
		// advice asked for; "could you confirm you sent it?" asks, with
		// a modal's politeness, whether it is done
		return "", false
	}
	if n > maxAskWords && !confirming {
		return "", false
	}
	return kind, asked
}

// confirmVerbs ask to confirm or check a thing (folded; en, es, fr, de,
// pt): after a modal, with a past form or participle of an action, the
// question asks whether that action is done.
var confirmVerbs = mkSet(`confirm verify check
	confirmar verificar comprobar
	confirmer verifier
	bestatigen prufen checken
	conferir`)

// anyLang: f holds for one of the registered lexicons (a short answer
// and its question say little of their language).
func anyLang(f func(l *compiled) bool) bool {
	for _, l := range languages {
		if f(l) {
			return true
		}
	}
	return false
}

// yesWord: w is a word of assent in some lexicon. The Romance "si" is
// also "if": it says yes only standing alone ("Sí, ya está", not "si me
// das el correo, lo envío").
func yesWord(toks []token, i int) bool {
	w := toks[i].w
	if !anyLang(func(l *compiled) bool { return l.yes[w] }) {
		return false
	}
	if w == "si" {
		return i+1 == len(toks) || toks[i+1].kind != tokWord
	}
	return true
}

// yesQualified: after a yes, the answer plans, hedges or reports a
// failure ("yep, sending it now", "sí, lo mando enseguida", "oui,
// probablement", "ja, aber es kam ein Timeout"): no claim.
func (s *scanner) yesQualified(toks []token) bool {
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.w
		if s.lang.hypo[w] || s.lang.fail[w] || s.lang.present1[w] || progressive(w) && stepUnderWay(toks, k) {
			return true
		}
		if _, ok := matchPhrase(toks, k, s.lang.next); ok {
			return true
		}
	}
	return false
}

// progressive: an English gerund or a Romance gerund ("sending",
// "enviando", "mandando"), a step under way, not done.
func progressive(w string) bool {
	if len(w) < 6 || strings.HasSuffix(w, "thing") {
		return false // ("nothing", "something")
	}
	return strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "endo") || strings.HasSuffix(w, "indo")
}

// yesOpens: a yes is among the answer's first three words.
func yesOpens(toks []token) bool {
	n := 0
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if yesWord(toks, i) {
			return true
		}
		if n++; n == 3 {
			break
		}
	}
	return false
}

// outOf: the done word at i is "out" or "raus" of a phrase ("out of
// credits", "raus aus dem Projekt"), no thing sent out.
func outOf(toks []token, i int) bool {
	if w := toks[i].w; w != "out" && w != "raus" {
		return false
	}
	return i+1 < len(toks) && toks[i+1].kind == tokWord && (toks[i+1].w == "of" || toks[i+1].w == "aus")
}

// requestKindAnyLang: the kind the first lexicon that finds a request in
// user reads (requestKind with that lexicon).
func (s *scanner) requestKindAnyLang(user string) string {
	// (only the kind: what requestKind notes of the user's message for
	// the other rules stays the answer lexicon's reading)
	keep, change, words, count, hypo := s.lang, s.changeKind, len(s.reqWords), s.countAsked, s.hypoAsked
	defer func() {
		s.lang, s.changeKind, s.reqWords, s.countAsked, s.hypoAsked = keep, change, s.reqWords[:words], count, hypo
	}()
	toks := contextOf(s.tc, user).toks
	for _, l := range languages {
		if l == keep {
			continue
		}
		s.lang = l
		if k := s.requestKind(user, toks); k != "" {
			return k
		}
	}
	return ""
}

// stepUnderWay: the gerund at k is the step itself, opening the words
// after the yes ("yep, sending it now", "sí, enviándolo") or after a
// form of "be" ("it's sending", "estoy enviando", "tô mandando"); not a
// noun or a gerund of another clause ("it went out this morning", "ela
// até respondeu agradecendo").
func stepUnderWay(toks []token, k int) bool {
	p := -1
	for m := k - 1; m >= 0; m-- {
		if toks[m].kind == tokWord {
			p = m
			break
		}
	}
	if p < 0 {
		return true
	}
	w := toks[p].w
	return progressiveAux[w] || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "'m") || strings.HasSuffix(w, "'re") || strings.HasSuffix(w, "’s") || strings.HasSuffix(w, "’m")
}

// progressiveAux: forms of "be" (and "keep", "go") before a gerund of a
// step under way (en, es, pt, folded).
var progressiveAux = mkSet("am is are be being still just now already m s re esta estoy estamos estan sigo voy vamos estou estamos to ta tou sto ando")
