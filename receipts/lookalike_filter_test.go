package receipts

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// mayHoldLookalikeRef is mayHoldLookalike as it was written first.
func mayHoldLookalikeRef(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return true
		}
	}
	return strings.Contains(strings.ToLower(text), "zc-receipt-") || strings.Contains(text, TokenPrefix)
}

func checkMayHoldLookalike(t *testing.T, text string) {
	t.Helper()
	if got, want := mayHoldLookalike(text), mayHoldLookalikeRef(text); got != want {
		t.Fatalf("mayHoldLookalike(%q) = %v, want %v", text, got, want)
	}
}

func TestMayHoldLookalikeMatchesRef(t *testing.T) {
	for _, tc := range []struct{ name, text string }{
		{"empty", ""},
		{"plain answer", "The build passed on the main branch."},
		{"token", "see zc-receipt-1774608496-abc"},
		{"upper prefix", "ZC-RECEIPT-1"},
		{"mixed case at end", "xx Zc-ReCeIpT-"},
		{"cut prefix", "zc-receipt"},
		{"carriage return for hyphen", "zc\rreceipt\r"},
		{"non-ASCII late", "0123456789abcdef—"},
		{"non-ASCII in tail", "abc\xff"},
		{"Z only", "ZZZZZZZZZZZZZZZZZ"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkMayHoldLookalike(t, tc.text) })
	}
}

func FuzzMayHoldLookalike(f *testing.F) {
	f.Add("The build passed; ZC-Receipt-12 and zc-receipt-")
	f.Fuzz(func(t *testing.T, text string) { checkMayHoldLookalike(t, text) })
}

func BenchmarkMayHoldLookalike(b *testing.B) {
	text := "The build passed on the main branch and every test in the proxy package ran green today so the release."
	for b.Loop() {
		if mayHoldLookalike(text) {
			b.Fatal("flagged")
		}
	}
}
