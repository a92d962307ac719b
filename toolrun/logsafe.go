package toolrun

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
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

// maxSafeName caps a tool name written as it is to the audit trail.
const maxSafeName = 64

// SafeID is the form in which a model-chosen call id reaches the audit
// trail: its LogRef, as in log lines. A shape check cannot tell a
// provider's random id from words run together ("call_my_pin_is_4921"),
// so no id is written as sent.
func SafeID(s string) string { return LogRef(s) }

// SafeName is how a tool name reaches the audit trail: as it is when it is
// at most 64 bytes of [A-Za-z0-9_-] (the names a config can give), else
// LogRef(s); a LogRef stays as it is. It keeps a line free of control or
// look-alike characters, not of words: the proxy passes the name of a
// tool it does not have as its LogRef already (Registry.LogTool).
func SafeName(s string) string {
	if isLogRef(s) {
		return s
	}
	if len(s) == 0 || len(s) > maxSafeName {
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

func isLogRef(s string) bool {
	hexPart, ok := strings.CutPrefix(s, "sha256:")
	if !ok || len(hexPart) != 16 {
		return false
	}
	_, err := hex.DecodeString(hexPart)
	return err == nil && strings.ToLower(hexPart) == hexPart
}

// LogTool is how a call's tool name reaches a log line or the audit
// trail: a tool of this registry by name (config, not model text), any
// other by LogRef.
func (r *Registry) LogTool(name string) string {
	if _, ok := r.Lookup(name); ok {
		return name
	}
	return LogRef(name)
}
