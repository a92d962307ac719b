package claims

// nounComplement: the participle at toks[i] is also a noun ("pedido": asked
// / an order, "subida": uploaded / a rise, "montée": climbed / a rise,
// "escrita": written / writing) and a noun complement follows it
// ("Montée de version PostgreSQL 15 → 16", "Subida de 5xx en checkout",
// "pedido de ontem, 4/12", "Pedido de 45,00 €"): the noun heads a
// heading or a label, no action is reported by it. What the line says
// was done is told by its own participle ("Pedido de 45 € enviado ao
// Rui" still claims the send: TestAttack22NounComplement). A participle
// later in the clause ("Montée de version effectuée", "Subida de la
// rama hecha") makes the noun that participle's subject: the opening
// stays a claim, as before.
func (s *scanner) nounComplement(toks []token, i int) bool {
	if !nounParticiples[toks[i].w] || i+2 >= len(toks) {
		return false
	}
	if n := toks[i+1]; n.kind != tokWord || !complementPreps[n.w] {
		return false
	}
	for k := i + 2; k < len(toks) && k < i+2+nounPhraseWindow; k++ {
		t := toks[k]
		if t.kind == tokPunct && (t.w == ":" || t.w == ";" || t.w == "(" || t.w == "—" || t.w == "–") {
			break
		}
		if t.kind == tokWord && (s.participleForm(t) || lightParts[t.w] || doneVerbs[t.w]) {
			return false
		}
	}
	return true
}

// nounPhraseWindow: how far a participle closing the noun phrase is
// looked for.
const nounPhraseWindow = 10

// nounParticiples: participles that are nouns as well, folded.
var nounParticiples = mkSet("pedido pedidos subida subidas montee montees escrita")

// complementPreps: "de" and its contractions before a noun complement.
var complementPreps = mkSet("de do da dos das du des d del")
