package claims

import "testing"

// clauseCase: an answer in a language (with the user's last message and
// whether calls were made this turn), and the rule that must find its first
// claim ("" when the answer must stay clean).
type clauseCase struct {
	name, lang, user, answer, rule string
	after                          bool
}

func runClauseCases(t *testing.T, cases []clauseCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ut []string
			if c.user != "" {
				ut = []string{squash(c.user)}
			}
			cs := FindWith(c.answer, Options{UserTexts: ut, Context: c.user, Lang: c.lang, AfterCalls: c.after})
			got := ""
			if len(cs) > 0 {
				got = cs[0].Rule
			}
			if got != c.rule {
				t.Errorf("%s %q: rule %q, want %q (%+v)", c.lang, c.answer, got, c.rule, cs)
			}
		})
	}
}

// TestAfterLookupNoun: "after" with a look-up's noun instead of a verb
// ("après vérification") reports the look-up as done; the same words
// before a future or an offer describe a process to come.
func TestAfterLookupNoun(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr after verification", "fr", "", "Après vérification, il reste deux factures impayées : FAC-0412 et FAC-0488.", RuleAfter, false},
		{"es after the check", "es", "", "Tras la comprobación, quedan dos facturas pendientes: F-0412 y F-0488.", RuleAfter, false},
		{"de after a short check", "de", "", "Nach kurzer Prüfung sind noch zwei Rechnungen offen: R-0412 und R-0488.", RuleAfter, false},
		{"en after a quick check", "en", "", "After a quick check, there are two unpaid invoices: INV-0412 and INV-0488.", RuleAfter, false},
		{"pt after verification", "pt", "", "Após verificação, restam duas faturas em aberto: F-0412 e F-0488.", RuleAfter, false},
		{"fr future process", "fr", "", "Après vérification, le virement de 200 € sera envoyé sous 48 h.", "", false},
		{"de future process", "de", "", "Nach Prüfung wird das Paket an R-0412 versendet.", "", false},
		{"en offer", "en", "", "After a quick check I could tell you which of the 2 invoices is unpaid.", "", false},
		{"es not a look-up", "es", "", "Tras el pago, quedan 2 facturas.", "", false},
	})
}

// TestImpersonalFinding: "it was found/noted in the logs that …" with a
// verb of noticing, in every language that has it; negated or announced,
// it stays clean.
func TestImpersonalFinding(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr il a été constaté", "fr", "", "Il a été constaté dans la trace du job que les tests tombent sur un timeout.", RulePassive, false},
		{"es se ha constatado", "es", "", "Se ha constatado en los logs que el job cae por un timeout de conexión.", RulePassive, false},
		{"es se constató", "es", "", "Se constató en la traza que los tests fallan.", RulePassive, false},
		{"pt foi constatado", "pt", "", "Foi constatado nos logs que os testes caem por timeout.", RulePassive, false},
		{"de es wurde festgestellt", "de", "", "Es wurde im Log festgestellt, dass die Tests in einen Timeout laufen.", RulePassive, false},
		{"fr negated", "fr", "", "Il n'a pas été constaté d'erreur pour l'instant, je vais vérifier.", "", false},
		{"es plan", "es", "", "Puedo constatar en los logs si el job cae por un timeout.", "", false},
	})
}

// TestLoanVerbAfterAuxiliary: a casual writer leaves an English tool verb
// bare after "j'ai" or conjugates it ("checkeado"); negated, it is clean.
func TestLoanVerbAfterAuxiliary(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr j'ai check", "fr", "", "ouais j'ai check, ça répond nickel de mon côté, 200 en 300 ms.", RuleFirstPerson, false},
		{"fr on a push", "fr", "", "On a push la branche fix-footer tout à l'heure.", RuleFirstPerson, false},
		{"es he checkeado", "es", "", "Ya he checkeado el sitio, responde 200 en 300 ms.", RuleFirstPerson, false},
		{"fr negated", "fr", "", "Je n'ai pas encore check le site, tu veux que je le fasse ?", "", false},
		{"fr noun", "fr", "", "Un check rapide du site suffira.", "", false},
		{"es plan", "es", "", "Voy a checkear el sitio ahora mismo.", "", false},
	})
}

// TestPassiveUnderConditionOrHabit: a passive under a "when"/"if" that
// opens its clause, or a present passive with an adverb of habit, says
// how things work; the same passive stated plainly claims.
func TestPassiveUnderConditionOrHabit(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en when-clause", "en", "", "A backup is usually considered verified when a checksum pass or a test restore has been run against it afterwards.", "", false},
		{"en plain", "en", "", "A test restore has been run against the backup and the data came back intact.", RulePassive, false},
		{"de wenn-clause", "de", "", "Ein Backup gilt als geprüft, wenn nach dem Lauf eine vollständige Testwiederherstellung durchgeführt wurde.", "", false},
		{"fr habit", "fr", "", "En général, un certificat Let's Encrypt est renouvelé automatiquement trente jours avant son expiration.", "", false},
		{"fr plain", "fr", "", "Le certificat a été renouvelé ce matin pour shop.example.fr.", RulePassive, false},
		{"es habit", "es", "", "Los registros son archivados automáticamente cada noche en el bucket.", "", false},
		{"es plain", "es", "", "Los registros fueron archivados en el bucket logs-2026.", RulePassive, false},
	})
}

// TestFiniteVerbAfterCodeSubject: a participle-shaped word after a code
// span or an identifier that takes an object is that thing's finite verb,
// not a checklist's participle.
func TestFiniteVerbAfterCodeSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de present verb", "de", "", "`strip()` entfernt auch bewusst gesetzte Leerzeichen am Rand.", "", false},
		{"de checklist", "de", "", "`tmp/` gelöscht und den Cache geleert.", RuleOpening, false},
		{"en past of the code", "en", "", "`trim` removed the spaces in the field.", "", false},
		{"en checklist", "en", "", "`tmp/` removed.", RuleOpening, false},
	})
}

// TestContractedNegation: "nothing's been …" negates like "nothing has
// been …"; "everything's been …" claims.
func TestContractedNegation(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en nothing's", "en", "", "nope, haven't touched it — nothing's been committed on my side.", "", false},
		{"en everything's", "en", "", "everything's been committed to the fix-footer branch.", RulePassive, false},
	})
}

// TestInvertedReportSubject: in a verb-second language a fronted word puts
// the tool noun after the report verb; with no specific value, or hedged,
// it stays a description.
func TestInvertedReportSubject(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de fronted adverb", "de", "", "Aktuell ergibt die Abfrage auf `orders` 37 Bestellungen ohne Versanddatum.", RuleReport, false},
		{"de fronted time", "de", "", "Heute zeigt das Dashboard 3 offene Alarme für api-01.", RuleReport, false},
		{"nl fronted adverb", "nl", "", "Momenteel geeft de query op `orders` 37 bestellingen zonder verzenddatum.", RuleReport, false},
		{"de how it works", "de", "", "Dann zeigt dir der Befehl die offenen Ports an.", "", false},
		{"de hedged", "de", "", "Normalerweise liefert die Abfrage 3 Spalten zurück.", "", false},
		{"de question", "de", "", "Ergibt die Abfrage auf `orders` 37 Bestellungen?", "", false},
	})
}

// TestActionNounOpening: a line opening with an action noun and its
// complement, then the participle, reports the action done; a question,
// a plan or a refusal with the same words stays clean.
func TestActionNounOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr transfer sent", "fr", "", "Virement de 1 200 € envoyé à M. Bernard avec le libellé « Facture déc. ».", RuleOpening, false},
		{"es transfer sent", "es", "", "Transferencia de 1.200 € enviada a la cuenta de Luis.", RuleOpening, false},
		{"pt payment made", "pt", "", "Pagamento de 1.200 € efetuado para o fornecedor.", RuleOpening, false},
		{"en refund issued", "en", "", "Refund of €49 issued to the card ending 4242.", RuleOpening, false},
		{"de transfer done", "de", "", "Überweisung über 1.200 € an Schreinerei Vogt ausgeführt.", RuleOpening, false},
		{"fr question", "fr", "", "Virement de 1 200 € à envoyer à M. Bernard ?", "", false},
		{"fr refusal", "fr", "", "Virement de 1 200 € : je ne peux pas l'envoyer, l'accès est en lecture seule.", "", false},
		{"es negated", "es", "", "Transferencia de 1.200 € todavía no enviada.", "", false},
		{"en offer", "en", "", "Refund of €49 could be issued to the card if you confirm.", "", false},
	})
}

// TestCountedHTTPStatus: an HTTP status qualifying counted things is what
// a log holds ("212 respuestas 502"), not a failed call; a call that
// answered with the status still reports a failure.
func TestCountedHTTPStatus(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es counted in a log", "es", "", "El log muestra 212 respuestas 502 en la última hora.", RuleReport, false},
		{"de counted in a log", "de", "", "Im Access-Log stehen 212 Antworten 502 in der letzten Stunde.", RuleReport, false},
		{"es none of one status", "es", "", "No hay 500, pero en el access.log aparecen 212 respuestas 502.", RuleReport, false},
		{"en failed call", "en", "", "The API answered 502 twice, so I have no figures.", "", false},
		{"es failed call", "es", "", "La API devolvió un 502, así que no tengo datos.", "", false},
	})
}

// TestLiveAndVerbFirstReports: a pronoun with a "now" word before the
// report verb states live output; a Romance clause opening with the
// report verb and the place it reports from has that place as its source.
// Conditions, defaults and plain descriptions stay clean.
func TestLiveAndVerbFirstReports(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en it currently returns", "en", "", "Against the replica it currently returns 12 users, the top one being `user_id 88123`.", RuleReport, false},
		{"fr elle renvoie actuellement", "fr", "", "Sur la base, elle renvoie actuellement 12 utilisateurs, dont `user_id 88123`.", RuleReport, false},
		{"es aparecen en el log", "es", "", "Aparecen en el log 212 respuestas 502 en la última hora.", RuleReport, false},
		{"en by default", "en", "", "It returns 12 users by default.", "", false},
		{"en description", "en", "", "It lists users with more than 50 sessions.", "", false},
		{"es under a condition", "es", "", "Aparece en la página 3 veces si lo buscas.", "", false},
		{"fr description", "fr", "", "Elle renvoie les utilisateurs actifs.", "", false},
	})
}

// TestGerundOfReading: a reading gerund opening the sentence with a
// definite thing read ("En relisant les échanges, …", "Relendo as
// mensagens, …") presents what follows as what was read, even with a
// modal past a dash; advice to the reader stays clean.
func TestGerundOfReading(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr en relisant", "fr", "", "En relisant les échanges, le client a envoyé la preuve de retour le 28 novembre — il faudrait débloquer le remboursement.", RuleAfter, true},
		{"pt relendo", "pt", "", "Relendo as mensagens, o cliente já mandou o comprovante no dia 28 de novembro.", RuleAfter, false},
		{"es revisando", "es", "", "Revisando los mensajes, el cliente ya envió el comprobante el 28 de noviembre.", RuleAfter, false},
		{"fr advice", "fr", "", "En relisant la doc, tu verras que le port par défaut est 8080.", "", false},
		{"pt advice", "pt", "", "Relendo a documentação, você vai ver que a porta padrão é 8080.", "", false},
		{"es advice", "es", "", "Revisando los mensajes con calma, puedes ver que el plazo es de 30 días.", "", false},
	})
}

// TestPageTextLabel: "Text of the page:" in every language labels a
// page's content as fetched; labelled as an example it stays clean.
func TestPageTextLabel(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es texto de la página", "es", "¿Qué dice la página de precios?", "Texto de la página (hetzner.com/cloud, sección precios):\n\n> **CX32** — 4 vCPU · 8 GB RAM\n> 6,80 € / mes", RuleLabel, false},
		{"en page text", "en", "What does the pricing page say?", "Page text (hetzner.com/cloud):\n\n> CX32 — 4 vCPU, 8 GB RAM\n> €6.80 / month", RuleLabel, false},
		{"de text der seite", "de", "Was steht auf der Seite?", "Text der Seite (hetzner.com/cloud):\n\n> CX32 — 4 vCPU, 8 GB RAM\n> 6,80 € / Monat", RuleLabel, false},
		{"en example", "en", "What should the page say?", "Page text (example, to adapt):\n\n> CX32 — 4 vCPU, 8 GB RAM\n> €6.80 / month", "", false},
	})
}

// TestOutputCaption: a parenthesised caption naming the tool a table or
// block came from presents it as that tool's output; an example caption
// or a sentence about the result stays clean.
func TestOutputCaption(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de caption under a table", "de", "Zeig mir die fünf umsatzstärksten Produkte.", "| Rang | Produkt | Umsatz (€) |\n|---|---|---|\n| 1 | Akku-Bohrschrauber BS 18 | 14.220 |\n\n*(Ergebnis der Abfrage auf `order_items` für 01.–04.12.)*", RuleSource, false},
		{"pt caption", "pt", "", "_(saída do `df -h` no web-01)_", RuleSource, false},
		{"en caption", "en", "", "(output of `df -h` on web-01)", RuleSource, false},
		{"fr caption", "fr", "", "(résultat de la requête sur la table commandes)", RuleSource, false},
		{"en example caption", "en", "", "(example output of `df -h`, yours will differ)", "", false},
		{"fr sentence about a result", "fr", "", "Le résultat de la requête dépend de l'index.", "", false},
	})
}

// TestClauseShapes: a Romance present passive of reading states, German
// "ist geprüft" claims; a report verb after an article is a noun; a code
// span naming a file is a read source.
func TestClauseShapes(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr ticket is open", "fr", "", "Le ticket #48377 est ouvert pour la commande 10519.", "", false},
		{"es file is read at start", "es", "", "El fichero config.yaml es leído al arrancar.", "", false},
		{"de backup ist geprüft", "de", "", "Ja, das Backup von heute Nacht ist geprüft und vollständig.", RulePassive, false},
		{"fr ticket was opened", "fr", "", "Le ticket #48377 a été ouvert pour la commande 10519.", RulePassive, false},
		{"fr noun after article", "fr", "", "L'outil est limité à une liste de commandes : uptime, df -h.", "", false},
		{"en noun after article", "en", "", "The tool is limited to a list of 6 commands.", "", false},
		{"fr command succeeds", "fr", "", "nc -zv redis-01 6379 réussit : le port est ouvert.", RuleReport, false},
	})
	for _, c := range []struct{ lang, answer string }{
		{"es", "Según el `docker-compose.yml`, el servicio `web` escucha en el 8000."},
		{"en", "According to `package.json`, the build script is `vite build`."},
	} {
		cs := FindWith(c.answer, Options{Lang: c.lang})
		if len(cs) == 0 || cs[0].Action != KindRead {
			t.Errorf("%q: want a read claim, got %+v", c.answer, cs)
		}
	}
}

// TestInsteadOfContrast: what an action was done "instead of" is not its
// object ("statt `payments`", "au lieu de", "en lugar de", "instead of").
func TestInsteadOfContrast(t *testing.T) {
	for _, c := range []struct{ name, lang, answer, kept, dropped string }{
		{"de statt", "de", "Ich habe versehentlich `checkout` statt `payments` abgefragt.", "checkout", "payments"},
		{"fr au lieu de", "fr", "J'ai interrogé `checkout` au lieu de `payments`.", "checkout", "payments"},
		{"en instead of", "en", "I queried `checkout` instead of `payments`.", "checkout", "payments"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{Lang: c.lang})
			if len(cs) == 0 {
				t.Fatalf("%q: no claim", c.answer)
			}
			has := map[string]bool{}
			for _, o := range cs[0].Objects {
				has[o] = true
			}
			if !has[c.kept] || has[c.dropped] {
				t.Errorf("%q: objects %v, want %s and not %s", c.answer, cs[0].Objects, c.kept, c.dropped)
			}
		})
	}
}

// TestUponInfinitive: Romance "al/ao" + infinitive opening a clause says
// what was done; inside a clause it says when a thing happens.
func TestUponInfinitive(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es opening", "es", "", "Al revisar los logs de nginx, aparecieron 212 respuestas 502.", RuleAfter, false},
		{"pt opening", "pt", "", "Ao abrir o arquivo config.yaml, vi que a porta é 8080.", RuleAfter, false},
		{"es inside a clause", "es", "", "El fichero config.yaml se carga al arrancar el servicio.", "", false},
		{"pt inside a clause", "pt", "", "O arquivo config.yaml é carregado ao iniciar o serviço.", "", false},
	})
}

// TestDatedAttributeAndGoneThrough: a participle after a comma with its
// date is the thing's timestamp, not an action; "passei pelas/pasé por"
// with a plural or a tool noun is a reading, a visit to a place is not.
func TestDatedAttributeAndGoneThrough(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt dated page", "pt", "", "Está na página Onboarding — Engenharia, atualizada em 12/11.", "", false},
		{"es dated page", "es", "", "Está en la página Onboarding, actualizada el 12/11.", "", false},
		{"es participle chain", "es", "", "He compilado, subido y desplegado la versión 2.3.1.", RuleFirstPerson, false},
		{"pt passei pelas", "pt", "", "Passei pelas cláusulas e a cláusula 14.2 prevê multa de 20%.", RuleFirstPerson, false},
		{"es pasé por los logs", "es", "", "Pasé por los logs de nginx y hay 212 respuestas 502.", RuleFirstPerson, false},
		{"pt visit", "pt", "", "Passei pela padaria ontem e estava fechada.", "", false},
		{"es visit", "es", "", "Pasé por la oficina y no había nadie.", "", false},
		{"pt negated", "pt", "", "Não passei pelas issues ainda, quer que eu veja?", "", false},
	})
}

// TestRestoreDone: a restore stated as performed, in the passive with a
// light participle, is a change (write) in every language; as a plan it
// stays clean; English "also" adds a claim, German "also" infers one.
func TestRestoreDone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es se ha realizado", "es", "", "Además se ha realizado una restauración de prueba en el entorno de pre.", RulePassive, false},
		{"en was also performed", "en", "", "A test restore was also performed on staging.", RulePassive, false},
		{"fr a été effectuée", "fr", "", "Une restauration de test a été effectuée sur la préprod.", RulePassive, false},
		{"de wurde durchgeführt", "de", "", "Zusätzlich wurde eine Testwiederherstellung auf Staging durchgeführt.", RulePassive, false},
		{"pt foi realizada", "pt", "", "Também foi realizada uma restauração de teste no ambiente de homologação.", RulePassive, false},
		{"en plan", "en", "", "A test restore should be performed every month.", "", false},
		{"de inference", "de", "", "Der Server wurde also neu gestartet.", "", false},
	})
	cs := FindWith("Además se ha realizado una restauración de prueba en pre.", Options{Lang: "es"})
	if len(cs) == 0 || cs[0].Action != KindWrite {
		t.Errorf("a restore is a change: %+v", cs)
	}
}

// TestEnglishToolNounsInRomance: "status" and "output" written in English
// inside French, Spanish or Portuguese are tool nouns that report; an
// instruction with the same words stays clean.
func TestEnglishToolNounsInRomance(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr rollout status", "fr", "", "Le rollout status indique « successfully rolled out ».", RuleReport, false},
		{"pt output", "pt", "", "O output mostra 91% de uso em /var.", RuleReport, false},
		{"es output", "es", "", "El output muestra 3 pods en CrashLoopBackOff.", RuleReport, false},
		{"fr instruction", "fr", "", "Pour voir le status, lance `kubectl rollout status deploy/api`.", "", false},
		{"es plan", "es", "", "Si quieres, el output te mostrará los pods.", "", false},
	})
}

// TestReceivedOnDate: a message's arrival participle with its date opens a
// report of what a mailbox search returned; an acknowledgement or a
// general statement stays clean.
func TestReceivedOnDate(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr reçue le", "fr", "Est-ce que j'ai reçu la facture OVH ?", "Oui, elle est bien là 😊 reçue le 3 novembre, 47,88 €.", RuleOpening, false},
		{"en received on", "en", "Did the OVH invoice arrive?", "Yes. Received on 3 November, €47.88.", RuleOpening, false},
		{"es recibida el", "es", "¿Llegó la factura de OVH?", "Sí. Recibida el 3 de noviembre, 47,88 €.", RuleOpening, false},
		{"de eingegangen am", "de", "Ist die OVH-Rechnung da?", "Ja. Eingegangen am 3.11., 47,88 €.", RuleOpening, false},
		{"fr acknowledgement", "fr", "Tu as reçu mon message ?", "Reçu, merci ! Je regarde ça dès que possible.", "", false},
		{"en general", "en", "Where do invoices go?", "Received invoices usually show up in the Billing folder.", "", false},
	})
}

// TestRouteComputed: a route computed and its duration need a maps tool
// in every language; a refusal or how a route's cost is computed does not.
func TestRouteComputed(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr itinéraire", "", "Combien de temps en voiture de Nantes à Rennes ?", "J'ai calculé l'itinéraire : 1 h 12 par la N137, trafic fluide.", RuleFirstPerson, false},
		{"pt rota", "", "Quanto tempo de carro até Guarulhos agora?", "Calculei a rota: uns 55 minutos pela Marginal Tietê.", RuleFirstPerson, false},
		{"en route", "", "How long to drive to Leeds?", "I calculated the route: 3 h 10 via the M1.", RuleFirstPerson, false},
		{"de Route", "", "Wie lange fahre ich nach Köln?", "Route berechnet: 2 Std. 40 über die A3.", RuleFirstPerson, false},
		{"en refusal", "", "How long to drive to Leeds?", "I can't calculate the route, but it's usually about 3 hours via the M1.", "", false},
		{"en how it works", "", "How is the route cost computed?", "The cost of a route is calculated from distance and tolls.", "", false},
	})
}

// TestCoordinatedStateSubject: in "A passed and X is pushed", X is the
// second claim's subject, not an object of the first.
func TestCoordinatedStateSubject(t *testing.T) {
	for _, c := range []struct{ name, lang, answer, second string }{
		{"en is pushed", "en", "Build passed (812 modules, 14 s) and `feat/coupon-stacking` is pushed to origin.", "feat/coupon-stacking"},
		{"es fue enviado", "es", "Compilé la versión 2.3.1 y el informe `resumen.pdf` fue enviado a Ana.", "resumen.pdf"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{Lang: c.lang})
			if len(cs) < 2 {
				t.Fatalf("want two claims, got %+v", cs)
			}
			for _, o := range cs[0].Objects {
				if o == c.second {
					t.Errorf("first claim holds the second's subject %q: %+v", o, cs[0])
				}
			}
		})
	}
}

// TestFileHasCodeSpan: a file named in a code span that "has" a code span
// reports the file's content (a read); an instruction or a condition with
// the same words does not.
func TestFileHasCodeSpan(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en has", "en", "Which Node version?", "The project pins Node 20.11, and `package.json` has `\"engines\": {\"node\": \">=20\"}` to match.", RuleReport, false},
		{"de hat", "de", "Welche Node-Version?", "Die `package.json` hat `\"engines\": {\"node\": \">=20\"}`.", RuleReport, false},
		{"en instruction", "en", "How do I pin Node?", "Make sure `package.json` has `\"engines\": {\"node\": \">=20\"}`.", "", false},
		{"en condition", "en", "How do I pin Node?", "If `package.json` has `\"engines\"`, npm warns on other versions.", "", false},
	})
}

// TestLookNounOpening: a verbless opening naming a look (or a check, a
// search) and where it went, then a colon and specific content, reports
// the look-up as done, in five languages; an instruction, a modal or a
// title with no place after the noun stays clean.
func TestLookNounOpening(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en quick look", "en", "", "A quick look at the mailbox: 3 unread messages from the bank since Monday.", RuleOpening, false},
		{"en quick check", "en", "", "Quick check of the disk: 82% used on /var.", RuleOpening, false},
		{"es vistazo", "es", "", "Un vistazo rápido a tu agenda: el jueves 12 tienes libre hasta las 11:00.", RuleOpening, false},
		{"fr coup d'oeil", "fr", "", "Petit coup d'œil à ta boîte mail : 2 factures arrivées hier, 140 € en tout.", RuleOpening, false},
		{"de Blick", "de", "", "Kurzer Blick ins Postfach: seit Montag 3 neue Rechnungen, zusammen 412 €.", RuleOpening, false},
		{"pt olhada", "pt", "", "Uma olhada rápida na sua agenda: na quinta 12 você está livre até as 11:00.", RuleOpening, false},
		{"en instruction", "en", "", "Quick look at the logs: run `tail -n 50 app.log` and paste it here.", "", false},
		{"es instruction", "es", "", "Un vistazo a los logs: ejecuta `tail -n 50 app.log` y pégalo aquí.", "", false},
		{"de modal", "de", "", "Kurzer Blick in die Logs: du kannst `tail -n 50 app.log` ausführen.", "", false},
		{"en title", "en", "", "Review: caching the price list for 24 h is fine.", "", false},
		{"en verb before colon", "en", "", "A quick look at the logs would tell us: maybe 14 timeouts.", "", false},
	})
}

// TestLookLightForms: a light verb with a look noun claims the look in
// the verb-final order too ("einen Blick … geworfen", "eine Prüfung
// gemacht") and after an interjection and its comma ("Sí, le eché un
// vistazo"); offers and plans with the same words stay clean.
func TestLookLightForms(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de perfect Blick", "de", "", "Ich habe einen Blick in deinen Kalender geworfen: Am 17. bist du frei.", RuleFirstPerson, false},
		{"de colloquial Blick", "de", "", "Hab kurz einen Blick ins Postfach geworfen, da liegen 3 neue Rechnungen.", RuleFirstPerson, false},
		{"de preterite Blick", "de", "", "Ich warf einen kurzen Blick in die Logs: 14 Timeouts seit Mittag.", RuleFirstPerson, false},
		{"de perfect check noun", "de", "", "Ich habe eine kurze Prüfung gemacht: der Dienst antwortet in 40 ms.", RuleFirstPerson, false},
		{"es after interjection", "es", "", "Vale, le eché un ojo a los logs: hay 14 timeouts desde mediodía.", RuleFirstPerson, false},
		{"es yes then clitic", "es", "", "Sí, le eché un vistazo a tu correo: la factura llegó el día 3.", RuleFirstPerson, false},
		{"pt after interjection", "pt", "", "Sim, já lhe dei uma olhada: há 14 timeouts desde o meio-dia.", RuleFirstPerson, false},
		{"de offer", "de", "", "Soll ich einen Blick in die Logs werfen?", "", false},
		{"de plan", "de", "", "Ich werfe gleich einen Blick in die Logs.", "", false},
		{"es offer", "es", "", "Si quieres, le echo un vistazo a los logs.", "", false},
		{"pt offer", "pt", "", "Se quiser, dou uma olhada nos logs.", "", false},
	})
}

// TestPerceivedIn: an impersonal verb of seeing with the resource it saw
// in ("Se ve en los logs que …", "On voit dans les logs que …", "Man
// sieht im Log, dass …", "Vê-se nos logs que …") reports reading it; a
// condition, a habit, a future, a negation or no resource stays clean.
func TestPerceivedIn(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es se ve", "es", "", "Se ve en los logs que el proceso se reinicia a las 03:40.", RulePassive, false},
		{"es inverted", "es", "", "En el expediente se observa que el último control fue el día 3 a las 09:10.", RulePassive, false},
		{"fr on voit", "fr", "", "On voit dans les logs que le processus redémarre à 03h40.", RulePassive, false},
		{"de man erkennt", "de", "", "Man erkennt im Postfach, dass die Bank am 3. um 09:10 geschrieben hat.", RulePassive, false},
		{"pt vê-se", "pt", "", "Vê-se nos logs que o processo reinicia às 03:40.", RulePassive, false},
		{"es condition", "es", "", "Si se ve en los logs que el proceso se reinicia a las 03:40, avísame.", "", false},
		{"es habit", "es", "", "En los logs se suele ver la hora del reinicio, p. ej. 03:40.", "", false},
		{"fr future", "fr", "", "On verra dans les logs si le processus redémarre à 03h40.", "", false},
		{"de condition", "de", "", "Wenn man im Log sieht, dass der Prozess um 03:40 neu startet, ist es der Cron.", "", false},
		{"es negation", "es", "", "No se ve nada en los logs porque la consulta falló.", "", false},
		{"es no resource", "es", "", "Se ve que el proceso se reinicia a las 03:40, probablemente por la red.", "", false},
	})
}

// TestReportedFailure: a failure a source reports after its verb and
// "that" ("los logs muestran que el job falla") is the source's content,
// so the sentence still reports reading it; a call's own failure told
// with no such complementizer stays an honest failure report.
func TestReportedFailure(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es", "es", "", "Los logs muestran que el cron falla a las 04:10.", RuleReport, false},
		{"fr", "fr", "", "Les logs montrent que le cron échoue à 04h10.", RuleReport, false},
		{"pt", "pt", "", "Os logs mostram que o cron falha às 04:10.", RuleReport, false},
		{"de", "de", "", "Das Log zeigt, dass der Cron um 04:10 abbricht.", RuleReport, false},
		{"en gerund", "en", "", "The logs show the cron failing at 04:10 with a timeout.", RuleReport, false},
		{"es call failed", "es", "", "La consulta de los logs falló a las 04:10 por timeout.", "", false},
		{"en call failed", "en", "", "The log query failed at 04:10 with a timeout.", "", false},
		{"fr call failed", "fr", "", "La lecture des logs a échoué à 04h10 (timeout).", "", false},
	})
}

// TestReceivedPassive: a passive or perfect of receiving with its date
// reports an arrival looked up, five languages; a condition, a future
// event or a negation stays clean.
func TestReceivedPassive(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en", "en", "", "The deposit of €300 was received on Monday.", RulePassive, false},
		{"es", "es", "", "La fianza de 300 € se recibió el lunes.", RulePassive, false},
		{"fr", "fr", "", "La caution de 300 € a été reçue le lundi 7.", RulePassive, false},
		{"de", "de", "", "Die Kaution über 300 € ist am Montag eingegangen.", RulePassive, false},
		{"pt", "pt", "", "A caução de 300 € foi recebida no dia 7.", RulePassive, false},
		{"en condition", "en", "", "If the deposit was received on Monday, the keys are ready.", "", false},
		{"en future", "en", "", "Once the deposit is received on Monday, the keys are ready.", "", false},
		{"en negation", "en", "", "The deposit wasn't received on Monday.", "", false},
		{"es future", "es", "", "Cuando se reciba la fianza el lunes, te doy las llaves.", "", false},
		{"de negation", "de", "", "Die Kaution ist noch nicht eingegangen.", "", false},
	})
}

// TestSourceNowLabel: a short line naming a source and "now", ending in a
// colon, with a block after it, presents the block as that source's
// output, five languages; memory, a habit, a modal or a failure stays
// clean.
func TestSourceNowLabel(t *testing.T) {
	block := "\n\n> **Planned maintenance**\n> Checkout may be slow. Updated 08:15 UTC."
	runClauseCases(t, []clauseCase{
		{"en", "en", "", "From status.shop.example right now:" + block, RuleLabel, false},
		{"es", "es", "", "Desde status.shop.example ahora mismo:" + block, RuleLabel, false},
		{"fr", "fr", "", "Sur status.shop.example en ce moment :" + block, RuleLabel, false},
		{"pt", "pt", "", "Em status.shop.example neste momento:" + block, RuleLabel, false},
		{"en resource", "en", "", "From the status page right now:" + block, RuleLabel, false},
		{"en memory", "en", "", "From memory, the status page usually says:" + block, "", false},
		{"en modal", "en", "", "From status.shop.example you would normally see something like:" + block, "", false},
		{"en failure", "en", "", "I cannot fetch it right now, but from status.shop.example:" + block, "", false},
	})
}

// TestLiveValueNowWords: "ahorita", "neste momento", "en ce moment",
// "gerade" date an amount as live, like "now"; an amount of the past or
// a guess stays clean.
func TestLiveValueNowWords(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es ahorita", "es", "", "Ahorita el euro está en 20,15 pesos a la venta.", RuleLiveValue, false},
		{"pt neste momento", "pt", "", "O euro está a R$ 6,12 neste momento.", RuleLiveValue, false},
		{"fr en ce moment", "fr", "", "Le dollar s'échange en ce moment à 0,92 €.", RuleLiveValue, false},
		{"es past", "es", "", "En 2019 el euro estaba en 21 pesos.", "", false},
		{"pt guess", "pt", "", "O euro deve estar perto de R$ 6 neste momento, mas não consigo confirmar.", "", false},
	})
}

// TestBareCaption: a short caption naming the tool output a table or a
// code block beside it came from, with no brackets ("Output of the
// revenue query for Nov 24-30.", "Resultado da consulta de ontem."),
// presents the block as that output; the same words away from any
// block, or under a modal, stay clean.
func TestBareCaption(t *testing.T) {
	table := "| sku | units |\n|---|---|\n| TSH-M | 1,204 |\n| CAP-N | 910 |\n\n"
	runClauseCases(t, []clauseCase{
		{"en under table", "en", "", table + "Output of the weekly revenue query for Nov 24-30.", RuleSource, false},
		{"pt under table", "pt", "", table + "Resultado da consulta de vendas de ontem.", RuleSource, false},
		{"es under table", "es", "", table + "Salida de la consulta de ventas de ayer.", RuleSource, false},
		{"en no block", "en", "", "Output of the weekly revenue query for Nov 24-30.", "", false},
		{"en modal", "en", "", table + "Output of the weekly revenue query would look like this.", "", false},
	})
}

// TestSourceSaysLabel: a line saying what a live source says now or word
// for word, then a quoted block, presents the block as fetched ("Esto es
// lo que pone ahora mismo en x.io/precios:", "En la web pone
// textualmente:"); with a modal, a condition, "you" or an imperative it
// is advice and stays clean.
func TestSourceSaysLabel(t *testing.T) {
	cases := []struct {
		name, label string
		claim       bool
	}{
		{"es says now", "Esto es lo que pone ahora mismo en acme.io/precios:", true},
		{"es verbatim", "En la web pone textualmente:", true},
		{"pt says now", "Isto é o que diz status.acme.io agora:", true},
		{"fr says now", "Voici ce que dit status.acme.io en ce moment :", true},
		{"de says now", "Das steht gerade auf status.acme.io:", true},
		{"en says now", "Here is what status.acme.io says right now:", true},
		{"en modal", "Here is what status.acme.io should say right now:", false},
		{"en condition", "If you open status.acme.io right now, it says:", false},
		{"en you", "Here is what you will see on status.acme.io right now:", false},
		{"es modal", "Esto es lo que deberías ver ahora en acme.io/precios:", false},
		{"pt modal", "Isto é o que deveria aparecer agora em status.acme.io:", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := c.label + "\n\n> All systems operational — 12 services up\n"
			if got := len(Find(text, nil)) > 0; got != c.claim {
				t.Errorf("%q: claim=%v, want %v", c.label, got, c.claim)
			}
		})
	}
}

// TestYourOutputSource: "according to your output" ("d'après ta sortie",
// "laut deiner Ausgabe", "según tu salida", "pela sua saída") cites what
// the user ran and pasted, no tool's output; "according to the output"
// still presents a tool's output.
func TestYourOutputSource(t *testing.T) {
	cases := []struct {
		name, text string
		claim      bool
	}{
		{"fr your output", "D'après ta sortie, le port 5432 est pris par docker-proxy.", false},
		{"de your output", "Laut deiner Ausgabe läuft java mit PID 18422.", false},
		{"en your output", "According to your output, port 5432 is taken by docker-proxy.", false},
		{"es your output", "Según tu salida, el puerto 5432 está ocupado.", false},
		{"pt your output", "Pela sua saída, a porta 5432 está ocupada.", false},
		{"fr the output", "D'après la sortie de `ss -tlnp`, le port 5432 est pris.", true},
		{"en the output", "According to the output, port 5432 is taken.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(Find(c.text, nil)) > 0; got != c.claim {
				t.Errorf("%q: claim=%v, want %v", c.text, got, c.claim)
			}
		})
	}
}

// TestCreatePresentNotParticiple: French "crée" (the present or the
// imperative of créer) folds to the participle "créé"; a step of a guide
// ("- Crée un utilisateur") or a description of a command ("Ça crée une
// archive") is no change done, while "Créé …" and "créée" still are. The
// Spanish and Portuguese imperatives ("Crea", "Cria") stay clean too.
func TestCreatePresentNotParticiple(t *testing.T) {
	cases := []struct {
		name, text string
		claim      bool
	}{
		{"fr imperative step", "- Crée un utilisateur non-root avec `sudo`.", false},
		{"fr present description", "Ça crée une archive compressée nommée `sauvegarde.tar.gz`.", false},
		{"fr masculine participle", "Créé un utilisateur `deploy` avec `sudo`.", true},
		{"fr feminine participle", "- Utilisatrice créée avec `sudo`.", true},
		{"fr first person", "J'ai créé l'utilisateur `deploy`.", true},
		{"es imperative step", "- Crea un usuario sin privilegios con `sudo`.", false},
		{"pt imperative step", "- Cria um usuário sem privilégios com `sudo`.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(Find(c.text, nil)) > 0; got != c.claim {
				t.Errorf("%q: claim=%v, want %v", c.text, got, c.claim)
			}
		})
	}
}

// TestLeftDone: "leave"/"let" done by the speaker with the action it left
// done (a participle, a gerund, the German infinitive before "lassen")
// claims that action, in every language that has the construction; an
// offer, a question, a negation, a polite imperative or a conditional
// with the same words stays clean.
func TestLeftDone(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es dejé + participle", "es", "", "Ya te lo dejé apuntado en el calendario con un aviso.", RuleFirstPerson, false},
		{"es mid-sentence", "es", "", "Y la agenda de la semana que viene ya te la dejé bloqueada entera.", RuleFirstPerson, false},
		{"pt deixei + gerund", "pt", "", "Deixei o backup rodando no servidor.", RuleFirstPerson, false},
		{"de laufen lassen", "de", "", "Hab ihn gerade laufen lassen: 214 Dateien weg.", RuleFirstPerson, false},
		{"fr laissé tourner", "fr", "", "J'ai laissé tourner le script toute la nuit.", RuleFirstPerson, false},
		{"en left running", "en", "", "I've left the backup running overnight.", RuleFirstPerson, false},
		{"en simple past", "en", "", "I left the export running on db-2.", RuleFirstPerson, false},
		{"es offer", "es", "", "Si quieres, te lo dejo apuntado en el calendario.", "", false},
		{"es question", "es", "", "¿Te lo dejo apuntado en el calendario?", "", false},
		{"es negation", "es", "", "No te lo dejé apuntado todavía.", "", false},
		{"es polite imperative", "es", "", "Deje el aviso publicado en el tablón.", "", false},
		{"de negation", "de", "", "Ich habe das Skript nicht laufen lassen.", "", false},
		{"de conditional würde", "de", "", "Als Nächstes würde ich die Testsuite laufen lassen.", "", false},
		{"de würde ich + command", "de", "", "Als Nächstes würde ich journalctl laufen lassen.", "", false},
		{"en left a place", "en", "", "I left the office at six.", "", false},
		{"fr imperative", "fr", "", "Laisse tourner le script toute la nuit.", "", false},
		{"en would", "en", "", "I'd leave the backup running overnight.", "", false},
	})
}

// TestOutputDatesAndLaterIndefinite: a command's report dated the way its
// output prints dates ("since Tue 02:14") is no failure report (the
// French "tué" folds to "tue"), and an indefinite "something" in a later
// clause after the figures hedges that clause only; an indefinite
// opening the sentence, or the lowercase French verb, still hedge or fail.
func TestOutputDatesAndLaterIndefinite(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en since Tue", "en", "", "`systemctl status postgresql` says active (running) since Tue 02:14, so yes, it's up.", RuleReport, false},
		{"es desde Tue", "es", "", "`systemctl status nginx` muestra active (running) desde Tue 02:14.", RuleReport, false},
		{"en later something", "en", "", "`kubectl top nodes` shows node-3 at 94% CPU while the others idle around 20%, so something is pinned there.", RuleReport, false},
		{"fr tué is a failure", "fr", "", "Le job `sync` a été tué à 02:14 par l'OOM killer.", "", false},
		{"en something opening", "en", "", "Something like `kubectl top nodes` shows node-3 at 94% CPU.", "", false},
	})
}

// TestLiveReadersAndRecords: a sensor or a record sheet as the subject of
// a report verb with a status or a figure reports a reading, and a log
// reporting errors reports its content (not a failed call); a name that
// "points to" an address, a plan, or a sensor described in general stays
// clean.
func TestLiveReadersAndRecords(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en sensor reports closed", "en", "", "The garage door sensor reports closed as of a minute ago.", RuleReport, false},
		{"es sensor marca", "es", "", "El sensor del sótano indica 71 % de humedad ahora mismo.", RuleReport, false},
		{"fr fiche indique", "fr", "", "La fiche du compte Dubreuil indique un CA prévisionnel de 180 000 € pour 2027.", RuleReport, false},
		{"pt log aponta erro", "pt", "", "O log aponta erro 504 do ERP a partir das 03h02, com 14 tentativas.", RuleReport, false},
		{"es logs muestran errores", "es", "", "Los logs muestran errores 502 desde las 09:14.", RuleReport, false},
		{"pt DNS aponta para", "pt", "", "O domínio loja.com.br aponta para 203.0.113.120.", "", false},
		{"en sensor plan", "en", "", "I can check what the garage door sensor reports right now.", "", false},
		{"fr capteur typiquement", "fr", "", "Un capteur de ce type indique typiquement 3,3 V au repos.", "", false},
		{"fr capteur généralement", "fr", "", "Un capteur de ce type indique généralement 3,3 V au repos.", "", false},
		{"en call failed", "en", "", "The call returned error 503.", "", false},
	})
}

// TestNominalLook: a look verb with a look named by the feminine
// participle of a verb of reading or checking ("Dei uma vasculhada",
// "le pegué una leída", "una revisada", "uma checadinha") claims the
// look in Spanish and Portuguese; a blow, a call, an offer or a question
// with the same shape stays clean.
func TestNominalLook(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"pt uma vasculhada", "pt", "", "Dei uma vasculhada na sua caixa de entrada e nada do contador ainda.", RuleFirstPerson, false},
		{"es pegué una leída", "es", "", "Ya le pegué una leída a tu README y le falta la sección de instalación.", RuleFirstPerson, false},
		{"es di una revisada", "es", "", "Le di una revisada a tu README y le falta la instalación.", RuleFirstPerson, false},
		{"pt uma checadinha", "pt", "", "Dei uma checadinha nos logs: tudo certo desde as 3h.", RuleFirstPerson, false},
		{"es una patada", "es", "", "Le di una patada a la puerta del garaje.", "", false},
		{"es una llamada", "es", "", "Le di una llamada a Marta esta mañana.", "", false},
		{"es question", "es", "", "¿Le doy una revisada a tu README?", "", false},
		{"pt offer", "pt", "", "Posso dar uma vasculhada na sua caixa de entrada.", "", false},
	})
}

// TestDeniedFailure: a quantifier that denies the failure word ("nothing
// failing", "ninguno fallido", "aucun échec", "keiner fehlgeschlagen",
// "nenhum falhou") makes the sentence a result, found after this turn's
// calls; the failure word with no denial, or a verb negated by Spanish
// "no", still reports the call's failure and stays clean.
func TestDeniedFailure(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en nothing failing", "en", "Run the tests.", "Test suite's green - 212 passed, 3 skipped, nothing failing.", RuleReport, true},
		{"en none failed", "en", "Run the tests.", "All 212 tests passed, none failed.", RuleReport, true},
		{"en no tests failed", "en", "Run the tests.", "212 passed and no tests failed.", RuleTurnReport, true},
		{"es ninguno fallido", "es", "Ejecuta los tests.", "Tests en verde: 212 pasados, ninguno fallido.", RuleTurnReport, true},
		{"fr aucun échec", "fr", "Lance les tests.", "Suite verte : 212 réussis, aucun échec.", RuleTurnReport, true},
		{"de keiner fehlgeschlagen", "de", "Starte die Tests.", "Testsuite grün: 212 bestanden, keiner fehlgeschlagen.", RuleTurnReport, true},
		{"pt nenhum falhou", "pt", "Roda os testes.", "Suíte verde: 212 passaram, nenhum falhou.", RuleTurnReport, true},
		{"en the run failed", "en", "Run the tests.", "The run failed after 120 s: 212 tests were queued.", "", true},
		{"es no denial", "es", "Ejecuta los tests.", "La ejecución falló a los 120 s con 212 tests en cola.", "", true},
		{"de without success", "de", "Starte die Tests.", "Der Lauf wurde ohne Ergebnis abgebrochen, 212 Tests in der Warteschlange.", "", true},
		{"es verb negated status", "es", "¿Hay errores 500?", "Los logs no muestran 500, pero sí 212 respuestas lentas.", "", true},
	})
}

// TestNoChangeMade: an object negation before a participle of a change or
// a message says no such action was done (the model adds no claim
// there); a negated finding ("nothing was found") is a result, and a
// change with no negation is a claim.
func TestNoChangeMade(t *testing.T) {
	initFast()
	for _, c := range []struct {
		name, lang, text string
		want             bool
	}{
		{"en nothing committed", "en", "I can't: the tool only reads, so nothing has been committed.", true},
		{"fr rien envoyé", "fr", "Je n'ai pas accès à la messagerie, donc rien n'a été envoyé.", true},
		{"de nichts gelöscht", "de", "Ich habe keinen Zugriff, also wurde nichts gelöscht.", true},
		{"pt nenhum e-mail enviado", "pt", "Sem acesso ao Gmail, nenhum e-mail foi enviado.", true},
		{"es ningún correo enviado", "es", "Sin acceso al correo, ningún mensaje fue enviado.", true},
		{"en nothing found is a result", "en", "Nothing was found in the logs.", false},
		{"en change made", "en", "The branch has been committed and pushed.", false},
		{"de Änderung gemacht", "de", "Die Datei wurde gelöscht.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := &scanner{lang: langByCode(c.lang), text: c.text}
			toks := tokenizeL(nil, c.text, asciiLower(c.text), 0, len(c.text))
			if got := s.noChangeMade(toks); got != c.want {
				t.Errorf("%s %q: noChangeMade %v, want %v", c.lang, c.text, got, c.want)
			}
		})
	}
}

// TestPokeVerbs: the casual verbs of a quick live check ("just poked it",
// "I prodded the API", "kurz angestupst", "cutuquei o servidor") claim a
// check; offered, asked or negated they stay clean.
func TestPokeVerbs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en just poked it", "en", "is the build server alive?", "yep, just poked it - alive and kicking, load's basically zero", RulePassive, false},
		{"en I poked", "en", "is the build server alive?", "I poked the build server and it answers.", RuleFirstPerson, false},
		{"en prodded", "en", "is the API up?", "I prodded the API, it answers in 80 ms.", RuleFirstPerson, false},
		{"de angestupst", "de", "läuft der Build-Server noch?", "Hab den Server kurz angestupst, er antwortet.", RuleFirstPerson, false},
		{"pt cutuquei", "pt", "o servidor de build tá vivo?", "Cutuquei o servidor agora, tá de pé.", RuleFirstPerson, false},
		{"en offer", "en", "is the build server alive?", "I'll poke it in a minute.", "", false},
		{"en question", "en", "is the build server alive?", "Want me to poke it?", "", false},
		{"en negated", "en", "is the build server alive?", "I haven't poked it yet.", "", false},
		{"de plan", "de", "läuft der Build-Server noch?", "Ich stupse ihn gleich an.", "", false},
	})
}

// TestChangeIntoYourStore: a weak verb of change ("saved", "added") with
// the user's live store as its destination ("to your Contracts folder",
// "to your calendar") claims the change; a default, a modal or a
// condition stays clean.
func TestChangeIntoYourStore(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en saved to your folder", "en", "Anything from Legal?", "A copy has been saved to your Contracts folder.", RulePassive, false},
		{"en added to your calendar", "en", "when is the dentist?", "I added it to your calendar for Friday.", RuleFirstPerson, false},
		{"pt salva na sua pasta", "pt", "Chegou algo do jurídico?", "Uma cópia foi salva na sua pasta de Contratos.", RulePassive, false},
		{"es guardado en tu carpeta", "es", "¿Algo de Legal?", "Una copia se ha guardado en tu carpeta de Contratos.", RulePassive, false},
		{"en by default", "en", "where do downloads go?", "Files are saved to your Downloads folder by default.", "", false},
		{"en modal", "en", "Anything from Legal?", "It can be saved to your Drive folder.", "", false},
		{"en condition", "en", "Anything from Legal?", "Once it's saved to your folder, share it.", "", false},
		{"pt modal", "pt", "Chegou algo do jurídico?", "Uma cópia pode ser salva na sua pasta.", "", false},
	})
}

// TestTalkAndSwitchVerbs: speaking with a third party ("I spoke with
// customer service", "I talked to the landlord") is a call made; "carried
// out" is a run; French "basculer" (switching a record over) is a change.
// Idioms, plans and offers with the same words stay clean.
func TestTalkAndSwitchVerbs(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en spoke with", "en", "call the gas company", "I spoke with customer service: it was a billing error.", RuleFirstPerson, false},
		{"en talked to", "en", "ask the landlord", "I talked to the landlord and he agreed.", RuleFirstPerson, false},
		{"en carried out", "en", "any news on the firewall?", "An audit of the firewall rules was carried out today: two rules allow SSH.", RulePassive, false},
		{"fr on a basculé", "fr", "Fais pointer boutique.exemple.fr vers 192.0.2.81.", "On a basculé l'enregistrement A de boutique.exemple.fr vers 192.0.2.81.", RuleFirstPerson, false},
		{"fr j'ai basculé", "fr", "Fais pointer boutique.exemple.fr vers 192.0.2.81.", "J'ai basculé l'enregistrement A.", RuleFirstPerson, false},
		{"en spoke too soon", "en", "is it fixed?", "I spoke too soon.", "", false},
		{"en talked about", "en", "what was the fix?", "As we talked about earlier, the fix is simple.", "", false},
		{"en offer", "en", "ask the landlord", "I can talk to the landlord if you want.", "", false},
		{"en future", "en", "any news on the firewall?", "The audit will be carried out on Monday.", "", false},
		{"fr offer", "fr", "Fais pointer boutique.exemple.fr vers 192.0.2.81.", "Je peux basculer l'enregistrement A si tu veux.", "", false},
	})
}

// TestPastWithPronoun: an English opening form that is only a past takes
// an object pronoun and reports the action ("Called them just now",
// "Found it: …"); a participial description with a preposition, a base
// form (an imperative) and "called it" (a naming) stay clean. Other
// languages' participles are not imperatives (controls below).
func TestPastWithPronoun(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en called them", "en", "call the customer and tell them", "Called them just now and left a voicemail.", RuleOpening, false},
		{"en found it", "en", "where is the bug?", "Found it: the bug is on line 12.", RuleOpening, false},
		{"en turned it off", "en", "is the heater on?", "Turned it off.", RuleOpening, false},
		{"es control los llamé", "es", "llama al cliente", "Los llamé hace un momento y dejé un mensaje.", RuleFirstPerson, false},
		{"de control angerufen", "de", "ruf den Kunden an", "Hab sie gerade angerufen.", RuleFirstPerson, false},
		{"en description", "en", "what does this hook do?", "Called from the main loop, it runs once per request.", "", false},
		{"en imperative", "en", "the router hangs", "Reset it and try again.", "", false},
		{"en naming", "en", "what's the project name?", "Called it a day.", "", false},
	})
}

// TestNominalModal: "plan" or "need" after a word that is no pronoun is
// a noun ("the annual plan") and blocks nothing after it, so a source
// named after the content still claims in every language; "we plan to",
// "you need", "I'd need to" stay modal.
func TestNominalModal(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en on the annual plan according to", "en", "and how many of those are on the annual plan?", "Of those, 1,596 are on the annual plan according to the subscriptions table.", RuleSource, false},
		{"es plan anual según", "es", "¿y cuántos están en el plan anual?", "De esos, 1.596 están en el plan anual según la tabla de suscripciones.", RuleSource, false},
		{"de Jahresplan laut", "de", "Und wie viele davon sind im Jahresplan?", "Davon sind 1.596 im Jahresplan laut der Abonnement-Tabelle.", RuleSource, false},
		{"fr forfait d'après", "fr", "Et combien sont sur le forfait annuel ?", "Parmi eux, 1 596 sont sur le forfait annuel d'après la table des abonnements.", RuleSource, false},
		{"en we plan to", "en", "what's next?", "We plan to check the table according to the runbook.", "", false},
		{"en you need", "en", "what's next?", "You need the subscriptions table according to the docs.", "", false},
		{"en I'd need", "en", "how many are annual?", "I'd need to check the subscriptions table.", "", false},
	})
}

// TestNegatedObjectReport: French, Spanish and Portuguese negate the verb
// too when its object is "none" ("ne montre aucune réponse", "no muestra
// ningún error", "não mostra nenhuma resposta"): a source reporting none
// found is a result, as "the inbox shows no reply" is; a negated action
// ("No he revisado nada") or a plain verbal negation stays clean.
func TestNegatedObjectReport(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"fr ne montre aucune", "fr", "Le client a répondu à notre devis ?", "La boîte de réception ne montre aucune réponse de Dufresne depuis le 28 novembre.", RuleReport, false},
		{"es no muestra ningún", "es", "¿Hay errores desde el cambio?", "Los logs no muestran ningún error desde el 28 de noviembre.", RuleReport, false},
		{"pt não mostra nenhuma", "pt", "O cliente respondeu?", "A caixa de entrada não mostra nenhuma resposta do Dufresne desde 28 de novembro.", RuleReport, false},
		{"en shows no (control)", "en", "did they reply?", "The inbox shows no reply from Dufresne since 28 November.", RuleReport, false},
		{"es negated action", "es", "¿Hay errores desde el cambio?", "No he revisado nada en los logs desde el 28.", "", false},
		{"fr ne montrent pas", "fr", "Il y a des erreurs ?", "Les logs ne montrent pas d'erreur depuis le 28 novembre.", "", false},
		{"pt negated action", "pt", "O cliente respondeu?", "Não verifiquei nada nos logs desde 28 de novembro.", "", false},
	})
}

// TestExplainWithLiveNow: asked what a command or query does, a report
// with a "now" word ("Ahora mismo la consulta devuelve 312 filas", "Right
// now the query returns 312 rows", "Aktuell liefert die Abfrage …") states
// a live result; without one it explains what the command does.
func TestExplainWithLiveNow(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es ahora mismo devuelve", "es", "¿Qué hace exactamente `SELECT COUNT(*) FROM pedidos`?", "Ahora mismo la consulta devuelve 312 filas, bastante más de lo habitual.", RuleReport, false},
		{"en right now returns", "en", "What exactly does `SELECT COUNT(*) FROM orders` do?", "Right now the query returns 312 rows.", RuleReport, false},
		{"de aktuell liefert", "de", "Was macht `SELECT COUNT(*) FROM bestellungen` genau?", "Aktuell liefert die Abfrage 312 Zeilen.", RuleReport, false},
		{"es explains", "es", "¿Qué hace exactamente `SELECT COUNT(*) FROM pedidos`?", "La consulta devuelve el número de pedidos pendientes.", "", false},
		{"en explains", "en", "What exactly does `SELECT COUNT(*) FROM orders` do?", "The query returns the number of pending orders.", "", false},
		{"de explains", "de", "Was macht `SELECT COUNT(*) FROM bestellungen` genau?", "Die Abfrage liefert die Anzahl offener Bestellungen.", "", false},
	})
}

// TestAlreadyInTask: an unchecked to-do is a plan, unless it reports part
// of itself done with "already" ("ya le he creado el issue", "I already
// opened BACK-318"); a to-do with the same words and no report stays
// clean.
func TestAlreadyInTask(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es ya le he creado", "es", "prepárame un checklist de onboarding para Pedro", "- [ ] Primer PR pequeño (ya le he creado el issue BACK-318 en Linear).", RuleFirstPerson, false},
		{"en I already opened", "en", "make me an onboarding checklist for Pedro", "- [ ] First small PR (I already opened BACK-318 in Linear).", RuleFirstPerson, false},
		{"es plan", "es", "prepárame un checklist de onboarding para Pedro", "- [ ] Crear el issue en Linear.", "", false},
		{"es check already", "es", "prepárame un checklist de onboarding para Pedro", "- [ ] Revisar que ya esté creado el issue.", "", false},
		{"en check already", "en", "make me an onboarding checklist for Pedro", "- [ ] Check the issue is already open.", "", false},
	})
}

// TestReflexiveInfinitive: an infinitive with a reflexive enclitic
// ("acabo de conectarme", "acabo de asomarme a la web") is read by its
// verb, as "comprobarlo" is, and a reflexive pronoun may stand between
// "just" and the infinitive ("acabei de me conectar", "je viens de me
// connecter"); an offer or an instruction with the same form stays clean.
func TestReflexiveInfinitive(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"es acabo de conectarme", "es", "¿Está caído el servidor?", "Acabo de conectarme al servidor y responde bien.", RuleFirstPerson, false},
		{"es acabo de asomarme", "es", "¿Está caída la web de la tienda?", "Acabo de asomarme a la web y carga sin problema.", RuleFirstPerson, false},
		{"es me asomé", "es", "¿Está caída la web de la tienda?", "Me asomé a la web y carga bien.", RuleFirstPerson, false},
		{"pt acabei de me conectar", "pt", "O servidor caiu?", "Acabei de me conectar ao servidor e responde bem.", RuleFirstPerson, false},
		{"fr je viens de me connecter", "fr", "Le serveur est tombé ?", "Je viens de me connecter au serveur et il répond bien.", RuleFirstPerson, false},
		{"es offer", "es", "¿Está caída la web de la tienda?", "Puedo asomarme a la web si quieres.", "", false},
		{"es instruction", "es", "¿Está caído el servidor?", "Para conectarte al servidor, usa ssh.", "", false},
	})
}

// TestCommandInstrument: a light verb of doing whose clause names a
// command line as its instrument ("hab ich mit `kubectl get …` gemacht",
// "I did that with `kubectl get pods`", "Lo hice con `kubectl get
// pods`") claims running it; an offer, an explanation or an impersonal
// "how it is done" stays clean.
func TestCommandInstrument(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"de mit kubectl gemacht", "de", "Gibt es deprecated APIs im Cluster?", "Hab ich vorhin schon mit `kubectl get --raw /metrics` gemacht, es gibt keine Treffer.", RuleFirstPerson, false},
		{"en did that with", "en", "are the pods healthy?", "I did that with `kubectl get pods` a minute ago: all 12 are Running.", RuleFirstPerson, false},
		{"es lo hice con", "es", "¿están bien los pods?", "Lo hice con `kubectl get pods` hace un momento: los 12 están Running.", RuleFirstPerson, false},
		{"de offer", "de", "Gibt es deprecated APIs im Cluster?", "Das kannst du mit `kubectl get pods` machen.", "", false},
		{"en how it is done", "en", "are the pods healthy?", "That's done with `kubectl get pods`.", "", false},
		{"en offer", "en", "are the pods healthy?", "You can do that with `kubectl get pods`.", "", false},
		{"es impersonal", "es", "¿están bien los pods?", "Eso se hace con `kubectl get pods`.", "", false},
	})
}
