package readable

//go:generate go run gen_fold.go

// fold returns the ASCII letter a reader reads r as, or 0: a letter whose
// compatibility form (NFKC) is one (modifier letters "ˢᵉⁿᵗ", the long s
// "ſ", generated from Unicode data into compatLetters), or a Latin small
// capital ("ꜱᴇɴᴛ"), which has no decomposition: Unicode names it as the
// capital of its letter, and readers read it so. The mathematical,
// circled and full-width letters are styled's (attack round 9).
func fold(r rune) byte {
	if r < 0x600 && r != 0x17F && (r < 0x262 || r > 0x2FF) {
		// Below Arabic only these hold a folded letter
		// (TestFoldBelowArabic): accented letters skip the maps.
		return 0
	}
	if c, ok := compatLetters[r]; ok {
		return c
	}
	if c, ok := smallCapitals[r]; ok {
		return c
	}
	return 0
}

// smallCapitals are the Latin letters named "LATIN LETTER SMALL CAPITAL
// x" and the modifier letters whose NFKC form is one of them
// (TestSmallCapitalsNamed lists their names).
var smallCapitals = map[rune]byte{
	0x1D00: 'a', 0x0299: 'b', 0x1D04: 'c', 0x1D05: 'd', 0x1D07: 'e', 0xA730: 'f', 0x0262: 'g', 0x029C: 'h',
	0x026A: 'i', 0x1D0A: 'j', 0x1D0B: 'k', 0x029F: 'l', 0x1D0D: 'm', 0x0274: 'n', 0x1D0F: 'o', 0x1D18: 'p',
	0xA7AF: 'q', 0x0280: 'r', 0xA731: 's', 0x1D1B: 't', 0x1D1C: 'u', 0x1D20: 'v', 0x1D21: 'w', 0x028F: 'y',
	0x1D22: 'z',
	// modifier small capitals (NFKC gives the small capital)
	0x1DA6: 'i', 0x1DAB: 'l', 0x1DB0: 'n', 0x1DB8: 'u', 0x10784: 'b', 0x10792: 'g', 0x10796: 'h', 0x107AA: 'r', 0x107B2: 'y',
}

// Letter is the ASCII letter a reader reads r as when r is a styled,
// modifier or small capital form of one (what Text folds), or 0. The
// receipt matcher reads a token's letters with it.
func Letter(r rune) byte {
	if c := styled(r); c != 0 && c < 0x80 {
		return byte(c)
	}
	return fold(r)
}
