package claims

import "testing"

// TestInvertedSubject: a German or Dutch participle-shaped word directly
// followed by a subject pronoun is a finite verb in second place ("Sonst
// verlängert er sich", "Dann läuft es wieder", "Daarna werkt het"), no
// change reported; the participle alone opening the sentence still is.
func TestInvertedSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de sonst verlängert er sich", "de", "", "Sonst verlängert er sich um ein Jahr.", "", false},
		{"de danach aktualisiert es", "de", "", "Danach aktualisiert es sich automatisch.", "", false},
		{"nl daarna verwijdert het", "nl", "", "Daarna verwijdert het zich vanzelf.", "", false},
		{"de twin: participle opening", "de", "", "Verlängert um ein Jahr, bis 30.04.2029.", RuleOpening, false},
		{"de twin: participle after an adverb", "de", "", "Eben aktualisiert: die Preise für Dezember.", RulePassive, false},
		{"nl twin: participle opening", "nl", "", "Verwijderd om 10:00, de map is leeg.", RuleOpening, false},
	})
}

// TestScalarContinuation: a participle after "voire", "or even",
// "o incluso", "oder sogar", "ou até", added to a predicate in the
// infinitive of "be" ("risque d'être très agitée, voire annulée"),
// takes that predicate's mood; after a finite report ("Looks fine,
// even restarted") it still claims.
func TestScalarContinuation(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr voire annulée", "fr", "", "La traversée risque d'être très agitée, voire annulée.", "", false},
		{"en or even cancelled", "en", "", "The ferry is likely to be delayed, or even cancelled.", "", false},
		{"es o incluso cancelado", "es", "", "El ferry puede ser lento, o incluso cancelado.", "", false},
		{"de oder sogar gestrichen", "de", "", "Die Fähre dürfte verspätet, oder sogar gestrichen sein.", "", false},
		{"en twin: a finite report", "en", "", "Looks fine, even restarted.", RuleOpening, false},
	})
}
