package proxy

import (
	"crypto/rand"
	"strconv"
	"time"
)

// finishLoopLimit is the finish_reason of an answer cut short by
// loop.max_iterations: like a token limit, a limit ended an incomplete
// answer, and clients that treat "stop" as success must not take it for
// one.
const finishLoopLimit = "length"

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
