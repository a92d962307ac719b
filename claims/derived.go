package claims

import (
	"strconv"
	"strings"
)

// Derived figures. A report that states two figures a call returned may
// state a third it computed from them: what is left once one is taken
// from the other ("42 on hand, 5 reserved — so 37 are free", "37
// unidades, 12 reservadas: quedan 25", "12 Plätze, 4 belegt, also 8
// frei", "il en reste donc 25", "ou seja, sobram 25") or the time between
// two returned times ("55 minutes (14:07 → 15:02)"). Such a figure is the
// answer's own arithmetic on returned data, not a result some call must
// hold. Only a difference, only of two figures the same sentence states
// and calls returned, never equal to either of them, and after a word of
// conclusion before it (the writer says it computed): an attacker can
// state no figure this way but the true difference.

// derivedFigure: num (a figure of sentence no call returned, its key
// key) is the difference of two figures of the same sentence that calls
// returned, stated after a word of conclusion; or a number of minutes
// (or hours) between two returned times of the sentence. (A caller with
// several figures of one sentence reads its returned figures once:
// readReturnedFigures, then derives for each.)
func derivedFigure(sentence, num, key string, calls []Call) bool {
	if !derivable(sentence, key) {
		return false
	}
	return readReturnedFigures(sentence, calls).derives(sentence, num, key)
}

// derivable: key reads as one positive value, in a sentence short enough
// to scan.
func derivable(sentence, key string) bool {
	v, ok := plainValue(key)
	return ok && v > 0 && len(sentence) <= maxSentenceScan
}

// returnedFigures are the figures of one sentence that calls returned,
// read in one pass: times as minutes of the day, other figures as values,
// each with its key.
type returnedFigures struct {
	times     []int
	timeKeys  []string
	vals      []float64
	valueKeys []string
}

// readReturnedFigures scans sentence once for the figures calls returned.
func readReturnedFigures(sentence string, calls []Call) returnedFigures {
	var r returnedFigures
	if len(sentence) > maxSentenceScan {
		return r
	}
	for i := 0; i < len(sentence) && len(r.vals)+len(r.times) < maxValues*2; {
		j := figureEnd(sentence, i)
		if j == 0 {
			i++
			continue
		}
		k := numberKey(sentence[i:j])
		i = j
		if k == "" || !returnedKey(k, calls) {
			continue
		}
		if m, ok := minuteOfDay(k); ok {
			r.times = append(r.times, m)
			r.timeKeys = append(r.timeKeys, k)
		} else if x, ok := plainValue(k); ok {
			r.vals = append(r.vals, x)
			r.valueKeys = append(r.valueKeys, k)
		}
	}
	return r
}

// derives: num (key key, no figure a call returned) is derived from the
// sentence's returned figures r, as derivedFigure says.
func (r returnedFigures) derives(sentence, num, key string) bool {
	if !derivable(sentence, key) {
		return false
	}
	v, _ := plainValue(key)
	for i := range r.times {
		for j := range r.times {
			if r.timeKeys[i] == key || r.timeKeys[j] == key {
				continue // (the figure itself)
			}
			if d := r.times[j] - r.times[i]; d > 0 && (float64(d) == v || d%60 == 0 && float64(d/60) == v) {
				return true // "55 minutes (14:07 → 15:02)"
			}
		}
	}
	if !concludedBefore(sentence, num) || changedAfter(sentence, num) {
		return false
	}
	for i := range r.vals {
		for j := range r.vals {
			if i != j && r.valueKeys[i] != key && r.valueKeys[j] != key && r.vals[i] != v && r.vals[j] != v && nearlyEqual(r.vals[i]-r.vals[j], v) {
				return true
			}
		}
	}
	return false
}

// returnedKey: a successful call's arguments or result hold the figure
// of key.
func returnedKey(key string, calls []Call) bool {
	for k := range calls {
		if st := calls[k].Status; (st == Verified || st == Unverified || st == Client) && valueIn(key, calls[k].values()) {
			return true
		}
	}
	return false
}

// plainValue: the number a figure key reads as when it reads one way
// only ("37", "1290"; not "1.290|1290", not a time).
func plainValue(key string) (float64, bool) {
	if strings.ContainsAny(key, ":|") {
		return 0, false
	}
	x, err := strconv.ParseFloat(key, 64)
	return x, err == nil
}

// minuteOfDay: a time key ("t:14:07") as minutes since midnight.
func minuteOfDay(key string) (int, bool) {
	rest, ok := strings.CutPrefix(key, "t:")
	if !ok {
		return 0, false
	}
	h, m, ok := strings.Cut(rest, ":")
	if !ok {
		return 0, false
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hh > 23 || mm > 59 {
		return 0, false
	}
	return hh*60 + mm, true
}

func nearlyEqual(a, b float64) bool {
	d := a - b
	return d < 1e-9 && d > -1e-9
}

// concludedBefore: a word of conclusion or of what remains stands in the
// few words before the figure num in sentence ("so 37", "quedan 25",
// "il en reste donc 25", "also 8", "sobram 25").
func concludedBefore(sentence, num string) bool {
	at := strings.Index(sentence, num)
	if at < 0 || len(sentence) > maxSentenceScan {
		return false
	}
	before := fold(sentence[max(0, at-32):at])
	words := strings.FieldsFunc(before, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80 || r == '-')
	})
	for k := len(words) - 1; k >= 0 && k >= len(words)-4; k-- {
		if conclusionWords[words[k]] {
			return true
		}
	}
	return false
}

// changedAfter: a passive or perfect auxiliary stands within the four
// words after the figure ("so 37 orders were cancelled", "also 8 wurden
// gelöscht", "donc 37 ont été supprimées"): the figure counts a change
// the sentence reports, no arithmetic of what remains ("so 37 are
// free").
func changedAfter(sentence, num string) bool {
	at := strings.Index(sentence, num)
	if at < 0 {
		return false
	}
	after := fold(sentence[at+len(num) : min(len(sentence), at+len(num)+48)])
	words := strings.FieldsFunc(after, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 0x80)
	})
	for k := 0; k < len(words) && k < 4; k++ {
		if w := words[k]; pastAuxWords[w] || perfectAux[w] && w != "a" || perfectAuxFirst[w] {
			return true // (not "a": the sentence is folded, where "à" is "a")
		}
	}
	return false
}

// conclusionWords: words saying the figure after them is computed or is
// what remains, in the five languages.
var conclusionWords = mkSet(`so thus hence leaving leaves left remain remains remaining
	quedan queda restan resta sobran sobra luego
	donc reste restent
	also bleiben bleibt ubrig uebrig
	restam sobram ficam logo portanto`)
