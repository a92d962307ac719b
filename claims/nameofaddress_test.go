package claims

import "testing"

// TestNameOfAddress: a name written right before the address a message
// went to ("Texted Bruno at +1 415 555 0187", "Mail an Jonas
// (jonas@acme.de)") is that address's holder, named by the send call
// that used the address; beside another address than the call's, it
// still flags.
func TestNameOfAddress(t *testing.T) {
	sms := [][2]string{{"send_sms", "Send an SMS."}}
	bruno := [3]string{"send_sms", `{"to": "+14155550187", "body": "Keys are under the mat!"}`, `{"sid": "SM9f2d", "status": "queued", "to": "+14155550187"}`}
	mail := [][2]string{{"send_email", "Send an e-mail."}}
	jonas := [3]string{"send_email", `{"to": "jonas@acme.de", "subject": "Angebot", "body": "Hallo Jonas, anbei das Angebot."}`, "250 OK queued"}
	runAnchorCases(t, []anchorCase{
		{"en Bruno at a number", sms, "text Bruno that the keys are under the mat — +1 415 555 0187", "Texted Bruno at +1 415 555 0187 — \"Keys are under the mat!\"", [][3]string{bruno}, false},
		{"de Jonas (address)", mail, "Schick Jonas das Angebot: jonas@acme.de", "Mail an Jonas (jonas@acme.de) ist raus.", [][3]string{jonas}, false},
		{"en twin: another number", sms, "text Bruno that the keys are under the mat — +1 415 555 0187", "Texted Bruno at +1 415 555 0199 — \"Keys are under the mat!\"", [][3]string{bruno}, true},
	})
}
