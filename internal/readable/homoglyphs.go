package readable

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
)

// homoglyphs are letters of other scripts drawn like one Latin letter:
// the letters whose skeleton in Unicode's confusables.txt (UTS #39) is
// one ASCII letter, from the scripts and blocks a look-alike is taken
// from (Cyrillic, Greek, Armenian, Lisu, Cherokee, Latin IPA letters).
// confusables.txt is not part of the Go toolchain's Unicode tables, so
// this is a reviewed hand list of its entries; the NFKC forms
// (compatLetters) and small capitals are fold's.
var homoglyphs = map[rune]rune{
	// Cyrillic
	'а': 'a', 'А': 'A', 'В': 'B', 'с': 'c', 'С': 'C', 'ԁ': 'd', 'е': 'e', 'Е': 'E', 'һ': 'h', 'Н': 'H',
	'і': 'i', 'І': 'I', 'ј': 'j', 'Ј': 'J', 'К': 'K', 'М': 'M', 'о': 'o', 'О': 'O', 'р': 'p', 'Р': 'P',
	'ԛ': 'q', 'ѕ': 's', 'Ѕ': 'S', 'Т': 'T', 'у': 'y', 'Х': 'X', 'х': 'x', 'ԝ': 'w', 'Ԝ': 'W', 'ү': 'y',
	'ӏ': 'l', 'Ӏ': 'l', 'т': 't', 'ѵ': 'v', 'Ѵ': 'V', 'Ү': 'Y', 'Ԛ': 'Q', 'Ԍ': 'G',
	'г': 'r', 'п': 'n', 'ь': 'b', 'Һ': 'H', 'Ԁ': 'D', 'ԍ': 'G', 'Ꙇ': 'I', 'ꙇ': 'i', 'ԃ': 'd',
	// Greek
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
	'ο': 'o', 'Ρ': 'P', 'ρ': 'p', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'ν': 'v', 'ι': 'i', 'α': 'a', 'κ': 'k',
	'ϲ': 'c', 'Ϲ': 'C', 'ϳ': 'j', 'ϱ': 'p',
	'υ': 'u', 'γ': 'y', 'σ': 'o', 'ϒ': 'Y', 'Ϝ': 'F', 'Ϳ': 'J', 'Ϻ': 'M',
	// Coptic
	'Ⲁ': 'A', 'Ⲃ': 'B', 'Ⲉ': 'E', 'Ⲍ': 'Z', 'Ⲏ': 'H', 'Ⲓ': 'I', 'Ⲕ': 'K', 'Ⲙ': 'M', 'Ⲛ': 'N', 'Ⲟ': 'O',
	'ⲟ': 'o', 'Ⲣ': 'P', 'ⲣ': 'p', 'Ⲥ': 'C', 'ⲥ': 'c', 'Ⲧ': 'T', 'Ⲩ': 'Y', 'Ⲭ': 'X', 'ⲭ': 'x',
	// Armenian
	'ո': 'n', 'ս': 'u', 'Ս': 'U', 'օ': 'o', 'Օ': 'O', 'ց': 'g', 'հ': 'h', 'զ': 'q', 'Լ': 'L',
	// Latin letters of other uses
	'ɑ': 'a', 'ɡ': 'g', 'ı': 'i', 'ℯ': 'e', 'ᴄ': 'c', 'ᴇ': 'e', 'ᴏ': 'o', 'ᴘ': 'p', 'ᴛ': 't', 'ᴜ': 'u',
	'ǀ': 'l', 'ɩ': 'i',
	// Lisu (Fraser) capitals
	'ꓐ': 'B', 'ꓑ': 'P', 'ꓓ': 'D', 'ꓔ': 'T', 'ꓖ': 'G', 'ꓗ': 'K', 'ꓙ': 'J', 'ꓚ': 'C', 'ꓜ': 'Z', 'ꓝ': 'F',
	'ꓟ': 'M', 'ꓠ': 'N', 'ꓡ': 'L', 'ꓢ': 'S', 'ꓣ': 'R', 'ꓦ': 'V', 'ꓧ': 'H', 'ꓪ': 'W', 'ꓫ': 'X', 'ꓬ': 'Y',
	'ꓮ': 'A', 'ꓰ': 'E', 'ꓲ': 'I', 'ꓳ': 'O', 'ꓴ': 'U',
	// Cherokee
	'Ꭺ': 'A', 'Ᏼ': 'B', 'Ꮯ': 'C', 'Ꭰ': 'D', 'Ꭼ': 'E', 'Ꭱ': 'R', 'Ꭲ': 'T', 'Ꭵ': 'i', 'Ꭹ': 'y',
	'Ꭻ': 'J', 'Ꮃ': 'W', 'Ꮇ': 'M', 'Ꮋ': 'H', 'Ꮍ': 'Y', 'Ꮐ': 'G', 'Ꮒ': 'h', 'Ꮓ': 'Z', 'Ꮟ': 'b',
	'Ꮢ': 'R', 'Ꮤ': 'W', 'Ꮩ': 'V', 'Ꮪ': 'S', 'Ꮮ': 'L', 'Ꮲ': 'P', 'Ꮶ': 'K', 'Ꮷ': 'd',
}

// isHomoglyph: r is a key of homoglyphs. Below U+0251 only 'ı' (U+0131)
// and 'ǀ' (U+01C0) are (TestHomoglyphsOutsideLatin1): an accented Latin
// letter skips the map.
func isHomoglyph(r rune) bool {
	if r < 0x251 && r != 0x131 && r != 0x1C0 {
		return false
	}
	_, ok := homoglyphs[r]
	return ok
}

// Word classes for mapHomoglyphs.
const (
	wordNone    = iota // no letter (digits)
	wordLatin          // an ASCII letter and no letter of another script
	wordForeign        // a letter of another script that is no look-alike
	wordGlyphs         // look-alikes only (and accented Latin letters)
)

// mapHomoglyphs maps the homoglyphs of every word of s that also holds an
// ASCII letter and no letter that is neither (a Russian or Greek word is
// left alone), and of every word made of look-alikes alone whose nearest
// words of letters on either side are Latin ("I ԁерӏоуеԁ the release":
// a reader sees "deployed"; a Russian word among Russian ones stays), and
// the shifts back to s (nil when nothing changed).
func mapHomoglyphs(s string) (string, *shifts) {
	has := false
	for i := 0; i < len(s); i++ {
		for i+8 <= len(s) && binary.LittleEndian.Uint64([]byte(s[i:i+8]))&0x8080808080808080 == 0 {
			i += 8 // eight ASCII bytes at a time
		}
		if i >= len(s) {
			break
		}
		if s[i] < utf8.RuneSelf {
			continue // every homoglyph is outside ASCII (TestHomoglyphsOutsideASCII)
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if isHomoglyph(r) {
			has = true
			break
		}
		i += n - 1
	}
	if !has {
		return s, nil
	}
	type word struct{ start, end, class int }
	var words []word
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			i += n
			continue
		}
		j, letters := i, 0
		latin, other, glyphs := false, false, false
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !isWordRune(r) {
				break
			}
			_, glyph := homoglyphs[r]
			glyphs = glyphs || glyph
			letters++
			switch {
			case r < utf8.RuneSelf && unicode.IsLetter(r):
				latin = true
			case r >= utf8.RuneSelf && !glyph && unicode.IsLetter(r) && !unicode.In(r, unicode.Latin):
				other = true
			}
			j += n
		}
		class := wordNone
		switch {
		case latin && glyphs:
			// An ASCII letter and a look-alike: a mixed word no
			// language writes, read as Latin; a letter of another
			// script that is no listed look-alike ("pυshеd" before υ
			// was listed) does not stop the listed ones folding.
			class = wordLatin
		case other:
			class = wordForeign
		case latin:
			class = wordLatin
		case glyphs && letters > 1:
			// One look-alike alone is a symbol more often than a word
			// ("the α parameter", Turkish "ı"): it stays.
			class = wordGlyphs
		}
		words = append(words, word{i, j, class})
		i = j
	}
	// before[k]: the class of the nearest Latin or foreign word before
	// word k (wordNone if none); after is the same looking forward. Two
	// passes keep the look-around linear.
	before, after := make([]int, len(words)), make([]int, len(words))
	last := wordNone
	for k, w := range words {
		before[k] = last
		if w.class == wordLatin || w.class == wordForeign {
			last = w.class
		}
	}
	last = wordNone
	for k := len(words) - 1; k >= 0; k-- {
		after[k] = last
		if c := words[k].class; c == wordLatin || c == wordForeign {
			last = c
		}
	}
	var b strings.Builder
	b.Grow(len(s))
	nb := &shifts{}
	prev := 0
	for k, w := range words {
		fold := w.class == wordLatin ||
			w.class == wordGlyphs && before[k] != wordForeign && after[k] != wordForeign && (before[k] == wordLatin || after[k] == wordLatin)
		if !fold {
			continue
		}
		nb.note(b.Len(), prev)
		b.WriteString(s[prev:w.start])
		for i := w.start; i < w.end; {
			r, n := utf8.DecodeRuneInString(s[i:])
			nb.note(b.Len(), i)
			if g, ok := homoglyphs[r]; ok {
				b.WriteRune(g)
			} else {
				b.WriteString(s[i : i+n])
			}
			i += n
		}
		prev = w.end
	}
	nb.note(b.Len(), prev)
	b.WriteString(s[prev:])
	nb.note(b.Len(), len(s))
	return b.String(), nb
}
