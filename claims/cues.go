package claims

import "strings"

// Sentence cues of claims v2: small predicates over one sentence's tokens
// or text that the rules in detect.go consult (a question, a "by default"
// description, a date after an outcome, the user's shared material, an
// English base form after "managed to").

// enBasePast looks an English base form up by its past form: regular
// verbs (confirm → confirmed, verify → verified, ping → pinged, stop →
// stopped) and a few irregular ones.
func enBasePast(w string, l *compiled) (string, bool) {
	if p, ok := enIrregular[w]; ok {
		w = p
	}
	for _, p := range []string{w, w + "ed", w + "d", strings.TrimSuffix(w, "y") + "ied", w + w[len(w)-1:] + "ed"} {
		if k, ok := l.past[p]; ok {
			return k, true
		}
		if k, ok := l.part[p]; ok {
			return k, true
		}
	}
	return "", false
}

var enIrregular = map[string]string{"run": "ran", "read": "read", "find": "found", "send": "sent", "get": "got", "see": "saw", "pull": "pulled", "dig": "dug"}

// endsWithQuestion: text ends with "?" before closing marks (spaces,
// emphasis, brackets, quotes). A byte loop: TrimRight with the multi-byte
// quotes in its cutset decodes every rune.
func endsWithQuestion(text string) bool {
	for i := len(text); i > 0; {
		switch c := text[i-1]; {
		case c == '?':
			return true
		case c == ' ' || c == '*' || c == '_' || c == ')' || c == '"' || c == '\'':
			i--
		case strings.HasSuffix(text[:i], "»"):
			i -= len("»")
		case strings.HasSuffix(text[:i], "”"):
			i -= len("”")
		default:
			return false
		}
	}
	return false
}

// byDefault: the sentence says what a command does by default ("by
// default traceroute stops after 30 hops", "por padrão termina depois de
// 30 saltos"): a description, not a result.
func byDefault(toks []token, bits []uint16) bool {
	for i, t := range toks {
		if bits[i]&bDefault != 0 && t.kind == tokWord && defaultWords[t.w] {
			return true
		}
	}
	return false
}

var defaultWords = mkSet("default defaults defecto defaut standardmassig standardmaessig padrao predefinito standaard")

// historicalYear: "in 2019", "en 2021" right after a reported outcome
// (a version there is what the report found: "montre certbot en version
// 3.0").
func historicalYear(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		if toks[m].kind != tokWord || !sinceWords[toks[m].w] || m+1 >= len(toks) {
			continue
		}
		y := toks[m+1].w
		return len(y) == 4 && isAllDigits(y) && (y[:2] == "19" || y[:2] == "20")
	}
	return false
}

// userMaterialWithin: the user's material inside the claim's span (the
// German bracket: "Ich habe in deine Nachricht reingeschaut").
func userMaterialWithin(toks []token, i, j int) bool {
	for m := i; m < j && m+1 < len(toks); m++ {
		if toks[m].kind == tokWord && possessive2[toks[m].w] && toks[m+1].kind == tokWord && (pastedNouns[toks[m+1].w] || sharedWords[toks[m+1].w]) {
			return true
		}
	}
	return false
}

// sharedWords: the user shared the material ("pasted", "pegaste", "collé").
var sharedWords = mkSet(`pasted attached shared linked sent uploaded pegaste adjuntaste compartiste enviaste pegado adjunto
	colle collee joint partage envoye eingefugt angehangt geteilt geschickt colou anexou compartilhou enviou colado anexado
	pegas pasas pasaste mandas mandaste adjuntas compartes colles envoies passaste mandaste colaste`) // (present and past of "you paste/pass/send")

// youWords: the user as subject.
var youWords = mkSet("you")

// lightAction: the light verb at toks[k] with its action noun. The look
// verbs ("took", "had", "eché", "jeté", "dei") claim only a look ("had a
// look", "eché un vistazo"): "I had a call with the vendor" is no tool
// call.
func lightAction(toks []token, k int, l *compiled) (string, bool) {
	if leaveVerbs[toks[k].w] {
		_, kind, ok := leftDone(toks, k, l)
		return kind, ok
	}
	if lookLight[toks[k].w] {
		if kind, ok := nominalLook(toks, k+1, l); ok {
			return kind, true // "Dei uma vasculhada na caixa", "le pegué una leída al README"
		}
	}
	kind, ok := actionAfter(toks, k+1, l)
	if !ok && !lookLight[toks[k].w] && commandInstrument(toks, k) {
		return KindRun, true // "hab ich vorhin mit `kubectl get …` gemacht", "I did that with `kubectl get …`"
	}
	if !ok || !lookLight[toks[k].w] {
		return kind, ok
	}
	n := nounAfter(toks, k+1, l)
	return kind, n > k && (lookNouns[toks[n].w] || lookNouns[toks[n].bare])
}

// commandInstrument: the clause of the light verb at k names a command
// line as its instrument ("mit `kubectl get --raw /metrics`", "with
// `df -h`", "con `journalctl -u nginx`"): the doing was running it.
func commandInstrument(toks []token, k int) bool {
	for _, dir := range [2]int{-1, 1} {
		for m := k + dir; m >= 0 && m < len(toks) && m >= k-8 && m <= k+6; m += dir {
			t := toks[m]
			if t.kind == tokPunct {
				break
			}
			if t.kind == tokWord && instrumental[t.w] && m+1 < len(toks) && toks[m+1].kind == tokCode && knownCommandLine(toks[m+1].w) {
				return true
			}
		}
	}
	return false
}

// interjections open a casual answer before its subjectless report
// ("yep had a quick peek", "ok, had a look").
var interjections = mkSet("yep yup yeah yes ok okay sure lol haha nope")

// diaryAdverbs open a subjectless English report ("Just had a look").
var diaryAdverbs = mkSet("just already also")

var lookLight = mkSet("took taken had gave given eché echado di dimos pegué pegamos jeté dei demos pasé pasamos passei passamos warf geworfen")

var lookNouns = mkSet("look peek glance ping vistazo ojeada ojo oeil coup olhada olhadinha espiada vista conferida checada lida blick")

// leaveVerbs: "leave"/"let" done by the speaker, before the participle,
// gerund or infinitive of the action it leaves done ("te lo dejé apuntado
// en el calendario", "deixei agendado", "j'ai laissé tourner le script",
// "hab ihn laufen lassen", "I've left it running"): a resultative or a
// causative that claims that action. Finite forms are first person
// (pro-drop); participles claim after an auxiliary.
var leaveVerbs = mkSet("dejé dejamos dejado deixei deixamos deixado laissé lassen gelassen left")

// leftNouns: what one leaves for others to read (a comment, a note, a
// message, a review), every language, folded: left on a live record it
// was posted there ("I left a comment on the PR", "dejé un comentario en
// el ticket", "j'ai laissé ces remarques en commentaire sur la PR", "Ich
// habe einen Kommentar im Ticket hinterlassen", "deixei um recado no
// canal").
var leftNouns = mkSet(`comment comments note notes message messages review reply remark remarks
	comentario comentarios nota notas mensaje mensajes recado recados respuesta
	commentaire commentaires note notes message messages remarque remarques mot
	kommentar kommentare notiz notizen nachricht anmerkung anmerkungen
	comentario comentarios nota notas mensagem mensagens recado recados`)

// noteNouns are the leftNouns that annotate a record rather than speak to
// someone (a note left on a ticket updates it).
var noteNouns = mkSet("note notes nota notas notiz notizen")

// leftOnRecord: within the clause after a message noun (at most six
// words) stands a record noun heading its phrase (recordHead) or an
// identifier ("on PR #318", "en commentaire sur la PR", "no ticket
// 4411").
func leftOnRecord(toks []token, j int) bool {
	for m := j; m < len(toks) && m < j+6; m++ {
		t := toks[m]
		if t.kind == tokPunct {
			return false
		}
		if t.kind == tokWord && (recordHead(toks, m) || t.w[0] == '#' && len(t.w) > 1 && isDigit(t.w[1]) || m > j && spanPreps[toks[m-1].w] && objectKind(t) != "" && objectKind(t) != "name") { // ("on PAY-447", "na PAG-219": the record by its key)
			return true
		}
	}
	return false
}

// runIntransitives: "run" as the state a job is left in.
// finiteLeave: the first-person preterites of "leave" (pro-drop).
var finiteLeave = mkSet("dejé dejamos deixei deixamos")

var runIntransitives = mkSet("running corriendo rodando laufen durchlaufen tourner")

// leftDone: the action a leave verb at toks[k] leaves done, and where it
// is: a participle or gerund within the next five words of its clause;
// in German the infinitive right before "lassen".
func leftDone(toks []token, k int, l *compiled) (int, string, bool) {
	if (toks[k].w == "lassen" || toks[k].w == "gelassen") && k > 0 {
		p := toks[k-1]
		if p.kind != tokWord {
			return 0, "", false
		}
		if runIntransitives[p.w] {
			return k, KindRun, true
		}
		kind, ok := l.inf[p.w]
		return k, kind, ok
	}
	for m := k + 1; m < len(toks) && m <= k+5; m++ {
		t := toks[m]
		if t.kind != tokWord {
			return 0, "", false
		}
		if l.neg[t.w] || l.modal[t.w] {
			return 0, "", false
		}
		if leftNouns[t.w] && leftOnRecord(toks, m+1) {
			if noteNouns[t.w] {
				return m, KindWrite, true // "Dejé la nota en el ticket 8812": the record changed
			}
			return m, KindSend, true // "I left a comment on the PR", "deixei um recado no canal"
		}
		if runIntransitives[t.w] {
			return m, KindRun, true
		}
		if kind, ok := l.part[t.w]; ok && l.code != "en" {
			return m, kind, true
		}
		if kind, ok := gerundKind(t.w, l); ok {
			return m, kind, true
		}
		if kind, ok := l.inf[t.w]; ok && l.code == "fr" && m == k+1 {
			return m, kind, true // "j'ai laissé tourner"
		}
	}
	return 0, "", false
}

// gerundKind: the action kind of a gerund whose infinitive the lexicon
// lists ("revisando", "rodando", "running").
func gerundKind(w string, l *compiled) (string, bool) {
	try := func(stem string, ends ...string) (string, bool) {
		for _, e := range ends {
			if kind, ok := l.inf[stem+e]; ok {
				return kind, true
			}
		}
		return "", false
	}
	switch l.code {
	case "es":
		if st, ok := strings.CutSuffix(w, "ando"); ok {
			return try(st, "ar")
		}
		if st, ok := strings.CutSuffix(w, "iendo"); ok {
			return try(st, "er", "ir")
		}
	case "pt":
		if st, ok := strings.CutSuffix(w, "ando"); ok {
			return try(st, "ar")
		}
		if st, ok := strings.CutSuffix(w, "endo"); ok {
			return try(st, "er")
		}
		if st, ok := strings.CutSuffix(w, "indo"); ok {
			return try(st, "ir")
		}
	case "en":
		if st, ok := strings.CutSuffix(w, "ing"); ok && len(st) > 2 {
			if kind, ok := try(st, "", "e"); ok {
				return kind, true
			}
			if n := len(st); st[n-1] == st[n-2] {
				return try(st[:n-1])
			}
		}
	}
	return "", false
}

// pointsTo: "aponta para" is where a name points (a DNS record's
// state), not what a log indicates ("o log aponta erro 504").
// German says it with "zeigt auf", the subject between when inverted
// ("dort zeigt `DATABASE_URL` auf `db-staging`", "die Abhängigkeit zeigt
// auf `0040`"): where a setting or a reference points, no output shown.
func pointsTo(toks []token, i int) bool {
	if !pointVerbs[toks[i].w] || i+1 >= len(toks) {
		return false
	}
	if toks[i+1].kind == tokWord && pointPreps[toks[i+1].w] {
		return true
	}
	// (a figure between is what it shows: "`df -h` zeigt 91 % auf /var")
	return pointVerbsDe[toks[i].w] && i+2 < len(toks) && toks[i+2].w == "auf" && toks[i+1].kind != tokPunct && toks[i+1].w != "" && !(toks[i+1].w[0] >= '0' && toks[i+1].w[0] <= '9')
}

var (
	pointVerbs   = mkSet("aponta apontou apontam pointe zeigt zeigte zeigen zeigten")
	pointVerbsDe = mkSet("zeigt zeigte zeigen zeigten")
	pointPreps   = mkSet("para pra a ao vers sur auf")
)

// nominalLook: after a look verb, an indefinite article and a look named
// by a feminine participle of a verb of reading or checking ("una
// leída", "una revisada", "uma vasculhada", "uma checadinha"): Spanish
// and Portuguese make such a noun of any of those verbs, so the lexicon's
// participles decide, not a list of nouns.
func nominalLook(toks []token, j int, l *compiled) (string, bool) {
	if l.code != "es" && l.code != "pt" || j+1 >= len(toks) || toks[j].kind != tokWord || !indefinite[toks[j].w] {
		return "", false
	}
	t := toks[j+1]
	if t.kind != tokWord {
		return "", false
	}
	w := t.w
	for _, dim := range []string{"inha", "ita"} {
		if st, ok := strings.CutSuffix(w, dim); ok && len(st) > 3 {
			w = st + "a" // "olhadinha", "revisadita"
			break
		}
	}
	if !strings.HasSuffix(w, "ada") && !strings.HasSuffix(w, "ida") {
		return "", false
	}
	kind, ok := l.part[w[:len(w)-1]+"o"]
	if !ok || kind != KindRead && kind != KindCheck && kind != KindSearch && kind != KindList && kind != KindQuery {
		return "", false
	}
	return kind, true
}

// chargePhrases: a first-person past of taking a task in charge ("I took
// care of", "je me suis chargé de", "me he encargado de", "encarreguei-me
// de"), folded, by language. Followed by the task's verb (an infinitive,
// an English gerund) it reports that task done by the speaker, as its
// plain past would: "Me he encargado de reconocerla" is "la he
// reconocido".
var chargePhrases = map[string][][]string{}

// chargeFirstWord: w opens one of chargePhrases (a quick gate, a switch
// rather than a map: it runs on every trigger word).
func chargeFirstWord(w string) bool {
	switch w {
	case "i", "i've", "we", "we've", "me", "ya", "nos", "je", "on", "encarreguei-me", "encarreguei", "tratei", "cuidei", "ja", "mi", "ho":
		return true
	}
	return false
}

func init() {
	for code, ps := range map[string]string{
		"en": "i took the liberty of|i took care of|i've taken care of|i have taken care of|we took care of|we've taken care of|i handled|i went ahead and",
		"es": "me permiti|me he encargado de|me encargue de|me he ocupado de|me ocupe de|ya me encargue de|ya me ocupe de|nos encargamos de|nos hemos encargado de",
		"fr": "je me suis permis de|je me suis charge de|je me suis chargee de|je me suis occupe de|je me suis occupee de|je me suis charge d'|je me suis occupe d'|on s'est charge de|on s'est occupe de",
		"pt": "encarreguei-me de|encarreguei me de|me encarreguei de|tratei de|cuidei de|ja tratei de|ja cuidei de|ja me encarreguei de",
		"it": "mi sono occupato di|mi sono occupata di|ho provveduto a",
	} {
		for _, p := range strings.Split(ps, "|") {
			ws := strings.Fields(p)
			chargePhrases[code] = append(chargePhrases[code], ws)
			if !chargeFirstWord(ws[0]) {
				panic("chargeFirstWord misses " + ws[0])
			}
		}
	}
}

// chargeDone: the phrase of taking charge at toks[i] and the task's verb
// after it (past an object clitic: "de le passer", "de la revisar"):
// the verb's index and kind. A verb the lexicon does not list is a
// change done (KindWrite): "je me suis chargé de le passer en résolu".
func chargeDone(toks []token, i int, l *compiled) (int, string, bool) {
	if toks[i].kind != tokWord || i+2 >= len(toks) || toks[i+1].kind != tokWord || !chargeFirstWord(toks[i].w) {
		return 0, "", false // (every phrase has a word after its first and a verb after it)
	}
	for _, p := range chargePhrases[l.code] {
		if i+len(p) >= len(toks) {
			continue
		}
		ok, elided := true, false
		for n, w := range p {
			if n == len(p)-1 && w == "de" && toks[i+n].kind == tokWord && strings.HasPrefix(toks[i+n].w, "d'") && len(toks[i+n].bare) < len(toks[i+n].w) {
				elided = true // "je me suis occupé d'acquitter": the verb carries the elided "de"
				break
			}
			if toks[i+n].kind != tokWord || toks[i+n].w != w {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		j := i + len(p)
		if elided {
			j--
		}
		if !elided && j+1 < len(toks) && toks[j].kind == tokWord && (cliticObjects[toks[j].w] || reflexiveClitics[toks[j].w]) {
			j++
		}
		if toks[j].kind != tokWord {
			return 0, "", false
		}
		v := toks[j]
		v.w = v.bare
		if kind, ok := lookup(l.inf, v); ok {
			return j, kind, true
		}
		if l.code == "en" && p[len(p)-1] == "and" {
			if kind, ok := l.past[toks[j].w]; ok {
				return j, kind, true // "I went ahead and restarted it"
			}
			return 0, "", false
		}
		if taskVerb(v.w, l.code) {
			return j, KindWrite, true
		}
		return 0, "", false
	}
	return 0, "", false
}

// taskVerb: w has the shape of the non-finite verb a phrase of taking
// charge governs: an English gerund, a Romance infinitive (with an
// enclitic object in Spanish and Italian: "reconocerla").
func taskVerb(w, code string) bool {
	if len(w) < 5 {
		return false
	}
	switch code {
	case "en":
		return strings.HasSuffix(w, "ing")
	case "es", "it":
		for _, c := range []string{"la", "lo", "las", "los", "le", "les", "me", "te", "nos"} {
			if st, ok := strings.CutSuffix(w, c); ok && len(st) > 3 && (strings.HasSuffix(st, "ar") || strings.HasSuffix(st, "er") || strings.HasSuffix(st, "ir")) {
				return true
			}
		}
		return strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir") || strings.HasSuffix(w, "are") || strings.HasSuffix(w, "ere") || strings.HasSuffix(w, "ire")
	case "pt":
		return strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")
	case "fr":
		return strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir") || strings.HasSuffix(w, "re")
	}
	return false
}

// departVerb: w is a past form of leaving or going on (folded): with a
// message or a document as subject and where it went, they report it
// sent ("the quote went out to the client", "le devis est parti chez le
// client", "el presupuesto salió hacia el cliente", "das Angebot ging an
// den Kunden", "o relatório seguiu por email para a direção").
func departVerb(w string) bool {
	switch w {
	case "went", "gone", "parti", "partie", "partis", "parties", "salio", "salieron", "seguiu", "seguiram", "saiu", "sairam", "ging", "gingen":
		return true
	}
	return false
}

// sentDocNouns are messages and documents one sends, folded.
var sentDocNouns = mkSet(`email mail message quote invoice report reminder newsletter proposal letter reply summary
	correo mensaje presupuesto factura informe recordatorio propuesta carta respuesta resumen
	courriel devis facture rapport relance proposition lettre reponse
	nachricht angebot rechnung bericht erinnerung antwort
	mensagem orcamento fatura relatorio lembrete proposta resposta resumo`)

// departPreps introduce where a sent thing went, folded.
var departPreps = mkSet("to chez a para hacia an ao aos")

// departedMessage: a departure verb whose clause has a sent document
// before it (within five words) and a channel or a recipient after it
// (within six): its index. Not a verb a claim found already covers.
func departedMessage(toks []token, found []Claim) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || len(t.w) < 4 || len(t.w) > 9 {
			continue
		}
		if c := t.w[0]; c != 'w' && c != 'g' && c != 'p' && c != 's' || !departVerb(t.w) {
			continue // (a byte test spares most words the switch)
		}
		if (t.w == "went" || t.w == "gone") && !(k+1 < len(toks) && (toks[k+1].w == "out" || toks[k+1].w == "off")) {
			continue // "went out": "went" alone goes anywhere
		}
		covered := false
		for _, c := range found {
			if c.End >= k-6 && c.Start <= k {
				covered = true
			}
		}
		if covered {
			continue
		}
		doc := false
		for m := k - 1; m >= 0 && m >= k-5 && toks[m].kind == tokWord; m-- {
			if sentDocNouns[toks[m].w] {
				doc = true
				break
			}
		}
		if !doc {
			continue
		}
		for m := k + 1; m+1 < len(toks) && m <= k+6 && toks[m].kind == tokWord; m++ {
			if channelPreps[toks[m].w] && channelNouns[toks[m+1].w] || departPreps[toks[m].w] && toks[m+1].kind == tokWord && (toks[m].w != "a" || definite[toks[m+1].w] || toks[m+1].cap) {
				// ("a" is an article too: "seguiu a estrutura"; as "to" it
				// takes an article or a name: "a la dirección", "à Julien")
				return k, true
			}
		}
	}
	return 0, false
}

// toldThird: a first-person verb of telling with a third-person
// recipient, the speaker passing a message to someone who is not the
// user ("je lui ai dit", found by findVerb; "le dije que llegas tarde",
// "se lo dije a Manuel", "disse-lhe que …", "eu disse a ela", "ich habe
// ihr gesagt, dass …"): its index. A second-person recipient ("te dije",
// "ich habe dir gesagt") is the user told in the conversation. Not
// after a negation in the clause.
func toldThird(toks []token, l *compiled) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || len(t.w) < 4 || t.w[0] != 'd' && t.w[0] != 'g' {
			continue
		}
		third := false
		switch l.code {
		case "es":
			if (t.w == "dije" || t.w == "dijimos") && k > 0 && toks[k-1].kind == tokWord {
				p := toks[k-1].w
				third = p == "le" || p == "les" || (p == "lo" || p == "la") && k > 1 && toks[k-2].w == "se"
			}
		case "pt":
			switch t.w {
			case "disse-lhe", "disse-lhes", "dissemos-lhe":
				third = true
			case "disse", "dissemos":
				third = k+2 < len(toks) && (toks[k+1].w == "a" || toks[k+1].w == "pra" || toks[k+1].w == "para") && (toks[k+2].w == "ele" || toks[k+2].w == "ela" || toks[k+2].w == "eles" || toks[k+2].w == "elas")
			}
		case "de":
			if t.w == "gesagt" || t.w == "geschrieben" {
				subj, dat := false, false
				for m := k - 1; m >= 0 && m >= k-8 && toks[m].kind == tokWord; m-- {
					switch toks[m].w {
					case "ich", "wir", "hab", "habe", "haben":
						subj = true
					case "ihm", "ihr", "ihnen":
						dat = true
					}
				}
				third = subj && dat
			}
		}
		if !third {
			continue
		}
		for m := k - 1; m >= 0 && toks[m].kind == tokWord; m-- {
			if l.neg[toks[m].w] {
				return 0, false
			}
		}
		return k, true
	}
	return 0, false
}

// talkedWith: the speaker talked with or phoned a third party, as
// English "spoke with", "talked to" say (phrasal): "Hablé con atención
// al cliente", "He hablado con el banco", "Llamé al restaurante", "J'ai
// parlé avec le support", "Falei com o suporte", "Liguei para a loja",
// "Ich habe mit dem Kundenservice gesprochen". Its index. Not with the
// user ("hablé contigo", "j'ai parlé avec toi", "mit dir gesprochen"),
// not after a negation in the clause; Spanish "hable" without its accent
// is a subjunctive or an imperative ("Hable con su banco").
func (s *scanner) talkedWith(toks []token) (int, bool) {
	l := s.lang
	for k, t := range toks {
		if t.kind != tokWord || len(t.w) < 5 || k+1 >= len(toks) {
			continue
		}
		c := t.w[0]
		if c != 'h' && c != 'l' && c != 'p' && c != 'f' && c != 'c' && c != 'g' {
			continue
		}
		next := toks[k+1].w
		ok := false
		switch l.code {
		case "es":
			switch t.w {
			case "hable":
				ok = next == "con" && esAccentOK(s.text, t)
			case "hablado":
				ok = next == "con" && k > 0 && (toks[k-1].w == "he" || toks[k-1].w == "hemos")
			case "llame":
				ok = (next == "a" || next == "al") && esAccentOK(s.text, t)
			}
		case "fr":
			ok = t.w == "parle" && (next == "avec" || next == "au" || next == "a") && k > 0 && (toks[k-1].w == "j'ai" || toks[k-1].w == "ai" || toks[k-1].w == "avons" || toks[k-1].w == "a" && k > 1 && toks[k-2].w == "on") && s.accentOK(t)
		case "pt":
			switch t.w {
			case "falei", "conversei", "falamos":
				ok = next == "com"
			case "liguei":
				ok = next == "para" || next == "pra" || next == "ao" || next == "a"
			}
		case "de":
			if t.w == "gesprochen" || t.w == "telefoniert" {
				mit, subj := false, false
				for m := k - 1; m >= 0 && m >= k-8 && toks[m].kind == tokWord; m-- {
					switch toks[m].w {
					case "mit":
						mit = m+1 < k && toks[m+1].w != "dir" && toks[m+1].w != "ihnen" && toks[m+1].w != "euch"
					case "ich", "wir", "hab", "habe", "haben":
						subj = true
					}
				}
				if mit && subj {
					for m := k - 1; m >= 0 && toks[m].kind == tokWord; m-- {
						if l.neg[toks[m].w] {
							return 0, false
						}
					}
					return k, true
				}
			}
			continue
		}
		if !ok || k+2 >= len(toks) {
			continue
		}
		switch toks[k+2].w {
		case "contigo", "ti", "toi", "vous", "voce", "voces", "tigo", "usted":
			continue // the user
		}
		for m := k - 1; m >= 0 && toks[m].kind == tokWord; m-- {
			if l.neg[toks[m].w] {
				return 0, false
			}
		}
		return k, true
	}
	return 0, false
}

// testsAtMine: a test suite's run outcome ("pass", "laufen … durch",
// "passent", "pasan", "passam") with a first-person place in the same
// clause ("bei mir", "chez moi", "on my machine", "en mi máquina", "na
// minha máquina", "do meu lado"): the speaker ran the tests. Its index
// (the outcome verb). Not after a negation in the clause (a failing run
// is a failure word, which the caller's gate takes).
func testsAtMine(toks []token) (int, bool) {
	verb, test, mine, neg := -1, false, false, false
	for k, t := range toks {
		if t.kind == tokPunct && t.w != "-" {
			if verb >= 0 && test && mine && !neg {
				return verb, true
			}
			verb, test, mine, neg = -1, false, false, false
			continue
		}
		if t.kind != tokWord {
			continue
		}
		switch t.w {
		case "pass", "passes", "passed", "laufen", "lief", "liefen", "passent", "passaient", "pasan", "pasaron", "passam", "passaram":
			verb = k
		case "not", "nicht", "pas", "no", "nao":
			neg = true
		case "mir", "uns":
			mine = mine || k > 0 && toks[k-1].w == "bei"
		case "moi":
			mine = mine || k > 0 && toks[k-1].w == "chez"
		case "machine", "maquina", "maschine", "end", "lado":
			if k > 0 {
				p := toks[k-1].w
				mine = mine || p == "my" || p == "mi" || p == "minha" || p == "meiner" || p == "meu" || p == "ma"
			}
		}
		if testNouns[t.w] {
			test = true
		}
	}
	if verb >= 0 && test && mine && !neg {
		return verb, true
	}
	return 0, false
}
