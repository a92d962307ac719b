package proxy

import (
	"cmp"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httputil"
	"net/textproto"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire/chat"
)

// forward is pass-through for a request whose body is already read (chat
// completions and responses with receipts off): what httputil.ReverseProxy
// does with passthrough's Rewrite and ModifyResponse, without its
// per-request cost. That cost is most of the proxy's own on the hot path
// of receipts off: ReverseProxy clones the inbound request and every
// header value, deletes hop-by-hop headers one by one, adds a client
// trace (another context and request copy), and for a stream starts a
// flush timer whose first firing runs on a goroutine of its own.
//
// The outbound header map shares the inbound values (neither side changes
// them in place), hop-by-hop and forwarding headers are skipped as the
// map is built, and an event stream (or a body of unknown length) is
// flushed after each read, as ReverseProxy does: never a chunk held back.
// Its headers wait for the first chunk, briefly (headerFlush).
//
// What it leaves to ReverseProxy (passthrough falls back to it): protocol
// upgrades. It does not relay 1xx informational responses, which a model
// API does not send to a POST of JSON.
func (s *Server) forward(w http.ResponseWriter, r *http.Request, u *upstream.Upstream, body []byte, reason string) {
	// The body has been read to its end: closed, it tells net/http there
	// is nothing left to drain when the headers go out (a drain it would
	// otherwise set up, deep in its header write, on every request).
	if r.Body != nil {
		_ = r.Body.Close()
	}
	ctx, cancel := context.WithTimeout(r.Context(), u.Config.Timeout)
	defer cancel()
	resp := s.roundTrip(ctx, w, r, u, body)
	if resp == nil {
		return
	}
	// The helpers keep this frame small: it is on the stack of every
	// open stream, and a stream's headers are written from below it.
	announced, stream := s.relayHeader(w, resp, u, reason)
	var f http.Flusher
	var hf *headerFlush
	if stream || resp.ContentLength == -1 {
		f = flusherOf(w)
		hf = s.flushHeadersSoon(f)
	}
	if err := copyBody(w, f, hf, resp.Body, stream); err != nil {
		resp.Body.Close()
		s.copyFailed(ctx, r, err)
		return
	}
	resp.Body.Close() // now, to fill resp.Trailer
	relayTrailer(w, resp.Trailer, announced)
}

// roundTrip sends r with body to u under ctx and returns the response, or
// answers the failure and returns nil.
//
//go:noinline
func (s *Server) roundTrip(ctx context.Context, w http.ResponseWriter, r *http.Request, u *upstream.Upstream, body []byte) *http.Response {
	resp, err := u.Transport().RoundTrip(s.outboundRequest(ctx, r, u, body))
	if err == nil && resp.StatusCode == http.StatusSwitchingProtocols {
		// Nothing asked for an upgrade (those go through ReverseProxy).
		resp.Body.Close()
		err = errors.New("upstream switched protocols unasked")
	}
	if err != nil {
		s.passthroughError(w, r.WithContext(ctx), u, err)
		return nil
	}
	return resp
}

// flusherOf is how forward flushes w: past the responseRecorder, whose
// Flush only notes a status already noted by WriteHeader, straight to the
// connection's, so the header write starts a few frames higher.
func flusherOf(w http.ResponseWriter) http.Flusher {
	inner := w
	if rec, ok := w.(*responseRecorder); ok {
		inner = rec.ResponseWriter
	}
	if f, ok := inner.(http.Flusher); ok {
		return f
	}
	rc := http.NewResponseController(w)
	return flushFunc(func() { _ = rc.Flush() })
}

// relayHeader sends resp's status and headers to w, as pass-through
// changes them (passthroughResponse), without the hop-by-hop ones. It
// returns how many trailers resp announced and whether it is an event
// stream.
//
//go:noinline
func (s *Server) relayHeader(w http.ResponseWriter, resp *http.Response, u *upstream.Upstream, reason string) (announced int, stream bool) {
	removeHopByHop(resp.Header)
	s.passthroughResponse(resp, u, reason)
	dst := w.Header()
	for k, vv := range resp.Header {
		if _, ok := dst[k]; ok {
			dst[k] = append(dst[k], vv...)
		} else {
			dst[k] = vv // resp is ours and done with: no copy
		}
	}
	announced = len(resp.Trailer)
	if announced > 0 {
		keys := make([]string, 0, announced)
		for k := range resp.Trailer {
			keys = append(keys, k)
		}
		dst.Add("Trailer", strings.Join(keys, ", "))
	}
	w.WriteHeader(resp.StatusCode)
	return announced, isEventStream(resp.Header.Get("Content-Type"))
}

// copyFailed ends a response whose body could not be copied: it has
// started, so all that is left is to cut it, and the client sees a broken
// response rather than a short one (never a made-up end).
//
//go:noinline
func (s *Server) copyFailed(ctx context.Context, r *http.Request, err error) {
	if !errors.Is(err, context.Canceled) {
		s.log.DebugContext(ctx, "passthrough body copy failed", slog.String("err", err.Error()))
	}
	if r.Context().Value(http.ServerContextKey) != nil {
		panic(http.ErrAbortHandler)
	}
}

// relayTrailer sends the upstream's trailer, as ReverseProxy does: under
// the names it announced, else with http.TrailerPrefix.
//
//go:noinline
func relayTrailer(w http.ResponseWriter, trailer http.Header, announced int) {
	if len(trailer) == 0 {
		return
	}
	// A trailer forces chunking, so net/http adds no Content-Length.
	_ = http.NewResponseController(w).Flush()
	dst := w.Header()
	if len(trailer) == announced {
		for k, vv := range trailer {
			dst[k] = append(dst[k], vv...)
		}
		return
	}
	for k, vv := range trailer {
		k = http.TrailerPrefix + k
		for _, v := range vv {
			dst.Add(k, v)
		}
	}
}

// outboundRequest is r as sent to u with body: its method, path mapped
// onto u's base URL, query (cleaned as ReverseProxy cleans it) and
// end-to-end headers, without X-ZC-* and forwarding headers, with u's
// Authorization and the request id. (Not inlined: its locals would sit in
// forward's frame for as long as a stream is open.)
//
//go:noinline
func (s *Server) outboundRequest(ctx context.Context, r *http.Request, u *upstream.Upstream, body []byte) *http.Request {
	target := &url.URL{Scheme: u.Base.Scheme, Host: u.Base.Host, RawQuery: cleanQuery(r.URL.RawQuery)}
	target.Path, target.RawPath = u.Path(r.URL)

	in := r.Header
	h := make(http.Header, len(in)+2)
	var connTokens []string
	if c := in["Connection"]; len(c) > 0 {
		connTokens = connectionTokens(c)
	}
	for k, vv := range in {
		if skipOutbound(k) || (connTokens != nil && containsFold(connTokens, k)) {
			continue
		}
		h[k] = vv
	}
	if teTrailers(in["Te"]) {
		h["Te"] = []string{"trailers"}
	}
	if _, ok := h["User-Agent"]; !ok {
		h["User-Agent"] = []string{""} // not Go's default
	}
	u.SetAuthorization(h, in)
	if id := reqctx.ID(ctx); id != "" {
		h[reqctx.Header] = []string{id}
	}
	out := (&http.Request{
		Method:     r.Method,
		URL:        target,
		Proto:      "HTTP/1.1",
		ProtoMajor: 1,
		ProtoMinor: 1,
		Header:     h,
	}).WithContext(ctx)
	upstream.ReplayBody(out, body)
	return out
}

// skipOutbound reports whether the inbound header k (canonical) stays
// here: hop-by-hop headers, the forwarding headers ReverseProxy's Rewrite
// mode strips, and X-ZC-* (they steer this proxy).
func skipOutbound(k string) bool {
	if len(k) >= 5 && strings.EqualFold(k[:5], "X-Zc-") {
		return true
	}
	switch k {
	case "Connection", "Proxy-Connection", "Keep-Alive", "Proxy-Authenticate", "Proxy-Authorization",
		"Te", "Trailer", "Transfer-Encoding", "Upgrade",
		"Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto":
		return true
	}
	return false
}

// hopHeaders are the hop-by-hop headers of RFC 7230 and RFC 2616, as
// ReverseProxy removes them.
var hopHeaders = [...]string{
	"Connection", "Proxy-Connection", "Keep-Alive", "Proxy-Authenticate", "Proxy-Authorization",
	"Te", "Trailer", "Transfer-Encoding", "Upgrade",
}

// removeHopByHop deletes the hop-by-hop headers of h, and those its
// Connection header names.
func removeHopByHop(h http.Header) {
	if c := h["Connection"]; len(c) > 0 {
		for _, f := range connectionTokens(c) {
			delete(h, f)
		}
	}
	for _, k := range hopHeaders {
		delete(h, k)
	}
}

// connectionTokens are the header names a Connection header lists,
// canonical.
func connectionTokens(values []string) []string {
	var names []string
	for _, v := range values {
		for f := range strings.SplitSeq(v, ",") {
			if f = textproto.TrimString(f); f != "" {
				names = append(names, http.CanonicalHeaderKey(f))
			}
		}
	}
	return names
}

func containsFold(list []string, k string) bool {
	for _, s := range list {
		if strings.EqualFold(s, k) {
			return true
		}
	}
	return false
}

// teTrailers reports whether the client's TE header accepts trailers:
// then the upstream is told the proxy does too (as ReverseProxy does).
func teTrailers(values []string) bool {
	for _, v := range values {
		for f := range strings.SplitSeq(v, ",") {
			if tok, _, _ := strings.Cut(f, ";"); strings.EqualFold(textproto.TrimString(tok), "trailers") {
				return true
			}
		}
	}
	return false
}

// isEventStream reports whether a Content-Type is text/event-stream,
// whatever its parameters.
func isEventStream(ct string) bool {
	mt, _, _ := strings.Cut(ct, ";")
	return strings.EqualFold(strings.TrimSpace(mt), "text/event-stream")
}

// copyBody copies an upstream body to w, flushing each read as soon as
// it is written when f is not nil (a stream: no event waits for the next).
// hf, when not nil, is claimed before the first write and on return.
// stream picks the smaller copy buffer, which an open stream holds while
// it idles.
func copyBody(w io.Writer, f http.Flusher, hf *headerFlush, src io.Reader, stream bool) error {
	var pool httputil.BufferPool = copyBuffers
	if stream {
		pool = streamBuffers
	}
	if hf != nil {
		defer hf.claim()
	}
	buf := pool.Get()
	defer pool.Put(buf)
	for {
		n, rerr := src.Read(buf)
		if n > 0 {
			if hf != nil {
				hf.claim()
				hf = nil
			}
			if _, err := w.Write(buf[:n]); err != nil {
				return err
			}
			if f != nil {
				f.Flush()
			}
		}
		if rerr == io.EOF {
			return nil
		}
		if rerr != nil {
			return rerr
		}
	}
}

// headerFlush sends a stream's headers on their own when its first chunk
// has not taken them within the stream header delay, as the tool loop's
// streams do (chat.DefaultHeaderDelay): an upstream that sends its first
// chunk at once, the usual case, costs the client one write instead of
// one for the headers and one for the chunk, and a silent one still gets
// its headers out that soon. (ReverseProxy flushes them from a timer too,
// one that fires at once on a goroutine of its own.)
type headerFlush struct {
	mu   sync.Mutex
	f    http.Flusher
	done bool // the headers went, or the handler took the writer back
	t    *time.Timer
}

// flushHeadersSoon arms the header timer of a stream flushed through f.
func (s *Server) flushHeadersSoon(f http.Flusher) *headerFlush {
	hf := &headerFlush{f: f}
	hf.t = time.AfterFunc(cmp.Or(s.streamHeaderDelay, chat.DefaultHeaderDelay), hf.fire)
	return hf
}

func (hf *headerFlush) fire() {
	hf.mu.Lock()
	defer hf.mu.Unlock()
	if !hf.done {
		hf.done = true
		hf.f.Flush()
	}
}

// claim gives the writer back to the handler: after it the timer does not
// touch it (a flush it started has finished).
func (hf *headerFlush) claim() {
	hf.t.Stop()
	hf.mu.Lock()
	hf.done = true
	hf.mu.Unlock()
}

// flushFunc is an http.Flusher from a func.
type flushFunc func()

func (f flushFunc) Flush() { f() }

// cleanQuery is ReverseProxy's cleaning of the outbound query: a query
// with a semicolon, a bad escape or too many parameters is re-encoded
// (dropping what does not parse), any other is sent as it is.
func cleanQuery(q string) string {
	if q == "" {
		return q
	}
	reencode := func() string {
		v, _ := url.ParseQuery(q)
		return v.Encode()
	}
	if strings.Count(q, "&")+1 > 10000 {
		return reencode()
	}
	for i := 0; i < len(q); {
		switch q[i] {
		case ';':
			return reencode()
		case '%':
			if i+2 >= len(q) || !isHex(q[i+1]) || !isHex(q[i+2]) {
				return reencode()
			}
			i += 3
		default:
			i++
		}
	}
	return q
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
