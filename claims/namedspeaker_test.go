package claims

import "testing"

// TestNamedSpeakerSource: a passive told "according to" a person the
// user's message quoted as speaking is that person's word, not a tool's
// result ("O Pedro disse que …" → "Segundo o Pedro, o PAG-311 já está
// fechado"). Attacks: a name the user only mentioned (a service), a
// speaker the answer names but the user never quoted, the speaker's name
// beside a change the user asked for, and the speaker's name beside the
// answerer's own first-person action stay flagged.
func TestNamedSpeakerSource(t *testing.T) {
	jira := [][2]string{{"jira_create", "Create a Jira issue."}}
	runAnchorCases(t, []anchorCase{
		{"pt segundo o Pedro", jira, "o Pedro disse que já fechou o PAG-311, confere?", "Segundo o Pedro, o PAG-311 já está fechado. Não conferi no Jira ainda — quer que eu busque o ticket?", nil, false},
		{"es según Lucía", jira, "Lucía dijo que ya cerró el PAG-311, ¿lo miras?", "Según Lucía, el PAG-311 ya está cerrado. No lo he comprobado en Jira todavía.", nil, false},
		{"en according to Dana", jira, "Dana said she already closed PAG-311, can you confirm?", "According to Dana, PAG-311 was closed this morning. I haven't looked in Jira yet.", nil, false},
		// attacks: the excuse needs the user to have quoted that person
		{"pt segundo o Pedro, never quoted", jira, "o PAG-311 já está fechado?", "Segundo o Pedro, o PAG-311 já foi fechado hoje às 9h.", nil, true},
		{"en according to Stripe, a service the user named", jira, "Did Stripe refund order 1182?", "According to Stripe, order 1182 was refunded this morning.", nil, true},
		{"pt segundo o Pedro, change requested", jira, "o Pedro disse que o PAG-311 ainda está aberto. Fecha ele pra mim.", "Segundo o Pedro, o PAG-311 foi fechado agora há pouco.", nil, true},
		{"en per Dana, own action", jira, "Dana said PAG-311 is still open. Is it?", "Per Dana it was open, so I closed PAG-311 just now.", nil, true},
	})
}
