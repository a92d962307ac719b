package toolrun

import (
	"context"
	"fmt"
	"log/slog"
	"maps"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// processes starts the processes of shell and exec calls and stdio MCP
// servers: confined by the sandbox when there is one, and at most a fixed
// number of calls' processes at once.
type processes struct {
	sb    *sandbox.Sandbox // nil: unconfined
	slots chan struct{}    // nil: no cap
	log   *slog.Logger     // nil: no warnings
	// secrets are redacted from output before it is capped
	secrets []string
}

func (p *processes) warn(msg string, args ...any) {
	if p.log != nil {
		p.log.Warn(msg, args...)
	}
}

func newProcesses(sb *sandbox.Sandbox, maxRunning int, log *slog.Logger, secrets []string) *processes {
	p := &processes{sb: sb, log: log, secrets: secrets}
	if maxRunning > 0 {
		p.slots = make(chan struct{}, maxRunning)
	}
	return p
}

// acquire takes a slot for one call's process, or refuses the call: a
// model that asks for hundreds of calls must not start hundreds of
// processes.
func (p *processes) acquire() (func(), error) {
	if p.slots == nil {
		return func() {}, nil
	}
	select {
	case p.slots <- struct{}{}:
		return func() { <-p.slots }, nil
	default:
		return nil, &toolError{OutcomeCapped, fmt.Sprintf(
			"not run: %d tool processes are already running, the server-wide limit; try again when they end", cap(p.slots))}
	}
}

// describe says how tool s's processes are confined.
func (p *processes) describe(s Spec) string {
	switch {
	case s.Type == "file" || s.Type == "http":
		return "n/a (runs inside the proxy)"
	case s.Type == "mcp" && len(s.Command) == 0:
		return "n/a (a remote MCP server)"
	case p.sb == nil:
		return "OFF: runs unconfined (sandbox.enabled: false)"
	}
	d := p.sb.Describe() + "; dir read-only"
	if s.Writable {
		d = p.sb.Describe() + "; dir writable"
	}
	if s.Network {
		return d + "; network allowed"
	}
	return d + "; no network"
}

// procSpec is how one tool starts its processes.
type procSpec struct {
	procs  *processes
	dir    string // working directory; "" is the proxy's
	env    []string
	limit  int // stdout cap in bytes
	policy sandbox.Policy
	// setEnv are the environment variables the tool's config sets, which
	// the sandbox's own defaults (HOME, TMPDIR) do not override.
	setEnv map[string]string
}

// spec describes how tool s, whose working directory is absDir, runs
// argv0 (for exec and mcp: the configured program).
func (p *processes) spec(s Spec, absDir string, limit int) *procSpec {
	ps := &procSpec{procs: p, dir: s.Dir, env: toolEnv(s.Env), limit: limit, setEnv: s.Env}
	ps.policy.ReadOnly = append([]string{absDir}, s.Read...)
	if len(s.Command) > 0 && strings.Contains(s.Command[0], "/") && !strings.Contains(s.Command[0], "{") {
		prog := s.Command[0]
		if !filepath.IsAbs(prog) {
			prog = filepath.Join(absDir, prog)
		}
		ps.policy.ReadOnly = append(ps.policy.ReadOnly, prog)
	}
	if s.Writable {
		ps.policy.Writable = []string{absDir}
	}
	if p.sb != nil {
		if err := p.sb.CanRead(absDir); err != nil {
			p.warn("toolrun: the sandbox user cannot read this tool's dir: its calls will fail; give the directory (and those above it) read and search permission for others, or set dir",
				"tool", s.Name, "dir", absDir, "problem", err.Error())
		}
	}
	ps.policy.Network = s.Network
	return ps
}

// run runs one call's argv and returns its capped stdout.
func (ps *procSpec) run(ctx context.Context, argv []string) (string, error) {
	release, err := ps.procs.acquire()
	if err != nil {
		return "", err
	}
	defer release()
	return runProcess(ctx, ps, argv)
}

// command builds the command for argv: confined in a fresh scratch
// directory (removed by the returned cleanup) or, without a sandbox, as a
// plain child in its own process group.
func (ps *procSpec) command(ctx context.Context, argv []string) (*exec.Cmd, func(), error) {
	sb := ps.procs.sb
	if sb == nil {
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Dir = ps.dir
		cmd.Env = ps.env
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		return cmd, func() {}, nil
	}
	// Found here, so a missing program reads as one rather than as the
	// launcher's failure.
	if _, err := exec.LookPath(argv[0]); err != nil {
		return nil, nil, startError(argv[0], err)
	}
	scratch, cleanup, err := sb.Scratch()
	if err != nil {
		return nil, nil, err
	}
	policy := ps.policy
	policy.Writable = append(slices.Clone(policy.Writable), scratch)
	cmd, err := sb.Command(ctx, argv, policy, ps.sandboxEnv(scratch))
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	cmd.Dir = ps.dir
	return cmd, cleanup, nil
}

// sandboxEnv is the tool's environment inside the sandbox: HOME and TMPDIR
// in the scratch directory, the sandbox user's name, and git told to trust
// repositories it does not own (the sandbox user reads the operator's).
// Values the tool's config sets win.
func (ps *procSpec) sandboxEnv(scratch string) []string {
	extra := map[string]string{"HOME": scratch, "TMPDIR": scratch}
	if uid, _ := ps.procs.sb.User(); uid >= 0 {
		name := ps.procs.sb.UserName()
		extra["USER"], extra["LOGNAME"] = name, name
		extra["GIT_CONFIG_COUNT"] = "1"
		extra["GIT_CONFIG_KEY_0"] = "safe.directory"
		extra["GIT_CONFIG_VALUE_0"] = "*"
	}
	env := make([]string, 0, len(ps.env)+len(extra))
	for _, kv := range ps.env {
		k, _, _ := strings.Cut(kv, "=")
		if _, replaced := extra[k]; replaced {
			if _, set := ps.setEnv[k]; !set {
				continue
			}
			delete(extra, k)
		}
		env = append(env, kv)
	}
	for _, k := range slices.Sorted(maps.Keys(extra)) {
		if _, set := ps.setEnv[k]; set {
			continue
		}
		env = append(env, k+"="+extra[k])
	}
	return env
}
