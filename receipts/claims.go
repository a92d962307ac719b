package receipts

// Backing says which server tools have a successful, receipted call behind
// them in the conversation (by tool name as offered to the model).
type Backing map[string]bool

// Detector finds receipt-less tool claims for one set of server tools.
// Build it once per tool set with NewDetector and reuse it: it is
// read-only after construction and safe for concurrent use.
type Detector struct {
	tools    []ToolInfo
	patterns map[string][]toolPattern // by first word
	lengths  [256]uint64              // by first byte: bit n set when a pattern's first word has length n (63 = longer)
}

// NewDetector prepares the tool-name matcher for tools (the server tools
// offered to the model; client tools must not be in the list).
func NewDetector(tools []ToolInfo) *Detector {
	d := &Detector{
		tools:    append([]ToolInfo(nil), tools...),
		patterns: buildPatterns(tools),
	}
	for w := range d.patterns {
		d.lengths[w[0]] |= 1 << min(len(w), 63)
	}
	return d
}

// DetectClaims returns a receipt_less_claim flag for every sentence of text
// that says a server tool in tools ran or returned something when backed
// does not hold that tool. Linear in len(text). Callers that scan many
// answers for one tool set should cache NewDetector(tools) and call Detect.
func DetectClaims(text string, tools []ToolInfo, backed Backing) []Flag {
	if len(tools) == 0 {
		return nil
	}
	return NewDetector(tools).Detect(text, backed)
}

// Detect returns a receipt_less_claim flag per (sentence, tool) for every
// sentence of text that claims a tool ran or produced a result, unless
// backed holds that tool. Flag.Text is the claiming sentence, trimmed and
// capped at 200 bytes.
//
// A claim is a past action ("I ran git log"), a result ("the weather tool
// returned 8°C", "according to get_weather"), or output presented as a
// tool's ("Here is the output of git status:", a "$ cmd" transcript in a
// code block). Plans, offers, instructions, questions, negations,
// conditionals, general explanations and requested drafts are not claims.
func (d *Detector) Detect(text string, backed Backing) []Flag {
	if len(d.tools) == 0 || len(text) == 0 {
		return nil
	}
	s := scanner{d: d, text: text, lower: lowerSameLen(text), backed: backed}
	s.run()
	return s.flags
}

// CheckTokens returns invalid_receipt / unverifiable_receipt flags for the
// tokens quoted in text, classified by s: one flag per distinct token, in
// order of first appearance; valid tokens produce nothing. With s nil
// (offline, no key) every well-formed token is unverifiable.
func CheckTokens(text string, s *Scope) []Flag {
	var flags []Flag
	seen := make(map[string]bool)
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
		case StatusInvalid:
			flags = append(flags, Flag{Kind: FlagInvalidReceipt, Receipt: tok})
		case StatusUnverifiable:
			flags = append(flags, Flag{Kind: FlagUnverifiableReceipt, Receipt: tok})
		}
	}
	return flags
}
