package config

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestOpsConfigKeys(t *testing.T) {
	t.Run("defaults", func(t *testing.T) {
		cfg, err := Parse([]byte(minimalConfig), env(nil))
		if err != nil {
			t.Fatal(err)
		}
		r := cfg.Upstreams[0].Retries
		checks := []struct {
			name      string
			got, want any
		}{
			{"retries.max", r.Max, 0},
			{"retries.backoff", r.Backoff, 500 * time.Millisecond},
			{"retries.max_backoff", r.MaxBackoff, 10 * time.Second},
			{"retries.max_retry_after", r.MaxRetryAfter, 30 * time.Second},
			{"audit.path", cfg.Audit.Path, ""},
			{"audit.max_bytes", cfg.Audit.MaxBytes, int64(100 << 20)},
			{"audit.max_backups", cfg.Audit.MaxBackups, 5},
			{"audit.sync", cfg.Audit.Sync, false},
			{"log.include_prompts", cfg.Log.IncludePrompts, false},
			{"shutdown_grace", cfg.ShutdownGrace, 30 * time.Second},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
			}
		}
	})
	t.Run("explicit", func(t *testing.T) {
		cfg, err := Parse([]byte(minimalConfig+`    retries: {max: 3, backoff: 1s, max_backoff: 4s, max_retry_after: 9s}
audit: {path: /tmp/zc-audit.jsonl, max_bytes: 1024, max_backups: 2, sync: true}
log: {include_prompts: true}
shutdown_grace: 5s
`), env(nil))
		if err != nil {
			t.Fatal(err)
		}
		want := RetryConfig{Max: 3, Backoff: time.Second, MaxBackoff: 4 * time.Second, MaxRetryAfter: 9 * time.Second}
		if got := cfg.Upstreams[0].Retries; got != want {
			t.Errorf("retries = %+v, want %+v", got, want)
		}
		if want := (AuditConfig{Path: "/tmp/zc-audit.jsonl", MaxBytes: 1024, MaxBackups: 2, Sync: true}); cfg.Audit != want {
			t.Errorf("audit = %+v, want %+v", cfg.Audit, want)
		}
		if !cfg.Log.IncludePrompts || cfg.ShutdownGrace != 5*time.Second {
			t.Errorf("include_prompts %v, shutdown_grace %v", cfg.Log.IncludePrompts, cfg.ShutdownGrace)
		}
	})
}

func TestOpsConfigProblems(t *testing.T) {
	tests := []struct{ name, yaml, want string }{
		{"too many retries", minimalConfig + `    retries: {max: 11}`, "upstreams[0].retries.max: must be between 0 and 10, not 11"},
		{"negative retries", minimalConfig + `    retries: {max: -1}`, "upstreams[0].retries.max: must be between 0 and 10, not -1"},
		{"negative backoff", minimalConfig + `    retries: {backoff: -1s}`, "upstreams[0].retries.backoff: must be a positive duration"},
		{"negative retry-after cap", minimalConfig + `    retries: {max_retry_after: -1s}`, "upstreams[0].retries.max_retry_after: must be a positive duration"},
		{"unknown retries key", minimalConfig + `    retries: {tries: 2}`, "upstreams[0].retries.tries: unknown key (known keys under upstreams[].retries: backoff, max, max_backoff, max_retry_after)"},
		{"unknown audit key", minimalConfig + `audit: {file: x}`, "audit.file: unknown key"},
		{"negative backups", minimalConfig + `audit: {max_backups: -1}`, "audit.max_backups: must be positive"},
		{"negative grace", minimalConfig + `shutdown_grace: -1s`, "shutdown_grace: must be a positive duration"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), env(nil))
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			found := false
			for _, p := range ce.Problems {
				found = found || strings.HasPrefix(p, tc.want)
			}
			if !found {
				t.Errorf("problems %q lack %q", ce.Problems, tc.want)
			}
		})
	}
}
