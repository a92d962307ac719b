package main

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestParseKeysRefusesAmbiguousMembers: a key file whose "x" jq reads one
// way and encoding/json (ParseJWKS) another is refused: the user would
// look at one key and trust another.
func TestParseKeysRefusesAmbiguousMembers(t *testing.T) {
	m, err := receipts.NewManagerWith(receipts.Options{Scope: receipts.ScopeProcess, Signing: receipts.SigningEd25519})
	if err != nil {
		t.Fatal(err)
	}
	_, release := m.Acquire()
	release()
	jwks := string(receipts.JWKS(m.Keys().Keys()))
	if _, err := parseKeys([]byte(jwks)); err != nil || !strings.Contains(jwks, `"x":"`) {
		t.Fatalf("genuine JWKS: %v\n%s", err, jwks)
	}
	other := `"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"`
	for _, c := range []struct{ name, from, to, want string }{
		{"duplicate", `"x":`, `"x":` + other + `,"x":`, `"x" repeated in keys[0]`},
		{"case variant", `"x":`, `"X":` + other + `,"x":`, `"x" is "X" in another case`},
		{"escaped key name", `"x":`, `"\u0078":` + other + `,"x":`, `"x" repeated`},
		{"lone case variant", `"x":`, `"X":`, `member "X" of keys[0] is "x" in another case`},
		{"U+212A folded name", `"kid":`, `"\u212aid":`, `is "kid" in another case`},
		{"U+017F folded name", `"use":`, `"u\u017fe":`, `is "use" in another case`},
		{"top-level case variant", `{"keys":`, `{"Keys":`, `is "keys" in another case`},
	} {
		t.Run(c.name, func(t *testing.T) {
			edited := strings.Replace(jwks, c.from, c.to, 1)
			if _, err := parseKeys([]byte(edited)); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("parseKeys(%s) = %v, want an error with %s", edited, err, c.want)
			}
		})
	}
}
