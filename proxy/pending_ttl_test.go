package proxy

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/fakeclock"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
)

// TestLeftPendingTTLNewRejectsNegative: a hand-built config with
// a negative TTL is refused by New, like any other bad duration.
func TestPendingTTLNewRejectsNegative(t *testing.T) {
	cfg := &Config{
		Upstreams: []UpstreamConfig{{Name: "default", BaseURL: "http://127.0.0.1:9/v1"}},
		Loop:      LoopConfig{PendingTTL: -time.Second},
	}
	_, err := New(context.Background(), cfg, Options{Logger: slog.New(slog.DiscardHandler)})
	var ce *ConfigError
	if !errors.As(err, &ce) || !strings.Contains(ce.Error(), "loop.pending_ttl") {
		t.Fatalf("New err = %v, want a ConfigError on loop.pending_ttl", err)
	}
}

// TestLeftPendingStoreUsesConfiguredTTL: the store New builds keeps an
// entry for exactly loop.pending_ttl on the Server's clock.
func TestPendingStoreUsesConfiguredTTL(t *testing.T) {
	tests := []struct {
		name    string
		ttl     time.Duration // 0: the default
		advance time.Duration
		want    pending.Status
	}{
		{"configured, just before", 2 * time.Minute, 2*time.Minute - time.Second, pending.Found},
		{"configured, at the ttl", 2 * time.Minute, 2 * time.Minute, pending.Expired},
		{"long configured outlives the default", time.Hour, 30 * time.Minute, pending.Found},
		{"default, just before", 0, 10*time.Minute - time.Second, pending.Found},
		{"default, at the ttl", 0, 10 * time.Minute, pending.Expired},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			clock := fakeclock.New(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
			cfg := &Config{
				Upstreams: []UpstreamConfig{{Name: "default", BaseURL: "http://127.0.0.1:9/v1"}},
				Loop:      LoopConfig{PendingTTL: tc.ttl},
			}
			s, err := New(context.Background(), cfg, Options{Logger: slog.New(slog.DiscardHandler), Clock: clock.Now})
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			t.Cleanup(func() { _ = s.Close() })

			_ = s.pending.Keep(context.Background(), &pending.Entry{Prefix: [32]byte{7}, ClientIDs: []string{"call_1"}, Size: 10})
			clock.Advance(tc.advance)
			if _, got := s.pending.Lookup([32]byte{7}, []string{"call_1"}); got != tc.want {
				t.Errorf("after %v: status %d, want %d", tc.advance, got, tc.want)
			}
		})
	}
}
