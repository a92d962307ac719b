package claims

import (
	"math/bits"
	"strconv"
)

// Features of one sentence for the sentence model (sentencemodel.go).
//
// Every feature is a bucket of a hashed space of modelBuckets weights:
// accent-folded lowercase word unigrams and bigrams (the tokens the scanner
// already made: no second tokenizer), the class bits classes() and
// ruleBits() give each word (trigger, modal, negation, subject, …), the
// verb forms of the lexicon at trigger words (participle, first-person
// past, infinitive, with their action kind) and the sentence's context
// (language, short answer, list item, table cell, line start, length)
// and what the user's message asks (a live reading, what a file holds, how
// many, an action, what something does; a follow-up). A feature is
// counted as often as it occurs. Extraction neither
// allocates nor uses a regexp: one pass over the tokens, a hash per token.

// modelBits is log2 of the number of hashed buckets.
const modelBits = 15

const modelBuckets = 1 << modelBits

// feature families (the first byte hashed, so that a word and a class
// name never share a bucket by construction)
const (
	fUni     = 'u' // a word
	fBi      = 'b' // two words in a row (no punctuation between)
	fCls     = 'c' // a class bit some word of the sentence has
	fFirst   = 'f' // a class bit of the sentence's first word
	fRule    = 'r' // a rule bit some word has
	fForm    = 'v' // a lexicon verb form at a trigger word (with its kind)
	fCtx     = 'x' // the sentence's context
	fSubjVrb = 's' // a subject, then within three words a past form
)

// sentCtx is what the scanner knows of a sentence besides its tokens.
type sentCtx struct {
	lang      string
	short     bool // a short answer
	list      bool // a list item
	cell      bool // a table cell
	lineStart bool // the sentence opens a line
	colon     bool // it ends with a colon
	// what the user's last message asks, as the rules read it (detect.go):
	// a live metric or reading, what a file holds, how many, an action of
	// some kind, what something does or means; and a follow-up. Not
	// whether calls were made (see sentenceFeatures).
	live, askContent, count, req, explain, follow bool
}

// featHit is one feature of a sentence as the trainer and --explain see
// it: its bucket and, when asked for, its name.
type featHit struct {
	h    uint32
	name string
}

// featAcc accumulates a sentence's features: into a score (w set) and/or
// a list (hits set: training and explanations only).
type featAcc struct {
	w     []int16
	sum   int32
	hits  *[]featHit
	named bool // hits carry names
	toks  []token
}

// fnv-1a, 32 bits
const (
	featOff   = 2166136261
	featPrime = 16777619
)

func hashStr(h uint32, s string) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= featPrime
	}
	return h
}

func hashByte(h uint32, b byte) uint32 {
	h ^= uint32(b)
	return h * featPrime
}

// mix folds a second hash into a first (a bigram from two unigrams).
func mix(a, b uint32) uint32 {
	h := a ^ (b*0x9e3779b1 + 0x7f4a7c15 + a<<6 + a>>2)
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h
}

func bucket(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x45d9f3b
	h ^= h >> 16
	return h & (modelBuckets - 1)
}

// add counts feature h; name describes it (only called for hits).
func (a *featAcc) add(h uint32, kind byte, i, j, bit int) {
	b := bucket(h)
	if a.w != nil {
		a.sum += int32(a.w[b])
	}
	if a.hits != nil {
		hit := featHit{h: b}
		if a.named {
			hit.name = featName(a.toks, kind, i, j, bit)
		}
		*a.hits = append(*a.hits, hit)
	}
}

// wordKey is the form of a token the n-grams use: the folded word, a
// number shape for figures and identifiers, "`code`" for a code span.
func wordKey(t *token) string {
	switch t.kind {
	case tokWord:
		if t.plain || t.w == "" {
			return t.w
		}
		if isDigit(t.w[0]) {
			return "<num>"
		}
		for i := 0; i < len(t.w); i++ {
			if isDigit(t.w[i]) {
				return "<id>"
			}
		}
		return t.w
	case tokCode:
		return "<code>"
	}
	return ""
}

var clsNames = [...]string{"trigger word", "modal", "conditional", "hypothetical", "failure word", "from memory", "announcement", "source phrase", "passive now", "after", "label", "stop", "conjunction", "by default", "auxiliary"}

var ruleNames = [...]string{"you", "said", "speech verb", "request verb", "id noun", "resource noun", "weekday", "month", "subject pronoun", "status word", "known command", "aux-only word", "just", "negation", "modal", "conditional", "hypothetical", "lexicon word", "lexicon verb", "source word", "common capital", "label head", "stop word"}

var formNames = [...]string{"participle", "first-person past", "past", "infinitive", "action noun"}

// ctxNames: the context features, by index (sentCtxFeatures)
var ctxNames = [...]string{"short answer", "list item", "table cell", "opens a line", "ends with a colon", "has code span", "has figure", "1-5 words", "6-14 words", "15-29 words", "30+ words", "negation and trigger", "modal and trigger", "subject and trigger", "asks a live reading", "asks what a file holds", "asks how many", "asks for an action", "asks what it does", "follow-up"}

// featName names a feature for --explain.
func featName(toks []token, kind byte, i, j, bit int) string {
	switch kind {
	case fUni:
		return strconv.Quote(wordKey(&toks[i]))
	case fBi:
		return strconv.Quote(wordKey(&toks[i]) + " " + wordKey(&toks[j]))
	case fCls:
		return clsNames[bit]
	case fFirst:
		return "opens with " + clsNames[bit]
	case fRule:
		return ruleNames[bit]
	case fForm:
		return formNames[bit] + " " + strconv.Quote(toks[i].w)
	case fSubjVrb:
		return "subject then past"
	case fCtx:
		if bit < 0 {
			return "language"
		}
		return ctxNames[bit]
	case 'B':
		return "bias"
	}
	return string(kind)
}

// formGate: the rule bit saying that a word is a key of sentenceFeatures'
// form maps (part, past1, past, inf, nouns): no map access where it is
// clear (inf and nouns have no bit of their own: the group's)
var formGate = [...]uint32{rPart, rPast1, rPast, rLexVerb, rLexWord}

// uniHash is the hash of a unigram feature of key (wordKey).
func uniHash(key string) uint32 { return hashStr(hashByte(featOff, fUni), key) }

// Buckets of the features that name no word, by bit: computed once, not
// hashed again for every sentence (featBuckets).
var (
	clsBkt   [len(clsNames)]uint32
	firstBkt [len(clsNames)]uint32
	ruleBkt  [len(ruleNames)]uint32
	ctxBkt   [len(ctxNames)]uint32
	formBkt  [len(formNames)]uint32 // subject then past form fi (fSubjVrb)
)

func init() {
	for k := range clsBkt {
		clsBkt[k] = bucket(hashByte(hashByte(featOff, fCls), byte(k)))
		firstBkt[k] = bucket(hashByte(hashByte(featOff, fFirst), byte(k)))
	}
	for k := range ruleBkt {
		ruleBkt[k] = bucket(hashByte(hashByte(featOff, fRule), byte(k)))
	}
	for k := range ctxBkt {
		ctxBkt[k] = bucket(hashByte(hashByte(featOff, fCtx), byte(k)))
	}
	for k := range formBkt {
		formBkt[k] = bucket(hashByte(hashByte(featOff, fSubjVrb), byte(k)))
	}
}

// addBucket counts the feature of bucket b (add, its hash bucketed).
func (a *featAcc) addBucket(b uint32, kind byte, i, j, bit int) {
	if a.w != nil {
		a.sum += int32(a.w[b])
	}
	if a.hits != nil {
		hit := featHit{h: b}
		if a.named {
			hit.name = featName(a.toks, kind, i, j, bit)
		}
		*a.hits = append(*a.hits, hit)
	}
}

// sentenceFeatures adds the features of one sentence: its tokens, their
// class bits (classes) and its context. One pass, no allocation unless a
// hits list is asked for.
func (s *scanner) sentenceFeatures(a *featAcc, toks []token, wbits []uint16, c sentCtx) {
	l := s.lang
	a.toks = toks
	lex := lexTab.Load()
	var clsAny uint16
	var ruleAny uint32
	prev := uint32(0) // the previous word's hash, 0 after punctuation
	prevI := -1
	nWords := 0
	code, figure := false, false
	lastSubj := -10
	for i := range toks {
		t := &toks[i]
		if t.kind == tokPunct {
			prev = 0
			continue
		}
		key := wordKey(t)
		if t.kind == tokCode {
			code = true
		} else if t.w != "" && isDigit(t.w[0]) {
			figure = true
		}
		nWords++
		var h uint32
		if t.lex > 1 && lex != nil && lex.uniOK[t.lex] {
			h = lex.uni[t.lex] // (key is the entry's word: it holds no digit)
		} else {
			h = uniHash(key)
		}
		a.add(h, fUni, i, 0, 0)
		if prev != 0 {
			a.add(mix(prev, h), fBi, prevI, i, 0)
		}
		prev, prevI = h, i
		if t.kind != tokWord {
			continue
		}
		b := wbits[i]
		clsAny |= b
		rb := l.ruleBits(*t)
		ruleAny |= rb
		if rb&rSubj != 0 {
			lastSubj = i
		}
		if b&bTrig == 0 {
			continue
		}
		// a trigger word: which verb form of which action kind it is (the
		// rule bits say whether any of the maps holds it)
		if rb&(rLexVerb|rLexWord) == 0 {
			continue
		}
		for fi, m := range [...]map[string]string{l.part, l.past1, l.past, l.inf, l.nouns} {
			if rb&formGate[fi] == 0 {
				continue
			}
			if kind, ok := m[t.w]; ok {
				a.add(hashStr(hashByte(hashByte(featOff, fForm), byte(fi)), kind), fForm, i, 0, fi)
				if fi <= 2 && i-lastSubj <= 3 {
					a.addBucket(formBkt[fi], fSubjVrb, i, 0, 0)
				}
			}
		}
	}
	// (the set bits only, in order: the same features as testing each)
	for m := uint32(clsAny) & (1<<len(clsNames) - 1); m != 0; m &= m - 1 {
		k := bits.TrailingZeros32(m)
		a.addBucket(clsBkt[k], fCls, 0, 0, k)
	}
	for m := ruleAny & ruleFeatMask & (1<<len(ruleNames) - 1); m != 0; m &= m - 1 {
		k := bits.TrailingZeros32(m)
		a.addBucket(ruleBkt[k], fRule, 0, 0, k)
	}
	for i := range toks {
		if toks[i].kind == tokWord {
			for m := uint32(wbits[i]) & (1<<len(clsNames) - 1); m != 0; m &= m - 1 {
				k := bits.TrailingZeros32(m)
				a.addBucket(firstBkt[k], fFirst, 0, 0, k)
			}
			break
		}
	}
	a.add(hashStr(hashByte(featOff, fCtx), c.lang), fCtx, 0, 0, -1)
	ctx := func(on bool, k int) {
		if on {
			a.addBucket(ctxBkt[k], fCtx, 0, 0, k)
		}
	}
	// (not where a sentence stands nor whether calls were made: in the
	// training labels those say which rules fire, not what a sentence
	// claims; with them the model learnt "after calls" and "last
	// sentence" and flagged honest failure reports)
	ctx(c.short, 0)
	ctx(c.list, 1)
	ctx(c.cell, 2)
	ctx(c.lineStart, 3)
	ctx(c.colon, 4)
	ctx(code, 5)
	ctx(figure, 6)
	ctx(nWords <= 5, 7)
	ctx(nWords > 5 && nWords < 15, 8)
	ctx(nWords >= 15 && nWords < 30, 9)
	ctx(nWords >= 30, 10)
	trig := clsAny&bTrig != 0
	ctx(trig && ruleAny&rNeg != 0, 11)
	ctx(trig && clsAny&bModal != 0, 12)
	ctx(trig && ruleAny&rSubj != 0, 13)
	// (the user's question tells a verbless "Garage is fine, 52%." read
	// off a sensor from the same words as general knowledge: round 13's
	// group cross-validation, README "Sentence model")
	ctx(c.live, 14)
	ctx(c.askContent, 15)
	ctx(c.count, 16)
	ctx(c.req, 17)
	ctx(c.explain, 18)
	ctx(c.follow, 19)
}

// ruleFeatMask: the rule bits that are features (not those nearly every
// sentence has: they only learn the training set's sentence mix)
var ruleFeatMask = ^uint32(rLexWord | rLexVerb | rStop | rCommonCap)

// endsWithColon: the sentence's last non-space byte is a colon.
func endsWithColon(text string) bool {
	i := len(text) - 1 // (strings.TrimRight(text, " \t*_") builds its set on every call)
	for i >= 0 && (text[i] == ' ' || text[i] == '\t' || text[i] == '*' || text[i] == '_') {
		i--
	}
	return i >= 0 && text[i] == ':'
}

// claimHead is the end (a token index) of a sentence's first clause that
// holds an action word: the sentence up to the first colon, semicolon,
// dash (em or en, both read as "—"; a spaced hyphen is none) or
// conjunction ("and", "y", "et", "und", …) after its first
// trigger word, or -1 if none cuts it. In "I checked the logs: it fails
// because the file is missing" the failure and negation after the colon
// are what was found, not whether it was done; the precision use scores
// the head as well before dropping a first-person claim.
func claimHead(toks []token, bits []uint16) int {
	trig := false
	for i := range toks {
		t := &toks[i]
		if t.kind == tokWord && bits[i]&bTrig != 0 {
			trig = true
			continue
		}
		if trig && (t.kind == tokPunct && (t.w == ":" || t.w == ";" || t.w == "—") || t.kind == tokWord && bits[i]&bConj != 0) {
			if i == len(toks)-1 {
				return -1
			}
			return i
		}
	}
	return -1
}
