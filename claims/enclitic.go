package claims

import "strings"

// ptEnclitics: the object pronouns Portuguese attaches to a finite verb
// with a hyphen ("Mandei-lhe", "Comprei-te", "Enviei-os"); "se" is left
// out: "verificou-se" is an impersonal, read by its own rule.
var ptEnclitics = mkSet("lhe lhes te me nos vos o a os as lo la los las no na nas")

// encliticPast1: the word is a first-person simple past with a hyphenated
// object pronoun ("Mandei-lhe mensagem", "Reservei-te a mesa"): the verb
// is read as it is without the pronoun. Only Portuguese writes the
// pronoun so after a past; a French imperative ("envoie-le") is no past.
func (l *compiled) encliticPast1(t token) (string, bool) {
	if l.code != "pt" || t.plain || t.kind != tokWord {
		return "", false
	}
	k := strings.LastIndexByte(t.w, '-')
	if k < 3 || !ptEnclitics[t.w[k+1:]] {
		return "", false
	}
	kind, ok := l.past1[t.w[:k]]
	return kind, ok
}
