package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Several replicas (README "Several replicas"): three zc-proxy processes
// sharing one redis-server, behind a real HAProxy doing round robin, all on
// loopback.

const (
	clusterConversations = 200
	clusterWorkers       = 6
	// clusterKillPhase bounds the second phase (a replica killed under load).
	clusterKillPhase = 4 * time.Second
)

// clusterBrain is the scripted model: a user message "mixed N" gets one
// turn calling the proxy's clock and the client's lookup together (ids
// fixed per conversation); given tool results it answers quoting each
// result, receipts included.
func clusterBrain(req gjson.Result) scripted.Turn {
	msgs := req.Get("messages").Array()
	if len(msgs) > 0 && msgs[len(msgs)-1].Get("role").Str == "tool" {
		var b strings.Builder
		b.WriteString("Results:")
		for _, m := range msgs {
			if m.Get("role").Str == "tool" {
				b.WriteString(" [" + m.Get("tool_call_id").Str + "] " + m.Get("content").Str)
			}
		}
		return scripted.Turn{Content: b.String()}
	}
	var n string
	for _, m := range msgs {
		if m.Get("role").Str == "user" {
			n = strings.TrimPrefix(m.Get("content").Str, "mixed ")
		}
	}
	return scripted.Turn{Content: "Checking.", ToolCalls: []scripted.ToolCall{
		{ID: "call_clock_" + n, Name: "clock", Arguments: `{}`},
		{ID: "call_lookup_" + n, Name: "lookup", Arguments: lookupArgs},
	}}
}

// replica is one zc-proxy process of the cluster.
type replica struct {
	name   string
	addr   string
	cmd    *exec.Cmd
	logs   *lockedBuffer
	exited chan struct{}
}

func startReplica(t *testing.T, name, cfgPath string) *replica {
	t.Helper()
	cmd := exec.Command(proxyBin, "serve", "--config", cfgPath, "--grace", "1s")
	cmd.Env = append(os.Environ(), "ZC_LOG_LEVEL=info")
	cmd.SysProcAttr = procAttr()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	r := &replica{name: name, cmd: cmd, logs: &lockedBuffer{}, exited: make(chan struct{})}
	addrc := make(chan string, 1)
	go func() {
		br := bufio.NewReader(stderr)
		for {
			line, err := br.ReadString('\n')
			r.logs.WriteString(line)
			if m := listeningLine.FindStringSubmatch(line); m != nil {
				select {
				case addrc <- m[1]:
				default:
				}
			}
			if err != nil {
				return
			}
		}
	}()
	go func() { _ = cmd.Wait(); close(r.exited) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-r.exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-r.exited
		}
		if t.Failed() {
			t.Logf("%s log:\n%s", name, r.logs.String())
		}
	})
	select {
	case r.addr = <-addrc:
	case <-r.exited:
		t.Fatalf("%s exited before listening:\n%s", name, r.logs.String())
	case <-time.After(30 * time.Second):
		t.Fatalf("%s did not listen in 30s:\n%s", name, r.logs.String())
	}
	return r
}

// kill stops the replica at once (SIGKILL): its in-flight requests are lost.
func (r *replica) kill() {
	_ = r.cmd.Process.Kill()
	<-r.exited
}

// haproxyConfig is round robin over the replicas, with health checks; a
// request with X-Route: rN goes to replica rN (the test uses it to send a
// follow-up to another replica than its turn's), and every response says
// which replica served it (X-Replica).
func haproxyConfig(port int, replicas []*replica) string {
	var b strings.Builder
	fmt.Fprintf(&b, `global
  maxconn 512
defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch
  retry-on conn-failure
frontend zc
  bind 127.0.0.1:%d
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET /healthz
  default-server inter 200ms fall 1 rise 2
  http-response set-header X-Replica %%s
`, port)
	for _, r := range replicas {
		fmt.Fprintf(&b, "  use-server %s if { req.hdr(x-route) -m str %s }\n", r.name, r.name)
	}
	for _, r := range replicas {
		fmt.Fprintf(&b, "  server %s %s check\n", r.name, r.addr)
	}
	return b.String()
}

func startHAProxy(t *testing.T, replicas []*replica) string {
	t.Helper()
	bin := redistest.Need(t, "haproxy")
	port, err := redistest.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(t.TempDir(), "haproxy.cfg")
	if err := os.WriteFile(cfg, []byte(haproxyConfig(port, replicas)), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-f", cfg, "-db")
	out := &lockedBuffer{}
	cmd.Stdout, cmd.Stderr = lockedWriter{out}, lockedWriter{out}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start haproxy: %v", err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		if t.Failed() {
			t.Logf("haproxy output:\n%s", out.String())
		}
	})
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seen := map[string]bool{}
	err = redistest.Wait(ctx, func() error {
		resp, err := http.Get(base + "/healthz")
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			seen[resp.Header.Get("X-Replica")] = true
		}
		if len(seen) < len(replicas) {
			return fmt.Errorf("haproxy reached %v of %d replicas", seen, len(replicas))
		}
		return nil
	})
	if err != nil {
		t.Fatalf("haproxy not serving: %v\n%s", err, out.String())
	}
	return base
}

type lockedWriter struct{ b *lockedBuffer }

func (w lockedWriter) Write(p []byte) (int, error) { w.b.WriteString(string(p)); return len(p), nil }

// clusterClient talks to the balancer as a client app with its own lookup
// tool does.
type clusterClient struct {
	base  string
	httpc *http.Client
}

type turnResult struct {
	status  int
	replica string
	body    gjson.Result
	raw     string
}

func (c *clusterClient) post(ctx context.Context, path, route string, body []byte) (turnResult, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, strings.NewReader(string(body)))
	if err != nil {
		return turnResult{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if route != "" {
		req.Header.Set("X-Route", route)
	}
	resp, err := c.httpc.Do(req)
	if err != nil {
		return turnResult{}, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return turnResult{}, err
	}
	return turnResult{status: resp.StatusCode, replica: resp.Header.Get("X-Replica"), body: gjson.ParseBytes(raw), raw: string(raw)}, nil
}

var lookupTool = json.RawMessage(`{"type":"function","function":{"name":"lookup","description":"Look up the weather of a city.","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}`)

func chatBody(msgs ...any) []byte {
	b, _ := json.Marshal(map[string]any{"model": "scripted", "tools": []json.RawMessage{lookupTool}, "messages": msgs})
	return b
}

// conversation runs one mixed turn and its follow-up; next picks the
// replica the follow-up is sent to ("" = round robin). It returns an error
// describing the first thing that went wrong.
func (c *clusterClient) conversation(ctx context.Context, n int, next func(first string) string) (first, second turnResult, err error) {
	user := map[string]any{"role": "user", "content": fmt.Sprintf("mixed %d", n)}
	first, err = c.post(ctx, "/v1/chat/completions", "", chatBody(user))
	if err != nil {
		return first, second, fmt.Errorf("turn: %w", err)
	}
	if first.status != http.StatusOK {
		return first, second, fmt.Errorf("turn: %d %s", first.status, first.raw)
	}
	msg := first.body.Get("choices.0.message")
	calls := msg.Get("tool_calls").Array()
	if first.body.Get("choices.0.finish_reason").Str != "tool_calls" || len(calls) != 1 || calls[0].Get("function.name").Str != "lookup" {
		return first, second, fmt.Errorf("turn: want only the client's lookup call: %s", first.raw)
	}
	var assistant map[string]any
	_ = json.Unmarshal([]byte(msg.Raw), &assistant)
	toolMsg := map[string]any{"role": "tool", "tool_call_id": calls[0].Get("id").Str, "content": lookupResult}
	second, err = c.post(ctx, "/v1/chat/completions", next(first.replica), chatBody(user, assistant, toolMsg))
	if err != nil {
		return first, second, fmt.Errorf("follow-up: %w", err)
	}
	if second.status != http.StatusOK {
		return first, second, fmt.Errorf("follow-up: %d %s", second.status, second.raw)
	}
	// The splice happened: the model saw the clock's receipted result.
	minted := first.body.Get("zc_receipts.calls.0")
	answer := second.body.Get("choices.0.message.content").Str
	if minted.Get("tool").Str != "clock" || !strings.Contains(answer, "[call_clock_"+fmt.Sprint(n)+"] "+clockOutput) ||
		!strings.Contains(answer, "[receipt: "+minted.Get("receipt").Str+"]") {
		return first, second, fmt.Errorf("follow-up not spliced: minted %s, answer %.300q", minted.Raw, answer)
	}
	if f := second.body.Get("zc_receipts.flags").Array(); len(f) != 0 {
		return first, second, fmt.Errorf("flags on genuine history: %s", second.body.Get("zc_receipts.flags").Raw)
	}
	if e := second.body.Get("zc_receipts.events").Array(); len(e) != 0 {
		return first, second, fmt.Errorf("events: %s", second.body.Get("zc_receipts.events").Raw)
	}
	return first, second, nil
}

// verify checks a minted call's receipt at whichever replica the balancer picks.
func (c *clusterClient) verify(ctx context.Context, call gjson.Result) (turnResult, error) {
	body, _ := json.Marshal(map[string]string{"token": call.Get("receipt").Str, "tool": call.Get("tool").Str,
		"args_sha256": call.Get("args_sha256").Str, "result_sha256": call.Get("result_sha256").Str})
	r, err := c.post(ctx, "/v1/zc/verify", "", body)
	if err != nil {
		return r, err
	}
	if r.status != http.StatusOK || r.body.Get("status").Str != "valid" {
		return r, fmt.Errorf("verify %s at %s: %d %s", call.Get("receipt").Str, r.replica, r.status, r.raw)
	}
	return r, nil
}

// TestClusterBehindHAProxy: 200 conversations whose follow-ups go to
// another replica than their mixed turn are all spliced, every receipt
// verifies on whichever replica is asked, nothing is flagged; then one
// replica is killed under load and the others carry on, only its
// in-flight requests lost (its turns and receipts live on in Redis).
func TestClusterBehindHAProxy(t *testing.T) {
	redistest.Need(t, "haproxy")
	redis := redistest.Start(t, "e2e-redis-secret")
	up := httptest.NewServer(&scripted.Server{Respond: clusterBrain})
	t.Cleanup(up.Close)
	cfgText := fmt.Sprintf(configTemplate, up.URL) + fmt.Sprintf(`receipts:
  signing: ed25519
cluster:
  redis_url: redis://:${ZC_E2E_REDIS_PASSWORD}@%s/0
  secret: ${ZC_E2E_CLUSTER_SECRET}
  timeout: 2s
`, redis.Addr())
	t.Setenv("ZC_E2E_REDIS_PASSWORD", redis.Password)
	t.Setenv("ZC_E2E_CLUSTER_SECRET", "Wq3e5R7t9Y1u3I5o7P9a1S3d5F7g9H1j3K5l7Z9x1C3")
	var replicas []*replica
	for i := 1; i <= 3; i++ {
		cfg := filepath.Join(t.TempDir(), "config.yaml")
		if err := os.WriteFile(cfg, []byte(cfgText), 0o600); err != nil {
			t.Fatal(err)
		}
		replicas = append(replicas, startReplica(t, fmt.Sprintf("r%d", i), cfg))
	}
	base := startHAProxy(t, replicas)
	client := &clusterClient{base: base, httpc: &http.Client{Timeout: 20 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: clusterWorkers * 2}}}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	otherReplica := func(first string) string {
		for i, r := range replicas {
			if r.name == first {
				return replicas[(i+1)%len(replicas)].name
			}
		}
		return ""
	}

	t.Run("follow-ups on other replicas", func(t *testing.T) {
		var mu sync.Mutex
		var failures []string
		servedBy := map[string]int{}
		verifiedBy := map[string]int{}
		jobs := make(chan int)
		var wg sync.WaitGroup
		for range clusterWorkers {
			wg.Go(func() {
				for n := range jobs {
					first, second, err := client.conversation(ctx, n, otherReplica)
					if err == nil && (first.replica == "" || first.replica == second.replica) {
						err = fmt.Errorf("turn on %q, follow-up on %q: want two replicas", first.replica, second.replica)
					}
					var v turnResult
					if err == nil {
						v, err = client.verify(ctx, first.body.Get("zc_receipts.calls.0"))
					}
					mu.Lock()
					if err != nil {
						failures = append(failures, fmt.Sprintf("conversation %d: %v", n, err))
					} else {
						servedBy[first.replica]++
						verifiedBy[v.replica]++
					}
					mu.Unlock()
				}
			})
		}
		for n := range clusterConversations {
			select {
			case jobs <- n:
			case <-ctx.Done():
			}
		}
		close(jobs)
		wg.Wait()
		for i, f := range failures {
			if i == 5 {
				t.Errorf("… %d failures in all", len(failures))
				break
			}
			t.Error(f)
		}
		if len(servedBy) != 3 || len(verifiedBy) != 3 {
			t.Errorf("turns served by %v, receipts verified by %v: want all three replicas in both", servedBy, verifiedBy)
		}
		t.Logf("mixed turns per replica %v; receipts verified per replica %v", servedBy, verifiedBy)
	})

	t.Run("every replica lists every key", func(t *testing.T) {
		for _, r := range replicas {
			resp, err := client.httpc.Get("http://" + r.addr + "/.well-known/zc-receipt-keys")
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			keys := gjson.GetBytes(raw, "keys").Array()
			if len(keys) != 3 {
				t.Errorf("%s lists %d keys, want 3: %s", r.name, len(keys), raw)
			}
			for _, k := range keys {
				if k.Get("d").Exists() {
					t.Errorf("%s publishes a private key", r.name)
				}
			}
		}
	})

	t.Run("a replica killed under load", func(t *testing.T) {
		victim := replicas[2]
		// Turns the victim ran before it died: their follow-ups must still splice elsewhere.
		var orphans []turnResult
		for n := 10_000; len(orphans) < 3 && n < 10_030; n++ {
			user := map[string]any{"role": "user", "content": fmt.Sprintf("mixed %d", n)}
			first, err := client.post(ctx, "/v1/chat/completions", victim.name, chatBody(user))
			if err != nil || first.status != http.StatusOK {
				t.Fatalf("turn on %s: %v %s", victim.name, err, first.raw)
			}
			orphans = append(orphans, first)
		}
		var ok, failed, lateFailed atomic.Int64
		var killedAt atomic.Int64 // unix nanos; 0 before the kill
		var failMu sync.Mutex
		var failMsgs []string
		loadCtx, stopLoad := context.WithTimeout(ctx, clusterKillPhase)
		defer stopLoad()
		var wg sync.WaitGroup
		var next atomic.Int64
		next.Store(20_000)
		for range clusterWorkers {
			wg.Go(func() {
				for loadCtx.Err() == nil {
					started := time.Now().UnixNano()
					_, _, err := client.conversation(loadCtx, int(next.Add(1)), func(string) string { return "" })
					switch {
					case loadCtx.Err() != nil:
						return
					case err == nil:
						ok.Add(1)
					default:
						failed.Add(1)
						k := killedAt.Load()
						// In flight at the kill, or sent before HAProxy's check marked the victim down.
						if k == 0 || started > k+int64(2*time.Second) {
							lateFailed.Add(1)
						}
						failMu.Lock()
						failMsgs = append(failMsgs, err.Error())
						failMu.Unlock()
					}
				}
			})
		}
		time.Sleep(clusterKillPhase / 4)
		killedAt.Store(time.Now().UnixNano())
		victim.kill()
		wg.Wait()
		t.Logf("under load: %d conversations ok, %d failed (the victim's in-flight requests)", ok.Load(), failed.Load())
		if failed.Load() > clusterWorkers {
			t.Errorf("%d conversations failed; at most the %d in flight may", failed.Load(), clusterWorkers)
		}
		if lateFailed.Load() > 0 {
			t.Errorf("%d conversations failed that were not in flight at the kill; first: %v", lateFailed.Load(), failMsgs[:min(3, len(failMsgs))])
		}
		if ok.Load() < 10 {
			t.Errorf("only %d conversations completed under load", ok.Load())
		}
		for _, first := range orphans {
			if _, err := client.verify(ctx, first.body.Get("zc_receipts.calls.0")); err != nil {
				t.Errorf("a receipt of the killed replica: %v", err)
			}
		}
		for i, first := range orphans {
			n := 10_000 + i
			user := map[string]any{"role": "user", "content": fmt.Sprintf("mixed %d", n)}
			var assistant map[string]any
			_ = json.Unmarshal([]byte(first.body.Get("choices.0.message").Raw), &assistant)
			toolMsg := map[string]any{"role": "tool", "tool_call_id": first.body.Get("choices.0.message.tool_calls.0.id").Str, "content": lookupResult}
			second, err := client.post(ctx, "/v1/chat/completions", "", chatBody(user, assistant, toolMsg))
			if err != nil || second.status != http.StatusOK || second.replica == victim.name ||
				!strings.Contains(second.body.Get("choices.0.message.content").Str, first.body.Get("zc_receipts.calls.0.receipt").Str) ||
				len(second.body.Get("zc_receipts.flags").Array()) != 0 {
				t.Errorf("follow-up of a turn the killed replica ran: %v %d on %s: %s", err, second.status, second.replica, second.raw)
			}
		}
		for _, r := range replicas {
			if strings.Contains(r.logs.String(), redis.Password) {
				t.Errorf("%s logged the Redis password", r.name)
			}
		}
	})
}
