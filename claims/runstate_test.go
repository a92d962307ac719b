package claims

import "testing"

// TestMachineRunState: an instance list's run state ("RUNNING",
// "SHUTOFF", "TERMINATED", "stopped") is an on or off state: the
// participle that reads it back ("actuellement éteinte", "gestoppt") is
// a state the look-up returned, no change; the opposite state is none.
func TestMachineRunState(t *testing.T) {
	tool := [][2]string{{"lister_instances", "Liste les instances d'un projet cloud."}}
	list := [3]string{"lister_instances", `{"projet": "recette"}`, "rec-web-01 d2-4 ACTIVE\nrec-bdd-01 d2-8 SHUTOFF"}
	gce := [3]string{"lister_instances", `{"projet": "kontor-prod"}`, `[{"name":"web-01","status":"RUNNING"},{"name":"batch-01","status":"TERMINATED"}]`}
	runAnchorCases(t, []anchorCase{
		{"fr éteinte of SHUTOFF", tool, "Combien d'instances dans le projet recette ?", "Deux instances en recette : rec-web-01 (active) et rec-bdd-01, actuellement éteinte.", [][3]string{list}, false},
		{"de gestoppt of TERMINATED", tool, "Welche Instanzen laufen in kontor-prod?", "web-01 läuft; batch-01 ist gestoppt.", [][3]string{gce}, false},
		{"es detenida of TERMINATED", tool, "¿Qué instancias hay en kontor-prod?", "web-01 en marcha; batch-01 está detenida.", [][3]string{gce}, false},
		{"pt desligada of TERMINATED", tool, "Quais instâncias há em kontor-prod?", "web-01 rodando; batch-01 está desligada.", [][3]string{gce}, false},
		{"fr twin: éteinte of an ACTIVE one", tool, "Combien d'instances dans le projet recette ?", "Deux instances en recette : rec-bdd-01 (active) et rec-web-01, actuellement éteinte.", [][3]string{list}, true},
	})
}
