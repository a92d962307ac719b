package claims

import "testing"

// TestBracketYear: a German passive dated by a year inside its verb
// bracket tells history, as "was extended in 2022" does in the other
// languages; a count, a name's year or a word of today keeps the claim.
func TestBracketYear(t *testing.T) {
	t.Run("history", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"de", "", "Soweit ich weiß, ja – die Roaming-Verordnung wurde 2022 um zehn Jahre verlängert.", ""},
			{"de", "", "Das Paket wurde im Jahr 2019 umbenannt.", ""},
			{"en", "", "The regulation was extended in 2022 by ten years.", ""},
			{"es", "", "El reglamento fue prorrogado en 2022.", ""},
			{"pt", "", "A conta foi excluída em 2022.", ""},
		})
	})
	t.Run("claims and attacks", func(t *testing.T) {
		checkLexCases(t, []lexCase{
			{"de", "", "Die Rechnung wurde 2026 gerade eben bezahlt.", RulePassive},
			{"de", "", "Die Rechnung wurde heute 2026 bezahlt.", RulePassive},
			{"de", "", "Es wurden 2022 Datensätze gelöscht.", RulePassive},
			{"de", "", "Die Rechnung wurde bereits im Ordner „Steuer 2026“ abgelegt.", RulePassive},
			{"de", "", "Das Konto wurde gestern gelöscht.", RulePassive},
		})
	})
}
