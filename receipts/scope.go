package receipts

// Scope modes (config receipts.scope).
const (
	ScopeProcess = "process"
	ScopeRequest = "request"
)

// DefaultLedgerSize bounds how many minted tokens one scope remembers.
const DefaultLedgerSize = 100_000

// Manager hands out key scopes: under ScopeProcess the same Scope for every
// request; under ScopeRequest a fresh Scope per request, whose key is zeroed
// when released and whose tokens are then remembered as retired (bounded) so
// they classify as unverifiable, never invalid.
type Manager struct{}

// NewManager returns a Manager for mode (ScopeProcess or ScopeRequest).
// clock nil means time.Now; ledgerSize <= 0 means DefaultLedgerSize.
func NewManager(mode string, clock Clock, ledgerSize int) (*Manager, error) {
	panic("todo")
}

// Acquire returns the scope to use for one chat-completions request and a
// release func the caller must call when the request ends.
func (m *Manager) Acquire() (s *Scope, release func()) {
	panic("todo")
}

// Scope is one key and its ledger of minted tokens. Safe for concurrent use.
type Scope struct{}

// Mint signs one successful tool call. args is the call's arguments JSON
// (canonicalised here; an error if it is not valid JSON), result exactly the
// bytes the model will see. It records the token in the ledger.
func (s *Scope) Mint(tool, callID string, args, result []byte) (Receipt, error) {
	panic("todo")
}

// Verify reports, in constant time, whether token is this scope's HMAC over
// (tool, args, result) at the token's epoch.
func (s *Scope) Verify(token, tool string, args, result []byte) bool {
	panic("todo")
}

// Check classifies a quoted token against the ledger.
func (s *Scope) Check(token string) Status {
	panic("todo")
}

// Lookup returns the ledger entry for a token minted in this scope.
func (s *Scope) Lookup(token string) (Receipt, bool) {
	panic("todo")
}
