package readable

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// markup reads the HTML and Markdown markup Text meets. It remembers
// that no comment end follows, so a text of many unclosed "<!--" is
// searched once, not once per opener.
type markup struct {
	noCommentEnd bool // no "-->" at or after the last search
	closer       int  // offset+1 of the '_' run closing an emphasis read away
}

// maxEmphasis bounds how far the closing run of "__word__" is looked for.
const maxEmphasis = 100

// maxTag bounds how far a tag, comment or bogus comment glued inside a
// word is looked for: a search per position over the rest of the text
// would be quadratic.
const maxTag = 200

// at reads the markup at text[i] ('<', '*' or '&'), with emitted the text
// Text wrote so far, and returns what a reader sees for it and its length,
// or n == 0 when it is read as text.
//
// A complete HTML comment renders as nothing wherever it stands (its
// unseen words would otherwise be read into the sentence before it).
// Between two word characters, a run of tags, comments, bogus comments
// and '*' renders as nothing, or as a line break when one of its tags
// starts a block or breaks the line ("ok</li><li>I sent" is two lines,
// not "okI"), and an entity as its character.
func (m *markup) at(text string, i int, emitted string) (string, int) {
	switch text[i] {
	case '_':
		return "", m.underscore(text, i, emitted)
	case '`':
		// a code span inside a word ("s`e`nt") reads as its text
		n := 0
		for i+n < len(text) && n < 3 && text[i+n] == '`' {
			n++
		}
		if letterBefore(emitted) && i+n < len(text) && letterAt(text, i+n) {
			return "", n
		}
		return "", 0
	}
	if text[i] == '<' && strings.HasPrefix(text[i:], "<!--") && !wordBefore(emitted) {
		if n := m.comment(text[i:]); n > 0 {
			return "", n
		}
	}
	if text[i] == '<' && spaceBefore(emitted) {
		// A run of inline tags after a space, before a space or a
		// hidden span ("have <i><b></b></i> deleted", "<math><semantics>
		// <mrow></mrow>" before a hidden annotation) renders as nothing:
		// read as text, its tag names stood between the words of a claim.
		// A tag's attributes are no words either: "<fieldset disabled>"
		// on a line of its own is no claim that something was disabled.
		if n, breaks := m.run(text[i:]); n > 0 && (i+n == len(text) || strings.IndexByte(" \t\r\n", text[i+n]) >= 0) {
			if breaks {
				return "\n", n
			}
			return "", n
		}
	}
	if i == 0 || !wordBefore(emitted) && !narrowGap(emitted) {
		return "", 0
	}
	n, breaks := m.run(text[i:])
	if n > 0 && wordAt(text, i+n) && (text[i] != '*' || letterBefore(emitted) && letterAt(text, i+n)) {
		if breaks {
			return "\n", n
		}
		return "", n
	}
	if text[i] == '<' && strings.HasPrefix(text[i:], "<!--") {
		// a comment glued after a word, not before one: still unseen
		if k := m.comment(text[i:]); k > 0 {
			return "", k
		}
	}
	if text[i] == '&' {
		if r, n := entity(text[i:]); n > 0 && wordAt(text, i+n) {
			if invisibleRune(r) {
				return "", n
			}
			return string(r), n
		}
	}
	return "", 0
}

// run returns the length of the run of glued units (m.glued) at the
// start of s, and whether one of them breaks the line.
func (m *markup) run(s string) (n int, breaks bool) {
	for n < len(s) {
		k, br := m.glued(s[n:])
		if k == 0 {
			break
		}
		n += k
		breaks = breaks || br
	}
	return n, breaks
}

// spaceBefore: the text emitted so far is empty or ends in white space.
func spaceBefore(s string) bool {
	return s == "" || strings.IndexByte(" \t\r\n", s[len(s)-1]) >= 0
}

// underscore returns the length of a '_' run at text[i] that Markdown
// reads as emphasis ("__sent__" renders as the bold word): an opening run
// before a letter and not after a word character, with a closing run of
// the same length after a letter and before no word character on the
// same line within maxEmphasis bytes; or that closing run. 0 otherwise
// ("snake_case", "/tmp/_cache" keep theirs).
func (m *markup) underscore(text string, i int, emitted string) int {
	n := 0
	for i+n < len(text) && text[i+n] == '_' {
		n++
	}
	if m.closer == i+1 {
		m.closer = 0
		return n
	}
	if n > 3 || wordBefore(emitted) || i+n >= len(text) || !letterAt(text, i+n) {
		return 0
	}
	end := min(len(text), i+n+maxEmphasis)
	for j := i + n + 1; j < end; j++ {
		switch c := text[j]; {
		case c == '\n':
			return 0
		case c != '_':
			continue
		}
		k := j
		for k < len(text) && text[k] == '_' {
			k++
		}
		if k-j == n && emphasisCloses(text[:j]) && (k == len(text) || !wordAt(text, k)) {
			m.closer = j + 1
			return n
		}
		j = k
	}
	return 0
}

// emphasisCloses: the text before a run of '_' can end an emphasis: a
// letter or a digit in any script ("_c'est envoyé_", "_at 16:40_"), or
// the stop, bracket or quote ending a sentence set in italics ("_I've
// posted it to #ops._"): a footer or an aside set in italics is read as
// the rest of the answer is. (The run must also open no word after it.)
func emphasisCloses(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return true
	}
	switch r {
	case '.', '!', '?', ')', '"', '\'', '»', '”', '’', '…':
		b, _ := utf8.DecodeLastRuneInString(before[:len(before)-utf8.RuneLen(r)])
		return b != utf8.RuneError && !unicode.IsSpace(b) && b != '_'
	}
	return false
}

// comment returns the length of the HTML comment at the start of s
// ("<!-->" and "<!--->" close themselves, as in HTML and CommonMark), or
// 0 when it is not closed.
func (m *markup) comment(s string) int {
	switch {
	case strings.HasPrefix(s, "<!-->"):
		return 5
	case strings.HasPrefix(s, "<!--->"):
		return 6
	case m.noCommentEnd:
		return 0
	}
	j := strings.Index(s[4:], "-->")
	if j < 0 {
		m.noCommentEnd = true
		return 0
	}
	return 4 + j + 3
}

// glued returns the length of one unit of markup at the start of s, a
// comment, a processing instruction, a declaration or CDATA (a browser
// reads each as a comment up to the next '>'), a tag (a quoted value may
// hold '>', and a tag may span one line end), or a run of '*', and
// whether it breaks the line; 0 when s starts with none. Each is looked
// for within maxTag bytes.
func (m *markup) glued(s string) (int, bool) {
	switch {
	case s[0] == '*':
		n := 0
		for n < len(s) && n < 3 && s[n] == '*' {
			n++
		}
		return n, false
	case s[0] != '<' || len(s) < 2:
		return 0, false
	case strings.HasPrefix(s, "<!--"):
		if strings.HasPrefix(s, "<!-->") || strings.HasPrefix(s, "<!--->") {
			return m.comment(s), false
		}
		if j := strings.Index(s[4:min(len(s), 4+maxTag+3)], "-->"); j >= 0 {
			return 4 + j + 3, false
		}
		return 0, false
	case s[1] == '?' || s[1] == '!':
		if j := strings.IndexAny(s[2:min(len(s), 2+maxTag)], ">\n"); j >= 0 && s[2+j] == '>' {
			return 2 + j + 1, false
		}
		return 0, false
	}
	k := 1
	if s[k] == '/' {
		k++
	}
	n := k
	for n < len(s) && n-k < 16 && (isASCIILetter(s[n]) || n > k && (s[n] >= '0' && s[n] <= '9' || s[n] == '-')) {
		n++
	}
	if n == k {
		return 0, false
	}
	name := strings.ToLower(s[k:n])
	var quote byte
	lines := 0
	for j := n; j < len(s) && j < n+maxTag; j++ {
		c := s[j]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\n' {
				return 0, false
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '\n':
			if lines++; lines > 1 {
				return 0, false
			}
		case c == '<':
			return 0, false
		case c == '>':
			return j + 1, breakingTags[name]
		}
	}
	return 0, false
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// breakingTags start or end a block, or break the line: between two words
// they render as a line break, not as nothing.
var breakingTags = map[string]bool{
	"address": true, "article": true, "aside": true, "blockquote": true, "br": true, "caption": true, "center": true,
	"dd": true, "details": true, "dialog": true, "dir": true, "div": true, "dl": true, "dt": true, "fieldset": true,
	"figcaption": true, "figure": true, "footer": true, "form": true, "h1": true, "h2": true, "h3": true, "h4": true,
	"h5": true, "h6": true, "header": true, "hgroup": true, "hr": true, "legend": true, "li": true, "main": true,
	"menu": true, "nav": true, "ol": true, "p": true, "pre": true, "section": true, "summary": true, "table": true,
	"tbody": true, "td": true, "tfoot": true, "th": true, "thead": true, "tr": true, "ul": true, "option": true,
	"optgroup": true, "select": true, "textarea": true, "iframe": true, "img": true, "video": true, "audio": true,
}

// rewrite returns what a reader sees for r when Text changes it: "" for
// a rune that renders as nothing, ASCII for a full-width or styled
// (mathematical, circled, squared) letter or digit, a space for a blank
// filler; ok false when r is kept as it is.
func rewrite(r rune) (string, bool) {
	if r < 0x600 {
		if invisibleRune(r) {
			return "", true
		}
		if c := fold(r); c != 0 {
			return string(rune(c)), true
		}
		if l := ligature(r); l != "" {
			return l, true
		}
		return "", false
	}
	switch {
	case invisibleRune(r):
		return "", true
	case r >= 0xFF01 && r <= 0xFF5E:
		return string(r - 0xFEE0), true
	case r == 0x3000, blankFiller(r):
		return " ", true
	}
	if c := styled(r); c != 0 {
		return string(c), true
	}
	if c := fold(r); c != 0 {
		return string(rune(c)), true
	}
	if l := ligature(r); l != "" {
		return l, true
	}
	return "", false
}

// styled folds a styled letter or digit (NFKC folds them) to its ASCII
// letter: the mathematical alphanumerics (bold, italic, script, fraktur,
// double-struck, sans-serif, monospace), the circled, squared and negative
// ones, and the letterlike symbols that fill the holes of the
// mathematical block. 0 when r is none.
func styled(r rune) rune {
	switch {
	case r >= 0x1D400 && r <= 0x1D6A3: // 13 styles of A-Z a-z
		k := (r - 0x1D400) % 52
		if k < 26 {
			return 'A' + k
		}
		return 'a' + k - 26
	case r == 0x1D6A4:
		return 'i'
	case r == 0x1D6A5:
		return 'j'
	case r >= 0x1D7CE && r <= 0x1D7FF: // 5 styles of 0-9
		return '0' + (r-0x1D7CE)%10
	case r >= 0x24B6 && r <= 0x24CF: // Ⓐ
		return 'A' + r - 0x24B6
	case r >= 0x24D0 && r <= 0x24E9: // ⓐ
		return 'a' + r - 0x24D0
	case r >= 0x1F130 && r <= 0x1F149, r >= 0x1F150 && r <= 0x1F169, r >= 0x1F170 && r <= 0x1F189: // 🄰 🅐 🅰
		return 'A' + (r-0x1F130)%0x20
	case r >= 0x2100 && r <= 0x214F:
		return letterlike[r]
	}
	return 0
}

// letterlike are the letterlike symbols the mathematical block leaves out.
var letterlike = map[rune]rune{
	'ℂ': 'C', 'ℊ': 'g', 'ℋ': 'H', 'ℌ': 'H', 'ℍ': 'H', 'ℎ': 'h', 'ℐ': 'I', 'ℑ': 'I', 'ℒ': 'L', 'ℓ': 'l',
	'ℕ': 'N', 'ℙ': 'P', 'ℚ': 'Q', 'ℛ': 'R', 'ℜ': 'R', 'ℝ': 'R', 'ℤ': 'Z', 'ℨ': 'Z', 'ℬ': 'B', 'ℭ': 'C',
	'ℯ': 'e', 'ℰ': 'E', 'ℱ': 'F', 'ℳ': 'M', 'ℴ': 'o',
}
