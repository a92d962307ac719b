package claims

func init() {
	register(&Lang{
		Code:   "it",
		Stop:   "stato stata stati il lo la i gli le di del della che e è un una per non in con su sono ho hai ma anche come questo questa al alla se",
		Subj:   "io noi",
		Aux:    "ho|abbiamo|l'ho|li ho|le ho|gli ho|ho appena|ho già|abbiamo appena",
		Pass:   "è stato|è stata|sono stati|sono state|stato|stata|stati|state|è|sono|fu|venne|è appena stato",
		Near:   "ho appena|abbiamo appena",
		After:  "dopo|dopo aver|dopo avere",
		Impers: "",
		Past1:  "",
		Past:   "",
		Part: `run: eseguito eseguita eseguiti lanciato lanciata rilanciato testato compilato deployato distribuito riavviato riavviata installato contato applicato applicata migrato
			read: letto letta aperto aperta consultato consultata esaminato controllato guardato visto
			list: elencato elencati
			search: cercato ricercato trovato trovati
			fetch: scaricato scaricata recuperato recuperata interrogato chiamato richiesto visitato
			query: interrogato
			check: controllato controllata verificato verificata confermato pingato testato
			send: inviato inviata inviati mandato mandata spedito pubblicato pubblicata postato scritto avvisato notificato informato risposto inoltrato invitato condiviso
			write: eliminato eliminata cancellato cancellata rimosso rimossa prenotato prenotata annullato annullata creato creata modificato aggiornato cambiato salvato programmato caricato stampato archiviato ripristinato chiuso assegnato pagato ordinato attivato disattivato`,
		Inf: `run: eseguire lanciare testare compilare riavviare
			read: leggere aprire consultare controllare
			search: cercare
			fetch: scaricare recuperare interrogare
			check: controllare verificare
			send: inviare mandare pubblicare scrivere`,
		Weak:  "",
		Light: "run: fatto fatta effettuato effettuata",
		Nouns: `search: ricerca ricerche
			query: query interrogazione sql
			fetch: richiesta chiamata api endpoint risposta pagina sito url
			check: ping verifica controllo stato
			run: comando comandi output esecuzione test build script
			output: strumento risultato risultati servizio server log`,
		Report:   `output: restituisce restituito ritorna ritornato mostra mostrato indica indicato dice detto risponde risposto elenca conferma confermato dà dato riporta riportato`,
		Source:   "secondo|stando a|in base a|da",
		Labels:   "output|risultato|risultati|risposta|uscita",
		Neg:      "non mai niente nulla nessun nessuno nessuna senza né",
		Modal:    "sarebbe sarebbero posso potrei possiamo vuoi vuole vorrei dovrei devo bisogna potrebbe farò proverò",
		Cond:     "se quando qualora una volta",
		Hypo:     "forse probabilmente esempio illustrativo generico tipico tipica ipotetico",
		Said:     "tu lei hai avete lui loro utente",
		Request:  "run: riavvia esegui lancia; write: cancella elimina svuota prenota; send: invia manda; check: controlla verifica",
		Now:      "ora adesso",
		Done:     "fatto",
		Announce: "fammi controllare|controllo subito|vediamo",
		Imper:    "esegui usa prova apri controlla installa riavvia modifica cancella elimina crea copia incolla fai aggiungi scrivi invia",
		Fail:     "fallito fallita scaduto irraggiungibile negato rifiutato riuscito impossibile ucciso interrotto",
		FailNeg:  "risponde risposto raggiungibile connettere caricato funziona funzionato",
		Derive:   "totale|in totale|somma|media|al giorno|al mese|ogni|cioè|differenza|volte|doppio|metà|arrotondato|stimato|restano",
		Approx:   "circa quasi approssimativamente intorno",
	})
}
