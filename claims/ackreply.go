package claims

import "strings"

// An acknowledged done reply: with no call made this turn (or only calls
// that failed), a short answer to a request for a change that opens with
// a word of acknowledgement or assent ("ok", "passt", "hop", "vale",
// "beleza", "jo", "ya") and goes on to tell the thing the user named in
// its new state ("passt, HD-2240 ist zu", "hop, salon à 21°", "ya, your
// 3pm's at 4 now", "Solucionado: el remoto queda con 4 ramas",
// "prontinho, Léo agora é às 16h") reports the change done: a done reply
// whose done word is the state told. An acknowledgement alone ("ok!"),
// one that plans, asks back, hedges, fails or negates ("passt, mach ich
// gleich", "ok, which calendar?", "vale, pero no tengo acceso") stays
// no claim: doneReplyIn's checks after the opening word apply.

// ackOpening: the index in toks of a word of acknowledgement among the
// first three words, -1 when none. (Not the formal yes, "sí", "sim",
// "yes": it answers questions of fact, "Sim: mudar o limite recria os
// pods".)
func (s *scanner) ackOpening(toks []token) int {
	n := 0
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if s.lang.ack[t.w] || s.lang.ack[t.bare] {
			return i
		}
		if n++; n == 3 {
			break
		}
	}
	return -1
}

// ackStateTold: after the acknowledgement at p, the answer tells the
// requested thing in a state: a word of the user's request (a name, a
// figure, a thing: "HD-2240", "21", "cache") or a figure, with no step
// still to come ("ok, moving it now", "passt, mach ich").
func (s *scanner) ackStateTold(toks []token, p int, user string) bool {
	rest := toks[p+1:]
	if s.yesQualified(rest) || strings.IndexByte(s.text, '?') >= 0 {
		return false // (a question anywhere asks back: "sure — you mean ~/scratch/tmp? say yes and I'll nuke it")
	}
	stays, bound := false, false
	for _, t := range rest {
		if t.kind == tokWord {
			stays = stays || ackUnchanged[t.w]
			bound = bound || ackUntil[t.w] || ackUntil[t.bare] || strings.HasPrefix(t.w, "jusqu")
		}
	}
	if stays && bound {
		return false // "passt, HD-2240 bleibt offen bis Montag", "geht erst nach dem Freeze": nothing changed yet
	}
	for _, t := range rest {
		if t.kind == tokWord && (speakerWords[t.w] || s.lang.subj[t.w]) {
			return false // "klar, mach ich sobald die Tests durch sind": the speaker's step, no state told
		}
		if t.kind == tokWord && (s.lang.modal[t.w] || s.lang.cond[t.w] || s.lang.hypo[t.w]) {
			return false // "vale, puedo borrarlas si me das acceso": an offer, whatever its person
		}
	}
	for _, t := range rest {
		switch t.kind {
		case tokCode:
			return true
		case tokWord:
			if isDigit(t.w[0]) {
				return true
			}
			if len(t.w) >= 3 && !s.lang.stop[t.w] && !s.lang.ack[t.w] && userHasWord(user, t.w) {
				return true
			}
		}
	}
	return false
}

// userHasWord: the folded word w occurs as a word of the user's message.
func userHasWord(user string, w string) bool {
	for _, u := range tokenize(nil, user, 0, len(user)) {
		if u.kind == tokWord && u.w == w {
			return true
		}
	}
	return false
}

// ackUnchanged: verbs telling a thing stays as it was or goes only
// later, folded, five languages ("stays open", "bleibt offen", "geht erst
// nach dem Freeze", "reste ouvert", "sigue abierto", "fica aberto"); with
// a bound in time (ackUntil) nothing changed yet.
var ackUnchanged = mkSet(`stays remains stay remain bleibt bleiben geht reste restent sigue siguen continua continuam fica ficam permanece permanecem`)

// ackUntil: words bounding the state in time, folded ("until Monday",
// "bis Montag", "erst nach", "jusqu'à lundi", "hasta el lunes", "até
// segunda", "still").
var ackUntil = mkSet(`until till still bis erst noch jusqu encore hasta todavia aun ate ainda`)
