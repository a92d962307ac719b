package receipts

import (
	"math/bits"
	"slices"
	"strings"
)

// FlagFooterUnprotected marks markup in the answer that FooterLead cannot
// undo: a style sheet applies to the whole page, the footer included, and
// nothing ends a plaintext element. The footer says so in words.
const FlagFooterUnprotected = "footer_unprotected"

// Reasons of a footer_unprotected flag.
const (
	ReasonStyleSheet = "style_sheet" // a <style> element, <link rel=stylesheet> or @import rule
	ReasonPlaintext  = "plaintext"   // a <plaintext> element, which nothing closes
)

// maxUnprotectedFlags bounds the footer_unprotected flags of one answer:
// one says it all, the rest only point at more of the same.
const maxUnprotectedFlags = 8

// FooterUnprotected returns a footer_unprotected flag for each style
// sheet and open plaintext element in answer that a renderer of raw HTML
// gets as markup: read as FooterLead reads it (CommonMark's blocks, code
// spans per paragraph, backticks in an HTML block being raw HTML), not in
// code, a comment or another raw-text element. Start and End are the
// element's offsets in answer.
func FooterUnprotected(answer string) []Flag {
	cands := styleCandidates(answer)
	if len(cands) == 0 {
		return nil
	}
	var flags []Flag
	for _, i := range rawCandidates(answer, cands) {
		c := cands[i]
		end := c.extent(answer)
		start := c.at
		flags = append(flags, Flag{Kind: FlagFooterUnprotected, Reason: c.reason(), Text: c.opening(answer[start:end]), Start: &start, End: &end})
		if len(flags) == maxUnprotectedFlags {
			break
		}
	}
	return flags
}

// maxUnprotectedText bounds the element text a flag quotes.
const maxUnprotectedText = 80

// opening is what a flag quotes of the element el: its start tag, or the
// @import rule, cut at maxUnprotectedText bytes.
func (c styleCandidate) opening(el string) string {
	if c.name != "@import" {
		if gt := strings.IndexByte(el, '>'); gt >= 0 {
			el = el[:gt+1]
		}
	}
	return display(el[:min(len(el), maxUnprotectedText)])
}

// styleCandidate is a place in the answer that may open a style sheet or
// a plaintext element: the '<' of its tag or the '@' of "@import".
type styleCandidate struct {
	at   int
	name string // "style", "link", "plaintext" or "@import"
}

func (c styleCandidate) reason() string {
	if c.name == "plaintext" {
		return ReasonPlaintext
	}
	return ReasonStyleSheet
}

// extent is where the candidate's element ends in text: a style sheet
// after its end tag, a link after its '>', an @import rule at its ';' or
// line end, a plaintext element (and an element never closed) at the end.
func (c styleCandidate) extent(text string) int {
	lower := asciiLower(text[c.at:])
	switch c.name {
	case "style":
		if e := rawTextEnd(lower, 1, "style"); e >= 0 {
			if gt := strings.IndexByte(lower[e:], '>'); gt >= 0 {
				return c.at + e + gt + 1
			}
		}
	case "link":
		if gt := strings.IndexByte(lower, '>'); gt >= 0 {
			return c.at + gt + 1
		}
	case "@import":
		if e := strings.IndexAny(lower, ";\n"); e >= 0 {
			return c.at + e + 1
		}
	}
	return len(text)
}

// styleNames are the tag names of styleCandidates.
var styleNames = []string{"style", "link", "plaintext"}

// styleCandidates lists, in order, every "<style", "<link", "<plaintext"
// tag name (any case) and every "@import" followed by a URL or string in
// text, wherever it is: rawCandidates then keeps those a renderer reads
// as markup.
func styleCandidates(text string) []styleCandidate {
	var out []styleCandidate
	// (no lower-case copy: most texts with a '<' or '@', an address, hold
	// no candidate)
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '<':
			for _, name := range styleNames {
				if hasPrefixFold(text[i+1:], name) && tagNameEndsAt(text, i+1+len(name)) {
					out = append(out, styleCandidate{at: i, name: name})
				}
			}
		case '@':
			if hasPrefixFold(text[i+1:], "import") && importsSheet(text[i+len("@import"):]) {
				out = append(out, styleCandidate{at: i, name: "@import"})
			}
		}
	}
	return out
}

// hasPrefixFold: s begins with lower (lower-case ASCII letters) in any
// ASCII case, as HTML reads tag names (no Unicode folding: "ſtyle" is
// no style).
func hasPrefixFold(s, lower string) bool {
	if len(s) < len(lower) {
		return false
	}
	for i := 0; i < len(lower); i++ {
		if c := s[i]; c != lower[i] && c+'a'-'A' != lower[i] {
			return false
		}
	}
	return true
}

// tagNameEndsAt: a tag name ends at i in s (as hasTag reads one).
func tagNameEndsAt(s string, i int) bool {
	return i == len(s) || strings.IndexByte(" \t\n\r\f/>", s[i]) >= 0
}

// importsSheet: rest (after "@import") goes on as an import rule does,
// with a URL or a quoted string ("@import url(x.css)", "@import 'x'"),
// not as prose about the rule ("Sass's @import is deprecated").
func importsSheet(rest string) bool {
	t := strings.TrimLeft(rest, " \t")
	return strings.HasPrefix(t, "url(") || strings.HasPrefix(t, `"`) || strings.HasPrefix(t, "'")
}

// rawCandidates returns the indexes of the candidates that readBlocks
// passes on as markup and that an HTML parser then reads as a style sheet
// or plaintext element. readBlocks keeps no offsets, so each candidate is
// marked by the letter case of its name, which neither CommonMark nor
// HTML reads (tag names, like "@import", are case-blind): its first four
// letters carry four bits of its number (index+1; all lower case is no
// candidate), a pass per four bits. Every pass reads the same elements in
// the same order, so the k-th element read has the bits of all passes: a
// few passes of one reading each, however many candidates.
func rawCandidates(text string, cands []styleCandidate) []int {
	var numbers []int // of the elements read, in order
	for shift := 0; shift < bits.Len(uint(len(cands))); shift += markBits {
		marked := markedText(text, cands, func(i int) int { return (i + 1) >> shift & (1<<markBits - 1) })
		marks := markedMarkup(readBlocks(marked).markup)
		if shift == 0 {
			numbers = marks
			continue
		}
		for k := range min(len(marks), len(numbers)) { // (equal: the reading is case-blind)
			numbers[k] |= marks[k] << shift
		}
	}
	var found []int
	for _, n := range numbers {
		if n >= 1 && n <= len(cands) { // 0: an element no candidate made (code spans cut out of "<sty`x`le")
			found = append(found, n-1)
		}
	}
	slices.Sort(found)
	return slices.Compact(found)
}

// markBits is how many letters of a candidate's name carry its mark:
// every name has four ("link").
const markBits = 4

// markedText is text in lower case (but "<![CDATA[", the one markup
// CommonMark reads case-sensitively), each candidate's name marked with
// mark(its index): a name that code spans cut out of the text join into
// one ("<St`x`yle>") carries no mark.
func markedText(text string, cands []styleCandidate, mark func(int) int) string {
	buf := []byte(asciiLower(text))
	for i := 0; ; {
		j := strings.Index(text[i:], "<![CDATA[")
		if j < 0 {
			break
		}
		i += j + copy(buf[i+j:], "<![CDATA[")
	}
	for i, c := range cands {
		letters := strings.TrimPrefix(c.name, "@")
		setMark(buf[c.at+1:c.at+1+len(letters)], letters, mark(i))
	}
	return string(buf)
}

// setMark writes letters (a tag name, or "import" after '@') into b
// with the case of mark's bits, first letter lowest.
func setMark(b []byte, letters string, mark int) {
	for i := range b {
		b[i] = letters[i]
		if i < markBits && mark&(1<<i) != 0 {
			b[i] -= 'a' - 'A'
		}
	}
}

// markOf reads the mark setMark wrote into the letters at the start of s.
func markOf(s string) int {
	mark := 0
	for i := 0; i < markBits && i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			mark |= 1 << i
		}
	}
	return mark
}

// markedMarkup reads markup (readBlocks' view as HTML gets it) as an HTML
// parser does, far enough to find the style sheets and plaintext
// elements it opens, and returns their marks in order. A comment and the
// body of a raw-text element hold no elements; a plaintext element holds
// the rest.
func markedMarkup(markup string) []int {
	lower := asciiLower(markup)
	var marks []int
	for i := 0; i < len(lower); {
		j := strings.IndexAny(lower[i:], "<@")
		if j < 0 {
			break
		}
		i += j
		if lower[i] == '@' {
			if strings.HasPrefix(lower[i+1:], "import") && importsSheet(lower[i+len("@import"):]) {
				marks = append(marks, markOf(markup[i+1:]))
			}
			i++
			continue
		}
		if strings.HasPrefix(lower[i:], "<!--") {
			e, n := commentEnd(lower[i+3:])
			if e < 0 {
				break // the rest is a comment (FooterLead closes it)
			}
			i += 3 + e + n
			continue
		}
		name := tagName(lower[i+1:])
		if name == "style" || name == "plaintext" || name == "link" && linksStyleSheet(lower[i:]) {
			marks = append(marks, markOf(markup[i+1:]))
			if name == "plaintext" {
				return marks // the rest is its text
			}
		}
		if rawTextElements[name] && name != "plaintext" {
			e := rawTextEnd(lower, i+1, name)
			if e < 0 {
				break
			}
			i = e + 2
			continue
		}
		i++
	}
	return marks
}

// tagName is the name of the start tag s begins (after its '<'), "" when
// s begins no start tag.
func tagName(s string) string {
	n := 0
	for n < len(s) && (isASCIILetter(s[n]) || n > 0 && s[n] >= '0' && s[n] <= '9') {
		n++
	}
	if n == 0 || !tagNameEndsAt(s, n) {
		return ""
	}
	return s[:n]
}

// linksStyleSheet: the link tag lower begins names a style sheet in its
// rel ("stylesheet", "alternate stylesheet", any quoting).
func linksStyleSheet(lower string) bool {
	gt := strings.IndexByte(lower, '>')
	if gt < 0 {
		gt = len(lower)
	}
	return strings.Contains(lower[:gt], "stylesheet")
}

// asciiLower lowercases ASCII letters only, so offsets stay the text's.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
