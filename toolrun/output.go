package toolrun

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// cappedBuffer keeps the first limit+1 bytes written to it and discards the
// rest while still reporting success, so a chatty process is drained rather
// than blocked and memory stays bounded. The extra byte is what tells a
// truncated stream from one of exactly limit bytes.
type cappedBuffer struct {
	limit int
	buf   bytes.Buffer
}

func newCappedBuffer(limit int) *cappedBuffer { return &cappedBuffer{limit: limit} }

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := b.limit + 1 - b.buf.Len(); room > 0 {
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

// String returns what the model sees: valid UTF-8, cut at the limit with a
// visible note when more was written.
func (b *cappedBuffer) String() string { return capOutput(b.buf.Bytes(), b.limit) }

// truncationNote is appended to output cut at limit bytes.
func truncationNote(limit int) string {
	return fmt.Sprintf("\n[output truncated at %d bytes]", limit)
}

// capOutput cuts p at limit bytes (without splitting a UTF-8 sequence),
// replaces invalid UTF-8, since the result travels inside JSON, and appends
// the truncation note when anything was cut.
func capOutput(p []byte, limit int) string {
	if len(p) <= limit {
		return strings.ToValidUTF8(string(p), "\uFFFD")
	}
	p = trimPartialRune(p[:limit])
	return strings.ToValidUTF8(string(p), "\uFFFD") + truncationNote(limit)
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

// shorten caps s at n bytes with an ellipsis, keeping UTF-8 valid.
func shorten(s string, n int) string {
	if len(s) <= n {
		return strings.ToValidUTF8(s, "\uFFFD")
	}
	return strings.ToValidUTF8(string(trimPartialRune([]byte(s[:n]))), "\uFFFD") + "…"
}
