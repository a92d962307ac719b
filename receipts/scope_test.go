package receipts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// forged returns a well-formed token this proxy never minted.
func forgedToken(epoch int64) string {
	return TokenPrefix + strconv.FormatInt(epoch, 10) + "-" + strings.Repeat("A", digestLen)
}

func mintN(t testing.TB, s *Scope, n int) []Receipt {
	t.Helper()
	out := make([]Receipt, n)
	for i := range out {
		r, err := s.Mint("shell", "call_"+strconv.Itoa(i), []byte(`{"i":`+strconv.Itoa(i)+`}`), []byte("out"))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = r
	}
	return out
}

func TestNewManager(t *testing.T) {
	tests := []struct {
		mode    string
		wantErr bool
	}{
		{ScopeProcess, false},
		{ScopeRequest, false},
		{"", true},
		{"global", true},
	}
	for _, tc := range tests {
		t.Run(tc.mode, func(t *testing.T) {
			_, err := NewManager(tc.mode, nil, 0)
			if (err != nil) != tc.wantErr {
				t.Errorf("NewManager(%q) err = %v", tc.mode, err)
			}
		})
	}
}

func TestCheckProcessScope(t *testing.T) {
	const start = 1_774_608_496
	clock := newTestClock(start)
	m, err := NewManager(ScopeProcess, clock.now, 0)
	if err != nil {
		t.Fatal(err)
	}
	s, release := m.Acquire()
	clock.set(start + 5)
	r := mintN(t, s, 1)[0]
	release() // a no-op under process scope

	s2, release2 := m.Acquire()
	defer release2()
	if s2 != s {
		t.Fatal("process scope: Acquire returned a different scope")
	}
	tests := []struct {
		name  string
		token string
		want  Status
	}{
		{"minted", r.Receipt, StatusValid},
		{"forged now", forgedToken(start + 5), StatusInvalid},
		{"forged at creation second", forgedToken(start), StatusInvalid},
		{"forged in the future", forgedToken(start + 1000), StatusInvalid},
		{"before the process", forgedToken(start - 1), StatusUnverifiable},
		{"epoch 0", forgedToken(0), StatusUnverifiable},
		{"malformed", "zc-receipt-123-short", StatusInvalid},
		{"empty", "", StatusInvalid},
		{"minted token, other case", strings.ToUpper(r.Receipt), StatusInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := s2.Check(tc.token); got != tc.want {
				t.Errorf("Check(%s) = %v, want %v", tc.token, got, tc.want)
			}
		})
	}
	got, ok := s2.Lookup(r.Receipt)
	if !ok || got != r {
		t.Errorf("Lookup = %+v, %v; want %+v", got, ok, r)
	}
	if _, ok := s2.Lookup(forgedToken(start + 5)); ok {
		t.Error("Lookup(forged) found an entry")
	}
}

func TestLedgerEviction(t *testing.T) {
	const size = 4
	clock := newTestClock(1000)
	s := newTestScope(t, keyCounting, clock.now, size)
	var minted []Receipt
	for i := range 7 { // epochs 1000..1006; 1000..1002 get evicted
		clock.set(1000 + int64(i))
		minted = append(minted, mintN(t, s, 1)[0])
	}
	if n := s.Len(); n != size {
		t.Fatalf("ledger holds %d, want bound %d", n, size)
	}
	for i, r := range minted {
		t.Run("minted "+strconv.Itoa(i), func(t *testing.T) {
			want, wantOK := StatusValid, true
			if i < len(minted)-size {
				want, wantOK = StatusUnverifiable, false // oldest first out
			}
			if got := s.Check(r.Receipt); got != want {
				t.Errorf("Check = %v, want %v", got, want)
			}
			if _, ok := s.Lookup(r.Receipt); ok != wantOK {
				t.Errorf("Lookup ok = %v, want %v", ok, wantOK)
			}
			if !s.Verify(r.Receipt, "shell", []byte(`{"i":0}`), []byte("out")) {
				t.Error("Verify fails after eviction")
			}
		})
	}
	t.Run("forged at watermark", func(t *testing.T) {
		if got := s.Check(forgedToken(1002)); got != StatusUnverifiable {
			t.Errorf("Check = %v, want unverifiable", got)
		}
	})
	t.Run("forged above watermark", func(t *testing.T) {
		if got := s.Check(forgedToken(1003)); got != StatusInvalid {
			t.Errorf("Check = %v, want invalid", got)
		}
	})
}

func TestLedgerRemintKeepsOrder(t *testing.T) {
	s := newTestScope(t, keyCounting, newTestClock(1000).now, 2)
	a, _ := s.Mint("t", "1", nil, []byte("a"))
	b, _ := s.Mint("t", "2", nil, []byte("b"))
	a2, _ := s.Mint("t", "3", nil, []byte("a")) // same token as a, new call id
	if a2.Receipt != a.Receipt {
		t.Fatal("identical call in the same second minted a different token")
	}
	if got, _ := s.Lookup(a.Receipt); got.CallID != "3" {
		t.Errorf("re-mint did not refresh the entry: %+v", got)
	}
	c, _ := s.Mint("t", "4", nil, []byte("c")) // evicts a (oldest), not b
	for _, tc := range []struct {
		tok  string
		want bool
	}{{a.Receipt, false}, {b.Receipt, true}, {c.Receipt, true}} {
		if _, ok := s.Lookup(tc.tok); ok != tc.want {
			t.Errorf("Lookup(%s) = %v, want %v", tc.tok, ok, tc.want)
		}
	}
}

func TestRequestScopes(t *testing.T) {
	const now = 1_774_608_496
	clock := newTestClock(now)
	m, err := NewManager(ScopeRequest, clock.now, 0)
	if err != nil {
		t.Fatal(err)
	}
	first, releaseFirst := m.Acquire()
	old := mintN(t, first, 2)
	k := first.key
	releaseFirst()
	releaseFirst() // idempotent

	// Same second: the epoch alone cannot tell old from new; the retired set must.
	second, releaseSecond := m.Acquire()
	defer releaseSecond()
	if second == first {
		t.Fatal("request scope reused")
	}
	cur := mintN(t, second, 1)[0]

	t.Run("old key zeroed", func(t *testing.T) {
		if k.inner != [64]byte{} || k.outer != [64]byte{} {
			t.Error("released key not zeroed")
		}
	})
	t.Run("released scope cannot mint", func(t *testing.T) {
		if _, err := first.Mint("t", "x", nil, nil); !errors.Is(err, ErrScopeReleased) {
			t.Errorf("Mint after release err = %v, want ErrScopeReleased", err)
		}
		if first.Verify(old[0].Receipt, "shell", []byte(`{"i":0}`), []byte("out")) {
			t.Error("Verify after release = true")
		}
	})
	tests := []struct {
		name  string
		token string
		want  Status
	}{
		{"current", cur.Receipt, StatusValid},
		{"earlier request, same second", old[0].Receipt, StatusUnverifiable},
		{"earlier request, same second 2", old[1].Receipt, StatusUnverifiable},
		{"forged, same second", forgedToken(now), StatusInvalid},
		{"forged, earlier second", forgedToken(now - 1), StatusUnverifiable},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := second.Check(tc.token); got != tc.want {
				t.Errorf("Check = %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("concurrent request's token", func(t *testing.T) {
		third, releaseThird := m.Acquire()
		defer releaseThird()
		if got := third.Check(cur.Receipt); got != StatusUnverifiable {
			t.Errorf("Check(token of a live peer) = %v, want unverifiable", got)
		}
		if got := third.Check(forgedToken(now)); got != StatusInvalid {
			t.Errorf("Check(forged) = %v, want invalid", got)
		}
	})
}

func TestRetiredSetBound(t *testing.T) {
	const size = 3
	clock := newTestClock(5000)
	m, err := NewManager(ScopeRequest, clock.now, size)
	if err != nil {
		t.Fatal(err)
	}
	var retired []Receipt
	for i := range 3 {
		clock.set(5000 + int64(i))
		s, release := m.Acquire()
		retired = append(retired, mintN(t, s, 2)...)
		release()
	}
	// 6 retired tokens, bound 3: the three oldest (epochs 5000, 5000, 5001)
	// are forgotten, so the watermark is 5001.
	s, release := m.Acquire()
	defer release()
	if n := m.retired.len(); n != size {
		t.Errorf("retired set holds %d, want %d", n, size)
	}
	for i, r := range retired {
		if got := s.Check(r.Receipt); got != StatusUnverifiable {
			t.Errorf("retired token %d: Check = %v, want unverifiable", i, got)
		}
	}
	if got := s.Check(forgedToken(5001)); got != StatusUnverifiable {
		t.Errorf("forged at retired watermark: Check = %v, want unverifiable", got)
	}
	if got := s.Check(forgedToken(5002)); got != StatusInvalid {
		t.Errorf("forged above retired watermark: Check = %v, want invalid", got)
	}
}

func TestScopeConcurrency(t *testing.T) {
	clock := newTestClock(1000)
	m, err := NewManager(ScopeRequest, clock.now, 64)
	if err != nil {
		t.Fatal(err)
	}
	shared, releaseShared := m.Acquire()
	defer releaseShared()

	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for g := range 8 {
		wg.Go(func() {
			s, release := m.Acquire()
			defer release()
			for i := range 200 {
				args := fmt.Appendf(nil, `{"g":%d,"i":%d}`, g, i)
				for _, sc := range []*Scope{s, shared} {
					r, err := sc.Mint("t", "c", args, []byte("r"))
					if err != nil {
						errs <- err
						return
					}
					if !sc.Verify(r.Receipt, "t", args, []byte("r")) {
						errs <- fmt.Errorf("Verify(%s) = false", r.Receipt)
						return
					}
					// Only this goroutine mints into s, so its fresh token is
					// still in the ledger; in shared, other minters may have
					// evicted it already, but it must never read as invalid.
					if st := sc.Check(r.Receipt); st != StatusValid && (sc == s || st == StatusInvalid) {
						errs <- fmt.Errorf("Check(own fresh token) = %v", st)
						return
					}
					if st := shared.Check(r.Receipt); st == StatusInvalid {
						errs <- fmt.Errorf("shared.Check(minted token) = %v", st)
						return
					}
					_ = fmt.Sprint(sc, m)
				}
				if i%50 == 0 {
					clock.set(1000 + int64(i))
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if n := shared.Len(); n != 64 {
		t.Errorf("shared ledger holds %d, want bound 64", n)
	}
}

func TestReleaseWhileMinting(t *testing.T) {
	m, err := NewManager(ScopeRequest, newTestClock(1000).now, 0)
	if err != nil {
		t.Fatal(err)
	}
	s, release := m.Acquire()
	var wg sync.WaitGroup
	tokens := make(chan string, 1000)
	for range 4 {
		wg.Go(func() {
			for i := range 250 {
				r, err := s.Mint("t", "c", fmt.Appendf(nil, "[%d]", i), nil)
				if errors.Is(err, ErrScopeReleased) {
					return
				}
				if err != nil {
					t.Error(err)
					return
				}
				tokens <- r.Receipt
			}
		})
	}
	release()
	wg.Wait()
	close(tokens)
	next, releaseNext := m.Acquire()
	defer releaseNext()
	for tok := range tokens {
		// Every token minted before release must be retired, not lost.
		if got := next.Check(tok); got != StatusUnverifiable {
			t.Fatalf("Check(%s) after release = %v, want unverifiable", tok, got)
		}
	}
}
