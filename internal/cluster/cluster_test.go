package cluster

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/receipts"
)

func openStore(t *testing.T, url string, logs io.Writer) *Store {
	t.Helper()
	if logs == nil {
		logs = io.Discard
	}
	st, err := Open(Options{URL: url, Timeout: 500 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(logs, nil)), Secrets: testSecrets})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

func TestPendingStatuses(t *testing.T) {
	srv := redistest.Start(t, "")
	st := openStore(t, srv.URL(), nil)
	ctx := context.Background()
	conv := [32]byte{1}
	other := [32]byte{2}
	const ttl = time.Minute
	if err := st.PutPending(ctx, conv, []string{"c1", "c2"}, []byte("entry-1"), ttl, false); err != nil {
		t.Fatal(err)
	}
	if err := st.PutPending(ctx, conv, []string{"big"}, nil, ttl, true); err != nil {
		t.Fatal(err)
	}
	if err := st.PutPending(ctx, conv, []string{"short"}, []byte("entry-2"), 50*time.Millisecond, false); err != nil {
		t.Fatal(err)
	}
	time.Sleep(150 * time.Millisecond)
	for _, tc := range []struct {
		name   string
		conv   [32]byte
		ids    []string
		want   Status
		wantEn string
	}{
		{"found by first id", conv, []string{"c1", "c2"}, Found, "entry-1"},
		{"found by second id", conv, []string{"c2", "c1"}, Found, "entry-1"},
		{"unknown id", conv, []string{"nope"}, None, ""},
		{"other conversation", other, []string{"c1"}, Mismatch, ""},
		{"too large to keep", conv, []string{"big"}, Expired, ""},
		{"ttl passed", conv, []string{"short"}, Expired, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, status, err := st.LookupPending(ctx, tc.conv, tc.ids, ttl)
			if err != nil {
				t.Fatal(err)
			}
			if status != tc.want || string(got) != tc.wantEn {
				t.Errorf("lookup = %q, %v; want %q, %v", got, status, tc.wantEn, tc.want)
			}
		})
	}
	t.Run("lookup restarts the ttl", func(t *testing.T) {
		// 4 × 500ms > 1.2s: alive only because each lookup restarts it; a
		// lookup may come 700ms late (a loaded machine) and still find it
		const ttl, step = 1200 * time.Millisecond, 500 * time.Millisecond
		if err := st.PutPending(ctx, conv, []string{"r"}, []byte("e"), ttl, false); err != nil {
			t.Fatal(err)
		}
		for range 4 {
			time.Sleep(step)
			if _, status, err := st.LookupPending(ctx, conv, []string{"r"}, ttl); err != nil || status != Found {
				t.Fatalf("lookup = %v, %v; want found", status, err)
			}
		}
	})
}

// TestTLSAndPassword: rediss:// with a password reaches a TLS-only server;
// plain redis:// to it, or a wrong password, fails as unavailable without
// quoting the password.
func TestTLSAndPassword(t *testing.T) {
	srv := redistest.StartTLS(t, "tls-pass-0815")
	plain := strings.Replace(strings.Replace(srv.URL(), "rediss://", "redis://", 1), "?skip_verify=true", "", 1)
	wrong := strings.Replace(srv.URL(), "tls-pass-0815", "not-the-pass", 1)
	for _, tc := range []struct {
		name string
		url  string
		ok   bool
	}{
		{"rediss with the password", srv.URL(), true},
		{"plain redis to a TLS server", plain, false},
		{"wrong password", wrong, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := openStore(t, tc.url, nil)
			ctx := context.Background()
			err := st.PutPending(ctx, [32]byte{9}, []string{"t1"}, []byte("tls entry"), time.Minute, false)
			if tc.ok {
				if err != nil {
					t.Fatal(err)
				}
				got, status, err := st.LookupPending(ctx, [32]byte{9}, []string{"t1"}, time.Minute)
				if err != nil || status != Found || string(got) != "tls entry" {
					t.Errorf("lookup over TLS = %q, %v, %v", got, status, err)
				}
				return
			}
			if !errors.Is(err, ErrUnavailable) {
				t.Errorf("put = %v, want ErrUnavailable", err)
			}
			if err != nil && (strings.Contains(err.Error(), "tls-pass-0815") || strings.Contains(err.Error(), "not-the-pass")) {
				t.Errorf("error quotes a password: %v", err)
			}
		})
	}
}

func TestStoreDownFailsFastAndReconnects(t *testing.T) {
	srv := redistest.Start(t, "s3cret-redis-pass")
	var logs bytes.Buffer
	st := openStore(t, srv.URL(), &logs)
	ctx := context.Background()
	if err := st.PutPending(ctx, [32]byte{}, []string{"a"}, []byte("x"), time.Minute, false); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	start := time.Now()
	_, _, err := st.LookupPending(ctx, [32]byte{}, []string{"a"}, time.Minute)
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("lookup with the store down: %v, want ErrUnavailable", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("a down store took %s to fail (timeout 500ms)", d)
	}
	if strings.Contains(err.Error(), "s3cret") || !strings.Contains(err.Error(), srv.Addr()) {
		t.Errorf("error %q: want the address, never the password", err)
	}
	if err := st.Ping(ctx); err == nil {
		t.Error("ping with the store down succeeded")
	}
	srv.Restart()
	ctx2, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := redistest.Wait(ctx2, func() error { return st.Ping(ctx) }); err != nil {
		t.Fatalf("store did not come back: %v", err)
	}
	if _, status, err := st.LookupPending(ctx, [32]byte{}, []string{"a"}, time.Minute); err != nil || status != None {
		t.Errorf("after a restart without persistence: %v, %v; want none", status, err)
	}
	if strings.Contains(logs.String(), "s3cret") {
		t.Errorf("logs hold the password:\n%s", logs.String())
	}
}

func TestOpenRejectsBadURLsWithoutQuotingThem(t *testing.T) {
	for _, tc := range []struct{ name, url string }{
		{"not a url", "redis://:pa ss%zz@host"},
		{"wrong scheme", "http://:topsecret@host:6379"},
		{"bad port", "redis://:topsecret@host:99999"},
		{"bad db", "redis://:topsecret@host:6379/abc"},
		{"no host", "redis://:topsecret@:6379"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Open(Options{URL: tc.url, Secrets: testSecrets})
			if err == nil {
				t.Fatal("accepted")
			}
			if strings.Contains(err.Error(), "topsecret") || strings.Contains(err.Error(), "pa ss") {
				t.Errorf("error quotes the URL: %v", err)
			}
		})
	}
	if got := Redact("rediss://u:topsecret@h:1/0"); strings.Contains(got, "topsecret") {
		t.Errorf("Redact = %q", got)
	}
}

func pubKey(t *testing.T, seed byte, nbf int64) receipts.PublicKey {
	t.Helper()
	priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, 32))
	pub := priv.Public().(ed25519.PublicKey)
	return receipts.PublicKey{Kid: receipts.Kid(pub), Key: pub, NotBefore: nbf}
}

func TestKeysSharedBetweenReplicas(t *testing.T) {
	srv := redistest.Start(t, "")
	a := NewKeys(openStore(t, srv.URL(), nil), time.Hour)
	b := NewKeys(openStore(t, srv.URL(), nil), time.Hour)
	t.Cleanup(a.Close)
	t.Cleanup(b.Close)
	ka, kb := pubKey(t, 1, 100), pubKey(t, 2, 200)
	if err := a.Publish(ka); err != nil {
		t.Fatal(err)
	}
	if err := b.Publish(kb); err != nil {
		t.Fatal(err)
	}
	t.Run("each finds the other's key", func(t *testing.T) {
		if got, ok := b.Key(ka.Kid); !ok || !got.Key.Equal(ka.Key) {
			t.Errorf("b.Key(a's kid) = %v, %v", got, ok)
		}
		if _, ok := b.Foreign(kb.Kid); ok {
			t.Error("b's own key reads as foreign")
		}
		if _, ok := a.Foreign(kb.Kid); !ok {
			t.Error("a does not find b's key as foreign")
		}
	})
	t.Run("both list both", func(t *testing.T) {
		for name, k := range map[string]*Keys{"a": a, "b": b} {
			kids := map[string]bool{}
			for _, pk := range k.Keys() {
				kids[pk.Kid] = true
			}
			if !kids[ka.Kid] || !kids[kb.Kid] || len(kids) != 2 {
				t.Errorf("%s lists %v", name, kids)
			}
		}
	})
	t.Run("a kid another replica holds is taken", func(t *testing.T) {
		c := NewKeys(openStore(t, srv.URL(), nil), time.Hour)
		defer c.Close()
		mine := ka
		mine.NotBefore = 999 // same kid, c's own attempt
		if err := c.Publish(mine); !errors.Is(err, receipts.ErrKidTaken) {
			t.Errorf("publish of a's kid on c: %v, want ErrKidTaken", err)
		}
		if got, ok := c.Key(ka.Kid); !ok || got.NotBefore != ka.NotBefore {
			t.Errorf("after the collision c finds %+v, %v; want a's key", got, ok)
		}
	})
	t.Run("an unknown kid is not found", func(t *testing.T) {
		if _, ok := a.Key("0badc0de"); ok {
			t.Error("found")
		}
	})
	t.Run("a retired key's end reaches the others", func(t *testing.T) {
		a.Retire(ka.Kid, 150)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := redistest.Wait(ctx, func() error {
			for _, pk := range b.Keys() {
				if pk.Kid == ka.Kid && pk.NotAfter == 150 {
					return nil
				}
			}
			return errors.New("b does not list a's key as ended")
		})
		if err != nil {
			t.Error(err)
		}
	})
}

func TestKeysRepublishedAfterStoreLoss(t *testing.T) {
	srv := redistest.Start(t, "")
	st := openStore(t, srv.URL(), nil)
	a := NewKeys(st, time.Hour)
	defer a.Close()
	b := NewKeys(openStore(t, srv.URL(), nil), time.Hour)
	defer b.Close()
	srv.Stop()
	k := pubKey(t, 3, 1)
	if err := a.Publish(k); err != nil {
		t.Fatalf("publish with the store down must not fail (the key is used locally): %v", err)
	}
	if _, ok := a.Key(k.Kid); !ok {
		t.Fatal("own key not found while the store is down")
	}
	srv.Restart()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := redistest.Wait(ctx, func() error {
		a.sync(ctx, false) // the 30s loop, run now
		if _, ok := b.fetchNow(k.Kid); !ok {
			return errors.New("b does not find a's key")
		}
		return nil
	})
	if err != nil {
		t.Error(err)
	}
}

// fetchNow reads kid from the store, bypassing the memory of misses.
func (k *Keys) fetchNow(kid string) (receipts.PublicKey, bool) {
	pk, ok, err := k.fetch(context.Background(), kid)
	return pk, ok && err == nil
}

// TestKeysLookupWithStoreDown: an unknown kid costs one timeout while the
// store is down, not one per lookup, and own keys are found at once.
//
// The store's timeout is long (3s) so that "at once" (under 1s) and
// "after the timeout" cannot be mixed up on a slow, shared machine.
func TestKeysLookupWithStoreDown(t *testing.T) {
	srv := redistest.Start(t, "")
	st, err := Open(Options{URL: srv.URL(), Timeout: 3 * time.Second, Logger: slog.New(slog.DiscardHandler), Secrets: testSecrets})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	k := NewKeys(st, time.Hour)
	defer k.Close()
	own := pubKey(t, 4, 1)
	if err := k.Publish(own); err != nil {
		t.Fatal(err)
	}
	srv.Stop()
	var firstMiss time.Duration
	for _, tc := range []struct {
		name  string
		kid   string
		found bool
		max   time.Duration
	}{
		{"own key", own.Kid, true, time.Second},
		{"unknown kid, first lookup", "0badc0de", false, 10 * time.Second},
		{"unknown kid, remembered", "0badc0de", false, time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, ok := k.Key(tc.kid)
			d := time.Since(start)
			if ok != tc.found || d > tc.max {
				t.Errorf("Key(%s) = %v in %s; want %v within %s", tc.kid, ok, d, tc.found, tc.max)
			}
			switch tc.name {
			case "unknown kid, first lookup":
				firstMiss = d
			case "unknown kid, remembered":
				// A remembered miss asks nothing: far quicker than the
				// first, which had to find the store down.
				if d > firstMiss/2 {
					t.Errorf("the remembered miss took %s, the first %s: it asked the store again", d, firstMiss)
				}
			}
		})
	}
}
