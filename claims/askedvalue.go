package claims

import "strings"

// Asked values: in answer to a request for a change ("Baja la calefacción
// a 19", "Verschieb das Jour fixe auf 11:00"), after calls that only read
// or failed, a sentence stating the figure the user asked for as the
// thing's value ("El termostato ya está a 19 °C", "steht jetzt auf 11:00")
// says the change is in place. A figure the user gave needs no call
// elsewhere (the answer repeats the question's own figures); here it is
// the new value, and some call must have returned it: a look-up that
// already shows it ("it was already at 19") backs it, one that shows the
// old value does not. Not a statement of the value: a negation, a modal,
// a condition, a future, reported words, an instruction or a question
// ("I can move it to 11:00", "¿Lo pongo a 19?").

// askedKey marks a figure of a claim the user asked to be the new value
// (Claim.values: ungrounded wants some call to hold it).
const askedKey = "q:"

// statesAsked: the clause of toks[k] states a value as it is, not as it
// could, would, will or should be, and the sentence asks nothing. (A
// later clause's consequence, "…, so it will cool down slowly", leaves
// the value stated.)
func (s *scanner) statesAsked(toks []token, k int) bool {
	l := s.lang
	for _, t := range toks {
		if t.kind == tokPunct && (t.w == "?" || t.w == "¿") {
			return false
		}
	}
	from, to := k, k
	for from > 0 && !clauseMark(toks[from-1]) {
		from--
	}
	for to+1 < len(toks) && !clauseMark(toks[to+1]) {
		to++
	}
	if t := toks[from]; t.kind == tokWord && l.imper[t.w] {
		return false // "Set it to 19 in the app"
	}
	for _, t := range toks[from : to+1] {
		if t.kind != tokWord {
			continue
		}
		if l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't") || l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] || futureWords[t.w] || speechVerbs[t.w] {
			return false
		}
	}
	return true
}

// askedValue: the figure at toks[k] is one the user gave and, the turn
// having changed nothing in answer to a request for a change, its clause
// states it as the thing's value.
func (s *scanner) askedValue(toks []token, k int, key string) bool {
	return s.readTurn && s.changeKind != "" && valueIn(key, s.targetValues()) && s.statesAsked(toks, k)
}

// targetValues: the figures of the user's last message set after a
// preposition of target, an article between allowed ("to 19", "a las
// 16", "auf 11 Uhr", "à 19", "pra 23"); not the end of a range ("from 10
// to 11", "de 10 a 11"), which a question about availability names.
func (s *scanner) targetValues() map[string]bool {
	if s.askedVals != nil {
		return s.askedVals
	}
	s.askedVals = map[string]bool{}
	ctx, text := s.howCtx, s.ctxText
	for k, t := range ctx {
		if t.kind != tokWord || !isDigit(t.w[0]) || k == 0 || t.end > len(text) {
			continue
		}
		p := k - 1
		if u := ctx[p]; u.kind == tokWord && !adviceTargetPreps[u.w] && len(u.w) <= 3 && p > 0 {
			p-- // an article: "a las 16", "para as 11h"
		}
		if u := ctx[p]; u.kind != tokWord || !adviceTargetPreps[u.w] {
			continue
		}
		if p > 0 && ctx[p-1].kind == tokWord && isDigit(ctx[p-1].w[0]) {
			continue // a range's end: "from 10 to 11"
		}
		e := t.start
		for e < len(text) && (isDigit(text[e]) || (text[e] == ':' || text[e] == ',' || text[e] == '.') && e+1 < len(text) && isDigit(text[e+1])) {
			e++
		}
		for v := range valueSet(text[t.start:e]) {
			s.askedVals[v] = true
		}
	}
	return s.askedVals
}

// askedUnreturned returns the first figure of c the user asked for that
// no successful call holds ("" when none).
func askedUnreturned(c *Claim, calls []Call) string {
	for _, f := range c.values() {
		key, ok := strings.CutPrefix(f.key, askedKey)
		if !ok {
			continue
		}
		found := false
		for j := range calls {
			if st := calls[j].Status; (st == Verified || st == Unverified || st == Client) && (valueIn(key, calls[j].values()) || roundedIn(key, calls[j].values())) {
				found = true
				break
			}
		}
		if !found {
			return f.text
		}
	}
	return ""
}
