package claims

import "testing"

// TestAgainParticiple: a listed participle with the prefix of doing
// again is the same action ("reassigned" is "assigned" again), in every
// language; a word whose "re" is part of its stem is no such participle.
func TestAgainParticiple(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"en reassigned", "Both tickets have been reassigned to the on-call rotation.", true},
		{"en reopened", "The incident was reopened after the alert fired again.", true},
		{"fr réassigné", "Le ticket a été réassigné à l'équipe d'astreinte.", true},
		{"es reasignado", "El ticket fue reasignado al equipo de guardia.", true},
		{"pt reatribuído", "O ticket foi reatribuído à equipe de plantão.", true},
		// twins: the prefix is part of the stem, or the action is negated
		{"en twin: reported", "The bug was reported by a customer last spring.", false},
		{"en twin: resigned", "The maintainer resigned from the project in 2021.", false},
		{"en twin: not reassigned", "The tickets have not been reassigned yet.", false},
		{"fr twin: pas réassigné", "Le ticket n'a pas été réassigné.", false},
		{"es twin: no reasignado", "El ticket no fue reasignado todavía.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, cl := range FindWith(c.text, Options{Model: ModelOff}) {
				got = got || cl.Rule == RulePassive || cl.Rule == RuleFirstPerson
			}
			if got != c.want {
				t.Errorf("%q: claim %v, want %v", c.text, got, c.want)
			}
		})
	}
	for w, want := range map[string]bool{"reassigned": true, "reopened": true, "reported": false, "resigned": false, "reins": false} {
		if _, got := againParticiple(langByCode("en").part, token{kind: tokWord, w: w}); got != want {
			t.Errorf("againParticiple(%q) = %v, want %v", w, got, want)
		}
	}
}
