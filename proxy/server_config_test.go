package proxy

import (
	"errors"
	"testing"

	"github.com/zc-proxy/zc-proxy/config"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

func TestNewDoesNotChangeCallerConfig(t *testing.T) {
	cfg := &Config{Upstreams: []UpstreamConfig{{Name: "a", BaseURL: "http://127.0.0.1:1/v1"}}}
	s, err := New(t.Context(), cfg, Options{})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	defer s.Close()
	if cfg.Upstreams[0].Models != nil || cfg.Listen != "" || cfg.Receipts.Enabled != nil {
		t.Errorf("New changed the caller's config: %+v", cfg)
	}
	if s.cfg.Loop.MaxIterations != config.DefaultMaxIterations || s.cfg.Upstreams[0].Models[0] != "*" {
		t.Errorf("New did not fill defaults: %+v", s.cfg)
	}

	_, err = New(t.Context(), &Config{}, Options{})
	var ce *ConfigError
	if !errors.As(err, &ce) {
		t.Errorf("New(empty config) err = %v, want *ConfigError", err)
	}
}

// TestSandboxSummary: the start-up summary says how each process tool is
// confined; with sandbox.enabled false every start warns and the summary
// says OFF.
func TestSandboxSummary(t *testing.T) {
	off := false
	tests := []struct {
		name    string
		enabled *bool
		want    []string
	}{
		{"on by default", nil, []string{"sandbox=\"landlock ABI", "no network"}},
		{"off", &off, []string{"sandbox.enabled is false: tool processes run unconfined", "sandbox=\"OFF"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTestProxy(t, nil, func(c *Config) {
				c.Sandbox.Enabled = tt.enabled
				c.Tools = []toolrun.Spec{{Name: "shell", Type: "shell", Allow: toolrun.AllowOf("echo")},
					{Name: "read", Type: "file", Root: "."}}
			})
			p.srv.LogSummary()
			for _, w := range tt.want {
				if !p.logs.contains(w) {
					t.Errorf("the log lacks %q:\n%s", w, p.logs.String())
				}
			}
			if !p.logs.contains(`name=read type=file sandbox="n/a (runs inside the proxy)"`) {
				t.Errorf("the file tool's line is not n/a:\n%s", p.logs.String())
			}
		})
	}
}
