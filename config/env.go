package config

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/zc-proxy/zc-proxy/internal/apierr"
)

// expandEnv replaces ${NAME} and ${NAME:-default} in config text with
// values from getenv, before the YAML is parsed (so a number or a duration
// may come from the environment too).
//
// Rules, chosen so a config never silently runs with a hole in it:
//   - ${NAME} with NAME unset or empty is a problem naming the variable
//     (never a value); write ${NAME:-} for an optional value.
//   - "$${" is a literal "${".
//   - a lone "$" (as in a shell command "echo $HOME") stays as it is.
//   - lines whose first non-blank character is "#" are comments and are not
//     expanded, so a commented-out example may name unset variables.
//   - a value that would add a line break is refused: it could inject YAML.
//
// It also returns every value it put in, for redaction.
func expandEnv(data []byte, getenv func(string) string) ([]byte, []string, []string) {
	var (
		out      bytes.Buffer
		problems []string
		values   []string
	)
	out.Grow(len(data))
	for i, line := range bytes.SplitAfter(data, []byte("\n")) {
		lineNo := i + 1
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '#' {
			out.Write(line)
			continue
		}
		for len(line) > 0 {
			j := bytes.IndexByte(line, '$')
			if j < 0 {
				out.Write(line)
				break
			}
			out.Write(line[:j])
			line = line[j:]
			switch {
			case bytes.HasPrefix(line, []byte("$${")):
				out.WriteString("${")
				line = line[3:]
			case bytes.HasPrefix(line, []byte("${")):
				end := bytes.IndexByte(line, '}')
				if end < 0 {
					problems = append(problems, fmt.Sprintf("line %d: unterminated ${ (write $${ for a literal ${)", lineNo))
					out.Write(line)
					line = nil
					continue
				}
				val, problem, fromEnv := expandOne(string(line[2:end]), getenv)
				if problem != "" {
					problems = append(problems, fmt.Sprintf("line %d: %s", lineNo, problem))
				}
				out.WriteString(val)
				if fromEnv {
					values = append(values, val)
				}
				line = line[end+1:]
			default:
				out.WriteByte('$')
				line = line[1:]
			}
		}
	}
	return out.Bytes(), problems, values
}

// expandOne resolves the inside of one ${...}. It returns the value, a
// problem ("" when none; a problem names the variable, never its value)
// and whether the value came from the environment (not a default).
func expandOne(expr string, getenv func(string) string) (string, string, bool) {
	name, def, hasDefault := strings.Cut(expr, ":-")
	if !validEnvName(name) {
		return "", fmt.Sprintf("${%s}: invalid variable name (want ${NAME} or ${NAME:-default})", apierr.Clip(expr, 40)), false
	}
	val := getenv(name)
	fromEnv := val != ""
	if val == "" {
		if !hasDefault {
			return "", fmt.Sprintf("environment variable %s is not set (write ${%s:-} if it is optional)", name, name), false
		}
		val = def
	}
	if strings.ContainsAny(val, "\r\n") {
		return "", fmt.Sprintf("environment variable %s contains a line break", name), false
	}
	return val, "", fromEnv
}

func validEnvName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		switch {
		case c == '_', 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}
