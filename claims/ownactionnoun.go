package claims

import "strings"

// Own action nouns: an operation told as a noun the speaker owns ("The
// restart I did fixed it", "After my restart of nginx the 502s are gone",
// "El reinicio que hice lo arregló", "Le redémarrage que j'ai lancé a
// suffi", "Mein Neustart des Pods hat's behoben", "O reinício que fiz
// resolveu") says the speaker did it as "I restarted it" does: a run that
// a call must back. The noun needs the speaker's possessive right before
// it, or a relative clause right after it with the speaker as subject of
// a past; a noun that heads a compound ("my restart script", "mein
// Neustart-Vorschlag") names a thing, not the operation.

// ownOpNouns: nouns of an operation on a running system, folded, five
// languages (not "fix" or "change": "my fix" is often the code the
// answer itself proposes).
var ownOpNouns = mkSet(`restart reboot redeploy redeployment rollback relaunch failover purge
	reinicio reinicializacion redespliegue despliegue reversion purga
	redemarrage relance redeploiement deploiement
	neustart reboots neustarts rucksetzung
	reinicializacao reinicio`)

// ownOpNoun: w is one of ownOpNouns. Every one is 5 to 18 bytes and
// opens with d, f, n, p or r: the check runs on every word of a sentence
// with no claim, and the bytes rule out most words before the map does.
func ownOpNoun(w string) bool {
	if len(w) < 5 || len(w) > 18 {
		return false
	}
	switch w[0] {
	case 'd', 'f', 'n', 'p', 'r':
		return ownOpNouns[w]
	}
	return false
}

// ownPossessives: first-person possessives, folded, five languages.
var ownPossessives = mkSet(`my our mi mis nuestro nuestra mon ma mes notre nos
	mein meine meinen meinem meiner meines unser unsere unseren unserem unserer
	meu minha meus minhas nosso nossa`)

// ownRelatives: the relative word before the speaker's clause ("that",
// "que", "den").
var ownRelatives = mkSet("that which que den die das welchen")

// ownCompoundHeads: nouns an operation noun qualifies ("restart script",
// "plan de reinicio" reads the other way and is not caught): a thing.
var ownCompoundHeads = mkSet(`script scripts plan plans policy button command job suggestion proposal idea request ticket window schedule loop
	vorschlag plan skript befehl fenster`)

// ownActionNoun returns the operation noun the speaker owns, if any.
func (s *scanner) ownActionNoun(toks []token) (int, bool) {
	l := s.lang
	for i, t := range toks {
		if t.kind != tokWord || !ownOpNoun(t.w) {
			continue
		}
		if i+1 < len(toks) && (toks[i+1].w == "-" || toks[i+1].kind == tokWord && ownCompoundHeads[toks[i+1].w]) {
			continue // "my restart script", "Neustart-Vorschlag"
		}
		if i > 0 && toks[i-1].kind == tokWord && ownPossessives[toks[i-1].w] {
			if s.ownNounPlanned(toks, i) {
				continue // "Mi reinicio de nginx tardará 2 minutos si lo apruebas": a plan
			}
			return i, true // "my restart", "mein Neustart", "o meu reinício"
		}
		if s.ownClauseAfter(toks, i+1, l) {
			return i, true // "the restart I did", "el reinicio que hice"
		}
	}
	return 0, false
}

// ownClauseAfter: from k, a relative clause (its relative word may be
// left out, "the restart I did") whose subject is the speaker and whose
// verb is a past: "I did", "que hice", "que j'ai lancé", ", den ich
// gemacht habe", "que eu fiz".
func (s *scanner) ownClauseAfter(toks []token, k int, l *compiled) bool {
	if k < len(toks) && toks[k].w == "," {
		k++
	}
	if k < len(toks) && toks[k].kind == tokWord && ownRelatives[toks[k].w] {
		k++
	}
	if k >= len(toks) || toks[k].kind != tokWord {
		return false
	}
	w := toks[k].w
	if _, ok := l.past1[w]; ok {
		return true // "que hice", "que fiz"
	}
	if _, ok := l.light[w]; ok && l.code != "en" && l.code != "de" {
		return k > 0 && ownRelatives[toks[k-1].w] // "que realicé"
	}
	if !(l.subj[w] || w == "j") {
		return false
	}
	for m := k + 1; m < len(toks) && m <= k+3; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		v := toks[m].w
		if _, ok := l.past1[v]; ok {
			return true
		}
		if _, ok := l.light[v]; ok {
			return true
		}
		if _, ok := l.part[v]; ok {
			return true
		}
	}
	return false
}

// ownNounPlanned: after the speaker's operation noun at i, the sentence
// tells it as to come: a modal, a condition, or a Romance synthetic
// future ("Mi reinicio tardará 2 minutos; lo hago a las 23:00 si lo
// apruebas", "Mon redémarrage prendra 2 minutes", "Meu reinício vai
// levar 2 minutos").
func (s *scanner) ownNounPlanned(toks []token, i int) bool {
	l := s.lang
	for _, t := range toks[i+1:] {
		if t.kind == tokPunct && t.w != "'" && t.w != "-" {
			return false // (the noun's clause ends: "My restart fixed it; it will stay up")
		}
		if t.kind != tokWord {
			continue
		}
		if _, ok := l.past[t.w]; ok || ownAnd[t.w] {
			return false // "my restart fixed it and …": told done first
		}
		if _, ok := l.part[t.w]; ok {
			return false
		}
		if l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] || ownFutureAux[t.w] {
			return true
		}
		raw := s.text[t.start:t.end]
		switch l.code {
		case "es", "pt":
			if len(t.w) >= 5 && (strings.HasSuffix(raw, "rá") || strings.HasSuffix(raw, "rán") || strings.HasSuffix(raw, "rão")) {
				return true // "tardará", "levará"
			}
		case "fr":
			if len(t.w) >= 6 && (strings.HasSuffix(t.w, "ra") || strings.HasSuffix(t.w, "ront")) {
				return true // "prendra", "durera"
			}
		}
	}
	return false
}

// ownFutureAux: auxiliaries of a periphrastic future, folded ("vai
// levar", "va a tardar", "va prendre", "wird dauern", "will take").
var ownFutureAux = mkSet("vai vao va van vamos wird werden will")

// ownAnd: coordinators that open the next clause, folded.
var ownAnd = mkSet("and y e et und")
