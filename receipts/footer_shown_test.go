package receipts

import "testing"

// TestFooterLeadClosesWhatChangesHowTextShows: an element left open with a
// global attribute or of a kind that hides, reverses or sets apart its
// content is closed before the footer (attack round 9: popover, bdo).
func TestFooterLeadClosesWhatChangesHowTextShows(t *testing.T) {
	for _, c := range []struct{ name, answer, want string }{
		{"popover", "Done.\n\n<div popover>", "</div>"},
		{"popover=manual", "Done.\n\n<div popover=manual>", "</div>"},
		{"popover=auto quoted", `Done. <span popover="auto">`, "</span>"},
		{"hidden=until-found", "Done. <div hidden=until-found>", "</div>"},
		{"inert", "Done. <section inert>", "</section>"},
		{"aria-hidden", `Done. <div aria-hidden="true">`, "</div>"},
		{"dir=rtl", "Done. <p dir=rtl>", "</p>"},
		{"dir=rtl, plain inside", "Done. <div dir=rtl><span>", "</span></div>"},
		{"bdo", "Done. <bdo dir=rtl>", "</bdo>"},
		{"bdo without dir", "Done. <bdo>", "</bdo>"},
		{"bdi", "Done. <bdi>", "</bdi>"},
		{"id a style sheet can target", "Done. <div id=x>", "</div>"},
		{"style sheet targets by name", "<style>section{display:none}</style>Done. <section>", "</section>"},
		{"linked style sheet", "<link rel=stylesheet href=x>Done. <p><b>", "</b></p>"},
		{"declarative shadow root", "Done. <div><template shadowrootmode=open></template>", "</div>"},
		{"blockquote", "Done. <blockquote>", "</blockquote>"},
		{"table moves text above it", "Done. <table><tr><td>", "</td></tr></table>"},
		{"math", "Done. <math>", "</math>"},
		{"pre", "Done.\n\n<pre>", "</pre>"},
		{"dialog", "Done. <dialog>", "</dialog>"},
		{"closed popover", "<div popover>x</div> Done.", ""},
		// a browser reopens a formatting element a block's end tag closed
		{"link reopened after </div>", "Done.\n\n<div><a href=x>link</div>", "</a>"},
		{"strike reopened after </p>", "Done. <p><s>old</p> new", "</s>"},
		// "</span>" does not reach past the <pre> opened inside the span
		{"end tag stops at a special element", "Done. <pre><span hidden>\n<pre></span>", "</pre></span></pre>"},
		{"dir in a value: a needless closer, harmless", `Done. <p title="a dir b">`, "</p>"},
		{"plain elements stay", "Done. <div><p>x", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := FooterLead(c.answer); got != c.want {
				t.Fatalf("FooterLead(%q) = %q, want %q", c.answer, got, c.want)
			}
		})
	}
}
