package responses

import (
	"strconv"

	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// The proxy merges every output_text part of a loop's rounds into one part
// (the footer at its end): each annotation is moved by where its part's
// text starts in the merged text, or dropped (wire.MoveAnnotation).

// annotationEvent is an output_text.annotation.added event of the merged
// part (key: the upstream output and content index of its own part),
// with its annotation moved to where that part's text starts in the
// merged text and annotation_index counted over the merged part; nil
// (dropped) when the annotation points outside the part's own text
// streamed so far (annotations follow the text they cite) or the part
// was never announced.
func (rw *Rewriter) annotationEvent(ev *event, key [2]int, set renumber) []byte {
	p := rw.partText[key]
	if p == nil || rw.textUnsure {
		return nil
	}
	var raw string
	for _, f := range ev.fields {
		if f.key == "annotation" {
			raw = f.val
			break
		}
	}
	moved, ok := wire.MoveAnnotation(raw, p.base, p.runes)
	if !ok {
		return nil
	}
	idx := strconv.Itoa(rw.annIndex)
	rw.annIndex++
	fields, doneA, doneI := rw.respFields[:0], false, false
	for _, f := range ev.fields {
		switch {
		case f.key == "annotation" && !doneA:
			f.val, doneA = moved, true
		case f.key == "annotation_index" && !doneI:
			f.val, doneI = idx, true
		}
		fields = append(fields, f)
	}
	rw.respFields = fields
	return rw.emitFields(fields, len(ev.data)+len(moved)+16, set)
}
