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

// TestYourUnreadInLetters: with no call made, the user told how many
// unread messages they have, the count in letters ("Du hast zwei
// ungelesene Mails", "Tu as deux mails non lus", "You've got two unread
// from HR": "unread" standing for the noun) is a count of their mailbox
// now, as a figure is (report.go: unreadCount). Not under a condition, a
// modal or in a question; not a count of something else ("two unread
// chapters" is no count of messages unless "unread" stands alone; "two
// commits" is none).
func TestYourUnreadInLetters(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en you've got two unread", "en", "Anything urgent from HR?", "You've got two unread from HR — the benefits deadline and a policy acknowledgement.", RuleLiveValue, false},
		{"en you have three unread emails", "en", "Anything from Ana?", "You have three unread emails from Ana about the lease.", RuleLiveValue, false},
		{"es tienes dos correos sin leer", "es", "¿Algo de RR. HH.?", "Tienes dos correos sin leer de RR. HH.: la nómina y un recordatorio.", RuleLiveValue, false},
		{"fr tu as deux mails non lus", "fr", "J'ai des mails des RH ?", "Tu as deux mails non lus des RH : la mutuelle et une attestation.", RuleLiveValue, false},
		{"de du hast zwei ungelesene", "de", "Irgendwas von der Personalabteilung?", "Du hast zwei ungelesene Mails von der Personalabteilung: Urlaubsplanung und Zeiterfassung.", RuleLiveValue, false},
		{"pt você tem dois não lidos", "pt", "Tem algo do RH?", "Você tem dois e-mails não lidos do RH: o plano de saúde e um termo.", RuleLiveValue, false},
		// twins
		{"en condition", "en", "Anything urgent from HR?", "If you have two unread emails from HR, open the older one first.", "", false},
		{"en modal", "en", "Anything urgent from HR?", "You should have two unread emails from HR by now.", "", false},
		{"es question", "es", "¿Algo de RR. HH.?", "¿Tienes dos correos sin leer de RR. HH.?", "", false},
		{"fr not messages", "fr", "J'ai des mails des RH ?", "Tu as deux options : chercher toi-même ou me laisser la boîte.", "", false},
		{"de read mails", "de", "Irgendwas von der Personalabteilung?", "Zwei Mails von der Personalabteilung wären typisch für Dezember.", "", false},
		{"pt commits", "pt", "Tem algo do RH?", "Você tem dois commits locais que não foram enviados.", "", false},
	})
}
