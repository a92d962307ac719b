package claims

import "testing"

// TestNameLabelsAddress: the person a message went to, followed by the
// address in parentheses ("a Pedro (611 222 333)", "an Herrn Wolff (0171
// 2233445)", "to Ana (ana@x.io)"), is that address's label: the address
// is the object a call must name, not the name, which a send call's
// arguments rarely hold. A name alone still must be named, and another
// address still flags.
func TestNameLabelsAddress(t *testing.T) {
	sms := [][2]string{{"send_sms", "Send an SMS."}}
	sent := [3]string{"send_sms", `{"to":"+34611222333","text":"Llego a las 8"}`, `{"status":"sent"}`}
	sentDE := [3]string{"send_sms", `{"to":"+491712233445","text":"Termin bestätigt"}`, `{"status":"sent"}`}
	mail := [3]string{"send_email", `{"to":"ana@acme.io","subject":"Q3"}`, `{"status":"sent"}`}
	runAnchorCases(t, []anchorCase{
		{"es name and number", sms, "Avisa a Pedro de que llego a las 8.", "Le he mandado el SMS a Pedro (611 222 333).", [][3]string{sent}, false},
		{"de name and number", sms, "Schick Herrn Wolff die Bestätigung.", "Die SMS an Herrn Wolff (0171 2233445) ist raus.", [][3]string{sentDE}, false},
		{"en name and e-mail", mailTool, "Send Ana the Q3 numbers.", "Sent the Q3 numbers to Ana (ana@acme.io).", [][3]string{mail}, false},
		// twins: another address, or a person named alone whom no call names
		{"es another number", sms, "Avisa a Pedro de que llego a las 8.", "Le he mandado el SMS a Pedro (699 888 777).", [][3]string{sent}, true},
		{"de another person without address", sms, "Schick Herrn Wolff die Bestätigung.", "Die SMS an Herrn Wolff ist raus, und an Frau Lenz auch.", [][3]string{sentDE}, true},
		{"en another e-mail", mailTool, "Send Ana the Q3 numbers.", "Sent the Q3 numbers to Ana (ana.b@acme.io).", [][3]string{mail}, true},
	})
}
