package reqctx

import (
	"context"
	"sync"
	"time"
)

// Stats is what one request learns on its way, for its log line and
// its metrics. observeRequests puts an empty one in every request's context
// and reports it when the request is done; code down the line fills it
// through StatsFrom:
//
//   - the upstream transport (instrumentTransport) adds each upstream call:
//     the upstream's name, its duration to the end of its body, and the time
//     to its first body byte;
//   - the chat handler sets the model, the mode, whether the client streams,
//     and (with log.include_prompts) the prompt;
//   - the tool loop adds its iterations, the wall time of each tool batch,
//     the receipts minted (Server.record counts them), the flags raised,
//     the failed calls and how the request ended.
//
// Every method is safe for concurrent use and does nothing on a nil
// *Stats, so code that runs outside a request (tests) needs no
// checks.
type Stats struct {
	mu sync.Mutex
	v  Values
}

// Values are the fields of a Stats.
type Values struct {
	Upstream      string        // config name of the last upstream called
	Model         string        // as the client asked
	Mode          string        // metrics.ModeOn, ModeOff or ModePassthrough; "" for non-proxied routes
	Stream        bool          // the client asked for a stream
	Prompt        string        // the request's messages, capped; only with log.include_prompts
	UpstreamCalls int           // upstream calls made (the loop's iterations)
	UpstreamTime  time.Duration // sum of upstream call durations
	FirstByte     time.Duration // time to the first body byte of the first upstream call
	ToolTime      time.Duration // wall time of tool batches
	ToolCalls     int
	Receipts      int
	Events        int      // server tool calls that did not succeed
	Flags         []string // kind of each flag raised
	Result        string   // how a chat request ended ("ok", "error", "client_gone", ...)
	Report        []byte   // the zc_receipts object sent, for the inspect page
	ErrMsg        string   // the error message the client got (public words only), for the inspect page
}

// WithStats returns ctx carrying st (and the request id it carried).
func WithStats(ctx context.Context, st *Stats) context.Context {
	return With(ctx, from(ctx).id, st)
}

// StatsFrom returns the request's stats, or nil outside a request.
func StatsFrom(ctx context.Context) *Stats {
	if r, _ := ctx.Value(requestKey{}).(*request); r != nil {
		return r.stats
	}
	return nil
}

// SetChat records what the chat handler knows once the body is parsed.
func (st *Stats) SetChat(model, mode string, stream bool) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Model, st.v.Mode, st.v.Stream = model, mode, stream
}

// SetMode records the mode of a request that is not a chat completion.
func (st *Stats) SetMode(mode string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.v.Mode == "" {
		st.v.Mode = mode
	}
}

// SetPrompt keeps the prompt for the log line (callers check
// log.include_prompts).
func (st *Stats) SetPrompt(p string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Prompt = p
}

// AddUpstreamCall adds one finished upstream call; firstByte is zero when
// no body byte arrived.
func (st *Stats) AddUpstreamCall(upstream string, d, firstByte time.Duration) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Upstream = upstream
	st.v.UpstreamCalls++
	st.v.UpstreamTime += d
	if st.v.FirstByte == 0 {
		st.v.FirstByte = firstByte
	}
}

// AddToolBatch adds the wall time of one batch of parallel tool calls.
func (st *Stats) AddToolBatch(d time.Duration) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.ToolTime += d
}

// AddToolCall counts one server tool call; receipted says a receipt was
// minted for it, failed that it did not succeed.
func (st *Stats) AddToolCall(receipted, failed bool) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.ToolCalls++
	if receipted {
		st.v.Receipts++
	}
	if failed {
		st.v.Events++
	}
}

// AddFlag records one flag raised on the final answer.
func (st *Stats) AddFlag(kind string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Flags = append(st.v.Flags, kind)
}

// SetReport keeps the zc_receipts object the client got.
// SetError keeps the first error message the request answered with: the
// words the client saw (apiError.Message), never its internal detail.
func (st *Stats) SetError(msg string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.v.ErrMsg == "" {
		st.v.ErrMsg = msg
	}
}

// SetReport keeps the zc_receipts object the client got.
func (st *Stats) SetReport(report []byte) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Report = report
}

// SetResult records how a chat request ended.
func (st *Stats) SetResult(result string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.Result = result
}

// Snapshot copies the values, for reporting once the request is done.
func (st *Stats) Snapshot() Values {
	st.mu.Lock()
	defer st.mu.Unlock()
	v := st.v
	v.Flags = append([]string(nil), v.Flags...)
	return v
}
