package readable

import "strings"

// maxRefDef bounds a link reference definition's look-ahead: its label,
// destination and title, over at most a few lines.
const maxRefDef = 1000

// linkRefDefs returns the spans of text's Markdown link reference
// definitions ("[label]: destination \"title\""), which render as
// nothing in every CommonMark renderer. "[//]: # (You wrote:)" is the
// common comment idiom; read as text, it introduces the block quote after
// it as someone else's words the reader was never told of (attack round
// 9). A definition starts a line indented at most three spaces, not
// inside a code block, and cannot interrupt a paragraph: the line before
// it is blank, another definition, or none. Each span is the definition's
// lines, their line ends kept.
func linkRefDefs(text string) []span {
	if !strings.Contains(text, "]:") {
		return nil
	}
	blocks := codeBlocks(text)
	var sp []span
	bi := 0
	prevOK := true // the line before may precede a definition
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '\n')
		end := len(text)
		if j >= 0 {
			end = i + j + 1
		}
		for bi < len(blocks) && blocks[bi].end <= i {
			bi++
		}
		inCode := bi < len(blocks) && blocks[bi].start <= i
		if !inCode && prevOK {
			if n := refDef(text[i:min(len(text), i+maxRefDef)]); n > 0 {
				e := i + n
				// keep the line end: the lines around stay apart
				if e > i && text[e-1] == '\n' {
					e--
					if e > i && text[e-1] == '\r' {
						e--
					}
				}
				sp = append(sp, span{start: i, end: e})
				i = i + n
				if i < len(text) && text[i-1] != '\n' {
					if k := strings.IndexByte(text[i:], '\n'); k >= 0 {
						i += k + 1
					} else {
						i = len(text)
					}
				}
				continue
			}
		}
		prevOK = blankLine(text[i:end])
		i = end
	}
	return sp
}

// refDef returns the length of the link reference definition s starts
// with, through the end of its last line, or 0.
func refDef(s string) int {
	i := 0
	for i < len(s) && i < 3 && s[i] == ' ' {
		i++
	}
	if i >= len(s) || s[i] != '[' {
		return 0
	}
	// label: no unescaped bracket, not blank, on one line
	j := i + 1
	for j < len(s) && s[j] != ']' {
		switch s[j] {
		case '[', '\n':
			return 0
		case '\\':
			j++
		}
		j++
	}
	if j+1 >= len(s) || s[j] != ']' || s[j+1] != ':' || strings.TrimSpace(s[i+1:j]) == "" {
		return 0
	}
	k := skipSpace(s, j+2, true)
	// destination: <…> or a run with no space or control character
	switch {
	case k < len(s) && s[k] == '<':
		e := strings.IndexAny(s[k+1:], ">\n")
		if e < 0 || s[k+1+e] != '>' {
			return 0
		}
		k += e + 2
	default:
		e := k
		for e < len(s) && s[e] > ' ' {
			e++
		}
		if e == k {
			return 0
		}
		k = e
	}
	// the line may end here, or a title follows (on this line or the next)
	lineEnd := lineEndAt(s, k)
	t := skipSpace(s, k, true)
	if t > k || t < len(s) && s[t] == '\n' {
		if n := title(s, t); n > 0 {
			if e := lineEndAt(s, t+n); e >= 0 {
				return e
			}
		}
	}
	return max(lineEnd, 0)
}

// lineEndAt: s from k holds only spaces to its line end; the offset after
// that line end (or len(s)), or -1.
func lineEndAt(s string, k int) int {
	for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r') {
		k++
	}
	switch {
	case k == len(s):
		return k
	case s[k] == '\n':
		return k + 1
	}
	return -1
}

// skipSpace skips spaces and tabs, and one line end when newline.
func skipSpace(s string, k int, newline bool) int {
	for k < len(s) {
		switch s[k] {
		case ' ', '\t', '\r':
		case '\n':
			if !newline {
				return k
			}
			newline = false
		default:
			return k
		}
		k++
	}
	return k
}

// title returns the length of the link title s[t:] starts with ("…", '…'
// or (…), over lines but no blank one), or 0.
func title(s string, t int) int {
	if t >= len(s) {
		return 0
	}
	closer := s[t]
	switch closer {
	case '"', '\'':
	case '(':
		closer = ')'
	default:
		return 0
	}
	for k := t + 1; k < len(s); k++ {
		switch s[k] {
		case '\\':
			k++
		case closer:
			return k + 1 - t
		case '\n':
			if blankLine(s[k+1 : min(len(s), k+1+strings.IndexByte(s[k+1:]+"\n", '\n'))]) {
				return 0
			}
		}
	}
	return 0
}

// blankLine: line holds only spaces and tabs (and its line end), as
// CommonMark's blank line: a line of U+00A0, U+3000 or a form feed is a
// paragraph, and a definition after it is that paragraph's text.
func blankLine(line string) bool {
	return strings.Trim(line, " \t\r\n") == ""
}
