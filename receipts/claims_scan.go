package receipts

import (
	"strings"
	"sync"
)

// scanner walks one answer line by line: it tracks code fences and drafts,
// cuts prose lines into sentences and hands each to the claim rules.
type scanner struct {
	d      *Detector
	text   string
	lower  []byte // text lowercased, same byte offsets; reused across scans
	backed Backing
	flags  []Flag

	// Per-sentence scratch, reused.
	toks     []token
	cls      []wordClass
	ments    []mention
	clauseAt []int
	clausesS []clause
	done     []int     // tools flagged for the current sentence
	mentAt   []bool    // per token: inside a kept mention
	verdicts []verdict // per token, computed on demand: see verdictFrom
	// firstExpl is the index of the sentence's first explanation marker,
	// len(toks) if none, -1 until computed.
	firstExpl int

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

// scannerPool keeps scanners and their buffers (the lowercase copy and
// the per-sentence scratch) between Detect calls, so that a scan in steady
// state allocates only the flags it returns.
var scannerPool = sync.Pool{New: func() any { return new(scanner) }}

// maxPooledLower caps the lowercase buffer a pooled scanner keeps, so one
// huge answer does not pin its size in memory.
const maxPooledLower = 64 << 10

// getScanner returns a scanner reset for one scan of text.
func getScanner(d *Detector, text string, backed Backing) *scanner {
	s := scannerPool.Get().(*scanner)
	*s = scanner{
		d: d, text: text, backed: backed,
		lower: lowerInto(s.lower, text),
		// Scratch buffers keep their memory; each use reslices them.
		toks: s.toks[:0], cls: s.cls[:0], ments: s.ments[:0],
		clauseAt: s.clauseAt[:0], clausesS: s.clausesS[:0], done: s.done[:0],
		mentAt: s.mentAt[:0], verdicts: s.verdicts[:0],
	}
	return s
}

// release returns s to the pool, dropping what belongs to the caller.
func (s *scanner) release() {
	s.d, s.text, s.backed, s.flags = nil, "", nil, nil
	if cap(s.lower) > maxPooledLower {
		s.lower = nil
	}
	scannerPool.Put(s)
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
		trimmed := trimIndent(line)
		switch {
		case isFenceLine(trimmed):
			s.toggleFence()
		case s.inFence:
			s.fenceLine(pos+len(line)-len(trimmed), lineEnd, next)
		case isBlank(line):
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

// trimIndent drops the leading spaces and tabs of line.
func trimIndent(line string) string {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	return line[i:]
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
// a space (not inside `code`), and at the end of the line. next is where
// the following line starts.
func (s *scanner) proseLine(start, end, next int) {
	text := s.text
	stops := s.lower[:end] // same punctuation and spaces as text
	inCode := false
	from := start
	for i := nextStop(stops, start); i < end; i = nextStop(stops, i+1) {
		c := text[i]
		if c == '`' {
			inCode = !inCode
			continue
		}
		if inCode || (i+1 < end && text[i+1] != ' ' && text[i+1] != '\t') {
			continue
		}
		lineNext := -1
		if i+1 >= end {
			lineNext = next
		}
		s.sentence(from, i, c, lineNext)
		from = i + 1
	}
	if !isBlank(text[from:end]) {
		s.sentence(from, end, '\n', next)
	}
}

// sentenceBytes marks the bytes proseLine stops at.
var sentenceBytes = [256]bool{'`': true, '.': true, '!': true, '?': true}

// fenceFollows reports whether the next non-blank line from pos opens a
// code fence.
func (s *scanner) fenceFollows(pos int) bool {
	text := s.text
	for pos < len(text) {
		lineEnd := len(text)
		if i := strings.IndexByte(text[pos:], '\n'); i >= 0 {
			lineEnd = pos + i
		}
		if line := text[pos:lineEnd]; !isBlank(line) {
			return isFenceLine(strings.TrimSpace(line))
		}
		pos = lineEnd + 1
	}
	return false
}

// sentence handles the sentence text[start:end], ended by term. lineNext
// is where the next line starts when the sentence ends its line, else -1:
// a code fence there is the sentence's block.
func (s *scanner) sentence(start, end int, term byte, lineNext int) {
	if isBlank(s.text[start:end]) {
		return
	}
	s.lastStart, s.lastEnd, s.hasLast = start, end, true
	if s.draftActive {
		return
	}
	s.analyze(start, end, term, lineNext)
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
	s.toks, _ = tokenize(s.lower, start+2, end, s.toks[:0], &s.d.starts)
	if len(s.toks) == 0 || !s.toks[0].cand {
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
