package proxy

import (
	"context"
	"crypto/subtle"
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/ui"
)

// The inspect page (GET /zc/, package ui) is fed here: one ui.Record per
// finished model request (receipts on or off), read from the request's
// stats once it is done, and verification answered against the key
// scope's ledger.

// recordForInspect adds a finished request to the page's ring. Only model
// requests are kept: probes, scrapes, pass-through routes and the page
// itself are not what the page is for.
func (s *Server) recordForInspect(r *http.Request, route, mode string, status int, st statsValues, total time.Duration) {
	if s.recent == nil || (mode != metrics.ModeOn && mode != metrics.ModeOff) {
		return
	}
	rec := ui.Record{
		Time:      time.Now().Add(-total),
		Duration:  total,
		RequestID: requestIDFrom(r.Context()),
		Route:     route,
		Model:     st.model,
		Mode:      mode,
		Stream:    st.stream,
		Status:    status,
		Report:    st.report,
	}
	if s.cfg.Log.IncludePrompts {
		rec.Prompt = truncate(st.prompt, maxLoggedPrompt)
	}
	s.recent.Record(rec)
}

// inspectVerifier answers the page's verify box from the current key
// scope: what a chat request would say of the token quoted in an answer.
type inspectVerifier struct{ s *Server }

func (v inspectVerifier) Verify(_ context.Context, token string) ui.Verdict {
	if _, _, err := receipts.ParseToken(token); err != nil {
		return ui.Verdict{Status: "malformed"}
	}
	scope, release := v.s.scopes.Acquire()
	defer release()
	st := scope.Check(token)
	out := ui.Verdict{Status: st.String()}
	if st == receipts.StatusValid {
		if rc, ok := scope.Lookup(token); ok {
			out.Tool, out.CallID = rc.Tool, rc.CallID
		}
	}
	if v.s.cfg.Receipts.Scope == receipts.ScopeRequest && st != receipts.StatusValid {
		out.Message = "With receipts.scope: request every request has its own key, so a receipt can be checked only within its request."
	}
	return out
}

// inspectHandler is the page behind requireAdmin.
func (s *Server) inspectHandler() http.Handler {
	return s.requireAdmin(ui.Handler(ui.Options{
		Ring:        s.recent,
		Verifier:    inspectVerifier{s},
		ShowPrompts: s.cfg.Log.IncludePrompts,
		Logger:      s.log,
	}))
}

// requireAdmin lets a request through when auth is off (no auth.keys, no
// auth.admin_keys) or when it carries one of those keys: as a Bearer
// token, or as the password of HTTP Basic auth (any user name), which is
// what a browser can send: a 401 asks it for one.
func (s *Server) requireAdmin(next http.Handler) http.Handler {
	admin := newClientAuth(s.cfg.Auth.AdminKeys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.auth.enabled() && !admin.enabled() {
			next.ServeHTTP(w, r)
			return
		}
		key, ok := bearerToken(r.Header)
		if !ok {
			_, key, ok = r.BasicAuth()
		}
		// Both sets are checked, whatever the first says, so the time
		// taken does not tell which one a key belongs to.
		if ok {
			inClient := s.auth.allowed(key)
			inAdmin := admin.allowed(key)
			if subtle.ConstantTimeByteEq(b2u(inClient)|b2u(inAdmin), 1) == 1 {
				next.ServeHTTP(w, r)
				return
			}
		}
		w.Header().Set("WWW-Authenticate", `Basic realm="zc-proxy inspect page: any user name, a client or admin key as the password", charset="UTF-8"`)
		s.writeError(w, r, &apiError{Status: http.StatusUnauthorized, Type: typeInvalidRequest, Code: "invalid_api_key",
			Message: "The inspect page needs a key from auth.keys or auth.admin_keys: as a Bearer token, or as the password your browser asks for."})
	})
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
