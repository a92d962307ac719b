package argpolicy

import (
	"maps"
	"slices"
	"strings"
)

// flags builds flag options.
func flags(names ...string) []Option {
	out := make([]Option, len(names))
	for i, n := range names {
		out[i] = Option{Name: n}
	}
	return out
}

// values builds options that take a value of kind.
func values(kind Kind, names ...string) []Option {
	out := make([]Option, len(names))
	for i, n := range names {
		out[i] = Option{Name: n, Value: kind}
	}
	return out
}

// optional builds long options whose value, if any, is attached with "=".
func optional(kind Kind, names ...string) []Option {
	out := make([]Option, len(names))
	for i, n := range names {
		out[i] = Option{Name: n, Value: kind, Optional: true}
	}
	return out
}

func join(groups ...[]Option) []Option { return slices.Concat(groups...) }

// gitDiffOptions are the diff-output options git log, show and diff share:
// formats and algorithms, never --output, --ext-diff or --textconv. Never
// --color or --word-diff=color either: colour codes between a secret's
// bytes would split it past exact redaction (no built-in policy takes a
// colour option; --no-color stays).
var gitDiffOptions = join(
	flags("-p", "-u", "--patch", "--no-patch", "-s", "--raw", "--stat", "--shortstat", "--numstat",
		"--compact-summary", "--name-only", "--name-status", "--summary", "--no-color",
		"-w", "-b", "--ignore-all-space", "--ignore-space-change", "--ignore-blank-lines",
		"-M", "-R", "--no-renames", "--minimal", "--patience", "--histogram",
		"--no-ext-diff", "--no-textconv", "--full-index", "--binary"),
	values(Number, "-U", "--unified"),
	values(Text, "--diff-filter"),
	flags("--word-diff"),
	optional(Text, "--find-renames", "--dirstat", "--abbrev"),
)

// gitLogOptions are git log's revision and format options.
var gitLogOptions = join(gitDiffOptions,
	flags("--oneline", "--graph", "--no-decorate", "--abbrev-commit", "--no-abbrev-commit",
		"--reverse", "--merges", "--no-merges", "--first-parent", "--all", "--tags",
		"--follow", "--date-order", "--topo-order", "--author-date-order", "--relative-date",
		"--full-history", "--simplify-merges", "--parents", "--children", "--left-right",
		"--cherry-pick", "--boundary", "--regexp-ignore-case", "-i", "--all-match",
		"--invert-grep", "-E", "--extended-regexp", "-F", "--fixed-strings", "--full-diff"),
	values(Number, "-n", "--max-count", "--skip", "--min-parents", "--max-parents"),
	values(Text, "--since", "--after", "--until", "--before", "--author", "--committer",
		"--grep", "--date", "-S", "-G"),
	values(GitFormat, "--format"),
	optional(GitFormat, "--pretty"),
	optional(Text, "--decorate", "--branches", "--remotes"),
)

var builtins = []*Policy{
	{Command: []string{"git", "log"}, Options: gitLogOptions, Args: []Kind{Revision}, EndOfOptions: true, NumericShort: true},
	{Command: []string{"git", "show"}, Options: gitLogOptions, Args: []Kind{Revision}, EndOfOptions: true},
	{Command: []string{"git", "diff"}, Options: join(gitDiffOptions,
		flags("--cached", "--staged", "--merge-base", "--quiet", "--exit-code", "--check")),
		Args: []Kind{Revision}, EndOfOptions: true},
	{Command: []string{"git", "status"}, Options: join(
		flags("-s", "--short", "-b", "--branch", "--long", "-v", "--verbose", "--show-stash",
			"--ahead-behind", "--no-ahead-behind", "--no-renames", "--renames"),
		optional(Text, "--porcelain", "--untracked-files", "--ignored", "--ignore-submodules", "--find-renames")),
		Args: []Kind{Revision}, EndOfOptions: true},
	// A positional argument to git branch creates a branch: none allowed.
	{Command: []string{"git", "branch"}, Options: join(
		flags("-a", "--all", "-r", "--remotes", "-v", "--verbose", "--list", "--show-current", "--no-color"),
		values(Text, "--sort"),
		values(RefFormat, "--format"),
		optional(Text, "--abbrev")),
		Args: []Kind{None}},
	{Command: []string{"git", "rev-parse"}, Options: join(
		flags("--verify", "--quiet", "-q", "--show-toplevel", "--show-prefix", "--show-cdup",
			"--is-inside-work-tree", "--is-bare-repository", "--symbolic-full-name"),
		optional(Text, "--short", "--abbrev-ref")),
		Args: []Kind{Revision}, EndOfOptions: true},
	// Not --contents or -S (they read any file), not -C (here: copies).
	{Command: []string{"git", "blame"}, Options: join(
		flags("-l", "-s", "-e", "-w", "-M", "-p", "--porcelain", "--line-porcelain", "--show-name",
			"--show-number", "-n", "-b", "--root", "-t", "--show-email"),
		values(Text, "-L", "--date"),
		optional(Text, "--abbrev")),
		Args: []Kind{Revision}, EndOfOptions: true},

	// Not -L (follows symlinks out of the directory).
	{Command: []string{"ls"}, Options: join(
		flags("-a", "-A", "-l", "-h", "-1", "-t", "-r", "-S", "-R", "-d", "-F", "-p", "-i", "-n",
			"-g", "-o", "-s", "-X", "-v", "-U", "--all", "--almost-all", "--human-readable",
			"--full-time", "--group-directories-first", "--recursive", "--reverse", "--directory",
			"--classify", "--inode", "--numeric-uid-gid", "--size"),
		values(Text, "--sort", "--time-style")),
		Args: []Kind{Paths}, EndOfOptions: true},
	// Display only: not -s/--set, -f/--file, -r/--reference; the one operand
	// must be a "+format" (a bare one sets the clock).
	{Command: []string{"date"}, Options: join(
		flags("-u", "--utc", "--universal", "-R", "--rfc-email"),
		values(Text, "-d", "--date", "--rfc-3339"),
		optional(Text, "--iso-8601")),
		Args: []Kind{DateFormat}, MaxArgs: 1},
	{Command: []string{"df"}, Options: join(
		flags("-h", "-H", "-T", "-i", "-l", "-a", "-P", "-k", "--total", "--human-readable", "--si",
			"--print-type", "--inodes", "--local", "--all", "--portability"),
		values(Text, "-t", "-x", "--type", "--exclude-type")),
		Args: []Kind{Paths}, EndOfOptions: true},
	// Not -L/--dereference (follows symlinks out), --files0-from, -X.
	{Command: []string{"du"}, Options: join(
		flags("-s", "-h", "-a", "-c", "-k", "-m", "-b", "-x", "--summarize", "--human-readable",
			"--all", "--total", "--apparent-size", "--one-file-system"),
		values(Number, "-d", "--max-depth"),
		values(Text, "--exclude")),
		Args: []Kind{Paths}, EndOfOptions: true},
	{Command: []string{"uname"}, Options: flags("-a", "-s", "-n", "-r", "-v", "-m", "-p", "-i", "-o",
		"--all", "--kernel-name", "--nodename", "--kernel-release", "--kernel-version", "--machine",
		"--processor", "--hardware-platform", "--operating-system"), Args: []Kind{None}},
	{Command: []string{"whoami"}, Args: []Kind{None}},
	{Command: []string{"id"}, Options: flags("-u", "-g", "-G", "-n", "--user", "--group", "--groups", "--name"), Args: []Kind{None}},
	{Command: []string{"pwd"}, Options: flags("-L", "-P"), Args: []Kind{None}},
	{Command: []string{"uptime"}, Options: flags("-p", "-s", "--pretty", "--since"), Args: []Kind{None}},
	{Command: []string{"free"}, Options: flags("-b", "-k", "-m", "-g", "-h", "-t", "-w", "--human", "--total", "--wide"), Args: []Kind{None}},
	{Command: []string{"nproc"}, Options: flags("--all"), Args: []Kind{None}},
	// Not --files0-from.
	{Command: []string{"wc"}, Options: flags("-l", "-w", "-c", "-m", "-L", "--lines", "--words",
		"--bytes", "--chars", "--max-line-length"), Args: []Kind{Paths}, EndOfOptions: true},
	{Command: []string{"head"}, Options: join(
		flags("-q", "-v", "--quiet", "--silent", "--verbose"),
		values(Number, "-n", "-c", "--lines", "--bytes")),
		Args: []Kind{Paths}, EndOfOptions: true, NumericShort: true},
	// Not -f/-F/--follow: a follow only ends at the timeout.
	{Command: []string{"tail"}, Options: join(
		flags("-q", "-v", "--quiet", "--silent", "--verbose"),
		values(Number, "-n", "-c", "--lines", "--bytes")),
		Args: []Kind{Paths}, EndOfOptions: true, NumericShort: true},
	{Command: []string{"cat"}, Options: flags("-n", "-b", "-A", "-E", "-T", "-s", "-v", "-e", "-t",
		"--number", "--number-nonblank", "--show-all", "--show-ends", "--show-tabs",
		"--squeeze-blank", "--show-nonprinting"), Args: []Kind{Paths}, EndOfOptions: true},
	// The first operand is the pattern, the rest paths: so not -e/--regexp
	// or -f/--file, which make every operand a path; not -R (follows
	// symlinks out); not --exclude-from. Not -o/--only-matching: with a
	// pattern such as "." it prints a file one character a line, a shape
	// redaction of a configured secret cannot match. Not --color/--colour:
	// "=always" puts escape codes between a match's letters.
	{Command: []string{"grep"}, Options: join(
		flags("-i", "-n", "-c", "-l", "-L", "-v", "-w", "-x", "-r", "-E", "-F", "-G", "-H", "-h",
			"-q", "-s", "-a", "-I", "--ignore-case", "--line-number", "--count",
			"--files-with-matches", "--files-without-match", "--invert-match", "--word-regexp",
			"--line-regexp", "--recursive", "--extended-regexp", "--fixed-strings", "--basic-regexp",
			"--with-filename", "--no-filename", "--quiet", "--silent", "--no-messages"),
		values(Number, "-m", "-A", "-B", "-C", "--max-count", "--after-context", "--before-context", "--context"),
		values(Text, "--include", "--exclude", "--exclude-dir")),
		Args: []Kind{Text, Paths}, EndOfOptions: true},
	// echo takes no "--": every operand is text.
	{Command: []string{"echo"}, Options: flags("-n", "-e", "-E"), Args: []Kind{Text}},
	{Command: []string{"sleep"}, Args: []Kind{Duration}, MaxArgs: 1},
}

var builtinByCommand = func() map[string]*Policy {
	m := make(map[string]*Policy, len(builtins))
	for _, p := range builtins {
		p.Builtin = true
		m[strings.Join(p.Command, " ")] = p
	}
	return m
}()

// Builtin returns the built-in policy for exactly these command words.
func Builtin(command []string) (*Policy, bool) {
	p, ok := builtinByCommand[strings.Join(command, " ")]
	return p, ok
}

// BuiltinCommands lists the commands that have a built-in policy, sorted.
func BuiltinCommands() []string {
	return slices.Sorted(maps.Keys(builtinByCommand))
}
