package toolrun

import (
	"strings"
	"testing"
)

// Attack (round 7): redaction keeps receipt tokens whole, and dropped
// every span that touched one. A receipt token was read as
// "zc-receipt-<digits>-" and the next 43 base64url characters, with
// nothing required after them, so text that put a fake token's head just
// before a secret shielded it: the secret's first 43 characters became the
// "digest", its span touched the token and was dropped, and the whole
// secret reached the model. Configured secrets (upstream and client keys,
// ${VAR} values, tool headers) are now never dropped for a token's sake. Whoever can put a
// few words before a secret in a tool's output (a value an API echoes
// beside a key, a template that joins a parameter to one) can do it.
func TestRedactionShieldedByFakeReceipt(t *testing.T) {
	configured := "cfg-secret-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH" // longer than a digest
	digestSized := "Q2xpZW50U2VjcmV0LTAxMjM0NTY3ODlhYmNkZWYwMTI"            // exactly 43 base64url characters
	for _, tc := range []struct {
		name, output, secret string
	}{
		{"configured secret after a fake token head", "value: zc-receipt-1-" + configured + "\n", configured},
		{"configured secret as a fake digest", "value: zc-receipt-1-" + digestSized + "\n", digestSized},
		{"configured secret as a fake digest, then more", "value: zc-receipt-1-" + digestSized + "]\n", digestSized},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := redactSecrets(tc.output, []string{configured, digestSized})
			if strings.Contains(got, tc.secret) {
				t.Errorf("secret kept: %q", got)
			}
		})
	}

	// A genuine receipt token still passes untouched, in a tool message
	// or quoted in output.
	token := "zc-receipt-1796384436-yHfz2BbvSh6NOW2Na1wfDZVFbwoQoV9PHPtAi77uz2U"
	for _, out := range []string{
		"result\n\n[receipt: " + token + "]",
		"see " + token + ".",
		token,
	} {
		if got := redactSecrets(out, []string{configured}); got != out {
			t.Errorf("a genuine receipt token was changed: %q -> %q", out, got)
		}
	}
}
