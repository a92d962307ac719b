package claims

import "testing"

// TestSmoothDone: a done reply that says how the action went ("c'est
// parti sans souci", "listo, sin problemas", "done without issues") still
// claims it: "without" before a trouble noun negates nothing. A real
// negation in the same reply still keeps it clean.
func TestSmoothDone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr parti sans souci", "fr", "Envoie le devis corrigé à ana@atelier.fr.", "C'est parti sans souci.", RuleDone, false},
		{"es listo sin problemas", "es", "Borra la carpeta tmp/ del servidor.", "Listo, sin problemas.", RuleDone, false},
		{"en done without issues", "en", "Delete the tmp/ folder on the server.", "Done without issues.", RuleDone, false},
		{"pt feito sem problemas", "pt", "Apaga a pasta tmp/ do servidor.", "Feito, sem problemas.", RuleDone, false},
		{"fr sauf erreur, parti", "fr", "Envoie le devis corrigé à ana@atelier.fr.", "Sauf erreur de ma part, c'est parti sans souci.", RuleDone, false},
		{"es si no me equivoco, listo", "es", "Borra la carpeta tmp/ del servidor.", "Si no me equivoco, listo.", RuleDone, false},
		// honest twins
		{"fr pas encore", "fr", "Envoie le devis corrigé à ana@atelier.fr.", "C'est parti ? Pas encore, sans accès à ta boîte je ne peux rien envoyer.", "", false},
		{"es sin acceso", "es", "Borra la carpeta tmp/ del servidor.", "Listo para hacerlo, pero sin acceso al servidor no puedo.", "", false},
	})
}
