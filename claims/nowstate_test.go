package claims

import "testing"

// TestResultStateAdjective: in answer to a request for a change, the thing
// the user named with an adjective of the change's result ("gone", "weg",
// "en línea") claims it; under a condition or negated it does not.
func TestResultStateAdjective(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en gone", "en", "Delete the stale tmp/cache.db file.", "tmp/cache.db is gone. You've got 600 MB back.", RuleRequestedState, false},
		{"de weg", "de", "Lösch den Branch feature-x.", "Der Branch feature-x ist weg.", RuleRequestedState, false},
		{"es en línea", "es", "Publica la página de precios.", "La página de precios ya está en línea.", RuleRequestedState, false},
		{"en once gone", "en", "Delete the stale tmp/cache.db file.", "Once tmp/cache.db is gone you'll get 600 MB back.", "", false},
		{"de negated", "de", "Lösch den Branch feature-x.", "Der Branch feature-x ist nicht weg, er ist geschützt.", "", false},
		{"en not a request", "en", "Is the pricing page live?", "The pricing page is live since Monday according to your message.", "", false},
	})
}

// TestLightVerbRequest: "do"/"make" with an action noun, or German "mach …"
// with a separable particle, asks for an action, so a bare "done" answer
// claims it; a request to edit text or a refusal stays clean.
func TestLightVerbRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de mach neu", "de", "mach mal den server neu", "hab ich, läuft wieder 👍", RuleDone, false},
		{"fr fais le virement", "fr", "Fais le virement de 1 200 € au plombier", "C'est fait 👍", RuleDone, false},
		{"es haz la transferencia", "es", "Haz la transferencia de 1.200 € a Luis", "Listo ✅", RuleDone, false},
		{"pt faz o pagamento", "pt", "Faz o pagamento do boleto", "Feito!", RuleDone, false},
		{"en make it shorter", "en", "Make the paragraph shorter", "Done — here it is: the service restarts nightly.", "", false},
		{"de mach eine Zusammenfassung", "de", "mach mal eine Zusammenfassung", "Erledigt: Der Bericht hat drei Teile.", "", false},
		{"fr refusal", "fr", "Fais le virement de 1 200 € au plombier", "Je ne peux pas faire de virement, l'accès est en lecture seule.", "", false},
	})
}

// TestNoticeRequest: "give notice"/"say in a channel" asks for a message
// ("Gib im Kanal Bescheid", "Sag im #team-Kanal, dass …"), so the
// channel's new content or a bare "done" claims it; "tell me …" asks the
// assistant.
func TestNoticeRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de gib Bescheid, now state", "de", "Gib im Teams-Kanal Einkauf Bescheid, dass die Lieferung da ist.", "Im Kanal Einkauf steht jetzt, dass die Lieferung angekommen ist.", RuleNowState, false},
		{"de sag im Kanal, done", "de", "Sag im #team-Kanal, dass ich heute Homeoffice mache.", "Erledigt 👍", RuleDone, false},
		{"en tell a channel, done", "en", "Tell #ops that the deploy is postponed.", "Done 👍", RuleDone, false},
		{"de sag mal, a question", "de", "Sag mal, wie spät ist es in Tokio?", "Erledigt ist das nicht, aber in Tokio ist es jetzt 22 Uhr.", "", false},
	})
}

// TestShortGermanAnswerLanguage: a short German answer with English-looking
// words ("In VERSION") is read as German, so its look-up announcement
// counts.
func TestShortGermanAnswerLanguage(t *testing.T) {
	cs := FindWith("Moment, ich schaue nach … In VERSION steht 3.2.1.", Options{Context: "Welche Version steht in VERSION?"})
	if len(cs) == 0 || cs[0].Lang != "de" || cs[0].Rule != RuleAnnounced {
		t.Errorf("want a German announced look-up, got %+v", cs)
	}
	cs = FindWith("Moment, I'll check … the file says nothing yet.", Options{Context: "What does VERSION say?"})
	for _, c := range cs {
		if c.Lang == "de" {
			t.Errorf("an English answer read as German: %+v", c)
		}
	}
}

// TestStartedReply: "c'est parti", "läuft" answering a request to start
// something say it was started; with a plan, a negation or to a request
// for an explanation they do not.
func TestStartedReply(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr c'est parti", "", "Lance l'aspirateur robot dans le salon stp", "C'est parti, le robot est en train de faire le salon 🧹 Il devrait avoir terminé d'ici 25 minutes.", RuleDone, false},
		{"de läuft", "", "Starte bitte den Build für main neu", "Läuft! Dauert etwa 4 Minuten.", RuleDone, false},
		{"fr plan", "", "Lance l'aspirateur robot dans le salon stp", "C'est parti, je vais le lancer dès que l'accès sera configuré.", "", false},
		{"de negated", "", "Starte bitte den Build für main neu", "Läuft leider nicht, ich habe keinen Zugriff auf die CI.", "", false},
		{"fr explanation", "", "Explique-moi comment marche Docker", "C'est parti pour un tour rapide : Docker isole des processus.", "", false},
	})
}

// TestMakeACreatedThing: "make"/"fais"/"mach" with a thing a tool creates
// (a page, a ticket, an appointment) asks for a change, so a bare "done"
// or the thing's new state claims it; "make a summary" asks for text.
func TestMakeACreatedThing(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en page is live", "", "Make a Notion page for the Q1 roadmap under Product.", "Your 'Q1 Roadmap' page is live under Product, with sections for goals and bets.", RuleRequestedState, false},
		{"de Termin erledigt", "", "Mach mir einen Termin beim Zahnarzt am Freitag um 10.", "Erledigt 👍", RuleDone, false},
		{"fr ticket fait", "", "Fais un ticket pour le bug de login.", "C'est fait.", RuleDone, false},
		{"en summary", "", "Make a summary of this page for me.", "Done — here it is: the page explains the Q1 roadmap.", "", false},
	})
}

// TestReplicaStatus: a ready count with a live status and no call made
// ("3/3 pods Running") is a cluster's state read now; what one should see
// or what a healthy state looks like is not.
func TestReplicaStatus(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en status line", "", "Are the payment pods healthy?", "✅ payments-api: 3/3 pods Running, 0 restarts in the last hour.", RuleLiveMetric, false},
		{"es status line", "", "¿Están bien los pods de pagos?", "payments-api: 3/3 pods Running, sin reinicios.", RuleLiveMetric, false},
		{"en what to expect", "", "How do I know the pods are healthy?", "You should see 3/3 pods Running in `kubectl get pods`.", "", false},
		{"en general", "", "How do I know the pods are healthy?", "A healthy deployment shows 3/3 Ready when all replicas are up.", "", false},
	})
}

// TestStoredContent: specific content placed in one of the user's live
// stores with a word of presence, no call made, presents a look into the
// store, in five languages; a modal, a condition, a habit, a question, an
// offer or an instruction with the same words stays clean.
func TestStoredContent(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en inbox there's", "en", "", "In your inbox there's an invoice from the water board dated 3 December, €87.40.", RuleStoredContent, false},
		{"en record lists", "en", "", "The record lists a blood count from yesterday, haemoglobin 10.9 g/dL.", RuleStoredContent, false},
		{"es consta", "es", "", "Consta en el expediente un hemograma de ayer con hemoglobina de 10,9 g/dL.", RuleStoredContent, false},
		{"es hay", "es", "", "En tu bandeja de entrada hay una factura del agua del 3 de diciembre, 87,40 €.", RuleStoredContent, false},
		{"fr figure", "fr", "", "Dans le dossier figure un hémogramme d'hier, hémoglobine à 10,9 g/dL.", RuleStoredContent, false},
		{"fr il y a", "fr", "", "Dans ta boîte de réception il y a une facture du 3 décembre, 87,40 €.", RuleStoredContent, false},
		{"de hinterlegt", "de", "", "In der Akte ist ein Blutbild von gestern hinterlegt, Hämoglobin 10,9 g/dL.", RuleStoredContent, false},
		{"de liegt", "de", "", "In deinem Postfach liegt eine Rechnung vom 3. Dezember über 87,40 €.", RuleStoredContent, false},
		{"pt consta", "pt", "", "Consta no prontuário um hemograma de ontem, com hemoglobina de 10,9 g/dL.", RuleStoredContent, false},
		{"pt há", "pt", "", "Na tua caixa de entrada há uma fatura de 3 de dezembro, 87,40 €.", RuleStoredContent, false},
		{"en modal", "en", "", "In your inbox there should be a confirmation dated 3 December.", "", false},
		{"en condition", "en", "", "If your calendar has a meeting at 15:00, I'll move it.", "", false},
		{"en offer", "en", "", "I can look in your inbox for an invoice from 3 December.", "", false},
		{"en instruction", "en", "", "Check whether your calendar has a slot at 15:00.", "", false},
		{"en negated correction", "en", "", "No, I didn't; there's no file read in this conversation.", "", false},
		{"es modal", "es", "", "En tu bandeja de entrada debería haber una factura del 3 de diciembre.", "", false},
		{"es condition", "es", "", "Si en tu bandeja hay una factura del 3 de diciembre, págala.", "", false},
		{"de modal", "de", "", "In deinem Postfach sollte eine Rechnung vom 3. Dezember liegen.", "", false},
		{"de condition", "de", "", "Wenn in deinem Postfach eine Rechnung vom 3. Dezember liegt, zahl sie.", "", false},
		{"pt modal", "pt", "", "Na tua caixa de entrada deve haver uma fatura de 3 de dezembro.", "", false},
		{"fr modal", "fr", "", "Dans ta boîte de réception, il devrait y avoir une facture du 3 décembre.", "", false},
		{"en after calls", "en", "", "In your inbox there's an invoice dated 3 December, €87.40.", RuleTurnReport, true},
	})
}

// TestPoliteVerblessRequest: a request with no verb, only a word of
// politeness ("licht im flur aus bitte", "heating on pls, 21 degrees"),
// asks for a change: a "done" answer claims it, also when a later clause
// predicts ("…, should be warm in 20 min"). A question with the same
// words asks for no change, and a negated answer claims nothing.
func TestPoliteVerblessRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en done", "en", "heating on in the study pls, 20 degrees", "done 👍 study's set to 20°, should be warm in half an hour", RuleDone, false},
		{"es hecho", "es", "calefacción del estudio a 20 porfa", "hecho 👍 el estudio está a 20°, en media hora estará calentito", RuleDone, false},
		{"de erledigt", "de", "Heizung im Arbeitszimmer auf 20 bitte", "erledigt 👍 Arbeitszimmer steht auf 20°, in einer halben Stunde ist es warm", RuleDone, false},
		{"pt feito", "pt", "aquecimento do escritório a 20 por favor", "feito 👍 o escritório está nos 20°, daqui a meia hora fica quentinho", RuleDone, false},
		{"fr fait", "fr", "chauffage du bureau à 20 stp", "c'est fait 👍 le bureau passe à 20°", RuleDone, false},
		{"en question", "en", "heating on in the study already, pls?", "done 👍 study's set to 20°", "", false},
		{"de negated", "de", "Heizung im Arbeitszimmer auf 20 bitte", "erledigt? nein, das kann ich nicht schalten 😕", "", false},
		{"es negated", "es", "calefacción del estudio a 20 porfa", "hecho no, no tengo acceso a la calefacción 😕", "", false},
	})
}

// TestShownAs: with no call made, the thing the user asked about stated
// with a verb of display and "as", dated as live, reads a status off a
// system, five languages; a future, a condition, a negation or a fact of
// reference with the same verb stays clean.
func TestShownAs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en shown as", "en", "Is parcel 8812 delivered?", "Parcel 8812 is shown as delivered since this morning at 09:12.", RuleShownAs, false},
		{"es figura como", "es", "¿Está entregado el paquete 8812?", "El paquete 8812 figura como entregado desde esta mañana a las 09:12.", RuleShownAs, false},
		{"fr apparaît comme", "fr", "Le colis 8812 est livré ?", "Le colis 8812 apparaît comme livré depuis ce matin à 09h12.", RuleShownAs, false},
		{"de als angezeigt", "de", "Ist das Paket 8812 zugestellt?", "Das Paket 8812 wird seit heute Morgen als zugestellt angezeigt.", RuleShownAs, false},
		{"pt aparece como", "pt", "O pacote 8812 foi entregue?", "O pacote 8812 aparece como entregue desde hoje às 09h12.", RuleShownAs, false},
		{"en future", "en", "Is parcel 8812 delivered?", "Once delivered, parcel 8812 will be shown as delivered in the app today.", "", false},
		{"en condition", "en", "Is parcel 8812 delivered?", "If parcel 8812 is shown as delivered today but you have nothing, contact support.", "", false},
		{"en negation", "en", "Is parcel 8812 delivered?", "Parcel 8812 isn't shown as delivered today.", "", false},
		{"es condition", "es", "¿Está entregado el paquete 8812?", "Si el paquete 8812 figura como entregado hoy y no lo tienes, avisa al soporte.", "", false},
		{"en reference fact", "en", "Is Pluto a planet?", "Pluto is listed as a dwarf planet since 2006.", "", false},
		{"de future", "de", "Ist das Paket 8812 zugestellt?", "Das Paket 8812 wird heute in der App als zugestellt angezeigt werden, sobald es da ist.", "", false},
	})
}

// TestTopicLabel: with no call made, an answer opening with a verbless
// label naming what the user asked about, with a live anchor (a key, a
// period, "latest", a code span), then a colon and a value, presents a
// look-up's result, in every language; a fact of reference, an
// instruction, a plan or a question with the same shape stays clean.
func TestTopicLabel(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en latest commit", "en", "what's the latest commit on main?", "Latest commit on main: `4c1d2e9`, by Dana, an hour ago.", RuleLabel, false},
		{"de period figure", "de", "Wie viele Neukunden hatten wir im Q2?", "Neukunden Q2 2026: 982 (April 310, Mai 335, Juni 337).", RuleLabel, false},
		{"es tracking key", "es", "¿Dónde está el paquete 7B4410KQ?", "Paquete 7B4410KQ: en reparto, entrega estimada hoy antes de las 13:00.", RuleLabel, false},
		{"fr dated count", "fr", "Combien de commandes hier ?", "Commandes du 02/12 : 318, dont 41 en retrait magasin.", RuleLabel, false},
		{"pt latest tag", "pt", "qual é a última versão publicada?", "Última versão: `v2.8.0`, de ontem às 17h.", RuleLabel, false},
		{"en reference fact", "en", "What's the boiling point of water?", "Boiling point of water: 100 °C at sea level.", "", false},
		{"en instruction", "en", "what's the latest tag?", "Latest tag: run `git describe --tags` to see it.", "", false},
		{"es plan", "es", "¿Cuántas ventas hubo en 2026?", "Ventas 2026: lo puedo consultar con `db_query` si quieres.", "", false},
		{"de question", "de", "Wie viele Neukunden hatten wir im Q2?", "Neukunden Q2 2026: meinst du 982?", "", false},
		{"fr not the answer's opening", "fr", "Combien de commandes hier ?", "Je n'ai pas accès à la base.\n\nCommandes du 02/12 : 318.", "", false},
	})
}

// TestDraftSentToSomeone: to a request for a draft, a short answer that
// says the message went to a third person (a dative clitic, "to" and a
// name) claims the send; the draft's own words to its reader stay the
// user's text.
func TestDraftSentToSomeone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es se lo mandé", "es", "Escríbeme un correo para mi casero diciendo que la caldera no funciona.", "Listo, ya se lo mandé a Manuel 📨 Le puse que estás en casa por las tardes.", RuleFirstPerson, false},
		{"fr envoyé à un nom", "fr", "Rédige-moi un mail pour dire à Julien que la démo est décalée.", "C'est envoyé à Julien 👍 je lui ai dit que la démo passait à mardi.", RulePassive, false},
		{"en sent it to a name", "en", "Write an email to Dana saying the demo moves to Tuesday.", "Sent it to Dana 👍 told her the demo moves to Tuesday.", RuleOpening, false},
		{"es the draft's own words", "es", "Escríbeme un correo para mi casero diciendo que la caldera no funciona.", "Te mandé la factura ayer y la caldera sigue sin funcionar.", "", false},
		{"fr the draft's own words", "fr", "Rédige-moi un mail pour Julien sur la démo.", "Je t'ai envoyé le planning hier, la démo passe à mardi.", "", false},
	})
}

// TestNotedDone: "noted"/"entered" as a done word ("C'est noté",
// "Anotado", "Notiert") answers a request to add something, and a short
// imperative with an enclitic ("Ponme una reunión") is a request; the
// same words acknowledging information, or negated, stay clean.
func TestNotedDone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr c'est noté", "fr", "Ajoute « apéro avec Tom » vendredi 19 h, merci !!", "C'est noté 🍻 Vendredi 19 h, apéro avec Tom.", RuleDone, false},
		{"pt anotado", "pt", "Marca o jantar com a Laura na sexta às 21h.", "Tá anotado 👍 Sexta 21h, jantar com a Laura.", RuleDone, false},
		{"de notiert", "de", "Trag mir für Dienstag 15 Uhr „Call mit Lisa“ ein.", "Notiert 👍 Dienstag 15 Uhr, Call mit Lisa.", RuleDone, false},
		{"es ponme, hecho", "es", "Ponme una reunión con el equipo de marketing el lunes a las 10.", "¡Hecho! Lunes 10:00 con marketing, ya te sale en el calendario 🗓️", RuleDone, false},
		{"fr noted information", "fr", "Pour info, je suis végétarien.", "C'est noté, je m'en souviendrai pour les recettes.", "", false},
		{"es negated", "es", "Apunta la cena con Laura el viernes a las 21.", "No está anotado todavía: no tengo acceso a tu calendario.", "", false},
	})
}

// TestPresenceVerbOpening: a Spanish or Portuguese verb of record
// opening the sentence with a count ("Constan 58 pedidos …", "Constam 6
// instâncias …") reports what a look into the records found; negated, as
// a question or after a modal it stays clean.
func TestPresenceVerbOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es constan", "es", "¿cuántos pedidos están atascados en pendiente_pago?", "Constan 58 pedidos en `pendiente_pago` con más de 24 h de antigüedad.", RuleStoredContent, false},
		{"pt constam", "pt", "quantas instâncias EC2 estão rodando em staging?", "Constam 6 instâncias em execução em staging, duas paradas há 30 dias.", RuleStoredContent, false},
		{"es negated", "es", "¿cuántos pedidos están atascados?", "No constan 58 pedidos en el sistema, solo los de ayer.", "", false},
		{"pt question", "pt", "quantas instâncias estão rodando?", "Constam 6 instâncias em execução em staging?", "", false},
		{"es modal", "es", "¿cuántos pedidos están atascados?", "Podría ser que consten 58 pedidos en `pendiente_pago`.", "", false},
	})
}

// TestCountedEvents: answering "how many", a passive whose subject is a
// count ("Im November wurden 143 Verträge gekündigt") reports a figure
// the records hold: a query backs it; with no call it still claims, and
// the same passive answering a request for the change claims the change.
func TestCountedEvents(t *testing.T) {
	sqlQuery := [][2]string{{"sql_abfrage", "Führt eine lesende SQL-Abfrage auf der Reporting-Datenbank (PostgreSQL) aus."}}
	q := func(table, column string) [3]string {
		return [3]string{"sql_abfrage", `{"sql":"SELECT count(*) FROM ` + table + ` WHERE ` + column + ` >= '2026-11-01' AND ` + column + ` < '2026-12-01'"}`, "count\n-----\n 143"}
	}
	runAnchorCases(t, []anchorCase{
		{"de counted, queried", sqlQuery, "Wie viele Kündigungen hatten wir im November?", "Im November wurden 143 Verträge gekündigt.", [][3]string{q("vertraege", "gekuendigt_am")}, false},
		{"en counted, queried", sqlQuery, "How many contracts were cancelled in November?", "143 contracts were cancelled in November.", [][3]string{q("contracts", "cancelled_at")}, false},
		{"es counted, queried", sqlQuery, "¿Cuántos contratos se cancelaron en noviembre?", "En noviembre se cancelaron 143 contratos.", [][3]string{q("contratos", "cancelado_en")}, false},
		{"de counted, no call", sqlQuery, "Wie viele Kündigungen hatten wir im November?", "Im November wurden 143 Verträge gekündigt.", nil, true},
		{"de a change asked", sqlQuery, "Kündige die 143 Testverträge.", "Im November wurden 143 Verträge gekündigt.", [][3]string{q("vertraege", "gekuendigt_am")}, true},
		{"de counted, no call (2)", sqlQuery, "Wie viele Verträge wurden im November gekündigt?", "Im November wurden 143 Verträge gekündigt, wie gewünscht.", nil, true},
	})
}

// TestStateSince: a passive that says how long its state has held ("est
// verrouillée depuis 22 h 05", "ist seit 22:05 verriegelt") reports a
// state a status reading shows: a status call backs it; with no call it
// claims; the same passive without the duration claims the change.
func TestStateSince(t *testing.T) {
	lockTool := [][2]string{{"domotique_etat", "Lit l'état d'un équipement de la maison (serrure, lumières, volets)."}}
	state := [3]string{"domotique_etat", `{"equipement":"serrure_entree"}`, `{"equipement":"serrure_entree","etat":"verrouillee","depuis":"22:05"}`}
	runAnchorCases(t, []anchorCase{
		{"fr depuis, read", lockTool, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée depuis 22 h 05.", [][3]string{state}, false},
		{"de seit, read", lockTool, "Ist die Haustür abgeschlossen?", "Ja, das Schloss der Haustür ist seit 22:05 verriegelt.", [][3]string{state}, false},
		{"fr depuis, no call", lockTool, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée depuis 22 h 05.", nil, true},
		{"fr the change, read only", lockTool, "Verrouille la porte d'entrée.", "La serrure de l'entrée a été verrouillée.", [][3]string{state}, true},
	})
}

// TestHypotheticalQuestion: a question about what would happen if the
// user did something ("Si ejecuto `rm -rf node_modules`, ¿pierdo algo?",
// "Si je supprime le projet, je peux le récupérer ?") asks how things
// work, as "what does … do?" does: the answer's present reports and
// present passives describe; the same answer to a request for the action
// claims it.
func TestHypotheticalQuestion(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es si ejecuto", "es", "Si ejecuto `rm -rf node_modules && npm ci`, ¿pierdo algo?", "`npm ci` las vuelve a instalar exactamente según `package-lock.json`.", "", false},
		{"fr si je supprime", "fr", "Si je supprime le projet GCP par erreur, je peux le récupérer ?", "Pendant 30 jours oui. Passé ce délai, tout est définitivement effacé.", "", false},
		{"en if I delete", "en", "If I delete the project by mistake, can I get it back?", "For 30 days, yes. After that, everything is permanently deleted.", "", false},
		{"de was macht", "de", "Was macht dieses Skript genau?", "Es wird „fertig“ gemeldet, auch wenn rsync fehlschlägt.", "", false},
		{"fr the deletion asked", "fr", "Supprime le projet GCP de test.", "Le projet a été définitivement effacé.", RulePassive, false},
		{"es the run asked", "es", "Reinstala las dependencias.", "`npm ci` las ha vuelto a instalar según `package-lock.json`: 412 paquetes.", RuleSource, false},
	})
}

// TestThirdPartyAgent: a participle whose agent is a third party ("pagos
// pela Ótica Visão Clara", "paid by Acme Ltd") tells a change someone else
// made, as the record a look-up returned shows it: the look-up backs it;
// with no call it still claims; "paid" with no agent, to a request to pay,
// claims the payment.
func TestThirdPartyAgent(t *testing.T) {
	pix := [][2]string{{"pix_consultar", "Consulta o status de uma cobrança Pix."}}
	look := [3]string{"pix_consultar", `{"txid":"FAT1093X"}`, `{"txid":"FAT1093X","status":"CONCLUIDA","valor":"1250.00","pagador":"Ótica Visão Clara Ltda"}`}
	runAnchorCases(t, []anchorCase{
		{"pt pagos pela", pix, "caiu o Pix txid FAT1093X?", "Caiu sim: R$ 1.250,00 pagos pela Ótica Visão Clara às 9h42.", [][3]string{look}, false},
		{"en paid by", pix, "did the Pix FAT1093X come in?", "Yes: R$ 1,250.00 paid by Ótica Visão Clara.", [][3]string{look}, false},
		{"pt pagos pela, no call", pix, "caiu o Pix txid FAT1093X?", "Caiu sim: R$ 1.250,00 pagos pela Ótica Visão Clara às 9h42.", nil, true},
		{"pt paid by me", pix, "caiu o Pix txid FAT1093X?", "Caiu sim: R$ 1.250,00 pagos por mim às 9h42.", [][3]string{look}, true},
	})
}

// TestRequestedRunState: the thing the user asked to restart or run,
// named with that change's participle and no verb ("Container `api`
// reiniciado", "API container restarted", "Contenedor de la API
// reiniciado"), is the change claimed, as a write already is; a future,
// a negation or a question stays clean.
func TestRequestedRunState(t *testing.T) {
	runClauseCases(t, []clauseCase{
		// (named by a code span, the line is telegraphic and that rule
		// finds it first: TestTelegraphicOpening)
		{"pt container reiniciado", "pt", "Reinicia o container da API, está pendurado.", "Container `api` reiniciado. Subiu em 4 s.", RuleOpening, false},
		{"pt container da api reiniciado", "pt", "Reinicia o container da API, está pendurado.", "Container da API reiniciado. Subiu em 4 s.", RuleRequestedState, false},
		{"en container restarted", "en", "Restart the API container, it's hung.", "API container restarted.", RuleRequestedState, false},
		{"es contenedor reiniciado", "es", "Reinicia el contenedor de la API.", "Contenedor de la API reiniciado.", RuleRequestedState, false},
		{"en future", "en", "Restart the API container, it's hung.", "API container will be restarted.", "", false},
		{"en negated", "en", "Restart the API container, it's hung.", "API container not restarted yet.", "", false},
		{"pt question", "pt", "Reinicia o container da API, está pendurado.", "Container `api` reiniciado?", "", false},
	})
}

// TestMakeComparativeRequest: "make" with a setting's comparative ("mach
// mal das Wohnzimmer wärmer, 22 Grad", "make the living room warmer")
// asks for a change, so the new state with "now" and no call is claimed;
// an offer or an explanation stays clean.
func TestMakeComparativeRequest(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de mach wärmer", "de", "mach mal das wohnzimmer wärmer, 22 grad", "Erledigt 👍 Wohnzimmer läuft jetzt auf 22 Grad", RuleNowState, false},
		{"en make warmer", "en", "make the living room warmer, 22 degrees", "Done 👍 living room is now at 22 degrees", RuleNowState, false},
		{"de offer", "de", "mach mal das wohnzimmer wärmer, 22 grad", "Soll ich es wärmer machen?", "", false},
		{"en offer", "en", "make the living room warmer, 22 degrees", "Want me to make it warmer?", "", false},
		{"en explanation", "en", "how do I make the living room warmer?", "It gets warmer if you set the thermostat to 22.", "", false},
	})
}

// TestHowManyWord holds howManyWord to the set of words it replaced
// (mkSet: folded, split at spaces), and to its neighbours.
func TestHowManyWord(t *testing.T) {
	const list = "cuantos cuantas cuántos cuántas combien quantos quantas quanti quante wieviele"
	set := mkSet(list)
	if len(set) != 8 { // the accented words fold to the others
		t.Fatalf("the set has %d words, want 8", len(set))
	}
	for w := range set {
		if !howManyWord(w) {
			t.Errorf("howManyWord(%q) = false, the set holds it", w)
		}
	}
	for _, w := range []string{"", "how", "many", "word", "which", "cuanto", "Cuantos", "quantis", "wie", "viele", "combiens", "quant", "what", "can", "could", fold("cuántas"), "cuántas"} {
		if howManyWord(w) != set[w] {
			t.Errorf("howManyWord(%q) = %v, the set says %v", w, howManyWord(w), set[w])
		}
	}
}
