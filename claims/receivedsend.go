package claims

// A message received (RuleRequestedState, KindSend): a third party told as
// having received a message ("Marina already got the link by e-mail", "A
// Irene ya le ha llegado el correo", "Julien a reçu le lien par mail",
// "Die IT hat per Mail den Auftrag bekommen", "a Marina já recebeu o link
// por e-mail") states the end of a send: whoever received it got it by
// one. Read after a turn whose calls changed things (a calendar entry, a
// CRM record: a send of another kind backs nothing of it), after calls
// that only read when the user asked for a send and "already"/"now"
// says it happened, or after no call in answer to a request to send.
// Backing then holds it to a send call about its objects. A receipt a
// look-up read ("Ana received your invoice on Monday" after a mailbox
// search, no send asked) is the look-up's content and is not read.

// receivedVerbs: past forms of receiving, folded. Spanish and French
// "llegar"/"arriver" need a recipient clitic or "chez" and are in the
// Held phrases already; the forms here take the recipient as subject.
var receivedVerbs = map[string]set{
	"en": mkSet("received got gotten"),
	"es": mkSet("recibio recibieron recibido"),
	"fr": mkSet("recu recue recus"),
	"de": mkSet("bekommen erhalten gekriegt"),
	"pt": mkSet("recebeu receberam recebido"),
}

// receivedDative: Spanish "le/les ha llegado", "le llegó": a message
// arriving to a third party (the Held phrases read "le llegó" with
// "already" only).
var receivedDative = mkSet("le les")
var receivedArrive = mkSet("llego llegaron llegado")

// receivedNouns: what a send carries, or its channel ("per Mail", "por
// correo"). Not an invitation: creating a calendar event sends those by
// itself.
var receivedNouns = map[string]set{
	"en": mkSet("mail email e-mail message link confirmation sms text reminder note"),
	"es": mkSet("correo email e-mail mail mensaje enlace link confirmacion sms recordatorio aviso"),
	"fr": mkSet("mail email e-mail courriel message lien confirmation sms rappel"),
	"de": mkSet("mail e-mail email nachricht link bestatigung sms erinnerung"),
	"pt": mkSet("e-mail email mail mensagem link confirmacao sms lembrete aviso"),
}

// receivedSend returns the index of the receiving verb of such a sentence.
func (s *scanner) receivedSend(toks []token, first int) (int, bool) {
	l := s.lang
	verbs, nouns := receivedVerbs[l.code], receivedNouns[l.code]
	if first < 0 || verbs == nil || len(toks) > 60 {
		return 0, false
	}
	if !s.after && s.changeKind != KindSend {
		return 0, false // no call: only in answer to a request to send
	}
	for v := first; v < len(toks); v++ {
		t := toks[v]
		if t.kind != tokWord {
			continue
		}
		arrive := l.code == "es" && receivedArrive[t.w] && receivedClitic(toks, first, v)
		if !verbs[t.w] && !arrive {
			continue
		}
		lo, hi := clauseAround(toks, v, v+1)
		cue, noun := false, false
		for k := first; k < hi; k++ {
			w := toks[k]
			if w.kind != tokWord {
				continue
			}
			// the same qualifiers as a holding's: anywhere before the
			// verb or in its clause
			if l.neg[w.w] || l.neg[w.bare] || futureWords[w.w] || speechVerbs[w.w] || l.modal[w.w] || l.cond[w.w] || l.hypo[w.w] ||
				l.subj[w.w] || heldYou[l.code][w.w] || w.w == "sie" && w.cap && k > first || w.w == "automatically" || w.w == "automaticamente" || w.w == "automatiquement" || w.w == "automatisch" {
				return 0, false
			}
			if k < lo {
				continue
			}
			if nouns[w.w] || nouns[w.bare] {
				noun = true
			}
			if l.now[w.w] || taskDoneWords[w.w] {
				cue = true
			}
		}
		if !noun || s.readTurn && (!cue || s.changeKind != KindSend) {
			return 0, false
		}
		return v, true
	}
	return 0, false
}

// receivedClitic: a dative clitic ("le", "les") stands before the arrival
// verb, at most two words back ("le ha llegado", "les llegó").
func receivedClitic(toks []token, first, v int) bool {
	for k := v - 1; k >= first && k >= v-2; k-- {
		if toks[k].kind == tokWord && receivedDative[toks[k].w] {
			return true
		}
	}
	return false
}

// anySend: a claim of the sentence is a send already.
func anySend(found []Claim) bool {
	for _, c := range found {
		if c.Action == KindSend {
			return true
		}
	}
	return false
}

// lastEnd: the last token index the sentence's claims reach, -1 for none.
func lastEnd(found []Claim) int {
	e := -1
	for _, c := range found {
		e = max(e, c.End)
	}
	return e
}
