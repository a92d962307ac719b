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
		Transport: u.Transport(),
		ModifyResponse: func(resp *http.Response) error {
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
			h.Set(headerReceipts, modeOff)
			if reason != "" {
				h.Set(headerPassthroughReason, reason)
			}
			return nil
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) { s.passthroughError(w, r, u, err) },
		BufferPool:   copyBuffers,
		ErrorLog:     s.proxyLog,
	}
	// A stream holds its copy buffer for as long as it is open, mostly
	// idle, and its events are small: it copies with a smaller one.
	modify := rp.ModifyResponse
	rp.ModifyResponse = func(resp *http.Response) error {
		if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
			rp.BufferPool = streamBuffers
		}
		return modify(resp)
	}
	rp.ServeHTTP(w, r)
}

// copyBuffers are the buffers pass-through copies response bodies with:
// without a pool, ReverseProxy allocates 32 KiB per request.
var copyBuffers = &bufferPool{size: 32 << 10}

// streamBuffers are the copy buffers of event streams.
var streamBuffers = &bufferPool{size: 8 << 10}

// bufferPool is an httputil.BufferPool of buffers of one size.
type bufferPool struct {
	p    sync.Pool
	size int
}

func (b *bufferPool) Get() []byte {
	if buf, ok := b.p.Get().(*[]byte); ok {
		return *buf
	}
	return make([]byte, b.size)
}

func (b *bufferPool) Put(buf []byte) { b.p.Put(&buf) }

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
