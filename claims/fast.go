package claims

import (
	"sync"
	"sync/atomic"
)

// Precomputed lookups that keep the scan to about one map access per
// word: the words that can start any rule (per language), the stop words
// of every language as a bit set, and the failure words of all languages.
var (
	fastOnce  sync.Once
	stopLangs map[string]uint16 // word → bit i set when languages[i] lists it
	allFail   map[string]bool
	labelHead set // first words of every language's output labels

	// lexIDs numbers every word some language gives class bits or lists
	// as a stop word; lexInfo[id] holds them (ids from 2: 0 is "not
	// looked up", 1 "no entry"). The tokenizer looks a word up once, so
	// language detection and the rules' class bits need no map access.
	// lexIDs is published atomically: a tokenizer running before
	// initFast (a test, another entry point) reads nil and looks nothing
	// up.
	lexIDs  atomic.Pointer[map[string]uint32]
	lexInfo []lexEntry
)

// lexEntry is what the lexicons say of one word.
type lexEntry struct {
	cls  [maxLangs]uint16 // compiled.cls of languages[i]
	stop uint16           // stopLangs
}

// maxLangs bounds the registered languages (stopLangs is a uint16 bit set).
const maxLangs = 16

// lexID returns w's entry number in lexInfo (ids is lexIDs.Load()), 1
// when it has none, 0 before initFast.
func lexID(ids *map[string]uint32, w string) uint32 {
	if ids == nil {
		return 0
	}
	if id, ok := (*ids)[w]; ok {
		return id
	}
	return 1
}

// stopBits is stopLangs[t.w] (plus t.bare's), from the token's entry.
func stopBits(t token) uint16 {
	var b uint16
	if t.lex > 0 {
		b = lexInfo[t.lex].stop
	} else {
		b = stopLangs[t.w]
	}
	if t.bare != t.w {
		b |= stopLangs[t.bare]
	}
	return b
}

// clsOf is l.cls[t.w], from the token's entry when it has one.
func (l *compiled) clsOf(t token) uint16 {
	if t.lex > 0 && l.idx >= 0 {
		return lexInfo[t.lex].cls[l.idx]
	}
	return l.cls[t.w]
}

// buildLex fills lexIDs and lexInfo from stopLangs and every language's
// cls: the same data, numbered, so it cannot drift from them (and
// TestLexMatchesMaps checks it).
func buildLex() {
	if len(languages) > maxLangs {
		panic("claims: more languages than maxLangs")
	}
	for i, l := range languages {
		l.idx = i
	}
	ids := map[string]uint32{}
	info := []lexEntry{{}, {}}
	add := func(w string) {
		if _, ok := ids[w]; ok {
			return
		}
		var e lexEntry
		e.stop = stopLangs[w]
		for i, l := range languages {
			e.cls[i] = l.cls[w]
		}
		ids[w] = uint32(len(info))
		info = append(info, e)
	}
	for w := range stopLangs {
		add(w)
	}
	for _, l := range languages {
		for w := range l.cls {
			add(w)
		}
	}
	lexInfo = info
	lexIDs.Store(&ids)
}

func initFast() {
	fastOnce.Do(func() {
		stopLangs = map[string]uint16{}
		labelHead = set{}
		for _, l := range languages {
			for w := range l.labels {
				labelHead[w] = true
			}
		}
		allFail = map[string]bool{}
		for li, l := range languages {
			for w := range l.stop {
				stopLangs[w] |= 1 << li
			}
			for w := range l.fail {
				allFail[w] = true
			}
			l.trig = set{}
			for _, ps := range []phrases{l.aux, l.pass, l.passNow, l.near, l.after, l.source} {
				for w := range ps {
					l.trig[w] = true
				}
			}
			for _, m := range []map[string]string{l.past1, l.past, l.part, l.report, l.weak, l.light} {
				for w := range m {
					l.trig[w] = true
				}
			}
			for _, st := range []set{l.subj, l.impers, instrumental} {
				for w := range st {
					l.trig[w] = true
				}
			}
		}
		for w := range httpErrors {
			allFail[w] = true
		}
		for _, l := range languages {
			l.cls = map[string]uint16{}
			mark := func(st set, bit uint16) {
				for w := range st {
					l.cls[w] |= bit
				}
			}
			mark(l.trig, bTrig)
			mark(l.modal, bModal)
			mark(l.cond, bCond)
			mark(l.hypo, bHypo)
			mark(l.fail, bFail)
			for w := range allFail {
				l.cls[w] |= bFail
			}
			mark(memoryWords, bMemory)
			mark(l.neg, bStop)
			mark(l.modal, bStop)
			mark(l.subj, bStop)
			mark(l.said, bStop)
			mark(thirdPerson, bStop)
			mark(conjunctions, bConj)
			mark(defaultWords, bDefault)
			for _, ps := range []phrases{l.aux, l.pass, l.near} {
				for w := range ps {
					l.cls[w] |= bAux
				}
			}
			for _, h := range []struct {
				ps  phrases
				bit uint16
			}{{l.announce, bAnnounce}, {l.source, bSource}, {l.passNow, bPassNow}, {l.after, bAfter}, {l.labels, bLabel}} {
				for w := range h.ps {
					l.cls[w] |= h.bit
				}
			}
		}
		buildLex()
	})
}

// umlautModal: German modals that fold to a past indicative: written
// without the umlaut they report what happened ("es konnte bestätigt
// werden").
var umlautModal = mkSet("konnte konnten mochte mochten")

// Word class bits (compiled.cls).
const (
	bTrig = 1 << iota
	bModal
	bCond
	bHypo
	bFail
	bMemory
	// heads of phrases: matchPhrase runs only at a word with the bit
	bAnnounce
	bSource
	bPassNow
	bAfter
	bLabel
	// words coordinated() stops at: another subject, a negation, a modal
	bStop
	bConj    // a conjunction ("and", "y", "et", "und")
	bDefault // "default", "defecto", "padrão" (byDefault)
	bAux     // a head of an aux, pass or near phrase
)

// classes returns the class bits of each token of a sentence, one map
// access per word (two with an elided article).
func (s *scanner) classes(toks []token) []uint16 {
	out := s.bits[:0]
	for _, t := range toks {
		var b uint16
		if t.kind == tokWord {
			b = s.lang.clsOf(t)
			if t.bare != t.w {
				// a phrase head's bit stays: matchPhrase tries the bare
				// form too (a superset is enough, it only gates the call)
				b |= s.lang.cls[t.bare] &^ bModal
			}
			if b&bModal != 0 && t.w == "able" && len(out) > 0 && (toks[len(out)-1].w == "was" || toks[len(out)-1].w == "were") {
				b &^= bModal // "I was able to confirm": a past ability is a fact
			}
			if b&bModal != 0 && umlautModal[t.w] && t.end-t.start == len(t.w) {
				b &^= bModal // "konnte" (could, past) is not "könnte" (would be able)
			}
			if b&bCond != 0 && s.accentedYes(t) {
				b &^= bCond
			}
		}
		out = append(out, b)
	}
	s.bits = out
	return out
}

// trigger: the word can start a rule of l (or, for an enclitic infinitive,
// is looked up by its verb).
func (l *compiled) trigger(t token) bool {
	return l.trig[t.w] || t.bare != t.w && l.trig[t.bare]
}

// accentedYes: the folded word is a conditional ("si") but was written
// with its accent ("sí", yes).
func (s *scanner) accentedYes(t token) bool {
	return t.w == "si" && t.end-t.start > 2
}
