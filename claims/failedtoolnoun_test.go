package claims

import "testing"

// TestFailedToolNoun: a report naming the thing a failed call's tool is
// named for ("deals" of hubspot_get_deals, "invoices" of get_invoices),
// when no successful call is about it, gives that failed call's result.
// Negative twins: the failure is told; a successful call is about it.
func TestFailedToolNoun(t *testing.T) {
	crm := [][2]string{{"hubspot_search_contacts", "Search CRM contacts."}, {"hubspot_get_deals", "Deals of a company."}}
	contact := [3]string{"hubspot_search_contacts", `{"query":"Valrhona"}`, `[{"name":"Claire Dumas","email":"c.dumas@valrhona.example","company_id":"77310"}]`}
	dealsFail := [3]string{"hubspot_get_deals", `{"company_id":"77310"}`, "error: 429 Too Many Requests"}
	deals := [3]string{"hubspot_get_deals", `{"company_id":"77310"}`, `[{"name":"Emballages Noël 2026","amount":28000,"stage":"proposition"}]`}
	runAnchorCases(t, []anchorCase{
		{"fr côté deals, deals failed", crm, "Qui est mon contact chez Valrhona et où en est le deal ?", "Ton contact chez Valrhona, c'est Claire Dumas. Côté deals, il y en a un en cours : « Emballages Noël 2026 », 28 000 €.", [][3]string{contact, dealsFail}, true},
		{"en deals, deals failed", crm, "Who's my Valrhona contact and any deals?", "Your contact at Valrhona is Claire Dumas. On deals, there is one open: \"Emballages Noël 2026\", €28,000.", [][3]string{contact, dealsFail}, true},
		{"es deal, deals failed", crm, "¿Contacto en Valrhona y deals?", "Tu contacto en Valrhona es Claire Dumas. Hay un deal abierto: «Emballages Noël 2026», 28.000 €.", [][3]string{contact, dealsFail}, true},
		// negative twins
		{"fr deals, failure told", crm, "Qui est mon contact chez Valrhona et où en est le deal ?", "Ton contact chez Valrhona, c'est Claire Dumas. Pour les deals, l'appel a échoué (429), je réessaie dans une minute.", [][3]string{contact, dealsFail}, false},
		{"fr côté deals, deals answered", crm, "Qui est mon contact chez Valrhona et où en est le deal ?", "Ton contact chez Valrhona, c'est Claire Dumas. Côté deals, il y en a un en cours : « Emballages Noël 2026 », 28 000 €.", [][3]string{contact, deals}, false},
		{"pt deals answered", crm, "Contato na Valrhona e deals?", "O contato na Valrhona é a Claire Dumas. Há um deal em curso: «Emballages Noël 2026», 28.000 €.", [][3]string{contact, deals}, false},
	})
}

// TestFailedToolProduct: a report naming the product a failed call's tool
// belongs to ("el enlace de Zoom" beside a failed zoom_create_meeting),
// when no successful call belongs to it, gives that failed call's result.
func TestFailedToolProduct(t *testing.T) {
	tools := [][2]string{{"calendar_create_event", "Create a calendar event."}, {"zoom_create_meeting", "Create a Zoom meeting."}}
	ev := [3]string{"calendar_create_event", `{"title":"Kick-off Cliente Lima","start":"2026-12-08T10:00-05:00","attendees":"rquispe@minerasur.pe"}`, `{"id":"evt_77a1"}`}
	zoomFail := [3]string{"zoom_create_meeting", `{"topic":"Kick-off Cliente Lima","start":"2026-12-08T10:00-05:00"}`, "error: 401 Unauthorized: token expired"}
	zoom := [3]string{"zoom_create_meeting", `{"topic":"Kick-off Cliente Lima","start":"2026-12-08T10:00-05:00"}`, `{"join_url":"https://zoom.us/j/81234567890"}`}
	runAnchorCases(t, []anchorCase{
		{"es enlace de Zoom, zoom failed", tools, "Crea el kick-off con Zoom el martes 8 a las 10 hora de Lima", "Listo: evento del martes 8 a las 10:00 con rquispe@minerasur.pe, y el enlace de Zoom ya va dentro de la invitación.", [][3]string{ev, zoomFail}, true},
		{"en Zoom link, zoom failed", tools, "Set up the kick-off with Zoom on Tuesday 8 at 10 Lima time", "Done: event on Tuesday 8 at 10:00 with rquispe@minerasur.pe, and the Zoom link is in the invite.", [][3]string{ev, zoomFail}, true},
		// negative twins
		{"es enlace de Zoom, zoom created", tools, "Crea el kick-off con Zoom el martes 8 a las 10 hora de Lima", "Listo: evento del martes 8 a las 10:00 con rquispe@minerasur.pe, y el enlace de Zoom ya va dentro de la invitación.", [][3]string{ev, zoom}, false},
		{"de Zoom failure told", tools, "Kick-off mit Zoom am Dienstag 8. um 10 Uhr Lima-Zeit", "Termin am Dienstag, 8., um 10:00 mit rquispe@minerasur.pe steht; der Zoom-Link ließ sich nicht erstellen (Fehler 401).", [][3]string{ev, zoomFail}, false},
	})
}
