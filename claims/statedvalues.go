package claims

import "strings"

// Stated figures. A sentence reporting this turn's calls none of whose
// figures a call returned is judged by its objects alone (ungrounded):
// such figures are more often advice, knowledge or a plan ("raise the
// pool to 25", "lots de 10 000 lignes"). A figure the sentence says a
// source holds is neither: in the clause of a verb of showing, saying or
// returning ("the invoice shows 84.37 €", "le montant indiqué … est de
// 84,37 €", "ein Abgleich ergab 8.410", "o 5532 consta como entregue") or
// in a sentence citing its source ("according to", "laut", "según",
// "d'après", "segundo"), it is stated as what that source holds, so some
// call (or the user) must hold it, whether a returned figure stands beside
// it or not. A percentage there is such a figure too ("Latest labs show
// an A1c of 7.4%"), not the answer's own arithmetic.
//
// Not stated: a figure of a clause that negates, hedges, advises or
// instructs ("El 443 no aparece", "it should show 30", "si indica 30"),
// or of a clause whose verb has a code expression for its subject
// ("`token_hex(8)` liefert 64 Bit": code explained, no output).

// statedClause is a clause of a sentence (token span) and whether it
// states what a source holds.
type statedClause struct {
	lo, hi int
	stated bool
}

// maxStatedClauses bounds the clauses read per sentence (linear).
const maxStatedClauses = 16

// statedClauses splits toks (one sentence) into clauses and marks those
// whose figures are stated as a source's content; nil when none is.
func (s *scanner) statedClauses(toks []token) []statedClause {
	l := s.lang
	var out []statedClause
	cited, any := false, false
	lo, verb, hedged := 0, false, false
	for k := 0; k <= len(toks) && len(out) < maxStatedClauses; k++ {
		if k == len(toks) || clauseMark(toks[k]) && !decimalMark(toks, k) {
			if k > lo {
				out = append(out, statedClause{lo, k, verb && !hedged})
				any = any || verb && !hedged
			}
			// what follows the colon of a stated clause is what the source
			// says ("Le log dit : timeout après 30 s")
			colon := k < len(toks) && toks[k].w == ":" && verb && !hedged
			lo, verb, hedged = k+1, colon, false
			continue
		}
		t := toks[k]
		if t.kind != tokWord {
			continue
		}
		if e, ok := matchPhrase(toks, k, l.source); ok && citesSource(toks, k, e) {
			cited = true
		}
		if l.report[t.w] != "" || sayWords[t.w] {
			if k == 0 || toks[k-1].kind != tokCode || !codeExpression(toks[k-1].w) {
				verb = true
			}
		}
		if k == lo && l.imper[t.w] || hedgeWord(l, t) {
			hedged = true
		}
	}
	if s.quotedSource {
		// a quoted source's words: every figure is its own (a modal
		// in it is the source's too)
		for i := range out {
			out[i].stated = true
		}
		return out
	}
	if cited {
		// a cited source holds every clause's figures (hedged clauses
		// aside: "D'après leurs CGV, vous avez 30 jours")
		for i := range out {
			out[i].stated = out[i].stated || !clauseHedged(l, toks[out[i].lo:out[i].hi])
		}
		any = true
	}
	if !any {
		return nil
	}
	return out
}

// statedAt: the figure at toks[k] lies in a stated clause of cs.
func statedAt(cs []statedClause, k int) bool {
	for _, c := range cs {
		if k >= c.lo && k < c.hi {
			return c.stated
		}
	}
	return false
}

// hedgeWord: t negates, hedges, advises or puts in the future the
// clause it stands in.
func hedgeWord(l *compiled, t token) bool {
	return l.neg[t.w] || l.neg[t.bare] || strings.HasSuffix(t.w, "n't") || l.modal[t.w] || l.cond[t.w] || l.hypo[t.w] || futureWords[t.w] || adviceWords[t.w]
}

// clauseHedged: some word of the clause toks is a hedge word, or it opens
// with an instruction.
func clauseHedged(l *compiled, toks []token) bool {
	for k, t := range toks {
		if t.kind == tokWord && (hedgeWord(l, t) || k == 0 && l.imper[t.w]) {
			return true
		}
	}
	return false
}

// decimalMark: toks[k] is the comma or point inside a figure ("2,4"),
// no clause break.
func decimalMark(toks []token, k int) bool {
	return k > 0 && k+1 < len(toks) && toks[k-1].end == toks[k].start && toks[k].end == toks[k+1].start &&
		toks[k-1].w != "" && isDigit(toks[k-1].w[len(toks[k-1].w)-1]) && toks[k+1].w != "" && isDigit(toks[k+1].w[0])
}

// Quoted source text. A block quote whose lines a sentence introduces as
// what a source says ("La página de avisos de la AEMET dice
// literalmente:", "In den AGB steht dazu:", "The status page reads:")
// presents that source's words: each of its figures is stated, as in a
// clause of a verb of showing. Not after a hedged or conditional
// introduction ("Podría decir algo como:"), nor the user's own text ("Your
// message says:").

// quotedSourceAt: blocks[bi] is a quote line of a run so introduced. The
// introduction is read once per run (s.quoteRun holds the block after the
// last quote line read, s.quoteRunOK its answer).
func (s *scanner) quotedSourceAt(blocks []block, bi int) bool {
	if bi == 0 || !blocks[bi].quoted {
		return false
	}
	if blocks[bi-1].quoted {
		ok := s.quoteRun == bi && s.quoteRunOK
		s.quoteRun, s.quoteRunOK = bi+1, ok
		return ok
	}
	intro := blocks[bi-1]
	ok := !intro.code && !intro.cell && s.sourceIntro(s.blockToks(intro))
	s.quoteRun, s.quoteRunOK = bi+1, ok
	return ok
}

// sourceIntro: toks (one sentence) end in a colon and say a source shows
// or says what follows.
func (s *scanner) sourceIntro(toks []token) bool {
	l := s.lang
	n := len(toks)
	if n == 0 || toks[n-1].kind != tokPunct || toks[n-1].w != ":" {
		return false
	}
	says := false
	for k, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if hedgeWord(l, t) || possessive2[t.w] || youWords[t.w] {
			return false
		}
		if _, ok := matchPhrase(toks, k, l.source); ok || l.report[t.w] != "" || sayWords[t.w] || verbatimWords[t.w] {
			says = true
		}
	}
	return says
}

// citesSource: the source phrase toks[k:e] cites a source. Not an
// ordinal or a participle after a determiner ("o segundo servidor", "le
// suivant"), nor a circumstance ("selon le cas", "según el caso", "je
// nach Fall", "depending on the case": the figures of each case are the
// answer's own).
func citesSource(toks []token, k, e int) bool {
	if k > 0 && toks[k-1].kind == tokWord && determiners[toks[k-1].w] {
		return false
	}
	for j := e; j < len(toks) && j < e+3; j++ {
		if toks[j].kind == tokWord && docWords[toks[j].w] && vendorDocs(toks, j) {
			return false // "según la documentación de Stripe, el límite es de 100": knowledge, no call's result
		}
		if toks[j].kind == tokWord && caseWords[toks[j].w] {
			n := j + 1
			for n < len(toks) && n <= j+3 && (toks[n].kind == tokWord && caseNumberWords[toks[n].w] || toks[n].kind == tokPunct && (toks[n].w == "°" || toks[n].w == "º" || toks[n].w == ".")) {
				n++ // "cas n° 4412", "caso nº 4412", "Fall Nr. 4412"
			}
			if n < len(toks) && caseNumbered(toks[n]) {
				return true // "selon le cas 4412", "according to case #4412": a support case cited
			}
			return false
		}
	}
	return true
}

var (
	determiners = mkSet("the a an o a os as el la los las le les un une una um uma der die das den dem ein eine")
	caseWords   = mkSet("case cases cas caso casos fall falle situation situacion situacao")
	// docWords: a vendor's documentation or a standard, folded: a source
	// of knowledge, not of this turn's results
	docWords = mkSet("documentation documentacion documentacao dokumentation docs doc spec specification especificacion especificacao spezifikation rfc manual handbuch norme norma norm")
	// caseNumberWords: "number" before a case's number, folded
	caseNumberWords = mkSet("n no nº n° nr nro num number numero nummer")
)

// caseNumbered: t names a case by its number or id ("4412", "#4412",
// "CS-4412", "`4412`").
func caseNumbered(t token) bool {
	if t.kind == tokPunct && t.w == "#" {
		return true
	}
	if t.kind != tokWord && t.kind != tokCode || t.w == "" {
		return false
	}
	w := strings.TrimPrefix(t.w, "#")
	for i := 0; i < len(w); i++ {
		if isDigit(w[i]) {
			return true
		}
	}
	return false
}

// vendorDocs: the documentation word at toks[j] is a vendor's or a
// standard's, named after it ("la documentation de Stripe", "the docs of
// PostgreSQL") or before it with a possessive ("Stripe's docs"): public
// knowledge. Not "la documentation interne": the team's own source.
func vendorDocs(toks []token, j int) bool {
	if j+2 < len(toks) && toks[j+1].kind == tokWord && vendorOf[toks[j+1].w] && toks[j+2].kind == tokWord && toks[j+2].cap {
		return true
	}
	return j > 0 && toks[j-1].kind == tokWord && toks[j-1].cap && strings.HasSuffix(toks[j-1].w, "'s")
}

// vendorOf: "of" before a documentation's owner, folded.
var vendorOf = mkSet("of de del da do von des du der")
