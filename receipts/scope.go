package receipts

import (
	"crypto/hmac"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Scope modes (config receipts.scope).
const (
	ScopeProcess = "process"
	ScopeRequest = "request"
)

// DefaultLedgerSize bounds how many minted tokens one scope remembers.
const DefaultLedgerSize = 100_000

// ErrScopeReleased is returned by Mint on a request scope after its release.
var ErrScopeReleased = errors.New("receipts: key scope already released")

// Manager hands out key scopes: under ScopeProcess the same Scope for every
// request; under ScopeRequest a fresh Scope per request, whose key is zeroed
// when released and whose tokens are then remembered as retired (bounded) so
// they classify as unverifiable, never invalid.
//
// Memory is bounded by ledgerSize entries per live scope plus ledgerSize
// retired entries (FIFO, oldest minted evicted first; see Scope.Check for
// what eviction means for classification). Safe for concurrent use.
type Manager struct {
	mode       string
	clock      Clock
	ledgerSize int
	process    *Scope // ScopeProcess only

	mu      sync.Mutex      // guards live and retired; taken before any Scope lock
	live    map[*Scope]bool // unreleased request scopes
	retired ledger          // tokens of released request scopes
}

// NewManager returns a Manager for mode (ScopeProcess or ScopeRequest).
// clock nil means time.Now; ledgerSize <= 0 means DefaultLedgerSize.
// Under ScopeProcess it draws the process key here.
func NewManager(mode string, clock Clock, ledgerSize int) (*Manager, error) {
	if clock == nil {
		clock = time.Now
	}
	if ledgerSize <= 0 {
		ledgerSize = DefaultLedgerSize
	}
	m := &Manager{mode: mode, clock: clock, ledgerSize: ledgerSize}
	switch mode {
	case ScopeProcess:
		k, err := newRandomKey(nil)
		if err != nil {
			return nil, err
		}
		m.process = newScope(k, clock, ledgerSize, nil)
	case ScopeRequest:
		m.live = make(map[*Scope]bool)
		m.retired = newLedger(ledgerSize)
	default:
		return nil, fmt.Errorf("receipts: unknown scope %q (want %q or %q)", mode, ScopeProcess, ScopeRequest)
	}
	return m, nil
}

// Acquire returns the scope to use for one chat-completions request and a
// release func the caller must call when the request ends. Under
// ScopeRequest, release zeroes the scope's key and retires its tokens; it is
// idempotent, and the scope must not mint afterwards (Mint fails).
//
// Acquire panics only if crypto/rand fails, which the runtime treats as fatal
// anyway.
func (m *Manager) Acquire() (s *Scope, release func()) {
	if m.mode == ScopeProcess {
		return m.process, func() {}
	}
	k, err := newRandomKey(nil)
	if err != nil {
		panic(err)
	}
	s = newScope(k, m.clock, m.ledgerSize, m)
	m.mu.Lock()
	m.live[s] = true
	m.mu.Unlock()
	var once sync.Once
	return s, func() { once.Do(func() { m.release(s) }) }
}

// release zeroes s's key and moves its tokens to the retired set.
func (m *Manager) release(s *Scope) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.live, s)

	s.keyMu.Lock()
	s.key.zero()
	s.key = nil
	s.keyMu.Unlock()

	s.mu.Lock()
	s.led.each(func(token string, e ledgerEntry) { m.retired.put(token, e) })
	if s.led.evicted {
		// Tokens s itself evicted are forgotten too; carry its watermark.
		m.retired.forget(s.led.watermark)
	}
	s.led.reset()
	s.mu.Unlock()
}

// issuedElsewhere reports whether a token not in s's ledger was (or may have
// been) minted by another request scope of m: a retired one, or one still
// live (a concurrent request).
func (m *Manager) issuedElsewhere(token string, epoch int64, s *Scope) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.retired.get(token); ok || m.retired.forgotten(epoch) {
		return true
	}
	for other := range m.live {
		if other == s {
			continue
		}
		other.mu.RLock()
		_, ok := other.led.get(token)
		other.mu.RUnlock()
		if ok {
			return true
		}
	}
	return false
}

func (m *Manager) String() string {
	if m.mode == ScopeProcess {
		return "receipts.Manager{scope: process}"
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return fmt.Sprintf("receipts.Manager{scope: request, live: %d, retired: %d}", len(m.live), m.retired.len())
}

// Format prints String for every verb, so no field (the key included) is
// ever printed through reflection.
func (m *Manager) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, m.String()) }
func (m *Manager) GoString() string           { return m.String() }
func (m *Manager) LogValue() slog.Value       { return slog.StringValue(m.String()) }

// Scope is one key and its ledger of minted tokens. Safe for concurrent use.
//
// The ledger holds at most the Manager's ledger size (default
// DefaultLedgerSize) tokens and evicts the oldest minted first. Verify needs
// no ledger and keeps working for evicted tokens; Check, which classifies
// quoted tokens, reports an evicted token as unverifiable.
type Scope struct {
	clock   Clock
	created int64    // epoch second the scope was created
	mgr     *Manager // request scopes only: retired set and peers

	keyMu sync.RWMutex // read: MAC in progress; write: zeroing. Before mu.
	key   *secretKey   // nil once released

	mu  sync.RWMutex
	led ledger
}

func newScope(k *secretKey, clock Clock, ledgerSize int, mgr *Manager) *Scope {
	return &Scope{
		clock:   clock,
		created: clock().Unix(),
		mgr:     mgr,
		key:     k,
		led:     newLedger(ledgerSize),
	}
}

// Mint signs one successful tool call. args is the call's arguments JSON
// (canonicalised here; an error if it is not valid JSON), result exactly the
// bytes the model will see. It records the token in the ledger.
func (s *Scope) Mint(tool, callID string, args, result []byte) (Receipt, error) {
	st := getMacState()
	defer putMacState(st)
	canon, err := st.canon.canonicalize(args)
	if err != nil {
		return Receipt{}, fmt.Errorf("mint %s receipt: %w", tool, err)
	}
	now := s.clock()
	epoch := now.Unix()
	if epoch < 0 {
		return Receipt{}, fmt.Errorf("receipts: mint %s: clock before 1970 (%s)", tool, now)
	}

	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	if s.key == nil {
		return Receipt{}, ErrScopeReleased
	}
	mac := st.sum(s.key, tool, canon, result, epoch)
	r := Receipt{Tool: tool, CallID: callID, Receipt: string(formatToken(st.tok[:0], epoch, mac))}

	s.mu.Lock()
	s.led.put(r.Receipt, ledgerEntry{receipt: r, epoch: epoch, minted: now})
	s.mu.Unlock()
	return r, nil
}

// Verify reports, in constant time, whether token is this scope's HMAC over
// (tool, args, result) at the token's epoch. It does not consult the ledger,
// so it holds for evicted tokens too; it is false after release and for any
// spelling of a token other than the one Mint produced.
func (s *Scope) Verify(token, tool string, args, result []byte) bool {
	epoch, digest, err := ParseToken(token)
	if err != nil {
		return false
	}
	st := getMacState()
	defer putMacState(st)
	if string(formatToken(st.tok[:0], epoch, digest[:])) != token {
		return false // e.g. a leading zero or stray low bits: not Mint's spelling
	}
	canon, err := st.canon.canonicalize(args)
	if err != nil {
		return false
	}
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	if s.key == nil {
		return false
	}
	return hmac.Equal(st.sum(s.key, tool, canon, result, epoch), digest[:])
}

// Check classifies a quoted token against the ledger:
//
//   - not well-formed (ParseToken fails): StatusInvalid;
//   - in this scope's ledger: StatusValid;
//   - epoch before this scope's creation second (an earlier process or
//     request), minted by another request scope of the same Manager (retired
//     or concurrent), or at/below the epoch of the newest token evicted from
//     a bounded ledger: StatusUnverifiable;
//   - otherwise: StatusInvalid.
//
// Eviction trades precision for memory: once the ledger has evicted tokens
// up to second T, a forgery dated at or before T reads as unverifiable.
func (s *Scope) Check(token string) Status {
	epoch, _, err := ParseToken(token)
	if err != nil {
		return StatusInvalid
	}
	s.mu.RLock()
	_, ok := s.led.get(token)
	forgotten := s.led.forgotten(epoch)
	s.mu.RUnlock()
	switch {
	case ok:
		return StatusValid
	case epoch < s.created || forgotten:
		return StatusUnverifiable
	case s.mgr != nil && s.mgr.issuedElsewhere(token, epoch, s):
		return StatusUnverifiable
	default:
		return StatusInvalid
	}
}

// Lookup returns the ledger entry for a token minted in this scope.
func (s *Scope) Lookup(token string) (Receipt, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	e, ok := s.led.get(token)
	return e.receipt, ok
}

// Len reports how many tokens the ledger currently holds.
func (s *Scope) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.led.len()
}

func (s *Scope) String() string {
	s.mu.RLock()
	n := s.led.len()
	s.mu.RUnlock()
	return fmt.Sprintf("receipts.Scope{created: %d, receipts: %d}", s.created, n)
}

// Format prints String for every verb, so no field (the key included) is
// ever printed through reflection.
func (s *Scope) Format(f fmt.State, _ rune) { _, _ = io.WriteString(f, s.String()) }
func (s *Scope) GoString() string           { return s.String() }
func (s *Scope) LogValue() slog.Value       { return slog.StringValue(s.String()) }
