package proxy

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

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// upstream is one configured model API.
type upstream struct {
	cfg    UpstreamConfig
	client *http.Client // calls this upstream: retries and metrics included (Server.upstreamClient)

	base     *url.URL // parsed cfg.BaseURL
	chatURL  string   // base + /chat/completions
	patterns []string // cfg.Models with "/" swapped for "\x00", see matches
	// forwardClientAuth: no api_key is configured and clients are not
	// authenticated by the proxy, so the client's own Authorization is
	// meant for the upstream (a proxy in front of a provider where clients
	// hold the keys). With proxy auth on, the client's header holds a proxy
	// key and must never travel on.
	forwardClientAuth bool
	// routeChecked: the upstream once answered its models route in a way
	// that rules out a base_url missing /v1 (checkRoute).
	routeChecked atomic.Bool
}

// newUpstream parses a validated upstream config.
func newUpstream(cfg UpstreamConfig, clientAuth bool) (*upstream, error) {
	base, err := url.Parse(cfg.BaseURL)
	if err != nil {
		return nil, fmt.Errorf("upstream %s: parse base_url: %w", cfg.Name, err)
	}
	u := &upstream{
		cfg:               cfg,
		base:              base,
		chatURL:           base.JoinPath("chat", "completions").String(),
		forwardClientAuth: cfg.APIKey == "" && !clientAuth,
	}
	for _, m := range cfg.Models {
		u.patterns = append(u.patterns, strings.ReplaceAll(m, "/", "\x00"))
	}
	return u, nil
}

// matches reports whether model matches one of the upstream's patterns.
// Patterns use path.Match syntax, except that "*" also matches "/": model
// names such as "meta-llama/Llama-3-8B" are names, not paths.
func (u *upstream) matches(model string) bool {
	model = strings.ReplaceAll(model, "/", "\x00")
	for _, p := range u.patterns {
		if ok, _ := path.Match(p, model); ok {
			return true
		}
	}
	return false
}

// upstreamFor returns the first upstream whose models match model, or nil.
func (s *Server) upstreamFor(model string) *upstream {
	for _, u := range s.upstreams {
		if u.matches(model) {
			return u
		}
	}
	return nil
}

// defaultUpstream serves routes whose body is not read (so the model is
// unknown): the first upstream matching any model, else the first one.
func (s *Server) defaultUpstream() *upstream {
	if u := s.upstreamFor(""); u != nil {
		return u
	}
	return s.upstreams[0]
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

// newChatRequest builds POST <base_url>/chat/completions with body, the
// upstream's bearer key (the client's Authorization is never forwarded when
// a key is configured or the proxy authenticates clients), Content-Type/Accept,
// and the end-to-end headers of inbound that upstreams use
// (OpenAI-Organization, OpenAI-Project, ...). It does not apply
// cfg.Timeout: the caller bounds ctx. The request carries ctx so a client
// that leaves cancels it.
func (u *upstream) newChatRequest(ctx context.Context, body []byte, inbound http.Header, stream bool) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.chatURL, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("upstream %s: new request: %w", u.cfg.Name, err)
	}
	h := req.Header
	for _, k := range forwardedHeaders {
		if v := inbound.Values(k); len(v) > 0 {
			h[http.CanonicalHeaderKey(k)] = append([]string(nil), v...)
		}
	}
	for k, v := range inbound {
		if strings.HasPrefix(k, "X-Stainless-") {
			h[k] = append([]string(nil), v...)
		}
	}
	u.setAuthorization(h, inbound)
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

// setAuthorization sets out's Authorization for this upstream: its key
// when configured, the client's header when forwardClientAuth, else none.
func (u *upstream) setAuthorization(out, inbound http.Header) {
	switch {
	case u.cfg.APIKey != "":
		out.Set("Authorization", "Bearer "+u.cfg.APIKey)
	case u.forwardClientAuth && inbound.Get("Authorization") != "":
		out.Set("Authorization", inbound.Get("Authorization"))
	default:
		out.Del("Authorization")
	}
}

// upstreamPath maps a client path onto the upstream's base path:
// /v1/X becomes <base path>/X, so base http://h/openai/v1 serves
// /v1/embeddings at /openai/v1/embeddings. Paths outside /v1 (the
// /chat/completions alias) are appended as they are. It works on the
// escaped form so encoded slashes in ids survive.
func (u *upstream) upstreamPath(in *url.URL) (p, rawPath string) {
	rest := in.EscapedPath()
	if rest == "/v1" {
		rest = ""
	} else if strings.HasPrefix(rest, "/v1/") {
		rest = rest[len("/v1"):]
	}
	rawPath = strings.TrimSuffix(u.base.EscapedPath(), "/") + rest
	p, err := url.PathUnescape(rawPath)
	if err != nil { // EscapedPath output always unescapes
		return in.Path, ""
	}
	return p, rawPath
}

// replayBody makes req send body, already read from the client, instead of
// its own.
func replayBody(req *http.Request, body []byte) {
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
