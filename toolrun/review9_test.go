package toolrun

import (
	"strings"
	"testing"
)

// splitterLen reads an escape as a terminal does: "ESC [" takes the next
// byte in @..~ as its final byte, a lone "ESC" the next byte in 0..~. But
// the reader redaction protects against is the model, which gets the
// output as JSON text ("Zq8-\u001b[vendor-key-77Hx") and drops the two
// bytes of junk, not the letter after them: the split search reads
// "Zq8-endor-key-77Hx", the exact search finds no whole secret, and the
// whole secret reaches the model. git log's allowed --format writes raw
// ESC bytes and colour codes anywhere in a line (%x1b, %C(always,red):
// the colour refusal does not cover them). A CSI or nF sequence cut short
// by a byte of the secret should be read both ways (or its bytes
// dropped one by one).
func TestReview9RedactEscapeSwallowsSecretByte(t *testing.T) {
	for _, in := range []string{
		edgeKey[:4] + "\x1b[" + edgeKey[4:],
		edgeKey[:4] + "\x1b" + edgeKey[4:],
		edgeKey[:4] + "\x1b[1" + edgeKey[4:],
		edgeKey[:10] + "\x1b(" + edgeKey[10:],
	} {
		got := redactSecrets(in, []string{edgeKey})
		if !strings.Contains(got, redactedMark("secret")) {
			t.Errorf("redactSecrets(%q) = %q: the model reads %q", in, got, edgeKey)
		}
	}
}

// SafeID writes a model-chosen call id to the audit trail as it is when
// it is 64 bytes of [A-Za-z0-9_-]; LogRef's own comment says why that is
// not safe: "No shape check tells a random id from words run together"
// ("call_mypinis4921"), and SECURITY.md says logs never hold message
// text. The audit trail is where these ids go (audit/entry.go), so a
// model can still copy the user's PIN or a phrase there.
func TestReview9SafeIDKeepsWords(t *testing.T) {
	for _, id := range []string{"call_my_pin_is_4921", "call_user-password-hunter2", "call_iban_DE89370400440532013000"} {
		if got := SafeID(id); strings.Contains(got, id[5:]) {
			t.Errorf("SafeID(%q) = %q: message text in the audit trail", id, got)
		}
	}
}
