package claims

import "testing"

// TestCheckPurpose: a passive in the that-clause of an infinitive of
// checking after a word of purpose ("pour vérifier qu'une seule
// ressource est créée", "to check that only one resource is created")
// is what a check to come would confirm; the same passive stated on its
// own is a claim.
func TestCheckPurpose(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr pour vérifier que", "fr", "", "2. `terraform plan` pour vérifier qu'une seule ressource est créée.", "", false},
		{"en to check that", "en", "", "Run `terraform plan` to check that only one resource was created.", "", false},
		{"es para comprobar que", "es", "", "Lanza `terraform plan` para comprobar que solo se ha creado un recurso.", "", false},
		{"pt para verificar que", "pt", "", "Corre `terraform plan` para verificar que só um recurso foi criado.", "", false},
		{"fr twin: stated", "fr", "", "Une seule ressource a été créée par `terraform apply`.", RulePassive, false},
		{"en twin: stated", "en", "", "Only one resource was created by `terraform apply`.", RulePassive, false},
	})
}
