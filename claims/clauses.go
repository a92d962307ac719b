package claims

// Clause reading shared by the rules of detect.go: finding a verb after an
// auxiliary or a subject, what blocks a statement from being a claim
// (negation, modality, conditions, reported speech), report subjects and
// specific values, coordination and history.

import "strings"

// weakOnly: reserved for verbs that need an object (handled in findVerb).
func (s *scanner) weakOnly(Claim, []token) bool { return false }

// accentOK: a French participle folded to -e/-es/-ee is written with its
// accent ("relancé"); without it the word is a present or an imperative
// ("regarde", "cherche").
func (s *scanner) accentOK(t token) bool {
	if s.lang.code == "es" {
		return esAccentOK(s.text, t)
	}
	if s.lang.code != "fr" || !(strings.HasSuffix(t.w, "e") || strings.HasSuffix(t.w, "es")) {
		return true
	}
	raw := strings.ToLower(s.text[t.start:t.end])
	r := strings.TrimSuffix(raw, "s")
	if strings.HasSuffix(r, "é") {
		return true // "vérifié"
	}
	if strings.HasSuffix(r, "ée") {
		// "envoyées", but not the present of an -éer verb ("Crée un
		// utilisateur", "ça crée une archive"), which folds to the
		// masculine participle ("créé") while its stem is none
		w := strings.TrimSuffix(t.w, "s")
		_, fem := s.lang.part[w[:len(w)-1]]
		_, masc := s.lang.part[w]
		return fem || !masc
	}
	// an unaccented final e: the present or imperative of an -er verb
	// ("Vérifie `systemctl status`", "supprime-le"), unless the word is
	// an irregular feminine participle ("écrite", "mise", "reçue") written
	// by someone who uses accents
	if stem := strings.TrimSuffix(r, "e"); stem != r && stem != "" && strings.ContainsAny(stem[len(stem)-1:], "tsu") {
		return strings.Contains(raw, "é")
	}
	return false
}

// esAccentOK: a Spanish first-person preterite folded to -e is written
// with its accent ("importé", "revisé"); without it the word is a noun, a
// subjunctive or an imperative ("el importe", "que las liste", "revise
// los logs").
func esAccentOK(text string, t token) bool {
	if !strings.HasSuffix(t.w, "e") || t.end-t.start < 2 || esStrongPreterite[t.w] {
		return true
	}
	return strings.HasSuffix(text[t.start:t.end], "é")
}

// esStrongPreterite: the Spanish strong preterites, stressed on the stem
// and written with no accent ("obtuve", "detuve", "extraje", "hice",
// "puse"): their final -e is no present subjunctive.
var esStrongPreterite = mkSet("tuve obtuve detuve retuve mantuve estuve anduve hice rehice deshice puse repuse compuse dispuse traje extraje atraje dije conduje produje reproduje traduje introduje deduje reduje pude quise vine supe")

// justWords: "just", "already" in every language.
var justWords = mkSet("just already grad gerade eben schon ya recien deja ja appena gia")

// sameClause: no clause boundary between toks[i] and toks[j].
func sameClause(toks []token, i, j int) bool {
	for k := i + 1; k < j && k < len(toks); k++ {
		if toks[k].kind == tokPunct && toks[k].w != "\"" {
			return false
		}
	}
	return true
}

func isKnownCommand(w string) bool { _, ok := knownCommands[w]; return ok }

// recentOrFirst: the tokens say the action is recent ("this morning",
// "heute früh", "just now") or name a first-person subject.
func (s *scanner) recentOrFirst(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && (recentWords[t.w] || justWords[t.w] || s.lang.subj[t.w] || s.lang.aux[t.w] != nil) {
			return true
		}
	}
	return datedNow(toks) // "# verified 5 min ago", "-- ausgeführt 10:40" (datedwork.go)
}

// recentWords say an action happened just now or today, every language.
var recentWords = mkSet(`today now tonight morning yesterday
	hoy ahora ahorita manana anoche ayer momento
	aujourd'hui maintenant matin hier soir moment
	heute jetzt gerade fruh gestern morgen nachmittag
	hoje agora manha ontem
	oggi ora stamattina ieri
	vandaag nu vanochtend gisteren`)

// listItem: the sentence opens a Markdown list item.
func (s *scanner) listItem(b block) bool {
	t := s.text[b.start:b.end]
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "+ ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// telegraphic: the sentence at toks opens a line in headline style, an
// article-less noun phrase from first to i naming a specific thing (a
// code span or an identifier), and the participle at i takes no object
// (what follows it is no determiner): in the reporting register a noun
// and a participle without a finite verb state a finished event ("Tag
// `v3.2.0` créé et poussé sur origin", "Image `web:2.8.0` built and
// pushed", "Rama `fix/x` fusionada en main", "Imagem `api:2.1` criada e
// enviada para o registry"), where a finite past takes an object ("Commit
// `a1b2` fixed the bug"). Not German or Dutch (verb-final: rule 6b).
func (s *scanner) telegraphic(b block, toks []token, first, i int) bool {
	l := s.lang
	if l.code == "de" || l.code == "nl" || !(b.start == 0 || s.text[b.start-1] == '\n' || s.listItem(b)) {
		return false
	}
	f := toks[first]
	if f.kind != tokWord || !f.cap || isDeterminer(f.w) || definite[f.w] || indefinite[f.w] || yourWords[f.w] || l.ruleBits(f)&(rStop|rSubj|rNeg|rModal|rCond|rHypo) != 0 {
		return false
	}
	concrete := false
	for k := first + 1; k < i; k++ {
		if toks[k].kind == tokWord && (yourWords[toks[k].w] || myWords[toks[k].w] || isDeterminer(toks[k].w)) {
			return false // "Since your `make test` run shows …": no telegraphic noun phrase
		}
		if toks[k].kind == tokCode || toks[k].kind == tokWord && !isDigit(toks[k].w[0]) && objectKind(toks[k]) != "" && objectKind(toks[k]) != "name" {
			concrete = true // (a bare figure names no thing: "Ayer hubo 1.842 pedidos")
		}
	}
	if !concrete {
		return false
	}
	for k := i + 1; k < len(toks) && toks[k].kind != tokPunct; k++ {
		if _, finite := l.report[toks[k].w]; finite && toks[k].kind == tokWord {
			return false // "Latest `ci` run on `e41a9c0` succeeded": a noun, then the sentence's verb
		}
	}
	if i+1 < len(toks) && toks[i+1].kind == tokWord {
		w := toks[i+1].w
		if definite[w] || indefinite[w] || isDeterminer(w) && w != "and" || l.subj[w] || yourWords[w] {
			return false
		}
	}
	return true
}

// verbless: the clause ending at toks[i] holds no finite auxiliary or
// subject pronoun (so the participle stands for "was done").
func (s *scanner) verbless(toks []token, i int) bool {
	for k := i - 1; k >= 0; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			break
		}
		if t.kind == tokWord && (s.lang.subj[t.w] || s.lang.neg[t.w] || s.lang.modal[t.w] || s.lang.said[t.w] || finiteDE[t.w]) {
			return false
		}
	}
	return true
}

// finiteDE: German finite auxiliaries and copulas (also "gilt als",
// "bleibt", "scheint": "Ein Backup gilt als geprüft, wenn …" describes).
var finiteDE = mkSet("ist sind war waren wird werden wurde wurden hat haben hatte hatten habe hab bin bist seid kann konnte muss soll hast habt wirst warst gilt gelten galt galten bleibt bleiben blieb scheint scheinen schien")

// coordinated: toks[i] follows a conjunction (or a comma) with at most
// three words between, all in one clause ("und der Dienst neu
// gestartet", "and pushed").
func (s *scanner) coordinated(toks []token, i int) bool {
	bits := s.bits // the class bits of toks (sentence calls it on its own tokens)
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			return t.w == "," && k == i-1
		}
		if t.kind == tokWord && bits[k]&bConj != 0 && conjunctions[t.w] {
			return true
		}
		if t.kind == tokWord && bits[k]&bStop != 0 && (s.lang.neg[t.w] || s.lang.modal[t.w] || s.lang.subj[t.w] || s.lang.said[t.w] || thirdPerson[t.w]) {
			return false // "… and it printed hi": another subject
		}
	}
	return false
}

// throughWords make an ambiguous opening verb a look-up ("looked thru
// them").
var throughWords = mkSet("through thru over")

// historical: a release or a year follows the verb ("in 2.0", "in Python
// 3.12", "since 2019", "en la versión 5"): the statement is about a
// product's history.
func historical(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		t := toks[m]
		if t.kind == tokPunct {
			return false
		}
		if t.kind == tokWord && sinceWords[t.w] {
			for n := m + 1; n < len(toks) && n <= m+3; n++ {
				w := toks[n]
				if w.kind != tokWord {
					break
				}
				if isVersion(w.w) || len(w.w) == 4 && isAllDigits(w.w) && (w.w[0] == '1' || w.w[0] == '2') || releaseWords[w.w] && n+1 < len(toks) && toks[n+1].kind == tokWord && isDigit(toks[n+1].w[0]) {
					return true
				}
			}
		}
	}
	return false
}

var sinceWords = mkSet("in since en desde dans depuis seit ab em desde")

var releaseWords = mkSet("version versions release versión versao versão")

// toolNounWithin: a tool noun (logs, output, dashboard …) within n words
// from j, before any "you"/"your" (the user's paste is no look-up).
func toolNounWithin(toks []token, j, n int, l *compiled) bool {
	for k := j; k < len(toks) && k < j+n; k++ {
		if toks[k].kind != tokWord || l.said[toks[k].w] {
			return false
		}
		if _, ok := l.nouns[toks[k].w]; ok {
			return true
		}
	}
	return false
}

// userMaterial: within four words after the verb, the user's own text
// ("your code", "tu mensaje", "votre question", "deinen Entwurf").
func userMaterial(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		if possessive2[toks[m].w] && m+1 < len(toks) && toks[m+1].kind == tokWord && (pastedNouns[toks[m+1].w] || sharedWords[toks[m+1].w]) {
			return true // "your message", "your pasted log"
		}
		if youWords[toks[m].w] && m+1 < len(toks) && toks[m+1].kind == tokWord && sharedWords[toks[m+1].w] {
			return true // "the docs you linked", "el log que pegaste" (below)
		}
		if sharedWords[toks[m].w] && m > k+1 && (toks[m-1].w == "que" || toks[m-1].w == "you") {
			return true
		}
	}
	return false
}

var possessive2 = mkSet("your tu tus su votre ton ta vos dein deine deinen deinem deiner deines seu sua teu tua")

var pastedNouns = mkSet(`code snippet message question paste error traceback example text draft essay story post
	codigo fragmento mensaje pregunta ejemplo texto borrador
	message question exemple texte brouillon
	code nachricht frage beispiel text entwurf fehlermeldung
	codigo mensagem pergunta exemplo texto rascunho
	output sortie ausgabe salida saida saída`) // "your output", "ta sortie": what the user ran and pasted

// phrasal are English phrasal verbs that claim an action.
var phrasal = map[string]string{
	"looked up": KindSearch, "looked into": KindCheck, "looked at": KindRead, "looked through": KindRead, "looked over": KindRead,
	"went through": KindRead, "went over": KindRead, "dug into": KindRead, "dug through": KindRead, "pulled up": KindFetch,
	"kicked off": KindRun, "spun up": KindRun, "fired off": KindSend, "sent over": KindSend, "rolled back": KindWrite,
	"rolled out": KindRun, "cleaned up": KindWrite, "set up": KindWrite, "checked on": KindCheck, "ran through": KindRun,
	"passed on": KindSend, "passed along": KindSend, "handed over": KindSend,
	"gone through": KindRead, "gone over": KindRead, "been through": KindRead,
	"logged into": KindCheck, "logged in": KindCheck, "signed into": KindCheck, "sshed into": KindRun, "ssh'd into": KindRun, "connected to": KindCheck,
	"spoke with": KindSend, "spoke to": KindSend, "talked to": KindSend, "talked with": KindSend, "carried out": KindRun,
	"reached out": KindSend,
}

// idiomParticles turn an action verb into an idiom ("run into").
var idiomParticles = mkSet("into across")

// thirdPerson: pronouns that start a new subject.
var thirdPerson = mkSet("it he she they this that es er sie il elle ils elles ca ele ela eles elas ella ellos lui")

// conjunctions join coordinated verbs.
var conjunctions = mkSet("and then y e et puis und dann en ed")

// ambiguousOpening: English forms that are also imperatives or plain
// presents ("Re-run the workflow", "Put the key in …"): opening a line
// they instruct, unless a particle marks the past ("Read through …").
var ambiguousOpening = map[string]bool{"read": true, "run": true, "set": true, "hit": true, "let": true, "found": true, "looked": true, "called": true, "turned": true, "opened": true, "closed": true, "reset": true, "started": true,
	"rerun": true, "re-run": true, "put": true, "cut": true, "shut": true, "split": true, "quit": true, "broadcast": true, "upset": true, "spread": true, "cast": true}

// pastWithPronoun: an ambiguous opening whose form is only a past (not
// also the base form) takes an object pronoun: "Called them just now",
// "Found it: …", "Turned it off", "Closed them both" report the action
// (not "called it", a naming or an idiom); a
// participial description takes a preposition ("Called from the main
// loop, …") and "Reset it" or "Run it" stay imperatives.
func pastWithPronoun(toks []token, i int) bool {
	if !pastOnlyOpening[toks[i].w] || i+1 >= len(toks) || toks[i+1].kind != tokWord || !objectPronouns[toks[i+1].w] {
		return false
	}
	return toks[i].w != "called" || toks[i+1].w != "it" // ("Called it a day", "called it Foo": named)
}

var (
	pastOnlyOpening = mkSet("called turned opened closed started looked found")
	objectPronouns  = mkSet("it them him her")
)

func isDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "it", "there", "here", "what", "which", "who", "how", "why", "where", "and", "or", "so", "then", "also", "all", "both", "your", "my", "our", "its", "their":
		return true
	}
	return false
}

// lookup finds a token's word (or its bare form) in m; an infinitive
// with an enclitic pronoun ("comprobarlo", "verificá-lo", "conectarme")
// by its verb.
func lookup(m map[string]string, t token) (string, bool) {
	if t.kind != tokWord {
		return "", false
	}
	if k, ok := m[t.w]; ok {
		return k, true
	}
	if n := len(t.w); n > 5 && (t.w[n-2:] == "lo" || t.w[n-2:] == "la" || t.w[n-2:] == "le") && t.w[n-3] == 'r' {
		if k, ok := m[t.w[:n-2]]; ok {
			return k, true
		}
	}
	if n := len(t.w); n > 6 && (t.w[n-3:] == "los" || t.w[n-3:] == "las" || t.w[n-3:] == "les" || t.w[n-3:] == "nos") && t.w[n-4] == 'r' {
		if k, ok := m[t.w[:n-3]]; ok {
			return k, true
		}
	}
	if n := len(t.w); n > 5 && (t.w[n-2:] == "me" || t.w[n-2:] == "te" || t.w[n-2:] == "se") && t.w[n-3] == 'r' {
		if k, ok := m[t.w[:n-2]]; ok {
			return k, true // a reflexive infinitive: "conectarme", "asomarme"
		}
	}
	if t.bare != t.w {
		k, ok := m[t.bare]
		return k, ok
	}
	return "", false
}

// window is how far after an auxiliary a participle may sit: verb-final
// languages put it at the end of the clause.
func (l *compiled) window() int {
	if l.code == "de" || l.code == "nl" {
		return 14
	}
	return 4
}

// findVerb looks for a participle (or, for English first person, a past
// form) after an auxiliary, within the clause; a negation in between
// cancels it. first allows simple past forms and light and weak verbs.
func (s *scanner) findVerb(toks []token, j int, l *compiled, first bool) (int, string, bool) {
	end := min(len(toks), j+l.window())
	objNegSeen := false
	for k := j; k < end; k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w != "\"" {
			return 0, "", false
		}
		if t.kind != tokWord {
			continue
		}
		if !first && k == j && indefinite[t.w] && l.code != "de" && l.code != "nl" {
			// a noun phrase after the auxiliary is its predicate, and a
			// participle in it an adjective ("got a connection reset",
			// "fue un despliegue forzado"); German puts the subject there
			// ("Es wurde ein Ticket angelegt")
			return 0, "", false
		}
		if l.neg[t.w] || l.neg[t.bare] {
			if s.isObjNeg(t) {
				objNegSeen = true // "keine Root-Logins gefunden": the object is negated
				continue
			}
			return 0, "", false
		}
		if kind, ok := lookup(l.part, t); ok && s.accentOK(t) { // "est vide" (empty) is no "vidé"
			if objNegSeen && !findVerbs[t.w] {
				return 0, "", false
			}
			return k, kind, true
		}
		if kind, ok := againParticiple(l.part, t); ok && !objNegSeen {
			return k, kind, true // "Both have been reassigned", "a été réassigné"
		}
		if objNegSeen {
			continue
		}
		if t.w == "passe" && k+2 < len(toks) && (toks[k+1].w == "en" && toks[k+2].w == "revue" || toks[k+1].w == "au" && toks[k+2].w == "crible") && s.accentOK(t) {
			return k + 2, KindRead, true // "J'ai passé en revue les avoirs", "a été passé au crible"
		}
		if first && k == j && t.w == "dit" && j >= 2 && toks[j-1].w == "ai" && (toks[j-2].w == "lui" || toks[j-2].w == "leur") {
			return k, KindSend, true // "je lui ai dit que tu serais en retard": a message passed to a third person
		}
		if first && k == j && l.code != "en" {
			if kind, ok := loanVerbs[t.w]; ok {
				return k, kind, true // "j'ai check", "on a push la branche": an English verb left bare
			}
		}
		if first {
			if kind, ok := lookup(l.past, t); ok && l.code == "en" {
				return k, kind, true
			}
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord && l.code == "en" {
			if kind, ok := phrasal[t.w+" "+toks[k+1].w]; ok {
				return k + 1, kind, true // "I've kicked off the backup"
			}
		}
		if kind, ok := lookup(l.weak, t); ok && concreteAfter(toks, k+1) {
			return k, kind, true
		}
		if _, ok := lookup(l.light, t); ok && (first || !leaveVerbs[t.w]) { // ("würde … laufen lassen" is no passive)
			if kind, ok := lightAction(toks, k, l); ok {
				return nounAfter(toks, k+1, l), kind, true
			}
			if kind, ok := lightActionBefore(toks, j, k, l); ok {
				return k, kind, true
			}
		}
	}
	return 0, "", false
}

// lightActionBefore: in a verb-final language the action noun stands
// before the light participle ending the clause ("Ich habe einen Blick
// in die Logs geworfen", "eine kurze Prüfung gemacht").
func lightActionBefore(toks []token, j, k int, l *compiled) (string, bool) {
	if l.code != "de" && l.code != "nl" {
		return "", false
	}
	for m := j; m < k; m++ {
		t := toks[m]
		if t.kind != tokWord {
			continue
		}
		if lookLight[toks[k].w] {
			if lookNouns[t.w] || lookNouns[t.bare] {
				return KindRead, true
			}
			continue
		}
		if kind, ok := actionNouns[t.w]; ok {
			return kind, true
		}
		if kind, ok := actionNouns[t.bare]; ok {
			return kind, true
		}
	}
	return "", false
}

// findPast looks for a simple past within n words after a subject.
func (s *scanner) findPast(toks []token, j, n int, l *compiled) (int, string, bool) {
	for k := j; k < len(toks) && k < j+n; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return 0, "", false
		}
		if l.neg[t.w] || l.modal[t.w] {
			return 0, "", false
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord {
			if kind, ok := phrasal[t.w+" "+toks[k+1].w]; ok {
				return k + 1, kind, true // "I looked up …", "we kicked off the build"
			}
		}
		if kind, ok := l.past[t.w]; ok {
			return k, kind, true
		}
		if kind, ok := l.past1[t.w]; ok && s.accentOK(t) {
			return k, kind, true
		}
		if kind, ok := l.weak[t.w]; ok && concreteAfter(toks, k+1) {
			return k, kind, true
		}
		if _, ok := l.light[t.w]; ok && (!leaveVerbs[t.w] || t.w == "left") { // (after a subject, "lassen" is no past: "würde ich … laufen lassen")
			if kind, ok := lightAction(toks, k, l); ok {
				return nounAfter(toks, k+1, l), kind, true
			}
		}
	}
	return 0, "", false
}

// nounAfter is the index of the action noun actionAfter found (the claim
// ends there: "I had a look at your log" reads on from "look").
func nounAfter(toks []token, j int, l *compiled) int {
	for k := j; k < len(toks) && k < j+3; k++ {
		if toks[k].kind == tokCode {
			return k
		}
		if _, ok := lookup(l.nouns, toks[k]); ok {
			return k
		}
	}
	return j - 1
}

// actionAfter: an action noun or code span within three words.
func actionAfter(toks []token, j int, l *compiled) (string, bool) {
	for k := j; k < len(toks) && k < j+3; k++ {
		if toks[k].kind == tokCode {
			return KindRun, true
		}
		if toks[k].kind == tokPunct {
			return "", false
		}
		if l.ruleBits(toks[k])&rNeg != 0 {
			return "", false // "I did not run …": "did" is the negation's auxiliary, not a light verb
		}
		if sub := knownCommands[toks[k].w]; sub && k+1 < len(toks) && toks[k+1].kind == tokWord && isAllLetters(toks[k+1].w) {
			return KindRun, true // "he hecho git pull", "já fiz o git push"
		}
		if kind, ok := lookup(l.nouns, toks[k]); ok {
			if kind == KindOutput {
				kind = KindRun
			}
			return kind, true
		}
	}
	return "", false
}

// concreteAfter: a concrete object (path, host, address, channel, key)
// within four words.
func concreteAfter(toks []token, j int) bool {
	end := j + 6
	for k := j; k < len(toks) && k < end; k++ {
		if toks[k].kind == tokPunct {
			if toks[k].w == "(" {
				continue
			}
			if quoteMarks[toks[k].w] {
				end = min(end+2, j+12) // a quoted title belongs to the phrase: "the note « transporteur relancé » on the order" (bounded: linear on a run of quotes)
				continue
			}
			return false
		}
		if toks[k].kind == tokCode {
			return true // "created your user (`mei_payments`)"
		}
		if toks[k].kind == tokWord && objectKind(toks[k]) != "" && objectKind(toks[k]) != "name" {
			return true
		}
		if toks[k].kind == tokWord && yourStore(toks, k) {
			return true // "saved to your Contracts folder", "añadido a tu calendario"
		}
		if toks[k].kind == tokWord && recordHead(toks, k) {
			return true // "added a note to the order.", "ajouté la note sur la commande"
		}
		if toks[k].kind == tokWord && k > j && targetPreps[toks[k].w] && k+1 < len(toks) && toks[k+1].kind == tokWord && isDigit(toks[k+1].w[0]) {
			return true // "bumped the HPA max to 8", "puse la calefacción a 21", "mis le délai à 30 s": a setting changed to a value
		}
	}
	return false
}

// recordNouns name a live record a tool keeps (an order, a ticket, an
// issue, a pull request, a card, a thread, a channel), every language,
// folded: a change or a message placed on one was made with a tool.
var recordNouns = mkSet(`order pr mr ticket issue card thread channel invoice deal
	pedido ticket incidencia tarjeta hilo canal factura
	commande ticket carte fil canal facture
	bestellung ticket karte kanal rechnung
	pedido encomenda ticket cartao canal fatura`)

// recordHead: toks[k] is a record noun heading its phrase (the phrase
// ends after it, or an identifier follows: "to the order.", "sur la
// commande 7731", "on PR #318"), not a modifier of another noun ("the
// order total").
func recordHead(toks []token, k int) bool {
	if !recordNouns[toks[k].w] {
		return false
	}
	if k+1 >= len(toks) || toks[k+1].kind != tokWord {
		return true
	}
	n := toks[k+1]
	return isDigit(n.w[0]) || n.w[0] == '#' || objectKind(n) == "id" || targetPreps[n.w] || n.w == "with" || n.w == "avec" || n.w == "con" || n.w == "com" || n.w == "mit" || n.w == "and" || n.w == "et" || n.w == "y" || n.w == "e" || n.w == "und"
}

// quoteMarks open or close a quoted title inside a noun phrase.
var quoteMarks = mkSet("« » \" “ ” „ ‘ ’")

// targetPreps introduce the value a setting is changed to (en, es, fr,
// de, pt).
var targetPreps = mkSet("to a à auf para pra nos")

// yourStore: toks[k] is a second-person possessive and one of the user's
// live stores (a folder, a calendar, a mailbox, a record) follows within
// three words: a change placed there ("saved to your Contracts folder",
// "guardado en tu carpeta", "ajouté à ton agenda", "in deinem Ordner",
// "salvo na sua pasta") was made in a live store.
func yourStore(toks []token, k int) bool {
	if !yourWords[toks[k].w] {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+3; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		if _, ok := storeNouns[toks[m].w]; ok {
			return true
		}
	}
	return false
}

// objNegFollows: an object negation right after the report verb at i, or after
// one article ("ne montre aucune réponse", "no muestra ningún error",
// "não mostra nenhuma resposta"): French, Spanish and Portuguese negate
// the verb as well when the object is "none", so what the verb reports
// is a result of none found, as "shows no errors" is.
func (s *scanner) objNegFollows(toks []token, i int) bool {
	if _, report := s.lang.report[toks[i].w]; !report {
		return false // (not an auxiliary: "No he revisado nada" negates the action)
	}
	for m := i + 1; m < len(toks) && m <= i+2; m++ {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if t.w != "no" && s.isObjNeg(t) {
			return true
		}
	}
	return false
}

// nominalAfter: a modal word that is as often a noun ("plan", "need")
// after a word that is no pronoun nor "to": "the annual plan", "Pro
// plan", "a need"; "I plan to", "you need" stay modal.
func nominalAfter(toks []token, k int) bool {
	if !nominalModal[toks[k].w] || k == 0 || toks[k-1].kind != tokWord {
		return false
	}
	return !modalSubjects[toks[k-1].w]
}

// modalSubjects stand before a modal verb.
var modalSubjects = mkSet("i we you they he she it who to will would might also just really still")

// yourWords are second-person possessives.
var yourWords = mkSet("your tu tus su sus ton ta tes votre vos dein deine deinem deinen deiner ihr ihrem ihren seu sua seus suas teu tua")

// blocked reports whether the clause before toks[i] makes the statement
// not a claim: negation, modality, a condition, reported speech or an
// example marker, within six words and the same clause.
func (s *scanner) blocked(toks []token, i int) bool { return s.blockedAt(toks, i, false) }

// blockedAt is blocked; for a passive auxiliary at i (passive), a word
// of reported speech that is the passive's subject ("the customer has
// been notified", "your order was cancelled") is the thing acted on, no
// speaker whose report the sentence relays (passiveSubject).
func (s *scanner) blockedAt(toks []token, i int, passive bool) bool {
	l := s.lang
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "(" || t.w == "\"" {
				continue
			}
			break
		}
		if t.kind != tokWord {
			continue
		}
		// rule bits (rulebits.go) for the word as written; the bare form
		// of an enclitic word (rare) is looked up in the maps
		rb := l.ruleBits(t)
		condBare, negBare := rb&rCond != 0, rb&rNeg != 0
		if t.bare != t.w {
			condBare, negBare = l.cond[t.bare], l.neg[t.bare]
		}
		if rb&rModal != 0 && nominalAfter(toks, k) {
			continue // "on the annual plan according to …": a noun, no modal
		}
		if rb&rNeg != 0 && k == i-1 && s.objNegFollows(toks, i) {
			continue // "ne montre aucune réponse", "no muestra ningún error": the object is negated
		}
		if rb&rHypo != 0 && nounHypo(toks, k) {
			continue // "The instance i-0a… has been rebooted"
		}
		if rb&(rNeg|rModal|rHypo) != 0 || (rb&rCond != 0 || condBare) && !s.accentedYes(t) && !pastWhen(toks, k, l) || rb&rSaid != 0 && !l.plainForm(t) && !s.ownerOfSource(toks, k) && !(passive && passiveSubject(l.code, toks, k, i)) || negBare {
			return true
		}
		if w := t.w; len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] == '\'' && l.neg[w[:len(w)-2]] {
			return true // "nothing's been committed": a negation contracted with its auxiliary
		}
		switch t.w[0] { // (a byte gate: blocked runs at every trigger word)
		case 'c', 'q', 'h', 'w':
			if s.interrogative(toks, k) {
				return true // "cuántas veces se ha reiniciado", "how many times it was restarted": a question
			}
		}
		if k > 0 && toks[k-1].kind == tokWord && len(toks[k-1].w) >= 4 && everyWord(toks[k-1].w) && timeNouns[t.w] {
			return true // "cada lunes revisamos", "every Monday we check": a habit
		}
		if (t.w == "fois" || t.w == "vez") && k > 0 && toks[k-1].kind == tokWord && (toks[k-1].w == "une" || toks[k-1].w == "una" || toks[k-1].w == "uma") {
			return true // "une fois le backfill terminé", "una vez hecho": once it is done
		}
	}
	// the trigger word itself negated (English contractions)
	if t := toks[i]; strings.HasSuffix(t.w, "n't") {
		return true
	}
	return false
}

// hedgedBefore: modality, a condition, reported speech, an example
// marker or a negation of the verb before toks[i] in the clause: blocked,
// except that an object's negation ("no logins were found") is allowed.
func (s *scanner) hedgedBefore(toks []token, i int) bool {
	l := s.lang
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			break
		}
		if l.modal[t.w] || l.cond[t.w] || l.said[t.w] || l.hypo[t.w] && !nounHypo(toks, k) || l.cond[t.bare] {
			return true
		}
		if (l.neg[t.w] || l.neg[t.bare]) && !s.isObjNeg(t) && !(k == 0 || toks[k-1].kind == tokPunct) && !objNegIn(toks, s) {
			// a verbal negation: "the file was not found"; but a negation
			// opening the clause before a postposed subject ("No se
			// encontraron errores", "Não foram encontrados logins") or the
			// "ne" of "aucune … n'a été relevée" negates the object
			return true
		}
	}
	return false
}

// definiteAfter: a definite article follows the verb: "no se encontró el
// archivo" reports that a given thing is missing (a failure), not that a
// search found none.
func definiteAfter(toks []token, k int) bool {
	return k+1 < len(toks) && toks[k+1].kind == tokWord && definite[toks[k+1].w]
}

var definite = mkSet("the el la los las le les l' o a os as der die das den dem il lo gli de het")

// objNegIn: the clause holds an object negation (aucun, rien, keine …).
func objNegIn(toks []token, s *scanner) bool {
	for _, t := range toks {
		if t.kind == tokWord && s.isObjNeg(t) && t.w != "no" {
			return true
		}
	}
	return false
}

// isObjNeg: t negates an object ("no", "keine", "aucun"), not a verb;
// "no" is verbal outside English.
func (s *scanner) isObjNeg(t token) bool {
	if t.w == "no" && s.lang.code != "en" {
		return false
	}
	return objNeg[t.w] || objNeg[t.bare]
}

// objNeg are negations of an object, not of the verb: "no logins were
// found" reports a search.
var objNeg = mkSet("no none nothing kein keine keinen keiner keinem nichts aucun aucune rien ningun ninguna ninguno nada nenhum nenhuma nessun nessuno nessuna niente nulla geen niets")

// noChangeMade: an object negation stands before a participle of a
// change or a message in its clause ("so nothing has been committed",
// "rien n'a été envoyé", "nichts wurde gelöscht", "nenhum e-mail foi
// enviado", "ningún correo fue enviado"): the
// sentence says no such action was done, and the model claims none there.
// A verb of finding is a result ("nothing was found"), not this.
func (s *scanner) noChangeMade(toks []token) bool {
	l := s.lang
	for i, t := range toks {
		if t.kind != tokWord || findVerbs[t.w] {
			continue
		}
		if kind, ok := l.part[t.w]; !ok || kind != KindWrite && kind != KindSend {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if toks[k].kind != tokWord {
				break
			}
			if s.isObjNeg(toks[k]) {
				return true
			}
		}
	}
	return false
}

// findVerbs report a result even when negated: "nothing was found",
// "no se encontraron errores", "n'a été relevée".
var findVerbs = mkSet(`found find detected seen observed spotted encontrado encontrados encontradas encontrada encontraron encontro detectado detectados detectaron
	trouve trouvee trouves trouvees releve relevee releves relevees detecte detectee constate gefunden festgestellt entdeckt erkannt
	encontrei encontramos encontrou detectou trovato trovati rilevato gevonden aangetroffen`)

// negBefore: a negation right before a finite verb.
func (s *scanner) negBefore(toks []token, i int) bool {
	return i > 0 && toks[i-1].kind == tokWord && s.lang.neg[toks[i-1].w]
}

// reportSubject finds, within four tokens before a report verb in the same
// clause, a tool noun, a code span, or a file or host.
func (s *scanner) reportSubject(toks []token, i int) (int, string, bool) {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "-" || t.w == "\"" {
				continue
			}
			return 0, "", false
		}
		if t.kind == tokCode {
			if codeExpression(t.w) {
				return 0, "", false // "`brutto()` returns None": what code does, read or explained
			}
			return k, KindRun, true
		}
		if kind, ok := s.noun(t); ok {
			return k, kind, true
		}
		if _, n := s.command(toks, k, i); n > 0 && (s.cmds[t.w] != nil || isKnownCommand(t.w) || n > 1) {
			return k, KindRun, true // "npm outdated lists …", "timedatectl says …"
		}
		if kind, ok := lookup(s.lang.inf, t); ok {
			return k, kind, true // "Running the check shows …"
		}
		if t.kind == tokWord && strings.Contains(t.w, "_") && !strings.HasPrefix(t.w, "zc-receipt-") {
			return k, KindQuery, true // "pg_stat_user_tables shows …"
		}
		switch objectKind(t) {
		case "path", "url", "host":
			// the argument of a command written before it ("nc -zv
			// db-01 5432 connected"): the command is the subject
			for m := k - 1; m >= 0 && m >= i-6; m-- {
				if toks[m].kind == tokPunct && toks[m].w != "-" {
					break
				}
				if _, n := s.command(toks, m, i); n > 0 && (s.cmds[toks[m].w] != nil || isKnownCommand(toks[m].w)) {
					return m, KindRun, true
				}
			}
			return k, KindRead, true
		}
	}
	return 0, "", false
}

// specificAfter: the report gives a specific value (a number, a code span,
// a quote, a colon, a name or a status word) rather than describing what
// a tool does in general.
func (s *scanner) specificAfter(toks []token, j int) bool {
	l := s.lang
	for k := j; k < len(toks) && k < j+12; k++ {

		t := toks[k]
		switch t.kind {
		case tokCode:
			if k > 0 && toks[k-1].kind == tokWord && indefinite[toks[k-1].w] {
				continue // "returns a `code`": a kind of value, not a value
			}
			return true
		case tokPunct:
			if t.w == ":" || t.w == "\"" {
				return true
			}
			if t.w == ";" {
				return false
			}
		case tokWord:
			rb := l.ruleBits(t) // subj, statusWords (rulebits.go)
			if rb&rSubj != 0 {
				continue
			}
			if isVersion(t.w) || objectKind(t) != "" && objectKind(t) != "name" {
				return true // v2.1.0, a file, a host
			}
			if t.w != "" && isDigit(t.w[0]) {
				return true
			}
			if rb&rStatus != 0 {
				return true
			}
			// a name ("shows Redis and Postgres"); but German capitalises
			// every noun, and an acronym ("the owning PID", "CPU(s)") names
			// a kind of value, not a value
			if t.cap && !acronym(s.text[t.start:t.end]) && (l.code != "de" || innerCap(s.text[t.start:t.end])) {
				return true
			}
			if t.cap && l.code == "de" && k > j && honorifics[toks[k-1].w] {
				return true // "von Frau Albrecht": a name, though German capitalises nouns
			}
		}
	}
	return false
}

// instrumental: prepositions that name the command a result came from
// when they open a sentence ("With `df -h`, …", "Con DESCRIBE …", "Mit dig
// …"), every language.
var instrumental = mkSet("with using via con usando com avec mit per met pelo pela")

// genericSubject: a generic "one" right after the verb that follows
// ("Mit curl -I sieht man die Header", "Avec dig on voit …"): how one
// uses the command, not what it returned.
func genericSubject(toks []token, k int) bool {
	for m := k; m < len(toks) && m <= k+2; m++ {
		if toks[m].kind == tokWord && (toks[m].w == "man" || toks[m].w == "one" || toks[m].w == "on") {
			return true
		}
	}
	return false
}

// personSource: the sentence attributes what it says to a person ("according
// to your colleague", "d'après toi", "laut deinem Kollegen", "segundo o
// seu colega"): reported speech, not a tool's result.
func (s *scanner) personSource(toks []token, bits []uint16) bool {
	for k := range toks {
		if toks[k].kind == tokWord && toks[k].w == "per" && s.lang.code == "en" && s.namedSpeakerSource(toks, k+1) {
			return true // "per Marco in #incidents, …" (namedspeaker.go)
		}
		if bits[k]&bSource == 0 {
			continue
		}
		j, ok := matchPhrase(toks, k, s.lang.source)
		if !ok {
			continue
		}
		if s.namedSpeakerSource(toks, j) {
			return true // "segundo o Marcos, …", "d'après ce que dit le client" (namedspeaker.go)
		}
		for m := j; m < len(toks) && m <= j+3; m++ {
			t := toks[m]
			if t.kind != tokWord {
				break
			}
			if personWords[t.w] || personWords[t.bare] {
				return true
			}
			if possessive2[t.w] && m+1 < len(toks) && toks[m+1].kind == tokWord && pastedNouns[toks[m+1].w] {
				return true // "laut deiner Nachricht", "según tu mensaje": the user's word
			}
		}
	}
	return false
}

// personWords name people a statement can be attributed to, folded, every
// language.
var personWords = mkSet(`you him her them colleague colleagues coworker coworkers teammate teammates boss manager team user users customer client friend he she they
	ti usted ustedes vosotros ella ellos colega colegas companero companera companeros jefe jefa equipo usuario usuaria cliente amigo amiga
	toi vous lui elle eux collegue collegues chef equipe utilisateur utilisatrice client cliente ami amie
	dir ihnen ihm ihr kollege kollegen kollegin kolleginnen chef chefin team nutzer benutzer kunde kundin freund freundin
	voce voces ele ela eles elas colega colegas chefe equipe equipa usuario cliente amigo amiga
	te lui lei loro collega colleghi capo squadra utente cliente amico amica
	jou hem haar hen collega collegas baas team gebruiker klant vriend`)

// innerCap: a word with a capital letter or digit after its first letter
// ("CrashLoopBackOff", "NAS-Keller"): a name even in German.
func innerCap(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' || w[i] >= '0' && w[i] <= '9' {
			return true
		}
	}
	return false
}

// genericPassive: a present passive whose subject is a pronoun in a
// subordinate clause ("au fur et à mesure qu'elles sont écrites", "as
// they are written", "wie sie geschrieben werden"): how something
// generally happens, not a result.
func genericPassive(toks []token, i int) bool {
	if !presentPassAux[toks[i].w] || i < 1 || toks[i-1].kind != tokWord {
		return false
	}
	if q := toks[i-1]; strings.HasPrefix(q.w, "qu'") && genericPron[q.bare] {
		return true // "qu'elles sont écrites"
	}
	if i < 2 || !genericPron[toks[i-1].w] {
		return false
	}
	p := toks[i-2]
	return p.kind == tokWord && subordinators[p.w]
}

var (
	presentPassAux = mkSet("is are est sont ist sind werden wird es son se e sao")
	genericPron    = mkSet("it they elles ils elle il sie es ellos ellas eles elas")
	subordinators  = mkSet("qu' que as when once whenever wenn sobald wie cuando quando lorsque lorsqu' quand como")
)

// failBetween: a failure word between an auxiliary and its participle
// ("ist in ein Timeout gelaufen", "was stopped by a timeout"): the clause
// reports a failure, not a result.
func failBetween(toks []token, j, k int, l *compiled) bool {
	for m := j; m < k && m < len(toks); m++ {
		if t := toks[m]; t.kind == tokWord && (l.fail[t.w] || failWord(t.w)) {
			return true
		}
	}
	return false
}

// acronym: an upper-case abbreviation of up to five letters ("PID",
// "CPU", "JSON").
func acronym(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// complementizers open what a command said ("npm outdated dice que …").
var complementizers = mkSet("that que qu' dass")

// outcomeVerbs report a run's result by themselves ("the build passed").
var outcomeVerbs = mkSet("passed succeeded failed connected paso pasaron fallo conecto passou passaram conectou reussi echoue connecte bestanden fehlgeschlagen durchgelaufen verbunden erfolgreich")

var indefinite = mkSet("a an un una une ein eine einen einem um uma")

var statusWords = map[string]bool{"ok": true, "pong": true, "running": true, "active": true, "inactive": true, "closed": true, "locked": true, "unlocked": true, "offline": true, "online": true, "clean": true, "green": true, "passed": true, "failed": true, "healthy": true, "up": true, "down": true, "nothing": true, "no": true, "none": true, "empty": true, "error": true, "errors": true, "ninguno": true, "nada": true, "vacío": true, "vacio": true, "vacia": true, "vazio": true, "vazia": true, "vide": true, "aucun": true, "rien": true, "nichts": true, "keine": true, "nenhum": true, "nada.": true, "niente": true, "nulla": true, "niets": true, "geen": true}

func condAnywhere(toks []token, l *compiled) bool {
	for _, t := range toks {
		if t.kind == tokWord && (l.cond[t.w] || l.hypo[t.w] || l.modal[t.w]) {
			return true
		}
	}
	return false
}

// quoteMask marks tokens between paired quote marks.
func quoteMask(toks []token) []bool {
	mask := make([]bool, len(toks))
	open := -1
	for i, t := range toks {
		if t.kind == tokPunct && t.w == "\"" {
			if open < 0 {
				open = i
			} else {
				for k := open + 1; k < i; k++ {
					mask[k] = true
				}
				open = -1
			}
		}
	}
	// a quotation opening the sentence and closed only after its end
	// (« Bonjour Claire, la livraison est décalée. » splits before the
	// closing mark): the sentence is the quoted text
	if open >= 0 && open <= 1 && (open == 0 || toks[0].kind == tokPunct) {
		for k := open + 1; k < len(toks); k++ {
			mask[k] = true
		}
	}
	return mask
}

// actionNouns name an action a tool does, every language, folded, by
// kind: with a light participle ("Le remboursement a été effectué", "El
// pago se ha realizado", "Die Überweisung wurde vorgenommen", "O estorno
// foi feito", "The refund was processed") or opening a verbless clause
// ("Vérification faite : …", "Búsqueda hecha", "Refund processed") they
// claim the action.
var actionNouns = mkKinds(strings.ReplaceAll(`write: refund refunds payment transfer booking reservation cancellation deletion rollback upload export import update restore restoration
		order purchase pedido compra commande achat bestellung encomenda
		archiving archival archivado archivage archivierung arquivamento
		restauracion restauration wiederherstellung testwiederherstellung restauracao
		reembolso devolucion pago transferencia reserva cancelacion borrado eliminacion respaldo subida exportacion importacion actualizacion cobro abono
		remboursement paiement virement reservation annulation suppression sauvegarde export import
		erstattung ruckerstattung zahlung uberweisung buchung reservierung stornierung loschung sicherung aktualisierung
		pagamento transferencia cancelamento exclusao estorno exportacao importacao atualizacao
	run: restart deployment deploy migration install installation test tests build
		reinicio despliegue migracion instalacion prueba pruebas
		redemarrage deploiement installation
		neustart deployment installation
		reinicio implantacao migracao instalacao teste testes
	check: check verification scan trace probe healthcheck
		comprobacion verificacion escaneo chequeo
		verification controle interrogation consultation
		prufung uberprufung kontrolle
		verificacao checagem varredura conferencia
	search: search lookup busqueda recherche suche pesquisa busca
	read: review analysis revision analisis analyse auswertung analise
		inspection examination perusal lectura inspeccion repaso lecture relecture examen
		durchsicht sichtung inspektion lekture leitura inspecao
	send: notification reminder invitation
		notificacion aviso envio invitacion recordatorio
		envoi relance invitation
		versand benachrichtigung einladung erinnerung
		notificacao envio convite lembrete`, "\n\t\t", " "))

// lightParts are participles of doing that say nothing of which action
// was done: with an action noun they claim it.
var lightParts = mkSet(`done performed carried completed processed made issued executed taken placed passee procede procedido
	hecho hecha realizado realizada efectuado efectuada completado completada procesado procesada tramitado tramitada
	fait faite effectue effectuee realise realisee traite traitee termine terminee
	gemacht durchgefuhrt erledigt vorgenommen abgeschlossen ausgefuhrt bearbeitet
	feito feita realizado realizada efetuado efetuada concluido concluida processado processada`)

// proceedParts: "proceeded to", whose action noun follows it.
var proceedParts = mkSet("procede procedido")

// lightPassive: after a passive auxiliary ending at j, a light participle
// whose subject, in the clause before the auxiliary at i, is an action
// noun ("Le remboursement de 59,90 € a été effectué"). It returns the
// participle and the noun's kind.
func lightPassive(toks []token, i, j int) (int, string, bool) {
	if j == i+1 && presentPassAux[toks[i].w] {
		return 0, "", false // "Le paiement est effectué à la fin du mois": how it is done
	}
	k := -1
	for m := j; m < len(toks) && m <= j+1; m++ {
		if toks[m].kind == tokWord && lightParts[toks[m].w] {
			k = m
			break
		}
	}
	if k < 0 {
		return 0, "", false
	}
	if proceedParts[toks[k].w] {
		// "Il a été procédé à leur archivage", "Se ha procedido al
		// archivado": the action noun follows
		for m := k + 1; m < len(toks) && m <= k+4 && toks[m].kind == tokWord; m++ {
			if kind, ok := actionNouns[toks[m].bare]; ok {
				return k, kind, true
			}
		}
		return 0, "", false
	}
	for m := i - 1; m >= 0 && m >= i-8; m-- {
		t := toks[m]
		if t.kind == tokPunct {
			if (t.w == "," || t.w == ".") && m > 0 && m+1 < len(toks) && toks[m-1].kind == tokWord && isDigit(toks[m-1].w[0]) && toks[m+1].kind == tokWord && isDigit(toks[m+1].w[0]) {
				continue // "de 59,90 €"
			}
			break
		}
		if kind, ok := actionNouns[t.bare]; ok && t.kind == tokWord {
			return k, kind, true // (also after an elided article: "L'archivage … a été effectué")
		}
	}
	return 0, "", false
}

// actionDone: a clause opening with an action noun and a light participle
// or a done word ("Vérification faite : …", "Refund processed", "Backup
// erledigt"), returning the participle and the noun's kind. A done word
// that is also an auxiliary ("hab") followed by a subject and a negation
// opens a perfect the speaker denies ("Die Tests hab ich nicht
// ausgeführt"); without the negation it still claims ("Backup hab ich
// gemacht").
func (s *scanner) actionDone(toks []token, first int) (int, string, bool) {
	n := first
	if n+1 < len(toks) && toks[n].kind == tokWord && (isDeterminer(toks[n].w) || definite[toks[n].w]) {
		n++
	}
	if n+1 >= len(toks) || toks[n].kind != tokWord || toks[n+1].kind != tokWord {
		return 0, "", false
	}
	kind, ok := actionNouns[toks[n].w]
	if !ok {
		return 0, "", false
	}
	if p := toks[n+1].w; lightParts[p] || s.lang.done[p] {
		if n+2 < len(toks) && toks[n+2].kind == tokWord && s.lang.subj[toks[n+2].w] && negatedClause(toks, n+3, s.lang) {
			return 0, "", false // "Die Tests hab ich nicht ausgeführt": an auxiliary, its subject, then the negated verb
		}
		return n + 1, kind, true
	}
	return 0, "", false
}

// negatedClause: a negation of the verb among the words from toks[k] to
// the clause's end (a punctuation mark). Not "without" ("ohne Befund
// abgeschlossen", "sin errores") nor "not only" ("nicht nur gestartet,
// sondern …"): the perfect is still claimed.
func negatedClause(toks []token, k int, l *compiled) bool {
	for ; k < len(toks) && toks[k].kind != tokPunct; k++ {
		w := toks[k].w
		if toks[k].kind != tokWord || !l.neg[w] || withoutWords[w] {
			continue
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord && onlyWords[toks[k+1].w] {
			continue // "nicht nur", "not only", "no solo", "pas seulement", "não só"
		}
		return true
	}
	return false
}

// onlyWords after a negation make it "not only".
var onlyWords = mkSet("nur bloß bloss only solo sólo seulement só apenas")

// subcommand: the report verb at i is a command's subcommand ("helm
// list", "docker logs"), not a verb.
func subcommand(toks []token, i int, s *scanner) bool {
	if i == 0 || toks[i-1].kind != tokWord || !subcommandWords[toks[i].w] {
		return false
	}
	p := toks[i-1].w
	return isKnownCommand(p) || s.cmds[p] != nil
}

// distributiveAfter: the report verb's object, up to the clause's end, is
// quantified with "every", "each" ("`ss -tlnp` lists every listening
// socket", "muestra cada conexión", "mostra o status de cada container",
// "zeigt den Status jedes Containers"): what the command does, not what
// it returned. Not when a figure or a status follows anywhere after the
// verb ("shows each pod at 3 restarts", "lists every node as Ready",
// "reveals a new object every hour, the latest from 18:00"): a value the
// run gave.
func distributiveAfter(toks []token, i int) bool {
	found := false
	for k := i + 1; k < len(toks) && k <= i+distributiveWindow; k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w != "-" && t.w != "/" {
			break
		}
		if t.kind == tokWord && distributive[t.w] {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	for k, t := range toks[i+1:] {
		if t.kind == tokWord && (hasDigit(t.w) || statusWords[t.w]) {
			return false
		}
		if t.kind == tokPunct && (t.w == ":" || t.w == "→" || t.w == "=") && k > 0 && i+1+k+1 < len(toks) && toks[i+1+k+1].kind == tokWord {
			// "`ls -l` mostra o dono de cada arquivo da pasta: www-data":
			// after a colon, the value each one was given, which the run
			// returned
			return false
		}
	}
	return true
}

// distributiveWindow bounds the object phrase read after a report verb.
const distributiveWindow = 8

// subcommandWords: report verbs that are also subcommands.
var subcommandWords = mkSet("list show say report")

var distributive = mkSet("every each cada chaque chacun chacune jede jeden jedes jedem jeder")

// alternativeAfter: the command is followed by another one offered as an
// alternative, or by a negation or a modal ("Mit `ss -tlnp` oder `lsof
// -i`", "Con `systemctl reload nginx` no se cortan las conexiones"): how
// to find out, not what a run returned.
func alternativeAfter(toks []token, k int, l *compiled) bool {
	for m := k; m < len(toks) && m <= k+2; m++ {
		t := toks[m]
		if t.kind == tokPunct {
			continue
		}
		if t.kind != tokWord {
			return false
		}
		return orWords[t.w] || l.neg[t.w] || l.modal[t.w]
	}
	return false
}

var orWords = mkSet("or oder o ou of")

// userWords: the verb at k and the two words after it are written so in
// the user's message ("réunion décalée à 15 h" after "préviens Théo que
// la réunion est décalée à 15 h"): the answer repeats what the user
// dictated.
func (s *scanner) userWords(toks []token, k int) bool {
	if k+2 >= len(toks) || len(s.quoted) == 0 {
		return false
	}
	var b strings.Builder
	for m := k; m <= k+2; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		b.WriteString(toks[m].w)
	}
	return b.Len() >= 10 && s.inUserText(b.String())
}

// condOpening: the sentence opens with a conditional ("if", "si", "wenn",
// "falls", "se", "caso"): its main clause is what would happen.
func condOpening(toks []token, first int, l *compiled) bool {
	if first < 0 || toks[first].kind != tokWord || toks[first].end-toks[first].start != len(toks[first].w) && toks[first].w == "si" {
		return false // ("sí", yes)
	}
	w := toks[first].w
	return ifWords[w] && l.cond[w] || l.code == "pt" && w == "se"
}

var ifWords = mkSet("if unless si wenn falls caso")

// demonstrativeBefore: "that", "this", "ese", "cette", "diese", "essa"
// right before the report's subject ("That output says …").
func demonstrativeBefore(toks []token, k int) bool {
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		if toks[m].kind != tokWord {
			return false
		}
		if demonstratives[toks[m].w] {
			return true
		}
	}
	return false
}

var demonstratives = mkSet("that this those these ese esa este esta esos esas ce cette cet ces diese dieser dieses diesen diesem jene esse essa estes essas")

// userPasted: a user message holds a code block (a pasted output).
// userSentLines: the user's message holds pasted material: a fenced
// block, or three lines or more. ("The output you pasted" with nothing
// pasted is no reading of the user's text.)
func (s *scanner) userSentLines() bool {
	for _, q := range s.quoted {
		if strings.Contains(q, "```") || strings.Count(q, "\n") >= 2 {
			return true
		}
	}
	return false
}

func (s *scanner) userPasted() bool {
	for _, q := range s.quoted {
		if strings.Contains(q, "```") {
			return true
		}
	}
	return false
}

// gerundOpening: a sentence opening with the gerund of a look-up and what
// it looked at, then a specific value after a comma ("Looking at last
// week's sales, the top seller was …", "Mirando los logs, hay 37 …", "En
// regardant les logs, on voit 37 …", "Olhando os logs, há 37 …"): the
// look-up was done. It returns the gerund and its kind.
func (s *scanner) gerundOpening(toks []token, first int) (int, string, bool) {
	l := s.lang
	g := first
	if l.code == "fr" && toks[g].w == "en" && g+1 < len(toks) {
		g++
	}
	beim := false // German: the clause goes on verb-second, no comma
	if l.code == "de" && toks[g].w == "beim" && g+1 < len(toks) && toks[g+1].cap {
		g++ // "Beim Durchsehen der .env …": a nominalised infinitive is German's gerund
		beim = true
	} else if !gerundForm(l.code, toks[g].w) {
		return 0, "", false
	}
	t := toks[g]
	if t.kind != tokWord {
		return 0, "", false
	}
	kind, ok := l.inf[t.w]
	if !ok || kind == KindWrite || kind == KindSend || kind == KindRun {
		return 0, "", false
	}
	object := false
	for k := g + 1; k < len(toks) && k <= g+6; k++ {
		u := toks[k]
		if beim && object && (u.kind == tokPunct || u.kind == tokWord && !u.cap && !definite[u.w] && !isDeterminer(u.w)) {
			return g, kind, s.specificAfter(toks, k)
		}
		if u.kind == tokPunct {
			if u.w == "," && object {
				for m := k + 1; m < len(toks) && m <= k+3; m++ {
					if v := toks[m]; v.kind == tokWord && (l.modal[v.w] || l.cond[v.w] || isModalContraction(v.w) || youSubject[v.w]) {
						return 0, "", false // "Checking the logs regularly, you'll catch …": advice
					}
				}
				return g, kind, s.specificAfter(toks, k+1)
			}
			return 0, "", false
		}
		if u.kind == tokWord && (l.said[u.w] || possessive2[u.w] && k+1 < len(toks) && pastedNouns[toks[k+1].w]) && !s.unpastedFileAfter(toks, k+1) {
			return 0, "", false // "Looking at your code, …": the user's material
		}
		if _, ok := lookup(l.nouns, u); ok || u.kind == tokCode || objectKind(u) != "" && objectKind(u) != "name" || u.kind == tokWord && u.cap && k > g+1 {
			object = true
		}
		if u.kind == tokWord && (strings.HasSuffix(u.w, "'s") || strings.HasSuffix(u.w, "s'")) {
			object = true // "last week's sales"
		}
		if u.kind == tokWord && k > g+1 && definite[toks[k-1].w] {
			object = true // "En relisant les échanges, …": a definite thing read
		}
	}
	return 0, "", false
}

// unpastedFileAfter: the word at i (or the next) names a file, a path or
// code the user's messages never hold ("Skimming your settings.toml, …"):
// "your" then names a file on the user's disk, which only a read shows,
// not material the user gave.
func (s *scanner) unpastedFileAfter(toks []token, i int) bool {
	for k := i; k < len(toks) && k <= i+1; k++ {
		u := toks[k]
		if u.kind == tokPunct {
			return false
		}
		if ok := objectKind(u); (ok == "file" || ok == "path" || u.kind == tokCode) && !s.inUserText(u.w) {
			return true
		}
	}
	return false
}

func gerundForm(code, w string) bool {
	switch code {
	case "en":
		return strings.HasSuffix(w, "ing")
	case "es":
		return strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "iendo")
	case "pt":
		return strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "endo") || strings.HasSuffix(w, "indo")
	case "fr":
		return strings.HasSuffix(w, "ant")
	}
	return false
}

// everyWord and timeNouns make a habit ("cada lunes", "toda segunda",
// "chaque matin", "jeden Montag", "every week"), folded (a switch: blocked
// runs at every trigger word).
func everyWord(w string) bool {
	switch w {
	case "every", "each", "cada", "toda", "todo", "todos", "todas", "chaque", "tous", "toutes", "jeden", "jede", "jedes", "ogni":
		return true
	}
	return false
}

var (
	timeNouns = mkSet(`day days week weeks month morning night evening monday tuesday wednesday thursday friday saturday sunday
		dia dias semana semanas mes manana noche tarde lunes martes miercoles jueves viernes sabado domingo
		jour jours semaine mois matin soir nuit lundi mardi mercredi jeudi vendredi samedi dimanche
		tag tage woche monat morgen abend nacht montag dienstag mittwoch donnerstag freitag samstag sonntag
		segunda terca quarta quinta sexta noite`)
)

// interrogative: toks[k] opens an indirect question of quantity or
// manner ("cuántas veces", "how many", "combien de", "wie oft", "quantas
// vezes"); the Spanish word written with its accent ("cuantos" without it
// is "unos cuantos", a few).
func (s *scanner) interrogative(toks []token, k int) bool {
	t := toks[k]
	switch t.w {
	case "cuantas", "cuantos", "cuanto", "cuanta":
		return t.end-t.start > len(t.w)
	case "quantas", "quantos", "quanto", "combien":
		return true
	case "how", "wie":
		if k+1 < len(toks) && toks[k+1].kind == tokWord {
			switch toks[k+1].w {
			case "many", "often", "much", "oft", "viele", "viel", "haufig":
				return true
			}
		}
	}
	return false
}

// negatedFailure: a verb of ability negated in the sentence ("No se ha
// podido enviar", "n'a pas pu", "konnte nicht", "não consegui"): an honest
// failure report, whatever it quotes from the server after it ("the
// rollout never completed" is a finding, not a failure to act).
func negatedFailure(toks []token, bits []uint16, l *compiled) bool {
	for k, t := range toks {
		// from a negation (a stop word: its class bit, no map access at
		// other words) to an ability verb within three words after it
		if t.kind != tokWord || bits[k]&bStop == 0 || !(l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't")) {
			continue
		}
		if strings.HasSuffix(t.w, "n't") && (strings.HasPrefix(t.w, "could") || strings.HasPrefix(t.w, "was")) {
			return true // "couldn't", "wasn't able"
		}
		for m := k + 1; m < len(toks) && m <= k+3; m++ {
			u := toks[m]
			if u.kind == tokPunct {
				break
			}
			if abilityWords[u.w] {
				return true
			}
		}
	}
	return false
}

// inferenceWords say a statement is the answer's inference ("der Server
// wurde also neu gestartet", "so it was restarted", "donc il a été
// relancé"): a passive with one reports no action of this conversation.
var inferenceWords = mkSet("also demnach offenbar offensichtlich anscheinend vermutlich so apparently evidently presumably therefore donc apparemment visiblement manifestement entonces aparentemente evidentemente portanto entao")

// inferenceWithoutFigure: an inference word in the sentence's first
// clause ("also" in German, "donc", "therefore", "portanto"; not English
// "so", which opens reports) and no figure: the sentence concludes from
// what was shown, it reports nothing new ("Der Build-Cache wird also nie
// aufgeräumt"); "…, am Netz liegt es also nicht" concludes only its own
// clause.
func inferenceWithoutFigure(toks []token, code string) bool {
	inference, first := false, true
	for _, t := range toks {
		if t.kind == tokPunct {
			first = false
		}
		if t.kind != tokWord {
			continue
		}
		if isDigit(t.w[0]) {
			return false
		}
		if first && inferenceWords[t.w] && t.w != "so" && (t.w != "also" || code == "de") {
			inference = true
		}
	}
	return inference
}

// inferredPassive: an inference word in the clause of the passive claim
// between toks[i] and toks[j] or just before it.
func inferredPassive(toks []token, i, j int, code string) bool {
	for m := max(i-2, 0); m <= j && m < len(toks); m++ {
		if toks[m].kind == tokWord && inferenceWords[toks[m].w] && (toks[m].w != "also" || code == "de") {
			// (English "also" adds a claim: "a restore was also performed")
			return !newSubject(toks, i)
		}
	}
	return false
}

// newSubject: the clause of toks[i] opens with an indefinite article ("Un
// transfert de 10 unités a donc été créé", "A transfer was therefore
// created", "Uma transferência foi portanto criada"): a thing new to the
// answer, said to be made, is a report of making it; an inference
// concludes about a thing already named ("le serveur a donc été
// redémarré").
func newSubject(toks []token, i int) bool {
	start := 0
	for m := i - 1; m >= 0; m-- {
		if toks[m].kind == tokPunct {
			start = m + 1
			break
		}
	}
	return start < i && toks[start].kind == tokWord && indefinite[toks[start].w]
}

var abilityWords = mkSet("could able managed pude pudimos podido pudo pu pus konnte konnten consegui conseguimos conseguiu")

// cliticOpening: only object pronouns and "already" stand between the
// sentence's start and toks[i] ("Le eché un ojo", "Ya te hice el rebase",
// "Já lhe dei uma olhada").
// A clause after an interjection and its comma opens the same way ("Sí,
// le eché un vistazo", "Vale, ya te lo miré").
func cliticOpening(toks []token, i, first int) bool {
	if i <= first {
		return false
	}
	for k := i - 1; k >= first && k >= i-4; k-- {
		if toks[k].kind == tokPunct && toks[k].w == "," && k < i-1 && k > first && k-first <= 2 {
			return true
		}
		if toks[k].kind != tokWord || !cliticObjects[toks[k].w] && !alreadyWords[toks[k].w] && toks[k].w != "me" && toks[k].w != "te" && toks[k].w != "se" {
			return false
		}
		if k == first {
			return true
		}
	}
	return false
}

// receivedMessage: a recipient has received the message ("Julien a reçu
// ton SMS", "Der Einkauf hat die Info per Mail bekommen", "ya le llegó a
// Marta tu solicitud", "o cliente recebeu o e-mail", "QA got the
// summary"): a past receive verb and a message noun within four words
// either side. It returns the verb.
func (s *scanner) receivedMessage(toks []token) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || len(t.w) < 3 || len(t.w) > 10 || !receiveFirst[t.w[0]] || !receiveVerbs[t.w] || s.blocked(toks, k) {
			continue // (a byte gate before the map: this runs at every word of a sentence with no claim)
		}
		if t.w == "went" && (k+1 >= len(toks) || toks[k+1].w != "out") {
			continue // "the invite went out", not "went to the meeting"
		}
		for m := max(k-4, 0); m < len(toks) && m <= k+4; m++ {
			if m != k && toks[m].kind == tokWord && messageNouns[toks[m].w] {
				return k, true
			}
		}
	}
	return 0, false
}

// receiveFirst: the first bytes of receiveVerbs.
var receiveFirst = func() (b [256]bool) {
	for w := range receiveVerbs {
		b[w[0]] = true
	}
	return
}()

var (
	receiveVerbs = mkSet("got received went recibio recibieron recibido llego llegaron salio recu recue recus recues partie parti bekommen erhalten ging recebeu receberam recebido chegou chegaram saiu")
	messageNouns = mkSet(`message messages email e-mail mail sms text note invite invitation info summary reminder memo notice
		mensaje mensajes correo aviso nota invitacion solicitud resumen recordatorio
		courriel invitation resume rappel
		nachricht nachrichten einladung notiz hinweis zusammenfassung erinnerung
		mensagem mensagens convite lembrete resumo`)
)

// negInSentence: a negation anywhere in the sentence (read from the stop
// class bit first).
func (s *scanner) negInSentence(toks []token) bool {
	for k, t := range toks {
		if t.kind == tokWord && s.bits[k]&bStop != 0 && (s.lang.neg[t.w] || s.lang.neg[t.bare] || strings.HasSuffix(t.w, "n't")) {
			return true
		}
	}
	return false
}

// noun looks t up among the tool nouns; in German also a compound by its
// last part ("Anwendungslogs", "Backup-Log", "Datenbankabfrage",
// "Serverausgabe").
func (s *scanner) noun(t token) (string, bool) {
	if k, ok := lookup(s.lang.nouns, t); ok {
		return k, ok
	}
	if s.lang.code != "de" || t.kind != tokWord || len(t.w) < 7 {
		return "", false
	}
	w := t.w
	if i := strings.LastIndexByte(w, '-'); i > 0 {
		k, ok := s.lang.nouns[w[i+1:]]
		return k, ok
	}
	for _, suf := range deCompoundHeads {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+3 {
			return s.lang.nouns[suf], true
		}
	}
	return "", false
}

// deCompoundHeads: tool nouns that head German compounds.
var deCompoundHeads = []string{"logs", "log", "abfrage", "ausgabe", "protokoll", "datenbank", "suche", "dashboard", "monitoring", "seite", "tabelle", "sensor"}

// successIn: the sentence says the action succeeded ("com sucesso", "con
// éxito", "avec succès", "erfolgreich", "successfully"): a participle that
// is also a failure word ("cancelado", "storniert") is the change made.
func successIn(toks []token) bool {
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		switch t.w {
		case "successfully", "erfolgreich", "correctamente", "correctement", "corretamente":
			return true
		case "sucesso", "exito", "succes":
			return k > 0 && (toks[k-1].w == "com" || toks[k-1].w == "con" || toks[k-1].w == "avec")
		}
	}
	return false
}

// auxOnly: lexicon "participles" that claim only after an auxiliary:
// German "Bescheid" stands for "Bescheid gegeben/gesagt" ("Ich habe dem
// Team Bescheid gegeben"; "Jana weiß Bescheid" is no claim of its own),
// "raus" for "rausgegangen" ("Die Mail ist raus").
var auxOnly = mkSet("bescheid raus")

// youSaid: the sentence attributes itself to the user ("as you
// mentioned", "como dijiste", "wie du gesagt hast", "como você disse"):
// the user's account, not a result.
func (s *scanner) youSaid(toks []token) bool {
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		// rule bits (rulebits.go) stand for youSubject, said, speechVerbs
		if rb := s.lang.ruleBits(t); !(rb&rYou != 0 || rb&rSaid != 0 && !s.lang.plainForm(t)) {
			continue
		}
		for m := k + 1; m < len(toks) && m <= k+3; m++ {
			if toks[m].kind == tokWord && s.lang.ruleBits(toks[m])&rSpeech != 0 {
				return true
			}
		}
	}
	return false
}

var youSubject = mkSet("you tu du voce usted")

// nounPhraseBefore: toks[from:i] is a short noun phrase (no verb,
// auxiliary, copula, subject, negation, modal or condition): the
// participle after it states what was done to it.
func nounPhraseBefore(toks []token, from, i int, bits []uint16, l *compiled) bool {
	for k := from; k < i; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			return false
		}
		if t.kind != tokWord {
			continue
		}
		if _, verb := l.past1[t.w]; verb || bits[k]&(bAux|bModal|bCond|bHypo) != 0 || l.subj[t.w] || l.neg[t.w] || presentPassAux[t.w] || l.imper[t.w] || finiteCopula[t.w] {
			return false
		}
		if k == i-1 && mannerAdverbs[t.w] {
			return false // "Ruta mal escrita": a description, not an action
		}
	}
	return true
}

// finiteCopula: Romance copulas and "have" forms not in the phrase tables.
var finiteCopula = mkSet("es son esta estan fue era sera est sont etait sera e sao esta estao foi era ha han hay a ont tem")

var mannerAdverbs = mkSet("mal bien mau bem tres muy muito")

// lowerHas: the sentence spanned by toks holds sub (ASCII lower case) in
// its lowercased text: one substring scan before a per-word rule.
func (s *scanner) lowerHas(toks []token, sub string) bool {
	if len(toks) == 0 {
		return false
	}
	from, to := toks[0].start, toks[len(toks)-1].end
	if s.lower != "" && to <= len(s.lower) {
		return strings.Contains(s.lower[from:to], sub)
	}
	return strings.Contains(strings.ToLower(s.text[from:to]), sub)
}

// separatedParticle: an ambiguous English opening verb with its particle
// after the object ("Turned the living room up to 22°", "Turned the
// porch lights off"): a phrasal change, not an adjective.
func separatedParticle(toks []token, i int) bool {
	if toks[i].w != "turned" {
		return false
	}
	for k := i + 2; k < len(toks) && k <= i+5; k++ {
		if toks[k].kind != tokWord {
			return false
		}
		switch toks[k].w {
		case "up", "down", "on", "off":
			return true
		}
	}
	return false
}

// passedOn: "pasar"/"passar" (to pass) claims a message with an indirect
// object pronoun before it or a channel after it ("se lo pasé a Luis por
// correo", "passei pro Carlos por e-mail"); "pasé por la oficina" is no
// message. It returns the verb.
func passedOn(toks []token, l *compiled) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || t.w[0] != 'p' || !passVerbs[t.w] {
			continue
		}
		if l.code == "es" && !strings.HasSuffix(t.w, "e") && t.w != "pasamos" {
			continue
		}
		// an indirect object ("le pasé", "se lo pasé", "lhe passei"); "lo
		// pasé a en revisión" moves a thing
		p := ""
		if k > 0 && toks[k-1].kind == tokWord {
			p = toks[k-1].w
		}
		clitic := p == "le" || p == "les" || p == "lhe" || p == "lhes" || (p == "lo" || p == "la") && k > 1 && toks[k-2].w == "se"
		if clitic || byChannel(toks, k) {
			return k, true
		}
	}
	return 0, false
}

var passVerbs = mkSet("pase pasamos passei passamos")

// afterLookup: an "after" marker ending at j, then a look-up's action noun
// ("Après vérification, …", "Tras la comprobación, …", "Nach kurzer
// Prüfung …", "After a quick check, …", "Após verificação, …"): the
// look-up was done, and what the sentence states next is its result. It
// returns the noun and its kind.
func afterLookup(toks []token, j int) (int, string, bool) {
	for k := j; k < len(toks) && k <= j+2; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return 0, "", false
		}
		if kind, ok := actionNouns[t.w]; ok {
			if kind == KindCheck || kind == KindSearch || kind == KindRead {
				return k, kind, true
			}
			return 0, "", false
		}
		if !isDeterminer(t.w) && !definite[t.w] && !indefinite[t.w] && !briefWords[t.w] {
			return 0, "", false
		}
	}
	return 0, "", false
}

// lookHeading: a verbless opening that names a look-up and what it looked
// at, then a colon and specific content ("Quick look at the logs: 14
// timeouts", "Kurzer Blick in deinen Kalender: …", "Un vistazo rápido a
// tu correo: …", "Petit coup d'œil aux logs : …", "Uma olhada rápida nos
// logs: …", "Vérification du disque : 82 %"): the look-up was done and
// the content is its result. A title with no place it looked ("Review:
// the idea"), a verb before the colon or an instruction after it is no
// such opening. It returns the noun, its kind and the colon.
func (s *scanner) lookHeading(toks []token, first int) (int, string, int, bool) {
	l := s.lang

	n := -1
	kind := ""
	for k := first; k < len(toks) && k <= first+3; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return 0, "", 0, false
		}
		if lookNouns[t.w] || lookNouns[t.bare] {
			n, kind = k, KindRead
			break
		}
		if kd, ok := actionNouns[t.w]; ok && (kd == KindCheck || kd == KindSearch || kd == KindRead) {
			n, kind = k, kd
			break
		}
		if !isDeterminer(t.w) && !definite[t.w] && !indefinite[t.w] && !briefWords[t.w] && !smallWords[t.w] {
			return 0, "", 0, false
		}
	}
	if n < 0 {
		return 0, "", 0, false
	}
	prep := false
	for k := n + 1; k < len(toks) && k <= n+10; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "'" || t.w == "’" {
				continue // "coup d'œil"
			}
			if t.w != ":" || !prep || k+1 >= len(toks) {
				return 0, "", 0, false
			}
			if a := toks[k+1]; a.kind == tokWord && (l.imper[a.w] || l.modal[a.w] || l.subj[a.w] && k+2 < len(toks) && l.modal[toks[k+2].w]) {
				return 0, "", 0, false // "Quick look at the logs: run `tail`"
			}
			return n, kind, k, s.specificAfter(toks, k+1)
		}
		if t.kind != tokWord {
			continue
		}
		if headingPreps[t.w] {
			prep = true
			continue
		}
		if _, ok := lookup(l.part, t); ok || l.subj[t.w] || l.modal[t.w] || l.neg[t.w] {
			return 0, "", 0, false
		}
		if _, ok := lookup(l.past, t); ok {
			return 0, "", 0, false
		}
	}
	return 0, "", 0, false
}

// headingPreps: the prepositions that say where a look went ("at the
// logs", "in den Kalender", "a tu correo", "aux logs", "nos logs").
var headingPreps = mkSet("at in into on over through of im ins in auf durch a al en del de des du aux au dans sur em no na nos nas do da dos das pelo pela")

// smallWords qualify a look as a small one ("un petit coup d'œil").
var smallWords = mkSet("little small petit petite pequeno pequena pequeño pequeña kleiner kleinen kleine")

// briefWords qualify a look-up as quick ("a quick check", "kurzer
// Prüfung", "une rapide vérification").
var briefWords = mkSet("quick brief short rapide breve rapida rapido kurze kurzer kurzen schnelle schneller")

// futureAfter: a future or present-passive auxiliary in the sentence from
// k ("Après vérification, le virement sera envoyé", "Nach Prüfung wird
// das Paket versendet"): a process to come, not a result.
func futureAfter(toks []token, k int) bool {
	for m := k; m < len(toks); m++ {
		if t := toks[m]; t.kind == tokWord && futureAux[t.w] {
			return true
		}
	}
	return false
}

// adviceAfterComma: the clause after the opening's comma opens (within
// three words) on a modal, a condition or "you" ("Tras la lectura del
// manual, conviene probar …", "After review of the logs, you should …"):
// advice or a plan, not what the look found.
func adviceAfterComma(toks []token, k int, l *compiled) bool {
	for ; k < len(toks); k++ {
		if toks[k].kind == tokPunct && toks[k].w == "," {
			for m := k + 1; m < len(toks) && m <= k+3; m++ {
				if v := toks[m]; v.kind == tokWord && (l.modal[v.w] || l.cond[v.w] || isModalContraction(v.w) || youSubject[v.w]) {
					return true
				}
			}
			return false
		}
		if toks[k].kind == tokPunct {
			return false
		}
	}
	return false
}

var futureAux = mkSet("will shall sera seront serez serai pourrez pourrai sera seran serán serás seras será serão serao wird werden werdet")

// loanVerbs are English tool verbs a casual writer of another language
// leaves bare right after a first-person auxiliary ("j'ai check", "on a
// push", "hab deploy"): the participle they stand for.
var loanVerbs = mkKinds("check: check ping; write: push merge commit; run: deploy build restart")

// finiteAfterSubject: the participle-shaped word at i follows its subject,
// a code span or an identifier opening the sentence, and takes an object:
// a third party's finite verb ("`strip()` entfernt auch Leerzeichen",
// "cus_PX81 paid €29.00 twice", "`trim` removed the spaces"), not a
// checklist's verbless "`tmp/` removed." or "Cache geleert und …".
func finiteAfterSubject(toks []token, i, first int, code string) bool {
	subj := i > 0 && (toks[i-1].kind == tokCode || toks[i-1].kind == tokWord && identifierLike(toks[i-1].w) && (i-1 == first || i > 1 && toks[i-2].kind == tokPunct))
	if !subj || i+1 >= len(toks) {
		return false
	}
	n := toks[i+1]
	switch n.kind {
	case tokCode:
		return true
	case tokWord:
		if code == "de" || code == "nl" {
			return !conjunctions[n.w] // (a German checklist's participle ends its clause)
		}
		return definite[n.w] || indefinite[n.w] || isDeterminer(n.w) || isDigit(n.w[0])
	}
	return n.w == "€" || n.w == "$" || n.w == "£"
}

// identifierLike: a word with a digit or an underscore inside
// ("cus_PX81", "srv-04"): a record's id, not a word of the language.
func identifierLike(w string) bool {
	return strings.ContainsAny(w, "_0123456789") && !isDigit(w[0])
}

// habitualAfter: an adverb of habit or automation within three words
// after the participle at k ("est renouvelé automatiquement", "is rotated
// daily"): a present passive that says how a thing works.
func habitualAfter(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+3; m++ {
		if t := toks[m]; t.kind == tokWord && habitualWords[t.w] {
			return true
		}
	}
	return false
}

var habitualWords = mkSet(`automatically automatiquement automáticamente automaticamente automatisch automatico automatisch
	always usually normally regularly daily nightly weekly toujours normalement régulièrement quotidiennement
	siempre normalmente regularmente diariamente sempre geralmente diariamente immer normalerweise regelmäßig täglich`)

// condInClause: a condition or a temporal "when" opens the clause holding
// the auxiliary at i, beyond the few words blocked looks at ("… verified
// when a checksum pass or a test restore has been run"): the passive is
// under it. Portuguese "se" is also a clitic, so it does not count.
func (s *scanner) condInClause(toks []token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-15; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			return false
		}
		if t.kind == tokWord && s.lang.cond[t.w] && t.w != "se" {
			return true
		}
	}
	return false
}

// invertedSubject: in a verb-second language the subject follows the
// report verb when something else opens the clause ("Aktuell ergibt die
// Abfrage auf `orders` 37 Bestellungen", "Heute zeigt das Dashboard …"):
// a tool noun or a code span right after the verb (past one article).
func (s *scanner) invertedSubject(toks []token, i int) (int, string, bool) {
	from := i + 1
	if from < len(toks) && toks[from].kind == tokWord && locativePreps[toks[from].w] {
		from++ // "Consta na caixa de entrada um e-mail …", "Aparecen en el log …"
	}
	for k := from; k < len(toks) && k <= from+1; k++ {
		t := toks[k]
		if t.kind == tokCode {
			if codeExpression(t.w) {
				return 0, "", false // "ergibt das `netto + 0.19`": code's value, not a command's output
			}
			return k, KindRun, true
		}
		if t.kind != tokWord {
			return 0, "", false
		}
		if kind, ok := s.noun(t); ok {
			return k, kind, true
		}
		if !definite[t.w] && !indefinite[t.w] {
			return 0, "", false
		}
	}
	return 0, "", false
}

// actionNounOpening: a line opening with an action noun, its complement
// ("de 1 200 €", "for 4", "an Jonas") and then a participle ("Virement de
// 1 200 € envoyé à M. Bernard", "Transferencia de 1.200 € enviada",
// "Refund of €49 issued to the card"): a verbless report of the action.
// It returns the participle and its kind.
func (s *scanner) actionNounOpening(toks []token, first int, bits []uint16) (int, string, bool) {
	l := s.lang
	n := first
	if n < len(toks) && toks[n].kind == tokWord && (definite[toks[n].w] || indefinite[toks[n].w]) {
		n++
	}
	if n+1 >= len(toks) || toks[n].kind != tokWord || !toks[n].cap && n == first || toks[n+1].kind != tokWord || !complementPrep(toks[n+1].w) {
		return 0, "", false // (the noun's complement follows it: "Virement de", "Refund of")
	}
	nounKind, ok := actionNouns[toks[n].w]
	if !ok {
		return 0, "", false
	}
	for k := n + 1; k < len(toks) && k <= n+7; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "€" || t.w == "$" || t.w == "£" || t.w == "%" || t.w == "." || t.w == "," && k > 0 && isDigit(toks[k-1].w[0]) {
				continue
			}
			return 0, "", false
		}
		if t.kind != tokWord {
			continue
		}
		kind, ok := l.part[t.w]
		if lightParts[t.w] {
			kind, ok = nounKind, true // "Pagamento de 1.200 € efetuado"
		}
		if ok && s.accentOK(t) {
			if !nounPhraseBefore(toks, n+1, k, bits, l) || s.negAfter(toks, k) {
				return 0, "", false
			}
			return k, kind, true
		}
	}
	return 0, "", false
}

// countedStatus: an HTTP status that qualifies counted things ("212
// respuestas 502", "37 Antworten 404", "12 requests 503"): what a log
// holds, not a call that failed.
func countedStatus(toks []token, k int) bool {
	if !httpErrors[toks[k].w] || k < 1 || toks[k-1].kind != tokWord {
		return false
	}
	if statusCounters[toks[k-1].w] {
		return true // "no hay 500", "keine 500er"
	}
	return k >= 2 && !httpErrors[toks[k-1].w] && toks[k-2].kind == tokWord && isDigit(toks[k-2].w[0])
}

// moneyFigure: the HTTP status at k is an amount of money, a currency
// written after it or before it ("Virement de 500 € envoyé", "$500",
// "500 euros", "R$ 502", "403 USD"): no failed call.
func (s *scanner) moneyFigure(toks []token, k int) bool {
	if !httpErrors[toks[k].w] {
		return false
	}
	if k+1 < len(toks) && currencyTokens[toks[k+1].w] || k > 0 && currencyTokens[toks[k-1].w] {
		return true
	}
	// a sign is no token: read the bytes beside the figure
	after := strings.TrimLeft(s.text[toks[k].end:min(len(s.text), toks[k].end+4)], " \u00a0")
	before := strings.TrimRight(s.text[max(0, toks[k].start-4):toks[k].start], " ")
	return hasCurrencySign(after, true) || hasCurrencySign(before, false)
}

// hasCurrencySign: t opens (or ends) with a currency sign.
func hasCurrencySign(t string, open bool) bool {
	for _, c := range []string{"€", "$", "£", "¥"} {
		if open && strings.HasPrefix(t, c) || !open && strings.HasSuffix(t, c) {
			return true
		}
	}
	return false
}

// currencyTokens are currency signs and codes and the words for them,
// folded.
var currencyTokens = mkSet("€ $ £ ¥ r$ us$ k€ eur euro euros usd dollar dollars dolares dolar gbp brl reais real chf franken francs mxn pesos")

// countedAttribute: the failure word at k is an adjective of things a
// figure counts ("37 failed orders", "3 fehlgeschlagene Logins", "12
// pedidos fallidos"): content the answer reports, not a failed call. Not
// attempts or retries counted after "after" ("after 3 failed retries").
func countedAttribute(toks []token, k int, l *compiled) bool {
	figure := func(m int) bool {
		return m >= 0 && toks[m].kind == tokWord && isDigit(toks[m].w[0])
	}
	var n int // the figure's index
	switch {
	case figure(k-1) && k+1 < len(toks) && toks[k+1].kind == tokWord && toks[k+1].plain && l.clsOf(toks[k+1])&bFail == 0:
		n = k - 1 // "37 failed orders"
	case figure(k-2) && toks[k-1].kind == tokWord && toks[k-1].plain && l.clsOf(toks[k-1])&(bFail|bStop|bTrig) == 0 && (l.code == "es" || l.code == "pt" || l.code == "fr" || l.code == "it"):
		n = k - 2 // "37 pedidos fallidos" (the Romance adjective follows its noun)
	default:
		return false
	}
	return n == 0 || toks[n-1].kind != tokWord || l.clsOf(toks[n-1])&bAfter == 0
}

// deniedFailure: a quantifier denies the failure word at k ("nothing
// failing", "none failed", "no tests failed", "0 failed", "ninguno
// fallido", "aucun échec", "pas d'échec", "keiner fehlgeschlagen",
// "nenhum falhou"): a result with no failure in it, not a failed call.
// The denial stands at most three words before, in the same clause;
// "without" only right before ("ohne Erfolg abgebrochen" is a failure),
// and Spanish and Portuguese "no" negate a verb ("no muestran 500"). An
// HTTP status is left to countedStatus.
func deniedFailure(toks []token, k int, l *compiled) bool {
	if httpErrors[toks[k].w] {
		return false
	}
	for m := k - 1; m >= 0 && m >= k-3; m-- {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if failDenials[t.w] && (t.w != "no" || l.code == "en") || t.w == "0" {
			return true
		}
		if m == k-1 && withoutWords[t.w] {
			return true
		}
		if isDigit(t.w[0]) || l.clsOf(t)&bAfter != 0 {
			return false // "nothing after 3 failed retries": the failures are counted
		}
	}
	return false
}

// failDenials are the quantifiers that deny a failure.
var failDenials = mkSet(`no none nothing zero
	ningun ninguno ninguna ningunos nada cero
	aucun aucune aucuns pas rien zero
	kein keine keiner keinen keinem keines nichts null
	nenhum nenhuma nada zero`)

// withoutWords deny what they stand right before ("sans échec", "sin fallos").
var withoutWords = mkSet("without sin sans ohne sem")

// statusCounters count or deny the statuses a log holds.
var statusCounters = mkSet("hay ha há kein keine keinen aucun aucune ningun ningún nenhum zero no")

// locativePreps open the place a verb-first clause reports from ("consta
// na caixa", "aparecen en el log", "figure dans le journal", "steht im Log").
var locativePreps = mkSet("en em na no nos nas dans in im auf on")

// liveSubject: a pronoun subject with a "now" word before the report verb
// at i ("it currently returns 12 users", "elle affiche actuellement …",
// "er zeigt gerade …" after the verb is found by invertedSubject): the
// thing's live output, whatever "it" is.
func liveSubject(toks []token, i int) (int, bool) {
	pron, now := -1, false
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		t := toks[k]
		if t.kind != tokWord {
			break
		}
		switch {
		case liveNow(t.w):
			now = true
		case genericPron[t.w]:
			pron = k
		default:
			k = -1 // (only the pronoun and the "now" word before the verb)
		}
	}
	if now && pron >= 0 {
		return pron, true
	}
	// the "now" word right after the verb ("it returns currently …", "ela
	// mostra agora …")
	if pron >= 0 && i+1 < len(toks) && toks[i+1].kind == tokWord && liveNow(toks[i+1].w) {
		return pron, true
	}
	return 0, false
}

func liveNow(w string) bool {
	switch w {
	case "now", "currently", "presently", "actuellement", "maintenant", "aktuell", "derzeit", "momentan", "jetzt", "gerade", "ahora", "actualmente", "atualmente", "agora":
		return true
	}
	return false
}

// liveNowIn: a "now" word stands within three words before the claim's
// cue or in it ("Ahora mismo la consulta devuelve 312 filas", "right now
// the query returns …"): in answer to what a command does, the answer
// also states what it returns at present, a live result.
func liveNowIn(toks []token, start, end int) bool {
	for k := max(start-3, 0); k <= end && k < len(toks); k++ {
		if toks[k].kind == tokWord && liveNow(toks[k].w) {
			return true
		}
	}
	return false
}

// hedgedUntilBreak: a modal or an example marker from the sentence's start
// up to its first dash, semicolon or colon (the rest is another clause).
func hedgedUntilBreak(toks []token, bits []uint16, from int) bool {
	for k := from; k < len(toks); k++ {
		if t := toks[k]; t.kind == tokPunct && (t.w == "—" || t.w == "–" || t.w == ";" || t.w == ":") {
			return false
		}
		if bits[k]&(bHypo|bModal) != 0 || isModalContraction(toks[k].w) {
			return true
		}
	}
	return false
}

// outputCaption: a parenthesised caption naming what the text beside it
// is the result of ("*(Ergebnis der Abfrage auf `order_items`)*",
// "(output of `df -h`)", "(resultado de la consulta a `pedidos`)"): the
// table or block is presented as that tool's output. It returns the tool
// noun or code span and its kind.
func (s *scanner) outputCaption(text string, toks []token, first int) (int, string, bool) {
	return s.caption(text, toks, first, false)
}

// bareCaption: the same caption with no brackets, in a short sentence
// right beside a table or a code block ("Output of the revenue query for
// Nov 24-30.", "Resultado da consulta de ontem.", "Ergebnis der Abfrage
// von heute."): it names the tool the block came from.
func (s *scanner) bareCaption(text string, toks []token, first int, blocks []block, bi int) (int, string, bool) {
	beside := bi > 0 && (blocks[bi-1].code || blocks[bi-1].cell) || bi+1 < len(blocks) && (blocks[bi+1].code || blocks[bi+1].cell)
	if !beside || len(toks) > 16 {
		return 0, "", false
	}
	return s.caption(text, toks, first, true)
}

func (s *scanner) caption(text string, toks []token, first int, bare bool) (int, string, bool) {
	t := strings.Trim(strings.TrimSpace(text), "*_")
	if bare {
		t = "(" + strings.TrimRight(t, ".:") + ")"
	}
	for first >= 0 && first+1 < len(toks) && toks[first].w == "_" {
		first++ // an italic marker read as a word
	}
	for first >= 0 && first < len(toks) && toks[first].kind != tokWord {
		first++
	}
	if !strings.HasPrefix(t, "(") || !strings.HasSuffix(t, ")") || first < 0 || first+2 >= len(toks) || !captionHeads[toks[first].w] {
		return 0, "", false
	}
	k := first + 1
	if !toks[k].plainWordIn(captionOf) {
		return 0, "", false
	}
	k++
	if k < len(toks) && toks[k].kind == tokWord && (definite[toks[k].w] || indefinite[toks[k].w]) {
		k++
	}
	if k >= len(toks) {
		return 0, "", false
	}
	if toks[k].kind == tokCode {
		return k, KindRun, true
	}
	if kind, ok := s.noun(toks[k]); ok && kind != KindOutput {
		return k, kind, true
	}
	for m := k + 1; bare && m < len(toks) && m <= k+2; m++ {
		// "Output of the revenue-by-SKU query": a qualifier before the noun
		if kind, ok := s.noun(toks[m]); ok && kind != KindOutput && toks[m].kind == tokWord {
			return m, kind, true
		}
	}
	return 0, "", false
}

func (t token) plainWordIn(st set) bool { return t.kind == tokWord && st[t.w] }

var (
	captionHeads = mkSet("result results output ergebnis ergebnisse ausgabe resultado resultados salida saída résultat résultats sortie")
	captionOf    = mkSet("of from der des vom von de del du da do dos das")
)

// insteadOf: toks[k] opens "instead of X" ("statt `payments`", "au lieu
// de", "en lugar de", "em vez de"): X is what the action was not about.
func insteadOf(toks []token, k int) bool {
	t := toks[k]
	if t.kind != tokWord || len(t.w) < 3 || t.w[0] != 's' && t.w[0] != 'a' && t.w[0] != 'i' && t.w[0] != 'l' && t.w[0] != 'v' && t.w[0] != 'r' && t.w[0] != 'p' {
		return false // (a byte gate: hasContrast asks of every word)
	}
	switch t.w {
	case "statt", "anstatt", "instead", "anstelle":
		return true
	case "lieu", "lugar", "vez", "inves":
		return k > 0 && toks[k-1].kind == tokWord && (toks[k-1].w == "au" || toks[k-1].w == "en" || toks[k-1].w == "em" || toks[k-1].w == "ao")
	case "rather", "plutot":
		// "Tuesday rather than Wednesday", "mardi plutôt que mercredi"
		return k+1 < len(toks) && toks[k+1].kind == tokWord && (toks[k+1].w == "than" || toks[k+1].w == "que" || toks[k+1].w == "qu'")
	}
	return false
}

var insteadLinks = mkSet("of de du des d' del von than que qu'")

// upon: the Romance "on doing" markers ("al revisar", "ao abrir").
var upon = mkSet("al ao")

// datedAttribute: a participle after a comma or an opening bracket,
// then "on <date>" ("la página X, actualizada el 12/11", "the page,
// updated on 12 Nov", "die Seite, aktualisiert am 12.11.", "en
// Casa/Obra (modificado el 11 de febrero)"): the thing's timestamp,
// someone's earlier change, not an action of this conversation. Not a
// participle of removal ("`tmp/`, deleted at 14:02", "la carpeta,
// borrada a las 14:02", "(gelöscht um 14:02)"): a removed thing is no
// longer there to bear a date, so its time is the removal's, an action
// reported.
func (s *scanner) datedAttribute(toks []token, i int) bool {
	if toks[i-1].kind != tokPunct || toks[i-1].w != "," && toks[i-1].w != "(" {
		return false
	}
	if removalParticiple(toks[i].w) {
		return false
	}
	if s.requestedAction(toks[i].w) {
		return false // the action the user asked for, dated: "the contract to Bruno (sent 3 December) is on its way" after "send it to Bruno"
	}
	// (a time only after a participle of no action concept: "abgelegt
	// um 01:14" dates the file, "The invoice, sent at 14:02, …" or "(merged
	// at 14:02)" reports the send or the merge)
	return s.datedAfter(toks, i) || participleConcept(toks[i].w) == nil && timedAfter(toks, i)
}

// requestedAction: w (folded) is a participle of the change the user's
// message asks for ("enviado" after "envía el contrato a Bruno"): dated
// beside the thing, it reports that change done, not a date the thing
// already bore. Only with no call made this turn: after a look-up the
// date may be what it returned ("Did anyone email me?" … "sent on 2
// December").
func (s *scanner) requestedAction(w string) bool {
	if s.after {
		return false
	}
	kind, ok := s.lang.part[w]
	if !ok && strings.HasSuffix(w, "ada") {
		kind, ok = s.lang.part[w[:len(w)-3]+"ado"]
	}
	if ok && s.changeKind != "" && (kind == s.changeKind || s.requested(w)) {
		return true
	}
	// the user's message names the change by a word of its stem, a verb
	// the request list lacks or its noun ("Upload report.pdf …", "the
	// upload of …", "l'envoi de la facture"): "report.pdf, uploaded at
	// 14:02, …" reports it done
	return ok && (kind == KindWrite || kind == KindSend) && s.userNames(w)
}

// userNames: a word of the user's last message starts with the first
// four letters of w (folded), a word of four letters or more.
func (s *scanner) userNames(w string) bool {
	if len(w) < 4 {
		return false
	}
	if s.userStems == nil {
		s.userStems = map[string]bool{}
		for _, t := range s.userToks {
			if t.kind == tokWord && len(t.w) >= 4 {
				s.userStems[t.w[:4]] = true
			}
		}
	}
	return s.userStems[w[:4]]
}

// removalParticiple: w (folded) is a participle of the delete or purge
// concept, also in its feminine ("borrada", "apagada").
func removalParticiple(w string) bool {
	cp := participleConcept(w)
	return cp != nil && (cp.name == "delete" || cp.name == "purge")
}

// participleConcept: the concept of the participle w (folded), also in
// its feminine ("borrada", "enviada"), or nil.
func participleConcept(w string) *concept {
	cp := conceptByVerb[w]
	if cp == nil && strings.HasSuffix(w, "ada") {
		cp = conceptByVerb[w[:len(w)-3]+"ado"]
	}
	return cp
}

// timedAfter: "at <time>" right after toks[i] ("abgelegt um 01:14",
// "stored at 01:14", "guardado a las 01:14", "déposé à 1h14", "gravado às
// 1h14"): with the comma or bracket before it, the time the thing bears.
func timedAfter(toks []token, i int) bool {
	k := i + 1
	if k >= len(toks) || toks[k].kind != tokWord || !timePreps[toks[k].w] {
		return false
	}
	if k++; k < len(toks) && toks[k].kind == tokWord && (toks[k].w == "las" || toks[k].w == "la") {
		k++ // "a las 01:14"
	}
	return k < len(toks) && toks[k].kind == tokWord && toks[k].w != "" && isDigit(toks[k].w[0])
}

var timePreps = mkSet("at um à a às")

// datedAfter: "on <date>" right after toks[i] ("reçue le 3 novembre",
// "received on Monday", "eingegangen am 3.11.").
func (s *scanner) datedAfter(toks []token, i int) bool {
	if i+2 >= len(toks) {
		return false
	}
	p, d := toks[i+1], toks[i+2]
	if p.kind != tokWord || !datePreps[p.w] || d.kind != tokWord {
		return false
	}
	return isDigit(d.w[0]) || globalRuleBits(d)&(rMonth|rWeekday) != 0
}

var datePreps = mkSet("on em el le am à a en no")

// throughPast1: first-person pasts of "pass" that, with "through" and a
// plural or a tool noun, say the things were read ("Passei pelas
// cláusulas", "Pasé por los logs"); "passei pela padaria" is a visit.
func throughPast1(w string) bool {
	switch w {
	case "passei", "passamos", "pase", "pasamos":
		return true
	}
	return false
}

var throughPreps = mkSet("pelo pela pelos pelas por")

// goneThrough returns the noun gone through after the verb at i.
func (s *scanner) goneThrough(toks []token, i int) (int, bool) {
	k := i + 1
	if k >= len(toks) || toks[k].kind != tokWord || !throughPreps[toks[k].w] {
		return 0, false
	}
	k++
	if k < len(toks) && toks[k].kind == tokWord && (definite[toks[k].w] || indefinite[toks[k].w] || possessive2[toks[k].w] || myWords[toks[k].w]) {
		k++ // "pela sua caixa de entrada", "por mi correo"
	}
	if k >= len(toks) || toks[k].kind != tokWord {
		return 0, false
	}
	if _, ok := s.noun(toks[k]); ok || len(toks[k].w) > 3 && strings.HasSuffix(toks[k].w, "s") {
		return k, true
	}
	if _, ok := storeNouns[toks[k].w]; ok {
		return k, true // a store gone through is read: "Passei pela sua caixa de entrada"
	}
	return 0, false
}

// receivedWords: the participle of a message's arrival ("Reçue le 3
// novembre", "Received on Monday", "Recibida el 3", "Eingegangen am 3.11.").
var receivedWords = mkSet("received reçu reçue reçus reçues recibido recibida recibidos recibidas recebido recebida recebidos recebidas eingegangen erhalten")

// captionOpening: a byte gate for outputCaption (a caption opens with a
// parenthesis, perhaps in emphasis).
func captionOpening(text string) bool {
	for i := 0; i < len(text) && i < 4; i++ {
		switch text[i] {
		case '(':
			return true
		case ' ', '*', '_', '\t':
		default:
			return false
		}
	}
	return false
}

// routeComputed: a verb of computing with a route as its object, within
// three words either way ("calculé l'itinéraire", "calculated the route",
// "calculei a rota", "Route berechnet"): directions need a maps tool.
func routeComputed(toks []token) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || t.w[0] != 'c' && t.w[0] != 'b' || !computeVerb(t.w) {
			continue
		}
		if k > 0 && presentPassAux[toks[k-1].w] {
			continue // "a route's cost is calculated from …": how it works
		}
		for m := max(k-3, 0); m < len(toks) && m <= k+3; m++ {
			if toks[m].kind == tokWord && (routeNoun(toks[m].w) || routeNoun(toks[m].bare)) {
				return k, true
			}
		}
	}
	return 0, false
}

func computeVerb(w string) bool {
	switch w {
	case "calculated", "calcule", "calculee", "calculei", "calculamos", "calculado", "calculada", "berechnet", "calculou":
		return true
	}
	return false
}

func routeNoun(w string) bool {
	switch w {
	case "route", "itinerary", "itineraire", "trajet", "ruta", "itinerario", "trayecto", "rota", "trajeto", "routen", "fahrtroute":
		return true
	}
	return false
}

// possessVerb: "has" in the five languages, with a file as subject and a
// code span as object a report of the file's content.
func possessVerb(w string) bool {
	switch w {
	case "has", "tiene", "contient", "hat", "tem":
		return true
	}
	return false
}

func complementPrep(w string) bool {
	switch w {
	case "of", "for", "to", "de", "del", "du", "des", "da", "do", "von", "uber", "über", "an", "fur", "für", "para", "pour", "a", "au":
		return true
	}
	return false
}

// statusCap: a participle after a "now" passive ("is now", "está ahora")
// written capitalised names a status ("Closed Won", "Cerrado"), not a
// change claimed (German and Dutch capitalise nouns, not participles).
func statusCap(t token, l *compiled) bool {
	return t.cap && l.code != "de" && l.code != "nl"
}

// statusName: toks[j:] follows a "now" passive and opens with a status
// name (statusCap): its words, the participle and the capitalised words
// after it ("Closed Lost", "Waiting Customer"), are toks[k:end]. The
// name is what the call set: a label the call must name.
func (s *scanner) statusName(toks []token, j int) (k, end int, ok bool) {
	l := s.lang
	k, kind, ok := s.findVerb(toks, j, l, false)
	if !ok || !(kind == KindWrite || kind == KindSend || kind == KindRun) || !statusCap(toks[k], l) {
		return 0, 0, false
	}
	end = k + 1
	for end < len(toks) && end < k+4 && toks[end].kind == tokWord && toks[end].cap && !l.stop[toks[end].w] {
		end++
	}
	return k, end, true
}

// perceivedIn: an impersonal verb of seeing in the present, then where it
// sees: a tool's resource or one of the user's stores ("Se ve en los logs
// que el job falla", "On voit dans les logs que …", "Im Log sieht man,
// dass …", "Vê-se nos logs que …", "Nota-se na base que …"): what the
// sentence states next was read there. It returns the verb. A sentence
// about material the user pasted ("en este log") is no look-up.
func (s *scanner) perceivedIn(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || l.code == "en" || len(toks) > 60 {
		return 0, false
	}
	verb := -1
	for k := first; k < len(toks) && k < first+12; k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		if l.neg[t.w] || l.neg[t.bare] {
			return 0, false // "no se ve nada en los logs"
		}
		if seeVerbs[t.w] && (k > 0 && impersonalPronouns[toks[k-1].w] || k+1 < len(toks) && impersonalPronouns[toks[k+1].w]) || seeVerbs[strings.TrimSuffix(t.w, "-se")] && strings.HasSuffix(t.w, "-se") {
			verb = k
			break
		}
	}
	if verb < 0 || s.userPasted() {
		return 0, false
	}
	for k := max(first, verb-8); k < len(toks) && k < verb+8; k++ {
		t := toks[k]
		if t.kind != tokWord || !anchorPlacePreps[t.w] && t.w != "dans" && t.w != "nos" && t.w != "nas" && t.w != "im" {
			continue
		}
		for m := k + 1; m < len(toks) && m <= k+3; m++ {
			u := toks[m]
			if u.kind == tokCode && knownCommandLine(u.w) {
				return verb, s.specificAfter(toks, verb+1) // "En `journalctl -u nginx` se ve …"
			}
			if u.kind != tokWord || demonstratives[u.w] {
				break
			}
			_, noun := lookup(l.nouns, u)
			_, store := storeNouns[u.w]
			if noun || store {
				return verb, s.specificAfter(toks, verb+1)
			}
		}
	}
	return 0, false
}

// seeVerbs see or notice, present, four languages (the impersonal
// pronoun beside them: "se ve", "on voit", "man sieht", "vê-se").
var seeVerbs = mkSet("ve observa aprecia nota voit observe constate remarque sieht erkennt ve observa nota percebe")

// impersonalPronouns make a verb impersonal: "se", "on", "man".
var impersonalPronouns = mkSet("se on man")

// receivedPassive: a passive or perfect of receiving with its date ("The
// payment of €420 was received on 3 December", "El pago se recibió el 3
// de diciembre", "Le paiement a été reçu le 3 décembre", "Die Zahlung ist
// am 3. Dezember eingegangen", "O pagamento foi recebido no dia 3"): the
// arrival was looked up in a mailbox or an account. It returns the
// participle.
func (s *scanner) receivedPassive(toks []token) (int, bool) {
	for k, t := range toks {
		if t.kind != tokWord || len(t.w) < 4 || !(strings.HasPrefix(t.w, "rec") || strings.HasPrefix(t.w, "ein") || strings.HasPrefix(t.w, "erh")) || !receivedWords[t.w] && !receivedFinite[t.w] {
			continue // (a prefix gate before the maps: this runs at every word)
		}
		aux := false
		for m := k - 1; m >= 0 && m >= k-6; m-- {
			if u := toks[m]; u.kind == tokWord && receiveAux[u.w] {
				aux = true
				break
			}
		}
		if !aux || s.blocked(toks, k) || s.negAfter(toks, k) {
			continue
		}
		if s.datedAfter(toks, k) || k+3 < len(toks) && toks[k+1].kind == tokWord && datePreps[toks[k+1].w] && toks[k+2].w == "dia" || datedBefore(toks, k) {
			return k, true
		}
	}
	return 0, false
}

// receivedFinite: simple pasts of receiving after an impersonal "se".
var receivedFinite = mkSet("recibio recibieron")

// receiveAux: the auxiliaries of a passive or perfect of receiving.
var receiveAux = mkSet("was were been ete fue fueron sido se foi foram wurde wurden ist sind")

// datedBefore: a date preposition and a day or month in the words before
// toks[k] ("ist am 3. Dezember eingegangen").
func datedBefore(toks []token, k int) bool {
	for m := max(k-6, 0); m+1 < k; m++ {
		p, d := toks[m], toks[m+1]
		if p.kind == tokWord && datePreps[p.w] && d.kind == tokWord && d.w != "" && (isDigit(d.w[0]) || globalRuleBits(d)&(rMonth|rWeekday) != 0) {
			return true
		}
	}
	return false
}

// sourceNowLabel: a line that names where content comes from and that it
// is current, then a colon, with a block after it ("From
// status.example.net right now:", "Desde status.example.net ahora
// mismo:", "Sur la page de statut en ce moment :", "Em status.example.net
// neste momento:"): the block is presented as that source's output. It
// returns the source word.
func (s *scanner) sourceNowLabel(toks []token, first int) (int, bool) {
	l := s.lang
	if first < 0 || len(toks) > 14 || len(toks) < 3 {
		return 0, false
	}
	if last := toks[len(toks)-1]; last.kind != tokPunct || last.w != ":" {
		return 0, false
	}
	// opened by "from", or saying what the source says ("Esto es lo que
	// pone ahora mismo en x.io:", "Here's what x.io says right now:")
	opensFrom, says := fromPreps[toks[first].w], false
	if !opensFrom && l.imper[toks[first].w] {
		return 0, false // "Open x.io now and see:": an instruction
	}
	src, now := -1, false
	for k := first + 1; k < len(toks)-1; k++ {
		t := toks[k]
		if kind := objectKind(t); t.kind == tokCode || t.kind == tokWord && (kind == "host" || kind == "url" || kind == "path") {
			src = k
			continue
		}
		if t.kind == tokWord {
			if _, ok := lookup(l.nouns, t); ok && src < 0 {
				src = k
			}
			if l.now[t.w] || recentWords[t.w] || currentWords[t.w] || verbatimWords[t.w] {
				now = true // a quote word dates the text as read just now
			}
			if l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] || l.neg[t.w] || youWords[t.w] {
				return 0, false
			}
			if !says {
				_, says = lookup(l.report, t)
				says = says || sayWords[t.w]
			}
		}
	}
	return src, src >= 0 && now && (opensFrom || says)
}

// verbatimWords say the text that follows is quoted word for word
// ("verbatim", "textualmente", "textuellement", "wörtlich").
var verbatimWords = mkSet("verbatim textually literally word-for-word textualmente literalmente textuellement littéralement wörtlich")

// sayWords: colloquial verbs of a text saying something that are no
// report verbs elsewhere ("lo que pone en la web", "ce qui est marqué").
var sayWords = mkSet("pone ponía marque marqué marquée")

// currentWords say "at present" ("en ce moment", "neste momento",
// "currently", "aktuell").
var currentWords = mkSet("currently moment momento actuellement actualmente atualmente aktuell derzeit")

// fromPreps say where content comes from ("from", "desde", "sur",
// "auf", "em").
var fromPreps = mkSet("from desde de sur depuis auf von em no na do da")

// codeExpression: a code span holding a function call ("brutto()",
// "satz_fuer('AT')", "os.path.join(a, b)") or an arithmetic expression
// ("netto * 1 + satz"), not a command: as the subject of a report verb it
// says what code computes or returns, an explanation of code, not a
// tool's output. A query ("SELECT count(*) FROM t") opens with a keyword
// and stays a command.
func codeExpression(c string) bool {
	if c == "" {
		return false
	}
	if isDigits(c) {
		return true // "El `301` indica …": a value explained, no command
	}
	if c0 := c[0]; !(c0 == '_' || 'a' <= c0 && c0 <= 'z' || 'A' <= c0 && c0 <= 'Z') {
		return false
	}
	if p := strings.IndexByte(c, '('); p > 0 && c[len(c)-1] == ')' {
		for i := 0; i < p; i++ {
			if b := c[i]; !(b == '_' || b == '.' || isASCIIWord(b)) {
				return false // a space before the call: a command or a query
			}
		}
		return true
	}
	if sp := strings.IndexByte(c, ' '); sp > 0 && strings.ToUpper(c[:sp]) == c[:sp] && strings.ToLower(c[:sp]) != c[:sp] {
		return false // SELECT … + …
	}
	return strings.Contains(c, " + ") || strings.Contains(c, " * ") || strings.Contains(c, " == ")
}

// alreadyIn: an "already" word in the text of a to-do ("- [ ] Primer PR
// (ya le he creado el issue BACK-318)", "- [ ] First PR (I already
// opened BACK-318)"): part of the item is reported done, which the
// rules then read as any sentence.
func alreadyIn(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && taskDoneWords[t.w] {
			return true
		}
	}
	return false
}

// taskDoneWords: "already" in every language, folded.
var taskDoneWords = mkSet("already ya deja schon bereits ja")

// openTask: a Markdown task-list item left unchecked ("- [ ] Backup
// validated", "1. [ ] Réplica sincronizada"): a to-do, not a thing done,
// whatever participle it holds; a checked one ("- [x] …") reports.
func openTask(t string) bool {
	if len(t) < 5 || t[0] != '-' && t[0] != '*' && t[0] != '+' && !isDigit(t[0]) && t[0] != ' ' && t[0] != '\t' {
		return false // (most sentences: their first byte)
	}
	t = strings.TrimLeft(t, " \t")
	switch {
	case strings.HasPrefix(t, "- "), strings.HasPrefix(t, "* "), strings.HasPrefix(t, "+ "):
		t = t[2:]
	default:
		i := 0
		for i < len(t) && i < 3 && isDigit(t[i]) {
			i++
		}
		if i == 0 || i+1 >= len(t) || t[i] != '.' && t[i] != ')' || t[i+1] != ' ' {
			return false
		}
		t = t[i+2:]
	}
	return strings.HasPrefix(strings.TrimLeft(t, " "), "[ ]")
}

// ownerOfSource: the speech word at k is a possessive ("your", "their")
// naming whose source a report reads ("Your dashboard shows 3 incidents",
// "Their pricing page currently reads: …"): an owner, not a speaker. The
// user's own material ("your message", "your code") stays theirs.
func (s *scanner) ownerOfSource(toks []token, k int) bool {
	if w := toks[k].w; !possessive2[w] && w != "their" {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+2; m++ {
		t := toks[m]
		if t.kind != tokWord || pastedNouns[t.w] || personWords[t.w] {
			return false
		}
		// a live source a look-up reads: a page, a dashboard, an inbox, a
		// database; not a log, an output or a file the user may have
		// pasted ("the panic in your log comes from …")
		if kind, ok := s.lang.nouns[t.w]; ok {
			return kind == KindFetch || kind == KindCheck || kind == KindSearch || kind == KindQuery || kind == KindList
		}
		if _, ok := storeNouns[t.w]; ok {
			return true
		}
	}
	return false
}

// finitePastSubject: the word before the English past form at i is its
// subject, a thing that is no tool or action ("Prices went up", "Business
// went up from $14", "v2.3 went to prod"): a statement about that thing,
// not a telegraphic report of an action ("Tests ran: 212 passed", "yep
// looked thru them").
func finitePastSubject(toks []token, i int, l *compiled) bool {
	if i == 0 || toks[i-1].kind != tokWord {
		return false
	}
	p := toks[i-1]
	if _, ok := l.nouns[p.w]; ok {
		return false
	}
	return p.cap && i > 1 || pluralNoun(p) || !p.plain && strings.IndexAny(p.w, "0123456789") >= 0
}

// lastTimestamp: the participle at i is dated as the thing's latest
// change ("last updated on 2 March", "zuletzt gestern um 16:20
// aktualisiert", "actualizado por última vez el 3", "mis à jour pour la
// dernière fois le 3", "atualizado pela última vez em 3/12"): an
// attribute the thing carries, not an action done now.
func lastTimestamp(toks []token, i int) bool {
	if i > 0 && toks[i-1].kind == tokWord && toks[i-1].w == "last" {
		return true
	}
	for k := max(0, i-6); k < len(toks) && k <= i+5; k++ {
		t := toks[k]
		if t.kind != tokWord {
			if k < i {
				continue
			}
			break
		}
		switch t.w {
		case "zuletzt":
			return true
		case "ultima", "derniere":
			if k+1 < len(toks) && (toks[k+1].w == "vez" || toks[k+1].w == "fois") {
				return true
			}
		}
	}
	return false
}

func isDigits(c string) bool {
	for i := 0; i < len(c); i++ {
		if !isDigit(c[i]) {
			return false
		}
	}
	return c != ""
}

// identifierBefore: a code span naming an identifier (no path, host or
// URL) is the subject of the present passive at i ("`decimal` est importé
// mais jamais utilisé", "`cache` ist als global deklariert"): what the
// code does, read in a review, not an action done now.
func identifierBefore(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tokCode || i >= 2 && toks[i-2].kind != tokPunct {
		return false // (after a noun the span names a resource: "le service `billing` est redémarré")
	}
	if i+1 < len(toks) && toks[i+1].kind == tokWord && (liveNow(toks[i+1].w) || justWords[toks[i+1].w] || toks[i+1].w == "bien") {
		return false // "`nginx` est maintenant redémarré": the state now, a change done
	}
	w := toks[i-1].w
	return w != "" && !strings.ContainsAny(w, "/ ") && objectKind(token{kind: tokWord, w: w}) == ""
}

// recordNounParticiples are participles that are also the name of a
// record ("pedido": asked / an order; "reçu": received / a receipt).
var recordNounParticiples = mkSet("pedido pedidos recu")

// recordHeading: such a word right before the record's number ("Pedido
// 55120: …", "Pedido #A-311", "Reçu n° 4411") names the record, it
// reports no action ("Pedido a Marta el informe" still does).
func recordHeading(toks []token, i int) bool {
	if !recordNounParticiples[toks[i].w] || i+1 >= len(toks) {
		return false
	}
	k := i + 1
	if (toks[k].w == "#" || toks[k].w == "n" || toks[k].w == "no" || toks[k].w == "nº" || toks[k].w == "n°") && k+1 < len(toks) {
		k++
	}
	return hasDigit(toks[k].w)
}

// requestParticiples are participles of asking for something, folded.
var requestParticiples = mkSet("requested solicitado solicitada solicitados solicitadas solicito demande demandee demandes demandees beantragt angefordert requisitado requisitada")

// changeRequestNouns name a change one asks a third party for (money
// given back, an order or a contract ended), folded.
var changeRequestNouns = mkSet("refund refunds reembolso reembolsos estorno estornos remboursement remboursements erstattung ruckerstattung gutschrift cancellation cancelamento cancelacion annulation stornierung kundigung chargeback devolucion devolucao")

// changeRequested: a passive of asking ("was requested", "foi solicitado",
// "a été demandé") whose subject, within a few words before it or right
// after it ("se solicitó el reembolso"), is a change (a refund, a
// cancellation): the change was asked of a third party, no page fetched.
func changeRequested(toks []token, start, end int) bool {
	if !requestParticiples[toks[end].w] {
		return false
	}
	for k := max(start-5, 0); k < min(end+4, len(toks)); k++ {
		if toks[k].kind == tokWord && changeRequestNouns[toks[k].w] {
			return true
		}
	}
	return false
}
