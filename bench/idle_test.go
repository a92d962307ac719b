package bench

import (
	"context"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// idleUpstream answers a chat stream with its role chunk, then stays
// silent until the client goes away: the idle stream of the memory check.
type idleUpstream struct{}

func (idleUpstream) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 1<<20))
	w.Header().Set("Content-Type", "text/event-stream")
	_, _ = io.WriteString(w, `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}`+"\n\n")
	http.NewResponseController(w).Flush()
	<-r.Context().Done()
}

// BenchmarkIdleStreams holds idleStreams idle chat streams through an
// in-process zc-proxy (receipts on and off) and reports the memory they
// hold after a collection, per stream: Go heap in use and goroutine
// stacks, both sides of the loopback (the client's and the upstream's
// share is the same in every run, so a change to the proxy shows as a
// difference between two runs). The figure is a count of bytes, not a
// time: run it with -benchtime=1x.
func BenchmarkIdleStreams(b *testing.B) {
	const idleStreams = 200
	for _, mode := range []string{"on", "off"} {
		b.Run(mode, func(b *testing.B) {
			base := newProxy(b, idleUpstream{})
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: idleStreams, DisableCompression: true}}
			defer client.CloseIdleConnections()
			for b.Loop() {
				before := heldMemory()
				ctx, cancel := context.WithCancel(context.Background())
				ready := make(chan struct{}, idleStreams) // one per stream, idle or failed
				var done sync.WaitGroup
				for range idleStreams {
					done.Go(func() {
						sent := false
						signal := func() {
							if !sent {
								sent = true
								ready <- struct{}{}
							}
						}
						defer signal() // a failed stream counts as ready too
						req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/chat/completions",
							strings.NewReader(`{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`))
						if err != nil {
							b.Error(err)
							return
						}
						req.Header.Set("X-ZC-Receipts", mode)
						resp, err := client.Do(req)
						if err != nil {
							b.Error(err)
							return
						}
						defer resp.Body.Close()
						// The response's headers came: the proxy is past them,
						// waiting on the silent upstream (receipts on may hold
						// the role chunk until content comes).
						signal()
						<-ctx.Done()
					})
				}
				for range idleStreams {
					<-ready
				}
				held := heldMemory()
				cancel()
				done.Wait()
				b.ReportMetric(float64(held.heap-before.heap)/idleStreams, "heap-B/stream")
				b.ReportMetric(float64(held.stack-before.stack)/idleStreams, "stack-B/stream")
			}
		})
	}
}

type memHeld struct{ heap, stack uint64 }

// heldMemory is the heap in use and the stacks after two collections
// (the second frees what the first's finalizers let go).
func heldMemory() memHeld {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return memHeld{heap: m.HeapInuse, stack: m.StackInuse}
}
