package claims

import "testing"

// TestSeparableParticiple: a German or Dutch participle with a separable
// particle before a listed one ("zurückgebucht", "hochskaliert",
// "hinterhergeschickt", "teruggestuurd") is that action, after the
// perfect's auxiliary or the passive's; the same participles negated, as
// a plan or asked stay clean, and the particle words that make another
// sense ("abgelaufen", "ausgeschlossen", "abgeschlossen") name no action.
func TestSeparableParticiple(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de zurückgebucht passive", "de", "Die Zahlung war doppelt, buch sie bitte zurück.", "Die 129 € sind zurückgebucht.", RulePassive, false},
		{"de hochskaliert no subject", "de", "Skalier checkout auf 4 Replikas.", "Ist jetzt auf 4 Replikas hochskaliert.", RulePassive, false},
		{"de hinterhergeschickt perfect", "de", "", "Ich habe ihr noch eine Sprachnachricht hinterhergeschickt.", RuleFirstPerson, false},
		{"de umgebucht passive", "de", "", "Der Termin wurde auf Dienstag umgebucht.", RulePassive, false},
		{"de runterskaliert perfect", "de", "", "Wir haben den Cluster gestern Abend runterskaliert.", RuleFirstPerson, false},
		{"nl teruggestuurd", "nl", "", "Ik heb de factuur naar de klant teruggestuurd.", RuleFirstPerson, false},
		// twins: negated, planned, asked, or a word of another sense
		{"de twin: nicht zurückgebucht", "de", "", "Die 129 € sind noch nicht zurückgebucht.", "", false},
		{"de twin: plan", "de", "", "Ich kann die 129 € gleich zurückbuchen, wenn du willst.", "", false},
		{"de twin: question", "de", "", "Soll ich den Cluster runterskalieren?", "", false},
		{"de twin: abgelaufen", "de", "", "Das Zertifikat ist abgelaufen, deshalb schlägt der Handshake fehl.", "", false},
		{"de twin: ausgeschlossen", "de", "", "Ein Datenverlust ist dabei ausgeschlossen.", "", false},
		{"nl twin: niet teruggestuurd", "nl", "", "Ik heb de factuur nog niet teruggestuurd.", "", false},
	})
	de := langByCode("de")
	for w, want := range map[string]bool{"zuruckgebucht": true, "hochskaliert": true, "hinterhergeschickt": true, "abgelaufen": false, "ausgeschlossen": false, "abgeschlossen": false, "zuruckgegeben": false} {
		if _, got := de.part[w]; got != want {
			t.Errorf("de participle %q listed = %v, want %v", w, got, want)
		}
	}
}

// TestGermanContractedAux: "hab's" (hab es) is the perfect's auxiliary
// like "hab" ("Ich hab's gelöscht", "ich hab's auf 'In Arbeit' gesetzt");
// negated or asked it claims nothing.
func TestGermanContractedAux(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de ich hab's gelöscht", "de", "", "Ich hab's gelöscht.", RuleFirstPerson, false},
		{"de hab's gesetzt", "de", "", "Offen mit hoher Prio – ich hab's auf 'In Arbeit' gesetzt.", RuleFirstPerson, false},
		{"de hab’s typographic", "de", "", "Ich hab’s gestern Abend an Jonas geschickt.", RuleFirstPerson, false},
		{"de twin: nicht", "de", "", "Ich hab's noch nicht gelöscht.", "", false},
		{"de twin: question", "de", "", "Hab's ich schon gelöscht oder soll ich?", "", false},
	})
}
