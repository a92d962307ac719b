package claims

// A shown output line's words in one line of the call's result, in order,
// its negations kept: a line whose words are each somewhere in the
// result may still say what the call never printed ("test_login FAILED"
// of a run that printed "test_login PASSED" and "test_payment FAILED";
// "migration 0042: applied" of "migration 0042: not applied").

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/rawjson"
)

// maxPlaceWork bounds the result bytes scanned for one call's shown lines
// in all (linear in the result); past it a line is not backed, as
// figuresInPlace does.
const maxPlaceWork = 1 << 24

// placeWord is a word of a shown line to find in a result line: as a
// word, in the line with joiners read as spaces (joined), or, cut short
// by the model, as a part of a word (cut).
type placeWord struct {
	w           string
	joined, cut bool
	// key: a word of the call's arguments, as a row's key column
	// ("| Ann | hello Ann |" of greet {"name":"Ann"}): it must be in
	// the line, but may stand anywhere in it
	key bool
}

// wordsInPlace: one line of c's result holds words in order (a
// subsequence: a shown line may abridge, re-space or cut a line), and
// the negations of that line up to the last word matched are in the
// shown line ln, and ln's negations are in the result line. True when
// words is empty.
func wordsInPlace(ln string, words []placeWord, c *Call) bool {
	if len(words) == 0 && !hasNegation(fold(ln)) {
		return true
	}
	r := c.result()
	if r.lineList == nil {
		r.lineList = strings.Split(r.hay, "\n")
		r.joinedList = strings.Split(r.joined, "\n")
		r.rawLines = len(r.lineList)
		recs, isJSON := jsonRecords(c.Result)
		r.json = isJSON
		if len(recs) > 0 {
			// an object's values in order are one line: a table row
			// shows a record of JSON
			r.lineList = append(r.lineList, recs...)
			r.joinedList = append(r.joinedList, recs...)
			for i := len(r.joinedList) - len(recs); i < len(r.joinedList); i++ {
				r.joinedList[i] = joinerSpace.Replace(r.joinedList[i])
			}
		}
	}
	shown := fold(ln)
	for i, l := range r.lineList {
		if r.placeWork += len(l) + 1; r.placeWork > maxPlaceWork {
			return false // unchecked: not backed
		}
		jl := l
		if i < len(r.joinedList) {
			jl = r.joinedList[i]
		}
		start, end, ok := -1, 0, true
		for _, w := range words {
			from := end
			if w.key {
				from = 0
			}
			e := wordFrom(l, w.w, from, w.cut)
			if e < 0 && w.joined && len(jl) == len(l) {
				e = wordFrom(jl, w.w, from, w.cut)
			}
			if e < 0 {
				ok = false
				break
			}
			if !w.key {
				if start < 0 {
					start = e - len(w.w)
				}
				end = e
			}
		}
		if ok && r.json && i < r.rawLines && start >= 0 && start < end && strings.ContainsAny(l[start:end], "{}") && strings.Join(strings.Fields(shown), " ") != strings.Join(strings.Fields(l), " ") {
			// a line of compact JSON holds many objects: words of
			// two of them are no line the call printed ("web
			// healthy" of [{"name":"web","state":"degraded"},
			// {"name":"db","state":"healthy"}]), the line whole is
			ok = false
		}
		if ok && negationsKept(l, end, shown) {
			return true
		}
	}
	return false
}

// wordFrom: the end of the first occurrence of w in l at or after from,
// as a whole word (or, cut, as any part of one); -1 when none.
func wordFrom(l, w string, from int, cut bool) int {
	for from <= len(l)-len(w) {
		i := strings.Index(l[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		if cut {
			return i + len(w)
		}
		before := i == 0 || !isWordChar(l[i-1]) || !isWordChar(w[0])
		after := i+len(w) == len(l) || !isWordChar(l[i+len(w)]) || !isWordChar(w[len(w)-1])
		if before && after {
			return i + len(w)
		}
		from = i + 1
	}
	return -1
}

// negWords turn a line's statement around ("not applied", "no errors",
// "nicht erreichbar", "pas appliquée"): a shown line that drops or adds
// one says the opposite of the line it abridges. ("none" is mostly a
// column's empty value, kubectl's "<none>", which the reading of the
// answer may drop as a tag.)
var negWords = map[string]bool{
	"not": true, "no": true, "never": true, "nothing": true, "cannot": true, "without": true,
	"nicht": true, "kein": true, "keine": true, "keinen": true, "nie": true,
	"pas": true, "jamais": true, "aucun": true, "aucune": true,
	"nunca": true, "ningun": true, "ninguna": true, "ningún": true, "nenhum": true, "nenhuma": true, "não": true,
}

// lineWords calls f with each word of a folded line (split at anything
// but letters, digits, '_' and apostrophes: "do_not_honor" is one word)
// until f is true; whether it was.
func lineWords(s string, f func(string) bool) bool {
	start := -1
	for i := 0; i <= len(s); i++ {
		if i < len(s) && (isWordChar(s[i]) || s[i] == '\'') {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			if f(s[start:i]) {
				return true
			}
			start = -1
		}
	}
	return false
}

func isNegation(w string) bool {
	return negWords[w] || strings.HasSuffix(w, "n't")
}

func hasNegation(s string) bool { return lineWords(s, isNegation) }

// negationsKept: each negation of the result line l before end is a word
// of shown, and each negation of shown is a word of l.
func negationsKept(l string, end int, shown string) bool {
	has := func(s, w string) bool { return lineWords(s, func(x string) bool { return x == w }) }
	if lineWords(l[:end], func(w string) bool { return isNegation(w) && !has(shown, w) }) {
		return false
	}
	return !lineWords(shown, func(w string) bool { return isNegation(w) && !has(l, w) })
}

// maxRecordBytes bounds the JSON result read for records (linear).
const maxRecordBytes = 1 << 20

// jsonRecords: for a JSON result, each object's scalar values (two or
// more), folded, in order, as one line ("web | degraded" of {"name":
// "web", "state": "degraded"}): what a table row of it shows. A key and
// another key's value are never one record line, so a row cannot pair
// them. Whether the result is JSON.
func jsonRecords(res string) ([]string, bool) {
	if i := strings.LastIndex(res, "[receipt: "); i > 0 {
		res = res[:i] // the proxy's receipt line after the result
	}
	res = strings.TrimSpace(res)
	if len(res) > maxRecordBytes || res == "" || res[0] != '{' && res[0] != '[' || !gjson.Valid(res) {
		return nil, false
	}
	// One pass, objects on a stack: a walk by gjson's ForEach scanned
	// each nested value whole before going into it, a pass per level
	// (64 KB of brackets cost seconds: TestAttack13NestedJSONResultQuadratic).
	// An object's record is written when it closes, after those of the
	// objects inside it, as the walk wrote them.
	type frame struct {
		object, expectKey bool
		vals              []string
	}
	var out []string
	var stack []frame
	scalar := func(v string) {
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].vals = append(stack[n-1].vals, fold(gjson.Parse(v).String()))
		}
	}
	for i := 0; i < len(res); {
		switch c := res[i]; c {
		case '{', '[':
			stack = append(stack, frame{object: c == '{', expectKey: c == '{'})
			i++
		case '}', ']':
			if n := len(stack); n > 0 {
				if vals := stack[n-1].vals; len(vals) >= 2 {
					out = append(out, strings.Join(vals, " | "))
				}
				stack = stack[:n-1]
			}
			i++
		case ',':
			if n := len(stack); n > 0 && stack[n-1].object {
				stack[n-1].expectKey = true
			}
			i++
		case ':':
			if n := len(stack); n > 0 {
				stack[n-1].expectKey = false
			}
			i++
		case '"':
			end := rawjson.StringEnd(res, i)
			if end < 0 {
				end = len(res)
			}
			if n := len(stack); n == 0 || !stack[n-1].object || !stack[n-1].expectKey {
				scalar(res[i:end])
			}
			i = end
		case ' ', '\t', '\n', '\r':
			i++
		default: // a number or literal: checked valid, it ends at one of these
			end := i + 1
			for end < len(res) && !strings.ContainsRune(",]} \t\n\r", rune(res[end])) {
				end++
			}
			scalar(res[i:end])
			i = end
		}
	}
	return out, true
}

// shortVerdicts are two-letter words that are a line's verdict ("web:
// ok", "db up"); other short words are mostly the model's own ("in 18
// ms", "on 28 Nov") in a quote it shows as output. ("no" is a negation:
// negationsKept.)
var shortVerdicts = mkSet("ok up ko")

// withShortWords: placed, with the shortVerdicts of the shown line ln in
// their places: too short to be looked for in the whole result, they are
// a line's verdict all the same ("web: ok" of a call that printed "db:
// ok" and "web: down"). ln is split as bodyTokensE splits it, so placed
// keeps its order.
func withShortWords(ln string, placed []placeWord, c *Call) []placeWord {
	var out []placeWord
	next := 0
	for _, f := range strings.FieldsFunc(fold(ln), bodySeparator) {
		f = strings.Trim(f, ".:,;!?%-+/…")
		if next < len(placed) && f == placed[next].w {
			out = append(out, placed[next])
			next++
			continue
		}
		if shortVerdicts[f] {
			out = append(out, placeWord{w: f, key: containsWord(c.result().args, f)})
		}
	}
	return append(out, placed[next:]...)
}
