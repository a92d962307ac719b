package toolrun

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
)

// namePattern is OpenAI's rule for function names; offered MCP names
// ("<spec>__<tool>") must satisfy it too.
const namePattern = `^[a-zA-Z0-9_-]{1,64}$`

var nameRE = regexp.MustCompile(namePattern)

func validName(name string) bool { return nameRE.MatchString(name) }

// specLabel names a spec in config errors: its position and name.
func specLabel(i int, s Spec) string {
	if s.Name == "" {
		return fmt.Sprintf("tools[%d]", i)
	}
	return fmt.Sprintf("tools[%d] %q", i, s.Name)
}

// typeFields lists, per type, the type-specific fields (by yaml key) it
// accepts. Name, type, description, timeout and max_output fit every type.
var typeFields = map[string][]string{
	"shell": {"allow", "dir", "env", "writable", "network", "read"},
	"exec":  {"parameters", "command", "dir", "env", "writable", "network", "read"},
	"file":  {"root"},
	"http":  {"parameters", "method", "url", "headers", "body"},
	"mcp":   {"allow", "command", "url", "env", "headers", "dir", "writable", "network", "read"},
}

// setFields returns the yaml keys of the type-specific fields s sets.
func setFields(s Spec) []string {
	var set []string
	add := func(key string, isSet bool) {
		if isSet {
			set = append(set, key)
		}
	}
	add("parameters", s.Parameters != nil)
	add("allow", len(s.Allow) > 0)
	add("command", len(s.Command) > 0)
	add("dir", s.Dir != "")
	add("env", len(s.Env) > 0)
	add("root", s.Root != "")
	add("method", s.Method != "")
	add("url", s.URL != "")
	add("headers", len(s.Headers) > 0)
	add("body", s.Body != "")
	add("writable", s.Writable)
	add("network", s.Network)
	add("read", len(s.Read) > 0)
	return set
}

// checkSpec reports the problems New can find without building the tool:
// name, type, fields foreign to the type, required fields, limits. The
// type-specific builders check the rest (placeholders, paths, URLs).
func checkSpec(s Spec) []error {
	var errs []error
	switch {
	case s.Name == "":
		errs = append(errs, errors.New("missing name"))
	case !validName(s.Name):
		errs = append(errs, fmt.Errorf("name %q does not match %s", s.Name, namePattern))
	}
	allowed, known := typeFields[s.Type]
	if !known {
		if s.Type == "" {
			errs = append(errs, errors.New("missing type (shell, exec, file, http or mcp)"))
		} else {
			errs = append(errs, fmt.Errorf("unknown type %q (want shell, exec, file, http or mcp)", s.Type))
		}
		return errs
	}
	for _, f := range setFields(s) {
		if !slices.Contains(allowed, f) {
			errs = append(errs, fmt.Errorf("field %q does not apply to type %s", f, s.Type))
		}
	}
	if s.Timeout < 0 {
		errs = append(errs, errors.New("timeout must not be negative"))
	}
	if s.Writable && s.Dir == "" {
		errs = append(errs, errors.New("writable needs dir: the directory to open for writing"))
	}
	if s.MaxOutput < 0 {
		errs = append(errs, errors.New("max_output must not be negative"))
	}
	switch s.Type {
	case "shell":
		if len(s.Allow) == 0 {
			errs = append(errs, errors.New("shell: allow must list at least one command"))
		}
	case "exec":
		if len(s.Command) == 0 || s.Command[0] == "" {
			errs = append(errs, errors.New("exec: command must name a program"))
		}
	case "file":
		if s.Root == "" {
			errs = append(errs, errors.New("file: missing root"))
		}
	case "http":
		if s.URL == "" {
			errs = append(errs, errors.New("http: missing url"))
		}
	case "mcp":
		if len(s.Allow) == 0 {
			errs = append(errs, errors.New("mcp: allow must list the server tools to offer"))
		}
		switch {
		case len(s.Command) == 0 && s.URL == "":
			errs = append(errs, errors.New("mcp: set command (stdio server) or url (streamable HTTP)"))
		case len(s.Command) > 0 && s.URL != "":
			errs = append(errs, errors.New("mcp: set command or url, not both"))
		case len(s.Command) > 0 && len(s.Headers) > 0:
			errs = append(errs, errors.New("mcp: headers apply only to a url server"))
		case s.URL != "" && len(s.Env) > 0:
			errs = append(errs, errors.New("mcp: env applies only to a command server"))
		case s.URL != "" && (s.Dir != "" || s.Writable || s.Network || len(s.Read) > 0):
			errs = append(errs, errors.New("mcp: dir, writable, network and read apply only to a command server"))
		}
		for i, e := range s.Allow {
			if !e.Plain || len(e.problems) > 0 {
				errs = append(errs, fmt.Errorf("mcp: allow[%d]: an MCP allow entry is a tool name", i))
			}
		}
	}
	return errs
}
