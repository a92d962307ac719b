package proxy

import (
	"fmt"

	"github.com/zc-proxy/zc-proxy/toolrun"
	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// newSandbox sets up the sandbox when a configured tool starts processes
// (shell, exec, a stdio MCP server) and sandbox.enabled is on, and makes the
// proxy non-dumpable so no process of its user can read its memory or
// environment through /proc. It returns nil when no tool needs one, and an
// error naming what the kernel lacks when it cannot confine processes.
func (s *Server) newSandbox(cfg *Config) (*sandbox.Sandbox, error) {
	if !startsProcesses(cfg.Tools) {
		return nil, nil
	}
	if !*cfg.Sandbox.Enabled {
		s.log.Warn("sandbox.enabled is false: tool processes run unconfined, as the proxy's user, with its access to files and the network")
		return nil, nil
	}
	sb, err := sandbox.New(sandbox.Config{
		User:       cfg.Sandbox.User,
		ReadPaths:  cfg.Sandbox.ReadPaths,
		ScratchDir: cfg.Sandbox.ScratchDir,
		Limits:     cfg.Sandbox.Limits,
	})
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	if err := sandbox.HardenSelf(); err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	return sb, nil
}

// startsProcesses reports whether a tool runs processes of its own.
func startsProcesses(specs []toolrun.Spec) bool {
	for _, t := range specs {
		if t.Type == "shell" || t.Type == "exec" || (t.Type == "mcp" && len(t.Command) > 0) {
			return true
		}
	}
	return false
}
