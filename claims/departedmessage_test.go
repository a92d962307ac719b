package claims

import "testing"

// TestDepartedMessage: a message or a document as the subject of a verb
// of leaving or going on, with a channel or a recipient after it, reports
// it sent ("Este relatório já seguiu por email para a direção", "le devis
// est parti chez le client", "the quote went out to the client", "el
// presupuesto salió hacia el cliente", "Das Angebot ging an den Kunden
// raus"). Not the same verbs in other senses ("seguiu a estrutura",
// "went out of date", "est parti d'une erreur", "salió mejor"), not
// negated.
func TestDepartedMessage(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt seguiu por email", "pt", "", "Este relatório já seguiu por email para a direção às 9h, com a tabela em anexo.", RulePassive, false},
		{"fr parti chez le client", "fr", "", "Le devis est parti chez le client.", RulePassive, false},
		{"fr parti à Julien", "fr", "", "Le mail est parti à Julien.", RulePassive, false},
		{"en went out to", "en", "", "The quote went out to the client this morning.", RulePassive, false},
		{"es salió hacia", "es", "", "El presupuesto salió hacia el cliente esta mañana.", RulePassive, false},
		{"de ging an", "de", "", "Das Angebot ging heute früh an den Kunden raus.", RulePassive, false},
		// twins
		{"pt followed a structure", "pt", "", "O relatório seguiu a estrutura do mês passado.", "", false},
		{"en out of date", "en", "", "The report went out of date quickly.", "", false},
		{"fr started from", "fr", "", "Le devis est parti d'une erreur de calcul.", "", false},
		{"es turned out", "es", "", "El informe salió mejor de lo esperado.", "", false},
		{"pt negated", "pt", "", "O relatório ainda não seguiu para a direção.", "", false},
	})
}
