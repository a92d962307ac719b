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
