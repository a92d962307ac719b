package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

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
		own := res
		if o := ownStatus(c.Result); o != c.Result {
			own = fold(o)
		}
		for _, w := range strings.FieldsFunc(res, stateSep) {
			if pendingWords[w] && !settledWords[w] && !resultSettled[w] {
				c.states |= 2
			}
		}
		for _, w := range strings.FieldsFunc(own, stateSep) {
			if settledWords[w] || resultSettled[w] {
				c.states |= 4
			}
		}
		for _, p := range pendingPhrases {
			if strings.Contains(res, p) {
				c.states |= 2
			}
		}
		if c.states&2 == 0 && setsSettled(c) {
			c.states |= 8 // home_set {"state": "closed"} → {"ok": true}: the change set the state (setsState)
		}
	}
	return c.states&2 != 0, c.states&(4|8) != 0
}

// setsSettled: a call that can change things and is no look-up sets a
// settled state through its arguments ({"state": "closed"}, {"estado":
// "cerrada"}): when its own result gives no pending state, the change was
// accepted, and a report of that state is its outcome, whatever a look-up
// before it read (the door was "open" before it was closed). A look-up's
// arguments are a filter ({"status": "closed"}), never a state set.
func setsSettled(c *Call) bool {
	if c.Kinds == nil || isLookupCall(c) || len(c.Args) > maxArgsScan {
		return false
	}
	changes := false
	for _, k := range c.Kinds {
		changes = changes || k == KindWrite || k == KindSend
	}
	if !changes {
		return false
	}
	return settledValueIn(gjson.Parse(c.Args), 0, func(v string) bool { return settledWords[v] })
}

// setsStates: setsState for every settled word of the sentence
// ("JIRA-442 cerrado; … ya ha terminado en verde": closing sets no green).
func setsStates(c *Call, saids []string) bool {
	for _, w := range saids {
		if !setsState(c, w) {
			return false
		}
	}
	return true
}

// setsState: the call settles the state said ("closed", "cerrada") only
// if its arguments set that state or one of its class: closing JIRA-442
// ({"status": "closed"}) makes no running pipeline "green".
func setsState(c *Call, said string) bool {
	return settledValueIn(gjson.Parse(c.Args), 0, func(v string) bool {
		return v == said || stateClasses[v] != 0 && stateClasses[v] == stateClasses[said]
	})
}

// settledValueIn: some string value of the arguments is a settled word
// and nothing else ({"state": "closed"}, {"estado": "cerrada"}): a state
// set. A settled word inside a message the call carries ("CI on main is
// green 🎉" posted to a channel) sets nothing.
func settledValueIn(v gjson.Result, depth int, ok func(string) bool) bool {
	if depth > 4 {
		return false
	}
	switch {
	case v.IsObject() || v.IsArray():
		found := false
		v.ForEach(func(_, x gjson.Result) bool {
			found = settledValueIn(x, depth+1, ok)
			return !found
		})
		return found
	case v.Type == gjson.String:
		return ok(strings.TrimSpace(fold(v.Str)))
	}
	return false
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
	var saids []string // every settled word, for a state a change set (setsState)
	for _, w := range strings.FieldsFunc(fold(c.Sentence), stateSep) {
		if l.cond[w] || l.modal[w] || l.hypo[w] || futureWords[w] {
			return "" // "je te dis quand c'est vert"
		}
		if settledWords[w] {
			if said == "" {
				said = w
			}
			if len(saids) < 4 {
				saids = append(saids, w)
			}
		}
	}
	if said == "" {
		return ""
	}
	pending := false
	for j := range calls {
		if !resultCall(calls[j].Status) {
			continue
		}
		p, s := calls[j].callStates()
		if s && (calls[j].states&4 != 0 || setsStates(&calls[j], saids)) {
			return ""
		}
		pending = pending || p
	}
	if !pending {
		return ""
	}
	// (a list's items are walked only now: most sentences with a settled
	// word follow calls that give no pending state at all)
	for j := range calls {
		if resultCall(calls[j].Status) && settledItemNamed(calls[j].Result, c.Sentence) {
			return ""
		}
	}
	return said
}

// resultCall: a call of this status returned a result that can back a
// claim.
func resultCall(st int) bool { return st == Verified || st == Unverified || st == Client }

// ownStatus: the text of a result whose settled states are read. A JSON
// object is read without its lists: a list's item's state (a job that
// succeeded, a row of a history, an instalment paid) settles nothing of
// the thing the result is about, while its own fields ("status",
// "pipeline": "success", "checks": {…}, a description) may. Else the
// whole result.
func ownStatus(result string) string {
	r := strings.TrimSpace(result)
	if len(r) > maxArgsScan*4 || r == "" || r[0] != '{' || !gjson.Valid(r) {
		return result
	}
	var own []string
	var walk func(v gjson.Result)
	walk = func(v gjson.Result) {
		v.ForEach(func(k, e gjson.Result) bool {
			switch {
			case e.IsArray():
			case e.IsObject():
				walk(e)
			default:
				own = append(own, k.String()+" "+e.String())
			}
			return true
		})
	}
	walk(gjson.Parse(r))
	return strings.Join(own, " ; ")
}

// settledItemNamed: an item of a list of the result that the sentence
// names (by a value of its own: an id, a subject) gives a settled state:
// "#89977 – Formation caisse : résolu" of a ticket list whose 89977 is
// "solved". A state word names no item.
func settledItemNamed(result, sentence string) bool {
	r := strings.TrimSpace(result)
	if len(r) > maxArgsScan*4 || r == "" || r[0] != '{' && r[0] != '[' || !gjson.Valid(r) {
		return false
	}
	sent := fold(sentence)
	found := false
	var walk func(v gjson.Result, inList bool)
	walk = func(v gjson.Result, inList bool) {
		v.ForEach(func(_, e gjson.Result) bool {
			switch {
			case found:
				return false
			case e.IsArray():
				walk(e, true)
			case e.IsObject() && inList:
				named, settled := false, false
				e.ForEach(func(_, f gjson.Result) bool {
					if f.IsArray() || f.IsObject() {
						return true
					}
					val := fold(f.String())
					for _, w := range strings.FieldsFunc(val, stateSep) {
						if settledWords[w] || resultSettled[w] {
							settled = true
						}
					}
					if len(val) >= 3 && !settledWords[val] && !resultSettled[val] && !pendingWords[val] && strings.Contains(sent, val) {
						named = true
					}
					return true
				})
				found = named && settled
			case e.IsObject():
				walk(e, false)
			}
			return true
		})
	}
	walk(gjson.Parse(r), r[0] == '[')
	return found
}
