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
	if c.Rule != RuleFirstPerson && c.Rule != RulePassive {
		return false
	}
	l := langByCode(c.Lang)
	if l == nil || len(l.operate) == 0 {
		return false
	}
	if c.Action == KindRun && c.Rule == RuleFirstPerson {
		for _, w := range words(c.Cue) {
			if l.operate[operateWord(w)] {
				return true
			}
		}
	}
	if c.Rule == RulePassive {
		// "nginx wurde neu gestartet", "main se desplegó en staging":
		// an event passive of operating, which a look-up backs only
		// when its output tells of such an event (toldEvent)
		for _, w := range words(c.Cue) {
			if l.operate[operateWord(w)] {
				return true
			}
		}
		return false
	}
	if c.Rule == RuleFirstPerson {
		// "I went ahead and stopped it", "I checked the logs and
		// restarted nginx", "Ich habe die Logs gelesen und nginx neu
		// gestartet": the speaker's second verb, joined to the cue's
		// by "and", operates the system as much as a cue of its own
		return l.operate[coordinatedAfterCue(c)]
	}
	return false
}

// operateWord: w (folded) trimmed of punctuation and an elided pronoun.
func operateWord(w string) string {
	w = strings.Trim(w, ".,;:!?*_`()\"'")
	if i := strings.LastIndexByte(w, '\''); i >= 0 {
		w = w[i+1:] // "j'ai", "l'ai"
	}
	return w
}

// coordinatedAfterCue: the word after "and" (within three words of it)
// in the cue's clause, when nothing between tells of another subject, a
// negation, a passive or a subordinate question ("and it stopped", "and
// didn't stop", "and nothing was stopped", "whether it had stopped"); ""
// when none: the first such word the claim's lexicon lists as operating.
func coordinatedAfterCue(c *Claim) string {
	at := strings.Index(c.Sentence, c.Cue)
	if at < 0 || len(c.Sentence) > maxSentenceScan {
		return ""
	}
	l := langByCode(c.Lang)
	ws := words(c.Sentence[at+len(c.Cue):])
	for i, w := range ws {
		if strings.ContainsAny(w, ".;:!?") && i > 0 && !strings.ContainsAny(strings.TrimRight(w, ".;:!?"), ".;:!?") {
			ws = ws[:i+1] // the clause ends
			break
		}
	}
	for i := 0; i < len(ws); i++ {
		if !operateJoiners[operateWord(ws[i])] {
			if operateBlockers[operateWord(ws[i])] || l != nil && l.neg[operateWord(ws[i])] {
				return ""
			}
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+4; j++ {
			w := operateWord(ws[j])
			if l != nil && l.operate[w] {
				return w
			}
			if operateBlockers[w] || l != nil && l.neg[w] {
				return ""
			}
		}
	}
	return ""
}

// operateJoiners: "and", "then" joining the speaker's next verb, folded,
// five languages.
var operateJoiners = mkSet("and then y luego despues e depois und dann et puis ensuite")

// operateBlockers: words after which a verb is not the speaker's own: a
// third party, a passive's auxiliary, a subordinate question, folded,
// five languages.
var operateBlockers = mkSet("it he she they this that which who whether if when why how was were been being is are " +
	"el ella ellos ellas se fue fueron ha sido si cuando que " +
	"ele ela eles elas foi foram sido quando " +
	"er sie es wurde wurden worden ist sind ob wann wie dass " +
	"il elle ils elles a ete etait si quand qui")

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

// toldEvent: the call's output or arguments tell of an operation (a word
// opening with one of eventStems: "restarted", "Started", "stopped",
// "gestartet", "desplegado"): a passive of operating may be what that
// look-up read ("nginx wurde um 10:02 neu gestartet" beside a journal
// read of the restart).
func toldEvent(call *Call) bool {
	for w := range call.wordSet() {
		if w == "" || w[0] == 0 {
			continue
		}
		for _, p := range eventStems {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// eventStems: openings of words that tell of starting, stopping,
// deploying or installing, folded, five languages.
var eventStems = []string{"restart", "start", "stop", "deploy", "install", "trigger", "launch", "kill", "reboot", "termin", "halt", "suspend", "shut",
	"gestart", "neugestart", "gestopp", "angehalt", "ausgerollt", "ausgelost", "hochgefahr", "heruntergefahr",
	"reinici", "inici", "deten", "despleg", "arranc", "lanz", "dispar", "instal",
	"arret", "redemarr", "demarr", "relanc", "declench",
	"interromp", "implant", "derrub", "parad", "parou"}
