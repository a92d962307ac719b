package receipts

import (
	"strings"
	"unicode/utf8"
)

// Lookalikes returns the spans of text that a reader takes for a receipt
// token but that FindTokens does not read as one, so that no token check
// ever sees them: a token with a zero-width character, soft hyphen or
// bidi control inside it, its prefix spelled in another case, with
// Unicode hyphens, full-width or Cyrillic/Greek letters, or a token cut
// short ("zc-receipt-1774608496-gzpE…") or one character off. A model
// that writes one makes a fabricated receipt look quoted while nothing is
// flagged. Only a prefix that reads as "zc-receipt-" followed by a digit
// counts (so "zc-receipt-<epoch>-<digest>" in prose about the format is
// not one). Each span is returned for display: its invisible and format
// characters shown as U+FFFD, at most maxLookalikeLen bytes. A span that
// starts a well-formed token FindTokens reads is not returned (that token
// is checked as it stands).
func Lookalikes(text string) []string {
	if !mayHoldLookalike(text) {
		return nil
	}
	// skel is text with invisible characters dropped, confusables mapped to
	// ASCII and letters lowercased; at[i] is the byte offset in text of
	// skel[i], ends[i] the offset just past it.
	var skel []byte
	var at, ends []int
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if !invisible(r) {
			c := skeletonByte(r)
			skel = append(skel, c)
			at = append(at, i)
			ends = append(ends, i+n)
		}
		i += n
	}
	const prefix = "zc-receipt-"
	var out []string
	s := string(skel)
	for k := 0; k < len(s); {
		j := strings.Index(s[k:], prefix)
		if j < 0 {
			break
		}
		p := k + j
		k = p + 1
		if p > 0 && isBase64URL(s[p-1]) {
			continue
		}
		q := p + len(prefix)
		if q >= len(s) || s[q] < '0' || s[q] > '9' {
			continue
		}
		// The span runs over token characters; a token never ends in '.',
		// so a sentence's period or an ellipsis after it is not part of it.
		e := q
		for e < len(s) && (isBase64URL(s[e]) || s[e] == '.' || s[e] == ellipsis) {
			e++
		}
		for e > q && (s[e-1] == '.' || s[e-1] == ellipsis) {
			e--
		}
		k = e
		start, end := at[p], ends[e-1]
		if strings.HasPrefix(text[start:], TokenPrefix) && tokenAt(text, start) > 0 {
			continue // a well-formed token starts here: CheckTokens reads it
		}
		out = append(out, display(text[start:end]))
	}
	return out
}

// ellipsis stands in skel for "…" (U+2026), which a cut-short token ends with.
const ellipsis = 0x01

// maxLookalikeLen caps a returned span.
const maxLookalikeLen = 200

// mayHoldLookalike is a cheap filter: without "receipt" in some spelling
// (any case, or with a non-ASCII byte anywhere) there is nothing to find.
func mayHoldLookalike(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return true
		}
	}
	return strings.Contains(strings.ToLower(text), "zc-receipt-") || strings.Contains(text, TokenPrefix)
}

// invisible reports whether r renders as nothing: zero-width characters,
// the soft hyphen, joiners, bidi controls, variation selectors and the BOM.
func invisible(r rune) bool {
	switch {
	case r == 0x00AD, r == 0x034F, r == 0x061C, r == 0x115F, r == 0x1160, r == 0x17B4, r == 0x17B5, r == 0x180E, r == 0x3164, r == 0xFEFF, r == 0xFFA0:
		return true
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F:
		return true
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0000 && r <= 0xE007F, r >= 0xE0100 && r <= 0xE01EF:
		return true
	}
	return false
}

// skeletonByte maps r to the ASCII byte it reads as (lowercased for
// letters), or 0 for anything that reads as no token character.
func skeletonByte(r rune) byte {
	if r < utf8.RuneSelf {
		c := byte(r)
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	if r >= 0xFF01 && r <= 0xFF5E { // full-width ASCII
		return skeletonByte(r - 0xFEE0)
	}
	switch r {
	case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xFE58, 0xFE63, 0x2043, 0x02D7:
		return '-'
	case 0x2026:
		return ellipsis
	}
	if c, ok := confusables[r]; ok {
		return c
	}
	return 0
}

// confusables are the Cyrillic, Greek and other letters that look like the
// Latin letters of "zc-receipt-" and of a digest.
var confusables = map[rune]byte{
	'а': 'a', 'А': 'a', 'в': 'b', 'В': 'b', 'с': 'c', 'С': 'c', 'ԁ': 'd', 'е': 'e', 'Е': 'e', 'һ': 'h', 'Н': 'h',
	'і': 'i', 'І': 'i', 'ј': 'j', 'Ј': 'j', 'к': 'k', 'К': 'k', 'М': 'm', 'о': 'o', 'О': 'o', 'р': 'p', 'Р': 'p',
	'ԛ': 'q', 'ѕ': 's', 'Ѕ': 's', 'т': 't', 'Т': 't', 'у': 'y', 'У': 'y', 'х': 'x', 'Х': 'x', 'ԝ': 'w', 'Ԝ': 'w',
	'α': 'a', 'Α': 'a', 'Β': 'b', 'ε': 'e', 'Ε': 'e', 'Ζ': 'z', 'Η': 'h', 'ι': 'i', 'Ι': 'i', 'κ': 'k', 'Κ': 'k',
	'Μ': 'm', 'ν': 'v', 'Ν': 'n', 'ο': 'o', 'Ο': 'o', 'ρ': 'p', 'Ρ': 'p', 'τ': 't', 'Τ': 't', 'υ': 'u', 'Υ': 'y',
	'χ': 'x', 'Χ': 'x', 'ɑ': 'a', 'ɡ': 'g', 'ı': 'i', 'ℯ': 'e', 'ꮯ': 'c', 'ᴄ': 'c', 'ᴢ': 'z', 'ᴇ': 'e', 'ʀ': 'r',
	'ᴘ': 'p', 'ᴛ': 't', 'ɪ': 'i',
}

// display is span for a flag: invisible characters shown as U+FFFD, so
// the reader sees where they were, cut to maxLookalikeLen bytes.
func display(span string) string {
	var b strings.Builder
	for _, r := range span {
		if b.Len() >= maxLookalikeLen {
			break
		}
		if invisible(r) {
			b.WriteRune(utf8.RuneError)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
