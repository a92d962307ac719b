package receipts

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"sync"
)

// edVersion is the first framed field of every Ed25519-signed message.
const edVersion = "zc-receipt-ed25519-v1"

// PublicKey is one Ed25519 receipt key as published (JWKS, audit trail).
// NotBefore is the epoch second its scope started; NotAfter the second it
// ended (0 while it lives). Bound says its receipts also sign the
// conversation digest (receipts.bind_conversation).
type PublicKey struct {
	Kid       string
	Key       ed25519.PublicKey
	NotBefore int64
	NotAfter  int64
	Bound     bool
}

// Verify checks tok's signature over c under k (Verifier).
func (k PublicKey) Verify(tok *Token, c *Call) error {
	if !tok.Ed25519() || tok.Kid != k.Kid || len(k.Key) != ed25519.PublicKeySize {
		return fmt.Errorf("%w: kid %s", ErrUnknownKey, tok.Kid)
	}
	if tok.Epoch < k.NotBefore || (k.NotAfter != 0 && tok.Epoch > k.NotAfter) {
		return ErrOutsideWindow
	}
	if !tok.canonical() {
		return ErrMismatch
	}
	var buf [256]byte
	msg := edMessage(buf[:0], c, tok.Epoch)
	if !ed25519.Verify(k.Key, msg, tok.Sig[:]) {
		return ErrMismatch
	}
	return nil
}

// edMessage appends the signed bytes of an Ed25519 receipt:
// frame(v1) ‖ frame(tool) ‖ frame(SHA-256(args)) ‖ frame(SHA-256(result)) ‖
// frame(epoch) [‖ frame(conversation digest)].
func edMessage(b []byte, c *Call, epoch int64) []byte {
	b = AppendFrame(b, edVersion)
	b = AppendFrame(b, c.Tool)
	b = appendFrameBytes(b, c.ArgsSHA256[:])
	b = appendFrameBytes(b, c.ResultSHA256[:])
	var digits [20]byte
	b = appendFrameBytes(b, strconv.AppendInt(digits[:0], epoch, 10))
	if c.Conversation != nil {
		b = appendFrameBytes(b, c.Conversation)
	}
	return b
}

func appendFrameBytes(b, x []byte) []byte {
	b = binary.BigEndian.AppendUint64(b, uint64(len(x)))
	return append(b, x...)
}

// Kid derives the key id of an Ed25519 public key: the first 4 bytes, in
// lowercase hex, of its RFC 7638 JWK thumbprint
// SHA-256({"crv":"Ed25519","kty":"OKP","x":"<base64url key>"}), so anyone
// holding the key can recompute it.
func Kid(pub ed25519.PublicKey) string {
	sum := sha256.Sum256([]byte(`{"crv":"Ed25519","kty":"OKP","x":"` + base64.RawURLEncoding.EncodeToString(pub) + `"}`))
	return hex.EncodeToString(sum[:4])
}

// edKey is one scope's Ed25519 key pair. The private key lives only here,
// in memory, and zero wipes it when the scope ends. Every textual or
// encoded form of an edKey is "[redacted]".
type edKey struct {
	priv ed25519.PrivateKey // seed ‖ public key
	pub  PublicKey
}

// newEdKey draws a key pair from r (crypto/rand when nil).
func newEdKey(r io.Reader, notBefore int64, bound bool) (*edKey, error) {
	if r == nil {
		r = rand.Reader
	}
	var seed [ed25519.SeedSize]byte
	defer clear(seed[:])
	if _, err := io.ReadFull(r, seed[:]); err != nil {
		return nil, fmt.Errorf("receipts: read key: %w", err)
	}
	priv := ed25519.NewKeyFromSeed(seed[:])
	pub := ed25519.PublicKey(append([]byte(nil), priv[ed25519.SeedSize:]...))
	return &edKey{priv: priv, pub: PublicKey{Kid: Kid(pub), Key: pub, NotBefore: notBefore, Bound: bound}}, nil
}

// sign signs the receipt message of c at epoch into sig.
func (k *edKey) sign(sig *[ed25519.SignatureSize]byte, c *Call, epoch int64) {
	var buf [256]byte
	copy(sig[:], ed25519.Sign(k.priv, edMessage(buf[:0], c, epoch)))
}

// zero wipes the private key. A zeroed key must not sign.
func (k *edKey) zero() {
	clear(k.priv)
	k.priv = nil
}

func (*edKey) String() string               { return redacted }
func (*edKey) GoString() string             { return redacted }
func (*edKey) Format(f fmt.State, _ rune)   { _, _ = io.WriteString(f, redacted) }
func (*edKey) LogValue() slog.Value         { return slog.StringValue(redacted) }
func (*edKey) MarshalJSON() ([]byte, error) { return []byte(`"` + redacted + `"`), nil }
func (*edKey) MarshalText() ([]byte, error) { return []byte(redacted), nil }

// DefaultRetainedKeys bounds how many public keys of ended scopes MemKeys
// keeps (request scope draws one per request that mints).
const DefaultRetainedKeys = 4096

// ErrKidTaken is returned by Publish for a kid already in the set.
var ErrKidTaken = errors.New("receipts: kid already published")

// MemKeys is the in-memory KeyStore: every live key, and the newest
// retained ended ones (FIFO). Safe for concurrent use.
type MemKeys struct {
	mu     sync.RWMutex
	byKid  map[string]PublicKey
	ended  []string // kids of ended keys, oldest first
	retain int
}

// NewMemKeys returns an empty store keeping up to retain ended keys
// (DefaultRetainedKeys when retain <= 0).
func NewMemKeys(retain int) *MemKeys {
	if retain <= 0 {
		retain = DefaultRetainedKeys
	}
	return &MemKeys{byKid: make(map[string]PublicKey), retain: retain}
}

func (m *MemKeys) Key(kid string) (PublicKey, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	k, ok := m.byKid[kid]
	return k, ok
}

// Keys returns every key, live and retained, in no particular order.
func (m *MemKeys) Keys() []PublicKey {
	m.mu.RLock()
	defer m.mu.RUnlock()
	out := make([]PublicKey, 0, len(m.byKid))
	for _, k := range m.byKid {
		out = append(out, k)
	}
	return out
}

func (m *MemKeys) Publish(k PublicKey) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.byKid[k.Kid]; ok {
		return ErrKidTaken
	}
	m.byKid[k.Kid] = k
	return nil
}

// Put adds or replaces k (a key read from a JWKS or an audit trail).
func (m *MemKeys) Put(k PublicKey) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.byKid[k.Kid] = k
}

// Remove drops kid (a key whose publication elsewhere failed: another
// process holds the kid, and its key must be found under it).
func (m *MemKeys) Remove(kid string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.byKid, kid)
	m.ended = slices.DeleteFunc(m.ended, func(k string) bool { return k == kid })
}

func (m *MemKeys) Retire(kid string, notAfter int64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	k, ok := m.byKid[kid]
	if !ok || k.NotAfter != 0 {
		return
	}
	k.NotAfter = notAfter
	m.byKid[kid] = k
	m.ended = append(m.ended, kid)
	for len(m.ended) > m.retain {
		delete(m.byKid, m.ended[0])
		m.ended = m.ended[1:]
	}
}

// JWK is one key of the JWKS (RFC 7517, RFC 8037), with its validity
// window: nbf is the epoch second its scope started, exp the second it
// ended (absent while it lives); zc_bind_conversation says its receipts
// also sign the conversation digest.
type JWK struct {
	Kty       string `json:"kty"`
	Crv       string `json:"crv"`
	Kid       string `json:"kid"`
	X         string `json:"x"`
	Alg       string `json:"alg"`
	Use       string `json:"use"`
	NotBefore int64  `json:"nbf"`
	NotAfter  int64  `json:"exp,omitempty"`
	Bound     bool   `json:"zc_bind_conversation,omitempty"`
}

// ToJWK renders k.
func (k PublicKey) ToJWK() JWK {
	return JWK{Kty: "OKP", Crv: "Ed25519", Kid: k.Kid, X: base64.RawURLEncoding.EncodeToString(k.Key),
		Alg: "EdDSA", Use: "sig", NotBefore: k.NotBefore, NotAfter: k.NotAfter, Bound: k.Bound}
}

// FromJWK checks one JWK strictly (OKP, Ed25519, a 32-byte x, and a kid
// that is x's thumbprint kid) and returns the key.
func FromJWK(j JWK) (PublicKey, error) {
	if j.Kty != "OKP" || j.Crv != "Ed25519" {
		return PublicKey{}, fmt.Errorf("key %q: want kty OKP, crv Ed25519", j.Kid)
	}
	if j.Alg != "" && j.Alg != "EdDSA" {
		return PublicKey{}, fmt.Errorf("key %q: alg %q, want EdDSA", j.Kid, j.Alg)
	}
	x, err := base64.RawURLEncoding.Strict().DecodeString(j.X)
	if err != nil || len(x) != ed25519.PublicKeySize {
		return PublicKey{}, fmt.Errorf("key %q: x is not a 32-byte unpadded base64url key", j.Kid)
	}
	pub := ed25519.PublicKey(x)
	if Kid(pub) != j.Kid {
		return PublicKey{}, fmt.Errorf("key %q: kid does not match the key (want %s)", j.Kid, Kid(pub))
	}
	return PublicKey{Kid: j.Kid, Key: pub, NotBefore: j.NotBefore, NotAfter: j.NotAfter, Bound: j.Bound}, nil
}

// JWKS renders keys as {"keys":[…]}.
func JWKS(keys []PublicKey) []byte {
	out := struct {
		Keys []JWK `json:"keys"`
	}{Keys: make([]JWK, 0, len(keys))}
	for _, k := range keys {
		out.Keys = append(out.Keys, k.ToJWK())
	}
	b, _ := json.Marshal(out)
	return b
}

// ParseJWKS reads a JWKS document ({"keys":[…]}) into a MemKeys.
func ParseJWKS(data []byte) (*MemKeys, error) {
	var doc struct {
		Keys []JWK `json:"keys"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("not a JWKS document: %w", err)
	}
	if len(doc.Keys) == 0 {
		return nil, errors.New("the JWKS has no keys")
	}
	ks := NewMemKeys(len(doc.Keys))
	for _, j := range doc.Keys {
		k, err := FromJWK(j)
		if err != nil {
			return nil, err
		}
		ks.Put(k)
	}
	return ks, nil
}
