package cluster

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
)

// Records the proxy writes to the store and later trusts as evidence are
// sealed: an HMAC-SHA256 tag under a key derived (HKDF-SHA256) from the
// secret the replicas share (cluster.secret), one key per record kind,
// over the record's Redis key name and its bytes. A record whose tag does
// not check under any accepted secret (written by someone without it,
// moved to another name, or written before the secret was set) is ignored
// as if absent, counted (Options.OnReject) and logged once per kind.
//
// Secret rotation: Options.Secrets lists every accepted secret; the first
// one seals. Readers accept a record sealed under any of them.

// Record kinds, as they appear in the rejection metric and log.
const (
	KindKey     = "key"     // zc:keys:<kid>, a published public key
	KindIndex   = "index"   // a member of zc:keys:index
	KindPending = "pending" // zc:pending:e:<id>, a kept mixed turn
)

// MinSecretBytes is the shortest secret Open accepts (the config layer
// also estimates its entropy).
const MinSecretBytes = 32

// ErrNoSecret is Open's error for a store without a secret.
var ErrNoSecret = errors.New("cluster.secret is required with cluster.redis_url: records in the shared store are authenticated under it")

// sealMagic leads every sealed value (its format version).
const sealMagic = "zcs1"

const tagLen = sha256.Size

var kinds = [...]string{KindKey, KindIndex, KindPending}

func kindIndex(kind string) int {
	for i, k := range kinds {
		if k == kind {
			return i
		}
	}
	panic("cluster: unknown record kind " + kind)
}

// sealer holds an HMAC state pool per accepted secret and record kind,
// under the key derived for them: pools[0] (the first secret) seals, all
// open.
type sealer struct {
	pools    [][len(kinds)]*sync.Pool // of hash.Hash
	onReject func(kind string)
	log      *slog.Logger
	logged   [len(kinds)]atomic.Bool
}

const hkdfSalt = "zc-proxy cluster record v1"

func newSealer(secrets [][]byte, onReject func(string), log *slog.Logger) (*sealer, error) {
	if len(secrets) == 0 {
		return nil, ErrNoSecret
	}
	s := &sealer{onReject: onReject, log: log}
	for i, sec := range secrets {
		if len(sec) < MinSecretBytes {
			// Never quote the secret, nor its length.
			return nil, fmt.Errorf("cluster secret %d is shorter than %d bytes", i+1, MinSecretBytes)
		}
		var ps [len(kinds)]*sync.Pool
		for j, kind := range kinds {
			k, err := hkdf.Key(sha256.New, sec, []byte(hkdfSalt), "zc-proxy cluster "+kind, 32)
			if err != nil {
				return nil, fmt.Errorf("cluster secret %d: derive key: %w", i+1, err)
			}
			ps[j] = &sync.Pool{New: func() any { return hmac.New(sha256.New, k) }}
		}
		s.pools = append(s.pools, ps)
	}
	return s, nil
}

// tag is HMAC(kind key of secret i, len(name) || name || payload).
func (s *sealer) tag(i, kind int, name string, payload []byte) []byte {
	h := s.pools[i][kind].Get().(hash.Hash)
	h.Reset()
	var l [8]byte
	binary.BigEndian.PutUint64(l[:], uint64(len(name)))
	h.Write(l[:])
	h.Write([]byte(name))
	h.Write(payload)
	out := h.Sum(make([]byte, 0, tagLen))
	s.pools[i][kind].Put(h)
	return out
}

// seal returns the value to store under name: magic, tag, payload.
func (s *sealer) seal(kind, name string, payload []byte) []byte {
	out := make([]byte, 0, len(sealMagic)+tagLen+len(payload))
	out = append(out, sealMagic...)
	out = append(out, s.tag(0, kindIndex(kind), name, payload)...)
	return append(out, payload...)
}

// open checks a value read from name and returns its payload; a value that
// does not check is rejected (counted, logged once per kind) and ok is false.
func (s *sealer) open(kind, name string, value []byte) (payload []byte, ok bool) {
	if payload, ok = s.check(kind, name, value); !ok {
		s.reject(kind)
	}
	return payload, ok
}

// check is open without the rejection's side effects.
func (s *sealer) check(kind, name string, value []byte) ([]byte, bool) {
	if len(value) < len(sealMagic)+tagLen || string(value[:len(sealMagic)]) != sealMagic {
		return nil, false
	}
	got := value[len(sealMagic) : len(sealMagic)+tagLen]
	payload := value[len(sealMagic)+tagLen:]
	if !s.tagged(kindIndex(kind), name, payload, got) {
		return nil, false
	}
	return payload, true
}

// tagged reports, in constant time per secret, whether got is the tag of
// (name, payload) under any accepted secret.
func (s *sealer) tagged(kind int, name string, payload, got []byte) bool {
	for i := range s.pools {
		if hmac.Equal(got, s.tag(i, kind, name, payload)) {
			return true
		}
	}
	return false
}

// indexMember is a kid as listed in the index named index: the kid, '.',
// and its tag (base64url), so a kid nobody with the secret listed costs
// no GET and is never listed.
func (s *sealer) indexMember(index, kid string) string {
	return kid + "." + base64.RawURLEncoding.EncodeToString(s.tag(0, kindIndex(KindIndex), index, []byte(kid)))
}

// openMember returns the kid of an index member that checks.
func (s *sealer) openMember(index, member string) (string, bool) {
	if i := strings.LastIndexByte(member, '.'); i >= 0 {
		kid, t := member[:i], member[i+1:]
		if got, err := base64.RawURLEncoding.DecodeString(t); err == nil && len(got) == tagLen &&
			s.tagged(kindIndex(KindIndex), index, []byte(kid), got) {
			return kid, true
		}
	}
	s.reject(KindIndex)
	return "", false
}

func (s *sealer) reject(kind string) {
	if s.onReject != nil {
		s.onReject(kind)
	}
	if s.log != nil && !s.logged[kindIndex(kind)].Swap(true) {
		s.log.Warn("a record in the shared store failed authentication under cluster.secret and is ignored "+
			"(written by something without the secret, moved to another name, or sealed under a secret no longer accepted); "+
			"further rejections of this kind are only counted",
			slog.String("kind", kind), slog.String("metric", "zc_cluster_records_rejected_total"))
	}
}
