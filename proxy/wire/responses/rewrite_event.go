package responses

import (
	"strconv"

	"github.com/tidwall/gjson"
)

// renumber is what emit changes in an event: its sequence number always;
// output_index, content_index and item_id when set (index -1, id "" keep).
type renumber struct {
	output, content int
	itemID          string
}

var keep = renumber{output: -1, content: -1}

// rewriteTop copies the event data, a JSON object, replacing the members
// r names in one pass (sjson would copy the event once per member), and
// appends sequence_number when the event has none.
func rewriteTop(data []byte, seq int, r renumber) []byte {
	out := make([]byte, 0, len(data)+24)
	out = append(out, '{')
	n, hasSeq := 0, false
	gjson.ParseBytes(data).ForEach(func(k, v gjson.Result) bool {
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = append(out, k.Raw...)
		out = append(out, ':')
		switch {
		case k.Str == "sequence_number" && !hasSeq:
			hasSeq = true
			out = strconv.AppendInt(out, int64(seq), 10)
		case k.Str == "output_index" && r.output >= 0:
			out = strconv.AppendInt(out, int64(r.output), 10)
		case k.Str == "content_index" && r.content >= 0:
			out = strconv.AppendInt(out, int64(r.content), 10)
		case k.Str == "item_id" && r.itemID != "":
			out = append(out, quote(r.itemID)...)
		default:
			out = append(out, v.Raw...)
		}
		return true
	})
	if !hasSeq {
		if n > 0 {
			out = append(out, ',')
		}
		out = append(out, `"sequence_number":`...)
		out = strconv.AppendInt(out, int64(seq), 10)
	}
	return append(out, '}')
}

// member is one top-level member to set: Raw is its JSON value.
type member struct {
	Key string
	Raw []byte
}

// setTop copies the JSON object doc with members replaced in one pass
// (sjson would copy doc once per member); a member doc lacks is appended
// when add is set, else left out.
func setTop(doc []byte, add bool, members ...member) []byte {
	var adds []bool
	if add {
		adds = make([]bool, len(members))
		for i := range adds {
			adds[i] = true
		}
	}
	return setTopEach(doc, members, adds)
}

// setTopEach is setTop with add given per member (adds nil: none added).
func setTopEach(doc []byte, members []member, adds []bool) []byte {
	n := len(doc) + 16
	for _, m := range members {
		n += len(m.Key) + len(m.Raw) + 4
	}
	out := make([]byte, 0, n)
	out = append(out, '{')
	done := make([]bool, len(members))
	n = 0
	gjson.ParseBytes(doc).ForEach(func(k, v gjson.Result) bool {
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = append(append(out, k.Raw...), ':')
		for i, m := range members {
			if !done[i] && m.Key == k.Str {
				done[i] = true
				out = append(out, m.Raw...)
				return true
			}
		}
		out = append(out, v.Raw...)
		return true
	})
	for i, m := range members {
		if done[i] || adds == nil || !adds[i] {
			continue
		}
		if n > 0 {
			out = append(out, ',')
		}
		n++
		out = append(append(append(out, quote(m.Key)...), ':'), m.Raw...)
	}
	return append(out, '}')
}
