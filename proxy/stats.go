package proxy

import (
	"context"
	"sync"
	"time"
)

// requestStats is what one request learns on its way, for its log line and
// its metrics. observeRequests puts an empty one in every request's context
// and reports it when the request is done; code down the line fills it
// through statsFrom:
//
//   - the upstream transport (instrumentTransport) adds each upstream call:
//     the upstream's name, its duration to the end of its body, and the time
//     to its first body byte;
//   - the chat handler sets the model, the mode, whether the client streams,
//     and (with log.include_prompts) the prompt;
//   - the tool loop adds its iterations, the wall time of each tool batch,
//     the receipts minted (recordToolCall counts them), the flags raised,
//     the failed calls and how the request ended.
//
// Every method is safe for concurrent use and does nothing on a nil
// *requestStats, so code that runs outside a request (tests) needs no
// checks.
type requestStats struct {
	mu sync.Mutex
	v  statsValues
}

// statsValues are the fields of a requestStats.
type statsValues struct {
	upstream      string        // config name of the last upstream called
	model         string        // as the client asked
	mode          string        // metrics.ModeOn, ModeOff or ModePassthrough; "" for non-proxied routes
	stream        bool          // the client asked for a stream
	prompt        string        // the request's messages, capped; only with log.include_prompts
	upstreamCalls int           // upstream calls made (the loop's iterations)
	upstreamTime  time.Duration // sum of upstream call durations
	firstByte     time.Duration // time to the first body byte of the first upstream call
	toolTime      time.Duration // wall time of tool batches
	toolCalls     int
	receipts      int
	events        int      // server tool calls that did not succeed
	flags         []string // kind of each flag raised
	result        string   // how a chat request ended ("ok", "error", "client_gone", ...)
	report        []byte   // the zc_receipts object sent, for the inspect page
	errMsg        string   // the error message the client got (public words only), for the inspect page
}

type statsKey struct{}

// withStats returns ctx carrying st.
func withStats(ctx context.Context, st *requestStats) context.Context {
	return context.WithValue(ctx, statsKey{}, st)
}

// statsFrom returns the request's stats, or nil outside a request.
func statsFrom(ctx context.Context) *requestStats {
	st, _ := ctx.Value(statsKey{}).(*requestStats)
	return st
}

// setChat records what the chat handler knows once the body is parsed.
func (st *requestStats) setChat(model, mode string, stream bool) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.model, st.v.mode, st.v.stream = model, mode, stream
}

// setMode records the mode of a request that is not a chat completion.
func (st *requestStats) setMode(mode string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.v.mode == "" {
		st.v.mode = mode
	}
}

// setPrompt keeps the prompt for the log line (callers check
// log.include_prompts).
func (st *requestStats) setPrompt(p string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.prompt = p
}

// addUpstreamCall adds one finished upstream call; firstByte is zero when
// no body byte arrived.
func (st *requestStats) addUpstreamCall(upstream string, d, firstByte time.Duration) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.upstream = upstream
	st.v.upstreamCalls++
	st.v.upstreamTime += d
	if st.v.firstByte == 0 {
		st.v.firstByte = firstByte
	}
}

// addToolBatch adds the wall time of one batch of parallel tool calls.
func (st *requestStats) addToolBatch(d time.Duration) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.toolTime += d
}

// addToolCall counts one server tool call; receipted says a receipt was
// minted for it, failed that it did not succeed.
func (st *requestStats) addToolCall(receipted, failed bool) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.toolCalls++
	if receipted {
		st.v.receipts++
	}
	if failed {
		st.v.events++
	}
}

// addFlag records one flag raised on the final answer.
func (st *requestStats) addFlag(kind string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.flags = append(st.v.flags, kind)
}

// setReport keeps the zc_receipts object the client got.
// setError keeps the first error message the request answered with: the
// words the client saw (apiError.Message), never its internal detail.
func (st *requestStats) setError(msg string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.v.errMsg == "" {
		st.v.errMsg = msg
	}
}

func (st *requestStats) setReport(report []byte) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.report = report
}

// setResult records how a chat request ended.
func (st *requestStats) setResult(result string) {
	if st == nil {
		return
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.v.result = result
}

// snapshot copies the values, for reporting once the request is done.
func (st *requestStats) snapshot() statsValues {
	st.mu.Lock()
	defer st.mu.Unlock()
	v := st.v
	v.flags = append([]string(nil), v.flags...)
	return v
}
