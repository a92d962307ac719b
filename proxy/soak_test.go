package proxy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/sse"
)

// soakDefault is the CI size of TestSoak; ZC_SOAK=1 runs the issue's
// 1,000, ZC_SOAK=<n> runs n:
//
//	ZC_SOAK=1 go test -run TestSoak -v -timeout 30m ./proxy/
func soakSize(t *testing.T) int {
	const soakDefault, soakFull = 200, 1000
	v := os.Getenv("ZC_SOAK")
	switch v {
	case "":
		return soakDefault
	case "1":
		return soakFull
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("ZC_SOAK=%q: want 1 or a request count", v)
	}
	return n
}

// soakResult is what one client saw.
type soakResult struct {
	content  string
	receipts []string // zc_receipts.receipts[].receipt
	events   string   // zc_receipts.events, raw, to explain a missing receipt
	err      error
}

// TestSoak: n concurrent streamed requests, each a tool loop (a real echo
// process) against the scripted upstream. Every stream ends as one valid
// message (one finish_reason, one [DONE]) holding its own receipts: each
// receipt sits in the upstream conversation of its own request only and
// verifies there. Afterwards goroutines are back to where they were and
// the live heap is bounded; peak RSS is reported.
func TestSoak(t *testing.T) {
	n := soakSize(t)
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		marker := req.Get("messages.#(role==\"user\").content").Str
		if len(toolResults(req)) == 0 {
			return scripted.Turn{ToolCalls: []scripted.ToolCall{{Name: "shell", Arguments: `{"command":"echo ` + marker + `"}`}}}
		}
		return scripted.Turn{Content: quoteReceipts(req)}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	scope := env.scope(t)

	// Baseline after one warm-up request, with idle connections closed.
	if res := soakOne(context.Background(), env, "warm-up"); res.err != nil {
		t.Fatalf("warm-up: %v", res.err)
	}
	soakSettle(env)
	baseGoroutines := runtime.NumGoroutine()
	baseHeap := soakHeap()

	results := make([]soakResult, n)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			<-start
			results[i] = soakOne(context.Background(), env, "req-"+strconv.Itoa(i))
		})
	}
	close(start)
	wg.Wait()

	// Which request's upstream conversation each receipt is in.
	home := make(map[string]map[string]bool)
	for _, body := range up.Requests() {
		root := gjson.ParseBytes(body)
		marker := root.Get("messages.#(role==\"user\").content").Str
		for _, m := range toolResults(root) {
			if _, tok, ok := receipts.SplitReceipt(m.Get("content").Str); ok {
				if home[tok] == nil {
					home[tok] = make(map[string]bool)
				}
				home[tok][marker] = true
			}
		}
	}
	failed := 0
	for i, res := range results {
		marker := "req-" + strconv.Itoa(i)
		err := res.err
		if err == nil && len(res.receipts) != 1 {
			err = fmt.Errorf("%d receipts, want 1; events %s", len(res.receipts), res.events)
		}
		for _, tok := range res.receipts {
			if err == nil && (len(home[tok]) != 1 || !home[tok][marker]) {
				err = fmt.Errorf("receipt %s belongs to conversations %v", tok, home[tok])
			}
			if err == nil && !scope.Verify(tok, "shell", []byte(`{"command":"echo `+marker+`"}`), []byte(marker+"\n")) {
				err = fmt.Errorf("receipt %s does not verify against its own result", tok)
			}
		}
		for _, tok := range receipts.FindTokens(res.content) {
			if err == nil && !home[tok][marker] {
				err = fmt.Errorf("the answer quotes %s of another request", tok)
			}
		}
		if err != nil {
			failed++
			if failed <= 5 {
				t.Errorf("%s: %v", marker, err)
			}
		}
	}
	if failed > 0 {
		t.Fatalf("%d of %d requests failed", failed, n)
	}

	soakSettle(env)
	waitUntil(t, "goroutines back to the baseline", func() bool { return runtime.NumGoroutine() <= baseGoroutines+2 })
	heap := soakHeap()
	const heapSlack = 64 << 20
	if heap > baseHeap+heapSlack {
		t.Errorf("live heap %d MiB after the soak, baseline %d MiB: something is retained", heap>>20, baseHeap>>20)
	}
	t.Logf("%d concurrent streamed tool loops: all valid; live heap %d → %d MiB; peak RSS (VmHWM) %s; goroutines %d → %d",
		n, baseHeap>>20, heap>>20, soakPeakRSS(), baseGoroutines, runtime.NumGoroutine())
}

// soakOne runs one streamed request and checks its stream; it must not
// call t (it runs on many goroutines).
func soakOne(ctx context.Context, env *loopEnv, marker string) soakResult {
	body := `{"model":"m","stream":true,"messages":[{"role":"user","content":"` + marker + `"}]}`
	resp, err := relDo(ctx, env, body)
	if err != nil {
		return soakResult{err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
		return soakResult{err: fmt.Errorf("status %d: %s", resp.StatusCode, b)}
	}
	var res soakResult
	var content strings.Builder
	dones, finishes := 0, 0
	rd := sse.NewReader(resp.Body)
	for {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return soakResult{err: fmt.Errorf("read stream: %w", err)}
		}
		switch {
		case ev.IsComment:
		case ev.IsDone():
			dones++
		default:
			if dones > 0 || !gjson.ValidBytes(ev.Data) {
				return soakResult{err: fmt.Errorf("bad event %q", ev.Data)}
			}
			c := gjson.ParseBytes(bytes.Clone(ev.Data))
			if c.Get("error").Exists() {
				return soakResult{err: fmt.Errorf("error event %s", ev.Data)}
			}
			content.WriteString(c.Get("choices.0.delta.content").Str)
			if fr := c.Get("choices.0.finish_reason"); fr.Exists() && fr.Type != gjson.Null {
				finishes++
				res.events = c.Get("zc_receipts.events").Raw
				c.Get("zc_receipts.receipts.#.receipt").ForEach(func(_, v gjson.Result) bool {
					res.receipts = append(res.receipts, v.Str)
					return true
				})
			}
		}
	}
	if dones != 1 || finishes != 1 {
		return soakResult{err: fmt.Errorf("%d [DONE] and %d finish chunks, want 1 and 1", dones, finishes)}
	}
	res.content = content.String()
	return res
}

// soakSettle drops idle keep-alive connections on both sides, so their
// goroutines end.
func soakSettle(env *loopEnv) {
	env.httpc.CloseIdleConnections()
	env.srv.client.CloseIdleConnections()
}

// soakHeap is the live heap after a collection.
func soakHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// soakPeakRSS is the process's peak resident set (Linux VmHWM).
func soakPeakRSS() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "unknown"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
