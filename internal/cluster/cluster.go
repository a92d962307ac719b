// Package cluster is what several zc-proxy replicas share through Redis (or
// Valkey): the server halves of mixed turns (pending.go) and the Ed25519
// public receipt keys (keys.go). Private keys never reach it. Every record
// read back as evidence is authenticated under the replicas' shared secret
// (seal.go): a writer of the store without it cannot publish a key or a
// kept turn the replicas accept.
//
// One standalone Redis primary is supported (not Redis Cluster: the
// pending-turn script reads keys it computes). Every operation is bounded by
// Options.Timeout; go-redis reconnects on its own, so a store that comes back
// serves the next operation.
package cluster

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// DefaultTimeout bounds one store operation when Options.Timeout is 0.
const DefaultTimeout = time.Second

// DefaultPrefix starts every key the proxy writes.
const DefaultPrefix = "zc:"

// ErrUnavailable wraps every failure to reach or use the store, so callers
// can tell "the store is down or slow" (answer 503) from a bug.
var ErrUnavailable = errors.New("shared store unavailable")

// Options configure a Store.
type Options struct {
	// URL is redis://[user:password@]host:port/db or rediss://… (TLS).
	URL string
	// Timeout bounds each operation, dial included (DefaultTimeout when 0).
	Timeout time.Duration
	// Prefix starts every key (DefaultPrefix when ""); tests sharing one
	// server use their own.
	Prefix string
	Logger *slog.Logger
	// Now is the clock (nil: time.Now); key windows and retries use it.
	Now func() time.Time
	// Secrets authenticate every record the proxy trusts from the store
	// (seal.go): the first seals, all are accepted (rotation). Required:
	// at least one, each at least MinSecretBytes.
	Secrets [][]byte
	// OnReject is called with the record kind (KindKey, KindIndex,
	// KindPending) each time a record fails authentication; may be nil.
	OnReject func(kind string)
}

// Store is a connection pool to the shared Redis. Safe for concurrent use.
type Store struct {
	rdb     *redis.Client
	addr    string // host:port, for messages (never the password)
	timeout time.Duration
	prefix  string
	log     *slog.Logger
	now     func() time.Time
	seal    *sealer
}

// Open checks the URL and builds the pool. It does not dial: a store that is
// down at start is reported by Ping (readiness) and by the operations that
// need it, and is used once it answers.
func Open(o Options) (*Store, error) {
	ropts, addr, err := parseURL(o.URL)
	if err != nil {
		return nil, fmt.Errorf("cluster.redis_url %s", err.Error())
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Prefix == "" {
		o.Prefix = DefaultPrefix
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	sl, err := newSealer(o.Secrets, o.OnReject, o.Logger)
	if err != nil {
		return nil, err
	}
	ropts.DialTimeout = o.Timeout
	ropts.ReadTimeout = o.Timeout
	ropts.WriteTimeout = o.Timeout
	ropts.PoolTimeout = o.Timeout
	ropts.ContextTimeoutEnabled = true
	ropts.MaxRetries = 1 // one retry on a broken pooled connection (a restarted server)
	ropts.DisableIdentity = true
	ropts.Protocol = 2 // plain RESP2: any Redis or Valkey
	return &Store{rdb: redis.NewClient(ropts), addr: addr, timeout: o.Timeout, prefix: o.Prefix, log: o.Logger, now: o.Now, seal: sl}, nil
}

// parseURL validates u and returns go-redis options. Errors never quote the
// URL: it may hold a password.
func parseURL(raw string) (*redis.Options, string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, "", errors.New("is not a URL (want redis://[user:password@]host:port/db or rediss://…)")
	}
	if u.Scheme != "redis" && u.Scheme != "rediss" {
		return nil, "", fmt.Errorf("scheme %q is not redis or rediss", u.Scheme)
	}
	if u.Hostname() == "" {
		return nil, "", errors.New("has no host")
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return nil, "", errors.New("has a bad port")
		}
	}
	if db := strings.Trim(u.Path, "/"); db != "" {
		if n, err := strconv.Atoi(db); err != nil || n < 0 {
			return nil, "", errors.New("the path must be a database number (/0)")
		}
	}
	opts, err := redis.ParseURL(raw)
	if err != nil {
		// go-redis errors quote parts of the URL; say which part, not what.
		return nil, "", errors.New("is not a Redis URL (want redis://[user:password@]host:port/db or rediss://…)")
	}
	return opts, opts.Addr, nil
}

// CheckURL reports what is wrong with a redis_url (never quoting it), or nil.
func CheckURL(raw string) error {
	_, _, err := parseURL(raw)
	return err
}

// Redact returns raw with any password replaced by "xxxxx", for logs.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "[unparsable redis url]"
	}
	return u.Redacted()
}

// Addr is the store's host:port.
func (s *Store) Addr() string { return s.addr }

// Timeout is the bound on one operation.
func (s *Store) Timeout() time.Duration { return s.timeout }

// Close closes the pool.
func (s *Store) Close() error { return s.rdb.Close() }

// Ping checks that the store answers within the timeout.
func (s *Store) Ping(ctx context.Context) error {
	ctx, cancel := s.opContext(ctx)
	defer cancel()
	if err := s.rdb.Ping(ctx).Err(); err != nil {
		return s.fail("ping", err)
	}
	return nil
}

// opContext bounds one operation.
func (s *Store) opContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.timeout)
}

// fail wraps err as ErrUnavailable, naming the store by address.
func (s *Store) fail(op string, err error) error {
	return fmt.Errorf("%w: redis at %s: %s: %w", ErrUnavailable, s.addr, op, err)
}

func (s *Store) key(parts ...string) string {
	return s.prefix + strings.Join(parts, ":")
}

// isNil reports a missing key (not a failure).
func isNil(err error) bool { return errors.Is(err, redis.Nil) }
