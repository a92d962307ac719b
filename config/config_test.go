package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/receipts"
)

// env is a getenv over a fixed map.
func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

const minimalConfig = `
upstreams:
  - name: default
    base_url: http://127.0.0.1:11434/v1
`

func TestParseConfigDefaults(t *testing.T) {
	cfg, err := Parse([]byte(minimalConfig), env(nil))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"listen", cfg.Listen, "127.0.0.1:8080"},
		{"upstream models", strings.Join(cfg.Upstreams[0].Models, ","), "*"},
		{"upstream timeout", cfg.Upstreams[0].Timeout, 10 * time.Minute},
		{"receipts.enabled", *cfg.Receipts.Enabled, true},
		{"receipts.header_toggle", *cfg.Receipts.HeaderToggle, true},
		{"receipts.show_in_response", *cfg.Receipts.ShowInResponse, true},
		{"receipts.inject_system_prompt", *cfg.Receipts.InjectSystemPrompt, true},
		{"receipts.scope", cfg.Receipts.Scope, receipts.ScopeProcess},
		{"receipts.ledger_size", cfg.Receipts.LedgerSize, receipts.DefaultLedgerSize},
		{"loop.max_iterations", cfg.Loop.MaxIterations, 8},
		{"loop.tool_timeout", cfg.Loop.ToolTimeout, 30 * time.Second},
		{"loop.max_output", cfg.Loop.MaxOutput, 64 << 10},
		{"limits.max_request_bytes", cfg.Limits.MaxRequestBytes, int64(16 << 20)},
		{"limits.max_response_bytes", cfg.Limits.MaxResponseBytes, int64(16 << 20)},
		{"limits.stream_idle", cfg.Limits.StreamIdle, 5 * time.Minute},
		{"log.level", cfg.Log.Level, "info"},
		{"log.format", cfg.Log.Format, "text"},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if c.got != c.want {
				t.Errorf("got %v, want %v", c.got, c.want)
			}
		})
	}
}

func TestParseConfigKeepsExplicitValues(t *testing.T) {
	cfg, err := Parse([]byte(`
listen: 0.0.0.0:9000
upstreams:
  - name: a
    base_url: https://api.example.com/v1
    models: ["gpt-*", "o?"]
    timeout: 90s
receipts:
  enabled: false
  scope: request
loop:
  max_iterations: 3
  tool_timeout: 5s
log:
  level: DEBUG
  format: json
`), env(nil))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	if cfg.Listen != "0.0.0.0:9000" || cfg.Upstreams[0].Timeout != 90*time.Second ||
		*cfg.Receipts.Enabled || cfg.Receipts.Scope != "request" || cfg.Loop.MaxIterations != 3 ||
		cfg.Loop.ToolTimeout != 5*time.Second || cfg.Log.Format != "json" ||
		strings.Join(cfg.Upstreams[0].Models, ",") != "gpt-*,o?" {
		t.Errorf("explicit values not kept: %+v", cfg)
	}
	if !*cfg.Receipts.HeaderToggle {
		t.Error("receipts.header_toggle: unset should default to true beside an explicit enabled: false")
	}
}

func TestParseConfigProblems(t *testing.T) {
	tests := []struct {
		name string
		yaml string
		want string // one problem, as it must appear
	}{
		{"no upstreams", `listen: 127.0.0.1:1`, "upstreams: at least one upstream is required"},
		{"relative base_url", `
upstreams: [{name: a, base_url: /v1}]`, "upstreams[0].base_url: must be an absolute http(s) URL"},
		{"ftp base_url", `
upstreams: [{name: a, base_url: "ftp://h/v1"}]`, "upstreams[0].base_url: must be an absolute http(s) URL"},
		{"missing base_url", `
upstreams: [{name: a}]`, "upstreams[0].base_url: is required"},
		{"base_url query", `
upstreams: [{name: a, base_url: "http://h/v1?x=1"}]`, "upstreams[0].base_url: must not have a query or fragment"},
		{"missing name", `
upstreams: [{base_url: "http://h/v1"}]`, "upstreams[0].name: is required"},
		{"duplicate names", `
upstreams: [{name: a, base_url: "http://h/v1"}, {name: a, base_url: "http://i/v1"}]`,
			`upstreams[1].name: "a" is also upstreams[0].name; names must be unique`},
		{"bad model pattern", `
upstreams: [{name: a, base_url: "http://h/v1", models: ["gpt-["]}]`, `upstreams[0].models[0]: "gpt-[" is not a valid pattern`},
		{"empty model pattern", `
upstreams: [{name: a, base_url: "http://h/v1", models: [""]}]`, `upstreams[0].models[0]: "" is not a valid pattern`},
		{"negative timeout", minimalConfig + `    timeout: -1s`, "upstreams[0].timeout: must be a positive duration"},
		{"bad listen", minimalConfig + `listen: localhost`, "listen: must be host:port"},
		{"bad scope", minimalConfig + `receipts: {scope: global}`, `receipts.scope: "global" is not one of process, request`},
		{"too many iterations", minimalConfig + `loop: {max_iterations: 101}`, "loop.max_iterations: must be between 1 and 100, not 101"},
		{"negative iterations", minimalConfig + `loop: {max_iterations: -1}`, "loop.max_iterations: must be between 1 and 100, not -1"},
		{"negative tool_timeout", minimalConfig + `loop: {tool_timeout: -5s}`, "loop.tool_timeout: must be a positive duration"},
		{"negative max_output", minimalConfig + `loop: {max_output: -1}`, "loop.max_output: must be positive"},
		{"negative request limit", minimalConfig + `limits: {max_request_bytes: -1}`, "limits.max_request_bytes: must be positive"},
		{"negative response limit", minimalConfig + `limits: {max_response_bytes: -1}`, "limits.max_response_bytes: must be positive"},
		{"negative stream_idle", minimalConfig + `limits: {stream_idle: -1m}`, "limits.stream_idle: must be a positive duration"},
		{"bad log level", minimalConfig + `log: {level: loud}`, `log.level: "loud" is not one of debug, info, warn, error`},
		{"bad log format", minimalConfig + `log: {format: xml}`, `log.format: "xml" is not one of text, json`},
		{"empty auth key", minimalConfig + `auth: {keys: [""]}`, "auth.keys[0]: must be a non-empty string"},
		{"auth key with space", minimalConfig + `auth: {keys: ["a b"]}`, "auth.keys[0]: must be a non-empty string"},
		{"negative ledger", minimalConfig + `receipts: {ledger_size: -1}`, "receipts.ledger_size: must be positive"},
		{"duration without unit", minimalConfig + `loop: {tool_timeout: 30}`, "loop.tool_timeout: must be a duration with a unit"},
		{"unknown top-level key", minimalConfig + `listn: 127.0.0.1:1`, "listn: unknown key (did you mean listen?)"},
		{"unknown nested key", minimalConfig + `    api_kye: x`, "upstreams[0].api_kye: unknown key (did you mean api_key?)"},
		{"unknown receipts key", minimalConfig + `receipts: {enable: true}`, "receipts.enable: unknown key (did you mean enabled?)"},
		{"yaml syntax", "upstreams: [", "yaml: "},
		{"duplicate key", minimalConfig + "listen: a:1\nlisten: b:2", "listen: key already defined at line 5"},
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

func TestParseConfigReportsEveryProblem(t *testing.T) {
	_, err := Parse([]byte(`
listen: nope
upstreams:
  - name: a
    base_url: relative
  - name: a
    base_url: http://h/v1
    models: ["["]
receipts: {scope: galaxy}
loop: {max_iterations: 500}
log: {level: loud, format: xml}
bogus: 1
`), env(nil))
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v, want a *Error", err)
	}
	want := []string{
		"line 12: bogus: unknown key",
		"listen:",
		"upstreams[0].base_url:",
		"upstreams[1].name:",
		"upstreams[1].models[0]:",
		"receipts.scope:",
		"loop.max_iterations:",
		"log.level:",
		"log.format:",
	}
	for _, w := range want {
		t.Run(w, func(t *testing.T) {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("error lacks %q:\n%v", w, err)
			}
		})
	}
	if len(ce.Problems) != len(want) {
		t.Errorf("got %d problems, want %d:\n%v", len(ce.Problems), len(want), err)
	}
	if lines := strings.Count(err.Error(), "\n") + 1; lines != len(ce.Problems) {
		t.Errorf("Error() has %d lines, want one per problem (%d)", lines, len(ce.Problems))
	}
}

func TestParseConfigNeverQuotesSecrets(t *testing.T) {
	const secret = "sk-very-secret-123"
	tests := []struct {
		name string
		yaml string
	}{
		{"key in a list-typed field", minimalConfig + "auth: {keys: " + secret + "}"},
		{"key in a number field", minimalConfig + "loop: {max_iterations: " + secret + "}"},
		{"key in base_url credentials", "upstreams: [{name: a, base_url: \"http://u:" + secret + "@h/v1\"}]"},
		{"key with whitespace", minimalConfig + "    api_key: \"" + secret + " x\""},
		{"auth key with whitespace", minimalConfig + "auth: {keys: [\"" + secret + " x\"]}"},
		{"key from env in a bool", minimalConfig + "receipts: {enabled: ${KEY}}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), env(map[string]string{"KEY": secret}))
			if err == nil {
				t.Fatal("Parse accepted a bad config")
			}
			if strings.Contains(err.Error(), secret) {
				t.Errorf("error quotes the secret: %v", err)
			}
		})
	}
}

func TestParseConfigEnv(t *testing.T) {
	vars := map[string]string{
		"UPSTREAM": "https://api.example.com/v1",
		"KEY":      "sk-from-env",
		"ITER":     "4",
		"MULTI":    "a\nlisten: 0.0.0.0:1",
	}
	tests := []struct {
		name    string
		yaml    string
		check   func(*Config) bool
		problem string // "" means success
	}{
		{
			name: "plain and default",
			yaml: `upstreams: [{name: a, base_url: "${UPSTREAM}", api_key: "${KEY}"}]
listen: ${LISTEN:-127.0.0.1:9999}`,
			check: func(c *Config) bool {
				return c.Upstreams[0].BaseURL == vars["UPSTREAM"] && c.Upstreams[0].APIKey == "sk-from-env" && c.Listen == "127.0.0.1:9999"
			},
		},
		{
			name:  "number from env",
			yaml:  minimalConfig + "loop: {max_iterations: ${ITER}}",
			check: func(c *Config) bool { return c.Loop.MaxIterations == 4 },
		},
		{
			name:  "empty default",
			yaml:  minimalConfig + `    api_key: "${NOPE:-}"`,
			check: func(c *Config) bool { return c.Upstreams[0].APIKey == "" },
		},
		{
			name:  "set variable beats default",
			yaml:  minimalConfig + `    api_key: "${KEY:-fallback}"`,
			check: func(c *Config) bool { return c.Upstreams[0].APIKey == "sk-from-env" },
		},
		{
			name:  "escaped and lone dollars stay",
			yaml:  minimalConfig + `    api_key: "a$${b}$c$"`,
			check: func(c *Config) bool { return c.Upstreams[0].APIKey == "a${b}$c$" },
		},
		{
			name:  "comment lines are not expanded",
			yaml:  minimalConfig + "  # - api_key: ${UNSET_IN_COMMENT}",
			check: func(c *Config) bool { return true },
		},
		{
			name:    "unset variable",
			yaml:    minimalConfig + `    api_key: "${OPENAI_API_KEY}"`,
			problem: "line 5: environment variable OPENAI_API_KEY is not set",
		},
		{
			name:    "bad name",
			yaml:    minimalConfig + `    api_key: "${1X}"`,
			problem: "line 5: ${1X}: invalid variable name",
		},
		{
			name:    "unterminated",
			yaml:    minimalConfig + `    api_key: "${KEY"`,
			problem: "line 5: unterminated ${",
		},
		{
			name:    "line break injection",
			yaml:    minimalConfig + `    api_key: ${MULTI}`,
			problem: "line 5: environment variable MULTI contains a line break",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := Parse([]byte(tc.yaml), env(vars))
			if tc.problem == "" {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if !tc.check(cfg) {
					t.Errorf("config not as expected: %+v", cfg)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.problem) {
				t.Fatalf("err = %v, want %q", err, tc.problem)
			}
			for _, v := range vars {
				if strings.Contains(err.Error(), v) {
					t.Errorf("error quotes a variable's value: %v", err)
				}
			}
		})
	}
}

func TestLoadConfig(t *testing.T) {
	t.Run("reads the file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "config.yaml")
		if err := os.WriteFile(path, []byte(minimalConfig), 0o600); err != nil {
			t.Fatal(err)
		}
		cfg, err := Load(path)
		if err != nil {
			t.Fatalf("Load: %v", err)
		}
		if cfg.Upstreams[0].Name != "default" {
			t.Errorf("upstream name = %q", cfg.Upstreams[0].Name)
		}
	})
	t.Run("missing file", func(t *testing.T) {
		_, err := Load(filepath.Join(t.TempDir(), "nope.yaml"))
		if !errors.Is(err, os.ErrNotExist) {
			t.Errorf("err = %v, want os.ErrNotExist", err)
		}
	})
}

// TestExampleConfig keeps the repository's config.yaml parseable on a
// machine with no environment set.
func TestExampleConfig(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := Parse(data, env(nil))
	if err != nil {
		t.Fatalf("config.yaml: %v", err)
	}
	if len(cfg.Tools) == 0 {
		t.Error("config.yaml offers no tools")
	}
	if cfg.Upstreams[0].BaseURL != "http://127.0.0.1:11434/v1" {
		t.Errorf("default upstream = %q", cfg.Upstreams[0].BaseURL)
	}
}

// FuzzParseConfig: any input gives a config or a *Error, never a
// panic, and no error quotes the environment's secret.
func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{minimalConfig, "", "upstreams: [", "listen: ${A:-b}", "a: $${x}", "${", "x: ${KEY}\n# ${Y}"} {
		f.Add(s)
	}
	const secret = "s3cr3t-value"
	f.Fuzz(func(t *testing.T, data string) {
		cfg, err := Parse([]byte(data), env(map[string]string{"KEY": secret, "A": "1"}))
		if err != nil {
			var ce *Error
			if !errors.As(err, &ce) || len(ce.Problems) == 0 {
				t.Fatalf("err = %v, want a non-empty *Error", err)
			}
			if strings.Contains(err.Error(), secret) && !strings.Contains(data, secret) {
				t.Fatalf("error quotes the secret: %v", err)
			}
			return
		}
		if len(cfg.Upstreams) == 0 {
			t.Fatal("accepted a config without upstreams")
		}
	})
}

func BenchmarkParseConfig(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "config.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(data, env(nil)); err != nil {
			b.Fatal(err)
		}
	}
}

// TestPendingTTLConfig: loop.pending_ttl defaults to 10m, keeps an
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
			cfg, err := Parse([]byte(tc.yaml), env(nil))
			if tc.problem != "" {
				var ce *Error
				if !errors.As(err, &ce) {
					t.Fatalf("err = %v, want a *Error naming %q", err, tc.problem)
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
