// Package upstream is the model APIs the proxy calls: routing a model to
// its upstream, building the request (key, forwarded headers, request id),
// the retry and instrumentation RoundTrippers every call goes through, and
// the client's words for a failed call.
package upstream

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync/atomic"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// Upstream is one configured model API.
type Upstream struct {
	Config Config
	Client *http.Client // calls this upstream: retries and metrics included (NewClient)

	Base     *url.URL // parsed Config.BaseURL
	ChatURL  string   // Base + /chat/completions
	patterns []string // cfg.Models with "/" swapped for "\x00", see matches
	// forwardClientAuth: no api_key is configured and clients are not
	// authenticated by the proxy, so the client's own Authorization is
	// meant for the upstream (a proxy in front of a provider where clients
	// hold the keys). With proxy auth on, the client's header holds a proxy
	// key and must never travel on.
	forwardClientAuth bool
	// RouteChecked: the upstream once answered its models route in a way
	// that rules out a base_url missing /v1 (the readiness check).
	RouteChecked atomic.Bool
}

// New parses a validated upstream config. clientAuth says the proxy
// authenticates its clients (then their Authorization never travels on).
func New(cfg Config, clientAuth bool) (*Upstream, error) {
	base, err := url.Parse(cfg.BaseURL)
	if err != nil {
		return nil, fmt.Errorf("upstream %s: parse base_url: %w", cfg.Name, err)
	}
	u := &Upstream{
		Config:            cfg,
		Base:              base,
		ChatURL:           base.JoinPath("chat", "completions").String(),
		forwardClientAuth: cfg.APIKey == "" && !clientAuth,
	}
	for _, m := range cfg.Models {
		u.patterns = append(u.patterns, strings.ReplaceAll(m, "/", "\x00"))
	}
	return u, nil
}

// Matches reports whether model matches one of the upstream's patterns.
// Patterns use path.Match syntax, except that "*" also matches "/": model
// names such as "meta-llama/Llama-3-8B" are names, not paths.
func (u *Upstream) Matches(model string) bool {
	model = strings.ReplaceAll(model, "/", "\x00")
	for _, p := range u.patterns {
		if ok, _ := path.Match(p, model); ok {
			return true
		}
	}
	return false
}

// For returns the first of ups whose models match model, or nil.
func For(ups []*Upstream, model string) *Upstream {
	for _, u := range ups {
		if u.Matches(model) {
			return u
		}
	}
	return nil
}

// Default serves routes whose body is not read (so the model is unknown):
// the first of ups matching any model, else the first one.
func Default(ups []*Upstream) *Upstream {
	if u := For(ups, ""); u != nil {
		return u
	}
	return ups[0]
}

// forwardedHeaders are the end-to-end request headers upstreams use, copied
// from the client's request; X-Stainless-* (OpenAI SDK telemetry) are
// copied by prefix.
var forwardedHeaders = []string{
	"OpenAI-Organization",
	"OpenAI-Project",
	"OpenAI-Beta",
	"User-Agent",
	"Idempotency-Key",
}

// forwardedKeys are forwardedHeaders under their canonical keys, looked up
// in the Header map directly: Header.Values of a name not in canonical
// form ("OpenAI-…") copies the name on every call.
var forwardedKeys = func() []string {
	out := make([]string, len(forwardedHeaders))
	for i, k := range forwardedHeaders {
		out[i] = http.CanonicalHeaderKey(k)
	}
	return out
}()

// NewChatRequest builds POST <base_url>/chat/completions with body, the
// upstream's bearer key (the client's Authorization is never forwarded when
// a key is configured or the proxy authenticates clients), Content-Type/Accept,
// and the end-to-end headers of inbound that upstreams use
// (OpenAI-Organization, OpenAI-Project, ...). It does not apply
// cfg.Timeout: the caller bounds ctx. The request carries ctx so a client
// that leaves cancels it.
func (u *Upstream) NewChatRequest(ctx context.Context, body []byte, inbound http.Header, stream bool) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.ChatURL, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("upstream %s: new request: %w", u.Config.Name, err)
	}
	h := req.Header
	for _, k := range forwardedKeys {
		if v := inbound[k]; len(v) > 0 {
			h[k] = append([]string(nil), v...)
		}
	}
	for k, v := range inbound {
		if strings.HasPrefix(k, "X-Stainless-") {
			h[k] = append([]string(nil), v...)
		}
	}
	u.SetAuthorization(h, inbound)
	h.Set("Content-Type", "application/json")
	if stream {
		h.Set("Accept", "text/event-stream")
	} else {
		h.Set("Accept", "application/json")
	}
	if id := reqctx.ID(ctx); id != "" {
		h.Set(reqctx.Header, id)
	}
	return req, nil
}

// SetAuthorization sets out's Authorization for this upstream: its key
// when configured, the client's header when forwardClientAuth, else none.
func (u *Upstream) SetAuthorization(out, inbound http.Header) {
	switch {
	case u.Config.APIKey != "":
		out.Set("Authorization", "Bearer "+u.Config.APIKey)
	case u.forwardClientAuth && inbound.Get("Authorization") != "":
		out.Set("Authorization", inbound.Get("Authorization"))
	default:
		out.Del("Authorization")
	}
}

// Path maps a client path onto the upstream's base path:
// /v1/X becomes <base path>/X, so base http://h/openai/v1 serves
// /v1/embeddings at /openai/v1/embeddings. Paths outside /v1 (the
// /chat/completions alias) are appended as they are. It works on the
// escaped form so encoded slashes in ids survive.
func (u *Upstream) Path(in *url.URL) (p, rawPath string) {
	rest := in.EscapedPath()
	if rest == "/v1" {
		rest = ""
	} else if strings.HasPrefix(rest, "/v1/") {
		rest = rest[len("/v1"):]
	}
	rawPath = strings.TrimSuffix(u.Base.EscapedPath(), "/") + rest
	p, err := url.PathUnescape(rawPath)
	if err != nil { // EscapedPath output always unescapes
		return in.Path, ""
	}
	return p, rawPath
}

// ReplayBody makes req send body, already read from the client, instead of
// its own.
func ReplayBody(req *http.Request, body []byte) {
	req.ContentLength = int64(len(body))
	req.TransferEncoding = nil
	req.Header.Del("Content-Length")
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	if len(body) == 0 {
		req.Body = http.NoBody
		return
	}
	req.Body = io.NopCloser(bytes.NewReader(body))
}

// ForwardsClientAuth reports whether the client's own Authorization is
// meant for this upstream: no api_key is configured and the proxy does not
// authenticate clients.
func (u *Upstream) ForwardsClientAuth() bool { return u.forwardClientAuth }

// HasV1 reports whether u's base_url ends in /v1.
func (u *Upstream) HasV1() bool {
	return strings.HasSuffix(strings.TrimSuffix(u.Base.Path, "/"), "/v1")
}

// NotFoundHint is the message for a 404 from u's route (relative to its
// base_url, e.g. "chat/completions") with no message of the provider's
// own: most often a base_url without its /v1.
func (u *Upstream) NotFoundHint(route string) string {
	if u.HasV1() {
		return fmt.Sprintf("upstream %q returned HTTP 404 for %s: check its base_url in the proxy's config and that it serves the OpenAI API.", u.Config.Name, route)
	}
	return fmt.Sprintf("upstream %q returned HTTP 404 for %s: its base_url probably lacks /v1 (e.g. http://127.0.0.1:11434/v1, not http://127.0.0.1:11434).", u.Config.Name, route)
}

// Config is one model API (an entry of upstreams:). The first whose Models match wins.
type Config struct {
	Name    string        `yaml:"name"`
	BaseURL string        `yaml:"base_url"` // e.g. https://api.openai.com/v1
	APIKey  string        `yaml:"api_key"`  // sent as Bearer; never logged
	Models  []string      `yaml:"models"`   // glob patterns; default ["*"]
	Timeout time.Duration `yaml:"timeout"`  // whole upstream call, retries included; default 10m
	Retries RetryConfig   `yaml:"retries"`
}

// RetryConfig is an upstream's retries: block. A call is retried only
// before any byte of a response reached the proxy: on a failed dial (refused,
// unresolvable, unreachable) and on HTTP 429, 500, 502, 503 and 504, and
// only when its body can be sent again. Waits grow exponentially with
// jitter; a Retry-After header sets the wait instead.
type RetryConfig struct {
	Max           int           `yaml:"max"`             // retries after the first attempt; default 0 (none)
	Backoff       time.Duration `yaml:"backoff"`         // first wait, doubled per retry; default 500ms
	MaxBackoff    time.Duration `yaml:"max_backoff"`     // cap on one wait; default 10s
	MaxRetryAfter time.Duration `yaml:"max_retry_after"` // longest Retry-After honoured (a longer one ends the retries); default 30s
}
