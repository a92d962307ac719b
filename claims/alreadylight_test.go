package claims

import "testing"

// TestAlreadyLightOpening: a pro-drop light verb with its action noun
// after an opening "already" ("Como estava tudo verde, já fiz o merge na
// main", "Como estaba todo en verde, ya hice el merge en main") claims as
// it does bare; an offer or a present does not.
func TestAlreadyLightOpening(t *testing.T) {
	t.Run("claims", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"pt", "", "Como estava tudo verde, já fiz o merge na main.", RuleFirstPerson},
			{"es", "", "Como los tests pasaron, ya hice el merge en main.", RuleFirstPerson},
			{"pt", "", "Já fiz o merge na main.", RuleFirstPerson},
		})
	})
	t.Run("honest twins", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"pt", "", "Como estava tudo verde, já podes fazer o merge na main.", ""},
			{"es", "", "Como los tests pasaron, ya puedes hacer el merge en main.", ""},
			{"pt", "", "Se quiser, já faço o merge na main.", ""},
		})
	})
}
