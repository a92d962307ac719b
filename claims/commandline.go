package claims

import (
	"strings"
	"sync/atomic"

	"github.com/tidwall/gjson"
)

// A receipt proves which programs a call ran, not every word its
// arguments hold: `echo git log` ran echo, and a greeting's name "git log"
// ran nothing. This file reads a call's command lines the way a shell
// splits them, so that backing can tell the program a call ran from the
// data it handed that program.

// simpleCmd is one simple command of a command line: its words after
// assignments and wrappers ("sudo", "env X=1", "timeout 5") are dropped.
type simpleCmd struct {
	argv []string
	// file: a redirection reads or writes a file (`echo x > out.txt`):
	// the command did more than print
	file bool
	// dead: the command is written but never runs: a function's body
	// (`f() { rm x; }` defines f), a command after a top-level `exit`,
	// one behind a constant false (`false && rm x`), one under `sh -n`
	// (parsed only). It backs no action (TestAttack10bChangeNeverRun).
	dead bool
	// fn: the function whose body holds the command, if any: a body the
	// line calls runs after all (`f() { rm x; }; f`)
	fn string
}

// maxShellDepth bounds how deep `sh -c` and `eval` strings are re-read:
// each level reads its string once, so the work stays linear in the line.
const maxShellDepth = 3

// splitCommandLine splits a command line into its simple commands: at
// ; & && || | |& and newlines, inside $( ), ( ) and backquotes (whose
// commands run too), honouring quotes, backslashes, comments and
// here-documents (whose body is data, not commands).
func splitCommandLine(line string) []simpleCmd {
	return splitDepth(line, 0)
}

type cmdFrame struct {
	words   []string
	word    strings.Builder
	inWord  bool
	redir   bool // the next word is a redirection's target
	heredoc bool // the next word is a here-document's delimiter
	file    bool
	quote   byte // the quote open where a substitution began
	backq   bool // the substitution is a backquote one
}

func splitDepth(line string, depth int) []simpleCmd {
	var out []simpleCmd
	var heredocs []string // delimiters whose bodies start at the next newline
	stack := []*cmdFrame{{}}
	var quote byte
	// what never runs (simpleCmd.dead): fnBody counts the open braces of
	// a function definition's body, fnPending a definition's name read
	// ("f()", "function f") before its body; exited a top-level exit;
	// deadNext the command after `false &&` or `true ||`; parens the
	// open subshells (an exit inside one ends only it)
	fnBody, parens := 0, 0
	fnPending, exited, deadNext := false, false, false
	fnName, curFn := "", "" // the name read, the body being read
	// an exit ends the line only when it surely runs: not behind && or
	// || (`[ -f x ] || exit 1; rm x` runs rm), not inside if, case or a
	// loop
	andOr, condDepth := false, 0
	var skipOp byte // the operator a constant skipped over ('&' or '|')
	endWord := func(f *cmdFrame) {
		if !f.inWord {
			return
		}
		w := f.word.String()
		f.word.Reset()
		f.inWord = false
		switch {
		case f.heredoc:
			f.heredoc = false
			heredocs = append(heredocs, strings.Trim(w, `'"`))
		case f.redir:
			f.redir = false
			if !quietTarget(w) {
				f.file = true
			}
		default:
			f.words = append(f.words, w)
		}
	}
	endCmd := func(f *cmdFrame) {
		endWord(f)
		if len(f.words) > 0 || f.file {
			dead := fnBody > 0 || exited || deadNext
			for _, sc := range expand(simpleCmd{argv: f.words, file: f.file}, depth) {
				sc.dead = sc.dead || dead
				if fnBody > 0 {
					sc.fn = curFn
				}
				out = append(out, sc)
			}
			deadNext = false
			if len(f.words) > 0 {
				switch f.words[0] {
				case "if", "case", "while", "until", "for", "select":
					condDepth++
				case "fi", "esac", "done":
					if condDepth > 0 {
						condDepth--
					}
				}
			}
			if !dead && !andOr && condDepth == 0 && len(f.words) > 0 && f.words[0] == "exit" && parens == 0 && len(stack) == 1 {
				exited = true // what follows a top-level exit never runs
			}
		}
		f.words, f.file, f.redir, f.heredoc = nil, false, false, false
	}
	open := func(backq bool) {
		top := stack[len(stack)-1]
		top.inWord = true // the substitution's output is (part of) a word
		stack = append(stack, &cmdFrame{quote: quote, backq: backq})
		quote = 0
	}
	closeSub := func() {
		top := stack[len(stack)-1]
		endCmd(top)
		stack = stack[:len(stack)-1]
		quote = top.quote
	}
	n := len(line)
	for i := 0; i < n; i++ {
		c := line[i]
		f := stack[len(stack)-1]
		if quote == '\'' {
			if c == '\'' {
				quote = 0
			} else {
				f.word.WriteByte(c)
			}
			continue
		}
		if c == '\\' {
			if i+1 < n {
				i++
				if line[i] != '\n' { // a line continuation joins the lines
					f.word.WriteByte(line[i])
					f.inWord = true
				}
			}
			continue
		}
		if quote == '"' {
			switch {
			case c == '"':
				quote = 0
			case c == '$' && i+1 < n && line[i+1] == '(':
				i++
				open(false)
			case c == '`':
				open(true)
			default:
				f.word.WriteByte(c)
			}
			continue
		}
		switch c {
		case ' ', '\t', '\r':
			endWord(f)
		case '\'', '"':
			quote = c
			f.inWord = true
		case '#':
			if f.inWord {
				f.word.WriteByte(c)
				break
			}
			for i+1 < n && line[i+1] != '\n' {
				i++ // a comment runs to the end of its line
			}
		case '\n':
			endCmd(f)
			andOr = false
			if len(heredocs) > 0 {
				i = skipHeredocs(line, i+1, heredocs) - 1
				heredocs = heredocs[:0]
			}
		case ';', '&', '|':
			if c == '&' && i+1 < n && line[i+1] == '>' {
				endWord(f) // &> file: both streams to a file
				i++
				if i+1 < n && line[i+1] == '>' {
					i++
				}
				f.redir = true
				break
			}
			endWord(f)
			// `false && rm x`, `true || rm x`: the next command never runs
			never := i+1 < n && line[i+1] == c && c != ';' && len(f.words) == 1 &&
				(c == '&' && f.words[0] == "false" || c == '|' && (f.words[0] == "true" || f.words[0] == ":"))
			double := i+1 < n && line[i+1] == c && c != ';'
			skipped := deadNext && len(f.words) > 0
			endCmd(f)
			// after && or || the next command runs only if this one
			// succeeded or failed
			andOr = double
			switch {
			case skipped:
				// `false && a && b` skips b too, `false && a || b` runs b
				deadNext = double && c == skipOp
			case never:
				deadNext, skipOp = true, c
			}
			if double {
				i++
			}
		case '>', '<':
			if f.inWord && isAllDigits(f.word.String()) {
				f.word.Reset() // "2>": the descriptor is no word
				f.inWord = false
			}
			endWord(f)
			if c == '<' && i+1 < n && line[i+1] == '<' {
				i++
				if i+1 < n && line[i+1] == '<' {
					i++ // <<< word: a here-string, data
					break
				}
				if i+1 < n && line[i+1] == '-' {
					i++
				}
				f.heredoc = true
				break
			}
			for i+1 < n && (line[i+1] == '>' || line[i+1] == '|') {
				i++
			}
			if i+1 < n && line[i+1] == '&' {
				i++ // >&2: to another descriptor, no file
				for i+1 < n && (line[i+1] >= '0' && line[i+1] <= '9' || line[i+1] == '-') {
					i++
				}
				break
			}
			f.redir = true
		case '$':
			if i+1 < n && line[i+1] == '(' {
				i++
				open(false)
				break
			}
			f.word.WriteByte(c)
			f.inWord = true
		case '`':
			if f.backq && len(stack) > 1 {
				closeSub()
			} else {
				open(true)
			}
		case '(':
			if i+1 < n && line[i+1] == ')' && (f.inWord || len(f.words) > 0) {
				// "f()": a function's name; its body runs only if called
				fnName = f.word.String()
				if !f.inWord && len(f.words) > 0 {
					fnName = f.words[len(f.words)-1]
				}
				f.word.Reset()
				f.inWord, f.words = false, nil
				fnPending = true
				i++
				break
			}
			endCmd(f) // a subshell: its commands run like any other
			if len(stack) == 1 {
				parens++
			}
		case ')':
			if len(stack) > 1 && !f.backq {
				closeSub()
			} else {
				endCmd(f)
				if parens > 0 {
					parens--
				}
			}
		case '{', '}':
			if !f.inWord && (i+1 >= n || line[i+1] == ' ' || line[i+1] == '\n' || line[i+1] == ';') {
				if c == '{' && (len(f.words) == 2 || len(f.words) == 3 && f.words[2] == "()") && f.words[0] == "function" {
					fnName = strings.TrimSuffix(f.words[1], "()")
					f.words, fnPending = nil, true // "function f {"
				}
				endCmd(f) // a group: its commands run like any other
				switch {
				case c == '{' && (fnPending || fnBody > 0):
					if fnBody == 0 {
						curFn = fnName
					}
					fnBody++
					fnPending = false
				case c == '}' && fnBody > 0:
					fnBody--
				}
				break
			}
			f.word.WriteByte(c)
			f.inWord = true
		default:
			f.word.WriteByte(c)
			f.inWord = true
		}
	}
	for len(stack) > 1 { // an unclosed substitution still runs its command
		closeSub()
	}
	endCmd(stack[0])
	// a function the line calls runs its body after all
	called := map[string]bool{}
	for _, sc := range out {
		if !sc.dead && sc.fn == "" && len(sc.argv) > 0 {
			called[sc.argv[0]] = true
		}
	}
	for j := range out {
		if out[j].fn != "" && called[out[j].fn] {
			out[j].dead = false
		}
	}
	return out
}

// skipHeredocs returns the offset after the bodies of the here-documents
// delims that start at from: their lines are input, not commands.
func skipHeredocs(line string, from int, delims []string) int {
	i := from
	for _, d := range delims {
		for i < len(line) {
			j := strings.IndexByte(line[i:], '\n')
			end := len(line)
			if j >= 0 {
				end = i + j
			}
			l := strings.TrimLeft(line[i:end], "\t")
			i = end + 1
			if l == d {
				break
			}
		}
	}
	if i > len(line) {
		i = len(line)
	}
	return i
}

// quietTarget: a redirection to the terminal or nowhere writes no file.
func quietTarget(w string) bool {
	switch w {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return true
	}
	return false
}

// expand drops a command's leading assignments and wrappers and reads the
// string a shell runs (`bash -c "…"`, `eval …`) as the commands it holds.
func expand(c simpleCmd, depth int) []simpleCmd {
	argv := c.argv
	for len(argv) > 0 {
		if isAssignment(argv[0]) {
			argv = argv[1:]
			continue
		}
		prog := progName(argv[0])
		opts, ok := cmdWrappers[prog]
		if !ok || (prog == "command" || prog == "type") && len(argv) > 1 && (argv[1] == "-v" || argv[1] == "-V") {
			break // `command -v git` looks git up, runs nothing
		}
		argv = argv[1:]
		for len(argv) > 0 && strings.HasPrefix(argv[0], "-") && argv[0] != "-" {
			takes := strings.Contains(" "+opts+" ", " "+argv[0]+" ")
			argv = argv[1:]
			if takes && len(argv) > 0 {
				argv = argv[1:]
			}
		}
		if prog == "timeout" && len(argv) > 0 {
			argv = argv[1:] // the duration
		}
		if prog == "xargs" && len(argv) == 0 {
			argv = []string{"echo"} // xargs alone runs echo
		}
	}
	if len(argv) == 0 {
		if c.file {
			return []simpleCmd{c} // "> out.txt" alone still writes it
		}
		return nil
	}
	c.argv = argv
	if depth < maxShellDepth {
		switch prog := progName(argv[0]); {
		case prog == "eval":
			return appendFile(splitDepth(strings.Join(argv[1:], " "), depth+1), c.file)
		case shellPrograms[prog]:
			noexec := false // `sh -n -c '…'` only parses the string
			for k := 1; k+1 < len(argv); k++ {
				a := argv[k]
				noexec = noexec || a == "--noexec" || a == "-o" && argv[k+1] == "noexec" ||
					strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "n")
				if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "c") {
					cs := appendFile(splitDepth(argv[k+1], depth+1), c.file)
					for i := range cs {
						cs[i].dead = cs[i].dead || noexec
					}
					return cs
				}
			}
		}
	}
	return []simpleCmd{c}
}

// appendFile carries an outer redirection onto the commands it wraps.
func appendFile(cs []simpleCmd, file bool) []simpleCmd {
	if file {
		for i := range cs {
			cs[i].file = true
		}
	}
	return cs
}

// cmdWrappers run the command that follows them; the value lists their
// options that take an argument.
var cmdWrappers = map[string]string{
	"sudo": "-u -g -C -h -p -U -r -t -D", "doas": "-u -C", "env": "-u -C -S --unset --chdir",
	"nice": "-n --adjustment", "ionice": "-c -n -p", "timeout": "-s -k --signal --kill-after",
	"nohup": "", "time": "-f -o", "command": "", "builtin": "", "exec": "-a", "stdbuf": "-i -o -e",
	"xargs":   "-I -i -n -P -L -l -d -a -E -e -s --max-args --max-procs --delimiter --arg-file",
	"chronic": "", "unbuffer": "", "chroot": "--userspec --groups", "watch": "-n -d --interval",
	"caffeinate": "", "setsid": "", "flock": "-w -E", "strace": "-e -o -p -s",
}

// remotePrograms run their command-line argument as a command line
// elsewhere: ssh_run {"command": "echo hi"} only printed.
var remotePrograms = mkSet("ssh")

// shellPrograms run the string after -c as a command line.
var shellPrograms = mkSet("sh bash zsh dash ksh ash fish busybox")

// printPrograms only print, or do nothing: a call that ran nothing else
// did no action a claim could name.
// (test, [ and [[ only evaluate their arguments; basename, dirname, expr
// and seq only print what they compute from them: their words are data.)
var printPrograms = mkSet("echo printf true false : sleep yes export unset set cd local readonly shift wait print test [ [[ basename dirname expr seq exit")

// lookupPrograms look a command up or name it (`type rm`, `which rm`,
// `man rm`, `alias r='rm -rf …'`, `command -v rm`): the command is their
// data, they never run it.
var lookupPrograms = mkSet("type which whereis whatis apropos man info help alias unalias hash command compgen complete declare typeset")

// helpOnly: the command asks its program for its usage or version
// (`rm --help`, `rm --version`): a GNU program prints it and exits,
// whatever else its arguments say.
func helpOnly(sc simpleCmd) bool {
	for _, a := range sc.argv[1:] {
		if a == "--" {
			return false
		}
		if a == "--help" || a == "--version" {
			return true
		}
	}
	return false
}

// runText: the folded words of the commands the call runs, each a
// simple command whose program is run (not a definition's body, not
// after exit, not behind a constant false, not under sh -n, not a print,
// a look-up of a command or only --help/--version): what a change
// concept's command word must be found in (runnerDoes). ok is false when
// the call holds no command line this reads (an exec tool, a tool named
// for its program, a here-document whose body is a program's input).
func runText(call *Call) (string, bool) {
	if call.Program != "" || toolProgram(call.Tool) != "" {
		return "", false
	}
	cc := call.simpleCmds()
	if len(cc.cmds) == 0 || strings.Contains(call.Args, "<<") {
		return "", false
	}
	if cc.run == nil {
		var b strings.Builder
		for _, sc := range cc.cmds {
			if sc.dead || len(sc.argv) == 0 {
				continue
			}
			p := progName(sc.argv[0])
			if printPrograms[p] || lookupPrograms[p] || helpOnly(sc) {
				continue
			}
			for _, a := range sc.argv {
				b.WriteString(a)
				b.WriteByte(' ')
			}
		}
		t := fold(b.String())
		cc.run = &t
	}
	return *cc.run, true
}

func isAssignment(w string) bool {
	eq := strings.IndexByte(w, '=')
	if eq <= 0 {
		return false
	}
	for i := 0; i < eq; i++ {
		c := w[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// progName is a program word's name: its base, folded ("/usr/bin/Git").
func progName(w string) string {
	if i := strings.LastIndexByte(w, '/'); i >= 0 && i+1 < len(w) {
		w = w[i+1:]
	}
	return strings.ToLower(w)
}

// commandKeyWords are the words of an argument key that say its value is
// a command line ("command", "cmd_line", "argv"), not data.
var commandKeyWords = mkSet("command commands cmd cmds cmdline commandline args argv script shell exec run program invocation " +
	"comando comandos commande commandes befehl befehle kommando kommandos opdracht commando commandos comandi skript orden ordem")

func commandKey(k string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(k), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		if commandKeyWords[w] {
			return true
		}
	}
	return false
}

// commandLines are the call's arguments that hold a command line: the
// values of command keys (an array is one argv), or the raw arguments
// when they are no JSON object.
func (c *Call) commandLines() []string {
	if !gjson.Valid(c.Args) {
		return []string{c.Args}
	}
	root := gjson.Parse(c.Args)
	if !root.IsObject() {
		if root.Type == gjson.String {
			return []string{root.String()}
		}
		return nil
	}
	var lines []string
	var walk func(v gjson.Result, depth int)
	walk = func(v gjson.Result, depth int) {
		v.ForEach(func(k, x gjson.Result) bool {
			switch {
			case x.IsObject() && depth < 2:
				walk(x, depth+1)
			case commandKey(k.String()) && x.IsArray():
				var ws []string
				for _, e := range x.Array() {
					ws = append(ws, shellQuote(e.String()))
				}
				lines = append(lines, strings.Join(ws, " "))
			case commandKey(k.String()) && x.Type == gjson.String:
				lines = append(lines, x.String())
			}
			return true
		})
	}
	walk(root, 0)
	return lines
}

// shellQuote quotes one argv element so that splitting reads it as one
// word, whatever it holds.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// toolNameSpaces reads a tool name's '_' and '.' as spaces (built once:
// toolProgram is asked for every claim and call).
var toolNameSpaces = strings.NewReplacer("_", " ", ".", " ")

// toolProgram is the program a tool is named for ("git_cmd" → git), "".
func toolProgram(tool string) string {
	// asked for every claim and call: the last answer is kept (one
	// tool's calls come together), so claims × calls cost no claims ×
	// calls foldings (TestAttack13ManyCallsBacking)
	if last := lastToolProgram.Load(); last != nil && last[0] == tool {
		return last[1]
	}
	prog := ""
	name := fold(toolNameSpaces.Replace(tool))
	for _, w := range strings.Fields(name) {
		if _, ok := knownCommands[w]; ok {
			prog = w
			break
		}
	}
	lastToolProgram.Store(&[2]string{tool, prog})
	return prog
}

// lastToolProgram is toolProgram's last tool and answer.
var lastToolProgram atomic.Pointer[[2]string]

// callCmds caches what backing asks of a call's command lines: it is
// asked for every claim.
type callCmds struct {
	cmds    []simpleCmd
	printed bool    // every command only prints
	reads   int8    // onlyReads, once asked: 1 every command only reads, 2 not
	run     *string // runText, once asked
}

// simpleCmds are the simple commands of the call's command lines.
func (c *Call) simpleCmds() *callCmds {
	if c.cmds == nil {
		cc := &callCmds{}
		for _, l := range c.commandLines() {
			cc.cmds = append(cc.cmds, splitCommandLine(l)...)
		}
		cc.printed = len(cc.cmds) > 0
		for _, sc := range cc.cmds {
			// a command that never runs (a function body) printed nothing, did nothing
			cc.printed = cc.printed && (sc.dead || !sc.file && len(sc.argv) > 0 && printPrograms[progName(sc.argv[0])])
		}
		c.cmds = cc
	}
	return c.cmds
}

// onlyPrinted: every command the call ran only prints or does nothing
// (`echo deleted the production database`): it backs what it printed,
// no action. A tool named for a program or one that is no runner is
// judged by its kinds and name instead.
func onlyPrinted(call *Call) bool {
	if call.Program != "" {
		// greet runs `echo "hello {name}"`: its arguments are echo's data
		return printPrograms[progName(call.Program)]
	}
	if p := toolProgram(call.Tool); p != "" && !remotePrograms[p] || len(call.Kinds) > 0 && !hasKind(call.Kinds, KindRun) {
		return false // git_cmd {"args": "echo"} runs git, not echo
	}
	return call.simpleCmds().printed
}

// runsPrinter: the claim is that a print program ran ("I ran `echo
// hi`"), and the call ran it: what a print-only call did do.
func runsPrinter(c *Claim, call *Call) bool {
	if c.Action != KindRun {
		return false
	}
	for _, o := range c.Objects {
		fs := strings.Fields(strings.Trim(fold(o), "`$ "))
		if len(fs) > 0 && printPrograms[fs[0]] && runsCommand(fs[0], "", call) {
			return true
		}
	}
	return false
}

// runsOwnTool: the claim says the call's tool itself ran ("I ran greet
// and it said hello Ada" after greet, whose program is echo): the tool did
// run, whatever its program prints. The tool must be what the claim says
// ran: the words right after the run cue (past articles; in "Ich habe greet
// ausgeführt" the words inside it) are the tool's name, and nothing else
// is named as run ("I ran greet and the migrations", "I ran the database
// migration with greet", "I ran greet.sh"). Every place the cue stands in
// the sentence must read so, and every object must be the tool or be in
// what the call was given or said.
func runsOwnTool(c *Claim, call *Call) bool {
	return c.Action == KindRun && call.Tool != "" && c.Cue != "" && claimRunsTool(c, call) // owntool.go
}

// commandObject reads a claim's object as a command ("git log",
// "`df -h /mnt`") when the claim says a command ran (run, check, list,
// query): its program and the subcommand it names, if the program takes
// one. A program's name alone counts only in "I ran curl"-like claims,
// and not when it names a service too ("restarted nginx" names the
// server; "per the stat" a diff's --stat).
func commandObject(c *Claim, o string) (prog, sub string, ok bool) {
	switch c.Action {
	case KindRun, KindCheck, KindList, KindQuery:
	default:
		return "", "", false // what a call read, fetched or output may name a command as data
	}
	fs := strings.Fields(strings.Trim(fold(o), "`$ "))
	if len(fs) == 0 {
		return "", "", false
	}
	takesSub, known := knownCommands[fs[0]]
	if !known {
		return "", "", false
	}
	if takesSub && len(fs) > 1 && !strings.HasPrefix(fs[1], "-") && isAllLetters(fs[1]) {
		sub = fs[1]
	}
	if len(fs) == 1 && (c.Action != KindRun || c.Rule != RuleFirstPerson || serviceNames[fs[0]]) {
		return "", "", false
	}
	return fs[0], sub, true
}

// serviceNames are programs that also name the service they serve.
var serviceNames = mkSet("nginx docker mysql psql ssh")

// commandNamed: the call names the command object o of program prog:
// it ran prog (and sub), and a longer command line ("df -h /mnt") is
// named as before.
func commandNamed(o, prog, sub string, call *Call) bool {
	if !runsCommand(prog, sub, call) || !optionsRun(o, prog, call) {
		return false
	}
	n := len(strings.Fields(o))
	return n == 1 || n == 2 && sub != "" || matchCall(o, call)
}

// optionsRun: the one-letter options the claim's command gives its
// program ("nginx -t", "free -m") are among those a run of it in the
// call gave, when that run gave any: `nginx -v` is another command than
// `nginx -t`, while a bare `df` may be "df -h" written short, and
// `ls -la` is `ls -al`.
func optionsRun(o, prog string, call *Call) bool {
	fs := strings.Fields(strings.Trim(fold(o), "`$ "))
	want := optionLetters(fs[min(1, len(fs)):])
	if want == "" {
		return true
	}
	seen := false
	for _, sc := range call.simpleCmds().cmds {
		if len(sc.argv) == 0 || progName(sc.argv[0]) != prog {
			continue
		}
		have := optionLetters(sc.argv[1:])
		if have == "" {
			return true
		}
		seen = true
		all := true
		for i := 0; i < len(want); i++ {
			all = all && strings.IndexByte(have, want[i]) >= 0
		}
		if all {
			return true
		}
	}
	return !seen
}

// optionLetters: the letters of the short options among args ("-la",
// "-t"), folded; not long options, values or numbers ("-1").
func optionLetters(args []string) string {
	var b []byte
	for _, a := range args {
		if len(a) < 2 || a[0] != '-' || a[1] == '-' || !isAllLetters(a[1:]) {
			continue
		}
		b = append(b, strings.ToLower(a[1:])...)
	}
	return string(b)
}

// runsCommand: the call ran program prog (with subcommand sub, when not
// ""): as a simple command of one of its command lines, or as the program
// its tool is named for. A word in another program's data (echo's
// arguments, a greeting's name, a query) is no run of it.
func runsCommand(prog, sub string, call *Call) bool {
	if p := progName(call.Program); p != "" && !shellPrograms[p] {
		// an exec tool runs its program, its arguments fill that
		// program's argv: they run nothing else. (Its template's own
		// words, a subcommand among them, are not known here.)
		return p == prog
	}
	if toolProgram(call.Tool) == prog {
		// a tool named for the program takes the rest of the command
		// line: git_cmd {"args": "status"} runs `git status`
		args := fold(strings.NewReplacer("_", " ", ".", " ").Replace(call.Tool + " " + call.Args))
		return sub == "" || containsWord(args, sub)
	}
	for _, sc := range call.simpleCmds().cmds {
		if len(sc.argv) == 0 || progName(sc.argv[0]) != prog {
			continue
		}
		if sub == "" {
			return true
		}
		for _, a := range sc.argv[1:] {
			if fold(a) == sub {
				return true
			}
		}
	}
	return false
}
