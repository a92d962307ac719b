package proxy

import "github.com/zc-proxy/zc-proxy/config"

// The proxy's configuration lives in package config; these names keep the
// proxy's API (proxy.Config, proxy.ParseConfig) for cmd/, the deploy tests
// and the benchmarks.
type (
	Config         = config.Config
	UpstreamConfig = config.UpstreamConfig
	RetryConfig    = config.RetryConfig
	AuthConfig     = config.AuthConfig
	UIConfig       = config.UIConfig
	ClusterConfig  = config.ClusterConfig
	ReceiptsConfig = config.ReceiptsConfig
	LoopConfig     = config.LoopConfig
	ToolCallCaps   = config.ToolCallCaps
	LimitsConfig   = config.LimitsConfig
	LogConfig      = config.LogConfig
	AuditConfig    = config.AuditConfig
	SandboxConfig  = config.SandboxConfig
	ConfigError    = config.Error
	ConfigProblem  = config.Problem
)

// LoadConfig reads and checks the config file at path (config.Load).
func LoadConfig(path string) (*Config, error) { return config.Load(path) }

// ParseConfig parses and checks config text (config.Parse).
func ParseConfig(data []byte, getenv func(string) string) (*Config, error) {
	return config.Parse(data, getenv)
}
