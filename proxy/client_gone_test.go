package proxy

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/sse"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// relGone is the bound: once the client hangs up, the upstream
// request and the tool processes are gone within a second.
const relGone = time.Second

// TestReliabilityClientGone: a client that hangs up, in each phase of a
// request and in both modes, ends the upstream request and kills the
// tool's process within a second, and no later upstream call is made.
// Goroutines left behind fail the package (goleak in TestMain).
// TestChatClientGoneCancelsTool/Upstream and TestPassthroughClientLeaves
// cover the same ground without the bound.
func TestReliabilityClientGone(t *testing.T) {
	cases := []struct {
		name   string
		stream bool
		phase  string // "upstream": waiting for the upstream's reply; "mid": mid-stream; "tool": a tool runs
	}{
		{"waiting for the upstream/stream", true, "upstream"},
		{"waiting for the upstream/json", false, "upstream"},
		{"mid-stream", true, "mid"},
		{"during a tool/stream", true, "tool"},
		{"during a tool/json", false, "tool"},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			marker := fmt.Sprintf("%d.%d", 40+i, time.Now().UnixNano()%1000) // sleep's argument: finds its process
			var calls, canceled atomic.Int32
			entered := make(chan struct{}, 4)
			var up http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				calls.Add(1)
				io.Copy(io.Discard, r.Body)
				if tc.phase == "mid" {
					w.Header().Set("Content-Type", "text/event-stream")
					w.Write([]byte(relChunk("hello")))
					http.NewResponseController(w).Flush()
				}
				entered <- struct{}{}
				<-r.Context().Done()
				canceled.Add(1)
			})
			if tc.phase == "tool" {
				calls := []scripted.ToolCall{{ID: "call_sleep", Name: "sleeper", Arguments: `{"seconds":"` + marker + `"}`}}
				up = &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return "never" })}
			}
			env := newLoopEnv(t, up, testSpecs(), nil)

			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			type result struct {
				resp *http.Response
				err  error
			}
			res := make(chan result, 1)
			firstText := make(chan struct{})
			go func() {
				resp, err := relDo(ctx, env, relBody(tc.stream))
				if err == nil && tc.stream {
					// Read until the client hangs up, noting when the
					// upstream's first text arrived.
					rd := sse.NewReader(resp.Body)
					for {
						var ev sse.Event
						if ev, err = rd.Next(); err != nil {
							break
						}
						if strings.Contains(string(ev.Data), `"hello"`) {
							close(firstText)
						}
					}
					resp.Body.Close()
				} else if err == nil {
					resp.Body.Close()
				}
				res <- result{resp, err}
			}()

			switch tc.phase {
			case "upstream":
				select {
				case <-entered:
				case <-time.After(20 * time.Second):
					t.Fatal("the upstream was never called")
				}
			case "mid":
				select {
				case <-firstText: // the proxy is mid-stream
				case <-time.After(20 * time.Second):
					t.Fatal("the first text never reached the client")
				}
			case "tool":
				waitUntil(t, "the sleep process to start", func() bool { return processWithArg(marker) })
			}
			cancel()
			switch tc.phase {
			case "upstream", "mid":
				relWithin(t, relGone, "the upstream request canceled", func() bool { return canceled.Load() == 1 })
			case "tool":
				relWithin(t, relGone, "the tool process gone", func() bool { return !processWithArg(marker) })
				waitUntil(t, "the canceled audit event", func() bool {
					for _, e := range env.audit.snapshot() {
						if e.Call.ID == "call_sleep" {
							return e.Outcome == toolrun.OutcomeCanceled
						}
					}
					return false
				})
			}
			r := <-res
			if r.err == nil {
				t.Errorf("the client's request ended without an error after it hung up (status %d)", r.resp.StatusCode)
			}
			waitUntil(t, "the request's log line", func() bool { return env.logs.contains("result=client_gone") })
			n := calls.Load()
			if tc.phase == "tool" {
				n = int32(len(up.(*scripted.Server).Requests()))
			}
			if n != 1 {
				t.Errorf("upstream calls = %d, want 1 (none after the client left)", n)
			}
		})
	}
}
