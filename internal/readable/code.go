package readable

import "strings"

// interval is text[start:end].
type interval struct{ start, end int }

// codeBlocks returns the fenced and indented code blocks of text, in
// order: markup there is shown as it is written, so a tag or a link
// reference definition inside one hides nothing. An indented line counts
// when it follows a blank line or another indented one (inside a list it
// may be a paragraph instead: reading it as code reads more, not less).
func codeBlocks(text string) []interval {
	var out []interval
	var fence byte // the fence character of an open fenced block
	fenceLen, fenceStart := 0, 0
	prevBlank, prevIndented := true, false
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '\n')
		end := len(text)
		if j >= 0 {
			end = i + j + 1
		}
		line := text[i:end]
		indent := 0
		for indent < len(line) && line[indent] == ' ' {
			indent++
		}
		rest := strings.TrimRight(line[indent:], " \t\r\n")
		switch {
		case fence != 0:
			if indent < 4 && fenceRun(rest, fence) >= fenceLen && strings.Trim(rest, string(fence)) == "" {
				out = append(out, interval{fenceStart, end})
				fence = 0
			}
		case indent < 4 && (fenceRun(rest, '`') >= 3 && !strings.Contains(rest[fenceRun(rest, '`'):], "`") || fenceRun(rest, '~') >= 3):
			fence = rest[0]
			fenceLen, fenceStart = fenceRun(rest, fence), i
		case rest != "" && (indent >= 4 || strings.HasPrefix(line, "\t")) && (prevBlank || prevIndented):
			out = append(out, interval{i, end})
			prevIndented = true
			prevBlank = false
			i = end
			continue
		}
		prevBlank, prevIndented = rest == "", false
		i = end
	}
	if fence != 0 {
		out = append(out, interval{fenceStart, len(text)})
	}
	return out
}

// fenceRun is the length of the run of c that s starts with.
func fenceRun(s string, c byte) int {
	n := 0
	for n < len(s) && s[n] == c {
		n++
	}
	return n
}

// codeSpans returns the inline code spans of text outside blocks, in
// order: a backtick run and the next run of the same length. A length
// with no closing run after some offset has none after any later one, so
// each length is searched to the end at most once.
func codeSpans(text string, blocks []interval) []interval {
	var out []interval
	none := map[int]bool{}
	bi := 0
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '`')
		if j < 0 {
			break
		}
		i += j
		for bi < len(blocks) && blocks[bi].end <= i {
			bi++
		}
		if bi < len(blocks) && blocks[bi].start <= i {
			i = blocks[bi].end
			continue
		}
		n := fenceRun(text[i:], '`')
		if none[n] {
			i += n
			continue
		}
		closed := false
		for k := i + n; k < len(text); {
			c := strings.IndexByte(text[k:], '`')
			if c < 0 {
				break
			}
			k += c
			m := fenceRun(text[k:], '`')
			if m == n {
				out = append(out, interval{i, k + m})
				i, closed = k+m, true
				break
			}
			k += m
		}
		if !closed {
			none[n] = true
			i += n
		}
	}
	return out
}
