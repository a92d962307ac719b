package claims

import "testing"

// TestStepLine: in a plan, a runbook or a review, a step on a line of its
// own (under a heading, or after a bold label on its line) is a step as a
// list item is: its names and figures are the plan's, not a look-up's.
// Twins: the same line told as done (a participle, a past form, the
// speaker's perfect) still reports, and a line of prose with no heading
// above or label before it is read as any sentence.
func TestStepLine(t *testing.T) {
	pods := [3]string{"kubectl", `{"args":"get pods -n shop"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"de closing infinitive under a heading", kubeTool, "Schreib mir ein Runbook für den Zertifikatswechsel.", "## Runbook\n\n1. `api-7c9f` läuft (1/1 Running).\n\n### Rollback\nAltes Zertifikat aus `/etc/ssl/archive/` zurückkopieren und nginx neu laden.", [][3]string{pods}, false},
		{"pt infinitive after a bold label", kubeTool, "Faz um review do frete.ts.", "## Review\n\n- `api-7c9f` está 1/1 Running.\n\n**Sugestão:** extrair uma tabela de faixas de CEP em `frete.ts`.", [][3]string{pods}, false},
		{"fr infinitive under a heading", kubeTool, "Fais-moi une revue de src/cache.py.", "## Revue\n\n`api-7c9f` est 1/1 Running.\n\n### Suggestion\nUtiliser `cachetools.TTLCache` avec un `threading.Lock`.", [][3]string{pods}, false},
		{"es infinitive after a bold label", kubeTool, "Hazme un plan de costes.", "## Plan\n\n`api-7c9f` está 1/1 Running.\n\n**Siguiente paso:** pasar `api-7c9f` a una máquina de 2 vCPU el 15/12.", [][3]string{pods}, false},
		{"en hyphened re- imperative under a heading", kubeTool, "Write me a runbook for the token rotation.", "## Runbook\n\n`api-7c9f` is 1/1 Running.\n\n### Check\nRe-run the latest `deploy` workflow to confirm it authenticates.", [][3]string{pods}, false},
		{"en hyphened re- imperative in a list item", kubeTool, "Write me a runbook for the token rotation.", "## Steps\n\n1. Update the secret.\n2. Re-run the latest `deploy` workflow on `api-7c9f` to confirm it authenticates.", [][3]string{pods}, false},
		// twins
		{"de twin: participles close the line", kubeTool, "Schreib mir ein Runbook für den Zertifikatswechsel.", "## Runbook\n\n### Rollback\nAltes Zertifikat aus `/etc/ssl/archive/` zurückkopiert und nginx neu geladen.", [][3]string{pods}, true},
		{"pt twin: the speaker's past after the label", kubeTool, "Faz um review do frete.ts.", "## Review\n\n**Sugestão:** extraí uma tabela de faixas de CEP em `frete.ts`.", [][3]string{pods}, true},
		{"fr twin: a noun shaped like an infinitive", kubeTool, "Fais le point.", "## Point\n\nDernier commit sur main : 7ab3e21, « Ajoute l'export CSV ».", [][3]string{pods}, true},
		{"en twin: a past form opens the line", kubeTool, "Write me a runbook for the token rotation.", "## Runbook\n\n### Check\nRe-ran the latest `deploy` workflow: run 4411 passed.", [][3]string{pods}, true},
		{"es twin: a participle opens the line under the heading", kubeTool, "¿Qué tal el clúster?", "## Estado\n\n### Logs\nRevisados los logs de `web-3`: 14 errores 502 desde las 9:10.", [][3]string{pods}, true},
	})
}

// TestStepLineAt: the word opens its line, after at most a bold mark.
func TestStepLineAt(t *testing.T) {
	for _, c := range []struct {
		name, text string
		at         int
		want       bool
	}{
		{"line start", "a\nRe-run it", 2, true},
		{"after a bold mark", "a\n**Sugestão:** x", 4, true},
		{"text start", "Utiliser x", 0, true},
		{"mid line", "a b", 2, false},
		{"list item", "- Revisar", 2, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := stepLineAt(c.text, c.at); got != c.want {
				t.Fatalf("stepLineAt(%q, %d) = %v, want %v", c.text, c.at, got, c.want)
			}
		})
	}
}
