package receipts

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// FooterUnprotected flags the style sheets and open plaintext elements a
// renderer of raw HTML gets as markup, at their offsets, and nothing in
// code, comments or other raw-text elements.
func TestFooterUnprotected(t *testing.T) {
	decoys := strings.Repeat("`<style>` ", 70)
	for _, c := range []struct {
		name, text string
		want       []string // the flagged elements, in order
	}{
		{"style sheet", "hi <style>p{display:none}</style> there", []string{"<style>p{display:none}</style>"}},
		{"style sheet in capitals", "hi <STYLE type=text/css>p{display:none}</STYLE>", []string{"<STYLE type=text/css>p{display:none}</STYLE>"}},
		{"style sheet left open", "hi\n\n<style>\np{display:none}", []string{"<style>\np{display:none}"}},
		{"style sheet in a block quote", "> <style>p{display:none}</style>", []string{"<style>p{display:none}</style>"}},
		{"style sheet in a list item", "- a\n- <style>p{display:none}</style>", []string{"<style>p{display:none}</style>"}},
		{"style sheet in svg", "<svg><style>text{display:none}</style></svg>", []string{"<style>text{display:none}</style>"}},
		{"backticks in an HTML block are raw HTML", "<div>`<style>p{}</style>`</div>", []string{"<style>p{}</style>"}},
		{"linked style sheet", "a <link rel=stylesheet href=x.css> b", []string{"<link rel=stylesheet href=x.css>"}},
		{"alternate style sheet", `a <link href="x.css" rel="alternate stylesheet"> b`, []string{`<link href="x.css" rel="alternate stylesheet">`}},
		{"twin: import rule outside a style sheet", "<div>@import url(x.css);</div>", nil},
		{"twin: import of a string outside a style sheet", "@import 'x.css'\nmore", nil},
		{"overlay", `a <div style="position:fixed;inset:0">x</div>`, []string{`style="position:fixed;inset:0"`}},
		{"overlay, escaped and commented", `a <div STYLE = 'POSITION:/**/\61 bsolute'></div>`, []string{`STYLE = 'POSITION:/**/\61 bsolute'`}},
		{"overlay by reference", `a <p style=position&colon;sticky>b</p>`, []string{`style=position&colon;sticky`}},
		{"twin: static position", `a <div style="position:static;color:red">x</div>`, nil},
		{"twin: style attribute in code", "a `<div style=\"position:fixed\">` b", nil},
		{"twin: style= in prose", "set style=position:fixed in the config", nil},
		{"comment <!--> ends itself", "a <!--><style>p{}</style>", []string{"<style>p{}</style>"}},
		{"comment <!---> ends itself", "a <!---><style>p{}</style>", []string{"<style>p{}</style>"}},
		{"quoted comment opener", `a <img alt="<!--"><style>p{}</style>`, []string{"<style>p{}</style>"}},
		{"quoted raw-text opener", `a <img alt='<xmp>'><style>p{}</style>`, []string{"<style>p{}</style>"}},
		{"bogus comment ends at '>'", "a <?x <xmp>\n<style>p{}</style>", []string{"<style>p{}</style>"}},
		{"xmp in svg is markup", "a <svg><xmp><style>p{}</style></xmp></svg>", []string{"<style>p{}</style>"}},
		{"twin: after svg, xmp is raw text", "a <svg></svg><xmp><style>p{}</style></xmp>", nil},
		{"xmp in select is markup", "a <select><xmp><style>p{}</style></xmp></select>", []string{"<style>p{}</style>"}},
		{"noscript is read as markup", "a <noscript><style>p{}</style></noscript>", []string{"<style>p{}</style>"}},
		{"'>' quoted in a link", `a <link title=">" rel=stylesheet href=x.css> b`, []string{`<link title=">" rel=stylesheet href=x.css>`}},
		{"reference in rel", `a <link rel="&#115;tylesheet" href=x.css> b`, []string{`<link rel="&#115;tylesheet" href=x.css>`}},
		{"open plaintext", "text\n\n<plaintext>\nrest", []string{"<plaintext>\nrest"}},
		{"nothing after plaintext is markup", "<plaintext><style>p{}</style>", []string{"<plaintext><style>p{}</style>"}},
		{"a raw one after many in code", decoys + "\n\n<style>p{display:none}</style>", []string{"<style>p{display:none}</style>"}},
		{"raw ones among many in code", decoys + "<style>a{}</style>\n\n" + decoys + "<style>b{}</style>", []string{"<style>a{}</style>", "<style>b{}</style>"}},
		{"indented code, read as the lead reads it", "code:\n\n    <style>p{}</style>\n", []string{"<style>p{}</style>"}},
		{"tabs and CRLF", "a\r\n\r\n\t<div>\r\n<style>p{}</style>", []string{"<style>p{}</style>"}},
		{"twin: code span", "hi `<style>p{display:none}</style>` there", nil},
		{"twin: double code span", "hi ``a ` <style>p{}</style>`` there", nil},
		{"twin: code fence", "```html\n<style>p{display:none}</style>\n```\n", nil},
		{"twin: tilde fence left open", "~~~\n<plaintext>\n", nil},
		{"twin: fence in a list item", "1. step\n\n   ```\n   <style>p{}</style>\n   ```", nil},
		{"twin: comment", "<!-- <style>p{}</style> -->", nil},
		{"twin: script", "<script>var s = '<style>p{}</style>'</script>", nil},
		{"twin: textarea", "<textarea><link rel=stylesheet href=x></textarea>", nil},
		{"twin: icon link", "a <link rel=icon href=x.ico> b", nil},
		{"twin: prose about import", "Sass's @import is deprecated; @imports too.", nil},
		{"twin: long s is no s", "<ſtyle>p{}</ſtyle> @ımport url(x)", nil},
		{"twin: another tag", "<styles>p</styles> <linker rel=stylesheet>", nil},
		{"twin: many in code", decoys, nil},
		{"twin: no markup", "I ran greet and it said hello Ada.", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, f := range FooterUnprotected(c.text) {
				if f.Kind != FlagFooterUnprotected || f.Start == nil || f.End == nil || *f.Start < 0 || *f.Start > *f.End || *f.End > len(c.text) {
					t.Fatalf("malformed flag %+v", f)
				}
				got = append(got, c.text[*f.Start:*f.End])
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("flagged %q, want %q", got, c.want)
			}
		})
	}
}

// The reasons and the quoted start tag.
func TestFooterUnprotectedReasons(t *testing.T) {
	flags := FooterUnprotected("<style>p{}</style> <link rel=stylesheet href=x.css> <plaintext>a")
	var got []string
	for _, f := range flags {
		got = append(got, f.Reason+" "+f.Text)
	}
	want := []string{"style_sheet <style>", "style_sheet <link rel=stylesheet href=x.css>", "plaintext <plaintext>"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// The footer says it in words, one line per reason, below its lists (it
// starts "---" and a list header, as ever), and
// renders nothing for footer_unprotected flags alone.
func TestRenderFooterWarnsUnprotected(t *testing.T) {
	at := 0
	style := Flag{Kind: FlagFooterUnprotected, Reason: ReasonStyleSheet, Text: "<style>", Start: &at, End: &at}
	plain := Flag{Kind: FlagFooterUnprotected, Reason: ReasonPlaintext, Text: "<plaintext>", Start: &at, End: &at}
	overlay := Flag{Kind: FlagFooterUnprotected, Reason: ReasonOverlay, Text: `style="position:fixed"`, Start: &at, End: &at}
	rc := []Receipt{{Tool: "greet", CallID: "c", Receipt: "zc-receipt-1-x"}}
	for _, c := range []struct {
		name     string
		receipts []Receipt
		flags    []Flag
		want     string
	}{
		{"style sheet", rc, []Flag{style, style}, "\n\n---\nTool receipts:\n  greet: zc-receipt-1-x\n" + warnStyleSheet},
		{"all three", rc, []Flag{overlay, plain, style}, "\n\n---\nTool receipts:\n  greet: zc-receipt-1-x\n" + warnStyleSheet + warnPlaintext + warnOverlay},
		{"below the flags", nil, []Flag{style, {Kind: FlagInvalidReceipt, Receipt: "zc-receipt-1-y"}}, "\n\n---\nUnverified tool claims:\n  - zc-receipt-1-y — not issued by this proxy\n" + warnStyleSheet},
		{"alone", nil, []Flag{style, plain}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := RenderFooter(c.receipts, c.flags); got != c.want {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
		})
	}
}

// FuzzFooterUnprotected holds the marked passes (candidates numbered by
// letter case, four bits a pass) to one reading per candidate, and a text
// in one code span to no flag.
func FuzzFooterUnprotected(f *testing.F) {
	for _, s := range []string{
		"hi <style>p{}</style>", "<div>`<style>`</div>", "`<style>`\n\n<style>", "<!--<plaintext>-->@import url(x)",
		"> <link rel=stylesheet>\n```\n<style>", "<script><style></script><STYLE>", strings.Repeat("<style>`", 20),
		"0000`0`<stYle`0` <stYle 0<stYle 0<stYle 0<stYle", "<![CDATA[`]]><style>`",
		// dodges of review 10
		"Done.\n\n<!--><style>p,ul,hr{display:none}</style>", "Done <!---><style>p{}</style> ok",
		`Done <img alt="<!--"><style>p{}</style> ok`, `Done <img alt="<xmp>"><style>p{}</style> ok`,
		"Done.\n\n<?x <xmp><style>p{}</style>", "Done <svg><xmp><style>p{}</style></xmp></svg> ok",
		"Done <svg><textarea><style>p{}</style></textarea></svg> ok", "<noscript><style>p{}</style></noscript>",
		`Done <link title=">" rel=stylesheet href="x.css"> ok`, `Done <link rel="&#115;tylesheet" href="x.css"> ok`,
		`Done.<div style="position:fixed;inset:0;background:#fff"></div>`, "<div STYLE = 'position:\\66 ixed'></div>",
		strings.Repeat("<link ", 50), strings.Repeat("a <link\n", 50),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		cands := styleCandidates(s)
		if len(cands) <= 64 {
			got := rawCandidates(s, cands)
			var want []int
			for i := range cands {
				if rawAlone(s, cands, i) {
					want = append(want, i)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("marked passes read %v raw, one at a time %v, in %q", got, want, s)
			}
		}
		for _, fl := range FooterUnprotected(s) {
			if *fl.Start < 0 || *fl.Start > *fl.End || *fl.End > len(s) {
				t.Fatalf("flag %d..%d out of %q", *fl.Start, *fl.End, s)
			}
		}
		if !strings.ContainsAny(s, "`\r\n") {
			if fl := FooterUnprotected("`" + s + "`"); fl != nil {
				t.Errorf("a code span is flagged: %q: %+v", s, fl)
			}
		}
	})
}

// rawAlone is rawCandidates' answer for candidate i read on its own: it
// alone marked, then looked for in the markup.
func rawAlone(text string, cands []styleCandidate, i int) bool {
	marked := markedText(text, cands, func(j int) int {
		if j == i {
			return 1
		}
		return 0
	})
	return slices.Contains(markedMarkup(readBlocks(marked).markup), 1)
}

// BenchmarkFooterUnprotected: an answer with addresses and markup but no
// style sheet (the common case), and one with a style sheet among many
// written in code (the most passes).
func BenchmarkFooterUnprotected(b *testing.B) {
	plain := strings.Repeat("Mail bob@example.com about <b>the</b> report. ", 200)
	styled := strings.Repeat("Use `<style>` here. ", 400) + "\n\n<style>p{display:none}</style>"
	for _, c := range []struct{ name, text string }{{"plain", plain}, {"styled", styled}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				FooterUnprotected(c.text)
			}
		})
	}
}

// FooterUnprotected is linear whatever the markup repeats: tags left
// open, quotes left open, comments, bogus comments, foreign elements,
// style attributes and links to read (four times the text, about four
// times the CPU time).
func TestFooterUnprotectedLinear(t *testing.T) {
	for _, unit := range []string{
		"<link ", "a <link\n", "<link rel='", `<link rel="&#115;tylesheet" `, "<a title='<!--' ", "<!--", "<!-->",
		"<?x ", "</x ", "<svg>", "<svg><xmp>", "</svg>", "<xmp>", " style=", `<i style="position:fixed">`,
		"<style>", "<noscript>", "<![CDATA[", "`<style>` ", "<p\n",
		"<svg><xmp><style>", "<!--><style>", "<?x <style>", "<a title='<!--' style=position:fixed>", "<noscript><link rel=stylesheet>",
	} {
		t.Run(unit, func(t *testing.T) {
			timeOf := func(n int) time.Duration {
				s := strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() { FooterUnprotected(s) }))
				}
				return best
			}
			timeOf(100)
			// 100 KB against 400 KB: below about 100 KB the caches (and
			// the race detector's shadow memory) make a linear scan read
			// up to 11× for 4× the text (50 KB against 200 KB under -race
			// flaked); quadratic is 16×
			small, big := timeOf(100_000/len(unit)), timeOf(400_000/len(unit))
			if big > 100*time.Millisecond && big > 10*small {
				t.Errorf("400 KB of %q took %v, 100 KB %v: quadratic", unit, big, small)
			}
		})
	}
}

// FooterStart finds the proxy's footer, its warnings after the lists (or,
// as r10 wrote them, before), and only the last one: a footer the model
// wrote above it is the model's.
func TestFooterStart(t *testing.T) {
	at := 0
	style := Flag{Kind: FlagFooterUnprotected, Reason: ReasonStyleSheet, Text: "<style>", Start: &at, End: &at}
	overlay := Flag{Kind: FlagFooterUnprotected, Reason: ReasonOverlay, Text: "style=x", Start: &at, End: &at}
	bad := Flag{Kind: FlagInvalidReceipt, Receipt: "zc-receipt-1-y"}
	rc := []Receipt{{Tool: "greet", CallID: "c", Receipt: "zc-receipt-1-x"}}
	answer := "Done.\n\n---\nTool receipts:\n  fake: zc-receipt-1-z\n\n<style>p{}</style>"
	for _, footer := range []string{
		RenderFooter(rc, nil), RenderFooter(rc, []Flag{style, overlay}), RenderFooter(nil, []Flag{bad, overlay}),
		RenderFooter(rc, []Flag{bad, style}),
		"\n\n---\n" + warnStyleSheetR10 + warnPlaintextR10 + "Tool receipts:\n  greet: zc-receipt-1-x\n",
	} {
		s := answer + footer
		if i := LastFooterStart(s); i < 0 || s[:i] != answer {
			t.Errorf("footer %q: cut at %d", footer, LastFooterStart(s))
		}
	}
	if i := FooterStart("no footer\n\nTool receipts:\n", footerReceipts); i != -1 {
		t.Errorf("a header without the rule: %d", i)
	}
}
