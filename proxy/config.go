package proxy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/zc-proxy/zc-proxy/audit"
	"github.com/zc-proxy/zc-proxy/internal/cluster"
	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// Defaults for keys config.yaml leaves out.
const (
	defaultListen            = "127.0.0.1:8080"
	defaultUpstreamTimeout   = 10 * time.Minute
	defaultMaxIterations     = 8
	defaultToolTimeout       = 30 * time.Second
	defaultMaxOutput         = 64 << 10
	defaultMaxRequestBytes   = 16 << 20
	defaultMaxResponseBytes  = 16 << 20
	defaultStreamIdle        = 5 * time.Minute
	defaultLogLevel          = "info"
	defaultLogFormat         = "text"
	defaultShutdownGrace     = 30 * time.Second
	defaultPendingTTL        = pending.DefaultTTL
	defaultMaxCallsPerTurn   = 16
	defaultMaxCallsPerReq    = 64
	defaultMaxRunningTools   = 32
	defaultSandboxUser       = "nobody"
	defaultRetryBackoff      = 500 * time.Millisecond
	defaultRetryMaxBackoff   = 10 * time.Second
	defaultRetryMaxAfter     = 30 * time.Second
	defaultUIRecent          = 200
	defaultClusterEntryBytes = 4 << 20
	maxUIRecent              = 100_000

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
	Sandbox   SandboxConfig    `yaml:"sandbox"`
	Limits    LimitsConfig     `yaml:"limits"`
	Log       LogConfig        `yaml:"log"`
	Audit     AuditConfig      `yaml:"audit"`
	UI        UIConfig         `yaml:"ui"`
	Cluster   ClusterConfig    `yaml:"cluster"`
	// ShutdownGrace is how long a stopping proxy lets requests in flight
	// finish before it cancels them; default 30s. zc-proxy serve --grace
	// overrides it.
	ShutdownGrace time.Duration `yaml:"shutdown_grace"`

	// envValues are the values ${VAR} expansion put into the config: all
	// of them are redacted from tool output, since any may be a secret.
	envValues []string
}

// SandboxConfig is the sandbox: block: how tool processes (shell and exec
// calls, stdio MCP servers) are confined. See toolrun/sandbox.
type SandboxConfig struct {
	// Enabled confines every tool process (Landlock, a network namespace,
	// an unprivileged user, resource limits); default true. Where the
	// kernel cannot, the proxy refuses to start until it is set false,
	// and then warns at every start.
	Enabled *bool `yaml:"enabled"`
	// User runs tool processes when the proxy runs as root; default nobody.
	User string `yaml:"user"`
	// ReadPaths are extra paths every tool process may read and execute
	// (a toolchain under /opt), beyond the system directories.
	ReadPaths []string `yaml:"read_paths"`
	// ScratchDir holds each call's fresh writable directory (its HOME and
	// TMPDIR), removed after the call; default the system's temp dir.
	ScratchDir string `yaml:"scratch_dir"`
	// Limits are each tool process's resource limits (setrlimit).
	Limits sandbox.Limits `yaml:"limits"`
}

// UpstreamConfig is one model API (upstreams:); RetryConfig its retries:.
type (
	UpstreamConfig = upstream.Config
	RetryConfig    = upstream.RetryConfig
)

// AuthConfig lists client bearer keys; empty means no auth.
type AuthConfig struct {
	Keys []string `yaml:"keys"`
	// AdminKeys open the inspect page (GET /zc/) besides Keys, and only
	// it: an operator's key need not be a client's. With neither set the
	// page is as open as the API.
	AdminKeys []string `yaml:"admin_keys"`
}

// UIConfig is the ui: block, the inspect page at GET /zc/.
type UIConfig struct {
	Enabled *bool `yaml:"enabled"` // default true
	Recent  int   `yaml:"recent"`  // requests kept in memory for the page; default 200
}

// ClusterConfig is the cluster: block: what several replicas behind one
// balancer share (README "Several replicas").
type ClusterConfig struct {
	// RedisURL is redis://[user:password@]host:port/db or rediss://… (TLS),
	// a standalone Redis or Valkey. When set, pending mixed turns and the
	// Ed25519 public receipt keys live there; "" keeps them in memory (one
	// replica). Never logged with its password.
	RedisURL string `yaml:"redis_url"`
	// Timeout bounds each store operation; a store slower than this fails
	// the mixed turn that needs it with a 503. Default 1s.
	Timeout time.Duration `yaml:"timeout"`
	// MaxEntryBytes is the largest mixed turn kept in the store; a larger
	// one's follow-up reads as expired. Default 4 MiB.
	MaxEntryBytes int `yaml:"max_entry_bytes"`
	// KeyRetention is how long a public key stays listed after its replica
	// last refreshed it (ended keys, or a replica that died). Default 168h.
	KeyRetention time.Duration `yaml:"key_retention"`
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
	// Signing is hmac (default: a key only this process can check with) or
	// ed25519 (a key pair per scope; the public keys are published at
	// GET /.well-known/zc-receipt-keys and in the audit trail).
	Signing string `yaml:"signing"`
	// BindConversation makes each receipt also sign the digest of the
	// request's messages, so it no longer verifies in another conversation.
	BindConversation bool `yaml:"bind_conversation"`
}

// LoopConfig bounds the tool loop.
type LoopConfig struct {
	MaxIterations int           `yaml:"max_iterations"` // default 8
	ToolTimeout   time.Duration `yaml:"tool_timeout"`   // default 30s
	MaxOutput     int           `yaml:"max_output"`     // tool output cap in bytes; default 64 KiB
	// PendingTTL is how long a mixed turn's server calls wait for the
	// client's tool results, counted from their last use; default 10m.
	PendingTTL time.Duration `yaml:"pending_ttl"`
	// MaxToolCalls caps the server tool calls the loop runs; a call past a
	// cap is answered with an error and never runs.
	MaxToolCalls ToolCallCaps `yaml:"max_tool_calls"`
}

// ToolCallCaps is loop.max_tool_calls: how many server tool calls one
// model turn and one request may run. A model that follows injected text
// can ask for hundreds of calls in one turn; each would start a process.
type ToolCallCaps struct {
	PerTurn    int `yaml:"per_turn"`    // default 16
	PerRequest int `yaml:"per_request"` // default 64
	// Running caps the shell and exec calls running at once across the
	// server, all requests together; default 32.
	Running int `yaml:"running"`
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
// arguments, output or key; failure details only with include_details). Empty Path means no trail.
type AuditConfig struct {
	Path       string `yaml:"path"`        // default "" (off)
	MaxBytes   int64  `yaml:"max_bytes"`   // rotate past this size; default 100 MiB; negative never rotates
	MaxBackups int    `yaml:"max_backups"` // rotated files kept; default 5
	Sync       bool   `yaml:"sync"`        // fsync every line; default false
	// IncludeDetails adds each failed call's detail (which can quote tool
	// output and the words of a refused command) to its line. Default
	// false.
	IncludeDetails bool `yaml:"include_details"`
}

// ConfigError lists every problem found in a config, each led by its key
// path ("upstreams[0].base_url: ..."). List has the same problems with the
// line each is at (when known), for "config.yaml:12: ..." messages.
// Problems never quote a secret.
type ConfigError struct {
	Problems []string
	List     []ConfigProblem
}

// ConfigProblem is one problem in a config: where it is and what is wrong.
type ConfigProblem struct {
	Line    int    // 1-based line in the file; 0 when not known (a config built in code)
	Key     string // key path, e.g. "upstreams[0].retries.max"; "" when the problem is not about one key
	Message string
}

// String renders p as "key: message" (Problems' form).
func (p ConfigProblem) String() string {
	if p.Key == "" {
		return p.Message
	}
	return p.Key + ": " + p.Message
}

func (e *ConfigError) Error() string {
	lines := make([]string, len(e.List))
	for i, p := range e.List {
		lines[i] = p.String()
		if p.Line > 0 {
			lines[i] = fmt.Sprintf("line %d: %s", p.Line, lines[i])
		}
	}
	if len(lines) == 0 {
		return strings.Join(e.Problems, "\n")
	}
	return strings.Join(lines, "\n")
}

// Lines renders each problem as "file:line: key: message" (file:
// message when the line is not known), the form editors and terminals
// link to.
func (e *ConfigError) Lines(file string) []string {
	if len(e.List) == 0 {
		out := make([]string, len(e.Problems))
		for i, p := range e.Problems {
			out[i] = file + ": " + p
		}
		return out
	}
	out := make([]string, len(e.List))
	for i, p := range e.List {
		if p.Line > 0 {
			out[i] = fmt.Sprintf("%s:%d: %s", file, p.Line, p)
		} else {
			out[i] = file + ": " + p.String()
		}
	}
	return out
}

// newConfigError builds a ConfigError from problems in file order.
func newConfigError(list []ConfigProblem) *ConfigError {
	sort.SliceStable(list, func(i, j int) bool {
		li, lj := list[i].Line, list[j].Line
		return li != 0 && (lj == 0 || li < lj)
	})
	e := &ConfigError{List: list, Problems: make([]string, len(list))}
	for i, p := range list {
		e.Problems[i] = p.String()
	}
	return e
}

// problemsAt turns "key: message" problems (Config.problems) into
// ConfigProblems at the line of their key.
func problemsAt(problems []string, w *keyWalk) []ConfigProblem {
	out := make([]ConfigProblem, 0, len(problems))
	for _, p := range problems {
		key, msg, ok := strings.Cut(p, ": ")
		if !ok {
			out = append(out, ConfigProblem{Message: p})
			continue
		}
		out = append(out, ConfigProblem{Line: w.lineOf(key), Key: key, Message: msg})
	}
	return out
}

// LoadConfig reads path, expands ${VAR} from the environment, refuses
// unknown keys, applies defaults and validates, tools included, reporting
// every problem at once (as a *ConfigError).
func LoadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	return ParseConfig(data, os.Getenv)
}

// ParseConfig is LoadConfig on bytes already read; getenv nil means
// os.Getenv. Its error is a *ConfigError. After a YAML syntax error only
// that error (and environment problems) are reported: the rest of the
// document cannot be read, and guesses about it would mislead.
func ParseConfig(data []byte, getenv func(string) string) (*Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	expanded, envProblems, envValues := expandEnv(data, getenv)
	var problems []ConfigProblem
	for _, p := range envProblems {
		problems = append(problems, lineProblem(p))
	}

	var doc yaml.Node
	if err := yaml.Unmarshal(expanded, &doc); err != nil {
		problems = append(problems, syntaxProblem(expanded, err))
		return nil, newConfigError(problems)
	}
	w := newKeyWalk(data)
	w.walk(&doc, configKeys(), "")
	problems = append(problems, w.problems...)
	reported := make(map[int]bool, len(w.problems))
	for _, p := range w.problems {
		reported[p.Line] = true
	}

	var typeErrors []string // keys whose value had the wrong type
	cfg := new(Config)
	dec := yaml.NewDecoder(bytes.NewReader(expanded))
	dec.KnownFields(true)
	err := dec.Decode(cfg)
	var te *yaml.TypeError
	fatal := err != nil && !errors.Is(err, io.EOF) && !errors.As(err, &te)
	if err != nil && !errors.Is(err, io.EOF) {
		for _, p := range yamlProblems(err) {
			cp := lineProblem(p)
			if (strings.HasPrefix(cp.Message, "unknown key ") || strings.HasPrefix(cp.Message, "key already defined")) && reported[cp.Line] {
				continue // the key walk reported it, with its key path
			}
			if m := yamlTypeError.FindStringSubmatch(cp.Message); m != nil {
				if cp.Key == "" {
					cp.Key = w.typeErrorKey(cp.Line, m[1], m[2])
				}
				cp.Message = typeErrorWords(m[1], m[2])
				typeErrors = append(typeErrors, cp.Key)
			}
			problems = append(problems, cp)
		}
	}
	if fatal || w.duplicates {
		// yaml stopped decoding (a repeated key): what it left out would
		// read as missing.
		return nil, newConfigError(problems)
	}
	cfg.envValues = envValues
	cfg.applyDefaults()
	var later []ConfigProblem
	later = append(later, problemsAt(cfg.problems(), w)...)
	for _, err := range toolrun.Check(cfg.Tools) {
		later = append(later, toolProblem(err, w))
	}
	for _, p := range later {
		if !followsTypeError(p, typeErrors) && !w.followsTypo(p) {
			problems = append(problems, p)
		}
	}
	if len(problems) > 0 {
		return nil, newConfigError(problems)
	}
	return cfg, nil
}

// yamlTypeError matches a yaml type error once its value is blanked out.
var yamlTypeError = regexp.MustCompile(`^cannot unmarshal !!(\w+) (?:value )?into (.+)$`)

// typeErrorWords says what a value should have been, in config terms
// rather than Go types.
func typeErrorWords(tag, goType string) string {
	got := map[string]string{"str": "text", "int": "a number", "float": "a number", "bool": "true/false",
		"map": "a mapping", "seq": "a list", "null": "empty", "timestamp": "a date"}[tag]
	if got == "" {
		got = tag
	}
	var want string
	switch {
	case goType == "time.Duration":
		return "must be a duration with a unit (e.g. 30s, 5m, 1h), not " + got
	case strings.HasPrefix(goType, "[]"):
		want = "a list (e.g. [a, b])"
	case strings.HasPrefix(goType, "map["):
		want = "a mapping (key: value)"
	case goType == "bool":
		want = "true or false"
	case goType == "string":
		want = "text"
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"):
		want = "a whole number"
	case strings.HasPrefix(goType, "float"):
		want = "a number"
	default:
		want = "a mapping of keys"
	}
	return "must be " + want + ", not " + got
}

// followsTypeError reports whether p is only a consequence of a value yaml
// could not decode (a list left empty, a tool field left unset): it is
// not reported, the type error says what to fix.
func followsTypeError(p ConfigProblem, typeErrors []string) bool {
	for _, k := range typeErrors {
		switch {
		case k == "":
		case p.Key == k, strings.HasPrefix(p.Key, k+"."), strings.HasPrefix(p.Key, k+"["):
			return true
		case strings.HasPrefix(k, p.Key+"."):
			field := k[strings.LastIndexByte(k, '.')+1:]
			if strings.Contains(p.Message, field) {
				return true
			}
		}
	}
	return false
}

// lineProblem parses "line N: message" into a ConfigProblem.
func lineProblem(p string) ConfigProblem {
	if m := yamlLine.FindStringSubmatch(p); m != nil {
		n, _ := strconv.Atoi(m[1])
		return ConfigProblem{Line: n, Message: m[2]}
	}
	return ConfigProblem{Message: p}
}

// toolProblem places a toolrun.Check problem (`tools[2] "name": ...`)
// under the key path of the field it is about (tools[2].command), at that
// field's line when it is written, else at its tool's line.
func toolProblem(err error, w *keyWalk) ConfigProblem {
	msg := err.Error()
	m := toolLabel.FindStringSubmatch(msg)
	if m == nil {
		return ConfigProblem{Message: msg}
	}
	key, rest := m[1], strings.TrimPrefix(msg[len(m[0]):], ": ")
	if m[2] != "" {
		rest = "tool " + m[2] + ": " + rest
	}
	line := w.lineOf(key)
	if f := toolFieldOf(msg[len(m[0]):]); f != "" {
		key += "." + f
		if l, ok := w.lines[key]; ok {
			line = l
		}
	}
	if m := toolLine.FindStringSubmatch(rest); m != nil {
		// An allow entry says its own line: it decodes itself.
		line, _ = strconv.Atoi(m[2])
		rest = strings.Replace(rest, m[0], m[1], 1)
	}
	return ConfigProblem{Line: line, Key: key, Message: rest}
}

// toolFieldOf finds the tool field a toolrun problem is about: one it
// quotes (`field "dir" does not apply ...`), else the first of its
// leading words that is a tool key ("exec: command must name a program",
// "file: missing root", "unknown type ..."); "" when none.
func toolFieldOf(msg string) string {
	if f := toolField.FindStringSubmatch(msg); f != nil {
		return f[1]
	}
	fields := configKeys().fields["tools"].elem.fields
	words := strings.FieldsFunc(msg, func(r rune) bool { return r == ' ' || r == ':' || r == ',' })
	for i, w := range words {
		if i == 4 {
			break
		}
		switch w {
		case "shell", "exec", "file", "http", "mcp": // the tool's type leading its message
			continue
		}
		if _, ok := fields[w]; ok {
			return w
		}
	}
	return ""
}

var (
	toolLabel = regexp.MustCompile(`^(tools\[\d+\])(?: ("(?:[^"\\]|\\.)*"))?`)
	toolField = regexp.MustCompile(`field "(\w+)"`)
	toolLine  = regexp.MustCompile(`(allow\[\d+\]: )line (\d+): `)
)

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
		c.Cluster.MaxEntryBytes = defaultClusterEntryBytes
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
	if c.Loop.MaxToolCalls.PerTurn == 0 {
		c.Loop.MaxToolCalls.PerTurn = defaultMaxCallsPerTurn
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

var (
	// yamlQuoted matches the value yaml quotes in a type error
	// ("cannot unmarshal !!str `sk-...` into int"): it may be a secret.
	yamlQuoted = regexp.MustCompile("`[^`]*`")
	// yamlUnknown matches KnownFields' complaint.
	yamlUnknown = regexp.MustCompile(`^(line \d+): field (\S+) not found in type (\S+)$`)
	// yamlDupKey matches a repeated mapping key, which yaml quotes.
	yamlDupKey = regexp.MustCompile(`^(line \d+): mapping key .* (already defined at line \d+)$`)
)

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
			if section := configSections()[m[3]]; section != "" {
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
