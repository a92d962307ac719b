package proxy

import "testing"

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
// readable.FillersAsNothing already does for the Hangul fillers.
func TestReview9HiddenClaim(t *testing.T) {
	attack8WantClaim(t, map[string]string{
		"span hidden":         "<span hidden>I sent the email to bob@example.com.</span>",
		"sr-only":             "<span class=\"sr-only\">I sent the email to bob@example.com.</span>",
		"popover":             "<div popover>I sent the email to bob@example.com.</div>",
		"dialog":              "<dialog>I sent the email to bob@example.com.</dialog>",
		"style display none":  "<p style=\"display:none\">I sent the email to bob@example.com.</p>",
	})
}
