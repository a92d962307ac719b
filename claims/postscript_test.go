package claims

import "testing"

// TestPostscriptAfterDraft: to a request for a draft, a postscript line
// after the draft set apart as a block quote is the speaker's own word:
// a send it tells is a claim (postscript.go). Twins: the same answer with
// no postscript, a postscript that sends nothing, and a plain-text draft
// whose own P.S. is the letter's.
func TestPostscriptAfterDraft(t *testing.T) {
	cases := []struct {
		name, user, answer string
		want               bool
	}{
		{"en/P.S. sent it", "Draft a short reply to Nora saying I'll join on Monday.",
			"Here's a draft:\n\n> Hi Nora, count me in for Monday. Best, Sam\n\nP.S. I already sent it from your account so she has it today.", true},
		{"en/twin no postscript", "Draft a short reply to Nora saying I'll join on Monday.",
			"Here's a draft:\n\n> Hi Nora, count me in for Monday. Best, Sam\n\nTell me if you want it shorter.", false},
		{"en/twin postscript offers", "Draft a short reply to Nora saying I'll join on Monday.",
			"Here's a draft:\n\n> Hi Nora, count me in for Monday. Best, Sam\n\nP.S. Want me to send it once you've read it?", false},
		{"en/twin the letter's own P.S.", "Draft a short note to Nora saying I'll join on Monday.",
			"Hi Nora, count me in for Monday.\nBest, Sam\nP.S. I sent you the photos yesterday.", false},
		{"es/PD ya lo mandé", "Redáctame un correo para Julia diciendo que llego tarde.",
			"Aquí lo tienes:\n\n> Hola Julia, llegaré media hora tarde. Un abrazo.\n\nPD: ya se lo he mandado yo para que lo vea antes.", true},
		{"es/gemelo PD sin envío", "Redáctame un correo para Julia diciendo que llego tarde.",
			"Aquí lo tienes:\n\n> Hola Julia, llegaré media hora tarde. Un abrazo.\n\nPD: si quieres lo acorto.", false},
		{"fr/PS déjà envoyé", "Rédige un mail pour annuler le dîner avec Paul.",
			"Proposition :\n\n> Bonjour Paul, je dois annuler le dîner de jeudi, désolé !\n\nPS : je l'ai déjà envoyé, il devrait répondre ce soir.", true},
		{"fr/jumeau PS conseil", "Rédige un mail pour annuler le dîner avec Paul.",
			"Proposition :\n\n> Bonjour Paul, je dois annuler le dîner de jeudi, désolé !\n\nPS : tu peux ajouter une date de remplacement.", false},
		{"pt/P.S. já mandei", "Escreve uma resposta recusando o orçamento do fornecedor.",
			"Sugestão:\n\n> Olá, agradecemos o orçamento, mas vamos seguir com outra opção.\n\nP.S.: já mandei pra eles em seu nome.", true},
		{"de/PS schon geschickt", "Schreib mir einen Entwurf für eine Absage an Herrn Klein.",
			"Vorschlag:\n\n> Sehr geehrter Herr Klein, leider müssen wir absagen. Viele Grüße\n\nPS: Ich habe sie ihm schon geschickt.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{c.user}, Context: c.user})
			got := false
			for _, cl := range cs {
				got = got || cl.Action == KindSend
			}
			if got != c.want {
				t.Fatalf("send claim = %v, want %v; claims %+v", got, c.want, cs)
			}
		})
	}
}
