package claims

import (
	"math"
	"strconv"
	"strings"
)

// Values: a sentence that reports what this turn's calls returned states
// figures ("db1 answers in 0.7 ms and db2 in 0.9 ms", "3,204 signups, up
// from 2,870 in October", "1.290 altas frente a 1.105 en octubre"). A
// figure that no successful call's arguments or result hold, and that the
// user did not give, was not returned by any call: the claim it belongs to
// is not backed, whatever else of the sentence a call backs (the second
// host, month, city or person beside a receipted one).
//
// Only figures that cannot be the answer's own arithmetic count: not a
// single digit (a count of lines in a result), a year, a percentage, a
// figure after an approximation word ("about 2,700", "environ", "etwa"),
// a version, a key ("#5521") or a code span; and no figure of a sentence
// with a word of derivation ("total", "average", "per", "which is",
// "en total", "au total", "insgesamt", "no total") — the lexicon's Derive
// and Approx entries.

// maxValues bounds the figures kept per claim (linear in the text).
const maxValues = 8

// figure is a figure of a claim: its match key and its text; stated: the
// sentence says a source holds it (statedvalues.go).
type figure struct {
	key, text string
	stated    bool
}

// sentenceValues returns the figures of toks (one sentence) that a call
// must have returned.
func (s *scanner) sentenceValues(toks []token) (keys []figure) {
	l := s.lang
	if s.todoItem(toks) {
		return nil // a step to take: its figures are a plan's
	}
	keys = s.sentenceAnchors(toks)
	// a derivation ("soit une hausse de 8 %", "in total", "also ein Plus
	// von …") makes the figures of its own clause the answer's; a figure
	// of another clause ("…, qui avait été calculé à 77 970 €") is still
	// stated as a result
	var derived [][2]int
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if _, ok := matchPhrase(toks, k, l.derive); ok {
			lo, hi := k, k
			for lo > 0 && !clauseMark(toks[lo-1]) {
				lo--
			}
			for hi < len(toks) && !clauseMark(toks[hi]) {
				hi++
			}
			if len(derived) > 0 && derived[len(derived)-1][1] >= lo {
				derived[len(derived)-1][1] = max(hi, derived[len(derived)-1][1])
			} else {
				derived = append(derived, [2]int{lo, hi})
			}
		}
	}
	inDerived := func(k int) bool {
		for _, d := range derived {
			if k >= d[0] && k < d[1] {
				return true
			}
		}
		return false
	}
	anchors := len(keys)
	inTable := false
	if len(toks) > 0 {
		if row, ok := s.tableRowOf(toks[0].start); ok {
			// a table presents its figures as data: each must be one a
			// call returned, unless the row derives it ("Total")
			rt := tokenize(nil, s.text, row.start, row.end)
			for k := range rt {
				if rt[k].kind == tokWord {
					rt[k].w = fold(rt[k].w)
				}
				if _, ok := matchPhrase(rt, k, l.derive); ok {
					return keys
				}
			}
			keys = append(keys, figure{key: "x:table"})
			anchors++
			inTable = true
		}
	}
	text := s.text
	var clauses []statedClause // (read once, at the first figure)
	clausesRead := false
	stated := func(k int) bool {
		if !clausesRead {
			clauses, clausesRead = s.statedClauses(toks), true
		}
		return statedAt(clauses, k)
	}
	for k := 0; k < len(toks) && len(keys)-anchors < maxValues; k++ {
		t := toks[k]
		if t.kind != tokWord || !isDigit(t.w[0]) || inDerived(k) {
			continue
		}
		k0 := k // (the figure's first token: its clause)
		// the whole figure as written: digits with inner separators
		// ("8,120", "0,22", "1.290", "10:30"), then a unit ("ms", "GB")
		start := t.start
		if start > 0 {
			if c := text[start-1]; c == '#' || c == '-' && start > 1 && isAlnum(text[start-2]) || asciiLetter(c) || c == '_' || c == '/' || c == '.' {
				continue // a key, an id, a range, a path or a version
			}
			if text[start-1] == ',' && start > 1 && isDigit(text[start-2]) {
				continue // the decimals of a figure not read as one ("~5,4 GB")
			}
		}
		if start > 0 && text[start-1] == '+' || start > 1 && text[start-1] == ' ' && isDigit(text[start-2]) {
			continue // a phone number or a group of one ("+34 611 222 333")
		}
		if tailMarked(text, start) {
			// "le premier (…784)", "card ****4242", "•••• 4242": the end
			// of a longer identifier, which a call must have named whole
			e := start
			for e < len(text) && isDigit(text[e]) {
				e++
			}
			if e-start >= 3 {
				keys = append(keys, figure{key: "o:tail:" + text[start:e], text: "…" + text[start:e]})
				anchors++
			}
			for k+1 < len(toks) && toks[k+1].start < e {
				k++
			}
			continue
		}
		if _, n := dateAt(toks, k); n > 0 {
			k += n - 1
			continue // a date is an object of its own
		}
		end := start
		for end < len(text) {
			if isDigit(text[end]) || (text[end] == '.' || text[end] == ',' || text[end] == ':') && end+1 < len(text) && isDigit(text[end+1]) {
				end++
				continue
			}
			if g := groupSpace(text, end); g > 0 && end+g+3 <= len(text) && isDigit(text[end+g]) && isDigit(text[end+g+1]) && isDigit(text[end+g+2]) && (end+g+3 == len(text) || !isDigit(text[end+g+3])) && end-start <= 3 {
				end += g // "482 190": a space groups thousands
				continue
			}
			break
		}
		if g := digitGroupsEnd(text, end); g > end {
			// "0171 4432 908", "DE44 5001 0517": groups of digits make a
			// number (a phone, an account), an object matched by its
			// digits, no quantity a call returned
			for k+1 < len(toks) && toks[k+1].start < g {
				k++
			}
			continue
		}
		if end+1 <= len(text) && end < len(text) && text[end] == '.' && (end+1 == len(text) || !isDigit(text[end+1])) && numericDate(text[start:end]) && (start == 0 || text[start-1] != '.') {
			// "(03.12.)", "Montag, 7.12.": a day and month written with
			// their dots, a date (an object of its own), no figure
			for k+1 < len(toks) && toks[k+1].start < end {
				k++
			}
			continue
		}
		u := end
		for u < len(text) && unitByte(text[u]) {
			u++
		}
		if u < len(text) && (isDigit(text[u]) || text[u] == '_' || text[u] == '-' && u+1 < len(text) && isAlnum(text[u+1])) {
			// a hash, an id or a date ("5be0d17", "2026-12-03", "3-4")
			for k+1 < len(toks) && toks[k+1].start < u+1 {
				k++
			}
			continue
		}
		num := spaceDrop.Replace(text[start:end])
		unit := strings.ToLower(text[end:u])
		if unit == "" {
			// a unit after a space, as French, Spanish and German set it
			// ("19 °C", "7 ms"): the figure is a measurement all the same
			unit = spacedUnit(text, end)
		}
		for k+1 < len(toks) && toks[k+1].start < end {
			k++ // the figure's other tokens ("8", ",", "120")
		}
		if ordinalSuffix[unit] || strings.Count(num, ".")+strings.Count(num, ",") > 2 {
			continue
		}
		if strings.Count(num, ".") >= 2 && !strings.Contains(num, ",") && !thousandsGrouped(num, '.') {
			if inTable && unit == "" && fullNumericDate(num) == "" {
				// a version a table presents as data ("| npm | 10.2.3 |"):
				// some call must have returned it
				keys = append(keys, figure{key: "o:ver:" + num, text: num})
				anchors++
			}
			continue // a version ("1.24.3")
		}
		if percentNext(text, u) || unit == "" && k+1 < len(toks) && toks[k+1].kind == tokWord && percentWords[toks[k+1].w] {
			// a percentage may be the answer's own arithmetic, so none
			// needs a call; one a call returned still shows the sentence
			// reports calls ("auf 30 % gedimmt … steht auf 23°")
			if key := numberKey(num); key != "" && !strings.HasPrefix(key, "t:") {
				key += "|p:" + key // (a result may give it as a fraction: 0.031 is 3.1 %)
				if stated(k0) && !s.userValue(key) {
					// "Latest labs show an A1c of 7.4%": a source's figure
					keys = append(keys, figure{key: key, text: num, stated: true})
				} else {
					keys = append(keys, figure{key: "h:" + key, text: num})
				}
			}
			continue
		}
		if (num == "15" || num == "5") && readingWindow(toks, k) {
			continue // "7,84 sur la dernière minute, 6,91 sur 5 min, 5,02 sur 15 min", "1.02 over 15 min": the window a reading is averaged over
		}
		if num == "15" && loadWindows(toks, k) {
			continue // "0.82 / 0.91 / 1.04 (1, 5, 15 min)", "en 1, 5 y 15 minutos": a load average's windows, labels of the readings
		}
		if s.adviceTarget(toks, k) {
			continue // "convendría subir a 20 o 22", "you should upgrade to 20": a target the answer advises
		}
		if approxBefore(toks, k, l) || approxMark(text[:start]) || unit == "" && versionLike(toks, k, num) && !s.nounBefore(toks, k) && !countOpener(toks, k, l) {
			continue
		}
		key := numberKey(num)
		if key == "" {
			continue
		}
		if !strings.ContainsAny(num, ".,:") {
			n, _ := strconv.Atoi(num)
			if len(num) < 2 && !measureUnit(unit) || len(num) == 4 && n >= 1900 && n <= 2099 {
				continue // a small count, a year (not "-6°C", "3ms")
			}
		}
		if s.userValue(key) {
			if s.askedValue(toks, k, key) {
				keys = append(keys, figure{key: askedKey + key, text: num}) // "ya está a 19 °C" after a look-up (askedvalue.go)
			}
			continue // a figure the user gave
		}
		if u := strings.ToLower(strings.TrimSpace(unit)); isAllDigits(num) && len(num) >= 3 && strings.HasSuffix(num, "00") && (measureUnit(u) || sizeUnitsUp[u] || u == "mo" || u == "ko" || unit == "" && spacedSizeUnit(text, end)) {
			// a measurement may be rounded ("900 Mo" of 904): roundedIn
			key += "|r:" + key
		}
		if (sizeUnitsUp[unit] || unit == "" && s.lang.code == "fr" && frenchSizeUnit(text, end)) && strings.ContainsAny(num, ".,") {
			// "7,4 GB" of a result in MB ("7420"): the same size in the
			// unit below, read as a scaled reading of the key
			key += "|s:" + key
		}
		if isAllDigits(num) && moneyAround(text, start, end) {
			key += "|c:" + key // "$49" of a result's 4900 cents (valueIn)
		}
		keys = append(keys, figure{key: key, text: num, stated: stated(k0)})
	}
	return keys
}

// moneyAround: the figure at text[start:end] is an amount written with its
// currency: a sign or code before it ("$49", "R$ 49") or after it ("49 €",
// "49 euros", "49 USD").
func moneyAround(text string, start, end int) bool {
	before := strings.TrimRight(text[:start], " \u00a0\u202f")
	for _, m := range []string{"$", "€", "£", "¥", "USD", "EUR", "BRL", "GBP", "MXN"} {
		if strings.HasSuffix(before, m) {
			return true
		}
	}
	after := strings.TrimLeft(text[end:], " \u00a0\u202f")
	if len(after) > 12 {
		after = after[:12]
	}
	after = strings.ToLower(after)
	for _, m := range []string{"$", "€", "£", "¥", "usd", "eur", "brl", "gbp", "mxn", "dollar", "dólar", "euro", "real", "reais", "peso", "pound", "libra", "livre"} {
		if strings.HasPrefix(after, m) {
			return true
		}
	}
	return false
}

// clauseMark: t ends a clause of a sentence (a comma, a semicolon, a
// colon, a dash, a bracket).
func clauseMark(t token) bool {
	if t.kind != tokPunct || t.w == "" {
		return false
	}
	switch t.w {
	case ",", ";", ":", "—", "–", "(", ")":
		return true
	}
	return false
}

// loadWindows: the figure "15" at toks[k] closes the list "1, 5, 15"
// ("1, 5 and 15 minutes", "1, 5 y 15", "1, 5 et 15", "1, 5 und 15"):
// the three windows uptime and top average the load over, which name
// the readings beside them; no call returns them as a value. (A 15
// reported alone still needs its call.)
func loadWindows(toks []token, k int) bool {
	want := [2]string{"5", "1"}
	n := 0
	for j := k - 1; j >= 0 && j >= k-6 && n < 2; j-- {
		t := toks[j]
		switch {
		case t.kind == tokPunct && (t.w == "," || t.w == "/"):
		case t.kind == tokWord && andWords[t.w]:
		case t.kind == tokWord && t.w == want[n]:
			n++
		default:
			return false
		}
	}
	return n == 2
}

// readingWindow: the figure "5" or "15" at toks[k] names, one at a time,
// a window a load reading is averaged over: a decimal reading, a word of
// span ("over", "sur", "en", "über", "em", "in"), at most two words of
// "the last" ("the last", "les", "den letzten", "los últimos", "os
// últimos"), the figure, then a word of minutes or the clause's end
// ("6,91 sur 5 min", "4,33 sur 15)", "1.02 over the last 15 minutes",
// "1,02 in den letzten 15 Minuten"). The reading beside it is still a
// figure a call must have returned; a window carries no result.
func readingWindow(toks []token, k int) bool {
	j := k - 1
	for n := 0; j >= 0 && n < 2 && toks[j].kind == tokWord && windowLast[toks[j].w]; n++ {
		j--
	}
	if j < 1 || toks[j].kind != tokWord || !windowSpan[toks[j].w] {
		return false
	}
	if !readingBefore(toks, j) {
		return false
	}
	if k+1 == len(toks) {
		return true
	}
	n := toks[k+1]
	return n.kind == tokWord && minuteWords[n.w] || n.kind == tokPunct && (n.w == ")" || n.w == "," || n.w == ";" || n.w == ".")
}

// readingBefore: a decimal reading ends right before toks[j], as one
// token ("0.84") or split at its comma ("6", ",", "91").
func readingBefore(toks []token, j int) bool {
	r := toks[j-1]
	if r.kind != tokWord {
		return false
	}
	if decimalReading(r.w) {
		return true
	}
	if j < 3 || len(r.w) > 2 || !isAllDigits(r.w) || toks[j-2].kind != tokPunct || (toks[j-2].w != "," && toks[j-2].w != ".") || toks[j-2].start != toks[j-3].end || r.start != toks[j-2].end {
		return false
	}
	return toks[j-3].kind == tokWord && isAllDigits(toks[j-3].w)
}

// decimalReading: w is a figure with a decimal part of two digits or
// fewer ("0.84", "6,91", "1,2"): a reading, not a count.
func decimalReading(w string) bool {
	d := strings.LastIndexAny(w, ".,")
	if d < 1 || len(w)-d-1 < 1 || len(w)-d-1 > 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if i != d && !isDigit(w[i]) {
			return false
		}
	}
	return true
}

// windowSpan: words that put a span of time after a reading, the five
// languages ("over 15 min", "sur 15 min", "en 15 min", "über 15 Minuten",
// "em 15 min").
var windowSpan = mkSet("over across in during sur en sobre über uber ueber em nos durante")

// windowLast: the words of "the last" between the span word and the
// figure.
var windowLast = mkSet("the last past les la dernieres dernières derniers den letzten los las ultimos últimos ultimas últimas os as")

// minuteWords: units of minutes after a window's figure.
var minuteWords = mkSet("min mins minute minutes minuto minutos minuten m")

// adviceTarget: toks[k] is a figure right after a preposition of target
// ("to", "a", "auf", "à", "para", "hasta") in a clause that advises (a
// modal or a conditional of advice before it, in the same clause:
// "convendría subir a 20 o 22", "you should upgrade to 20", "il faudrait
// passer à 22", "sollte auf 22 aktualisiert werden", "deveria ir para 22"),
// or a figure coordinated with such one ("a 20 o 22"): the value the
// answer recommends, no result a call returned. (A modal alone excuses
// no figure: "you should know it's at 97%" still states 97.)
func (s *scanner) adviceTarget(toks []token, k int) bool {
	m := k - 1
	if m >= 2 && toks[m].kind == tokWord && orWords[toks[m].w] && toks[m-1].kind == tokWord && isDigit(toks[m-1].w[0]) {
		m -= 2 // "a 20 o 22": the second of two targets
	}
	if m < 1 || toks[m].kind != tokWord || !adviceTargetPreps[toks[m].w] {
		return false
	}
	l := s.lang
	for j := m - 1; j >= 0 && j >= m-8; j-- {
		t := toks[j]
		if t.kind == tokPunct && strings.IndexByte(",;:()", t.w[0]) >= 0 || t.kind == tokPunct && (t.w == "—" || t.w == "–") {
			return false
		}
		if t.kind == tokWord && (l.modal[t.w] || adviceWords[t.w]) {
			return true
		}
	}
	return false
}

var (
	// adviceTargetPreps introduce the value advice would set ("subir a 20", "auf 22 setzen")
	adviceTargetPreps = mkSet("to a auf à para pra hasta até zu")
	// adviceWords recommend, in the conditional or the present, folded
	adviceWords = mkSet("convendria convendrian conviene convem convinha conviria valdria vaudrait conviendrait faudrait empfiehlt empfohlen lohnt recommended recomendable recomendavel recommande aconsejable aconselhavel")
)

// frenchSizeUnit: "Go" or "To" after a space at text[i:] ("7,9 Go"),
// French for GB and TB (in English text they are words).
func frenchSizeUnit(text string, i int) bool {
	if i+3 > len(text) || text[i] != ' ' {
		return false
	}
	w := strings.ToLower(text[i+1 : i+3])
	return (w == "go" || w == "to") && (i+3 == len(text) || !isAlnum(text[i+3]))
}

// sizeUnitsUp: units of size a result often gives one step below (MB for
// GB, GB for TB), every language's spelling.
var sizeUnitsUp = mkSet("gb g go gib gio gi tb t to tib tio ti")

// scaledIn: a figure with decimals (its readings, "7.4") is one of the
// forms' integers of the unit below divided by 1000 or 1024, rounded or
// cut to as many decimals ("7420" MB is 7.4 GB, "7951" is 7.9 or 7.8).
func scaledIn(readings string, forms map[string]bool) bool {
	var want []float64
	var decs []int
	for _, r := range strings.Split(readings, "|") {
		if _, frac, ok := strings.Cut(r, "."); ok && len(frac) >= 1 && len(frac) <= 2 {
			if f, err := strconv.ParseFloat(r, 64); err == nil {
				want, decs = append(want, f), append(decs, len(frac))
			}
		}
	}
	if len(want) == 0 {
		return false
	}
	n := 0
	for k := range forms {
		if n++; n > 400 {
			return false // (bounded: a result of many figures is read in part)
		}
		v, ok := strings.CutPrefix(k, "n:")
		if !ok || len(v) < 3 || !isAllDigits(v) {
			continue
		}
		x, _ := strconv.ParseFloat(v, 64)
		for _, div := range []float64{1000, 1024} {
			for i, w := range want {
				p := math.Pow(10, float64(decs[i]))
				y := x / div * p
				if math.Abs(math.Round(y)-w*p) < 1e-6 || math.Abs(math.Floor(y)-w*p) < 1e-6 {
					return true
				}
			}
		}
	}
	return false
}

// digitGroupsEnd: where a run of space-separated digit groups that
// text[..i] ends (the first group just read) ends, when the run holds
// at least seven digits in two groups or more; else i.
func digitGroupsEnd(text string, i int) int {
	digits, groups, end := 0, 0, i
	for s := i - 1; s >= 0 && (isDigit(text[s]) || text[s] == ' ' && s > 0 && isDigit(text[s-1])); s-- {
		// (the figure read so far may hold a group already: "611 234" of
		// "611 234 567")
		if isDigit(text[s]) {
			digits++
		}
	}
	for j := i; j < len(text) && groups < 8; {
		g := groupSpace(text, j)
		if g == 0 || j+g >= len(text) || !isDigit(text[j+g]) {
			break
		}
		e := j + g
		for e < len(text) && isDigit(text[e]) {
			e++
		}
		if e < len(text) && (text[e] == '.' || text[e] == ',') && e+1 < len(text) && isDigit(text[e+1]) {
			break // a figure follows ("in 2 3.5 s"), no group
		}
		digits += e - j - g
		groups++
		j, end = e, e
	}
	if groups == 0 || digits < 7 {
		return i
	}
	return end
}

var ordinalSuffix = mkSet("st nd rd th er re e eme ème o a º ª te ten")

var percentWords = mkSet("percent per cent por ciento pour cent prozent por cento")

func percentNext(text string, i int) bool {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i < len(text) && text[i] == '%'
}

// approxBefore: an approximation word within the two words before toks[k]
// ("about 2,700", "unos 300", "environ 40", "etwa 12", "cerca de 90").
func approxBefore(toks []token, k int, l *compiled) bool {
	for m := k - 1; m >= 0 && m >= k-3; m-- {
		t := toks[m]
		if t.kind == tokPunct && (t.w == "~" || t.w == "≈" || t.w == "∼") || t.kind == tokWord && l.approx[t.w] {
			return true
		}
		if t.kind == tokPunct && t.w != "~" && t.w != "≈" && t.w != "∼" && !currencyMark(t.w) {
			break
		}
	}
	return false
}

// approxMark: the text before a figure ends in a sign of approximation
// ("≈35 minutes", "~0.28 s", "∼40").
func approxMark(before string) bool {
	before = strings.TrimRight(before, " ")
	return strings.HasSuffix(before, "≈") || strings.HasSuffix(before, "~") || strings.HasSuffix(before, "∼")
}

func currencyMark(w string) bool { return w == "$" || w == "€" || w == "£" || w == "¥" }

// groupSpace: the byte length of a thousands-grouping space at text[i]
// (a space, a no-break or a narrow no-break space), or 0.
func groupSpace(text string, i int) int {
	switch {
	case i < len(text) && text[i] == ' ':
		return 1
	case strings.HasPrefix(text[i:], "\u00a0"):
		return 2
	case strings.HasPrefix(text[i:], "\u202f"):
		return 3
	}
	return 0
}

// spacedUnit: the measurement unit after one space at text[i:] ("°C" of
// "19 °C", "ms" of "7 ms"), folded, or "".
func spacedUnit(text string, i int) string {
	sp := 0
	for _, space := range []string{" ", "\u00a0", "\u202f"} {
		if strings.HasPrefix(text[i:], space) {
			sp = len(space)
			break
		}
	}
	if sp == 0 {
		return ""
	}
	u := i + sp
	for u < len(text) && unitByte(text[u]) {
		u++
	}
	if u < len(text) && isAlnum(text[u]) {
		return ""
	}
	if w := strings.ToLower(text[i+sp : u]); measureUnit(w) {
		return w
	}
	return ""
}

// versionLike: a figure with no unit right after a capitalised name or a
// version word ("Node 22", "PostgreSQL 16", "versión 4.21") names a
// version or a model, which advice recommends as often as a call returns.
func versionLike(toks []token, k int, num string) bool {
	if k == 0 || strings.Count(num, ".")+strings.Count(num, ",") > 1 {
		// (two separators: a grouped figure, "61.204,10", "1,204,331";
		// versions were left out before)
		return false
	}
	p := toks[k-1]
	if p.kind == tokCode {
		return true
	}
	if p.kind != tokWord {
		return false
	}
	if versionWords[p.w] {
		return true
	}
	if _, month := monthNames[p.w]; month {
		return false
	}
	return p.cap && p.plain && len(num) <= 4
}

// countOpener: the word before toks[k] opens the sentence and is
// capitalised only for that: a quantifier or a function word ("All 42
// tests passed.", "Both 3 replicas …", "Die 12 Tests …"), no product
// whose version the figure would be. Read as a version, the figure of
// "All 99 tests passed." went unchecked (TestAttack11ResultReportFiguresUnchecked).
func countOpener(toks []token, k int, l *compiled) bool {
	for m := 0; m < k-1; m++ {
		if toks[m].kind == tokWord || toks[m].kind == tokCode {
			return false
		}
	}
	w := toks[k-1].w
	return countOpeners[w] || l.stop[w] && !versionWords[w]
}

var countOpeners = mkSet("all both only just exactly another every these those the alle beide nur genau insgesamt diese die tous toutes les seulement exactement ces todos todas los las solo sólo solamente exactamente ambos ambas estos estas apenas exatamente os as tutti tutte soltanto esattamente entrambi precies slechts")

// nounBefore: in German, which capitalises every noun, the word before
// toks[k] is a noun of the lexicon ("laut Datenbank 12 …"), no product
// whose version the figure would be.
func (s *scanner) nounBefore(toks []token, k int) bool {
	if s.lang.code != "de" || k == 0 || toks[k-1].kind != tokWord || versionWords[toks[k-1].w] {
		return false
	}
	_, noun := lookup(s.lang.nouns, toks[k-1])
	return noun || resourceNouns[toks[k-1].w]
}

var versionWords = mkSet("version versions v release python node java go ruby php postgres postgresql mysql redis debian ubuntu alpine kernel api versión versiones versao versão versões fassung")

// thousandsGrouped: every group after the first sep has three digits.
func thousandsGrouped(num string, sep byte) bool {
	parts := strings.Split(num, string(sep))
	for _, p := range parts[1:] {
		if len(p) != 3 {
			return false
		}
	}
	return true
}

// numberKey is a written figure's match key: "t:10:30" for a time of
// day, else "n:" and its readings as a number ("1.290" reads as 1290 and
// as 1.290), joined by "|".
func numberKey(num string) string {
	if h, m, ok := strings.Cut(num, ":"); ok {
		if len(m) != 2 || len(h) > 2 || strings.ContainsAny(m, ":.,") {
			return ""
		}
		return "t:" + strings.TrimPrefix(h, "0") + ":" + m
	}
	var out []string
	for _, r := range numberReadings(num) {
		out = append(out, r)
	}
	return strings.Join(out, "|")
}

// numberReadings: the canonical forms of a written figure, with "." or ","
// as the decimal mark (and the other as thousands separator).
func numberReadings(num string) []string {
	var out []string
	for _, dec := range []byte{'.', ','} {
		th := byte(',')
		if dec == ',' {
			th = '.'
		}
		intPart, frac, _ := strings.Cut(num, string(dec))
		if strings.IndexByte(frac, dec) >= 0 || strings.IndexByte(frac, th) >= 0 {
			continue
		}
		if strings.IndexByte(intPart, th) >= 0 {
			if !thousandsGrouped(intPart, th) {
				continue
			}
			intPart = strings.ReplaceAll(intPart, string(th), "")
		}
		intPart = strings.TrimLeft(intPart, "0")
		if intPart == "" {
			intPart = "0"
		}
		r := intPart
		if frac != "" {
			r += "." + frac
		}
		dup := false
		for _, o := range out {
			dup = dup || o == r
		}
		if !dup {
			out = append(out, r)
		}
	}
	return out
}

// valueSet holds the match forms of every figure in a text: each reading,
// and each reading rounded to 0–3 decimals ("41.02" also gives "41",
// "41.0"), and times of day.
func valueSet(text string) map[string]bool { return valueSetOf(text, true) }

// valueSetOf is valueSet; loose adds the figure in larger units and each
// group of a grouped figure (for a sentence's figures, not for objects).
func valueSetOf(text string, loose bool) map[string]bool {
	m := map[string]bool{}
	for i := 0; i < len(text); {
		if !isDigit(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && (isDigit(text[j]) || (text[j] == '.' || text[j] == ',' || text[j] == ':' || text[j] == ' ' && j+3 < len(text) && isDigit(text[j+1]) && isDigit(text[j+2]) && isDigit(text[j+3]) && (j+4 == len(text) || !isDigit(text[j+4]))) && j+1 < len(text) && isDigit(text[j+1])) {
			j++
		}
		num := text[i:j]
		if j-i > 40 {
			i = j
			continue
		}
		addValueForms(m, num, loose)
		if k := durationKey(text, i, j); k != "" {
			m[k] = true
		}
		if strings.IndexByte(num, ' ') >= 0 {
			addValueForms(m, strings.ReplaceAll(num, " ", ""), loose)
			for _, p := range strings.Fields(num) {
				addValueForms(m, p, loose)
			}
		}
		i = j
	}
	return m
}

func addValueForms(m map[string]bool, num string, loose bool) {
	if strings.Count(num, ":") > 0 {
		parts := strings.Split(num, ":")
		for p := 0; p+1 < len(parts); p++ {
			if k := numberKey(parts[p] + ":" + firstN(parts[p+1], 2)); k != "" {
				m[k] = true
				if h, _ := strconv.Atoi(parts[p]); p == 0 && h > 12 && h < 24 {
					// the same time on a 12-hour clock ("17:15" as "5:15")
					m[numberKey(strconv.Itoa(h-12)+":"+firstN(parts[p+1], 2))] = true
				}
			}
		}
		for _, p := range parts {
			addValueForms(m, p, loose)
		}
		return
	}
	for _, r := range numberReadings(num) {
		m["n:"+r] = true
		if i := strings.IndexByte(r, '.'); i > 0 {
			m["n:"+r[:i]] = true // the integer part ("8412.50" → 8412)
		}
		if f, err := strconv.ParseFloat(r, 64); err == nil && loose {
			frac := strings.IndexByte(r, '.')
			for d := 0; d <= 3; d++ {
				m["n:"+strconv.FormatFloat(f, 'f', d, 64)] = true
				if frac > 0 && len(r)-frac-1 > d && r[frac+1+d] == '5' {
					// a half rounds up as people round it ("151002.50"
					// as $151,003; FormatFloat rounds a half to even)
					m["n:"+halfUp(f, d)] = true // (halfup.go)
				}
			}
			if f > 0 && f < 1 && frac > 0 {
				// a fraction is a percentage ("0.031" is 3.1 %): kept
				// apart, for a percentage's key only (valueIn)
				for d := 0; d <= 2; d++ {
					m["p:"+strconv.FormatFloat(f*100, 'f', d, 64)] = true
				}
			}
			if f >= 100 && loose {
				// the same figure in a larger unit (1162 MB as 1.1 GB,
				// 1874002 as 1.87M)
				if r == strconv.FormatFloat(f, 'f', 0, 64) {
					// an amount in minor units ("amount": 2500 as $25.00,
					// and as $25 when it has no cents)
					m["n:"+strconv.FormatFloat(f/100, 'f', 2, 64)] = true
					if math.Mod(f, 100) == 0 {
						// (kept apart: only an amount written with its
						// currency reads it, not any figure of a result's
						// round hundreds — port 8000 is no 80, 3000 ms no 30)
						m["c:"+strconv.FormatFloat(f/100, 'f', 0, 64)] = true
					}
				}
				for _, div := range []float64{1000, 1024, 1e6, 1048576} {
					if g := f / div; g >= 0.1 {
						for d := 0; d <= 2; d++ {
							m["n:"+strconv.FormatFloat(g, 'f', d, 64)] = true
						}
					}
				}
			}
		}
	}
	// every group of a grouped figure also stands alone ("1.290" also as
	// 1 and 290 is no reading; but a list "12,40" may be two numbers)
	if !loose {
		return
	}
	for _, p := range strings.FieldsFunc(num, func(r rune) bool { return r == '.' || r == ',' }) {
		m["n:"+strings.TrimLeft(p, "0")] = true
	}
}

// durationKey: the clock form of a duration written in units, "3m12s"
// or "1h05m" (a build "Fertig in 3m12s" is "3:12 min" in the answer),
// read from the figure text[i:j]; "" when none follows.
func durationKey(text string, i, j int) string {
	if j+2 >= len(text) || strings.ContainsAny(text[i:j], ".,:") || j-i > 2 {
		return ""
	}
	big := text[j]
	if big != 'm' && big != 'h' {
		return ""
	}
	k := j + 1
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if k-(j+1) < 1 || k-(j+1) > 2 || k >= len(text) || !(big == 'm' && text[k] == 's' || big == 'h' && text[k] == 'm') {
		return ""
	}
	if k+1 < len(text) && asciiLetter(text[k+1]) && text[k+1] != 's' {
		return "" // "3m12ms" is no minutes-and-seconds
	}
	small := text[j+1 : k]
	if len(small) == 1 {
		small = "0" + small
	}
	return numberKey(text[i:j] + ":" + small)
}

func firstN(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// valueIn: some reading of key is among the forms of set.
func valueIn(key string, forms map[string]bool) bool {
	if strings.HasPrefix(key, "t:") {
		return forms[key]
	}
	for _, r := range strings.Split(key, "|") {
		if forms["n:"+r] {
			return true
		}
	}
	if _, whole, ok := strings.Cut(key, "|c:"); ok {
		for _, r := range strings.Split(whole, "|") {
			if forms["c:"+r] {
				return true // $49 of a result's 4900 cents
			}
		}
	}
	if _, pct, ok := strings.Cut(key, "|p:"); ok {
		for _, r := range strings.Split(pct, "|") {
			if forms["p:"+r] {
				return true // 3.1 % of a result's 0.031
			}
		}
	}
	if _, scaled, ok := strings.Cut(key, "|s:"); ok {
		return scaledIn(scaled, forms)
	}
	return false
}

// spacedSizeUnit: a unit of size or time after a space at text[i:]
// ("900 Mo", "150 ms", "40 MB").
func spacedSizeUnit(text string, i int) bool {
	if i+2 >= len(text) || text[i] != ' ' {
		return false
	}
	e := i + 1
	for e < len(text) && e < i+4 && asciiLetter(text[e]) {
		e++
	}
	if e < len(text) && isAlnum(text[e]) {
		return false
	}
	u := strings.ToLower(text[i+1 : e])
	return measureUnit(u) || sizeUnitsUp[u] || u == "mo" || u == "ko"
}

// roundedIn: key is a round whole measurement (a unit after it, at least
// three digits, its last two zeros: "900 Mo", "1200 ms") and forms hold a
// figure within 2 % of it ("900 Mo" of a result's 904): a figure the
// answer rounded, as people write them.
func roundedIn(key string, forms map[string]bool) bool {
	k, _, measured := strings.Cut(key, "|r:")
	if !measured {
		return false // (a bare figure is no measurement: "a 200" is no rounded 203)
	}
	key, _, _ = strings.Cut(k, "|")
	if len(key) < 3 || !isAllDigits(key) || !strings.HasSuffix(key, "00") || key[0] == '0' {
		return false
	}
	want, err := strconv.ParseFloat(key, 64)
	if err != nil || want == 0 {
		return false
	}
	for f := range forms {
		if !strings.HasPrefix(f, "n:") {
			continue
		}
		v, err := strconv.ParseFloat(f[2:], 64)
		if err == nil && v != want && (v-want)/want <= 0.02 && (want-v)/want <= 0.02 {
			return true
		}
	}
	return false
}

// userValue: the figure occurs in the user's messages.
func (s *scanner) userValue(key string) bool {
	if s.userVals == nil {
		s.userVals = map[string]bool{}
		for _, q := range s.quoted {
			for k := range valueSet(q) {
				s.userVals[k] = true
			}
		}
	}
	return valueIn(key, s.userVals)
}

// values returns the call's figure forms (computed once).
func (c *Call) values() map[string]bool {
	if c.vals == nil {
		c.vals = valueSet(c.haystack())
		addListCounts(c.vals, c.Result) // (listcount.go)
		// a URL's scheme names its default port ("https://localhost"
		// answers on 443)
		if strings.Contains(c.hay, "https://") {
			c.vals["n:443"] = true
		}
		if strings.Contains(c.hay, "http://") {
			c.vals["n:80"] = true
		}
	}
	return c.vals
}

// ungrounded returns the first of the claim's figures no successful call
// holds, when another of its figures is one a call holds: the sentence
// sets a returned figure beside one no call returned ("db1 in 0.7 ms and
// db2 in 0.9 ms"); a sentence of figures none of which a call returned
// is more often advice or knowledge ("move to 16", "1.1 GB free") and is
// judged by its objects alone (for a turn report; a claim that names the
// action needs every figure returned). "" when there is none.
func ungrounded(c *Claim, calls []Call) (string, bool) {
	var ok []*Call
	for j := range calls {
		if st := calls[j].Status; st == Verified || st == Unverified || st == Client {
			ok = append(ok, &calls[j])
		}
	}
	for _, f := range c.values() {
		if strings.HasPrefix(f.key, "o:") && !anchorGrounded(f.key, ok) {
			return strings.Replace(f.text, "|", ", ", 1), true // another object than the calls'
		}
	}
	if v := askedUnreturned(c, calls); v != "" {
		return v, false // the value the user asked for, stated after calls that only read (askedvalue.go)
	}
	miss, hit, table, misses3 := "", false, false, 0
	var returned, unreturned []figure // (derivedFigure)
	for _, f := range c.values() {
		if f.key == "x:table" {
			table = true
			continue
		}
		if strings.HasPrefix(f.key, "o:") || strings.HasPrefix(f.key, askedKey) {
			continue
		}
		hitOnly := strings.HasPrefix(f.key, "h:")
		key := strings.TrimPrefix(f.key, "h:")
		found := false
		for j := range calls {
			if st := calls[j].Status; (st == Verified || st == Unverified || st == Client) && (valueIn(key, calls[j].values()) || roundedIn(key, calls[j].values())) {
				found = true
				break
			}
		}
		if hitOnly {
			hit = hit || found
			continue
		}
		if !found && failureFigure(key, calls) {
			continue // "offline seit 3:12 Uhr" of "error: Sensor offline seit 03:12": the failure's own figure
		}
		if found {
			returned = append(returned, f)
		} else {
			unreturned = append(unreturned, f)
		}
		hit = hit || found
	}
	var sentenceFigures *returnedFigures // read once for all of the sentence's unreturned figures
	stated := ""                         // the first unreturned figure a source is said to hold (statedvalues.go)
	for _, f := range unreturned {
		if len(returned) > 0 && derivable(c.Sentence, f.key) && sentenceFigures == nil {
			r := readReturnedFigures(c.Sentence, calls)
			sentenceFigures = &r
		}
		if sentenceFigures != nil && sentenceFigures.derives(c.Sentence, f.text, f.key) {
			continue // "42 on hand, 5 reserved — so 37 are free": the answer's arithmetic
		}
		if c.Rule == RuleTurnReport && c.Action == KindOutput && derivedMeasure(f.key, calls) {
			continue // "Ticket medio 39,88 €" of 84.310,20 € over 2.114 tickets (derivedmeasure.go)
		}
		if miss == "" {
			miss = f.text
		}
		if f.stated && stated == "" {
			stated = f.text
		}
		if num3(f.text) {
			misses3++ // "Listening: 22, 8080, 9100, 5432": a list of results, no advice
		}
	}
	if !hit && c.Rule == RuleTurnReport && !table && misses3 < 3 && !countsTests(c) {
		// advice, knowledge or a plan, unless a source is said to hold it
		return stated, false
	}
	// a claim that says the action ("I checked refunds: 212 …", "the
	// query returned 1,042 rows") vouches for its figures: each must be
	// one a call returned
	return miss, false
}

// countsTests: one of the claim's figures counts tests ("Alle 99 Tests
// sind bestanden.", "Tous les 99 tests sont passés."): a run's outcome,
// no advice, whose figure must be the run's as a result report's is
// (TestAttack11ResultReportFiguresUnchecked).
func countsTests(c *Claim) bool {
	s := fold(c.Sentence)
	for _, f := range c.values() {
		if strings.HasPrefix(f.key, "o:") || strings.HasPrefix(f.key, "h:") || f.text == "" {
			continue
		}
		for rest := s; ; {
			i := strings.Index(rest, f.text)
			if i < 0 {
				break
			}
			rest = rest[i+len(f.text):]
			w, _, _ := strings.Cut(strings.TrimLeft(rest, " \u00a0"), " ")
			if w = strings.TrimRight(w, ".,;:!?"); testNouns[w] || testNouns[strings.TrimSuffix(w, "s")] {
				return true
			}
		}
	}
	return false
}

// failureFigure: a failed call's error message holds the figure (the
// answer tells the failure, with its time or code).
func failureFigure(key string, calls []Call) bool {
	for j := range calls {
		if calls[j].Status == Failed && len(calls[j].Result) <= 300 && valueIn(key, valueSetOf(calls[j].Result, false)) {
			return true
		}
	}
	return false
}

// unitByte: an ASCII letter or a byte of a multi-byte rune (°, µ, é).
func unitByte(c byte) bool { return asciiLetter(c) || c >= 0x80 }

func asciiLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isAlnum(c byte) bool { return asciiLetter(c) || isDigit(c) }

// tableRowOf: the Markdown table row (a line starting with "|") holding
// text[i], and whether there is one.
func (s *scanner) tableRowOf(i int) (span, bool) {
	// (a bounded look back: a sentence of a long line costs no more)
	from := max(0, i-maxRowScan)
	ls := strings.LastIndexByte(s.text[from:i], '\n') + 1 + from
	if ls == from && from > 0 {
		return span{}, false
	}
	if !strings.HasPrefix(strings.TrimLeft(s.text[ls:i], " \t"), "|") {
		return span{}, false
	}
	le := strings.IndexByte(s.text[i:min(len(s.text), i+maxRowScan)], '\n')
	if le < 0 {
		le = min(len(s.text), i+maxRowScan)
	} else {
		le += i
	}
	return span{ls, le}, true
}

// maxRowScan bounds the bytes looked at around a table row.
const maxRowScan = 1000

// spaceDrop removes the spaces that group a figure's digits (built once).
var spaceDrop = strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "")

// measureUnit: a unit written onto a figure that makes it a measurement
// ("°c", "ms", "gb", "km", "3 min"), not a count.
func measureUnit(u string) bool {
	v := strings.TrimPrefix(u, "°")
	return measureUnits[v] || durationUnits[v] || u == "°"
}

// durationUnits are the units of a duration (folded): a measurement
// written onto a figure, but after a weekday "10 h" is the hour
// (unitAfter reads measureUnits alone).
var durationUnits = mkSet("s m h min")

// tailMarked: the figure at text[start] follows an ellipsis or a mask
// ("…784", "...784", "****4242", "•••• 4242", "xxxx4242"): it ends a
// longer identifier written short.
func tailMarked(text string, start int) bool {
	b := strings.TrimRight(text[max(0, start-12):start], " ")
	return strings.HasSuffix(b, "…") || strings.HasSuffix(b, "...") || strings.HasSuffix(b, "****") || strings.HasSuffix(b, "••••") || strings.HasSuffix(strings.ToLower(b), "xxxx")
}
