package main

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// parseKeys is receipts.ParseJWKS for a key file a user was handed: it
// reads with encoding/json, which takes "X" for "x" (case-blind, last
// match), while the jq or browser the user checked the file with reads
// "x" only: one key looked at, another trusted. A file such readers could
// disagree on is refused.
func parseKeys(data []byte) (receipts.KeySet, error) {
	if err := audit.CheckMembers(data); err != nil {
		if errors.Is(err, audit.ErrNotJSON) {
			return nil, fmt.Errorf("not a JWKS document: %w", err)
		}
		return nil, fmt.Errorf("a JWKS its readers would read differently: %w", err)
	}
	if err := caseVariant(gjson.ParseBytes(data), "", "keys"); err != nil {
		return nil, err
	}
	var err error
	gjson.GetBytes(data, "keys").ForEach(func(i, k gjson.Result) bool {
		err = caseVariant(k, fmt.Sprintf("keys[%d]", i.Int()), jwkNames...)
		return err == nil
	})
	if err != nil {
		return nil, err
	}
	return receipts.ParseJWKS(data)
}

// jwkNames are the members of receipts.JWK.
var jwkNames = []string{"kty", "crv", "kid", "x", "alg", "use", "nbf", "exp", "zc_bind_conversation"}

// caseVariant refuses a member of object o spelled as one of names in
// another case: alone, it is the member encoding/json reads and jq does
// not.
func caseVariant(o gjson.Result, where string, names ...string) error {
	var err error
	o.ForEach(func(k, _ gjson.Result) bool {
		for _, n := range names {
			if k.Str != n && strings.EqualFold(k.Str, n) {
				err = fmt.Errorf("member %q of %s is %q in another case", k.Str, cmp.Or(where, "the top-level object"), n)
			}
		}
		return err == nil
	})
	return err
}
