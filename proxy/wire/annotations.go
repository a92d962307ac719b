package wire

import (
	"strconv"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
)

// The proxy merges the text of a loop's rounds into one answer (on the
// Responses API every output_text part into one part; on chat every
// round's content into one message), the footer at its end,
// and an annotation's offsets count code points
// (OpenAI's "characters") of its own part's text. So each annotation is
// moved by where its part's text starts in the merged text (base), and
// one whose offsets are not whole numbers within its part is dropped: it
// would point at another part's text or into the footer, and a client
// would show the citation on text it never cited.

// annotationOffsets are the members that place an annotation in its
// part's text: url_citation and container_file_citation have a span,
// file_citation and file_path one index.
var annotationOffsets = [...]string{"start_index", "end_index", "index"}

// MoveAnnotation is the annotation raw moved by base code points, for a
// part of partLen code points; ok is false when it must be dropped. One
// with no offset member (a type that places nothing) is kept as it is,
// and so is every annotation of a part that starts the text (base 0),
// byte for byte.
func MoveAnnotation(raw string, base, partLen int) (string, bool) {
	a := gjson.Parse(raw)
	if !a.IsObject() {
		return "", false
	}
	var at [len(annotationOffsets)]int64
	var has [len(annotationOffsets)]bool
	a.ForEach(func(k, v gjson.Result) bool {
		for i, name := range annotationOffsets {
			if k.Str == name && !has[i] {
				has[i] = true
				at[i] = -1
				if n, err := strconv.ParseInt(v.Raw, 10, 64); err == nil && v.Type == gjson.Number && n >= 0 && n <= int64(partLen) {
					at[i] = n
				}
			}
		}
		return true
	})
	for i := range at {
		if has[i] && at[i] < 0 {
			return "", false
		}
	}
	if has[0] != has[1] || has[0] && at[0] > at[1] {
		return "", false // half a span, or one that ends before it starts
	}
	if base == 0 {
		return raw, true
	}
	out := raw
	for i, name := range annotationOffsets {
		if has[i] {
			var err error
			if out, err = sjson.SetRaw(out, name, strconv.FormatInt(at[i]+int64(base), 10)); err != nil {
				return "", false
			}
		}
	}
	return out, true
}
