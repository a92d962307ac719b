package claims

import (
	"strings"

	"github.com/tidwall/gjson"
)

// peopleArgFilled: the call's arguments (a JSON object) hold people to
// invite under one of inviteKeys with a value: a name, an address, a
// list with one at least. An empty field ({"attendees": ""},
// {"convidados": []}) invites nobody, so the event it created backs no
// "she's been sent the invite" (emptyinvite.go).
func peopleArgFilled(args string) bool {
	filled := false
	gjson.Parse(args).ForEach(func(k, v gjson.Result) bool {
		key := fold(k.Str)
		for _, st := range inviteKeys {
			if strings.Contains(key, st) && valueFilled(v) {
				filled = true
				return false
			}
		}
		return true
	})
	return filled
}

// valueFilled: a JSON value that holds something (not "", null, [] or
// {}; a number or a boolean counts: "share": true).
func valueFilled(v gjson.Result) bool {
	switch {
	case v.Type == gjson.Null:
		return false
	case v.Type == gjson.String:
		return strings.TrimSpace(v.Str) != ""
	case v.IsArray():
		return len(v.Array()) > 0
	case v.IsObject():
		n := 0
		v.ForEach(func(_, _ gjson.Result) bool { n++; return false })
		return n > 0
	}
	return true
}
