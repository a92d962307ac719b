package cluster

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/receipts"
)

var (
	testSecret  = []byte("0123456789abcdef0123456789abcdef-test-secret")
	otherSecret = []byte("fedcba9876543210fedcba9876543210-other-secret")
	testSecrets = [][]byte{testSecret}
)

// rejects counts OnReject calls by kind.
type rejects struct {
	mu sync.Mutex
	n  map[string]int
}

func (r *rejects) add(kind string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.n == nil {
		r.n = make(map[string]int)
	}
	r.n[kind]++
}

func (r *rejects) get(kind string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n[kind]
}

func openSealed(t *testing.T, url string, secrets [][]byte, prefix string, logs *bytes.Buffer, rj *rejects) *Store {
	t.Helper()
	var h slog.Handler = slog.DiscardHandler
	if logs != nil {
		h = slog.NewTextHandler(logs, nil)
	}
	o := Options{URL: url, Timeout: time.Second, Logger: slog.New(h), Secrets: secrets, Prefix: prefix}
	if rj != nil {
		o.OnReject = rj.add
	}
	st, err := Open(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

func TestOpenNeedsASecret(t *testing.T) {
	if _, err := Open(Options{URL: "redis://127.0.0.1:1"}); !errors.Is(err, ErrNoSecret) {
		t.Errorf("Open without a secret = %v, want ErrNoSecret", err)
	}
	short := []byte("hunter2-hunter2")
	_, err := Open(Options{URL: "redis://127.0.0.1:1", Secrets: [][]byte{short}})
	if err == nil || strings.Contains(err.Error(), string(short)) {
		t.Errorf("Open with a short secret = %v", err)
	}
}

// TestForeignKeyNotAccepted: a key someone without the secret writes to the
// store, with its index entry, is neither found nor listed, whether
// written as the proxy used to write keys (a bare JWK, the kid in the
// index) or sealed under another secret.
func TestForeignKeyNotAccepted(t *testing.T) {
	srv := redistest.Start(t, "")
	var logs bytes.Buffer
	var rj rejects
	a := NewKeys(openSealed(t, srv.URL(), testSecrets, "", &logs, &rj), time.Hour)
	t.Cleanup(a.Close)
	ctx := context.Background()

	// A bare JWK, as before the fix.
	forged := pubKey(t, 9, 1)
	b, _ := json.Marshal(forged.ToJWK())
	if err := a.s.rdb.Set(ctx, "zc:keys:"+forged.Kid, b, time.Hour).Err(); err != nil {
		t.Fatal(err)
	}
	if err := a.s.rdb.SAdd(ctx, "zc:keys:index", forged.Kid).Err(); err != nil {
		t.Fatal(err)
	}
	// Sealed under a secret the replicas do not accept.
	attacker := NewKeys(openSealed(t, srv.URL(), [][]byte{otherSecret}, "", nil, nil), time.Hour)
	t.Cleanup(attacker.Close)
	forged2 := pubKey(t, 10, 1)
	if err := attacker.Publish(forged2); err != nil {
		t.Fatal(err)
	}
	// A sealed index entry for the bare key (the index member alone does
	// not make a key).
	if err := a.s.rdb.SAdd(ctx, "zc:keys:index", a.s.seal.indexMember("zc:keys:index", forged.Kid)).Err(); err != nil {
		t.Fatal(err)
	}

	for _, kid := range []string{forged.Kid, forged2.Kid} {
		if _, ok := a.Foreign(kid); ok {
			t.Errorf("Foreign(%s): a key written without the secret was accepted", kid)
		}
		if _, ok := a.Key(kid); ok {
			t.Errorf("Key(%s): a key written without the secret was accepted", kid)
		}
	}
	for _, pk := range a.Keys() {
		if pk.Kid == forged.Kid || pk.Kid == forged2.Kid {
			t.Errorf("Keys() lists %s, written without the secret", pk.Kid)
		}
	}
	if rj.get(KindKey) == 0 || rj.get(KindIndex) == 0 {
		t.Errorf("rejections counted: key %d, index %d; want both > 0", rj.get(KindKey), rj.get(KindIndex))
	}
	if n := strings.Count(logs.String(), "failed authentication"); n != 2 {
		t.Errorf("%d rejection warnings logged, want one per kind (2):\n%s", n, logs.String())
	}
	if strings.Contains(logs.String(), string(testSecret)) {
		t.Error("the secret was logged")
	}
}

// TestOverwrittenKeyNotAccepted: a replica's published key overwritten by
// someone without the secret (their own JWK under its kid, or another
// kid's sealed record copied there, or its own record moved under
// another prefix) is not what other replicas find.
func TestOverwrittenKeyNotAccepted(t *testing.T) {
	srv := redistest.Start(t, "")
	var rj rejects
	a := NewKeys(openSealed(t, srv.URL(), testSecrets, "", nil, nil), time.Hour)
	b := NewKeys(openSealed(t, srv.URL(), testSecrets, "", nil, &rj), time.Hour)
	t.Cleanup(a.Close)
	t.Cleanup(b.Close)
	ctx := context.Background()
	ka, ka2 := pubKey(t, 1, 1), pubKey(t, 2, 1)
	for _, pk := range []receipts.PublicKey{ka, ka2} {
		if err := a.Publish(pk); err != nil {
			t.Fatal(err)
		}
	}
	if got, ok := b.Foreign(ka.Kid); !ok || !got.Key.Equal(ka.Key) {
		t.Fatalf("genuine key: Foreign = %v, %v", got, ok)
	}
	// The attacker's own key under a's kid (a JWK whose kid is not its
	// thumbprint, sealed or not, is refused by FromJWK anyway; the point
	// is the seal).
	evil := pubKey(t, 66, 1)
	j := evil.ToJWK()
	j.Kid = ka.Kid
	raw, _ := json.Marshal(j)
	// Another kid's genuine sealed record copied under ka's name.
	moved, err := a.s.rdb.Get(ctx, "zc:keys:"+ka2.Kid).Bytes()
	if err != nil {
		t.Fatal(err)
	}
	// a's own key with its window rewritten (an ended key made live again,
	// or a live one ended).
	jw := ka.ToJWK()
	jw.NotAfter = 2
	window, _ := json.Marshal(jw)
	for _, tc := range []struct {
		name  string
		value []byte
	}{
		{"window rewritten", window},
		{"bare JWK", raw},
		{"sealed under another secret", mustSealer(t, otherSecret).seal(KindKey, "zc:keys:"+ka.Kid, raw)},
		{"another kid's record", moved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := a.s.rdb.Set(ctx, "zc:keys:"+ka.Kid, tc.value, time.Hour).Err(); err != nil {
				t.Fatal(err)
			}
			fresh := NewKeys(openSealed(t, srv.URL(), testSecrets, "", nil, &rj), time.Hour) // no memory of ka
			t.Cleanup(fresh.Close)
			if got, ok := fresh.Foreign(ka.Kid); ok {
				t.Errorf("Foreign(a's kid) = %x after the overwrite, want not found", got.Key)
			}
			for _, pk := range fresh.Keys() {
				if pk.Kid == ka.Kid {
					t.Errorf("Keys() lists the overwritten kid with key %x", pk.Key)
				}
			}
		})
	}
	if rj.get(KindKey) == 0 {
		t.Error("no rejection counted")
	}

	t.Run("moved to another prefix", func(t *testing.T) {
		v, err := a.s.rdb.Get(ctx, "zc:keys:"+ka2.Kid).Bytes()
		if err != nil {
			t.Fatal(err)
		}
		other := NewKeys(openSealed(t, srv.URL(), testSecrets, "yy:", nil, nil), time.Hour)
		t.Cleanup(other.Close)
		if err := a.s.rdb.Set(ctx, "yy:keys:"+ka2.Kid, v, time.Hour).Err(); err != nil {
			t.Fatal(err)
		}
		if err := a.s.rdb.SAdd(ctx, "yy:keys:index", a.s.seal.indexMember("zc:keys:index", ka2.Kid)).Err(); err != nil {
			t.Fatal(err)
		}
		if _, ok := other.Foreign(ka2.Kid); ok {
			t.Error("a record moved to another name was accepted")
		}
	})
}

func mustSealer(t *testing.T, secret []byte) *sealer {
	t.Helper()
	s, err := newSealer([][]byte{secret}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRewrittenTurnNotAccepted: a kept mixed turn whose blob is rewritten
// in place, replaced by a blob sealed under another secret, or one whose
// key is pointed at another conversation's (genuine) entry, or copied to
// a new entry name, reads as expired, never as evidence.
func TestRewrittenTurnNotAccepted(t *testing.T) {
	srv := redistest.Start(t, "")
	var rj rejects
	st := openSealed(t, srv.URL(), testSecrets, "", nil, &rj)
	ctx := context.Background()
	conv, other := [32]byte{1}, [32]byte{2}
	const ttl = time.Minute
	put := func(prefix [32]byte, id, entry string) string {
		t.Helper()
		if err := st.PutPending(ctx, prefix, []string{id}, []byte(entry), ttl, false); err != nil {
			t.Fatal(err)
		}
		name, err := st.rdb.Get(ctx, st.pendingKeys(prefix, []string{id})[0]).Result()
		if err != nil {
			t.Fatal(err)
		}
		return name
	}
	lookup := func(prefix [32]byte, id string) ([]byte, Status) {
		t.Helper()
		got, status, err := st.LookupPending(ctx, prefix, []string{id}, ttl)
		if err != nil {
			t.Fatal(err)
		}
		return got, status
	}

	name := put(conv, "c1", "genuine")
	if got, status := lookup(conv, "c1"); status != Found || string(got) != "genuine" {
		t.Fatalf("genuine entry: %q, %v", got, status)
	}
	genuine, _ := st.rdb.Get(ctx, name).Bytes()
	flipped := bytes.Clone(genuine)
	flipped[len(flipped)-1] ^= 1

	for _, tc := range []struct {
		name  string
		value []byte
	}{
		{"bare blob", []byte("forged evidence")},
		{"payload changed", flipped},
		{"sealed under another secret", mustSealer(t, otherSecret).seal(KindPending, pendingSealName(name, conv), []byte("forged"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := st.rdb.Set(ctx, name, tc.value, ttl).Err(); err != nil {
				t.Fatal(err)
			}
			if got, status := lookup(conv, "c1"); status != Expired || got != nil {
				t.Errorf("rewritten entry: %q, %v; want expired", got, status)
			}
		})
	}

	t.Run("pointed at from another conversation", func(t *testing.T) {
		oname := put(other, "o1", "other conversation's")
		if err := st.rdb.Set(ctx, st.pendingKeys(conv, []string{"c1"})[0], oname, ttl).Err(); err != nil {
			t.Fatal(err)
		}
		if got, status := lookup(conv, "c1"); status != Expired || got != nil {
			t.Errorf("another conversation's entry: %q, %v; want expired", got, status)
		}
	})
	t.Run("copied to another name", func(t *testing.T) {
		name := put(conv, "c2", "genuine 2")
		v, _ := st.rdb.Get(ctx, name).Bytes()
		moved := "zc:pending:e:" + hex.EncodeToString([]byte("attacker-chosen!"))
		if err := st.rdb.Set(ctx, moved, v, ttl).Err(); err != nil {
			t.Fatal(err)
		}
		if err := st.rdb.Set(ctx, st.pendingKeys(conv, []string{"c2"})[0], moved, ttl).Err(); err != nil {
			t.Fatal(err)
		}
		if got, status := lookup(conv, "c2"); status != Expired || got != nil {
			t.Errorf("moved entry: %q, %v; want expired", got, status)
		}
	})
	if rj.get(KindPending) < 5 {
		t.Errorf("%d pending rejections counted, want 5", rj.get(KindPending))
	}
}

// TestSecretRotation: the first secret seals; every listed one opens.
func TestSecretRotation(t *testing.T) {
	srv := redistest.Start(t, "")
	ctx := context.Background()
	conv := [32]byte{3}
	old := openSealed(t, srv.URL(), [][]byte{otherSecret}, "", nil, nil)
	both := openSealed(t, srv.URL(), [][]byte{testSecret, otherSecret}, "", nil, nil)
	newOnly := openSealed(t, srv.URL(), [][]byte{testSecret}, "", nil, nil)
	ko, kb, kn := NewKeys(old, time.Hour), NewKeys(both, time.Hour), NewKeys(newOnly, time.Hour)
	t.Cleanup(ko.Close)
	t.Cleanup(kb.Close)
	t.Cleanup(kn.Close)
	pk := pubKey(t, 5, 1)
	if err := ko.Publish(pk); err != nil {
		t.Fatal(err)
	}
	if err := old.PutPending(ctx, conv, []string{"r1"}, []byte("kept under the old secret"), time.Minute, false); err != nil {
		t.Fatal(err)
	}
	if _, ok := kb.Foreign(pk.Kid); !ok {
		t.Error("a key sealed under a previous secret is not accepted")
	}
	if _, st, _ := both.LookupPending(ctx, conv, []string{"r1"}, time.Minute); st != Found {
		t.Errorf("a turn sealed under a previous secret: %v, want found", st)
	}
	if _, ok := kn.Foreign(pk.Kid); ok {
		t.Error("a key sealed under a secret no longer listed is accepted")
	}
	if _, st, _ := newOnly.LookupPending(ctx, conv, []string{"r1"}, time.Minute); st != Expired {
		t.Errorf("a turn sealed under a secret no longer listed: %v, want expired", st)
	}
	// What both seals, newOnly opens (the first secret seals).
	pk2 := pubKey(t, 6, 1)
	if err := kb.Publish(pk2); err != nil {
		t.Fatal(err)
	}
	time.Sleep(indexFresh + 50*time.Millisecond) // kn read the index a moment ago
	if _, ok := kn.Foreign(pk2.Kid); !ok {
		t.Error("a key sealed under the first secret is not accepted by a replica with only it")
	}
}

// FuzzSealOpen: no value opens unless it is exactly what seal makes for its
// name and payload, and index members likewise.
func FuzzSealOpen(f *testing.F) {
	s, err := newSealer([][]byte{testSecret, otherSecret}, nil, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add("zc:keys:abcd1234", []byte("zcs1"), uint8(0))
	f.Add("zc:keys:index", []byte("abcd1234.AAAA"), uint8(1))
	f.Add("n", s.seal(KindPending, "n", []byte("p")), uint8(2))
	f.Add("n", s.seal(KindKey, "n", []byte("p")), uint8(2))
	f.Fuzz(func(t *testing.T, name string, value []byte, k uint8) {
		kind := kinds[int(k)%len(kinds)]
		if payload, ok := s.check(kind, name, value); ok {
			if !bytes.Equal(s.seal(kind, name, payload), value) {
				t.Fatalf("opened a value seal does not make: %q", value)
			}
		}
		if kid, ok := s.openMember(name, string(value)); ok && s.indexMember(name, kid) != string(value) {
			t.Fatalf("accepted an index member indexMember does not make: %q", value)
		}
	})
}

// BenchmarkSealOpen is the per-record cost of the seal: one HMAC-SHA256 to
// write a record, one to read it (a 4 KiB kept turn).
func BenchmarkSealOpen(b *testing.B) {
	s, err := newSealer([][]byte{testSecret}, nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	payload := bytes.Repeat([]byte("x"), 4096)
	name := "zc:pending:e:0123456789abcdef0123456789abcdef\n" + strings.Repeat("ab", 32)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := s.check(KindPending, name, s.seal(KindPending, name, payload)); !ok {
			b.Fatal("does not open")
		}
	}
}
