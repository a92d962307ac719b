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
	for _, t := range toks {
		if k, ok := s.lang.request[t.w]; ok && t.kind == tokWord {
			return k
		}
	}
	return ""
}

// futureWords: future auxiliaries a modal list does not hold ("ton statut
// sera maintenant visible": a consequence, not a state).
var futureWords = mkSet("sera seront será serán estará estarán vai vão vao ficará ficara wird")

// speechVerbs report someone's words ("you said it now works"): before the
// "now" word the state is theirs.
var speechVerbs = mkSet("said told says tells claimed claims dijiste dijo dice dicen comentaste dit disait disais sagt sagte sagtest gesagt meinte disse diz dizem falou")

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
