package receipts

import (
	"encoding/binary"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Footer layout (DESIGN.md "Footer"). The separator opens with a blank line
// so "---" renders as a Markdown rule, not as a setext heading underline.
const (
	footerRule     = "\n\n---\n"
	footerReceipts = "Tool receipts:\n"
	footerFlags    = "Unverified tool claims:\n"
)

// RenderFooter returns the footer DESIGN.md shows ("\n\n---\nTool receipts:
// …\nUnverified tool claims:\n…"), or "" when there is nothing to show.
//
// Tokens are printed in full so a user can copy one and check it. A section
// appears only when it has lines; flags of an unknown kind are skipped.
// Claim text is quoted on one line: control characters (newlines included)
// become spaces so a claim cannot break the layout.
func RenderFooter(receipts []Receipt, flags []Flag) string {
	if len(receipts) == 0 && !anyKnownFlag(flags) {
		return ""
	}
	var b strings.Builder
	b.Grow(footerSize(receipts, flags))
	b.WriteString(footerRule)
	if len(receipts) > 0 {
		b.WriteString(footerReceipts)
		for _, r := range receipts {
			b.WriteString("  ")
			b.WriteString(r.Tool)
			b.WriteString(": ")
			b.WriteString(r.Receipt)
			b.WriteByte('\n')
		}
	}
	if anyKnownFlag(flags) {
		b.WriteString(footerFlags)
		for _, f := range flags {
			writeFlag(&b, f)
		}
	}
	writeUnprotected(&b, flags) // last: the footer starts "---\nTool receipts:" as ever
	return b.String()
}

// Footer warnings of footer_unprotected flags, by reason: one line each,
// after the lists they are about (the footer keeps starting with its rule
// and a list header, which readers of saved answers look for).
const (
	warnStyleSheet = "⚠ This answer carries a style sheet: a page that applies it may hide this footer.\n"
	warnPlaintext  = "⚠ This answer leaves a plaintext element open: a page that renders its HTML shows this footer as raw text, which a style sheet may hide.\n"
	warnOverlay    = "⚠ This answer positions an element out of the flow: a page that renders its HTML may cover this footer with it.\n"
)

// writeUnprotected writes the warning of each reason of the
// footer_unprotected flags, once.
func writeUnprotected(b *strings.Builder, flags []Flag) {
	var style, plain, overlay bool
	for _, f := range flags {
		if f.Kind == FlagFooterUnprotected {
			style = style || f.Reason != ReasonPlaintext && f.Reason != ReasonOverlay
			plain = plain || f.Reason == ReasonPlaintext
			overlay = overlay || f.Reason == ReasonOverlay
		}
	}
	if style {
		b.WriteString(warnStyleSheet)
	}
	if plain {
		b.WriteString(warnPlaintext)
	}
	if overlay {
		b.WriteString(warnOverlay)
	}
}

// UnprotectedWords says what a footer_unprotected flag of reason means,
// as the footer does.
func UnprotectedWords(reason string) string {
	switch reason {
	case ReasonPlaintext:
		return strings.TrimSuffix(warnPlaintext, "\n")
	case ReasonOverlay:
		return strings.TrimSuffix(warnOverlay, "\n")
	}
	return strings.TrimSuffix(warnStyleSheet, "\n")
}

func writeFlag(b *strings.Builder, f Flag) {
	switch f.Kind {
	case FlagReceiptLessClaim:
		b.WriteString(`  - "`)
		writeOneLine(b, f.Text)
		b.WriteString(`" — `)
		if f.Reason == "" {
			b.WriteString("no receipt for a ")
			writeOneLine(b, f.Tool)
			b.WriteString(" call in this conversation\n")
			return
		}
		writeOneLine(b, ReasonWords(f.Reason, f.Action, f.Object))
		b.WriteByte('\n')
	case FlagInvalidReceipt:
		b.WriteString("  - ")
		b.WriteString(f.Receipt)
		if f.Reason == ReasonOtherConversation {
			b.WriteString(" — minted for a conversation other than this one as sent; it backs nothing here\n")
			return
		}
		if f.Where != "" {
			b.WriteString(" — does not verify over the call it sits under (")
			writeOneLine(b, f.Where)
			b.WriteString("); it backs nothing\n")
			return
		}
		b.WriteString(" — not issued by this proxy\n")
	case FlagUnverifiableReceipt:
		b.WriteString("  - ")
		b.WriteString(f.Receipt)
		if f.Reason == ReasonConversationUnknown {
			b.WriteString(" — minted for a conversation this request does not hold whole; it backs nothing here\n")
			return
		}
		b.WriteString(" — issued under an earlier key scope; cannot be verified here\n")
	}
}

func anyKnownFlag(flags []Flag) bool {
	for _, f := range flags {
		switch f.Kind {
		case FlagReceiptLessClaim, FlagInvalidReceipt, FlagUnverifiableReceipt:
			return true
		}
	}
	return false
}

// writeOneLine writes s with every ASCII control character replaced by a
// space, and every Unicode line or paragraph separator (U+0085, U+2028,
// U+2029: renderers that follow UAX #14 break lines there) and bidi
// embedding, override or isolate control (which reorders what follows it
// on the line) likewise: the text is the model's, and the footer line
// quoting it must stay one line that reads in order. '<' is written as
// "&lt;" (which Markdown and HTML show as '<'): a quote cut at its length
// limit may keep a "<!--" or "<script>" and drop its closer, and would
// hide every line of the footer after it.
func writeOneLine(b *strings.Builder, s string) {
	w := unsafe.Slice(unsafe.StringData(s), len(s)) // read only: one load per word
	for i := 0; i < len(s); {
		j := i
		// Eight printable ASCII bytes at a time (each in 0x20-0x7e: no
		// high bit, none lifted there by -0x20 or +1), then byte by byte.
		for j+8 <= len(w) {
			const ones, highs = 0x0101010101010101, 0x8080808080808080
			x := binary.LittleEndian.Uint64(w[j:])
			lt := x ^ ones*'<' // a zero byte where x holds '<'
			if (x|(x-ones*0x20)|(x+ones)|(lt-ones)&^lt)&highs != 0 {
				break
			}
			j += 8
		}
		for j < len(s) && s[j] >= 0x20 && s[j] != 0x7f && s[j] != 0xc2 && s[j] != 0xe2 && s[j] != '<' {
			j++
		}
		b.WriteString(s[i:j])
		if j >= len(s) {
			break
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case s[j] == '<':
			b.WriteString("&lt;")
			n = 1
		case s[j] < 0x20 || s[j] == 0x7f:
			b.WriteByte(' ')
			n = 1
		case breaksLine(r):
			b.WriteByte(' ')
		default:
			b.WriteString(s[j : j+n])
		}
		i = j + n
	}
}

// breaksLine reports whether r breaks or reorders a rendered line: NEL,
// the line and paragraph separators, and the bidi embedding, override and
// isolate controls.
func breaksLine(r rune) bool {
	switch {
	case r == 0x85, r == 0x2028, r == 0x2029:
		return true
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// footerSize estimates the footer length so it is built in one allocation.
func footerSize(receipts []Receipt, flags []Flag) int {
	n := len(footerRule) + len(footerReceipts) + len(footerFlags) + len(warnStyleSheet) + len(warnPlaintext) + len(warnOverlay)
	for _, r := range receipts {
		n += len(r.Tool) + len(r.Receipt) + 5
	}
	for _, f := range flags {
		n += len(f.Tool) + len(f.Text) + len(f.Receipt) + 80
	}
	return n
}

// ReasonWords says why a receipt_less_claim is not backed, for the footer.
func ReasonWords(reason, action, object string) string {
	what := action
	if what == "" || what == "output" {
		what = "tool"
	}
	about := ""
	if object != "" {
		about = " about " + object
	}
	switch reason {
	case "call_failed":
		return "no receipt: the " + what + " call" + about + " failed"
	case "no_matching_call":
		return "no receipt: " + what + " calls were made, but none" + about
	case ReasonFooterEntry:
		return "no receipt: a receipt list the answer wrote itself; only the list the proxy appends is genuine"
	case "receipt_not_valid":
		return "no receipt: the receipt of the matching " + what + " call does not verify"
	default:
		return "no receipt: no " + what + " call was made in this conversation"
	}
}

// FooterHeaders are the lines a footer's lists start with.
var FooterHeaders = []string{footerReceipts, footerFlags}

// FooterStart returns where the last proxy footer in s that holds the list
// header (one of FooterHeaders) starts: at footerRule followed by the
// header, or by warning lines and then the header (as footers of r10
// were written), -1 when there is none. Readers of saved answers (`scan`)
// cut the answer there.
func FooterStart(s, header string) int {
	for end := len(s); ; {
		j := strings.LastIndex(s[:end], header)
		if j < 0 {
			return -1
		}
		k := j
	warnings:
		for {
			for _, w := range [...]string{warnStyleSheet, warnPlaintext, warnOverlay, warnStyleSheetR10, warnPlaintextR10} {
				if strings.HasSuffix(s[:k], w) {
					k -= len(w)
					continue warnings
				}
			}
			break
		}
		if strings.HasSuffix(s[:k], footerRule) {
			return k - len(footerRule)
		}
		end = j
	}
}

// LastFooterStart is where the last proxy footer in s starts (the later
// FooterStart of its headers), -1 when there is none.
func LastFooterStart(s string) int {
	last := -1
	for _, h := range FooterHeaders {
		last = max(last, FooterStart(s, h))
	}
	return last
}

// The warning lines as r10 wrote them, between the rule and the lists:
// FooterStart still finds footers saved then.
const (
	warnStyleSheetR10 = "⚠ This answer carries a style sheet: a page that applies it may hide this list.\n"
	warnPlaintextR10  = "⚠ This answer leaves a plaintext element open: a page that renders its HTML shows this list as raw text, which a style sheet may hide.\n"
)
