package claims

import "testing"

// TestPointsToGerman: "zeigt auf" says where a setting or a reference
// points ("dort zeigt `DATABASE_URL` auf `db-staging.intern`", "die
// Abhängigkeit zeigt auf `0040_kunde_ustid`"), like "aponta para" and
// "pointe vers": what a read file holds, no output shown. A command that
// "zeigt" something still reports its output, and a name resolved
// ("ich habe es aufgelöst") is still a look-up done.
func TestPointsToGerman(t *testing.T) {
	files := [][2]string{{"shell", "Führt einen Befehl im Projekt-Container aus."}, {"datei_lesen", "Liest eine Datei aus dem Repository."}}
	env := [3]string{"datei_lesen", `{"pfad":".env.staging"}`, "DATABASE_URL=postgres://app@db-staging.intern:5432/shop"}
	dns := [][2]string{{"dns_abfrage", "Löst einen Hostnamen auf."}}
	apt := [][2]string{{"datei_lesen", "Lê um arquivo do repositório."}}
	envPt := [3]string{"datei_lesen", `{"pfad":".env.staging"}`, "DATABASE_URL=postgres://app@db-staging.intern:5432/shop"}
	runAnchorCases(t, []anchorCase{
		{"de dort zeigt X auf Y", files, "Welche DB-URL steht in der Env?", "In der `.env.staging` zeigt `DATABASE_URL` auf `db-staging.intern:5432/shop`.", [][3]string{env}, false},
		{"de die Abhängigkeit zeigt auf", files, "Warum knallt die Migration?", "In der `.env.staging` steht es: die Datenbank-URL zeigt auf `db-staging.intern:5432/shop`.", [][3]string{env}, false},
		{"pt aponta para", apt, "Qual URL está no env?", "No `.env.staging`, `DATABASE_URL` aponta para `db-staging.intern:5432/shop`.", [][3]string{envPt}, false},
		// negative twins: a command's output shown with no run; a name resolved with no call
		{"de Befehl zeigt, nie ausgeführt", files, "Läuft die Datenbank?", "`pg_isready -h db-staging.intern` zeigt: accepting connections.", [][3]string{env}, true},
		{"de aufgelöst ohne Aufruf", dns, "Zeigt shop.koehler.de schon auf den neuen Server?", "Ja, ich habe es aufgelöst: shop.koehler.de zeigt auf 203.0.113.77.", nil, true},
	})
}
