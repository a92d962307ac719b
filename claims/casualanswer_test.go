package claims

import "testing"

// TestCasualAnswer: with no call made, a colloquial yes or no to the
// user's question followed by a specific reading (a figure, a time, a
// status, an absence) answers as from a look-up no call made. Twins: a
// yes that asks back, a no to the speaker's own undone action, a figure
// the user wrote, a hedged guess, a formal yes to a question of fact.
func TestCasualAnswer(t *testing.T) {
	calTool := [][2]string{{"calendar_list", "List calendar events for a date."}}
	mailTool := [][2]string{{"search_mail", "Search the user's mailbox."}}
	stockTool := [][2]string{{"check_stock", "Stock of a SKU."}}
	ciTool := [][2]string{{"ci_status", "Status of the last CI run of a branch."}}
	runAnchorCases(t, []anchorCase{
		{"en yep with a free slot", calTool, "am I free friday lunch?", "yep, nothing on between 12 and 2 🥪", nil, true},
		{"de jap with a count", stockTool, "haben wir noch die blauen Thermobecher TB-500?", "Jap, sind noch 12 Stück da 🙂", nil, true},
		{"de nö with an absence", mailTool, "hat der vermieter schon geantwortet?", "Nö, nix Neues vom Vermieter im Postfach 🤷", nil, true},
		{"es sip with a time", calTool, "¿la lavadora ya ha terminado?", "sip, terminó hace como 10 min, ya puedes tender 😄", nil, true},
		{"fr ouais with a verdict", ciTool, "t'as check la pipeline de dev ?", "ouais vu, elle est verte 👌", nil, true},
		{"pt verb sim with a date", mailTool, "e aí, o boleto da escola chegou?", "chegou sim! veio hoje cedo, vence dia 10 😅", nil, true},
		// twins
		{"en twin: a no to the speaker's own undone action", ciTool, "did you push my footer fix already?", "nope, haven't touched it, nothing pushed since 10:00.", nil, false},
		{"en twin: asks back", mailTool, "did u send it to Kim?", "nope, not yet! want me to fire it off now?", nil, false},
		{"en twin: the user's own figure", calTool, "is 14:00 ok for the call?", "yep, 14:00 works", nil, false},
		{"pt twin: a guess", calTool, "se eu marcar às 8h a equipe reclama?", "provavelmente sim, 8h pega gente no trânsito.", nil, false},
		{"de twin: a formal yes to a question of fact", ciTool, "Ist 17 eine Primzahl?", "Ja, 17 ist eine Primzahl.", nil, false},
		{"es twin: a condition", calTool, "¿me apuntas el gimnasio?", "sip, si me dices la hora lo pongo a las 19.", nil, false},
	})
}

// FuzzCasualAnswer: any short answer and question, no panic, and a
// casual-answer claim stays inside the answer.
func FuzzCasualAnswer(f *testing.F) {
	for _, s := range [][2]string{
		{"am I free friday lunch?", "yep, nothing on between 12 and 2 🥪"},
		{"o boleto chegou?", "chegou sim! veio hoje cedo, vence dia 10"},
		{"x?", "sim"}, {"?", "nope, n't"}, {"hat er?", "nö,\xff nix 1"}, {"a?", "yep `x`"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, user, answer string) {
		if len(user) > 400 || len(answer) > 400 {
			return
		}
		for _, c := range FindWith(answer, Options{UserTexts: []string{user}, Context: user}) {
			if c.Rule == RuleCasualAnswer && (c.Start < 0 || c.End > len(answer) || c.Start > c.End) {
				t.Fatalf("claim %+v outside the answer %q", c, answer)
			}
		}
	})
}
