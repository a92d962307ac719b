package receipts

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"

	"github.com/tidwall/gjson"
)

// Where a verified token's key scope stands (Verdict.Scope).
const (
	ScopeLive    = "live"    // the scope that minted it is still in use
	ScopeEnded   = "ended"   // its scope has ended (request scope, or before this process)
	ScopeUnknown = "unknown" // this proxy cannot tell which scope minted it
)

// Verdict is the answer to "is this receipt genuine?" (POST /v1/zc/verify,
// the inspect page's verify box, zc-proxy verify).
type Verdict struct {
	Status   Status
	Alg      string // "hmac" or "ed25519"
	Kid      string // Ed25519 only
	Tool     string // from the ledger or the call given; "" when unknown
	CallID   string // from the ledger; "" when unknown
	IssuedAt int64  // the token's epoch second
	Scope    string // ScopeLive, ScopeEnded or ScopeUnknown
	Reason   string // one sentence, for people
}

// ConversationDigest is the digest a receipt signs under
// receipts.bind_conversation: SHA-256 of the canonical form (Canonicalize:
// compact, object keys sorted, strings re-encoded one way, numbers as
// written) of the request's messages array exactly as the client sent it,
// before the proxy adds its system prompt or splices anything in.
func ConversationDigest(messages []byte) ([32]byte, error) {
	canon, err := canonicalMessages(messages)
	if err != nil {
		return [32]byte{}, err
	}
	return sha256.Sum256(canon), nil
}

// canonicalMessages is messages canonicalized, which must be a JSON array.
func canonicalMessages(messages []byte) ([]byte, error) {
	canon, err := Canonicalize(messages)
	if err != nil {
		return nil, err
	}
	if len(canon) == 0 || canon[0] != '[' {
		return nil, fmt.Errorf("%w: messages must be a JSON array", ErrInvalidArgs)
	}
	return canon, nil
}

// Answer classifies token and, when c is not nil, checks that it covers
// the call c. The error is non-nil only for a token that is not
// well-formed (ErrMalformedToken).
//
//   - valid: this proxy minted it in a scope that is still live (token
//     only), and, with c, its MAC or signature verifies over c. An Ed25519
//     token whose key this proxy still publishes verifies by signature even
//     after its scope ended (Scope "ended").
//   - invalid: this proxy never minted it, or it does not cover c.
//   - unverifiable: well-formed, from a scope that is gone (an earlier
//     process, an ended request scope, or evicted from the ledger), so
//     there is nothing left to check it with.
func (m *Manager) Answer(token string, c *Call) (Verdict, error) {
	t, err := Parse(token)
	if err != nil {
		return Verdict{}, err
	}
	v := Verdict{Alg: t.Alg(), Kid: t.Kid, IssuedAt: t.Epoch, Scope: ScopeUnknown}
	if c != nil {
		v.Tool = c.Tool
	}

	// An Ed25519 token whose key is published: its signature decides.
	if t.Ed25519() && c != nil {
		if pk, ok := m.keys.Key(t.Kid); ok {
			v.Scope = ScopeLive
			if pk.NotAfter != 0 {
				v.Scope = ScopeEnded
			}
			if err := pk.Verify(&t, c); errors.Is(err, ErrOutsideWindow) && t.Epoch < pk.NotBefore {
				// A kid is 32 bits: a key from before this one may share its
				// kid. A token dated before this key existed is not this
				// key's to judge. (One dated after it ended cannot be a newer
				// key's: no two published keys share a kid.)
				v.Status, v.Scope = StatusUnverifiable, ScopeUnknown
				v.Reason = "dated before key " + t.Kid + " as this proxy publishes it existed: check it against the JWKS or audit trail of its time"
				return v, nil
			} else if err != nil {
				if m.retiredHas(token) {
					// Minted here under an ended key that is no longer
					// published, whose kid a newer key now carries.
					v.Status, v.Scope = StatusUnverifiable, ScopeEnded
					v.Reason = "minted by this proxy under an ended key no longer published (a newer key shares its kid " + t.Kid + "): check it against the JWKS or audit trail of its time"
					return v, nil
				}
				v.Status, v.Reason = StatusInvalid, m.mismatchReason(err, c, pk.Bound)
				return v, nil
			}
			v.Status, v.Reason = StatusValid, "the signature verifies over this call under key "+t.Kid
			if rc, ok := m.lookup(token); ok {
				v.CallID = rc.CallID
			}
			return v, nil
		}
	}

	// Token only, under another replica's key: its ledger is not here.
	if t.Ed25519() && c == nil {
		if fk, ok := m.keys.(ForeignKeySet); ok {
			if pk, ok := fk.Foreign(t.Kid); ok {
				v.Status, v.Scope = StatusUnverifiable, ScopeLive
				if pk.NotAfter != 0 {
					v.Scope = ScopeEnded
				}
				v.Reason = "key " + t.Kid + " is another replica's: give the call (tool, arguments or args_sha256, result or result_sha256) to check the signature"
				return v, nil
			}
		}
	}

	st, owner := m.classify(token, t.Epoch)
	v.Status = st
	switch st {
	case StatusValid:
		v.Scope = ScopeLive
		rc, _ := owner.Lookup(token)
		v.CallID = rc.CallID
		if c == nil {
			v.Tool = rc.Tool
			v.Reason = "this proxy minted it in its current key scope"
			if owner.Bound() {
				// Genuine, but it backs a claim only in the conversation it
				// was minted for: say so, so "valid" is not read as "backs
				// the answer beside it".
				v.Reason += ", bound to one conversation: give the call and messages (or conversation_sha256) to check it belongs to yours"
			}
			return v, nil
		}
		if err := owner.VerifyCall(&t, c); err != nil {
			v.Status, v.Reason = StatusInvalid, m.mismatchReason(err, c, owner.Bound())
			return v, nil
		}
		v.Reason = "minted in the current key scope, and it verifies over this call"
	case StatusUnverifiable:
		v.Scope = ScopeEnded
		v.Reason = "a well-formed token from a key scope that has ended (an earlier process or request), so it cannot be checked here"
		if t.Ed25519() {
			v.Reason = "a well-formed token whose key " + t.Kid + " this proxy no longer publishes: check it against a saved JWKS or the audit trail"
		}
	default:
		v.Reason = "this proxy never minted it in its current key scope"
		if t.Ed25519() && c != nil {
			v.Reason = "no key " + t.Kid + " was published by this proxy"
		}
	}
	return v, nil
}

func (m *Manager) mismatchReason(err error, c *Call, bound bool) string {
	switch {
	case errors.Is(err, ErrNeedCallBytes):
		return "an hmac receipt is checked over the arguments and result themselves: give them, not their digests"
	case errors.Is(err, ErrOutsideWindow):
		return "the token is dated outside its key's validity window"
	case bound && c.Conversation == nil:
		return "receipts are bound to the conversation: give messages or conversation_sha256"
	default:
		return "it does not cover this call (tool, arguments, result" + map[bool]string{true: " or conversation", false: ""}[bound] + ")"
	}
}

// classify is Scope.Check across the Manager: the live scope that minted
// token (valid), or why none can say (unverifiable, invalid).
func (m *Manager) classify(token string, epoch int64) (Status, *Scope) {
	if m.mode == ScopeProcess {
		return m.process.Check(token), m.process
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for s := range m.live {
		s.mu.RLock()
		_, ok := s.led.get(token)
		s.mu.RUnlock()
		if ok {
			return StatusValid, s
		}
	}
	if _, ok := m.retired.get(token); ok || m.retired.forgotten(epoch) || epoch < m.started {
		return StatusUnverifiable, nil
	}
	return StatusInvalid, nil
}

// retiredHas reports whether token was minted in a request scope that has
// ended (and is still remembered).
func (m *Manager) retiredHas(token string) bool {
	if m.mode == ScopeProcess {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.retired.get(token)
	return ok
}

// lookup finds token's ledger entry in any live scope.
func (m *Manager) lookup(token string) (Receipt, bool) {
	if m.mode == ScopeProcess {
		return m.process.Lookup(token)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for s := range m.live {
		if rc, ok := s.Lookup(token); ok {
			return rc, true
		}
	}
	if e, ok := m.retired.get(token); ok {
		return e.receipt, true
	}
	return Receipt{}, false
}

// ConversationPrefixes returns the conversation digest (ConversationDigest)
// of every non-empty prefix of messages, the whole array included: the
// conversations a receipt quoted later in this conversation may have been
// bound to. The empty prefix "[]" is held only when messages is empty: it
// is a prefix of every conversation, so a receipt bound to it (a Responses
// request with input [], driven by its instructions) would back claims in
// all of them. Linear in len(messages): one canonical pass per message,
// one hash state carried along.
func ConversationPrefixes(messages []byte) (map[[32]byte]bool, error) {
	canon, err := canonicalMessages(messages)
	if err != nil {
		return nil, err
	}
	out := make(map[[32]byte]bool)
	h := sha256.New()
	h.Write([]byte{'['})
	sum := func() {
		d, _ := h.(hash.Cloner).Clone()
		d.Write([]byte{']'})
		var s [32]byte
		d.Sum(s[:0])
		out[s] = true
	}
	// canon is compact: the prefix of n elements is "[", the elements' raw
	// bytes joined by ",", and "]".
	n := 0
	gjson.ParseBytes(canon).ForEach(func(_, el gjson.Result) bool {
		if n > 0 {
			h.Write([]byte{','})
		}
		h.Write([]byte(el.Raw))
		sum()
		n++
		return true
	})
	if n == 0 {
		sum() // messages is [] itself
	}
	return out, nil
}
