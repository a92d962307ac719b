package proxy

import (
	"testing"
)

// TestLoopbackNameOneCheck: the startup warning (auth.keys empty, listen
// not loopback) and the keyless proxy's Origin and Host checks read one
// loopback check. They differed: the request checks also took a name
// under .localhost or with a trailing dot, which SECURITY.md does not
// name and the startup warning did not take; the stricter wins.
func TestLoopbackNameOneCheck(t *testing.T) {
	for h, want := range map[string]bool{
		"localhost": true, "LocalHost": true, "127.0.0.1": true, "127.8.9.10": true, "::1": true, "::ffff:127.0.0.1": true,
		"app.localhost": false, "localhost.": false, "localhost.evil.example": false, "": false,
		"0.0.0.0": false, "::": false, "10.0.0.1": false, "example.com": false,
	} {
		if got := loopbackName(h); got != want {
			t.Errorf("loopbackName(%q) = %v, want %v", h, got, want)
		}
	}
	for listen, warn := range map[string]bool{
		"127.0.0.1:8080": false, "localhost:8080": false, "[::1]:8080": false,
		":8080": true, "0.0.0.0:8080": true, "app.localhost:8080": true,
	} {
		p := newTestProxy(t, nil, func(c *Config) { c.Listen = listen })
		p.srv.LogSummary()
		if got := p.logs.contains("auth.keys is empty and listen is not a loopback address"); got != warn {
			t.Errorf("listen %s: warned %v, want %v:\n%s", listen, got, warn, p.logs.String())
		}
	}
	for _, o := range []string{"http://localhost:3000", "http://127.0.0.1:5173", "http://[::1]:8000"} {
		if !loopbackOrigin(o) {
			t.Errorf("origin %s refused", o)
		}
	}
	for _, o := range []string{"http://app.localhost:3000", "http://localhost.:3000", "null", "https://evil.example"} {
		if loopbackOrigin(o) {
			t.Errorf("origin %s taken for a loopback one", o)
		}
	}
	if localHost("app.localhost:8080") || !localHost("LOCALHOST:8080") || !localHost("[::1]:8080") || !localHost("10.0.0.5:80") {
		t.Error("localHost: a name other than localhost is taken, or localhost or an address refused")
	}
}
