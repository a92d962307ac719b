package claims

import "strings"

// RuleCasualAnswer: with no call made this turn, a short answer to the
// user's question that opens with a colloquial yes or no ("yep", "nope",
// "jap", "nö", "sip", "ouais", "chegou sim") and goes on to a specific
// reading of the user's world (a figure, a time, a status, an address:
// "yep, nothing on between 12 and 2", "Jap, sind noch 12 Stück da",
// "sip, terminó hace como 10 min", "ouais vu, elle est verte", "tem sim,
// sobraram 12") answers as from a look-up just made: no call made it.
// Not a yes that asks back, plans, hedges or fails ("nope, not yet! want
// me to send it?", "dá sim! qual conta?"), the speaker's own undone
// action ("nope, haven't touched it"), nor a figure the user wrote
// ("is 14:00 ok?" "yep, 14:00 works").
const RuleCasualAnswer = "casual_answer"

// casualParticles: colloquial yes and no words, five languages (the
// formal "yes", "sí", "oui", "ja", "sim" answer questions of fact too).
// German "nö" folds to "no", the formal no of en and es: it is read
// from its bytes (casualOpening).
var casualParticles = mkSet(`yep yup yeah yea nope nah
	sip sipi sep nop nel
	ouais ouep voui nan
	jap jep jup jo nee
	aham uhum`)

// casualAnswerMax: the longest answer read (bytes): a chat reply.
const casualAnswerMax = 200

// casualAnswer adds the claim to the answer's first sentence.
func (s *scanner) casualAnswer(blocks []block) {
	text := strings.TrimSpace(s.text)
	if len(text) > casualAnswerMax || len(blocks) == 0 || blocks[0].code {
		return
	}
	if casualOpening(s.text, s.blockToks(blocks[0])) < 0 {
		return // (the first sentence's tokens are cached: most answers stop here, allocating nothing)
	}
	toks := tokenize(nil, s.text, 0, len(s.text))
	p := casualOpening(s.text, toks)
	if p < 0 {
		return
	}
	if notYetIn(toks) || s.casualQualified(toks[p+1:]) {
		return
	}
	l := s.lang
	content, stated := false, false // stated: content in a sentence already ended
	for k := p + 1; k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokPunct && (t.w == "." || t.w == "!") {
			stated = stated || content
		}
		if t.kind == tokPunct && t.w == "?" {
			// "dá sim! qual conta?", "yep. want me to move the 14:00?": a
			// question back asks; a statement before it still reads ("yep,
			// 12 left. want me to hold one?")
			content = stated
			break
		}
		if t.kind == tokCode {
			content = content || !s.inUserText(t.w)
			continue
		}
		if t.kind != tokWord {
			continue
		}
		w := t.w
		if l.cond[w] || l.hypo[w] || l.modal[w] && (k > 0 && l.subj[toks[k-1].w] && !secondPerson[toks[k-1].w] || isModalContraction(w)) {
			return // "sí, si me dices cuál", "yep, I'll send it"
		}
		if (l.neg[w] || strings.HasSuffix(w, "n't")) && !absenceWord(w) && ownUndone(toks, k, l) {
			return // "nope, haven't touched it", "nö, hab ich noch nicht"
		}
		switch {
		case isDigit(w[0]) && sinceRelease(toks, k):
			// "yep, since 3.10", "Jap, seit Go 1.18", "sip, desde la 3.10": the
			// release a feature came with, knowledge, no reading
		case isDigit(w[0]) || objectKind(t) == "email" || objectKind(t) == "host" || objectKind(t) == "path":
			content = content || !s.inUserText(w)
		case statusWords[w] || statusCue(w) || absenceWord(w) || timeWords[w] || casualStates[w] || switchedStates[w]:
			content = true
		}
	}
	if !content {
		return
	}
	b := blocks[0]
	s.claims = append(s.claims, Claim{Rule: RuleCasualAnswer, Action: KindCheck, Cue: s.text[toks[p].start:toks[p].end],
		Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code})
}

// casualOpening: the index of the colloquial yes or no opening toks
// (the first word, or Portuguese "<verb> sim" as its first two: "chegou
// sim", "tem sim"), -1 when none.
func casualOpening(text string, toks []token) int {
	first := -1 // the first word's index, once read
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if first < 0 {
			if casualFillers[t.w] && i+1 < len(toks) && toks[i+1].kind == tokWord && casualParticles[toks[i+1].w] {
				continue // "lol yeah it's green again": a laugh before the yes
			}
			if casualParticles[t.w] || t.w == "no" && strings.EqualFold(text[t.start:t.end], "nö") {
				return i
			}
			first = i
			continue
		}
		if t.w == "sim" && !hedgeBeforeSim[toks[first].w] {
			return i
		}
		break
	}
	return -1
}

// hedgeBeforeSim: words that make "<word> sim" a guess, no answer
// ("provavelmente sim", "acho que sim").
var hedgeBeforeSim = mkSet("provavelmente acho talvez creio possivelmente")

// absenceWord: a word that states nothing was found ("nothing", "nix",
// "nada", "rien", "nichts"): a reading, not a negated action.
func absenceWord(w string) bool {
	return w == "nix" || w == "nothing" || w == "nada" || w == "rien" || w == "nichts" || w == "aucun" || w == "aucune" || w == "keine" || w == "kein" || w == "nenhum" || w == "nenhuma" || w == "ninguno" || w == "ninguna"
}

// ownUndone: the negation at toks[k] denies an action (a perfect or past
// form next to it, or the speaker as its subject): "haven't touched it",
// "no lo he visto", "hab ich noch nicht", "não vi".
func ownUndone(toks []token, k int, l *compiled) bool {
	for m := k - 2; m <= k+2 && m < len(toks); m++ {
		if m < 0 || m == k || toks[m].kind != tokWord {
			continue
		}
		w := toks[m].w
		if speakerWords[w] || l.subj[w] && !secondPerson[w] {
			return true
		}
		if _, ok := l.past1[w]; ok {
			return true
		}
		if _, ok := l.past[w]; ok {
			return true
		}
		if _, ok := l.part[w]; ok {
			return true
		}
		if _, ok := matchPhrase(toks, m, l.aux); ok {
			return true
		}
	}
	return strings.HasPrefix(toks[k].w, "haven") || strings.HasPrefix(toks[k].w, "didn")
}

// casualQualified: after the yes, the answer guesses, fails, tells the
// speaker's present doing or a step under way ("jap, mach ich gleich",
// "yep, sending it now", "sí, pero falló"): yesQualified without its
// next-step words, which here say "still" ("sind noch 12 Stück da"); a
// plan with them has its first-person verb ("mach ich noch").
func (s *scanner) casualQualified(toks []token) bool {
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		w := t.w
		if s.lang.hypo[w] || s.lang.fail[w] || s.lang.present1[w] || progressive(w) && stepUnderWay(toks, k) {
			return true
		}
	}
	return false
}

// sinceRelease: toks[k], a figure, is a version ("3.10", "1.18") or a
// year after a word of "since" ("since 3.10", "seit Go 1.18", "desde la
// 3.10", "depuis la 3.10", "desde a 3.10", "since 2019"), at most an
// article or a capitalised name between: when a thing came to be, told
// from knowledge. A time ("since 14:02") or a count ("seit 2 Stunden")
// is none.
func sinceRelease(toks []token, k int) bool {
	w := toks[k].w
	if !yearWord(w) && !releaseNumber(w) {
		return false
	}
	for m := k - 1; m >= 0 && m >= k-2; m-- {
		t := toks[m]
		if t.kind != tokWord {
			return false
		}
		if casualSinceWords[t.w] {
			return true
		}
		if !(articleWords[t.w] || contrastArticles[t.w] || t.cap) {
			return false
		}
	}
	return false
}

// releaseNumber: digits with inner dots, two or three parts ("3.10",
// "1.18.2"), no other mark.
func releaseNumber(w string) bool {
	dots := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '.':
			if i == 0 || i == len(w)-1 || w[i-1] == '.' {
				return false
			}
			dots++
		case !isDigit(c):
			return false
		}
	}
	return dots == 1 || dots == 2
}

// casualSinceWords: "since" in five languages, folded.
var casualSinceWords = mkSet("since seit desde depuis")

// casualStates: a state a casual yes or no reads off the user's things
// (a door shut, a slot free, a build green; "nope, garage is shut",
// "passt, Donnerstag ist komplett frei", "nel, está cerradita"): a
// reading, as a status word is.
var casualStates = mkSet(`shut free green
	cerrada cerrado cerradita cerradito libre verde
	fermee ferme fermes libres vert verte
	zu frei grun geschlossen
	fechada fechado fechadinha livre`)

// casualFillers: a laugh or a sound before the yes ("lol yeah", "haha
// nope"): the yes still opens the answer.
var casualFillers = mkSet("lol haha hehe jaja kkk mdr ah oh")

// unmarkedQuestion: a short chat message that asks yes or no with no
// question mark, opened by an auxiliary or a verb of state ("did i leave
// the garage open lol", "is the build green again or what", "läuft die
// pipeline wieder oder immer noch rot"): a question all the same.
func unmarkedQuestion(user string) bool {
	if len(user) > 120 {
		return false
	}
	i, n := 0, 0 // (no strings.Fields: this runs on every answer with no claim, and allocated)
	for n < 3 {
		for i < len(user) && (user[i] == ' ' || user[i] == '\n' || user[i] == '\t') {
			i++
		}
		j := i
		for j < len(user) && user[j] != ' ' && user[j] != '\n' && user[j] != '\t' {
			j++
		}
		if j == i {
			return false
		}
		w := fold(user[i:j])
		if n < 2 && chatGreetings[w] {
			i, n = j, n+1
			continue // "yo is the lint clean", "hey did …"
		}
		return yesNoOpeners[w]
	}
	return false
}

var (
	chatGreetings = mkSet("yo hey hi ok okay so oi ola hola salut hallo")
	yesNoOpeners  = mkSet(`did do does is are am was were has have
		hab habe hast ist sind lauft war waren gibts
		esta estan hay sigue
		est-ce t'as
		ta tem chegou caiu`)
)
