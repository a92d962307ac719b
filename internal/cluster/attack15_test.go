package cluster

import (
	"fmt"
	"io"
	"log/slog"
	"net"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/fakeclock"
)

// TestAttack15HangingStoreForgedKids: every distinct kid an answer quotes
// that this replica does not hold was a GET to the store; with a store
// that accepts connections and never answers (a partition, an overloaded
// Redis), each cost a full timeout, so one answer with N forged kids held
// its request for N timeouts. Now a failed read of the store's kid index
// makes the next missFor ask it nothing.
func TestAttack15HangingStoreForgedKids(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _, _ = io.Copy(io.Discard, c) }() // reads, never answers
		}
	}()
	clock := fakeclock.New(time.Unix(1_800_000_000, 0))
	st, err := Open(Options{URL: "redis://" + ln.Addr().String(), Timeout: 200 * time.Millisecond,
		Logger: slog.New(slog.DiscardHandler), Now: clock.Now, Secrets: testSecrets})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	k := NewKeys(st, time.Hour)
	t.Cleanup(k.Close)
	start := time.Now()
	for i := range 20 {
		if _, ok := k.Foreign(fmt.Sprintf("%08x", 0x20000000+i)); ok {
			t.Fatal("a forged kid was found")
		}
	}
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("20 forged kids against a hanging store took %s (timeout 200ms): one timeout each", d)
	}
}

// TestKeysIndexSeesNewKey: a key another replica publishes after this one
// read the kid index is found once indexFresh has passed, and a kid looked
// up before it was published is not remembered as missing.
func TestKeysIndexSeesNewKey(t *testing.T) {
	srv := redistest.Start(t, "")
	clock := fakeclock.New(time.Unix(1_800_000_000, 0))
	open := func() *Store {
		st, err := Open(Options{URL: srv.URL(), Timeout: time.Second, Logger: slog.New(slog.DiscardHandler), Now: clock.Now, Secrets: testSecrets})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	a, b := NewKeys(open(), time.Hour), NewKeys(open(), time.Hour)
	t.Cleanup(a.Close)
	t.Cleanup(b.Close)
	kb := pubKey(t, 7, 1)
	if _, ok := a.Foreign(kb.Kid); ok {
		t.Fatal("found before it was published")
	}
	if err := b.Publish(kb); err != nil {
		t.Fatal(err)
	}
	clock.Advance(indexFresh)
	if got, ok := a.Foreign(kb.Kid); !ok || !got.Key.Equal(kb.Key) {
		t.Errorf("a.Foreign(b's new kid) = %v, %v after indexFresh", got, ok)
	}
}
