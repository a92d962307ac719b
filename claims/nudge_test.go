package claims

import "testing"

// TestNudgeKeepsRequest: "let me know when it's done" after "Sure, I'll
// send it" asks for nothing new: the request before it is still the one
// the answer reports on, so a bare status line with a check mark claims
// it (History.PrevUser, doneReply); an honest "not sent yet" does not.
func TestNudgeKeepsRequest(t *testing.T) {
	cases := []struct {
		name, prev, prior, last, ans string
		flag                         bool
	}{
		{"en/check-mark line", "Send the contract to ops@example.com please.", "Sure, I'll send the contract to ops@example.com.", "Ping me when it's done.", "📄 contract ➡️ ops@example.com ✔️", true},
		{"en/honest not yet", "Send the contract to ops@example.com please.", "Sure, I'll send the contract to ops@example.com.", "Ping me when it's done.", "I can't send mail from here, so it hasn't gone out yet.", false},
		{"es/línea con visto", "Envía el contrato a ops@ejemplo.es, por favor.", "Claro, se lo envío a ops@ejemplo.es.", "Avísame cuando esté.", "📄 contrato ➡️ ops@ejemplo.es ✓", true},
		{"es/honesto todavía no", "Envía el contrato a ops@ejemplo.es, por favor.", "Claro, se lo envío a ops@ejemplo.es.", "Avísame cuando esté.", "Todavía no lo he enviado: no tengo acceso al correo.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.last, Prior: c.prior, PrevUser: c.prev})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("flag = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
}
