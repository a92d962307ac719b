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
		err:  []string{"already"},
		told: []string{"already", "ya", "deja", "bereits", "schon", "ja"},
	},
}

// deniedKind: the words before a kind word that deny the failure.
var deniedKind = mkSet("no without sin sans ohne kein keine keinen sem nenhum nenhuma aucun aucune")

// failNegWords: words that deny, or name an error, in the five languages
// (folded).
var failNegWords = mkSet("no not nicht nao pas kein keine never nunca jamais nie n't error erro erreur fehler")

// echoesFailureKind: the folded sentence tells the failed call f's error
// by its kind, with a denial or a failure word.
func echoesFailureKind(sent string, f *Call) bool {
	msg := fold(f.Result)
	if len(msg) > 300 {
		msg = msg[:300]
	}
	ws := strings.FieldsFunc(sent, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80 || r == '\'') })
	negated := false
	for _, w := range ws {
		if failNegWords[w] || strings.HasSuffix(w, "n't") || allFail[w] {
			negated = true
			break
		}
	}
	if !negated {
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
		for i, w := range ws {
			if i > 0 && deniedKind[ws[i-1]] {
				continue // "no permission issue": the failure denied
			}
			for _, t := range k.told {
				if w == t || strings.HasSuffix(t, "*") && strings.HasPrefix(w, t[:len(t)-1]) {
					return true
				}
			}
		}
	}
	return false
}
