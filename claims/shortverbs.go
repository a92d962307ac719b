package claims

import "math/bits"

// A short answer says little, and its few stop words are often shared
// ("mandei lá 🍕": "lá" folds to the "la" of Spanish, French and
// Italian), so the user's message decides its language. Its verb says
// more: a first-person past or a participle that one language alone
// lists ("mandei", "geschickt", "envoyé", "mandé") is that language's.

// ownVerbWeight: what such a verb counts, as two stop words of a short
// answer do; the user's message still weighs in beside it.
const ownVerbWeight = 2

// tallyOwnVerbs adds ownVerbWeight to counts[i] for each word of toks
// that only languages[i] lists as a verb form (verbLangs).
//
// The answer's verb forms must agree: when no one language lists them all
// ("enviada a Ana ✅ mailed": "enviada" is es and pt, "mailed" en), a
// word of another language tacked on decides nothing, and the stop words
// and the user's message choose as before.
func tallyOwnVerbs(toks []token, counts *[maxLangs]int) {
	all := ^uint16(0)
	for i := range toks {
		if t := &toks[i]; t.kind == tokWord {
			if b := verbLangs[t.w]; b != 0 {
				all &= b
			}
		}
	}
	if all == 0 {
		return
	}
	for i := range toks {
		t := &toks[i]
		if t.kind != tokWord {
			continue
		}
		if b := verbLangs[t.w]; b != 0 && b&(b-1) == 0 {
			counts[bits.TrailingZeros16(b)] += ownVerbWeight
		}
	}
}
