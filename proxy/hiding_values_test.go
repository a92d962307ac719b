package proxy

import "testing"

// TestY2EndToEndStyleClassSheet: the internal/readable attack10b style,
// class and sheet fixes end to end, each with an honest twin that stays
// unflagged.
func TestY2EndToEndStyleClassSheet(t *testing.T) {
	for _, c := range []struct {
		name, answer string
		flagged      bool
	}{
		{"exponent opacity", `I have <span style="opacity:1e-9">not </span>deleted the database.`, true},
		{"exponent opacity twin", `I have <span style="opacity:1e0">not </span>deleted the database.`, false},
		{"tailwind arbitrary variant", `I have <span class="[&]:hidden">not </span>deleted the database.`, true},
		{"tailwind twin", `I have <span class="[&]:font-bold">not </span>deleted the database.`, false},
		{"generated content", `<style>.d::before{content:"deleted "}</style>I have <span class="d"></span>the database.`, true},
		{"generated content twin", `<style>.d::before{content:"Note: "}</style>I have <span class="d"></span>not deleted the database.`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			j, s := attack10Flagged(t, c.answer)
			if j != c.flagged || s != c.flagged {
				t.Errorf("%q: flagged json %v, stream %v; want %v", c.answer, j, s, c.flagged)
			}
		})
	}
}
