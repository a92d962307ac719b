package receipts

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// footerHeader is the line that opens the footer's receipt list.
const footerHeader = "Tool receipts:"

// mislabelled returns, for each token in text that s minted and that sits
// in a footer-shaped list the answer wrote itself (a "Tool receipts:" line
// above it, the token on a line "<label>: <token>"), the label when it is
// not the tool s minted the token for. The model sees genuine receipts of
// one tool and can list one under another tool's name in a footer of its
// own, which reads as the proxy's; the proxy's own footer comes after the
// answer and is never scanned.
func mislabelled(text string, s *Scope) map[string]string {
	if s == nil || !strings.Contains(text, TokenPrefix) {
		return nil
	}
	var out map[string]string
	inList := false
	for line := range strings.SplitSeq(text, "\n") {
		l := strings.TrimSpace(strings.TrimRight(line, "\r"))
		if readsAs(strings.Trim(l, "*_#`> "), footerHeader) { // bold, a heading, a quote: still the header
			inList = true
			continue
		}
		// every header FooterEntries reads ("<b>Tool receipts</b>:", "Tool
		// receipts for this answer:", the other list's header); entries
		// may follow it on its line
		if rest, ok := footerHeaderLine(withoutTags(l)); ok {
			inList, l = true, strings.TrimSpace(rest)
		}
		if !inList || l == "" {
			continue
		}
		// The label is what the line says before the token, whatever
		// punctuation joins them ("shell: …", "- shell → …", "shell (…").
		for _, tok := range FindTokens(l) {
			i := strings.Index(l, tok)
			label := strings.TrimFunc(l[:i], func(r rune) bool {
				return !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r))
			})
			l = l[i+len(tok):]
			rc, ok := s.Lookup(tok)
			if ok && label != "" && label != rc.Tool {
				if out == nil {
					out = make(map[string]string)
				}
				out[tok] = label
			}
		}
	}
	return out
}

// readsAs reports whether line reads as want (ASCII) to a person: in any
// case, with invisible characters, full-width or homoglyph letters.
func readsAs(line, want string) bool {
	k := 0
	for _, r := range line {
		if invisible(r) {
			continue
		}
		c := skeletonByte(r)
		if r == 0x3000 || r == 0xA0 {
			c = ' '
		}
		if k >= len(want) || c != lower(want[k]) {
			return false
		}
		k++
	}
	return k == len(want)
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ReasonFooterEntry is the receipt_less_claim reason of an entry of a
// receipt list the answer wrote itself with no receipt token in it.
const ReasonFooterEntry = "footer_without_receipt"

// maxFooterEntryFlags bounds the flags FooterEntries returns for one
// answer: a model can write a list of any length.
const maxFooterEntryFlags = 32

// FooterEntries returns a receipt_less_claim flag (Reason
// ReasonFooterEntry) for each entry of a footer-shaped list in text (a
// line that reads as "Tool receipts:" or "Unverified tool claims:", in any
// case, bold, as a heading, with invisible characters or homoglyphs, and
// the list lines under it) that holds no receipt token: the model can
// write its own footer listing tools it never ran ("weather: verified"),
// which reads as the proxy's, and with no token in it no token check ever
// flagged it, so the proxy often showed no footer of its own at all. An
// entry holding a token (or a lookalike) is left to the token checks.
// Start and End are the entry's byte offsets in text.
func FooterEntries(text string) []Flag {
	if !mayHoldFooter(text) {
		return nil
	}
	var flags []Flag
	inList, gap := false, false
	off := 0
	prev := "" // the line before, when short: a header may be broken in two
	for line := range strings.SplitSeq(text, "\n") {
		start := off
		off += len(line) + 1
		if len(flags) >= maxFooterEntryFlags {
			break
		}
		l := strings.TrimRight(line, "\r")
		var rest string
		ok := false
		if startsHeaderWord(l) {
			rest, ok = footerHeaderLine(withoutTags(l))
		}
		if !ok && prev != "" && (startsWith(l, "receipt") || startsWith(l, "tool") || startsWith(l, "claims")) {
			// "Tool\nreceipts:" renders as one line in Markdown
			rest, ok = footerHeaderLine(withoutTags(prev + " " + l))
		}
		prev = ""
		if !ok && !inList && len(l) <= 40 && startsHeaderWord(l) {
			prev = l
		}
		if ok {
			inList, gap = true, false
			if rest != "" {
				at := strings.Index(l, rest)
				if at < 0 {
					at, rest = 0, l // the header line held tags
				}
				flags = appendFooterEntry(flags, start+at, rest)
			}
			continue
		}
		if !inList {
			continue
		}
		if strings.TrimFunc(l, func(r rune) bool { return unicode.IsSpace(r) || invisible(r) }) == "" {
			gap = true
			continue
		}
		if !hasWordChar(l) {
			if gap {
				inList = false // a rule or a table separator after a blank line ends the list
			}
			continue // a table separator ("|---|") or a rule inside the list
		}
		if gap && !listShaped(l) {
			inList = false // a paragraph after a blank line: the list has ended
			continue
		}
		gap = false
		flags = appendFooterEntry(flags, start, l)
	}
	return flags
}

// appendFooterEntry appends the flag of entry (at byte offset at in the
// answer) when it holds no token a token check reads.
func appendFooterEntry(flags []Flag, at int, entry string) []Flag {
	if len(FindTokens(entry)) > 0 || len(Lookalikes(entry)) > 0 {
		return flags
	}
	trimmed := strings.TrimSpace(entry)
	at += strings.Index(entry, trimmed)
	start, end := at, at+len(trimmed)
	// the label is the entry's first word ("weather" of "- weather: ok")
	var label string
	if f := strings.FieldsFunc(trimmed, func(r rune) bool { return r == ':' || r == '|' || unicode.IsSpace(r) }); len(f) > 0 {
		label = strings.TrimFunc(f[0], func(r rune) bool { return !(r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)) })
	}
	if len(label) > 64 {
		label = ""
	}
	return append(flags, Flag{Kind: FlagReceiptLessClaim, Tool: label, Text: display(trimmed),
		Reason: ReasonFooterEntry, Start: &start, End: &end})
}

// footerHeaderLine reports whether line reads as a footer header ("Tool
// receipts:" or "Unverified tool claims:"), whatever markup, case,
// invisible characters or homoglyphs it is written with, and returns what
// follows the header on the same line ("" when nothing does). A line that
// goes on in prose after the words ("Tool receipts are signed") is not a
// header: after them comes the end of the line, a colon or a dash.
func footerHeaderLine(line string) (string, bool) {
	for _, words := range footerHeaders {
		if rest, ok := matchHeader(line, words); ok {
			return rest, true
		}
	}
	return "", false
}

var footerHeaders = [][]string{{"tool", "receipts"}, {"tool", "receipt"}, {"unverified", "tool", "claims"}}

func matchHeader(line string, words []string) (string, bool) {
	i := 0
	// markup, list markers, emoji and spaces before the header
	for i < len(line) {
		r, n := utf8.DecodeRuneInString(line[i:])
		if c := skeletonByte(r); 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
			break
		}
		i += n
	}
	for w, word := range words {
		if w > 0 {
			// what a reader takes for a space between words
			j := i
			for j < len(line) {
				r, n := utf8.DecodeRuneInString(line[j:])
				if !(invisible(r) || unicode.IsSpace(r) || r == 0x3000 || strings.ContainsRune("*_`~", r)) {
					break
				}
				j += n
			}
			if j == i {
				return "", false
			}
			i = j
		}
		for k := 0; k < len(word); {
			if i >= len(line) {
				return "", false
			}
			r, n := utf8.DecodeRuneInString(line[i:])
			i += n
			if invisible(r) {
				continue
			}
			if skeletonByte(r) != word[k] {
				return "", false
			}
			k++
		}
	}
	// after the words: markup, a parenthesis, then the end, a colon or a dash
	for i < len(line) {
		r, n := utf8.DecodeRuneInString(line[i:])
		switch {
		case invisible(r) || unicode.IsSpace(r) || r == 0x3000 || strings.ContainsRune("*_`~#|", r):
			i += n
		case r == '(':
			j := strings.IndexByte(line[i:], ')')
			if j < 0 {
				return "", false
			}
			i += j + 1
		case r == ':' || r == '：' || r == '-' || r == '—' || r == '–':
			rest := strings.TrimLeftFunc(line[i+n:], func(r rune) bool {
				return invisible(r) || unicode.IsSpace(r) || strings.ContainsRune("*_`~|", r)
			})
			return strings.TrimRightFunc(rest, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune("*_`~|", r) }), true
		default:
			if c := skeletonByte(r); 'a' <= c && c <= 'z' || '0' <= c && c <= '9' {
				// Prose goes on: a header still when the line introduces
				// what follows ("Tool receipts for this answer:").
				t := strings.TrimRightFunc(line, func(r rune) bool {
					return invisible(r) || unicode.IsSpace(r) || strings.ContainsRune("*_`~#|", r)
				})
				if len(t) <= 100 && (strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")) {
					return "", true
				}
				return "", false
			}
			i += n // an emoji or other sign after the words
		}
	}
	return "", true
}

// mayHoldFooter is a cheap filter: a header reads as "tool" somewhere, in
// ASCII or not.
func mayHoldFooter(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return true
		}
	}
	for i := 0; i+4 <= len(text); i++ {
		if text[i]|0x20 == 't' && text[i+1]|0x20 == 'o' && text[i+2]|0x20 == 'o' && text[i+3]|0x20 == 'l' {
			return true
		}
	}
	return false
}

// hasWordChar reports whether line holds a letter or a digit.
func hasWordChar(line string) bool {
	return strings.IndexFunc(line, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// listShaped reports whether line reads as a further item of a list: it is
// indented, starts with a list marker or is a table row.
func listShaped(line string) bool {
	if line == "" {
		return false
	}
	if line[0] == ' ' || line[0] == '\t' || line[0] == '|' {
		return true
	}
	if strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* ") || strings.HasPrefix(line, "+ ") || strings.HasPrefix(line, "• ") {
		return true
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')')
}

// WithFooterEntries appends to flags the FooterEntries flags of text whose
// span no flag in flags already covers (a claim check may have flagged the
// same entry as a claim), so each entry is reported once.
func WithFooterEntries(flags []Flag, text string) []Flag {
	entries := FooterEntries(text)
	if len(entries) == 0 {
		return flags
	}
	n := len(flags)
	for _, e := range entries {
		covered := false
		for _, f := range flags[:n] {
			if f.Start != nil && f.End != nil && *f.Start < *e.End && *e.Start < *f.End {
				covered = true
				break
			}
		}
		if !covered {
			flags = append(flags, e)
		}
	}
	return flags
}

// withoutTags is line without its HTML tags ("<b>Tool receipts</b>:"
// reads as "Tool receipts:"); line itself when it holds none.
func withoutTags(line string) string {
	if !strings.Contains(line, "<") {
		return line
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(line, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(line[i:], '>')
		if j < 0 {
			break
		}
		b.WriteString(line[:i])
		line = line[i+j+1:]
	}
	b.WriteString(line)
	return b.String()
}

// startsHeaderWord reports whether line's first letters (past markup,
// tags and invisible characters) read as "tool" or "unverified": every
// header starts so. A cheap filter run on every line.
func startsHeaderWord(line string) bool {
	return startsWith(line, "tool") || startsWith(line, "unverified")
}

// startsWith reports whether the first letters of line, read as
// skeletonByte does (past non-letters, HTML tags and invisible
// characters, and with spaces between words skipped), start with word.
func startsWith(line, word string) bool {
	k := 0
	for i := 0; i < len(line) && k < len(word); {
		if line[i] == '<' {
			if j := strings.IndexByte(line[i:], '>'); j > 0 {
				i += j + 1
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(line[i:])
		i += n
		c := skeletonByte(r)
		switch {
		case 'a' <= c && c <= 'z':
			if c != word[k] {
				return false
			}
			k++
		case k > 0 && !(invisible(r) || unicode.IsSpace(r)):
			return false // a word broken by something else
		}
	}
	return k == len(word)
}
