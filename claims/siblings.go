package claims

import (
	"strings"
	"unicode"

	"github.com/tidwall/gjson"
)

// Sibling calls: several calls of one tool whose arguments differ in one
// value ({"device": "temp_garage"} and {"device": "temp_cellar"},
// {"moeda": "USD"} and {"moeda": "EUR"}, two URLs on two hosts) are each
// about what its own value says and the others' do not. Those words of a
// value are the call's own: a claim naming one in words ("In der Garage
// …", "Euro: R$ 5,87", "Schlafzimmerfenster") is about that call, and
// when that call failed, its result is one no call returned.

// markOwnParts records on each call the words of its argument values
// that the same argument of another call of the same tool lacks.
//
// It reads each call's arguments once: the values of an argument across
// the calls of a tool are counted by value and by word, so a call's own
// words are a look-up, not a pass over every other call (thousands of
// calls in a client's history made that calls² per request:
// TestAttack13ManyCallsBacking; FuzzMarkOwnParts holds it to that pass,
// markOwnPartsByPairs).
func markOwnParts(calls []Call) {
	if len(calls) < 2 {
		return
	}
	for i := range calls {
		calls[i].own = nil
	}
	// firsts[i]: call i's arguments' members, the first of each name as
	// gjson's Get finds it (nil: not valid JSON)
	firsts := make([]map[string]gjson.Result, len(calls))
	for i := range calls {
		if !gjson.Valid(calls[i].Args) {
			continue
		}
		m := map[string]gjson.Result{}
		gjson.Parse(calls[i].Args).ForEach(func(k, v gjson.Result) bool {
			if _, ok := m[k.String()]; !ok {
				m[k.String()] = v
			}
			return true
		})
		firsts[i] = m
	}
	// valueOf is gjson.Get(b.Args, gjsonKey(k)): the first member named
	// k, unless k holds path syntax gjsonKey leaves as it is
	valueOf := func(j int, k string) gjson.Result {
		if strings.ContainsAny(k, `.*?|#@!\[]{}(),:"=<>%~^`) || k == "" {
			return gjson.Get(calls[j].Args, gjsonKey(k))
		}
		return firsts[j][k]
	}
	// per tool and argument name: how many calls hold each string value,
	// and in how many distinct values each word is
	type argStats struct {
		calls map[string]int // value → calls of the tool holding it
		words map[string]int // word → distinct values holding it
		parts map[string][]string
	}
	stats := map[[2]string]*argStats{}
	statsOf := func(tool, k string) *argStats {
		key := [2]string{tool, k}
		if st, ok := stats[key]; ok {
			return st
		}
		st := &argStats{calls: map[string]int{}, words: map[string]int{}, parts: map[string][]string{}}
		for j := range calls {
			if calls[j].Tool != tool || firsts[j] == nil {
				continue
			}
			w := valueOf(j, k)
			if w.Type != gjson.String {
				continue
			}
			if st.calls[w.Str]++; st.calls[w.Str] == 1 {
				ps := argParts(w.Str)
				st.parts[w.Str] = ps
				seen := map[string]bool{}
				for _, p := range ps {
					if !seen[p] {
						seen[p] = true
						st.words[p]++
					}
				}
			}
		}
		stats[key] = st
		return st
	}
	for i := range calls {
		a := &calls[i]
		if firsts[i] == nil {
			continue
		}
		gjson.Parse(a.Args).ForEach(func(k, v gjson.Result) bool {
			if v.Type != gjson.String || len(v.Str) > 200 {
				return true
			}
			mine := argParts(v.Str)
			if f := strings.Fields(fold(v.Str)); len(f) > 1 && len(mine) > 0 && mine[0] == f[0] {
				if _, known := knownCommands[f[0]]; known || strings.HasPrefix(f[1], "-") {
					// a command line's program (a known one, or one an
					// option follows: "free" of `free -m` beside `df -h /`)
					// says what the call did, not what it was about; the
					// answer's "53G free" does not name it
					mine = mine[1:]
				}
			}
			st := statsOf(a.Tool, k.String())
			// the other calls' values: every value the tool's calls
			// hold but v, and call i's own one only if another call
			// holds it too
			var drop []string
			if st.calls[v.Str] > 0 {
				drop = append(drop, v.Str)
			}
			if w := valueOf(i, k.String()); w.Type == gjson.String && w.Str != v.Str && st.calls[w.Str] == 1 {
				drop = append(drop, w.Str)
			}
			if len(st.calls)-len(drop) == 0 {
				return true // no sibling
			}
			for _, p := range mine {
				if len(p) < 3 && !ownCodePart(p) || hasString(a.own, p) {
					continue
				}
				n := st.words[p]
				for _, d := range drop {
					if hasString(st.parts[d], p) {
						n--
					}
				}
				if n == 0 {
					a.own = append(a.own, p)
				}
			}
			return true
		})
	}
}

// gjsonKeyEscapes escapes a key for gjson.Get (built once).
var gjsonKeyEscapes = strings.NewReplacer(".", `\.`, "*", `\*`, "?", `\?`)

// gjsonKey escapes a key for gjson.Get (a key may hold '.' or '*').
func gjsonKey(k string) string {
	return gjsonKeyEscapes.Replace(k)
}

// argParts are the letter words of an argument value, folded, umlauts
// written out read as umlauts ("fenster_schlafzimmer" → fenster,
// schlafzimmer; "https://pagos.tienda.es/health" → https, pagos, tienda,
// es, health). Digits are left out: "db-02" beside "db-01" differ in a
// number, which the claim's own figures match.
func argParts(v string) []string {
	return letterWords(deUmlaut(fold(v)))
}

// letterWords splits folded text into its runs of letters.
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) })
}

// partNamed: word w (folded, umlauts read) names own part p: the same
// word, a compound holding it ("schlafzimmerfenster", "kuchenfenster"
// of "kueche" needs five letters), or a longer form of a short code
// ("euro" of "eur", at most two letters more).
func partNamed(w, p string) bool {
	switch {
	case w == p:
		return true
	case len(p) >= 5 && (strings.HasPrefix(w, p) || strings.HasSuffix(w, p)):
		return true
	case len(p) >= 3 && strings.HasPrefix(w, p) && len(w) <= len(p)+2:
		return true
	}
	return false
}

// ownPartNamed: the claim's object o, a plain word, is a word of the
// call's own argument value (see markOwnParts).
func ownPartNamed(o string, call *Call) bool {
	if len(call.own) == 0 {
		return false
	}
	w := deUmlaut(fold(o))
	if len(w) < 3 || !isAllLetters(w) {
		return false
	}
	for _, p := range call.own {
		if partNamed(w, p) {
			return true
		}
	}
	return false
}

// failedSiblingNamed: a failed call whose own argument word (see
// markOwnParts) the claim's sentence names, while no successful call
// names that word: "Küchen- und Schlafzimmerfenster sind zu" beside a
// failed read of fenster_schlafzimmer; "**Euro:** R$ 5,87" beside a
// failed EUR quote. A sentence that says something failed or was not
// done tells the failure, not a result.
func failedSiblingNamed(c *Claim, calls []Call) *Call {
	if f := failedToolNoun(c, calls); f != nil {
		return f // "Côté deals, …" beside a failed hubspot_get_deals (failedtoolnoun.go)
	}
	var words []string
	for j := range calls {
		f := &calls[j]
		if f.Status != Failed || len(f.own) == 0 {
			continue
		}
		if words == nil {
			words = letterWords(deUmlaut(fold(c.Sentence)))
			if failureTold(c) {
				return nil
			}
		}
		if len(c.Sentence) <= maxSentenceScan && countedFailedSibling(c, f, calls) {
			return f // "beide haben Donnerstag frei", "All three regions are healthy" (siblingall.go)
		}
		for _, p := range f.own {
			named := false
			if ownCodePart(p) {
				named = codeWritten(c.Sentence, p) // "AP: ok (51 ms)" (siblingcodes.go)
			}
			for _, w := range words {
				if ownCodePart(p) {
					break
				}
				if partNamed(w, p) {
					named = true
					break
				}
			}
			if !named || ownPartBacked(p, calls) {
				continue
			}
			return f
		}
	}
	return nil
}

// ownPartBacked: a successful call names word p (a retry on the same
// thing, or a result that covers it).
func ownPartBacked(p string, calls []Call) bool {
	for i := range calls {
		call := &calls[i]
		if st := call.Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		for _, q := range call.own {
			if q == p {
				return true
			}
		}
		if containsWord(deUmlaut(call.haystack()), p) {
			return true
		}
	}
	return false
}

// failureTold: the sentence has a negation or a failure word of the
// claim's language ("the bedroom sensor didn't answer", "pagos no
// respondió"): it tells what failed.
func failureTold(c *Claim) bool {
	l := langByCode(c.Lang)
	low := strings.ToLower(c.Sentence)
	for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) }) {
		// (the lexicon's words are folded: "falló" is "fallo")
		if fw := fold(w); l.neg[w] || l.fail[w] || failWord(w) || errorNouns[w] || fw != w && (l.neg[fw] || l.fail[fw] || failWord(fw) || errorNouns[fw]) {
			return true
		}
	}
	return strings.Contains(low, "n't") || strings.Contains(low, "n’t")
}

// errorNouns name an error, every language ("Para o Bruno voltou erro").
var errorNouns = mkSet("error errors erro erros erreur erreurs fehler fehlermeldung fallo fallos")

// boundHost: o is a server's name ("prod-app-1", "srv-web-01") and the
// call took only a command line naming no host ({"command": "uptime"},
// {"cmd": "df -h /"}): its tool runs on one host, the one the answer
// names. A call that names a host, or a ticket key ("SUP-309", written
// in capitals), is matched by name.
func boundHost(o string, call *Call) bool {
	if !serverName(o) || !gjson.Valid(call.Args) {
		return false
	}
	only := true
	n := 0
	gjson.Parse(call.Args).ForEach(func(_, v gjson.Result) bool {
		n++
		f := strings.Fields(fold(v.String()))
		if _, known := knownCommands[firstOf(f)]; v.Type != gjson.String || !known {
			only = false
			return false
		}
		for _, w := range f[1:] {
			if w = commandWordHost(w); serverName(w) || hostName(w) != "" {
				only = false
				return false
			}
		}
		return true
	})
	return only && n > 0
}

// serverName: a name of letters, a dash and digits, not in capitals
// ("web-02", "prod-app-1"; not "SUP-309").
func serverName(o string) bool {
	if strings.ToUpper(o) == o || strings.ContainsAny(o, "./:@_ ") || !strings.Contains(o, "-") {
		return false
	}
	w := fold(o)
	return hasDigit(w) && isAllLetters(strings.SplitN(w, "-", 2)[0])
}

// commandWordHost: the host a command-line word names: a URL's host
// ("http://web-01.interne/health" is about web-01.interne), an ssh or
// scp target's host ("admin@db-2", "db-2:/var/log"), else the word
// without its quotes.
func commandWordHost(w string) string {
	w = strings.Trim(w, "'\"")
	if _, rest, ok := strings.Cut(w, "://"); ok {
		w = rest
	}
	if i := strings.LastIndexByte(w, '@'); i >= 0 {
		w = w[i+1:]
	}
	if i := strings.IndexAny(w, "/:"); i > 0 {
		w = w[:i]
	}
	return w
}

func firstOf(f []string) string {
	if len(f) == 0 {
		return ""
	}
	return f[0]
}
