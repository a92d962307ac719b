// Package verify is the Go receipt verification recipe of the README
// ("Checking a receipt"): standard library only, crypto/ed25519. The
// tests run it, and verify.mjs and verify.py, against receipts a real
// proxy minted.
package verify

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
)

// Key is one JWKS entry (GET /.well-known/zc-receipt-keys).
type Key struct {
	Kid string `json:"kid"`
	X   string `json:"x"`
	Nbf int64  `json:"nbf"`
	Exp int64  `json:"exp"`
}

// Call is one entry of zc_receipts.calls.
type Call struct {
	Receipt            string `json:"receipt"`
	Tool               string `json:"tool"`
	ArgsSHA256         string `json:"args_sha256"`
	ResultSHA256       string `json:"result_sha256"`
	ConversationSHA256 string `json:"conversation_sha256,omitempty"`
}

var tokenRE = regexp.MustCompile(`^zc-receipt-(\d+)-([0-9a-f]{8})\.([A-Za-z0-9_-]{85}[AQgw])$`)

// Verify checks c's Ed25519 receipt against the JWKS document jwks.
func Verify(jwks []byte, c Call) error {
	var doc struct{ Keys []Key }
	if err := json.Unmarshal(jwks, &doc); err != nil {
		return err
	}
	m := tokenRE.FindStringSubmatch(c.Receipt)
	if m == nil {
		return errors.New("not an Ed25519 receipt")
	}
	epoch, _ := strconv.ParseInt(m[1], 10, 64)
	frame := func(b []byte) []byte { return append(binary.BigEndian.AppendUint64(nil, uint64(len(b))), b...) }
	a, _ := hex.DecodeString(c.ArgsSHA256)
	r, _ := hex.DecodeString(c.ResultSHA256)
	msg := bytes.Join([][]byte{frame([]byte("zc-receipt-ed25519-v1")), frame([]byte(c.Tool)), frame(a), frame(r), frame([]byte(m[1]))}, nil)
	if c.ConversationSHA256 != "" {
		conv, _ := hex.DecodeString(c.ConversationSHA256)
		msg = append(msg, frame(conv)...)
	}
	sig, err := base64.RawURLEncoding.Strict().DecodeString(m[3])
	for _, k := range doc.Keys {
		x, _ := base64.RawURLEncoding.DecodeString(k.X)
		if k.Kid == m[2] && len(x) == ed25519.PublicKeySize && err == nil && k.Nbf <= epoch && (k.Exp == 0 || epoch <= k.Exp) {
			if ed25519.Verify(x, msg, sig) {
				return nil
			}
			return errors.New("invalid: the signature does not cover this call")
		}
	}
	return errors.New("no key " + m[2] + " valid at " + m[1])
}
