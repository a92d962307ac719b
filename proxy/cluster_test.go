package proxy

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/fakeclock"
	"github.com/zc-proxy/zc-proxy/internal/rawjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// newClusterEnv is newMixedEnv for one replica of several: its pending
// turns and public keys in the Redis at redisURL.
func newClusterEnv(t *testing.T, upURL, redisURL, signing string, clock *fakeclock.Clock) *loopEnv {
	t.Helper()
	return newClusterEnvSecret(t, upURL, redisURL, signing, testClusterSecret, clock)
}

// testClusterSecret is the replicas' cluster.secret in tests.
const testClusterSecret = "k4Jf0tq9VZ2yqH5mXcR8aLw1sBn7dGe3PuT6oYi0QhE"

func newClusterEnvSecret(t *testing.T, upURL, redisURL, signing, secret string, clock *fakeclock.Clock) *loopEnv {
	t.Helper()
	return startLoopEnv(t, upURL, testSpecs(), func(c *Config) {
		c.Receipts.Scope = receipts.ScopeProcess
		c.Receipts.Signing = signing
		c.Cluster.RedisURL = redisURL
		c.Cluster.Timeout = 300 * time.Millisecond
		c.Cluster.Secret = secret
	}, clock.Now)
}

// plainOrMixed is mixedModel, except that the user message "plain" gets a
// plain answer (a request that needs no pending store).
func plainOrMixed(req gjson.Result) scripted.Turn {
	if mixedLastUser(req) == "plain" {
		return scripted.Turn{Content: "Plain answer."}
	}
	return mixedModel(req)
}

func clusterPair(t *testing.T, signing, password string) (a, b *loopEnv, up *scripted.Server, redis *redistest.Server) {
	t.Helper()
	redis = redistest.Start(t, password)
	up = &scripted.Server{Respond: plainOrMixed}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	clock := newMixedClock()
	a = newClusterEnv(t, upSrv.URL, redis.URL(), signing, clock)
	b = newClusterEnv(t, upSrv.URL, redis.URL(), signing, clock)
	return a, b, up, redis
}

// verifyAt posts a call's receipt to env's POST /v1/zc/verify.
func verifyAt(t *testing.T, env *loopEnv, call gjson.Result) gjson.Result {
	t.Helper()
	body, _ := json.Marshal(map[string]string{
		"token": call.Get("receipt").Str, "tool": call.Get("tool").Str,
		"args_sha256": call.Get("args_sha256").Str, "result_sha256": call.Get("result_sha256").Str,
	})
	resp, err := env.httpc.Post(env.url+"/v1/zc/verify", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("verify: %d %s", resp.StatusCode, raw)
	}
	return gjson.ParseBytes(raw)
}

func getJSON(t *testing.T, env *loopEnv, path string) (int, gjson.Result) {
	t.Helper()
	resp, err := env.httpc.Get(env.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, gjson.ParseBytes(raw)
}

// TestClusterFollowUpOnAnotherReplica: a mixed turn run by replica A and
// its follow-up sent to replica B is spliced on B exactly as A would, with
// no flag; with ed25519 every receipt A minted verifies on B, and both
// list both keys.
func TestClusterFollowUpOnAnotherReplica(t *testing.T) {
	for _, signing := range []string{receipts.SigningEd25519, receipts.SigningHMAC} {
		for _, stream := range []bool{false, true} {
			t.Run(signing+"/"+map[bool]string{true: "stream", false: "json"}[stream], func(t *testing.T) {
				a, b, up, _ := clusterPair(t, signing, "")
				got := mixedPost(t, a, mixedRequest(stream, map[string]any{"role": "user", "content": "cy"}), stream)
				if got.status != http.StatusOK || len(got.calls) != 1 || got.finish != "tool_calls" {
					t.Fatalf("mixed turn on A: status %d finish %q calls %v %s", got.status, got.finish, got.calls, got.raw)
				}
				if n := a.srv.pending.Len(); n != 0 {
					t.Errorf("A kept %d turns in memory; want them in Redis", n)
				}
				ans := mixedPost(t, b, mixedFollowUp(stream, "cy", got), stream)
				if ans.status != http.StatusOK {
					t.Fatalf("follow-up on B: %d %s", ans.status, ans.raw)
				}
				mixedCheckSpliced(t, lastBody(t, up.Requests()), "cy", got.report.Get("calls"), nil)
				if f := ans.report.Get("flags").Array(); len(f) != 0 {
					t.Errorf("B flagged genuine history: %s", ans.report.Get("flags").Raw)
				}
				if e := ans.report.Get("events").Array(); len(e) != 0 {
					t.Errorf("B reported events: %s", ans.report.Get("events").Raw)
				}
				if signing != receipts.SigningEd25519 {
					return
				}
				for _, call := range got.report.Get("calls").Array() {
					v := verifyAt(t, b, call)
					if v.Get("status").Str != "valid" {
						t.Errorf("B's verdict on A's receipt %s: %s", call.Get("receipt").Str, v.Raw)
					}
				}
				kidA := strings.SplitN(strings.SplitN(got.report.Get("calls.0.receipt").Str, "-", 4)[3], ".", 2)[0]
				for name, env := range map[string]*loopEnv{"A": a, "B": b} {
					code, jwks := getJSON(t, env, "/.well-known/zc-receipt-keys")
					kids := map[string]bool{}
					for _, k := range jwks.Get("keys").Array() {
						kids[k.Get("kid").Str] = true
						if k.Get("d").Exists() {
							t.Errorf("%s's JWKS has a private key", name)
						}
					}
					if code != http.StatusOK || len(kids) != 2 || !kids[kidA] {
						t.Errorf("%s lists %v (status %d), want A's %s and B's", name, kids, code, kidA)
					}
				}
			})
		}
	}
}

// TestClusterHistoryReceiptFromAnotherReplica: a tool message of re-sent
// history whose receipt replica A minted backs its claim on replica B
// (the signature under A's published key), and one altered is still
// flagged invalid.
func TestClusterHistoryReceiptFromAnotherReplica(t *testing.T) {
	a, b, _, _ := clusterPair(t, receipts.SigningEd25519, "")
	scopeA, release := a.srv.scopes.Acquire()
	defer release()
	m, err := scopeA.Mint("shell", "call_h1", []byte(`{"command":"echo hi"}`), []byte("hi"))
	if err != nil {
		t.Fatal(err)
	}
	scopeB, releaseB := b.srv.scopes.Acquire()
	defer releaseB()
	msgs := func(result string) gjson.Result {
		return gjson.Parse(string(rawjson.Marshal([]any{
			map[string]any{"role": "user", "content": "run it"},
			map[string]any{"role": "assistant", "content": "", "tool_calls": []any{map[string]any{"id": "call_h1", "type": "function",
				"function": map[string]any{"name": "shell", "arguments": `{"command":"echo hi"}`}}}},
			map[string]any{"role": "tool", "tool_call_id": "call_h1", "content": result + "\n\n[receipt: " + m.Receipt + "]"},
		})))
	}
	for _, tc := range []struct {
		name   string
		result string
		backed bool
	}{
		{"genuine", "hi", true},
		{"altered result", "bye", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := historyBacking(msgs(tc.result), scopeB)["shell"]; got != tc.backed {
				t.Errorf("backed on B = %v, want %v", got, tc.backed)
			}
		})
	}
	if st := scopeB.Check(m.Receipt); st != receipts.StatusUnverifiable {
		t.Errorf("B classifies A's token as %v, want unverifiable (not invalid)", st)
	}
}

// TestClusterStoreDown: with Redis gone, a mixed turn and its follow-up
// fail with a 503 naming the store (OpenAI error shape, an event in the
// log), a plain request still works, /readyz reports the store; once Redis
// is back the next mixed turn works without a restart. The password never
// reaches a log or a body.
func TestClusterStoreDown(t *testing.T) {
	const password = "pw-do-not-leak-4711"
	a, _, _, redis := clusterPair(t, receipts.SigningEd25519, password)
	first := mixedPost(t, a, mixedRequest(false, map[string]any{"role": "user", "content": "cy"}), false)
	if first.status != http.StatusOK {
		t.Fatalf("mixed turn with Redis up: %d %s", first.status, first.raw)
	}
	redis.Stop()

	check503 := func(t *testing.T, got mixedTurnResult) {
		t.Helper()
		e := gjson.ParseBytes(got.raw).Get("error")
		if got.status != http.StatusServiceUnavailable || e.Get("code").Str != "pending_store_unavailable" ||
			e.Get("type").Str != "server_error" || !strings.Contains(e.Get("message").Str, "redis") {
			t.Errorf("got %d %s, want a 503 pending_store_unavailable naming redis", got.status, got.raw)
		}
		if strings.Contains(string(got.raw), password) {
			t.Error("the error body holds the Redis password")
		}
	}
	for _, tc := range []struct {
		name string
		body string
	}{
		{"mixed turn", mixedRequest(false, map[string]any{"role": "user", "content": "dee"})},
		{"follow-up", mixedFollowUp(false, "cy", first)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			check503(t, mixedPost(t, a, tc.body, false))
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %s with a 300ms store timeout", d)
			}
		})
	}
	t.Run("streamed mixed turn", func(t *testing.T) {
		// "Let me look." was streamed before the turn could be kept: the
		// stream ends with an error event naming the store, and no [DONE].
		resp, err := a.httpc.Post(a.url+"/v1/chat/completions", "application/json",
			strings.NewReader(mixedRequest(true, map[string]any{"role": "user", "content": "fay"})))
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body := string(raw)
		if !strings.Contains(body, `"code":"pending_store_unavailable"`) || !strings.Contains(body, "redis") ||
			strings.Contains(body, "[DONE]") || strings.Contains(body, password) {
			t.Errorf("stream with Redis down: %d %s", resp.StatusCode, body)
		}
	})
	t.Run("plain request works", func(t *testing.T) {
		got := mixedPost(t, a, mixedRequest(false, map[string]any{"role": "user", "content": "plain"}), false)
		if got.status != http.StatusOK || got.content != "Plain answer." {
			t.Errorf("plain request with Redis down: %d %s", got.status, got.raw)
		}
	})
	t.Run("readyz reports the store", func(t *testing.T) {
		code, body := getJSON(t, a, "/readyz")
		if code != http.StatusOK || body.Get("pending_store").Str != "redis" || body.Get("pending_store_status").Str != "unavailable" ||
			body.Get("status").Str != "degraded" {
			t.Errorf("/readyz = %d %s", code, body.Raw)
		}
	})
	t.Run("event logged", func(t *testing.T) {
		if !strings.Contains(a.logs.String(), "event=pending_store_unavailable") {
			t.Errorf("no pending_store_unavailable event in the log")
		}
	})

	redis.Restart()
	t.Run("reconnects", func(t *testing.T) {
		deadline := time.Now().Add(5 * time.Second)
		for {
			got := mixedPost(t, a, mixedRequest(false, map[string]any{"role": "user", "content": "eve"}), false)
			if got.status == http.StatusOK {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("still failing after Redis came back: %d %s", got.status, got.raw)
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
	if strings.Contains(a.logs.String(), password) {
		t.Errorf("the log holds the Redis password")
	}
}

// TestClusterConfig: cluster.redis_url problems are reported without
// quoting the URL.
func TestClusterConfig(t *testing.T) {
	for _, tc := range []struct{ name, url, want string }{
		{"scheme", "http://:hunter2@h:1", "scheme"},
		{"db", "redis://:hunter2@h:1/x", "database"},
		{"port", "redis://:hunter2@h:0", "port"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &Config{Upstreams: []UpstreamConfig{{Name: "u", BaseURL: "http://127.0.0.1:1/v1"}}}
			cfg.Cluster.RedisURL = tc.url
			_, err := New(context.Background(), cfg, Options{Tools: emptyRegistry(t)})
			if err == nil || !strings.Contains(err.Error(), "cluster.redis_url") || !strings.Contains(err.Error(), tc.want) ||
				strings.Contains(err.Error(), "hunter2") {
				t.Errorf("New: %v", err)
			}
		})
	}
}

func emptyRegistry(t *testing.T) *toolrun.Registry {
	t.Helper()
	reg, err := toolrun.New(context.Background(), nil, toolrun.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { reg.Close() })
	return reg
}

// TestClusterStoreSlow: a store that accepts connections and never answers
// (hung, or overloaded past cluster.timeout) fails the mixed turn with the
// same 503 after about the timeout, and /readyz says so.
func TestClusterStoreSlow(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var held []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c) // read nothing, answer nothing
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		for _, c := range held {
			c.Close()
		}
		mu.Unlock()
	})
	up := httptest.NewServer(&scripted.Server{Respond: plainOrMixed})
	t.Cleanup(up.Close)
	env := newClusterEnv(t, up.URL, "redis://"+l.Addr().String()+"/0", receipts.SigningHMAC, newMixedClock())
	for _, tc := range []struct {
		name string
		user string
		want int
	}{
		{"mixed turn", "gus", http.StatusServiceUnavailable},
		{"plain request", "plain", http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			got := mixedPost(t, env, mixedRequest(false, map[string]any{"role": "user", "content": tc.user}), false)
			if got.status != tc.want {
				t.Errorf("status %d, want %d: %s", got.status, tc.want, got.raw)
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %s with a 300ms store timeout", d)
			}
		})
	}
	if code, body := getJSON(t, env, "/readyz"); code != http.StatusOK || body.Get("pending_store_status").Str != "unavailable" {
		t.Errorf("/readyz = %d %s", code, body.Raw)
	}
}

// TestClusterFollowUpEvents: on another replica, a follow-up that cannot be
// spliced gets the same events as on one replica.
func TestClusterFollowUpEvents(t *testing.T) {
	for _, tc := range []struct {
		name     string
		maxBytes int // 0: the default
		other    bool
		want     string
	}{
		{"another conversation", 0, true, outcomePendingUnknown},
		{"turn larger than max_entry_bytes", 10, false, outcomePendingExpired},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, b, _, _ := clusterPair(t, receipts.SigningEd25519, "")
			if tc.maxBytes > 0 {
				a.srv.turns = pending.NewRedis(a.srv.shared, 0, tc.maxBytes)
			}
			got := mixedPost(t, a, mixedRequest(false, map[string]any{"role": "user", "content": "cy"}), false)
			if got.status != http.StatusOK {
				t.Fatalf("mixed turn: %d %s", got.status, got.raw)
			}
			follow := mixedFollowUp(false, "cy", got)
			if tc.other {
				follow = strings.Replace(follow, `"content":"cy"`, `"content":"dee"`, 1)
			}
			ans := mixedPost(t, b, follow, false)
			events := ans.report.Get("events").Array()
			if ans.status != http.StatusOK || len(events) != 1 || events[0].Get("outcome").Str != tc.want || events[0].Get("call_id").Str != "call_c1" {
				t.Errorf("follow-up on B: %d, events %s; want one %s", ans.status, ans.report.Get("events").Raw, tc.want)
			}
		})
	}
}
