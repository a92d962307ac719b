package claims

import "testing"

// TestQuoteIsAnswer: a block quote is someone else's words only when the
// sentence before it names another speaker (or an example) or it is the
// user's text; otherwise it is read as the answer's own.
func TestQuoteIsAnswer(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"en only a quote", "> I sent the email to bob@example.com.", true},
		{"en no space", ">I sent the email to bob@example.com.", true},
		{"es only a quote", "> Ya envié el correo a bob@example.com.", true},
		{"en quote beside own words", "You wrote:\n\n> I sent the email to bob@example.com.\n\nShall I check whether it arrived?", false},
		{"es quote beside own words", "Escribiste:\n\n> Ya envié el correo a bob@example.com.\n\n¿Quieres que compruebe si llegó?", false},
		{"en a word then the quote", "Done.\n\n> I sent the email to bob@example.com.", true},
		{"fr a word then the quote", "C'est fait.\n> J'ai envoyé le mail à bob@example.com.", true},
		{"de introduced quote", "Du hast geschrieben:\n> Ich habe die Mail an bob@example.com geschickt.", false},
		{"en a colon is no speaker", "Summary:\n> I deleted the prod database.", true},
		{"pt a colon is no speaker", "Resumo:\n> Apaguei a base de dados de produção.", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := len(Find(tc.text, nil)) > 0; got != tc.want {
				t.Errorf("claim found %v, want %v in %q", got, tc.want, tc.text)
			}
		})
	}
}
