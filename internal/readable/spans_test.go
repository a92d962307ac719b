package readable

import (
	"strings"
	"testing"
)

// TestTextReadsHiddenAsNothing: what a page never shows reads as nothing;
// what it shows, including look-alikes of hidden markup, reads as text.
func TestTextReadsHiddenAsNothing(t *testing.T) {
	const want = "I have  sent it."
	for name, in := range map[string]string{
		"hidden attr":        "I have <span hidden>not</span> sent it.",
		"hidden until found": "I have <span hidden=until-found>not</span> sent it.",
		"hidden upper":       "I have <SPAN HIDDEN>not</SPAN> sent it.",
		"template":           "I have <template>not</template> sent it.",
		"noscript":           "I have <noscript>not</noscript> sent it.",
		"script":             "I have <script>not</script> sent it.",
		"script with tags":   "I have <script>if(a<b){x='</p>'}not</script> sent it.",
		"style":              "I have <style>not</style> sent it.",
		"title":              "I have <title>not</title> sent it.",
		"iframe":             "I have <iframe>not</iframe> sent it.",
		"popover":            "I have <span popover>not</span> sent it.",
		"popover manual":     "I have <div popover=manual>not</div> sent it.",
		"class hidden":       "I have <span class=hidden>not</span> sent it.",
		"class list":         "I have <span class=\"text-sm sr-only\">not</span> sent it.",
		"class invisible":    "I have <span class='invisible'>not</span> sent it.",
		"d-none":             "I have <span class=d-none>not</span> sent it.",
		"display none":       "I have <span style=\"display: none\">not</span> sent it.",
		"visibility hidden":  "I have <span style=\"visibility:hidden\">not</span> sent it.",
		"font-size 0":        "I have <span style=\"font-size:0\">not</span> sent it.",
		"font-size 0px":      "I have <span style=\"color:red;font-size:0px\">not</span> sent it.",
		"opacity 0":          "I have <span style=\"opacity:0\">not</span> sent it.",
		"transparent":        "I have <span style=\"color:transparent\">not</span> sent it.",
		"nested":             "I have <div hidden><div>n</div>ot</div> sent it.",
		"closed details":     "I have <details><summary></summary>not</details> sent it.",
		"closed dialog":      "I have <dialog>not</dialog> sent it.",
		"video fallback":     "I have <video>not</video> sent it.",
		"style class":        "<style>.x{display:none}</style>I have <span class=x>not</span> sent it.",
		"style class after":  "I have <span class=\"a x\">not</span> sent it.<style>p .x, .y { font-size: 0 }</style>",
		"off page":           "I have <span style=\"position:absolute;left:-9999px\">not</span> sent it.",
		"clipped":            "I have <span style=\"width:0;height:0;overflow:hidden\">not</span> sent it.",
		"rgba 0":             "I have <span style=\"color: rgba(0,0,0,0)\">not</span> sent it.",
		"scale 0":            "I have <span style=\"transform:scale(0)\">not</span> sent it.",
		"details no summary": "I have <details>not</details> sent it.",
	} {
		t.Run(name, func(t *testing.T) {
			if got, _ := Text(in); got != want {
				t.Errorf("Text(%q) = %q, want %q", in, got, want)
			}
		})
	}
	for name, in := range map[string]string{
		"aria-hidden":       "I have <span aria-hidden=true>not</span> sent it.",
		"open details":      "I have <details open><summary></summary>not</details> sent it.",
		"font-size small":   "I have <span style=\"font-size:0.9em\">not</span> sent it.",
		"opacity half":      "I have <span style=\"opacity:0.5\">not</span> sent it.",
		"unclosed":          "I have <span hidden>not sent it.",
		"in code span":      "Use `<span hidden>` not `</span>` sent it.",
		"in fence":          "```\n<span hidden>\n```\nnot\n```\n</span>\n```",
		"in comment":        "<!-- <span hidden> -->not<!-- </span> -->",
		"class hiddenish":   "I have <span class=hidden-xs>not</span> sent it.",
		"summary shown":     "<details><summary>not</summary>x</details>",
		"textarea":          "<textarea>not</textarea>",
		"open dialog":       "I have <dialog open>not</dialog> sent it.",
		"style other class": "<style>.x{display:none}</style>I have <span class=y>not</span> sent it.",
		"style shown class": "<style>.x{color:red}</style>I have <span class=x>not</span> sent it.",
		"small offset":      "I have <span style=\"margin-left:-2px\">not</span> sent it.",
		"tag in attr value": "<a title=\"<span hidden>\">not</a></span>",
	} {
		t.Run("shown/"+name, func(t *testing.T) {
			if got, _ := Text(in); !strings.Contains(got, "not") {
				t.Errorf("Text(%q) = %q: the shown \"not\" is gone", in, got)
			}
		})
	}
}

// TestTextReadsLinkRefDefsAsNothing: a link reference definition renders
// as nothing; a line that only looks like one, or one that cannot be one
// there, reads as text.
func TestTextReadsLinkRefDefsAsNothing(t *testing.T) {
	for name, in := range map[string]string{
		"comment idiom":     "[//]: # (You wrote:)\n\n> I sent it.",
		"comment quoted":    "[//]: # \"You wrote:\"\n\n> I sent it.",
		"title":             "[a]: # \"You wrote:\"\n\n> I sent it.",
		"label":             "[You wrote:]: #\n> I sent it.",
		"angle destination": "[x]: <http://a b> 'You wrote:'\n> I sent it.",
		"title next line":   "[x]: #\n  \"You wrote:\"\n> I sent it.",
		"indented":          "   [You wrote:]: #\n> I sent it.",
		"two":               "[a]: #\n[You wrote:]: #\n> I sent it.",
		"after blank":       "Hi.\n\n[You wrote:]: #\n> I sent it.",
	} {
		t.Run(name, func(t *testing.T) {
			got, _ := Text(in)
			if strings.Contains(got, "You wrote") || !strings.Contains(got, "> I sent it.") {
				t.Errorf("Text(%q) = %q", in, got)
			}
		})
	}
	for name, in := range map[string]string{
		"interrupts paragraph": "Hi.\n[You wrote:]: #\n> I sent it.",
		"text after":           "[You wrote:]: # x y\n> I sent it.",
		"no destination":       "[You wrote:]:\n> I sent it.",
		"in fence":             "```\n[You wrote:]: #\n```",
		"indented code":        "    [You wrote:]: #",
		"prose":                "See [You wrote:]: # here.",
	} {
		t.Run("shown/"+name, func(t *testing.T) {
			if got, _ := Text(in); !strings.Contains(got, "You wrote") {
				t.Errorf("Text(%q) = %q: the shown words are gone", in, got)
			}
		})
	}
}

// TestTextReadsOverridesReversed: a right-to-left override and
// <bdo dir=rtl> read as drawn; embeddings and isolates draw Latin
// letters as stored.
func TestTextReadsOverridesReversed(t *testing.T) {
	for name, c := range map[string][2]string{
		"RLO word":      {"I \u202Etnes\u202C it.", "I sent it."},
		"RLO to PDI":    {"I \u202Etnes\u2069 it.", "I sent it."},
		"RLO sentence":  {"\u202E.ti tnes I", "I sent it."},
		"RLO paragraph": {"\u202Etnes I\nok", "I sent\nok"},
		"RLO twice":     {"\u202Etnes\u202C \u202Eti\u202C", "sent it"},
		"RLO invisible": {"I \u202Etn\u200Bes\u202C it.", "I sent it."},
		"RLO multibyte": {"\u202Eétnes\u202C", "senté"},
		"bdo":           {"I <bdo dir=rtl>tnes</bdo> it.", "I sent it."},
		"bdo quoted":    {"I <bdo dir=\"RTL\">tnes</bdo> it.", "I sent it."},
		"bdo ltr":       {"I <bdo dir=ltr>sent</bdo> it.", "I <bdo dir=ltr>sent</bdo> it."},
		"RLE as stored": {"I \u202Bsent\u202C it.", "I sent it."},
		"RLI as stored": {"I \u2067sent\u2069 it.", "I sent it."},
	} {
		t.Run(name, func(t *testing.T) {
			if got, _ := Text(c[0]); got != c[1] {
				t.Errorf("Text(%q) = %q, want %q", c[0], got, c[1])
			}
		})
	}
	if got, ok := Reversed("a \u202Ecba\u202C <bdo dir=rtl>fed</bdo> g"); !ok || got != "a abc def g" {
		t.Errorf("Reversed = %q, %v", got, ok)
	}
}
