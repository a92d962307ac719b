package cluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Status is what a pending-turn lookup found.
type Status int

const (
	None     Status = iota // nothing known about these ids in this conversation
	Found                  // an entry under the first id (the caller compares its ids)
	Expired                // an entry was kept under one of these ids and is gone (TTL, or evicted)
	Mismatch               // an entry waits for one of these ids, in another conversation
)

// TombstoneFor is how long a kept turn's keys are remembered after the
// entry itself expired, so a late follow-up reads "expired", not "unknown".
const TombstoneFor = time.Hour

// Key layout, under the prefix (hex is the 32-byte conversation prefix):
//
//	pending:e:<random id>      the entry (the caller's bytes), TTL
//	pending:k:<hex>:<call id>  the entry's key name, TTL (one per client call id)
//	pending:t:<hex>:<call id>  a tombstone, TTL + TombstoneFor
//	pending:c:<call id>        "some conversation waits for this id", TTL
//
// Put writes them in one MULTI; Lookup is one script, so a splice costs one
// round trip. The entry is sealed (seal.go) over its own key name and the
// conversation prefix: one written or rewritten without cluster.secret, or
// pointed at from another conversation's keys, reads as expired.

// lookupScript: KEYS = k1..kn, t1..tn, c1..cn; ARGV = ttl ms, n, tomb ms.
// Returns {1, entry, entry key name} found, {2} expired, {3} mismatch, {0} none. A found
// entry's TTL restarts, with the keys that point to it.
var lookupScript = redis.NewScript(`
local n = tonumber(ARGV[2])
local e = redis.call('GET', KEYS[1])
if e then
  local blob = redis.call('GET', e)
  if blob then
    redis.call('PEXPIRE', e, ARGV[1])
    for i = 1, n do
      if redis.call('GET', KEYS[i]) == e then
        redis.call('PEXPIRE', KEYS[i], ARGV[1])
        redis.call('PEXPIRE', KEYS[2*n+i], ARGV[1])
        redis.call('PEXPIRE', KEYS[n+i], ARGV[3])
      end
    end
    return {1, blob, e}
  end
end
for i = 1, n do
  if redis.call('EXISTS', KEYS[n+i]) == 1 then return {2} end
end
for i = 1, n do
  if redis.call('EXISTS', KEYS[2*n+i]) == 1 then return {3} end
end
return {0}
`)

// pendingSealName is what an entry's seal binds: its key name and the
// conversation it was kept for.
func pendingSealName(name string, prefix [32]byte) string {
	return name + "\n" + hex.EncodeToString(prefix[:])
}

func (s *Store) pendingKeys(prefix [32]byte, ids []string) (ks []string) {
	h := hex.EncodeToString(prefix[:])
	ks = make([]string, 0, 3*len(ids))
	for _, id := range ids {
		ks = append(ks, s.key("pending", "k", h, id))
	}
	for _, id := range ids {
		ks = append(ks, s.key("pending", "t", h, id))
	}
	for _, id := range ids {
		ks = append(ks, s.key("pending", "c", id))
	}
	return ks
}

// PutPending keeps entry under each client call id of conversation prefix
// for ttl (a later put under the same key replaces it). With bury it keeps
// only the tombstones (an entry too large to keep: its follow-up reads
// expired).
func (s *Store) PutPending(ctx context.Context, prefix [32]byte, ids []string, entry []byte, ttl time.Duration, bury bool) error {
	if len(ids) == 0 {
		return nil
	}
	var rnd [16]byte
	_, _ = rand.Read(rnd[:])
	name := s.key("pending", "e", hex.EncodeToString(rnd[:]))
	ks := s.pendingKeys(prefix, ids)
	n := len(ids)
	ctx, cancel := s.opContext(ctx)
	defer cancel()
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		if !bury {
			p.Set(ctx, name, s.seal.seal(KindPending, pendingSealName(name, prefix), entry), ttl)
		}
		for i := range n {
			if !bury {
				p.Set(ctx, ks[i], name, ttl)
				p.Set(ctx, ks[2*n+i], "1", ttl)
			} else {
				p.Del(ctx, ks[i])
			}
			p.Set(ctx, ks[n+i], "1", ttl+TombstoneFor)
		}
		return nil
	})
	if err != nil {
		return s.fail("keep pending turn", err)
	}
	return nil
}

// LookupPending finds the entry kept under ids[0] in conversation prefix
// (restarting its TTL), or says why there is none.
func (s *Store) LookupPending(ctx context.Context, prefix [32]byte, ids []string, ttl time.Duration) ([]byte, Status, error) {
	if len(ids) == 0 {
		return nil, None, nil
	}
	ctx, cancel := s.opContext(ctx)
	defer cancel()
	res, err := lookupScript.Run(ctx, s.rdb, s.pendingKeys(prefix, ids),
		ttl.Milliseconds(), len(ids), (ttl + TombstoneFor).Milliseconds()).Slice()
	if err != nil {
		return nil, None, s.fail("look up pending turn", err)
	}
	if len(res) == 0 {
		return nil, None, s.fail("look up pending turn", errors.New("empty script reply"))
	}
	code, _ := res[0].(int64)
	switch code {
	case 1:
		if len(res) < 3 {
			return nil, None, s.fail("look up pending turn", errors.New("short script reply"))
		}
		blob, ok := res[1].(string)
		if !ok {
			return nil, None, s.fail("look up pending turn", fmt.Errorf("entry of type %T", res[1]))
		}
		name, _ := res[2].(string)
		entry, ok := s.seal.open(KindPending, pendingSealName(name, prefix), []byte(blob))
		if !ok {
			// Not the proxy's (or another conversation's): its ids were
			// kept, so the follow-up reads as expired, never as evidence.
			return nil, Expired, nil
		}
		return entry, Found, nil
	case 2:
		return nil, Expired, nil
	case 3:
		return nil, Mismatch, nil
	}
	return nil, None, nil
}
