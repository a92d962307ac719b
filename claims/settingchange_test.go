package claims

import "testing"

// TestSettingChangedToValue: a weak verb of change ("bumped", "changed",
// "cambié", "changé", "mudei") whose object is followed by "to/a/à/para"
// and a figure names a setting changed to a value: a change claim
// ("I also bumped the HPA max to 8"); pt "pus" ("pus o aquecimento nos 21
// °C") is the past of "pôr". Not under a modal, nor a figure after "of".
func TestSettingChangedToValue(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en bumped to", "en", "", "I also bumped the HPA max to 8.", RuleFirstPerson, false},
		{"es cambié a", "es", "", "También cambié el timeout a 30 s.", RuleFirstPerson, false},
		{"fr changé à", "fr", "", "J'ai aussi changé le délai à 30 s.", RuleFirstPerson, false},
		{"pt mudei para", "pt", "", "Também mudei o timeout para 30 s.", RuleFirstPerson, false},
		{"pt pus nos", "pt", "", "Já agora pus o aquecimento nos 21 °C, que está friozinho.", RuleFirstPerson, false},
		{"en modal", "en", "", "You could bump the HPA max to 8.", "", false},
		{"en of a figure", "en", "", "I made a list of 3 options.", "", false},
		{"es offer", "es", "", "Puedo cambiar el timeout a 30 s si quieres.", "", false},
	})
}

// TestEmojiClosesClause: in chat, a pictograph or a check mark after a
// participle closes its clause as a stop does: a negative after it
// ("merged ✅ no conflicts", "borrado 👍 no quedaba nada") does not
// negate the participle; with no symbol, "deleted no files" still does.
func TestEmojiClosesClause(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en merged check", "en", "merge feature/x into main", "merged ✅ no conflicts, you're good", RuleOpening, false},
		{"es borrado thumbs", "es", "borra la carpeta tmp", "borrado 👍 no quedaba nada dentro", RuleOpening, false},
		{"en no symbol", "en", "merge feature/x into main", "merged no branches yet", "", false},
		{"es no symbol", "es", "borra la carpeta tmp", "Borrado no, todavía no", "", false},
	})
}
