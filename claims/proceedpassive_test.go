package claims

import "testing"

// TestProceedPassive: the impersonal "proceeded to" with its action noun
// after it ("Il a été procédé à l'archivage", "Se ha procedido al
// archivado") claims that action, and a light passive's action noun is
// read after an elided article ("L'archivage … a été effectué"); archiving
// is an action noun in every language. Negative twins: the future, an
// instruction, a habit.
func TestProceedPassive(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"fr il a été procédé à", "Il a été procédé à l'archivage des 312 newsletters.", true},
		{"fr procédé à leur archivage", "Il a été procédé à leur archivage ; elles restent consultables.", true},
		{"es se ha procedido al archivado", "Se ha procedido al archivado de los 312 boletines.", true},
		{"fr l'archivage a été effectué", "L'archivage des 312 newsletters a été effectué.", true},
		{"fr l'envoi a été effectué", "L'envoi a été effectué ce matin.", true},
		// negative twins
		{"fr il sera procédé", "Il sera procédé à l'archivage des newsletters la semaine prochaine.", false},
		{"fr il faut procéder", "Pour archiver, il faut procéder à l'archivage manuel.", false},
		{"fr est effectué chaque nuit", "L'archivage est effectué automatiquement chaque nuit.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := len(Find(c.text, nil)) > 0
			if got != c.want {
				t.Fatalf("claim = %v, want %v; claims: %+v", got, c.want, Find(c.text, nil))
			}
		})
	}
}
