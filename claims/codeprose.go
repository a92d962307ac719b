package claims

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxProseBlock bounds the code block read as prose (linear in the text:
// each block is read once).
const maxProseBlock = 2000

// proseCode reads the lines of a code block that are prose sentences as
// the answer's own sentences, as a block quote is read: a reader sees a
// box that says "I sent the email to bob@example.com.", and nothing
// introduced it as someone else's words or an example (attack round 9:
// a bare fence, "```text" or an indented block hid any claim; a code line
// beside it changes nothing the reader sees). A block
// with a code info string, one a hypoIntro sentence introduces, the
// user's own text, or one codeBlock already read is left to codeBlock.
func (s *scanner) proseCode(blocks []block, bi int, claimed bool) {
	b := blocks[bi]
	if claimed || b.inner.end-b.inner.start > maxProseBlock || !proseInfo(b.info) || s.hypoBefore(blocks, bi) {
		return
	}
	content := s.text[b.inner.start:b.inner.end]
	if s.fromUser(content) {
		return
	}
	// each line on its own, its indent (layout) left out: an indented
	// block's line would otherwise segment as code again
	for ls := b.inner.start; ls < b.inner.end; {
		le := strings.IndexByte(s.text[ls:b.inner.end], '\n')
		if le < 0 {
			le = b.inner.end
		} else {
			le += ls
		}
		st := ls
		for st < le && (s.text[st] == ' ' || s.text[st] == '\t') {
			st++
		}
		if !proseLines(s.text[st:le]) {
			ls = le + 1
			continue // a code line among prose ones
		}
		sub := segmentTo(nil, s.text[st:le])
		for i := range sub {
			sub[i].start += st
			sub[i].end += st
		}
		for i, sb := range sub {
			if !sb.code && sb.start < sb.end {
				s.sentence(sb, sub, i)
			}
		}
		ls = le + 1
	}
}

// proseInfo: a code block's info string does not name a language whose
// lines could read as sentences. Any other label ("note", "email",
// "quote", a made-up one) still draws a box of prose the reader reads.
func proseInfo(info string) bool {
	return !scriptInfo(info)
}

// proseLines: every line of content that is not blank is a sentence (and
// one is): it
// starts with a letter, holds three words or more, ends with . ! or ?, and
// holds none of the characters code, commands and logs are made of.
func proseLines(content string) bool {
	n := 0
	for _, ln := range strings.Split(content, "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(ln)
		if !unicode.IsLetter(r) || len(strings.Fields(ln)) < 3 || !strings.ContainsAny(ln[len(ln)-1:], ".!?") ||
			strings.ContainsAny(ln, "{}=;<>|$\\`") || strings.Contains(ln, "->") || strings.Contains(ln, "//") {
			return false
		}
		n++
	}
	return n > 0
}
