package claims

import "strings"

// switchedState: t is the end state of switching a device (on, off,
// dark, locked): next to a "now" word, with the thing the user named as
// its subject ("kitchen's dark now", "Heating's off now", "die Heizung
// ist jetzt aus", "la calefacción ya está apagada ahora"), it states the
// switch the user asked for, a word the request itself need not hold
// ("kill the heating" → "off").
func switchedState(t token) bool {
	return t.kind == tokWord && switchedStates[t.w]
}

var switchedStates = mkSet(`off on dark locked unlocked muted
	apagado apagada apagados apagadas encendido encendida encendidos encendidas prendido prendida bloqueado bloqueada
	eteint eteinte eteints eteintes allume allumee allumes allumees verrouille verrouillee
	aus an dunkel abgeschlossen verriegelt
	desligado desligada desligados desligadas ligado ligada ligados ligadas acesa aceso trancado trancada`)

// userNamedBefore: a content word of toks[from:to] is one the user wrote
// (the thing whose state the sentence gives: "kitchen" of "kitchen's"),
// with no "if" or instruction before it.
func (s *scanner) userNamedBefore(toks []token, from, to int) bool {
	for k := from; k < to && k < len(toks); k++ {
		u := toks[k]
		if u.kind != tokWord {
			continue
		}
		if hypoOpeners[u.w] || s.lang.cond[u.w] || s.lang.imper[u.w] {
			return false // "check if the heater is off now": a condition, an instruction
		}
		w := u.bare
		if i := strings.IndexByte(w, '\''); i > 0 {
			w = w[:i] // "kitchen's" → "kitchen"
		}
		if len(w) >= 4 && !s.lang.stop[w] && s.inUserText(w) {
			return true
		}
	}
	return false
}
