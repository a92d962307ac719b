package responses

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/tidwall/gjson"
)

// FuzzRewriterKeyTail: a message's text and a client call's arguments,
// each cut anywhere into deltas and interleaved: what the client joins of
// each is its text with the key masked, the same as its done event
// carries (no tail still kept back when its part ends), and no key goes
// out; the sequence numbers rise by one.
func FuzzRewriterKeyTail(f *testing.F) {
	const key = "sk-upstream-secret"
	f.Add("the key is sk-upstream-secret, done", "sk-ups", []byte{13, 2, 5, 9, 40})
	f.Add("sk-sk-upstream-secretsk-up", "ssssk-upstream-secret", []byte{2, 9, 1, 1, 1})
	f.Fuzz(func(t *testing.T, text, args string, cuts []byte) {
		if !utf8.ValidString(text) || !utf8.ValidString(args) {
			return // JSON carries no invalid UTF-8 as it is
		}
		q := func(s string) string {
			b, _ := json.Marshal(s)
			return string(b)
		}
		rw := &Rewriter{IsServer: func(string) bool { return false }, Key: key}
		feed := func(ev string) []byte {
			b, err := rw.Feed([]byte(ev))
			if err != nil {
				t.Fatalf("%s: %v", ev, err)
			}
			return b
		}
		var out []byte
		out = append(out, feed(`{"type":"response.created","response":{"id":"resp_1","output":[]}}`)...)
		out = append(out, feed(`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","content":[],"role":"assistant"}}`)...)
		out = append(out, feed(`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`)...)
		out = append(out, feed(`{"type":"response.output_item.added","output_index":1,"item":{"id":"fc_1","type":"function_call","arguments":"","call_id":"c1","name":"save"}}`)...)
		texts := [2]string{text, args}
		var pos [2]int
		delta := func(s int, piece string) string {
			if s == 0 {
				return fmt.Sprintf(`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":%s}`, q(piece))
			}
			return fmt.Sprintf(`{"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":1,"delta":%s}`, q(piece))
		}
		for i, c := range append(cuts, 255, 255, 255, 255) {
			s := i % 2
			end := min(pos[s]+int(c), len(texts[s]))
			for end < len(texts[s]) && !utf8.RuneStart(texts[s][end]) {
				end++ // a cut inside a character: the next one
			}
			out = append(out, feed(delta(s, texts[s][pos[s]:end]))...)
			pos[s] = end
		}
		if pos != [2]int{len(text), len(args)} {
			return
		}
		call := fmt.Sprintf(`{"id":"fc_1","type":"function_call","status":"completed","arguments":%s,"call_id":"c1","name":"save"}`, q(args))
		msg := fmt.Sprintf(`{"id":"msg_1","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":%s}],"role":"assistant"}`, q(text))
		out = append(out, feed(fmt.Sprintf(`{"type":"response.function_call_arguments.done","item_id":"fc_1","output_index":1,"arguments":%s}`, q(args)))...)
		out = append(out, feed(fmt.Sprintf(`{"type":"response.output_item.done","output_index":1,"item":%s}`, call))...)
		out = append(out, feed(fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, msg))...)
		out = append(out, feed(fmt.Sprintf(`{"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[%s,%s]}}`, msg, call))...)
		fin, err := rw.Finish("", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fin...)
		var joined [2]string
		for i, d := range dataOf(out) {
			ev := gjson.ParseBytes(d)
			if ev.Get("sequence_number").Int() != int64(i) {
				t.Fatalf("event %d numbered %d", i, ev.Get("sequence_number").Int())
			}
			switch ev.Get("type").Str {
			case "response.output_text.delta":
				joined[0] += ev.Get("delta").Str
			case "response.function_call_arguments.delta":
				joined[1] += ev.Get("delta").Str
			case "response.output_text.done":
				if done := strings.ReplaceAll(ev.Get("text").Str, key, strings.Repeat("*", len(key))); done != joined[0] {
					t.Fatalf("text done %q, deltas joined to %q", done, joined[0])
				}
			case "response.function_call_arguments.done":
				if done := strings.ReplaceAll(ev.Get("arguments").Str, key, strings.Repeat("*", len(key))); done != joined[1] {
					t.Fatalf("arguments done %q, deltas joined to %q", done, joined[1])
				}
			}
		}
		for s := range 2 {
			if want := strings.ReplaceAll(texts[s], key, strings.Repeat("*", len(key))); joined[s] != want {
				t.Fatalf("stream %d joined %q, want %q", s, joined[s], want)
			}
		}
	})
}
