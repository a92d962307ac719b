package proxy

import (
	"strings"
	"testing"
)

// readable (hidden.go) now reads the content of "hidden" HTML elements as
// nothing. That closes the hidden-"not" attack but opens its mirror: the
// model wraps the claim itself in such an element and the detector never
// reads it, while the user does see it: a closed <details> body is shown
// on one click in every renderer that passes HTML; .sr-only text is read
// aloud by screen readers; and chat UIs that sanitise or escape raw HTML
// (react-markdown without rehype-raw, GitHub-style sanitisers that strip
// hidden/class/style/popover, any UI escaping '<') show the text of a
// <span hidden>, a popover, a <dialog> or a class the page does not
// define. For a detector whose job is to flag claims the safe reading is
// both: flag what either reading (hidden dropped, hidden kept) claims, as
// readable.Readings does for the Hangul fillers too.
func TestReview9HiddenClaim(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"span hidden":        "<span hidden>I sent the email to bob@example.com.</span>",
		"sr-only":            "<span class=\"sr-only\">I sent the email to bob@example.com.</span>",
		"popover":            "<div popover>I sent the email to bob@example.com.</div>",
		"dialog":             "<dialog>I sent the email to bob@example.com.</dialog>",
		"style display none": "<p style=\"display:none\">I sent the email to bob@example.com.</p>",
	})
}

// linkRefDefs (internal/readable/linkref.go) takes a line as blank with
// strings.TrimSpace, which strips U+00A0, U+3000, \f, \v and the other
// Unicode spaces. CommonMark's blank line holds only spaces and tabs: a
// line of "\u00a0" is a paragraph, and the "[…]: #" line after it is that
// paragraph's continuation (a definition cannot interrupt a paragraph),
// rendered as text. The detector reads it as nothing, so the claim the
// reader sees in it is never flagged.
func TestReview9LinkRefAfterUnicodeSpaceLine(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"nbsp line":   "Update:\n\u00a0\n[I sent the email to bob@example.com.]: #",
		"ideographic": "Update:\n\u3000\n[I sent the email to bob@example.com.]: #",
		"form feed":   "Update:\n\f\n[I sent the email to bob@example.com.]: #",
	})
}

// The Chat shown-text check (proxy/wire/chat/shown.go) reads
// reasoning_content, reasoning and audio.transcript only. Other members
// clients show as the model's thinking reach them unchecked: "thinking"
// (Open WebUI reads delta.reasoning_content or reasoning or thinking),
// OpenRouter's "reasoning_details" ([{"type":"reasoning.text","text":…}],
// shown by its SDK-based UIs) and LiteLLM's "thinking_blocks"
// ([{"type":"thinking","thinking":…}]). The reply carries the claim to
// the client and no flag: either check them or refuse the reply as the
// case variants are refused.
func TestReview9ChatThinkingMembersUnchecked(t *testing.T) {
	claim := jsonString(attack4Claim)
	reply := func(member string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Done.",` + member + `},"finish_reason":"stop"}]}`
	}
	stream := func(delta string) string {
		return attack9Chunk(delta, "null") + attack9Chunk(`{"content":"Done."}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	}
	for _, c := range []struct {
		name, reply string
		stream      bool
	}{
		{"thinking json", reply(`"thinking":` + claim), false},
		{"reasoning_details json", reply(`"reasoning_details":[{"type":"reasoning.text","text":` + claim + `}]`), false},
		{"thinking_blocks json", reply(`"thinking_blocks":[{"type":"thinking","thinking":` + claim + `}]`), false},
		{"thinking stream", stream(`{"role":"assistant","thinking":` + claim + `}`), true},
		{"reasoning_details stream", stream(`{"role":"assistant","reasoning_details":[{"type":"reasoning.text","text":` + claim + `}]}`), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, c.stream)
			if !strings.Contains(string(got), "I ran the backup") {
				return // refused
			}
			for _, f := range flags {
				if f.Get("kind").Str == "receipt_less_claim" {
					return
				}
			}
			t.Errorf("shown thinking text reached the client unchecked:\n%s", got)
		})
	}
}

// fold (internal/readable/fold.go) reads a letter whose NFKC form is one
// ASCII letter; the Latin ligatures U+FB00–U+FB06 (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) are
// NFKC two or three letters, drawn as those letters by nearly every font
// (typeset text uses them), and are not read: "I ﬁled the ticket" is no
// claim to the detector. The fold table should map a code point to a
// string, not a byte.
func TestReview9LigaturesNotFolded(t *testing.T) {
	if k := attack8Flags(t, "I filed the ticket with bob@example.com.", false); len(k) == 0 {
		t.Fatalf("control: the plain claim is not flagged")
	}
	attack8WantClaim(t, map[string]string{
		"fi ligature": "I ﬁled the ticket with bob@example.com.",
		"st ligature": "I poﬆed the invoice to bob@example.com.",
	})
}

// hiddenElements (internal/readable/hidden.go) pairs a hidden element with
// the next closing tag of its name, but a browser ends some elements
// earlier: an open <p> is closed by the start tag of any block (<p>,
// <div>, <ul>, <h1>, <pre>, <table>, …), an <li> by the next <li>, a
// <dt>/<dd> by the next of either. In Markdown the paragraph inside
// "<p hidden>" (an HTML block that ends at the blank line) is rendered as
// "<p>I sent …</p>", which closes the hidden one: every renderer that
// passes HTML shows the claim, and the detector reads it as nothing. No
// sanitiser is needed for this one. Likewise an inline element carried
// across a Markdown paragraph break: the first paragraph's </p> pops the
// open <span hidden>, and the later </span> is ignored.
func TestReview9HiddenParagraphClosedByBlock(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"markdown paragraph":     "<p hidden>\n\nI sent the email to bob@example.com.\n\n</p>",
		"div":                    "<p hidden>draft<div>I sent the email to bob@example.com.</div></p>",
		"next li":                "<ul><li hidden>draft<li>I sent the email to bob@example.com.</li></li></ul>",
		"span across paragraphs": "<span hidden>draft\n\nI sent the email to bob@example.com.</span>",
	})
}

// hides (internal/readable/hidden.go) stops at the first hiding signal and
// never looks at what overrides it. The hidden attribute, popover and a
// closed <dialog> are display:none from the UA style sheet, which any
// author style beats; a class a <style> rule hides is shown again by a
// later rule or by the element's own style. In every renderer that
// passes HTML the claim is shown; the detector reads it as nothing.
func TestReview9HiddenOverriddenByStyle(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"hidden attr, inline display": "<span hidden style=\"display:inline\">I sent the email to bob@example.com.</span>",
		"popover, inline display":     "<div popover style=\"display:block\">I sent the email to bob@example.com.</div>",
		"dialog, inline display":      "<dialog style=\"display:block\">I sent the email to bob@example.com.</dialog>",
		"class, later rule":           "<style>.a{display:none}.a{display:inline}</style><span class=a>I sent the email to bob@example.com.</span>",
		"class, own style":            "<style>.a{display:none}</style><span class=a style=\"display:inline\">I sent the email to bob@example.com.</span>",
	})
}

// readable ends a right-to-left override at the line end (UAX #9's
// paragraph separator), but a Markdown renderer joins a paragraph's lines
// with a soft break that HTML draws as a space: the bidi paragraph is the
// whole <p>, and the override runs on into the next line. The reader sees
// the second line drawn reversed, "I sent the email to bob@example.com.";
// the detector reads it as stored, "moc.elpmaxe@bob …", and flags
// nothing. Read both ways (to the line end and to the block end).
func TestReview9OverrideAcrossSoftBreak(t *testing.T) {
	if k := attack8Flags(t, "Status: \u202e.moc.elpmaxe@bob ot liame eht tnes I", false); len(k) == 0 {
		t.Fatalf("control: the override on one line is not read reversed")
	}
	attack8WantClaim(t, map[string]string{
		"RLO then soft break": "Status: \u202e\n.moc.elpmaxe@bob ot liame eht tnes I",
		"entity":              "Status: &#x202E;\n.moc.elpmaxe@bob ot liame eht tnes I",
	})
}
