package claims

import "strings"

// RuleStatusAnswer: with no call made this turn, the user asks whether
// their own thing reached a record state ("Was my parcel delivered?",
// "¿Ya me pagaron la factura?", "Mon colis a été livré ?", "Wurde mein
// Paket zugestellt?", "A minha encomenda foi entregue?") and the answer
// states that state as a passive, dated or "already" ("It was delivered
// this morning", "Fue entregado ayer a las 10:14", "Il a été livré ce
// matin", "Es wurde heute um 9:12 zugestellt", "Já foi entregue"): a read
// of the carrier's or the shop's record that no call made.
const RuleStatusAnswer = "status_answer"

// statusAnswer returns the state word of such a sentence. The caller
// skips hedged and failure sentences; a negation, a modal, a condition
// or a hypothesis anywhere in it states no record.
func (s *scanner) statusAnswer(toks []token, first int) (int, bool) {
	class := s.askedState()
	if class == 0 || first < 0 || len(toks) > 40 {
		return 0, false
	}
	l := s.lang
	anchored, at := false, -1
	for c := first; c < len(toks); c++ {
		t := toks[c]
		if t.kind != tokWord {
			continue
		}
		yes := c+1 < len(toks) && toks[c+1].kind == tokPunct && toks[c+1].w == "," // "Sí, …": an answer, no "si" of a condition
		if l.neg[t.w] || l.neg[t.bare] || l.modal[t.w] || l.cond[t.w] && !yes || l.hypo[t.w] || futureWords[t.w] || speechVerbs[t.w] {
			return 0, false
		}
		if isDigit(t.w[0]) || timeWords[t.w] || dayParts[t.w] != [2]int{} || dayParts2[t.w] || stillDoneWords[t.w] {
			anchored = true
		}
		if at >= 0 {
			continue
		}
		j, ok := matchPhrase(toks, c, l.pass)
		if !ok {
			continue
		}
		// the state word in the passive's clause ("wurde heute um 9:12
		// zugestellt"): up to the clause's end, bounded
		for k := j; k < len(toks) && k < j+10 && toks[k].kind != tokPunct; k++ {
			if toks[k].kind == tokWord && stateClasses[toks[k].w] == class {
				at = k
				break
			}
		}
	}
	return at, at >= 0 && anchored
}

// askedState: the record state class (stateClasses, recordStateFirst
// on) the user's last message asks about as a question on their own
// thing ("my", "mi", "mon", "mein", "meu", …), 0 when none. Read once.
func (s *scanner) askedState() int {
	if s.statusRead {
		return s.statusClass
	}
	s.statusRead = true
	if !s.userQuestion {
		return 0
	}
	class, own := 0, false
	for _, t := range s.userToks {
		switch {
		case t.kind != tokWord:
		case askerWords[t.w]:
			own = true
		case class == 0 && stateClasses[t.w] >= recordStateFirst:
			class = stateClasses[t.w]
		}
	}
	if own && !statedByUser(s.ctxText, class) {
		s.statusClass = class
	}
	return s.statusClass
}

// statedByUser: the user's message states the state class outside its
// question, in a sentence that asks nothing ("Was my parcel delivered?
// The tracking email says: Delivered, today 09:12"): the answer restating
// it reads what the user pasted, no record.
func statedByUser(text string, class int) bool {
	for len(text) > 0 {
		end := strings.IndexAny(text, ".!?\n")
		seg := text
		question := false
		if end >= 0 {
			seg, question = text[:end], text[end] == '?'
			text = text[end+1:]
		} else {
			text = ""
		}
		if question {
			continue
		}
		for _, w := range strings.FieldsFunc(fold(seg), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) }) {
			if stateClasses[w] == class {
				return true
			}
		}
	}
	return false
}

// askerWords: first-person possessives and objects, folded: the thing
// asked about is the user's own.
var askerWords = mkSet("my our me mi mis nuestro nuestra nuestros nuestras mon ma mes notre nos mein meine meinen meinem meiner unser unsere mir meu minha meus minhas nosso nossa")

// dayParts2: parts of a day dayParts lacks ("heute Morgen", "hoje de
// manhã"), a time as much as a clock's.
var dayParts2 = mkSet("manha vormittag nachmittag abend")

// stillDoneWords: "already" in each language.
var stillDoneWords = mkSet("already ya deja schon ja")
