package receipts

// TokenPrefix starts every receipt token.
const TokenPrefix = "zc-receipt-"

// ParseToken checks that s is exactly one well-formed token
// ("zc-receipt-<decimal epoch>-<43 base64url chars>") and returns its parts.
func ParseToken(s string) (epoch int64, digest [32]byte, err error) {
	panic("todo")
}

// FindTokens returns every well-formed token in text, in order of
// appearance, duplicates kept. Linear in len(text).
func FindTokens(text string) []string {
	panic("todo")
}

// AppendReceipt returns the tool message content the model sees on success:
// result + "\n\n[receipt: " + token + "]".
func AppendReceipt(result, token string) string {
	panic("todo")
}

// SplitReceipt undoes AppendReceipt. ok is false when content does not end
// in a well-formed "[receipt: …]" suffix.
func SplitReceipt(content string) (result, token string, ok bool) {
	panic("todo")
}
