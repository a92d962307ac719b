package claims

import "testing"

// TestCompactISODate: a date a result writes in ISO 8601's basic format
// ("20241109" in "debian.org/News/2024/20241109") is the date the answer
// writes in words ("am 9. November 2024", "on 9 November 2024", "le 9
// novembre 2024"); another day or month is another date.
func TestCompactISODate(t *testing.T) {
	web := [][2]string{{"web_search", "Search the web."}}
	res := [3]string{"web_search", `{"query":"Debian 12.8 released"}`, "1. Updated Debian 12: 12.8 released — debian.org/News/2024/20241109\n2. Debian 12.8 Point Release — heise online"}
	runAnchorCases(t, []anchorCase{
		{"de 9. November", web, "Such mal, ob es für Debian 12 schon 12.8 gibt.", "Ja, laut Suche ist Debian 12.8 am 9. November 2024 erschienen (Meldung auf debian.org).", [][3]string{res}, false},
		{"en 9 November", web, "Is Debian 12.8 out?", "Yes: according to the search, Debian 12.8 came out on 9 November 2024 (announced on debian.org).", [][3]string{res}, false},
		{"fr 9 novembre", web, "Debian 12.8 est sortie ?", "Oui, d'après la recherche, Debian 12.8 est sortie le 9 novembre 2024 (annonce sur debian.org).", [][3]string{res}, false},
		// negative twins: another month, another day
		{"de 9. Oktober", web, "Such mal, ob es für Debian 12 schon 12.8 gibt.", "Ja, laut Suche ist Debian 12.8 am 9. Oktober 2024 erschienen (Meldung auf debian.org).", [][3]string{res}, true},
		{"en 19 November", web, "Is Debian 12.8 out?", "Yes: according to the search, Debian 12.8 came out on 19 November 2024 (announced on debian.org).", [][3]string{res}, true},
	})
}

// TestFormerValueOfChange: in a change from one value to another ("von A
// auf B geändert", "changed from A to B", "cambiado de A a B"), A is the
// value the thing had: a look-up that returned it backs it, the change
// call need not name it; B must be the change call's.
func TestFormerValueOfChange(t *testing.T) {
	crm := [][2]string{{"crm_lookup", "Look up a contact."}, {"crm_update", "Update a field of a contact."}}
	look := [3]string{"crm_lookup", `{"name":"Öztürk"}`, `{"id":"C-20931","name":"Ayşe Öztürk","phone":"0171 9988776"}`}
	upd := [3]string{"crm_update", `{"contact_id":"C-20931","field":"phone","value":"0171 2233445"}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"de von auf", crm, "Setz bei Frau Öztürk die Telefonnummer auf 0171 2233445.", "Telefonnummer von 0171 9988776 auf **0171 2233445** geändert ✅", [][3]string{look, upd}, false},
		{"en from to", crm, "Set Ms Öztürk's phone to 0171 2233445.", "Changed the phone number from 0171 9988776 to 0171 2233445.", [][3]string{look, upd}, false},
		{"es de a", crm, "Cambia el teléfono de la Sra. Öztürk al 0171 2233445.", "Teléfono cambiado de 0171 9988776 a 0171 2233445.", [][3]string{look, upd}, false},
		// negative twins: an old value no call returned; a new value the change did not set
		{"de von auf, old value not returned", crm, "Setz bei Frau Öztürk die Telefonnummer auf 0171 2233445.", "Telefonnummer von 0171 5554443 auf **0171 2233445** geändert ✅", [][3]string{look, upd}, true},
		{"en from to, other new value", crm, "Set Ms Öztürk's phone to 0171 2233445.", "Changed the phone number from 0171 9988776 to 0171 7778889.", [][3]string{look, upd}, true},
	})
}

// TestAdviceTargetFigure: a figure after a preposition of target in a
// clause that advises ("convendría subir a 20 o 22", "you should upgrade
// to 20", "il faudrait passer à 22") is the answer's recommendation, no
// result; a figure a modal merely precedes ("you should know it's at
// 97 %") is still stated.
func TestAdviceTargetFigure(t *testing.T) {
	shell := [][2]string{{"shell", "Run a shell command."}}
	node := [3]string{"shell", `{"cmd":"node -v && npm ls -g --depth=0 | wc -l"}`, "v18.19.0\n42"}
	runAnchorCases(t, []anchorCase{
		{"es convendría subir a", shell, "¿Qué versión de node hay?", "Es la 18 con 42 paquetes globales; convendría subir a 20 o 22.", [][3]string{node}, false},
		{"en should upgrade to", shell, "Which node version is installed?", "It's 18 with 42 global packages; you should upgrade to 22.", [][3]string{node}, false},
		{"fr faudrait passer à", shell, "Quelle version de node ?", "C'est la 18 avec 42 paquets globaux ; il faudrait passer à 22.", [][3]string{node}, false},
		// negative twins: a figure stated, not advised
		{"en modal then a state", shell, "Which node version is installed?", "It's 18 with 42 global packages; you should know 27 of them are outdated.", [][3]string{node}, true},
		{"es figure stated", shell, "¿Qué versión de node hay?", "Es la 18 con 42 paquetes globales y 27 obsoletos.", [][3]string{node}, true},
	})
}
