package responses

import (
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

const annotatedPart = "Café is cited here, in a 40-byte part. "

// annotatedReply is a reply whose message has n output_text parts of 40
// bytes, each with one citation.
func annotatedReply(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"id":"resp_1","object":"response","status":"completed","model":"gpt-4.1","output":[{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"type":"output_text","text":"` + annotatedPart + `","annotations":[{"type":"url_citation","start_index":0,"end_index":4,"url":"https://example.com","title":"c"}]}`)
	}
	b.WriteString(`]}]}`)
	return []byte(b.String())
}

// The base of each annotated part is kept as the text grows, not counted
// over the merged text again: n parts take time linear in n.
func TestAnnotationsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	run := func(n int) time.Duration {
		body := annotatedReply(n)
		best := time.Duration(1 << 62)
		for range 3 {
			var out []byte
			var err error
			d := cputime.Of(func() {
				var a Answer
				r := ReadReplyValid(body)
				a.AddRound(r, "")
				out, err = a.Body(r, nil, "\n\nfooter", nil)
			})
			if err != nil {
				t.Fatal(err)
			}
			best = min(best, d)
			anns := gjson.GetBytes(out, "output.0.content.0.annotations")
			if got := len(anns.Array()); got != n {
				t.Fatalf("%d parts: %d annotations", n, got)
			}
			want := int64((n - 1) * utf8.RuneCountInString(annotatedPart))
			if last := anns.Get(strconv.Itoa(n-1) + ".start_index").Int(); last != want {
				t.Fatalf("%d parts: last annotation starts at %d, want %d", n, last, want)
			}
		}
		return best
	}
	small, large := run(10_000), run(40_000)
	// linear: about 4x; quadratic: about 16x
	if large > 10*small {
		t.Errorf("10k parts %v, 40k parts %v: not linear", small, large)
	}
}
