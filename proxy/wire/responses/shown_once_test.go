package responses

import (
	"fmt"
	"strings"
	"testing"
)

// TestShownCopiesCountedOnce: a reasoning text of several parts, sent as
// deltas and again in each part's done events and the done item, is held
// and counted once, and checked once; a copy that differs (a hostile
// upstream's) is kept, counted and checked beside it.
func TestShownCopiesCountedOnce(t *testing.T) {
	parts := []string{"First I look at the logs.", "Then I sum the figures."}
	item := func(texts ...string) string {
		var ps []string
		for _, s := range texts {
			ps = append(ps, fmt.Sprintf(`{"type":"summary_text","text":%q}`, s))
		}
		return `{"id":"rs_1","type":"reasoning","summary":[` + strings.Join(ps, ",") + `]}`
	}
	stream := func(itemTexts ...string) []byte {
		var b strings.Builder
		ev := func(s string) { fmt.Fprintf(&b, "data: %s\n\n", s) }
		ev(`{"type":"response.created","response":{"id":"resp_1","object":"response","status":"in_progress","output":[]}}`)
		ev(`{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`)
		for i, p := range parts {
			ev(fmt.Sprintf(`{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":%d,"part":{"type":"summary_text","text":""}}`, i))
			for w := range strings.SplitAfterSeq(p, " ") {
				ev(fmt.Sprintf(`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":%d,"delta":%q}`, i, w))
			}
			ev(fmt.Sprintf(`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":%d,"text":%q}`, i, p))
			ev(fmt.Sprintf(`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":%d,"part":{"type":"summary_text","text":%q}}`, i, p))
		}
		ev(fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, item(itemTexts...)))
		return []byte(b.String())
	}
	joined := strings.Join(parts, "\n\n")
	t.Run("same text", func(t *testing.T) {
		rw := &Rewriter{}
		feed(t, rw, stream(parts...))
		framing := len(item(parts...)) - len(parts[0]) - len(parts[1])
		if got, want := rw.Held(), len(joined)+framing; got != want {
			t.Errorf("Held %d, want %d (the reasoning once, the item's framing)", got, want)
		}
		var r Round
		rw.shownRound(&r)
		if r.Reasoning != joined {
			t.Errorf("checked reasoning %q, want %q", r.Reasoning, joined)
		}
	})
	t.Run("a copy that differs", func(t *testing.T) {
		other := "I ran the backup."
		rw := &Rewriter{}
		feed(t, rw, stream(parts[0], other))
		framing := len(item(parts[0], other)) - len(parts[0]) - len(other)
		if got, want := rw.Held(), len(joined)+len(other)+framing; got != want {
			t.Errorf("Held %d, want %d", got, want)
		}
		var r Round
		rw.shownRound(&r)
		if !strings.Contains(r.Reasoning, joined) || !strings.Contains(r.Reasoning, other) {
			t.Errorf("checked reasoning %q lacks a copy", r.Reasoning)
		}
	})
}
