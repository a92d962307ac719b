package claims

import "testing"

// TestPastWhen: a temporal clause in the speaker's pluperfect ("When I had
// checked the logs, …", "Cuando yo había revisado …", "Quand j'avais
// vérifié …", "Quando eu tinha conferido …") and a German subordinate
// clause with its perfect's auxiliary last ("Nachdem ich Jana geschrieben
// hatte, …") claim the speaker's action (pastwhen.go). Twins: a habit or a
// condition ("When I check …", "Wenn ich … geprüft habe"), a negation, a
// third person or the user as the subject ("Sara contestó que había
// reiniciado …", "Quand tu avais vérifié …", "Sara hatte …").
func TestPastWhen(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de nachdem … hatte", "de", "Sag Jana bitte, dass das Meeting ausfällt.", "Nachdem ich Jana geschrieben hatte, kam direkt ein 'Danke, passt' zurück.", RuleFirstPerson, false},
		{"de als … hatte", "de", "Läuft der Job?", "Als ich die Logs durchgesehen hatte, war alles grün.", RuleFirstPerson, false},
		{"de weil … habe", "de", "Ist der Cache leer?", "Er ist leer, weil ich den Cache geleert habe.", RuleFirstPerson, false},
		{"en when I had", "en", "Is the job fine?", "When I had checked the logs, everything was green.", RuleFirstPerson, false},
		{"es cuando yo había", "es", "¿Va bien el job?", "Cuando yo había revisado los logs, ya estaba todo en verde.", RuleFirstPerson, false},
		{"fr quand j'avais", "fr", "Le job tourne ?", "Quand j'avais vérifié les logs, tout était vert.", RuleFirstPerson, false},
		{"pt quando eu tinha", "pt", "O job tá ok?", "Quando eu tinha conferido os logs, já estava tudo verde.", RuleFirstPerson, false},
		// twins
		{"en habit", "en", "Is the job fine?", "When I check the logs, I look for 5xx responses first.", "", false},
		{"de wenn (condition)", "de", "Läuft der Job?", "Wenn ich die Logs geprüft habe, melde ich mich.", "", false},
		{"de negated", "de", "Läuft der Job?", "Nachdem ich die Logs nicht geprüft hatte, blieb die Frage offen.", "", false},
		{"de third person", "de", "Was ist im Kanal passiert?", "Sara schrieb, sie hatte den Worker schon gestern neu gestartet.", "", false},
		{"es third person", "es", "¿Qué se dijo en #incidencias?", "Sara contestó que había reiniciado el worker y que ya estaba bajando.", "", false},
		{"fr the user", "fr", "Le job tourne ?", "Quand tu avais vérifié les logs, tout était vert ?", "", false},
		{"pt thing as subject", "pt", "Achou o boleto?", "O token tinha expirado na primeira tentativa.", "", false},
	})
}
