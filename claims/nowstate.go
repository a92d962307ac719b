package claims

import "strings"

// RuleNowState: in answer to a request for a change ("change my status",
// "trag den Termin ein"), with no call made this turn, a plain statement
// of the thing's new state with a "now" word ("your Slack status now
// says …", "der Termin steht jetzt im Kalender", "o dentista agora está
// na agenda") claims the change was made.
const RuleNowState = "now_state"

// requestKind is the action kind the user's message asks for (its first
// request verb), or "".
func (s *scanner) requestKind(user string, toks []token) string {
	if user == "" || len(user) > 600 {
		return "" // a long message is no bare request
	}
	kind := ""
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		// the map is read only for a word the rule bits list as a request
		// verb (the look-up per word of the user's message was the cost)
		var k string
		var ok bool
		if s.lang.ruleBits(t)&rRequest != 0 {
			k, ok = s.lang.request[t.w]
		}
		w := t.w
		if !ok {
			// a request verb with its pronouns or in the infinitive
			// ("resérvame", "leeren")
			k, w, ok = requestFallback(s.lang, t.w)
		}
		if !ok && t.w == "let" && letKnow(toks, i) {
			k, w, ok = KindSend, "let", true // "let Dana know the review moved"
		}
		if !ok && isLightImperative(t.w) {
			k, ok = lightRequest(toks, i) // "fais le virement", "mach den Server neu"
		}
		if !s.countAsked && (t.w[0] == 'h' || t.w[0] == 'w' || t.w[0] == 'c' || t.w[0] == 'q') && countQuestionAt(toks, i) {
			s.countAsked = true
		}
		if i < 2 && !s.hypoAsked && hypoOpeners[t.w] && strings.IndexByte(user, '?') >= 0 && ownActionAfter(toks, i) {
			s.hypoAsked = true
		}
		if ok {
			if kind == "" {
				kind = k
			}
			if s.changeKind == "" && (k == KindWrite || k == KindSend) {
				s.changeKind = k
			}
			if len(s.reqWords) < 8 {
				s.reqWords = append(s.reqWords, w)
			}
		}
	}
	if kind == "" && politeRequest(user, toks) {
		kind = KindWrite
		s.changeKind = KindWrite // "licht im flur aus bitte", "heating on in the living room pls, 21 degrees"
	}
	return kind
}

// hypoOpeners open a question about what would happen if the user did
// something ("If I delete …, can I …?", "Si ejecuto …, ¿pierdo algo?",
// "Si je supprime …", "Wenn ich … lösche, …?", "Se eu apagar …?").
var hypoOpeners = mkSet("if si wenn falls se")

// ownActionAfter: the conditional at toks[i] has the user as its subject:
// a first-person pronoun, or (Spanish, Portuguese) a verb in the first
// person right after it ("si ejecuto", "se apago").
func ownActionAfter(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return false
		}
		if firstPersons[t.w] {
			return true
		}
		if k == i+1 && len(t.w) >= 5 && t.w[len(t.w)-1] == 'o' && t.plain {
			return true
		}
	}
	return false
}

var firstPersons = mkSet("i we je j' nous ich wir yo eu nosotros nos")

// presentPassiveNear: a present auxiliary of the passive or of a state
// stands in or just before toks[i:j+1] ("tout est définitivement
// effacé", "es wird „fertig“ gemeldet", "is deleted"): how a thing works,
// not what was done (read with an explanation request).
func presentPassiveNear(toks []token, i, j int) bool {
	for k := max(i-4, 0); k <= j && k < len(toks); k++ {
		if t := toks[k]; t.kind == tokWord && presentAux[t.w] {
			return true
		}
	}
	return false
}

var presentAux = mkSet("is are gets get est sont wird werden é são")

// countQuestionAt: the user's message asks how many at toks[i] ("how
// many", "wie viele", "cuántos", "combien", "quantos", "quanti").
func countQuestionAt(toks []token, i int) bool {
	w := toks[i].w
	if howManyWord(w) {
		return true
	}
	if i+1 < len(toks) && toks[i+1].kind == tokWord {
		nx := toks[i+1].w
		return w == "how" && (nx == "many" || nx == "much") || w == "wie" && (nx == "viele" || nx == "viel")
	}
	return false
}

// howManyWord reports whether w (folded) asks how many in one word. A
// switch, not a set: it is asked of every word of the user's message that
// starts with c, h, q or w, and a map look-up cost more than the rest of
// requestKind's work on such a word. TestHowManyWord holds it to the set
// it was (mkSet of the same words).
func howManyWord(w string) bool {
	switch w {
	case "cuantos", "cuantas", "combien", "quantos", "quantas", "quanti", "quante", "wieviele": // "cuántos" folds to "cuantos"
		return true
	}
	return false
}

// countedSubject: the passive at toks[i:j+1] has a count as its subject
// ("wurden im November 143 Verträge gekündigt", "se registraron 4.102
// pedidos", "311 accounts were created since Monday"): answering "how
// many", it tells what the records hold, a figure a query returns, not a
// change made with a tool.
func (s *scanner) countedSubject(toks []token, i, j int) bool {
	from, to := i, j // the passive's clause: up to 4 words before it, 3 after, no punctuation
	for from > 0 && from > i-4 && toks[from-1].kind == tokWord {
		from--
	}
	for to+1 < len(toks) && to < j+3 && toks[to+1].kind == tokWord {
		to++
	}
	for k := from; k < to; k++ {
		// a count and its noun, a space apart ("143 Verträge"; not "18 % …")
		if t, n := toks[k], toks[k+1]; t.kind == tokWord && t.w != "" && isDigit(t.w[0]) && n.kind == tokWord && !isDigit(n.w[0]) && strings.TrimSpace(s.text[t.end:n.start]) == "" {
			return true
		}
	}
	return false
}

// thirdPartyAgent: the participle at toks[j] has an agent that is a third
// party ("R$ 1.250,00 pagos pela Ótica Visão Clara", "paid by Acme at
// 9:42", "cancelado por el cliente", "payée par M. Roux", "von Kröger
// bezahlt"): a change someone else made, as a record shows it, not one
// made with a tool. A capitalised name or a party noun follows "by"
// within three words of the participle (German: the agent before it).
func thirdPartyAgent(toks []token, i, j int) bool {
	at := func(k int) bool {
		if k+1 >= len(toks) || toks[k].kind != tokWord || !agentWords[toks[k].w] {
			return false
		}
		n := k + 1
		if n+1 < len(toks) && toks[n].kind == tokWord && agentArticles[toks[n].w] {
			n++
		}
		t := toks[n]
		return t.kind == tokWord && (t.cap && !firstPersons[t.w] && t.w != "i" || partyNouns[t.w])
	}
	for k := j + 1; k < len(toks) && k <= j+3; k++ {
		if toks[k].kind != tokWord {
			break
		}
		if at(k) {
			return true
		}
	}
	for k := j - 1; k >= 0 && k >= i-3; k-- {
		if toks[k].kind != tokWord {
			break
		}
		if toks[k].w == "von" && at(k) {
			return true
		}
	}
	return false
}

var (
	agentWords    = mkSet("by por par von pela pelo pelos pelas durch")
	agentArticles = mkSet("the el la los las le les der die dem den o a os as un una une ein einem einer")
	partyNouns    = mkSet(`customer client user sender recipient bank payer
		cliente usuario remitente banco pagador
		utilisateur expediteur banque payeur
		kunde kunden nutzer absender bank
		cliente usuario remetente banco pagador`)
)

// stateSince: the passive at toks[i:j+1] says how long its state has
// held ("la serrure est verrouillée depuis 22 h 05", "ist seit 22:05
// verriegelt", "has been locked since 10:05", "está cerrada desde
// ayer"): a state a reading shows, what a status call returns, not the
// change itself. A time or a day follows the word of "since" in the
// passive's clause.
func stateSince(toks []token, i, j int) bool {
	for k := i; k+1 < len(toks) && k <= j+4; k++ {
		t := toks[k]
		if t.kind != tokWord {
			if k > j {
				return false // the passive's clause ended
			}
			continue
		}
		if durationSince[t.w] {
			n := toks[k+1]
			return n.kind == tokWord && n.w != "" && (isDigit(n.w[0]) || sinceDays[n.w])
		}
	}
	return false
}

var (
	durationSince = mkSet("since depuis seit desde")
	sinceDays     = mkSet(`yesterday monday tuesday wednesday thursday friday saturday sunday
		ayer lunes martes miercoles jueves viernes sabado domingo
		hier lundi mardi mercredi jeudi vendredi samedi dimanche
		gestern montag dienstag mittwoch donnerstag freitag samstag sonntag
		ontem segunda terca quarta quinta sexta sabado domingo`)
)

// politeRequest: a short message with no verb a lexicon lists that asks
// with a word of politeness and no question ("licht im flur aus bitte",
// "calefacción del salón a 21 porfa", "heating on pls"): a request for
// a change.
func politeRequest(user string, toks []token) bool {
	if len(user) > 160 || strings.IndexByte(user, '?') >= 0 {
		return false
	}
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		switch t.w { // (politeWords, no map access)
		case "please", "pls", "plz", "bitte", "porfa", "porfis", "stp", "svp":
			return true
		case "favor":
			return i > 0 && toks[i-1].w == "por"
		case "plait":
			return i > 0 && toks[i-1].w == "te"
		}
	}
	return false
}

// requestVerb looks w up among l's request verbs as written, without
// its enclitic pronouns ("resérvame"), or as the infinitive a question
// asks with ("kannst du den Cache leeren", "¿puedes borrar …?", "tu peux
// supprimer …"): it returns the kind and the verb as listed.
func requestVerb(l *compiled, w string) (string, string, bool) {
	if k, ok := l.request[w]; ok {
		return k, w, true
	}
	return requestFallback(l, w)
}

// requestFallback is requestVerb past the word as written.
func requestFallback(l *compiled, w string) (string, string, bool) {
	if len(w) < 5 {
		return "", w, false
	}
	if b := stripEnclitic(w); b != w {
		if k, ok := l.request[b]; ok {
			return k, b, true
		}
	}
	if c := w[len(w)-1]; c == 'r' || c == 'n' || c == 'e' {
		var b string
		switch {
		case (l.code == "de" || l.code == "nl") && strings.HasSuffix(w, "en"):
			b = w[:len(w)-2]
		case (l.code == "es" || l.code == "pt" || l.code == "fr" || l.code == "it") && strings.HasSuffix(w, "r"):
			b = w[:len(w)-1]
		case l.code == "it" && strings.HasSuffix(w, "re"):
			b = w[:len(w)-2] + "a"
		}
		if k, ok := l.request[b]; ok && b != "" {
			return k, b, true
		}
	}
	return "", w, false
}

// stripEnclitic removes the object pronouns an imperative carries
// ("resérvame" → "reserva", "cancélamelo" → "cancela", "manda-me",
// "réserve-moi", "achète-la"), folded: the request verb is looked up
// bare.
func stripEnclitic(w string) string {
	n := len(w)
	if n < 5 {
		return w
	}
	// one switch on the last two bytes: most words end in no pronoun
	switch w[n-2:] {
	case "me", "te", "lo", "la", "le", "os", "as", "es":
	case "oi", "us", "ui", "ur", "he", "ch", "ir":
		// only after a hyphen ("réserve-moi", "envoie-nous", "manda-lhe")
	default:
		if w[n-2] != '-' { // "manda-o", "envia-a"
			return w
		}
	}
	if i := strings.LastIndexByte(w, '-'); i > 2 {
		if encliticSuffix[w[i+1:]] {
			return w[:i]
		}
		return w
	}
	for _, suf := range encliticEnds {
		if n >= len(suf)+3 && strings.HasSuffix(w, suf) { // ("ponme" → "pon")
			return w[:n-len(suf)]
		}
	}
	return w
}

// encliticEnds: pronouns attached without a hyphen (es), longest first.
var encliticEnds = []string{"melo", "mela", "selo", "sela", "noslo", "me", "te", "nos", "los", "las", "les", "lo", "la", "le"}

var encliticSuffix = mkSet("moi toi nous vous le la les lui leur me te nos lo la los las lhe lhes o a os as mir mich")

// RuleRequestedState: in answer to a request for a change ("cancel my
// Netflix subscription", "apaga las luces del salón", "buch mir einen
// Tisch"), with no call made this turn, the thing the user named stated
// in the new state with a participle of that change ("Your Netflix
// subscription is cancelled", "Las luces del salón ya están apagadas",
// "Der Tisch ist für 20 Uhr reserviert") claims the change was made.
const RuleRequestedState = "requested_state"

// requestedState returns the index of the participle of such a sentence,
// and its kind. Not a state: a sentence that negates, reports someone's
// words, is future, or holds a modal, a condition, a hypothesis or a
// failure word before the participle ("Once your taxi is booked, …").
func (s *scanner) requestedState(toks []token, first int) (int, string, bool) {
	l := s.lang
	if first < 0 || l.imper[toks[first].w] || l.modal[toks[first].w] || l.cond[toks[first].w] || l.hypo[toks[first].w] {
		return 0, "", false
	}
	for _, t := range toks {
		if t.kind == tokWord && (l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't") || futureWords[t.w] || speechVerbs[t.w]) {
			return 0, "", false
		}
	}
	if k, kind, ok := s.verblessState(toks, first); ok {
		return k, kind, true
	}
	for c := first + 1; c < len(toks) && c <= first+10; c++ {
		t := toks[c]
		if t.kind == tokPunct && t.w == "(" {
			// a name in brackets beside the subject ("Ticket 4471 (Login
			// loop) is closed"): the clause goes on after it
			if e := closingParen(toks, c, len(toks)); e > c {
				c = e
				continue
			}
		}
		if t.kind == tokPunct && t.w != "'" {
			return 0, "", false // the state is in the first clause
		}
		if t.kind != tokWord || l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] {
			if t.kind == tokWord {
				return 0, "", false
			}
			continue
		}
		j, ok := matchPhrase(toks, c, l.state)
		if !ok {
			continue
		}
		subject := false
		for k := first; k < c; k++ {
			if u := toks[k]; u.kind == tokWord && len(u.w) >= 4 && !l.stop[u.w] && s.inUserText(u.w) {
				subject = true
			}
		}
		if !subject {
			return 0, "", false
		}
		lim := j + 2
		if l.code == "de" {
			lim = j + 10 // "ist für heute 20 Uhr im Lindenhof reserviert"
		}
		for k := j; k < len(toks) && k < lim; k++ {
			u := toks[k]
			if u.kind == tokPunct {
				break
			}
			if u.kind != tokWord {
				continue
			}
			if l.modal[u.w] || l.cond[u.w] || l.hypo[u.w] {
				return 0, "", false
			}
			kind, ok := l.part[u.w]
			rk := s.reqKind
			if s.readTurn && s.changeKind != "" {
				rk = s.changeKind // (after calls that changed nothing)
			}
			if resultStates[u.w] && (rk == KindWrite || rk == KindRun || rk == KindSend) {
				kind, ok = rk, true // "tmp/cache.db is gone", "Your page is live"
			}
			if !ok {
				continue
			}
			if kind != KindWrite && kind != KindSend && kind != KindRun {
				return 0, "", false
			}
			if kind == rk || s.requested(u.w) || resultStates[u.w] {
				for m, v := range toks {
					if m != k && v.kind == tokWord && (l.fail[v.w] || l.fail[v.bare] || failWord(v.w)) {
						return 0, "", false // "the booking is rejected: card declined"
					}
				}
				return k, kind, true
			}
			return 0, "", false
		}
		return 0, "", false
	}
	return 0, "", false
}

// resultStates are adjectives of a change's result that are no
// participle: gone, live, online ("tmp/cache.db is gone", "la page est en
// ligne", "der Branch ist weg", "a página já está no ar").
var resultStates = mkSet("gone live online weg fuera desaparecido desaparecida disparu disparue sumiu sumido ligne línea linea ar")

// deliveredStates: participles of a message's arrival, the end state of a
// send ("delivered", "entregado", "livré", "zugestellt", "entregue"): in
// answer to a request to send, a status line stating one claims the send.
// (Not a send participle in the lexicons: "your parcel was delivered" is a
// carrier's doing.)
var deliveredStates = mkSet("delivered entregado entregada entregados entregadas livré livrée livrés livrées remis remise zugestellt ausgeliefert entregue entregues")

// requested: w shares its first four letters with a request verb of the
// user's message ("cancelled" after "cancel", "apagadas" after "apaga").
func (s *scanner) requested(w string) bool {
	for _, r := range s.reqWords {
		if len(r) >= 4 && len(w) >= 4 && r[:4] == w[:4] {
			return true
		}
	}
	return false
}

// futureWords: future auxiliaries a modal list does not hold ("ton statut
// sera maintenant visible": a consequence, not a state).
var futureWords = mkSet("sera seront será serán estará estarán vai vão vao ficará ficara wird")

// speechVerbs report someone's words ("you said it now works"): before the
// "now" word the state is theirs.
var speechVerbs = mkSet("said told says tells claimed claims mentioned wrote dijiste dijo dice dicen comentaste mencionaste contaste dit disait disais mentionne mentionnais sagt sagte sagtest gesagt meinte erwahnt erwahntest geschrieben disse diz dizem falou mencionou mencionaste")

// clauseOpeners open a new clause after a comma.
var clauseOpeners = mkSet("so and but which then y pero que asi donc mais et qui alors und aber also dann sodass e mas entao que")

// nowState returns the index of the "now" word of a sentence stating a
// new state, or false. Not a state: "now" opening the sentence as a
// discourse marker ("Now, before I change it …"), or a sentence that
// instructs, negates, reports someone's words or holds a modal, a
// condition or a failure word (the caller checks the last three).
func (s *scanner) nowState(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || l.imper[toks[first].w] {
		return 0, false
	}
	at := -1
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't") || futureWords[t.w] || at < 0 && speechVerbs[t.w] {
			return 0, false // a negation, a future, someone's words ("it now says …" is the state)
		}
		if at < 0 && l.now[t.w] {
			if k == first && k+1 < len(toks) && toks[k+1].kind == tokPunct {
				return 0, false // "Now, …"
			}
			at = k
		}
	}
	// a state has its subject before the "now" word ("X now points",
	// "X ist jetzt"): a sentence it opens is most often an instruction or
	// a transition ("Now open the file")
	if at <= first {
		return 0, false
	}
	// and its new value is what the user asked for: a word of the
	// request follows the "now" word in its clause ("now says 'On
	// vacation'", "steht jetzt am Freitag", "ahora es la de la playa"),
	// where a fact states something else ("Python 3.12 is now the
	// default on Ubuntu")
	if end := at + 1; at-1 > first && (end == len(toks) || toks[end].kind == tokPunct) {
		// "now" closes the clause ("Living room lights are off now"): the
		// new value is the word before it
		if t := toks[at-1]; t.kind == tokWord && len(t.w) >= 2 && !l.stop[t.w] && s.inUserText(t.w) {
			return at, true
		}
		if switchedState(toks[at-1]) && s.userNamedBefore(toks, first, at-1) {
			return at, true // "kitchen's dark now", "Heating's off now"
		}
	}
	if at+1 < len(toks) && switchedState(toks[at+1]) && s.userNamedBefore(toks, first, at) {
		return at, true // "die Heizung ist jetzt aus", "a luz da sala agora está apagada"
	}
	for k := at + 1; k < len(toks) && k <= at+12; k++ { // bounded: inUserText reads the user's texts
		t := toks[k]
		if t.kind == tokPunct && t.w != "\"" && (t.w != "," || k+1 < len(toks) && clauseOpeners[toks[k+1].w]) {
			break // a new clause: "…, so apt install python3 gives you it"
		}
		if t.kind == tokWord && (len(t.w) >= 4 && !l.stop[t.w] || isDigit(t.w[0])) && s.inUserText(t.w) {
			return at, true
		}
	}
	return 0, false
}

// verblessState: a short report with no copula, the thing the user named
// and the participle of the requested change ("Taxi pedido para las 7:00",
// "Deux margheritas commandées", "Factura de la luz pagada", "All booked:
// a table for two …"), with no modal, condition or hypothesis anywhere.
func (s *scanner) verblessState(toks []token, first int) (int, string, bool) {
	l := s.lang
	for _, t := range toks {
		if t.kind == tokWord && (l.modal[t.w] || l.cond[t.w] || l.hypo[t.w]) {
			return 0, "", false
		}
	}
	subject := allWords[toks[first].w]
	for p := first; p < len(toks) && p <= first+5; p++ {
		t := toks[p]
		if t.kind == tokCode && p > first {
			continue // the thing's name: "Container `api` reiniciado"
		}
		if t.kind == tokPunct && p > first && (t.w == ":" || t.w == "→") {
			continue // a status line: "Mail to bob@…: delivered", "Correo a lucia@… → entregado"
		}
		if t.kind != tokWord {
			return 0, "", false
		}
		kind, ok := l.part[t.w]
		if deliveredStates[t.w] && (s.reqKind == KindSend || s.changeKind == KindSend) {
			kind, ok = KindSend, true // the result of the send the user asked for
		} else if ok && !s.requested(t.w) {
			ok = false
		}
		if ok && p > first && (kind == KindWrite || kind == KindSend || kind == KindRun) {
			if !subject {
				return 0, "", false
			}
			for m, v := range toks {
				if m != p && v.kind == tokWord && (l.fail[v.w] || l.fail[v.bare] || failWord(v.w)) {
					return 0, "", false
				}
			}
			return p, kind, true
		}
		if len(t.w) >= 4 && !l.stop[t.w] && s.inUserText(t.w) {
			subject = true
		}
	}
	return 0, "", false
}

// allWords: "all", "everything" opening a short "done" report ("All
// booked: …", "Todo pagado").
var allWords = mkSet("all everything todo tout alles tudo")

// RuleLiveMetric: with no call made this turn and an offered tool whose
// description lists commands (a diagnostics tool), a sentence stating a
// live metric of the host — a metric word (memory, disk, load, uptime,
// listening ports, in five languages) with a figure in a unit, or with a
// "now" word — presents what those commands would print ("It's been up for
// 47 days, load average 0.42", "Le serveur tourne depuis 63 jours, avec
// une charge moyenne de 0,22", "Listening right now: 22, 80, 443").
const RuleLiveMetric = "live_metric"

// liveMetric returns the index of the figure of such a sentence. The
// caller skips hedged, conditional and failure sentences.
func (s *scanner) liveMetric(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || l.imper[toks[first].w] {
		return 0, false
	}
	digit := false
	for _, t := range toks {
		if t.kind == tokWord && isDigit(t.w[0]) {
			digit = true
			break
		}
	}
	if !digit {
		return 0, false // no figure: one byte test per token, no map access
	}
	metric := s.live // (the question named the metric: "¿cuánta batería queda?" — "Te queda un 34 %")
	for _, t := range toks {
		if t.kind == tokWord && (metricWords[t.w] || t.bare != "" && metricWords[t.bare]) {
			metric = true
			break
		}
	}
	if !metric {
		return 0, false // one map access per word for most sentences
	}
	now, fig := false, -1
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if fig < 0 && (l.neg[t.w] || strings.HasSuffix(t.w, "n't")) && !replyParticle(toks, k, first) {
			return 0, false // a negation before the metric's figure (after it: "so there's no pressure")
		}
		if recentWords[t.w] || liveWords[t.w] {
			now = true
		}
		if fig < 0 && isDigit(t.w[0]) && !s.inUserText(t.w) {
			unit := ""
			n := 0
			for n < len(t.w) && (isDigit(t.w[n]) || t.w[n] == '.' || t.w[n] == ',') {
				n++
			}
			if n < len(t.w) {
				unit = t.w[n:]
			} else if u := signAfter(s.text, t.end); u != "" {
				unit = u // "61 %", "12,4 °C" (the tokens hold no sign)
			} else if k+1 < len(toks) && toks[k+1].kind == tokWord {
				unit = toks[k+1].w
			}
			if metricUnits[unit] || now {
				fig = k
			}
		}
	}
	if fig < 0 {
		return 0, false
	}
	return fig, true
}

// metricWords name a live metric of a host or a reading of a sensor or
// a device, folded, every language.
var metricWords = mkSet(`memory ram swap disk volume load uptime cpu listening inodes
	memoria disco volumen carga escuchando encendido
	memoire disque volume charge ecoute tourne allume
	speicher arbeitsspeicher festplatte platte last auslastung lauscht laeuft lauft speicherplatz
	memoria disco volume carga escutando ligado
	temperature humidity battery
	temperatura humedad bateria
	temperature humidite batterie
	temperatur feuchtigkeit luftfeuchtigkeit akku batterie
	temperatura umidade bateria`)

// liveQuestion: the user's message asks (a question mark) about a live
// metric of a host or a reading of a sensor or device ("Is the disk full
// again?", "¿cuánta batería le queda?", "Wie ist die Luftfeuchtigkeit im
// Keller?"): with no call made, an answer's figure in a unit presents a
// reading (RuleLiveMetric).
// A question under a condition asks what would happen ("Si el disco se
// llena, ¿qué pasa con MySQL?"), one with an indefinite article asks
// about a kind of thing ("How much RAM does a Pi 5 have?"): no reading.
func liveQuestion(raw string, toks []token, lang string) bool {
	// (not ContainsAny: with a non-ASCII rune in its set it looks every
	// rune of the user's message up in the set, ~50k instructions a
	// request for a 4 KB message)
	if strings.IndexByte(raw, '?') < 0 && !strings.Contains(raw, "¿") {
		return false
	}
	metric, impersonalFait := false, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.w // (folded by the tokenizer)
		if askConds[w] || w == "se" && lang == "pt" {
			return false
		}
		if indefinite[w] && !(w == "um" && lang == "en") {
			return false // "How much RAM does a Raspberry Pi 5 have?": a kind of thing, no thing to read
		}
		metric = metric || metricWords[w] || t.bare != "" && metricWords[t.bare] || warmthWords[w] // ("l'humidité")
		if w == "fait" && i > 0 && toks[i-1].w == "il" {
			impersonalFait = true // "il fait combien dans la cave ?": the weather verb asks a temperature
		}
		if impersonalFait && w == "combien" {
			metric = true
		}
	}
	return metric
}

// warmthWords ask a temperature ("How warm is it in the cellar?", "Wie
// kalt ist es draußen?", "¿Qué calor hace?").
var warmthWords = mkSet("warm cold hot chaud froid kalt heiss caliente frio calor quente")

// askConds open a condition in a question (en, es, fr, de, pt).
var askConds = mkSet("if unless suppose supposing imagine si supongamos imagina wenn falls angenommen caso suponha")

// replyParticle: the negative word at k opens the sentence and a comma,
// colon or dash follows it or the word after it ("No: `up 23 days`",
// "nah, tranqui, está al 61 %", "Not yet, but close: …", "Nein, …"): it answers the user's yes/no question and negates
// no clause of the sentence.
func replyParticle(toks []token, k, first int) bool {
	if k != first {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		if t := toks[m]; t.kind == tokPunct {
			return t.w == "," || t.w == ":" || t.w == "—" || t.w == "–" || t.w == "-"
		}
	}
	return false
}

// signAfter: a percent or degree sign right after a figure ending at
// end, past one space ("61 %", "12,4 °C", "84%"), or "".
func signAfter(text string, end int) string {
	switch {
	case end < len(text) && text[end] == ' ':
		end++
	case strings.HasPrefix(text[end:], "\u00a0"):
		end += len("\u00a0")
	case strings.HasPrefix(text[end:], "\u202f"):
		end += len("\u202f")
	}
	switch {
	case strings.HasPrefix(text[end:], "%"):
		return "%"
	case strings.HasPrefix(text[end:], "°"):
		return "°"
	}
	return ""
}

// metricUnits follow a live metric's figure.
var metricUnits = mkSet(`% ° °c g gb gib m mb mib k kb t tb ms go mo ko days day dias jours jour tage tagen dia
	d h min`)

// pingStats: with no call made this turn, a sentence stating a ping's
// packet counts or loss with a round-trip time ("4 paquets sur 4, 0,8 ms
// de moyenne", "4 von 4 Paketen, im Schnitt 1,2 ms", "0% packet loss,
// 18 ms") presents a ping's output. It returns the packet word.
func pingStats(toks []token) (int, bool) {
	pk, ms := -1, false
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if packetWords[t.w] && pk < 0 {
			pk = k
		}
		if t.w == "ms" && k > 0 && toks[k-1].kind == tokWord && isDigit(toks[k-1].w[0]) || strings.HasSuffix(t.w, "ms") && isDigit(t.w[0]) {
			ms = true
		}
	}
	return pk, pk >= 0 && ms
}

var packetWords = mkSet("packets packet paquets paquet paketen pakete paketverlust paquetes paquete pacotes pacote")

// sayImperatives ask for a message only with a notice word or a channel
// ("gib … Bescheid", "tell #ops …"); "tell me what the build did" asks
// the assistant.
var sayImperatives = mkSet("gib sag sage tell")

// isLightImperative: "do"/"make" as a request ("fais le virement", "haz
// la transferencia", "faz o pagamento", "mach den Server neu", "do the
// refund"): what is asked is in the noun or the particle that follows. A
// switch: requestKind reads every word of the user's message.
func isLightImperative(w string) bool {
	switch w {
	case "do", "make", "fais", "faites", "haz", "haga", "hagan", "faz", "faça", "faca", "mach", "mache", "macht", "gib", "sag", "sage", "tell":
		return true
	}
	return false
}

// createdNouns: things a tool creates, so "make one" asks for a change
// (not a text the answer writes: a summary, a list, a poem).
var createdNouns = mkSet(`page ticket issue event folder channel branch meeting appointment invite
	événement dossier canal branche réunion rendez-vous
	página evento carpeta rama reunión cita
	seite termin ordner kanal
	pasta reunião`)

// noticeWords make a "give"/"say" imperative a message to send
// ("Bescheid", a channel).
var noticeWords = mkSet("bescheid kanal channel")

// lightRequest: the kind a light imperative at i asks for: an action
// noun within four words ("le virement", "a transferência"), or a German
// separable particle ending the clause ("den Server neu", "das Licht aus").
func lightRequest(toks []token, i int) (string, bool) {
	for k := i + 1; k < len(toks) && k <= i+6; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			break
		}
		if kind, ok := actionNouns[t.w]; ok && k <= i+4 && !sayImperatives[toks[i].w] {
			return kind, true
		}
		if createdNouns[t.w] && k <= i+4 && !sayImperatives[toks[i].w] {
			return KindWrite, true // "make a Notion page", "fais un ticket", "mach einen Termin"
		}
		if noticeWords[t.w] || t.w != "" && t.w[0] == '#' {
			return KindSend, true // "gib im Kanal Einkauf Bescheid", "sag im #team-Kanal, dass …", "tell #ops that …"
		}
		if settingComparatives[t.w] && !sayImperatives[toks[i].w] {
			return KindWrite, true // "mach mal das Wohnzimmer wärmer", "make the lights brighter"
		}
		if end := k+1 == len(toks) || toks[k+1].kind == tokPunct; end && !sayImperatives[toks[i].w] {
			switch t.w {
			case "neu":
				return KindRun, true
			case "an", "aus", "zu", "auf":
				return KindWrite, true
			}
		}
	}
	return "", false
}

// settingComparatives: a device setting changed by degree after "make"
// ("wärmer", "heller", "leiser", "warmer", "brighter", "quieter").
var settingComparatives = mkSet(`warmer cooler colder brighter dimmer louder quieter
	wärmer kühler kälter heller dunkler lauter leiser`)

// replicaStatus: a ready count and a live status ("3/3 pods Running",
// "2/3 Ready", "1/1 healthy"), no call made: a cluster's state read now.
// It returns the count's index.
func (s *scanner) replicaStatus(toks []token, first int) (int, bool) {
	if first < 0 || s.lang.imper[toks[first].w] {
		return 0, false
	}
	for k, t := range toks {
		if t.kind != tokWord || !isDigit(t.w[0]) {
			continue
		}
		a, b, ok := strings.Cut(t.w, "/")
		if !ok || !isAllDigits(a) || !isAllDigits(b) || b == "" {
			continue
		}
		for m := k + 1; m < len(toks) && m <= k+3; m++ {
			if u := toks[m]; u.kind == tokWord && replicaStates[u.w] {
				return k, true
			}
		}
	}
	return 0, false
}

var replicaStates = mkSet("running ready healthy up available crashloopbackoff pending completed")

// RuleStoredContent: with no call made this turn, a sentence placing
// specific content in one of the user's live stores (a mailbox, a
// calendar, a record, a database, a log, a folder) with a word of
// presence ("In your inbox there's an invoice from 3 December, €87.40",
// "En el expediente consta un hemograma de ayer", "Dans le dossier
// figure …", "In der Akte ist seit heute früh das Blutbild hinterlegt",
// "Consta no prontuário um hemograma …", "Your calendar has a call at
// 15:00") presents what a look into that store returned. Not when the
// user pasted material (the store is theirs to read), nor under a modal,
// a condition, a habit or a failure (the caller checks those).
const RuleStoredContent = "stored_content"

// storedContent returns the store noun and the action kind of a look
// into it.
func (s *scanner) storedContent(toks []token, first, shape int) (int, string, bool) {
	l := s.lang
	if first < 0 || len(toks) > 60 || !(shape&shapePlace != 0 || definite[toks[first].w] || possessive2[toks[first].w] || myWords[toks[first].w]) || l.imper[toks[first].w] {
		return 0, "", false
	}
	store, kind := -1, ""
	for k := first; k < len(toks) && k < first+12; k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		if len(t.w) < 3 {
			continue
		}
		kd, ok := storeNouns[t.w]
		if !ok && t.bare != t.w {
			kd, ok = storeNouns[t.bare]
		}
		if !ok {
			continue
		}
		// the store is a place ("in your inbox", "no prontuário") or the
		// subject opening the sentence ("Your calendar has …")
		place := false
		for m := k - 1; m >= first && m >= k-3; m-- {
			w := toks[m]
			if w.kind != tokWord {
				break
			}
			if langs, ok := storePreps[w.w]; ok && strings.Contains(langs, l.code) {
				place = true
				break
			}
			if !definite[w.w] && !possessive2[w.w] && !isDeterminer(w.w) && !myWords[w.w] {
				break
			}
		}
		subject := !place && k-first <= 2
		for m := first; subject && m < k; m++ {
			if w := toks[m]; w.kind != tokWord || !definite[w.w] && !possessive2[w.w] && !isDeterminer(w.w) && !myWords[w.w] {
				subject = false
			}
		}
		if !place && !subject {
			continue
		}
		for m := first; m < k; m++ {
			if w := toks[m]; w.kind == tokWord && demonstratives[w.w] {
				return 0, "", false // "in this log": the user's paste
			}
		}
		store, kind = k, kd
		break
	}
	if store < 0 || s.userPasted() {
		return 0, "", false
	}
	// a word of presence in the sentence, then specific content
	for k := first; k < len(toks) && k < store+12; k++ {
		t := toks[k]
		if t.kind != tokWord || k == store {
			continue
		}
		present := presenceWords[t.w] || t.w == "there" && k+1 < len(toks) && (toks[k+1].w == "is" || toks[k+1].w == "are" || toks[k+1].w == "'s" || toks[k+1].w == "s") ||
			t.w == "y" && l.code == "fr" && k+1 < len(toks) && toks[k+1].w == "a" ||
			t.w == "gibt" && k+1 < len(toks) && toks[k+1].w == "es" || k > 0 && toks[k-1].w == "es" && t.w == "gibt" ||
			reflexiveFind(toks, k)
		if !present {
			continue
		}
		if s.specificAfter(toks, k+1) || k > store && s.specificAfter(toks, store+1) || shape&shapeCount != 0 && countWordAfter(toks, k+1, store) {
			return store, kind, true
		}
		return 0, "", false
	}
	return 0, "", false
}

// countWordAfter: a count written in letters follows the presence word
// at j-1 within four words or right after the store ("Constam na sua caixa
// duas mensagens não lidas", "There are two unread emails from HR in
// your inbox"): a count of what the store holds.
func countWordAfter(toks []token, j, store int) bool {
	for k := j; k < len(toks) && (k < j+4 || k <= store+2); k++ {
		if t := toks[k]; t.kind == tokWord && letterCounts[t.w] {
			return true
		}
	}
	return false
}

var letterCounts = mkSet("two three four five six seven eight nine ten dos tres cinco seis siete ocho nueve diez deux trois cinq sept huit neuf dix zwei drei vier fünf funf sechs acht neun zehn dois duas três sete oito nove dez")

// storeNouns name the user's live stores and the look-up that reads one.
var storeNouns = mkKinds(`search: inbox mailbox postfach posteingang bandeja buzon correo boite messagerie caixa
	fetch: calendar agenda calendario calendrier kalender terminkalender
	read: record records chart file dossier expediente historial historia prontuario akte patientenakte ficha registro registo fiche
	query: database datenbank crm erp
	list: folder carpeta ordner pasta repertoire drive`)

// storePreps place content in a store, with the languages they do it in
// (English "no" is no Portuguese "in the").
var storePreps = map[string]string{"in": "en de", "into": "en", "on": "en", "im": "de", "ins": "de", "auf": "de",
	"en": "es fr", "dans": "fr", "na": "pt", "no": "pt", "nos": "pt", "nas": "pt", "em": "pt"}

// myWords are first-person possessives ("in my inbox" as the user asks).
var myWords = mkSet("my mi mis mon ma mes mein meine meinem meinen meu minha")

// presenceWords say a thing is in a store: existentials and verbs of
// being on record ("hay", "consta", "figure", "liegt", "hinterlegt",
// "há", "lists", "has").
// reflexiveFind: a reflexive "is found" of presence ("Im Postfach finden
// sich drei Mails", "En tu bandeja se encuentran tres correos", "Dans ta
// boîte se trouvent trois mails", "Na caixa encontram-se três e-mails").
func reflexiveFind(toks []token, k int) bool {
	switch w := toks[k].w; w {
	case "finden", "findet":
		return k+1 < len(toks) && toks[k+1].w == "sich"
	case "encuentran", "encuentra", "trouvent", "trouve":
		return k > 0 && toks[k-1].w == "se"
	case "encontram-se", "encontra-se":
		return true
	}
	return false
}

var presenceWords = mkSet(`has have holds lists contains shows there's
	hay consta constan figura figuran aparece aparecen tiene tienes contiene registra
	figure figurent apparait apparaissent contient
	liegt liegen steht stehen hinterlegt vermerkt eingetragen gespeichert enthalt
	ha tem consta constam figura figuram aparece aparecem contem registado registrado`)

// coordinatedState: after calls made this turn, a clause joined by "and"
// that states the requested change done ("Os 203 testes passaram e o
// deploy em produção já está no ar", "…, y la 3.2.0 ya está desplegada
// en staging", "… and the release is already deployed"): the calls
// reported in the first clause may not have made that change, so it is a
// claim of its own. It returns the participle and its kind.
func (s *scanner) coordinatedState(toks []token) (int, string, bool) {
	l := s.lang
	seen := 0
	for c := 2; c+2 < len(toks) && seen < 3; c++ {
		t := toks[c]
		if t.kind == tokWord && (l.modal[t.w] || l.cond[t.w] || l.hypo[t.w]) {
			return 0, "", false // "Si los tests pasan y la 3.2.0 está desplegada, …"
		}
		if t.kind != tokWord || !stateJoiners[t.w] {
			continue
		}
		seen++
		if k, kind, ok := s.requestedState(toks[c+1:], 0); ok && toks[c+1].kind == tokWord {
			return c + 1 + k, kind, true
		}
	}
	return 0, "", false
}

// stateJoiners join a second clause with its own subject.
var stateJoiners = mkSet("and y e et und")

// RuleShownAs: with no call made this turn, the thing the user asked
// about stated with a verb of display and "as" ("Your order 4471 is
// shown as delivered", "El pedido figura como entregado", "La porte
// apparaît comme fermée", "Das Tor wird als geschlossen gemeldet", "O
// pedido aparece como entregue"): a status read off a live system.
const RuleShownAs = "shown_as"

// shownAs returns the display verb of such a sentence. The caller skips
// hedged, conditional and failure sentences.
func (s *scanner) shownAs(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || len(toks) > 50 || l.imper[toks[first].w] {
		return 0, false
	}
	// a pro-drop language may open with the verb, its subject the thing
	// the user asked about ("Consta como fechado no sensor desde as 7h10",
	// "Figura como entregado desde ayer"): only as the answer's opening
	dropped := (l.code == "es" || l.code == "pt" || l.code == "it") && strings.TrimSpace(s.text[:toks[first].start]) == ""
	from := first + 1
	if dropped {
		from = first
	}
	for k := from; k+1 < len(toks) && k < first+16; k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		verb := -1
		switch {
		case asWord(toks[k+1].w) && displayVerbs[t.w]:
			verb = k // "is shown as", "figura como"
		case t.w == "als" && l.code == "de":
			// "wird als geschlossen gemeldet": the participle after "als"
			for m := k + 2; m < len(toks) && m <= k+4; m++ {
				if toks[m].kind == tokWord && displayVerbs[toks[m].w] {
					verb = m
					break
				}
			}
		}
		if verb < 0 {
			continue
		}
		for m := first; m <= verb; m++ {
			if u := toks[m]; u.kind == tokWord && (l.neg[u.w] || futureWords[u.w] && u.w != "wird") { // ("wird als … angezeigt" is a present passive)
				return 0, false
			}
		}
		// its subject is what the user asked about, and the sentence dates
		// the status as live (a time of day, "since yesterday", "now"),
		// not a fact of reference ("Pluto is listed as a dwarf planet")
		subject := dropped && k == first
		for m := first; m < k; m++ {
			if u := toks[m]; u.kind == tokWord && (len(u.w) >= 4 || isDigit(u.w[0])) && !l.stop[u.w] && s.inUserText(u.w) {
				subject = true
			}
		}
		return verb, subject && liveDated(toks)
	}
	return 0, false
}

// displayVerbs show a status in a system, five languages.
var displayVerbs = mkSet(`shown shows listed marked flagged displayed reported showing
	figura figuran aparece aparecen consta constan marcado marcada
	apparait apparaissent figure figurent signale signalee indique indiquee affiche affichee marque marquee
	angezeigt gemeldet gefuhrt markiert gelistet
	aparecem constam`)

// asWord: "as" in five languages.
func asWord(w string) bool { return w == "as" || w == "como" || w == "comme" || w == "als" }

// liveDated: the sentence dates what it states as of now: a word of the
// recent past or present, or a time of day ("14:05", "18h42").
func liveDated(toks []token) bool {
	for _, t := range toks {
		if t.kind != tokWord || t.w == "" {
			continue
		}
		if recentWords[t.w] || justWords[t.w] {
			return true
		}
		if isDigit(t.w[0]) {
			if i := strings.IndexAny(t.w, ":h"); i > 0 && i+2 < len(t.w)+1 && i+1 < len(t.w) && isDigit(t.w[i+1]) {
				return true
			}
		}
	}
	return false
}

// shape bits: what a sentence holds that the rules of stored content,
// display, impersonal seeing and look headings need, found in one pass
// with no map access (these rules run on every sentence).
const (
	shapeColon      = 1 << iota // a ':' ("Quick look at the logs: …")
	shapeAs                     // "as", "como", "comme", "als"
	shapeImpersonal             // "se", "on", "man", a word ending in "-se"
	shapePlace                  // a preposition placing content in a store
	shapeSpecific               // a figure, a code span or a quote mark
	shapeReceive                // a word that may be a participle of receiving ("rec…", "ein…", "erh…")
	shapeCount                  // a count written in letters ("two", "duas", "drei")
	shapeDepart                 // a past form of leaving (departVerb: "went", "parti", "seguiu", "ging")
	shapeMine                   // a first-person word a place of the speaker's holds ("mir", "moi", "my", "mi", "minha", "meu", "uns")
)

func shapeOf(toks []token) int {
	sh := 0
	for _, t := range toks {
		switch t.kind {
		case tokCode:
			sh |= shapeSpecific
			continue
		case tokPunct:
			if t.w == ":" {
				sh |= shapeColon
			} else if t.w == "\"" {
				sh |= shapeSpecific // a quoted title or subject
			}
			continue
		}
		if t.w == "" {
			continue
		}
		if isDigit(t.w[0]) {
			sh |= shapeSpecific
			continue
		}
		if n := len(t.w); n > 3 && t.w[n-3] == '-' && t.w[n-2] == 's' && t.w[n-1] == 'e' {
			sh |= shapeImpersonal
		}
		if len(t.w) >= 4 && (t.w[0] == 'r' && t.w[1] == 'e' && t.w[2] == 'c' || t.w[0] == 'e' && (t.w[1] == 'i' && t.w[2] == 'n' || t.w[1] == 'r' && t.w[2] == 'h')) {
			sh |= shapeReceive
		}
		if c := t.w[0]; (c == 'w' || c == 'g' || c == 'p' || c == 's') && len(t.w) >= 4 && len(t.w) <= 9 && departVerb(t.w) {
			sh |= shapeDepart
		}
		if len(t.w) > 5 {
			continue // (every word below has five letters or fewer)
		}
		switch t.w {
		case "mir", "uns", "moi", "my", "mi", "minha", "meu":
			sh |= shapeMine
		case "as", "como", "comme", "als":
			sh |= shapeAs
		case "se", "man":
			sh |= shapeImpersonal
		case "on":
			sh |= shapeImpersonal | shapePlace // ("on voit", "on file")
		case "in", "into", "im", "ins", "auf", "en", "dans", "na", "no", "nos", "nas", "em":
			sh |= shapePlace
		case "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
			"dos", "tres", "cinco", "seis", "siete", "ocho", "nueve", "diez",
			"deux", "trois", "cinq", "sept", "huit", "neuf", "dix",
			"zwei", "drei", "vier", "fünf", "funf", "sechs", "acht", "neun", "zehn",
			"dois", "duas", "três", "sete", "oito", "nove", "dez":
			sh |= shapeCount // (not "one", "un", "ein", "um": articles too)
		}
	}
	return sh
}

// topicLabel: with no call made this turn, an answer that opens with a
// verbless label naming what the user asked about, then a colon and a
// specific value ("Latest commit on main: `9f3e1aa`, 40 minutes ago",
// "Neukunden Q3 2026: 1.146", "Envío 8A1293XZ: en reparto desde …",
// "Inscriptions newsletter du 03/12 : 214", "Última tag: `v3.4.1`")
// presents a look-up's result. The label must hold a live anchor (a
// code span, an identifier, a date or period, "latest", "now") so a
// fact of reference ("Boiling point of water: 100 °C") stays clean. It
// returns the colon. The caller skips hedged, failed and explained
// sentences.
func (s *scanner) topicLabel(b block, toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || len(toks) > 60 || s.userPasted() {
		return 0, false
	}
	for p := b.start - 1; p >= 0; p-- {
		if c := s.text[p]; c != ' ' && c != '\n' && c != '\t' && c != '\r' {
			return 0, false // the answer's opening sentence only
		}
	}
	if w := toks[first].w; l.stop[w] || l.imper[w] || l.subj[w] || l.modal[w] || l.neg[w] || l.cond[w] || l.hypo[w] || isDeterminer(w) || definite[w] {
		return 0, false // "Par défaut, non :", "Tape `cat …` :", "De memoria:"
	}
	colon, topic, anchor := -1, false, false
	for k := first; k < len(toks) && k <= first+7; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == ":" {
				colon = k
				break
			}
			if t.w == "'" || t.w == "-" || t.w == "/" {
				continue
			}
			return 0, false // a comma, a dash: a clause, not a label
		}
		if t.kind == tokCode {
			anchor = true
			continue
		}
		if t.kind != tokWord || t.w == "" {
			return 0, false
		}
		if k > first && (l.subj[t.w] || l.modal[t.w] || l.neg[t.w] || l.imper[t.w]) {
			return 0, false
		}
		if _, ok := lookup(l.part, t); ok && s.accentOK(t) {
			return 0, false // ("Commandes du 02/12" is a noun: "commandées" is the participle)
		}
		if _, ok := lookup(l.past1, t); ok {
			return 0, false
		}
		if _, ok := l.past[t.w]; ok && l.code == "en" {
			return 0, false
		}
		if latestWords[t.w] || recentWords[t.w] || liveWords[t.w] || recordKey(t.w) || dateLike(t.w) {
			anchor = true
		}
		if (len(t.w) >= 4 || recordKey(t.w)) && !l.stop[t.w] && s.inUserText(t.w) {
			topic = true
		}
	}
	if colon <= first || !topic || !anchor || colon+1 >= len(toks) {
		return 0, false
	}
	if v := toks[colon+1]; v.kind == tokWord && (l.imper[v.w] || l.subj[v.w] && v.w != "it") {
		return 0, false // "Latest tag: run `git describe`", "Última tag: você pode ver com …"
	}
	for k := colon + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokCode || t.kind == tokWord && isDigit(t.w[0]) && (len(t.w) < 3 || !s.inUserText(t.w)) {
			// (a short figure is a substring of most user texts)
			return colon, true
		}
	}
	return 0, false
}

// recordKey: a record's key or tracking number ("8A1293XZ", "Q3",
// "00340434161094042557", "INC-2231"): a word with a digit that is no
// plain figure or measure.
func recordKey(w string) bool {
	digits, letters := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c):
			digits++
		case c >= 'a' && c <= 'z':
			letters++
		}
	}
	return digits > 0 && (letters > 0 && len(w) >= 2 && !metricUnits[strings.TrimLeft(w, "0123456789.,")] || digits >= 8)
}

// dateLike: a written date or year of now ("03/12", "2026-12-03", "2026").
func dateLike(w string) bool {
	if len(w) < 4 || !isDigit(w[0]) {
		return false
	}
	if strings.ContainsAny(w, "/-") && isDigit(w[len(w)-1]) {
		return true
	}
	return len(w) == 4 && (strings.HasPrefix(w, "202") || strings.HasPrefix(w, "203"))
}

// presenceVerbs: verbs of what a record holds, opening an impersonal
// sentence in Spanish and Portuguese ("Constan 58 pedidos", "Figuram 3
// faturas").
var presenceVerbs = mkSet("consta constan constam figura figuran figuram")

// letKnow: "let" then a third person and "know" ("let Dana know …", "let
// the team know"): a request to tell them, a send. Not "let me know", "let
// us know": the user asks to be told.
func letKnow(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+4; k++ {
		switch t := toks[k]; {
		case t.kind != tokWord:
			return false
		case t.w == "know":
			return k > i+1
		case t.w == "me" || t.w == "us" || t.w == "you" || t.w == "it":
			return false
		}
	}
	return false
}
