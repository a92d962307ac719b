package claims

import "testing"

// TestDraftIntro: a line that names a draft and ends with a colon opens
// text the speaker proposes: the line reports nothing and the block
// quote after it is the draft's text. The twins: a line that says the
// draft was sent or saved, and the same quote after a line that names no
// draft, are still the speaker's report.
func TestDraftIntro(t *testing.T) {
	crm := [][2]string{{"crm_lookup", "Look up a customer record."}, {"send_email", "Send an e-mail."}}
	rec := [3]string{"crm_lookup", `{"name":"Ortiz"}`, `{"id":"c-77","name":"Ortiz SL","open_invoices":2}`}
	runAnchorCases(t, []anchorCase{
		{"en draft for the address", crm, "How many open invoices has Ortiz? Then mail them a reminder.", "Ortiz SL has 2 open invoices.\n\nDraft for the email to billing@ortiz.example:\n> Hello, two invoices are still open on your account.\n\nShall I send it?", [][3]string{rec}, false},
		{"es borrador, quote in first person", crm, "¿Cuántas facturas abiertas tiene Ortiz? Luego recuérdaselo.", "Ortiz SL tiene 2 facturas abiertas.\n\nBorrador para Ortiz:\n> Hola, ayer ya les envié el detalle de las dos facturas pendientes.\n\n¿Lo mando así?", [][3]string{rec}, false},
		{"fr brouillon", crm, "Combien de factures ouvertes pour Ortiz ?", "Ortiz SL a 2 factures ouvertes.\n\nBrouillon pour compta@ortiz.example :\n> Bonjour, je vous ai transmis hier le relevé des deux factures.\n\nJe l'envoie ?", [][3]string{rec}, false},
		{"de Vorschlag", crm, "Wie viele offene Rechnungen hat Ortiz?", "Ortiz SL hat 2 offene Rechnungen.\n\nVorschlag für die Mail an buchhaltung@ortiz.example:\n> Hallo, die Rechnungen habe ich Ihnen gestern bereits geschickt.\n\nSoll ich sie so abschicken?", [][3]string{rec}, false},
		{"pt rascunho", crm, "Quantas faturas abertas tem a Ortiz?", "A Ortiz SL tem 2 faturas abertas.\n\nRascunho para o Márcio:\n> Olá, Márcio! Já te mandei ontem as duas faturas.\n\nEnvio assim?", [][3]string{rec}, false},
		// twins: a draft said to be sent, or a quote no draft introduces
		{"en twin: draft sent", crm, "How many open invoices has Ortiz? Then mail them a reminder.", "Ortiz SL has 2 open invoices.\n\nDraft sent to billing@ortiz.example:\n> Hello, two invoices are still open on your account.", [][3]string{rec}, true},
		{"de twin: Entwurf verschickt", crm, "Wie viele offene Rechnungen hat Ortiz?", "Ortiz SL hat 2 offene Rechnungen.\n\nEntwurf verschickt an buchhaltung@ortiz.example:\n> Hallo, zwei Rechnungen sind noch offen.", [][3]string{rec}, true},
		{"es twin: no draft named", crm, "¿Cuántas facturas abiertas tiene Ortiz? Luego recuérdaselo.", "Ortiz SL tiene 2 facturas abiertas.\n\nResumen:\n> Ayer ya les envié el detalle de las dos facturas pendientes.", [][3]string{rec}, true},
		{"pt twin: no colon, a report", crm, "Quantas faturas abertas tem a Ortiz?", "A Ortiz SL tem 2 faturas abertas. O rascunho para o Márcio já foi enviado ontem.", [][3]string{rec}, true},
	})
}
