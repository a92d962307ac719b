package receipts

import "time"

// ledgerEntry is what a ledger remembers about one minted token.
type ledgerEntry struct {
	receipt Receipt
	epoch   int64     // the token's epoch second
	minted  time.Time // from the scope's clock
	sums    *callSums // digests of the call, when the minter computed them
}

// callSums is what a receipt covers, in digest form.
type callSums struct {
	args, result, conv [32]byte
	bound              bool
}

// match compares c's digests with s in constant time.
func (s *callSums) match(c *Call) bool {
	ok := ctEqual(s.args[:], c.ArgsSHA256[:])
	ok = ctEqual(s.result[:], c.ResultSHA256[:]) && ok
	if s.bound {
		ok = len(c.Conversation) == 32 && ctEqual(s.conv[:], c.Conversation) && ok
	} else {
		ok = c.Conversation == nil && ok
	}
	return ok
}

// ledger is a bounded set of minted tokens, FIFO: once it holds max entries,
// recording a new token evicts the oldest minted one. Memory is therefore
// O(max) per ledger, growing only as tokens are minted (a short request
// scope allocates for the few tokens it mints, not for max).
//
// Eviction forgets which tokens were minted at or before the evicted entry's
// epoch second, so the ledger keeps a watermark (the newest evicted epoch):
// a well-formed token at or below it can no longer be told apart from a
// forgery and classifies as unverifiable, never as invalid.
//
// A ledger is not safe for concurrent use; its owner locks it.
type ledger struct {
	max       int
	byToken   map[string]ledgerEntry
	order     []string // tokens in mint order; a ring once len == max
	head      int      // index in order of the oldest token when full
	evicted   bool     // whether watermark is set
	watermark int64
}

func newLedger(max int) ledger {
	return ledger{max: max, byToken: make(map[string]ledgerEntry)}
}

func (l *ledger) len() int { return len(l.byToken) }

func (l *ledger) get(token string) (ledgerEntry, bool) {
	e, ok := l.byToken[token]
	return e, ok
}

// put records token. Re-minting an identical token (same call, same second)
// refreshes its entry but keeps its place in the eviction order.
func (l *ledger) put(token string, e ledgerEntry) {
	if _, ok := l.byToken[token]; ok {
		l.byToken[token] = e
		return
	}
	if len(l.order) < l.max {
		l.order = append(l.order, token)
	} else {
		oldest := l.order[l.head]
		l.evict(oldest)
		l.order[l.head] = token
		l.head = (l.head + 1) % l.max
	}
	l.byToken[token] = e
}

func (l *ledger) evict(token string) {
	e := l.byToken[token]
	delete(l.byToken, token)
	l.forget(e.epoch)
}

// forget raises the watermark to epoch: tokens at or before it may have been
// minted and are no longer remembered.
func (l *ledger) forget(epoch int64) {
	if !l.evicted || epoch > l.watermark {
		l.watermark = epoch
	}
	l.evicted = true
}

// forgotten reports whether a token at epoch may have been minted and
// evicted since.
func (l *ledger) forgotten(epoch int64) bool {
	return l.evicted && epoch <= l.watermark
}

// each calls fn for every entry, oldest minted first.
func (l *ledger) each(fn func(token string, e ledgerEntry)) {
	n := len(l.order)
	for k := range n {
		tok := l.order[(l.head+k)%n]
		fn(tok, l.byToken[tok])
	}
}

// reset empties the ledger and releases its memory.
func (l *ledger) reset() {
	*l = newLedger(l.max)
}
