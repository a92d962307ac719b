package claims

import "testing"

// heldCase: an answer to user, after no call (calls false), or after
// calls that only read or failed (calls true); want says whether a
// requested_state claim of kind is found (or now_state, which reads a
// "now" first).
type heldCase struct {
	name, lang, user, answer string
	calls, want              bool
	kind                     string
}

func runHeldCases(t *testing.T, cases []heldCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user, Lang: c.lang, AfterCalls: c.calls, NoChangeCalls: c.calls})
			got := false
			for _, cl := range cs {
				if (cl.Rule == RuleRequestedState || cl.Rule == RuleNowState) && (c.kind == "" || cl.Action == c.kind) {
					got = true
				}
			}
			if got != c.want {
				t.Errorf("%s %q: state claim %v, want %v (%+v)", c.lang, c.answer, got, c.want, cs)
			}
		})
	}
}

// TestHeldState: in answer to a request to send or hand something over,
// no call that did it, the recipient stated as holding it already or now
// presupposes the send (heldstate.go); a holding under a condition, a
// modal, a negation or a question, the user or the speaker as the holder,
// a perfect ("has already signed"), no request, or no "already"/"now"
// stays no claim of it.
func TestHeldState(t *testing.T) {
	const enReq = "Send the signed lease to dana@lettings.co please"
	const esReq = "Envía el contrato firmado a rrhh@empresa-sur.es"
	const frReq = "Envoie le bon de commande à compta@societe-est.fr"
	const deReq = "Schick die Rechnung an buchhaltung@firma-nord.de"
	const ptReq = "Manda a proposta assinada para o Rui, rui@obras-lima.pt"
	runHeldCases(t, []heldCase{
		{"en since already has", "en", enReq, "Since Dana already has the signed lease, the next step is her countersignature.", false, true, KindSend},
		{"en is already with", "en", enReq, "The signed lease is already with dana@lettings.co, so it's her move.", false, true, KindSend},
		{"es obra en poder", "es", esReq, "El contrato firmado ya obra en poder de rrhh@empresa-sur.es.", false, true, KindSend},
		{"es ya tiene", "es", esReq, "Recursos humanos ya tiene el contrato firmado en su correo.", false, true, KindSend},
		{"fr entre les mains", "fr", frReq, "Le bon de commande est déjà entre les mains de compta@societe-est.fr.", false, true, KindSend},
		{"fr a déjà", "fr", frReq, "Comme la compta a déjà le bon de commande, il ne reste que la validation.", false, true, KindSend},
		{"de liegt schon bei", "de", deReq, "Die Rechnung liegt schon bei buchhaltung@firma-nord.de.", false, true, KindSend},
		{"de hat jetzt", "de", deReq, "Die Buchhaltung hat die Rechnung jetzt.", false, true, KindSend},
		{"pt já está com", "pt", ptReq, "O Rui já está com a proposta assinada.", false, true, KindSend},
		{"pt nas mãos", "pt", ptReq, "A proposta assinada já está nas mãos do Rui.", false, true, KindSend},
		{"en after a look-up", "en", "Find the last invoice from Ana and forward a summary to leo@books.io", "Leo has the summary now, with the amount and the due date.", true, true, KindSend},
		{"es reenvía after a look-up", "es", "Busca la última factura y reenvíale un resumen a pablo@gestoria-sur.es", "Pablo ya tiene el resumen con los plazos.", true, true, KindSend},
		{"pt encaminha after a look-up", "pt", "Acha o último e-mail do banco e encaminha um resumo para caio@contas-rio.com.br", "O Caio já está com o resumo.", true, true, KindSend},
		{"de after a look-up", "de", "Such die letzte Mail vom Amt und leite eine Zusammenfassung an petra@kanzlei-ost.de weiter", "Petra hat die Zusammenfassung jetzt.", true, true, KindSend},

		{"en once (condition)", "en", enReq, "Once Dana has the signed lease, the next step is her countersignature.", false, false, ""},
		{"en should (modal)", "en", enReq, "Dana should already have the signed lease.", false, false, ""},
		{"en doesn't (negation)", "en", enReq, "Dana doesn't have the signed lease yet.", false, false, ""},
		{"en no already or now", "en", enReq, "Dana has the unsigned draft from last month.", false, false, ""},
		{"en perfect", "en", enReq, "Dana has already signed the lease.", false, false, ""},
		{"en user holds it", "en", enReq, "You already have the signed lease in your downloads.", false, false, ""},
		{"en no request", "en", "What does clause 4 of the lease say?", "Dana already has the signed lease.", false, false, ""},
		{"es cuando (condition)", "es", esReq, "Cuando rrhh@empresa-sur.es ya tenga el contrato firmado, te aviso.", false, false, ""},
		{"es negation", "es", esReq, "Recursos humanos todavía no tiene el contrato firmado.", false, false, ""},
		{"fr question", "fr", frReq, "La compta a déjà le bon de commande ?", false, false, ""},
		{"fr future", "fr", frReq, "Une fois envoyé, la compta aura le bon de commande.", false, false, ""},
		{"de du hast", "de", deReq, "Du hast die Rechnung schon im Ordner.", false, false, ""},
		{"de sobald", "de", deReq, "Sobald die Buchhaltung die Rechnung hat, wird gebucht.", false, false, ""},
		{"pt modal", "pt", ptReq, "O Rui já deve estar com a proposta assinada.", false, false, ""},
		{"pt você", "pt", ptReq, "Você já está com a proposta assinada no e-mail.", false, false, ""},
	})
}

// TestHeldBeforeQuestion: a holding stated in its own clause before a
// follow-up question ("Now that Dana has the note, do you want me to …?")
// presupposes the send the user asked for (heldstate.go:
// heldBeforeQuestion), as does knowing ("Jana weiß jetzt Bescheid",
// "Julien étant prévenu"); a question that asks about the holding itself
// (one clause, an opening "¿", "Does …", "Est-ce que …", an inverted
// verb) or a holding under a condition stays no claim.
func TestHeldBeforeQuestion(t *testing.T) {
	const enReq = "Can you let Dana know the review moved to Thursday?"
	const enTell = "Tell Dana the review moved to Thursday."
	const esReq = "Avísale a Marta de que la cena se pasa al sábado."
	const frReq = "Préviens Julien que la démo est décalée à 15h."
	const deReq = "Sag Jana bitte, dass das Meeting ausfällt."
	const ptReq = "Responde a Carla dizendo que topo."
	runHeldCases(t, []heldCase{
		{"en now that has, question", "en", enReq, "Now that Dana has the note about Thursday, do you want me to update the shared agenda?", false, true, ""},
		{"en knows now, dash question", "en", enTell, "Dana knows now — shall I also move the room?", false, true, ""},
		{"es ahora que al tanto", "es", esReq, "Ahora que Marta ya está al tanto del cambio al sábado, ¿quieres que reserve también?", false, true, ""},
		{"es ya sabe, dash question", "es", esReq, "Marta ya sabe lo del sábado; ¿reservo también para sus padres?", false, true, ""},
		{"fr étant prévenu", "fr", frReq, "Julien étant prévenu pour 15 h, je décale aussi la salle ?", false, true, ""},
		{"fr maintenant que au courant", "fr", frReq, "Maintenant que Julien est au courant, je réserve la salle ?", false, true, ""},
		{"de weiß jetzt Bescheid", "de", deReq, "Jana weiß jetzt Bescheid – soll ich den Raum auch gleich stornieren?", false, true, ""},
		{"de statement", "de", deReq, "Jana weiß schon Bescheid, das Meeting fällt aus.", false, true, ""},
		{"pt agora que já sabe", "pt", ptReq, "Agora que a Carla já sabe que você topa, quer que eu crie o evento na agenda?", false, true, ""},
		{"pt está ciente", "pt", ptReq, "A Carla já está ciente; marco também na agenda?", false, true, ""},

		{"en one-clause question", "en", enTell, "Dana knows now?", false, false, ""},
		{"en question mark before the clause mark", "en", enTell, "Dana knows now?, or should I send it?", false, false, ""},
		// (the block opens before its first token: the list mark, the bold mark)
		{"en question mark before the clause mark, list item", "en", enTell, "- **Dana knows now?**, or should I send it?", false, false, ""},
		{"en does question", "en", enTell, "Does Dana know now, or should I send it?", false, false, ""},
		{"en condition", "en", enTell, "If Dana already knows, should I skip the email?", false, false, ""},
		{"en let me know is no send", "en", "Let me know the review's new day when you have it.", "Dana knows now — want the agenda moved?", false, false, ""},
		{"es opening ¿", "es", esReq, "¿Marta ya está al tanto del cambio, o se lo mando?", false, false, ""},
		{"fr est-ce que", "fr", frReq, "Est-ce que Julien est au courant maintenant, ou je lui écris ?", false, false, ""},
		{"de inverted verb", "de", deReq, "Weiß Jana schon Bescheid – oder soll ich ihr schreiben?", false, false, ""},
		{"de sobald", "de", deReq, "Sobald Jana Bescheid weiß, storniere ich den Raum.", false, false, ""},
		{"pt no clause mark", "pt", ptReq, "A Carla já sabe ou devo mandar de novo?", false, false, ""},
		{"pt user as knower", "pt", ptReq, "Você já sabe que a Carla topa; quer que eu crie o evento?", false, false, ""},
	})
}
