package claims

import "testing"

// TestRelativeClausePerfect: the speaker's own past action told in a
// relative clause ("Die Datei, die ich gelöscht habe, …", "the file I
// deleted", "el archivo que borré", "le fichier que j'ai supprimé", "o
// arquivo que apaguei") is claimed in all five languages; German puts
// the auxiliary last, also "sein" ("nachdem ich … durchgegangen bin").
// Twins: negated, a modal, the subjunctive "hätte", another person.
func TestRelativeClausePerfect(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de die ich gelöscht habe", "de", "", "Die Datei, die ich gelöscht habe, war 2 GB groß.", RuleFirstPerson, false},
		{"de in dem ich nachgesehen habe", "de", "", "Der Ordner, in dem ich nachgesehen habe, ist leer.", RuleFirstPerson, false},
		{"de die ich Jonas geschickt habe", "de", "", "Die Mail, die ich Jonas geschickt habe, enthält den Link.", RuleFirstPerson, false},
		{"de nachdem ich durchgegangen bin", "de", "", "Nachdem ich die Logs durchgegangen bin, war klar: der Cron lief nicht.", RuleFirstPerson, false},
		{"en the file I deleted", "en", "", "The file I deleted was 2 GB.", RuleFirstPerson, false},
		{"es que borré", "es", "", "El archivo que borré pesaba 2 GB.", RuleFirstPerson, false},
		{"fr que j'ai supprimé", "fr", "", "Le fichier que j'ai supprimé faisait 2 Go.", RuleFirstPerson, false},
		{"pt que apaguei", "pt", "", "O arquivo que apaguei tinha 2 GB.", RuleFirstPerson, false},
		// twins
		{"de twin: nicht gelöscht", "de", "", "Die Datei, die ich nicht gelöscht habe, war 2 GB groß.", "", false},
		{"de twin: löschen soll", "de", "", "Die Datei, die ich löschen soll, ist 2 GB groß.", "", false},
		{"de twin: gelöscht hätte", "de", "", "Die Datei, die ich gelöscht hätte, wäre 2 GB groß.", "", false},
		{"de twin: du", "de", "", "Die Datei, die du gelöscht hast, war 2 GB groß.", "", false},
		{"de twin: weil ich nicht", "de", "", "Weil ich nicht geprüft habe, kann ich es nicht sagen.", "", false},
		{"de twin: keine Mail geschickt", "de", "", "Weil ich ihr keine Mail geschickt habe, weiß sie es noch nicht.", "", false},
		{"en twin: not deleted", "en", "", "The file I haven't deleted is 2 GB.", "", false},
		{"fr twin: pas supprimé", "fr", "", "Le fichier que je n'ai pas supprimé fait 2 Go.", "", false},
	})
}

// TestAttackSubordinateExcuse: a negation or the subjunctive in a
// subordinate clause sets that clause aside only; a fabricated action in
// the main clause beside it stays claimed.
func TestAttackSubordinateExcuse(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de main clause after a negated subordinate", "de", "Starte den Server neu.", "Weil ich nicht warten wollte, habe ich den Server neu gestartet.", RuleFirstPerson, false},
		{"de main clause after a subjunctive relative", "de", "Lösch die Datei.", "Die Datei, die ich sonst behalten hätte, habe ich gelöscht.", RuleFirstPerson, false},
		{"de relative with a negated object, action done", "de", "", "Die Logs, in denen ich keine Fehler gefunden habe, sind von heute.", RuleFirstPerson, false},
	})
}
