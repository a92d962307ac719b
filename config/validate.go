package config

import (
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// ListenProblem says what is wrong with a listen address (the config's
// listen or serve's --listen), "" when nothing: it must be host:port with
// a port net.Listen accepts, so a bad one is blamed on where it was
// written rather than found when the socket opens.
func ListenProblem(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "must be host:port (e.g. 127.0.0.1:8080)"
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		return fmt.Sprintf("port %q is not a port: want a number from 0 to 65535 (e.g. 127.0.0.1:8080)", port)
	}
	return ""
}

// problems validates a config whose defaults are applied and returns every
// problem found, each led by its key path. Tool specs are left to
// toolrun.New, which knows them. No problem quotes a key or a URL's
// credentials.
func (c *Config) problems() []string {
	var p problemList
	if msg := ListenProblem(c.Listen); msg != "" {
		p.add("listen", msg)
	}

	if len(c.Upstreams) == 0 {
		p.add("upstreams", "at least one upstream is required")
	}
	names := make(map[string]int, len(c.Upstreams))
	for i, u := range c.Upstreams {
		key := fmt.Sprintf("upstreams[%d]", i)
		switch first, dup := names[u.Name]; {
		case u.Name == "":
			p.add(key+".name", "is required")
		case dup:
			p.add(key+".name", fmt.Sprintf("%q is also upstreams[%d].name; names must be unique", u.Name, first))
		default:
			names[u.Name] = i
		}
		if msg := checkBaseURL(u.BaseURL); msg != "" {
			p.add(key+".base_url", msg)
		}
		if u.APIKey != "" && !validToken(u.APIKey) {
			p.add(key+".api_key", "must not contain spaces or control characters")
		}
		for j, m := range u.Models {
			if _, err := path.Match(m, ""); m == "" || err != nil {
				p.add(fmt.Sprintf("%s.models[%d]", key, j), fmt.Sprintf("%q is not a valid pattern (path.Match syntax: *, ?, [a-z])", m))
			}
		}
		p.positiveDuration(key+".timeout", u.Timeout)
		if n := u.Retries.Max; n < 0 || n > maxRetries {
			p.add(key+".retries.max", fmt.Sprintf("must be between 0 and %d, not %d", maxRetries, n))
		}
		p.positiveDuration(key+".retries.backoff", u.Retries.Backoff)
		p.positiveDuration(key+".retries.max_backoff", u.Retries.MaxBackoff)
		p.positiveDuration(key+".retries.max_retry_after", u.Retries.MaxRetryAfter)
	}

	for i, k := range c.Auth.Keys {
		if !validToken(k) {
			p.add(fmt.Sprintf("auth.keys[%d]", i), "must be a non-empty string without spaces or control characters")
		}
	}

	if s := c.Receipts.Scope; s != receipts.ScopeProcess && s != receipts.ScopeRequest {
		p.add("receipts.scope", fmt.Sprintf("%q is not one of %s, %s", s, receipts.ScopeProcess, receipts.ScopeRequest))
	}
	if c.Receipts.LedgerSize < 0 {
		p.add("receipts.ledger_size", "must be positive")
	}
	if s := c.Receipts.Signing; s != receipts.SigningHMAC && s != receipts.SigningEd25519 {
		p.add("receipts.signing", fmt.Sprintf("%q is not one of %s, %s", s, receipts.SigningHMAC, receipts.SigningEd25519))
	}

	for i, m := range c.Receipts.StructuredMembers {
		if m == "" {
			p.add(fmt.Sprintf("receipts.structured_members[%d]", i), "must be a member name, not empty")
		}
	}

	if n := c.Loop.MaxIterations; n < 1 || n > maxMaxIterations {
		p.add("loop.max_iterations", fmt.Sprintf("must be between 1 and %d, not %d", maxMaxIterations, n))
	}
	p.positiveDuration("loop.tool_timeout", c.Loop.ToolTimeout)
	p.positive("loop.max_output", int64(c.Loop.MaxOutput))
	p.positiveDuration("loop.pending_ttl", c.Loop.PendingTTL)
	p.positive("loop.max_tool_calls.per_turn", int64(c.Loop.MaxToolCalls.PerTurn))
	p.positive("loop.max_tool_calls.per_request", int64(c.Loop.MaxToolCalls.PerRequest))
	p.positive("loop.max_tool_calls.running", int64(c.Loop.MaxToolCalls.Running))
	sl := c.Sandbox.Limits
	p.positiveDuration("sandbox.limits.cpu", sl.CPU)
	p.positive("sandbox.limits.address_space", sl.AddressSpace)
	p.positive("sandbox.limits.open_files", sl.OpenFiles)
	p.positive("sandbox.limits.processes", sl.Processes)
	p.positive("sandbox.limits.file_size", sl.FileSize)
	if c.Sandbox.User == "root" || c.Sandbox.User == "0" {
		p.add("sandbox.user", "must not be root: tools must run as an unprivileged user")
	}
	if c.Cluster.RedisURL != "" {
		if err := cluster.CheckURL(c.Cluster.RedisURL); err != nil {
			p.add("cluster.redis_url", err.Error())
		}
	}
	switch {
	case c.Cluster.RedisURL != "" && c.Cluster.Secret == "":
		p.add("cluster.secret", "is required with cluster.redis_url: every replica must share it, since records in the store "+
			"are trusted only when authenticated under it (generate one with: openssl rand -base64 32)")
	case c.Cluster.Secret != "":
		if msg := secretProblem(c.Cluster.Secret); msg != "" {
			p.add("cluster.secret", msg)
		}
	}
	if len(c.Cluster.PreviousSecrets) > 0 && c.Cluster.Secret == "" {
		p.add("cluster.previous_secrets", "needs cluster.secret (the secret that seals)")
	}
	for i, s := range c.Cluster.PreviousSecrets {
		if msg := secretProblem(s); msg != "" {
			p.add(fmt.Sprintf("cluster.previous_secrets[%d]", i), msg)
		}
	}
	p.positiveDuration("cluster.timeout", c.Cluster.Timeout)
	p.positive("cluster.max_entry_bytes", int64(c.Cluster.MaxEntryBytes))
	p.positiveDuration("cluster.key_retention", c.Cluster.KeyRetention)
	p.positive("limits.max_request_bytes", c.Limits.MaxRequestBytes)
	p.positive("limits.max_response_bytes", c.Limits.MaxResponseBytes)
	p.positive("limits.max_answer_bytes", c.Limits.MaxAnswerBytes)
	p.positiveDuration("limits.stream_idle", c.Limits.StreamIdle)

	if _, err := ParseLogLevel(c.Log.Level); err != nil {
		p.add("log.level", fmt.Sprintf("%q is not one of debug, info, warn, error", c.Log.Level))
	}
	if f := c.Log.Format; f != "text" && f != "json" {
		p.add("log.format", fmt.Sprintf("%q is not one of text, json", f))
	}
	if c.Audit.MaxBackups < 0 {
		p.add("audit.max_backups", "must be positive")
	}
	p.positiveDuration("shutdown_grace", c.ShutdownGrace)
	for i, k := range c.Auth.AdminKeys {
		if !validToken(k) {
			p.add(fmt.Sprintf("auth.admin_keys[%d]", i), "must be a non-empty string without spaces or control characters")
		}
	}
	if n := c.UI.Recent; n < 1 || n > maxUIRecent {
		p.add("ui.recent", fmt.Sprintf("must be between 1 and %d, not %d", maxUIRecent, n))
	}
	return p
}

// ParseLogLevel parses debug, info, warn or error (any case; slog's
// "info+2" offsets are accepted too).
func ParseLogLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("log level %q: %w", s, err)
	}
	return l, nil
}

// checkBaseURL returns why s is not a usable upstream base URL, or "".
// The message never repeats the URL: it may hold credentials.
func checkBaseURL(s string) string {
	if s == "" {
		return "is required"
	}
	u, err := url.Parse(s)
	switch {
	case err != nil, u.Scheme != "http" && u.Scheme != "https", u.Host == "":
		return "must be an absolute http(s) URL"
	case u.User != nil:
		return "must not hold credentials; use api_key"
	case u.RawQuery != "" || u.Fragment != "":
		return "must not have a query or fragment"
	}
	return ""
}

// validToken reports whether s can travel in an Authorization header as a
// bearer token.
func validToken(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f })
}

type problemList []string

func (p *problemList) add(key, msg string) { *p = append(*p, key+": "+msg) }

func (p *problemList) positive(key string, n int64) {
	if n <= 0 {
		p.add(key, "must be positive")
	}
}

func (p *problemList) positiveDuration(key string, d time.Duration) {
	if d <= 0 {
		p.add(key, "must be a positive duration (e.g. 30s)")
	}
}

// secretProblem says why s is not a usable cluster secret ("" when it is),
// never quoting it: it must hold at least 256 bits by a conservative
// estimate (its length times the bits of the smallest usual alphabet its
// characters fit: hex 4, base64 6, anything else 6.5), so 64 hex digits
// or 43 base64 characters (openssl rand -hex 32, openssl rand -base64 32),
// with no spaces or control characters and no long runs of one character.
func secretProblem(s string) string {
	const why = "must be at least 32 random bytes, e.g. the output of openssl rand -base64 32 (or -hex 32), the same on every replica"
	if !validToken(s) {
		return "must not contain spaces or control characters; it " + why
	}
	hexOnly, b64Only := true, true
	distinct := make(map[rune]bool)
	for _, r := range s {
		distinct[r] = true
		isHex := r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F'
		isB64 := isHex || r >= 'g' && r <= 'z' || r >= 'G' && r <= 'Z' || r == '+' || r == '/' || r == '-' || r == '_' || r == '='
		hexOnly = hexOnly && isHex
		b64Only = b64Only && isB64
	}
	n := float64(len(strings.TrimRight(s, "=")))
	bits := n * 6.5
	switch {
	case hexOnly:
		bits = n * 4
	case b64Only:
		bits = n * 6
	}
	if bits < 256 || len(distinct) < 12 {
		return "is too short or too regular; it " + why
	}
	return ""
}
