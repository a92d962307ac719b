package readable

import (
	"strings"
	"unicode/utf8"
)

// Markup a browser or Markdown renderer draws as nothing but the main
// reading keeps as text, so that glued inside a word it splits the word:
// an empty link "[](url)"; a numeric character reference without its ';'
// ("d&#x65leted", "dele&#8203ted"; HTML decodes it, a parse error only)
// and "&shy"/"&nbsp" without it; a comment a browser ends at "--!>"; a
// bogus comment ("</ x>", "<?x>", "<!x>") however long. unseenDrawn reads
// each as nothing (a reference as its character) in one more reading.

// hasUnseenMarkup: s holds markup unseenDrawn reads (a comment only when
// "--!>" ends one: Text reads the others). Substring searches, and a look
// at each '&' and '<'.
func hasUnseenMarkup(s string) bool {
	if strings.Contains(s, "--!>") {
		return true
	}
	for i := 0; ; i++ {
		j := strings.Index(s[i:], "[](")
		if j < 0 {
			break
		}
		if i += j; i == 0 || s[i-1] != '!' { // "![](x)" draws an image
			return true
		}
	}
	for i := 0; ; i++ {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			break
		}
		i += j
		if i+2 < len(s) && (s[i+1] == '/' && !isASCIILetter(s[i+2]) ||
			s[i+1] == '?' || s[i+1] == '!' && !strings.HasPrefix(s[i+2:], "--")) {
			return true
		}
	}
	for i := 0; ; i++ {
		j := strings.IndexByte(s[i:], '&')
		if j < 0 {
			return false
		}
		i += j
		if _, n, ok := bareReference(s[i:]); ok && n > 0 {
			return true
		}
	}
}

// bareReference reads a character reference without ';' at the start of
// s ("&#101", "&#x65", "&shy", "&nbsp") as HTML does in text: the longest
// run of digits. ok false when s starts with none, or one ended by ';'
// (the main reading decodes those), or one whose character is markup
// ('&', '<' …: decoded, it would be read as markup again).
func bareReference(s string) (r rune, n int, ok bool) {
	if len(s) < 3 || s[0] != '&' {
		return 0, 0, false
	}
	if s[1] != '#' {
		for _, name := range [...]string{"shy", "nbsp"} {
			if strings.HasPrefix(s[1:], name) && (len(s) == 1+len(name) || s[1+len(name)] != ';') {
				if name == "shy" {
					return 0xAD, 1 + len(name), true
				}
				return 0xA0, 1 + len(name), true
			}
		}
		return 0, 0, false
	}
	k, base := 2, rune(10)
	if s[2] == 'x' || s[2] == 'X' {
		k, base = 3, 16
	}
	start := k
	var v rune
	for k < len(s) {
		d := digitValue(s[k], base == 16)
		if d < 0 {
			break
		}
		if v <= utf8.MaxRune {
			v = v*base + d
		}
		k++
	}
	if k == start || k < len(s) && s[k] == ';' {
		return 0, 0, false
	}
	if v == 0 || v > utf8.MaxRune || v >= 0xD800 && v <= 0xDFFF || v < 0x80 && markupByte(byte(v)) {
		return 0, 0, false
	}
	return v, k, true
}

// unseenDrawn is s with the markup hasUnseenMarkup names read as nothing
// and bare references as their character, and its shifts back to s. One
// pass: each search for an end that fails is not made again (no later
// opener can find one either).
func unseenDrawn(s string) (string, *shifts) {
	var b strings.Builder
	b.Grow(len(s))
	sh := &shifts{}
	prev := 0 // s[prev:] is not yet copied
	flush := func(i int) {
		if i > prev {
			sh.note(b.Len(), prev)
			b.WriteString(s[prev:i])
		}
	}
	noComment, noGreater, noParen := false, false, false
	// where the last ')' is: whether a later empty link can end is a
	// look-up, not a search of the rest per link (attack 12)
	lastParen := strings.LastIndexByte(s, ')')
	for i := 0; i < len(s); {
		n := 0
		var out string
		switch c := s[i]; {
		case c == '[' && strings.HasPrefix(s[i:], "[](") && (i == 0 || s[i-1] != '!') && !noParen:
			// an empty link: its destination (and title) up to ')' on the line
			e := strings.IndexAny(s[i+3:min(len(s), i+3+maxTag)], ")\n")
			if e >= 0 && s[i+3+e] == ')' {
				n = 3 + e + 1
			} else if lastParen < i+3 {
				noParen = true // no ')' left to end any later one
			}
		case c == '&':
			if r, k, ok := bareReference(s[i:]); ok {
				n, out = k, string(r)
			}
		case c == '<' && strings.HasPrefix(s[i:], "<!--") && !noComment:
			if e, k := CommentEnd(s[i+2:]); e >= 0 {
				n = 2 + e + k // from the dashes: "<!-->" ends itself
			} else {
				noComment = true
			}
		case c == '<' && i+1 < len(s) && !noGreater &&
			(s[i+1] == '?' || s[i+1] == '!' || s[i+1] == '/' && (i+2 == len(s) || !isASCIILetter(s[i+2]))):
			if e := strings.IndexByte(s[i+1:], '>'); e >= 0 {
				n = 1 + e + 1
			} else {
				noGreater = true
			}
		}
		if n == 0 {
			i++
			continue
		}
		flush(i)
		if out != "" {
			sh.note(b.Len(), i)
			b.WriteString(out)
		}
		i += n
		prev = i
	}
	flush(len(s))
	sh.note(b.Len(), len(s))
	return b.String(), sh
}

// CommentEnd returns where a browser's comment ends in s, at "-->" or
// "--!>", and that end's length; -1 when it does not. One pass: searching
// for each end in turn would read the rest of s for every comment.
func CommentEnd(s string) (int, int) {
	for k := 0; ; {
		j := strings.Index(s[k:], "--")
		if j < 0 {
			return -1, 0
		}
		k += j
		switch rest := s[k+2:]; {
		case strings.HasPrefix(rest, ">"):
			return k, 3
		case strings.HasPrefix(rest, "!>"):
			return k, 4
		}
		k++
	}
}
