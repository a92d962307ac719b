package receipts

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/readable"
)

// FlagFooterUnprotected marks markup in the answer that FooterLead cannot
// undo: a style sheet applies to the whole page, the footer included,
// nothing ends a plaintext element, and an element positioned out of the
// flow (a style attribute with position:fixed, absolute or sticky) may
// cover the footer though closed. The footer says so in words.
const FlagFooterUnprotected = "footer_unprotected"

// Reasons of a footer_unprotected flag.
const (
	ReasonStyleSheet = "style_sheet" // a <style> element or <link rel=stylesheet>
	ReasonPlaintext  = "plaintext"   // a <plaintext> element, which nothing closes
	ReasonOverlay    = "overlay"     // a style attribute that takes its element out of the flow
)

// maxUnprotectedFlags bounds the footer_unprotected flags of one answer:
// one says it all, the rest only point at more of the same.
const maxUnprotectedFlags = 8

// FooterUnprotected returns a footer_unprotected flag for each style
// sheet, open plaintext element and out-of-flow style attribute in answer
// that a renderer of raw HTML gets as markup: read as FooterLead reads it
// (CommonMark's blocks, code spans per paragraph, backticks in an HTML
// block being raw HTML), not in code, a comment or another raw-text
// element. Start and End are the element's offsets in answer (an overlay:
// the style attribute's). Where the reading is in doubt, a candidate is
// flagged: it is a warning.
func FooterUnprotected(answer string) []Flag {
	cands := styleCandidates(answer)
	if len(cands) == 0 {
		return nil
	}
	var flags []Flag
	for _, i := range rawCandidates(answer, cands) {
		c := cands[i]
		end := c.extent(answer)
		start := c.start()
		flags = append(flags, Flag{Kind: FlagFooterUnprotected, Reason: c.reason(), Text: c.opening(answer[start:end]), Start: &start, End: &end})
		if len(flags) == maxUnprotectedFlags {
			break
		}
	}
	return flags
}

// maxUnprotectedText bounds the element text a flag quotes.
const maxUnprotectedText = 80

// opening is what a flag quotes of the element el: its start tag (an
// overlay: the attribute), cut at maxUnprotectedText bytes.
func (c styleCandidate) opening(el string) string {
	if c.name != styleAttr && c.name != classAttr {
		if gt := tagEnd(asciiLower(el), 1); gt > 0 {
			el = el[:gt]
		}
	}
	return display(el[:min(len(el), maxUnprotectedText)])
}

// styleCandidate is a place in the answer that may open a style sheet or
// a plaintext element, the '<' of its tag, or hold a style attribute, the
// byte before its name.
type styleCandidate struct {
	at   int
	name string // "style", "link", "plaintext" or styleAttr
}

// styleAttr is the name of a style attribute candidate, classAttr of a
// class attribute one (a utility class may position the element).
const (
	styleAttr = "style="
	classAttr = "class="
)

// letters are the candidate's letters that carry its mark, at at+1.
func (c styleCandidate) letters() string { return strings.TrimSuffix(c.name, "=") }

// start is where the candidate's flag starts.
func (c styleCandidate) start() int {
	if c.name == styleAttr || c.name == classAttr {
		return c.at + 1
	}
	return c.at
}

func (c styleCandidate) reason() string {
	switch c.name {
	case "plaintext":
		return ReasonPlaintext
	case styleAttr, classAttr:
		return ReasonOverlay
	}
	return ReasonStyleSheet
}

// extent is where the candidate's element ends in text: a style sheet
// after its end tag, a link after its '>', a style attribute after its
// value, a plaintext element (and an element never closed) at the end.
func (c styleCandidate) extent(text string) int {
	lower := asciiLower(text[c.at:])
	switch c.name {
	case "style":
		if e := rawTextEnd(lower, 1, "style"); e >= 0 {
			if gt := tagEnd(lower, e+2); gt >= 0 {
				return c.at + gt
			}
		}
	case "link":
		if gt := tagEnd(lower, 1); gt >= 0 {
			return c.at + gt
		}
	case styleAttr, classAttr:
		_, _, end := readAttr(lower, 1)
		return c.at + end
	}
	return len(text)
}

// styleNames are the tag names of styleCandidates.
var styleNames = []string{"style", "link", "plaintext"}

// styleCandidates lists, in order, every "<style", "<link", "<plaintext"
// tag name (any case) and every "style" attribute name ("style" after
// white space, '/' or a quote, before '=') in text, wherever it is:
// rawCandidates then keeps those a renderer reads as markup.
func styleCandidates(text string) []styleCandidate {
	var out []styleCandidate
	// (no lower-case copy: most texts with a '<' hold no candidate)
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '<':
			for _, name := range styleNames {
				if hasPrefixFold(text[i+1:], name) && tagNameEndsAt(text, i+1+len(name)) {
					out = append(out, styleCandidate{at: i, name: name})
				}
			}
		case ' ', '\t', '\n', '\r', '\f', '/', '"', '\'':
			if hasPrefixFold(text[i+1:], "style") && strings.HasPrefix(strings.TrimLeft(text[i+1+len("style"):], " \t\n\r\f"), "=") {
				out = append(out, styleCandidate{at: i, name: styleAttr})
			}
			if hasPrefixFold(text[i+1:], "class") && strings.HasPrefix(strings.TrimLeft(text[i+1+len("class"):], " \t\n\r\f"), "=") {
				out = append(out, styleCandidate{at: i, name: classAttr})
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

// rawCandidates returns the indexes of the candidates that readBlocks
// passes on as markup and that an HTML parser then reads as a style sheet,
// plaintext element or style attribute. readBlocks keeps no offsets, so
// each candidate is marked by the letter case of its name, which neither
// CommonMark nor HTML reads (tag and attribute names are case-blind): its
// first four letters carry four bits of its number (index+1; all lower
// case is no candidate), a pass per four bits. Every pass reads the same
// elements in the same order, so the k-th element read has the bits of
// all passes: a few passes of one reading each, however many candidates.
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
		letters := c.letters()
		setMark(buf[c.at+1:c.at+1+len(letters)], letters, mark(i))
	}
	return string(buf)
}

// setMark writes letters (a tag or attribute name) into b with the case
// of mark's bits, first letter lowest.
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
// tokenizer does, far enough to find the style sheets, plaintext elements
// and out-of-flow style attributes it opens, and returns their marks in
// order. Tags end at their first '>' outside quotes; a comment ("<!-->"
// and "<!--->" included) holds no elements, nor does a bogus comment
// ("<!x", "<?x", "</" and no letter) up to its first '>', nor the body of
// a raw-text element in HTML content; inside svg, math or select nothing
// is raw text (an svg <style> applies), and noscript is read as markup (as a
// parser with scripting off does). Where it is in doubt it reads more as
// markup, not less. A plaintext element holds the rest. Linear: each byte
// is read by one construct.
func markedMarkup(markup string) []int {
	lower := asciiLower(markup)
	var marks []int
	// open svg and math elements, and select ones: a select drops start
	// tags (xmp, textarea) a customizable select may keep or not, so
	// inside one nothing is read as raw text either
	foreign := map[string]int{}
	for i := 0; i < len(lower); {
		j := strings.IndexByte(lower[i:], '<')
		if j < 0 {
			break
		}
		i += j
		rest := lower[i:]
		switch {
		case strings.HasPrefix(rest, "<!--"):
			e, n := readable.CommentEnd(lower[i+2:])
			if e < 0 {
				return marks // the rest is a comment (FooterLead closes it)
			}
			i += 2 + e + n
			continue
		case strings.HasPrefix(rest, "<!"), strings.HasPrefix(rest, "<?"),
			strings.HasPrefix(rest, "</") && len(rest) > 2 && !isASCIILetter(rest[2]):
			// a bogus comment (and in svg or math a CDATA section, read
			// as one: it ends no later): to its first '>'
			gt := strings.IndexByte(rest[1:], '>')
			if gt < 0 {
				return marks
			}
			i += 1 + gt + 1
			continue
		case strings.HasPrefix(rest, "</"):
			name, n := tagNameAt(lower, i+2)
			end, _ := readTag(lower, n, nil)
			if end < 0 {
				return marks
			}
			if foreign[name] > 0 {
				foreign[name]--
			}
			i = end
			continue
		case len(rest) > 1 && isASCIILetter(rest[1]):
		default:
			i++
			continue
		}
		name, n := tagNameAt(lower, i+1)
		var attrMarks []int
		link := false
		end, selfClosing := readTag(lower, n, func(nameAt, valAt, valEnd int) {
			switch an := lower[nameAt:attrNameEnd(lower, nameAt)]; {
			case an == "style" && valAt >= 0 && outOfFlow(markup[valAt:valEnd]),
				an == "class" && valAt >= 0 && outOfFlowClass(markup[valAt:valEnd]):
				attrMarks = append(attrMarks, markOf(markup[nameAt:]))
			case an == "rel" && name == "link" && valAt >= 0 &&
				strings.Contains(asciiLower(readable.DecodeAttr(markup[valAt:valEnd])), "stylesheet"):
				link = true
			}
		})
		if name == "style" || name == "plaintext" || link {
			marks = append(marks, markOf(markup[i+1:]))
		}
		marks = append(marks, attrMarks...)
		if end < 0 {
			return marks // a tag the rest of the text is in
		}
		i = end
		inForeign := foreign["svg"] > 0 || foreign["math"] > 0 || foreign["select"] > 0
		switch {
		case (name == "svg" || name == "math" || name == "select") && !selfClosing:
			foreign[name]++
		case name == "plaintext" && !inForeign:
			return marks // the rest is its text
		case rawTextElements[name] && name != "noscript" && !inForeign:
			e := rawTextEnd(lower, i, name)
			if e < 0 {
				return marks
			}
			i = e
		}
	}
	return marks
}

// tagNameAt reads the tag name that starts at i in lower (up to white
// space, '/' or '>') and returns it and where it ends.
func tagNameAt(lower string, i int) (string, int) {
	n := i
	for n < len(lower) && strings.IndexByte(" \t\n\r\f/>", lower[n]) < 0 {
		n++
	}
	return lower[i:n], n
}

// attrNameEnd is where the attribute name that starts at i in lower ends.
func attrNameEnd(lower string, i int) int {
	n := i + 1 // (a first '=' is part of the name)
	for n < len(lower) && strings.IndexByte(" \t\n\r\f/>=", lower[n]) < 0 {
		n++
	}
	return min(n, len(lower))
}

// readAttr reads the attribute whose name starts at i in lower (white
// space before it skipped) and returns where its value is (valAt -1 when
// it has none; a quoted one without its quotes) and where the attribute
// ends (past a closing quote; len(lower) when a quote is left open).
func readAttr(lower string, i int) (valAt, valEnd, end int) {
	for i < len(lower) && strings.IndexByte(" \t\n\r\f", lower[i]) >= 0 {
		i++
	}
	k := attrNameEnd(lower, i)
	for k < len(lower) && strings.IndexByte(" \t\n\r\f", lower[k]) >= 0 {
		k++
	}
	if k >= len(lower) || lower[k] != '=' {
		return -1, -1, attrNameEnd(lower, i)
	}
	k++
	for k < len(lower) && strings.IndexByte(" \t\n\r\f", lower[k]) >= 0 {
		k++
	}
	if k < len(lower) && (lower[k] == '"' || lower[k] == '\'') {
		q := strings.IndexByte(lower[k+1:], lower[k])
		if q < 0 {
			return k + 1, len(lower), len(lower)
		}
		return k + 1, k + 1 + q, k + 1 + q + 1
	}
	e := k
	for e < len(lower) && strings.IndexByte(" \t\n\r\f>", lower[e]) < 0 {
		e++
	}
	return k, e, e
}

// readTag reads a tag's attributes from i (past its name) in lower up to
// its first '>' outside quotes, calling attr (when not nil) with each
// attribute's name and value offsets, and returns where the tag ends
// (past its '>', -1 when the text ends first) and whether it is
// self-closing.
func readTag(lower string, i int, attr func(nameAt, valAt, valEnd int)) (int, bool) {
	slash := false // the byte before is a '/' between attributes
	for i < len(lower) {
		switch c := lower[i]; c {
		case '>':
			return i + 1, slash && lower[i-1] == '/'
		case '/':
			slash = true
			i++
			continue
		case ' ', '\t', '\n', '\r', '\f':
			slash = false
			i++
			continue
		}
		slash = false
		valAt, valEnd, end := readAttr(lower, i)
		if attr != nil {
			attr(i, valAt, valEnd)
		}
		i = end
	}
	return -1, false
}

// tagEnd is where the tag whose name starts at i in lower ends (past its
// '>'), -1 when the text ends first.
func tagEnd(lower string, i int) int {
	_, n := tagNameAt(lower, i)
	end, _ := readTag(lower, n, nil)
	return end
}

// outPositions are the CSS positions that take an element out of the
// flow, so a closed element may still cover the footer.
var outPositions = []string{"fixed", "absolute", "sticky"}

// outOfFlow: the style attribute value v (as written) sets position to
// one of outPositions, read as CSS (references, comments, escapes, case
// and white space).
func outOfFlow(v string) bool {
	css := readable.CSSText(readable.DecodeAttr(v))
	for decl := range strings.SplitSeq(css, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok || strings.TrimSpace(prop) != "position" {
			continue
		}
		for _, p := range outPositions {
			if strings.Contains(val, p) {
				return true
			}
		}
	}
	return false
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
