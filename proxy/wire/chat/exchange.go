// Package chat is the Chat Completions wire of the tool loop (proxy/loop):
// an adapter that is both the loop's Model (one upstream call, its reply
// read whole or streamed, chunks rewritten for the client as they arrive)
// and its Client (keep-alive comments, the final answer with footer,
// zc_receipts and summed usage, the client's tool calls, errors before and
// after the headers), plus the request rewrite that offers the server
// tools and the receipts system prompt.
package chat

import (
	"context"
	"io"
	"net/http"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/internal/secretmask"
	"github.com/zc-proxy/zc-proxy/metrics"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// Host is what the exchange needs from the server around it.
type Host interface {
	// WriteError answers e as an OpenAI error response (and logs it).
	WriteError(w http.ResponseWriter, e *apierr.Error)
	// Stopping is the error to answer when the proxy is shutting down,
	// nil otherwise.
	Stopping() *apierr.Error
	// Keep stores a mixed turn's entry, setting its conversation prefix.
	Keep(e *pending.Entry) error
	// Scrub masks what of the server's secrets an upstream reply quotes
	// (the upstream key, as is or JSON-escaped), as a pass-through body
	// and a Responses reply are.
	Scrub(body io.ReadCloser) io.ReadCloser
}

// Exchange is one chat-completions request in receipts mode on the loop.
// The proxy fills the fields, then calls ServeJSON or ServeStream.
type Exchange struct {
	*loop.Run

	Upstream *upstream.Upstream
	Header   http.Header // the client's request headers (forwarded ones travel on)
	Body     []byte      // the next upstream request body
	Model    string      // the model the client asked for
	// WantUsage: the client asked for stream_options.include_usage.
	WantUsage bool

	MaxResponseBytes int64              // limits.max_response_bytes
	StreamIdle       time.Duration      // limits.stream_idle
	HeaderDelay      time.Duration      // how long opened stream headers wait for a first event
	Cancel           context.CancelFunc // cancels Run.Ctx: the client can no longer be written to
	Now              func() time.Time   // nil: time.Now
	Metrics          *metrics.Metrics

	Host Host // the server around the exchange

	// Result is how the request ended, for the log line: "ok", "error",
	// "client_gone".
	Result string

	first   turnIdentity // id/created/model of the first upstream reply
	answers struct {     // the adapter of ServeJSON or ServeStream, kept here so the last reply outlives Turn without an allocation
		json   jsonAnswer
		stream streamAnswer
	}
	// textBytes of Run.Text hold textRunes code points (streamAnnotations
	// counts the text, which only grows, once)
	textBytes, textRunes int
	// textUnsure: a content delta went out that is not valid UTF-8. A
	// client's decoder turns a broken sequence into one U+FFFD where
	// streamAnnotations counts a code point a byte, so from then on an
	// annotation's place is not one both agree on: none goes out (it
	// could reach the footer).
	textUnsure bool
	// keyTail is the end of the streamed text kept back: it may start
	// the upstream key (key_tail.go)
	keyTail secretmask.Tail
	// asideTails: the same for the chunk's other texts a client joins
	// (key_tail.go's asides), each its own; asideDelta: the delta of the
	// chunk being forwarded when it may carry one (hasAsides), which
	// points into the reader's buffer
	asideTails secretmask.Tails[int]
	// lpTails: the same for the tokens of the choice's logprobs lists
	// (logprobs_key.go)
	lpTails    secretmask.Tails[int]
	asideDelta gjson.Result
	hasAsides  bool
	scan       sse.Scan // the stream chunk being read (streamChunk), off the stack
	// scanPrefix is the head the stream's chunks share, read once
	// (sse.ScanChunkSharedAfter); made at the second chunk, so a stream
	// idling after its first (a model thinking) does not hold it.
	scanPrefix *sse.ScanPrefix
	scanned    bool     // a chunk was read
	rounds     [][]byte // the assistant and tool messages this request's rounds appended

	// chunkBuf is the storage of the last client chunk rewritten from an
	// upstream chunk, reused for the next (keepChunkBuf).
	chunkBuf []byte
	// edits is clientChunkParts' edit set, reset for each chunk (reset):
	// used within one call, never kept
	edits chunkEdits
}

// upstreamContext bounds one upstream call by the upstream's timeout.
func (c *Exchange) upstreamContext() (context.Context, context.CancelFunc) {
	return wire.CallContext(c.Ctx, c.Upstream.Config.Timeout)
}
