package proxy

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/cluster/redistest"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestClusterWriterWithoutSecret: a writer of the shared Redis that does
// not hold cluster.secret (here a zc-proxy run with a secret of its own,
// which publishes its key and keeps its mixed turns exactly as a replica
// does) is not trusted: its receipts do not verify on a replica, its key is
// not in the replica's JWKS, and its kept turn is not spliced there as
// evidence (the follow-up reads as expired). Genuine replicas still share
// both. The rejections are counted, and the secret is never logged.
func TestClusterWriterWithoutSecret(t *testing.T) {
	redis := redistest.Start(t, "")
	up := &scripted.Server{Respond: plainOrMixed}
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)
	clock := newMixedClock()
	a := newClusterEnv(t, upSrv.URL, redis.URL(), receipts.SigningEd25519, clock)
	b := newClusterEnv(t, upSrv.URL, redis.URL(), receipts.SigningEd25519, clock)
	evil := newClusterEnvSecret(t, upSrv.URL, redis.URL(), receipts.SigningEd25519, "Zx8vN3qLw5Rt1YkP0sDf7GhJ2mBc9VaE4uTi6oWq8rS", clock)

	// Genuine: a turn kept by A is spliced on B, A's receipts verify on B.
	got := mixedPost(t, a, mixedRequest(false, map[string]any{"role": "user", "content": "cy"}), false)
	if got.status != http.StatusOK || len(got.calls) != 1 {
		t.Fatalf("mixed turn on A: %d %s", got.status, got.raw)
	}
	if ans := mixedPost(t, b, mixedFollowUp(false, "cy", got), false); ans.status != http.StatusOK || len(ans.report.Get("events").Array()) != 0 {
		t.Fatalf("genuine follow-up on B: %d %s", ans.status, ans.raw)
	}
	for _, call := range got.report.Get("calls").Array() {
		if v := verifyAt(t, b, call); v.Get("status").Str != "valid" {
			t.Errorf("B's verdict on A's receipt: %s", v.Raw)
		}
	}

	// The writer without the secret.
	forged := mixedPost(t, evil, mixedRequest(false, map[string]any{"role": "user", "content": "cy"}), false)
	if forged.status != http.StatusOK || len(forged.calls) != 1 {
		t.Fatalf("mixed turn on the writer: %d %s", forged.status, forged.raw)
	}
	for _, call := range forged.report.Get("calls").Array() {
		if v := verifyAt(t, a, call); v.Get("status").Str == "valid" {
			t.Errorf("A calls a receipt signed under a key published without the secret valid: %s", v.Raw)
		}
	}
	evilKid := strings.SplitN(strings.SplitN(forged.report.Get("calls.0.receipt").Str, "-", 4)[3], ".", 2)[0]
	for name, env := range map[string]*loopEnv{"A": a, "B": b} {
		_, jwks := getJSON(t, env, "/.well-known/zc-receipt-keys")
		for _, k := range jwks.Get("keys").Array() {
			if k.Get("kid").Str == evilKid {
				t.Errorf("%s's JWKS hands out the key published without the secret", name)
			}
		}
	}
	ans := mixedPost(t, a, mixedFollowUp(false, "cy", forged), false)
	for _, c := range ans.report.Get("calls").Array() {
		if c.Get("receipt").Str == forged.report.Get("calls.0.receipt").Str {
			t.Errorf("A listed the writer's kept call as evidence: %s", ans.raw)
		}
	}
	if !strings.Contains(string(ans.raw), "expired") {
		t.Errorf("follow-up of the writer's turn on A: want it read as expired, got %d %s", ans.status, ans.raw)
	}

	resp, err := a.httpc.Get(a.url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, kind := range []string{"index", "pending"} {
		if !strings.Contains(string(body), `zc_cluster_records_rejected_total{kind="`+kind+`"}`) {
			t.Errorf("/metrics lacks rejections of kind %s", kind)
		}
	}
	for name, env := range map[string]*loopEnv{"A": a, "B": b, "writer": evil} {
		if strings.Contains(env.logs.String(), testClusterSecret) || strings.Contains(env.logs.String(), "Zx8vN3qLw5Rt1YkP0sDf7GhJ2mBc9VaE4uTi6oWq8rS") {
			t.Errorf("%s logged a cluster secret", name)
		}
	}
}

// TestClusterNeedsSecret: cluster.redis_url without cluster.secret is a
// config error, reported with the other problems, that says how to make one.
func TestClusterNeedsSecret(t *testing.T) {
	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "u", BaseURL: "http://127.0.0.1:1/v1"}}}
	cfg.Cluster.RedisURL = "redis://:hunter2@127.0.0.1:6379/0"
	cfg.Loop.MaxIterations = -1
	_, err := New(context.Background(), cfg, Options{Tools: emptyRegistry(t)})
	if err == nil || !strings.Contains(err.Error(), "cluster.secret") || !strings.Contains(err.Error(), "openssl rand") ||
		!strings.Contains(err.Error(), "loop.max_iterations") || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("New: %v", err)
	}
}
