package claims

import "strings"

// Operating a system: a run claim whose verb starts, stops, restarts,
// deploys, installs or triggers something ("I stopped it", "I kicked off
// the staging pipeline", "Detuve la instancia", "Pipeline ausgelöst")
// changes a running system. A look-up tool (read, list, search, fetch,
// query, check) backs "I ran the query", not that: only a call that can
// run or change things does (a shell, a deploy tool, a tool of unknown
// kind). The verbs are each lexicon's Operate list.

// operatesSystem: the speaker says they operated the system (a first
// person's past), a word of the claim's cue an operating verb of its
// language. A passive or a participle alone may be the state a look-up
// read ("vm-build-02 ist gestoppt", "Status: stopped"), and a third
// party's operation ("she restarted the worker") what a record says.
func operatesSystem(c *Claim) bool {
	if c.Action != KindRun || c.Rule != RuleFirstPerson {
		return false
	}
	l := langByCode(c.Lang)
	if l == nil || len(l.operate) == 0 {
		return false
	}
	for _, w := range words(c.Cue) {
		w = strings.Trim(w, ".,;:!*_`")
		if i := strings.LastIndexByte(w, '\''); i >= 0 {
			w = w[i+1:] // "j'ai", "l'ai"
		}
		if l.operate[w] {
			return true
		}
	}
	return false
}

// onlyLooksUp: every kind the call's tool has is a look-up (a tool of no
// known kind may do anything but send or write).
func onlyLooksUp(call *Call) bool {
	if len(call.Kinds) == 0 {
		return false
	}
	for _, k := range call.Kinds {
		if !isLookup(k) {
			return false
		}
	}
	return true
}
