package reqctx

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestLoggerAddsRequestID(t *testing.T) {
	var buf bytes.Buffer
	log := NewLogger(slog.New(slog.NewTextHandler(&buf, nil)))
	if NewLogger(log) != log {
		t.Error("a wrapped logger is wrapped again")
	}
	log.With("k", "v").InfoContext(WithID(context.Background(), "req_1"), "hello")
	log.Info("no context")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "request_id=req_1") || !strings.Contains(lines[0], "k=v") || strings.Contains(lines[1], "request_id") {
		t.Errorf("log:\n%s", buf.String())
	}
}

func TestStats(t *testing.T) {
	var none *Stats
	none.AddFlag("x") // nil-safe outside a request
	st := &Stats{}
	ctx := WithStats(context.Background(), st)
	StatsFrom(ctx).AddUpstreamCall("u", time.Second, time.Millisecond)
	StatsFrom(ctx).AddUpstreamCall("u", time.Second, 2*time.Millisecond)
	StatsFrom(ctx).AddFlag("receipt_less_claim")
	StatsFrom(ctx).SetError("first")
	StatsFrom(ctx).SetError("second")
	v := st.Snapshot()
	if v.UpstreamCalls != 2 || v.UpstreamTime != 2*time.Second || v.FirstByte != time.Millisecond || len(v.Flags) != 1 || v.ErrMsg != "first" {
		t.Errorf("values %+v", v)
	}
}

// TestWithKeepsBoth: the id and the stats share one context value; adding
// one keeps the other.
func TestWithKeepsBoth(t *testing.T) {
	st := &Stats{}
	ctx := WithID(WithStats(context.Background(), st), "req_2")
	if ID(ctx) != "req_2" || StatsFrom(ctx) != st {
		t.Errorf("WithID after WithStats: id %q, stats %p", ID(ctx), StatsFrom(ctx))
	}
	ctx = WithStats(With(context.Background(), "req_3", nil), st)
	if ID(ctx) != "req_3" || StatsFrom(ctx) != st {
		t.Errorf("WithStats after With: id %q, stats %p", ID(ctx), StatsFrom(ctx))
	}
	if ID(context.Background()) != "" || StatsFrom(context.Background()) != nil {
		t.Error("empty context has a request")
	}
}
