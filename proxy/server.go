package proxy

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
	"github.com/zc-proxy/zc-proxy/ui"
)

// Options are the parts of a Server that are not config.
type Options struct {
	Logger *slog.Logger   // nil means slog.Default()
	Clock  receipts.Clock // nil means time.Now; receipt timestamps use it
	// HTTPClient calls upstreams; nil means a client with sane transport
	// timeouts and no overall timeout (streams are long). Each upstream
	// calls through its Transport (nil: http.DefaultTransport), wrapped in
	// the upstream's retries and the upstream metrics.
	HTTPClient *http.Client
	// Tools, when set, is used instead of building a registry from
	// cfg.Tools (tests and the demo); the Server then does not close it.
	Tools *toolrun.Registry
	// KeyRand is where receipt keys are drawn from; nil means crypto/rand.
	// Tests set it to know the private keys they look for in outputs.
	KeyRand io.Reader
	// ToolKeepAlive is how often a streamed answer gets a comment line
	// while tools run, so idle timeouts between the client and the proxy
	// do not fire; 0 means every 10s.
	ToolKeepAlive time.Duration
	// StreamHeaderDelay is how long an opened stream's headers wait for a
	// first event to travel with; 0 means chat.DefaultHeaderDelay.
	StreamHeaderDelay time.Duration
}

// Server is the proxy. It is an http.Handler.
type Server struct {
	cfg   *Config
	log   *slog.Logger
	clock receipts.Clock
	// toolKeepAlive and streamHeaderDelay are Options.ToolKeepAlive and
	// Options.StreamHeaderDelay.
	toolKeepAlive, streamHeaderDelay time.Duration
	tools                            *toolrun.Registry
	// runTools runs a round of server calls: tools.RunAll, which tests
	// wrap to watch what ran.
	runTools  func(ctx context.Context, calls []toolrun.Call) []toolrun.Result
	ownTools  bool // Close closes tools
	scopes    *receipts.Manager
	upstreams []*upstream.Upstream
	client    *http.Client
	ownClient bool // Close closes its idle connections
	router    http.Handler

	auth *clientAuth
	// inspectAdmin: auth.admin_keys, which open the inspect page (every
	// client's requests) and never the API
	inspectAdmin *clientAuth
	ready        *readiness
	registry     *prometheus.Registry
	metrics      *metrics.Metrics      // nil-safe; the loop feeds it too
	audit        *audit.Writer         // nil without audit.path
	pending      *pending.Memory       // server halves of mixed turns in memory (pending.go)
	turns        pending.Store         // where the loop keeps them: pending, or Redis (pending_backend.go)
	shared       *cluster.Store        // cluster.redis_url; nil on a single replica
	keys         *cluster.Keys         // Ed25519 public keys shared through it; nil without
	storeErr     atomic.Pointer[error] // the shared store's last readiness outcome (nil: ok)
	proxyLog     *log.Logger           // pass-through's ReverseProxy error log (debug level), built once

	offerCache offerCache // server tools rendered once (offer_cache.go)
	// structured is receipts.structured_members as a set (structured.go)
	structured map[string]bool
	jwks       jwksCache // the public keys' JWKS, briefly cached (verify.go)
	recent     *ui.Ring  // the inspect page's recent requests; nil with ui.enabled: false (inspect.go)

	// stopping is canceled by CancelInFlight; every request's context
	// follows it (frontDoor).
	stopping context.Context
	stop     context.CancelCauseFunc
}

// New builds a Server from a config: tool registry (MCP servers started
// under ctx), key scopes, upstreams, router. cfg may come from LoadConfig
// or be built by hand: New fills defaults on a copy and validates it
// (a *ConfigError when invalid); cfg itself is not changed.
func New(ctx context.Context, cfg *Config, opts Options) (*Server, error) {
	cfg, err := cfg.Checked()
	if err != nil {
		return nil, err
	}

	s := &Server{
		cfg:               cfg,
		structured:        structuredMembers(&cfg.Receipts),
		log:               opts.Logger,
		clock:             opts.Clock,
		toolKeepAlive:     cmp.Or(opts.ToolKeepAlive, 10*time.Second),
		streamHeaderDelay: opts.StreamHeaderDelay,
		client:            opts.HTTPClient,
		tools:             opts.Tools,
		auth:              newClientAuth(cfg.Auth.Keys),
	}
	s.registry, s.metrics = newRegistry()
	s.stopping, s.stop = context.WithCancelCause(context.Background())
	if s.log == nil {
		s.log = slog.Default()
	}
	s.log = reqctx.NewLogger(s.log) // request_id on every record logged with a request's context
	s.proxyLog = slog.NewLogLogger(s.log.Handler(), slog.LevelDebug)
	if s.clock == nil {
		s.clock = time.Now
	}
	s.pending = pending.NewMemory(s.clock, cfg.Loop.PendingTTL)
	s.turns = s.pending
	if s.client == nil {
		s.client = newUpstreamClient()
		s.ownClient = true
	}
	for _, uc := range cfg.Upstreams {
		u, err := upstream.New(uc, s.auth.enabled())
		if err != nil {
			return nil, err
		}
		u.Client = upstream.NewClient(s.client, uc, s.log, s.metrics)
		s.upstreams = append(s.upstreams, u)
	}

	if cfg.Audit.Path != "" {
		w, err := audit.Open(cfg.Audit.Path, audit.Options{
			MaxBytes:   cfg.Audit.MaxBytes,
			MaxBackups: cfg.Audit.MaxBackups,
			Sync:       cfg.Audit.Sync,
			// Details quote tool output and argv words: only when asked.
			IncludeDetails: cfg.Audit.IncludeDetails,
			Logger:         s.log,
		})
		if err != nil {
			return nil, err
		}
		s.audit = w
	}

	var keyStore receipts.KeyStore
	if cfg.Cluster.RedisURL != "" {
		st, err := cluster.Open(cluster.Options{URL: cfg.Cluster.RedisURL, Timeout: cfg.Cluster.Timeout, Logger: s.log, Now: s.clock,
			Secrets: cfg.Cluster.Secrets(), OnReject: s.metrics.ClusterRecordRejected})
		if err != nil {
			s.closeAudit()
			return nil, err
		}
		s.shared = st
		s.turns = pending.NewRedis(st, cfg.Loop.PendingTTL, cfg.Cluster.MaxEntryBytes)
		if cfg.Receipts.Signing == receipts.SigningEd25519 {
			s.keys = cluster.NewKeys(st, cfg.Cluster.KeyRetention)
			keyStore = s.keys
		} else {
			s.log.Warn("cluster.redis_url with receipts.signing: hmac: receipts verify only on the replica that minted them; route each conversation to one replica (sticky) or use signing: ed25519")
		}
		s.log.Info("shared store", slog.String("url", cluster.Redact(cfg.Cluster.RedisURL)), slog.Duration("timeout", cfg.Cluster.Timeout))
	}
	// After the audit trail: an Ed25519 process key is written to it as it
	// is drawn.
	scopes, err := receipts.NewManagerWith(receipts.Options{
		Scope: cfg.Receipts.Scope, Signing: cfg.Receipts.Signing, Bind: cfg.Receipts.BindConversation,
		Clock: opts.Clock, LedgerSize: cfg.Receipts.LedgerSize, OnKey: s.recordKey, Rand: opts.KeyRand,
		Keys: keyStore,
	})
	if err != nil {
		s.closeShared()
		s.closeAudit()
		return nil, fmt.Errorf("receipts: %w", err)
	}
	s.scopes = scopes

	if s.tools == nil {
		// The loop reports every call through record,
		// with the request id and receipt the Registry does not know.
		sb, err := s.newSandbox(cfg)
		if err != nil {
			s.closeShared()
			s.closeAudit()
			return nil, fmt.Errorf("tools: %w", err)
		}
		tools, err := toolrun.New(ctx, cfg.Tools, toolrun.Options{
			DefaultTimeout: cfg.Loop.ToolTimeout,
			MaxOutput:      cfg.Loop.MaxOutput,
			Logger:         s.log,
			Secrets:        cfg.Secrets(),
			Sandbox:        sb,
			MaxRunning:     cfg.Loop.MaxToolCalls.Running,
		})
		if err != nil {
			s.closeShared()
			s.closeAudit()
			return nil, fmt.Errorf("tools: %w", err)
		}
		s.tools = tools
		s.ownTools = true
	}
	if *cfg.UI.Enabled {
		s.recent = ui.NewRing(cfg.UI.Recent)
		s.inspectAdmin = newClientAuth(cfg.Auth.AdminKeys)
	}
	for _, t := range s.tools.Tools() {
		// a capped call to an offered tool keeps its name as a label
		// before the tool has run once
		s.metrics.KnowTools(t.Name)
	}
	s.ready = &readiness{check: s.checkReady}
	s.runTools = s.tools.RunAll
	s.router = s.routes()
	return s, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.router.ServeHTTP(w, r) }

// Close cancels anything still running, stops tools and MCP servers (when
// the Server built them), closes the audit trail and drops idle upstream
// connections (when it built the client). Call it after the HTTP server
// has shut down.
func (s *Server) Close() error {
	s.stop(errShuttingDown)
	var errs []error
	if s.ownTools {
		if err := s.tools.Close(); err != nil {
			errs = append(errs, fmt.Errorf("close tools: %w", err))
		}
	}
	// The process key scope ends: its key is zeroed and, for Ed25519, its
	// end is written to the trail before the trail closes.
	s.scopes.Close()
	if err := s.closeShared(); err != nil {
		errs = append(errs, err)
	}
	if err := s.closeAudit(); err != nil {
		errs = append(errs, err)
	}
	if s.ownClient {
		s.client.CloseIdleConnections()
	}
	return errors.Join(errs...)
}

// closeShared pushes the own keys' end to the shared store and closes it.
func (s *Server) closeShared() error {
	if s.keys != nil {
		s.keys.Close()
	}
	if s.shared == nil {
		return nil
	}
	if err := s.shared.Close(); err != nil {
		return fmt.Errorf("close shared store: %w", err)
	}
	return nil
}

func (s *Server) closeAudit() error {
	if s.audit == nil {
		return nil
	}
	return s.audit.Close()
}

// newUpstreamClient is the default upstream client. It has no overall
// Timeout (a stream may last minutes; each upstream's timeout bounds its
// calls through the request context) and no ResponseHeaderTimeout (a
// non-streamed completion sends its headers only when the whole answer is
// generated). Connection setup is bounded, and the idle pool is large
// enough that concurrent clients reuse connections to one provider.
// Compression is left to the client: the proxy neither adds
// Accept-Encoding nor decodes, so pass-through bytes arrive as sent.
// The write buffer is 1 KiB, not net/http's 4 KiB: a connection writes
// one request and then, for a stream, idles for minutes with the buffer
// still allocated (zcbench idle, 1,000 streams, receipts on: 98.0–98.5 MB
// RSS against 100.1–100.6 MB with 4 KiB). The price: a request whose
// headers and body together are between 1 and 4 KiB goes out in two
// writes instead of one (bufio fills the buffer, flushes it, then hands
// the rest of the body to the socket); smaller and larger ones cost the
// same either way.
func newUpstreamClient() *http.Client {
	dialer := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	return &http.Client{
		Transport: &http.Transport{
			Proxy:                 http.ProxyFromEnvironment,
			DialContext:           dialer.DialContext,
			ForceAttemptHTTP2:     true,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
			MaxIdleConns:          512,
			MaxIdleConnsPerHost:   128,
			IdleConnTimeout:       90 * time.Second,
			DisableCompression:    true,
			WriteBufferSize:       1 << 10,
		},
		// Redirects go back to the caller as they are: following one would
		// send the request somewhere the config did not name.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
