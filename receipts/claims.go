package receipts

import (
	"slices"
	"sync"
)

// Backing says which server tools have a successful, receipted call behind
// them in the conversation (by tool name as offered to the model). It is
// per tool, not per command: any receipted shell call backs every claim
// that names a shell command.
type Backing map[string]bool

// Detector finds receipt-less tool claims for one set of server tools.
// Build it once per tool set with NewDetector and reuse it: it is
// read-only after construction and safe for concurrent use.
type Detector struct {
	tools    []ToolInfo
	patterns wordMap[[]toolPattern] // by first word
	starts   wordIndex              // first words of patterns
}

// NewDetector prepares the tool-name matcher for tools (the server tools
// offered to the model; client tools must not be in the list).
func NewDetector(tools []ToolInfo) *Detector {
	patterns := buildPatterns(tools)
	d := &Detector{
		tools:    cloneTools(tools),
		patterns: newWordMap(patterns),
	}
	for w := range patterns {
		d.starts.add(w)
	}
	return d
}

// DetectClaims returns a receipt_less_claim flag for every sentence of text
// that says a server tool in tools ran or returned something when backed
// does not hold that tool. Linear in len(text). It reuses the detectors of
// the last few tool sets it saw, so calling it per answer with the same
// tools does not rebuild the matcher.
func DetectClaims(text string, tools []ToolInfo, backed Backing) []Flag {
	if len(tools) == 0 {
		return nil
	}
	return detectors.get(tools).Detect(text, backed)
}

// detectors caches the detectors DetectClaims builds: a proxy offers the
// same few tool sets (config, narrowed by X-ZC-Tools) to every request.
var detectors detectorCache

// detectorCache holds the most recently used detectors, newest first.
type detectorCache struct {
	mu      sync.Mutex
	entries [8]*Detector
}

func (c *detectorCache) get(tools []ToolInfo) *Detector {
	c.mu.Lock()
	for i, d := range c.entries {
		if d != nil && sameTools(d.tools, tools) {
			copy(c.entries[1:i+1], c.entries[:i])
			c.entries[0] = d
			c.mu.Unlock()
			return d
		}
	}
	c.mu.Unlock()
	d := NewDetector(tools) // outside the lock: building takes a while
	c.mu.Lock()
	copy(c.entries[1:], c.entries[:len(c.entries)-1])
	c.entries[0] = d
	c.mu.Unlock()
	return d
}

func sameTools(a, b []ToolInfo) bool {
	return slices.EqualFunc(a, b, func(x, y ToolInfo) bool {
		return x.Name == y.Name && x.Description == y.Description && slices.Equal(x.Keywords, y.Keywords)
	})
}

// cloneTools copies tools deeply, so that a caller reusing its slices
// cannot change what a cached detector matches.
func cloneTools(tools []ToolInfo) []ToolInfo {
	out := make([]ToolInfo, len(tools))
	for i, t := range tools {
		t.Keywords = slices.Clone(t.Keywords)
		out[i] = t
	}
	return out
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
	s := getScanner(d, text, backed)
	s.run()
	flags := s.flags
	s.release()
	return flags
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
