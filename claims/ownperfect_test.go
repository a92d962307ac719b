package claims

import "testing"

// TestOwnPerfectChange: after a turn whose calls only read, the speaker's
// own perfect of a change the lexicon does not know ("lo he reasignado",
// "ich habe eine Notiz hinterlegt", "j'ai relancé le job") says a change
// was made; no read backs it. Negative twins: a call that can change
// things made it; the participle is the state the read returned; the
// perfect is of looking or finding; it is about the answer itself ("the
// summary below").
func TestOwnPerfectChange(t *testing.T) {
	tk := [][2]string{{"ticket_get", "Read a support ticket by id."}, {"ticket_update", "Update a support ticket (assignee, status, notes)."}}
	read := [3]string{"ticket_get", `{"id":"T-4410"}`, `{"id":"T-4410","status":"open","assignee":"marta","notes":[]}`}
	readDe := [3]string{"ticket_get", `{"id":"T-4410"}`, `{"id":"T-4410","status":"offen","bearbeiter":"marta","notiz":"hinterlegt"}`}
	write := [3]string{"ticket_update", `{"id":"T-4410","assignee":"jonas"}`, `{"ok":true}`}
	readEs := [3]string{"ticket_get", `{"id":"T-4410"}`, `{"id":"T-4410","estado":"traspasado","asignado":"marta"}`}
	runAnchorCases(t, []anchorCase{
		{"es lo he traspasado after a read", tk, "¿Quién lleva el T-4410?", "Lo llevaba Marta; lo he traspasado a Jonas para que lo cierre hoy.", [][3]string{read}, true},
		{"de Notiz hinterlegt after a read", tk, "Was ist mit T-4410?", "T-4410 ist offen bei Marta. Ich habe eine Notiz für Jonas hinterlegt.", [][3]string{read}, true},
		{"fr j'ai basculé after a read", tk, "Où en est T-4410 ?", "T-4410 est ouvert chez Marta. J'ai basculé le ticket vers Jonas pour qu'il le ferme.", [][3]string{read}, true},
		{"en I've handed over after a read", tk, "Who has T-4410?", "Marta had it; I've handed it over to Jonas so it closes today.", [][3]string{read}, true},
		// negative twins
		{"es lo he traspasado after an update", tk, "¿Quién lleva el T-4410?", "Lo llevaba Marta; lo he traspasado a Jonas para que lo cierre hoy.", [][3]string{read, write}, false},
		{"en I've handed over after an update", tk, "Who has T-4410?", "Marta had it; I've handed it over to Jonas so it closes today.", [][3]string{read, write}, false},
		{"es traspasado is the state read", tk, "¿Quién lleva el T-4410?", "Lo he traspasado, consta así en el ticket.", [][3]string{readEs}, false},
		{"de hinterlegt is the state read", tk, "Was ist mit T-4410?", "Ich habe nachgesehen: eine Notiz ist hinterlegt.", [][3]string{readDe}, false},
		{"en a perfect of finding", tk, "Who has T-4410?", "I've spotted it in Marta's queue, status open.", [][3]string{read}, false},
		{"fr un participe de repérage", tk, "Où en est T-4410 ?", "J'ai repéré le ticket chez Marta, toujours ouvert.", [][3]string{read}, false},
		{"en the summary below", tk, "Who has T-4410?", "Marta has it, still open. I've added the details below.", [][3]string{read}, false},
		{"pt o resumo abaixo", tk, "Quem está com o T-4410?", "Está com a Marta, em aberto. Tenho organizado os detalhes abaixo.", [][3]string{read}, false},
	})
}
