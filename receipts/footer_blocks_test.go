package receipts

import (
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestReadBlocksFence: a fence line is an open fence in the document only
// where CommonMark reads one (attack round 9: a fence in a list item, an
// HTML comment or a <pre> block was taken for one, and the lead's
// column-0 fence then opened a block that held the whole footer).
func TestReadBlocksFence(t *testing.T) {
	for _, c := range []struct{ name, answer, fence string }{
		{"top level", "x\n```\ncode", "```"},
		{"top level, indented 3", "x\n   ~~~~\ncode", "~~~~"},
		{"closed", "```\ncode\n```\nthen", ""},
		{"indented 4 is code", "x\n\n    ```\n    y", ""},
		{"in a list item", "1. step one\n\n   ```\n   code", ""},
		{"in a list item, blank line inside", "- a\n\n  ```\n\n  code", ""},
		{"list item ended, then a fence", "- a\n\n```\ncode", "```"},
		{"list item content indent not reached", "1. a\n\n  ```\n  code", "```"},
		{"in a block quote", "> ```\n> code", ""},
		{"block quote lazy line is no fence", "> a\n```\ncode", "```"},
		{"in a nested list", "- a\n  - b\n\n    ```\n    c", ""},
		{"in an HTML comment", "<!--\n```\n-->", ""},
		{"in an open HTML comment", "<!--\n```", ""},
		{"in a pre block", "<pre>\n```\n</pre>", ""},
		{"in a script block", "<script>\n```\n</script>", ""},
		{"in a div block", "<div>\n```\nx", ""},
		{"after a div block's blank line", "<div>\n\n```\nx", "```"},
		{"a tag of kind 7 does not interrupt a paragraph", "a\n<span>\n```\nx", "```"},
		{"in a processing instruction", "<?x\n```\n?>", ""},
		{"item that starts blank ends at a second blank", "-\n\n  ```\n  x", "```"},
		{"ordered item past 1 does not interrupt a paragraph", "a\n2. b\n```\nx", "```"},
		{"tab indentation", "-\tx\n\n\t```\n\ty", ""},
		{"backtick info with a backtick", "``` a`b\nx", ""},
		{"tilde info with a backtick", "~~~ a`b\nx", "~~~"},
		{"closer shorter than the opener", "````\nx\n```", "````"},
		{"closer with text after it", "```\nx\n``` y", "```"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if fence := readBlocks(c.answer).fence; fence != c.fence {
				t.Fatalf("readBlocks(%q) fence %q, want %q", c.answer, fence, c.fence)
			}
		})
	}
}

// TestReadBlocksMarkup: code spans are code only where CommonMark reads
// them (a paragraph or heading, and there not inside raw HTML that starts
// first); in an HTML block backticks are raw HTML (attack round 9).
func TestReadBlocksMarkup(t *testing.T) {
	for _, c := range []struct{ name, answer, want string }{
		{"span in a paragraph", "a `<!--` b", "a  b\n"},
		{"span over two lines", "a `<!--\n` b", "a  b\n"},
		{"backticks in a div block", "<div>`<!--`", "<div>`<!--`\n"},
		{"backticks in a block of kind 7", "<span>\n`<script>`", "<span>\n`<script>`\n"},
		{"backticks in a comment block", "<!-- `\n` -->", "<!-- `\n` -->\n"},
		{"backtick inside a tag's value", "<em title=\"`\">`<!--", "<em title=\"`\">`<!--\n"},
		{"backtick inside inline PI", "<? ` ?><script>`", "<? ` ?><script>`\n"},
		{"escaped backtick", "\\`<!--`", "\\`<!--`\n"},
		{"unmatched run lengths", "``a`<!--", "``a`<!--\n"},
		{"fenced code left out", "```\n<!--\n```\nok", "ok\n"},
		{"span in a list item", "- `<!--` x", " x\n"},
		{"div in a list item", "- <div>`<!--`", "<div>`<!--`\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := readBlocks(c.answer).markup; got != c.want {
				t.Fatalf("readBlocks(%q) markup %q, want %q", c.answer, got, c.want)
			}
		})
	}
}

// TestFooterLeadHTMLBlockCodeSpan: FooterLead closes what backticks in an
// HTML block leave open to a browser (attack round 9).
func TestFooterLeadHTMLBlockCodeSpan(t *testing.T) {
	for _, c := range []struct{ name, answer, want string }{
		{"comment", "Done.\n\n<div>`<!--`", " -->"},
		{"script", "Done.\n\n<div>`<script>`", "</script>"},
		{"kind 7 block", "Done.\n\n<span>\n`<!--`", " -->"},
		{"in a list item", "Done.\n\n- <div>`<!--`", " -->\n\n<!----></li></ol></ul></blockquote>"},
		{"span in a paragraph is code", "Done. `<!--` and `<script>`", ""},
		{"phantom fence in a list item", "Done.\n\n1. a\n\n   ```\n   code", ""},
		{"phantom fence in a comment", "Done.\n\n<!--\n```\n-->", ""},
		{"phantom fence in a pre block", "Done.\n\n<pre>\n```\n</pre>", ""},
		{"phantom fence in an open comment", "Done.\n\n<!--\n```", " -->"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := FooterLead(c.answer); got != c.want {
				t.Fatalf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
			}
		})
	}
}

// footerFenceRef holds answers markdown-it (CommonMark) read, with whether
// each leaves a fenced code block open in the document; made by
// testdata/footer_ref.mjs.
func TestReadBlocksFenceMatchesReference(t *testing.T) {
	data, err := os.ReadFile("testdata/footer_fence_ref.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Answer string `json:"answer"`
		Fence  bool   `json:"fence"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, c := range cases {
		if fence := readBlocks(c.Answer).fence; (fence != "") != c.Fence {
			bad++
			if bad <= 20 {
				t.Errorf("readBlocks(%q) fence %q; markdown-it: open %v", c.Answer, fence, c.Fence)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d disagree", bad, len(cases))
	}
}

var dumpLeads = flag.String("dump", "", "a JSON list of answers: print each with its FooterLead (for testdata/footer_ref.mjs)")

// TestFooterLeadDump writes answers with their leads for the reference
// check in testdata/footer_ref.mjs; it does nothing without -dump.
func TestFooterLeadDump(t *testing.T) {
	if *dumpLeads == "" {
		t.Skip("no -dump")
	}
	data, err := os.ReadFile(*dumpLeads)
	if err != nil {
		t.Fatal(err)
	}
	var answers []string
	if err := json.Unmarshal(data, &answers); err != nil {
		t.Fatal(err)
	}
	type row struct {
		Answer string `json:"answer"`
		Lead   string `json:"lead"`
	}
	out := make([]row, len(answers))
	for i, a := range answers {
		out[i] = row{a, FooterLead(a)}
	}
	b, _ := json.Marshal(out)
	os.Stdout.Write(append(b, '\n'))
}

// FuzzFooterLeadFooterStandsAlone: after any answer and its lead, the
// footer is read (by readBlocks, CommonMark's block structure) as a
// paragraph in the document, not code, an HTML block or a container's
// content, and a lead that closes no fence writes no fence line.
func FuzzFooterLeadFooterStandsAlone(f *testing.F) {
	for _, s := range []string{
		"1. step one\n\n   ```\n   code", "<!--\n```\n-->", "<pre>\n```\n</pre>", "<div>`<!--`", "x\n```\ncode",
		"> ```\n> code", "- a\n  - b\n\n    ```", "<xmp> \n\n```js# \n````", "<textarea>\n</pre> \n\t", "```\nx\n```",
		"-\n\n  ```\n  x", "a\r```\rb", "<span hidden>\n\n   ```", "> <!--\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, answer string) {
		lead := FooterLead(answer)
		bl := readBlocks(answer + lead + "\n\n---\nTool receipts: ZCFOOT")
		if bl.fence != "" || bl.tail != leafPara || bl.nested || !strings.HasSuffix(bl.md, "Tool receipts: ZCFOOT\n") {
			t.Fatalf("answer %q, lead %q: the footer is not a paragraph in the document (fence %q, tail %d, nested %v)",
				answer, lead, bl.fence, bl.tail, bl.nested)
		}
		if readBlocks(answer).fence == "" {
			for _, l := range strings.Split(lead, "\n") {
				if openFenceRun(strings.TrimLeft(l, " ")) != "" {
					t.Fatalf("answer %q: lead %q opens a fence", answer, lead)
				}
			}
		}
	})
}

// TestReadBlocksLinear: nesting, blank lines, backtick runs and raw HTML
// openers cost FooterLead linear time (containers are bounded:
// maxContainers).
func TestReadBlocksLinear(t *testing.T) {
	const n = 40000
	for name, s := range map[string]string{
		"nested items, blank lines": strings.Repeat("- ", n) + "a" + strings.Repeat("\n", n) + "<",
		"nested ordered items":      strings.Repeat("1. ", n) + "a" + strings.Repeat("\nx", n) + "<",
		"nested quotes":             strings.Repeat("> ", n) + "a" + strings.Repeat("\n>", n) + "<",
		"backtick runs":             strings.Repeat("`a", n) + strings.Repeat("``b", n),
		"unclosed values":           strings.Repeat("<a b='", n),
		"comments with backticks":   strings.Repeat("<!-- `", n),
		"autolinks with backticks":  strings.Repeat("<http:`", n),
		"HTML blocks":               strings.Repeat("<div>\n\n", n),
		"fence lines":               strings.Repeat("```\n", n),
	} {
		if d := cputime.Of(func() { FooterLead(s) }); d > 2*time.Second {
			t.Errorf("%s: %v for %d bytes", name, d, len(s))
		}
	}
}
