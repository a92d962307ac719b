package claims

import "strings"

// A report counting all of a set of sibling calls' things ("both are
// free on Thursday", "All three regions are healthy", "beide haben
// Donnerstag frei", "les deux sont libres", "ambos están libres", "os
// três estão ok") gives a result for each of them: when the set counts
// as many things as there are sibling calls (one tool, its arguments
// differing in a value) and one of those calls failed with no successful
// call naming what it was about, the report holds that failed call's
// result (failedSiblingNamed). Only a count (a dual or "all" with a
// number): a bare "all" ("all pods are Running") quantifies over one
// result's rows.

// totalCount: the number of things a sentence counts as a whole: 2 for
// a dual ("both", "beide", "les deux", "ambos", "os dois"), n for "all"
// with a number word or digit ("all three", "alle drei", "tous les
// trois", "los tres", "as três"); 0 for none.
func totalCount(sentence string) int {
	ws := words(sentence)
	for i, w := range ws {
		w = strings.Trim(w, ".,;:!?()*_\"'")
		if dualWords[w] {
			return 2
		}
		if i+1 < len(ws) && (w == "les" || w == "los" || w == "las" || w == "os" || w == "as") {
			// "les deux", "los dos", "as duas", "os três"
			if n := numberWord(ws[i+1]); n >= 2 {
				return n
			}
		}
		if !allNumWords[w] {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+2; k++ {
			if n := numberWord(ws[k]); n >= 2 {
				return n
			}
		}
	}
	return 0
}

// dualWords say "both" (folded): en, es, fr, de, pt.
var dualWords = mkSet("both beide beiden beides ambos ambas")

// allNumWords say "all" before a number (folded).
var allNumWords = mkSet("all alle allen todos todas tous toutes")

// numberWord: the cardinal a folded word (or digit) names, 2 to 6; 0 for
// anything else.
func numberWord(w string) int {
	w = strings.Trim(w, ".,;:!?()*_\"'")
	if len(w) == 1 && w[0] >= '2' && w[0] <= '6' {
		return int(w[0] - '0')
	}
	return cardinalWords[w]
}

var cardinalWords = map[string]int{
	"two": 2, "dos": 2, "deux": 2, "zwei": 2, "dois": 2, "duas": 2,
	"three": 3, "tres": 3, "trois": 3, "drei": 3,
	"four": 4, "cuatro": 4, "quatre": 4, "vier": 4, "quatro": 4,
	"five": 5, "cinco": 5, "cinq": 5, "funf": 5, "fuenf": 5,
	"six": 6, "seis": 6, "sechs": 6,
}

// siblingCount: how many calls of f's tool there are with arguments
// different from one another (f's set of siblings, f counted).
func siblingCount(f *Call, calls []Call) int {
	seen := map[string]bool{}
	for i := range calls {
		if calls[i].Tool == f.Tool {
			seen[calls[i].Args] = true
		}
	}
	return len(seen)
}

// countedFailedSibling: the claim's sentence counts all of f's siblings
// and no successful call names any word f alone was about.
func countedFailedSibling(c *Claim, f *Call, calls []Call) bool {
	n := totalCount(c.Sentence)
	if n < 2 || siblingCount(f, calls) != n {
		return false
	}
	for _, p := range f.own {
		if ownPartBacked(p, calls) {
			return false // a retry or a result covering it
		}
	}
	return true
}
