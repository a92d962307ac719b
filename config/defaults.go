package config

import (
	"os"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Checked is a copy of c with the defaults applied (the only place they
// are), validated: every problem at once in an *Error. c is not changed.
func (c *Config) Checked() (*Config, error) {
	cp := c.clone()
	cp.applyDefaults()
	if p := cp.problems(); len(p) > 0 {
		return nil, &Error{Problems: p}
	}
	return cp, nil
}

// clone copies cfg deeply enough that applyDefaults on the copy leaves cfg
// alone.
func (c *Config) clone() *Config {
	cp := *c
	cp.Upstreams = make([]UpstreamConfig, len(c.Upstreams))
	for i, u := range c.Upstreams {
		u.Models = append([]string(nil), u.Models...)
		cp.Upstreams[i] = u
	}
	cp.Auth.Keys = append([]string(nil), c.Auth.Keys...)
	cp.Auth.AdminKeys = append([]string(nil), c.Auth.AdminKeys...)
	cp.Cluster.PreviousSecrets = append([]string(nil), c.Cluster.PreviousSecrets...)
	return &cp
}

// applyDefaults fills every key left at its zero value.
func (c *Config) applyDefaults() {
	if c.Listen == "" {
		c.Listen = defaultListen
	}
	if c.Cluster.Timeout == 0 {
		c.Cluster.Timeout = cluster.DefaultTimeout
	}
	if c.Cluster.MaxEntryBytes == 0 {
		c.Cluster.MaxEntryBytes = DefaultClusterEntryBytes
	}
	if c.Cluster.KeyRetention == 0 {
		c.Cluster.KeyRetention = cluster.DefaultKeyRetention
	}
	for i := range c.Upstreams {
		u := &c.Upstreams[i]
		if len(u.Models) == 0 {
			u.Models = []string{"*"}
		}
		if u.Timeout == 0 {
			u.Timeout = defaultUpstreamTimeout
		}
		if u.Retries.Backoff == 0 {
			u.Retries.Backoff = defaultRetryBackoff
		}
		if u.Retries.MaxBackoff == 0 {
			u.Retries.MaxBackoff = defaultRetryMaxBackoff
		}
		if u.Retries.MaxRetryAfter == 0 {
			u.Retries.MaxRetryAfter = defaultRetryMaxAfter
		}
	}
	r := &c.Receipts
	for _, b := range []**bool{&r.Enabled, &r.HeaderToggle, &r.ShowInResponse, &r.InjectSystemPrompt} {
		if *b == nil {
			t := true
			*b = &t
		}
	}
	if r.Scope == "" {
		r.Scope = receipts.ScopeProcess
	}
	if r.LedgerSize == 0 {
		r.LedgerSize = receipts.DefaultLedgerSize
	}
	if r.Signing == "" {
		r.Signing = receipts.SigningHMAC
	}
	if c.Loop.MaxIterations == 0 {
		c.Loop.MaxIterations = DefaultMaxIterations
	}
	if c.Loop.ToolTimeout == 0 {
		c.Loop.ToolTimeout = defaultToolTimeout
	}
	if c.Loop.MaxOutput == 0 {
		c.Loop.MaxOutput = defaultMaxOutput
	}
	if c.Loop.PendingTTL == 0 {
		c.Loop.PendingTTL = DefaultPendingTTL
	}
	if c.Loop.MaxToolCalls.PerTurn == 0 {
		c.Loop.MaxToolCalls.PerTurn = DefaultMaxCallsPerTurn
	}
	if c.Loop.MaxToolCalls.PerRequest == 0 {
		c.Loop.MaxToolCalls.PerRequest = defaultMaxCallsPerReq
	}
	if c.Loop.MaxToolCalls.Running == 0 {
		c.Loop.MaxToolCalls.Running = defaultMaxRunningTools
	}
	sb := &c.Sandbox
	if sb.Enabled == nil {
		t := true
		sb.Enabled = &t
	}
	if sb.User == "" {
		sb.User = defaultSandboxUser
	}
	if sb.ScratchDir == "" {
		sb.ScratchDir = os.TempDir()
	}
	sb.Limits = sb.Limits.WithDefaults()
	if c.Limits.MaxRequestBytes == 0 {
		c.Limits.MaxRequestBytes = defaultMaxRequestBytes
	}
	if c.Limits.MaxResponseBytes == 0 {
		c.Limits.MaxResponseBytes = defaultMaxResponseBytes
	}
	if c.Limits.MaxAnswerBytes == 0 {
		c.Limits.MaxAnswerBytes = DefaultMaxAnswerBytes
	}
	if c.Limits.StreamIdle == 0 {
		c.Limits.StreamIdle = defaultStreamIdle
	}
	if c.Log.Level == "" {
		c.Log.Level = defaultLogLevel
	}
	if c.Log.Format == "" {
		c.Log.Format = defaultLogFormat
	}
	if c.Audit.MaxBytes == 0 {
		c.Audit.MaxBytes = audit.DefaultMaxBytes
	}
	if c.Audit.MaxBackups == 0 {
		c.Audit.MaxBackups = audit.DefaultMaxBackups
	}
	if c.ShutdownGrace == 0 {
		c.ShutdownGrace = defaultShutdownGrace
	}
	if c.UI.Enabled == nil {
		t := true
		c.UI.Enabled = &t
	}
	if c.UI.Recent == 0 {
		c.UI.Recent = defaultUIRecent
	}
}
