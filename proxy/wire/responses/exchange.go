package responses

import (
	"context"
	"io"
	"net/http"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
)

// Host is what the exchange needs from the server around it (the loop's
// own needs, tools, records and stats, are loop.Host).
type Host interface {
	// WriteError answers e as an OpenAI error response (and logs it).
	WriteError(w http.ResponseWriter, e *apierr.Error)
	// Stopping is the error to answer when the proxy is shutting down,
	// nil otherwise.
	Stopping() *apierr.Error
	// Keep stores a pending entry (a mixed turn, a response id alias).
	// Its error, already reported, is the one to fail the request with.
	Keep(e *pending.Entry) error
	// Find looks a pending entry up; its error is Keep's kind.
	Find(prefix [32]byte, ids []string) (*pending.Entry, pending.Status, error)
	// ParseRequest checks and reads a body as the handler read the
	// client's: the splice rewrites the body, and it is read again.
	ParseRequest(body []byte) (*Request, *apierr.Error)
	// Scrub masks what of the server's secrets an upstream reply quotes
	// (the key it was sent).
	Scrub(body io.ReadCloser) io.ReadCloser
}

// Exchange is one /v1/responses request in receipts mode on the loop: the
// loop's Model (one upstream call, its reply read whole or streamed) and,
// through ServeJSON or ServeStream, its Client. The proxy fills the
// fields, splices a follow-up (ResolveAlias, SpliceFollowUp), then serves.
type Exchange struct {
	*loop.Run

	Upstream *upstream.Upstream
	Header   http.Header // the client's request headers (forwarded ones travel on)
	Request  *Request    // the client's request as it came: its tools and echoed fields
	Body     []byte      // the next upstream request body
	// Credential is the client's bearer token ("" without one): pending
	// entries are bound to it (clientPrefix).
	Credential string

	MaxResponseBytes int64              // limits.max_response_bytes
	StreamIdle       time.Duration      // limits.stream_idle
	Cancel           context.CancelFunc // cancels Run.Ctx: the client can no longer be written to
	Metrics          *metrics.Metrics

	Host Host // the server around the exchange

	// Result is how the request ended, for the log line: "ok", "error",
	// "client_gone".
	Result string

	last   Reply    // the latest upstream reply
	hidden [][]byte // this request's server function_call items and their outputs, in order
	// heldCalls are the function_call items of a kept mixed turn spliced
	// back into a follow-up chained by previous_response_id: the upstream
	// has them, the history check reads them beside their outputs.
	heldCalls [][]byte
}

// isServer reports whether a function call is the loop's to answer: every
// name the client did not declare (unknown ones get an error result).
func (c *Exchange) isServer(name string) bool { return !c.Request.ClientTools[name] }
