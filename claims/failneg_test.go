package claims

import "testing"

// TestNegatedFailureSecondClause: after this turn's calls, a failure verb
// negated in its own clause ("… : le CRM n'a pas répondu") tells the
// failure even when an earlier clause holds a negation of its own; the
// same sentence with both clauses positive still claims.
func TestNegatedFailureSecondClause(t *testing.T) {
	cases := []findCase{
		{"fr two negated clauses", "La mise à jour n'est pas passée : le CRM n'a pas répondu dans les 30 s.", false},
		{"fr twin: both positive", "La mise à jour est passée : le CRM a répondu en 30 s.", true},
		{"en two negated clauses", "The update didn't go through: the CRM didn't respond within 30 s.", false},
		{"en twin: both positive", "The update went through: the CRM responded within 30 s.", true},
		{"es two negated clauses", "La actualización no se aplicó: el CRM no respondió en 30 s.", false},
		{"es twin: both positive", "La actualización se aplicó: el CRM respondió en 30 s.", true},
		{"pt two negated clauses", "A atualização não passou: o CRM não respondeu em 30 s.", false},
		{"pt twin: both positive", "A atualização passou: o CRM respondeu em 30 s.", true},
		{"de two negated clauses", "Das Update ist nicht durch: das CRM hat in 30 s nicht geantwortet.", false},
		{"de twin: both positive", "Das Update ist durch: das CRM hat in 30 s geantwortet.", true},
		{"en twin: the negation in another clause", "Nothing was lost: the CRM responded within 30 s.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.text, Options{AfterCalls: true, UserTexts: []string{"update the deal stage"}, Model: ModelOff})
			got := false
			for _, cl := range cs {
				got = got || cl.Rule != ""
			}
			if got != c.want {
				t.Fatalf("claim = %v, want %v; claims: %+v", got, c.want, cs)
			}
		})
	}
}
