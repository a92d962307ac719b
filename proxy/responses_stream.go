package proxy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/zc-proxy/zc-proxy/proxy/loop"
	"github.com/zc-proxy/zc-proxy/proxy/wire/responses"
	"github.com/zc-proxy/zc-proxy/sse"
)

// errRespFailed is an upstream stream that ended in response.failed or an
// error event: the client got those events as they came.
var errRespFailed = errors.New("upstream response failed")

// respStream is the Responses adapter for a streaming client: events
// reach the client as they arrive, rewritten into one response
// (responses.Rewriter); tool rounds run in between with keep-alive
// comments; the last round's done events and response.completed carry the
// footer, the summed usage and zc_receipts.
type respStream struct {
	*respRun
	out *streamOut
	rw  responses.Rewriter
}

func (c *respRun) serveResponsesStream(w http.ResponseWriter) {
	a := &respStream{respRun: c, out: &streamOut{w: w, cancel: c.cancel}}
	a.rw.IsServer = c.isServer
	a.rw.Echo = c.rreq.Echo()
	a.rw.Lead = c.Separator
	defer a.out.close()
	c.Drive(a, a)
}

// Turn makes one upstream call and forwards its events.
func (a *respStream) Turn(context.Context) (loop.Turn, error) {
	if a.Iterations > 1 {
		a.rw.NextRound()
	}
	ctx, cancel := a.upstreamContext()
	defer cancel()
	idle := newIdleTimer(a.streamIdle(), cancel)
	defer idle.stop()
	req, err := a.newUpstreamRequest(ctx, true)
	if err != nil {
		return loop.Turn{}, errInternal(err)
	}
	resp, err := a.u.client.Do(req)
	if err != nil {
		return loop.Turn{}, a.transportError(ctx, idle, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return loop.Turn{}, a.upstreamStatusError(a.out.w, resp)
	}
	if isEventStream(resp.Header) && a.out.open() != nil {
		return loop.Turn{}, errClientGone
	}
	a.out.hold()
	defer a.out.release()
	// Masked like a pass-through body: an error event or response.failed
	// that quotes the key the upstream was sent is forwarded as it came.
	rd := sse.NewReader(flushBeforeRead{r: newScrubBody(resp.Body, a.u.cfg.APIKey), out: a.out})
	defer rd.Release()
	rd.MaxEventSize = int(a.maxResponseBytes())
	for !a.rw.Round().Done {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return loop.Turn{}, a.transportError(ctx, idle, err)
		}
		idle.reset()
		if ev.IsComment {
			if a.out.comment(ev.Comment) != nil {
				return loop.Turn{}, errClientGone
			}
			continue
		}
		if ev.IsDone() || len(bytes.TrimSpace(ev.Data)) == 0 {
			continue
		}
		frames, err := a.rw.Feed(ev.Data)
		if err != nil {
			a.noteProtocolError()
			return loop.Turn{}, upstreamFailure(a.u, failProtocol, 0, fmt.Errorf("upstream %s (%s): %w", a.u.cfg.Name, a.u.cfg.BaseURL, err))
		}
		if len(frames) > 0 && a.out.frames(frames) != nil {
			return loop.Turn{}, errClientGone
		}
	}
	round := a.rw.Round()
	if round.Done && !round.Failed {
		drainAfterDone(rd, idle) // the connection goes back to the pool
	}
	switch {
	case round.Failed:
		return loop.Turn{}, errRespFailed
	case !round.Done:
		return loop.Turn{}, upstreamFailure(a.u, failBroken, 0, fmt.Errorf("upstream %s (%s): %w", a.u.cfg.Name, a.u.cfg.BaseURL, errStreamCut))
	}
	a.last = round.Reply
	return turnOf(round.Reply, round.Text, round.Lead), nil
}

// KeepAlive sends a comment line while tools run.
func (a *respStream) KeepAlive(note string) error { return a.out.comment(note) }

// Final ends the stream: footer, the held done events, response.completed.
func (a *respStream) Final(_ loop.Turn, clientCalls []loop.Call) {
	flags := a.Verdict()
	if first := a.rw.FirstID(); first != "" && first != a.last.ID && a.last.Stored {
		if err := a.keepAlias(first, a.last.ID); err != nil {
			a.Fail(err)
			return
		}
	}
	frames, err := a.rw.Finish(a.tail(flags, clientCalls), a.Usage, a.Report(flags))
	if err != nil {
		a.Fail(errInternal(err))
		return
	}
	if a.out.frames(frames) != nil {
		a.result = "client_gone"
	}
}

// Fail ends the run after err: an HTTP error before the stream started,
// else an error event and response.failed (never a completion). An
// upstream failure the client already saw adds nothing.
func (a *respStream) Fail(err error) {
	if errors.Is(err, errRespFailed) {
		a.result = "error"
		return
	}
	e := a.failure(err)
	if e == nil {
		return
	}
	if !a.rw.Started() {
		if !a.out.started {
			a.out.w.Header().Set(headerReceipts, modeOn)
			a.s.writeError(a.out.w, a.r, e)
			return
		}
		_ = a.out.errorEvent(e)
		return
	}
	a.s.log.WarnContext(a.ctx, "stream failed after the response started",
		"type", e.Type, "err", errString(e.Err))
	code := e.Code
	if code == "" {
		code = e.Type
	}
	_ = a.out.frames(a.rw.Fail(code, e.Message))
}

// frames sends whole SSE events already framed (event and data lines).
func (o *streamOut) frames(b []byte) error {
	return o.write(func() error {
		if _, err := o.w.Write(b); err != nil {
			return err
		}
		o.pending = true
		return nil
	})
}
