package proxy

import (
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"net/url"
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
			if e := browserRefusal(r); e != nil {
				s.writeError(w, r, e)
				return
			}
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

// browserRefusal is why a request to a proxy without keys is refused as a
// web page's, or nil. With no keys the port is the only boundary, and a
// page the operator visits reaches a loopback port too (attack 14): a
// cross-site form or fetch POSTs a chat request as text/plain, which needs
// no preflight, and the loop ran the server tools under the upstream key;
// through DNS rebinding (a name the page controls, resolved again to
// 127.0.0.1) the page is same-origin and reads every answer and the
// inspect page. So a request whose Origin is not a loopback one, or whose
// Host is a DNS name other than localhost (a rebinding needs a name; an
// IP literal cannot be rebound), is refused. SDKs and curl send no Origin
// and address the proxy as it listens. With keys, the key decides.
func browserRefusal(r *http.Request) *apierr.Error {
	for _, o := range r.Header.Values("Origin") {
		if !loopbackOrigin(o) {
			return forbidden("zc-proxy has no client keys (auth.keys), so it serves local clients only, and this request comes from the web page at " +
				apierr.Clip(o, 100) + ". Set auth.keys to serve web pages.")
		}
	}
	if !localHost(r.Host) {
		return forbidden("zc-proxy has no client keys (auth.keys), so it serves local clients only, and this request names the host " +
			apierr.Clip(r.Host, 100) + " (a web page can point a name of its own at this address). Address the proxy by its IP address or localhost, or set auth.keys.")
	}
	return nil
}

func forbidden(msg string) *apierr.Error {
	return &apierr.Error{Status: http.StatusForbidden, Type: apierr.TypeInvalidRequest, Code: "local_clients_only", Message: msg}
}

// loopbackOrigin reports whether the Origin value o names a page served
// from this machine (localhost, a loopback address). "null" (a sandboxed
// or file page) does not.
func loopbackOrigin(o string) bool {
	u, err := url.Parse(o)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return loopbackName(u.Hostname())
}

// loopbackName reports whether the host name h (no port, no brackets)
// is this machine: localhost (in any case) or a loopback address (an
// IPv4-mapped one too). The one check for the startup warning and the
// keyless proxy's Origin and Host checks; a name under .localhost or with
// a trailing dot is not one (SECURITY.md names localhost alone; the
// startup warning took only "localhost", and the request checks took
// those too).
func loopbackName(h string) bool {
	if strings.EqualFold(h, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(h)
	return err == nil && ip.Unmap().IsLoopback()
}

// localHost reports whether the Host value hostport cannot have been
// rebound: empty (no browser sends that), an IP literal, or a localhost
// name.
func localHost(hostport string) bool {
	if hostport == "" {
		return true
	}
	h := hostport
	if host, _, err := net.SplitHostPort(hostport); err == nil {
		h = host
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	if _, err := netip.ParseAddr(h); err == nil {
		return true
	}
	return loopbackName(h)
}
