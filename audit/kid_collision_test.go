package audit

// Regression test of a security review: two keys that share a kid.
//
// Kids are 32 bits and only unique among the live and the newest 4096
// retained keys (MemKeys). Under receipts.scope: request every minting
// request draws a key, so a trail of N keys holds a kid collision with
// probability ~N²/2^33 (50% at ~77k keys). The two seeds below were found
// with a 33k-key birthday search (~1.4 s): both give kid c5fd4da9.
//
// Once a kid repeats, a genuine trail is rejected by `audit verify` and a
// genuine receipt of the first key reads "invalid" (a forgery) on
// POST /v1/zc/verify (Manager.Answer is the route's logic).

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

const (
	attack2SeedA = "f9640c83f7cd084c5804364ec5cef06979c07dc83a0fd66b1d948ffec4351336"
	attack2SeedB = "0262963151de54c1b434d871a09c2338bdadac1c97dbc5d649bf11c5a06721af"
)

// seedQueue hands out the given seeds one key at a time, then random ones.
type seedQueue struct{ seeds [][]byte }

func (q *seedQueue) Read(p []byte) (int, error) {
	if len(p) != 32 {
		return 0, errors.New("seedQueue: want 32-byte reads")
	}
	if len(q.seeds) == 0 {
		return rand.Read(p)
	}
	copy(p, q.seeds[0])
	q.seeds = q.seeds[1:]
	return 32, nil
}

func TestAttack2KidCollisionRejectsGenuineTrail(t *testing.T) {
	a, _ := hex.DecodeString(attack2SeedA)
	b, _ := hex.DecodeString(attack2SeedB)
	seeds := [][]byte{a}
	for range receipts.DefaultRetainedKeys {
		s := make([]byte, 32)
		rand.Read(s)
		seeds = append(seeds, s)
	}
	seeds = append(seeds, b)

	path := filepath.Join(t.TempDir(), "audit.jsonl")
	w, err := Open(path, Options{MaxBytes: -1})
	if err != nil {
		t.Fatal(err)
	}
	m, err := receipts.NewManagerWith(receipts.Options{Scope: receipts.ScopeRequest, Signing: receipts.SigningEd25519,
		Rand: &seedQueue{seeds: seeds}, OnKey: func(e receipts.KeyEvent) { w.RecordKey(KeyEntryFor(e.Key, e.Ended)) }})
	if err != nil {
		t.Fatal(err)
	}
	type minted struct {
		tok  string
		kid  string
		call receipts.Call
	}
	var all []minted
	for i := range len(seeds) {
		s, release := m.Acquire()
		args, result := fmt.Sprintf(`{"n":%d}`, i), fmt.Sprintf("result %d", i)
		got, err := s.MintCall("greet", "call", []byte(args), []byte(result), nil)
		if err != nil {
			t.Fatal(err)
		}
		w.Record(Entry{Tool: "greet", CallID: "call", Outcome: toolrun.OutcomeOK, Receipt: got.Receipt.Receipt,
			ArgsSHA256: hex.EncodeToString(got.ArgsSHA256[:]), ResultSHA256: hex.EncodeToString(got.ResultSHA256[:]), Kid: got.Kid})
		c, _ := receipts.NewCall("greet", []byte(args), []byte(result), nil)
		all = append(all, minted{got.Receipt.Receipt, got.Kid, c})
		release()
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	first, last := all[0], all[len(all)-1]
	if first.kid != last.kid {
		t.Fatalf("setup: kids %s and %s differ", first.kid, last.kid)
	}
	t.Logf("genuine receipts of two scopes share kid %s: %s and %s", first.kid, first.tok, last.tok)

	// The verify route's answer for the first, genuine receipt, given its exact call.
	v, err := m.Answer(first.tok, &first.call)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status == receipts.StatusInvalid {
		t.Errorf("POST /v1/zc/verify logic calls a genuine receipt %s: %q (want valid or unverifiable)", v.Status, v.Reason)
	}

	// audit verify on the untouched trail, with its own key lines.
	rep := verifyFile(t, path, nil)
	if !rep.OK() {
		t.Errorf("audit verify rejects a genuine, untouched trail (%d lines): %+v", rep.Lines, rep.Failures)
	}
}
