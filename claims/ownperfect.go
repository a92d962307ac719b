package claims

import "strings"

// A turn report told as the speaker's own perfect ("Lo he reasignado",
// "Ich habe im CRM eine Notiz hinterlegt", "J'ai relancé le job", "I've
// updated the wiki page") with a verb the lexicon does not know, or knows
// only as a weak verb, says the speaker did something; it is no look-up's
// output. Read as an output, any call of the turn backed it, a read too.
// It is read as a change instead (or as its verb's kind where the lexicon
// knows it): only a call whose tool can change things backs it, unless the
// participle is a state a look-up returned ("assigned", "paid").

// ownPerfect: the participle of the speaker's own perfect in toks (an
// auxiliary of the first person followed by a participle in its clause),
// the kind it claims, and whether there is one. A participle of looking
// ("checked", "revisado") or one about the answer itself ("the figures
// below", "el resumen de abajo") is none.
func (s *scanner) ownPerfect(toks []token) (string, string, bool) {
	l := s.lang
	for i := 0; i < len(toks); i++ {
		if toks[i].kind != tokWord {
			continue
		}
		n, ok := matchPhrase(toks, i, l.aux)
		if !ok {
			continue
		}
		if i > 0 && toks[i-1].kind == tokWord && (l.cond[toks[i-1].w] || modalWord(toks[i-1], l)) {
			continue
		}
		if toks[i].w == "haben" && n-i == 1 && !(n < len(toks) && toks[n].w == "wir") {
			continue // "Im Oktober haben sich 1.874 Kunden registriert": a third person's perfect
		}
		p := s.perfectParticiple(toks, n)
		if p < 0 {
			continue
		}
		w := toks[p].w
		kind := KindWrite
		if k, known := l.part[w]; known {
			kind = k
		} else if k, known := l.weak[w]; known {
			kind = k
		}
		if isLookup(kind) || kind == KindRun || lookParticiple(w) {
			return "", "", false
		}
		for _, t := range toks[p:] {
			if t.kind == tokWord && answerPlaces[t.w] {
				return "", "", false // "I've added the figures below": the answer's own text
			}
		}
		if kind == KindWrite && s.commandIn(toks[n:]) {
			kind = KindRun // "He pasado `free -m`", "Hab `docker restart` gemacht": a command run, of whatever kind
		}
		return w, kind, true
	}
	return "", "", false
}

// perfectParticiple: the index of the participle of a perfect whose
// auxiliary ends before toks[n], or -1: the first participle within three
// words (en, es, fr, pt: "I've quickly updated", "lo he reasignado"), or in
// German the clause's last word when it has a participle's shape ("habe
// im CRM eine Notiz hinterlegt").
func (s *scanner) perfectParticiple(toks []token, n int) int {
	if s.lang.code == "de" {
		last := -1
		for k := n; k < len(toks); k++ {
			t := toks[k]
			if t.kind == tokPunct && t.w != "\"" && t.w != "(" && t.w != ")" || t.kind == tokWord && complementizers[t.w] {
				break
			}
			if t.kind == tokWord {
				last = k
			}
		}
		if last < 0 {
			return -1
		}
		t := toks[last]
		if raw := s.text[t.start:t.end]; raw != strings.ToLower(raw) {
			return -1 // a noun, no participle
		}
		if _, ok := s.lang.part[t.w]; ok || len(t.w) >= 6 && (strings.HasSuffix(t.w, "t") || strings.HasPrefix(t.w, "ge") && strings.HasSuffix(t.w, "en")) {
			return last
		}
		return -1
	}
	for k := n; k < len(toks) && k < n+3; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return -1
		}
		if s.participleForm(t) {
			return k
		}
	}
	return -1
}

// lookParticiple: participles of looking, reading and finding that the
// lexicon may not hold as verbs of a look-up (en, es, fr, de, pt): a
// speaker's perfect of them reports a look-up, no change.
func lookParticiple(w string) bool {
	return lookParticiples[w]
}

// Verbs of finding and picking out are among them ("spotted", "repéré",
// "rausgesucht", "erwischt", "localizado"): what was found was read; so
// are verbs of going into a place ("visited", "entrado", "aufgemacht"),
// of trying or taking a chance, whose action is the word after them ("j'ai
// tenté un merge", "j'en ai profité pour …"), and of being mistaken.
var lookParticiples = mkSet("looked checked noticed noted seen found confirmed verified reviewed compared counted summarized summarised gathered compiled pulled fetched read searched spotted identified located picked caught grabbed dug " +
	"revisado mirado visto encontrado comprobado confirmado verificado consultado comparado contado resumido notado observado localizado identificado detectado ubicado pillado " +
	"regardé vérifié trouvé constaté noté confirmé consulté comparé compté résumé relu repéré identifié localisé détecté récupéré " +
	"angesehen angeschaut nachgesehen nachgeschaut geprüft gefunden bemerkt gesehen verglichen gezählt zusammengefasst bestätigt gelesen abgefragt rausgesucht herausgesucht gesucht erwischt entdeckt ermittelt " +
	"olhado visto encontrado verificado conferido confirmado consultado comparado contado resumido notado observado lido localizado identificado detectado achado " +
	"visited gone been entered accessed browsed opened tried attempted mistaken " +
	"visitado entrado accedido ido estado abierto recorrido intentado probado aprovechado equivocado " +
	"visité entré accédé allé été ouvert parcouru tenté essayé profité trompé retrouvé " +
	"besucht gewesen gegangen aufgemacht geöffnet durchgesehen versucht probiert genutzt geirrt vertan " +
	"acessado entrado ido estado aberto percorrido tentado aproveitado enganado reencontrado")

// answerPlaces are words that point into the answer itself (en, es, fr,
// de, pt): "the summary above", "la tabla de abajo", "ci-dessous",
// "unten", "abaixo".
var answerPlaces = mkSet("below above here underneath abajo arriba aqui continuacion ci-dessous ci-dessus dessous dessus voici unten oben hier folgenden nachfolgend abaixo acima seguir")

// commandIn: toks hold a code span or a word the lexicon names as a
// program ("free -m"): the perfect's object is a command.
func (s *scanner) commandIn(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokCode {
			return true
		}
	}
	if len(toks) == 0 {
		return false
	}
	text := s.text[toks[0].start:toks[len(toks)-1].end]
	for k := 0; k+2 < len(text); k++ {
		if text[k] == ' ' && text[k+1] == '-' && text[k+2] >= 'a' && text[k+2] <= 'z' {
			return true // a command's option: "free -m"
		}
	}
	return false
}
