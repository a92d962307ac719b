package receipts

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Signing modes (config receipts.signing).
const (
	SigningHMAC    = "hmac"
	SigningEd25519 = "ed25519"
)

// Verification errors. Every failure of Verify wraps one of them.
var (
	// ErrMismatch: the token is well-formed and its key is known, but its
	// MAC or signature does not cover the call given (or is not the
	// canonical spelling of one).
	ErrMismatch = errors.New("receipts: receipt does not verify over this call")
	// ErrUnknownKey: no key with the token's kid is known (or, for an HMAC
	// token, this scope's key is gone).
	ErrUnknownKey = errors.New("receipts: unknown key")
	// ErrOutsideWindow: the token's epoch lies outside its key's validity window.
	ErrOutsideWindow = errors.New("receipts: receipt dated outside its key's validity window")
	// ErrNeedCallBytes: an HMAC receipt covers the arguments and result
	// themselves; their digests are not enough to check it.
	ErrNeedCallBytes = errors.New("receipts: an hmac receipt needs the arguments and result, not their digests")
)

// Token is a parsed receipt token, either form:
//
//	zc-receipt-<epoch>-<43 base64url>               HMAC-SHA256 (Kid == "")
//	zc-receipt-<epoch>-<kid>.<86 base64url>         Ed25519 (Kid: 8 lowercase hex)
type Token struct {
	Raw    string
	Epoch  int64
	Kid    string   // "" for HMAC
	Digest [32]byte // HMAC only
	Sig    [64]byte // Ed25519 only
}

// Ed25519 reports whether t is the Ed25519 form.
func (t *Token) Ed25519() bool { return t.Kid != "" }

// Alg is "hmac" or "ed25519".
func (t *Token) Alg() string {
	if t.Ed25519() {
		return SigningEd25519
	}
	return SigningHMAC
}

// Parse checks that s is exactly one well-formed token of either form and
// returns its parts. Like ParseToken it is syntactic: the epoch may carry
// leading zeros and the last signature character unused bits; such a
// spelling parses (so it can be reported) but never verifies (canonical).
func Parse(s string) (Token, error) {
	t := Token{Raw: s}
	if len(s) > maxTokenLen {
		return t, fmt.Errorf("%w: longer than %d bytes", ErrMalformedToken, maxTokenLen)
	}
	rest, ok := strings.CutPrefix(s, TokenPrefix)
	if !ok {
		return t, fmt.Errorf("%w: missing %q prefix", ErrMalformedToken, TokenPrefix)
	}
	n := epochDigits(rest)
	if n == 0 {
		return t, fmt.Errorf("%w: bad epoch", ErrMalformedToken)
	}
	epoch, err := strconv.ParseInt(rest[:n], 10, 64)
	if err != nil {
		return t, fmt.Errorf("%w: epoch out of range", ErrMalformedToken)
	}
	t.Epoch = epoch
	rest = rest[n:]
	if len(rest) == 0 || rest[0] != '-' {
		return t, fmt.Errorf("%w: no '-' after the epoch", ErrMalformedToken)
	}
	rest = rest[1:]
	if len(rest) == kidLen+1+sigLen && rest[kidLen] == '.' {
		if !isKid(rest[:kidLen]) {
			return t, fmt.Errorf("%w: kid is not %d lowercase hex characters", ErrMalformedToken, kidLen)
		}
		if digestChars(rest[kidLen+1:]) != sigLen {
			return t, fmt.Errorf("%w: signature is not %d base64url characters", ErrMalformedToken, sigLen)
		}
		t.Kid = rest[:kidLen]
		decodeBase64URL(t.Sig[:], rest[kidLen+1:])
		return t, nil
	}
	if len(rest) != digestLen || digestChars(rest) != digestLen {
		return t, fmt.Errorf("%w: expected %d base64url characters, or a kid and a signature", ErrMalformedToken, digestLen)
	}
	decodeDigest(&t.Digest, rest)
	return t, nil
}

// canonical reports whether t.Raw is the one spelling Mint produces for
// its parts (no leading zeros, no stray low bits).
func (t *Token) canonical() bool {
	var buf [maxTokenLen]byte
	var got []byte
	if t.Ed25519() {
		got = formatEdToken(buf[:0], t.Epoch, t.Kid, t.Sig[:])
	} else {
		got = formatToken(buf[:0], t.Epoch, t.Digest[:])
	}
	return string(got) == t.Raw
}

// formatEdToken appends the canonical Ed25519 token to dst.
func formatEdToken(dst []byte, epoch int64, kid string, sig []byte) []byte {
	dst = append(dst, TokenPrefix...)
	dst = strconv.AppendInt(dst, epoch, 10)
	dst = append(dst, '-')
	dst = append(dst, kid...)
	dst = append(dst, '.')
	return base64.RawURLEncoding.AppendEncode(dst, sig)
}

// decodeBase64URL decodes s (already checked to be base64url characters)
// into d, ignoring unused low bits of the last character.
func decodeBase64URL(d []byte, s string) {
	var acc uint32
	var bits uint
	k := 0
	for i := 0; i < len(s) && k < len(d); i++ {
		acc = acc<<6 | uint32(base64URLValue(s[i]))
		bits += 6
		if bits >= 8 {
			bits -= 8
			d[k] = byte(acc >> bits)
			k++
		}
	}
}

// Call is what a receipt covers, as a verifier is given it. The digests
// are always set; Args (canonical) and Result are set only when the
// caller has the call itself, which an HMAC receipt needs. Conversation
// is the 32-byte conversation digest for a receipt minted under
// receipts.bind_conversation, nil otherwise.
type Call struct {
	Tool         string
	ArgsSHA256   [32]byte
	ResultSHA256 [32]byte
	Args         []byte // canonical arguments; nil when only digests are known
	Result       []byte
	HaveBytes    bool
	Conversation []byte
}

// NewCall builds a Call from the arguments JSON (canonicalised here) and
// the result text exactly as the model received it, before the receipt.
func NewCall(tool string, args, result []byte, conversation []byte) (Call, error) {
	canon, err := Canonicalize(args)
	if err != nil {
		return Call{}, err
	}
	return Call{Tool: tool, Args: canon, Result: result, HaveBytes: true,
		ArgsSHA256: sha256.Sum256(canon), ResultSHA256: sha256.Sum256(result), Conversation: conversation}, nil
}

// CallFromDigests builds a Call from the lowercase-hex SHA-256 digests of
// the canonical arguments and of the result (as zc_receipts.calls and the
// audit trail give them).
func CallFromDigests(tool, argsHex, resultHex string, conversation []byte) (Call, error) {
	c := Call{Tool: tool, Conversation: conversation}
	if err := ParseDigest(&c.ArgsSHA256, argsHex); err != nil {
		return c, fmt.Errorf("args_sha256: %w", err)
	}
	if err := ParseDigest(&c.ResultSHA256, resultHex); err != nil {
		return c, fmt.Errorf("result_sha256: %w", err)
	}
	return c, nil
}

// ParseDigest decodes exactly 64 lowercase hex characters into d.
func ParseDigest(d *[32]byte, s string) error {
	if len(s) != 64 {
		return errors.New("not 64 lowercase hex characters")
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return errors.New("not 64 lowercase hex characters")
		}
	}
	_, err := hex.Decode(d[:], []byte(s))
	return err
}

// Verifier checks receipts under one key. The HMAC variant (a Scope's
// key) needs the call's bytes; the Ed25519 variant (PublicKey) needs only
// its digests. Verify returns nil when tok covers c, otherwise an error
// wrapping one of ErrMismatch, ErrUnknownKey, ErrOutsideWindow,
// ErrNeedCallBytes. Comparisons are constant-time.
type Verifier interface {
	Verify(tok *Token, c *Call) error
}

// KeySet finds Ed25519 verification keys by kid: live keys and, bounded,
// those of ended scopes. The in-memory MemKeys is the default; a store
// shared between replicas (Redis) implements the same interface.
type KeySet interface {
	Key(kid string) (PublicKey, bool)
	Keys() []PublicKey
}

// KeyStore is a KeySet that keys are published to: Publish when a scope's
// key is drawn (it fails on a kid already in the set, and the caller
// draws again), Retire when the scope ends.
type KeyStore interface {
	KeySet
	Publish(PublicKey) error
	Retire(kid string, notAfter int64)
}

// ForeignKeySet is a KeySet shared by several processes (replicas behind
// one balancer): Foreign finds a key another process published, never one
// of this process's own. A token under a foreign key is not in this
// process's ledger, so Scope.Check calls it unverifiable (it may be
// genuine), never invalid; with the call in hand its signature decides.
type ForeignKeySet interface {
	Foreign(kid string) (PublicKey, bool)
}

// VerifyForeign checks tok over c under a key another process published
// in keys (false when keys is not a ForeignKeySet or has no such key).
func VerifyForeign(keys KeySet, tok *Token, c *Call) bool {
	fk, ok := keys.(ForeignKeySet)
	if !ok || !tok.Ed25519() {
		return false
	}
	pk, ok := fk.Foreign(tok.Kid)
	return ok && pk.Verify(tok, c) == nil
}

// VerifyWith checks an Ed25519 token against keys, offline: the key named
// by its kid, its validity window, then the signature over c.
func VerifyWith(keys KeySet, tok *Token, c *Call) error {
	if !tok.Ed25519() {
		return fmt.Errorf("%w: hmac receipts can be checked only by the proxy that minted them", ErrUnknownKey)
	}
	pk, ok := keys.Key(tok.Kid)
	if !ok {
		return fmt.Errorf("%w: kid %s", ErrUnknownKey, tok.Kid)
	}
	return pk.Verify(tok, c)
}

// ctEqual compares two byte slices in constant time (for equal lengths).
func ctEqual(a, b []byte) bool { return subtle.ConstantTimeCompare(a, b) == 1 }
