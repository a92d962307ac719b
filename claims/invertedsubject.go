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

// scalarContinuation: the participle at toks[i] follows a word of scalar
// addition ("…, voire annulée", "…, or even cancelled", "…, o incluso
// cancelado", "…, oder sogar gestrichen", "…, ou até cancelado"): it
// adds to the predicate before it and takes that predicate's mood ("la
// traversée risque d'être très agitée, voire annulée": a risk), no
// clause of its own opening with a participle.
func scalarContinuation(toks []token, i int) bool {
	if i == 0 || toks[i-1].kind != tokWord || !(evenWords[toks[i-1].w] || toks[i-1].w == "voire") {
		return false
	}
	// the predicate it adds to is an infinitive of "be" ("risque d'être
	// très agitée, voire annulée", "could be delayed or even cancelled",
	// "puede ser lenta o incluso cancelada", "könnte verspätet oder
	// sogar gestrichen sein"): no report ("Looks fine, even restarted"
	// still claims the restart)
	for k := i - 2; k >= 0 && k >= i-10; k-- {
		if t := toks[k]; t.kind == tokWord && infinitiveBe[elided(t.w)] {
			return true
		}
	}
	for k := i + 1; k < len(toks) && k <= i+3; k++ {
		if t := toks[k]; t.kind == tokWord && infinitiveBe[t.w] {
			return true // (German: the infinitive ends the clause)
		}
	}
	return false
}

// infinitiveBe: the infinitive of "to be" (and "become"), folded.
var infinitiveBe = mkSet("be etre ser estar sein werden zijn worden ficar")

// elided: w without an elided article or preposition before an
// apostrophe ("d'etre" → "etre", "l'etat" → "etat").
func elided(w string) string {
	for i := 0; i < len(w) && i < 3; i++ {
		if w[i] == '\'' {
			return w[i+1:]
		}
	}
	return w
}
