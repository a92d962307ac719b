package proxy

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/reqctx"
)

// Error types, as OpenAI names them in error.type.
const (
	typeInvalidRequest = "invalid_request_error"
	typeUpstream       = "upstream_error"
	typeServer         = "server_error"
)

// apiError is an error with a public face: Message, Type, Param and Code are
// what the client sees (OpenAI's error shape); Err is internal detail for
// logs only, never sent.
type apiError struct {
	Status  int
	Type    string // invalid_request_error, authentication_error, upstream_error, server_error, ...
	Code    string // optional
	Param   string // optional
	Message string
	Err     error // internal; logged, never sent
	// Warn logs a client error (below 500) at warn, as 5xx are: it is the
	// proxy's config to fix (an upstream's 404 for a base_url without
	// /v1), not the client's request.
	Warn bool
}

func (e *apiError) Error() string {
	if e.Err == nil {
		return e.Type + ": " + e.Message
	}
	return e.Type + ": " + e.Message + ": " + e.Err.Error()
}

func (e *apiError) Unwrap() error { return e.Err }

// errBadRequest is a 400 invalid_request_error; param names the offending
// request field ("" when none).
func errBadRequest(msg, param string) *apiError {
	return &apiError{Status: http.StatusBadRequest, Type: typeInvalidRequest, Param: param, Message: msg}
}

// errUpstream is a failed upstream call answered with status (502 when
// zero); err says why, in the logs only, so no upstream URL or key reaches
// the client.
func errUpstream(status int, err error) *apiError {
	if status == 0 {
		status = http.StatusBadGateway
	}
	msg := "upstream error"
	if status == http.StatusGatewayTimeout {
		msg = "upstream timed out"
	}
	return &apiError{Status: status, Type: typeUpstream, Message: msg, Err: err}
}

// Kinds of upstream failure, for upstreamFailure.
const (
	failUnreachable = iota // no connection: refused, unresolvable, unroutable
	failTimeout            // the upstream's timeout expired
	failIdle               // a stream sent nothing for limits.stream_idle
	failBroken             // the connection failed some other way
	failProtocol           // the reply is not an OpenAI chat completion (or too large to read)
)

// upstreamFailure is the client's error for a failed call to u, in the
// same words whichever path made the call (the tool loop, receipts off,
// pass-through): it names the upstream by its config name (never its URL,
// which may be internal, nor its key) and says what to check. err, with
// the URL, goes to the log only.
func upstreamFailure(u *upstream, kind int, d time.Duration, err error) *apiError {
	name := strconv.Quote(u.cfg.Name)
	e := &apiError{Status: http.StatusBadGateway, Type: typeUpstream, Err: err}
	switch kind {
	case failUnreachable:
		e.Message = "upstream " + name + " is unreachable: check its base_url in the proxy's config and that the model server is running."
	case failTimeout:
		e.Status = http.StatusGatewayTimeout
		e.Message = fmt.Sprintf("upstream %s timed out after %s: check the model server, or raise the upstream's timeout in the proxy's config.", name, d)
	case failIdle:
		e.Status = http.StatusGatewayTimeout
		e.Message = fmt.Sprintf("upstream %s timed out: its stream sent nothing for %s (limits.stream_idle in the proxy's config).", name, d)
	case failProtocol:
		e.Message = "upstream " + name + " sent a reply the proxy cannot read as an OpenAI chat completion: check that its base_url points at an OpenAI-compatible API (the proxy's log has the details)."
	default:
		e.Message = "upstream " + name + " failed mid-reply: check the model server (the proxy's log has the details)."
	}
	return e
}

// dialFailed reports whether err is a failure to connect at all.
func dialFailed(err error) bool {
	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return true
	}
	var dns *net.DNSError
	return errors.As(err, &dns) || errors.Is(err, syscall.ECONNREFUSED)
}

// errShutdown ends a request that CancelInFlight canceled: a 503 the
// client may retry elsewhere.
func errShutdown() *apiError {
	return &apiError{Status: http.StatusServiceUnavailable, Type: typeServer, Code: "server_shutting_down",
		Message: "The proxy is shutting down; retry the request.", Err: errShuttingDown}
}

// errInternal is a generic 500 whose detail stays in the logs.
func errInternal(err error) *apiError {
	return &apiError{Status: http.StatusInternalServerError, Type: typeServer,
		Message: "The server had an error while processing your request.", Err: err}
}

// errorBody is OpenAI's error envelope. Param and Code are null, not "",
// when unset, as OpenAI sends them.
type errorBody struct {
	Error struct {
		Message string  `json:"message"`
		Type    string  `json:"type"`
		Param   *string `json:"param"`
		Code    *string `json:"code"`
	} `json:"error"`
}

// marshalError renders e in OpenAI's error shape.
func marshalError(e *apiError) []byte {
	var b errorBody
	b.Error.Message = e.Message
	b.Error.Type = e.Type
	if e.Param != "" {
		b.Error.Param = &e.Param
	}
	if e.Code != "" {
		b.Error.Code = &e.Code
	}
	out, err := json.Marshal(b)
	if err != nil { // only strings inside: cannot happen
		return []byte(`{"error":{"message":"internal error","type":"server_error","param":null,"code":null}}`)
	}
	return append(out, '\n')
}

// writeError sends e as {"error":{"message","type","param","code"}} with
// e.Status (500 when zero), and logs e.Err: at warn for 5xx (and e.Warn),
// at debug for client errors. Once the response has started (a stream is under way) it
// only logs: a JSON body cannot follow, and the caller ends the stream its
// own way.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, e *apiError) {
	status := e.Status
	if status == 0 {
		status = http.StatusInternalServerError
	}
	level := slog.LevelDebug
	if status >= 500 || e.Warn {
		level = slog.LevelWarn
	}
	attrs := []slog.Attr{
		slog.String("method", r.Method),
		slog.String("path", r.URL.Path),
		slog.Int("status", status),
		slog.String("type", e.Type),
	}
	if e.Code != "" {
		attrs = append(attrs, slog.String("code", e.Code))
	}
	if e.Err != nil {
		attrs = append(attrs, slog.String("err", e.Err.Error()))
	}
	reqctx.StatsFrom(r.Context()).SetError(e.Message)
	if rec, ok := w.(*responseRecorder); ok && rec.wroteHeader() {
		s.log.LogAttrs(r.Context(), slog.LevelWarn, "request failed after the response started: "+e.Message, attrs...)
		return
	}
	s.log.LogAttrs(r.Context(), level, "request failed: "+e.Message, attrs...)

	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Del("Content-Length")
	w.WriteHeader(status)
	_, _ = w.Write(marshalError(e))
}
