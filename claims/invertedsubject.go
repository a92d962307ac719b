package claims

// invertedSubject: in German and Dutch, the participle-shaped word at
// toks[i] is directly followed by a subject pronoun ("Sonst verlängert er
// sich um ein Jahr", "Dann läuft es wieder", "Daarna werkt het"): a
// finite verb in second place with its subject after it (a present
// tense, as "verlängert" is both), not a participle reporting a change.
// A participle never takes its subject right after it.
func invertedSubject(toks []token, i int, code string) bool {
	if code != "de" && code != "nl" || i+1 >= len(toks) || toks[i+1].kind != tokWord {
		return false
	}
	return v2Subjects[toks[i+1].w]
}

// v2Subjects: German and Dutch nominative pronouns that follow a finite
// verb in second place.
var v2Subjects = mkSet("er sie es man wir ihr du ich hij zij het we wij jij je")
