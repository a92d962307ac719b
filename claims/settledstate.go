package claims

import "strings"

// Settled states. A report that gives a thing a call looked up a settled
// outcome ("CI is green", "it's sitting in Closed", "em aberto → pago",
// "Ya ha terminado en verde", "c'est tout vert") while every successful
// call's result gives a pending state ("running", "queued", "In Review",
// "em aberto", "IN_PROGRESS") and none a settled one states a result no
// call returned: the run had not finished, the ticket was not closed, the
// bill was not paid. Not a sentence that negates, hedges, conditions or
// looks ahead ("je te dis quand c'est vert", "should be green soon"). A
// check mark alone settles nothing: it says the answer's own step is done
// ("✅ sent to …" beside a queued message).

// settledWords state a settled outcome, folded, every language.
var settledWords = mkSet(`green passed succeeded successful completed paid closed resolved solved merged
	verde pagado pagada cerrado cerrada resuelto resuelta completado completada terminado terminada
	vert reussi reussie paye payee ferme fermee resolu resolue
	grun gruen bestanden bezahlt geschlossen erledigt abgeschlossen
	pago paga fechado fechada resolvido resolvida concluido concluida`)

// resultSettled: words of a result that give a settled state (the
// settled words, a status of success, a check mark).
var resultSettled = mkSet("success done ✓ ✅ void voided")

// pendingWords: states a result gives a thing not yet settled, folded
// (JSON values keep their underscores).
var pendingWords = mkSet(`running queued pending in_progress open opened waiting processing scheduled started draft
	em_aberto aberto aberta abierto abierta ouvert ouverte offen en_cours in_review em_transito in_transit
	brouillon borrador rascunho entwurf suspendu suspended`)

// pendingPhrases: pending states of two words, folded.
var pendingPhrases = []string{"em aberto", "in progress", "in review", "en cours", "en curso", "em andamento", "in bearbeitung"}

// callStates reads a call's result once: whether it gives a pending state
// and whether a settled one.
func (c *Call) callStates() (pending, settled bool) {
	if c.states == 0 {
		c.states = 1
		res := fold(c.Result)
		for _, w := range strings.FieldsFunc(res, stateSep) {
			switch {
			case settledWords[w] || resultSettled[w]:
				c.states |= 4
			case pendingWords[w]:
				c.states |= 2
			}
		}
		for _, p := range pendingPhrases {
			if strings.Contains(res, p) {
				c.states |= 2
			}
		}
	}
	return c.states&2 != 0, c.states&4 != 0
}

func stateSep(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r == '_' || r >= 0x80 && r != '…' && r != '—' && r != '–' && r != '“' && r != '”' && r != '«' && r != '»')
}

// unsettled returns the settled state c's sentence states when the
// successful calls give only pending ones, else "".
func unsettled(c *Claim, calls []Call) string {
	if len(c.Sentence) > maxSentenceScan || negatedSentence(c) {
		return ""
	}
	l := knownLang(c.Lang)
	if l == nil {
		return ""
	}
	said := ""
	for _, w := range strings.FieldsFunc(fold(c.Sentence), stateSep) {
		if l.cond[w] || l.modal[w] || l.hypo[w] || futureWords[w] {
			return "" // "je te dis quand c'est vert"
		}
		if said == "" && settledWords[w] {
			said = w
		}
	}
	if said == "" {
		return ""
	}
	pending := false
	for j := range calls {
		if st := calls[j].Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		p, s := calls[j].callStates()
		if s {
			return ""
		}
		pending = pending || p
	}
	if !pending {
		return ""
	}
	return said
}
