package receipts

import "strings"

// scanner walks one answer line by line: it tracks code fences and drafts,
// cuts prose lines into sentences and hands each to the claim rules.
type scanner struct {
	d      *Detector
	text   string
	lower  string
	backed Backing
	flags  []Flag

	// Per-sentence scratch, reused.
	toks     []token
	cls      []wordClass
	ments    []mention
	clauseAt []int
	clausesS []clause

	// lastStart/lastEnd bound the last prose sentence seen (the intro of a
	// following code fence).
	lastStart, lastEnd int
	hasLast            bool

	inFence    bool
	introVeto  int8 // 0 unknown, 1 vetoed, 2 fine
	introStart int
	introEnd   int
	introOK    bool

	// A draft the user asked for runs from the sentence that announces it
	// to the end of the next block (paragraph, quote or fence).
	draftActive bool
	draftBlock  bool
}

func (s *scanner) run() {
	text := s.text
	for pos := 0; pos < len(text); {
		lineEnd := len(text)
		if i := strings.IndexByte(text[pos:], '\n'); i >= 0 {
			lineEnd = pos + i
		}
		next := lineEnd + 1
		line := text[pos:lineEnd]
		trimmed := strings.TrimLeft(line, " \t")
		switch {
		case isFenceLine(trimmed):
			s.toggleFence()
		case s.inFence:
			s.fenceLine(pos+len(line)-len(trimmed), lineEnd, next)
		case strings.TrimSpace(line) == "":
			if s.draftActive && s.draftBlock {
				s.draftActive, s.draftBlock = false, false
			}
		default:
			if s.draftActive {
				s.draftBlock = true
			}
			s.proseLine(pos, lineEnd, next)
		}
		pos = next
	}
}

func isFenceLine(trimmed string) bool {
	return strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")
}

func (s *scanner) toggleFence() {
	if s.draftActive {
		s.draftBlock = true
	}
	s.inFence = !s.inFence
	if s.inFence {
		s.introVeto = 0
		s.introStart, s.introEnd, s.introOK = s.lastStart, s.lastEnd, s.hasLast
	}
}

// proseLine cuts text[start:end] into sentences at ., ! and ? followed by
// a space (not inside `code`), and at the end of the line.
func (s *scanner) proseLine(start, end, next int) {
	text := s.text
	inCode := false
	from := start
	for i := start; i < end; i++ {
		switch c := text[i]; c {
		case '`':
			inCode = !inCode
		case '.', '!', '?':
			if inCode || (i+1 < end && text[i+1] != ' ' && text[i+1] != '\t') {
				continue
			}
			s.sentence(from, i, c, i+1 >= end && s.fenceFollows(next))
			from = i + 1
		}
	}
	if strings.TrimSpace(text[from:end]) != "" {
		s.sentence(from, end, '\n', s.fenceFollows(next))
	}
}

// fenceFollows reports whether the next non-blank line from pos opens a
// code fence.
func (s *scanner) fenceFollows(pos int) bool {
	text := s.text
	for pos < len(text) {
		lineEnd := len(text)
		if i := strings.IndexByte(text[pos:], '\n'); i >= 0 {
			lineEnd = pos + i
		}
		t := strings.TrimSpace(text[pos:lineEnd])
		if t != "" {
			return isFenceLine(t)
		}
		pos = lineEnd + 1
	}
	return false
}

func (s *scanner) sentence(start, end int, term byte, fenceNext bool) {
	if strings.TrimSpace(s.text[start:end]) == "" {
		return
	}
	s.lastStart, s.lastEnd, s.hasLast = start, end, true
	if s.draftActive {
		return
	}
	s.analyze(start, end, term, fenceNext)
}

// fenceLine looks for a shell transcript inside a code fence: a "$ cmd"
// line naming a tool, followed by output. Shown after an intro that is not
// an instruction, it presents output as the tool's.
func (s *scanner) fenceLine(start, end, next int) {
	if s.draftActive || !strings.HasPrefix(s.text[start:end], "$ ") {
		return
	}
	if next >= len(s.text) {
		return
	}
	nextEnd := len(s.text)
	if i := strings.IndexByte(s.text[next:], '\n'); i >= 0 {
		nextEnd = next + i
	}
	out := strings.TrimSpace(s.text[next:nextEnd])
	if out == "" || strings.HasPrefix(out, "$") || isFenceLine(out) {
		return
	}
	s.toks = tokenize(s.lower, start+2, end, s.toks[:0])
	if len(s.toks) == 0 || s.toks[0].punct != 0 {
		return
	}
	m, ok := s.d.matchMention(s.lower, s.toks, 0)
	if !ok || s.introVetoed() {
		return
	}
	s.flag(m, s.text[start:end], nil)
}

// introVetoed reports whether the sentence before the current fence makes
// it an instruction, plan, question, condition or negation.
func (s *scanner) introVetoed() bool {
	if s.introVeto == 0 {
		s.introVeto = 2
		if s.introOK && s.vetoesAll(s.introStart, s.introEnd) {
			s.introVeto = 1
		}
	}
	return s.introVeto == 1
}

// flag records one receipt_less_claim per tool of m not yet flagged for
// this sentence (done lists those already flagged) unless a tool the
// mention may mean is backed.
func (s *scanner) flag(m mention, sentence string, done []int) []int {
	best := -1
	tools := m.tools()
	for j, r := range tools {
		if s.backed[s.d.tools[r.tool].Name] {
			return done
		}
		if best < 0 || r.prio > tools[best].prio ||
			(r.prio == tools[best].prio && r.tool < tools[best].tool) {
			best = j
		}
	}
	if best < 0 {
		return done
	}
	tool := tools[best].tool
	for _, t := range done {
		if t == tool {
			return done
		}
	}
	s.flags = append(s.flags, Flag{
		Kind: FlagReceiptLessClaim,
		Tool: s.d.tools[tool].Name,
		Text: clip(sentence),
	})
	return append(done, tool)
}
