package claims

import (
	"fmt"
	"strings"
)

// A look-up backs a passive statement as a state it read ("PR 512 was
// merged on 2 Dec" beside a look-up of the PR; stateLookup). For a passive
// of a change or a send ("A reply has been posted to Lena", "Se ha
// notificado a Zalando", "a été escaladé au niveau 2", "has been muted")
// that holds only as the look-up's record of the change: when no call of
// the conversation could make it, the look-up's result must hold a trace
// of it, a word sharing the participle's stem ("merged_at", "escalation",
// "muted") or the state it leaves, or the claim must date it as a record
// does. A look-up of the ticket that names Lena as its requester records
// no reply posted to her.

// untracedChanges unbacks, after backing, each passive of a change or a
// send that a look-up backs with no trace of it, when no successful call
// of the conversation can do that action.
func untracedChanges(cs []Claim, calls []Call) {
	made := map[string]bool{} // action kinds some successful call can do
	narrowMade := false       // some successful call moves, locks or pauses (narrowWriter)
	byName := map[string]*Call{}
	for j := range calls {
		call := &calls[j]
		if call.Status == Failed {
			continue
		}
		byName[strings.TrimSpace(call.Tool+" "+call.ID)] = call
		if call.Kinds == nil || hasKind(call.Kinds, KindRun) {
			made[KindSend], made[KindWrite] = true, true
		}
		narrow := narrowWriter(call) // (a move or a lock makes no other change)
		narrowMade = narrowMade || narrow
		for _, k := range call.Kinds {
			made[k] = made[k] || k != KindWrite || !narrow
		}
	}
	for i := range cs {
		c := &cs[i]
		if !c.Backed || c.Rule != RulePassive || c.Action != KindSend && c.Action != KindWrite || made[c.Action] || c.Action == KindWrite && narrowMade && narrowChange(c) {
			continue
		}
		call := byName[c.By]
		if call == nil || !isLookupCall(call) || changeTraced(c, call) {
			continue
		}
		c.Backed, c.By = false, ""
		c.Reason = ReasonNoMatchingCall
		c.Why = fmt.Sprintf("no receipted call that can %s in this conversation, and the look-up %s's result records no such change", c.Action, call.Tool)
	}
}

// traceStemLen is how many leading letters of a folded participle make
// its stem ("posted", "post_id"; "notificado", "notification").
const traceStemLen = 4

// changeTraced: the look-up's result records the change the claim's
// passive names, or the claim is no change made now.
func changeTraced(c *Claim, call *Call) bool {
	ws := words(c.Cue)
	if len(ws) == 0 || presentCopulas[ws[0]] || c.Lang == "fr" && reflexiveEvent[ws[0]] {
		// "ist jetzt gemergt", "est relayé": a state read; "s'est bien
		// terminée": the thing's own event, no one's change
		return true
	}
	if requestedChange(c) && changeRecorded(call) {
		return true // "a full refund has been issued" beside a record holding the refund
	}
	if datedAfter(c) {
		return true // "was merged on 1 December": a dated record of the event
	}
	p := strings.Trim(ws[len(ws)-1], ".,;:!*_")
	cls := stateClasses[p]
	if cls == 0 && markParticiples[p] {
		cls = markedState(c) // "marked fulfilled"
	}
	if cls != 0 && call.resultStates()[cls] {
		return true // "fue cerrada" beside "status": "closed"
	}
	stems := call.resultStems()
	if st := stemOf(p); st == "" || stems[st] {
		return true // too short to judge, or "merged_at", "escalation"
	}
	if cp := conceptByVerb[p]; cp != nil && stems[stemOf(cp.name)] {
		return true // "a été fusionnée" beside "merged": true
	}
	for _, st := range strings.Fields(traceAliases[stemOf(p)]) {
		if stems[st] {
			return true // "Foi respondido" beside "last_public_reply"
		}
	}
	return false
}

// traceAliases: the stems a result written in English records a change
// by, for participle stems of other languages no concept names (a reply:
// "respondido", "répondu", "beantwortet").
var traceAliases = map[string]string{
	"resp": "repl answ", "repo": "repl answ", "bean": "repl answ",
}

// datedAfter: a date object of the claim is written after its cue, the
// date of the event the passive tells ("foi registrada em 2/12"), not of
// another one the sentence names before it ("INC-7781, ouvert le 28/10,
// a été escaladé").
func datedAfter(c *Claim) bool {
	i := strings.Index(c.Sentence, c.Cue)
	if i < 0 || len(c.Sentence) > maxSentenceScan {
		return false
	}
	rest := fold(c.Sentence[i+len(c.Cue):])
	for _, o := range c.Objects {
		if dateKey(o) != "" && strings.Contains(rest, fold(o)) {
			return true
		}
	}
	return false
}

// reflexiveEvent: French pronominal auxiliaries, folded: "s'est terminée"
// tells what the thing did itself (French makes its passive with "être"),
// unlike the Spanish impersonal "se ha notificado".
var reflexiveEvent = mkSet("s'est se s'etait s'etaient")

// stemOf: the participle's first traceStemLen letters, "" when it has
// fewer or holds other than letters.
func stemOf(w string) string {
	if len(w) < traceStemLen {
		return ""
	}
	for i := 0; i < traceStemLen; i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return ""
		}
	}
	return w[:traceStemLen]
}

// resultStems: the stems of the result's words, built once per call.
func (c *Call) resultStems() map[string]bool {
	a := c.anchors()
	if a.resStems == nil {
		a.resStems = map[string]bool{}
		for _, w := range strings.FieldsFunc(firstN(c.result().hay, maxResultScan), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
			if len(w) >= traceStemLen {
				a.resStems[w[:traceStemLen]] = true
			}
		}
	}
	return a.resStems
}
