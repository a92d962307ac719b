package claims

import "strings"

// A look-up that returns a state as a field set to false ("refunded":
// false, "locked": false, "paid": no) says the thing is not in that
// state: a passive stating it ("ch_3PqX is refunded", "la puerta está
// bloqueada", "die Rechnung ist bezahlt") is no state the look-up read,
// and the look-up does not back it (stateLookup). Only un-backs: it
// excuses nothing.

// deniedStates returns the state classes (stateClasses) whose word the
// folded result hay sets to false, "no", "null" or 0 as a key's value
// (`"refunded": false`, `locked=false`, `paid: no`), or nil.
func deniedStates(hay string) map[int]bool {
	var m map[int]bool
	for i := 0; i < len(hay); {
		if !(hay[i] >= 'a' && hay[i] <= 'z' || hay[i] == '_') {
			i++
			continue
		}
		j := i
		for j < len(hay) && (hay[j] >= 'a' && hay[j] <= 'z' || hay[j] == '_') {
			j++
		}
		if cls := stateClasses[hay[i:j]]; cls != 0 && falseValueAfter(hay[j:]) {
			if m == nil {
				m = map[int]bool{}
			}
			m[cls] = true
		}
		i = j
	}
	return m
}

// falseValueAfter: rest opens with a key's end and a false value (`":
// false`, `=false`, `: no`, `": null`, `": 0`).
func falseValueAfter(rest string) bool {
	k := 0
	if k < len(rest) && (rest[k] == '"' || rest[k] == '\'') {
		k++
	}
	for k < len(rest) && rest[k] == ' ' {
		k++
	}
	if k >= len(rest) || rest[k] != ':' && rest[k] != '=' {
		return false
	}
	k++
	for k < len(rest) && rest[k] == ' ' {
		k++
	}
	v := rest[k:]
	for _, f := range []string{"false", "no", "null", "0", "nein", "non", "nao"} {
		if strings.HasPrefix(v, f) && (len(v) == len(f) || !isAlnum(v[len(f)])) {
			return true
		}
	}
	return false
}

// stateDenied: the claim's participle (the cue's last word) names a
// state the call's result sets false.
func stateDenied(c *Claim, call *Call) bool {
	ws := words(c.Cue)
	if len(ws) == 0 {
		return false
	}
	cls := stateClasses[strings.Trim(ws[len(ws)-1], ".,;:!*_")]
	if cls == 0 {
		return false
	}
	call.resultStates() // (fills denied)
	return call.anchors().denied[cls]
}
