package argpolicy

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// denied lists options that no policy may allow, by program name ("*": any
// program): each writes files, runs other programs, reads files outside
// the tool's directory or changes the system. A config entry naming one,
// or an abbreviation of a long one (getopt accepts unique prefixes), is
// refused.
var denied = map[string][]string{
	"*": {"--output", "--output-directory", "--exec-path", "--git-dir", "--work-tree", "--ext-diff",
		"--textconv", "--no-index", "--upload-pack", "--receive-pack", "--exec", "--config-env",
		"--files0-from", "--exclude-from", "--contents", "--ignore-revs-file", "--open-files-in-pager",
		"--set", "--reference", "--file", "--compress-program", "--use-compress-program", "--to-command",
		"--output-file", "--checkpoint-action", "--rsh-command", "--info-script", "--new-volume-script",
		"--index-file", "--pager", "--editor",
		"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"},
	"git":  {"-c", "-C", "-o", "-O"},
	"date": {"-s", "-f", "-r"},
	"grep": {"-f"},
	"du":   {"-X"},
	"sort": {"-o", "-T"},
	"tar":  {"-I", "-F", "-f", "-x", "-c", "-r", "-u", "-A", "-O"},
	"sed":  {"-i", "-e", "-f", "--expression", "--in-place"},
	"awk":  {"-f", "-e", "-E", "-i", "-l", "-W", "--source", "--include", "--load"},
	"gawk": {"-f", "-e", "-E", "-i", "-l", "-W", "--source", "--include", "--load"},
	"mawk": {"-f", "-W"},
	"nawk": {"-f", "-W"},
	"env":  {"-S", "--split-string"},
	"find": {"-fls"},
	// Their value names the file a program reads its code from, or is a
	// command line it runs (attack 21): ssh -o ProxyCommand=…, scp -S
	// prog, make -f, jq -f, gdb -x and -ex, zip -TT, rsync -e, wget -e
	// (a wgetrc command), node's loaders.
	"ssh":   {"-o", "-F", "-I"},
	"scp":   {"-o", "-F", "-S", "-D"},
	"sftp":  {"-o", "-F", "-S", "-s", "-D"},
	"make":  {"-f", "--makefile"},
	"gmake": {"-f", "--makefile"},
	"jq":    {"-f", "--from-file", "-L"},
	"gdb": {"-x", "-ix", "-ex", "-iex", "-command", "-init-command", "-eval-command", "-init-eval-command", "--command", "--init-command", "--eval-command", "--init-eval-command",
		"-D", "-data-directory", "--data-directory"},
	"zip":    {"-TT", "--unzip-command"},
	"rsync":  {"-e", "--rsh", "--rsync-path"},
	"wget":   {"-e", "--execute", "--use-askpass"},
	"node":   {"--experimental-loader", "--env-file", "--env-file-if-exists", "--test-reporter"},
	"nodejs": {"--experimental-loader", "--env-file", "--env-file-if-exists", "--test-reporter"},
	// ssh -I loads a PKCS#11 library; scp's and sftp's -D run a local
	// SFTP server program; deno reads its preload, import map and config
	// from a URL (data:… is code); npm's script shell and config files;
	// pip's index, editable directory and requirements file (attack 22),
	// and the interpreter it runs itself under (--python; review)
	"deno": {"--preload", "--require", "--import-map", "--config", "-c", "--env-file"},
	"npm":  {"--script-shell", "--userconfig", "--globalconfig", "--call", "--node-options"},
	"pip":  {"-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-e", "--editable", "-r", "--requirement", "-c", "--constraint", "--python"},
}

// longOnly are the programs that parse with getopt_long_only.
var longOnly = map[string]bool{"gdb": true}

// codeValuePrograms are the programs whose denied options are there
// because their value is code or names it (attack 21), for deniedWhy.
var codeValuePrograms = map[string]bool{"ssh": true, "scp": true, "sftp": true, "make": true, "gmake": true,
	"jq": true, "gdb": true, "zip": true, "rsync": true, "wget": true, "node": true, "nodejs": true,
	"deno": true, "npm": true, "pip": true}

// codeOptions are, by interpreter, the options whose value is code or
// names code to load: never an option the model may use. Written among
// an entry's fixed words ("sh -c" with a text operand) they hand the
// model a script on purpose, and load.
var codeOptions = map[string][]string{
	"sh": {"-c"}, "bash": {"-c"}, "dash": {"-c"}, "zsh": {"-c"}, "ksh": {"-c"}, "mksh": {"-c"},
	"ash": {"-c"}, "yash": {"-c"}, "csh": {"-c"}, "tcsh": {"-c"},
	"fish":    {"-c", "--command", "-C", "--init-command"},
	"busybox": {"-c"},
	"python":  {"-c", "-m"}, "pypy": {"-c", "-m"},
	"perl":   {"-e", "-E", "-M", "-m", "-x", "-I"},
	"ruby":   {"-e", "-r", "-I", "-x"},
	"node":   {"-e", "-p", "-r", "--eval", "--print", "--require", "--import", "--loader"},
	"nodejs": {"-e", "-p", "-r", "--eval", "--print", "--require", "--import", "--loader"},
	"php":    {"-r", "-B", "-R", "-E", "-F", "-d", "-z"}, // -d auto_prepend_file=…, -z a Zend extension (attack 22)
	"lua":    {"-e", "-l"}, "Rscript": {"-e"},
	"dc":    {"-e", "-f", "--expression"},
	"psql":  {"-c", "--command"},
	"mysql": {"-e", "--execute"}, "mariadb": {"-e", "--execute"},
	// make -E/--eval evaluates its value as a makefile statement (attack 19)
	"make": {"-E", "--eval"}, "gmake": {"-E", "--eval"}, "remake": {"-E", "--eval"},
}

// interpreters run a script their first operand names: an entry for one
// takes no text operand from the model (any readable file would be the
// script: /proc/self/cmdline holds the call's own words, and dash skips
// its NUL bytes), only paths, scripts in the tool's directory.
var interpreters = map[string]bool{
	"sh": true, "bash": true, "dash": true, "zsh": true, "ksh": true, "mksh": true, "ash": true,
	"yash": true, "csh": true, "tcsh": true, "fish": true, "python": true, "pypy": true,
	"perl": true, "ruby": true, "node": true, "nodejs": true, "php": true, "lua": true,
	"Rscript": true, "tclsh": true, "wish": true, "expect": true, "guile": true, "julia": true,
	"bun": true, "deno": true, "dc": true, "bc": true, "psql": true, "mysql": true, "mariadb": true,
	"sqlite3": true, "make": true, "gdb": true, "osascript": true, "pwsh": true,
}

var versionSuffixRE = regexp.MustCompile(`[0-9][0-9.]*$`)

// programNames are the names a program's entries are kept under: its
// base name, and that without a version ("python3.12", "perl5").
func programNames(program string) []string {
	base := filepath.Base(program)
	if v := versionSuffixRE.ReplaceAllString(base, ""); v != base && v != "" {
		return []string{base, v}
	}
	return []string{base}
}

// deniedFor is every denied option of program: the common ones and its
// own, under each of its names.
func deniedFor(program string) []string {
	out := denied["*"]
	for _, n := range programNames(program) {
		out = slices.Concat(out, denied[n], codeOptions[n])
	}
	return out
}

// runsOperands are programs whose operands are a program to run (env,
// xargs, nice, timeout and their kind: the first operand is looked up in
// PATH, and a paths operand that names no file in dir passes the check) or
// a script that can run one (sed's e command and s///e flag and w, awk's
// system() and pipes). An entry for one takes no operand from the model:
// its fixed words go in a plain entry.
var runsOperands = map[string]bool{
	"sed": true, "gsed": true, "awk": true, "gawk": true, "mawk": true, "nawk": true, "busybox": true,
	"env": true, "xargs": true, "nice": true, "nohup": true, "timeout": true, "stdbuf": true,
	"setsid": true, "ionice": true, "taskset": true, "chrt": true, "prlimit": true, "setpriv": true,
	"flock": true, "chroot": true, "unshare": true, "nsenter": true, "sudo": true, "doas": true,
	"su": true, "runuser": true, "watch": true, "time": true, "strace": true, "ltrace": true,
	"parallel": true, "systemd-run": true, "script": true,
}

// Denied reports whether option (a name, "--name" or "-x", maybe with
// "=value") must never be allowed for program (argv[0]), and which denied
// option it is or abbreviates.
func Denied(program, option string) (string, bool) {
	name, _, _ := strings.Cut(option, "=")
	all := deniedFor(program)
	for _, d := range all {
		if name == d {
			return d, true
		}
		// --out abbreviates --output.
		if strings.HasPrefix(name, "--") && len(name) > 2 && strings.HasPrefix(d, name) {
			return d, true
		}
	}
	// gdb reads one dash as two and a prefix as the option ("-eval" is
	// -eval-command), and its short options do not cluster ("-nx" is
	// --nx, not -n -x).
	if len(name) > 2 && name[0] == '-' && name[1] != '-' && slices.ContainsFunc(programNames(program), func(n string) bool { return longOnly[n] }) {
		for _, d := range all {
			if strings.HasPrefix(strings.TrimLeft(d, "-"), name[1:]) {
				return d, true
			}
		}
		return "", false
	}
	// A short cluster: "-xc" holds -c.
	if len(name) > 2 && name[0] == '-' && name[1] != '-' {
		for _, c := range name[1:] {
			if d, ok := deniedShort(all, "-"+string(c)); ok {
				return d, true
			}
		}
	}
	return "", false
}

// isCodeOption reports whether d is one of program's codeOptions and
// nothing else denies it.
func isCodeOption(program, d string) bool {
	if slices.Contains(denied["*"], d) {
		return false
	}
	code := false
	for _, n := range programNames(program) {
		if slices.Contains(denied[n], d) {
			return false
		}
		code = code || slices.Contains(codeOptions[n], d)
	}
	return code
}

func deniedShort(all []string, short string) (string, bool) {
	for _, d := range all {
		if d == short {
			return d, true
		}
	}
	return "", false
}

// Entry is one allow entry as config writes it.
type Entry struct {
	// Command is the command words, already split ("git log" → git, log).
	Command []string
	// Plain is true for a plain string entry: it takes the built-in policy
	// of its command when there is one, otherwise nothing may follow it.
	Plain bool
	// Options, for a mapping entry: "--oneline" (a flag), "-n=number" or
	// "--format=text" (a value of a kind: text, number, paths),
	// "--decorate[=text]" (an optional value attached with "="), "--" (ends
	// the options) and "-<number>" (head -5).
	Options []string
	// Args, for a mapping entry: the positional kinds in order, the last
	// repeating: [none], [text], [paths], [text, paths].
	Args []string
}

var optionRE = regexp.MustCompile(`^(--?[A-Za-z0-9][A-Za-z0-9_.-]*)(?:(=|\[=)([a-z]+)(\])?)?$`)

// FromEntry builds the policy of one config entry, reporting every problem
// at once.
func FromEntry(e Entry) (*Policy, error) {
	if len(e.Command) == 0 {
		return nil, errors.New("empty command")
	}
	var errs []error
	fixedCode := false // the fixed words hold an interpreter's code option
	for k, w := range e.Command[1:] {
		if d, bad := Denied(e.Command[0], w); bad && strings.HasPrefix(w, "-") {
			if isCodeOption(e.Command[0], d) {
				fixedCode = true
				continue
			}
			// The operator's own value ("ssh -o BatchMode=yes host",
			// "make -f build.mk"): its value is among the fixed words. As
			// the last of them, the model's first word would be its value.
			last := k == len(e.Command)-2 && !strings.Contains(w, "=") && strings.HasSuffix(w, strings.TrimLeft(d, "-"))
			if isCodeValueOption(e.Command[0], d) && !last {
				continue
			}
			errs = append(errs, fmt.Errorf("command %q: option %s is never allowed (%s)", strings.Join(e.Command, " "), w, deniedWhy(e.Command[0], d)))
		}
	}
	if e.Plain {
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		if p, ok := Builtin(e.Command); ok {
			return p, nil
		}
		return &Policy{Command: slices.Clone(e.Command), Args: []Kind{None}}, nil
	}
	p := &Policy{Command: slices.Clone(e.Command)}
	for _, spec := range e.Options {
		o, err := parseOption(spec)
		switch {
		case err != nil:
			errs = append(errs, err)
			continue
		case spec == "--":
			p.EndOfOptions = true
			continue
		case spec == "-<number>":
			p.NumericShort = true
			continue
		}
		if d, bad := Denied(e.Command[0], o.Name); bad {
			errs = append(errs, fmt.Errorf("option %s is never allowed for %s (%s)", o.Name, e.Command[0], deniedWhy(e.Command[0], d)))
			continue
		}
		if _, dup := p.lookup(o.Name); dup {
			errs = append(errs, fmt.Errorf("option %s is listed twice", o.Name))
			continue
		}
		p.Options = append(p.Options, o)
	}
	for _, a := range e.Args {
		k := Kind(a)
		switch {
		case !slices.Contains(configKinds, k):
			errs = append(errs, fmt.Errorf("args: unknown kind %q (want none, text, paths or number)", a))
		case k == None && len(e.Args) > 1:
			errs = append(errs, fmt.Errorf("args: none cannot be combined with other kinds"))
		default:
			p.Args = append(p.Args, k)
		}
	}
	if len(p.Args) == 0 {
		p.Args = []Kind{None}
	}
	if base := filepath.Base(e.Command[0]); runsOperands[base] && len(p.argKinds()) > 0 {
		errs = append(errs, fmt.Errorf("args: %s runs what its operands name or say (a program, or a script that can run one), so it takes none from the model; write its fixed words as a plain entry (\"%s …\")", base, strings.Join(e.Command, " ")))
	}
	for _, n := range programNames(e.Command[0]) {
		if interpreters[n] && !fixedCode && slices.Contains(p.argKinds(), Text) {
			errs = append(errs, fmt.Errorf("args: %s runs the script its operand names, so it takes none from the model as text (any readable file would be the script); use paths, scripts in the tool's directory", n))
			break
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return p, nil
}

func parseOption(spec string) (Option, error) {
	if spec == "--" || spec == "-<number>" {
		return Option{}, nil
	}
	m := optionRE.FindStringSubmatch(spec)
	if m == nil {
		return Option{}, fmt.Errorf("option %q: write --name, -x, --name=KIND, --name[=KIND], \"--\" or \"-<number>\"", spec)
	}
	o := Option{Name: m[1]}
	if m[2] == "" {
		return o, nil
	}
	if (m[2] == "[=") != (m[4] == "]") {
		return Option{}, fmt.Errorf("option %q: unbalanced [ ]", spec)
	}
	k := Kind(m[3])
	if k == None || !slices.Contains(configKinds, k) {
		return Option{}, fmt.Errorf("option %q: unknown value kind %q (want text, number or paths)", spec, m[3])
	}
	o.Value = k
	if m[2] == "[=" {
		if !strings.HasPrefix(o.Name, "--") {
			return Option{}, fmt.Errorf("option %q: only a --long option may have an optional value", spec)
		}
		o.Optional = true
	}
	return o, nil
}

// isCodeValueOption reports whether d is denied for program only as an
// option whose value is, or names, code (codeValuePrograms).
func isCodeValueOption(program, d string) bool {
	if slices.Contains(denied["*"], d) {
		return false
	}
	for _, n := range programNames(program) {
		if codeValuePrograms[n] && slices.Contains(denied[n], d) {
			return true
		}
	}
	return false
}

func deniedWhy(program, d string) string {
	if isCodeValueOption(program, d) {
		return "its value is, or names a file of, code or commands the program runs"
	}
	switch d {
	case "--output", "--output-directory", "-o", "-O", "--open-files-in-pager":
		return "it writes files or opens programs"
	case "--exec-path", "--ext-diff", "--textconv", "--upload-pack", "--receive-pack", "--exec",
		"-exec", "-execdir", "-ok", "-okdir", "-c", "--config-env":
		return "it runs other programs"
	case "--git-dir", "--work-tree", "-C":
		return "it leaves the tool's directory"
	case "-s", "--set":
		return "it changes the system"
	case "-delete", "-fprint", "-fprint0", "-fprintf", "-fls":
		return "it deletes or writes files"
	case "-e", "-E", "-p", "-M", "-m", "-l", "-B", "-R", "-W", "--eval", "--print", "--require", "--import",
		"--loader", "--command", "--execute", "--expression", "--init-command":
		return "it runs code it is given"
	}
	return "it reads files outside the tool's directory"
}
