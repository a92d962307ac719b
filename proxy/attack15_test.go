package proxy

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/cputime"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestAttack15MixedTurnSplicedIntoOtherClient: on a proxy with several
// client keys, a chat mixed turn was kept under the conversation hash and
// the client call ids only. Another client who sends the same opening
// (a shared app's system prompt and a common question) and the call ids
// the upstream issued (counted by some providers; mixedModel's are fixed)
// had the first client's server results, receipts and all, spliced into
// its own request: the other tenant's tool output reached its model and
// answer. The Responses API binds its entries to the bearer token
// (responses.clientPrefix); chat did not.
func TestAttack15MixedTurnSplicedIntoOtherClient(t *testing.T) {
	for _, stream := range []bool{false, true} {
		t.Run(map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
			up := &scripted.Server{Respond: mixedModel}
			upSrv := httptest.NewServer(up)
			t.Cleanup(upSrv.Close)
			env := startLoopEnv(t, upSrv.URL, testSpecs(), func(c *Config) {
				c.Auth.Keys = []string{"sk-alice", "sk-mallory"}
			}, newMixedClock().Now)
			as := func(key string) http.Header {
				return http.Header{"Authorization": {"Bearer " + key}, "Content-Type": {"application/json"}}
			}

			// Alice's mixed turn: the server ran greet for her ("hello
			// alice-secret") and kept it for her follow-up.
			resp, body := env.post(t, mixedRequest(false, map[string]any{"role": "user", "content": "alice-secret"}), as("sk-alice"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("alice: status %d: %s", resp.StatusCode, body)
			}
			root := gjson.ParseBytes(body)
			got := mixedTurnResult{status: resp.StatusCode, content: root.Get("choices.0.message.content").Str,
				calls: root.Get("choices.0.message.tool_calls").Array(), report: root.Get("zc_receipts")}
			if len(got.calls) != 1 {
				t.Fatalf("alice got calls %s", root.Get("choices.0.message.tool_calls").Raw)
			}
			follow := mixedFollowUp(stream, "alice-secret", got)

			// Mallory sends the same follow-up under her own key.
			resp, body = env.post(t, follow, as("sk-mallory"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("mallory: status %d: %s", resp.StatusCode, body)
			}
			reqs := up.Requests()
			upBody := lastBody(t, reqs)
			if strings.Contains(upBody.Raw, "hello alice-secret") || strings.Contains(upBody.Raw, got.report.Get("calls.0.receipt").Str) {
				t.Errorf("alice's kept server results were spliced into mallory's request:\n%s", upBody.Get("messages").Raw)
			}
			if strings.Contains(string(body), "hello alice-secret") || strings.Contains(string(body), got.report.Get("calls.1.receipt").Str) {
				t.Errorf("mallory's answer holds alice's result or receipt:\n%s", body)
			}

			// Alice's own follow-up is still spliced.
			resp, body = env.post(t, follow, as("sk-alice"))
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("alice follow-up: status %d: %s", resp.StatusCode, body)
			}
			if upBody := lastBody(t, up.Requests()); !strings.Contains(upBody.Raw, "hello alice-secret") {
				t.Errorf("alice's follow-up was not spliced:\n%s", upBody.Get("messages").Raw)
			}
		})
	}
}

// redisCommands is how many commands the Redis at addr has processed.
func redisCommands(t *testing.T, addr string) int64 {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_, _ = c.Write([]byte("INFO stats\r\n"))
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	buf := make([]byte, 0, 8192)
	tmp := make([]byte, 4096)
	for !strings.Contains(string(buf), "total_commands_processed:") || !strings.Contains(string(buf[strings.Index(string(buf), "total_commands_processed:"):]), "\r\n") {
		n, err := c.Read(tmp)
		if err != nil {
			t.Fatal(err)
		}
		buf = append(buf, tmp[:n]...)
	}
	s := string(buf)
	s = s[strings.Index(s, "total_commands_processed:")+len("total_commands_processed:"):]
	n, err := strconv.ParseInt(s[:strings.Index(s, "\r\n")], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestAttack15PendingLookupsPerRequest: with cluster.redis_url, every
// assistant message with tool calls in a chat request's history cost one
// pending-turn script round trip to Redis, one after another. A client
// body of a few MB with tens of thousands of such messages (each a few
// dozen bytes: {"role":"assistant","tool_calls":[{"id":"a1"}]}) held its
// request for seconds and kept the store that every replica shares busy
// for all of them. The lookups a request may cost are bounded.
func TestAttack15PendingLookupsPerRequest(t *testing.T) {
	redis := redistest.Start(t, "")
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	env := newClusterEnv(t, upSrv.URL, redis.URL(), receipts.SigningHMAC, newMixedClock())

	const n = 20000
	var b strings.Builder
	b.WriteString(`{"model":"m","messages":[{"role":"user","content":"hi"}`)
	for i := range n {
		fmt.Fprintf(&b, `,{"role":"assistant","tool_calls":[{"id":"c%d","type":"function","function":{"name":"lookup","arguments":"{}"}}]}`, i)
	}
	b.WriteString(`,{"role":"user","content":"and?"}]}`)

	before := redisCommands(t, redis.Addr())
	start := time.Now()
	resp, body := env.post(t, b.String(), http.Header{"Content-Type": {"application/json"}})
	took := time.Since(start)
	used := redisCommands(t, redis.Addr()) - before - 1 // less this INFO
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %.300s", resp.StatusCode, body)
	}
	t.Logf("%d assistant tool-call messages: %d store commands, %s", n, used, took)
	// A lookup is one script: EVALSHA and the GET and EXISTS it runs.
	if limit := int64(4*maxPendingLookups + 8); used > limit {
		t.Errorf("one request cost %d store commands (%s), want at most %d", used, took, limit)
	}
}

// TestPendingLookupsNewestFirst: past maxPendingLookups, the turns looked
// up are the newest, so the follow-up of the latest mixed turn is spliced
// however long the history before it.
func TestPendingLookupsNewestFirst(t *testing.T) {
	old := maxPendingLookups
	maxPendingLookups = 2
	t.Cleanup(func() { maxPendingLookups = old })
	up := &scripted.Server{Respond: mixedModel}
	env := newMixedEnv(t, up, receipts.ScopeProcess, newMixedClock())
	var history []any
	for i := range 5 {
		history = append(history, map[string]any{"role": "assistant", "tool_calls": []any{map[string]any{
			"id": fmt.Sprintf("old%d", i), "type": "function", "function": map[string]any{"name": "lookup", "arguments": "{}"}}}})
	}
	got := mixedPost(t, env, mixedRequest(false, append(history, map[string]any{"role": "user", "content": "ann"})...), false)
	if got.status != http.StatusOK || len(got.calls) != 1 {
		t.Fatalf("mixed turn: %d %s", got.status, got.raw)
	}
	var calls []map[string]any
	for _, c := range got.calls {
		calls = append(calls, map[string]any{"id": c.Get("id").Str, "type": "function",
			"function": map[string]any{"name": c.Get("function.name").Str, "arguments": c.Get("function.arguments").Str}})
	}
	follow := append(history, map[string]any{"role": "user", "content": "ann"},
		map[string]any{"role": "assistant", "content": got.content, "tool_calls": calls},
		map[string]any{"role": "tool", "tool_call_id": "call_c1", "content": "found ann"})
	ans := mixedPost(t, env, mixedRequest(false, follow...), false)
	if ans.status != http.StatusOK {
		t.Fatalf("follow-up: %d %s", ans.status, ans.raw)
	}
	if upBody := lastBody(t, up.Requests()); !strings.Contains(upBody.Raw, "hello ann") {
		t.Errorf("the newest mixed turn was not spliced:\n%s", upBody.Get("messages").Raw)
	}
}

// TestAttack15ForgedKidsCostStoreRoundTrips: with signing: ed25519 and
// cluster.redis_url, every distinct kid of a token quoted in the answer
// that the ledger did not hold cost a GET of zc:keys:<kid> (another
// replica's key?), one after another. A model (or text it follows) that
// writes thousands of forged tokens with distinct kids and the current
// epoch made one answer cost thousands of round trips to the shared
// store (with a store that hangs, one timeout each), and flushed the
// memory of genuine remote keys at 10,000. A kid the store's index of
// published kids does not list is a miss without a GET.
func TestAttack15ForgedKidsCostStoreRoundTrips(t *testing.T) {
	redis := redistest.Start(t, "")
	const n = 3000
	var answer strings.Builder
	answer.WriteString("Done.")
	sig := strings.Repeat("A", 86)
	for i := range n {
		fmt.Fprintf(&answer, " zc-receipt-1800000000-%08x.%s", 0x10000000+i, sig)
	}
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: answer.String()} }}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	env := newClusterEnv(t, upSrv.URL, redis.URL(), receipts.SigningEd25519, newMixedClock())

	body := `{"model":"m","messages":[{"role":"user","content":"hi"}]}`
	before := redisCommands(t, redis.Addr())
	start := time.Now()
	resp, out := env.post(t, body, http.Header{"Content-Type": {"application/json"}})
	took := time.Since(start)
	used := redisCommands(t, redis.Addr()) - before - 1
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %.300s", resp.StatusCode, out)
	}
	flags := gjson.GetBytes(out, "zc_receipts.flags.#(kind==\"invalid_receipt\")#").Array()
	t.Logf("%d forged kids: %d store commands, %s, %d invalid_receipt flags", n, used, took, len(flags))
	if len(flags) != n {
		t.Errorf("%d invalid_receipt flags, want %d", len(flags), n)
	}
	if used > 50 {
		t.Errorf("one answer cost %d store commands (%s), want a handful", used, took)
	}
}

// TestAttack15InspectReportQuadratic: the inspect page's ring keeps each
// request's zc_receipts without the calls' arguments, which
// inspectReport removed one call at a time with sjson.DeleteBytes, each
// a copy of the whole report: calls × size. A model that asks for 1,024
// calls in one turn (those past the caps are refused, yet listed with
// their arguments) with 1.9 KB of arguments each, 2 MB in all and within
// limits.max_answer_bytes, cost six seconds of CPU after every such
// request.
func TestAttack15InspectReportQuadratic(t *testing.T) {
	const n = 1024
	name := strings.Repeat("x", 1900)
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if len(toolResults(req)) > 0 {
			return scripted.Turn{Content: "Done."}
		}
		calls := make([]scripted.ToolCall, n)
		for i := range calls {
			calls[i] = scripted.ToolCall{ID: fmt.Sprintf("call_%d", i), Name: "greet", Arguments: `{"name":"` + name + `"}`}
		}
		return scripted.Turn{ToolCalls: calls}
	}}
	env := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := env.post(t, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, http.Header{"Content-Type": {"application/json"}})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %.300s", resp.StatusCode, body)
	}
	report := []byte(gjson.GetBytes(body, "zc_receipts").Raw)
	if got := gjson.GetBytes(report, "calls.#").Int(); got != n {
		t.Fatalf("zc_receipts.calls holds %d calls, want %d", got, n)
	}
	var kept []byte
	d := cputime.Of(func() { kept = inspectReport(report, false) })
	t.Logf("a %d-byte report with %d calls: kept %d bytes in %s", len(report), n, len(kept), d)
	if bytes.Contains(kept, []byte(`"arguments"`)) {
		t.Error("the kept report holds arguments")
	}
	if d > 200*time.Millisecond {
		t.Errorf("keeping one report for the inspect page cost %s of CPU", d)
	}
}

// TestAttack15ClientThatNeverReads: the server has no WriteTimeout (a
// streamed answer with tool runs may take minutes), and nothing bounded a
// single write. A client that sent a streaming request and then stopped
// reading (a tiny receive window, never drained) blocked the proxy's
// write once the kernel buffers filled, for ever: its handler goroutine,
// its upstream call (the upstream blocked in turn) and their buffers were
// held until the client went away, so a few hundred such connections
// pinned as many upstream streams. A write that makes no progress for
// clientWriteStall now fails, which cancels the upstream call.
func TestAttack15ClientThatNeverReads(t *testing.T) {
	old := clientWriteStall
	clientWriteStall = time.Second
	t.Cleanup(func() { clientWriteStall = old })

	upDone := make(chan struct{})
	var once sync.Once
	up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer once.Do(func() { close(upDone) })
		w.Header().Set("Content-Type", "text/event-stream")
		rc := http.NewResponseController(w)
		chunk := `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"lorem ipsum dolor "},"finish_reason":null}]}` + "\n\n"
		for i := 0; i < 200000; i++ {
			if _, err := io.WriteString(w, chunk); err != nil {
				return
			}
			if i%64 == 0 {
				if err := rc.Flush(); err != nil {
					return
				}
			}
			if r.Context().Err() != nil {
				return
			}
		}
	})
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Limits.MaxAnswerBytes = 64 << 20 })
	addr := strings.TrimPrefix(env.url, "http://")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	_ = conn.(*net.TCPConn).SetReadBuffer(4096)
	body := `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`
	fmt.Fprintf(conn, "POST /v1/chat/completions HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", addr, len(body), body)

	select {
	case <-upDone:
	case <-time.After(20 * time.Second):
		t.Fatal("20 s after the client stopped reading, the proxy still held its stream and the upstream call")
	}
}

// TestClientWriteStallKeepAlive: the write deadline a response leaves on
// its connection does not cut the next response on it, however long the
// connection sat idle in between.
func TestClientWriteStallKeepAlive(t *testing.T) {
	old := clientWriteStall
	clientWriteStall = 300 * time.Millisecond
	t.Cleanup(func() { clientWriteStall = old })
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	env := newLoopEnv(t, up, testSpecs(), nil)
	var conns int
	var mu sync.Mutex
	env.httpc.Transport.(*http.Transport).DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		mu.Lock()
		conns++
		mu.Unlock()
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}
	for i, stream := range []bool{false, true, false} {
		if i > 0 {
			time.Sleep(2 * clientWriteStall)
		}
		body := fmt.Sprintf(`{"model":"m","stream":%v,"messages":[{"role":"user","content":"hi"}]}`, stream)
		resp, got := env.post(t, body, http.Header{"Content-Type": {"application/json"}})
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(got), "ok") {
			t.Fatalf("request %d: status %d: %.300s", i, resp.StatusCode, got)
		}
	}
	if conns != 1 {
		t.Errorf("%d connections, want the three requests on one", conns)
	}
}

// TestAttack15ResponsesOutputIDsInOneScript: a Responses follow-up's
// trailing function_call_output items were looked up as one kept turn,
// every call id three keys of one Lua script, which holds the Redis every
// replica shares while it runs: 20,000 outputs in a 2 MB body were one
// script of 60,000 keys, which failed (the request a 503) after holding
// the store. No model turn holds more calls than the
// turn ceiling, so no kept turn waits for more outputs: such a run is not
// looked up.
func TestAttack15ResponsesOutputIDsInOneScript(t *testing.T) {
	redis := redistest.Start(t, "")
	up := &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: "ok"} }}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	env := newClusterEnv(t, upSrv.URL, redis.URL(), receipts.SigningHMAC, newMixedClock())

	const n = 20000
	var b strings.Builder
	b.WriteString(`{"model":"m","input":[{"role":"user","content":"hi"}`)
	for i := range n {
		fmt.Fprintf(&b, `,{"type":"function_call","call_id":"c%d","name":"lookup","arguments":"{}"}`, i)
	}
	for i := range n {
		fmt.Fprintf(&b, `,{"type":"function_call_output","call_id":"c%d","output":"x"}`, i)
	}
	b.WriteString(`]}`)
	before := redisCommands(t, redis.Addr())
	resp, body := postResponses(t, env, b.String(), nil)
	used := redisCommands(t, redis.Addr()) - before - 1
	t.Logf("status %d, %d outputs: %d store commands", resp.StatusCode, n, used)
	// Before: the script failed (503 pending_store_unavailable) after
	// holding the store.
	if resp.StatusCode != http.StatusOK || used != 0 {
		t.Errorf("status %d after %d store commands: %.200s", resp.StatusCode, used, body)
	}
}

// TestClientWriteStallSlowReader: a client that reads slowly but steadily
// gets a large JSON answer whole: the write deadline bounds each 32 KiB
// piece, not the body, which net/http would write in one call.
func TestClientWriteStallSlowReader(t *testing.T) {
	old := clientWriteStall
	clientWriteStall = 2 * time.Second
	t.Cleanup(func() { clientWriteStall = old })
	text := strings.Repeat("lorem ipsum dolor sit amet ", (6<<20)/27)
	reply := `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(text) + `},"finish_reason":"stop"}]}`
	env := newLoopEnv(t, scripted.Replay([]byte(reply), "application/json"), testSpecs(), func(c *Config) {
		c.Limits.MaxAnswerBytes = 16 << 20
	})
	// Fixed kernel buffers, as on a slow link (loopback autotunes them to
	// megabytes, which would hide the body behind them).
	front := httptest.NewUnstartedServer(env.srv)
	front.Config.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		_ = c.(*net.TCPConn).SetWriteBuffer(256 << 10)
		return ctx
	}
	front.Start()
	t.Cleanup(front.Close)
	addr := strings.TrimPrefix(front.URL, "http://")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close() })
	_ = conn.(*net.TCPConn).SetReadBuffer(256 << 10)
	body := `{"model":"m","messages":[{"role":"user","content":"hi"}]}`
	fmt.Fprintf(conn, "POST /v1/chat/completions HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", addr, len(body), body)
	// At most 32 KiB every 20 ms: the 6 MB body takes several seconds,
	// several stalls, while each piece goes out well within one.
	var got []byte
	buf := make([]byte, 32<<10)
	_ = conn.SetReadDeadline(time.Now().Add(30 * time.Second))
	for {
		time.Sleep(20 * time.Millisecond)
		n, err := conn.Read(buf)
		got = append(got, buf[:n]...)
		if err != nil {
			break
		}
	}
	if !bytes.Contains(got, []byte(`"zc_receipts"`)) || !bytes.HasSuffix(bytes.TrimSpace(got), []byte("}")) {
		t.Errorf("the slow reader got %d bytes, not the whole answer (ends %q)", len(got), got[max(0, len(got)-80):])
	}
}
