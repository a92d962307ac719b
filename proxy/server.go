package proxy

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Options are the parts of a Server that are not config.
type Options struct {
	Logger *slog.Logger   // nil means slog.Default()
	Clock  receipts.Clock // nil means time.Now; receipt timestamps use it
	// HTTPClient calls upstreams; nil means a client with sane transport
	// timeouts and no overall timeout (streams are long).
	HTTPClient *http.Client
	// Tools, when set, is used instead of building a registry from
	// cfg.Tools (tests and the demo); the Server then does not close it.
	Tools *toolrun.Registry
}

// Server is the proxy. It is an http.Handler.
type Server struct {
	cfg       *Config
	log       *slog.Logger
	clock     receipts.Clock
	tools     *toolrun.Registry
	ownTools  bool // Close closes tools
	scopes    *receipts.Manager
	upstreams []*upstream
	client    *http.Client
	router    http.Handler
}

// New builds a Server from a validated config: tool registry (MCP servers
// started under ctx), key scopes, router.
func New(ctx context.Context, cfg *Config, opts Options) (*Server, error) { panic("todo") }

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.router.ServeHTTP(w, r) }

// Close stops tools and MCP servers.
func (s *Server) Close() error { panic("todo") }
