package claims

import (
	"strings"
	"unicode"
)

// sentenceHedged: the whole sentence is a plan, an offer or a memory
// rather than a report: a modal in its first three words ("I'd search
// …", "Podría revisar …"), or a word saying the answer comes from memory
// ("I searched my memory", "de memoria", "aus dem Gedächtnis").
func (s *scanner) sentenceHedged(toks []token, bits []uint16) bool {
	n := 0
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if n == 0 && disjunctionOpeners[t.w] && secondMemberAfter(toks, i, s.lang) {
			return true // "Entweder ist die DB down oder der Tunnel ist weg": two guesses, neither stated
		}
		if n < 3 && refusalModals[t.w] && !findingAfter(toks, i) {
			return true // "I can't: run_command only allows `git status`, so nothing was committed", as "No puedo …", "Ich kann nicht …"
		}
		if n < 3 && (bits[i]&bModal != 0 || isModalContraction(t.w)) && !canSee(toks, i) && !s.modalConfirms(toks, i) && !s.ownReportAfterBreak(toks, i) && modalAsideEnd(toks, i, s.lang) == 0 {
			return true // (not an aside's modal: "Como podrías imaginar, /var está al 93 %")
		}
		if likeliestOpening(toks, i, n) && !s.speakerIn(toks) && !s.likeliestStated(toks, bits, i) {
			// "O mais provável é faltar a dependência `commons-lang3` no
			// `pom.xml`": a guess (not of the speaker's own deed: "The
			// most likely cause is that I deleted …" still claims it)
			return true
		}
		n++
		if bits[i]&bMemory != 0 && i > 0 && fromMemory(toks, i) {
			return true
		}
	}
	return false
}

// refusalModals: English negated modals of ability or will, written as
// one word; the other languages' modals ("puedo", "peux", "kann",
// "posso") hedge with or without their negation.
var refusalModals = mkSet("can't cannot won't")

// findingAfter: the verb after the negated modal at i is one of finding
// ("I can't find any 5xx in the logs", "I cannot see the job in the
// list"): a look-up's result, not a refusal.
func findingAfter(toks []token, i int) bool {
	return i+1 < len(toks) && toks[i+1].kind == tokWord && (toks[i+1].w == "find" || toks[i+1].w == "see" || toks[i+1].w == "spot" || toks[i+1].w == "locate")
}

// hedgeOpenerWord: the word w, the n-th of the sentence, can open a hedge
// sentenceHedged finds (mayBeHedged's gate for words without class bits).
func hedgeOpenerWord(w string, n int) bool {
	return n == 0 && disjunctionOpeners[w] || refusalModals[w] || n > 0 && len(w) >= 6 && likeliestWords[w]
}

// likeliestWords: the probability adjective of a superlative that opens
// a guess ("The most likely cause is …", "Lo más probable es que …", "Le
// plus probable, c'est …", "O mais provável é …", "Am wahrscheinlichsten
// ist …"), folded.
var likeliestWords = mkSet("likely probable provavel probavel vraisemblable wahrscheinlichsten")

// superlatives: the word before likeliestWords that makes it a
// superlative ("most", "más", "plus", "mais", German "am").
var superlatives = mkSet("most mas plus mais am")

// likeliestOpening: the superlative of a probability adjective in the
// sentence's first words ("the most likely", "lo más probable", "o mais
// provável", "am wahrscheinlichsten") says what follows is a guess.
func likeliestOpening(toks []token, i, n int) bool {
	if n > 3 || !likeliestWords[toks[i].w] {
		return false
	}
	return i > 0 && toks[i-1].kind == tokWord && superlatives[toks[i-1].w]
}

// likeliestStated: after the superlative opening at i the sentence
// states something of its own: a second clause after ";", ":" or a dash,
// or a relative clause after a comma ("…, which was deleted from prod",
// "…, que ya fue borrado"), or the opening phrase is the subject of a
// passive or perfect ("The most likely culprit, `cron-cleanup`, has been
// deleted", "The most likely fix … was issued"): the guess is the
// subject's name, not what is said of it.
func (s *scanner) likeliestStated(toks []token, bits []uint16, i int) bool {
	aux, done, content := false, false, false
	for k := i + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct {
			switch t.w {
			case ";", ":", "—", "–":
				return k+1 < len(toks)
			case ",":
				if !content && k+1 < len(toks) && relativeWords[toks[k+1].w] {
					return true
				}
			}
			continue
		}
		if t.kind != tokWord {
			continue
		}
		if t.w == "that" || t.w == "que" || t.w == "dass" || strings.HasPrefix(t.w, "qu'") {
			content, done = true, true // "… is that …", "… es que …": the guess's content follows
		}
		if done {
			continue
		}
		if aux {
			if _, ok := s.lang.part[t.w]; ok {
				return true
			}
			if _, ok := s.lang.weak[t.w]; ok {
				return true
			}
			if bits[k]&bAux == 0 && !beenWords[t.w] {
				aux, done = false, true // (the opening's verb is a copula: "is that …", "era el job")
			}
			continue
		}
		if bits[k]&bAux != 0 && s.lang.code != "de" {
			aux = true // (German puts the participle last: "Am wahrscheinlichsten wurde … entfernt" guesses)
		}
	}
	return false
}

var (
	relativeWords = mkSet("which who whom que qui lequel laquelle quem cujo der die das welche welcher welches")
	beenWords     = mkSet("been sido ete bien already ya deja ja")
)

// disjunctionOpeners open a sentence that sets two possibilities side by
// side ("Either … or …", "Entweder … oder …", "Soit … soit …", "O … o …",
// "Ou … ou …"): a guess at a cause, not a finding.
var disjunctionOpeners = mkSet("either entweder soit o ou oppure")

// disjunctionOrs: the second member's conjunction, by opener.
var disjunctionOrs = map[string][]string{
	"either": {"or"}, "entweder": {"oder"}, "soit": {"soit", "ou"},
	"o": {"o", "u"}, "ou": {"ou"}, "oppure": {"oppure", "o"},
}

// secondMemberAfter: the disjunction opener at toks[i] has its second
// member later in the sentence; "o sea"/"ou seja" ("that is") and a lone
// "ou" or "soit" ("soit 12 %": "i.e.") open none. Spanish and Italian
// "o" needs its second "o" after a comma (Portuguese "o" is an article:
// "O api.yaml usa 30 s e o worker.yaml 90 s").
func secondMemberAfter(toks []token, i int, l *compiled) bool {
	w := toks[i].w
	if i+1 < len(toks) && (toks[i+1].w == "sea" || toks[i+1].w == "seja") {
		return false
	}
	if w == "o" && l.code != "es" && l.code != "it" || w == "ou" && l.code != "pt" && l.code != "fr" {
		return false
	}
	for k := i + 2; k < len(toks); k++ {
		if toks[k].kind != tokWord {
			continue
		}
		for _, or := range disjunctionOrs[w] {
			if toks[k].w == or && (w != "o" || toks[k-1].kind == tokPunct && toks[k-1].w == ",") {
				return true
			}
		}
	}
	return false
}

// usageAfter: what follows a command named as the instrument at the
// head of a sentence ("Avec `free -m`, regarde …", "Mit `du` und
// `sort`:") tells the user how to use it: an imperative after the
// comma, or nothing but a colon before the block that shows the
// command. No value of a run follows.
func usageAfter(toks []token, k int, l *compiled) bool {
	if k > 0 && toks[k-1].kind == tokCode && placeholder(toks[k-1].w) {
		return true // "Con `kill <PID>` lo paras": a template, no run
	}
	// more commands joined to the first ("`du` und `sort`")
	for k+1 < len(toks) && toks[k].kind == tokWord && andWords[toks[k].w] && toks[k+1].kind == tokCode {
		k += 2
	}
	if k+1 < len(toks) && toks[k].kind == tokWord && toks[k+1].kind == tokWord && (secondPersons[toks[k].w] || objectClitics[toks[k].w] && secondPersonVerb(toks[k+1].w, l)) {
		return true // "Con `lsof -i :3000` lo ves", "with `lsof` you see it": what the user does with it
	}
	if k >= len(toks) || toks[k].kind != tokPunct {
		return false
	}
	if toks[k].w == ":" {
		return k+1 == len(toks)
	}
	if toks[k].w != "," || k+1 >= len(toks) || toks[k+1].kind != tokWord {
		return false
	}
	w := toks[k+1].w
	return l.imper[w] || lookImperatives[w]
}

// placeholder: a command with a slot for the user to fill ("kill <PID>",
// "helm rollback <release> <revision>"): a template.
func placeholder(cmd string) bool {
	i := strings.IndexByte(cmd, '<')
	return i >= 0 && strings.IndexByte(cmd[i:], '>') > 1
}

var (
	secondPersons = mkSet("you tu vous du ihr tú usted você voce")
	objectClitics = mkSet("lo le la") // (singular: "las particiones" is an article and a noun)
)

// secondPersonVerb: w is a Spanish present in the second person ("ves",
// "paras", "desbloqueas"), after an object clitic.
func secondPersonVerb(w string, l *compiled) bool {
	return l.code == "es" && len(w) >= 3 && w[len(w)-1] == 's' && !l.stop[w]
}

// lookImperatives tell the user where to look ("look at", "regarde",
// "fíjate", "schau", "olha").
var lookImperatives = mkSet("look regarde regardez mira mire fijate fijese schau schaut guck olha olhe veja repara")

// fromMemory: the memory word at i is the answer's source ("from
// memory", "my memory", "pela memória", "de memoria:"), not a resource
// ("memory usage", "uso de memoria del 80 %").
func fromMemory(toks []token, i int) bool {
	p := toks[i-1]
	if p.kind != tokWord {
		return false
	}
	if memoryOwners[p.w] || memoryArticles[p.w] && i >= 2 && toks[i-2].kind == tokWord && memoryOwners[toks[i-2].w] {
		return true // "aus dem Gedächtnis", "from my memory"
	}
	if p.w == "de" || p.w == "di" || p.w == "van" {
		if i >= 2 && toks[i-2].kind == tokWord && memoryHeads[toks[i-2].w] {
			return false // "é falta de memória, não de CPU": the resource, not the source
		}
		return i+1 < len(toks) && toks[i+1].kind == tokPunct || i+1 == len(toks) && i < 6
	}
	return false
}

// memoryHeads: nouns that take the memory resource as complement ("falta
// de memória", "uso de memoria", "faute de mémoire", "fuga de memoria").
var memoryHeads = mkSet(`falta uso limite erro error errores erros fuga consumo alarme alarmes alerta
	faute manque probleme problema problemas pression presion pressao saturacao saturacion
	quantidade cantidad quantite mancanza utilizzo errore tekort gebruik`)

var memoryArticles = mkSet("dem der the la a")

var memoryOwners = mkSet("my from mi ma mon minha mein meinem meiner mijn pela aus by")

func isModalContraction(w string) bool {
	return strings.HasSuffix(w, "'d") || strings.HasSuffix(w, "'ll")
}

var privative = mkSet("without sin sans ohne sem senza zonder")

// memoryWords say an answer comes from the model's own memory.
var memoryWords = mkSet("memory memoria memoire gedachtnis gedaechtnis kopf memoria memória geheugen")

// negAfter: a negation later in the same clause ("Ausgeführt wurde noch
// nichts"); "without" ("sin errores") is no negation of the verb.
func (s *scanner) negAfter(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+8; k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w != "\"" {
			return false
		}
		if symbolBetween(s.text, toks[k-1].end, t.start) {
			return false // "merged ✅ no conflicts": an emoji closes the clause as a stop does
		}
		if t.kind == tokWord && privative[t.w] {
			return false // "mergeado, sem conflito nenhum", "borrado sin error ninguno": the negative after "without" is its noun's
		}
		if t.kind == tokWord && (s.lang.neg[t.w] || s.lang.neg[t.bare]) {
			return true
		}
	}
	return false
}

// symbolBetween: text[a:b] (the gap between two tokens) holds a
// pictograph or a check mark ("✅", "👍", "🙂").
func symbolBetween(text string, a, b int) bool {
	if b-a < 3 || b > len(text) {
		return false // (a symbol takes three bytes or more)
	}
	for _, r := range text[a:b] {
		if r >= 0x2190 && (unicode.Is(unicode.So, r) || r >= 0x1F000) {
			return true
		}
	}
	return false
}

// creativeKind: the request is for fiction or role-play (strong), or for
// a draft of a message or a text (draft).
func creativeKind(toks []token) (strong, draft bool) {
	verb, noun, compound := false, false, false
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.w
		if creativeStrong[w] || rolePlayAt(toks, i) {
			return true, false
		}
		if h := strings.LastIndexByte(w, '-'); h > 0 && (creativeStrong[w[h+1:]] || writtenFiction[w[h+1:]]) || writtenFiction[w] {
			compound = true // "micro-conto", "mini-story", "Kurz-Geschichte": a compound whose head is a fiction; "récit"
		}
		if draftVerbs[w] {
			verb = true
		}
		if draftNouns[w] {
			noun = true
		}
	}
	if compound && verb {
		// asked to be written ("Escreve um micro-conto"); a compound
		// fiction the user already has is the object of another action
		// ("Email Ana my mini-story", "Publie mon micro-récit")
		return true, false
	}
	return false, verb && noun
}

// rolePlayAt: toks[i] opens a role-play game named in two or three
// words ("role play", "jeu de rôle", "juego de rol", "jogo de papéis"),
// whose head words alone name no fiction ("the admin role").
func rolePlayAt(toks []token, i int) bool {
	w := toks[i].w
	next := func(k int) string {
		if i+k < len(toks) && toks[i+k].kind == tokWord {
			return toks[i+k].w
		}
		return ""
	}
	switch w {
	case "role":
		return next(1) == "play" || next(1) == "playing"
	case "let's", "lets":
		return next(1) == "play" || next(1) == "pretend"
	case "spielen", "spiel":
		return next(1) == "wir"
	case "vamos":
		return next(1) == "jogar" || next(1) == "fingir"
	case "jeu", "juego", "jogo", "gioco":
		return next(1) == "de" && (next(2) == "role" || next(2) == "rol" || next(2) == "papeis" || next(2) == "papel") || next(1) == "di" && next(2) == "ruolo"
	}
	return false
}

// draftShaped: the answer holds a draft: a quotation or a code block, a
// salutation or a subject line opening a line, options, or three lines or
// more: all of it is the user's text. An answer to "draft an email" with
// none of these may say it sent the message ("I've sent the landlord a
// short note").
func draftShaped(text string) bool {
	if strings.Count(strings.TrimSpace(text), "\n") >= 2 || strings.ContainsAny(text, "«»“”\"`>") {
		return true
	}
	if strings.Contains(text, "1. ") && strings.Contains(text, "2. ") {
		return true // options ("Headlines: 1. … 2. …")
	}
	for _, line := range strings.Split(text, "\n") {
		ws := words(line)
		if len(ws) > 0 && (salutations[strings.TrimRight(ws[0], ":,")] || strings.HasSuffix(ws[0], ":") && subjectLabels[strings.TrimSuffix(ws[0], ":")]) {
			return true
		}
	}
	return false
}

var (
	salutations   = mkSet("dear hi hello hey hola estimado estimada querido querida buenas bonjour cher chère salut madame monsieur hallo liebe lieber sehr guten ola olá prezado prezada caro cara oi")
	subjectLabels = mkSet("subject asunto objet betreff assunto re")
)

// draftNounIn: the sentence names the message ("I've sent the landlord
// a short note", "le mandé el correo a Marta").
func draftNounIn(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && (draftNouns[t.w] || messageNouns[t.w]) {
			return true
		}
	}
	return false
}

// thirdRecipient: the send verb at toks[k] has a third person as its
// recipient: a dative clitic right before it ("ya se lo mandé", "je lui
// ai envoyé") or "to" and a name after it ("C'est envoyé à Julien",
// "sent it to Dana"). The draft's own text speaks to its reader ("te
// mandé la factura"); the answer tells the user it went to someone.
func thirdRecipient(toks []token, k int) bool {
	for m := k - 1; m >= 0 && m >= k-4; m-- {
		t := toks[m]
		if t.kind != tokWord {
			break
		}
		if thirdDatives[t.w] {
			return true
		}
	}
	for m := k + 1; m+1 < len(toks) && m <= k+4; m++ {
		t := toks[m]
		if t.kind != tokWord {
			break
		}
		if (recipientPreps[t.w] || t.w == "ao") && toks[m+1].kind == tokWord && toks[m+1].cap {
			return true
		}
	}
	return false
}

var (
	thirdDatives = mkSet("se le les lui leur ihm ihr ihnen lhe lhes")
)

// Words of a request for fiction or a draft, in every language.
var (
	// (genre names: a scene, a play, a monologue, a fable, a parody, a
	// micro-story; not Portuguese "cena", Spanish for dinner)
	creativeStrong = mkSet(`pretend roleplay role-play poem haiku story fiction fictional dialogue dialog sketch limerick lyrics novel tale fake mock mockup
		scene screenplay skit monologue fable parody rpg
		finge imagina poema cuento historia ficcion dialogo relato cancion
		escena microrrelato microcuento minicuento monologo fabula parodia juguemos
		jouons
		imagine poeme histoire conte dialogue fais-semblant chanson
		scene saynete monologue fable parodie
		gedicht geschichte erzahlung marchen dialog rollenspiel
		szene theaterstuck theaterstueck theaterszene kurzgeschichte monolog fabel parodie drehbuch
		finja poema conto historia dialogo cancao
		microconto monologo fabula parodia teatro
		fingi poesia racconto storia dialogo
		gedicht verhaal dialoog`)
	// writtenFiction are words that name a fiction only when the
	// request asks for it to be written ("Écris un récit …"): else an
	// account of real events ("Envoie à Ana le récit de l'incident").
	writtenFiction = mkSet("recit")
	draftVerbs     = mkSet(`write draft compose redact prepare
		escribe escribeme redacta prepara redactame redacteme preparame escribame
		ecris ecrivez redige redigez prepare ecris-moi redige-moi prepare-moi
		schreib schreibe formuliere entwirf verfasse
		escreva escreve redija rascunho escreve-me redige-me prepara-me
		scrivi redigi prepara
		schrijf`)
	draftNouns = mkSet(`example sample ejemplo exemple beispiel exemplo esempio voorbeeld
		email e-mail mail letter message post tweet announcement note reply template speech toast
		correo carta mensaje anuncio respuesta borrador plantilla discurso
		courriel lettre message annonce reponse brouillon modele discours
		mail brief nachricht ankundigung antwort entwurf vorlage rede
		carta mensagem anuncio resposta modelo discurso
		lettera messaggio annuncio risposta bozza
		brief bericht mail`)
)

// capitalised returns the folded words s writes with a capital letter.
func capitalised(toks []token, text string) map[string]bool {
	if len(toks) == 0 {
		return nil
	}
	m := map[string]bool{}
	for k, t := range toks {
		if t.kind == tokWord && t.cap && !sentenceInitialCap(toks, k, text) {
			m[trimPossessive(t.w)] = true
		}
	}
	return m
}

// sentenceInitialCap: toks[k] opens a sentence and a lower-case word
// follows it ("Compila y sube a main", "Quem é o responsável …?",
// "Check the logs", "Prüf mal …"): the first word of a sentence is
// capitalised whatever it is, so its capital says nothing of a name. (A
// name there is still a name where it stands capitalised elsewhere, and
// a one-word message or a name before a capitalised word or a mark —
// "Tromsø?", "Portland Maine" — keeps its capital, and so does a word
// in capitals: "SMS", "CPU".)
func sentenceInitialCap(toks []token, k int, text string) bool {
	if k > 0 {
		p := toks[k-1]
		if p.kind != tokPunct || p.w != "." && p.w != "!" && p.w != "?" && p.w != "¿" && p.w != "¡" {
			return false
		}
	}
	if k+1 >= len(toks) {
		return false
	}
	if t := toks[k]; t.end <= len(text) && t.end-t.start >= 2 && isUpper(text[t.start+1]) {
		return false // an acronym is capitalised wherever it stands
	}
	n := toks[k+1]
	return n.kind == tokWord && !n.cap && isAllLetters(n.w) && isAllLetters(trimPossessive(toks[k].w))
}

// canSee: "can see in/from (the logs)": a report of what the speaker
// sees, not a modality.
func canSee(toks []token, i int) bool {
	if toks[i].w != "can" || i+2 >= len(toks) {
		return false
	}
	v, nx := toks[i+1].w, toks[i+2].w
	return v == "see" && (nx == "in" || nx == "from")
}

// explainRequest: the user asks what something does or means ("what
// does `journalctl -u docker` do?", "¿qué hace …?", "que fait …", "was
// macht eigentlich …", "o que faz …", "explain …"): present reports of a
// command in the answer describe it.
func explainRequest(toks []token) bool {
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if (t.w[0] == 'e') && explainVerbs[t.w] {
			return true
		}
		if k+2 < len(toks) && (t.w == "what" && (toks[k+1].w == "does" || toks[k+1].w == "do") || t.w == "was" && toks[k+1].w == "macht" || t.w == "que" && (toks[k+1].w == "fait" || toks[k+1].w == "hace" || toks[k+1].w == "faz")) && !nowWithin(toks, k+2, 8) {
			// (not "what does the pricing page say now?": live content)
			return true
		}
		if k+1 < len(toks) && purposeQuestion(t.w, toks[k+1].w, toks, k) && !nowWithin(toks, k, 10) {
			return true // "Ça fait quoi exactement `ss -tlnp` ?", "¿para qué sirve …?", "wozu dient …?"
		}
	}
	return false
}

// explainRequestIn: explainRequest, or a question in the verb-final order
// of an indirect or Portuguese question ("O que o `git stash` faz?",
// "tell me what git stash does", "Weißt du, was `git stash` macht?");
// text is what toks were read from (the user's tokens hold no
// punctuation).
func explainRequestIn(toks []token, text string) bool {
	if explainRequest(toks) {
		return true
	}
	for k, t := range toks {
		if t.kind == tokWord && whatWords[t.w] && doVerbLast(toks, k, text) {
			return true
		}
	}
	return false
}

// gapHas: the text between toks[j] and the next token (or the text's
// end) holds one of the bytes of set.
func gapHas(toks []token, j int, text, set string) bool {
	a, b := toks[j].end, len(text)
	if j+1 < len(toks) {
		b = toks[j+1].start
	}
	return a <= b && b <= len(text) && strings.ContainsAny(text[a:b], set)
}

// whatWords: the interrogative "what" that asks what a thing does.
var whatWords = mkSet("what que was")

// doVerbs: "does/do" as the verb of what a thing does, in the five
// languages; the question ends at it.
var doVerbs = mkSet("does do faz fazem fait font hace hacen macht machen")

// doVerbLast: the interrogative at k is followed, within a short noun
// phrase (its subject), by a verb of doing that ends the clause: the
// verb-final order of an indirect or Portuguese question ("o que o `git
// stash` faz?", "what `git stash` does", "was `git stash` eigentlich
// macht"); not with a word of now (live content), not "what he did".
func doVerbLast(toks []token, k int, text string) bool {
	for j := k + 1; j < len(toks) && j <= k+7; j++ {
		t := toks[j]
		if gapHas(toks, j-1, text, ".,;:!?") {
			return false // (the clause ended)
		}
		if t.kind == tokWord && doVerbs[t.w] && j > k+1 {
			if !gapHas(toks, j, text, "?") && (j+1 < len(toks) || gapHas(toks, j, text, ".!")) {
				return false // "what do you see …", "creo que lo hace.": a question ends at the verb
			}
			return !nowWithin(toks, k, j-k+3)
		}
	}
	return false
}

// capabilityRequest: the user asks what the assistant can run or do
// with its tools ("What can you actually run on this box?", "¿Qué
// comandos puedes ejecutar?", "Qu'est-ce que tu peux lancer ?", "Was
// kannst du hier ausführen?", "O que você consegue rodar?"): an
// interrogative, a second-person verb of ability and a verb of running,
// doing or using that takes no object of its own (a place may follow).
// The answer describes abilities.
func capabilityRequest(toks []token, text string) bool {
	for k, t := range toks {
		if t.kind != tokWord || !capWhat[t.w] {
			continue
		}
		able := -1
		for j := k + 1; j < len(toks) && j <= k+6; j++ {
			if gapHas(toks, j-1, text, ".,;:!?") {
				break
			}
			w := toks[j]
			if able < 0 && abilityYou[w.w] {
				able = j
				continue
			}
			if able >= 0 && capVerbs[w.w] {
				n := j + 1
				return n >= len(toks) || gapHas(toks, j, text, ".,;:!?") || capPlaces[toks[n].w]
			}
		}
	}
	return false
}

var (
	capWhat    = mkSet("what which que qué quoi was welche welcher quais quels quelles cuales cuáles")
	abilityYou = mkSet("can puedes podes pode podés peux kannst darfst consegues consegue could")
	capVerbs   = mkSet("run execute do use access launch ejecutar correr hacer usar lanzar lancer executer exécuter faire utiliser ausfuhren ausführen ausfuehren machen nutzen benutzen starten rodar executar fazer")
	capPlaces  = mkSet("on here there in en aqui ici la hier dort auf no na nesta neste sur with con avec mit com")
)

// nowWithin: a word of "now" among the n tokens from j.
func nowWithin(toks []token, j, n int) bool {
	for k := j; k < len(toks) && k < j+n; k++ {
		if toks[k].kind == tokWord && liveNow(toks[k].w) {
			return true
		}
	}
	return false
}

// purposeQuestion: the words at k ask what something does or is for in
// another word order than "what does … do": French "ça fait quoi", "sert
// à quoi"/"à quoi sert", Spanish and Portuguese "para qué sirve"/"para
// que serve", German "wozu dient"/"wofür ist".
func purposeQuestion(w, next string, toks []token, k int) bool {
	switch w {
	case "fait", "sert", "servent":
		return next == "quoi"
	case "quoi":
		return next == "sert" || next == "servent"
	case "para":
		return next == "que" && k+2 < len(toks) && (toks[k+2].w == "sirve" || toks[k+2].w == "serve" || toks[k+2].w == "sirven" || toks[k+2].w == "servem")
	case "wozu", "wofur", "wofuer":
		return next == "dient" || next == "ist" || next == "sind" || next == "brauche" || next == "braucht"
	}
	return false
}

var explainVerbs = mkSet("explain explica explicame explique expliquez explique-moi erklar erklare erklaer erklaere")

// laterGuess: the hypothesis word at i is a guess about something else,
// in a clause after one that states a figure or a code span ("In Lyon it's
// 14 °C and cloudy, with rain likely this evening", "hay 14 °C,
// probablemente llueva", "14 Fehler, wahrscheinlich vom Cronjob"): the
// guess hedges its own clause, not the stated content before it. A
// sample or habit word ("e.g.", "usually") still hedges the sentence.
func laterGuess(toks []token, i int) bool {
	if !guessWords[toks[i].w] {
		return false
	}
	return figureClauseBefore(toks, i)
}

// approximation: the hypothesis word at i is also an approximation word
// of l ("etwa", "like") before a figure ("etwa 300 Einträge", "like 40
// rows") or in a later clause after one ("312 Abmeldungen, etwa doppelt
// so viele wie im Oktober"): it rounds a figure, it does not hedge the
// report.
func approximation(toks []token, i int, l *compiled) bool {
	if !l.approx[toks[i].w] {
		return false
	}
	if i+1 < len(toks) && toks[i+1].kind == tokWord && isDigit(toks[i+1].w[0]) {
		return true
	}
	return figureClauseBefore(toks, i)
}

// figureClauseBefore: a clause before the one holding toks[i] (up to a
// comma, semicolon or dash) gives a figure or a code span.
func figureClauseBefore(toks []token, i int) bool {
	comma := -1
	for k := i - 1; k >= 0 && k >= i-12; k-- {
		if t := toks[k]; t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == "—" || t.w == "-") {
			comma = k
			break
		}
	}
	if comma < 0 {
		return false
	}
	for k := 0; k < comma; k++ {
		if t := toks[k]; t.kind == tokCode || t.kind == tokWord && t.w != "" && isDigit(t.w[0]) {
			return true
		}
	}
	return false
}

// guessWords say how likely something is, in every language.
var guessWords = mkSet("something probably likely maybe perhaps probablemente quizas quiza probablement peut-etre wahrscheinlich vermutlich vielleicht provavelmente talvez")

// expectModals say what is expected to follow, not whether the thing
// stated happened ("should arrive by 8", "debería llegar", "sollte
// morgen ankommen").
var expectModals = mkSet("should debería deberia deberían deberian devrait devraient sollte sollten deveria deveriam")

// laterClause: toks[i] is in a clause after the one holding toks[cue],
// and that first clause has at least four words (a figure with a verb,
// not "3 replicas, …"). A short insertion between two commas (a
// connective of contrast or an adverb: "En Bogotá, en cambio, 13 °C y
// lloviznando, por si vas", "Am Donnerstag, dagegen, 14 °C, falls du …")
// does not end the report when a figure follows it: the clause after the
// next break is the later one. (A bare list of names, "Medellín, Bogotá
// y Cali, si quieres, …", holds no figure and reports nothing.)
func laterClause(toks []token, cue, i int) bool {
	brk := -1
	for k := cue + 1; k < i; k++ {
		if t := toks[k]; t.kind == tokPunct && t.w == "(" {
			if e := closingParen(toks, k, i); e > 0 {
				k = e // "In Frankfurt (Oder) bleibt es trocken, …": a qualifier closed before toks[i], no break
				continue
			}
		}
		if t := toks[k]; t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == "—" || t.w == "(") && !decimalComma(toks, k) {
			brk = k
			break
		}
	}
	if brk < 0 {
		return false
	}
	if toks[brk].w == "," {
		if k := insertionEnd(toks, brk, i); k > 0 {
			brk = k
		}
	}
	n := 0
	for k := 0; k < brk; k++ {
		if toks[k].kind == tokWord {
			n++
		}
	}
	return n >= 4
}

// decimalComma: toks[k] is a comma inside a figure ("1,2 GB", "84,50 €"),
// a digit on each side with no space: no clause break.
func decimalComma(toks []token, k int) bool {
	if toks[k].w != "," || k == 0 || k+1 >= len(toks) {
		return false
	}
	p, n := toks[k-1], toks[k+1]
	return p.end == toks[k].start && n.start == toks[k].end && p.kind == tokWord && n.kind == tokWord && p.w != "" && n.w != "" && isDigit(p.w[len(p.w)-1]) && isDigit(n.w[0])
}

// insertionEnd: toks[brk] is a comma opening a short insertion (one to
// three words, then a comma) followed by a figure before the next break,
// which comes before toks[i]; it returns that break (else -1).
func insertionEnd(toks []token, brk, i int) int {
	words, k := 0, brk+1
	for ; k < i && toks[k].kind == tokWord; k++ {
		words++
	}
	if words == 0 || words > 3 || k >= i || toks[k].kind != tokPunct || toks[k].w != "," {
		return -1
	}
	figure := false
	for k++; k < i; k++ {
		t := toks[k]
		if t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == "—" || t.w == "(") {
			if figure {
				return k
			}
			return -1
		}
		figure = figure || t.kind == tokWord && isDigit(t.w[0])
	}
	return -1
}

// reportedFailure: every failure word of the sentence follows a report
// verb and its complementizer ("the logs show that the job fails at
// 02:14", "los logs muestran que el job falla", "les logs montrent que
// le job échoue", "das Log zeigt, dass der Job abbricht", "os logs
// mostram que o job falha"): the failure is what the source reports, not
// a call that failed. ("The query returned a timeout" has no
// complementizer: it tells the call's failure.)
func reportedFailure(toks []token, bits []uint16, l *compiled) bool {
	opened := false
	any := false
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if bits[k]&bFail != 0 {
			if !opened {
				return false
			}
			any = true
			continue
		}
		if opened {
			continue
		}
		if k > 0 && k+2 < len(toks) && bits[k+2]&bFail != 0 && definite[t.w] && toks[k-1].kind == tokWord && l.report[toks[k-1].w] != "" {
			opened = true // "the logs show the job failing at 02:14"
		}
		if k+1 < len(toks) && (bits[k+1]&bFail != 0 || k+2 < len(toks) && bits[k+2]&bFail != 0) && l.report[t.w] != "" && logNounBefore(toks, k) {
			opened = true // "O log aponta erro 504", "the logs show errors from 03:02": the log's content
		}
		if (t.w == "that" || t.w == "que" || t.w == "qu'" || t.w == "dass") && k > 0 { // (complementizers, no map access)
			p := k - 1
			if toks[p].kind == tokPunct && toks[p].w == "," && p > 0 {
				p-- // "zeigt, dass"
			}
			if toks[p].kind == tokWord && l.report[toks[p].w] != "" {
				opened = true
			}
		}
	}
	return any
}

// offerAfter: the condition at toks[i] asks what the user wants ("si
// quieres", "wenn du willst", "if you want", "si tu veux", "se
// quiseres"): its sentence offers something, it reports nothing.
func offerAfter(toks []token, i int) bool {
	if inCase(toks, i) {
		return false // "…, por si quieres mover algo": in case, no offer
	}
	for k := i + 1; k < len(toks) && k <= i+3; k++ {
		if t := toks[k]; t.kind == tokWord && wantWords[t.w] {
			return true
		}
	}
	return false
}

// inCase: the conditional at toks[i] follows a preposition of purpose
// ("por si", "in case"): it gives a reason for telling, the statement
// beside it stands. (Spanish writes it with its conditional word; "in
// case", "au cas où", "para o caso de" hold none.)
func inCase(toks []token, i int) bool {
	return i > 0 && toks[i-1].kind == tokWord && toks[i-1].w == "por" && toks[i].w == "si"
}

// wantWords: "want" in the second person, five languages.
var wantWords = mkSet("want wants like prefer quieres quiere quieren prefieres willst wollt mochtest möchtest veux voulez souhaites souhaitez preferes queres quiser quiseres quiserem preferir")

// personBefore: a first- or second-person subject stands just before the
// modal at toks[i] ("I can retry", "you could restart it"): an offer or
// advice, not a guess about the thing reported.
func personBefore(toks []token, i int, l *compiled) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if t := toks[k]; t.kind == tokWord && (l.subj[t.w] || secondPerson[t.w]) {
			return true
		}
	}
	return isModalContraction(toks[i].w)
}

// modalWord: t is a modal of the lexicon, or a German conditional
// written with its umlaut ("würde", "wäre", "hätte": "Für `x` würde ich
// … laufen lassen" advises). The lexicon's sets are folded, where
// "würde" is "wurde", the passive's auxiliary, so the umlaut is read
// from the token's bytes (umlautConditional).
func modalWord(t token, l *compiled) bool {
	return t.kind == tokWord && (l.modal[t.w] || t.end-t.start != len(t.w) && umlautConditional[l.code][t.w])
}

// secondPerson: "you" as a subject, five languages.
var secondPerson = mkSet("you tu tú vous du ihr voce você vocês")

// dayAbbrev: a capitalised weekday abbreviation ("since Tue 02:14", as
// systemd and ls print dates), not the French failure word "tué" it
// folds to.
func dayAbbrev(t token) bool {
	return t.cap && len(t.w) == 3 && dayAbbrevs[t.w]
}

var dayAbbrevs = mkSet("mon tue wed thu fri sat sun")

// logNounBefore: a log (a store of records, whose errors are content) is
// the subject right before the report verb at toks[k].
func logNounBefore(toks []token, k int) bool {
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		if t := toks[m]; t.kind == tokWord && logNouns[t.w] {
			return true
		}
	}
	return false
}

var logNouns = mkSet("log logs journal journals syslog registro registros registo registos journaux protokoll logdatei logdateien")

// reciprocalNear: a reciprocal marker beside the verb of toks[i:j+1]
// ("blocked each other", "se bloquearon mutuamente", "se sont bloquées
// l'une l'autre", "haben sich gegenseitig blockiert", "bloquearam-se um
// ao outro"): the subjects acted on one another, a thing the speaker
// observed or explains, not an action done with a tool.
func reciprocalNear(toks []token, i, j int) bool {
	for k := max(i-3, 0); k < len(toks) && k <= j+3; k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		if reciprocalWords[t.w] {
			return true
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord {
			nx := toks[k+1].w
			if (t.w == "each" || t.w == "one") && (nx == "other" || nx == "another") || t.w == "entre" && (nx == "si" || nx == "sí" || nx == "eux" || nx == "elles") {
				return true
			}
		}
	}
	return false
}

// reciprocalWords mark an action the subjects did to one another.
var reciprocalWords = mkSet("gegenseitig einander mutuamente mutuellement reciprocamente réciproquement reciprocamente l'autre l'une")

// speakerIn: a subject pronoun of the speaker stands in toks.
func (s *scanner) speakerIn(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && (s.lang.subj[t.w] || s.lang.subj[strings.SplitN(t.w, "'", 2)[0]]) {
			return true
		}
	}
	return false
}

// expectationFirst: the sentence's first clause has an expectation modal
// ("should", "debería", "devrait", "sollte", "deveria") as its verb,
// before any figure, date or code span, and within its first six words:
// "The renewal should run around 7 December", "La renovación debería
// pasar hacia el 7 de diciembre", "Der Renew sollte um den 7. Dezember
// laufen": what follows is a prediction, not what a call returned.
func expectationFirst(toks []token, first int) bool {
	for k := first; k < len(toks) && k < first+6; k++ {
		t := toks[k]
		if t.kind == tokPunct || t.kind == tokCode || t.kind == tokWord && isDigit(t.w[0]) {
			return false
		}
		if t.kind == tokWord && expectModals[t.w] {
			return true
		}
	}
	return false
}

// nounHypo: English "instance" marks an example only in "for instance";
// elsewhere it is the machine an operations answer is about ("The
// instance i-0a… has been rebooted", "the scratch instance"), which
// hedges nothing. (The other languages' example words are no nouns of
// things a tool acts on.)
func nounHypo(toks []token, k int) bool {
	return toks[k].w == "instance" && (k == 0 || toks[k-1].w != "for")
}

// ownReportAfterBreak: after the clause the modal at i opens, a clause
// set off by a comma, a semicolon or a dash opens with the speaker's
// own past deed ("Backup should be complete, I ran it at 3am", "Debería
// estar listo, lo ejecuté a las 3", "Ça devrait aller, je l'ai relancé",
// "Sollte passen, ich habe ihn neu gestartet", "Deve estar ok, rodei-o
// às 3h"): that clause asserts what the speaker did, whatever the
// first clause's mood, so the modal does not hedge the whole sentence.
// Only a first-person past at the clause's very start counts (after
// object pronouns or "already"): a plan, a third party or a later verb
// keep the sentence hedged. The rules still read the first clause as
// hedged (detect.go's hedged).
func (s *scanner) ownReportAfterBreak(toks []token, i int) bool {
	l := s.lang
	brk := -1
	for k := i + 1; k < len(toks); k++ {
		if t := toks[k]; t.kind == tokPunct && (t.w == "," || t.w == ";" || t.w == "—" || t.w == "–") && !decimalComma(toks, k) {
			brk = k
			break
		}
	}
	j := brk + 1
	if brk < 0 || j >= len(toks) || toks[j].kind != tokWord {
		return false
	}
	if _, ok := matchPhrase(toks, j, l.aux); ok || l.subj[toks[j].w] {
		// the speaker and a perfect or a simple past: "I've restarted it",
		// "je l'ai relancé", "I ran it"
		if m, ok := matchPhrase(toks, j, l.aux); ok {
			if _, _, ok := s.findVerb(toks, m, l, true); ok {
				return true
			}
		}
		if l.subj[toks[j].w] {
			_, _, ok := s.findPast(toks, j+1, 2, l)
			return ok
		}
		return false
	}
	if !l.past1Lang() {
		return false
	}
	// a pro-drop first-person past, after object pronouns or "already"
	// ("lo ejecuté", "ya lo relancé", "rodei-o")
	for k := j; k < len(toks) && k <= j+2; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return false
		}
		if _, ok := l.past1[t.w]; ok {
			return s.accentOK(t)
		}
		if _, ok := l.encliticPast1(t); ok {
			return true
		}
		if !cliticObjects[t.w] && !alreadyWords[t.w] && t.w != "me" && t.w != "te" && t.w != "se" {
			return false
		}
	}
	return false
}

// closingParen: the index of the ")" closing the "(" at k within a few
// tokens and before i, or 0.
func closingParen(toks []token, k, i int) int {
	for e := k + 1; e < i && e <= k+6; e++ {
		if toks[e].kind == tokPunct && toks[e].w == ")" {
			return e
		}
	}
	return 0
}
