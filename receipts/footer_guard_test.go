package receipts

import (
	"strings"
	"testing"
)

// footerLeadRef is FooterLead without its early return: every answer read
// for fences, code and each hiding tag.
func footerLeadRef(answer string) string {
	var b strings.Builder
	if fence := openFence(answer); fence != "" {
		b.WriteString("\n")
		b.WriteString(fence)
		b.WriteString("\n")
		return b.String()
	}
	answer = outsideCode(answer)
	b.WriteString(markupClosers(answer))
	lower := strings.ToLower(answer)
	unfinished, closers := openMarkup(lower)
	b.WriteString(unfinished)
	for _, name := range closers {
		b.WriteString("</")
		b.WriteString(name)
		b.WriteString(">")
	}
	for _, tag := range hidingTags {
		for n := unclosed(lower, tag); n > 0; n-- {
			b.WriteString("</")
			b.WriteString(tag)
			b.WriteString(">")
		}
	}
	return b.String()
}

// FuzzFooterLead holds FooterLead's shortcut (no '`', '~' or '<': nothing
// open) to the full reading.
func FuzzFooterLead(f *testing.F) {
	for _, s := range []string{
		"", "The build passed.", "```go\nx", "~~~\ncode", "<!-- hidden", "<script>x", "a `<script>` b", "<details><summary>s</summary>",
		"```\n<script>\n```\n<style>", "x <!--> y", "<SCRIPT>", "~~ <title", "\u212a<script",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := FooterLead(s), footerLeadRef(s); got != want {
			t.Fatalf("%q: FooterLead %q, the full reading %q", s, got, want)
		}
	})
}
