package toolrun

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"
)

// Outcome of one call. Only OutcomeOK results may be receipted.
type Outcome string

const (
	OutcomeOK           Outcome = "ok"
	OutcomeDenied       Outcome = "denied"
	OutcomeUnknownTool  Outcome = "unknown_tool"
	OutcomeBadArguments Outcome = "bad_arguments"
	OutcomeTimeout      Outcome = "timeout"
	OutcomeError        Outcome = "error"
	OutcomeCanceled     Outcome = "canceled"
)

// DefaultTimeout and DefaultMaxOutput apply when Options leaves them zero.
const (
	DefaultTimeout   = 30 * time.Second
	DefaultMaxOutput = 64 << 10
)

// Options configure a Registry.
type Options struct {
	DefaultTimeout time.Duration // zero means DefaultTimeout
	MaxOutput      int           // bytes; zero means DefaultMaxOutput
	Audit          Auditor       // nil means no audit events
	Logger         *slog.Logger  // nil means slog.Default()
}

// Tool is one tool as offered to the model.
type Tool struct {
	Name        string // as offered (MCP tools: "<spec>__<tool>")
	Description string
	Parameters  json.RawMessage // JSON schema object
	Type        string          // the Spec.Type it comes from
	Keywords    []string        // words that name it in prose: shell allow prefixes, argv[0], MCP tool name, URL host
}

// Call is one tool call the model asked for.
type Call struct {
	ID        string
	Name      string
	Arguments string // JSON text as the model sent it
}

// Result of one call. Output is exactly what the model should see on
// OutcomeOK (already capped, with a visible truncation note); Detail is a
// short reason safe to show the model and the client otherwise.
type Result struct {
	Call     Call
	Outcome  Outcome
	Output   string
	Detail   string
	Duration time.Duration
}

// Event is one audit record per call. It never holds a key.
type Event struct {
	Tool        string
	CallID      string
	ArgsSHA256  string // hex of the arguments as sent
	Outcome     Outcome
	Detail      string
	Duration    time.Duration
	OutputBytes int
}

// Auditor receives one Event per finished call. Implementations must be
// safe for concurrent use.
type Auditor interface{ ToolEvent(Event) }

// Registry is the allowlist and its executors. Safe for concurrent use.
type Registry struct{}

// New validates specs (every problem reported at once, as one error) and
// builds the registry. MCP servers are connected here, under ctx, so their
// tools can be listed.
func New(ctx context.Context, specs []Spec, opts Options) (*Registry, error) { panic("todo") }

// Tools returns every offered tool, in config order.
func (r *Registry) Tools() []Tool { panic("todo") }

// Lookup returns the offered tool with this name.
func (r *Registry) Lookup(name string) (Tool, bool) { panic("todo") }

// Run executes one call under ctx (plus the tool's timeout). It never
// panics; every failure is an Outcome.
func (r *Registry) Run(ctx context.Context, c Call) Result { panic("todo") }

// RunAll executes calls in parallel and returns results in call order.
func (r *Registry) RunAll(ctx context.Context, calls []Call) []Result { panic("todo") }

// Ready reports whether every MCP session is up.
func (r *Registry) Ready(ctx context.Context) error { panic("todo") }

// Close stops MCP servers and any running processes.
func (r *Registry) Close() error { panic("todo") }
