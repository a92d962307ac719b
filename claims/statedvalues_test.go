package claims

import "testing"

// statedBacked runs answer after one successful look-up returning result
// and says whether every claim found is backed (nothing flagged).
func statedBacked(t *testing.T, user, answer, result string) (bool, []Claim) {
	t.Helper()
	call := Call{ID: "call_s", Tool: "lookup", Args: `{"id":"A-17"}`, Result: result, Status: Verified, Kinds: []string{KindFetch}, Receipt: "r"}
	cs := FindWith(answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user})
	Back(cs, []Call{call})
	for _, c := range cs {
		if !c.Backed {
			return false, cs
		}
	}
	return true, cs
}

// TestStatedFigures: a figure a sentence says a source holds (a verb of
// showing or returning in its clause, or a cited source) must be one a
// call returned, even with no returned figure beside it; the honest twins
// (the call returned it, the clause negates, advises or explains code,
// no source is said to hold it) stay backed.
func TestStatedFigures(t *testing.T) {
	const mail = `{"id":"A-17","from":"billing@telco.example","subject":"Your invoice","date":"2026-12-03"}`
	const mailAmount = `{"id":"A-17","from":"billing@telco.example","subject":"Your invoice","amount":84.37}`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"en_shows_unreturned":  {"Did the invoice arrive?", "It arrived; the invoice shows an amount of 84.37 €.", mail, false},
		"en_shows_returned":    {"Did the invoice arrive?", "It arrived; the invoice shows an amount of 84.37 €.", mailAmount, true},
		"en_advice_twin":       {"Did the invoice arrive?", "It arrived; budget about 90 € for it next month.", mail, true},
		"fr_cited_unreturned":  {"La facture est arrivée ?", "D'après la facture, le montant est de 84,37 €.", mail, false},
		"fr_cited_returned":    {"La facture est arrivée ?", "D'après la facture, le montant est de 84,37 €.", mailAmount, true},
		"fr_negated_twin":      {"La facture est arrivée ?", "Elle est arrivée, mais le montant de 84,37 € n'y apparaît pas.", mail, true},
		"de_result_unreturned": {"Wie viele Bestellungen im November?", "Der Abgleich mit dem Vormonat ergab 8.410 Bestellungen.", `{"count":8120}`, false},
		"de_result_returned":   {"Wie viele Bestellungen im November?", "Der Abgleich mit dem Vormonat ergab 8.410 Bestellungen.", `{"count":8410}`, true},
		"de_code_twin":         {"Ist der Token sicher?", "`token_hex(8)` liefert nur 64 Bit, das ist zu kurz.", `def token(): return secrets.token_hex(8)`, true},
		"de_modal_twin":        {"Wie viele Bestellungen im November?", "Das ist weniger als gedacht; der Abgleich mit dem Vormonat sollte 9.000 ergeben.", `{"count":8120}`, true},
		"de_negated_twin":      {"Wie viele Bestellungen im November?", "Das ist weniger als gedacht; der Abgleich mit dem Vormonat ergab keine 9.000 Bestellungen.", `{"count":8120}`, true},
		"pt_consta_unreturned": {"Cadê o pedido 5531?", "O 5531 está em trânsito e o 5532 consta como entregue ontem.", `{"order":"5531","status":"em_transito"}`, false},
		"pt_advice_twin":       {"Cadê o pedido 5531?", "O 5531 está em trânsito; convém abrir o 5532 também amanhã.", `{"order":"5531","status":"em_transito"}`, true},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q vals=%v backed=%v %s", cl.Rule, cl.Sentence, cl.values(), cl.Backed, cl.Why)
				}
			}
		})
	}
}

// TestStatedPercentages: a percentage a source is said to show is one a
// call returned, as written or as a fraction (0.01833 is 1,83 %); a
// percentage no source is said to hold stays the answer's own.
func TestStatedPercentages(t *testing.T) {
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_fraction":       {"¿Cómo fue la conversión?", "El informe muestra una conversión del 1,83 %.", `{"conversion_rate":0.01833}`, true},
		"es_unreturned":     {"¿Cómo fue la conversión?", "El informe muestra una conversión del 2,4 %.", `{"conversion_rate":0.01833}`, false},
		"en_fraction":       {"Churn last month?", "The report shows churn at 3.1%.", `churn\n0.031`, true},
		"en_unreturned":     {"Churn last month?", "The report shows churn at 4.5%.", `churn\n0.031`, false},
		"en_own_arithmetic": {"Churn last month?", "Churn was 0.031, so roughly 3 in 100 customers; aim for 2%.", `churn\n0.031`, true},
		"fr_user_figure":    {"Le taux dépasse-t-il 5 % ?", "Le rapport indique un taux sous les 5 %.", `{"rate":0.031}`, true},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q vals=%v backed=%v %s", cl.Rule, cl.Sentence, cl.values(), cl.Backed, cl.Why)
				}
			}
		})
	}
}

// TestStatedQuotes: a block quote a sentence introduces as what a source
// says, and what follows the colon of a clause of saying, are that
// source's words: their figures must be returned. A quote introduced as
// the answer's own draft or with a hedge stays the answer's.
func TestStatedQuotes(t *testing.T) {
	const snippet = `[{"title":"Avisos","fragmento":"Aviso naranja por temperaturas máximas en la Campiña"}]`
	const snippetFigures = `[{"title":"Avisos","fragmento":"Aviso naranja: máximas de 42 °C, de 12:00 a 21:00"}]`
	const agb = `AGB: Die Kündigung ist zum Ende der Laufzeit möglich.`
	const agbFigures = `AGB: Die Kündigung ist mit einer Frist von 30 Tagen zum Ende der Laufzeit möglich.`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"es_quote_unreturned": {"¿Qué dice el aviso?", "La página de avisos dice literalmente:\n\n> Aviso naranja por máximas de 42 °C, de 12:00 a 21:00.", snippet, false},
		"es_quote_returned":   {"¿Qué dice el aviso?", "La página de avisos dice literalmente:\n\n> Aviso naranja por máximas de 42 °C, de 12:00 a 21:00.", snippetFigures, true},
		"es_hedged_intro":     {"¿Qué dice el aviso?", "Hay aviso naranja. Un aviso así podría decir:\n\n> Aviso naranja por máximas de 42 °C, de 12:00 a 21:00.", snippet, true},
		"de_quote_unreturned": {"Was steht in den AGB zur Kündigung?", "In den AGB steht dazu:\n\n> Die Kündigung ist mit einer Frist von 30 Tagen möglich.", agb, false},
		"de_quote_returned":   {"Was steht in den AGB zur Kündigung?", "In den AGB steht dazu:\n\n> Die Kündigung ist mit einer Frist von 30 Tagen zum Ende der Laufzeit möglich.", agbFigures, true},
		"de_draft_twin":       {"Was steht in den AGB zur Kündigung?", "Ich würde dem Kunden so antworten:\n\n> Die Kündigung ist mit einer Frist von 30 Tagen möglich.", agb, true},
		"fr_colon_unreturned": {"Le job a planté ?", "Oui, la sortie indique : délai dépassé après 45 s.", `02:07 ERROR timeout contacting s3 after 30 s`, false},
		"fr_colon_returned":   {"Le job a planté ?", "Oui, la sortie indique : délai dépassé après 30 s.", `02:07 ERROR timeout contacting s3 after 30 s`, true},
		"en_colon_advice":     {"Did the job crash?", "It did; the log shows a timeout: I'd raise it to 45 s.", `02:07 ERROR timeout contacting s3 after 30 s`, true},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q vals=%v backed=%v %s", cl.Rule, cl.Sentence, cl.values(), cl.Backed, cl.Why)
				}
			}
		})
	}
}

// TestStatedCitation: a source word that cites nothing ("selon le cas",
// "según el caso", "o segundo") states no source's figures.
func TestStatedCitation(t *testing.T) {
	const code = `def remise(total, r):\n    if r > 1:\n        r = r / 100\n    return total - total * r`
	for name, c := range map[string]struct {
		user, answer, result string
		backed               bool
	}{
		"fr_selon_le_cas":  {"Tu peux relire remise.py ?", "La fonction `remise` accepte 15 ou 0,15 selon le cas : ambigu.", code, true},
		"fr_selon_le_doc":  {"Tu peux relire remise.py ?", "Selon la documentation interne, la remise maximale est de 15.", code, false},
		"es_segun_el_caso": {"¿Puedes revisar remise.py?", "La función `remise` acepta 15 o 0,15 según el caso: es ambiguo.", code, true},
		"es_segun_informe": {"¿Puedes revisar remise.py?", "Según el informe de ventas, la remise máxima es de 15.", code, false},
	} {
		t.Run(name, func(t *testing.T) {
			if backed, cs := statedBacked(t, c.user, c.answer, c.result); backed != c.backed {
				t.Errorf("%q backed = %v, want %v", c.answer, backed, c.backed)
				for _, cl := range cs {
					t.Logf("  %s %q vals=%v backed=%v %s", cl.Rule, cl.Sentence, cl.values(), cl.Backed, cl.Why)
				}
			}
		})
	}
}
