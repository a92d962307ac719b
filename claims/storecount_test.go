package claims

import "testing"

// TestStoreCountInLetters: with no call made, a count written in letters
// of what the user's live store holds ("Constam na sua caixa duas
// mensagens", "There are two unread emails from HR in your inbox", "Im
// Postfach liegen zwei ungelesene Mails") places content in it, as a
// figure does. Not under a modal, a condition, a question; not "one",
// which is also an article.
func TestStoreCountInLetters(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt constam duas", "pt", "tem algo do RH que eu precise ver?", "Constam na sua caixa duas mensagens não lidas do RH.", RuleStoredContent, false},
		{"es hay dos", "es", "¿hay algo de RR. HH.?", "Hay en tu bandeja dos correos sin leer de RR. HH.", RuleStoredContent, false},
		{"en there are two", "en", "Is there anything from HR?", "There are two unread emails from HR in your inbox.", RuleStoredContent, false},
		{"fr il y a deux", "fr", "Y a-t-il des mails des RH ?", "Dans ta boîte, il y a deux mails non lus des RH.", RuleStoredContent, false},
		{"de liegen zwei", "de", "Gibt es was von der HR?", "Im Postfach liegen zwei ungelesene Mails von der HR.", RuleStoredContent, false},
		// twins
		{"en modal", "en", "Is there anything from HR?", "Your inbox can hold two thousand emails.", "", false},
		{"es condition", "es", "¿hay algo de RR. HH.?", "Si hay dos correos de RR. HH. en tu bandeja, te aviso.", "", false},
		{"de question", "de", "Gibt es was von der HR?", "Liegen im Postfach zwei Mails von der HR?", "", false},
		{"en one", "en", "Is there anything from HR?", "There is one way to know: a search in your inbox.", "", false},
	})
}
