package receipts

import (
	"crypto/hmac"
	"crypto/sha256"
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
	signing    string // SigningHMAC or SigningEd25519
	bind       bool   // receipts sign the conversation digest too
	clock      Clock
	ledgerSize int
	started    int64    // epoch second the Manager was made
	keys       KeyStore // Ed25519 public keys, live and ended
	onKey      func(KeyEvent)
	rand       io.Reader
	process    *Scope // ScopeProcess only

	mu      sync.Mutex      // guards live and retired; taken before any Scope lock
	live    map[*Scope]bool // unreleased request scopes
	retired ledger          // tokens of released request scopes
}

// Options configure a Manager (NewManagerWith).
type Options struct {
	Scope      string // ScopeProcess or ScopeRequest
	Signing    string // SigningHMAC (default) or SigningEd25519
	Bind       bool   // receipts also sign the conversation digest
	Clock      Clock  // nil: time.Now
	LedgerSize int    // <= 0: DefaultLedgerSize
	// Keys is where Ed25519 public keys are published (nil: an in-memory
	// MemKeys). A store shared by replicas plugs in here.
	Keys KeyStore
	// OnKey is called when an Ed25519 key is drawn (the scope starts) and
	// when its scope ends, with the public half only: the audit trail
	// records it so receipts stay checkable offline.
	OnKey func(KeyEvent)
	// Rand is where key material is read from (nil: crypto/rand). Tests
	// use it to know the private keys they then look for in outputs.
	Rand io.Reader
}

// KeyEvent reports a public key whose scope started (Ended false) or ended.
type KeyEvent struct {
	Key   PublicKey
	Ended bool
}

// NewManager returns an HMAC Manager for mode (ScopeProcess or ScopeRequest).
// clock nil means time.Now; ledgerSize <= 0 means DefaultLedgerSize.
// Under ScopeProcess it draws the process key here.
func NewManager(mode string, clock Clock, ledgerSize int) (*Manager, error) {
	return NewManagerWith(Options{Scope: mode, Clock: clock, LedgerSize: ledgerSize})
}

// NewManagerWith returns a Manager configured by o.
func NewManagerWith(o Options) (*Manager, error) {
	clock, ledgerSize := o.Clock, o.LedgerSize
	if clock == nil {
		clock = time.Now
	}
	if ledgerSize <= 0 {
		ledgerSize = DefaultLedgerSize
	}
	if o.Signing == "" {
		o.Signing = SigningHMAC
	}
	if o.Signing != SigningHMAC && o.Signing != SigningEd25519 {
		return nil, fmt.Errorf("receipts: unknown signing %q (want %q or %q)", o.Signing, SigningHMAC, SigningEd25519)
	}
	if o.Keys == nil {
		o.Keys = NewMemKeys(0)
	}
	mode := o.Scope
	m := &Manager{mode: mode, signing: o.Signing, bind: o.Bind, clock: clock, ledgerSize: ledgerSize,
		started: clock().Unix(), keys: o.Keys, onKey: o.OnKey, rand: o.Rand}
	switch mode {
	case ScopeProcess:
		s, err := m.newScope()
		if err != nil {
			return nil, err
		}
		m.process = s
		if m.signing == SigningEd25519 {
			// The process key is drawn now, so the JWKS has it from the start.
			s.keyMu.Lock()
			err := s.ensureEdKeyLocked()
			s.keyMu.Unlock()
			if err != nil {
				return nil, err
			}
		}
	case ScopeRequest:
		m.live = make(map[*Scope]bool)
		m.retired = newLedger(ledgerSize)
	default:
		return nil, fmt.Errorf("receipts: unknown scope %q (want %q or %q)", mode, ScopeProcess, ScopeRequest)
	}
	return m, nil
}

// newScope makes a scope for m: with a fresh HMAC key, or (Ed25519) with
// no key yet: one is drawn when the scope first mints.
func (m *Manager) newScope() (*Scope, error) {
	var k *secretKey
	if m.signing == SigningHMAC {
		var err error
		if k, err = newRandomKey(m.rand); err != nil {
			return nil, err
		}
	}
	var owner *Manager
	if m.mode == ScopeRequest {
		owner = m
	}
	s := newScope(k, m.clock, m.ledgerSize, owner)
	s.signing, s.bind, s.keys, s.onKey, s.rand = m.signing, m.bind, m.keys, m.onKey, m.rand
	return s, nil
}

// Close ends the process scope (ScopeProcess): its key is zeroed, an
// Ed25519 key is retired (its window closes) and reported to OnKey, and
// the scope mints no more. Request scopes end with their release. Close
// is idempotent.
func (m *Manager) Close() {
	if m.process == nil {
		return
	}
	s := m.process
	s.keyMu.Lock()
	if !s.released {
		s.zeroKeysLocked()
	}
	s.keyMu.Unlock()
}

// Signing reports the signing mode (SigningHMAC or SigningEd25519).
func (m *Manager) Signing() string { return m.signing }

// Bound reports whether receipts sign the conversation digest.
func (m *Manager) Bound() bool { return m.bind }

// Keys is the set of published Ed25519 keys (empty under HMAC).
func (m *Manager) Keys() KeySet { return m.keys }

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
	s, err := m.newScope()
	if err != nil {
		panic(err)
	}
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
	s.zeroKeysLocked()
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

	signing string // SigningHMAC ("" too) or SigningEd25519
	bind    bool
	keys    KeyStore // Ed25519: where this scope's public key is published
	onKey   func(KeyEvent)
	rand    io.Reader

	keyMu    sync.RWMutex // read: MAC in progress; write: zeroing. Before mu.
	key      *secretKey   // HMAC; nil once released
	ed       *edKey       // Ed25519; nil until the first mint and once released
	released bool

	mu  sync.RWMutex
	led ledger
}

// zeroKeysLocked wipes the scope's private key material and retires its
// public key. keyMu must be held for writing.
func (s *Scope) zeroKeysLocked() {
	s.released = true
	if s.key != nil {
		s.key.zero()
		s.key = nil
	}
	if s.ed != nil {
		s.ed.zero()
		end := s.clock().Unix()
		if s.keys != nil {
			s.keys.Retire(s.ed.pub.Kid, end)
		}
		if s.onKey != nil {
			pub := s.ed.pub
			pub.NotAfter = end
			s.onKey(KeyEvent{Key: pub, Ended: true})
		}
		s.ed = nil
	}
}

// ensureEdKeyLocked draws this scope's Ed25519 key if it has none yet and
// publishes its public half. keyMu must be held for writing.
func (s *Scope) ensureEdKeyLocked() error {
	if s.released {
		return ErrScopeReleased
	}
	if s.ed != nil {
		return nil
	}
	for range 8 { // a kid collision (4 bytes) draws again
		k, err := newEdKey(s.rand, s.created, s.bind)
		if err != nil {
			return err
		}
		if err := s.keys.Publish(k.pub); err != nil {
			k.zero()
			if errors.Is(err, ErrKidTaken) {
				continue
			}
			return err
		}
		s.ed = k
		if s.onKey != nil {
			s.onKey(KeyEvent{Key: k.pub})
		}
		return nil
	}
	return errors.New("receipts: could not draw a key with a free kid")
}

// PublicKey returns the scope's Ed25519 public key, if it has drawn one.
func (s *Scope) PublicKey() (PublicKey, bool) {
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	if s.ed == nil {
		return PublicKey{}, false
	}
	return s.ed.pub, true
}

// Bound reports whether this scope's receipts sign the conversation digest.
func (s *Scope) Bound() bool { return s.bind }

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
// bytes the model will see. It records the token in the ledger. A scope
// bound to the conversation needs MintCall.
func (s *Scope) Mint(tool, callID string, args, result []byte) (Receipt, error) {
	m, err := s.mint(tool, callID, args, result, nil, false)
	return m.Receipt, err
}

// Minted is a receipt with what it covers in digest form: the
// SHA-256 of the canonical arguments and of the result (lowercase hex in
// zc_receipts.calls and the audit trail) and, for Ed25519, the key id.
type Minted struct {
	Receipt
	Kid          string
	ArgsSHA256   [32]byte
	ResultSHA256 [32]byte
}

// MintCall mints like Mint and returns the call's digests too.
// conversation is the 32-byte conversation digest (ConversationDigest),
// required when the scope is bound and ignored otherwise.
func (s *Scope) MintCall(tool, callID string, args, result, conversation []byte) (Minted, error) {
	return s.mint(tool, callID, args, result, conversation, true)
}

func (s *Scope) mint(tool, callID string, args, result, conv []byte, digests bool) (Minted, error) {
	var m Minted
	if !s.bind {
		conv = nil
	} else if len(conv) != sha256.Size {
		return m, fmt.Errorf("receipts: mint %s: the scope is bound to the conversation and needs its %d-byte digest", tool, sha256.Size)
	}
	st := getMacState()
	defer putMacState(st)
	canon, err := st.canon.canonicalize(args)
	if err != nil {
		return m, fmt.Errorf("mint %s receipt: %w", tool, err)
	}
	now := s.clock()
	epoch := now.Unix()
	if epoch < 0 {
		return m, fmt.Errorf("receipts: mint %s: clock before 1970 (%s)", tool, now)
	}
	ed := s.signing == SigningEd25519
	if digests || ed {
		m.ArgsSHA256, m.ResultSHA256 = sha256.Sum256(canon), sha256.Sum256(result)
	}

	var tok []byte
	if ed {
		s.keyMu.RLock()
		if s.ed == nil {
			s.keyMu.RUnlock()
			s.keyMu.Lock()
			err := s.ensureEdKeyLocked()
			s.keyMu.Unlock()
			if err != nil {
				return m, err
			}
			s.keyMu.RLock()
		}
		if s.ed == nil { // released in between
			s.keyMu.RUnlock()
			return m, ErrScopeReleased
		}
		c := Call{Tool: tool, ArgsSHA256: m.ArgsSHA256, ResultSHA256: m.ResultSHA256, Conversation: conv}
		var sig [64]byte
		s.ed.sign(&sig, &c, epoch)
		m.Kid = s.ed.pub.Kid
		tok = formatEdToken(st.tok[:0], epoch, m.Kid, sig[:])
	} else {
		s.keyMu.RLock()
		if s.key == nil {
			s.keyMu.RUnlock()
			return m, ErrScopeReleased
		}
		mac := st.sum(s.key, tool, canon, result, epoch, conv)
		tok = formatToken(st.tok[:0], epoch, mac)
	}
	// keyMu stays read-locked until the token is in the ledger: release
	// (which write-locks it) would otherwise retire the ledger between the
	// two and the token, handed out, would be recorded in an emptied ledger
	// and read as a forgery by every later request.
	defer s.keyMu.RUnlock()
	m.Receipt = Receipt{Tool: tool, CallID: callID, Receipt: string(tok)}
	e := ledgerEntry{receipt: m.Receipt, epoch: epoch, minted: now}
	if digests || ed {
		e.sums = &callSums{args: m.ArgsSHA256, result: m.ResultSHA256}
		if conv != nil {
			e.sums.conv = [32]byte(conv)
			e.sums.bound = true
		}
	}
	s.mu.Lock()
	s.led.put(m.Receipt.Receipt, e)
	s.mu.Unlock()
	return m, nil
}

// Verify reports, in constant time, whether token is this scope's receipt
// over (tool, args, result) at the token's epoch. It does not consult the
// ledger, so it holds for evicted tokens too; it is false after release,
// for another scope's key and for any spelling of a token other than the
// one Mint produced. A bound scope needs VerifyBound.
func (s *Scope) Verify(token, tool string, args, result []byte) bool {
	return s.VerifyBound(token, tool, args, result, nil)
}

// VerifyBound is Verify for a receipt that also signs the conversation
// digest conv (nil: not bound).
func (s *Scope) VerifyBound(token, tool string, args, result, conv []byte) bool {
	if len(token) > hmacTokenLen {
		t, err := Parse(token)
		if err != nil || !t.Ed25519() {
			return false
		}
		c, err := NewCall(tool, args, result, conv)
		if err != nil {
			return false
		}
		return s.VerifyCall(&t, &c) == nil
	}
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
	return hmac.Equal(st.sum(s.key, tool, canon, result, epoch, conv), digest[:])
}

// VerifyCall checks tok over c under this scope's own key (Verifier):
// its HMAC key, or its Ed25519 key while the scope lives. An HMAC check
// given only digests succeeds when the ledger recorded exactly those
// digests for the token at mint time.
func (s *Scope) VerifyCall(tok *Token, c *Call) error {
	if tok.Ed25519() {
		s.keyMu.RLock()
		var pub PublicKey
		if s.ed != nil {
			pub = s.ed.pub
		}
		s.keyMu.RUnlock()
		if pub.Kid != tok.Kid {
			return fmt.Errorf("%w: kid %s is not this scope's", ErrUnknownKey, tok.Kid)
		}
		return pub.Verify(tok, c)
	}
	if !tok.canonical() {
		return ErrMismatch
	}
	if !c.HaveBytes {
		s.mu.RLock()
		e, ok := s.led.get(tok.Raw)
		s.mu.RUnlock()
		if !ok || e.sums == nil {
			return ErrNeedCallBytes
		}
		if e.sums.match(c) && e.receipt.Tool == c.Tool {
			return nil
		}
		return ErrMismatch
	}
	st := getMacState()
	defer putMacState(st)
	s.keyMu.RLock()
	defer s.keyMu.RUnlock()
	if s.key == nil {
		return ErrUnknownKey
	}
	if hmac.Equal(st.sum(s.key, c.Tool, c.Args, c.Result, tok.Epoch, c.Conversation), tok.Digest[:]) {
		return nil
	}
	return ErrMismatch
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
	t, err := Parse(token)
	if err != nil {
		return StatusInvalid
	}
	epoch := t.Epoch
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
	case t.Ed25519() && s.foreignKid(t.Kid):
		return StatusUnverifiable // another replica's key: its ledger, not ours
	default:
		return StatusInvalid
	}
}

// foreignKid reports whether kid is a key another process published to a
// shared key set (ForeignKeySet).
func (s *Scope) foreignKid(kid string) bool {
	fk, ok := s.keys.(ForeignKeySet)
	if !ok {
		return false
	}
	_, ok = fk.Foreign(kid)
	return ok
}

// Keys is the key set the scope publishes to (nil for a bare HMAC scope).
func (s *Scope) Keys() KeySet {
	if s.keys == nil {
		return nil
	}
	return s.keys
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

// BoundConversation returns the conversation digest token was minted
// under (receipts.bind_conversation), from this scope's ledger. bound is
// false when the scope is not bound; ok is false when the ledger does not
// hold the token's digests (a bound scope always records them).
func (s *Scope) BoundConversation(token string) (conv [32]byte, bound, ok bool) {
	if !s.bind {
		return conv, false, true
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	e, found := s.led.get(token)
	if !found || e.sums == nil || !e.sums.bound {
		return conv, true, false
	}
	return e.sums.conv, true, true
}
