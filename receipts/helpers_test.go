package receipts

import (
	"encoding/hex"
	"sync/atomic"
	"testing"
	"time"
)

// testClock is a settable clock for tests.
type testClock struct{ sec atomic.Int64 }

func newTestClock(sec int64) *testClock {
	c := new(testClock)
	c.sec.Store(sec)
	return c
}

func (c *testClock) now() time.Time { return time.Unix(c.sec.Load(), 0) }
func (c *testClock) set(sec int64)  { c.sec.Store(sec) }

// newTestScope returns a process-style scope with a fixed key (64 hex digits).
func newTestScope(t testing.TB, hexKey string, clock Clock, ledgerSize int) *Scope {
	t.Helper()
	raw, err := hex.DecodeString(hexKey)
	if err != nil || len(raw) != keySize {
		t.Fatalf("bad test key %q: %v", hexKey, err)
	}
	var k [keySize]byte
	copy(k[:], raw)
	if ledgerSize <= 0 {
		ledgerSize = DefaultLedgerSize
	}
	return newScope(deriveKey(&k), clock, ledgerSize, nil)
}
