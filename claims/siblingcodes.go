package claims

// Two-letter codes in sibling calls: calls of one tool that differ in a
// region, a country or a language code (api-eu / api-us / api-ap, "lang":
// "de" / "fr", "pais": "AR" / "CL") are each about their code. A two-letter
// word is too common to read in running text ("es", "de", "am" are
// words of the five languages), so the answer names the code only when it
// writes it as a code: in capitals, as a whole word ("AP: ok (51 ms)",
// "**EU** responde", "Região SA: 120 ms"). A failed sibling's code so
// written, with no successful call naming it, is that failed call's
// result (failedSiblingNamed).

// ownCodePart: p is a two-letter own part, read only as a code.
func ownCodePart(p string) bool {
	return len(p) == 2 && p[0] >= 'a' && p[0] <= 'z' && p[1] >= 'a' && p[1] <= 'z'
}

// codeWritten: sentence holds p (two folded letters) in capitals as a
// whole word: the letters with no letter or digit either side.
func codeWritten(sentence, p string) bool {
	up0, up1 := p[0]-'a'+'A', p[1]-'a'+'A'
	for i := 0; i+1 < len(sentence); i++ {
		if sentence[i] != up0 || sentence[i+1] != up1 {
			continue
		}
		if i > 0 && wordByte(sentence[i-1]) || i+2 < len(sentence) && wordByte(sentence[i+2]) {
			continue
		}
		return true
	}
	return false
}

// wordByte: a letter, a digit or a byte of a multi-byte letter.
func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
}
