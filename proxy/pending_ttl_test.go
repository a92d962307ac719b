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

// TestLeftPendingTTLConfig: loop.pending_ttl defaults to 10m, keeps an
// explicit value, and a non-positive one is reported under its key path.
func TestPendingTTLConfig(t *testing.T) {
	tests := []struct {
		name    string
		yaml    string
		want    time.Duration
		problem string // "" when the config is valid
	}{
		{name: "default", yaml: minimalConfig, want: 10 * time.Minute},
		{name: "explicit", yaml: minimalConfig + "loop: {pending_ttl: 90s}\n", want: 90 * time.Second},
		{name: "negative", yaml: minimalConfig + "loop: {pending_ttl: -1m}\n",
			problem: "loop.pending_ttl: must be a positive duration"},
		{name: "not a duration", yaml: minimalConfig + "loop: {pending_ttl: soon}\n", problem: "loop.pending_ttl: must be a duration with a unit"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ParseConfig([]byte(tc.yaml), env(nil))
			if tc.problem != "" {
				var ce *ConfigError
				if !errors.As(err, &ce) {
					t.Fatalf("err = %v, want a *ConfigError naming %q", err, tc.problem)
				}
				if !strings.Contains(ce.Error(), tc.problem) {
					t.Errorf("problems %q lack %q", ce.Problems, tc.problem)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseConfig: %v", err)
			}
			if cfg.Loop.PendingTTL != tc.want {
				t.Errorf("loop.pending_ttl = %v, want %v", cfg.Loop.PendingTTL, tc.want)
			}
		})
	}
}

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
