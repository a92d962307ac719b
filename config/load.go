package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// Load reads path, expands ${VAR} from the environment, refuses
// unknown keys, applies defaults and validates, tools included, reporting
// every problem at once (as a *Error).
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	return Parse(data, os.Getenv)
}

// Parse is Load on bytes already read; getenv nil means
// os.Getenv. Its error is a *Error. After a YAML syntax error only
// that error (and environment problems) are reported: the rest of the
// document cannot be read, and guesses about it would mislead.
func Parse(data []byte, getenv func(string) string) (*Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	expanded, envProblems, envValues := expandEnv(data, getenv)
	var problems []Problem
	for _, p := range envProblems {
		problems = append(problems, lineProblem(p))
	}

	var doc yaml.Node
	if err := yaml.Unmarshal(expanded, &doc); err != nil {
		problems = append(problems, syntaxProblem(expanded, err))
		return nil, newError(problems)
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
		return nil, newError(problems)
	}
	cfg.envValues = envValues
	cfg.applyDefaults()
	var later []Problem
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
		return nil, newError(problems)
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
func followsTypeError(p Problem, typeErrors []string) bool {
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

// lineProblem parses "line N: message" into a Problem.
func lineProblem(p string) Problem {
	if m := yamlLine.FindStringSubmatch(p); m != nil {
		n, _ := strconv.Atoi(m[1])
		return Problem{Line: n, Message: m[2]}
	}
	return Problem{Message: p}
}

// toolProblem places a toolrun.Check problem (`tools[2] "name": ...`)
// under the key path of the field it is about (tools[2].command), at that
// field's line when it is written, else at its tool's line.
func toolProblem(err error, w *keyWalk) Problem {
	msg := err.Error()
	m := toolLabel.FindStringSubmatch(msg)
	if m == nil {
		return Problem{Message: msg}
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
	return Problem{Line: line, Key: key, Message: rest}
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
