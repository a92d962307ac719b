package receipts

import (
	"strings"
	"testing"
)

// TestLookalikePrefixMarksAndNarrowSpaces (attack round 10): a combining
// mark anywhere in the prefix, or a hair, thin, six-per-em or narrow
// no-break space inside it, is read as the reader reads it (the mark on
// its letter, the space as barely there), so the span is a look-alike;
// a narrow space after a well-formed token, or in prose about the
// prefix, is not.
func TestLookalikePrefixMarksAndNarrowSpaces(t *testing.T) {
	const tok = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	for name, forged := range map[string]string{
		"hair space after zc":       strings.Replace(tok, "zc-", "zc\u200A-", 1),
		"thin space in receipt":     strings.Replace(tok, "receipt", "rec\u2009eipt", 1),
		"six-per-em after z":        strings.Replace(tok, "zc", "z\u2006c", 1),
		"narrow no-break before -":  strings.Replace(tok, "receipt-", "receipt\u202F-", 1),
		"acute inside receipt":      strings.Replace(tok, "receipt", "rec\u0301eipt", 1),
		"dot below on z":            strings.Replace(tok, "zc", "z\u0323c", 1),
		"underline after receipt":   strings.Replace(tok, "receipt", "receipt\u0332", 1),
		"enclosing mark on c":       strings.Replace(tok, "zc", "zc\u20DD", 1),
		"mark before the epoch":     strings.Replace(tok, "receipt-", "receipt-\u0332", 1),
		"mark inside the digest":    strings.Replace(tok, "gzpE", "gzp\u0332E", 1),
		"hair space in the digest":  strings.Replace(tok, "gzpE", "gzp\u200AE", 1),
		"mark and look-alike mixed": strings.Replace(tok, "zc-receipt", "z\u0441\u0301-receipt", 1),
	} {
		t.Run(name, func(t *testing.T) {
			if got := Lookalikes("Here is the receipt: " + forged + " for it."); len(got) != 1 {
				t.Errorf("Lookalikes of %q = %q, want one span", forged, got)
			}
		})
	}
	for name, text := range map[string]string{
		"token then thin space":         "Receipt " + tok + "\u2009and more.",
		"token then narrow space digit": "Receipt " + tok + "\u202F2026.",
		"prose about the prefix":        "Tokens start with zc\u200A-receipt and an epoch.",
		"space before the prefix":       "Receipt:\u2009" + tok + ".",
		"accented prose":                "Le reçu zc-receipt n'est pas là\u202F!",
	} {
		t.Run("clean/"+name, func(t *testing.T) {
			if got := Lookalikes(text); len(got) != 0 {
				t.Errorf("Lookalikes(%q) = %q, want none", text, got)
			}
		})
	}
}
