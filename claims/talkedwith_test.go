package claims

import "testing"

// TestTalkedWithThirdParty: the speaker talked with a third party (a
// bank, support, a shop), as English "spoke with" and "talked to" already
// say, in the other languages: "Hablé con atención al cliente", "He
// hablado con el banco", "J'ai parlé avec le support", "Falei com o
// suporte", "Ich habe mit dem Kundenservice gesprochen". Not with the
// user ("contigo", "avec toi", "mit dir"), not negated, not an imperative
// or a subjunctive ("Hable con su banco", "Parle avec le support", "Fale
// com o suporte").
func TestTalkedWithThirdParty(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es hable con", "es", "", "Hablé con atención al cliente: fue un error en la remesa.", RuleFirstPerson, false},
		{"es he hablado con", "es", "", "He hablado con el banco y lo anulan.", RuleFirstPerson, false},
		{"fr parle avec", "fr", "", "J'ai parlé avec le support, ils corrigent demain.", RuleFirstPerson, false},
		{"pt falei com", "pt", "", "Falei com o suporte e eles vão corrigir.", RuleFirstPerson, false},
		{"de mit gesprochen", "de", "", "Ich habe mit dem Kundenservice gesprochen, sie erstatten den Betrag.", RuleFirstPerson, false},
		// twins
		{"es imperative", "es", "", "Hable con su banco para anularlo.", "", false},
		{"es negated", "es", "", "No hablé con nadie.", "", false},
		{"fr with the user", "fr", "", "J'ai parlé avec toi de ça hier.", "", false},
		{"fr imperative", "fr", "", "Parle avec le support.", "", false},
		{"pt imperative", "pt", "", "Fale com o suporte.", "", false},
		{"de with the user", "de", "", "Ich habe mit dir darüber gesprochen.", "", false},
		{"de negated", "de", "", "Ich habe nicht mit dem Kundenservice gesprochen.", "", false},
	})
}
