package scripted

import (
	"unicode"
	"unicode/utf8"
)

const (
	// maxWordDelta caps one text delta: a long word (a receipt token, a
	// URL) arrives in pieces, as tokenizers split it, so whatever scans the
	// text must work across deltas.
	maxWordDelta = 12
	// argumentFragment is the size of one tool-call arguments delta: small
	// and blind to JSON structure, so fragments end mid-token as OpenAI's do.
	argumentFragment = 7
)

// splitWords cuts text into word-sized deltas the way tokenizers do: each
// piece is optional leading whitespace plus a word (" unable"), punctuation
// stands alone, and no piece exceeds maxWordDelta bytes unless a single rune
// does. The pieces concatenate to text exactly.
func splitWords(text string) []string {
	var pieces []string
	start := 0
	hasWord := false // the current piece holds more than whitespace
	cut := func(at int) {
		if at > start {
			pieces = append(pieces, splitRunes(text[start:at], maxWordDelta)...)
		}
		start, hasWord = at, false
	}
	for i, r := range text {
		switch {
		case unicode.IsSpace(r):
			if hasWord {
				cut(i)
			}
		case isPunct(r):
			if hasWord {
				cut(i)
			}
			// Punctuation, with any whitespace before it, is a piece.
			cut(i + utf8.RuneLen(r))
		default:
			hasWord = true
		}
	}
	cut(len(text))
	return pieces
}

// isPunct reports punctuation that stands alone as a token; apostrophes,
// hyphens and underscores stay inside words.
func isPunct(r rune) bool {
	return unicode.IsPunct(r) && r != '\'' && r != '-' && r != '_'
}

// splitRunes cuts s into pieces of at most n bytes, never inside a rune
// (every delta must be valid UTF-8 to survive JSON encoding), except that a
// rune longer than n makes a piece of its own.
func splitRunes(s string, n int) []string {
	var out []string
	for len(s) > 0 {
		end := min(n, len(s))
		for end < len(s) && end > 0 && !utf8.RuneStart(s[end]) {
			end--
		}
		if end == 0 {
			_, end = utf8.DecodeRuneInString(s)
		}
		out = append(out, s[:end])
		s = s[end:]
	}
	return out
}
