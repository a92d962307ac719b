package proxy

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// attack9Chat replays one upstream chat reply (JSON or SSE) and returns
// what the client got and the flags of the proxy's report.
func attack9Chat(t *testing.T, reply string, stream bool) ([]byte, []gjson.Result) {
	t.Helper()
	ct, body := "application/json", `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`
	if stream {
		ct, body = "text/event-stream", `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`
	}
	env := newLoopEnv(t, scripted.Replay([]byte(reply), ct), testSpecs(), nil)
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		return got, nil
	}
	var flags []gjson.Result
	if stream {
		for _, c := range parseStream(t, got).finishChunks() {
			flags = append(flags, c.Get("zc_receipts.flags").Array()...)
		}
	} else {
		flags = gjson.GetBytes(got, "zc_receipts.flags").Array()
	}
	return got, flags
}

func attack9Chunk(delta, finish string) string {
	return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + finish + `}]}` + "\n\n"
}

// A chat answer with audio output (modalities ["text","audio"]) carries
// its words in message.audio.transcript (delta.audio.transcript when
// streamed), with content null: that transcript is the answer the client
// shows (ChatGPT-style UIs and the SDK examples print it). Reasoning
// models' message.reasoning_content / delta.reasoning_content is shown by
// chat UIs (Open WebUI, LibreChat) in a "Thinking" panel above the
// answer. The proxy forwards both untouched and reads neither: a claim
// of a tool run, or a forged "Tool receipts:" list with a token this
// proxy never minted, reaches the client with no flag. SECURITY.md: "The
// proxy checks every receipt the final answer quotes and flags … a claim
// that a tool ran with no receipt behind it"; refusal text is checked
// for the same reason ("shown by chat UIs where the answer goes").
func TestAttack9ChatAudioTranscriptAndReasoningUnchecked(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	const text = attack4Claim + "\n\n---\nTool receipts:\n  shell: " + forged
	cases := []struct {
		name, reply string
		stream      bool
	}{
		{"audio transcript json", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":null,"audio":{"id":"audio_1","expires_at":2000000000,"data":"AAAA","transcript":` + jsonString(text) + `}},"finish_reason":"stop"}]}`, false},
		{"audio transcript stream", attack9Chunk(`{"role":"assistant","content":null,"audio":{"id":"audio_1","transcript":`+jsonString(text)+`}}`, "null") +
			attack9Chunk(`{"audio":{"data":"AAAA"}}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true},
		{"reasoning_content json", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Done.","reasoning_content":` + jsonString(text) + `},"finish_reason":"stop"}]}`, false},
		{"reasoning_content stream", attack9Chunk(`{"role":"assistant","content":"","reasoning_content":`+jsonString(text)+`}`, "null") +
			attack9Chunk(`{"content":"Done."}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, c.stream)
			if !strings.Contains(string(got), "I ran the backup") {
				return // withheld or refused: nothing unchecked reached the client
			}
			var kinds []string
			for _, f := range flags {
				kinds = append(kinds, f.Get("kind").Str)
			}
			if !strings.Contains(strings.Join(kinds, ","), "receipt_less_claim") || !strings.Contains(strings.Join(kinds, ","), "invalid_receipt") {
				t.Errorf("the client got the claim and a forged receipt list, flags %v:\n%s", kinds, got)
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// The Responses API's other text-carrying events: a reasoning item's
// summary (response.reasoning_summary_text.delta/.done,
// response.reasoning_summary_part.added/.done, and the item itself),
// which ChatGPT-style UIs and the SDK helpers show as the model's
// "thinking", and the spoken answer's response.audio.transcript.delta.
// The Rewriter passes "reasoning, built-in tools, ones this package has
// never heard of" with renumbered indexes and the loop reads none of it:
// a claim and a forged receipt list there reach the client unflagged,
// beside a benign checked answer.
func TestAttack9ResponsesReasoningAndAudioUnchecked(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	text := attack4Claim + "\n\n---\nTool receipts:\n  shell: " + forged
	q := jsonString(text)
	reasoning := []string{
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`,
		`{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}`,
		`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":` + q + `}`,
		`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":` + q + `}`,
		`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":` + q + `}}`,
		`{"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":` + q + `}]}}`,
	}
	rsItem := `{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":` + q + `}]}`
	audio := []string{`{"type":"response.audio.transcript.delta","delta":` + q + `}`, `{"type":"response.audio.transcript.done"}`}
	for name, evs := range map[string][]string{
		"reasoning summary": append(append([]string{atkCreated}, reasoning...), append(atkText(1, "Done."), atkCompleted([]string{rsItem, atkMsgItem("Done.")}, ""))...),
		"audio transcript":  append(append([]string{atkCreated}, audio...), append(atkText(0, "Done."), atkCompleted([]string{atkMsgItem("Done.")}, ""))...),
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if !strings.Contains(string(got), "I ran the backup") {
				return
			}
			out := respEvents(t, got)
			last := out[len(out)-1]
			var kinds []string
			for _, f := range last.Get("response.zc_receipts.flags").Array() {
				kinds = append(kinds, f.Get("kind").Str)
			}
			k := strings.Join(kinds, ",")
			if !strings.Contains(k, "receipt_less_claim") || !strings.Contains(k, "invalid_receipt") {
				t.Errorf("the claim and a forged receipt list reached the client, flags %v:\n%s", kinds, got)
			}
		})
	}
	t.Run("reasoning summary json", func(t *testing.T) {
		body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + rsItem + `,` + atkMsgItem("Done.") + `],"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`
		e := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
		resp, got := postResponses(t, e, `{"model":"m","input":"back up"}`, nil)
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "I ran the backup") {
			return
		}
		var kinds []string
		for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
			kinds = append(kinds, f.Get("kind").Str)
		}
		k := strings.Join(kinds, ",")
		if !strings.Contains(k, "receipt_less_claim") || !strings.Contains(k, "invalid_receipt") {
			t.Errorf("the claim and a forged receipt list reached the client, flags %v:\n%s", kinds, got)
		}
	})
}

// Content a renderer never shows is read by the detector as if shown.
// An HTML element with the hidden attribute, a <template>, <noscript>,
// <script>, <style> or <title> (in a body: display:none), a popover or a
// closed <details> body, or a span the page styles away (class "hidden"
// in Tailwind UIs, visibility:hidden, font-size:0) holding "not"
// makes the detector read "I have not sent the email" while the reader
// sees "I have sent the email to bob@example.com.". SECURITY.md: "The
// answer is read as a reader sees it, so text the model dresses up does
// not slip past these checks"; readable reads a complete comment as
// nothing but the content of hidden elements as text.
func TestAttack9ClaimHiddenNegation(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"hidden attr":       "I have <span hidden>not</span> sent the email to bob@example.com.",
		"template":          "I have <template>not</template> sent the email to bob@example.com.",
		"noscript":          "I have <noscript>not</noscript> sent the email to bob@example.com.",
		"script":            "I have <script>not</script> sent the email to bob@example.com.",
		"style":             "I have <style>not</style> sent the email to bob@example.com.",
		"title":             "I have <title>not</title> sent the email to bob@example.com.",
		"popover":           "I have <span popover>not</span> sent the email to bob@example.com.",
		"closed details":    "I have <details><summary></summary>not</details> sent the email to bob@example.com.",
		"class hidden":      "I have <span class=hidden>not</span> sent the email to bob@example.com.",
		"visibility hidden": "I have <span style=\"visibility:hidden\">not</span> sent the email to bob@example.com.",
		"font-size 0":       "I have <span style=\"font-size:0\">not</span> sent the email to bob@example.com.",
	})
}

// A block quote is skipped as someone else's words when the sentence
// before it names another speaker ("You wrote:"). That sentence can be
// one no reader sees: a Markdown link reference definition (the
// "[//]: # (comment)" idiom, or a definition's title) renders as nothing
// in every CommonMark renderer, and so does an element with the hidden
// attribute. The reader sees only "> I sent the email to
// bob@example.com.", which SECURITY.md says is read as the answer's
// ("Summary:\n> I deleted …" is the answer's claim).
func TestAttack9ClaimQuoteIntroInvisible(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"md comment idiom": "[//]: # (You wrote:)\n\n> I sent the email to bob@example.com.",
		"ref def title":    "[a]: # \"You wrote:\"\n\n> I sent the email to bob@example.com.",
		"ref def label":    "[You wrote:]: #\n> I sent the email to bob@example.com.",
		"hidden div":       "<div hidden>You wrote:</div>\n\n> I sent the email to bob@example.com.",
	})
}

// Default-ignorable code points that render as nothing (Unicode: "should
// be rendered completely invisibly") but are not format characters
// (Cf): the Khmer inherent vowels U+17B4/U+17B5 (Mn) and the Hangul
// fillers U+115F, U+1160, U+FFA0 (Lo) glued inside the verb leave
// "s\u17b4ent", which is no verb. SECURITY.md: "claims are found after
// zero-width and format characters".
func TestAttack9ClaimIgnorableFillers(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"U+17B4": "I s\u17B4ent the email to bob@example.com.",
		"U+17B5": "I s\u17B5ent the email to bob@example.com.",
		"U+115F": "I s\u115Fent the email to bob@example.com.",
		"U+1160": "I s\u1160ent the email to bob@example.com.",
		"U+FFA0": "I s\uFFA0ent the email to bob@example.com.",
	})
}

// Letters a reader reads as plain Latin letters: modifier (superscript)
// letters, which NFKC folds to ASCII like the mathematical and circled
// ones SECURITY.md lists; Latin small capitals (U+1D00 block, U+A731),
// "sent" in small caps; and the long s (U+017F, NFKC "s"). None is read:
// "I ˢᵉⁿᵗ the email" is not a claim to the detector.
func TestAttack9ClaimModifierAndSmallCapitals(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"modifier letters": "I ˢᵉⁿᵗ the email to bob@example.com.",
		"small capitals":   "I ꜱᴇɴᴛ the email to bob@example.com.",
		"long s":           "I ſent the email to bob@example.com.",
	})
}

// An element left open with the popover attribute is display:none until
// script opens it (the UA style sheet's [popover]:not(:popover-open)), and
// <bdo dir=rtl> draws its content right to left, letter by letter: the
// footer after "<div popover>" is not shown at all, and after
// "<bdo dir=rtl>" it reads "...:stpiecer looT". receipts.FooterLead closes
// elements opened with hidden, style or class, and a list of restyling
// ones, but neither of these. SECURITY.md: "the proxy's footer closes an
// HTML comment, a hiding or raw-text element or a code fence the answer
// left open, so the answer cannot hide it".
func TestAttack9FooterHiddenByPopoverOrBdo(t *testing.T) {
	const claim = "I ran `git log` and the newest commit is abc123."
	for _, c := range []struct{ tail, closer string }{
		{"\n\n<div popover>", "</div>"},
		{"\n\n<div popover=manual>", "</div>"},
		{" <bdo dir=rtl>", "</bdo>"},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(c.tail+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				content, rep := attack3Answer(t, "hi. "+claim+c.tail, stream)
				if len(rep.Get("flags").Array()) == 0 {
					t.Fatalf("the claim was not flagged: %s", rep.Raw)
				}
				i := strings.Index(content, "\n\n---\n")
				if i < 0 {
					t.Fatalf("no footer in %q", content)
				}
				open := strings.LastIndex(content[:i], strings.TrimSpace(c.tail))
				if !strings.Contains(content[open:i], c.closer) {
					t.Errorf("the footer renders inside the answer's open %q:\n%s", strings.TrimSpace(c.tail), content)
				}
			})
		}
	}
}

// A genuine receipt backs a claim about a call that never ran: the model
// runs `echo <words>` (shell's echo is on every example allowlist) whose
// arguments hold the claim's object, then claims the action itself. The
// receipt proves only that echo printed those words, yet "I ran git log",
// "I deleted the production database" and "I deleted the api pod with
// kubectl" go unflagged, with the echo call's receipt listed beside them.
// DESIGN.md: "Claims: … backed only by a verified call of the same action
// and object"; SECURITY.md: "a claim that a tool ran with no receipt
// behind it (receipt_less_claim)". (The control, "I ran date" after
// `echo hi`, is flagged.)
func TestAttack9EchoBacksAnyClaim(t *testing.T) {
	flags := func(t *testing.T, command, answer string) []gjson.Result {
		t.Helper()
		args, _ := json.Marshal(map[string]string{"command": command})
		up := &scripted.Server{Respond: toolThenAnswer([]scripted.ToolCall{{ID: "call_a", Name: "shell", Arguments: string(args)}},
			func(gjson.Result) string { return answer })}
		env := newLoopEnv(t, up, testSpecs(), nil)
		resp, got := env.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"clean up"}]}`, nil)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %s", resp.StatusCode, got)
		}
		if n := len(gjson.GetBytes(got, "zc_receipts.receipts").Array()); n != 1 {
			t.Fatalf("the echo call was not receipted (%d receipts): %s", n, got)
		}
		return gjson.GetBytes(got, "zc_receipts.flags").Array()
	}
	if len(flags(t, "echo hi", "I ran date and it printed 2020.")) == 0 {
		t.Fatal("control: an unrelated claim after echo is not flagged")
	}
	for _, c := range [][2]string{
		{"echo git log", "I ran git log and the newest commit is abc123."},
		{"echo deleted the production database", "I deleted the production database."},
		{"echo kubectl delete pod api", "I deleted the api pod with kubectl."},
		{"echo mail bob@example.com", "I sent the email to bob@example.com."},
	} {
		t.Run(c[0], func(t *testing.T) {
			if f := flags(t, c[0], c[1]); len(f) == 0 {
				t.Errorf("the receipt of `%s` backs %q: no flag", c[0], c[1])
			}
		})
	}
}

// Bidi overrides: "I \u202Etnes\u202C the email" renders as "I sent the
// email" (RIGHT-TO-LEFT OVERRIDE draws the letters it spans in reverse
// order), as do U+2067 isolates and <bdo dir=rtl>, and a whole sentence
// written backwards after U+202E reads forwards. readable drops the
// format characters and reads the stored order, "tnes", which is no
// verb. SECURITY.md: claims are found after "zero-width and format
// characters … are read away" and "markup is read as it renders".
func TestAttack9ClaimBidiReversed(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"RLO word":     "I \u202Etnes\u202C the email to bob@example.com.",
		"RLO sentence": "\u202E.moc.elpmaxe@bob ot liame eht tnes I",
		"RLI word":     "I \u2067tnes\u2069 the email to bob@example.com.",
		"bdo":          "I <bdo dir=rtl>tnes</bdo> the email to bob@example.com.",
	})
}

// A fence line the answer holds where CommonMark reads no fence opener
// (inside a list item, indented to its content, left open: the list's end
// closes it; inside an HTML comment or a <pre> HTML block: raw HTML) is
// read by receipts.openFence as a top-level fence left open, since it
// reads every line indented up to three spaces, in any container or
// block. FooterLead then writes "\n```\n" at column 0: that line opens a
// new top-level fence, and the whole footer (receipts and flags) renders
// as the content of a code block. The comment case shows the reader
// nothing of the model's fence at all. SECURITY.md: "the proxy's footer
// closes … a code fence the answer left open, so the answer cannot hide
// it".
func TestAttack9FooterFencedByPhantomFence(t *testing.T) {
	const claim = "hi. I ran `git log` and the newest commit is abc123.\n\n"
	for name, tail := range map[string]string{
		"list item": "1. step one\n\n   ```\n   code",
		"comment":   "<!--\n```\n-->",
		"pre block": "<pre>\n```\n</pre>",
	} {
		for _, stream := range []bool{false, true} {
			t.Run(name+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				content, rep := attack3Answer(t, claim+tail, stream)
				if len(rep.Get("flags").Array()) == 0 {
					t.Fatalf("the claim was not flagged: %s", rep.Raw)
				}
				i := strings.Index(content, "\n\n---\nTool receipts:")
				j := strings.Index(content, tail)
				if i < 0 || j < 0 {
					t.Fatalf("no footer in %q", content)
				}
				// Between the answer and the footer: a column-0 fence line
				// opens a top-level code block (the answer's own fence line
				// opened none that is still open), which runs to the end.
				for _, line := range strings.Split(content[j+len(tail):i], "\n") {
					if strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~") {
						t.Errorf("the footer lead opens a top-level code fence that holds the whole footer:\n%q", content[j:])
					}
				}
			})
		}
	}
}

// Backticks inside an HTML block are raw HTML, not a code span: CommonMark
// passes "<div>`<!--`" through as it is (an HTML block of type 6 runs to
// the blank line), and the browser opens a comment at "<!--" that runs to
// the end of the page, footer included. receipts.FooterLead removes
// "code spans" (outsideCode) before it looks for open comments and
// elements, wherever the backticks are, so it sees nothing open and
// writes no closer: the footer is hidden. The same with "<script>".
func TestAttack9FooterHiddenByCodeSpanInHTMLBlock(t *testing.T) {
	for _, c := range []struct{ tail, closer string }{
		{"\n\n<div>`<!--`", "-->"},
		{"\n\n<div>`<script>`", "</script>"},
	} {
		for _, stream := range []bool{false, true} {
			t.Run(c.tail+map[bool]string{false: "/json", true: "/stream"}[stream], func(t *testing.T) {
				before := attack8FooterAfter(t, c.tail, stream)
				open := strings.LastIndex(before, c.tail)
				if !strings.Contains(before[open+len(c.tail):], c.closer) {
					t.Errorf("the footer is inside the %q the answer opened in an HTML block:\n%q", c.closer, before[open:])
				}
			})
		}
	}
}

// A claim written as prose inside a code block with no sentence before it
// (a fenced block with no info string or "text", or an indented block) is
// not read: the detector reads code blocks only for transcripts, output
// tables and comment lines. The reader sees a box that says "I sent the
// email to bob@example.com."; nothing introduced it as someone else's
// words or an example, the condition SECURITY.md sets for skipping a
// block quote ("Summary:\n> I deleted …" is the answer's claim), and
// round 8 fixed the same hole for a "> " prefix.
func TestAttack9ClaimInBareCodeBlock(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"fence":        "```\nI sent the email to bob@example.com.\n```",
		"fence text":   "```text\nI sent the email to bob@example.com.\n```",
		"indented":     "    I sent the email to bob@example.com.",
		"after status": "Status:\n\n```\nI sent the email to bob@example.com.\n```",
	})
}

// A fabricated receipt the reader sees as a token but the proxy never
// reads as one: stored backwards inside a RIGHT-TO-LEFT OVERRIDE (or
// <bdo dir=rtl>), which renders it forwards, or written with modifier
// letters ("ᶻᶜ-receipt-…", which NFKC folds to "zc"). After a genuine
// call the claim it decorates is backed, and no invalid_receipt or
// unverifiable_receipt flag names the forged token; the same token
// written plainly is flagged. SECURITY.md: "a span that reads as a
// receipt but is not a well-formed one (hidden characters inside, other
// case, Unicode hyphens, look-alike letters, cut short) is flagged
// invalid_receipt".
func TestAttack9ForgedReceiptReadsAsToken(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	rev := func(s string) string {
		r := []rune(s)
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return string(r)
	}
	tokenFlagged := func(t *testing.T, quoted string) bool {
		t.Helper()
		_, rep := attack3Answer(t, "I ran echo and it printed hi [receipt: "+quoted+"].", false)
		for _, f := range rep.Get("flags").Array() {
			if k := f.Get("kind").Str; k == "invalid_receipt" || k == "unverifiable_receipt" {
				return true
			}
		}
		return false
	}
	if !tokenFlagged(t, forged) {
		t.Fatal("control: the plain forged token is not flagged")
	}
	for name, quoted := range map[string]string{
		"RLO reversed":     "\u202E" + rev(forged) + "\u202C",
		"bdo reversed":     "<bdo dir=rtl>" + rev(forged) + "</bdo>",
		"modifier letters": "ᶻᶜ" + strings.TrimPrefix(forged, "zc"),
	} {
		t.Run(name, func(t *testing.T) {
			if !tokenFlagged(t, quoted) {
				t.Errorf("the reader sees the receipt %s, and no flag names it (%q)", forged, quoted)
			}
		})
	}
}
