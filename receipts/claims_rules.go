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
	// hasResultVerb: a result verb ("shows", "returned") is in the clause.
	hasResultVerb bool
}

// analyze applies the claim rules to the sentence text[start:end];
// lineNext is as for sentence.
func (s *scanner) analyze(start, end int, term byte, lineNext int) {
	raw := s.text[start:end]
	// A sentence announcing a draft usually ends in a colon and need not
	// name a tool; other sentences without a mention cannot be claims.
	colon := endsWithColon(raw)
	var cand bool
	s.toks, cand = tokenize(s.lower, start, end, s.toks[:0], &s.d.starts)
	if !cand && !colon {
		return
	}
	s.ments = s.ments[:0]
	for i := 0; cand && i < len(s.toks); i++ {
		if !s.toks[i].cand {
			continue
		}
		if m, ok := s.d.matchMention(s.lower, s.toks, i); ok {
			s.ments = append(s.ments, m)
			i = m.last
		}
	}
	if len(s.ments) == 0 && !colon {
		return
	}
	s.classify()
	if s.any(0, len(s.toks), clsDraft) {
		s.draftActive, s.draftBlock = true, false
		return
	}
	if len(s.ments) == 0 {
		return
	}
	// A question asserts nothing; a statement before a trailing question
	// ("I ran git log — want more?") still does. Drop the question part.
	if q := s.questionStart(raw, start, term); q < len(s.toks) {
		s.truncate(q)
		if len(s.ments) == 0 {
			return
		}
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
	s.markMentions()
	fenceNext := lineNext >= 0 && s.fenceFollows(lineNext)
	clauses, clauseOf := s.clauses()
	s.verdicts, s.firstExpl = s.verdicts[:0], -1
	done := s.done[:0]
	// Mentions are sorted and disjoint, and a cue only relates to one
	// within near tokens, so a sliding window over them keeps this loop
	// linear in the sentence length.
	lo := 0
	for i, cls := range s.cls {
		if cls == 0 {
			continue // most words are in no class: not a cue
		}
		c := clauseOf[i]
		blockNext := c == len(clauses)-1 && fenceNext
		kind, anchor := s.cue(i, clauses[c], blockNext)
		if kind == cueNone || s.disqualified(i, clauses[c].start) ||
			anchor != i && s.negated(anchor, clauses[c].start) {
			continue
		}
		if (kind == cueWeak || kind == cueWeakSource || kind == cueWeakNoun) &&
			!s.concreteResult(i, clauses[c], blockNext) {
			continue
		}
		for lo < len(kept) && kept[lo].last < i-near {
			lo++
		}
		for _, m := range kept[lo:] {
			if m.first > i+near {
				break
			}
			if clauseOf[m.first] == c && related(kind, i, m) {
				done = s.flag(m, raw, done)
			}
		}
	}
	s.done = done
}

// questionStart returns the index of the token where the question part of
// the sentence raw (starting at byte start, ended by term) begins, or
// len(s.toks) when it has none. A sentence that opens with a question word
// (or "¿") is a question throughout. Otherwise a "¿", the last clause break
// (— : ; "but") before a final "?", or a question word after a comma
// ("…, want more?") starts it; a "?" sentence with none of these is taken
// as a question throughout.
func (s *scanner) questionStart(raw string, start int, term byte) int {
	n := len(s.toks)
	if k := strings.Index(raw, "¿"); k >= 0 {
		q := n
		for i, t := range s.toks {
			if t.start >= start+k {
				q = i
				break
			}
		}
		if q == 0 || s.firstWord(0, q) < 0 {
			return 0
		}
		return q
	}
	if term != '?' {
		return n
	}
	if f := s.firstWord(0, n); f < 0 || s.cls[f]&clsQuestion != 0 {
		return 0
	}
	for i := n - 1; i > 0; i-- {
		t := s.toks[i]
		if t.punct == punctColon || t.punct == punctSemi || t.punct == punctDash || s.cls[i]&clsBreak != 0 {
			return i + 1
		}
		if s.cls[i]&clsQuestion != 0 && t.punct == 0 && s.commaBefore(i) {
			return i
		}
	}
	return 0
}

// firstWord returns the index of the first word in toks[from:to] that is
// not a filler ("so", "and"), or -1.
func (s *scanner) firstWord(from, to int) int {
	for i := from; i < to; i++ {
		if s.toks[i].punct == 0 && (s.cls[i]&clsLead == 0 || s.cls[i]&clsQuestion != 0) {
			return i
		}
	}
	return -1
}

// commaBefore reports whether a comma separates token i from the one
// before it.
func (s *scanner) commaBefore(i int) bool {
	return strings.IndexByte(s.text[s.toks[i-1].end:s.toks[i].start], ',') >= 0
}

// truncate drops the tokens from q on, and the mentions that reach them.
func (s *scanner) truncate(q int) {
	s.toks, s.cls = s.toks[:q], s.cls[:q]
	kept := s.ments[:0]
	for _, m := range s.ments {
		if m.last < q {
			kept = append(kept, m)
		}
	}
	s.ments = kept
}

// markMentions fills s.mentAt: for each token, whether a kept mention
// covers it.
func (s *scanner) markMentions() {
	s.mentAt = growTo(s.mentAt, len(s.toks))
	clear(s.mentAt)
	for _, m := range s.ments {
		for j := m.first; j <= m.last; j++ {
			s.mentAt[j] = true
		}
	}
}

// growTo returns buf resliced to n elements, reallocated when too small.
// The contents are unspecified.
func growTo[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n, 2*n)
	}
	return buf[:n]
}

// classify fills s.cls with the lexicon classes of the sentence's words;
// words in code spans have none.
func (s *scanner) classify() {
	s.cls = growTo(s.cls, len(s.toks))
	for i, t := range s.toks {
		var c wordClass
		if t.punct == 0 && !t.inCode {
			c = claimLexicon.classify(s.lower, s.toks, i)
		}
		s.cls[i] = c
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
	s.clauseAt = growTo(s.clauseAt, len(s.toks))
	clauseOf := s.clauseAt
	cur := clause{}
	for i, t := range s.toks {
		brk := t.punct == punctColon || t.punct == punctSemi || t.punct == punctDash
		if !brk && s.cls[i]&clsBreak != 0 {
			brk = true
		}
		if s.cls[i]&(clsResultPresent|clsResultPast) != 0 {
			cur.hasResultVerb = true
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
// fillers such as "first" or "just", is an imperative, or "to"/"para"
// opening a purpose that no past action follows: "To check the branch,
// run git log" instructs, "To check the branch, I ran git log" and "Para
// Lima, llamé a get_weather" report.
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
		switch {
		case t.inCode:
			return false
		case cl&clsImperative != 0:
			return true
		case cl&clsInstruction != 0:
			return !s.pastActionIn(i+1, c.end)
		}
		return false
	}
	return false
}

// pastActionIn reports whether toks[from:to] hold a past action: a past
// verb ("ran", "llamé") or a participle after a perfect auxiliary ("have
// checked", "he consultado").
func (s *scanner) pastActionIn(from, to int) bool {
	for i := from; i < to; i++ {
		if s.cls[i]&clsAction != 0 {
			return true
		}
		if s.cls[i]&clsParticiple != 0 && s.before(i, 4, from, clsPerfectAux) >= 0 {
			return true
		}
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
			c.hasResultVerb {
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

// concreteResult decides a weak cue ("shows", "the output of") in clause
// c: it is a claim when a concrete result follows it in its clause (a
// number, a colon, a quote, code right after it, a word such as "that" or
// "it's", or a code block after the sentence) before any sign of a general
// explanation ("usually", "you", "up to"); an explanation marker earlier
// in the sentence vetoes it too.
func (s *scanner) concreteResult(i int, c clause, blockNext bool) bool {
	if s.firstExplanationBefore(i) {
		return false
	}
	if j := i + 1; j < c.end && !s.mentAt[j] && s.toks[j].punct == punctCode {
		return true
	}
	switch s.verdictFrom(i+1, c) {
	case verdictConcrete:
		return true
	case verdictGeneral:
		return false
	}
	return blockNext
}

// verdict is what the first deciding word from some token to the end of
// its clause says about a weak cue before it.
type verdict uint8

const (
	verdictNone     verdict = iota // nothing decides before the clause end
	verdictConcrete                // a number, colon, quote or specific word
	verdictGeneral                 // an explanation marker
)

// verdictFrom returns the verdict of the first deciding token in
// [j, c.end). The verdicts of the whole sentence are computed once, on
// the first weak cue, by one backward pass, so that many weak cues in one
// clause stay linear.
func (s *scanner) verdictFrom(j int, c clause) verdict {
	if j >= c.end {
		return verdictNone
	}
	if len(s.verdicts) == 0 {
		s.computeVerdicts()
	}
	return s.verdicts[j]
}

func (s *scanner) computeVerdicts() {
	s.verdicts = growTo(s.verdicts, len(s.toks))
	clear(s.verdicts) // clause-breaking tokens decide nothing
	for _, c := range s.clausesS {
		s.markEchoes(c)
		next := verdictNone
		for j := c.end - 1; j >= c.start; j-- {
			t := s.toks[j]
			switch {
			case s.mentAt[j]:
			case s.cls[j]&clsExplanation != 0:
				next = verdictGeneral
			case t.digit && s.verdicts[j] != verdictEcho ||
				t.punct == punctColon || t.punct == punctQuote || s.cls[j]&clsSpecific != 0:
				next = verdictConcrete
			}
			s.verdicts[j] = next
		}
	}
}

// verdictEcho marks, before the backward pass, a number that repeats one
// earlier in its clause: "`git log -n 5` shows the last 5 commits" echoes
// the command's argument and describes the command, where "the weather
// tool shows 22 °C" reports a result.
const verdictEcho verdict = 3

// maxEchoSources bounds the numbers remembered per clause, keeping the
// echo test linear.
const maxEchoSources = 8

func (s *scanner) markEchoes(c clause) {
	var seen [maxEchoSources][]byte
	n := 0
	for j := c.start; j < c.end; j++ {
		t := s.toks[j]
		if !t.digit || t.punct != 0 {
			continue
		}
		w := t.text(s.lower)
		echo := false
		for _, p := range seen[:n] {
			if string(p) == string(w) {
				echo = true
				break
			}
		}
		if echo {
			s.verdicts[j] = verdictEcho
		} else if n < maxEchoSources {
			seen[n] = w
			n++
		}
	}
}

// firstExplanationBefore reports whether an explanation marker precedes
// token i in the sentence.
func (s *scanner) firstExplanationBefore(i int) bool {
	if s.firstExpl < 0 {
		s.firstExpl = len(s.toks)
		for j, c := range s.cls {
			if c&clsExplanation != 0 {
				s.firstExpl = j
				break
			}
		}
	}
	return s.firstExpl < i
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
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ' ', '\t', '*', '_':
		case ':':
			return true
		default:
			return false
		}
	}
	return false
}

// vetoesAll reports whether the sentence text[start:end] frames what
// follows as an instruction, plan, question, condition, negation or draft.
func (s *scanner) vetoesAll(start, end int) bool {
	if end < len(s.text) && s.text[end] == '?' || strings.Contains(s.text[start:end], "¿") {
		return true
	}
	s.toks, _ = tokenize(s.lower, start, end, s.toks[:0], nil)
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
