package claims

import "strings"

// A failure told in the answer's language. Tools answer errors in English
// ("permission denied", "city not found", "order already refunded"); an
// answer in another language tells the same failure in its own words ("me
// da error de permisos", "o serviço não achou Gramado", "Shopify meldet,
// dass #10872 bereits erstattet wurde"), sharing no word with the error,
// so echoesFailure missed it and the sentence read as the failed call's
// result. An error's kind is matched to the words of that kind in the five
// languages, when the sentence also denies or fails (it tells that the
// call did not do it): "Mail sent, permissions fine" has the word but no
// denial; a kind word right after "no"/"sin"/"ohne" ("no permission
// issue", "sin problemas de permisos") denies the failure, not the
// action.

// failKind is one kind of error: the folded words an error message says it
// in, and the folded words (or word stems, ending in "*") a sentence
// tells it in, in en, es, fr, de, pt.
type failKind struct {
	err, told []string
	// anyClause: the denial may stand in another clause of the sentence
	// ("Die Erstattung ging nicht durch: Shopify meldet, dass #10872
	// bereits erstattet wurde": "already" tells the failure itself)
	anyClause bool
}

var failKinds = []failKind{
	{ // a refusal of access
		err:  []string{"permission", "denied", "forbidden", "unauthorized", "access"},
		told: []string{"permission*", "access", "denied", "forbidden", "permiso*", "acceso", "denegad*", "droits", "acces", "berechtigung*", "rechte", "zugriff", "verweigert", "permissao", "permissoes", "acesso", "negad*"},
	},
	{ // a thing the tool could not find
		err:  []string{"not found", "no such", "unknown", "does not exist"},
		told: []string{"find", "found", "exist", "unknown", "encontr*", "hallo", "halla", "existe", "desconocid*", "introuvable", "trouve*", "inconnu*", "gefunden", "finden", "findet", "existiert", "unbekannt*", "achou", "acha", "achei", "desconhecid*"},
	},
	{ // an action done before
		err:       []string{"already"},
		told:      []string{"already", "ya", "deja", "bereits", "schon", "ja"},
		anyClause: true,
	},
}

// deniedKind: the words before a kind word that deny the failure.
var deniedKind = mkSet("no without sin sans ohne kein keine keinen sem nenhum nenhuma aucun aucune")

// failNegWords: words that deny, or name an error, in the five languages
// (folded).
var failNegWords = mkSet("no not nicht nao pas kein keine never nunca jamais nie n't error erro erreur fehler")

// troubleNouns: the nouns a denial takes when it denies a failure, not
// the action ("no trouble with access", "sin problemas de permisos",
// "kein Problem mit dem Zugriff", "sem erro de acesso"), folded.
var troubleNouns = mkSet(`problem problems issue issues trouble troubles hiccup hiccups glitch error errors
	problema problemas incidencia incidencias inconveniente inconvenientes fallo fallos erro erros
	souci soucis probleme problemes erreur erreurs accroc
	probleme schwierigkeit schwierigkeiten fehler stress`)

// selfFailWords: kind words that tell a failure by themselves ("the
// server denied access", "Zugriff verweigert", "introuvable").
var selfFailWords = mkSet("denied forbidden unauthorized refused denegado denegada denegados denegadas negado negada negados negadas verweigert refuse refusee refuses refusees introuvable")

// clauseBreakWords: words that open a new clause for echoesFailureKind
// ("… sent her the invoice and no errors"), folded.
var clauseBreakWords = mkSet("and but y pero et mais und aber e mas")

// kindWord is one word of a sentence as echoesFailureKind reads it: its
// folded form (a French elided article cut: "d'acces" is "acces") and its
// clause's number.
type kindWord struct {
	w      string
	clause int
}

// kindWords splits the folded sentence into words and clauses (a comma, a
// semicolon, a dash, an end mark or a conjunction opens a clause; a colon
// does not: "No se pudo: … ya estaba reembolsado" is one report).
func kindWords(sent string) []kindWord {
	var out []kindWord
	clause := 0
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := sent[start:end]
		start = -1
		if j := strings.IndexByte(w, '\''); j > 0 && j <= 3 && !strings.HasSuffix(w, "n't") && j+1 < len(w) {
			w = w[j+1:] // "d'acces", "l'acces", "qu'aucun"
		}
		if clauseBreakWords[w] {
			clause++
			return
		}
		out = append(out, kindWord{w, clause})
	}
	for i, r := range sent {
		if r >= 'a' && r <= 'z' || r >= 0x80 || r == '\'' {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		switch r {
		case ',', ';', '!', '?', '.', '(', ')':
			clause++
		case '-':
			if i+1 < len(sent) && sent[i+1] == ' ' {
				clause++
			}
		}
	}
	flush(len(sent))
	return out
}

// echoesFailureKind: the folded sentence tells the failed call f's error
// by its kind, with a denial or a failure word in the kind word's own
// clause. A denial of trouble ("no trouble with access", "sin problemas
// de permisos", "mit dem Zugriff gab es kein Problem") tells no failure:
// neither it nor the trouble noun counts, and a kind word just after it
// is denied. "I sent the invoice to Ana, no trouble with access" claims
// the send.
func echoesFailureKind(sent string, f *Call) bool {
	msg := fold(f.Result)
	if len(msg) > 300 {
		msg = msg[:300]
	}
	ws := kindWords(sent)
	// the words that tell a failure, and the kind words denied
	license := make([]bool, len(ws))
	denied := make([]bool, len(ws))
	any := false
	for i, x := range ws {
		w := x.w
		if !(failNegWords[w] || strings.HasSuffix(w, "n't") || allFail[w] || deniedKind[w] || selfFailWords[w]) {
			continue
		}
		trouble := -1
		if !troubleNouns[w] {
			for j := i + 1; j < len(ws) && j <= i+3 && ws[j].clause == x.clause; j++ {
				if troubleNouns[ws[j].w] {
					trouble = j
					break
				}
			}
		}
		if trouble >= 0 {
			// "no trouble with access", "nenhum problema de acesso"
			for j := i + 1; j < len(ws) && j <= trouble+3 && ws[j].clause == x.clause; j++ {
				denied[j] = true
			}
			continue
		}
		if i > 0 && denied[i] {
			continue // "no error": the error word a denial takes
		}
		if failNegWords[w] || strings.HasSuffix(w, "n't") || allFail[w] || selfFailWords[w] {
			license[i] = true
			any = true
		}
	}
	if !any {
		return false
	}
	licensed := func(i int) bool {
		for j := range ws {
			if license[j] && ws[j].clause == ws[i].clause {
				return true
			}
		}
		return false
	}
	for _, k := range failKinds {
		said := false
		for _, e := range k.err {
			if strings.Contains(msg, e) {
				said = true
				break
			}
		}
		if !said {
			continue
		}
		for i, x := range ws {
			w := x.w
			if i > 0 && deniedKind[ws[i-1].w] || denied[i] {
				continue // "no permission issue": the failure denied
			}
			for _, t := range k.told {
				if (w == t || strings.HasSuffix(t, "*") && strings.HasPrefix(w, t[:len(t)-1])) && (licensed(i) || k.anyClause) {
					return true
				}
			}
		}
	}
	return false
}
