package claims

import "testing"

// TestQuotedOutputConjunction: after a verb of saying, a conjunction
// opens another clause ("the vendor replied and we're waiting on a new
// CSR", "el cliente respondió y seguimos esperando"), not the words a
// call printed; a quote marked as one is still output to check.
func TestQuotedOutputConjunction(t *testing.T) {
	for _, c := range []struct {
		name, sentence string
		quoted         bool
	}{
		{"en and", "I added the comment that the vendor replied and we're waiting on a new CSR.", false},
		{"es y", "Dejé la nota de que el proveedor respondió y seguimos esperando el CSR.", false},
		{"fr et", "J'ai ajouté que le fournisseur a répondu et qu'on attend le CSR.", false},
		{"de und", "Ich habe notiert, dass der Anbieter antwortete und wir auf den CSR warten.", false},
		{"pt e", "Anotei que o fornecedor respondeu e estamos esperando o CSR.", false},
		// twins: words presented as what the call printed
		{"en printed", "greet printed hello Bob.", true},
		{"es devolvió", "El comando devolvió `connection refused`.", true},
		{"de marked and", "Der Server antwortete „and then some“.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := quotedOutput(c.sentence) != ""; got != c.quoted {
				t.Errorf("quotedOutput(%q) = %q, want quoted %v", c.sentence, quotedOutput(c.sentence), c.quoted)
			}
		})
	}
}
