package receipts

import "strings"

// cueKind is how a word makes a sentence about a tool into a claim.
type cueKind uint8

const (
	cueNone       cueKind = iota
	cueAction             // "ran", "have checked", "did query"
	cueResult             // "returned", "came back with"
	cueAttrib             // "according to" + tool
	cueSource             // "from" + tool, before a colon or presented
	cueNoun               // "output of" + tool, presented or before a colon
	cueWeak               // tool + "shows": needs a concrete result after it
	cueWeakSource         // "from" + tool: needs a concrete result
	cueWeakNoun           // "the output of" + tool: needs a concrete result
)

const (
	// backScan is how many words before a cue are searched for a modal,
	// condition or plan ("I will run git log and report what it returned").
	backScan = 8
	// negScan is how close a negation must be to negate a cue.
	negScan = 3
	// near is how many tokens a tool mention may sit from an action or
	// result cue.
	near = 10
)

// clause is a run of tokens between clause breaks (: ; — but).
type clause struct {
	start, end int  // token indexes [start, end)
	endPunct   byte // the punctuation that ends it, 0 at sentence end
	instr      bool // opens with an imperative or "to …": an instruction
}

// analyze applies the claim rules to the sentence text[start:end].
func (s *scanner) analyze(start, end int, term byte, fenceNext bool) {
	raw := s.text[start:end]
	s.toks = tokenize(s.lower, start, end, s.toks[:0])
	s.ments = s.ments[:0]
	for i := 0; i < len(s.toks); i++ {
		if s.toks[i].punct != 0 {
			continue
		}
		if m, ok := s.d.matchMention(s.lower, s.toks, i); ok {
			s.ments = append(s.ments, m)
			i = m.last
		}
	}
	// A sentence announcing a draft usually ends in a colon and need not
	// name a tool; other sentences without a mention cannot be claims.
	if len(s.ments) == 0 && !endsWithColon(raw) {
		return
	}
	s.classify()
	if s.any(0, len(s.toks), clsDraft) {
		s.draftActive, s.draftBlock = true, false
		return
	}
	if len(s.ments) == 0 || term == '?' || strings.Contains(raw, "¿") {
		return
	}
	kept := s.ments[:0]
	for _, m := range s.ments {
		if m.weak && !s.weakMentionOK(m) {
			continue
		}
		for j := m.first; j <= m.last; j++ {
			s.cls[j] = 0 // words of a tool's name are not cues
		}
		kept = append(kept, m)
	}
	s.ments = kept
	if len(kept) == 0 {
		return
	}
	clauses, clauseOf := s.clauses()
	var done []int
	for i := range s.toks {
		c := clauseOf[i]
		blockNext := c == len(clauses)-1 && fenceNext
		kind, anchor := s.cue(i, clauses[c], blockNext)
		if kind == cueNone || s.disqualified(i, clauses[c].start) ||
			anchor != i && s.negated(anchor, clauses[c].start) {
			continue
		}
		if (kind == cueWeak || kind == cueWeakSource || kind == cueWeakNoun) &&
			!s.concreteResult(i, clauses[c].end, blockNext) {
			continue
		}
		for _, m := range s.ments {
			if clauseOf[m.first] == c && related(kind, i, m) {
				done = s.flag(m, raw, done)
			}
		}
	}
}

// classify fills s.cls with the lexicon classes of the sentence's words;
// words in code spans have none.
func (s *scanner) classify() {
	if cap(s.cls) < len(s.toks) {
		s.cls = make([]wordClass, len(s.toks), 2*len(s.toks))
	}
	s.cls = s.cls[:len(s.toks)]
	for i, t := range s.toks {
		s.cls[i] = 0
		if t.punct == 0 && !t.inCode {
			s.cls[i] = claimLexicon.classify(s.lower, s.toks, i)
		}
	}
}

func (s *scanner) any(from, to int, c wordClass) bool {
	for i := from; i < to; i++ {
		if s.cls[i]&c != 0 {
			return true
		}
	}
	return false
}

// clauses cuts the sentence at colons, semicolons, dashes and "but".
func (s *scanner) clauses() ([]clause, []int) {
	clauses := s.clausesS[:0]
	if cap(s.clauseAt) < len(s.toks) {
		s.clauseAt = make([]int, len(s.toks), 2*len(s.toks))
	}
	clauseOf := s.clauseAt[:len(s.toks)]
	cur := clause{}
	for i, t := range s.toks {
		brk := t.punct == punctColon || t.punct == punctSemi || t.punct == punctDash
		if !brk && s.cls[i]&clsBreak != 0 {
			brk = true
		}
		clauseOf[i] = len(clauses)
		if brk {
			cur.end = i
			if t.punct != 0 {
				cur.endPunct = t.punct
			}
			clauses = append(clauses, cur)
			cur = clause{start: i + 1}
		}
	}
	cur.end = len(s.toks)
	clauses = append(clauses, cur)
	for k := range clauses {
		clauses[k].instr = s.opensWithInstruction(clauses[k])
	}
	s.clausesS = clauses
	return clauses, clauseOf
}

// opensWithInstruction reports whether the clause's first real word, after
// fillers such as "first" or "just", is an imperative or "to"/"para".
func (s *scanner) opensWithInstruction(c clause) bool {
	for i := c.start; i < c.end; i++ {
		t := s.toks[i]
		if t.punct != 0 || t.digit {
			continue
		}
		cl := s.cls[i]
		if cl&clsLead != 0 && cl&(clsImperative|clsInstruction) == 0 {
			continue
		}
		return cl&(clsImperative|clsInstruction) != 0 && !t.inCode
	}
	return false
}

// cue classifies word i as a claim cue, or cueNone. anchor is the
// auxiliary that makes a participle or base verb past ("have … run",
// "did check"), else i.
func (s *scanner) cue(i int, c clause, fenceNext bool) (kind cueKind, anchor int) {
	cl := s.cls[i]
	if cl == 0 || c.instr {
		return cueNone, i
	}
	if cl&clsAction != 0 {
		return cueAction, i
	}
	// "to run" is an infinitive, whatever auxiliary came before.
	infinitive := i > c.start && s.cls[i-1]&clsInstruction != 0
	if cl&clsParticiple != 0 && !infinitive {
		if aux := s.before(i, 4, c.start, clsPerfectAux); aux >= 0 {
			return cueAction, aux
		}
	}
	if cl&clsBase != 0 && !infinitive {
		if aux := s.before(i, 2, c.start, clsDidAux); aux >= 0 {
			return cueAction, aux
		}
	}
	switch {
	case cl&clsResultPast != 0:
		return cueResult, i
	case cl&clsAttribution != 0:
		return cueAttrib, i
	case cl&clsResultNoun != 0:
		if s.before(i, 5, c.start, clsPresentational) >= 0 || c.endPunct == punctColon || fenceNext ||
			s.any(c.start, c.end, clsResultPresent|clsResultPast) {
			return cueNoun, i
		}
		return cueWeakNoun, i
	case cl&clsResultPresent != 0:
		return cueWeak, i
	case cl&clsSourcePrep != 0:
		if s.before(i, backScan, c.start, clsPresentational) >= 0 || c.endPunct == punctColon || fenceNext {
			return cueSource, i
		}
		return cueWeakSource, i
	}
	return cueNone, i
}

// before returns the index of the nearest word of class c within n words
// before i, not before the clause start, or -1.
func (s *scanner) before(i, n, start int, c wordClass) int {
	for j := i - 1; j >= start && j >= i-n; j-- {
		if s.cls[j]&c != 0 {
			return j
		}
	}
	return -1
}

// negated reports whether the auxiliary at j is negated ("haven't") or
// follows a negation closely ("no he ejecutado").
func (s *scanner) negated(j, start int) bool {
	return s.cls[j]&clsNegation != 0 || s.before(j, negScan, start, clsNegation) >= 0
}

// disqualified reports whether the words before cue i in its clause make
// it a plan, offer, condition, negation or the user's own doing.
func (s *scanner) disqualified(i, start int) bool {
	for j := i - 1; j >= start && j >= i-backScan; j-- {
		c := s.cls[j]
		switch {
		case c&(clsModal|clsConditional) != 0:
			return true
		case i-j <= negScan && c&clsNegation != 0:
			return true
		case i-j <= 2 && c&clsSecondPerson != 0:
			return true
		}
	}
	return false
}

// concreteResult decides a weak cue ("shows", "the output of"): it is a
// claim when a concrete result follows it in its clause (a number, a
// colon, a quote, code right after it, a word such as "that" or "it's",
// or a code block after the sentence) before any sign of a general
// explanation ("usually", "you", "up to"); an explanation marker earlier
// in the sentence vetoes it too.
func (s *scanner) concreteResult(i, end int, blockNext bool) bool {
	if s.any(0, i, clsExplanation) {
		return false
	}
	for j := i + 1; j < end; j++ {
		t := s.toks[j]
		if s.inMention(j) {
			continue
		}
		if s.cls[j]&clsExplanation != 0 {
			return false
		}
		if t.digit || t.punct == punctColon || t.punct == punctQuote ||
			t.punct == punctCode && j == i+1 || s.cls[j]&clsSpecific != 0 {
			return true
		}
	}
	return blockNext
}

func (s *scanner) inMention(j int) bool {
	for _, m := range s.ments {
		if m.first <= j && j <= m.last {
			return true
		}
	}
	return false
}

// weakMentionOK reports whether an ordinary word that is also a tool
// keyword ("date") is used as the tool here: in code, as "the date
// command", or right after a verb or "output of".
func (s *scanner) weakMentionOK(m mention) bool {
	if s.toks[m.first].inCode {
		return true
	}
	if n := m.last + 1; n < len(s.toks) && s.toks[n].punct == 0 && s.cls[n]&(clsCommandNoun|clsToolNoun) != 0 {
		return true
	}
	p := m.first - 1
	if p >= 0 && s.cls[p]&clsLink != 0 {
		p--
	}
	return p >= 0 && s.toks[p].punct == 0 &&
		s.cls[p]&(clsAction|clsParticiple|clsBase|clsImperative|clsResultNoun|clsAttribution) != 0
}

// related reports whether mention m is the object or subject of cue i.
func related(kind cueKind, i int, m mention) bool {
	switch kind {
	case cueAttrib, cueSource, cueWeakSource:
		return m.first > i && m.first-i <= 5
	case cueWeak:
		return m.last < i && i-m.last <= backScan
	case cueNoun, cueWeakNoun:
		return abs(m.first-i) <= 5 || abs(m.last-i) <= 5
	default:
		return abs(m.first-i) <= near || abs(m.last-i) <= near
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// endsWithColon reports whether a sentence ends in ":" (markdown emphasis
// aside), announcing what follows.
func endsWithColon(s string) bool {
	s = strings.TrimRight(s, " \t*_")
	return strings.HasSuffix(s, ":")
}

// vetoesAll reports whether the sentence text[start:end] frames what
// follows as an instruction, plan, question, condition, negation or draft.
func (s *scanner) vetoesAll(start, end int) bool {
	if end < len(s.text) && s.text[end] == '?' || strings.Contains(s.text[start:end], "¿") {
		return true
	}
	s.toks = tokenize(s.lower, start, end, s.toks[:0])
	s.classify()
	if s.any(0, len(s.toks), clsModal|clsConditional|clsNegation|clsDraft|clsSecondPerson) {
		return true
	}
	clauses, _ := s.clauses()
	for _, c := range clauses {
		if c.instr {
			return true
		}
	}
	return false
}
