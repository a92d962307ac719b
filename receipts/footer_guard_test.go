package receipts

import "testing"

// footerLeadRef is FooterLead without its early return: every answer read
// for fences, code and each hiding tag.
func footerLeadRef(answer string) string {
	return footerLeadFull(answer)
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
