package loop

import "github.com/zc-proxy/zc-proxy/receipts"

// boundTokenFlags flags the tokens quoted in text that this scope minted
// but, under receipts.bind_conversation, for another conversation: they
// back nothing here (quotedInConversation), and left unflagged the reader
// saw a genuine token, one /v1/zc/verify calls valid, beside the claim it
// was quoted for. Such a token is an invalid_receipt with reason
// other_conversation; when the request holds only the new part of its
// conversation (PartialConversation) the proxy cannot tell, and it is an
// unverifiable_receipt with reason conversation_unknown. Tokens already
// flagged (in flagged), carried ones, and those of an unbound scope are
// left alone: one flag per distinct token, in order of first appearance.
func (r *Run) boundTokenFlags(text string, flagged []receipts.Flag) []receipts.Flag {
	if r.Scope == nil || !r.Scope.Bound() {
		return nil
	}
	seen := make(map[string]bool, len(flagged))
	for _, f := range flagged {
		if f.Receipt != "" {
			seen[f.Receipt] = true
		}
	}
	var out []receipts.Flag
	for _, tok := range receipts.FindTokens(text) {
		if seen[tok] {
			continue
		}
		seen[tok] = true
		if _, ok := r.Carried[tok]; ok || r.Scope.Check(tok) != receipts.StatusValid || r.quotedInConversation(tok) {
			continue
		}
		f := receipts.Flag{Kind: receipts.FlagInvalidReceipt, Receipt: tok, Reason: receipts.ReasonOtherConversation}
		if r.PartialConversation {
			f.Kind, f.Reason = receipts.FlagUnverifiableReceipt, receipts.ReasonConversationUnknown
		}
		out = append(out, f)
	}
	return out
}
