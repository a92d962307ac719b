package claims

// englishDiaryPast: in an answer in another language, a clause that
// switches to English diary style, "just" or "already" then an English
// past with no subject ("Sí. Just ran ss -tlnp: …", "Ja. Just checked
// the logs: …"): read with the English lexicon, it is the speaker's past
// action, as "just pinged it" is in an English answer. It returns the
// verb and its kind. English function words are no words of the other
// lexicons, so an answer in Spanish or German never reads its own words
// this way; only the two-word opening is read, not the rest.
func (s *scanner) englishDiaryPast(toks []token) (int, string, bool) {
	if s.lang.code == "en" {
		return 0, "", false
	}
	en := knownLang("en")
	if en == nil {
		return 0, "", false
	}
	for k := 0; k+1 < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord || t.w != "just" && t.w != "already" || k > 0 && toks[k-1].kind != tokPunct {
			continue // (at a clause's opening only)
		}
		v := toks[k+1]
		if v.kind != tokWord || s.lang.stop[v.w] {
			continue
		}
		if kind, ok := en.past[v.w]; ok {
			return k + 1, kind, true
		}
	}
	return 0, "", false
}
