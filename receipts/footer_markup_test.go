package receipts

import (
	"strings"
	"testing"
)

// TestFooterLeadClosesNestedAndQuoted: the footer stands outside every
// hiding element, whatever the answer nests inside it or hides in quoted
// attribute values (review of attack round 4's FooterLead).
func TestFooterLeadClosesNestedAndQuoted(t *testing.T) {
	for _, c := range []struct {
		name, answer, want string
	}{
		{"same name nested inside", "Done. <div hidden><div>x</div>", "</div>"},
		{"same name open inside", "Done. <div hidden><div><span>x", "</span></div></div>"},
		{"'>' in a quoted value", `Done. <div title=">" hidden>`, "</div>"},
		{"unfinished, '>' in its open quote", `Done. <span style="a>b`, `"></span>`},
		{"unfinished, '<' in its open quote", `Done. <a title="x<y`, `"></a>`},
		{"closed properly", `Done. <div hidden>x</div> <b>ok</b>`, ""},
		{"plain elements only", `Done. <div><p>x`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := FooterLead(c.answer); got != c.want {
				t.Fatalf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
			}
		})
	}
}

// FuzzFooterLeadLeavesNothingOpen: after an answer and its FooterLead, no
// tag is unfinished and no hiding element is open (outside a fence or a
// comment, which FooterLead closes by other means).
func FuzzFooterLeadLeavesNothingOpen(f *testing.F) {
	for _, s := range []string{"<div hidden><div></div>", `<div title=">" hidden>`, `<span title="a>b`, `<a title="x<y`, "<del><del>x</del>", "<sub><div class=hidden><p>", "<br><img src=x hidden>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, answer string) {
		if strings.Contains(answer, "<!--") || strings.ContainsAny(answer, "`~") {
			return
		}
		lead := FooterLead(answer)
		unfinished, closers := openMarkup(strings.ToLower(answer + lead))
		if unfinished != "" || len(closers) > 0 {
			t.Fatalf("answer %q + lead %q: still open: %q %v", answer, lead, unfinished, closers)
		}
	})
}
