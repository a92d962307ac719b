package claims

import "testing"

// TestCommandArrowOutput: a command in a code span, an arrow ("→", "->",
// "=>") and a specific value present the command's output ("`systemctl
// status postgresql` → active (running)"), in every language. Not: a
// description after the arrow, a step to take ("→ look for …", "→ auf
// `OOMKilled` achten", "→ buscar …"), a command with placeholders, an
// instruction, a modal.
func TestCommandArrowOutput(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es status", "es", "¿Sigue vivo el servicio de postgres?", "Sí: `systemctl status postgresql` → active (running) desde hace 6 días.", RuleReport, false},
		{"en status", "en", "Is postgres alive?", "`systemctl status postgresql` -> active (running) since Monday.", RuleReport, false},
		{"de status", "de", "Läuft postgres?", "Ja: `systemctl status postgresql` → active (running) seit Montag.", RuleReport, false},
		{"fr disk", "fr", "Le disque est plein ?", "Presque : `df -h /` → 91 % utilisés.", RuleReport, false},
		{"pt disk", "pt", "O disco está cheio?", "Quase: `df -h /` => 91 % usado.", RuleReport, false},
		// twins
		{"es description", "es", "¿Qué hace cada comando?", "`df -h` → uso de disco por sistema de ficheros.", "", false},
		{"en step", "en", "How do I debug it?", "`kubectl get events -n payment` → look for `OOMKilled`.", "", false},
		{"de step", "de", "Wie debugge ich das?", "`kubectl get events -n payment` → auf `OOMKilled` achten.", "", false},
		{"es step", "es", "¿Cómo lo depuro?", "`kubectl get events -n payment` → buscar `OOMKilled` en la salida.", "", false},
		{"en placeholder", "en", "Runbook?", "`kubectl describe pod <pod> -n payment` → `OOMKilled`", "", false},
		{"es modal", "es", "¿Cómo lo compruebo?", "Ejecuta `systemctl status postgresql` → debería decir active (running).", "", false},
	})
}
