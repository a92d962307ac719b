package toolrun

import (
	"errors"
	"net/http"
	"net/url"
	"testing"
)

// TestSameOriginOneCheck: the http tool and an MCP server by url follow a
// redirect by one check (sameOrigin): the configured scheme and host as
// written, at most maxRedirects. MCP's own took the host in any case and
// compared with the chain's first request; the stricter is kept.
func TestSameOriginOneCheck(t *testing.T) {
	origin, _ := url.Parse("https://api.example.com:8443/v1/weather")
	req := func(raw string) *http.Request {
		u, _ := url.Parse(raw)
		return &http.Request{URL: u}
	}
	via := []*http.Request{req("https://api.example.com:8443/v1/weather")}
	for raw, want := range map[string]error{
		"https://api.example.com:8443/v1/other": nil,
		"HTTPS://api.example.com:8443/v1/other": nil, // url.Parse lowers the scheme
		"https://API.example.com:8443/v1/other": errRedirectHost,
		"http://api.example.com:8443/v1/other":  errRedirectHost,
		"https://api.example.com/v1/other":      errRedirectHost,
		"https://evil.example:8443/v1/other":    errRedirectHost,
	} {
		if err := sameOrigin(origin, req(raw), via); !errors.Is(err, want) {
			t.Errorf("redirect to %s: %v, want %v", raw, err, want)
		}
	}
	long := make([]*http.Request, maxRedirects)
	for i := range long {
		long[i] = via[0]
	}
	if err := sameOrigin(origin, req("https://api.example.com:8443/v1/x"), long); !errors.Is(err, errTooManyRedirects) {
		t.Errorf("redirect %d: %v", maxRedirects+1, err)
	}
}
