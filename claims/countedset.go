package claims

import (
	"strconv"
	"strings"
)

// A report whose subject counts a whole set ("All four web nodes answer
// pings", "Los cuatro discos pasan el test SMART", "Oui, les cinq
// certificats sont valides", "Alle drei Sites sind erreichbar", "Os três
// estão no ar") says each of those things was looked at. One call about
// one of them widens to the set: the report needs as many successful
// calls as the set counts, or a call whose result itself lists that many
// things or gives the count (a listing of four containers, "4 received").
// Only a definite count opening the sentence (its subject: "all"/"both"
// or an article with a number word); an indefinite count ("found three
// errors") is a finding of one call, not a set each needing a look.

// maxCountedSubject: the count must be among the first words after a
// label's colon, only a yes before it ("Oui, les cinq …", "PR 88: all
// three …"); after a preposition it counts no subject ("Mit den zwei
// Fixes …", "after the three fixes").
const maxCountedSubject = 3

// definiteCount: the number of things a sentence's subject counts as a
// whole (totalCount, and an English or German article before a number
// word: "the three sites", "die vier Knoten"); 0 when the count does not
// open the sentence.
func definiteCount(sentence string) int {
	ws := words(sentence)
	from, blocked := 0, false
	for i := 0; i < len(ws) && i < maxCountedLabel; i++ {
		raw := strings.Trim(ws[i], "*_")
		if strings.HasSuffix(raw, ":") {
			from, blocked = i+1, false // a label ("NAS-Keller:", "PR 88:") opens the report
			continue
		}
		if blocked || i-from > maxCountedSubject {
			continue
		}
		w := trimPunct(raw)
		if dualWords[w] && (i+1 >= len(ws) || !isDigit(ws[i+1][0])) {
			return 2 // (not "Both 42 suites": the figure is the count)
		}
		if i+2 < len(ws) && countArticles[w] {
			// a number word and what it counts ("den 3." is a day)
			if n := cardinalWords[trimPunct(ws[i+1])]; n >= 2 {
				return n // "the three", "los cuatro", "les cinq", "die vier", "os três"
			}
		}
		if allNumWords[w] {
			for k := i + 1; k < len(ws) && k <= i+2; k++ {
				if n := numberWord(ws[k]); n >= 2 {
					return n // "all four", "alle drei", "tous les trois", "todos los tres"
				}
			}
		}
		if !strings.HasSuffix(raw, ",") {
			blocked = true // a word that is no yes before the count: it counts no subject
		}
	}
	return 0
}

// maxCountedLabel bounds the words read for a label before the count.
const maxCountedLabel = 12

// countArticles: definite articles before a number word, folded, every
// language ("the three", "los tres", "les deux", "die vier", "os três").
var countArticles = mkSet("the les los las die den os as")

func trimPunct(w string) string {
	for len(w) > 0 && (w[len(w)-1] == ',' || w[len(w)-1] == ':' || w[len(w)-1] == '.') {
		w = w[:len(w)-1]
	}
	return w
}

// countedBeyondCalls: the set c's subject counts and how many distinct
// successful calls the conversation made; 0, 0 when the sentence counts
// no set or some successful call's result lists or states that many
// things.
func countedBeyondCalls(c *Claim, calls []Call) (int, int) {
	if c.Action == KindWrite || c.Action == KindSend || len(c.Sentence) > maxSentenceScan {
		return 0, 0 // a counted change is countBacked's
	}
	n := definiteCount(c.Sentence)
	if n < 2 {
		return 0, 0
	}
	key := "n:" + strconv.Itoa(n)
	seen := map[string]bool{}
	for j := range calls {
		call := &calls[j]
		if st := call.Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		if call.result().vals[key] {
			return 0, 0 // the result gives the count ("4 received")
		}
		listed := map[string]bool{}
		addListCounts(listed, call.Result)
		if listed[key] {
			return 0, 0 // the result lists that many things
		}
		seen[call.Tool+"\x00"+call.Args] = true
	}
	return n, len(seen)
}
