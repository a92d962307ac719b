// Package config is config.yaml: its types, loading with ${VAR}
// expansion, the defaults (applied in one place: Config.Checked) and the
// validation that reports every problem at once, each at its key path.
package config

import (
	"time"

	"github.com/zc-proxy/zc-proxy/proxy/pending"
	"github.com/zc-proxy/zc-proxy/proxy/upstream"
	"github.com/zc-proxy/zc-proxy/toolrun"
	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// Defaults for keys config.yaml leaves out.
const (
	defaultListen            = "127.0.0.1:8080"
	defaultUpstreamTimeout   = 10 * time.Minute
	DefaultMaxIterations     = 8
	defaultToolTimeout       = 30 * time.Second
	defaultMaxOutput         = 64 << 10
	defaultMaxRequestBytes   = 16 << 20
	defaultMaxResponseBytes  = 16 << 20
	DefaultMaxAnswerBytes    = 2 << 20
	defaultStreamIdle        = 5 * time.Minute
	defaultLogLevel          = "info"
	defaultLogFormat         = "text"
	defaultShutdownGrace     = 30 * time.Second
	DefaultPendingTTL        = pending.DefaultTTL
	DefaultMaxCallsPerTurn   = 16
	defaultMaxCallsPerReq    = 64
	defaultMaxRunningTools   = 32
	defaultSandboxUser       = "nobody"
	defaultRetryBackoff      = 500 * time.Millisecond
	defaultRetryMaxBackoff   = 10 * time.Second
	defaultRetryMaxAfter     = 30 * time.Second
	defaultUIRecent          = 200
	DefaultClusterEntryBytes = 4 << 20
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
	// it: an operator's key need not be a client's. An admin key sees
	// every request there, a client key only its own. With neither set
	// the page is as open as the API.
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
	// Secret authenticates every record the replicas trust from the store
	// (published public keys and their index, kept mixed turns): each is
	// sealed with HMAC-SHA256 under a key derived from it, and a record
	// that does not check is ignored. Required with RedisURL, the same on
	// every replica, at least 32 random bytes (openssl rand -base64 32),
	// from the environment (${ZC_CLUSTER_SECRET}). Never logged.
	Secret string `yaml:"secret"`
	// PreviousSecrets are also accepted when reading, never used to seal:
	// rotation (README "Several replicas").
	PreviousSecrets []string `yaml:"previous_secrets"`
}

// Secrets returns the accepted cluster secrets, the sealing one first.
func (c ClusterConfig) Secrets() [][]byte {
	if c.Secret == "" {
		return nil
	}
	out := [][]byte{[]byte(c.Secret)}
	for _, s := range c.PreviousSecrets {
		out = append(out, []byte(s))
	}
	return out
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
	// StructuredMembers are the top-level request members, besides
	// response_format (chat) and text.format (Responses), by which an
	// OpenAI-compatible server constrains the answer to a format the
	// client then parses: a request holding one (not null) gets no footer
	// unless X-ZC-Receipts-Footer: on asks for it. Unset:
	// DefaultStructuredMembers; [] names none.
	StructuredMembers []string `yaml:"structured_members"`
}

// DefaultStructuredMembers are what real servers obey on their
// OpenAI-compatible endpoints: vLLM's guided_json, guided_regex,
// guided_choice, guided_grammar and structured_outputs (pydantic, exact
// names), llama.cpp server's json_schema and grammar (exact names).
// Ollama's /v1 endpoints read response_format and text.format only.
var DefaultStructuredMembers = []string{
	"guided_json", "guided_regex", "guided_choice", "guided_grammar", "structured_outputs",
	"json_schema", "grammar",
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
	MaxRequestBytes  int64 `yaml:"max_request_bytes"`  // default 16 MiB
	MaxResponseBytes int64 `yaml:"max_response_bytes"` // upstream JSON body / SSE event; default 16 MiB
	// MaxAnswerBytes bounds the text one request holds for the final
	// claim check, over all its turns: answer, refusal, reasoning and
	// transcript text, tool-call arguments. Past it the answer fails
	// (502, or an error event and no end marker on a stream): the check's
	// CPU is linear in the text, and an unchecked tail could hide a claim. Default 2 MiB, several times the longest answer a model
	// writes.
	MaxAnswerBytes int64         `yaml:"max_answer_bytes"`
	StreamIdle     time.Duration `yaml:"stream_idle"` // upstream SSE idle timeout; default 5m
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
