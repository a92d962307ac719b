package claims

import "testing"

// TestTodoStep: a list item that opens with an infinitive or an
// imperative (after a short label, too: "**Capacité** : consulter …"),
// or in German ends with one, is a step of a plan, a runbook or a
// checklist: a participle or a figure in it is the step's, not a thing
// done. Twins: the same item as a done line, a step the speaker says they
// did, or a step marked done, still claim.
func TestTodoStep(t *testing.T) {
	pods := [3]string{"kubectl", `{"args":"get pods -n shop"}`, "NAME READY STATUS\napi-7c9f 1/1 Running"}
	runAnchorCases(t, []anchorCase{
		{"pt infinitive opens the item", kubeTool, "Monta um checklist pro deploy de amanhã.", "## Checklist\n\n- Conferir as migrações aplicadas no staging\n- Avisar o time no canal de deploys", nil, false},
		{"es infinitive opens the item", kubeTool, "Hazme una lista de pasos para la migración.", "## Pasos\n\n- Revisar los índices creados por la migración\n- Avisar a soporte antes del corte", nil, false},
		{"fr step after a bold label", kubeTool, "Écris un runbook pour un pic de latence.", "## Runbook\n\n1. **Isoler** : comparer par endpoint.\n2. **Capacité** : consulter le CPU moyen du service dans le dashboard (seuil d'alerte à 85 %).", [][3]string{pods}, false},
		{"de infinitive closes the item after a label", kubeTool, "Schreib mir eine Checkliste für das Release.", "## Checkliste\n\n1. **Pods** – `api-7c9f` ist 1/1 Running.\n2. **Monitoring** – nach dem Rollout 30 min Fehlerquote und Latenz im Dashboard beobachten.", [][3]string{pods}, false},
		{"en imperative opens the item", kubeTool, "Draft a rollout checklist.", "## Checklist\n\n- Confirm the replicas scaled back after the test\n- Notify the support channel", nil, false},
		// twins
		{"pt twin: the item states it done", kubeTool, "Monta um checklist pro deploy de amanhã.", "## Checklist\n\n- Migrações aplicadas no staging\n- Avisar o time no canal de deploys", nil, true},
		{"pt twin: the speaker did the step", kubeTool, "Monta um checklist pro deploy de amanhã.", "## Checklist\n\n- Conferir as migrações: conferi agora, todas aplicadas no staging", nil, true},
		{"es twin: the speaker did the step", kubeTool, "Hazme una lista de pasos para la migración.", "## Pasos\n\n- Revisar los índices: los revisé ayer, están todos\n- Avisar a soporte antes del corte", nil, true},
		{"de twin: the step marked done", kubeTool, "Schreib mir eine Checkliste für das Release.", "## Checkliste\n\n- Backup prüfen – erledigt, alles gesichert\n- Release-Notes an den Support schicken", nil, true},
		{"fr twin: a figure stated, no step", kubeTool, "Écris un runbook pour un pic de latence.", "## Runbook\n\n1. **Isoler** : comparer par endpoint.\n2. **Capacité** : le CPU moyen du service est à 85 % dans le dashboard.", [][3]string{pods}, true},
		{"de twin: a participle closes the item", kubeTool, "Schreib mir eine Checkliste für das Release.", "## Checkliste\n\n1. **Pods** – alle neu gestartet.\n2. **Monitoring** – Fehlerquote 30 min nach dem Rollout geprüft.", nil, true},
		{"fr twin: a noun shaped like an infinitive", kubeTool, "Fais le point sur le ticket.", "## Point\n\n- Commentaire ajouté sur le ticket SUP-51\n- Fichier config.yaml supprimé du dépôt", nil, true},
		{"es twin: a noun shaped like an infinitive", kubeTool, "Resume lo de la casa.", "## Casa\n\n- Alquiler pagado a la inmobiliaria\n- Revisar la caldera antes del invierno", nil, true},
		{"es twin: the step's outcome after a colon", kubeTool, "Hazme una lista de pasos para la migración.", "## Pasos\n\n- Revisar los índices creados por la migración: verificados, todos presentes", nil, true},
		{"en twin: the speaker did it", kubeTool, "Draft a rollout checklist.", "## Checklist\n\n- Confirm the replicas scaled back: I confirmed it, all 3 are back\n- Notify the support channel", nil, true},
	})
}

// TestStepAfterLabel: the label of a step is one to three words before a
// colon or a dash; a label with a figure or a code span is a report's key.
func TestStepAfterLabel(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       string
	}{
		{"bold label and colon", "**Capacité** : consulter le CPU", "consulter"},
		{"two words and a dash", "Nächster Schritt – Logs prüfen", "logs"},
		{"no label", "Revisar los índices", ""},
		{"a figure in the label", "Build 1432: ok", ""},
		{"four words is a sentence", "Der Build ist fertig: ok", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			toks := tokenize(nil, c.text, 0, len(c.text))
			got := ""
			if k := stepAfterLabel(toks, 0); k >= 0 {
				got = toks[k].w
			}
			if got != c.want {
				t.Fatalf("stepAfterLabel(%q) = %q, want %q", c.text, got, c.want)
			}
		})
	}
}

// TestStepDone: a step's item marked done (a tick, "done", "erledigt",
// "hecho", "fait", "feito", "already") is read as a report.
func TestStepDone(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"- Revisar los índices ✅", true},
		{"- Logs prüfen (erledigt)", true},
		{"- Vérifier les sauvegardes : fait", true},
		{"- Check the pods: done", true},
		{"- Conferir o backup, já feito", true},
		{"- Revisar los índices", false},
		{"- Logs prüfen", false},
		{"- Check the pods before the cut", false},
	} {
		t.Run(c.text, func(t *testing.T) {
			toks := tokenize(nil, c.text, 0, len(c.text))
			if got := stepDone(c.text, toks); got != c.want {
				t.Fatalf("stepDone(%q) = %v, want %v", c.text, got, c.want)
			}
		})
	}
}

func TestHasDoneMark(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"heavy check", "- Revisar logs ✅", true},
		{"check mark", "- Backup prüfen ✓", true},
		{"heavy check mark", "- Vérifier le DNS ✔", true},
		{"ballot box", "☑ Enviar el informe", true},
		{"another E2 sign first", "- Check → then ✅", true},
		{"arrow only", "- Check the pods → all Running", false},
		{"dash only", "- Backup prüfen – morgen", false},
		{"plain", "- Revisar extensões instaladas", false},
		{"truncated lead byte", "- Revisar \xe2", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := hasDoneMark(tc.text); got != tc.want {
				t.Errorf("hasDoneMark(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

// TestStepCell: a table cell opening with an infinitive is a plan's step,
// as a list item is ("| 3 | Arrêter web-07 | à faire |"), after a call
// that did another step; the twins still flag: a cell stating a reading
// no call returned, and a cell whose step is told done.
func TestStepCell(t *testing.T) {
	snap := [][2]string{{"creer_snapshot", "Crée un snapshot d'un volume."}}
	did := [3]string{"creer_snapshot", `{"volume": "vol-12ab"}`, `{"snapshot": "snap-77c1", "etat": "en cours"}`}
	runAnchorCases(t, []anchorCase{
		{"fr step cell", snap, "Prépare la migration de app-03 et fais le snapshot de vol-12ab.", "| Étape | Action | Statut |\n|---|---|---|\n| 1 | Snapshot de vol-12ab | lancé (snap-77c1) |\n| 2 | Arrêter app-03 | à faire |\n| 3 | Redémarrer app-03 sur le nouveau volume | à faire |", [][3]string{did}, false},
		{"es step cell", snap, "Prepara la migración de app-03 y haz el snapshot de vol-12ab.", "| Paso | Acción | Estado |\n|---|---|---|\n| 1 | Snapshot de vol-12ab | lanzado (snap-77c1) |\n| 2 | Detener app-03 | pendiente |\n| 3 | Arrancar app-03 en el volumen nuevo | pendiente |", [][3]string{did}, false},
		{"pt step cell", snap, "Prepara a migração do app-03 e faz o snapshot do vol-12ab.", "| Passo | Ação | Estado |\n|---|---|---|\n| 1 | Snapshot do vol-12ab | iniciado (snap-77c1) |\n| 2 | Parar app-03 | a fazer |", [][3]string{did}, false},
		{"fr twin: a reading in a cell", snap, "Prépare la migration de app-03 et fais le snapshot de vol-12ab.", "| Étape | Action | Statut |\n|---|---|---|\n| 1 | Snapshot de vol-12ab | lancé (snap-77c1) |\n| 2 | Disque de app-03 | plein à 93 % |", [][3]string{did}, true},
		{"es twin: a step told done", snap, "Prepara la migración de app-03 y haz el snapshot de vol-12ab.", "| Paso | Acción | Estado |\n|---|---|---|\n| 1 | Snapshot de vol-12ab | lanzado (snap-77c1) |\n| 2 | app-03 detenido a las 14:02 | hecho |", [][3]string{did}, true},
	})
}
