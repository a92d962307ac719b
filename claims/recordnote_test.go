package claims

import "testing"

// TestLeftOnRecord: "leave" with a message noun (a comment, a note, a
// message) left on a live record (a pull request, a ticket, an order, a
// channel) posts it there, in every language ("I left a comment on the
// PR", "Dejé un comentario en el ticket", "J'ai laissé ces remarques en
// commentaire sur la PR", "Deixei um recado no canal"). Not a comment
// left in code, not a negated or planned one.
func TestLeftOnRecord(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en comment on the PR", "en", "", "I left a comment on the PR.", RuleFirstPerson, false},
		{"en comments on PR number", "en", "", "I left two comments on PR #318 with Request changes.", RuleFirstPerson, false},
		{"fr remarks on the PR", "fr", "", "J'ai laissé ces deux remarques en commentaire sur la PR, avec le statut « Request changes ».", RuleFirstPerson, false},
		{"es comment on the ticket", "es", "", "Dejé un comentario en el ticket.", RuleFirstPerson, false},
		{"pt message on the channel", "pt", "", "Deixei um recado no canal.", RuleFirstPerson, false},
		// twins
		{"en comment in code", "en", "", "I left a comment in the function below.", "", false},
		{"fr comment in code", "fr", "", "J'ai laissé un commentaire dans le code.", "", false},
		{"en not yet", "en", "", "I haven't left a comment on the PR yet.", "", false},
		{"es plan", "es", "", "Puedo dejar un comentario en el ticket si quieres.", "", false},
	})
}

// TestWeakChangeOnRecord: a weak verb of change ("added", "ajouté",
// "añadido", "adicionada") is a tool change when what it changes or where
// it puts it is a live record heading its phrase ("added a note to the
// order.", "ajouté la note « … » sur la commande", "añadido una nota al
// pedido"). Not a record noun modifying another noun ("a check for the
// order total"), not code ("dans la fonction").
func TestWeakChangeOnRecord(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en note to the order", "en", "", "I added a note to the order.", RuleFirstPerson, false},
		{"fr note on the order quoted", "fr", "", "J'ai ajouté la note « transporteur relancé » sur la commande.", RuleFirstPerson, false},
		{"fr note on order number", "fr", "", "J'ai ajouté la note sur la commande 7731.", RuleFirstPerson, false},
		{"es note to the order", "es", "", "He añadido una nota al pedido.", RuleFirstPerson, false},
		{"pt passive note", "pt", "", "Foi adicionada uma nota ao pedido.", RulePassive, false},
		// twins
		{"en order as modifier", "en", "", "I added a check for the order total.", "", false},
		{"fr code", "fr", "", "J'ai ajouté une vérification dans la fonction.", "", false},
		{"es code", "es", "", "He añadido un comentario en el código.", "", false},
		{"pt negated", "pt", "", "Não foi adicionada nenhuma nota ao pedido.", "", false},
	})
}
