package loop

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsonlimit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// An answer asked for in a format (Run.Structured) is read by the
// client's parser: the strings it shows are decoded, so a JSON escape in a
// word ("I del\u0065ted the old backups") hid a claim, or a quoted token
// ("z\u0063-receipt-…"), from the check of the raw text, and such an
// answer has no footer. jsonFlags checks the decoded strings too.

// jsonStrings are the strings of the JSON document text (object member
// names and values, array elements, in order, one paragraph each),
// decoded, and the same strings as written between their quotes; ok is
// false when text is no JSON document or none of its strings holds an
// escape (the raw check read them as shown).
func jsonStrings(text string) (decoded, raw string, ok bool) {
	if strings.IndexByte(text, '\\') < 0 || !jsonlimit.Within([]byte(text), jsonlimit.MaxDepth) || !gjson.Valid(text) {
		return "", "", false
	}
	var d, r strings.Builder
	escaped := false
	var walk func(v gjson.Result)
	walk = func(v gjson.Result) {
		switch {
		case v.Type == gjson.String:
			inner := v.Raw[1 : len(v.Raw)-1]
			escaped = escaped || strings.IndexByte(inner, '\\') >= 0
			if d.Len() > 0 {
				d.WriteString("\n\n")
				r.WriteString("\n\n")
			}
			d.WriteString(v.Str)
			r.WriteString(inner)
		case v.IsObject() || v.IsArray():
			v.ForEach(func(k, e gjson.Result) bool {
				if k.Type == gjson.String {
					walk(k) // a member's name is text a client may show too ({"I del\u0065ted …": true})
				}
				walk(e)
				return true
			})
		}
	}
	walk(gjson.Parse(text))
	return d.String(), r.String(), escaped
}

// jsonFlags are the flags of the decoded strings of a structured answer
// (Where "json", no offsets) that the same strings as written do not
// raise: what the escapes hid.
func (r *Run) jsonFlags(text string) []receipts.Flag {
	if !r.Structured {
		return nil
	}
	decoded, raw, ok := jsonStrings(text)
	if !ok {
		return nil
	}
	seen := map[string]bool{}
	for _, f := range r.fieldFlags(nil, "json", raw) {
		seen[string(f.Kind)+"\x00"+f.Text+"\x00"+f.Receipt] = true
	}
	var out []receipts.Flag
	for _, f := range r.fieldFlags(nil, "json", decoded) {
		if !seen[string(f.Kind)+"\x00"+f.Text+"\x00"+f.Receipt] {
			out = append(out, f)
		}
	}
	return out
}
