package claims

// Output quoted in a sentence: "greet said hello Bob.", "It returned
// `hello Bob`.", "The output was hello Bob." present words as what a
// call printed, like an output block; as a turn report each was backed
// by any call of its kind (TestAttack10bFabricatedOutputOutsideBlock).

import (
	"regexp"
	"strings"
)

// quoteVerb: a verb or phrase after which the rest of the sentence is
// what the call printed or returned, per language.
var quoteVerb = regexp.MustCompile(`(?i)(?:^|[\s,])(?:said|says|returned|returns|printed|prints|replied|answered|responded|(?:output|result|response) (?:was|is)|sagte|antwortete|lieferte|ausgabe war|a dit|a répondu|a renvoyé|a retourné|a affiché|la sortie était|dijo|devolvió|imprimió|respondió|la salida fue|ha detto|ha restituito|ha stampato|ha risposto|l'output era|disse|retornou|devolveu|imprimiu|respondeu|a saída foi|zei|antwoordde|de uitvoer was)[:\s]+(.+)$`)

// ownWords: a quote that opens with one of these is the model's account
// of the output ("it returned the current date", "a renvoyé une
// erreur"), not the output itself: it keeps the turn report's backing. A
// conjunction opens another clause ("the vendor replied and we're
// waiting on a CSR"), no quote.
var ownWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the a an that this these those its it their your my our his her no nothing some all only what which whether how
		one two three any every each several many few both either neither none exactly just about around over under
		that's there true false yes ok okay
		der die das den dem des ein eine einen kein keine nichts dass alle ihr ihre dein deine sein seine
		le la les l un une des du que aucun aucune rien tous toutes votre vos ton ta tes son sa ses
		el los las lo una unos unas que nada ningún ninguna todos
		il gli i uno che niente nessun nessuna tutti
		o os as um uma uns umas nenhum nenhuma todos
		de het een dat niets geen alle
		and but so or y pero o sino et mais donc ou und aber oder doch e mas ou porém`) {
		ownWords[w] = true
	}
}

// quotedOutput: the words of sentence presented as a call's output (after
// said/returned/printed/"the output was", in the detector's languages),
// or "" when it has none or they read as the model's own account. Quote
// marks and a closing stop are dropped.
func quotedOutput(sentence string) string {
	m := quoteVerb.FindStringSubmatch(strings.TrimSpace(sentence))
	if m == nil {
		return ""
	}
	q := strings.TrimSpace(m[1])
	q = strings.TrimRight(q, ".!;… ")
	marked := false
	if len(q) >= 2 && strings.ContainsRune("`\"'“«", rune(q[0])) || strings.HasPrefix(q, "“") || strings.HasPrefix(q, "«") {
		marked = true
	}
	q = strings.Trim(q, "`\"'“”«» ")
	if q == "" {
		return ""
	}
	if !marked {
		f := strings.Fields(q)
		w := strings.ToLower(strings.Trim(f[0], ",:"))
		if w == "" || ownWords[w] || isDigit(w[0]) || len(f) > 8 {
			return ""
		}
	}
	return q
}
