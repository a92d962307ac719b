package receipts

// Backing says which server tools have a successful, receipted call behind
// them in the conversation (by tool name as offered to the model).
type Backing map[string]bool

// CheckTokens returns invalid_receipt / unverifiable_receipt flags for the
// tokens quoted in text, classified by s: one flag per distinct token, in
// order of first appearance; valid tokens produce nothing. With s nil
// (offline, no key) every well-formed token is unverifiable.
//
// A span a reader takes for a token but that is not a well-formed one
// (Lookalikes: a zero-width character inside it, another case, Unicode
// hyphens or homoglyphs, cut short) is an invalid_receipt too, whatever s
// holds: no proxy mints it, and left alone it would read as a quoted
// receipt that nothing flagged.
//
// A token s minted that the answer lists in a footer of its own under
// another tool's name (mislabelled) is an invalid_receipt for that
// listing: it does not cover a call of the tool it is shown for.
func CheckTokens(text string, s *Scope) []Flag {
	var flags []Flag
	seen := make(map[string]bool)
	labels := mislabelled(text, s)
	for _, tok := range FindTokens(text) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		status := StatusUnverifiable
		if s != nil {
			status = s.Check(tok)
		}
		switch status {
		case StatusValid:
			if label, ok := labels[tok]; ok {
				rc, _ := s.Lookup(tok)
				flags = append(flags, Flag{Kind: FlagInvalidReceipt, Receipt: tok, Tool: label,
					Where: "listed under " + label + " in a footer the answer wrote; minted for " + rc.Tool})
			}
		case StatusInvalid:
			flags = append(flags, Flag{Kind: FlagInvalidReceipt, Receipt: tok})
		case StatusUnverifiable:
			flags = append(flags, Flag{Kind: FlagUnverifiableReceipt, Receipt: tok})
		}
	}
	for _, span := range Lookalikes(text) {
		if seen[span] {
			continue
		}
		seen[span] = true
		flags = append(flags, Flag{Kind: FlagInvalidReceipt, Receipt: span})
	}
	return flags
}
