package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// Key-store timing.
const (
	// DefaultKeyRetention is how long a published key stays in the store
	// after its owner last refreshed it (an ended key, or a replica that
	// died without ending its key).
	DefaultKeyRetention = 7 * 24 * time.Hour
	// keySync is how often a replica re-asserts its own keys (refreshing
	// their retention, and restoring them after a store restart or outage).
	keySync = 30 * time.Second
	// remoteFresh is how long a fetched key of another replica is used
	// from memory before it is read again (its window may have closed).
	remoteFresh = time.Minute
	// missFor is how long "no such kid" is remembered, so forged kids do
	// not cost a round trip each.
	missFor = 2 * time.Second
	// indexFresh is how long the store's index of kids is used before a
	// kid it does not list makes it read again.
	indexFresh = 250 * time.Millisecond
	// maxRemote bounds the remembered keys of other replicas.
	maxRemote = 10_000
)

// Keys is a receipts.KeyStore shared by replicas: a replica's own keys live
// in memory (authoritative for them, and enough to verify its own receipts
// while the store is down) and are published to Redis as JWKs, public
// halves only; keys of other replicas are read from Redis on first use and
// remembered for a minute.
type Keys struct {
	s         *Store
	own       *receipts.MemKeys
	retention time.Duration

	mu     sync.Mutex
	remote map[string]remoteKey
	dirty  map[string]bool // own kids whose latest state may not be in the store

	// The store's index of published kids (indexed): a kid it does not
	// list is a miss without a GET, so forged kids (one per token an
	// answer quotes) cost no round trip each, and a store that hangs costs
	// one timeout per missFor, not one per kid.
	indexMu  sync.Mutex // held while the index is read: one read at a time
	index    map[string]bool
	indexAt  time.Time // when index was read (or its read failed)
	indexErr bool      // the last read failed: ask the store nothing until missFor passes

	kick chan struct{}
	stop chan struct{}
	done chan struct{}
}

type remoteKey struct {
	key     receipts.PublicKey
	ok      bool // false: the store had no such kid
	fetched time.Time
}

var _ receipts.KeyStore = (*Keys)(nil)
var _ receipts.ForeignKeySet = (*Keys)(nil)

// NewKeys returns the key store on s, keeping ended keys for retention
// (DefaultKeyRetention when 0), and starts its sync goroutine; Close stops it.
func NewKeys(s *Store, retention time.Duration) *Keys {
	if retention <= 0 {
		retention = DefaultKeyRetention
	}
	k := &Keys{s: s, own: receipts.NewMemKeys(0), retention: retention, remote: make(map[string]remoteKey), dirty: make(map[string]bool),
		kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go k.loop()
	return k
}

// Close stops the sync goroutine after one last push of the own keys (so
// their end reaches the store).
func (k *Keys) Close() {
	select {
	case <-k.stop:
		return
	default:
	}
	close(k.stop)
	<-k.done
}

func (k *Keys) loop() {
	defer close(k.done)
	t := time.NewTicker(keySync)
	defer t.Stop()
	for {
		select {
		case <-k.stop:
			k.sync(context.Background(), true)
			return
		case <-t.C:
			k.sync(context.Background(), false)
		case <-k.kick:
			k.sync(context.Background(), true)
		}
	}
}

// sync re-asserts own keys in the store: all of them (the periodic pass:
// retention refreshed, a store restart repaired), or with onlyDirty those
// whose publication failed or whose end is not yet pushed.
func (k *Keys) sync(ctx context.Context, onlyDirty bool) {
	k.mu.Lock()
	dirty := k.dirty
	k.dirty = make(map[string]bool)
	k.mu.Unlock()
	var keys []receipts.PublicKey
	if onlyDirty {
		for kid := range dirty {
			if pk, ok := k.own.Key(kid); ok {
				keys = append(keys, pk)
			}
		}
	} else {
		keys = k.own.Keys()
	}
	if err := k.push(ctx, keys...); err != nil {
		k.mu.Lock()
		for kid := range dirty {
			k.dirty[kid] = true
		}
		if !onlyDirty {
			for _, pk := range keys {
				k.dirty[pk.Kid] = true
			}
		}
		k.mu.Unlock()
		k.s.log.Warn("receipt keys not published to the shared store; retrying", slog.String("store", k.s.addr), slog.Any("err", err))
	}
}

func (k *Keys) keyName(kid string) string { return k.s.key("keys", kid) }
func (k *Keys) indexName() string         { return k.s.key("keys", "index") }

// sealKey is pk's JWK as stored under its name: sealed (seal.go), so only
// a holder of cluster.secret publishes a key the replicas accept, and a
// key record moved to another kid's name does not check.
func (k *Keys) sealKey(pk receipts.PublicKey) []byte {
	b, _ := json.Marshal(pk.ToJWK())
	return k.s.seal.seal(KindKey, k.keyName(pk.Kid), b)
}

// openKey checks a key record read from kid's name.
func (k *Keys) openKey(kid string, value []byte) (receipts.PublicKey, bool) {
	b, ok := k.s.seal.open(KindKey, k.keyName(kid), value)
	if !ok {
		return receipts.PublicKey{}, false
	}
	pk, err := parseJWK(b)
	if err != nil || pk.Kid != kid {
		// Sealed by a holder of the secret but not a key for its name:
		// never written by the proxy; ignored all the same.
		return receipts.PublicKey{}, false
	}
	return pk, true
}

// push writes keys (overwriting) with their retention, and indexes them.
func (k *Keys) push(ctx context.Context, keys ...receipts.PublicKey) error {
	if len(keys) == 0 {
		return nil
	}
	ctx, cancel := k.s.opContext(ctx)
	defer cancel()
	p := k.s.rdb.Pipeline()
	for _, pk := range keys {
		p.Set(ctx, k.keyName(pk.Kid), k.sealKey(pk), k.retention)
		p.SAdd(ctx, k.indexName(), k.s.seal.indexMember(k.indexName(), pk.Kid))
	}
	p.Expire(ctx, k.indexName(), k.retention) // every key the proxy writes expires
	if _, err := p.Exec(ctx); err != nil {
		return k.s.fail("publish receipt keys", err)
	}
	return nil
}

// Publish adds pk: ErrKidTaken when this process or another replica holds
// the kid. A store that cannot be reached does not fail it: the key is
// used here at once and published when the store answers.
func (k *Keys) Publish(pk receipts.PublicKey) error {
	if err := k.own.Publish(pk); err != nil {
		return err
	}
	ctx, cancel := k.s.opContext(context.Background())
	defer cancel()
	set, err := k.s.rdb.SetNX(ctx, k.keyName(pk.Kid), k.sealKey(pk), k.retention).Result()
	if err == nil && !set {
		// Another replica drew the same 4-byte kid: draw again, and find
		// its key, not ours, under that kid.
		k.own.Remove(pk.Kid)
		return receipts.ErrKidTaken
	}
	if err == nil {
		p := k.s.rdb.Pipeline()
		p.SAdd(ctx, k.indexName(), k.s.seal.indexMember(k.indexName(), pk.Kid))
		p.Expire(ctx, k.indexName(), k.retention)
		_, err = p.Exec(ctx)
	}
	if err != nil {
		k.markDirty(pk.Kid)
		k.s.log.Warn("receipt key not yet published to the shared store: other replicas cannot check its receipts until it is",
			slog.String("kid", pk.Kid), slog.String("store", k.s.addr), slog.Any("err", k.s.fail("publish receipt key", err)))
	}
	return nil
}

// Retire closes an own key's window, here at once and in the store soon.
func (k *Keys) Retire(kid string, notAfter int64) {
	k.own.Retire(kid, notAfter)
	k.markDirty(kid)
}

func (k *Keys) markDirty(kid string) {
	k.mu.Lock()
	k.dirty[kid] = true
	k.mu.Unlock()
	select {
	case k.kick <- struct{}{}:
	default:
	}
}

// Key finds kid: an own key, else another replica's (from memory when
// fresh, else from the store; a store that does not answer finds nothing).
func (k *Keys) Key(kid string) (receipts.PublicKey, bool) {
	if pk, ok := k.own.Key(kid); ok {
		return pk, true
	}
	return k.Foreign(kid)
}

// Foreign finds a key another replica published (receipts.ForeignKeySet).
func (k *Keys) Foreign(kid string) (receipts.PublicKey, bool) {
	if _, ok := k.own.Key(kid); ok {
		return receipts.PublicKey{}, false
	}
	now := k.s.now()
	k.mu.Lock()
	r, ok := k.remote[kid]
	k.mu.Unlock()
	if ok && ((r.ok && now.Sub(r.fetched) < remoteFresh) || (!r.ok && now.Sub(r.fetched) < missFor)) {
		return r.key, r.ok
	}
	listed, err := k.indexed(kid, now)
	switch {
	case errors.Is(err, errIndexUnread):
		// The store failed a moment ago: ask it nothing (its failure was
		// logged once), use what is remembered.
		return r.key, ok && r.ok
	case err == nil && !listed:
		// Not published (a forged kid, most often): a miss without a
		// GET, and not remembered, so a key published after this index
		// was read is found once it is read again.
		return r.key, ok && r.ok
	}
	var pk receipts.PublicKey
	var found bool
	if err == nil {
		pk, found, err = k.fetch(context.Background(), kid)
	}
	if err != nil {
		k.s.log.Warn("receipt key lookup failed", slog.String("kid", kid), slog.Any("err", err))
		if ok && r.ok {
			return r.key, true // stale beats nothing: keys never change, only their end
		}
		// Remembered as a miss for a moment, so a store that is down costs
		// one timeout per kid, not one per request.
		pk, found = receipts.PublicKey{}, false
	}
	k.remember(kid, remoteKey{key: pk, ok: found, fetched: now})
	return pk, found
}

// remember keeps what a lookup of kid found.
func (k *Keys) remember(kid string, r remoteKey) {
	k.mu.Lock()
	if len(k.remote) >= maxRemote {
		clear(k.remote)
	}
	k.remote[kid] = r
	k.mu.Unlock()
}

// indexed reports whether the store's index of published kids lists kid,
// reading the index when the copy in memory does not list it and is older
// than indexFresh (so forged kids cost at most one read per indexFresh,
// and a key another replica just published is found within it). An error
// says the store could not be read: errIndexUnread when that was at a
// read less than missFor ago, so a store that hangs costs one timeout per
// missFor, not one per kid.
func (k *Keys) indexed(kid string, now time.Time) (bool, error) {
	k.indexMu.Lock()
	defer k.indexMu.Unlock()
	if age := now.Sub(k.indexAt); !k.indexAt.IsZero() && age >= 0 {
		switch {
		case k.indexErr && age < missFor:
			return false, errIndexUnread
		case !k.indexErr && (k.index[kid] || age < indexFresh):
			return k.index[kid], nil
		}
	}
	ctx, cancel := k.s.opContext(context.Background())
	defer cancel()
	kids, err := k.s.rdb.SMembers(ctx, k.indexName()).Result()
	k.indexAt = now
	if err != nil {
		k.index, k.indexErr = nil, true
		return false, k.s.fail("list receipt keys", err)
	}
	k.index, k.indexErr = make(map[string]bool, len(kids)), false
	for _, m := range kids {
		if id, ok := k.s.seal.openMember(k.indexName(), m); ok {
			k.index[id] = true
		}
	}
	return k.index[kid], nil
}

var errIndexUnread = errors.New("the shared store's key index could not be read a moment ago")

func (k *Keys) fetch(ctx context.Context, kid string) (receipts.PublicKey, bool, error) {
	ctx, cancel := k.s.opContext(ctx)
	defer cancel()
	b, err := k.s.rdb.Get(ctx, k.keyName(kid)).Bytes()
	if err != nil {
		if isNil(err) {
			return receipts.PublicKey{}, false, nil
		}
		return receipts.PublicKey{}, false, k.s.fail("read receipt key", err)
	}
	pk, ok := k.openKey(kid, b)
	if !ok {
		// Not sealed under an accepted secret (counted and logged by
		// the sealer), or not a key for its kid: as if absent.
		return receipts.PublicKey{}, false, nil
	}
	return pk, true, nil
}

func parseJWK(b []byte) (receipts.PublicKey, error) {
	var j receipts.JWK
	if err := json.Unmarshal(b, &j); err != nil {
		return receipts.PublicKey{}, fmt.Errorf("decode JWK: %w", err)
	}
	return receipts.FromJWK(j)
}

// Keys lists every key: the store's, with this replica's own (which win).
// A store that does not answer lists the own and remembered keys.
func (k *Keys) Keys() []receipts.PublicKey {
	own := k.own.Keys()
	out, err := k.list(context.Background())
	if err != nil {
		k.s.log.Warn("listing the shared receipt keys failed; listing this replica's", slog.Any("err", err))
		k.mu.Lock()
		for _, r := range k.remote {
			if r.ok {
				out = append(out, r.key)
			}
		}
		k.mu.Unlock()
	}
	seen := make(map[string]bool, len(own))
	for _, pk := range own {
		seen[pk.Kid] = true
	}
	merged := own
	for _, pk := range out {
		if !seen[pk.Kid] {
			seen[pk.Kid] = true
			merged = append(merged, pk)
		}
	}
	return merged
}

func (k *Keys) list(ctx context.Context) ([]receipts.PublicKey, error) {
	ctx, cancel := k.s.opContext(ctx)
	defer cancel()
	members, err := k.s.rdb.SMembers(ctx, k.indexName()).Result()
	if err != nil {
		return nil, k.s.fail("list receipt keys", err)
	}
	kids := make([]string, 0, len(members))
	listed := make([]string, 0, len(members)) // the members of kids, for SRem
	for _, m := range members {
		if kid, ok := k.s.seal.openMember(k.indexName(), m); ok {
			kids = append(kids, kid)
			listed = append(listed, m)
		}
	}
	if len(kids) == 0 {
		return nil, nil
	}
	names := make([]string, len(kids))
	for i, kid := range kids {
		names[i] = k.keyName(kid)
	}
	vals, err := k.s.rdb.MGet(ctx, names...).Result()
	if err != nil {
		return nil, k.s.fail("list receipt keys", err)
	}
	var out []receipts.PublicKey
	var gone []any
	for i, v := range vals {
		s, ok := v.(string)
		if !ok {
			gone = append(gone, listed[i]) // expired: drop it from the index
			continue
		}
		pk, ok := k.openKey(kids[i], []byte(s))
		if !ok {
			continue
		}
		out = append(out, pk)
	}
	if len(gone) > 0 {
		_ = k.s.rdb.SRem(ctx, k.indexName(), gone...).Err()
	}
	return out, nil
}
