package proxy

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httputil"
	"strings"
	"sync"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// Response headers pass-through adds (besides X-ZC-Receipts: off).
const (
	headerPassthroughReason = "X-ZC-Passthrough-Reason"
	// headerUpstreamRequestID keeps the upstream's own X-Request-Id, which
	// would otherwise collide with the proxy's.
	headerUpstreamRequestID = "X-Upstream-Request-Id"
)

// passthrough forwards r to u byte-for-byte and streams the response back
// unchanged, adding only the header X-ZC-Receipts: off (and
// X-ZC-Passthrough-Reason: reason when not empty). body is the request
// body already read from r (chat completions); nil means stream r.Body as
// it arrives (every other route).
//
// The upstream gets the client's method, path (mapped onto its base URL),
// query and end-to-end headers, except that Authorization is the
// upstream's key (see upstream.setAuthorization) and X-ZC-* headers stay
// here. Upstream failures become an OpenAI-shaped 502 (504 on timeout)
// that names neither the upstream's URL nor its key; a client that leaves
// cancels the upstream request and gets nothing written.
func (s *Server) passthrough(w http.ResponseWriter, r *http.Request, u *upstream.Upstream, body []byte, reason string) {
	if body != nil && r.Header["Upgrade"] == nil {
		s.forward(w, r, u, body, reason)
		return
	}
	s.reverseProxy(w, r, u, body, reason)
}

// reverseProxy is pass-through by httputil.ReverseProxy: every route whose
// body is not read (it streams as it arrives) and protocol upgrades.
// (Not inlined: its frame would sit under forward's streams.)
//
//go:noinline
func (s *Server) reverseProxy(w http.ResponseWriter, r *http.Request, u *upstream.Upstream, body []byte, reason string) {
	ctx, cancel := context.WithTimeout(r.Context(), u.Config.Timeout)
	defer cancel()
	r = r.WithContext(ctx)

	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			out := pr.Out
			out.URL.Scheme = u.Base.Scheme
			out.URL.Host = u.Base.Host
			out.URL.Path, out.URL.RawPath = u.Path(pr.In.URL)
			out.Host = ""
			stripZCHeaders(out.Header)
			u.SetAuthorization(out.Header, pr.In.Header)
			if id := reqctx.ID(pr.In.Context()); id != "" {
				out.Header.Set(reqctx.Header, id)
			}
			if body != nil {
				upstream.ReplayBody(out, body)
			}
		},
		Transport:    u.Transport(),
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) { s.passthroughError(w, r, u, err) },
		BufferPool:   copyBuffers,
		ErrorLog:     s.proxyLog,
	}
	rp.ModifyResponse = func(resp *http.Response) error {
		// A stream holds its copy buffer for as long as it is open, mostly
		// idle, and its events are small: it copies with a smaller one.
		if isEventStream(resp.Header.Get("Content-Type")) {
			rp.BufferPool = streamBuffers
		}
		s.passthroughResponse(resp, u, reason)
		return nil
	}
	rp.ServeHTTP(w, r)
}

// passthroughResponse is what pass-through changes in u's response before
// its headers go to the client: the upstream's X-Request-Id moves to
// X-Upstream-Request-Id, a key the upstream quotes is masked, and
// X-ZC-Receipts: off (with X-ZC-Passthrough-Reason when reason is not
// empty) is added. A 404 that hints at a base_url without /v1 is logged.
func (s *Server) passthroughResponse(resp *http.Response, u *upstream.Upstream, reason string) {
	h := resp.Header
	if id := h.Get(reqctx.Header); id != "" {
		h.Del(reqctx.Header)
		h.Set(headerUpstreamRequestID, id)
	}
	// A 404 under a base_url without /v1 is most likely the
	// config's; under one with it, a missing resource (a file id)
	// is the client's business and not worth a warning.
	if resp.StatusCode == http.StatusNotFound && !u.HasV1() {
		route := strings.TrimPrefix(strings.TrimPrefix(resp.Request.URL.Path, strings.TrimSuffix(u.Base.Path, "/")), "/")
		s.log.WarnContext(resp.Request.Context(), "upstream answered 404: "+u.NotFoundHint(route),
			"upstream", u.Config.Name, "url", resp.Request.URL.Redacted())
	}
	// An upstream that quotes the key it was sent (an auth error
	// echoing it, say) must not hand it to the client.
	scrubResponse(resp, u.Config.APIKey)
	// So must a header or trailer that reflects the Authorization it was
	// sent (a debug echo, a WWW-Authenticate quoting the token): the body
	// mask never saw them (attack 14).
	maskHeader(h, u.Config.APIKey)
	// X-ZC-* headers are this proxy's report (counts, mode, reason): an
	// upstream's would tell a client that reads the counts, not the mode,
	// that its answer had receipts and no flags (attack 14). The client's
	// are kept from the upstream the same way (stripZCHeaders).
	stripZCHeaders(h)
	// Always: the transport fills resp.Trailer at the body's end with
	// every field the upstream sends, announced in its header or not.
	resp.Body = &trailerMask{ReadCloser: resp.Body, resp: resp, secret: u.Config.APIKey}
	h[headerReceipts] = offValue
	if reason != "" {
		h.Set(headerPassthroughReason, reason)
	}
}

// offValue is the X-ZC-Receipts header value of pass-through, shared by
// every response (nothing appends to it).
var offValue = []string{modeOff}

// copyBuffers are the buffers pass-through copies response bodies with:
// without a pool, ReverseProxy allocates 32 KiB per request.
var copyBuffers = &bigBuffers{}

// streamBuffers are the copy buffers of event streams: a stream holds one
// for as long as it is open, mostly idle, and its events are small (a
// larger one takes two reads, each written and flushed at once).
var streamBuffers = &smallBuffers{}

// bigBuffers and smallBuffers are httputil.BufferPools of 32 and 4 KiB
// buffers. They pool the arrays themselves, so a Put boxes nothing (a pool
// of []byte allocates a slice header on every Put).
type (
	bigBuffers   struct{ p sync.Pool }
	smallBuffers struct{ p sync.Pool }
)

func (b *bigBuffers) Get() []byte {
	if a, ok := b.p.Get().(*[32 << 10]byte); ok {
		return a[:]
	}
	return new([32 << 10]byte)[:]
}

func (b *bigBuffers) Put(buf []byte) {
	if len(buf) == 32<<10 {
		b.p.Put((*[32 << 10]byte)(buf))
	}
}

func (b *smallBuffers) Get() []byte {
	if a, ok := b.p.Get().(*[4 << 10]byte); ok {
		return a[:]
	}
	return new([4 << 10]byte)[:]
}

func (b *smallBuffers) Put(buf []byte) {
	if len(buf) == 4<<10 {
		b.p.Put((*[4 << 10]byte)(buf))
	}
}

// passthroughError answers a failed upstream round trip to u, in the
// words the tool loop uses (upstreamFailure).
func (s *Server) passthroughError(w http.ResponseWriter, r *http.Request, u *upstream.Upstream, err error) {
	ctx := r.Context()
	switch {
	case errors.Is(err, context.Canceled) && ctx.Err() != nil:
		// The client left: nobody to answer.
		s.log.DebugContext(ctx, "passthrough canceled by client", "path", r.URL.Path)
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil:
		s.writeError(w, r, upstream.Failure(u, upstream.Timeout, u.Config.Timeout, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err)))
	case upstream.DialFailed(err):
		s.writeError(w, r, upstream.Failure(u, upstream.Unreachable, 0, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err)))
	default:
		s.writeError(w, r, upstream.Failure(u, upstream.Broken, 0, fmt.Errorf("upstream %s (%s): %w", u.Config.Name, u.Config.BaseURL, err)))
	}
}

// stripZCHeaders removes the X-ZC-* headers that steer this proxy: they
// are for it, not the upstream.
func stripZCHeaders(h http.Header) {
	for k := range h {
		if len(k) >= 5 && strings.EqualFold(k[:5], "X-Zc-") {
			delete(h, k)
		}
	}
}

// handlePassthrough serves every /v1/* route but chat completions.
func (s *Server) handlePassthrough(w http.ResponseWriter, r *http.Request) {
	reqctx.StatsFrom(r.Context()).SetMode(metrics.ModePassthrough)
	if e := s.passthroughRefusal(r); e != nil {
		s.writeError(w, r, e)
		return
	}
	s.passthrough(w, r, upstream.Default(s.upstreams), nil, "")
}
