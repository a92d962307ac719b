package responses

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/proxy/wire"
	"github.com/zc-proxy/zc-proxy/sse"
)

// errUpstreamFailed is an upstream stream that ended in response.failed or an
// error event: the client got those events as they came.
var errUpstreamFailed = errors.New("upstream response failed")

// errStreamCut is an upstream stream that ended before its terminal event.
var errStreamCut = errors.New("upstream stream ended before the response completed")

// streamTurns is the adapter for a streaming client: events reach the
// client as they arrive, rewritten into one response (Rewriter); tool
// rounds run in between with keep-alive comments; the last round's done
// events and response.completed carry the footer, the summed usage and
// zc_receipts.
type streamTurns struct {
	*Exchange
	out *streamOut
	rw  Rewriter
}

// ServeStream runs the loop for a client that asked to stream.
func (c *Exchange) ServeStream(w http.ResponseWriter) {
	a := &streamTurns{Exchange: c, out: &streamOut{wire.StreamOut{W: w, Cancel: c.Cancel, Secret: c.Upstream.Config.APIKey}}}
	a.rw.IsServer, a.rw.Echo, a.rw.Lead = c.isServer, c.Request.Echo(), c.Separator
	a.rw.Key = c.Upstream.Config.APIKey
	a.rw.Reveals = func(text string) bool { return wire.RevealsSecret(c.Upstream, text) }
	defer a.rw.Release()
	c.Drive(a, a)
}

// Turn makes one upstream call and forwards its events as they arrive.
func (a *streamTurns) Turn(context.Context) (loop.Turn, error) {
	if a.Iterations > 1 {
		a.rw.NextRound()
	}
	ctx, cancel := a.upstreamContext()
	defer cancel()
	idle := wire.NewIdleTimer(a.StreamIdle, cancel)
	defer idle.Stop()
	req, err := a.newUpstreamRequest(ctx, true)
	if err != nil {
		return loop.Turn{}, apierr.Internal(err)
	}
	resp, err := a.Upstream.Client.Do(req)
	if err != nil {
		return loop.Turn{}, a.transportError(ctx, idle, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return loop.Turn{}, a.statusError(a.out.W, resp)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(strings.ToLower(ct), "text/event-stream") {
		return loop.Turn{}, a.protocolError(fmt.Errorf("reply is %q, not an event stream", ct))
	}
	// Masked like a pass-through body: an error event or response.failed
	// that quotes the key the upstream was sent is forwarded as it came.
	// Events are flushed just before the next upstream read (flushBefore),
	// so the events of one read leave together and none waits.
	a.out.Hold()
	defer a.out.Release()
	rd := sse.NewReader(wire.FlushBefore{R: a.Host.Scrub(resp.Body), Out: &a.out.StreamOut})
	defer rd.Release()
	rd.MaxEventSize = int(a.MaxResponseBytes)
	for !a.rw.Done() {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return loop.Turn{}, a.transportError(ctx, idle, err)
		}
		idle.Reset()
		if ev.IsComment {
			if a.out.comment(ev.Comment) != nil {
				return loop.Turn{}, loop.ErrClientGone
			}
			continue
		}
		if ev.IsDone() || len(bytes.TrimSpace(ev.Data)) == 0 {
			continue
		}
		frames, err := a.rw.Feed(ev.Data)
		if err != nil {
			return loop.Turn{}, a.protocolError(err)
		}
		if err := a.CheckAnswer(a.rw.Held()); err != nil {
			return loop.Turn{}, err // before the event past the bound is forwarded
		}
		if len(frames) > 0 && a.out.Write(frames) != nil {
			return loop.Turn{}, loop.ErrClientGone
		}
	}
	round := a.rw.Round()
	if round.Done && !round.Failed {
		idle.Drain(rd)
	}
	switch {
	case round.Failed:
		return loop.Turn{}, errUpstreamFailed
	case !round.Done:
		return loop.Turn{}, wire.Failed(a.Upstream, upstream.Broken, 0, errStreamCut)
	}
	a.last = round.Reply
	t := turnOf(round.Reply, round.Text, round.Lead)
	t.Aside = round.Aside
	t.Shown = turnShown(round.Reasoning, round.Transcript)
	return t, nil
}

// KeepAlive sends a comment line while tools run, again every
// Run.KeepAliveEvery.
func (a *streamTurns) KeepAlive(note string) (bool, error) { return true, a.out.comment(note) }

// Final ends the stream: footer, the held done events, response.completed
// (response.incomplete when the loop stopped early: IncompleteReason).
func (a *streamTurns) Final(_ loop.Turn, clientCalls []loop.Call) {
	flags := a.Verdict()
	if first := a.rw.FirstID(); first != "" && first != a.last.ID && a.last.Stored {
		if err := a.keepAlias(first, a.last.ID); err != nil {
			a.Fail(err)
			return
		}
	}
	a.rw.Incomplete = IncompleteReason(a.StopCause())
	frames, err := a.rw.Finish(a.tail(flags, clientCalls), a.Usage, a.Report(flags))
	if err != nil {
		a.Fail(apierr.Internal(err))
		return
	}
	if a.out.Write(frames) != nil {
		a.Result = "client_gone"
	}
}

// Fail ends the run after err: an HTTP error before anything was sent, an
// error event before the response opened, else an error event and
// response.failed (never a completion). An upstream failure the client
// already saw adds nothing.
func (a *streamTurns) Fail(err error) {
	if errors.Is(err, errUpstreamFailed) {
		a.Result = "error"
		return
	}
	e := a.failure(err)
	if e == nil {
		return
	}
	switch {
	case !a.out.Started():
		a.out.W.Header().Set(loop.HeaderReceipts, loop.ReceiptsOn)
		a.Host.WriteError(a.out.W, e)
	case !a.rw.Started():
		_ = a.out.errorEvent(e)
	default:
		a.Log.WarnContext(a.Ctx, "stream failed after the response started", "type", e.Type, "err", e.Err)
		code := e.Code
		if code == "" {
			code = e.Type
		}
		_ = a.out.Write(a.rw.Fail(code, e.Message))
	}
}
