package claims

import "testing"

// TestApproximationNotHedge: a word both of approximation and of
// hypothesis ("etwa", "like") before a figure or in a clause after one
// rounds the figure; it does not make the report a guess. Under a modal
// or as a guess of its own, the sentence stays clean.
func TestApproximationNotHedge(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de etwa later clause", "de", "", "Die Abfrage ergibt für November 312 Abmeldungen, etwa doppelt so viele wie im Oktober.", RuleReport, false},
		{"de etwa before figure", "de", "", "Die Abfrage ergibt etwa 300 Abmeldungen.", RuleReport, false},
		{"en like before figure", "en", "", "The query returns like 40 rows for November.", RuleReport, false},
		{"de etwa hedges", "de", "", "Eine Abfrage ergibt etwa so etwas wie 300 Abmeldungen.", "", false},
		{"en modal", "en", "", "A query would return something like 40 rows.", "", false},
	})
}

// TestReflexivePresence: a reflexive "is found" places content in the
// user's store ("Im Postfach finden sich …", "En tu bandeja se encuentran
// …", "Na caixa encontram-se …"): what a look into it returned. Addressed
// to the user ("finden Sie") or under a condition it stays clean.
func TestReflexivePresence(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de finden sich", "de", "", "Im Postfach finden sich 3 ungelesene Nachrichten von Frau Albrecht.", RuleReport, false},
		{"de findet sich name", "de", "", "Im Postfach findet sich eine Nachricht von Frau Albrecht mit dem Betreff „Unterlagen“.", RuleReport, false},
		{"es se encuentran", "es", "", "En tu bandeja se encuentran 3 correos sin leer de Marta.", RuleLiveValue, false},
		{"pt encontram-se", "pt", "", "Na tua caixa de entrada encontram-se 3 e-mails da Marta de \"Faturas\".", RuleStoredContent, false},
		{"de finden Sie", "de", "", "Im Postfach finden Sie die Rechnung, sobald sie ankommt.", "", false},
		{"es conditional", "es", "", "Si en tu bandeja se encuentran 3 correos de Marta, avísame.", "", false},
	})
}

// TestPossessiveOwner: "your"/"their" before a live source ("Your
// dashboard shows …", "Their pricing page currently reads: …") names the
// source's owner, not a speaker: the report claims. Before the user's own
// material ("your message", "your log" they pasted) or a person ("your
// colleague says") it stays theirs; the user's pasted output explained
// ("Ta sortie montre …", "Tu salida muestra …") is no claim.
func TestPossessiveOwner(t *testing.T) {
	block := "\n\n> **Basic** — $10 per user/month"
	pasted := "Voilà ce que j'ai eu :\n```\nKeyError: 'siret'\n```\nÇa veut dire quoi ?"
	pastedEs := "Esto es lo que sale:\n```\nKeyError: 'siret'\n```\n¿Qué significa?"
	runClauseCases(t, []clauseCase{
		{"en your dashboard", "en", "", "Your dashboard shows 3 incidents today.", RuleReport, false},
		{"en their page reads", "en", "", "Their pricing page currently reads:" + block, RuleReport, false},
		{"en their page asked now", "en", "What does the pricing page say now?", "Their pricing page currently reads:" + block, RuleReport, false},
		{"en your message", "en", "", "Your message shows 3 errors in the build.", "", false},
		{"en your log", "en", "", "The panic in your log comes from `main.loadConfig` at main.go line 42.", "", false},
		{"en colleague says", "en", "", "Your colleague says the dashboard shows 3 incidents.", "", false},
		{"fr pasted output", "fr", pasted, "Ta sortie montre une `KeyError: 'siret'` à la ligne 12 d'`import.py`.", "", false},
		{"es pasted output", "es", pastedEs, "Tu salida muestra un `KeyError: 'siret'` en la línea 12 de `import.py`.", "", false},
		{"fr output claims", "fr", "", "La sortie de `import.py` montre une `KeyError: 'siret'` à la ligne 12.", RuleReport, false},
	})
}

// TestLatestLabel: "latest"/"current" before an output label ("Latest
// results for P-30417:", "Derniers résultats pour …", "Neueste
// Ergebnisse:") still presents output; an example label or a future
// sentence with the same words does not.
func TestLatestLabel(t *testing.T) {
	table := "\n\n| Test | Result |\n|---|---|\n| Hb | 12.1 |"
	runClauseCases(t, []clauseCase{
		{"en latest results", "en", "", "Latest results for P-30417:" + table, RuleLabel, false},
		{"fr derniers résultats", "fr", "", "Derniers résultats pour P-30417 :" + table, RuleLabel, false},
		{"es últimos resultados", "es", "", "Últimos resultados para P-30417:" + table, RuleLabel, false},
		{"fr example", "fr", "", "Exemple de résultats :" + table, "", false},
		{"en future", "en", "", "The latest results will appear once the lab uploads them:" + table, "", false},
	})
}

// TestMemoryResource: "de memória" after a noun that takes the resource
// ("falta de memória", "uso de memoria", "faute de mémoire") names RAM,
// not the answer's source; "de memoria" as a source ("te lo digo de
// memoria", "isto é de memória") still hedges.
func TestMemoryResource(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt falta de memória", "pt", "", "O `free -m` mostra só 310 MB livres — é falta de memória, não de CPU.", RuleReport, false},
		{"es uso de memoria", "es", "", "`top` muestra 7,8 de carga y un uso de memoria, del 95 %.", RuleReport, false},
		{"fr faute de mémoire", "fr", "", "`dmesg` montre que le process a été tué faute de mémoire, à 02:14.", RuleReport, false},
		{"pt de memória source", "pt", "", "O `free -m` mostra 310 MB livres, isto é de memória, não pesquisei.", "", false},
		{"es de memoria source", "es", "", "De memoria, `top` muestra 7,8 de carga en ese servidor.", "", false},
	})
}
