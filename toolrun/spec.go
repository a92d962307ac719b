package toolrun

import "time"

// Spec is one entry of the config's tools: list (the allowlist). Fields not
// used by a Type must be empty.
type Spec struct {
	Name        string         `yaml:"name"`
	Type        string         `yaml:"type"`        // shell | exec | file | http | mcp
	Description string         `yaml:"description"` // empty: generated (mcp: the server's own descriptions come first)
	Parameters  map[string]any `yaml:"parameters"`  // JSON schema, "type": "object" (exec: required with {param}s; http: default every placeholder a required string); others have a fixed one
	Timeout     time.Duration  `yaml:"timeout"`     // overrides Options.DefaultTimeout
	MaxOutput   int            `yaml:"max_output"`  // bytes; overrides Options.MaxOutput

	// Allow is, for shell, the commands and what may follow each (see
	// AllowEntry); for mcp, the server's tool names to offer (required,
	// each must exist).
	Allow   []AllowEntry      `yaml:"allow"`
	Command []string          `yaml:"command"` // exec: argv with {param}; mcp: stdio server argv
	Dir     string            `yaml:"dir"`     // shell, exec, mcp stdio: working directory, readable in the sandbox; default the proxy's
	Env     map[string]string `yaml:"env"`     // shell, exec, mcp stdio: extra environment (the proxy's own is not inherited; see the package doc)

	// Sandbox settings of a process tool (shell, exec, mcp stdio).
	Writable bool     `yaml:"writable"` // dir is writable too (default read-only; a fresh scratch directory always is)
	Network  bool     `yaml:"network"`  // may use the network (default none)
	Read     []string `yaml:"read"`     // extra paths the process may read and execute (a node_modules, a virtualenv)

	Root string `yaml:"root"` // file: directory the tool may read below

	Method  string            `yaml:"method"`  // http: default GET
	URL     string            `yaml:"url"`     // http: template with {param}; mcp: streamable HTTP endpoint
	Headers map[string]string `yaml:"headers"` // http, mcp url: extra request headers
	Body    string            `yaml:"body"`    // http: optional body template; values JSON-escaped for a JSON body, form-escaped otherwise
}
