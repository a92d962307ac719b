package proxy

import (
	"strings"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// toolKeepAlive is how often a streamed answer gets a comment line while
// tools run, so idle timeouts between the client and the proxy do not
// fire. A variable so tests can shorten it.
var toolKeepAlive = 10 * time.Second

// runToolsStreaming runs one round of calls while the client waits on a
// stream: a ": zc-proxy running tool …" comment goes out at once and then
// every toolKeepAlive. If the client cannot be written to, the run is
// canceled (stopping the tools) and errClientGone returned.
func (c *chatRun) runToolsStreaming(out *streamOut, calls []toolCall) ([]toolrun.Result, error) {
	note := runningNote(calls)
	if out.comment(note) != nil {
		return nil, errClientGone
	}
	done := make(chan []toolrun.Result, 1)
	go func() { done <- c.runCalls(c.ctx, calls) }()
	tick := time.NewTicker(toolKeepAlive)
	defer tick.Stop()
	for {
		select {
		case res := <-done:
			if c.clientGone() {
				c.recordDropped(res)
				return nil, errClientGone
			}
			return res, nil
		case <-tick.C:
			if out.comment(note) != nil {
				c.recordDropped(<-done) // canceled tools return promptly; never leave one running
				return nil, errClientGone
			}
		}
	}
}

// runningNote is "zc-proxy running tool a, b" for the calls' distinct names.
func runningNote(calls []toolCall) string {
	var names []string
	seen := make(map[string]bool)
	for _, c := range calls {
		if !seen[c.Name] {
			seen[c.Name] = true
			names = append(names, c.Name)
		}
	}
	return "zc-proxy running tool " + strings.Join(names, ", ")
}
