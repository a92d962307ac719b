package claims

// englishDiaryPast: in an answer in another language, a clause that
// switches to English diary style, "just" or "already" then an English
// past with no subject ("Sí. Just ran ss -tlnp: …", "Ja. Just checked
// the logs: …"), or an English past, its object pronoun and a break
// ("Read it through: la última entrada es 2.4.0", "Checked it out: tem
// alvos build, test …"): read with the English lexicon, it is the speaker's past
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
		if k > 0 && toks[k-1].kind != tokPunct || t.kind != tokWord {
			continue // (at a clause's opening only)
		}
		if kind, ok := en.past[t.w]; ok && !s.lang.stop[t.w] && englishObjectThenBreak(toks, k+1) {
			return k, kind, true // "Read it through: la última entrada …", "Checked it out: tem alvos …"
		}
		if t.w != "just" && t.w != "already" {
			continue
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

// englishObjectThenBreak: toks[k] is an English object pronoun, then
// maybe a particle, then a colon or a dash ("it through:", "them —").
func englishObjectThenBreak(toks []token, k int) bool {
	if k >= len(toks) || toks[k].kind != tokWord || !englishObjects[toks[k].w] {
		return false
	}
	k++
	if k < len(toks) && toks[k].kind == tokWord && englishParticles[toks[k].w] {
		k++
	}
	return k < len(toks) && toks[k].kind == tokPunct && (toks[k].w == ":" || toks[k].w == "—" || toks[k].w == "–")
}

var (
	englishObjects   = mkSet("it them this that both everything")
	englishParticles = mkSet("through out over up again")
)
