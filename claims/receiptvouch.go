package claims

// RuleReceiptVouch: a receipt the answer points at ("that receipt",
// "ese recibo", "ce reçu", "dieser Beleg", "esse recibo") stated as the
// record of a send ("that receipt is the send to ana@…", "ese recibo
// corresponde al envío a …", "dieser Beleg gehört zum Versand an …"): the
// answer vouches for a send. A receipt backs only the call whose tool
// message carries it, and one the user pasted backs nothing; so the send
// stands as a claim, and backing finds the send call or flags it.
const RuleReceiptVouch = "receipt_vouch"

// receiptVouch returns the sending noun of such a sentence: a
// demonstrative right before a receipt noun (Lang.Receipt), then within a
// few words a noun of sending (Lang.Sending). Not a claim: a negated,
// modal, conditional or hypothetical sentence ("I can't verify that
// receipt", "if that receipt were the send …"), a receipt named with no
// demonstrative ("a receipt is issued for each send": how a tool works),
// a receipt of a payment or a parcel (no noun of sending).
// The caller skips hedged and failure sentences.
func (s *scanner) receiptVouch(toks []token) (int, bool) {
	l := s.lang
	if len(toks) > 60 || len(l.receipt) == 0 {
		return 0, false
	}
	send := -1
	for k := 1; k < len(toks) && send < 0; k++ {
		if toks[k].kind != tokWord || !l.receipt[toks[k].w] || toks[k-1].kind != tokWord || !demonstratives[toks[k-1].w] {
			continue
		}
		for m := k + 1; m < len(toks) && m <= k+6; m++ {
			if toks[m].kind == tokPunct && toks[m].w != "'" {
				break // (the send belongs to the receipt's clause)
			}
			if toks[m].kind == tokWord && (l.sending[toks[m].w] || l.sending[toks[m].bare]) {
				send = m
				break
			}
		}
	}
	if send < 0 {
		return 0, false
	}
	// (the hedge check second: a receipt word is rare, the check reads
	// every word of the sentence)
	for _, t := range toks {
		if t.kind == tokWord && (l.neg[t.w] || l.modal[t.w] || l.cond[t.w] && !s.accentedYes(t) || l.hypo[t.w]) { // ("Sí, …" is yes, not "si")
			return 0, false
		}
	}
	return send, true
}
