package receipts

// Backing says which server tools have a successful, receipted call behind
// them in the conversation (by tool name as offered to the model).
type Backing map[string]bool

// DetectClaims returns a receipt_less_claim flag for every sentence of text
// that says a server tool in tools ran or returned something when backed
// does not hold that tool. Linear in len(text).
func DetectClaims(text string, tools []ToolInfo, backed Backing) []Flag {
	panic("todo")
}

// CheckTokens returns invalid_receipt / unverifiable_receipt flags for the
// tokens quoted in text, classified by s (one flag per distinct token).
func CheckTokens(text string, s *Scope) []Flag {
	panic("todo")
}
