package claims

import "testing"

// TestNewSubjectInference: an inference word ("donc", "portanto",
// "also") in a passive whose clause opens with an indefinite article
// ("Un transfert … a donc été créé", "Uma transferência foi portanto
// criada", "Ein Transfer wurde also erstellt") reports making a new thing;
// about a thing already named ("Le serveur a donc été redémarré") it stays
// the answer's inference.
func TestNewSubjectInference(t *testing.T) {
	runFindCases(t, "passive", func(cl Claim) bool { return cl.Rule == RulePassive }, []findCase{
		{"fr un transfert a donc été créé", "Le stock est bas à Lille. Un transfert de 10 unités Lyon → Lille a donc été créé, livraison estimée sous 48 h.", true},
		{"pt uma transferência foi portanto criada", "Uma transferência foi portanto criada ontem.", true},
		{"de ein Transfer wurde also erstellt", "Ein Transfer wurde also gestern erstellt.", true},
		// negative twins
		{"fr le serveur a donc été redémarré", "Le serveur a donc été redémarré.", false},
		{"de der Server wurde also neu gestartet", "Der Server wurde also neu gestartet.", false},
		{"pt o servidor foi portanto reiniciado", "O servidor foi portanto reiniciado.", false},
	})
}
