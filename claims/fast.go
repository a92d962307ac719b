package claims

import "sync"

// Precomputed lookups that keep the scan to about one map access per
// word: the words that can start any rule (per language), the stop words
// of every language as a bit set, and the failure words of all languages.
var (
	fastOnce  sync.Once
	stopLangs map[string]uint16 // word → bit i set when languages[i] lists it
	// verbLangs: word → bit i set when languages[i] lists it as a
	// first-person past or a participle (shortverbs.go)
	verbLangs map[string]uint16
	allFail   map[string]bool
	labelHead set // first words of every language's output labels
)

func initFast() {
	fastOnce.Do(func() {
		stopLangs = map[string]uint16{}
		verbLangs = map[string]uint16{}
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
			for _, m := range []map[string]string{l.past1, l.part} {
				for w := range m {
					verbLangs[w] |= 1 << li
				}
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
			mark(l.receipt, bReceipt)
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
		initLetterLangs()
	})
}

// umlautModal: modals that fold to another word written without their
// umlaut or accent: German past indicatives ("es konnte bestätigt
// werden" reports what happened; "könnte" would), Spanish "seria"
// (serious; "sería", would be). plainModal: the reverse, a modal written
// plain whose accented form is another word (Portuguese "seria", would
// be; "séria", serious). Keyed by language: the folded forms collide
// across languages.
var (
	umlautModal = map[string]set{"de": mkSet("konnte konnten mochte mochten"), "es": mkSet("seria serian")}
	plainModal  = map[string]set{"pt": mkSet("seria seriam")}
)

// notModal: t, a word of l's modal list, is written as another word.
func (l *compiled) notModal(t token) bool {
	plain := t.end-t.start == len(t.w)
	return plain && umlautModal[l.code][t.w] || !plain && plainModal[l.code][t.w]
}

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
	bReceipt // a receipt noun (compiled.receipt: receiptVouch runs only with one)
)

// classes returns the class bits of each token of a sentence, one map
// access per word (two with an elided article).
func (s *scanner) classes(toks []token) []uint16 {
	bits, _ := s.classBits(toks)
	return bits
}

// classSummary is what classBits learns of a sentence besides each
// word's bits: a rule that needs a word of some class, a figure or a
// quotation skips the sentence's words when it has none.
type classSummary struct {
	union  uint16 // the union of the words' bits
	figure bool   // a word starts with a digit
	quote  bool   // a quote mark (quoteMask's)
}

// classBits is classes with the sentence's classSummary.
func (s *scanner) classBits(toks []token) ([]uint16, classSummary) {
	var sum classSummary
	// (written by index into the reused buffer, not appended: this runs
	// on every word of every sentence)
	out := s.bits[:0]
	if cap(out) < len(toks) {
		out = make([]uint16, 0, 2*len(toks))
	}
	out = out[:len(toks)]
	l := s.lang
	lexCls := l.lexCls
	for i := range toks {
		t := &toks[i] // (not a copy of the token per word)
		var b uint16
		if t.kind == tokWord {
			if !t.plain && isDigit(t.w[0]) { // (a word starting with a digit is not plain)
				sum.figure = true
			}
			if t.lex > 0 && lexCls != nil { // l.clsOf(*t)
				b = lexCls[t.lex]
			} else {
				b = l.cls[t.w]
			}
			if len(t.bare) != len(t.w) { // t.bare != t.w: bare is w or a suffix of it
				// a phrase head's bit stays: matchPhrase tries the bare
				// form too (a superset is enough, it only gates the call)
				b |= s.lang.cls[t.bare] &^ bModal
			}
			if !t.plain && l.code == "pt" {
				if _, ok := l.encliticPast1(*t); ok {
					b |= bTrig // "Mandei-lhe": the past without its pronoun (enclitic.go)
				}
			}
			if b&bHypo != 0 && nounHypo(toks, i) {
				b &^= bHypo // "the instance has been rebooted": a server, no example
			}
			if b&(bModal|bCond) != 0 { // (few words: one test for the three below)
				if b&bModal != 0 && t.w == "able" && i > 0 && (toks[i-1].w == "was" || toks[i-1].w == "were") {
					b &^= bModal // "I was able to confirm": a past ability is a fact
				}
				if b&bModal != 0 && l.notModal(*t) {
					b &^= bModal // "konnte" (could, past) is not "könnte" (would be able)
				}
				if b&bCond != 0 && s.accentedYes(*t) {
					b &^= bCond
				}
			}
		} else if t.kind == tokPunct && t.w == "\"" {
			sum.quote = true
		}
		out[i] = b
		sum.union |= b
	}
	s.bits = out
	return out, sum
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
