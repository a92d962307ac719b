package receipts

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
)

// TestReleaseRacesMint releases a scope while minters are between signing
// and recording: every token a Mint returned must read as issued (retired),
// never as a forgery.
func TestReleaseRacesMint(t *testing.T) {
	for _, signing := range []string{SigningHMAC, SigningEd25519} {
		t.Run(signing, func(t *testing.T) {
			for round := range 200 {
				m, err := NewManagerWith(Options{Scope: ScopeRequest, Signing: signing, Clock: newTestClock(1000).now})
				if err != nil {
					t.Fatal(err)
				}
				s, release := m.Acquire()
				var minted atomic.Int64
				var wg sync.WaitGroup
				tokens := make(chan string, 4096)
				for g := range 4 {
					wg.Go(func() {
						for i := 0; ; i++ {
							r, err := s.Mint("t", "c", fmt.Appendf(nil, "[%d,%d,%d]", round, g, i), nil)
							if errors.Is(err, ErrScopeReleased) {
								return
							}
							if err != nil {
								t.Error(err)
								return
							}
							minted.Add(1)
							tokens <- r.Receipt
							if i > 500 {
								return
							}
						}
					})
				}
				for minted.Load() < 8 {
					runtime.Gosched()
				}
				release()
				wg.Wait()
				close(tokens)
				next, releaseNext := m.Acquire()
				for tok := range tokens {
					if got := next.Check(tok); got != StatusUnverifiable {
						t.Fatalf("round %d: Check(%s) after release = %v, want unverifiable", round, tok, got)
					}
				}
				releaseNext()
			}
		})
	}
}
