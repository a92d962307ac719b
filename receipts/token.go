package receipts

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// TokenPrefix starts every receipt token.
const TokenPrefix = "zc-receipt-"

const (
	digestLen      = 43 // base64url, no padding, of a 32-byte digest
	maxEpochDigits = 19 // len("9223372036854775807")
	kidLen         = 8  // lowercase hex naming an Ed25519 key
	sigLen         = 86 // base64url, no padding, of a 64-byte Ed25519 signature
	hmacTokenLen   = len(TokenPrefix) + maxEpochDigits + 1 + digestLen
	edTokenLen     = len(TokenPrefix) + maxEpochDigits + 1 + kidLen + 1 + sigLen
	maxTokenLen    = edTokenLen // the longer of the two forms

	receiptOpen  = "\n\n[receipt: "
	receiptClose = "]"
)

// ErrMalformedToken is returned (wrapped) by ParseToken.
var ErrMalformedToken = errors.New("receipts: malformed token")

// ParseToken checks that s is exactly one well-formed token
// ("zc-receipt-<decimal epoch>-<43 base64url chars>") and returns its parts.
//
// Well-formed is syntactic: 1–19 decimal digits that fit an int64, then 43
// characters of the base64url alphabet. The last character carries two
// unused bits; ParseToken ignores them, so a fabricated token is still
// recognised (and flagged). Only the canonical spelling Mint produces ever
// verifies or matches the ledger.
func ParseToken(s string) (epoch int64, digest [32]byte, err error) {
	rest, ok := strings.CutPrefix(s, TokenPrefix)
	if !ok {
		return 0, digest, fmt.Errorf("%w: missing %q prefix", ErrMalformedToken, TokenPrefix)
	}
	n := epochDigits(rest)
	if n == 0 {
		return 0, digest, fmt.Errorf("%w: bad epoch", ErrMalformedToken)
	}
	epoch, err = strconv.ParseInt(rest[:n], 10, 64)
	if err != nil {
		return 0, digest, fmt.Errorf("%w: epoch out of range", ErrMalformedToken)
	}
	rest = rest[n:]
	if len(rest) != 1+digestLen || rest[0] != '-' || digestChars(rest[1:]) != digestLen {
		return 0, digest, fmt.Errorf("%w: digest is not %d base64url characters", ErrMalformedToken, digestLen)
	}
	decodeDigest(&digest, rest[1:])
	return epoch, digest, nil
}

// formatToken appends the canonical token for (epoch, digest) to dst.
func formatToken(dst []byte, epoch int64, digest []byte) []byte {
	dst = append(dst, TokenPrefix...)
	dst = strconv.AppendInt(dst, epoch, 10)
	dst = append(dst, '-')
	return base64.RawURLEncoding.AppendEncode(dst, digest)
}

// FindTokens returns every well-formed token in text, in order of
// appearance, duplicates kept. Linear in len(text).
//
// A token must stand on its own: the prefix must not follow a letter, digit,
// '-' or '_' (so "xzc-receipt-…" is not a token), and the 43 digest
// characters must not be followed by another base64url character (so a
// longer run is not silently truncated into a token). Prose punctuation,
// backticks, brackets and JSON string quotes all delimit.
func FindTokens(text string) []string {
	var out []string
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], TokenPrefix)
		if j < 0 {
			break
		}
		start := i + j
		if n := tokenAt(text, start); n > 0 {
			out = append(out, text[start:start+n])
			i = start + n
			continue
		}
		i = start + 1
	}
	return out
}

// tokenAt returns the length of the delimited token starting at text[start]
// (which begins with TokenPrefix), or 0. It reads at most maxTokenLen+1 bytes.
// Both forms are recognised: "<epoch>-<43 base64url>" (HMAC) and
// "<epoch>-<8 lowercase hex>.<86 base64url>" (Ed25519).
func tokenAt(text string, start int) int {
	if start > 0 && isBase64URL(text[start-1]) {
		return 0
	}
	rest := text[start+len(TokenPrefix):]
	n := epochDigits(rest)
	if n == 0 || len(rest) < n+1+digestLen || rest[n] != '-' {
		return 0
	}
	if _, err := strconv.ParseInt(rest[:n], 10, 64); err != nil {
		return 0
	}
	d := rest[n+1:]
	if m := edTail(d); m > 0 {
		return len(TokenPrefix) + n + 1 + m
	}
	if digestChars(d[:digestLen]) != digestLen {
		return 0
	}
	if len(d) > digestLen && isBase64URL(d[digestLen]) {
		return 0
	}
	return len(TokenPrefix) + n + 1 + digestLen
}

// edTail returns the length of a delimited Ed25519 tail ("<kid>.<sig>") at
// the start of d, or 0.
func edTail(d string) int {
	const m = kidLen + 1 + sigLen
	if len(d) < m || d[kidLen] != '.' || !isKid(d[:kidLen]) || digestChars(d[kidLen+1:m]) != sigLen {
		return 0
	}
	if len(d) > m && isBase64URL(d[m]) {
		return 0
	}
	return m
}

// isKid reports whether s is 8 lowercase hex characters.
func isKid(s string) bool {
	if len(s) != kidLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// epochDigits returns how many leading decimal digits s has, or 0 when that
// is none or more than an int64 can spell.
func epochDigits(s string) int {
	n := 0
	for n < len(s) && n <= maxEpochDigits && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n > maxEpochDigits {
		return 0
	}
	return n
}

// digestChars returns how many leading bytes of s are base64url characters.
func digestChars(s string) int {
	n := 0
	for n < len(s) && isBase64URL(s[n]) {
		n++
	}
	return n
}

func isBase64URL(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// decodeDigest decodes 43 base64url characters (already checked) into d,
// ignoring the two unused low bits of the last character.
func decodeDigest(d *[32]byte, s string) {
	var acc uint32
	var bits uint
	k := 0
	for i := 0; i < len(s); i++ {
		acc = acc<<6 | uint32(base64URLValue(s[i]))
		bits += 6
		if bits >= 8 {
			bits -= 8
			d[k] = byte(acc >> bits)
			k++
		}
	}
}

func base64URLValue(c byte) byte {
	switch {
	case c >= 'A' && c <= 'Z':
		return c - 'A'
	case c >= 'a' && c <= 'z':
		return c - 'a' + 26
	case c >= '0' && c <= '9':
		return c - '0' + 52
	case c == '-':
		return 62
	default: // '_'
		return 63
	}
}

// AppendReceipt returns the tool message content the model sees on success:
// result + "\n\n[receipt: " + token + "]".
func AppendReceipt(result, token string) string {
	return result + receiptOpen + token + receiptClose
}

// SplitReceipt undoes AppendReceipt. ok is false when content does not end
// in a well-formed "[receipt: …]" suffix.
func SplitReceipt(content string) (result, token string, ok bool) {
	body, found := strings.CutSuffix(content, receiptClose)
	if !found {
		return content, "", false
	}
	// The token is at most maxTokenLen bytes, so only the tail can hold the
	// opening marker; searching just there keeps this O(1) in len(content).
	tail := body
	if lim := len(receiptOpen) + maxTokenLen; len(tail) > lim {
		tail = tail[len(tail)-lim:]
	}
	i := strings.LastIndex(tail, receiptOpen)
	if i < 0 {
		return content, "", false
	}
	i += len(body) - len(tail)
	token = body[i+len(receiptOpen):]
	if _, err := Parse(token); err != nil {
		return content, "", false
	}
	return body[:i], token, true
}
