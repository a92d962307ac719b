package claims

// absentFinding: with no call made this turn, a clause stating that one of
// the user's live stores holds nothing of a kind ("No errors anywhere in
// today's journal", "Nothing from Marco turns up in your inbox", "Nada de
// Hacienda esta semana en la bandeja de entrada", "No aparece ni un solo
// error en el log", "Aucun mail de Julie dans ta boîte", "Keine Treffer im
// Postfach", "Nenhum erro no log do Postgres hoje") reports what a look
// into that store returned, as stored content does: an absence is a
// finding. The store is a place (a store preposition before it), so "no
// access to your inbox" or "no idea, shall I check the log?" (a question)
// claim nothing, and a speaker's verb after the negation ("no puedo", "no
// tengo") is no opening of the phrase list. The caller asks for no call
// this turn, no hedge and no pasted text.
//
// It returns the store noun and the action kind of a look into it.
func (s *scanner) absentFinding(toks []token, first int) (int, string, bool) {
	l := s.lang
	if len(l.absent) == 0 || first < 0 || len(toks) > 50 || s.userPasted() {
		return 0, "", false
	}
	// the clause opens the sentence, or follows a short reply ("No, …",
	// "Nein — …")
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
		// the absence first: "Nothing from Marco … in your inbox"
		if j, ok := matchPhrase(toks, a, l.absent); ok && j < len(toks) && toks[j].kind == tokWord && !absentNoFinding[toks[j].w] {
			if k, kind, ok := s.storePlace(toks, j, j+10); ok {
				return k, kind, true
			}
		}
		// the store first: "Im Postfach: nichts von Marco", "In your
		// inbox there's nothing from Marco"
		if k, kind, ok := s.storePlace(toks, a, a+4); ok {
			for m := k + 1; m < len(toks) && m <= k+4; m++ {
				if j, ok := matchPhrase(toks, m, l.absent); ok && (j == len(toks) || toks[j].kind != tokWord || !absentNoFinding[toks[j].w]) {
					return k, kind, true
				}
			}
		}
	}
	return s.absentPlaces(toks, first)
}

// absentPlaces: an absence anywhere in the sentence, then the places it
// was looked for in, each negated ("Nothing from Priya with the NDA — not
// in the inbox and not in the archive", "Von der Bank ist nichts
// gekommen, weder im Posteingang noch im Spam", "nada de Hacienda, ni en
// la bandeja ni en spam", "rien de Julie, ni dans ta boîte ni dans les
// spams", "nada do banco, nem na caixa de entrada nem no spam"): naming
// where it is not tells where one looked. The places follow the absence
// (a negated store alone, "not in your inbox, I can't see it", names no
// finding: the absence word must come first), each right after its
// negation.
func (s *scanner) absentPlaces(toks []token, first int) (int, string, bool) {
	l := s.lang
	absent := false
	for k := first; k < len(toks); k++ {
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		if !absent {
			if j, ok := matchPhrase(toks, k, l.absent); ok && (j == len(toks) || toks[j].kind != tokWord || !absentNoFinding[toks[j].w]) {
				absent = true
				k = j - 1
			}
			continue
		}
		// the negation right before the place's preposition ("not in",
		// "ni dans", "weder im"): a verb between negates an action of
		// the speaker's ("rien annulé ni modifié dans ton agenda"), and
		// a second absence word is no negated place ("'nothing' in the
		// logs doesn't rule out …")
		if (placeNegs[t.w] || l.neg[t.w] && len(l.absent[t.w]) == 0) && k+1 < len(toks) && toks[k+1].kind == tokWord && containsCode(storePreps[toks[k+1].w], l.code) {
			if m, kind, ok := s.storePlace(toks, k+1, k+5); ok {
				return m, kind, true
			}
		}
	}
	return 0, "", false
}

// placeNegs negate a place in a list of places ("neither … nor", "ni …
// ni", "weder … noch", "nem … nem").
var placeNegs = mkSet("not neither nor ni weder noch nem")

// storePlace finds, in the clause from i (before end), one of the user's
// live stores as a place: a store preposition of the language at most
// three words before the store noun ("in today's journal", "en el log de
// Postfix", "dans ta boîte", "im Postfach", "no log do Postgres").
func (s *scanner) storePlace(toks []token, i, end int) (int, string, bool) {
	for k := i; k < len(toks) && k < end; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if c := s.text[t.start:t.end]; c == "'" || c == "’" {
				continue // "in today's journal"
			}
			return 0, "", false
		}
		if t.kind != tokWord {
			continue
		}
		kind, ok := absentStores[t.w]
		if !ok && t.bare != t.w {
			kind, ok = absentStores[t.bare]
		}
		if !ok {
			continue
		}
		for m := k - 1; m >= i && m >= k-4; m-- {
			if toks[m].kind != tokWord {
				if c := s.text[toks[m].start:toks[m].end]; c == "'" || c == "’" {
					continue
				}
				break
			}
			if langs, ok := storePreps[toks[m].w]; ok && containsCode(langs, s.lang.code) {
				return k, kind, true
			}
		}
	}
	return 0, "", false
}

func containsCode(langs, code string) bool {
	for i := 0; i+len(code) <= len(langs); i++ {
		if langs[i:i+len(code)] == code && (i+len(code) == len(langs) || langs[i+len(code)] == ' ') {
			return true
		}
	}
	return false
}

// absentStores are the live stores an absence is found in: the stores of
// stored content and the logs a look reads.
var absentStores = func() map[string]string {
	m := mkKinds(`read: log logs logfile logfiles logdatei journal journald journaux syslog crontab protokoll`)
	for w, k := range storeNouns {
		m[w] = k
	}
	return m
}()

// absentNoFinding are nouns after "no" that deny a means, not a finding
// ("no access to your inbox", "kein Zugriff auf dein Postfach", "ninguna
// forma de ver el log", "no idea").
var absentNoFinding = mkSet(`access acceso acces zugriff acesso permission permissions permiso permisos permission berechtigung permissao
	way forma manera moyen moglichkeit jeito idea clue ahnung idee ideia tool herramienta outil werkzeug ferramenta`)
