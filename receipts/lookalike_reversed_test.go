package receipts

import (
	"strings"
	"testing"
)

// TestLookalikesReversedAndModifier: a receipt-like token a reader sees,
// stored backwards under a right-to-left override or <bdo dir=rtl>, or
// written with modifier letters or small capitals, is a look-alike
// (attack round 9); a genuine token quoted plainly and also drawn
// reversed elsewhere is not reported twice.
func TestLookalikesReversedAndModifier(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	rev := func(s string) string {
		r := []rune(s)
		for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
			r[i], r[j] = r[j], r[i]
		}
		return string(r)
	}
	for name, text := range map[string]string{
		"RLO":             "[receipt: \u202E" + rev(tok) + "\u202C].",
		"RLO unclosed":    "[receipt: \u202E" + rev(tok),
		"RLO to PDI":      "[receipt: \u202E" + rev(tok) + "\u2069]",
		"bdo":             "[receipt: <bdo dir=rtl>" + rev(tok) + "</bdo>]",
		"bdo quoted":      "[receipt: <bdo dir='rtl'>" + rev(tok) + "</bdo>]",
		"RLO entity":      "[receipt: &#x202E;" + rev(tok) + "&#x202C;]",
		"css override":    "[receipt: <span dir=rtl style=\"unicode-bidi:bidi-override\">" + rev(tok) + "</span>]",
		"RLO cut short":   "[receipt: \u202E" + rev(tok[:30]) + "\u202C]",
		"modifier zc":     "[receipt: ᶻᶜ" + strings.TrimPrefix(tok, "zc") + "]",
		"modifier prefix": "[receipt: ᶻᶜ-ʳᵉᶜᵉⁱᵖᵗ" + strings.TrimPrefix(tok, "zc-receipt") + "]",
		"small capitals":  "[receipt: ᴢᴄ-ʀᴇᴄᴇɪᴘᴛ" + strings.TrimPrefix(tok, "zc-receipt") + "]",
		"Khmer vowel":     "[receipt: zc-re\u17B4ceipt" + strings.TrimPrefix(tok, "zc-receipt") + "]",
	} {
		t.Run(name, func(t *testing.T) {
			if got := Lookalikes(text); len(got) == 0 {
				t.Errorf("no look-alike in %q", text)
			}
		})
	}
	if got := Lookalikes("[receipt: " + tok + "] and \u202E" + rev(tok) + "\u202C"); len(got) != 0 {
		t.Errorf("a token the text quotes plainly, drawn reversed too: %q", got)
	}
	if got := Lookalikes("[receipt: " + tok + "]"); len(got) != 0 {
		t.Errorf("a plain token: %q", got)
	}
}
