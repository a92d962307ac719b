package claims

// Rule bits: membership of a word in the sets that the per-token rules
// (youSaid, requestKind, collect, extraObject, dateAt, command,
// specificAfter, sentence, blocked, isLexical) test on every
// word of a sentence. Looked up in the maps each time, they were most of
// a scan of an answer with no claim; the lexicon table (lex.go) now
// holds them by word id, so a token's bits are one array read. The
// array is built from the maps (buildLex), so it cannot drift from them;
// FuzzRuleBits and TestRuleBitsMatchMaps hold it to ruleBitsMap.
const (
	rYou      = 1 << iota // youSubject
	rSaid                 // compiled.said
	rSpeech               // speechVerbs
	rRequest              // a key of compiled.request
	rIDNoun               // idNouns
	rResource             // resourceNouns
	rWeekday              // weekdayWords
	rMonth                // a key of monthNames
	rSubj                 // compiled.subj
	rStatus               // statusWords
	rCommand              // a key of knownCommands
	rAuxOnly              // auxOnly
	rJust                 // justWords
	rNeg                  // compiled.neg
	rModal                // compiled.modal
	rCond                 // compiled.cond
	rHypo                 // compiled.hypo
	// isLexical's tests
	rLexWord   // stop, subj, neg, modal, cond, hypo, said or a key of nouns, report, weak, light
	rLexVerb   // a key of past, past1, part or inf
	rSourceKey // a key of compiled.source
	rCommonCap // commonCaps
	rLabelHead // labelHead (the first word of some language's output label)
	rStop      // compiled.stop (for detect.go's opening test: subj, modal, neg, cond, hypo, stop in one read)
	// keys of the maps sentence looks each trigger word up in: a clear
	// bit spares the map access
	rReport // a key of compiled.report
	rPart   // a key of compiled.part
	rPast   // a key of compiled.past
	rPast1  // a key of compiled.past1
	rWeak   // a key of compiled.weak
	rImpers // compiled.impers
)

// ruleBitsMap is the reference: w's rule bits in l, from the maps.
func (l *compiled) ruleBitsMap(w string) uint32 {
	var b uint32
	if youSubject[w] {
		b |= rYou
	}
	if l.said[w] {
		b |= rSaid
	}
	if speechVerbs[w] {
		b |= rSpeech
	}
	if _, ok := l.request[w]; ok {
		b |= rRequest
	}
	if idNouns[w] {
		b |= rIDNoun
	}
	if resourceNouns[w] {
		b |= rResource
	}
	if weekdayWords[w] {
		b |= rWeekday
	}
	if _, ok := monthNames[w]; ok {
		b |= rMonth
	}
	if l.subj[w] {
		b |= rSubj
	}
	if statusWords[w] {
		b |= rStatus
	}
	if _, ok := knownCommands[w]; ok {
		b |= rCommand
	}
	if auxOnly[w] {
		b |= rAuxOnly
	}
	if justWords[w] {
		b |= rJust
	}
	if l.neg[w] {
		b |= rNeg
	}
	if l.modal[w] {
		b |= rModal
	}
	if l.cond[w] {
		b |= rCond
	}
	if l.hypo[w] {
		b |= rHypo
	}
	if l.stop[w] || l.subj[w] || l.neg[w] || l.modal[w] || l.cond[w] || l.hypo[w] || l.said[w] {
		b |= rLexWord
	}
	for _, m := range []map[string]string{l.nouns, l.report, l.weak, l.light} {
		if _, ok := m[w]; ok {
			b |= rLexWord
		}
	}
	for _, m := range []map[string]string{l.past, l.past1, l.part, l.inf} {
		if _, ok := m[w]; ok {
			b |= rLexVerb
		}
	}
	if _, ok := l.source[w]; ok {
		b |= rSourceKey
	}
	if commonCaps[w] {
		b |= rCommonCap
	}
	if labelHead[w] {
		b |= rLabelHead
	}
	if l.stop[w] {
		b |= rStop
	}
	for _, k := range []struct {
		m   map[string]string
		bit uint32
	}{{l.report, rReport}, {l.part, rPart}, {l.past, rPast}, {l.past1, rPast1}, {l.weak, rWeak}} {
		if _, ok := k.m[w]; ok {
			b |= k.bit
		}
	}
	if l.impers[w] {
		b |= rImpers
	}
	return b
}

// ruleBits is l.ruleBitsMap(t.w), from the token's entry when it has one
// (a token with no entry, id 1, is in none of the sets: ruleWords puts
// every word of them in the table).
func (l *compiled) ruleBits(t token) uint32 {
	if t.lex > 0 && l.lexRule != nil {
		return l.lexRule[t.lex]
	}
	return l.ruleBitsMap(t.w)
}

// rGlobal: the bits of sets every language shares.
const rGlobal = rYou | rSpeech | rIDNoun | rResource | rWeekday | rMonth | rStatus | rCommand | rAuxOnly | rJust | rCommonCap | rLabelHead

// lexGlobRule is the rGlobal bits by lexicon table id (set in buildLex
// before the table is published, like lexStop).
var lexGlobRule []uint32

// globalRuleBits is t's rGlobal bits, for a rule with no language.
func globalRuleBits(t token) uint32 {
	if t.lex > 0 {
		return lexGlobRule[t.lex]
	}
	return languages[0].ruleBitsMap(t.w) & rGlobal
}

// ruleSets calls mark with each rule set's words, its bit, and its
// language (nil for a set every language shares).
func ruleSets(mark func(words func(func(string)), bit uint32, l *compiled)) {
	ofSet := func(st set) func(func(string)) {
		return func(f func(string)) {
			for w := range st {
				f(w)
			}
		}
	}
	for _, g := range []struct {
		st  set
		bit uint32
	}{{youSubject, rYou}, {speechVerbs, rSpeech}, {idNouns, rIDNoun}, {resourceNouns, rResource}, {weekdayWords, rWeekday}, {statusWords, rStatus}, {auxOnly, rAuxOnly}, {justWords, rJust}, {commonCaps, rCommonCap}, {labelHead, rLabelHead}} {
		mark(ofSet(g.st), g.bit, nil)
	}
	mark(func(f func(string)) {
		for w := range monthNames {
			f(w)
		}
	}, rMonth, nil)
	mark(func(f func(string)) {
		for w := range knownCommands {
			f(w)
		}
	}, rCommand, nil)
	ofKeys := func(m map[string]string) func(func(string)) {
		return func(f func(string)) {
			for w := range m {
				f(w)
			}
		}
	}
	for _, l := range languages {
		mark(ofSet(l.said), rSaid, l)
		mark(ofSet(l.subj), rSubj, l)
		mark(ofSet(l.neg), rNeg, l)
		mark(ofSet(l.modal), rModal, l)
		mark(ofSet(l.cond), rCond, l)
		mark(ofSet(l.hypo), rHypo, l)
		mark(ofSet(l.stop), rStop, l)
		for _, st := range []set{l.stop, l.subj, l.neg, l.modal, l.cond, l.hypo, l.said} {
			mark(ofSet(st), rLexWord, l)
		}
		for _, m := range []map[string]string{l.nouns, l.report, l.weak, l.light} {
			mark(ofKeys(m), rLexWord, l)
		}
		for _, m := range []map[string]string{l.past, l.past1, l.part, l.inf} {
			mark(ofKeys(m), rLexVerb, l)
		}
		mark(func(f func(string)) {
			for w := range l.source {
				f(w)
			}
		}, rSourceKey, l)
		mark(ofKeys(l.request), rRequest, l)
		mark(ofKeys(l.report), rReport, l)
		mark(ofKeys(l.part), rPart, l)
		mark(ofKeys(l.past), rPast, l)
		mark(ofKeys(l.past1), rPast1, l)
		mark(ofKeys(l.weak), rWeak, l)
		mark(ofSet(l.impers), rImpers, l)
	}
}

// ruleWords: every word some rule bit is set for, in some language.
func ruleWords() []string {
	var ws []string
	ruleSets(func(st func(func(string)), _ uint32, _ *compiled) {
		st(func(w string) { ws = append(ws, w) })
	})
	return ws
}

// anyStopTok is anyStop(t.w), from the token's stop bits (lexStop) when
// it has an entry: one array read instead of a map per language.
func anyStopTok(t token) bool {
	if t.lex > 0 {
		return lexStop[t.lex] != 0
	}
	return anyStop(t.w)
}

// labelHeadTok is labelHead[t.w] || labelHead[t.bare], from the token's
// rule bits when it has an entry (label runs on every sentence).
func labelHeadTok(t token) bool {
	if t.lex > 0 {
		if lexGlobRule[t.lex]&rLabelHead != 0 {
			return true
		}
	} else if labelHead[t.w] {
		return true
	}
	return len(t.bare) != len(t.w) && labelHead[t.bare] // (bare is w or a suffix of it)
}

// gatedKind is m[w] where gate (w's rule bit for m's keys) says w can be
// a key: no map access at other words.
func gatedKind(gate bool, m map[string]string, w string) (string, bool) {
	if !gate {
		return "", false
	}
	k, ok := m[w]
	return k, ok
}
