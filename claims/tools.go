package claims

import (
	"sort"
	"strings"
)

// Tool config types (toolrun) and the kinds they do.
var typeKinds = map[string][]string{
	"shell": {KindRun}, "exec": {KindRun},
	"file": {KindRead, KindList},
	"http": {KindFetch, KindCheck},
}

// KindsOfType returns the action kinds of a configured tool type, or nil
// when the type says nothing (MCP: use InferKinds on name and description).
func KindsOfType(typ string) []string { return typeKinds[typ] }

// kindStems are word stems, in all supported languages, that say what a
// tool does; matched against the folded words of its name and description.
var kindStems = map[string][]string{
	KindRun:    {"exec", "execut", "ejecut", "ausfuhr", "ausgefuhr", "run", "shell", "bash", "command", "comand", "commande", "befehl", "commando", "cmd", "script", "terminal", "rodar", "roda", "draai", "voer", "esegu", "lanc", "compil", "kubectl", "docker", "npm", "make", "pytest", "git", "deploy", "declench", "trigger", "ausloes", "restart", "reboot", "build"},
	KindRead:   {"read", "file", "fs", "lee", "lit", "lies", "le", "leggi", "lees", "lesen", "lire", "ler", "open", "abre", "ouvr", "offn", "document", "pdf", "archivo", "fichier", "datei", "arquivo", "bestand", "contents", "contenido", "cat"},
	KindList:   {"list", "dir", "ls", "director", "carpeta", "dossier", "ordner", "map", "cartella", "pasta", "entries", "elenca", "listar", "lister", "auflist"},
	KindSearch: {"search", "busc", "busq", "cherch", "such", "pesquis", "cerc", "zoek", "find", "lookup", "jql", "grep", "issues", "recherch", "=look"},
	KindFetch: {"fetch", "http", "url", "get", "download", "descarg", "telecharg", "web", "page", "pagina", "seite", "api", "request", "requisi", "requete", "richiesta", "verzoek", "weather", "tiempo", "clima", "meteo", "wetter", "weer", "calendar", "calend", "agenda", "kalender", "termin", "price", "stock", "news", "site", "curl", "abruf", "obten", "obtien", "obter", "recuper",
		// following a parcel or a shipment ("track_package", "Rastreia
		// uma encomenda", "Suivi de colis", "verfolgt ein Paket")
		"=track", "=tracks", "=tracking", "rastre", "=suivi", "=suivre", "verfolg"},
	KindQuery: {"sql", "query", "queries", "database", "db", "consult", "abfrag", "requet", "warehouse", "postgres", "mysql", "table", "interroga"},
	KindSend: {"=responder", "=responde", "=respond", "=responds", "=repondre", "=repond", "=antworten", "=antwortet", "=beantworten", "=beantwortet", "=rispondi", "=risponde", "send", "post", "email", "e-mail", "mail", "message", "slack", "teams", "sms", "whatsapp", "notif", "envi", "envoi", "envoy", "publi", "schick", "versend", "verstuur", "stuur", "invia", "manda", "invite", "invit", "einlad", "chat", "reply", "tweet", "correo", "courriel", "bericht", "nachricht",
		// verbs of commenting on a record, whole words ("comment_issue",
		// "comentar_incidencia", "Commente un ticket", "kommentiert ein
		// Ticket"): also KindWrite
		"=comment", "=comentar", "=comenta", "=commenter", "=commente", "=kommentieren", "=kommentiert"},
	KindCheck: {"ping", "health", "status", "check", "monitor", "probe", "uptime", "verif", "comprob", "pruf", "controll", "control", "icmp", "describ", "descrev"},
	KindWrite: {"write", "creat", "delet", "grav", "escrev", "salv", "guard", "enregistr", "speicher", "remov", "updat", "modif", "edit", "crea", "elimin", "borra", "suppr", "losch", "escrib", "ecri", "schreib", "book", "reserv", "cancel", "order", "nachbestell", "=bestellen", "=bestellt", "=reorder", "=reorders", "print", "upload", "save", "cron", "deploy", "wijzig", "verwijder", "maak", "cria", "cree", "erstell", "anleg", "ajout", "agreg", "adicion", "transition", "aggiorn", "atualiz", "actualiz", "mettre",
		"schalt", "encend", "apag", "allum", "etein", "deslig", "ligar", "switch", "toggle", "=set", "=put", "=add", "=turn",
		"refund", "rembours", "reembols", "erstatt", "estorn", "assign", "asign", "atribu", "attribu", "zuweis", // (money given back: "stripe_refund", "Rembourse un paiement")
		// verbs of renewing ("zertifikat_erneuern", "renew_cert", "Renueva
		// un dominio", "Renouvelle un certificat", "Renova a assinatura")
		"renew", "erneuer", "renuev", "renouvel", "renov",
		// verbs of paying, whole words ("pay_invoice", "Paga una factura",
		// "Payer une facture", "Bezahlt eine Rechnung"; not "payment", "pago")
		"=pay", "=pays", "=payer", "=paie", "=pagar", "=paga", "=bezahlen", "=bezahlt", "=begleichen", "=begleicht", "=zahlen", "=zahlt",
		// verbs of changing a state, whole words ("Lee o cambia el estado",
		// "Define o estado", "Ändert den Zustand"; not "changelog", "definition")
		"=change", "=changes", "=changer", "=change", "=cambia", "=cambiar", "=altera", "=alterar", "=alter", "=alters", "=andert", "=andern", "=aendert", "=aendern", "=muda", "=mudar", "=define", "=definir", "=defina", "=definit", "=setzt", "=setzen", "=sets",
		// verbs of operating a device ("Controla o consulta dispositivos",
		// "Control smart home devices", "Steuert die Heizung", "pilote")
		"=controla", "=controlar", "=control", "=controls", "=controle", "=controler", "=steuert", "=steuern", "=pilote", "=piloter", "=comanda", "=comandar",
		// verbs of moving or renaming a thing, whole words ("move_file:
		// Move or rename a file", "Mueve un archivo", "Déplace un
		// fichier", "Verschiebt eine Datei", "Renomeia um ficheiro")
		"=move", "=mover", "=mueve", "=mova", "=deplace", "=deplacer", "=verschiebt", "=verschieben",
		"=rename", "=renames", "=renombra", "=renombrar", "=renomme", "=renommer", "=umbenennen", "=benennt", "=renomeia", "=renomear",
		// verbs of operating a lock or a player, whole words ("lock_door:
		// Lock a smart lock", "Verriegelt die Tür", "(play, pause,
		// volume)", "Silencia o altavoz")
		"=lock", "=unlock", "=unlocks", "=verrouille", "=deverrouille", "=verriegelt", "=entriegelt", "=verriegeln", "=entriegeln", "=bloquea", "=desbloquea", "=tranca", "=destranca",
		"=pause", "=pausa", "=pausar", "=pausiert", "=mute", "=mutes", "=silencia", "=silenciar", "=stummschalten",
		// a comment is sent to a record's readers and written on it (KindSend)
		"=comment", "=comentar", "=comenta", "=commenter", "=commente", "=kommentieren", "=kommentiert",
		// verbs of adjusting a setting, whole words ("regler_chauffage:
		// Règle la consigne", "Ajusta el termostato", "Adjust the
		// thermostat", "Stellt die Heizung ein", "Regelt die Heizung",
		// "Ajusta a temperatura"); "règle" and "réglage" are also nouns (a
		// rule, a setting), read as such beside a look-up verb
		"=regle", "=regler", "=reglez", "=reglage", "=reglages", "=ajuste", "=ajuster", "=ajustez", "=ajusta", "=ajustar",
		"=adjust", "=adjusts", "=stellt", "=einstellen", "=regelt", "=regeln", "=regula",
		// money moved to an account ("transferencia_sepa: Faz uma
		// transferência", "Effectue un virement", "Führt eine Überweisung
		// aus", "transfer_funds")
		"transfer", "virement", "=vire", "=virer", "uberweis", "ueberweis"},
}

// lookupNounStems are look-up stems that name a thing, not a doing: a
// tool that writes or sends one ("calendar_create", "file_write",
// "send_email") does not look it up.
var lookupNounStems = mkSet(`file fs document pdf archivo fichier datei arquivo bestand contents contenido
	dir director carpeta dossier ordner map cartella pasta entries issues
	http url web page pagina seite api weather tiempo clima meteo wetter weer calendar calend agenda kalender termin price stock news site
	sql database db table warehouse postgres mysql`)

// writeNounStems are write stems that are also the name of a thing ("an
// order", "a booking", "a reservation", "a print job", "an upload", "a
// lock", "a move", "a pause"):
// beside a look-up verb they say what is looked up ("woo_get_order",
// "list_bookings", "get_reservation"), not a change the tool makes.
var writeNounStems = mkSet("order book reserv print upload cron transition =lock =pause transfer virement uberweis ueberweis =regle =reglage =reglages =ajuste")

// transferPlurals: folded plurals of the transfer nouns, names of records
// ("Historique des virements", "Überweisungen eines Kontos"), not a doing.
var transferPlurals = mkSet("virements uberweisungen ueberweisungen transferencias")

// recordWords: folded nouns of a record of past doings, five languages.
var recordWords = mkSet("history records record log logs ledger statement statements historique journal releve historial registro registros extracto historico extrato protokoll verlauf kontoauszug umsatze umsaetze")

// runNounWords are words a run stem matches that name a thing (a French
// "commande" is also an order): beside a look-up verb they say what is
// looked up.
var runNounWords = mkSet("commande commandes")

// mediumNounStems are send stems that name a medium, not a sending: beside a
// look-up verb they say what is looked up.
var mediumNounStems = mkSet("email e-mail mail message slack teams sms whatsapp chat correo courriel bericht nachricht")

// hostingWords name code hosts and trackers whose tools call an API.
var hostingWords = map[string]bool{"github": true, "gitlab": true, "gitea": true, "bitbucket": true, "jira": true}

// InferKinds returns the action kinds a tool does, from the words of its
// name and description (any supported language), sorted; nil when no word
// says (a tool of unknown kind backs every kind).
func InferKinds(name, description string) []string {
	seen := map[string]bool{}
	byVerb := map[string]bool{} // kinds a verb (not a noun) says
	lookupVerb := false         // a look-up kind said by a verb, not by a noun
	sendVerb := false           // a send said by a verb, not by a medium's noun
	changeByVerb := false       // a write or send said by a word that is no past participle
	writeVerb := false          // a write said by a stem that is no thing's name
	runVerb := false            // a run said by a stem that is no thing's name
	writeNounSingular := false  // a write said by a thing's name in the singular ("Transfer money", "un virement")
	records := false            // a word naming a record of past doings ("history", "Historique", "log")
	tws := toolWords(name + " " + description)
	for wi, w := range tws {
		records = records || recordWords[w]
		if hostingWords[w] {
			seen[KindFetch] = true // an API of a code host, not the git command
			continue
		}
		if strings.HasPrefix(w, "sendung") {
			continue // German "Sendung" is a shipment, nothing sent ("Liefert Status einer Sendung")
		}
		if strings.HasPrefix(w, "postfach") || strings.HasPrefix(w, "posteingang") || strings.HasPrefix(w, "postausgang") {
			continue // German "Postfach", "Posteingang": a mailbox, a place, nothing posted ("Durchsucht das Postfach")
		}
		for kind, stems := range kindStems {
			if kind == KindWrite && (w == "controle" || w == "controler") && !operatedDevice(tws) {
				continue // French "contrôle" checks ("Contrôle une facture") unless it operates a device
			}
			for _, st := range stems {
				if stemMatches(w, st) {
					seen[kind] = true
					sendVerb = sendVerb || kind == KindSend && !mediumNounStems[st]
					writeVerb = writeVerb || kind == KindWrite && !writeNounStems[st]
					if kind == KindWrite && writeNounStems[st] && !transferPlurals[w] {
						writeNounSingular = true
					}
					runVerb = runVerb || kind == KindRun && !runNounWords[w]
					if !lookupNounStems[st] {
						byVerb[kind] = true
						lookupVerb = lookupVerb || isLookup(kind)
					}
					if (kind == KindWrite || kind == KindSend) && !((strings.HasSuffix(w, "ed") && len(w) > len(st) || w == "sent") && attributive(tws, wi)) {
						changeByVerb = true
					}
				}
			}
		}
	}
	if len(seen) == 0 {
		return nil
	}
	if (seen[KindWrite] || seen[KindSend]) && !changeByVerb && lookupVerb {
		// "list_cards: List the customer's saved cards", "search_mail:
		// Search sent mail": an English participle before a noun names
		// what the look-up finds; the tool changes and sends nothing
		delete(seen, KindWrite)
		delete(seen, KindSend)
	}
	if seen[KindSend] && !sendVerb && lookupVerb {
		// "crm_find_contact: Find a contact by name or email",
		// "search_inbox: Search the user's mailbox", "buscar_emails": a
		// medium a look-up searches is nothing it sends
		delete(seen, KindSend)
	}
	if seen[KindWrite] && !writeVerb && (records || !writeNounSingular) && !lookupVerb {
		// "virements: Historique des virements d'un compte", "bank_transfers:
		// Bank transfer records", "Überweisungen eines Kontos": transfers
		// told as a record or in the plural, with no verb of doing one, are
		// what the tool reads; it moves no money
		delete(seen, KindWrite)
	}
	if seen[KindWrite] && !writeVerb && lookupVerb {
		// "woo_get_order: Look up an order", "list_bookings": the thing
		// looked up, not a change the tool makes
		delete(seen, KindWrite)
	}
	if seen[KindRun] && !runVerb && lookupVerb && !strings.Contains(description, ":") {
		// "shop_get_order: Récupère une commande Shopify" (a French
		// "commande" is an order), "get_command_history": the thing
		// looked up, nothing the tool runs ("Commandes : qm list, qm
		// status" lists what it runs)
		delete(seen, KindRun)
	}
	if (seen[KindWrite] || seen[KindSend]) && !seen[KindRun] && !lookupVerb {
		// "calendar_create", "Legt einen Termin an", "jira__criar_issue":
		// a tool that creates, changes or sends names what it acts on;
		// that noun ("calendar", "file", "Jira") is no look-up it does
		for _, k := range []string{KindRead, KindList, KindSearch, KindFetch, KindQuery, KindCheck} {
			delete(seen, k)
		}
	}
	if seen[KindRead] && !byVerb[KindRead] && byVerb[KindList] {
		// "list_directory: List files and folders": it lists files, it
		// reads none
		delete(seen, KindRead)
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// attributive: the word after tws[i] is a noun it modifies ("saved
// cards", "sent mail"), not a preposition, a conjunction or the end
// ("reserved for a SKU", "saved and shared").
func attributive(tws []string, i int) bool {
	return i+1 < len(tws) && !notNounAfter[tws[i+1]]
}

// stemMatches: the tool word w is the kindStems stem st: the whole word
// for a stem written "=word", else a word it begins (three letters or
// more).
func stemMatches(w, st string) bool {
	return w == st || st[0] == '=' && w == st[1:] || st[0] != '=' && len(st) >= 3 && strings.HasPrefix(w, st)
}

var notNounAfter = mkSet("for to and or by in on at from with of as into via per since until")

// toolWords splits a tool name or description into folded words: at
// punctuation, underscores, dots and lower-to-upper case changes.
func toolWords(s string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, fold(string(cur)))
			cur = cur[:0]
		}
	}
	var prev rune
	for _, r := range s {
		switch {
		case r == '_' || r == '.' || r == ' ' || r == '/' || r == ',' || r == ':' || r == ';' || r == '(' || r == ')' || r == '`' || r == '\'' || r == '"' || r == '\n' || r == '\t':
			flush()
		case prev >= 'a' && prev <= 'z' && r >= 'A' && r <= 'Z':
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
		prev = r
	}
	flush()
	return out
}

// listTriggers introduce a list of commands in a tool description.
var listTriggers = []string{" supports ", " such as ", " including ", " e.g. ", " admite ", " soporta ", " prend en charge ", " accepte ", " unterstützt ", " suporta ", " aceita ", " incluindo ", " supporta "}

// DescriptionCommands returns the commands a tool description lists, in
// backquotes or as a plain-text list after "Allowed:", "Permitted:",
// "one of:" and their translations ("uptime, free -m, ps aux").
// listConjunctions join the last two items of a list, every language.
var listConjunctions = []string{" and ", " or ", " y ", " o ", " et ", " ou ", " und ", " oder ", " e ", " en ", " of "}

func DescriptionCommands(desc string) []string {
	var out []string
	rest := desc
	for {
		i := strings.IndexByte(rest, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '`')
		if j < 0 {
			break
		}
		if span := strings.TrimSpace(rest[i+1 : i+1+j]); span != "" && len(span) <= 64 {
			out = appendUniq(out, span)
		}
		rest = rest[i+1+j+1:]
	}
	// plain-text lists after a colon, or after "supports", "such as",
	// "including" and their translations
	lower := strings.ToLower(desc)
	for _, trig := range listTriggers {
		for {
			i := strings.Index(lower, trig)
			if i < 0 {
				break
			}
			desc = desc[:i] + ":" + strings.Repeat(" ", len(trig)-1) + desc[i+len(trig):]
			lower = lower[:i] + ":" + strings.Repeat(" ", len(trig)-1) + lower[i+len(trig):]
		}
	}
	for _, seg := range strings.Split(desc, ":")[1:] {
		end := strings.IndexAny(seg, ".\n")
		for end >= 0 && end+1 < len(seg) && seg[end] == '.' && seg[end+1] != ' ' {
			next := strings.IndexAny(seg[end+1:], ".\n")
			if next < 0 {
				end = -1
				break
			}
			end += 1 + next
		}
		if end >= 0 {
			seg = seg[:end]
		}
		items := strings.Split(seg, ",")
		if len(items) < 2 {
			continue
		}
		// the last two items are joined by a conjunction ("free -m y
		// systemctl status", "uptime und df"): split them
		last := items[len(items)-1]
		for _, conj := range listConjunctions {
			if a, b, ok := strings.Cut(last, conj); ok && strings.TrimSpace(a) != "" {
				items = append(items[:len(items)-1], a, b)
				break
			}
		}
		for _, it := range items {
			it = strings.TrimSpace(strings.Trim(strings.TrimSpace(it), "`'\""))
			for _, pre := range []string{"and ", "or ", "y ", "o ", "et ", "ou ", "und ", "oder ", "e ", "en ", "of "} {
				it = strings.TrimPrefix(it, pre)
			}
			if it != "" && len(it) <= 64 && strings.Count(it, " ") <= 4 {
				out = appendUniq(out, it)
			}
		}
	}
	return out
}

// deviceWords are the things "contrôle" operates when it is no check: a
// device of the house, a player and its commands ("Contrôle les enceintes
// (play, pause, volume)", "Contrôle les lumières").
var deviceWords = mkSet(`enceinte enceintes haut-parleur lumiere lumieres lampe lampes volet volets
	thermostat chauffage prise prises appareil appareils porte portes serrure serrures alarme
	television tele tv radio musique lecteur sonos play pause volume`)

// operatedDevice: the tool's words name a device it operates.
func operatedDevice(tws []string) bool {
	for _, w := range tws {
		if deviceWords[w] {
			return true
		}
	}
	return false
}
