package toolrun

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
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
	// OutcomeCapped: the call was never run, a limit on calls stopped it.
	OutcomeCapped Outcome = "capped"
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
	Logger         *slog.Logger  // nil means slog.Default()
	// Sandbox confines every tool process (shell and exec calls, stdio MCP
	// servers); nil runs them unconfined.
	Sandbox *sandbox.Sandbox
	// MaxRunning caps the shell and exec calls running at once across the
	// registry; a call past it is refused with OutcomeCapped. Zero means
	// no cap.
	MaxRunning int
	// Secrets are strings redacted wherever they appear in tool output or
	// failure details (the proxy's upstream and client keys), on top of the
	// credential patterns every output is scanned for; strings shorter
	// than 8 bytes are ignored. Default none.
	Secrets []string
}

// Tool is one tool as offered to the model.
type Tool struct {
	Name        string // as offered (MCP tools: "<spec>__<tool>")
	Description string
	Parameters  json.RawMessage // JSON schema object
	Type        string          // the Spec.Type it comes from
	Keywords    []string        // words that name it in prose: shell allow prefixes, argv[0], MCP tool name, URL host
	// Argv is an exec tool's fixed argv, {param} words as written: the
	// claims reader needs its subcommand ("git log --grep {q}" reads).
	// Never offered: fixed arguments may carry tokens from config.
	Argv []string
}

// Call is one tool call the model asked for.
type Call struct {
	ID        string
	Name      string
	Arguments string // JSON text as the model sent it
}

// Result of one call. Output is exactly what the model should see on
// OutcomeOK (already capped, with a visible truncation note, and with
// secret-looking strings redacted, see Options.Secrets); Detail is a
// short reason safe to show the model and the client otherwise.
type Result struct {
	Call     Call
	Outcome  Outcome
	Output   string
	Detail   string
	Duration time.Duration
}

// Registry is the allowlist and its executors. Safe for concurrent use.
type Registry struct {
	opts    Options
	log     *slog.Logger
	entries []*entry
	byName  map[string]*entry
	servers []*mcpServer
	closers []io.Closer
	procs   *processes

	// life ends when the registry closes; every call's context is tied to
	// it so Close also stops running processes.
	life      context.Context
	endLife   context.CancelFunc
	closeOnce sync.Once
	closeErr  error
}

// entry is one offered tool with everything a call needs.
type entry struct {
	tool       Tool
	args       *argSchema
	timeout    time.Duration
	run        executor
	sandboxing string // how its processes are confined, for people
}

// executor runs one validated call. Errors it returns are *toolError when
// they carry an outcome and a detail fit for the model; anything else is
// reported as a generic failure (and logged).
type executor interface {
	run(ctx context.Context, a arguments) (string, error)
}

// New validates specs (every problem reported at once, as one error) and
// builds the registry. MCP servers are connected here, under ctx, so their
// tools can be listed; the sessions themselves outlive ctx. On error nothing
// is left running.
func New(ctx context.Context, specs []Spec, opts Options) (*Registry, error) {
	if opts.DefaultTimeout <= 0 {
		opts.DefaultTimeout = DefaultTimeout
	}
	if opts.MaxOutput <= 0 {
		opts.MaxOutput = DefaultMaxOutput
	}
	r := &Registry{opts: opts, log: opts.Logger, byName: make(map[string]*entry)}
	if r.log == nil {
		r.log = slog.Default()
	}
	r.procs = newProcesses(opts.Sandbox, opts.MaxRunning, r.log, opts.Secrets)
	r.life, r.endLife = context.WithCancel(context.Background())

	var errs []error
	for i, s := range specs {
		label := specLabel(i, s)
		if problems := checkSpec(s); len(problems) > 0 {
			for _, p := range problems {
				errs = append(errs, fmt.Errorf("%s: %w", label, p))
			}
			continue
		}
		entries, err := r.build(ctx, s)
		if err != nil {
			for _, problem := range flatten(err) {
				errs = append(errs, fmt.Errorf("%s: %w", label, problem))
			}
			continue
		}
		for _, e := range entries {
			if !validName(e.tool.Name) {
				errs = append(errs, fmt.Errorf("%s: offered name %q does not match %s", label, e.tool.Name, namePattern))
				continue
			}
			if _, dup := r.byName[e.tool.Name]; dup {
				errs = append(errs, fmt.Errorf("%s: duplicate tool name %q", label, e.tool.Name))
				continue
			}
			r.byName[e.tool.Name] = e
			r.entries = append(r.entries, e)
		}
	}
	if len(errs) > 0 {
		r.Close()
		return nil, fmt.Errorf("toolrun: invalid tools config: %w", errors.Join(errs...))
	}
	return r, nil
}

// build turns one checked spec into its offered tools.
func (r *Registry) build(ctx context.Context, s Spec) ([]*entry, error) {
	timeout := cmp.Or(s.Timeout, r.opts.DefaultTimeout)
	limit := cmp.Or(s.MaxOutput, r.opts.MaxOutput)
	one := func(t Tool, args *argSchema, run executor) []*entry {
		return []*entry{{tool: t, args: args, timeout: timeout, run: run, sandboxing: r.procs.describe(s)}}
	}
	switch s.Type {
	case "shell":
		t, args, run, err := newShellTool(s, limit, r.procs)
		if err != nil {
			return nil, err
		}
		return one(t, args, run), nil
	case "exec":
		t, args, run, err := newExecTool(s, limit, r.procs)
		if err != nil {
			return nil, err
		}
		return one(t, args, run), nil
	case "file":
		t, args, run, err := newFileTool(s, limit)
		if err != nil {
			return nil, err
		}
		run.secrets = r.opts.Secrets
		r.closers = append(r.closers, run)
		return one(t, args, run), nil
	case "http":
		t, args, run, err := newHTTPTool(s, limit)
		if err != nil {
			return nil, err
		}
		run.secrets = r.opts.Secrets
		r.closers = append(r.closers, run)
		return one(t, args, run), nil
	case "mcp":
		srv := newMCPServer(s, limit, r.log, r.procs)
		r.servers = append(r.servers, srv) // closed by Close even if listing fails
		offered, err := srv.start(ctx)
		if err != nil {
			return nil, err
		}
		entries := make([]*entry, 0, len(offered))
		for _, o := range offered {
			entries = append(entries, &entry{tool: o.tool, args: o.args, timeout: timeout, run: o.run, sandboxing: r.procs.describe(s)})
		}
		return entries, nil
	}
	return nil, fmt.Errorf("unknown type %q", s.Type) // unreachable: checkSpec rejects it
}

// Tools returns every offered tool, in config order (an MCP spec's tools in
// the order of its allow list).
func (r *Registry) Tools() []Tool {
	out := make([]Tool, 0, len(r.entries))
	for _, e := range r.entries {
		out = append(out, e.tool.clone())
	}
	return out
}

// Lookup returns the offered tool with this name.
func (r *Registry) Lookup(name string) (Tool, bool) {
	e, ok := r.byName[name]
	if !ok {
		return Tool{}, false
	}
	return e.tool.clone(), true
}

func (t Tool) clone() Tool {
	t.Parameters = slices.Clone(t.Parameters)
	t.Keywords = slices.Clone(t.Keywords)
	t.Argv = slices.Clone(t.Argv)
	return t
}

// Sandboxing says how the offered tool's processes are confined ("" for a
// name it does not offer).
func (r *Registry) Sandboxing(tool string) string {
	if e, ok := r.byName[tool]; ok {
		return e.sandboxing
	}
	return ""
}

// Ready reports whether every MCP session is up, reconnecting a session
// that died, and pinging each under ctx.
func (r *Registry) Ready(ctx context.Context) error {
	var errs []error
	for _, srv := range r.servers {
		if err := srv.ping(ctx); err != nil {
			errs = append(errs, fmt.Errorf("mcp %s: %w", srv.spec.Name, err))
		}
	}
	return errors.Join(errs...)
}

// Close stops MCP servers and any running processes (their calls end with
// OutcomeCanceled). It is safe to call more than once.
func (r *Registry) Close() error {
	r.closeOnce.Do(func() {
		r.endLife()
		var errs []error
		for _, srv := range r.servers {
			if err := srv.Close(); err != nil {
				errs = append(errs, fmt.Errorf("mcp %s: %w", srv.spec.Name, err))
			}
		}
		for _, c := range r.closers {
			if err := c.Close(); err != nil {
				errs = append(errs, err)
			}
		}
		r.closeErr = errors.Join(errs...)
	})
	return r.closeErr
}
