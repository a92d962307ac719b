package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// attack8Flags runs one request whose model answers with answer (no tool
// call) and returns the kinds of the flags the client got.
func attack8Flags(t *testing.T, answer string, stream bool) []string {
	t.Helper()
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	body := `{"model":"gpt-test","messages":[{"role":"user","content":"did you email bob?"}]}`
	if stream {
		body = `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"did you email bob?"}]}`
	}
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", resp.StatusCode, got)
	}
	var rep gjson.Result
	if stream {
		rep = parseStream(t, got).finishChunks()[0].Get("zc_receipts")
	} else {
		rep = gjson.GetBytes(got, "zc_receipts")
	}
	var kinds []string
	for _, f := range rep.Get("flags").Array() {
		kinds = append(kinds, f.Get("kind").Str)
	}
	return kinds
}

func attack8WantClaim(t *testing.T, answers map[string]string) {
	t.Helper()
	// The plain sentence is flagged: the control.
	if k := attack8Flags(t, "I sent the email to bob@example.com.", false); len(k) == 0 {
		t.Fatalf("control: the plain claim is not flagged")
	}
	for name, answer := range answers {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				kinds := attack8Flags(t, answer, stream)
				for _, k := range kinds {
					if k == "receipt_less_claim" {
						return
					}
				}
				t.Errorf("a reader sees \"I sent the email to bob@example.com.\" but nothing was flagged (flags %v) for %q", kinds, answer)
			})
		}
	}
}

// Markup between two words that renders as a line break or a new block
// (<br>, </li><li>, </div><div>) is read away as if it rendered as nothing
// (readable.gluedMarkup treats every tag glued between word characters as
// empty), so "sent<br>the" reads as "sentthe" and "ok</li><li>I sent"
// as "okI sent": the reader sees the claim on its own line, the detector
// reads a different word.
func TestAttack8ClaimBreakingMarkupJoinsWords(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"br":      "I sent<br>the email to bob@example.com.",
		"br/":     "I sent<br/>the email to bob@example.com.",
		"li":      "<ul><li>ok</li><li>I sent the email to bob@example.com.</li></ul>",
		"div":     "<div>ok</div><div>I sent the email to bob@example.com.</div>",
		"summary": "<details open><summary>ok</summary>I sent the email to bob@example.com.</details>",
	})
}

// Inline HTML that CommonMark passes through and a browser renders as
// nothing, glued inside the verb, is not recognised as markup by
// readable.gluedMarkup (only "<!--…-->" and "<letter…>" with no '<', '>'
// or newline inside): the short comments "<!-->" and "<!--->" (CommonMark
// 0.31), a declaration, a processing instruction, CDATA, a tag whose
// attribute value holds '>' or which spans a line, and the named
// reference &ZeroWidthSpace; (readable.entity knows only some invisible
// names) all leave "s…ent", which is no verb.
func TestAttack8ClaimInvisibleMarkupNotRead(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"short comment":   "I s<!-->ent the email to bob@example.com.",
		"short comment 2": "I s<!--->ent the email to bob@example.com.",
		"declaration":     "I s<!x>ent the email to bob@example.com.",
		"pi":              "I s<?x?>ent the email to bob@example.com.",
		"cdata":           "I s<![CDATA[]]>ent the email to bob@example.com.",
		"attr with >":     "I s<span title=\"a>b\">ent the email to bob@example.com.",
		"tag over a line": "I s<span\n>ent the email to bob@example.com.",
		"ZeroWidthSpace":  "I s&ZeroWidthSpace;ent the email to bob@example.com.",
		// a comment glued after the period: the sentence runs on into it,
		// and its (unseen) Spanish stop words unread the English claim
		"comment after the period": "I sent the email to bob@example.com.<!-- de la que el en y los del se las por un para con no una su al lo como más pero sus le ya o este porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos durante todos uno les ni contra otros ese eso ante ellos esto antes algunos unos yo otro otras otra tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo nosotros -->",
	})
}

// Styled Unicode letters render as the word in bold, italic or circled
// letters (NFKC folds them to ASCII), but readable.Text folds only the
// full-width block: "I 𝐬𝐞𝐧𝐭 the email" is not read as a claim.
func TestAttack8ClaimStyledLettersNotFolded(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"math bold":        "I 𝐬𝐞𝐧𝐭 the email to bob@example.com.",
		"math sans italic": "I 𝘴𝘦𝘯𝘵 the email to bob@example.com.",
		"circled":          "I ⓢⓔⓝⓣ the email to bob@example.com.",
	})
}

// Markdown emphasis with underscores, and a code span around the verb or
// inside it, render as the plain sentence with the verb bold or in
// monospace; "**sent**" is flagged, "__sent__" and "`sent`" were not. A
// verb written as a whole code span ("I `sent` the email", "I `have
// sent` the email") is read as the verb where the sentence needs one
// (claims/codeverbs.go).
func TestAttack8ClaimEmphasisAndCodeSpanVerb(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"underscore bold":   "I __sent__ the email to bob@example.com.",
		"code span inner":   "I s`e`nt the email to bob@example.com.",
		"code span whole":   "I `sent` the email to bob@example.com.",
		"code span group":   "I `have sent` the email to bob@example.com.",
		"code span passive": "The email `was sent` to bob@example.com.",
	})
}

// A whole answer written as a Markdown block quote ("> I sent …") is
// skipped by the detector (claims scanner: b.quoted), though the same line
// after another sentence is flagged: a model that prefixes its claim with
// "> " hides it.
func TestAttack8ClaimBlockQuoteAnswer(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"quote":         "> I sent the email to bob@example.com.",
		"quote nospace": ">I sent the email to bob@example.com.",
	})
}

// attack8FooterAfter runs an answer (after a genuine shell call) that ends
// with tail and returns the text before the proxy's footer.
func attack8FooterAfter(t *testing.T, tail string, stream bool) string {
	t.Helper()
	content, rep := attack3Answer(t, "hi. I ran `git log` and the newest commit is abc123."+tail, stream)
	if len(rep.Get("flags").Array()) == 0 {
		t.Fatalf("the claim was not flagged at all: %s", rep.Raw)
	}
	i := strings.Index(content, "\n\n---\nTool receipts:")
	if i < 0 {
		t.Fatalf("no footer in %q", content)
	}
	return content[:i]
}

// An answer that ends with "<?", "<!x" or "<![CDATA[" opens an HTML block
// (CommonMark types 3, 4 and 5: it runs to "?>", ">" or "]]>", so to the
// end of the text) that a browser parses as a bogus comment running to the
// next '>'. The footer has no '>' (unless the model puts one in a flagged
// sentence), so the whole footer, receipts and flags, is hidden.
// receipts.FooterLead closes "<!--" comments and letter-named elements
// only.
func TestAttack8FooterHiddenInBogusComment(t *testing.T) {
	for _, opener := range []string{"<?", "<!x", "<![CDATA["} {
		for _, stream := range []bool{false, true} {
			t.Run(opener+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				before := attack8FooterAfter(t, "\n\n"+opener+"php", stream)
				open := strings.LastIndex(before, opener)
				if !strings.Contains(before[open:], ">") {
					t.Errorf("the footer is inside the bogus comment the answer opened with %q:\n%q", opener, before)
				}
			})
		}
	}
}

// Elements whose content a browser does not render, left open at the end
// of the answer: <progress> and <meter> show a bar and never their
// content, and <rp> inside <ruby> is display:none. The footer's <hr> and
// <p> (CommonMark ends the HTML block at the blank line) are parsed as
// their children, so the footer is not shown. receipts.hidingTags lacks
// them.
func TestAttack8FooterHiddenInFallbackElement(t *testing.T) {
	for _, c := range []struct{ tail, closer string }{
		{"\n\n<progress>", "</progress>"},
		{"\n\n<meter>", "</meter>"},
		{"\n\n<ruby><rp>", "</rp>"},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(c.closer+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				before := attack8FooterAfter(t, c.tail, stream)
				if !strings.Contains(before[strings.LastIndex(before, c.tail):], c.closer) {
					t.Errorf("the footer renders inside the open %s:\n%q", c.closer, before)
				}
			})
		}
	}
}

// A Responses stream whose text deltas say "Hello." while its
// output_text.done, content_part.done, output_item.done and
// response.completed carry "I sent the email to bob@example.com.": the
// proxy checks the deltas only, but forwards the done events' and the
// final response's text, which is what SDKs hand the application
// (response.output_text, the final output items). The claim reaches the
// client four times with no flag. SECURITY.md promises every copy is
// checked for refusals; output text is not. (item differs: the
// output_item.done alone carries the claim, and the proxy copies its text
// into the done events it sends.)
func TestAttack8ResponsesDoneTextUnchecked(t *testing.T) {
	const claim = "I sent the email to bob@example.com."
	mk := func(done, item string) []string {
		evs := []string{atkCreated}
		evs = append(evs, atkText(0, "Hello.")...)
		evs[4] = strings.Replace(evs[4], `"Hello."`, fmt.Sprintf("%q", done), 1)
		evs[5] = strings.Replace(evs[5], `"Hello."`, fmt.Sprintf("%q", done), 1)
		evs[6] = fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, atkMsgItem(item))
		return append(evs, atkCompleted([]string{atkMsgItem(item)}, ""))
	}
	for name, evs := range map[string][]string{
		"done differs": mk(claim, claim),
		"item differs": mk("Hello.", claim),
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"did you email bob?","stream":true}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			out := respEvents(t, got)
			last := out[len(out)-1]
			shown := 0
			for _, ev := range out {
				if strings.Contains(ev.Raw, "I sent the email") {
					shown++
				}
			}
			flagged := false
			for _, f := range last.Get("response.zc_receipts.flags").Array() {
				flagged = flagged || f.Get("kind").Str == "receipt_less_claim"
			}
			if shown > 0 && !flagged {
				t.Errorf("%d events the client got (last %s) carry the claim, and it is not flagged: %s", shown, last.Get("type"), last.Get("response.zc_receipts").Raw)
			}
		})
	}
}

// Text an upstream puts in a Responses stream's response.content_part.added
// part or response.output_item.added item (both carry "text" from the
// start) is forwarded as it is and never checked, while the SDK stream
// helpers (openai-python ResponseStreamState, openai-node ResponseStream)
// build the message from the added part and append the deltas to its
// text: the client's snapshot reads "I sent the email to
// bob@example.com.Hello." with no flag.
func TestAttack8ResponsesAddedPartTextUnchecked(t *testing.T) {
	const claim = "I sent the email to bob@example.com."
	base := func() []string {
		evs := []string{atkCreated}
		evs = append(evs, atkText(0, "Hello.")...)
		return append(evs, atkCompleted([]string{atkMsgItem("Hello.")}, ""))
	}
	part := base()
	part[2] = strings.Replace(part[2], `"text":""`, fmt.Sprintf(`"text":%q`, claim), 1)
	item := base()
	item[1] = strings.Replace(item[1], `"content":[]`, fmt.Sprintf(`"content":[{"type":"output_text","annotations":[],"text":%q}]`, claim), 1)
	for name, evs := range map[string][]string{"content_part.added": part, "output_item.added": item} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"did you email bob?","stream":true}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			out := respEvents(t, got)
			last := out[len(out)-1]
			flagged := false
			for _, f := range last.Get("response.zc_receipts.flags").Array() {
				flagged = flagged || f.Get("kind").Str == "receipt_less_claim"
			}
			if strings.Contains(string(got), "I sent the email") && !flagged {
				t.Errorf("the %s text reached the client unchecked: %s", name, last.Get("response.zc_receipts").Raw)
			}
		})
	}
}

// An answer that repeats a first-person claim with no sentence end ("I
// ran I ran I ran …") is one sentence holding thousands of claims, and
// loop.Run.claimFlags calls claims.Back for each, whose claimConcept runs
// words() (fold and strings.Fields) over the whole sentence: CPU
// quadratic in the answer. Measured: 10 KB 0.7 s, 20 KB 3 s, 40 KB 6 s,
// 100 KB 71 s for one request — a model can write 100 KB (about 25k
// tokens) and a hostile upstream 16 MiB. The words of a sentence should be
// computed once per sentence (or Back bounded to the claim's clause).
func TestAttack8ClaimFlagsQuadratic(t *testing.T) {
	timeOf := func(answer string) time.Duration {
		up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer} }}
		env := newLoopEnv(t, up, testSpecs(), nil)
		start := time.Now()
		resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %.200s", resp.StatusCode, got)
		}
		return time.Since(start)
	}
	small := timeOf(strings.Repeat("I ran ", 4_000/6))
	big := timeOf(strings.Repeat("I ran ", 16_000/6))
	t.Logf("4 KB %v, 16 KB %v", small, big)
	if big > time.Second && big > 6*small {
		t.Errorf("a 16 KB answer took %v (4 KB: %v): the claim check is quadratic in the answer", big, small)
	}
}

// The footer quotes each flagged sentence, cut at about 200 bytes. A
// sentence that runs on into an HTML comment or a <script> glued after its
// period ("I ran the tests.<!-- …200 bytes… -->") is quoted with the
// opener and without the closer, so in a Markdown or HTML view the rest of
// the footer (the reason of that flag, and every flag after it) is inside
// the comment or script: here the flag for "I sent the email to
// bob@example.com" is not shown. receipts.FooterLead guards the answer,
// not the footer's own quotes: the quote should be cut before an opener
// it cannot close, or have markup escaped.
func TestAttack8FooterQuoteOpensComment(t *testing.T) {
	filler := strings.Repeat("the and of to in is it that ", 10)
	for name, answer := range map[string]string{
		"comment": "I ran the tests.<!-- " + filler + " --> I sent the email to bob@example.com.",
		"script":  "I ran the tests.<script>" + filler + "</script> I sent the email to bob@example.com.",
	} {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				content, _ := attack3Answer(t, answer, stream)
				i := strings.Index(content, "\n\n---\nTool receipts:")
				if i < 0 {
					t.Fatalf("no footer in %q", content)
				}
				footer := content[i:]
				for _, p := range [][2]string{{"<!--", "-->"}, {"<script", "</script>"}} {
					if o := strings.LastIndex(footer, p[0]); o >= 0 && !strings.Contains(footer[o:], p[1]) {
						t.Errorf("the footer opens %s in a quoted sentence and never closes it; what follows is hidden:\n%s", p[0], footer)
					}
				}
			})
		}
	}
}
