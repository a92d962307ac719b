package config

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestConfigYAMLDocumentsEveryKey keeps the repository's config.yaml a
// complete reference: every key the loader knows (derived from the config
// types, so a new field is covered the moment it exists) appears in it,
// either set or in a commented-out example ("# key: value" at the
// indentation it would have once uncommented).
func TestConfigYAMLDocumentsEveryKey(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, doc := range [][]byte{data, uncommentExamples(data)} {
		var root yaml.Node
		if err := yaml.Unmarshal(doc, &root); err != nil {
			t.Fatalf("config.yaml with its commented-out examples uncommented is not YAML: %v\n"+
				"Keep a commented-out example at the indentation it would have when uncommented (\"  # key: value\").", err)
		}
		documentedKeys(&root, configKeys(), "", documented)
	}
	for _, key := range configKeyPaths() {
		if documented[key] {
			continue
		}
		t.Run(key, func(t *testing.T) {
			parent, leaf := splitKeyPath(key)
			where := "at the top level"
			if parent != "" {
				where = "under " + parent + ":"
			}
			t.Errorf("config.yaml does not document %s: add %q %s in config.yaml, with a comment saying what it does and its default "+
				"(a commented-out \"# %s: ...\" line at that indentation counts)", key, leaf+":", where, leaf)
		})
	}
}

// TestConfigKeyPathsFromTypes checks the reflection against keys known by
// hand, so the documentation test above cannot pass by knowing nothing.
func TestConfigKeyPathsFromTypes(t *testing.T) {
	paths := configKeyPaths()
	for _, want := range []string{
		"listen", "upstreams", "upstreams[].base_url", "upstreams[].retries.max_retry_after",
		"receipts.ledger_size", "audit.sync", "tools[].env", "tools[].headers", "tools[].body", "log.include_prompts",
	} {
		if !slices.Contains(paths, want) {
			t.Errorf("key paths lack %s: %v", want, paths)
		}
	}
	for _, notWant := range []string{"tools[].parameters.type", "tools[].env.PATH", "upstreams[].timeout.seconds"} {
		if slices.Contains(paths, notWant) {
			t.Errorf("key paths descend into a free-form value: %s", notWant)
		}
	}
}

// uncommentExamples turns "  # key: value" and "  # - key: value" lines
// into YAML, so keys shown only in commented-out examples count as
// documented. Prose comments are left alone (they do not start with a
// lowercase key and a colon).
func uncommentExamples(data []byte) []byte {
	return commentedKey.ReplaceAll(data, []byte("$1$2"))
}

var commentedKey = regexp.MustCompile(`(?m)^( *)# ( *(?:- )?[a-z_][a-z0-9_]*:(?: |$).*)$`)

// documentedKeys records the key paths (lists as "[]") present in node.
func documentedKeys(node *yaml.Node, n *keyNode, path string, out map[string]bool) {
	switch {
	case node.Kind == yaml.DocumentNode:
		for _, c := range node.Content {
			documentedKeys(c, n, path, out)
		}
	case node.Kind == yaml.MappingNode && n.kind == keyStruct:
		for i := 0; i+1 < len(node.Content); i += 2 {
			k, v := node.Content[i], node.Content[i+1]
			child, ok := n.fields[k.Value]
			if !ok {
				continue
			}
			p := joinKey(path, k.Value)
			out[p] = true
			documentedKeys(v, child, p, out)
		}
	case node.Kind == yaml.SequenceNode && n.kind == keyList:
		for _, item := range node.Content {
			documentedKeys(item, n.elem, path+"[]", out)
		}
	}
}

func splitKeyPath(p string) (parent, leaf string) {
	i := strings.LastIndexByte(p, '.')
	if i < 0 {
		return "", p
	}
	return p[:i], p[i+1:]
}

// TestConfigProblemsAtTheirLines: every problem of a config comes out in
// one pass, each at its line with its key path: unknown keys with a
// suggestion, bad values, tool errors.
func TestConfigProblemsAtTheirLines(t *testing.T) {
	const cfg = `listn: 127.0.0.1:8080
upstreams:
  - name: a
    base_url: relative
    api_kye: x
    retries: {tries: 1}
tool_timeout: 3s
loop:
  tool_timeout: 30
tools:
  - name: sh
    type: shell
  - name: f
    type: file
    root: .
    dir: /tmp
  - name: e
    type: exec
    command: [echo, "{n}"]
    bogus: 1
`
	want := []string{
		"config.yaml:1: listn: unknown key (did you mean listen?)",
		"config.yaml:4: upstreams[0].base_url: must be an absolute http(s) URL",
		"config.yaml:5: upstreams[0].api_kye: unknown key (did you mean api_key?)",
		"config.yaml:6: upstreams[0].retries.tries: unknown key (known keys under upstreams[].retries: backoff, max, max_backoff, max_retry_after)",
		"config.yaml:7: tool_timeout: unknown key here (did you mean loop.tool_timeout?)",
		"config.yaml:9: loop.tool_timeout: must be a duration with a unit (e.g. 30s, 5m, 1h)",
		`config.yaml:11: tools[0].allow: tool "sh": shell: allow must list`,
		`config.yaml:16: tools[1].dir: tool "f": field "dir" does not apply to type file`,
		`config.yaml:19: tools[2].command: tool "e": exec: command uses {n}`,
		"config.yaml:20: tools[2].bogus: unknown key (known keys under tools[]: ",
	}
	_, err := Parse([]byte(cfg), env(nil))
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("err = %v, want a *Error", err)
	}
	got := ce.Lines("config.yaml")
	if len(got) != len(want) {
		t.Errorf("got %d problems, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i, w := range want {
		t.Run(w, func(t *testing.T) {
			if i >= len(got) || !strings.HasPrefix(got[i], w) {
				t.Errorf("problem %d: want prefix %q in:\n%s", i, w, strings.Join(got, "\n"))
			}
		})
	}
}

// TestConfigSyntaxErrorLine: a YAML syntax error is reported once, at the
// line to fix (yaml itself names the line where the enclosing block
// began), with no follow-up problems about keys it could not read.
func TestConfigSyntaxErrorLine(t *testing.T) {
	tests := []struct {
		name string
		yaml string
		line int
		want string
	}{
		{"key one space too far in a list item", "upstreams:\n  - name: a\n   base_url: http://h/v1\nloop:\n  max_iterations: 3\n", 3, "indented 3 spaces"},
		{"key one space short", "receipts:\n  enabled: true\n scope: process\nloop:\n  max_iterations: 3\n", 3, "indented 1 space"},
		{"key at the items' indentation", "upstreams:\n  - name: a\n    base_url: http://h/v1\n  retries:\n    max: 1\n", 4, "not an item"},
		{"tab", "upstreams:\n\t- name: a\n", 2, "tab"},
		{"unclosed flow", "upstreams: [\n", 1, "yaml: "},
		{"compact list then a key", "tools:\n- name: a\n  type: shell\nlisten: [\n", 4, "yaml: "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), env(nil))
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			if len(ce.List) != 1 {
				t.Fatalf("want exactly one problem (no follow-ups), got:\n%v", err)
			}
			p := ce.List[0]
			if p.Line != tc.line || !strings.Contains(p.Message, tc.want) {
				t.Errorf("got line %d %q, want line %d containing %q", p.Line, p.Message, tc.line, tc.want)
			}
			// yaml's words about the line where the block began
			// ("did not find expected '-' indicator") mislead about
			// the line named; the line is not repeated either.
			if strings.HasPrefix(tc.want, "indented") || strings.HasPrefix(tc.want, "not an item") {
				if strings.Contains(p.Message, "expected") || regexp.MustCompile(`line \d`).MatchString(p.Message) {
					t.Errorf("message %q carries yaml's words about another line", p.Message)
				}
			}
		})
	}
}

// TestConfigValidIndentationNotFlagged: the indentation check must not
// fire on valid YAML styles (compact lists, nested lists, block scalars).
func TestConfigValidIndentationNotFlagged(t *testing.T) {
	for _, doc := range []string{
		"tools:\n- name: a\n  type: shell\n  allow:\n  - date\nupstreams:\n- name: a\n  base_url: http://h/v1\n",
		"upstreams:\n  - name: a\n    base_url: http://h/v1\n    models:\n      - \"*\"\n  - name: b\n    base_url: http://i/v1\n",
		"upstreams:\n  - name: a\n    base_url: http://h/v1\ntools:\n  - name: e\n    type: exec\n    description: |\n      deep\n        deeper\n\n      back\n    command: [date]\n",
	} {
		if _, err := Parse([]byte(doc), env(nil)); err != nil {
			t.Errorf("valid config refused: %v\n%s", err, doc)
		}
		if line, why := misindentedLine([]byte(doc)); line != 0 {
			t.Errorf("misindentedLine flags valid YAML at line %d (%s):\n%s", line, why, doc)
		}
	}
}

// TestConfigUnknownKeyFromEnvNotQuoted: a key supplied by ${VAR} is not
// quoted in the error (the variable may hold a secret).
func TestConfigUnknownKeyFromEnvNotQuoted(t *testing.T) {
	_, err := Parse([]byte(minimalConfig+"${K}: 1\n"), env(map[string]string{"K": "sk-secret-value"}))
	if err == nil || strings.Contains(err.Error(), "sk-secret-value") {
		t.Fatalf("err = %v, want an unknown key problem that does not quote the value", err)
	}
	if !strings.Contains(err.Error(), "environment variable") {
		t.Errorf("err = %v, want it to say the key came from the environment", err)
	}
}

func FuzzMisindentedLine(f *testing.F) {
	for _, s := range []string{"a:\n b:\n  c: 1\n d: 2\n", "- a\n - b\n", "x: |\n  y\n z: 1\n", "a: [\n", "---\n a: 1\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		line, why := misindentedLine([]byte(s))
		if line < 0 || line > strings.Count(s, "\n")+1 || (line > 0) != (why != "") {
			t.Fatalf("misindentedLine = %d, %q", line, why)
		}
	})
}

// TestConfigTypeErrorsInWords: a value of the wrong type is named by its
// key and line and said in config terms, not Go types, with no follow-up
// problem about what it left unset.
func TestConfigTypeErrorsInWords(t *testing.T) {
	const up = "upstreams: [{name: a, base_url: http://h/v1}]\n"
	tests := []struct {
		name, yaml string
		want       string // the only problem
	}{
		{"list given a mapping", "upstreams:\n  name: a\n", "line 2: upstreams: must be a list (e.g. [a, b]), not a mapping"},
		{"section given a number", up + "loop: 3\n", "line 2: loop: must be a mapping of keys, not a number"},
		{"number given text", up + "loop: {max_iterations: many}\n", "line 2: loop.max_iterations: must be a whole number, not text"},
		{"bool given text", up + "receipts:\n  enabled: maybe\n", "line 3: receipts.enabled: must be true or false, not text"},
		{"tool argv given text", up + "tools:\n  - name: x\n    type: exec\n    command: echo\n", "line 5: tools[0].command: must be a list (e.g. [a, b]), not text"},
		{"flow style names the right key", "upstreams: [{name: a, base_url: http://h/v1, models: gpt}]\n", "line 1: upstreams[0].models: must be a list (e.g. [a, b]), not text"},
		{"env given a list", up + "tools:\n  - name: x\n    type: exec\n    command: [echo]\n    env: [A=1]\n", "line 6: tools[0].env: must be a mapping (key: value), not a list"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), env(nil))
			if err == nil || err.Error() != tc.want {
				t.Errorf("err =\n%v\nwant\n%s", err, tc.want)
			}
		})
	}
}

// TestConfigTypoNoFollowUp: a misspelt key is one problem, "unknown key
// (did you mean base_url?)", not also "base_url: is required" for the key
// it was meant to be; a problem about that key when it is written too
// still counts.
func TestConfigTypoNoFollowUp(t *testing.T) {
	tests := []struct {
		name string
		yaml string
		want []string
	}{
		{"base_url misspelt", "upstreams:\n  - name: a\n    bse_url: http://h/v1\n",
			[]string{"config.yaml:3: upstreams[0].bse_url: unknown key (did you mean base_url?)"}},
		{"upstreams misspelt", "upstream:\n  - name: a\n    base_url: http://h/v1\n",
			[]string{"config.yaml:1: upstream: unknown key (did you mean upstreams?)"}},
		{"name misspelt in the second upstream", "upstreams:\n  - name: a\n    base_url: http://h/v1\n  - nmae: b\n    base_url: http://g/v1\n",
			[]string{"config.yaml:4: upstreams[1].nmae: unknown key (did you mean name?)"}},
		{"the meant key written as well", "upstreams:\n  - name: a\n    base_url: relative\n    bse_url: http://h/v1\n",
			[]string{
				"config.yaml:3: upstreams[0].base_url: must be an absolute http(s) URL",
				"config.yaml:4: upstreams[0].bse_url: unknown key (did you mean base_url?)",
			}},
		{"a typo elsewhere does not hide a missing key", "upstreams:\n  - name: a\n    bse_url: http://h/v1\n  - name: b\n",
			[]string{
				"config.yaml:3: upstreams[0].bse_url: unknown key (did you mean base_url?)",
				"config.yaml:4: upstreams[1].base_url: is required",
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.yaml), env(nil))
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			got := ce.Lines("config.yaml")
			if len(got) != len(tc.want) {
				t.Fatalf("got %d problems, want %d:\n%s", len(got), len(tc.want), strings.Join(got, "\n"))
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("problem %d = %q, want prefix %q", i, got[i], w)
				}
			}
		})
	}
}

// TestConfigToolProblemKeyPaths: a tool problem is named by the key path
// of the field it is about, at that field's line when it is written; a
// misspelt tool key is one problem, not also the missing field's.
func TestConfigToolProblemKeyPaths(t *testing.T) {
	const head = "upstreams: [{name: a, base_url: http://h/v1}]\ntools:\n"
	tests := []struct {
		name  string
		tools string
		want  []string
	}{
		{"unknown type at the type line", "  - name: s\n    type: shel\n",
			[]string{`config.yaml:4: tools[0].type: tool "s": unknown type "shel"`}},
		{"exec command at its line", "  - name: e\n    type: exec\n    command: [echo, \"{n}\"]\n",
			[]string{`config.yaml:5: tools[0].command: tool "e": exec: command uses {n}`}},
		{"missing root at the tool's line", "  - name: f\n    type: file\n",
			[]string{`config.yaml:3: tools[0].root: tool "f": file: missing root`}},
		{"duplicate name at the second name", "  - name: d\n    type: file\n    root: .\n  - name: d\n    type: file\n    root: .\n",
			[]string{`config.yaml:6: tools[1].name: tool "d": duplicate tool name "d"`}},
		{"misspelt command", "  - name: e\n    type: exec\n    comand: [date]\n",
			[]string{"config.yaml:5: tools[0].comand: unknown key (did you mean command?)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(head+tc.tools), env(nil))
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *Error", err)
			}
			got := ce.Lines("config.yaml")
			if len(got) != len(tc.want) {
				t.Fatalf("got %d problems, want %d:\n%s", len(got), len(tc.want), strings.Join(got, "\n"))
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("problem %d = %q, want prefix %q", i, got[i], w)
				}
			}
		})
	}
}

// TestConfigSections: yaml's errors name Go types; each is mapped to the
// section config.yaml spells, whatever package the type lives in.
func TestConfigSections(t *testing.T) {
	m := configSections()
	for goType, want := range map[string]string{
		"config.Config": "", "upstream.Config": "upstreams[]", "upstream.RetryConfig": "upstreams[].retries",
		"config.ToolCallCaps": "loop.max_tool_calls", "toolrun.Spec": "tools[]", "sandbox.Limits": "sandbox.limits",
	} {
		if got, ok := m[goType]; !ok || got != want {
			t.Errorf("section of %s = %q (%v), want %q", goType, got, ok, want)
		}
	}
	got := yamlProblems(&yaml.TypeError{Errors: []string{"line 4: field bogus not found in type upstream.RetryConfig"}})
	if len(got) != 1 || got[0] != "line 4: unknown key upstreams[].retries.bogus" {
		t.Errorf("yamlProblems = %q", got)
	}
}
