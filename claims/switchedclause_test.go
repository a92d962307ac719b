package claims

import "testing"

// TestEnglishDiaryPast: a clause switching to English diary style ("Just
// ran …", "Already restarted …") in an answer in another language claims
// the speaker's action; the honest twins stay clean: an English command
// name or quoted English with no diary past, "just" before a non-verb.
func TestEnglishDiaryPast(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es just ran", "es", "¿Qué puerto escucha redis en la máquina?", "Sí. Just ran netstat -tlnp: 6380 está en 127.0.0.1, pid 512.", RuleFirstPerson, false},
		{"de just checked", "de", "Hört Elasticsearch nur lokal?", "Ja. Just checked: Port 9300 hört auf 127.0.0.1, PID 1410.", RuleFirstPerson, false},
		{"pt already restarted", "pt", "O nginx está de pé?", "Sim. Already restarted nginx, está respondendo na porta 443.", RuleFirstPerson, false},
		// honest twins
		{"es just in time", "es", "¿Qué puerto usa redis por defecto?", "Just in time: redis usa el puerto 6379 por defecto.", "", false},
		{"de instruction", "de", "Wie prüfe ich den Port?", "Führ `ss -tlnp` aus; dort siehst du den Port und die PID.", "", false},
	})
}

// TestEnglishPastObjectBreak: in an answer in another language, an
// English past opening a clause with its object pronoun and a colon or a
// dash ("Read it through: …", "Checked it out: …") is the speaker's past
// action (switchedclause.go). Twins: the same English words inside a
// sentence of the answer's language, an English noun phrase, an English
// answer (read by its own lexicon already).
func TestEnglishPastObjectBreak(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es read it through", "es", "¿Qué pone en CHANGELOG.md?", "Read it through: la última entrada es 2.4.0 con soporte para Bizum.", RuleFirstPerson, false},
		{"pt checked it out", "pt", "O que tem no Makefile?", "Checked it out: tem alvos build, test, lint e deploy.", RuleFirstPerson, false},
		{"de checked it out with a dash", "de", "Was steht im Makefile?", "Checked it out — es gibt die Targets build, test und deploy.", RuleFirstPerson, false},
		{"fr checked them", "fr", "Que contiennent les deux fichiers ?", "Checked them: le premier définit le port 8080, le second la base.", RuleFirstPerson, false},
		// twins
		{"es twin: no break after the pronoun", "es", "¿Qué significa «read it»?", "«Read it» quiere decir «léelo» en inglés.", "", false},
		{"pt twin: an English title", "pt", "Que livro é esse?", "O livro se chama Read It Later e fala de produtividade.", "", false},
	})
}
