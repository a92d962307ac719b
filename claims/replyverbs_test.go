package claims

import "testing"

// TestReplyVerbs: the speaker's own reply to someone ("I responded to the
// reviews", "Respondí a las reseñas", "J'ai répondu", "Já respondi") is a
// send claim; a server that answered, or the speaker's earlier answer in
// the conversation, is none of these. (German "geantwortet" stays out of
// the participles: "Die Buchhaltung hat gestern geantwortet" reports a
// mail found, TestDottedDateIsNoFigure.)
func TestReplyVerbs(t *testing.T) {
	runFindCases(t, "first-person send", func(cl Claim) bool { return cl.Rule == RuleFirstPerson && cl.Action == KindSend }, []findCase{
		{"en responded", "I responded to all three reviews this morning.", true},
		{"es respondí", "Respondí a las tres reseñas esta mañana.", true},
		{"fr j'ai répondu", "J'ai répondu aux trois avis ce matin.", true},
		{"pt respondi", "Já respondi às três avaliações hoje de manhã.", true},
		// negative twins
		{"en the team responded", "Ja, I looked in your inbox: accounting responded yesterday (03.12.).", false},
		{"de server geantwortet", "Der Server hat mit 200 geantwortet.", false},
		{"en I haven't responded", "I haven't responded to the reviews yet.", false},
	})
}
