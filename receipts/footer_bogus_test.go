package receipts

import (
	"strings"
	"testing"
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
		{"pi then comment", "Done. <? <!-- x", " -->"},
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

// FuzzFooterLeadEndsBogus: after an answer and its FooterLead no bogus
// comment, processing instruction, declaration or CDATA is open, and no
// hiding tag is unclosed.
func FuzzFooterLeadEndsBogus(f *testing.F) {
	for _, s := range []string{"<?", "<!x", "<![CDATA[", "</3", "<progress>", "<ruby><rp>", "<? <!-- x", "<a title=\"<?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, answer string) {
		if strings.Contains(answer, "<!--") || strings.ContainsAny(answer, "`~") {
			return
		}
		all := answer + FooterLead(answer)
		if c := bogusCloser(all); c != "" {
			t.Fatalf("answer %q + lead: still open, wants %q", answer, c)
		}
		lower := strings.ToLower(all)
		for _, tag := range hidingTags {
			if unclosed(lower, tag) > 0 {
				t.Fatalf("answer %q + lead: <%s> still open", answer, tag)
			}
		}
	})
}
