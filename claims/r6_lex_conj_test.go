package claims

import "testing"

// lexCase: an answer in a language, and the rule that must find a claim in
// it ("" when none may).
type lexCase struct {
	lang, user, answer, rule string
}

func checkLexCases(t *testing.T, cases []lexCase) {
	t.Helper()
	for _, c := range cases {
		var ut []string
		if c.user != "" {
			ut = []string{c.user}
		}
		cs := FindWith(c.answer, Options{UserTexts: ut, Context: c.user, Lang: c.lang})
		got := ""
		if len(cs) > 0 {
			got = cs[0].Rule
		}
		if got != c.rule {
			t.Errorf("%s %q: rule %q, want %q (%+v)", c.lang, c.answer, got, c.rule, cs)
		}
	}
}

// TestConjugatedForms: verbs listed once as infinitives claim in the forms
// a writer uses (first person preterite, participle, impersonal "-se").
func TestConjugatedForms(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"es", "", "Analicé los logs de nginx de anoche.", RuleFirstPerson},
		{"es", "", "Cotejé los importes con la factura de noviembre.", RuleFirstPerson},
		{"es", "", "Se rastrearon los envíos del lunes.", RulePassive},
		{"pt", "", "Levantei os motivos dos cancelamentos.", RuleFirstPerson},
		{"pt", "", "Analisou-se o log do nginx.", RuleFirstPerson},
		{"pt", "", "O relatório foi partilhado com a equipa.", RulePassive},
		{"fr", "", "J'ai analysé les journaux du serveur.", RuleFirstPerson},
		{"fr", "", "Les journaux ont été épluchés ce matin.", RulePassive},
		{"en", "", "I skimmed the changelog for 3.2.", RuleFirstPerson},
		// a generated infinitive of a change says when, not what was done
		{"es", "", "Al renovar tu suscripción se cobra el importe del año.", ""},
		// a state with a bare "está" is no action ("ya está" still claims)
		{"es", "", "La rama feature-x ahora está fusionada en main; puedes borrarla.", ""},
	})
}

// TestQuotedDraft: a quotation that opens a sentence and closes after it
// is the quoted text, not the answer's report.
func TestQuotedDraft(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"fr", "", "« Bonjour Claire, la livraison est décalée à lundi ; désolé pour le contretemps. »", ""},
		{"fr", "", "Bonjour Claire, la livraison a été décalée à lundi.", RulePassive},
	})
}

// TestCommandOutcome: a command written with its arguments, then an
// outcome ("nc -zv db-01 5432 connected"), reports having run it.
func TestCommandOutcome(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"pt", "", "nc -zv db-01 5432 conectou, a porta está aberta.", RuleReport},
		{"de", "", "nc -zv mail.koehler.de 25 war erfolgreich, der Port ist offen.", RuleReport},
		{"en", "", "nc -zv db-01 5432 connected, the port is open.", RuleReport},
	})
}
