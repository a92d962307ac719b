package claims

import "strings"

// borrowedLabel: a participle of another of the lexicons, opening a
// label before a colon ("Sí — checked: cron activo", "Yes — checado:
// cron is active", "Oui — geprüft : …"): writers switch to another
// language for the one verb of a status line, and the label reports the
// look-up as the answer's own participle would ("comprobado: …"). The
// word must be unknown to the answer's lexicon (no class bits, no stop
// word), so a label of its own ("Resultado:", "Hinweis:") is read as it
// is; it returns the participle and the kind the other lexicon gives it.
func (s *scanner) borrowedLabel(toks []token, first int) (int, string, bool) {
	l := s.lang
	starts := [2]int{first, -1}
	for k := first + 1; k < len(toks) && k <= first+3; k++ {
		if toks[k].kind == tokPunct {
			if toks[k].w != ":" {
				starts[1] = k + 1 // after a short reply: "Sí — checked: …"
			}
			break
		}
	}
	for _, a := range starts {
		if a < 0 || a+2 >= len(toks) {
			continue
		}
		t := toks[a]
		if t.kind != tokWord || !t.plain || len(t.w) < 4 || toks[a+1].kind != tokPunct || toks[a+1].w != ":" || toks[a+2].kind == tokPunct {
			continue
		}
		if l.clsOf(t) != 0 || l.stop[t.w] {
			continue // the answer's own word
		}
		for _, o := range languages {
			if o == l || !borrowedFrom[o.code] {
				continue
			}
			kind, ok := o.part[t.w]
			if !ok && o.code == "en" {
				kind, ok = o.past[t.w]
			}
			if ok && (o.code != "fr" || frenchParticipleWritten(s.text[t.start:t.end])) {
				return a, kind, true
			}
		}
	}
	return 0, "", false
}

// borrowedFrom are the lexicons a borrowed participle is looked up in.
var borrowedFrom = mkSet("en es fr de pt")

// frenchParticipleWritten: a French participle folded to a final "e" is
// written with its accent ("vérifié", "envoyée"): "Active:" in a German
// status line is no "activé".
func frenchParticipleWritten(raw string) bool {
	r := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(raw), "s"), "e")
	return !strings.HasSuffix(fold(raw), "e") && !strings.HasSuffix(fold(raw), "es") || strings.HasSuffix(r, "é")
}
