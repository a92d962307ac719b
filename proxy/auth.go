package proxy

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// clientAuth checks client bearer keys against auth.keys.
type clientAuth struct {
	// digests are SHA-256 of each key: comparing fixed-size digests keeps
	// the comparison constant-time and hides the keys' lengths.
	digests [][sha256.Size]byte
}

func newClientAuth(keys []string) *clientAuth {
	a := &clientAuth{digests: make([][sha256.Size]byte, len(keys))}
	for i, k := range keys {
		a.digests[i] = sha256.Sum256([]byte(k))
	}
	return a
}

// enabled reports whether any key is configured; with none, every request
// is let in (loopback use).
func (a *clientAuth) enabled() bool { return len(a.digests) > 0 }

// allowed reports whether key is one of the configured keys. Every key is
// compared, so the time taken does not say which one matched.
func (a *clientAuth) allowed(key string) bool {
	d := sha256.Sum256([]byte(key))
	match := 0
	for i := range a.digests {
		match |= subtle.ConstantTimeCompare(d[:], a.digests[i][:])
	}
	return match == 1
}

// bearerToken returns the token of an "Authorization: Bearer <token>"
// header (scheme case-insensitive), and whether there was one.
func bearerToken(h http.Header) (string, bool) {
	scheme, token, ok := strings.Cut(h.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	token = strings.TrimSpace(token)
	return token, token != ""
}

// requireAuth answers 401 in OpenAI's shape unless the request carries a
// configured key (when any is configured).
func (s *Server) requireAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.auth.enabled() {
			next.ServeHTTP(w, r)
			return
		}
		token, ok := bearerToken(r.Header)
		if ok && s.auth.allowed(token) {
			next.ServeHTTP(w, r)
			return
		}
		msg := "Incorrect API key provided."
		if !ok {
			msg = "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
		}
		w.Header().Set("WWW-Authenticate", `Bearer realm="zc-proxy"`)
		s.writeError(w, r, &apierr.Error{Status: http.StatusUnauthorized, Type: apierr.TypeInvalidRequest, Code: "invalid_api_key", Message: msg})
	})
}
