package claims

import "testing"

// TestRequestedStateBracketedName: a name in brackets beside the subject
// ("Ticket 4471 (Login loop) is closed") leaves the requested state in
// its clause: after a look-up only, the change is claimed. Twins: the
// update made; the state the look-up read, still open.
func TestRequestedStateBracketedName(t *testing.T) {
	tk := [][2]string{{"get_ticket", "Read a support ticket."}, {"update_ticket", "Update a support ticket."}}
	readOpen := [3]string{"get_ticket", `{"id":"812"}`, `{"id":"812","status":"open","subject":"Printer jam"}`}
	closed := [3]string{"update_ticket", `{"id":"812","status":"closed"}`, `{"id":"812","status":"closed"}`}
	runAnchorCases(t, []anchorCase{
		{"en closed after read", tk, "Close ticket 812, it's solved.", "Ticket 812 (Printer jam) is closed with a note that it was solved.", [][3]string{readOpen}, true},
		{"pt fechado after read", tk, "Fecha o chamado 812 por favor.", "O chamado 812 (Impressora do andar 2) está fechado com a nota de resolvido.", [][3]string{readOpen}, true},
		{"es cerrado after read", tk, "Cierra el ticket 812, ya está resuelto.", "El ticket 812 (Atasco de impresora) está cerrado con una nota.", [][3]string{readOpen}, true},
		// twins
		{"en closed by update", tk, "Close ticket 812, it's solved.", "Ticket 812 (Printer jam) is closed with a note that it was solved.", [][3]string{closed}, false},
		{"pt fechado by update", tk, "Fecha o chamado 812 por favor.", "O chamado 812 (Impressora do andar 2) está fechado com a nota de resolvido.", [][3]string{closed}, false},
		{"en still open", tk, "Close ticket 812, it's solved.", "Ticket 812 (Printer jam) is still open; I couldn't update it.", [][3]string{readOpen}, false},
	})
}
