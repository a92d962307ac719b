package proxy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Defaults for keys config.yaml leaves out.
const (
	defaultListen           = "127.0.0.1:8080"
	defaultUpstreamTimeout  = 10 * time.Minute
	defaultMaxIterations    = 8
	defaultToolTimeout      = 30 * time.Second
	defaultMaxOutput        = 64 << 10
	defaultMaxRequestBytes  = 16 << 20
	defaultMaxResponseBytes = 16 << 20
	defaultStreamIdle       = 5 * time.Minute
	defaultLogLevel         = "info"
	defaultLogFormat        = "text"
	defaultShutdownGrace    = 30 * time.Second
	defaultPendingTTL       = 10 * time.Minute
	defaultRetryBackoff     = 500 * time.Millisecond
	defaultRetryMaxBackoff  = 10 * time.Second
	defaultRetryMaxAfter    = 30 * time.Second

	maxRetries = 10

	maxMaxIterations = 100
)

// Config is config.yaml. See DESIGN.md for the meaning of each key.
type Config struct {
	Listen    string           `yaml:"listen"`    // default 127.0.0.1:8080
	Upstreams []UpstreamConfig `yaml:"upstreams"` // at least one
	Auth      AuthConfig       `yaml:"auth"`
	Receipts  ReceiptsConfig   `yaml:"receipts"`
	Loop      LoopConfig       `yaml:"loop"`
	Tools     []toolrun.Spec   `yaml:"tools"`
	Limits    LimitsConfig     `yaml:"limits"`
	Log       LogConfig        `yaml:"log"`
	Audit     AuditConfig      `yaml:"audit"`
	// ShutdownGrace is how long a stopping proxy lets requests in flight
	// finish before it cancels them; default 30s. zc-proxy serve --grace
	// overrides it.
	ShutdownGrace time.Duration `yaml:"shutdown_grace"`
}

// UpstreamConfig is one model API. The first whose Models match wins.
type UpstreamConfig struct {
	Name    string        `yaml:"name"`
	BaseURL string        `yaml:"base_url"` // e.g. https://api.openai.com/v1
	APIKey  string        `yaml:"api_key"`  // sent as Bearer; never logged
	Models  []string      `yaml:"models"`   // glob patterns; default ["*"]
	Timeout time.Duration `yaml:"timeout"`  // whole upstream call, retries included; default 10m
	Retries RetryConfig   `yaml:"retries"`
}

// RetryConfig is an upstream's retries: block. A call is retried only
// before any byte of a response reached the proxy: on a failed dial (refused,
// unresolvable, unreachable) and on HTTP 429, 500, 502, 503 and 504, and
// only when its body can be sent again. Waits grow exponentially with
// jitter; a Retry-After header sets the wait instead.
type RetryConfig struct {
	Max           int           `yaml:"max"`             // retries after the first attempt; default 0 (none)
	Backoff       time.Duration `yaml:"backoff"`         // first wait, doubled per retry; default 500ms
	MaxBackoff    time.Duration `yaml:"max_backoff"`     // cap on one wait; default 10s
	MaxRetryAfter time.Duration `yaml:"max_retry_after"` // longest Retry-After honoured (a longer one ends the retries); default 30s
}

// AuthConfig lists client bearer keys; empty means no auth.
type AuthConfig struct {
	Keys []string `yaml:"keys"`
}

// ReceiptsConfig is the receipts: block. Pointers distinguish "unset"
// (default true) from false.
type ReceiptsConfig struct {
	Enabled            *bool  `yaml:"enabled"`              // default true
	HeaderToggle       *bool  `yaml:"header_toggle"`        // default true
	ShowInResponse     *bool  `yaml:"show_in_response"`     // default true
	InjectSystemPrompt *bool  `yaml:"inject_system_prompt"` // default true
	Scope              string `yaml:"scope"`                // process | request; default process
	LedgerSize         int    `yaml:"ledger_size"`          // default receipts.DefaultLedgerSize
}

// LoopConfig bounds the tool loop.
type LoopConfig struct {
	MaxIterations int           `yaml:"max_iterations"` // default 8
	ToolTimeout   time.Duration `yaml:"tool_timeout"`   // default 30s
	MaxOutput     int           `yaml:"max_output"`     // tool output cap in bytes; default 64 KiB
	// PendingTTL is how long a mixed turn's server calls wait for the
	// client's tool results, counted from their last use; default 10m.
	PendingTTL time.Duration `yaml:"pending_ttl"`
}

// LimitsConfig bounds what clients and upstreams may send.
type LimitsConfig struct {
	MaxRequestBytes  int64         `yaml:"max_request_bytes"`  // default 16 MiB
	MaxResponseBytes int64         `yaml:"max_response_bytes"` // upstream JSON body / SSE event; default 16 MiB
	StreamIdle       time.Duration `yaml:"stream_idle"`        // upstream SSE idle timeout; default 5m
}

// LogConfig selects slog output.
type LogConfig struct {
	Level  string `yaml:"level"`  // debug | info | warn | error; default info (ZC_LOG_LEVEL overrides)
	Format string `yaml:"format"` // text | json; default text
	// IncludePrompts adds the request's messages (capped) to the per-request
	// log line. Default false: prompts may hold anything.
	IncludePrompts bool `yaml:"include_prompts"`
}

// AuditConfig is the audit: block: a JSON-lines trail of every server tool
// call (tool, call id, arguments hash, outcome, duration, receipt; never
// arguments, output or key). Empty Path means no trail.
type AuditConfig struct {
	Path       string `yaml:"path"`        // default "" (off)
	MaxBytes   int64  `yaml:"max_bytes"`   // rotate past this size; default 100 MiB; negative never rotates
	MaxBackups int    `yaml:"max_backups"` // rotated files kept; default 5
	Sync       bool   `yaml:"sync"`        // fsync every line; default false
}

// ConfigError lists every problem found in a config, one per entry, each
// led by its key path or line ("upstreams[0].base_url: ..."). Problems
// never quote a secret.
type ConfigError struct {
	Problems []string
}

func (e *ConfigError) Error() string { return strings.Join(e.Problems, "\n") }

// LoadConfig reads path, expands ${VAR} from the environment, refuses
// unknown keys, applies defaults and validates, reporting every problem at
// once (as a *ConfigError).
func LoadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	return ParseConfig(data, os.Getenv)
}

// ParseConfig is LoadConfig on bytes already read; getenv nil means
// os.Getenv. Its error is a *ConfigError.
func ParseConfig(data []byte, getenv func(string) string) (*Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	expanded, problems := expandEnv(data, getenv)

	cfg := new(Config)
	dec := yaml.NewDecoder(bytes.NewReader(expanded))
	dec.KnownFields(true)
	if err := dec.Decode(cfg); err != nil && !errors.Is(err, io.EOF) {
		problems = append(problems, yamlProblems(err)...)
	}
	cfg.applyDefaults()
	problems = append(problems, cfg.problems()...)
	if len(problems) > 0 {
		return nil, &ConfigError{Problems: problems}
	}
	return cfg, nil
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
	return &cp
}

// applyDefaults fills every key left at its zero value.
func (c *Config) applyDefaults() {
	if c.Listen == "" {
		c.Listen = defaultListen
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
	if c.Loop.MaxIterations == 0 {
		c.Loop.MaxIterations = defaultMaxIterations
	}
	if c.Loop.ToolTimeout == 0 {
		c.Loop.ToolTimeout = defaultToolTimeout
	}
	if c.Loop.MaxOutput == 0 {
		c.Loop.MaxOutput = defaultMaxOutput
	}
	if c.Loop.PendingTTL == 0 {
		c.Loop.PendingTTL = defaultPendingTTL
	}
	if c.Limits.MaxRequestBytes == 0 {
		c.Limits.MaxRequestBytes = defaultMaxRequestBytes
	}
	if c.Limits.MaxResponseBytes == 0 {
		c.Limits.MaxResponseBytes = defaultMaxResponseBytes
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
}

var (
	// yamlQuoted matches the value yaml quotes in a type error
	// ("cannot unmarshal !!str `sk-...` into int"): it may be a secret.
	yamlQuoted = regexp.MustCompile("`[^`]*`")
	// yamlUnknown matches KnownFields' complaint.
	yamlUnknown = regexp.MustCompile(`^(line \d+): field (\S+) not found in type (\S+)$`)
	// yamlDupKey matches a repeated mapping key, which yaml quotes.
	yamlDupKey = regexp.MustCompile(`^(line \d+): mapping key .* (already defined at line \d+)$`)
)

// yamlSections names config sections by the Go type yaml reports.
var yamlSections = map[string]string{
	"proxy.Config":         "",
	"proxy.UpstreamConfig": "upstreams[]",
	"proxy.AuthConfig":     "auth",
	"proxy.ReceiptsConfig": "receipts",
	"proxy.LoopConfig":     "loop",
	"proxy.LimitsConfig":   "limits",
	"proxy.LogConfig":      "log",
	"proxy.AuditConfig":    "audit",
	"proxy.RetryConfig":    "upstreams[].retries",
	"toolrun.Spec":         "tools[]",
}

// yamlProblems turns a yaml error into problems that quote no value and
// name config sections, not Go types.
func yamlProblems(err error) []string {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return []string{"yaml: " + yamlQuoted.ReplaceAllString(strings.TrimPrefix(err.Error(), "yaml: "), "value")}
	}
	out := make([]string, 0, len(te.Errors))
	for _, msg := range te.Errors {
		if m := yamlUnknown.FindStringSubmatch(msg); m != nil {
			key := m[2]
			if section, ok := yamlSections[m[3]]; ok && section != "" {
				key = section + "." + key
			}
			out = append(out, fmt.Sprintf("%s: unknown key %s", m[1], key))
			continue
		}
		if m := yamlDupKey.FindStringSubmatch(msg); m != nil {
			out = append(out, m[1]+": key "+m[2])
			continue
		}
		out = append(out, yamlQuoted.ReplaceAllString(msg, "value"))
	}
	return out
}
