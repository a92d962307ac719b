package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// Named series of hosts and devices: a call about a thing whose name is a
// head, a dash and a member ("nas-keller", "db-eu", "web-frontend",
// "cam-garagem") is about that member; a report naming another member of
// the same head ("Das NAS im Büro (nas-buero) läuft auch", "db-us está
// ok", "cam-entrada gravando") names a thing no call was about, as
// "build02" beside build01 does for a numbered series.

// dashedMember: w (folded) is a head of at least two letters, a dash, and
// a member of letters and digits: no more dashes ("nas-buero", "db-us").
func dashedMember(w string) bool {
	head, tail, ok := strings.Cut(w, "-")
	if !ok || len(head) < 2 || len(tail) < 2 || len(w) > 40 || strings.Contains(tail, "-") || !isAllLetters(head) || !asciiLetter(head[0]) {
		return false
	}
	for i := 0; i < len(tail); i++ {
		if c := tail[i]; !('a' <= c && c <= 'z' || isDigit(c)) {
			return false
		}
	}
	return true
}

// dashedGrounded: some call names obj, or no call's argument value is
// another member of obj's head (a whole value "head-other").
func dashedGrounded(obj string, calls []*Call) bool {
	head, _, _ := strings.Cut(obj, "-")
	other := false
	for _, c := range calls {
		if containsWord(c.haystack(), obj) {
			return true
		}
		if other || !gjson.Valid(c.Args) {
			continue
		}
		gjson.Parse(c.Args).ForEach(func(_, v gjson.Result) bool {
			if v.Type == gjson.String {
				if w := fold(strings.TrimSpace(v.Str)); w != obj && strings.HasPrefix(w, head+"-") && dashedMember(w) {
					other = true
					return false
				}
			}
			return true
		})
	}
	return !other
}
