package claims

func init() {
	g := conjugate("de", deVerbs)
	register(&Lang{
		Code:   "de",
		Stop:   "ja mal hab ob der die das und ist nicht ich ein eine zu den mit auf für von im es sie du wir auch noch dem des sind hat habe wurde bei nach welche welcher welches steht gibt hier schon aber oder wie kann",
		Subj:   "ich wir",
		Aux:    "ich habe|wir haben|habe|haben|hab|ich hab|hab's|ich hab's|habs|ich habs|ich bin|wir sind|man hat|hat man|ich hatte|wir hatten|hatte ich|hatten wir|ich hatte schon|ich hatte bereits",
		Pass:   "wurde|wurden|worden|ist|sind|war|waren|wurde gerade|konnte|konnten",
		Near:   "",
		After:  "nach",
		Impers: "",
		Past1:  "",
		Past:   "run: startete testete; read: las öffnete; search: suchte fand; fetch: holte lud fragte; check: prüfte überprüfte checkte kontrollierte; send: schickte sendete verschickte postete; write: löschte buchte stornierte" + g.past,
		Part: `send: angerufen zurückgerufen angeschrieben; run: ausgeführt gestartet angehalten durchgeführt durchgelaufen gelaufen getestet kompiliert gebaut deployt deployed gestartet installiert gezählt angewendet migriert eingespielt
			fetch: gezogen extrahiert
			check: nachvollzogen
			read: gelesen geöffnet durchgesehen angesehen angeschaut geprüft untersucht
			list: aufgelistet gelistet
			search: gesucht gefunden recherchiert
			fetch: abgerufen heruntergeladen geladen abgefragt aufgerufen angefragt geholt aufgelöst
			query: abgefragt
			check: geprüft überprüft kontrolliert getestet bestätigt gepingt angepingt abgefragt verifiziert nachgesehen nachgeschaut
			send: gesendet gesandt verschickt versendet geschickt gepostet veröffentlicht benachrichtigt informiert geschrieben beantwortet weitergeleitet eingeladen mitgeteilt; write: eskaliert
			write: ausgeschaltet eingeschaltet bezahlt bestellt gekauft gelöscht entfernt reserviert gebucht storniert abgesagt erstellt angelegt geändert angepasst aktualisiert gespeichert geplant hochgeladen gedruckt archiviert wiederhergestellt geschlossen zugewiesen bezahlt bestellt eingerichtet aktiviert deaktiviert umbenannt verschoben gesetzt
			search: durchsucht; check: festgestellt geguckt geschaut nachgeguckt; write: gekündigt geleert bezahlt erstattet zurückerstattet zurückgebucht skaliert
			write: erneuert verlängert
			check: gescannt gemessen auditiert; run: geklont gemountet; write: exportiert importiert synchronisiert übertragen überwiesen zurückgesetzt getaggt eingefügt konvertiert komprimiert gesichert bereitgestellt invalidiert; read: entpackt
			read: reingeschaut reingeguckt draufgeschaut
			fetch: gepullt; send: rausgegangen rausgeschickt herausgegangen
			check: gecheckt abgecheckt durchgecheckt gegengeprüft nachgeprüft abgeglichen überflogen durchgeschaut durchgegangen durchforstet angepingt; write: gemerged gemergt gemergt zugesperrt abgesperrt aufgeschlossen aufgesperrt erzeugt generiert gepusht gepatcht ausgerollt umgestellt zurückgerollt; run: neugestartet hochgefahren runtergefahren; send: abgeschickt rausgeschickt gemailt
			write: vergrößert erweitert erhöht reduziert verkleinert hochgesetzt
			check: eingeloggt eingewählt angemeldet; run: eingeloggt
			write: eingetragen; send: raus bescheid
			send: weitergegeben übermittelt
			write: aufgeschlossen verriegelt entriegelt gesperrt entsperrt stummgeschaltet pausiert; read: durchgelesen nachgelesen reingeschaut durchgeschaut
			write: beglichen abgelegt einsortiert runtergedreht heruntergedreht hochgedreht raufgedreht aufgedreht zugedreht ausgemacht angemacht; search: nachgeschlagen; check: gegengecheckt
			check: probiert ausprobiert; send: reingeschrieben reingestellt reingepostet rausgehauen; write: weggemacht weggeschmissen rausgeworfen reingepackt angeschmissen angeworfen angeknipst ausgeknipst
			check: angestupst; run: angestoßen; read: gewühlt durchgewühlt; write: aufgeräumt` + g.part,
		Inf: `run: ausführen starten testen
			read: lesen öffnen prüfen durchsehen durchgehen durchlesen ansehen anschauen sichten überfliegen
			search: suchen
			fetch: abrufen laden
			check: prüfen überprüfen
			send: senden schicken` + g.inf,
		Weak:  "",
		Light: "run: gemacht; read: warf geworfen; write: lassen gelassen",
		Nouns: `search: suche recherche
			query: abfrage abfragen sql
			fetch: anfrage request aufruf api endpunkt endpoint antwort seite webseite url
			check: ping prüfung status; read: blick
			run: befehl befehle ausgabe test tests build skript linter lint
			output: tool werkzeug ergebnis ergebnisse dienst server log logs protokoll
			query: datenbank tabelle; search: postfach posteingang; fetch: kalender crm; list: bucket
			check: scan traceroute; check: sensor sensoren fühler; query: datensatz
			check: monitoring metriken grafana dashboard; output: syslog journal logdatei logdateien; run: rebase merge push pull commit backup; write: wiederherstellung testwiederherstellung; check: check checks`,
		Report: `output: verbunden erfolgreich zeigt zeigte gezeigt liefert lieferte geliefert meldet meldete gemeldet gibt gab ergab ergibt sagt antwortet antwortete geantwortet listet bestätigt bestätigte
			output: enthält enthielt steht stehen
			output: findet finden fand
			output: endet endete stoppt stoppte hängt erreicht erreichte
			output: zeigen melden liefern ergeben sagen bestätigen sieht sah umfasst umfassen`,
		Source:   "laut|gemäß|zufolge|nach angaben|wie die|wie der|wie das|wie oben",
		Labels:   "ausgabe|ergebnis|ergebnisse|antwort|abfrageergebnis|suchergebnisse|auf der seite|von der seite|text der seite|auszug aus der seite|auszug der seite|seitenauszug|inhalt der seite|seiteninhalt|seitentext|letzte zeilen|aus dem log|hier ist die ausgabe|hier die ausgabe|hier ist das ergebnis|das kam zurück|hier ist was zurückkam|das ist zurückgekommen|folgendes kam zurück|schlagzeilen|aktuelle schlagzeilen|neueste nachrichten",
		Neg:      "nicht kein keine keinen keiner nie niemals nichts ohne weder nix",
		Modal:    "kann kannst könnt könntest musst solltest könnte können werde werden soll sollte sollten möchte möchtest willst will muss müsste müsstest darf käme kämen empfehle schlage",
		Cond:     "wenn falls sobald ob bevor",
		Hypo:     "vielleicht wahrscheinlich vermutlich beispiel beispielhaft typisch typische normalerweise üblicherweise hypothetisch etwa",
		Said:     "du nutzer benutzer",
		Replied:  "geantwortet zurückgeschrieben geschrieben antwortete schrieb",
		Operate:  "gestoppt angehalten neugestartet gestartet deployt deployed ausgerollt installiert deinstalliert ausgelöst angestoßen gekillt hochgefahren heruntergefahren",
		Receipt:  "beleg quittung",
		Sending:  "versand weiterleitung",
		Polite:   "wenn ich mich nicht irre|wenn ich mich nicht täusche|sofern ich mich nicht irre",
		Smooth:   "ohne probleme|ohne problem|ohne zwischenfälle",
		Request:  "run: starte neustarten führe deploye baue; write: buch bezahl bezahle zahl bestell bestelle schalte lösche lösch leere leer buche storniere erstelle installiere; send: schick schicke sende poste leite weiterleiten antworte antworten beantworte beantworten; check: prüf prüfe check schau guck teste; write: ändere änder trag trage setz setze füge leg lege aktiviere deaktiviere verschiebe; write: schließ schliess sperr sperre entsperr entsperre entriegel verriegel schalte; write: erinner; write: senk senke erhöh erhöhe reduzier reduziere dreh drehe verschieb verleg verlege schließe erstatte erstatt; write: notier räum aufräum zumach aufmach heiz zurückbuch" + "; " + g.req,
		Now:      "jetzt nun",
		Done:     "erledigt fertig gemacht hab läuft notiert eingetragen drin raus",
		Yes:      "ja jap jep jo jup jawohl yes",
		Ack:      "ok okay passt klar zack yess gut geht jo",
		DoneAsk:  "schon raus fertig erledigt durch gemacht",
		Announce: "ich schaue nach|ich sehe nach|ich schau mal|ich schau nach|ich prüfe|ich gucke",
		Imper:    "führe führen starte starten nutze nutzen verwende verwenden probiere öffne öffnen prüfe prüfen installiere installieren ändere ändern lösche löschen erstelle erstellen kopiere kopieren füge tippe gib schau sieh schicke sende aktiviere deaktiviere",
		Fail:     "abgebrochen storniert abgelehnt fehlgeschlagen scheiterte gescheitert zeitüberschreitung timeout abgelehnt verweigert unerreichbar ungültig abgebrochen abgestürzt hing hängengeblieben",
		FailNeg:  "konnte konnten gesendet verschickt raus zugestellt antwortet geantwortet antworten erreichbar erreicht verbinden verbunden geladen funktioniert geklappt durchgelaufen zurückgegeben",
		Derive:   "insgesamt|gesamt|summe|zusammen|durchschnitt|durchschnittlich|mittel|median|pro|je|jeweils|also|das heißt|das sind|entspricht|differenz|unterschied|mal|doppelt|hälfte|gerundet|geschätzt|schätzung|bleiben|verbleibend|netto",
		Approx:   "etwa ungefähr rund circa ca ca. fast knapp über unter gut fast annähernd gegen",
		State:    "ist|sind|ist jetzt|sind jetzt|ist nun|sind nun|ist bereits|sind bereits",
		Held:     "hat|haben|liegt bei|liegen bei|vorliegen|liegt vor|liegen vor|ist bei|sind bei|ist unterwegs|sind unterwegs|in den Händen|weiß Bescheid|wissen Bescheid|ist informiert|sind informiert|ist im Bilde|sind im Bilde|ist vorgewarnt",
		Gone:     "existiert nicht mehr|existieren nicht mehr|gibt es nicht mehr|ist nicht mehr da|sind nicht mehr da|ist nicht mehr vorhanden|sind nicht mehr vorhanden",
		Next:     "gleich|sofort|jetzt|noch|als nächstes|nachher|danach|direkt",
		Absent:   "kein|keine|keinen|keiner|nichts|null",
		Confirm:  "ich bestätige|ich bestätige ihnen|ich bestätige dir|ich kann bestätigen|ich kann ihnen bestätigen|ich kann dir bestätigen|ich kann euch bestätigen|wir bestätigen",
		Told:     "wie sie sagten|wie du sagtest|wie du gesagt hast|wie sie gesagt haben|wie sie schrieben|wie du geschrieben hast|wie sie geschrieben haben|sie haben recht|du hast recht|wie vermutet|wie sie vermutet haben|wie du vermutet hast",
		Recent:   "letzte letzten letzter letztes neueste neuesten jüngste jüngsten vorherige gestern gestrige gestrigen heute heutige",
		Counted: `people: kunde kunden neukunde neukunden nutzer benutzer user konto konten anmeldung anmeldungen registrierung registrierungen mitglied mitglieder abonnent abonnenten
			order: bestellung bestellungen auftrag auftrage; product: produkt produkte artikel; category: kategorie kategorien
			supplier: lieferant lieferanten; ticket: ticket tickets; invoice: rechnung rechnungen
			payment: zahlung zahlungen transaktion transaktionen; employee: mitarbeiter mitarbeitende angestellte`,
		Filtered: `open: offen offene offenen; closed: geschlossen geschlossene geschlossenen; cancelled: storniert stornierte stornierten
			open: ausstehend ausstehende; paid: bezahlt bezahlte; active: aktiv aktive aktiven
			inactive: inaktiv inaktive inaktiven; today: heute; yesterday: gestern`,
		Perceive: "sehe sehen finde finden bemerke habe haben hab bekomme bekommen erhalte",
	})
}
