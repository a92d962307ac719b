package proxy

import (
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
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
}

// UpstreamConfig is one model API. The first whose Models match wins.
type UpstreamConfig struct {
	Name    string        `yaml:"name"`
	BaseURL string        `yaml:"base_url"` // e.g. https://api.openai.com/v1
	APIKey  string        `yaml:"api_key"`  // sent as Bearer; never logged
	Models  []string      `yaml:"models"`   // glob patterns; default ["*"]
	Timeout time.Duration `yaml:"timeout"`  // whole upstream call; default 10m
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
}

// LoadConfig reads path, expands ${VAR} from the environment, refuses
// unknown keys, applies defaults and validates, reporting every problem at
// once.
func LoadConfig(path string) (*Config, error) { panic("todo") }

// ParseConfig is LoadConfig on bytes already read; getenv nil means
// os.Getenv.
func ParseConfig(data []byte, getenv func(string) string) (*Config, error) { panic("todo") }
