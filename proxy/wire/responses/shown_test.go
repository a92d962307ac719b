package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// FuzzShownCopies: every reasoning or transcript text the Rewriter lets
// through to the client (deltas, done events, parts, reasoning items) is
// in the text the round hands the loop to check.
func FuzzShownCopies(f *testing.F) {
	f.Add([]byte(`data: {"type":"response.created","response":{"id":"resp_1","output":[]},"sequence_number":0}
data: {"type":"response.output_item.added","item":{"id":"rs_1","type":"reasoning","summary":[]},"output_index":0}
data: {"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}
data: {"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":"I ran it"}
data: {"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":"I ran it."}
data: {"type":"response.audio.transcript.delta","delta":"I sent it"}
data: {"type":"response.output_item.done","item":{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":"I ran it!"}]},"output_index":0}
data: {"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[],"usage":{"total_tokens":3}}}`))
	f.Fuzz(func(t *testing.T, stream []byte) {
		rw := &Rewriter{IsServer: func(n string) bool { return n == "add" }}
		var out []byte
		for _, d := range dataOf(stream) {
			b, err := rw.Feed(d)
			if err != nil {
				break // the stream ends in an error: nothing more is sent
			}
			out = append(out, b...)
		}
		r := rw.Round()
		for _, d := range dataOf(out) {
			ev := gjson.ParseBytes(d)
			typ := ev.Get("type").Str
			var texts []string
			switch {
			case strings.HasPrefix(typ, "response.reasoning"):
				texts = []string{ev.Get("delta").Str, ev.Get("text").Str, ev.Get("part.text").Str}
				for _, s := range texts {
					if !strings.Contains(r.Reasoning, s) {
						t.Fatalf("%s text %q not checked (%q)", typ, s, r.Reasoning)
					}
				}
			case strings.HasPrefix(typ, "response.audio.transcript"):
				for _, s := range []string{ev.Get("delta").Str, ev.Get("transcript").Str} {
					if !strings.Contains(r.Transcript, s) {
						t.Fatalf("%s text %q not checked (%q)", typ, s, r.Transcript)
					}
				}
			case ev.Get("item.type").Str == "reasoning":
				for _, p := range append(ev.Get("item.summary").Array(), ev.Get("item.content").Array()...) {
					if s := p.Get("text").Str; !strings.Contains(r.Reasoning, s) {
						t.Fatalf("reasoning item text %q not checked (%q)", s, r.Reasoning)
					}
				}
			}
		}
	})
}
