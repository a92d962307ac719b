package responses

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/proxy/wire"
)

// cite is a url_citation of want in text (its title is want, so a test
// can tell what it should point at), in code points, as OpenAI counts.
func cite(text, want string) string {
	i := strings.Index(text, want)
	start := len([]rune(text[:i]))
	return fmt.Sprintf(`{"type":"url_citation","start_index":%d,"end_index":%d,"url":"https://example.com/%d","title":%q}`,
		start, start+len([]rune(want)), start, want)
}

// citedReply is a JSON reply shaped as OpenAI's web search answers are (a
// web_search_call, then a message whose output_text parts carry
// url_citation annotations), with two parts, each annotation counted in
// its own part's text, and extra annotations as they come.
func citedReply(id string, parts [][2]string, extra string) []byte {
	var ps []string
	for i, p := range parts {
		anns := []string{}
		for _, w := range strings.Split(p[1], "|") {
			if w != "" {
				anns = append(anns, cite(p[0], w))
			}
		}
		if i == 0 && extra != "" {
			anns = append(anns, extra)
		}
		ps = append(ps, fmt.Sprintf(`{"type":"output_text","annotations":[%s],"logprobs":[],"text":%q}`, strings.Join(anns, ","), p[0]))
	}
	return []byte(`{"id":"` + id + `","object":"response","created_at":1,"status":"completed","model":"gpt-4.1","output":[` +
		`{"id":"ws_1","type":"web_search_call","status":"completed","action":{"type":"search","query":"paris"}},` +
		`{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[` + strings.Join(ps, ",") + `]}],` +
		`"store":false,"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`)
}

// checkCitations: every annotation of the message's merged output_text
// part points at its title in the text the client gets, never into the
// footer; it returns the titles found.
func checkCitations(t *testing.T, msg gjson.Result, footer string) []string {
	t.Helper()
	text := msg.Get("content.0.text").String()
	body := []rune(strings.TrimSuffix(text, footer))
	var titles []string
	msg.Get("content.0.annotations").ForEach(func(_, a gjson.Result) bool {
		s, e := int(a.Get("start_index").Int()), int(a.Get("end_index").Int())
		if s < 0 || e < s || e > len(body) {
			t.Errorf("annotation %s points past the answer (%d code points) into the footer or beyond", a.Raw, len(body))
			return true
		}
		if got := string(body[s:e]); got != a.Get("title").String() {
			t.Errorf("annotation %s points at %q", a.Raw, got)
		}
		titles = append(titles, a.Get("title").String())
		return true
	})
	return titles
}

func TestAnnotationsMergedParts(t *testing.T) {
	const footer = "\n\nTool receipts:\n- none"
	p1 := [2]string{"Café de Flore is in Paris. ", "Paris|Café de Flore"}
	p2 := [2]string{"Its population is about 2.1 million.", "2.1 million"}
	p3 := [2]string{"The Seine runs through it.", "Seine"}
	for _, tc := range []struct {
		name   string
		rounds [][]byte
		want   []string
	}{
		{"two parts", [][]byte{citedReply("resp_1", [][2]string{p1, p2}, "")}, []string{"Paris", "Café de Flore", "2.1 million"}},
		{"two rounds", [][]byte{citedReply("resp_1", [][2]string{p1}, ""), citedReply("resp_2", [][2]string{p2, p3}, "")},
			[]string{"Paris", "Café de Flore", "2.1 million", "Seine"}},
		{"out of its part: dropped", [][]byte{citedReply("resp_1", [][2]string{p1, p2},
			`{"type":"url_citation","start_index":20,"end_index":60,"url":"https://example.com/x","title":"past its part"}`)},
			[]string{"Paris", "Café de Flore", "2.1 million"}},
		{"no offsets: dropped", [][]byte{citedReply("resp_1", [][2]string{p1},
			`{"type":"url_citation","start_index":"0","url":"https://example.com/x","title":"no numbers"}`)},
			[]string{"Paris", "Café de Flore"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var a Answer
			var last Reply
			for i, b := range tc.rounds {
				last = ReadReplyValid(b)
				lead := ""
				if i > 0 {
					lead = "\n\n"
				}
				a.AddRound(last, lead)
			}
			body, err := a.Body(last, nil, footer, nil)
			if err != nil {
				t.Fatal(err)
			}
			msg := gjson.GetBytes(body, `output.#(type=="message")`)
			got := checkCitations(t, msg, footer)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("annotations %q, want %q\n%s", got, tc.want, msg.Raw)
			}
		})
	}
}

// citedStream is a round's events as OpenAI streams a cited answer: for
// each output_text part, its deltas, then an annotation.added event per
// citation (counted in that part's text), then the done events.
func citedStream(respID string, parts [][2]string, extra string) [][]byte {
	var evs []string
	evs = append(evs, `{"type":"response.created","response":{"id":"`+respID+`","object":"response","created_at":1,"status":"in_progress","model":"gpt-4.1","output":[]}}`,
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"ws_1","type":"web_search_call","status":"in_progress"}}`,
		`{"type":"response.output_item.done","output_index":0,"item":{"id":"ws_1","type":"web_search_call","status":"completed","action":{"type":"search","query":"paris"}}}`,
		`{"type":"response.output_item.added","output_index":1,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`)
	reply := citedReply(respID, parts, extra)
	item := gjson.GetBytes(reply, "output.1")
	for ci, p := range parts {
		evs = append(evs, fmt.Sprintf(`{"type":"response.content_part.added","item_id":"msg_1","output_index":1,"content_index":%d,"part":{"type":"output_text","annotations":[],"logprobs":[],"text":""}}`, ci))
		for _, w := range strings.SplitAfter(p[0], " ") {
			evs = append(evs, fmt.Sprintf(`{"type":"response.output_text.delta","item_id":"msg_1","output_index":1,"content_index":%d,"delta":%q,"logprobs":[]}`, ci, w))
		}
		item.Get(fmt.Sprintf("content.%d.annotations", ci)).ForEach(func(k, a gjson.Result) bool {
			evs = append(evs, fmt.Sprintf(`{"type":"response.output_text.annotation.added","item_id":"msg_1","output_index":1,"content_index":%d,"annotation_index":%d,"annotation":%s}`, ci, k.Int(), a.Raw))
			return true
		})
		part := item.Get(fmt.Sprintf("content.%d", ci)).Raw
		evs = append(evs, fmt.Sprintf(`{"type":"response.output_text.done","item_id":"msg_1","output_index":1,"content_index":%d,"text":%q,"logprobs":[]}`, ci, p[0]),
			fmt.Sprintf(`{"type":"response.content_part.done","item_id":"msg_1","output_index":1,"content_index":%d,"part":%s}`, ci, part))
	}
	evs = append(evs, `{"type":"response.output_item.done","output_index":1,"item":`+item.Raw+`}`,
		`{"type":"response.completed","response":`+string(reply)+`}`)
	out := make([][]byte, len(evs))
	for i, e := range evs {
		out[i] = []byte(e)
	}
	return out
}

func TestAnnotationsStreamMerged(t *testing.T) {
	const footer = "\n\nTool receipts:\n- none"
	p1 := [2]string{"Café de Flore is in Paris. ", "Paris|Café de Flore"}
	p2 := [2]string{"Its population is about 2.1 million.", "2.1 million"}
	p3 := [2]string{"The Seine runs through it.", "Seine"}
	for _, tc := range []struct {
		name   string
		rounds [][][]byte
		want   []string
	}{
		{"two parts", [][][]byte{citedStream("resp_1", [][2]string{p1, p2}, "")}, []string{"Paris", "Café de Flore", "2.1 million"}},
		{"two rounds", [][][]byte{citedStream("resp_1", [][2]string{p1}, ""), citedStream("resp_2", [][2]string{p2, p3}, "")},
			[]string{"Paris", "Café de Flore", "2.1 million", "Seine"}},
		{"out of its part: dropped", [][][]byte{citedStream("resp_1", [][2]string{p1, p2},
			`{"type":"url_citation","start_index":20,"end_index":60,"url":"https://example.com/x","title":"past its part"}`)},
			[]string{"Paris", "Café de Flore", "2.1 million"}},
		// part 0's annotation after part 1's deltas, pointing into them:
		// within what streamed since part 0 began, not within part 0
		{"late, into the next part: dropped", [][][]byte{lateAnnotation(citedStream("resp_1", [][2]string{p1, p2},
			`{"type":"url_citation","start_index":30,"end_index":40,"url":"https://example.com/x","title":"next part's"}`))},
			[]string{"Paris", "Café de Flore", "2.1 million"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			leads := 0
			rw := &Rewriter{Lead: func() string { // the loop's paragraph break: none before the first round's text
				if leads++; leads == 1 {
					return ""
				}
				return "\n\n"
			}}
			var got []byte
			for i, evs := range tc.rounds {
				if i > 0 {
					rw.NextRound()
				}
				for _, d := range evs {
					b, err := rw.Feed(d)
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, b...)
				}
			}
			end, err := rw.Finish(footer, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, end...)
			final := checkStream(t, got)
			msg := final.Get(`output.#(type=="message")`)
			if titles := checkCitations(t, msg, footer); strings.Join(titles, "|") != strings.Join(tc.want, "|") {
				t.Errorf("final annotations %q, want %q", titles, tc.want)
			}
			// the streamed annotation.added events: the same annotations,
			// numbered 0, 1, … over the one merged part
			var streamed []string
			text := []rune(msg.Get("content.0.text").String())
			for _, d := range dataOf(got) {
				ev := gjson.ParseBytes(d)
				if ev.Get("type").Str != "response.output_text.annotation.added" {
					continue
				}
				a := ev.Get("annotation")
				s, e := int(a.Get("start_index").Int()), int(a.Get("end_index").Int())
				if ev.Get("annotation_index").Int() != int64(len(streamed)) || ev.Get("content_index").Int() != 0 || e > len(text) || string(text[s:e]) != a.Get("title").Str {
					t.Errorf("streamed %s (text %q)", d, string(text))
				}
				streamed = append(streamed, a.Get("title").Str)
			}
			if strings.Join(streamed, "|") != strings.Join(tc.want, "|") {
				t.Errorf("streamed annotations %q, want %q", streamed, tc.want)
			}
		})
	}
}

// lateAnnotation is evs with the last annotation.added event of content
// part 0 moved to just before the message's output_item.done (after the
// later parts' deltas).
func lateAnnotation(evs [][]byte) [][]byte {
	at := -1
	for i, d := range evs {
		if gjson.GetBytes(d, "type").Str == "response.output_text.annotation.added" && gjson.GetBytes(d, "content_index").Int() == 0 {
			at = i
		}
	}
	ev := evs[at]
	out := append(append([][]byte{}, evs[:at]...), evs[at+1:]...)
	for i, d := range out {
		if gjson.GetBytes(d, "type").Str == "response.output_item.done" && gjson.GetBytes(d, "item.type").Str == "message" {
			return append(append(append([][]byte{}, out[:i]...), ev), out[i:]...)
		}
	}
	panic("no message output_item.done")
}

// FuzzMoveAnnotation: an annotation kept is valid JSON whose offsets all
// lie within its part's place in the merged text (base … base+partLen),
// never past it (the footer).
func FuzzMoveAnnotation(f *testing.F) {
	f.Add(`{"type":"url_citation","start_index":1,"end_index":4,"url":"u","title":"t"}`, 3, 10)
	f.Add(`{"type":"file_citation","index":7,"file_id":"f"}`, 0, 7)
	f.Add(`{"start_index":1.5,"end_index":2}`, 1, 3)
	f.Add(`{"start_index":-1,"end_index":2,"start_index":9}`, 1, 3)
	f.Add(`{"start_index":1e2,"end_index":200}`, 1, 300)
	f.Add(`[1]`, 0, 1)
	f.Fuzz(func(t *testing.T, raw string, base, partLen int) {
		if base < 0 || partLen < 0 || base > 1<<30 || partLen > 1<<30 || !gjson.Valid(raw) {
			return
		}
		out, ok := wire.MoveAnnotation(raw, base, partLen)
		if !ok {
			return
		}
		if !gjson.Valid(out) {
			t.Fatalf("%q → %q: not JSON", raw, out)
		}
		for _, k := range []string{"start_index", "end_index", "index"} {
			if v := gjson.Get(out, k); v.Exists() && (v.Type != gjson.Number || v.Int() < int64(base) || v.Int() > int64(base+partLen)) {
				t.Fatalf("%q (base %d, part %d) → %q: %s out of its part", raw, base, partLen, out, k)
			}
		}
	})
}
