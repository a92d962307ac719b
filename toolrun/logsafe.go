package toolrun

import (
	"crypto/sha256"
	"encoding/hex"
)

// Call ids and the names of unknown tools are the model's own strings: it
// can copy the user's message (or anything in its context) into them, and
// "Logs never hold message text" (SECURITY.md). No shape check tells a
// random id from words run together ("call_mypinis4921"), so log lines
// carry a digest of them, never the string.

// LogRef is the form in which a model-chosen string (a call id, an unknown
// tool's name) reaches a log line: "sha256:" and the first 8 bytes of its
// SHA-256 in hex. An operator finds a call of a client's zc_receipts
// (which holds the id as sent) by computing the same digest.
func LogRef(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256:" + hex.EncodeToString(sum[:8])
}

// maxSafeID caps a model-chosen string written as it is to the audit
// trail, which holds call ids so operators can match its lines to replies.
const maxSafeID = 64

// SafeID is s when it is at most 64 bytes of [A-Za-z0-9_-] (every id shape
// providers mint, OpenAI's function-name rule for tool names), else
// LogRef(s): no spaces, punctuation or line breaks of a message, no
// control or look-alike characters, and at most 64 bytes a call.
func SafeID(s string) string {
	if len(s) == 0 || len(s) > maxSafeID {
		return LogRef(s)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return LogRef(s)
		}
	}
	return s
}

// logTool is how a call's tool name reaches a log line: a tool of this
// registry by name (config, not model text), any other by LogRef.
func (r *Registry) logTool(name string) string {
	if _, ok := r.Lookup(name); ok {
		return name
	}
	return LogRef(name)
}
