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
	if k, kind, ok := englishDiaryObject(toks, en); ok {
		return k, kind, true
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

// englishDiaryObject: the answer opens with an English past, no subject,
// its object a pronoun and maybe a particle, then a colon ("Checked it
// out: tem alvos build, test …", "Read it through: la última entrada es
// 2.4.0 …", "Looked at them: …"): the speaker's look-up told in English
// diary style before the answer's own language reports what it found.
func englishDiaryObject(toks []token, en *compiled) (int, string, bool) {
	if len(toks) < 3 || toks[0].kind != tokWord {
		return 0, "", false
	}
	kind, ok := en.past[toks[0].w]
	if !ok {
		return 0, "", false
	}
	k := 1
	if k < len(toks) && toks[k].kind == tokWord && (toks[k].w == "at" || toks[k].w == "into" || toks[k].w == "through") {
		k++ // "Looked at it", "Went through them"
	}
	if k >= len(toks) || toks[k].kind != tokWord || !diaryPronouns[toks[k].w] {
		return 0, "", false
	}
	k++
	if k < len(toks) && toks[k].kind == tokWord && diaryParticles[toks[k].w] {
		k++
	}
	if k < len(toks) && toks[k].kind == tokPunct && (toks[k].w == ":" || toks[k].w == "—" || toks[k].w == "–") {
		return 0, kind, true
	}
	return 0, "", false
}

// diaryPronouns: object pronouns of an English diary clause.
var diaryPronouns = mkSet("it them this that everything")

// diaryParticles: particles of a phrasal look-up ("checked it out", "read
// it through", "looked it over").
var diaryParticles = mkSet("out through over up")
