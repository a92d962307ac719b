package toolrun

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// cappedBuffer keeps the first limit+slack+1 bytes written to it and
// discards the rest while still reporting success, so a chatty process is
// drained rather than blocked and memory stays bounded. The slack holds the
// rest of any secret that starts before the limit, so redaction (which runs
// before the cut, see capRedacted) sees it whole; the extra byte tells a
// truncated stream from one that ends there.
type cappedBuffer struct {
	limit   int
	keep    int
	secrets []string
	buf     bytes.Buffer
}

// newCappedBuffer caps at limit bytes, redacting the configured secrets
// (and every credential pattern) before it cuts.
func newCappedBuffer(limit int, secrets []string) *cappedBuffer {
	return &cappedBuffer{limit: limit, keep: limit + capSlack(secrets) + 1, secrets: secrets}
}

// patternSlack is read past the cap so a credential pattern (a key, a
// JWT) that starts before it is matched whole.
const patternSlack = 1 << 10

// capSlack is how far past the cap output is kept for redaction: the
// longest configured secret, and patternSlack for the patterns.
func capSlack(secrets []string) int {
	n := patternSlack
	for _, s := range secrets {
		n = max(n, len(s))
	}
	return n
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := b.keep - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// ReadFrom drains r through a small buffer: os/exec copies a process's
// output with io.Copy, which would otherwise allocate 32 KiB per stream.
func (b *cappedBuffer) ReadFrom(r io.Reader) (int64, error) {
	var total int64
	chunk := make([]byte, 4<<10)
	for {
		n, err := r.Read(chunk)
		b.Write(chunk[:n])
		total += int64(n)
		if errors.Is(err, io.EOF) {
			return total, nil
		}
		if err != nil {
			return total, err
		}
	}
}

// String returns what the model sees: redacted, valid UTF-8, cut at the
// limit with a visible note when more was written.
func (b *cappedBuffer) String() string { return capRedacted(b.buf.Bytes(), b.limit, b.secrets) }

// truncationNote is appended to output cut at limit bytes.
func truncationNote(limit int) string {
	return fmt.Sprintf("\n[output truncated at %d bytes]", limit)
}

// capOutput is capRedacted with the credential patterns only.
func capOutput(p []byte, limit int) string { return capRedacted(p, limit, nil) }

// capRedacted redacts p (see redactSecrets), then cuts it after at most
// limit bytes of p (without splitting a UTF-8 sequence or a redaction),
// replaces invalid UTF-8, since the result travels inside JSON, and appends
// the truncation note when anything was cut. Redacting first matters: a cut
// through a secret leaves a prefix no rule matches, and the model places
// the cut (it pads its own arguments). A secret that starts before the cut
// is redacted whole, so p should run capSlack bytes past limit.
func capRedacted(p []byte, limit int, secrets []string) string {
	s := string(p)
	spans := secretSpans(s, secrets)
	if len(s) <= limit && len(spans) == 0 {
		return strings.ToValidUTF8(s, "\uFFFD")
	}
	var b strings.Builder
	b.Grow(min(len(s), limit) + 64)
	pos := 0
	for _, sp := range append(spans, span{start: len(s), end: len(s)}) { // sentinel: the tail
		if sp.start > limit || sp.start == limit && sp.end > sp.start {
			if pos < limit {
				b.Write(trimPartialRune([]byte(s[pos:limit])))
				pos = limit
			}
			break
		}
		b.WriteString(s[pos:sp.start])
		pos = sp.start
		if sp.end > sp.start {
			b.WriteString(redactedMark(sp.kind))
			pos = sp.end
		}
	}
	out := strings.ToValidUTF8(b.String(), "\uFFFD")
	if pos < len(s) {
		out += truncationNote(limit)
	}
	return out
}

// trimPartialRune drops an incomplete UTF-8 sequence at the end of p, left
// there by a cut at an arbitrary byte offset.
func trimPartialRune(p []byte) []byte {
	for i := 1; i <= utf8.UTFMax && i <= len(p); i++ {
		c := p[len(p)-i]
		if c < utf8.RuneSelf {
			return p // ASCII: nothing is split
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRune(p[len(p)-i:]) {
				return p[:len(p)-i]
			}
			return p
		}
	}
	return p
}

// maxDetail bounds the text of a Result.Detail taken from tool output.
const maxDetail = 300

// firstLine returns the first non-empty line of s, trimmed and capped at
// maxDetail bytes, as valid UTF-8: a short excerpt fit for a Detail.
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = strings.TrimSpace(s[:i])
	}
	return shorten(s, maxDetail)
}

// excerpt is shorten of s redacted first, so the cut cannot split a
// secret: for text a tool or server wrote.
func excerpt(s string, n int, secrets []string) string {
	return shorten(redactSecrets(s, secrets), n)
}

// shorten caps s at n bytes with an ellipsis, keeping UTF-8 valid.
func shorten(s string, n int) string {
	if len(s) <= n {
		return strings.ToValidUTF8(s, "\uFFFD")
	}
	return strings.ToValidUTF8(string(trimPartialRune([]byte(s[:n]))), "\uFFFD") + "…"
}
