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
		Detail: fmt.Sprintf("stopped after %d model calls (loop.max_iterations); the model still asked for tools", c.iterations)})
}

// stopNotice is the text that tells the user the answer is incomplete.
func (c *chatRun) stopNotice() string {
	notice := fmt.Sprintf("zc-proxy: stopped after %d model calls without a final answer (loop.max_iterations reached).", c.iterations)
	if c.text.Len() > 0 {
		notice = "\n\n" + notice
	}
	return notice
}

// ensureIdentity gives the run an id/created/model when the upstream sent
// none, so synthesized chunks are still well-formed.
func (c *chatRun) ensureIdentity() {
	f := &c.first
	if f.set && f.id != "" {
		return
	}
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
