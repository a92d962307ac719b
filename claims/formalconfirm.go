package claims

import "strings"

// formalConfirm: a sentence opened by the speaker's formal confirmation
// ("I can confirm the VPN is up with four peers", "Le confirmo que la VPN
// está operativa", "Oui, je confirme : /tmp ne pèse plus que 12 Mo", "Ich
// kann Ihnen bestätigen, dass das VPN steht", "Posso confirmar-lhe que a
// VPN está operacional") asserts what a check found, though no verb of
// doing is in it: the modal of "I can confirm" is no offer, it vouches. It
// is a check claim on the complement, which the existing backing holds to
// a call of its kind that touched the complement's words.
//
// Not a claim: a confirmation of what the user said ("je confirme, c'est
// bien ce que vous disiez", `Told`), of general knowledge (the complement
// holds no live state, count, figure, path or code: "I can confirm that
// Paris is the capital"), of pasted text, or one whose complement is a
// plan, a guess or a condition ("I can confirm it will be up by noon").
//
// It returns the token ending the confirmation phrase.
func (s *scanner) formalConfirm(toks []token, bits []uint16, first int) (int, bool) {
	l := s.lang
	if len(l.confirm) == 0 || first < 0 || len(toks) > 60 || s.userPasted() {
		return 0, false
	}
	// the phrase opens the sentence, or follows a short reply ("Oui, …",
	// "Yes — …")
	starts := [2]int{first, -1}
	for k := first + 1; k < len(toks) && k <= first+3; k++ {
		if toks[k].kind == tokPunct {
			if k+1 < len(toks) && toks[k+1].kind == tokWord {
				starts[1] = k + 1
			}
			break
		}
	}
	for _, a := range starts {
		if a < 0 {
			continue
		}
		j, ok := matchPhrase(toks, a, l.confirm)
		if !ok || j >= len(toks) {
			continue
		}
		// a complement follows: "that/que/dass", a colon or a comma, or
		// (English drops "that") a clause straight after
		t := toks[j]
		if !(t.kind == tokWord && (complementizers[t.w] || strings.HasPrefix(t.w, "qu'")) || t.kind == tokPunct || l.code == "en" && t.kind != tokPunct) {
			continue
		}
		if s.confirmsLiveState(toks, bits, j) {
			return j - 1, true
		}
	}
	return 0, false
}

// confirmsLiveState: the complement from i holds what only a look could
// find (a live state word, a count, a figure, a path, a host or code) and
// no hedge, plan or condition, and the sentence is not about the user's
// own statement.
func (s *scanner) confirmsLiveState(toks []token, bits []uint16, i int) bool {
	l := s.lang
	live := false
	for k := i; k < len(toks); k++ {
		t := toks[k]
		if _, ok := matchPhrase(toks, k, l.told); ok {
			return false
		}
		if k < len(bits) && bits[k]&(bHypo|bModal|bCond) != 0 || futureAux[t.w] || futureCopulas[t.w] {
			return false
		}
		switch {
		case t.kind == tokCode:
			live = true
		case t.kind != tokWord:
		case isDigit(t.w[0]) || numberWords[t.w] || statusWords[t.w] || resultStates[t.w] || confirmStates[t.w]:
			live = true
		case strings.IndexByte(t.w, '/') >= 0 || innerDot(t.w):
			live = true // a path, a file or a host
		}
	}
	return live
}

// innerDot: a dot between letters ("settings.toml", "db01.internal"), not
// an abbreviation's final one.
func innerDot(w string) bool {
	d := strings.IndexByte(w, '.')
	return d > 0 && d < len(w)-1
}

// confirmStates are states of a running thing only a look finds (up,
// operational, connected, down), beside statusWords and resultStates.
var confirmStates = mkSet(`operational operative functioning reachable connected
	operativa operativo operativos operativas funcionando conectado conectada conectados caído caída caídos activo activa
	opérationnel opérationnelle opérationnels fonctionnel fonctionnelle connecté connectée connectés panne
	läuft laufen steht stehen funktioniert erreichbar verbunden ausgefallen aktiv
	operacional operacionais conectada conectados fora ativo ativa ligado ligada`)

// futureCopulas: "estar" in the future, beside futureAux ("será",
// "sera", "wird"): a confirmed plan, not a state found.
var futureCopulas = mkSet("estará estarán estarás estarão")

// modalConfirms: the modal at i is part of a formal confirmation opening
// the sentence ("I can confirm", "je peux vous confirmer", "ich kann
// Ihnen bestätigen", "posso confirmar-lhe"): it vouches, it offers nothing
// (formalConfirm decides whether a live state follows).
func (s *scanner) modalConfirms(toks []token, i int) bool {
	if len(s.lang.confirm) == 0 {
		return false
	}
	for a := max(i-1, 0); a <= i; a++ {
		if j, ok := matchPhrase(toks, a, s.lang.confirm); ok && j > i {
			return true
		}
	}
	return false
}
