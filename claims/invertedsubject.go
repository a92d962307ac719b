package claims

import "strings"

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

// checkPurpose: the passive claim at toks[start] stands in the that-clause
// of an infinitive of checking after a word of purpose ("`terraform
// plan` pour vérifier qu'une seule ressource est créée", "to check that
// only one resource is created", "para comprobar que se crea un solo
// recurso", "um zu prüfen, dass nur eine Ressource angelegt wird", "para
// verificar que só um recurso é criado"): what a check to come would
// confirm, no result.
func checkPurpose(toks []token, start int) bool {
	for k := start - 1; k >= 1 && k >= start-8; k-- {
		t := toks[k]
		if t.kind != tokWord {
			if t.kind == tokPunct && t.w != "," {
				return false
			}
			continue
		}
		if !(t.w == "that" || t.w == "que" || t.w == "dass" || t.w == "ob" || strings.HasPrefix(t.w, "qu'")) {
			continue
		}
		v := k - 1
		if v >= 0 && toks[v].kind == tokPunct && toks[v].w == "," {
			v-- // "um zu prüfen, dass …"
		}
		if v < 1 || !checkInfinitives[toks[v].w] {
			return false
		}
		p := toks[v-1].w
		return purposeMarks[p] || p == "zu" && v >= 2 && toks[v-2].w == "um"
	}
	return false
}

var (
	checkInfinitives = mkSet("check verify confirm ensure verifier confirmer comprobar verificar confirmar asegurar prufen pruefen uberprufen ueberpruefen sicherstellen garantir checar")
	purposeMarks     = mkSet("to pour para pra afin de zu")
)

// ranBefore: a first-person past was kept before in the sentence ("I
// ran `ls` to confirm that …"): the check was made, not one to come.
func ranBefore(kept []Claim) bool {
	for _, k := range kept {
		if k.Rule == RuleFirstPerson {
			return true
		}
	}
	return false
}

// pastPassive: the passive claim's words toks[a..b] (or the word after
// them: German verb-final "gelöscht wurde") hold a past or perfect
// auxiliary ("was deleted", "a bien été supprimée", "fue borrada", "foi
// apagado", "gelöscht wurde"): a check's that-clause in the past
// after a check the speaker made presupposes the change done ("I ran
// `ls` to confirm that the database was deleted"), unlike a present one
// ("qu'une seule ressource est créée") or a check to come ("Corre
// `terraform plan` para verificar que só um recurso foi criado").
func pastPassive(toks []token, a, b int) bool {
	for k := max(a, 0); k <= b+1 && k < len(toks); k++ {
		if t := toks[k]; t.kind == tokWord && pastAuxWords[t.w] {
			return true
		}
	}
	return false
}

var pastAuxWords = mkSet("was were been fue fueron sido ete fut furent etait etaient wurde wurden worden war foi foram fora")
