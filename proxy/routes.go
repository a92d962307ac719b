package proxy

import (
	"fmt"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// routes builds the router:
//
//	POST /v1/chat/completions  the tool loop (also at /chat/completions for
//	                           clients whose base URL lacks /v1)
//	POST /v1/responses         the same loop over the Responses API
//	     /v1/*                 everything else, passed through unread
//	POST /v1/zc/verify         receipt verification (verify.go)
//	GET  /healthz /readyz /metrics  not behind auth
//	GET  /.well-known/zc-receipt-keys  Ed25519 receipt keys (JWKS), not behind auth
//	GET  /zc/                  the inspect page (package ui), behind a
//	                           client or admin key when auth is on;
//	                           absent with ui.enabled: false
//
// Every request gets a request id, one log line and its metrics
// (frontDoor), a context that CancelInFlight cancels, and has its
// panics turned into a logged 500.
func (s *Server) routes() http.Handler {
	r := chi.NewRouter()
	r.Use(s.frontDoor) // request id, log line and metrics, shutdown, recovery
	r.NotFound(s.handleNotFound)
	r.MethodNotAllowed(s.handleMethodNotAllowed)

	r.Get("/healthz", s.handleHealthz)
	r.Get("/readyz", s.handleReadyz)
	r.Method(http.MethodGet, "/metrics", s.metricsHandler())
	r.Get("/.well-known/zc-receipt-keys", s.handleKeys)
	if s.recent != nil {
		// The inspect page has its own auth (client or admin keys, Bearer
		// or a browser's Basic prompt): see requireAdmin.
		r.Handle("/zc/*", s.inspectHandler())
		r.Get("/zc", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/zc/", http.StatusMovedPermanently) })
	}

	r.Group(func(r chi.Router) {
		r.Use(s.requireAuth)
		// Other methods on the chat path (GET lists stored completions)
		// are the upstream's business.
		r.HandleFunc("/v1/chat/completions", s.handlePassthrough)
		r.Post("/v1/chat/completions", s.handleChat)
		r.Post("/chat/completions", s.handleChat)
		r.Post("/v1/responses", s.handleResponses)              // responses.go; other methods (GET by id) pass through
		r.Post("/responses", s.handleResponses)                 // a base URL without /v1, as for chat
		r.HandleFunc("/v1/zc/verify", s.handleMethodNotAllowed) // the proxy's own route: never passed through
		r.Post("/v1/zc/verify", s.handleVerify)
		r.HandleFunc("/v1", s.handlePassthrough)
		r.HandleFunc("/v1/*", s.handlePassthrough)
	})
	return r
}

// handleNotFound answers unknown routes as OpenAI does.
func (s *Server) handleNotFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, &apierr.Error{
		Status:  http.StatusNotFound,
		Type:    apierr.TypeInvalidRequest,
		Message: fmt.Sprintf("Invalid URL (%s %s)", r.Method, apierr.Clip(r.URL.Path, 200)),
	})
}

func (s *Server) handleMethodNotAllowed(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, &apierr.Error{
		Status:  http.StatusMethodNotAllowed,
		Type:    apierr.TypeInvalidRequest,
		Message: fmt.Sprintf("Method %s not allowed for %s", r.Method, apierr.Clip(r.URL.Path, 200)),
	})
}
