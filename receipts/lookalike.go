package receipts

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/zc-proxy/zc-proxy/internal/readable"
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
	if !mayHoldLookalike(text) && !mayHoldOverride(text) {
		return nil
	}
	out := lookalikes(text, nil)
	// A token stored backwards under a right-to-left override (U+202E, or
	// <bdo dir=rtl>) is drawn forwards: the reader sees a token FindTokens
	// never reads in the stored text, well-formed or not (attack round 9).
	if seen, ok := readable.Reversed(text); ok {
		out = append(out, lookalikes(seen, func(tok string) bool { return strings.Contains(text, tok) })...)
	}
	return out
}

// lookalikes is Lookalikes of one reading of the text. A span that starts
// a well-formed token is left out when stored is nil (FindTokens reads
// that token) or when stored(token) reports the stored text holds it.
func lookalikes(text string, stored func(string) bool) []string {
	var out []string
	var prev byte // the skeleton byte of the previous visible rune
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if invisible(r) || readable.Mark(r) {
			i += n
			continue
		}
		c := skeletonByte(r)
		if c == 'z' && !isBase64URL(prev) {
			if end, ok := lookalikeAt(text, i); ok {
				wellFormed := strings.HasPrefix(text[i:], TokenPrefix) && tokenAt(text, i) > 0
				if !wellFormed || stored != nil && !stored(text[i:i+tokenAt(text, i)]) {
					out = append(out, display(text[i:end]))
				}
				i, prev = end, 'x'
				continue
			}
		}
		prev = c
		i += n
	}
	return out
}

// mayHoldOverride: an ASCII text may draw a token stored backwards
// forwards: it holds "<bdo" in some case, a CSS bidi override, or a
// character reference (which may be "&#x202E;"). A non-ASCII one passes
// mayHoldLookalike.
func mayHoldOverride(text string) bool {
	if strings.Contains(text, "&#") || strings.Contains(text, "verride") || strings.Contains(text, "VERRIDE") {
		return true
	}
	for i := 0; ; i++ {
		j := strings.IndexByte(text[i:], '<')
		if j < 0 {
			return false
		}
		i += j
		if i+4 <= len(text) && strings.EqualFold(text[i+1:i+4], "bdo") {
			return true
		}
	}
}

// lookalikeAt reports whether text[start:] reads as "zc-receipt-" and a
// digit, skipping invisible characters and reading confusables as the
// letters they look like, and returns the end of the token-like run that
// follows (without a final '.' or ellipsis: a token never ends in one).
func lookalikeAt(text string, start int) (int, bool) {
	const prefix = "zc-receipt-"
	i, k, end := start, 0, start
	for i < len(text) {
		r, n := utf8.DecodeRuneInString(text[i:])
		i += n
		if invisible(r) || readable.Mark(r) {
			// a combining mark is drawn on the letter before it
			// ("zc-rec\u0301eipt"): the reader still sees the letter
			continue
		}
		if k > 0 && k < len(prefix) && readable.NarrowSpace(r) {
			// a hair or thin space inside the prefix is barely seen
			// ("zc\u200A-receipt"); after it, a space ends the token
			continue
		}
		c := skeletonByte(r)
		switch {
		case k < len(prefix):
			if c != prefix[k] {
				return 0, false
			}
			k++
			continue
		case k == len(prefix):
			if c < '0' || c > '9' {
				return 0, false
			}
			k++
			end = i
			continue
		}
		if !isBase64URL(c) && c != '.' && c != ellipsis {
			break
		}
		if c != '.' && c != ellipsis {
			end = i
		}
	}
	return end, k > len(prefix)
}

// ellipsis is the skeleton byte of "…" (U+2026), which a cut-short token ends with.
const ellipsis = 0x01

// maxLookalikeLen caps a returned span.
const maxLookalikeLen = 200

// mayHoldLookalike is a cheap filter: without "receipt" in some spelling
// (any case, or with a non-ASCII byte anywhere) there is nothing to find.
// It runs on every answer, so the non-ASCII test reads eight bytes at a
// time and the case-blind search copies nothing (mayHoldLookalikeRef in
// the tests is the plain form; FuzzMayHoldLookalike holds the two equal).
func mayHoldLookalike(text string) bool {
	const highs = 0x8080808080808080
	b := unsafe.Slice(unsafe.StringData(text), len(text)) // read only
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&highs != 0 {
			return true
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= utf8.RuneSelf {
			return true
		}
	}
	// ASCII only from here: ToLower would change A-Z alone, so a
	// case-blind match of the prefix (lower case, starting with 'z') is
	// what Contains on it finds; IndexByte finds the candidates.
	for _, first := range [2]byte{'z', 'Z'} {
		for j := 0; ; {
			k := strings.IndexByte(text[j:], first)
			if k < 0 {
				break
			}
			j += k
			if j+len(TokenPrefix) <= len(text) && strings.EqualFold(text[j:j+len(TokenPrefix)], TokenPrefix) {
				return true
			}
			j++
		}
	}
	return false
}

// invisible reports whether r renders as nothing: zero-width characters,
// the soft hyphen, joiners, bidi controls, variation selectors and the BOM.
func invisible(r rune) bool {
	if readable.Ignorable(r) {
		return true // every default-ignorable code point renders as nothing
	}
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
	// modifier letters ("ᶻᶜ"), small capitals, styled letters
	if c := readable.Letter(r); c != 0 {
		return skeletonByte(rune(c))
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
