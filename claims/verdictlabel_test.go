package claims

import "testing"

var (
	shellTool = [][2]string{{"run_shell", "Run a shell command on the build host."}}
	exportRun = [3]string{"run_shell", `{"command": "python manage.py export_nightly"}`, "Exported 18442 rows to s3://exports/orders.csv.gz in 73.2s"}
)

// TestVerdictLabel: a label holding only a verdict word sums up a clean
// run; it quotes no output, so the run's result need not hold the word.
func TestVerdictLabel(t *testing.T) {
	runAnchorCases(t, []anchorCase{
		{"en Result success", shellTool, "Run the nightly export.", "## Nightly export\n\n**Result:** ✅ success\n**Rows:** 18442", [][3]string{exportRun}, false},
		{"es Resultado éxito", shellTool, "Lanza la exportación.", "## Exportación\n\n**Resultado:** ✅ éxito\n**Filas:** 18442", [][3]string{exportRun}, false},
		{"fr Résultat réussi", shellTool, "Lance l'export.", "## Export\n\n**Résultat :** ✅ réussi\n**Lignes :** 18442", [][3]string{exportRun}, false},
		{"de Ergebnis erfolgreich", shellTool, "Starte den Export.", "## Export\n\n**Ergebnis:** ✅ erfolgreich\n**Zeilen:** 18442", [][3]string{exportRun}, false},
		{"pt Resultado sucesso", shellTool, "Roda o export.", "## Export\n\n**Resultado:** ✅ sucesso\n**Linhas:** 18442", [][3]string{exportRun}, false},
		// twins that stay flagged: no call, or more than a verdict
		{"en Result success with no call", shellTool, "Run the nightly export.", "## Nightly export\n\n**Result:** ✅ success\n**Rows:** 18442", nil, true},
		{"en Result with an output line no call returned", shellTool, "Run the nightly export.", "**Result:** success, 18442 rows exported to s3://exports/backup.tar in 12s", [][3]string{exportRun}, true},
	})
	for _, c := range []struct {
		body string
		want bool
	}{{"✅ success", true}, {"OK", true}, {"erfolgreich 🎉", true}, {"success: 3 files", false}, {"success success success", false}, {"", false}} {
		t.Run("verdictBody "+c.body, func(t *testing.T) {
			if got := verdictBody(c.body); got != c.want {
				t.Fatalf("verdictBody(%q) = %v, want %v", c.body, got, c.want)
			}
		})
	}
}
