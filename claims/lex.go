package claims

import "sync/atomic"

// The lexicon table: every word some language gives class bits
// (compiled.cls) or lists as a stop word (stopLangs), numbered, with what
// the lexicons say of it. The tokenizer looks each word up once, hashing
// its bytes while it scans them, so language detection and the rules'
// class bits read the token's entry instead of a map: the map look-up per
// word was the largest single cost of a scan. The table is built from the
// maps at start-up (initFast), so it cannot drift from the lexicon data;
// TestLexMatchesMaps and FuzzTokenize check it against them.

// lexEntry is what the lexicons say of one word.
type lexEntry struct {
	cls  [maxLangs]uint16 // compiled.cls of languages[i]
	stop uint16           // stopLangs
}

// The readers' copies are split by field, one small array each (a few
// KB, cache-resident): lexStop[id] is the word's stop bits, and each
// language's compiled.lexCls[id] its class bits.

// maxLangs bounds the registered languages (stopLangs is a uint16 bit set).
const maxLangs = 16

// lexTable is an open-addressing hash table from a folded word to its
// entry number: ids from 2 (0 is "not looked up", 1 "no entry").
type lexTable struct {
	slots []uint64 // hash<<32 | id; id 0 is an empty slot
	mask  uint32
	words []string // by id
	info  []lexEntry
	// uni is the sentence model's unigram hash of each word (features.go,
	// uniHash), by id; uniOK says it holds (a word with a digit is keyed
	// by its shape, which depends on the token)
	uni   []uint32
	uniOK []bool
}

var (
	// lexTab is published atomically: a tokenizer running before
	// initFast (a test, another entry point) reads nil and looks nothing
	// up (its tokens fall back to the maps).
	lexTab atomic.Pointer[lexTable]
	// lexStop is the stop bits of lexTab's words, by id, for the readers
	// of a token's entry (a token has one only when the table was
	// published, after lexStop and every compiled.lexCls were set).
	lexStop []uint16
)

// FNV-1a, 32 bits: the tokenizer feeds it a word's folded bytes as it
// scans them.
const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func fnvString(w string) uint32 {
	h := uint32(fnvOffset)
	for i := 0; i < len(w); i++ {
		h = (h ^ uint32(w[i])) * fnvPrime
	}
	return h
}

// slot spreads h's bits over the index (FNV's low bits alone cluster).
func (t *lexTable) slot(h uint32) uint32 {
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h & t.mask
}

// find returns w's id (h is fnvString(w)), 1 when it has none.
func (t *lexTable) find(h uint32, w string) uint32 {
	for i := t.slot(h); ; i = (i + 1) & t.mask {
		s := t.slots[i]
		id := uint32(s)
		if id == 0 {
			return 1
		}
		if uint32(s>>32) == h && t.words[id] == w {
			return id
		}
	}
}

// lexID returns w's entry number (h is fnvString(w)), 1 when it has
// none, 0 when the table is not built yet (t nil).
func lexID(t *lexTable, h uint32, w string) uint32 {
	if t == nil {
		return 0
	}
	return t.find(h, w)
}

// clsOf is l.cls[t.w], from the token's entry when it has one.
func (l *compiled) clsOf(t token) uint16 {
	if t.lex > 0 && l.lexCls != nil {
		return l.lexCls[t.lex]
	}
	return l.cls[t.w]
}

// buildLex builds and publishes the table from stopLangs and every
// language's cls (initFast, after both are complete).
func buildLex() {
	if len(languages) > maxLangs {
		panic("claims: more languages than maxLangs")
	}
	seen := map[string]bool{}
	t := &lexTable{words: []string{"", ""}, info: []lexEntry{{}, {}}}
	add := func(w string) {
		if seen[w] {
			return
		}
		seen[w] = true
		var e lexEntry
		e.stop = stopLangs[w]
		for i, l := range languages {
			e.cls[i] = l.cls[w]
		}
		t.words = append(t.words, w)
		t.info = append(t.info, e)
	}
	for w := range stopLangs {
		add(w)
	}
	for _, l := range languages {
		for w := range l.cls {
			add(w)
		}
	}
	// the words of the rules' own sets (rulebits.go), so a token of one
	// carries its rule bits too
	for _, w := range ruleWords() {
		add(w)
	}
	t.index()
	t.uni, t.uniOK = make([]uint32, len(t.words)), make([]bool, len(t.words))
	for id, w := range t.words {
		if id > 1 && w != "" && !hasDigit(w) {
			t.uni[id], t.uniOK[id] = uniHash(w), true
		}
	}
	lexStop = make([]uint16, len(t.info))
	for id, e := range t.info {
		lexStop[id] = e.stop
	}
	lexGlobRule = make([]uint32, len(t.words))
	for i, l := range languages {
		l.lexCls = make([]uint16, len(t.info))
		for id, e := range t.info {
			l.lexCls[id] = e.cls[i]
		}
		l.lexRule = make([]uint32, len(t.words))
	}
	// only the rule words have rule bits (every other word's are 0): each
	// set marks its words (TestRuleBitsMatchMaps holds this to ruleBitsMap)
	ruleSets(func(st func(func(string)), bit uint32, l *compiled) {
		st(func(w string) {
			id := t.find(fnvString(w), w)
			if l != nil {
				l.lexRule[id] |= bit
				return
			}
			lexGlobRule[id] |= bit
			for _, l := range languages {
				l.lexRule[id] |= bit
			}
		})
	})
	lexTab.Store(t)
}

// index fills the slots from t.words, a quarter full: a word of no
// lexicon (most words) ends its probe at the first or second slot.
func (t *lexTable) index() {
	n := 1
	for n < 4*len(t.words) {
		n <<= 1
	}
	t.slots = make([]uint64, n)
	t.mask = uint32(n - 1)
	for id := 2; id < len(t.words); id++ {
		h := fnvString(t.words[id])
		i := t.slot(h)
		for t.slots[i] != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = uint64(h)<<32 | uint64(id)
	}
}
