package claims

import "strings"

// A transfer's end state (RuleRequestedState): in answer to a request to
// send, pay or hand something over, with no call that could have done it
// (none made, or only look-ups and failed calls), the recipient stated as
// holding the thing already or now ("Since Nina already has the revised
// quote, …", "la copia firmada ya obra en poder de legal@…", "l'exemplaire
// est déjà entre les mains de …", "Die Zusammenfassung liegt schon bei
// Petra", "O Caio já está com o resumo") presupposes the send: whoever
// holds it could only have got it by the action the user asked for. The
// words of holding are the lexicon's Held phrases; "already" or "now" must
// be in the phrase's clause (a plain "Nina has the quote" may be old news),
// and a word the user wrote must name the recipient or the thing.

// heldState returns the index of the holding phrase of such a sentence
// and the requested change's kind. Not a transfer: a sentence that
// negates, asks, reports someone's words, is future or holds a modal, a
// condition or a hypothesis anywhere ("Once Nina has the quote, …",
// "Nina should already have it"), or whose holder is the speaker or the
// user ("I already have the file", "you now have access").
func (s *scanner) heldState(toks []token, first int) (int, string, bool) {
	l := s.lang
	kind := s.changeKind
	if first < 0 || len(l.held) == 0 || kind != KindSend && kind != KindWrite || len(toks) > 60 {
		return 0, "", false
	}
	for h := first; h < len(toks); h++ {
		end, ok := matchHeld(toks, h, l.held, l.now)
		if !ok {
			continue
		}
		lo, hi := clauseAround(toks, h, end)
		// an absolute participle ("Julien étant prévenu, …") states the
		// holding as settled: its own cue
		cue, named := absoluteLead[toks[h].w], false
		for k := 0; k < hi; k++ {
			t := toks[k]
			if t.kind != tokWord {
				continue
			}
			// what qualifies the holding stands before it or in its
			// clause; a later clause is another statement ("…, so she
			// will probably sign by Friday")
			if l.neg[t.w] || l.neg[t.bare] || futureWords[t.w] || speechVerbs[t.w] ||
				l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] || l.subj[t.w] || k < h && heldYou[l.code][t.w] {
				return 0, "", false
			}
			if k < lo {
				continue
			}
			if l.now[t.w] || taskDoneWords[t.w] {
				cue = true
			} else if (k < h || k >= end) && (len(t.w) >= 4 && !l.stop[t.w] || t.cap && len(t.w) >= 3) && s.inUserText(t.w) {
				named = true
			}
		}
		if heldPerfect(toks, end, hi, l) {
			return 0, "", false // a perfect, not a holding: "Nina has already signed it"
		}
		if cue && named {
			return h, kind, true
		}
		return 0, "", false
	}
	return 0, "", false
}

// heldPerfect: the holding verb is a perfect's auxiliary: a participle
// follows it, past "already" or "now" ("has already signed", "a déjà
// signé"), or, in German, closes its clause ("hat die Rechnung schon
// bezahlt").
func heldPerfect(toks []token, end, hi int, l *compiled) bool {
	for k := end; k < hi; k++ {
		if t := toks[k]; t.kind == tokWord && !l.now[t.w] && !taskDoneWords[t.w] && !heldFillers[t.w] {
			if l.part[t.w] != "" {
				return true
			}
			break
		}
	}
	if l.code == "de" && hi > end {
		if t := toks[hi-1]; t.kind == tokWord && l.part[t.w] != "" {
			return true
		}
	}
	return false
}

// matchHeld is matchPhrase over a holding phrase that may carry "already"
// or "now" inside it ("liegt schon bei", "est déjà entre les mains de",
// "ya obra en poder de"): those words are skipped between the phrase's
// words.
func matchHeld(toks []token, i int, ps phrases, now set) (int, bool) {
	if i >= len(toks) || toks[i].kind != tokWord {
		return i, false
	}
	best := -1
	for _, p := range ps[toks[i].w] {
		j, k := i+1, 1
		for k < len(p) && j < len(toks) && toks[j].kind == tokWord {
			if toks[j].w == p[k] {
				j++
				k++
				continue
			}
			if !now[toks[j].w] && !taskDoneWords[toks[j].w] && !heldFillers[toks[j].w] {
				break
			}
			j++
		}
		if k == len(p) && j > best {
			best = j
		}
	}
	return best, best >= 0
}

// clauseAround returns the bounds of the clause holding toks[i:j]: up to
// the nearest clause mark on each side, at most eight words away.
func clauseAround(toks []token, i, j int) (int, int) {
	lo := i
	for lo > 0 && i-lo < 8 && !clauseMark(toks[lo-1]) {
		lo--
	}
	hi := j
	for hi < len(toks) && hi-j < 8 && !clauseMark(toks[hi]) {
		hi++
	}
	return lo, hi
}

// heldYou: the user as the holder ("you now have the file", "usted ya
// tiene", "tu l'as déjà", "du hast es schon", "você já tem"; the speaker
// is the lexicon's Subj): no third party received anything. Spanish "tu"
// is also "your", German "Sie" also "she", so neither is listed.
var heldYou = map[string]set{
	"en": mkSet("you you've"),
	"es": mkSet("usted ustedes vosotros"),
	"fr": mkSet("tu vous"),
	"de": mkSet("du ihr"),
	"pt": mkSet("voce voces tu"),
}

// heldFillers: discourse particles that may sit inside a holding phrase
// ("liegt jedenfalls schon bei").
var heldFillers = mkSet("jedenfalls inzwischen mittlerweile bereits")

// heldBeforeQuestion: a holding stated in its own clause before a
// follow-up question presupposes the send as much as a plain statement
// ("Now that Dana has the note, do you want me to …?", "Ahora que Marta ya
// está al tanto, ¿quieres que …?", "Jana weiß jetzt Bescheid – soll ich
// …?"): the question asks about the next step, not the holding. The
// holding is asked about when its clause runs to the question mark, a
// Spanish "¿" opens before its clause ends, or the sentence opens as a
// question does ("Does Dana know now, or …?", "Est-ce que …"); its verb
// opening the sentence is an inverted question ("Hat Jana es jetzt –
// oder?"). text is the sentence, opening at base in the answer (before
// its first token when a list or bold mark opens it), toks its tokens.
func heldBeforeQuestion(text string, base int, toks []token, first, h, hi int) bool {
	if h == first || hi >= len(toks) || !clauseMark(toks[hi]) || toks[hi].w == "(" || toks[hi].w == ")" || questionOpeners[toks[first].w] {
		return false
	}
	mark := toks[hi].start - base
	if mark < 0 || mark > len(text) {
		return false
	}
	return !strings.ContainsAny(text[:mark], "?¿")
}

// questionOpeners open a question whose first clause is asked too
// ("Does Dana know now, or …?", "Est-ce que Julien est au courant, ou
// …?", "Quem já sabe, …?").
var questionOpeners = mkSet(`do does did is are was were has have had can could will would shall should who what when where why how whether
	quien quienes que cuando donde acaso est-ce est qui quand ou pourquoi comment wer wann wo warum wie ob quem quando onde sera`)

// absoluteLead opens an absolute participle of holding ("étant prévenu",
// "estando avisada", "being in the loop").
var absoluteLead = mkSet("etant being estando")

// heldQuestion: a sentence ending in a question mark that opens with a
// holding stated as done ("Now that Dana has the note, shall I …?") is
// read like a statement; the caller skips any other question.
func (s *scanner) heldQuestion(b block) bool {
	if len(s.lang.held) == 0 || s.changeKind != KindSend && s.changeKind != KindWrite || !(!s.after && s.reqKind != "" || s.readTurn) {
		return false
	}
	toks := s.blockToks(b)
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
	}
	h, _, ok := s.heldState(toks, first)
	if !ok {
		return false
	}
	end, _ := matchHeld(toks, h, s.lang.held, s.lang.now)
	_, hi := clauseAround(toks, h, end)
	return heldBeforeQuestion(s.text[b.start:b.end], b.start, toks, first, h, hi)
}
