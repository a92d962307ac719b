package receipts

import (
	"strings"
	"testing"
)

// A flagged sentence quoted in the footer cannot open anything: its '<' is
// written "&lt;", so a quote cut short inside "<!-- …" or "<script>…"
// hides no line after it (attack round 8, finding 5).
func TestFooterQuoteOpensNothing(t *testing.T) {
	for name, text := range map[string]string{
		"comment":       "I ran it.<!-- the and of to in",
		"script":        "I ran it.<script>the and of",
		"pi":            "I ran it.<?php x",
		"tag unclosed":  `I ran it.<span title="x`,
		"style":         "I ran it.<style>*{display:none}",
		"long ascii":    strings.Repeat("abcdefg<", 20),
		"at the end":    "I ran it <",
		"multibyte":     "I é<ran> it",
		"no markup":     "I ran it, a-b: 1 > 0",
		"entity stands": "I ran &lt;it&gt;",
	} {
		t.Run(name, func(t *testing.T) {
			footer := RenderFooter(nil, []Flag{{Kind: FlagReceiptLessClaim, Text: text, Tool: "shell<x"}})
			if strings.Contains(footer, "<") {
				t.Fatalf("footer holds '<': %q", footer)
			}
			want := strings.ReplaceAll(text, "<", "&lt;")
			if !strings.Contains(footer, `"`+want+`"`) {
				t.Fatalf("footer %q does not quote %q", footer, want)
			}
		})
	}
}

// FuzzFooterQuoteOpensNothing: the quote holds no '<' and no control byte, and reads
// as the text with each '<' as "&lt;" where nothing else changed.
func FuzzFooterQuoteOpensNothing(f *testing.F) {
	for _, s := range []string{"a<b", "<!--", "abcdefgh<ijklmnop", "\n<\t<", "é<"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b strings.Builder
		writeOneLine(&b, s)
		out := b.String()
		if strings.ContainsAny(out, "<\n\r\t") {
			t.Fatalf("writeOneLine(%q) = %q", s, out)
		}
		if !strings.ContainsAny(s, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f\u0085\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069") && out != strings.ReplaceAll(s, "<", "&lt;") {
			t.Fatalf("writeOneLine(%q) = %q", s, out)
		}
	})
}
