package proxy

import (
	"crypto/rand"
	"fmt"
	"strconv"
	"time"
)

// finishLoopLimit is the finish_reason of an answer cut short by
// loop.max_iterations: like a token limit, a limit ended an incomplete
// answer, and clients that treat "stop" as success must not take it for
// one.
const finishLoopLimit = "length"

// stopAtLimit ends the loop at loop.max_iterations while the model still
// asks for tools: those calls are not run, and an event says why.
func (c *chatRun) stopAtLimit() {
	c.stopped = true
	c.events = append(c.events, loopEvent{Outcome: outcomeMaxIterations,
		Detail: fmt.Sprintf("stopped after %s (loop.max_iterations); the model still asked for tools", modelCalls(c.iterations))})
}

// stopNotice is the text that tells the user the answer is incomplete.
func (c *chatRun) stopNotice() string {
	notice := fmt.Sprintf("zc-proxy: stopped after %s without a final answer (loop.max_iterations reached).", modelCalls(c.iterations))
	if c.text.Len() > 0 {
		notice = "\n\n" + notice
	}
	return notice
}

func modelCalls(n int) string {
	if n == 1 {
		return "1 model call"
	}
	return strconv.Itoa(n) + " model calls"
}

// ensureIdentity fills whichever of id/created/model the upstream did not
// send, so synthesized chunks are still well-formed.
func (c *chatRun) ensureIdentity() {
	f := &c.first
	if f.id == "" {
		f.id = strconv.Quote("chatcmpl-zc" + rand.Text())
	}
	if f.created == "" {
		f.created = strconv.FormatInt(c.now().Unix(), 10)
	}
	if f.model == "" {
		f.model = string(mustJSON(c.req.model))
	}
	f.set = true
}

// now is the server clock (time.Now when none is set).
func (c *chatRun) now() time.Time {
	if c.s.clock != nil {
		return c.s.clock()
	}
	return time.Now()
}
