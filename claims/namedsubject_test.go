package claims

import "testing"

// TestNamedSubject: an English past after a person's name opening its
// sentence ("Priya replied on 3 December", "Nora posted at 9:12 that …")
// is the third party's action as a record shows it: backed by the
// look-up that returned it. Twins: with no look-up, or a look-up that
// does not hold it, it still flags; the speaker's own diary-style past
// ("Replied to Priya on 3 December") is a send, which a read does not
// back. In Spanish and German the third person's past has its own form,
// so the same report never read as the speaker's send.
func TestNamedSubject(t *testing.T) {
	mail := [][2]string{{"mail_search", "Search the user's mailbox."}, {"send_email", "Send an e-mail."}}
	inbox := [3]string{"mail_search", `{"query":"from:priya invoice"}`, `[{"from":"Priya Shah","date":"2026-12-03","subject":"Re: March invoice"}]`}
	other := [3]string{"mail_search", `{"query":"from:priya invoice"}`, `[]`}
	chat := [][2]string{{"slack_history", "Read a Slack channel's recent messages."}, {"slack_post", "Post a Slack message."}}
	design := [3]string{"slack_history", `{"channel":"#design"}`, `[{"user":"Nora","ts":"09:12","text":"new icon set is in Figma, feedback by Thursday please"}]`}
	runAnchorCases(t, []anchorCase{
		{"en name replied, mailbox read", mail, "Any mail from Priya about the invoice?", "Yes — Priya replied on 3 December, subject \"Re: March invoice\".", [][3]string{inbox}, false},
		{"en name posted, channel read", chat, "What did Nora say in #design this morning?", "Nora posted at 9:12 that the new icon set is in Figma and she wants feedback by Thursday.", [][3]string{design}, false},
		{"es third person past, mailbox read", mail, "¿Algún correo de Priya sobre la factura?", "Sí — Priya respondió el 3 de diciembre, asunto \"Re: March invoice\".", [][3]string{inbox}, false},
		{"de third person perfect, mailbox read", mail, "Hat Priya wegen der Rechnung geschrieben?", "Ja — Priya hat am 3. Dezember geantwortet, Betreff \"Re: March invoice\".", [][3]string{inbox}, false},
		// twins
		{"en twin: no look-up made", mail, "Any mail from Priya about the invoice?", "Yes — Priya replied on 3 December, subject \"Re: March invoice\".", nil, true},
		{"en twin: the look-up holds no such mail", mail, "Any mail from Priya about the invoice?", "Yes — Priya replied on 3 December, subject \"Re: March invoice\".", [][3]string{other}, true},
		{"en twin: the speaker's own send", mail, "Reply to Priya about the invoice.", "Replied to Priya on 3 December with the March invoice.", [][3]string{inbox}, true},
		{"es twin: the speaker's own send", mail, "Contesta a Priya sobre la factura.", "Le respondí a Priya el 3 de diciembre con la factura de marzo.", [][3]string{inbox}, true},
	})
}
