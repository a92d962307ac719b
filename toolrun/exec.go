package toolrun

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/zc-proxy/zc-proxy/toolrun/argpolicy"
)

// placeholderRE matches a {param} placeholder in an exec argument, an http
// URL or body template.
var placeholderRE = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// placeholders returns the distinct parameter names used in the templates,
// in order of first use.
func placeholders(templates ...string) []string {
	var names []string
	for _, t := range templates {
		for _, m := range placeholderRE.FindAllStringSubmatch(t, -1) {
			if !slices.Contains(names, m[1]) {
				names = append(names, m[1])
			}
		}
	}
	return names
}

// checkDir verifies a configured working directory, if any, is a directory.
func checkDir(dir string) error {
	if dir == "" {
		return nil
	}
	info, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("dir: %w", err)
	}
	if !info.IsDir() {
		return fmt.Errorf("dir %s is not a directory", dir)
	}
	return nil
}

// noParameters is the schema of a tool that takes no arguments.
var noParameters = map[string]any{
	"type":                 "object",
	"properties":           map[string]any{},
	"additionalProperties": false,
}

// execTool runs a fixed argv; each {param} placeholder is replaced inside
// its own argument only, so a value never becomes more than one argument.
type execTool struct {
	argv []string
	// dashOK names the parameters whose values may start with "-": their
	// schema lists the values (enum, const).
	dashOK map[string]bool
	proc   *procSpec
	// dir is the tool's directory, absolute; script is the index of the
	// argument an interpreter reads its script from when a {param} fills
	// it (scriptOperand), or -1
	dir    string
	script int
	// modules are the arguments naming a module an interpreter loads
	// that a {param} not listed fills (python -m, perl -M/-m/-d:;
	// moduleOperands), each with the byte its name starts at; moduleLang
	// is the interpreter
	modules    []moduleRef
	moduleLang string
	// optionValues are the values of options whose value is code or
	// names it (make -f, git -C, node --import, python -W; attack 21),
	// checked at call time by their rule (checkOptionValues)
	optionValues []optionValueRef
	// moduleListedOnly: python runs with -I or -P (or PYTHONSAFEPATH),
	// so its working directory is not on sys.path and "-m name" is the
	// standard library's or an installed module even when dir holds
	// name.py: a value there must be listed (attack 20 review)
	moduleListedOnly bool
}

func newExecTool(s Spec, limit int, procs *processes) (Tool, *argSchema, *execTool, error) {
	if err := checkDir(s.Dir); err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: %w", err)
	}
	dir, err := filepath.Abs(cmpOr(s.Dir, "."))
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: dir: %w", err)
	}
	names := placeholders(s.Command...)
	schemaSource := any(s.Parameters)
	if s.Parameters == nil {
		if len(names) > 0 {
			return Tool{}, nil, nil, fmt.Errorf("exec: command uses {%s} but parameters is missing", names[0])
		}
		schemaSource = noParameters
	}
	args, err := newArgSchema(schemaSource)
	if err != nil {
		return Tool{}, nil, nil, fmt.Errorf("exec: %w", err)
	}
	props := args.resolved.Schema().Properties
	var unknown []string
	for _, n := range names {
		if _, ok := props[n]; !ok {
			unknown = append(unknown, "{"+n+"}")
		}
	}
	if len(unknown) > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command uses %s, not in parameters.properties", strings.Join(unknown, ", "))
	}
	tool := Tool{
		Name:        s.Name,
		Description: s.Description,
		Parameters:  args.raw,
		Type:        s.Type,
		Keywords:    []string{filepath.Base(s.Command[0])},
		Argv:        slices.Clone(s.Command),
	}
	if tool.Description == "" {
		// The program's name only: fixed arguments may carry tokens from config.
		tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments."
		if len(names) > 0 {
			tool.Description = "Run " + filepath.Base(s.Command[0]) + " with fixed arguments and the parameters " + strings.Join(names, ", ") + "."
		}
	}
	dashOK := make(map[string]bool)
	for _, n := range names {
		// Only values the operator listed: a pattern is not anchored.
		if p := props[n]; p != nil && (len(p.Enum) > 0 || p.Const != nil) {
			dashOK[n] = true
		}
	}
	if placeholderRE.MatchString(s.Command[0]) {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[0] must name the program, not a {param}")
	}
	if i := placeholderInCode(s.Command); i > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[%d] %q is code %s runs (a shell's -c script, python -c, perl/ruby/node -e, php -r, an awk program, a sed script, sqlite3 SQL) and a {param} inside it would be code too; "+
			"pass the value as an argument of its own (\"sh\", \"-c\", \"grep -- \\\"$1\\\" f\", \"sh\", \"{word}\")", i, shorten(s.Command[i], 80), filepath.Base(s.Command[0]))
	}
	if i := placeholderAsProgram(s.Command, dir); i > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[%d] %q is where %s finds the program it runs, so a {param} there would let the model choose the program; "+
			"name the program before any {param} (\"timeout\", \"10\", \"ping\", \"-c\", \"1\", \"--\", \"{host}\")", i, shorten(s.Command[i], 80), filepath.Base(s.Command[0]))
	}
	if i := placeholderAsPackageCommand(s.Command, dashOK); i > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[%d] %q is where %s finds the command it runs (a package's, or any program on PATH: \"npx id\" runs id), so a {param} there would let the model choose the program; "+
			"name the command before any {param} (\"npx\", \"prettier\", \"--check\", \"{file}\"), or list the values the model may give (enum)", i, shorten(s.Command[i], 80), filepath.Base(s.Command[0]))
	}
	if i := placeholderInURLHost(s.Command); i > 0 {
		return Tool{}, nil, nil, fmt.Errorf("exec: command[%d] %q is a URL with a {param} in its scheme or host, so the model would choose the host to reach; "+
			"fix the scheme and host and end them with \"/\" (\"https://api.example.com/users/{id}\"), or use an http tool", i, shorten(s.Command[i], 80))
	}
	optionValues := optionValueRefs(s.Command)
	if err := loadOptionValues(s.Command, optionValues, dashOK); err != nil {
		return Tool{}, nil, nil, err
	}
	et := &execTool{argv: slices.Clone(s.Command), dashOK: dashOK, proc: procs.spec(s, dir, limit),
		dir: dir, script: scriptOperand(s.Command), optionValues: optionValues}
	modules, lang := moduleOperands(s.Command)
	et.moduleLang = lang
	et.moduleListedOnly = len(modules) > 0 && lang == "python" &&
		(pythonSafePath(s.Command, modules[0].arg) || s.Env["PYTHONSAFEPATH"] != "")
	for _, m := range modules {
		if !operatorValue(s.Command[m.arg][m.at:], dashOK) { // else a value the operator listed
			et.modules = append(et.modules, m)
		}
	}
	return tool, args, et, nil
}

// expand fills the placeholders of argv from the call's arguments. A
// value that would start an argument with "-" or "@" is refused unless its
// parameter's schema allows it: it would be read as an option
// (--output=FILE), or as a response file whose text is read as options
// (gcc, clang, binutils, javac, rustc expand "@file" before they parse
// their options, "--" or not; curl's -d reads it; attack 18).
func (t *execTool) expand(a arguments) ([]string, error) {
	argv := make([]string, len(t.argv))
	var missing, dashed string
	for i, arg := range t.argv {
		first := "" // the placeholder the expanded argument starts with
		argv[i] = placeholderRE.ReplaceAllStringFunc(arg, func(m string) string {
			name := m[1 : len(m)-1]
			v, ok := a.text(name)
			if !ok && missing == "" {
				missing = name
			}
			return v
		})
		// A dash the template did not write: from a value. Allowed only
		// when the argument is exactly one {param} whose values the
		// operator listed.
		if optionLike(argv[i]) && !optionLike(arg) && dashed == "" {
			if m := placeholderRE.FindStringSubmatch(arg); m != nil && m[0] == arg && t.dashOK[m[1]] {
				continue
			}
			if m := placeholderRE.FindStringSubmatch(arg); m != nil {
				first = m[1]
			}
			dashed = cmpOr(first, "?")
		}
	}
	if missing != "" {
		return nil, badArguments("argument %q is required by the command", missing)
	}
	if i := t.assignmentFor(argv, a); i >= 0 {
		return nil, denied("refused: argument %d holds \"=\" (make reads NAME=value as a variable assignment) or, in an assignment, more than one plain word (make expands the value, \"$(shell …)\", and hands it to the shell where a recipe uses it, \";\", \"`\", a newline, a word starting with \"-\" or \"@\"); give a target or a plain value", i)
	}
	if dashed != "" {
		return nil, denied("refused: the value of %q starts with \"-\" or \"@\" and would be read as an option or an options file", dashed)
	}
	if i := t.plusFor(argv); i >= 0 {
		return nil, denied("refused: argument %d starts with \"+\", which %s reads as an option or a command (tail +1f follows until the timeout); write ./%s", i, filepath.Base(t.argv[0]), shorten(argv[i], 80))
	}
	if i := t.urlPathFor(a); i >= 0 {
		return nil, denied("refused: argument %d is a URL and the value is or holds a dot segment (. or ..), which moves it out of its path, or, after curl, a glob character ([ ] { }), which makes many requests", i)
	}
	if i := t.itemFileFor(argv); i >= 0 {
		return nil, denied("refused: argument %d is a request item of %s whose separator reads a file (\"=@\", \":=@\", \"@\"), which it would send; escape the \"@\" (\\@) or give a plain value", i, filepath.Base(t.argv[0]))
	}
	if i := t.magicOpenFor(argv); i >= 0 {
		return nil, denied("refused: argument %d starts with \"<\", \">\", \"+\" or \"|\" or ends with \"|\", which perl opens as a command to run or a file to write (perl -n, -p, a script reading <>); name a file", i)
	}
	if i := t.remoteFor(argv); i >= 0 {
		return nil, denied("refused: argument %d holds \"host:\" (a \":\" with no \"/\" before it), which %s reads as a file on another host it reaches through a remote shell; write ./%s", i, filepath.Base(t.argv[0]), shorten(argv[i], 80))
	}
	for _, m := range t.modules {
		// The module an interpreter loads (python -m, perl -M): any
		// module is code ("-m timeit" runs its operand as Python, "-M
		// POSIX;code" runs the code; attack 20).
		if err := t.checkModule(argv[m.arg][m.at:]); err != nil {
			return nil, denied("refused: argument %d names the module %s loads: %v", m.arg, filepath.Base(t.argv[0]), err)
		}
	}
	if i, err := t.checkOptionValues(argv); i >= 0 {
		// The file an option reads code from (make -f, node --import), the
		// repository whose config runs programs (git -C), the module a
		// warning category imports (python -W; attack 21).
		prog, opt := t.optionAt(i)
		return nil, denied("refused: argument %d is the value of %s %s, which names what %s reads code or commands from: %v", i, prog, opt, prog, err)
	}
	if i := t.script; i >= 0 {
		// The script an interpreter runs: a file in dir, as a shell
		// entry's paths operand; any readable file would be code
		// ("/proc/self/cmdline" holds the call's own words; attack 19).
		m := placeholderRE.FindStringSubmatch(t.argv[i])
		if m == nil || m[0] != t.argv[i] || !t.dashOK[m[1]] {
			if err := argpolicy.CheckPath(t.dir, argv[i]); err != nil {
				return nil, denied("refused: argument %d is the script %s runs and must be a file in the tool's directory: %v", i, filepath.Base(t.argv[0]), err)
			}
			if t.after(func(p string) bool { return p == "deno" }) >= 0 && argpolicy.RemotePath(argv[i]) {
				// deno runs a URL as readily as a file, and a data: URL's
				// text is the code: "data:text/javascript,…" (attack 22)
				return nil, denied("refused: argument %d is the script deno runs, and %q is a URL (scheme:…), whose text deno would run; write ./%s", i, shorten(argv[i], 80), shorten(argv[i], 80))
			}
		}
	}
	for _, arg := range argv {
		if strings.IndexByte(arg, 0) >= 0 {
			return nil, badArguments("arguments must not contain NUL bytes")
		}
	}
	return argv, nil
}

// assignmentFor returns the index of an argument a value filled that make
// (command[0], or the program a wrapper runs) would read as a variable
// assignment, or, in the operator's own assignment, one holding a value
// that is not one plain word (plainMakeValue), or -1.
func (t *execTool) assignmentFor(argv []string, a arguments) int {
	from := -1
	for k, w := range t.argv {
		if placeholderRE.MatchString(w) {
			break
		}
		if argpolicy.ReadsAssignments(programName(w)) && (k == 0 || isWrapper(programName(t.argv[0]))) {
			from = k + 1
			break
		}
	}
	if from < 0 {
		return -1
	}
	for i := from; i < len(argv); i++ {
		if !placeholderRE.MatchString(t.argv[i]) {
			continue
		}
		if strings.Contains(t.argv[i], "=") {
			// the operator's own assignment (CFLAGS={flags}): make expands
			// its value where the makefile uses it, "$(shell …)" included,
			// and a recipe hands it to /bin/sh ("O2; cmd", "`cmd`", a
			// newline) as words of the command it runs ("-wrapper …" to
			// a compiler; attack 19)
			if strings.Contains(argv[i], "$") {
				return i
			}
			for _, m := range placeholderRE.FindAllStringSubmatch(t.argv[i], -1) {
				if v, _ := a.text(m[1]); !t.dashOK[m[1]] && !plainMakeValue(v) {
					return i
				}
			}
		} else if strings.Contains(argv[i], "=") {
			return i
		}
	}
	return -1
}

// remoteFor returns the index of an argument a value filled that tar,
// cpio, mt, rsync or scp (command[0], or the program a wrapper runs)
// would read as "host:path", a file reached through a remote shell, or
// -1. A parameter that lists its values is the operator's.
func (t *execTool) remoteFor(argv []string) int {
	from := t.after(argpolicy.ReadsRemotePaths)
	if from < 0 {
		return -1
	}
	for i := from; i < len(argv); i++ {
		if operatorValue(t.argv[i], t.dashOK) {
			continue
		}
		v := argv[i]
		if strings.HasPrefix(t.argv[i], "-") {
			// an option's attached value: --file={archive}, -f{archive}
			if _, val, ok := strings.Cut(v, "="); ok && strings.HasPrefix(t.argv[i], "--") {
				v = val
			} else if !strings.HasPrefix(t.argv[i], "--") && len(v) > 2 {
				v = v[2:]
			}
		}
		if argpolicy.RemotePath(v) {
			return i
		}
	}
	return -1
}

// urlStartRE finds a URL in an argument: at its start or after an
// option's "=" (--url=https://…).
var urlStartRE = regexp.MustCompile(`(?:^|=)[A-Za-z][A-Za-z0-9+.-]*://`)

// urlHostEnd returns where the scheme and host of the URL in the template
// arg end (the first "/", "?" or "#" past "://"), or -1 when arg holds no
// URL.
func urlHostEnd(arg string) int {
	loc := urlStartRE.FindStringIndex(arg)
	if loc == nil {
		return -1
	}
	rest := arg[loc[1]:]
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		return loc[1] + i
	}
	return len(arg)
}

// placeholderInURLHost returns the index of an argument that is a URL
// with a {param} before the end of its host ("http://{sub}.example.com",
// "http://example.com{path}", where "@evil.example/" would be the host),
// or 0. An operand of curl or wget without a scheme is a URL too
// ("{sub}.example.com/users" is http://…; attack 20 review) when a "/"
// ends its host, unless all before that "/" is one {param} (an -o
// "{dir}/out.json", or a host left to the model on purpose).
func placeholderInURLHost(argv []string) int {
	from := programAfter(argv, func(p string) bool { return urlPrograms[p] })
	for i, arg := range argv {
		end := urlHostEnd(arg)
		if end < 0 && from >= 0 && i >= from && !strings.HasPrefix(arg, "-") {
			if j := strings.IndexAny(arg, "/?#"); j > 0 && arg[j] == '/' {
				if m := placeholderRE.FindString(arg[:j]); m != "" && m != arg[:j] {
					return i
				}
			}
		}
		if end < 0 {
			continue
		}
		if loc := placeholderRE.FindStringIndex(arg); loc != nil && loc[0] < end {
			return i
		}
	}
	return 0
}

// urlPathFor returns the index of an argument that is a URL (a program
// such as curl or wget sends it as the http tool sends its template) when
// a value filling its path is or holds a dot segment, which curl and wget
// resolve before they send ("../admin" reached /admin), or, after curl, a
// value anywhere in it holds a glob character ("[1-9]", "{a,b}" make many
// requests); or -1. A parameter that lists its values is the operator's.
func (t *execTool) urlPathFor(a arguments) int {
	curl := t.after(func(p string) bool { return p == "curl" }) >= 0 &&
		!slices.Contains(t.argv, "-g") && !slices.Contains(t.argv, "--globoff") // curl -g sends [ ] { } as they are
	from := t.after(func(p string) bool { return urlPrograms[p] })
	for i, arg := range t.argv {
		if curl && i >= from && curlURLOperand(t.argv, from, i) {
			// a whole curl operand ("curl -s {url}") is a URL curl globs
			if m := placeholderRE.FindStringSubmatch(arg); m != nil && m[0] == arg && !t.dashOK[m[1]] {
				if v, _ := a.text(m[1]); strings.ContainsAny(v, "[]{}") {
					return i
				}
			}
		}
		end := urlHostEnd(arg)
		if end < 0 && from >= 0 && i >= from && !strings.HasPrefix(arg, "-") {
			// curl and wget read "host/path" as http://host/path
			if j := strings.IndexByte(arg, '/'); j > 0 && !placeholderRE.MatchString(arg[:j]) {
				end = j
			}
		}
		if end < 0 {
			continue
		}
		pathEnd := len(arg)
		if j := strings.IndexAny(arg[end:], "?#"); j >= 0 {
			pathEnd = end + j
		}
		for _, loc := range placeholderRE.FindAllStringSubmatchIndex(arg, -1) {
			name := arg[loc[2]:loc[3]]
			if t.dashOK[name] {
				continue
			}
			v, _ := a.text(name)
			if loc[0] < pathEnd && isDotSegment(v) || curl && strings.ContainsAny(v, "[]{}") {
				return i
			}
		}
	}
	return -1
}

// curlValueLetters are curl's short options that take a value: the rest
// of the word, or the next word when the letter ends it.
const curlValueLetters = "AbcCdDeEFHKmoPQrtTuUwxXyYz"

// curlBoolLong are curl's common long options that take no value; any
// other long option is taken to take the next word.
var curlBoolLong = map[string]bool{"--silent": true, "--show-error": true, "--location": true, "--fail": true,
	"--fail-with-body": true, "--insecure": true, "--compressed": true, "--head": true, "--include": true,
	"--verbose": true, "--no-buffer": true, "--get": true, "--http1.1": true, "--http2": true, "--location-trusted": true}

// curlURLOperand reports whether argv[i], past curl's name (from), is a
// URL curl reads: an operand (the word before it is curl, a non-option
// word, or an option that takes no value, or a value in its own word) or
// the value of --url (attack 20 review). An option curl takes a value
// of not known here is taken to take the next word: its value is never
// read as a URL.
func curlURLOperand(argv []string, from, i int) bool {
	if i < from || strings.HasPrefix(argv[i], "-") {
		return false
	}
	if i == from {
		return true
	}
	prev := argv[i-1]
	switch {
	case prev == "--url":
		return true
	case prev == "--" || len(prev) < 2 || prev[0] != '-':
		return true
	case prev[1] == '-':
		return curlBoolLong[prev]
	}
	for c := 1; c < len(prev); c++ {
		if strings.IndexByte(curlValueLetters, prev[c]) >= 0 {
			return c+1 < len(prev) // "-XPOST": the value is in the word
		}
	}
	return true
}

// urlPrograms read an operand without a scheme as an http URL, and
// resolve a URL's dot segments before they send (httpie's http and
// https, xh and xhs too; attack 21).
var urlPrograms = map[string]bool{"curl": true, "wget": true, "http": true, "https": true, "xh": true, "xhs": true}

// requestItemPrograms read every operand past the URL as a request item
// (name=value, name:=json, Header:value, name==query) whose separator
// says what it is, and "=@", ":=@" and "@" read a file (httpie, xh).
var requestItemPrograms = map[string]bool{"http": true, "https": true, "xh": true, "xhs": true}

// itemFileFor returns the index of an argument a value filled of httpie
// or xh (command[0], or the program a wrapper runs) whose first
// separator reads a file ("text=@/path", "a@/path": the file goes to the
// server, and its answer to the model; attack 21), or -1. A parameter
// that lists its values is the operator's.
func (t *execTool) itemFileFor(argv []string) int {
	from := t.after(func(p string) bool { return requestItemPrograms[p] })
	if from < 0 {
		return -1
	}
	for i := from; i < len(argv); i++ {
		if strings.HasPrefix(t.argv[i], "-") || operatorValue(t.argv[i], t.dashOK) {
			continue
		}
		if strings.Contains(itemSeparator(argv[i]), "@") {
			return i
		}
	}
	return -1
}

// itemSeparator is the separator of a request item as httpie reads it:
// the run of ":", "=" and "@" at the first of them not escaped with a
// backslash ("" for none).
func itemSeparator(item string) string {
	for i := 0; i < len(item); i++ {
		switch item[i] {
		case '\\':
			i++
		case ':', '=', '@':
			j := i
			for j < len(item) && strings.IndexByte(":=@", item[j]) >= 0 {
				j++
			}
			return item[i:j]
		}
	}
	return ""
}

// magicOpenFor returns the index of an operand a value filled of perl
// (command[0], or the program a wrapper runs) that perl's two-argument
// open reads as a command ("cmd|", "|cmd") or a mode (">notes.txt"
// truncates the file; argpolicy.MagicOpen), or -1: perl -n and -p, and
// a script's "<>" (ARGV), open their operands so. A parameter that lists
// its values is the operator's; the code after -e is the model's on
// purpose.
func (t *execTool) magicOpenFor(argv []string) int {
	from := t.after(func(p string) bool { return p == "perl" })
	if from < 0 {
		return -1
	}
	i := from
options:
	for ; i < len(t.argv); i++ {
		w := t.argv[i]
		if w == "--" {
			i++
			break
		}
		if len(w) < 2 || w[0] != '-' {
			break
		}
		for c := 1; c < len(w); c++ {
			switch {
			case strings.IndexByte("eE", w[c]) >= 0:
				if c+1 == len(w) {
					i++ // the code
				}
				continue options
			case strings.IndexByte("l0C", w[c]) >= 0:
				for c+1 < len(w) && w[c+1] >= '0' && w[c+1] <= '9' {
					c++ // -l, -0, -C take digits: "-l0ne"
				}
			case strings.IndexByte("IMmxiDFd", w[c]) >= 0:
				if w[c] == 'I' && c+1 == len(w) {
					i++
				}
				continue options
			}
		}
	}
	for ; i < len(argv); i++ {
		if operatorValue(t.argv[i], t.dashOK) {
			continue
		}
		if argpolicy.MagicOpen(argv[i]) {
			return i
		}
	}
	return -1
}

// operatorValue reports whether the template tmpl is the operator's
// alone: it holds no {param}, or is exactly one {param} that lists its
// values.
func operatorValue(tmpl string, dashOK map[string]bool) bool {
	m := placeholderRE.FindStringSubmatch(tmpl)
	return m == nil || m[0] == tmpl && dashOK[m[1]]
}

// after returns the index just past the first program is accepts:
// command[0], or, when command[0] is a wrapper, a word before any
// {param}; -1 when there is none.
func (t *execTool) after(is func(program string) bool) int { return programAfter(t.argv, is) }

// programAfter is after on a command template. A wrapper's option
// values and operands are never its program ("flock locks/git php",
// "env -u git php": php; attack 22 review).
func programAfter(argv []string, is func(program string) bool) int {
	notProgram := wrapperWords(argv)
	for k, w := range argv {
		if placeholderRE.MatchString(w) || k > 0 && !isWrapper(programName(argv[0])) {
			return -1
		}
		if !notProgram[k] && is(programName(w)) {
			return k + 1
		}
	}
	return -1
}

// wrapperWords are the indexes of argv's words that are a wrapper's
// (command[0]'s, and those of the wrappers it runs) option values,
// operands (timeout's duration, flock's lock file) or settings (env
// NAME=value), as placeholderAsProgram reads them: never the program the
// wrapper runs. Reading stops at the first word that is the program of a
// wrapper that is no wrapper itself, or at find (whose program follows
// -exec).
func wrapperWords(argv []string) map[int]bool {
	words := make(map[int]bool)
	spec, ok := wrappers[programName(argv[0])]
	if !ok || spec.find {
		return words
	}
	operands, options := spec.operands, true
	for k := 1; k < len(argv); k++ {
		w := argv[k]
		switch {
		case options && w == "--":
			options = false
		case options && len(w) > 1 && w[0] == '-':
			n := optionValues(spec.values, w)
			for j := k + 1; j <= k+n && j < len(argv); j++ {
				words[j] = true
			}
			k += n
		case strings.Contains(w, "="):
			words[k] = true
		case operands > 0:
			words[k] = true
			operands--
		default:
			next, ok := wrappers[programName(w)]
			if !ok || next.find {
				return words
			}
			spec, operands, options = next, next.operands, true
		}
	}
	return words
}

// plusFor returns the index of an argument a value starts with "+" for a
// program that reads "+…" as an option or command (tail's obsolete
// "+1f" follows until the timeout, vim's "+cmd" runs it), or -1. A
// parameter that lists its values is the operator's.
func (t *execTool) plusFor(argv []string) int {
	from := t.after(argpolicy.ReadsPlusOptions)
	if from < 0 {
		return -1
	}
	for i := from; i < len(argv); i++ {
		if strings.HasPrefix(t.argv[i], "+") || operatorValue(t.argv[i], t.dashOK) {
			continue
		}
		if strings.HasPrefix(argv[i], "+") {
			return i
		}
	}
	return -1
}

// scriptOperand returns the index of the argument an interpreter
// (command[0], or a program a wrapper runs) reads its script from, when
// a {param} fills it, or -1: the first word past the interpreter's
// options, unless one of them is its code option (sh -c: the operands
// are then arguments of the code, not a script).
func scriptOperand(argv []string) int {
	notProgram := wrapperWords(argv)
	for k, w := range argv {
		if placeholderRE.MatchString(w) || k > 0 && !isWrapper(programName(argv[0])) {
			return -1
		}
		prog := programName(w)
		if notProgram[k] || !argpolicy.RunsScript(prog) {
			continue
		}
		flags := codeFlags[prog]
		subcommand := prog == "deno" // deno run {script}: the script follows its subcommand
		for i := k + 1; i < len(argv); i++ {
			a := argv[i]
			if subcommand && denoRunsModule[a] {
				subcommand = false
				continue
			}
			if a == "--" {
				if i+1 < len(argv) && placeholderRE.MatchString(argv[i+1]) {
					return i + 1
				}
				return -1
			}
			if len(a) > 1 && (a[0] == '-' || a[0] == '+' && shells[prog]) {
				long, _, _ := strings.Cut(a, "=")
				if slices.Contains(flags.long, long) ||
					a[0] == '-' && a[1] != '-' && codeLetterAt(prog, a, flags.short) > 0 ||
					shells[prog] && a[0] == '-' && a[1] != '-' && strings.ContainsRune(a[1:], 's') {
					return -1 // sh -c: code; sh -s: the script from stdin, operands are its arguments
				}
				if j, at, _ := moduleIn(prog, argv, i); at >= 0 {
					if moduleLangs[prog] == "python" {
						return -1 // python -m ends the options: a module, checked by moduleOperand
					}
					i = j // perl -M: its module, then the options go on
					continue
				}
				if shells[prog] && a[1] != '-' && strings.ContainsAny(a[1:], "oO") || slices.Contains(interpreterValueOptions[prog], a) {
					i++ // "-o pipefail", "+O extglob", "-W ignore", "-I lib": the value
				}
				continue
			}
			if placeholderRE.MatchString(a) {
				return i
			}
			return -1
		}
		return -1
	}
	return -1
}

// denoRunsModule are deno's subcommands whose operand is a module they
// run: run's and serve's script, test's and bench's files (attack 22
// review: "deno test {file}" ran a file of a read: path).
var denoRunsModule = map[string]bool{"run": true, "serve": true, "test": true, "bench": true}

// moduleRef is an argument naming a module an interpreter loads, and the
// byte the name starts at ("-MPOSIX": 2).
type moduleRef struct{ arg, at int }

// moduleOperands returns where the modules an interpreter (command[0],
// or a program a wrapper runs) loads are named when a {param} fills
// them, and the interpreter ("python", "perl"). python's -m (alone,
// attached, or ending a cluster, "-Bm") takes the module and ends
// python's options; perl's -M, -m and -d: take it attached ("-MPOSIX",
// "-wMstrict", "-d:Peek") or as the next word, and perl reads on: every
// one is read, an operator's "-Mstrict" before "-M{mod}" too (attack 22
// review).
func moduleOperands(argv []string) ([]moduleRef, string) {
	from := programAfter(argv, argpolicy.RunsScript)
	if from < 0 {
		return nil, ""
	}
	prog := programName(argv[from-1])
	var refs []moduleRef
	for i := from; i < len(argv); i++ {
		a := argv[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			break
		}
		j, at, skip := moduleIn(prog, argv, i)
		if at >= 0 {
			if placeholderRE.MatchString(argv[j][at:]) {
				refs = append(refs, moduleRef{arg: j, at: at})
			}
			if moduleLangs[prog] == "python" {
				break // -m ends python's options
			}
			i = j
			continue
		}
		if skip || slices.Contains(interpreterValueOptions[prog], a) {
			i++
		}
	}
	if len(refs) == 0 {
		return nil, ""
	}
	return refs, moduleLangs[prog]
}

// pythonSafePath reports whether a python option before the module
// argv[module] (a short option, or a cluster before its "m" or a value
// taking letter: "-I", "-P", "-IBm") leaves the working directory off
// sys.path: -I (isolated) or -P (safe path).
func pythonSafePath(argv []string, module int) bool {
	from := programAfter(argv, func(p string) bool { return moduleLangs[p] == "python" })
	if from < 0 {
		return false
	}
	for _, w := range argv[from:min(module+1, len(argv))] {
		if len(w) < 2 || w[0] != '-' || w[1] == '-' {
			continue
		}
		for c := 1; c < len(w) && strings.IndexByte("mcWX", w[c]) < 0; c++ {
			if w[c] == 'I' || w[c] == 'P' {
				return true
			}
		}
	}
	return false
}

// moduleLangs are the interpreters whose module options moduleIn reads.
var moduleLangs = map[string]string{"python": "python", "pypy": "python", "perl": "perl"}

// moduleIn reads argv[i], an option word of prog: when it names a module
// (python -m, perl -M/-m), the index of the argument holding the name and
// the byte it starts at; otherwise at is -1 and skip says whether the
// option takes the next word as its value.
func moduleIn(prog string, argv []string, i int) (j, at int, skip bool) {
	a := argv[i]
	if len(a) < 2 || a[0] != '-' || a[1] == '-' {
		return i, -1, false
	}
	var takesRest, modules string
	switch moduleLangs[prog] {
	case "python":
		takesRest, modules = "cWX", "m"
	case "perl":
		takesRest, modules = "eEIxiDFd", "Mm"
	default:
		return i, -1, false
	}
	for c := 1; c < len(a); c++ {
		if modules == "Mm" && a[c] == 'd' {
			// perl -d:Name (-dt:Name) loads Devel::Name as -M does, and
			// "-d:Peek;code" runs the code (attack 22)
			if rest := a[c+1:]; strings.HasPrefix(rest, ":") {
				return i, c + 2, false
			} else if strings.HasPrefix(rest, "t:") {
				return i, c + 3, false
			}
			return i, -1, false
		}
		switch {
		case strings.IndexByte(modules, a[c]) >= 0:
			if c+1 < len(a) {
				return i, c + 1, false
			}
			if i+1 < len(argv) {
				return i + 1, 0, false
			}
			return i, -1, false
		case strings.IndexByte(takesRest, a[c]) >= 0:
			return i, -1, c+1 == len(a) && a[c] != 'c' && a[c] != 'e' && a[c] != 'E'
		}
	}
	return i, -1, false
}

var (
	pythonModuleRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)
	perlModuleRE   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$`)
)

// checkModule checks the module name a value filled: python's is a module of the tool's dir, a.b being a/b.py or
// a/b/__main__.py there (any other is the standard library's or an
// installed one, and "-m timeit" or "-m pdb" run their operands as code);
// perl's is a plain module name (a "=" or ";" after it is code: "-MPOSIX;
// system …").
func (t *execTool) checkModule(name string) error {
	switch t.moduleLang {
	case "perl":
		if !perlModuleRE.MatchString(name) {
			return fmt.Errorf("%q is not a plain module name (Name::Space)", shorten(name, 80))
		}
		return nil
	default:
		if t.moduleListedOnly {
			return fmt.Errorf("%q: python runs with -I or -P, so it looks the module up outside the tool's directory (\"-m timeit\" runs its operand as code); list the modules the model may run (enum)", shorten(name, 80))
		}
		if !pythonModuleRE.MatchString(name) {
			return fmt.Errorf("%q is not a module name (dotted identifiers)", shorten(name, 80))
		}
		p := strings.ReplaceAll(name, ".", "/")
		for _, f := range []string{p + ".py", p + "/__main__.py"} {
			if argpolicy.CheckPath(t.dir, f) != nil {
				continue
			}
			if st, err := os.Stat(filepath.Join(t.dir, f)); err == nil && st.Mode().IsRegular() {
				return nil
			}
		}
		return fmt.Errorf("%q is no module in the tool's directory (%s.py or %s/__main__.py); list the modules the model may run (enum)", shorten(name, 80), p, p)
	}
}

// interpreterValueOptions are, by interpreter, options written alone
// whose value is the next word (never the script).
var interpreterValueOptions = map[string][]string{
	"python": {"-W", "-X", "--check-hash-based-pycs"}, "pypy": {"-W", "-X"},
	"perl": {"-I"},
	"bash": {"--rcfile", "--init-file"}, "node": {"-r", "--require", "--import", "--loader", "--conditions", "-C"},
	"nodejs": {"-r", "--require", "--import", "--loader", "--conditions", "-C"},
	"ruby":   {"-I", "-r", "-E", "--encoding", "-C"}, "php": {"-d", "-c", "-z"},
	"deno": {"-c", "--config", "--import-map", "--preload", "--require", "--ext", "--lock", "--cert", "--location",
		"--seed", "--conditions", "--node-modules-linker", "--min-dep-age", "--inspect-publish-uid"},
}

// plainMakeValue: v is one word no shell reads specially and no program
// reads as an option or a response file: letters, digits and "._,:/+%=",
// "-" and "@" after the first byte. An empty value is plain.
func plainMakeValue(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte("._,:/+%=", c) >= 0:
		case (c == '-' || c == '@') && i > 0:
		default:
			return false
		}
	}
	return true
}

// optionLike: an argument a program may read as an option ("-x",
// "--x") or as a response file of options ("@file").
func optionLike(arg string) bool {
	return strings.HasPrefix(arg, "-") || strings.HasPrefix(arg, "@")
}

func (t *execTool) run(ctx context.Context, a arguments) (string, error) {
	argv, err := t.expand(a)
	if err != nil {
		return "", err
	}
	return t.proc.run(ctx, argv)
}

// codeFlags are, by program, the single-letter options whose value is
// code the program runs (a cluster such as "-ec" holds one), and the long
// ones.
var codeFlags = map[string]struct {
	short string
	long  []string
}{
	"sh": {short: "c"}, "bash": {short: "c"}, "dash": {short: "c"}, "zsh": {short: "c"}, "ksh": {short: "c"},
	"mksh": {short: "c"}, "ash": {short: "c"}, "yash": {short: "c"}, "fish": {short: "c", long: []string{"--command"}},
	"csh": {short: "c"}, "tcsh": {short: "c"}, "busybox": {short: "c"},
	"python": {short: "c"}, "pypy": {short: "c"},
	"perl": {short: "eE"}, "ruby": {short: "e"},
	"node": {short: "ep", long: []string{"--eval", "--print"}}, "nodejs": {short: "ep", long: []string{"--eval", "--print"}},
	"bun": {short: "ep", long: []string{"--eval", "--print"}}, "deno": {long: []string{"eval"}},
	// php's -B, -R and -E are code too: -B runs with no input line
	"php": {short: "rBRE"}, "lua": {short: "e"}, "Rscript": {short: "e"},
	// and programs that hand a string to a shell or run a language that
	// can (dc's "!", psql's "\!", mysql's "system")
	"dc": {short: "e", long: []string{"--expression"}}, "psql": {short: "c", long: []string{"--command"}},
	"mysql": {short: "e", long: []string{"--execute"}}, "mariadb": {short: "e", long: []string{"--execute"}},
	"su": {short: "c", long: []string{"--command"}}, "runuser": {short: "c", long: []string{"--command"}},
	"script": {short: "c", long: []string{"--command"}}, "flock": {short: "c", long: []string{"--command"}},
	"julia": {short: "eE", long: []string{"--eval", "--print"}}, "expect": {short: "c"}, "guile": {short: "c"},
	// env -S splits its value into the command line it runs
	"env": {short: "S", long: []string{"--split-string"}},
	// make -E/--eval evaluates a makefile statement, "$(shell …)" too
	"make": {short: "E", long: []string{"--eval"}}, "gmake": {short: "E", long: []string{"--eval"}},
	"remake": {short: "E", long: []string{"--eval"}},
}

// attachedValueLetters are, by interpreter, the short options that take
// the rest of their word as their value ("-dmemory_limit=1G", "-Ilib",
// "-Wignore::DeprecationWarning"): a code letter past one is part of the
// value, not a code option. "-dmemory_limit=256M {script}" was read as
// php -r, and its script never checked (attack 22 review).
var attachedValueLetters = map[string]string{
	"php":    "cdfFStz",
	"perl":   "IMmxiDFd",
	"ruby":   "IrCxEFi", // and -W:category; -K takes one letter
	"python": "WXm", "pypy": "WXm",
}

// codeLetterAt is the index in the option cluster w of prog's first code
// letter (one of code, codeFlags' short), or -1: the letters are read as
// prog reads them, up to one that takes the rest of the word as its
// value.
func codeLetterAt(prog, w, code string) int {
	if code == "" || len(w) < 2 || w[0] != '-' || w[1] == '-' {
		return -1
	}
	for c := 1; c < len(w); c++ {
		switch {
		case strings.IndexByte(code, w[c]) >= 0:
			return c
		case strings.IndexByte(attachedValueLetters[prog], w[c]) >= 0,
			prog == "ruby" && w[c] == 'W' && strings.HasPrefix(w[c+1:], ":"):
			return -1
		case prog == "ruby" && w[c] == 'K':
			c++ // "-Ke" is the EUC-JP code, not -e
		}
	}
	return -1
}

// shells read options after -c too ("sh -c +e script", "bash -c -o
// pipefail script"), and their -o and -O take a value.
var shells = map[string]bool{
	"sh": true, "bash": true, "dash": true, "zsh": true, "ksh": true, "mksh": true, "ash": true,
	"yash": true, "fish": true, "csh": true, "tcsh": true, "busybox": true,
}

// scriptOperands are programs whose operands, not only option values, are
// code (awk's program, sed's script, sqlite3's SQL, the command watch
// hands to sh -c), with the options whose value is not code: no argument
// of theirs may hold a {param} without being exactly one.
var scriptOperands = map[string][]string{
	"awk": {"-v", "-F"}, "gawk": {"-v", "-F"}, "mawk": {"-v", "-F"}, "nawk": {"-v", "-F"},
	"sed": nil, "gsed": nil, "sqlite3": nil, "watch": {"-n"}, "parallel": nil,
}

// wrapper is how a wrapper's command line reads up to the program it
// runs: the options that take values (by name, with how many words),
// and the operands before the program (timeout's duration, chroot's
// directory, setarch's architecture, gosu's user). find runs the program
// an -exec, -execdir, -ok or -okdir names.
type wrapper struct {
	values   map[string]int
	operands int
	find     bool
}

// opts is a wrapper's options that take one value each.
func opts(names ...string) map[string]int {
	m := make(map[string]int, len(names))
	for _, n := range names {
		m[n] = 1
	}
	return m
}

var (
	sudoOpts = opts("-u", "--user", "-g", "--group", "-C", "--close-from", "-D", "--chdir", "-h", "--host",
		"-p", "--prompt", "-r", "--role", "-t", "--type", "-T", "--command-timeout", "-U", "--other-user",
		"-R", "--chroot")
	timeoutOpts = opts("-s", "--signal", "-k", "--kill-after")
	runuserOpts = opts("-u", "--user", "-g", "--group", "-G", "--supp-group", "-s", "--shell", "-w",
		"--whitelist-environment", "-c", "--command", "--session-command")
	run0Opts = opts("-u", "--user", "-g", "--group", "-D", "--chdir", "--setenv", "--unit", "--property",
		"--description", "--slice", "--nice", "--machine", "--background", "--shell-prompt-prefix", "--area")
	bwrapOpts = func() map[string]int {
		m := opts("--chdir", "--unsetenv", "--uid", "--gid", "--hostname", "--dir", "--proc", "--dev", "--tmpfs",
			"--remount-ro", "--mqueue", "--info-fd", "--json-status-fd", "--block-fd", "--userns-block-fd",
			"--sync-fd", "--seccomp", "--add-seccomp-fd", "--exec-label", "--file-label", "--cap-add",
			"--cap-drop", "--perms", "--size", "--lock-file", "--args", "--argv0", "--userns", "--userns2",
			"--pidns", "--overlay-src", "--tmp-overlay", "--ro-overlay")
		for _, n := range []string{"--bind", "--bind-try", "--dev-bind", "--dev-bind-try", "--ro-bind",
			"--ro-bind-try", "--setenv", "--symlink", "--file", "--bind-data", "--ro-bind-data", "--chmod"} {
			m[n] = 2
		}
		m["--overlay"] = 3
		return m
	}()
)

// wrappers run a program their operands name (env, timeout, nice, xargs
// and their kind): that program's code arguments are checked as its own
// would be ("env", "sh", "-c", "…{x}…"), and no {param} may stand before
// it (placeholderAsProgram).
var wrappers = map[string]wrapper{
	"env":     {values: opts("-u", "--unset", "-C", "--chdir", "-S", "--split-string", "-P")},
	"timeout": {values: timeoutOpts, operands: 1}, "gtimeout": {values: timeoutOpts, operands: 1},
	"nice":  {values: opts("-n", "--adjustment")},
	"nohup": {}, "setsid": {}, "catchsegv": {}, "command": {}, "exec": {values: opts("-a")},
	"stdbuf":  {values: opts("-i", "--input", "-o", "--output", "-e", "--error")},
	"ionice":  {values: opts("-c", "--class", "-n", "--classdata", "-p", "--pid", "-P", "--pgid", "-u", "--uid")},
	"taskset": {values: opts("-p", "--pid"), operands: 1},                                                                            // the mask or list
	"chrt":    {values: opts("-T", "--sched-runtime", "-P", "--sched-period", "-D", "--sched-deadline", "-p", "--pid"), operands: 1}, // the priority
	"prlimit": {values: opts("-p", "--pid", "-o", "--output")},
	"setpriv": {values: opts("--reuid", "--regid", "--ruid", "--euid", "--rgid", "--egid", "--groups", "--inh-caps",
		"--ambient-caps", "--bounding-set", "--securebits", "--pdeathsig", "--selinux-label", "--apparmor-profile",
		"--landlock-access", "--landlock-rule", "--ptracer")},
	"flock":   {values: opts("-w", "--timeout", "--wait", "-E", "--conflict-exit-code", "-c", "--command"), operands: 1}, // the lock file
	"xargs":   {values: opts("-a", "--arg-file", "-d", "--delimiter", "-E", "-e", "--eof", "-I", "--replace", "-L", "--max-lines", "-n", "--max-args", "-P", "--max-procs", "-s", "--max-chars", "--process-slot-var")},
	"time":    {values: opts("-f", "--format", "-o", "--output")},
	"busybox": {},
	"sudo":    {values: sudoOpts}, "sudo-rs": {values: sudoOpts},
	"doas":    {values: opts("-u", "-C")},
	"run0":    {values: run0Opts},
	"pkexec":  {values: opts("--user", "-u")},
	"runuser": {values: runuserOpts}, "su": {values: runuserOpts, operands: 1}, // su's user; what follows goes to its shell
	"sg":   {operands: 1},                           // the group; its command goes to sh -c
	"gosu": {operands: 1}, "su-exec": {operands: 1}, // the user
	"chpst":   {values: opts("-u", "-U", "-e", "-/", "-n", "-l", "-L", "-m", "-d", "-o", "-p", "-f", "-c", "-r", "-t")},
	"setarch": {operands: 1}, // the architecture
	"linux32": {}, "linux64": {},
	"numactl": {values: opts("-i", "--interleave", "-m", "--membind", "-N", "--cpunodebind", "-C", "--physcpubind",
		"-p", "--preferred", "-P", "--preferred-many", "-w", "--weighted-interleave", "-f", "--file", "-S", "--shm",
		"-L", "--length", "-o", "--offset", "-M", "--shmmode", "-I", "--shmid", "-u", "--huge", "-T", "--touch")},
	"tini":      {values: opts("-p", "-e")},
	"dumb-init": {values: opts("-r", "--rewrite")},
	"faketime":  {values: opts("-p", "--date-prog"), operands: 1}, // the time
	"valgrind":  {},
	"unshare": {values: opts("-S", "--setuid", "-G", "--setgid", "-R", "--root", "-w", "--wd", "--propagation",
		"--map-user", "--map-group", "--map-users", "--map-groups", "--monotonic", "--boottime")},
	"nsenter": {values: opts("-t", "--target", "-S", "--setuid", "-G", "--setgid")},
	"chroot":  {values: opts("--userspec", "--groups"), operands: 1}, // the new root
	"strace": {values: opts("-a", "-b", "-e", "-E", "-I", "-o", "-O", "-p", "-P", "-s", "-S", "-u", "-X", "--output",
		"--attach", "--user", "--env", "--trace-path", "--string-limit")},
	"ltrace":      {values: opts("-a", "-e", "-n", "-o", "-p", "-s", "-u", "-x", "-F", "-l", "-w", "-A", "-D", "--output", "--library")},
	"firejail":    {},
	"bwrap":       {values: bwrapOpts},
	"systemd-run": {values: opts("-u", "--unit", "-p", "--property", "--description", "--slice", "--uid", "--gid", "--nice", "--working-directory", "-E", "--setenv", "-M", "--machine", "-H", "--host", "--on-calendar", "--on-active", "--on-boot", "--on-startup", "--timer-property", "--path-property", "--socket-property")},
	"eatmydata":   {}, "fakeroot": {}, "nocache": {}, "unbuffer": {}, "torsocks": {},
	"proxychains": {values: opts("-f")}, "proxychains4": {values: opts("-f")},
	"find": {find: true},
}

// isWrapper: prog (a programName) runs a program its operands name.
func isWrapper(prog string) bool {
	_, ok := wrappers[prog]
	return ok
}

var versionSuffixRE = regexp.MustCompile(`[0-9][0-9.]*$`)

// programName is argv[0]'s name as the tables above hold it: its base,
// without a version ("python3.12", "perl5").
func programName(word string) string {
	prog := filepath.Base(word)
	if _, ok := codeFlags[prog]; ok {
		return prog
	}
	if _, ok := scriptOperands[prog]; ok {
		return prog
	}
	if isWrapper(prog) {
		return prog
	}
	return versionSuffixRE.ReplaceAllString(prog, "")
}

// placeholderInCode returns the index of an argument of argv that is code
// its program runs (the value of a code option: sh -c's script, python
// -c, perl -e) and holds a {param} without being exactly one, or 0. Such a
// value would be code, not one argument; exactly "{param}" hands the
// model the whole script, which the operator then wrote on purpose. Past a
// wrapper (env, timeout, …) every later word that names a program of the
// tables is read as the program it runs.
func placeholderInCode(argv []string) int {
	if i := placeholderInCodeOf(argv); i > 0 {
		return i
	}
	if !isWrapper(programName(argv[0])) {
		return 0
	}
	for k := 1; k < len(argv); k++ {
		if placeholderRE.MatchString(argv[k]) {
			continue
		}
		name := programName(argv[k])
		_, code := codeFlags[name]
		_, script := scriptOperands[name]
		if code || script || isWrapper(name) {
			if i := placeholderInCode(argv[k:]); i > 0 {
				return k + i
			}
		}
	}
	return 0
}

// placeholderAsProgram returns the index of the first argument holding a
// {param} when argv[0] is a wrapper (env, timeout, sudo, chroot, …) and
// no argument before it has been found to be the program it runs, or 0.
// The program is the first word past the wrapper's options, their values
// (wrappers' values: "sudo -u git", "setpriv --reuid git", "timeout -s
// KILL") and its operands (timeout's duration, setarch's architecture,
// gosu's user) that names a file that can be run: a value is never read
// as the program. An option the table does not know is read as taking no
// value, so the word after it counts as the program only when it can be
// run; any {param} before the program is refused ("timeout 10 {cmd}",
// "env -C dir {cmd}", "sudo -u bob {cmd}" would let the model choose the
// program, which command[0] never may). find runs the program its -exec,
// -execdir, -ok or -okdir names: no {param} there either.
func placeholderAsProgram(argv []string, dir string) int {
	spec, ok := wrappers[programName(argv[0])]
	if !ok {
		return 0
	}
	if spec.find {
		return placeholderAsFindProgram(argv, dir)
	}
	operands, options := spec.operands, true
	for k := 1; k < len(argv); k++ {
		w := argv[k]
		if placeholderRE.MatchString(w) {
			return k
		}
		if options && w == "--" {
			options = false
			continue
		}
		if options && len(w) > 1 && w[0] == '-' {
			n := optionValues(spec.values, w)
			for j := k + 1; j <= k+n && j < len(argv); j++ {
				if placeholderRE.MatchString(argv[j]) {
					return j
				}
			}
			k += n
			continue
		}
		if strings.Contains(w, "=") { // a setting (env NAME=value)
			continue
		}
		if operands > 0 {
			operands--
			continue
		}
		if w == "" || !isExecutable(w, dir) {
			continue
		}
		if isWrapper(programName(w)) {
			if i := placeholderAsProgram(argv[k:], dir); i > 0 {
				return k + i
			}
		}
		return 0
	}
	return 0
}

// placeholderAsPackageCommand returns the index of an argument holding a
// {param} not listed, before or as the command npx, npm exec or npm x
// (command[0], or the program a wrapper runs) runs, or 0: their first
// operand is a command from a package or any program on PATH ("npx id"
// runs /usr/bin/id; attack 22 review), and -p/--package names the package
// it comes from. An option the reading does not know is taken to take no
// value, so a {param} after it is refused: a false refusal at worst.
func placeholderAsPackageCommand(argv []string, dashOK map[string]bool) int {
	from := programAfter(argv, func(p string) bool { return p == "npx" || p == "npm" })
	if from < 0 {
		return 0
	}
	subcommand := programName(argv[from-1]) == "npm" // npm exec, npm x
	if subcommand && !slices.Contains(argv[from:], "exec") && !slices.Contains(argv[from:], "x") {
		return 0 // npm run, npm install, …: "npm -C {dir} run build" is --prefix's, checked by its rule
	}
	for k := from; k < len(argv); k++ {
		w := argv[k]
		if !operatorValue(w, dashOK) {
			return k
		}
		switch {
		case w == "--":
			if k+1 < len(argv) && !operatorValue(argv[k+1], dashOK) {
				return k + 1
			}
			return 0
		case w == "-p" || w == "--package":
			k++
			if k < len(argv) && !operatorValue(argv[k], dashOK) {
				return k
			}
		case strings.HasPrefix(w, "-"):
		case subcommand:
			if w != "exec" && w != "x" {
				return 0 // npm run, npm install, …
			}
			subcommand = false
		default:
			return 0 // the command, the operator's
		}
	}
	return 0
}

// optionValues is how many of the words after option word w are its
// values: a long option's own ("--user git", none for "--user=git"), or
// the first of a short cluster's letters that takes one ("-nu git",
// none for "-ugit").
func optionValues(values map[string]int, w string) int {
	if strings.HasPrefix(w, "--") {
		if strings.Contains(w, "=") {
			return 0
		}
		return values[w]
	}
	if n, ok := values[w]; ok {
		return n
	}
	for i := 1; i < len(w); i++ {
		if n := values["-"+w[i:i+1]]; n > 0 {
			if i+1 < len(w) {
				return 0 // attached
			}
			return n
		}
	}
	return 0
}

// placeholderAsFindProgram is placeholderAsProgram for find: the word
// after each -exec, -execdir, -ok or -okdir is the program, and must hold
// no {param}; a wrapper there is read up to the ";" or "+" that ends its
// command line.
func placeholderAsFindProgram(argv []string, dir string) int {
	for k := 1; k < len(argv)-1; k++ {
		switch argv[k] {
		case "-exec", "-execdir", "-ok", "-okdir":
		default:
			continue
		}
		p := k + 1
		if placeholderRE.MatchString(argv[p]) {
			return p
		}
		end := p + 1
		for end < len(argv) && argv[end] != ";" && argv[end] != "+" {
			end++
		}
		if isWrapper(programName(argv[p])) {
			if i := placeholderAsProgram(argv[p:end], dir); i > 0 {
				return p + i
			}
		}
		k = end
	}
	return 0
}

// isExecutable: w names a file that can be run, as a path (a relative
// one from the tool's dir) or on PATH.
func isExecutable(w, dir string) bool {
	if strings.Contains(w, "/") && !filepath.IsAbs(w) && dir != "" {
		w = filepath.Join(dir, w)
	}
	_, err := exec.LookPath(w)
	return err == nil
}

// placeholderInCodeOf is placeholderInCode for argv[0] itself.
func placeholderInCodeOf(argv []string) int {
	prog := programName(argv[0])
	partial := func(a string) bool {
		m := placeholderRE.FindString(a)
		return m != "" && m != a
	}
	if safe, ok := scriptOperands[prog]; ok {
		for i := 1; i < len(argv); i++ {
			a := argv[i]
			if slices.Contains(safe, argv[i-1]) ||
				slices.ContainsFunc(safe, func(f string) bool { return len(a) > len(f) && strings.HasPrefix(a, f) }) {
				continue // awk -v name=value, -F separator
			}
			if partial(a) {
				return i
			}
		}
		return 0
	}
	flags, ok := codeFlags[prog]
	if !ok {
		return 0
	}
	shell := shells[prog]
	// optionValue: a shell option cluster with -o or -O takes the next
	// word as its value
	optionValue := func(w string) bool { return shell && w != "--" && strings.ContainsAny(w[1:], "oO") }
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		code := slices.Contains(flags.long, a)
		for _, l := range flags.long {
			if strings.HasPrefix(a, l+"=") && partial(strings.TrimPrefix(a, l+"=")) {
				return i
			}
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' && flags.short != "" {
			if j := codeLetterAt(prog, a, flags.short); j > 0 {
				if rest := a[j+1:]; rest != "" && placeholderRE.MatchString(rest) {
					return i // attached: "-c{x}" or "-ecx{y}"
				}
				code = true
			}
		}
		if !code {
			continue
		}
		// The code is the next argument that is neither an option nor an
		// option's value (a shell reads its options first: "sh -c -e
		// 'script'", "sh -c +e 'script'", "bash -c -o pipefail
		// 'script'"); every word up to it is checked too.
		value := optionValue(a)
		for j := i + 1; j < len(argv); j++ {
			w := argv[j]
			if partial(w) {
				return j
			}
			if value {
				value = false
				continue
			}
			if len(w) > 1 && (w[0] == '-' || shell && w[0] == '+') {
				value = optionValue(w)
				continue
			}
			break
		}
	}
	return 0
}
