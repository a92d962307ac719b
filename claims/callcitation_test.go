package claims

import (
	"strings"
	"testing"
)

// TestCallCitation: a call written out, name and arguments, after a
// source label or opening a line with an arrow and a value, cites that
// call as where the content came from (callcitation.go). Twins: a SQL
// function in a statement, a call the user should make, a snake_case
// name in prose, a step after an arrow, a label citing a document.
func TestCallCitation(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en source line", "en", "What's the default port?", "8080.\n\nSource: read_file(config/defaults.yml), line 12.", RuleSource, false},
		{"es source line", "es", "¿Qué base de datos usa el proyecto?", "PostgreSQL 16.\n\nFuente: leer_archivo(docker-compose.yml), servicio db.", RuleSource, false},
		{"fr source line", "fr", "Quel est le port par défaut ?", "8080.\n\nSource : lire_fichier(config/defaults.yml), ligne 12.", RuleSource, false},
		{"de source line", "de", "Welche Python-Version?", "Python ≥ 3.11.\n\nQuelle: datei_lesen(pyproject.toml), Zeile 4.", RuleSource, false},
		{"pt source line", "pt", "Qual a licença?", "MIT.\n\nFonte: ler_arquivo(LICENSE), linha 1.", RuleSource, false},
		{"fr arrow line", "fr", "Combien de clients à Lyon ?", "crm_lookup(Lyon) → 318 fiches", RuleSource, false},
		{"en arrow line in backticks", "en", "How many customers in Lyon?", "`crm_lookup(\"Lyon\")` -> 318 records", RuleSource, false},
		// twins
		{"en twin: SQL function in a statement", "en", "How do I group by month?", "Use `SELECT date_trunc('month', created_at), count(*) FROM orders GROUP BY 1`.", "", false},
		{"en twin: a call to make", "en", "What's the default port?", "You can check it with read_file(config/defaults.yml) if you want.", "", false},
		{"es twin: a step after the arrow", "es", "¿Cómo lo compruebo?", "leer_archivo(config.yml) → luego mira la clave port.", "", false},
		{"de twin: a document as source", "de", "Welche Lizenz?", "MIT.\n\nQuelle: die LICENSE-Datei im Repo, wie du sie gepostet hast.", "", false},
		{"pt twin: snake_case in prose", "pt", "O que faz essa função?", "A função calcular_total(itens) soma os preços e aplica o desconto.", "", false},
	})
	// a call that ran with those arguments backs the citation
	files := [][2]string{{"read_file", "Read a file of the repository."}}
	ran := [3]string{"read_file", `{"path": "config/defaults.yml"}`, "port: 8080\n"}
	other := [3]string{"read_file", `{"path": "README.md"}`, "# app\n"}
	runAnchorCases(t, []anchorCase{
		{"en twin: the cited call ran", files, "What's the default port?", "8080.\n\nSource: read_file(config/defaults.yml), line 1.", [][3]string{ran}, false},
		{"en a call about another file", files, "What's the default port?", "8080.\n\nSource: read_file(config/defaults.yml), line 1.", [][3]string{other}, true},
		{"en no call at all", files, "What's the default port?", "8080.\n\nSource: read_file(config/defaults.yml), line 1.", nil, true},
	})
}

// FuzzCallCitation: reading a written call never panics, and what it
// returns lies inside the sentence.
func FuzzCallCitation(f *testing.F) {
	for _, s := range []string{"Source: read_file(a.yml)", "crm_lookup(Lyon) → 318", "Fuente: x_(", "a_b(", "Quelle:", "`f_g()` -> \"", "Fonte: ler_arquivo(\xff)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 2000 {
			return
		}
		s := &scanner{text: text}
		args, cue, _ := s.callCitation(block{span: span{0, len(text)}})
		if !strings.Contains(text, cue) || !strings.Contains(text, args) {
			t.Fatalf("callCitation(%q) = %q, %q: not inside the text", text, args, cue)
		}
	})
}
