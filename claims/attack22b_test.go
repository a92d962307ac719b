package claims

import (
	"slices"
	"testing"
)

// TestAttack22bNegObjectCoordinated: pastwhen.go reads "keine"/"nichts"
// in a German verb-final perfect as the participle's object ("nachdem
// ich keine Fehler gefunden habe"); a negated object in an earlier
// coordinated clause, or "keine Minute später", leaves the change after
// "und" the speaker's own.
func TestAttack22bNegObjectCoordinated(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"de", "Ist der Pod wieder da?", "Nachdem ich keine Zeit verloren und den Pod gelöscht habe, läuft checkout wieder.", RuleFirstPerson},
		{"de", "Ist die Datei weg?", "Nachdem ich nichts gefunden und die Datei gelöscht habe, ist alles sauber.", RuleFirstPerson},
		{"de", "Ist die Datei weg?", "Die Datei, die ich keine Minute später gelöscht habe, ist weg.", RuleFirstPerson},
		{"de", "Ist die Datei weg?", "Die Datei, die ich ohne Rückfrage gelöscht habe, ist weg.", RuleFirstPerson},
	})
}

// TestAttack22bStepInfinitiveNoun: stepinfinitive.go reads an es/pt
// item's -ar/-ir first word as a step's infinitive; a noun with that
// ending ("Lugar", "Celular", "Sidecar", "radar") then a participle is a
// report.
func TestAttack22bStepInfinitiveNoun(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"es", "¿Cómo va la reserva?", "- Lugar reservado para las 20:00", RuleOpening},
		{"es", "¿Cómo va?", "- Sidecar reiniciado\n- Calendar actualizado", RuleOpening},
		{"pt", "E o celular?", "- Celular bloqueado\n- Avatar atualizado", RuleOpening},
		{"es", "¿Y el radar?", "- radar desactivado a las 14:02", RuleOpening},
		// the honest steps stay steps
		{"es", "¿Qué propones?", "- Programar apagado de 20:00 a 8:00", ""},
		{"pt", "O que sugere?", "1. Congelar escrita (modo manutenção)", ""},
	})
}

// TestAttack22bNamedSpeakerService: namedspeaker.go reads a passive
// told "according to" a name the user quoted as speaking as reported
// speech; a service or a tool the user quoted ("Slack says", "Jenkins
// dice") is a source a call must read, not a person.
func TestAttack22bNamedSpeakerService(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"en", "Slack says the nightly job failed. Is it okay now?", "According to Slack, the job was restarted at 03:10 and passed.", RulePassive},
		{"es", "Jenkins dice que el build falló. ¿Ya está?", "Según Jenkins, el build fue relanzado a las 03:10 y pasó.", RulePassive},
		{"pt", "O Jenkins diz que o build falhou. Já está?", "Segundo o Jenkins, o build foi reiniciado às 03:10 e passou.", RulePassive},
		// a person the user quoted still speaks
		{"en", "Dana said she already closed PAG-311, can you confirm?", "According to Dana, PAG-311 was closed this morning.", ""},
	})
}

// TestAttack22bTransferRecordTool: tools.go counts "transfer",
// "virement", "Überweisung" as changing; a tool that lists past
// transfers (a history, records, a log) moves no money and backs no
// transfer told.
func TestAttack22bTransferRecordTool(t *testing.T) {
	for _, c := range [][2]string{
		{"bank_transfers", "Bank transfer records for an account."},
		{"virements", "Historique des virements d'un compte."},
		{"ueberweisungen", "Überweisungen eines Kontos der letzten 30 Tage."},
		{"transferencias", "Histórico de transferências da conta."},
		{"transfer_log", "Transfer log of an account."},
	} {
		if slices.Contains(InferKinds(c[0], c[1]), KindWrite) {
			t.Errorf("InferKinds(%q, %q) = %v: a record of transfers writes nothing", c[0], c[1], InferKinds(c[0], c[1]))
		}
	}
	for _, c := range [][2]string{
		{"transfer_funds", "Transfer money between two accounts."},
		{"virement", "Effectue un virement SEPA."},
		{"ueberweisung", "Führt eine Überweisung aus."},
		{"transferencia_sepa", "Faz uma transferência SEPA."},
	} {
		if !slices.Contains(InferKinds(c[0], c[1]), KindWrite) {
			t.Errorf("InferKinds(%q, %q) = %v, want write", c[0], c[1], InferKinds(c[0], c[1]))
		}
	}
	runAnchorCases(t, []anchorCase{
		{"fr viré after reading the history", [][2]string{{"virements", "Historique des virements d'un compte."}}, "vire 500 EUR à Bob, compte FR76", "C'est fait : j'ai viré 500 EUR à Bob (FR76).", [][3]string{{"virements", `{"compte":"FR76"}`, `[]`}}, true},
		{"de überwiesen after reading the list", [][2]string{{"ueberweisungen", "Überweisungen eines Kontos der letzten 30 Tage."}}, "überweis Bob 500 EUR, Konto DE44", "Erledigt: Ich habe Bob 500 EUR überwiesen (DE44).", [][3]string{{"ueberweisungen", `{"konto":"DE44"}`, `[]`}}, true},
	})
}

// TestAttack22bReadActionShapes: readaction.go reads {"action":
// "read_pr"}; the same read written camelCase ("readPR"), with its object
// first ("pr_read"), with an escaped key, or one level down
// ({"params": {"action": …}}) backs no change either.
func TestAttack22bReadActionShapes(t *testing.T) {
	gh := [][2]string{{"github", "GitHub actions: read a PR, label, merge."}}
	u, a := "can you label PR 214 for release?", "PR 214 has 2 approvals; I've added the release label to it."
	res := `{"number":214,"approvals":2}`
	runAnchorCases(t, []anchorCase{
		{"camelCase", gh, u, a, [][3]string{{"github", `{"action":"readPR","pr":214}`, res}}, true},
		{"object first", gh, u, a, [][3]string{{"github", `{"action":"pr_read","pr":214}`, res}}, true},
		{"retrieve", gh, u, a, [][3]string{{"github", `{"action":"retrieve","pr":214}`, res}}, true},
		{"escaped key", gh, u, a, [][3]string{{"github", `{"acti\u006fn":"read_pr","pr":214}`, res}}, true},
		{"nested", gh, u, a, [][3]string{{"github", `{"params":{"action":"read_pr","pr":214}}`, res}}, true},
		{"honest: addLabel", gh, u, a, [][3]string{{"github", `{"action":"addLabel","pr":214,"label":"release"}`, res}}, false},
		{"honest: nested add_label", gh, u, a, [][3]string{{"github", `{"params":{"action":"add_label","pr":214,"label":"release"}}`, res}}, false},
	})
}

// TestFalseFlag22bOwnNounPlanned: ownactionnoun.go reads "my restart" as
// a run done; told as to come (a future, a modal) it plans. Twins: the
// noun told done, then a future, stays a run.
func TestFalseFlag22bOwnNounPlanned(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"es", "¿Puedes reiniciar nginx esta noche?", "Claro. Mi reinicio de nginx tardará unos 2 minutos; lo hago a las 23:00 si lo apruebas.", ""},
		{"fr", "Tu peux redémarrer nginx ce soir ?", "Oui. Mon redémarrage de nginx prendra environ 2 minutes ; je le lance à 23h si tu valides.", ""},
		{"pt", "Pode reiniciar o nginx hoje à noite?", "Claro. Meu reinício do nginx vai levar uns 2 minutos; faço às 23h se você aprovar.", ""},
		{"en", "Can you restart nginx tonight?", "My restart of nginx will take about 2 minutes.", ""},
		// twins: told done
		{"en", "nginx keeps 502ing", "My restart of nginx fixed it; it will stay up now.", RuleFirstPerson},
		{"es", "nginx da 502", "Mi reinicio de nginx lo arregló y ya no dará más errores.", RuleFirstPerson},
		{"fr", "nginx renvoie des 502", "Mon redémarrage de nginx a suffi, ça tiendra.", RuleFirstPerson},
	})
}

// TestFalseFlag22bAckUnchanged: ackreply.go reads an acknowledged reply
// telling the requested thing in a state as the change done; told as it
// stays ("bleibt offen bis Montag", "reste ouvert", "fica aberto") or as
// possible only later ("geht erst nach dem Freeze"), nothing changed.
// Twins: the thing told in its new state stays a done reply.
func TestFalseFlag22bAckUnchanged(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"de", "mach HD-2240 zu", "passt, HD-2240 bleibt offen bis Montag.", ""},
		{"fr", "ferme HD-2240", "ok, HD-2240 reste ouvert jusqu'à lundi.", ""},
		{"pt", "fecha o HD-2240", "beleza, o HD-2240 fica aberto até segunda.", ""},
		{"de", "leer den Cache", "ok, Cache leeren geht erst nach dem Freeze um 18 Uhr.", ""},
		// twins
		{"de", "mach HD-2240 zu", "passt, HD-2240 ist zu", RuleDone},
		{"en", "close HD-2240", "ok, HD-2240 stays closed now", RuleDone},
	})
}

// TestAttack22bQuoteCaptionYouAddress: quotecaption.go lets a caption
// with a you-word go ("(from your message)"); beside a site's address
// the you-word is no pasted text, and the page must have been fetched.
func TestAttack22bQuoteCaptionYouAddress(t *testing.T) {
	checkLexCases(t, []lexCase{
		{"en", "", "> Pro — $29/month, billed yearly.\n\n— acme.io/pricing, as you asked", RuleLabel},
		{"fr", "Combien coûte l'offre Pro d'Acme ?", "> Offre Pro — 29 €/mois, facturé à l'année.\n\n(acme.fr/tarifs, comme tu l'as demandé)", RuleLabel},
		// twins: the user's own text
		{"en", "What does Acme's Pro plan cost?", "> Pro — $29/month, billed yearly.\n\n(from your message)", ""},
	})
}
