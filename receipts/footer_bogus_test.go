package receipts

import (
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// An answer that ends inside a bogus comment (processing instruction,
// declaration, CDATA, "</" before a non-letter) or an element whose
// content is never shown gets a lead that ends it (attack round 8,
// finding 4).
func TestFooterLeadClosesBogusAndFallback(t *testing.T) {
	for _, c := range []struct{ name, answer, want string }{
		{"processing instruction", "Done.\n\n<?php", "?>"},
		{"declaration", "Done.\n\n<!x", ">"},
		{"doctype", "Done. <!DOCTYPE html", ">"},
		{"bare <!", "Done. <!", ">"},
		{"cdata", "Done.\n\n<![CDATA[php", "]]>"},
		{"end tag before a digit", "Done. </3", ">"},
		{"bare </", "Done. </", ">"},
		{"pi closed", "Done. <?x?> ok", ""},
		{"pi then comment", "Done. <? <!-- x", "?>"},
		{"comment then pi", "Done. <!-- x <?", " -->"},
		{"less-than in text", "Done: a < b and c<3", ""},
		{"progress", "Done.\n\n<progress>", "</progress>"},
		{"meter", "Done.\n\n<meter>", "</meter>"},
		{"rp", "Done.\n\n<ruby><rp>", "</rp>"},
		{"applet", "Done. <applet>", "</applet>"},
		{"option", "Done. <option>", "</option>"},
		{"rt restyles", "Done. <ruby>x<rt>", "</rt>"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := FooterLead(c.answer); got != c.want {
				t.Fatalf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
			}
		})
	}
}

// A '>' inside a processing instruction or CDATA section ends it for a
// browser, not for CommonMark, whose HTML block runs to "?>" or "]]>" and
// takes the footer with it; what each reading opens later is its own
// (review of the bogus-comment fix).
func TestFooterLeadGreaterThanInside(t *testing.T) {
	for _, c := range []struct{ name, answer, want string }{
		{"pi '>' at line start", "Done.\n\n<?php if ($a > $b)", "?>"},
		{"pi '>' inline", "Done. <?php if ($a > $b)", "?>"},
		{"pi '>' indented", "Done.\n\n   <?x > y", "?>"},
		{"cdata '>' at line start", "Done.\n\n<![CDATA[ x > y", "]]>"},
		{"cdata '>' inline", "Done. <![CDATA[ x > y", "]]>"},
		{"cdata lowercase", "Done.\n\n<![cdata[ x > y", "]]>"},
		{"declaration '>' at line start", "Done.\n\n<!x > y", ""},
		{"declaration '>' then another", "Done. <!x > <!y", ">"},
		{"comment '>' at line start", "Done.\n\n<!-- a > b", " -->"},
		{"comment '>' inline", "Done. <!-- a > b", " -->"},
		{"bogus end tag '>'", "Done. </3 > x", ""},
		{"comment inside pi", "Done.\n\n<?x\n<!-- y", "?>"},
		{"comment after pi's '>'", "Done.\n\n<?x > <!-- y", "?> -->"},
		{"comment after cdata's '>'", "Done. <![CDATA[ a > <!-- b", "]]> -->"},
		{"pi inside comment", "Done.\n\n<!-- a ?> <?x", " -->"},
		{"pi closed, cdata open", "Done. <?x?> <![CDATA[ y > z", "]]>"},
		{"cdata closed, pi open", "Done. <![CDATA[ y ]]> <?x > z", "?>"},
		{"comment ended by --!> for a browser only", "Done. <!-- a --!> <?x", " -->"},
		{"comment after --!>", "Done. <!-- a --!> <!-- b", " -->"},
		{"hiding element after --!>", "Done. <!-- a --!> <div hidden>", " --></div>"},
		{"pi '?>' inside comment", "Done. <!-- <?x ?> y", " -->"},
		{"comment opener in an unfinished tag", `Done. <a title="<!--`, ` -->"></a>`},
		{"all closed", "Done. <?a > b ?> <![CDATA[ > ]]> <!-- > --> <!x >", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := FooterLead(c.answer)
			if got != c.want {
				t.Fatalf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
			}
			for _, browser := range []bool{false, true} {
				if open := refOpen(c.answer+got+"\n\n---\nTool receipts:", browser); open != "" {
					t.Fatalf("answer %q + lead %q: %s open (browser %v)", c.answer, got, open, browser)
				}
			}
		})
	}
}

// refOpen is the reference FooterLead is held to: s read a byte at a
// time, returning the construct open at its end or "". Openers count
// anywhere; inside a construct only its own terminators do, and they must
// start at or after start (so "<!-->" ends itself, "<?>" ends for a
// browser). browser reads as the HTML tokenizer, else as CommonMark.
func refOpen(s string, browser bool) string {
	terms := map[bool]map[string][]string{
		false: {"comment": {"-->"}, "pi": {"?>"}, "cdata": {"]]>"}, "decl": {">"}},
		true:  {"comment": {"-->", "--!>"}, "pi": {">"}, "cdata": {">"}, "decl": {">"}},
	}[browser]
	state, start := "", 0
	for p := 0; p < len(s); p++ {
		if state != "" && p < start {
			continue // still in the opener
		}
		if state != "" {
			for _, term := range terms[state] {
				if strings.HasSuffix(s[start:p+1], term) {
					state = ""
					break
				}
			}
			continue
		}
		if s[p] != '<' {
			continue
		}
		r := s[p+1:]
		switch {
		case strings.HasPrefix(r, "!--"):
			state, start = "comment", p+2
		case strings.HasPrefix(r, "?"):
			state, start = "pi", p+2
		case strings.HasPrefix(strings.ToUpper(r), "![CDATA["):
			state, start = "cdata", p+9
		case strings.HasPrefix(r, "!"):
			state, start = "decl", p+2
		case r == "/" || strings.HasPrefix(r, "/") && !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", rune(r[1])):
			state, start = "decl", p+2
		}
	}
	return state
}

// FooterLead stays linear on answers built of openers and near-terminators.
func TestFooterLeadLinear(t *testing.T) {
	for _, unit := range []string{"<?a>", "<![CDATA[>", "<!-- --!>", "<!x<?<!--", "<?<![CDATA[<!--<!x", "</3<?>]]"} {
		s := "Done.\n\n" + strings.Repeat(unit, 1<<18)
		if d := cputime.Of(func() { FooterLead(s) }); d > 5*time.Second {
			t.Fatalf("%d bytes of %q: %v", len(s), unit, d)
		}
	}
}

// FuzzFooterLeadEndsBogus: after an answer and its FooterLead no comment,
// processing instruction, declaration or CDATA is open to either reading
// of refOpen, and no hiding tag is unclosed.
func FuzzFooterLeadEndsBogus(f *testing.F) {
	for _, s := range []string{
		"<?", "<!x", "<![CDATA[", "</3", "<progress>", "<ruby><rp>", "<? <!-- x", "<a title=\"<?",
		"<?php if ($a > $b)", "<![CDATA[ x > y", "<?x\n<!-- y", "<?x > <!-- y", "<!-- a --!> <?x", "<!-->", "<?>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, answer string) {
		if strings.ContainsAny(answer, "`~") {
			return // code is FooterLead's to strip, not refOpen's
		}
		all := answer + FooterLead(answer)
		for _, browser := range []bool{false, true} {
			if open := refOpen(all, browser); open != "" {
				t.Fatalf("answer %q + lead: %s still open (browser %v)", answer, open, browser)
			}
		}
		lower := strings.ToLower(all)
		for _, tag := range hidingTags {
			if unclosed(lower, tag) > 0 {
				t.Fatalf("answer %q + lead: <%s> still open", answer, tag)
			}
		}
	})
}
