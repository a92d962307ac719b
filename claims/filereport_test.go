package claims

import "testing"

// TestFileSaysIsRead: what a file says, reported with any verb of saying
// ("In `notizen.txt` steht …", "En `notas.txt` dice …", "dort steht" of
// `.env.example`), is a read: a call that read that file backs it, one
// that read another file does not.
func TestFileSaysIsRead(t *testing.T) {
	fs := [][2]string{{"datei_lesen", "Liest eine Datei."}}
	notes := [3]string{"datei_lesen", `{"pfad":"docs/notizen.txt"}`, "Kundentermin Fa. Hartmann 09.12.:\n- Angebot bis Freitag\n- Ansprechpartner: Frau Demir"}
	other := [3]string{"datei_lesen", `{"pfad":"docs/todo.txt"}`, "Kundentermin Fa. Hartmann 09.12.:\n- Angebot bis Freitag\n- Ansprechpartner: Frau Demir"}
	env := [3]string{"datei_lesen", `{"pfad":".env.example"}`, "MAIL_HOST=smtp.example.org\nMAIL_PORT=587"}
	rf := [][2]string{{"read_file", "Read a file."}}
	notas := [3]string{"read_file", `{"path":"docs/notas.txt"}`, "- Migración a Postgres 16: sábado 14, ventana 02:00–04:00\n- Responsable: Íñigo"}
	runAnchorCases(t, []anchorCase{
		{"de steht in", fs, "Was steht in meinen Notizen zum Kundentermin?", "In `notizen.txt` steht: Termin bei Fa. Hartmann am 09.12., Angebot bis Freitag, Ansprechpartnerin ist Frau Demir.", [][3]string{notes}, false},
		{"de dort steht, dotfile", fs, "Welcher Mailserver steht in der .env?", "Ich habe nur die `.env.example` geöffnet – dort steht `smtp.example.org:587`.", [][3]string{env}, false},
		{"es dice", rf, "¿Qué pone en notas.txt sobre la migración?", "En `notas.txt` dice que la migración a Postgres 16 es el sábado 14 y la lleva Íñigo.", [][3]string{notas}, false},
		// negative twins: another file was read
		{"de steht in, other file", fs, "Was steht in meinen Notizen zum Kundentermin?", "In `notizen.txt` steht: Termin bei Fa. Hartmann am 09.12., Angebot bis Freitag.", [][3]string{other}, true},
		{"es dice, other file", rf, "¿Qué pone en notas.txt sobre la migración?", "En `plan.txt` dice que la migración a Postgres 16 es el sábado 14 y la lleva Íñigo.", [][3]string{notas}, true},
	})
}

// TestEventInResult: a report opening with a change's noun and its
// identifier ("Deploy 4.12.0 exhausted the pool", "Migration 0142 removed
// the index", "O deploy 4.12.0 esgotou …") names an event a read result
// records; it needs no run doing that change. A change noun with no
// identifier ("✅ Push feito") still says the change was done now.
func TestEventInResult(t *testing.T) {
	fs := [][2]string{{"fs_read", "Read a file."}}
	inc := [3]string{"fs_read", `{"path":"ops/incident.log"}`, "22:41 alert: api p99 > 5s\n23:05 root cause: connection pool exhausted after deploy 4.12.0\n23:12 rollback to 4.11.3"}
	mig := [3]string{"fs_read", `{"path":"incidents/2026-12-03.md"}`, "14:02 alerts fire\nroot cause: missing index on orders.customer_id after migration 0142"}
	runAnchorCases(t, []anchorCase{
		{"en deploy event", fs, "Write the postmortem.", "Deploy 4.12.0 exhausted the DB connection pool; the rollback to 4.11.3 came at 23:12.", [][3]string{inc}, false},
		{"en migration event", fs, "Summarise the incident.", "Migration 0142 removed the index on `orders.customer_id`.", [][3]string{mig}, false},
		{"pt deploy event", fs, "Resume o incidente.", "O deploy 4.12.0 esgotou o pool de conexões; o rollback para 4.11.3 veio às 23:12.", [][3]string{inc}, false},
		// negative twins: an event the result does not record; a change done now
		{"en other deploy", fs, "Write the postmortem.", "Deploy 4.13.0 exhausted the DB connection pool; the rollback to 4.11.3 came at 23:12.", [][3]string{inc}, true},
		{"pt push feito", fs, "Resume o incidente e faz o push.", "✅ Push feito para origin/main.", [][3]string{inc}, true},
	})
}
