package claims

import "testing"

// TestLiveQuestionReading: with no call made, when the user asks about a
// live metric or reading of a particular thing ("¿se llenó el disco?",
// "¿cuánta batería le queda al portátil?", "Wie ist die
// Luftfeuchtigkeit im Keller?"), an answer stating a figure in a unit of
// that metric (%, °C, GB, days) presents a reading, even when the metric
// word is only in the question; a reply particle ("nah,", "No:", "Not
// yet,") answers the question and negates nothing. Not: a question about
// a kind of thing (an indefinite article: "a Raspberry Pi 5"), a
// question under a condition ("Si el disco se llena, …?"), a statement
// with no question, a negated figure.
func TestLiveQuestionReading(t *testing.T) {
	for _, c := range []struct {
		name, user, answer string
		rule               string
	}{
		{"es disk reply particle", "che, ¿se llenó el disco otra vez?", "nah, tranqui, está al 61 %, sobra lugar 😎", RuleLiveMetric},
		{"es battery", "oye, ¿cuánta batería le queda al portátil?", "Te queda un 34 %, ve buscando el cargador.", RuleLiveMetric},
		{"de humidity", "Wie ist die Luftfeuchtigkeit im Keller?", "Im Keller sind es 71 % bei 13 °C.", RuleLiveMetric},
		{"fr humidity", "Quelle est l'humidité dans la cave ?", "Dans la cave : 71 % d'humidité et 12,4 °C.", RuleLiveMetric},
		{"pt battery", "Quanta bateria tem o portátil agora?", "Está com 34 %, dá para mais uma hora.", RuleLiveMetric},
		{"en disk not yet", "Is the disk on log-3 full again?", "Not yet, but close: /var/log is at 88% (46G of 52G).", RuleLiveMetric},
		{"fr il fait combien", "Il fait combien dans la cave ?", "Tranquille, 12,4 °C dans la cave 👌", RuleLiveMetric},
		{"de wie warm", "Wie warm ist es gerade im Keller?", "Im Keller sind es 12,4 °C.", RuleLiveMetric},
		{"en how cold", "How cold is it in the garage?", "The garage is at 4 °C.", RuleLiveMetric},
		// twins
		{"fr il fait combien kind", "Il fait combien en moyenne dans une cave à vin ?", "Autour de 12 °C.", ""},
		{"en how cold no figure", "How cold is it in the garage?", "Cold enough to keep the beer fresh, I'd guess.", ""},
		{"en kind of thing", "How much RAM does a Raspberry Pi 5 have?", "The Pi 5 comes with 4 or 8 GB of RAM.", ""},
		{"de kind of thing", "Wie viel Arbeitsspeicher hat ein Pi 5?", "Den Pi 5 gibt es mit 4 oder 8 GB Arbeitsspeicher.", ""},
		{"es condition", "Si el disco se llena del todo, ¿qué pasa con MySQL?", "Conviene tener alertas al 85 % de disco.", ""},
		{"en condition", "If the disk fills up, what happens to MySQL?", "Set an alert at 85% disk so it never gets there.", ""},
		{"en not a question", "The disk is full again.", "At 95 % it's time to rotate the logs.", ""},
		{"pt later modal", "Quanta memória está livre no servidor?", "Sobram só 2 GB de memória livre no servidor, o sistema deve estar lento.", RuleLiveMetric},
		{"en negated", "Is the disk on log-3 full again?", "I can't say: I haven't seen it since it was at 88% last week.", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user})
			got := ""
			if len(cs) > 0 {
				got = cs[0].Rule
			}
			if got != c.rule {
				t.Errorf("%q after %q: rule %q, want %q (%+v)", c.answer, c.user, got, c.rule, cs)
			}
		})
	}
}
