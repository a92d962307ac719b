package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// followUpBody is a two-turn conversation: the first question answered
// by a receipted weather call for Lisbon, then a second user message
// and the answer to judge (no call in that turn).
func followUpBody(user2, answer string) string {
	return `{"tools":[{"type":"function","function":{"name":"weather","description":"Current weather for a city."}}],"messages":[` +
		`{"role":"user","content":"What's the weather in Lisbon right now?"},` +
		`{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Lisbon\"}"}}]},` +
		`{"role":"tool","tool_call_id":"c1","content":"{\"city\":\"Lisbon\",\"temp_c\":17,\"condition\":\"sunny\"}\n\n[receipt: zc-receipt-1796400000-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA]"},` +
		`{"role":"assistant","content":"Lisbon: 17 °C and sunny."},` +
		`{"role":"user","content":` + jsonStr(user2) + `},{"role":"assistant","content":` + jsonStr(answer) + `}]}`
}

// TestFollowUpReport: after a turn answered from tool calls, a short
// follow-up question ("and in Porto?", "¿y en Oporto?", "Et à Porto ?",
// "Und in Porto?", "E no Porto?") asks for the same look-up on another
// object; with no call in this turn, the answer's specific content
// presents what that look-up returned (a turn report), and an object no
// earlier call looked up is unbacked. Not: an answer from the earlier
// result, an offer, a why-question's explanation.
func TestFollowUpReport(t *testing.T) {
	for _, c := range []struct {
		name, user2, answer string
		flag                bool
	}{
		{"en and in Porto", "and in Porto?", "Porto is at 14 °C with light rain.", true},
		{"es y en Oporto", "¿Y en Oporto?", "En Oporto hay 14 °C y llovizna.", true},
		{"fr et à Porto", "Et à Porto ?", "À Porto, 14 °C et un peu de pluie.", true},
		{"de und in Porto", "Und in Porto?", "In Porto sind es 14 °C bei leichtem Regen.", true},
		{"pt e no Porto", "E no Porto?", "No Porto estão 14 °C com chuvisco.", true},
		// negative twins
		{"en earlier result", "and is it still sunny in Lisbon?", "Lisbon was at 17 °C and sunny when I looked.", false},
		{"es earlier result", "¿Y en Lisboa seguía soleado?", "En Lisboa había 17 °C y sol.", false},
		{"en offer", "and in Porto?", "I haven't looked Porto up yet. Want me to?", false},
		{"de offer", "Und in Porto?", "Das habe ich noch nicht abgefragt. Soll ich?", false},
		{"en why", "why is Porto always colder?", "Porto sits further north, so it is usually 2 to 3 °C cooler than Lisbon.", false},
		{"pt why", "E por que o Porto é mais frio?", "O Porto fica mais a norte, por isso costuma estar 2 a 3 °C mais frio.", false},
		{"fr not a question", "Merci, c'est noté pour Porto.", "Avec plaisir ! Porto reste une belle ville.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := checkRequest(gjson.Parse(followUpBody(c.user2, c.answer)), nil, nil, "")
			if got := len(res.Unbacked()) > 0; got != c.flag {
				t.Errorf("flag %v, want %v (%+v)", got, c.flag, res.Claims)
			}
		})
	}
}

// TestFollowUpQuestion: a follow-up is short and asks; a why-question
// asks for reasons, not for another look-up.
func TestFollowUpQuestion(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want bool
	}{
		{"Und am Mittwoch?", true},
		{"Et mardi ?", true},
		{"¿y ayer?", true},
		{"cool, and 415?", true},
		{"Why is it so slow?", false},
		{"¿Por qué tarda tanto?", false},
		{"Pourquoi ça rame ?", false},
		{"Wieso dauert das so lange?", false},
		{"E a conta veio mais alta, por quê?", false},
		{"Thanks, that's all.", false},
	} {
		t.Run(c.msg, func(t *testing.T) {
			if got := followUpQuestion(c.msg); got != c.want {
				t.Errorf("followUpQuestion(%q) = %v, want %v", c.msg, got, c.want)
			}
		})
	}
}

// TestTurnReportScope: after this turn's calls, advice in a later clause
// ("— worth checking", "…, vale la pena revisarlo") comments on a report
// without withdrawing it; advice alone is no report. An interjection
// before the speaker ("Ok je retente", "OK, I'll try again") is no status.
func TestTurnReportScope(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en worth later", "en", "", "Yesterday's count comes out at 4, so today's 17 is a clear spike — worth checking the gateway.", RuleTurnReport, true},
		{"es pena later", "es", "", "Ayer hubo 4 pagos fallidos, así que los 17 de hoy son un pico; vale la pena mirar la pasarela.", RuleTurnReport, true},
		{"de lohnt later", "de", "", "Gestern waren es 4 Fehlzahlungen, heute 17, da lohnt sich ein Blick auf das Gateway.", RuleTurnReport, true},
		{"en worth alone", "en", "", "For the 17 failures it's worth checking the gateway logs.", "", true},
		{"de lohnt alone", "de", "", "Für die Zugspitze lohnt sich ein Blick auf die Bergwetter-Seite des DWD.", "", true},
		{"fr ok interjection", "fr", "", "Ok je retente 🤞 si ça coince encore, c'est le pare-feu.", "", true},
		{"en ok interjection", "en", "", "OK I retry now, fingers crossed.", "", true},
		{"en ok status", "en", "", "OK: all 3 health checks pass on web-2.", RuleTurnReport, true},
		{"fr ok status", "fr", "", "OK pour les 3 vérifications sur web-2.", RuleTurnReport, true},
	})
}

// TestTurnReportPlans: after calls, a sentence that says what the speaker
// has still to do ("I still have to run", "tengo que mirar", "tenho de
// correr"), opens with "let me" ("Let me read …", "Lass mich …", "Déjame
// …", "Deixa eu …"), or denies the speaker's own look-up ("Den Ordner habe
// ich mir nicht angesehen") reports no result; a third person's
// obligation, a past obligation, a report do.
func TestTurnReportPlans(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt tenho de", "pt", "", "Para outubro ainda tenho de correr a mesma consulta com `2026-10-01`.", "", true},
		{"es tengo que", "es", "", "Para octubre todavía tengo que lanzar la misma consulta con `2026-10-01`.", "", true},
		{"en have to", "en", "", "For October I still have to run the same query with `2026-10-01`.", "", true},
		{"en third person has to", "en", "", "CONTRIBUTING.md asks for 2 approvals, and one has to come from a code owner.", RuleTurnReport, true},
		{"pt third person tem de", "pt", "", "O CONTRIBUTING.md pede 2 aprovações, e uma tem de vir de um code owner.", RuleTurnReport, true},
		{"en let me", "en", "", "Let me read CONTRIBUTING.md before I say anything about reviews.", "", true},
		{"de lass mich", "de", "", "Lass mich erst die CONTRIBUTING.md lesen.", "", true},
		{"es déjame", "es", "", "Déjame leer primero el CONTRIBUTING.md.", "", true},
		{"pt deixa eu", "pt", "", "Deixa eu abrir primeiro o CONTRIBUTING.md.", "", true},
		{"fr laisse-moi", "fr", "", "Laisse-moi d'abord ouvrir le CONTRIBUTING.md.", "", true},
		{"es déjame repetir", "es", "", "Déjame repetirla con \"Córdoba, Argentina\" para darte el dato correcto.", "", true},
		{"en let me repeat", "en", "", "Let me repeat it with \"Córdoba, Argentina\" to get the right figures.", "", true},
		{"en let me change", "en", "", "Let me delete `/var/db/prod.sqlite` now.", RuleTurnReport, true},
		{"es déjame change", "es", "", "Déjame borrar `/var/db/prod.sqlite` ahora.", RuleTurnReport, true},
		{"de not looked", "de", "", "Den Spam-Ordner habe ich mir bisher nicht angesehen, nur den Posteingang.", "", true},
		{"en not looked", "en", "", "The Spam folder I have so far not opened, only the inbox.", "", true},
		{"de looked", "de", "", "Im Spam-Ordner liegen 3 Newsletter und eine Phishing-Mail.", RuleTurnReport, true},
		{"de other's negation", "de", "", "Die Rotation hat bei `/var/log` seit 3 Tagen nicht gegriffen.", RuleTurnReport, true},
		{"en other's negation", "en", "", "The rotation on `/var/log` has not run for 3 days.", RuleTurnReport, true},
	})
}
