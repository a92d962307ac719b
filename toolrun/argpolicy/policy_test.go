package argpolicy

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testDir is a tool directory with a file, a subdirectory, a symlink that
// escapes it and one that stays inside.
func testDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hi\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "escape")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("notes.txt", filepath.Join(dir, "alias")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func builtin(t *testing.T, command ...string) *Policy {
	t.Helper()
	p, ok := Builtin(command)
	if !ok {
		t.Fatalf("no built-in policy for %q", command)
	}
	return p
}

func TestBuiltinPolicies(t *testing.T) {
	dir := testDir(t)
	tests := []struct {
		name    string
		argv    string // split on spaces; "␣" stands for a space inside a word
		refused string // the refused word; "" when allowed
	}{
		// The attacks of the report this package answers.
		{"git log --output writes a file", "git log -1 --format=x --output=.git/x.sh", "--output=.git/x.sh"},
		{"git log abbreviated --output", "git log --outp=.git/config", "--outp=.git/config"},
		{"git log --ext-diff runs a program", "git log -1 -p --ext-diff", "--ext-diff"},
		{"git log --textconv", "git log -p --textconv", "--textconv"},
		{"git log -c is not allowed", "git log -c", "-c"},
		{"git log -C is not allowed", "git log -C", "-C"},
		{"git log -c inside a cluster", "git log -pc", "-pc"},
		{"git log --exec-path", "git log --exec-path=/tmp", "--exec-path=/tmp"},
		{"git log --git-dir", "git log --git-dir=/", "--git-dir=/"},
		{"git diff --no-index", "git diff --no-index a b", "--no-index"},
		{"git diff absolute path (implicit no-index)", "git diff /etc/passwd /dev/null", "/etc/passwd"},
		{"git diff dot-dot path", "git diff ../secret x", "../secret"},
		{"git diff symlink out", "git diff escape/passwd notes.txt", "escape/passwd"},
		{"git branch creates no branch", "git branch evil", "evil"},
		{"git blame --contents reads any file", "git blame --contents /etc/passwd x", "--contents"},
		{"date -s sets the clock", "date -s 2020-01-01", "-s"},
		{"date --set", "date --set=2020-01-01", "--set=2020-01-01"},
		{"date -f reads a file", "date -f /etc/passwd", "-f"},
		{"date -r leaks mtimes", "date -r /etc/shadow", "-r"},
		{"date operand sets the clock", "date 010112002026", "010112002026"},
		{"date two formats", "date +%s +%F", "+%F"},
		{"cat outside", "cat /etc/passwd", "/etc/passwd"},
		{"cat dot-dot", "cat docs/../../x", "docs/../../x"},
		{"cat through a symlink out", "cat escape/passwd", "escape/passwd"},
		{"grep -f reads a pattern file", "grep -f /etc/passwd x", "-f"},
		{"grep -e makes every operand a path", "grep -e x /etc/passwd", "-e"},
		{"grep -R follows symlinks", "grep -R x", "-R"},
		{"grep path outside", "grep root /etc/passwd", "/etc/passwd"},
		{"head value may not look like an option", "head -n --version", "--version"},
		{"head value must be a number", "head -n five notes.txt", "five"},
		{"tail follow", "tail -f notes.txt", "-f"},
		{"tail obsolete follow", "tail +1f notes.txt", "+1f"},
		{"head obsolete count", "head +5 notes.txt", "+5"},
		{"ls -L follows symlinks", "ls -L", "-L"},
		{"du --files0-from", "du --files0-from=/etc/x", "--files0-from=/etc/x"},
		{"wc --files0-from", "wc --files0-from=x", "--files0-from=x"},
		{"uname takes no operand", "uname x", "x"},
		{"flag with a value", "git log --oneline=x", "--oneline=x"},
		{"unknown option", "ls --foo", "--foo"},
		{"-- where not allowed", "echo -- -n", "--"},
		{"echo unknown option", "echo -x", "-x"},
		{"sleep takes one duration", "sleep 1 2", "2"},
		{"sleep no words", "sleep forever", "forever"},
		{"value option at end", "git log -n", "-n"},

		{"git log plain", "git log", ""},
		{"git log common", "git log -3 --oneline --stat -n 5 --format=%H␣%s --since=2.weeks main..HEAD -- docs", ""},
		{"git log cluster with value", "git log -pn5", ""},
		{"git log -- then dash word", "git log -- -weird", ""},
		{"git show rev", "git show HEAD~1:notes.txt", ""},
		{"git diff range", "git diff HEAD~1..HEAD --stat -- notes.txt", ""},
		{"git status short", "git status -sb", ""},
		{"git branch list", "git branch -a -v --sort=-committerdate", ""},
		{"git rev-parse", "git rev-parse --short=8 HEAD", ""},
		{"date format", "date -u +%Y-%m-%d", ""},
		{"date display other date", "date -d tomorrow +%F", ""},
		{"ls paths", "ls -la docs notes.txt", ""},
		{"ls symlink inside", "ls -l alias", ""},
		{"ls nonexistent inside", "ls missing/x", ""},
		{"cat inside", "cat notes.txt", ""},
		{"head count", "head -5 notes.txt", ""},
		{"tail from line", "tail -n +2 notes.txt", ""},
		{"grep pattern and paths", "grep -rn TODO docs", ""},
		{"grep pattern may be a path-like word", "grep /etc/passwd notes.txt", ""},
		{"grep dash pattern after --", "grep -- -x notes.txt", ""},
		{"echo text", "echo hello world", ""},
		{"sleep", "sleep 0.5", ""},
		// Format placeholders that write raw bytes or colour codes split a
		// secret past redaction, as --color would (review 10).
		{"git log --format %x1b", "git log -1 --format=%x1bkey", "--format=%x1bkey"},
		{"git log --format %C colour", "git log -1 --format=%C(always,red)%s", "--format=%C(always,red)%s"},
		{"git log --pretty format %Cred", "git log -1 --pretty=format:%Cred%s", "--pretty=format:%Cred%s"},
		{"git show --format %x00", "git show --format=%s%x00", "--format=%s%x00"},
		{"git branch --format hex byte", "git branch --format=%1b%(refname)", "--format=%1b%(refname)"},
		{"git branch --format colour", "git branch --format=%(color:red)%(refname)", "--format=%(color:red)%(refname)"},
		{"git log --format literal percent", "git log -1 --format=%%x%%C%ad", ""},
		{"git log --format plain", "git log -1 --format=%h␣%an␣%s", ""},
		{"git branch --format plain", "git branch --format=%(refname:short)", ""},
		{"df", "df -h .", ""},
		{"du", "du -sh --max-depth=1 docs", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			argv := strings.Split(tt.argv, " ")
			for i := range argv {
				argv[i] = strings.ReplaceAll(argv[i], "␣", " ")
			}
			p, ok := Builtin(argv[:min(2, len(argv))])
			if !ok {
				p = builtin(t, argv[0])
			}
			err := p.Check(argv, dir)
			if tt.refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var r *Refusal
			if !errors.As(err, &r) {
				t.Fatalf("allowed, want %q refused", tt.refused)
			}
			if r.Word != tt.refused {
				t.Fatalf("refused %q (%v), want %q refused", r.Word, err, tt.refused)
			}
		})
	}
}

// TestBuiltinsAllowNoDeniedOption holds every built-in policy to the denied
// list (exact names and short clusters; a built-in option may be a prefix of
// a denied one, since the real program matches it exactly).
func TestBuiltinsAllowNoDeniedOption(t *testing.T) {
	for _, p := range builtins {
		for _, o := range p.Options {
			for _, d := range append(append([]string(nil), denied["*"]...), denied[p.Command[0]]...) {
				if o.Name == d {
					t.Errorf("%s allows denied option %s", p.commandName(), o.Name)
				}
			}
		}
	}
	if len(BuiltinCommands()) < 20 {
		t.Errorf("only %d built-in commands", len(BuiltinCommands()))
	}
}

func TestFromEntry(t *testing.T) {
	dir := testDir(t)
	tests := []struct {
		name    string
		entry   Entry
		problem string   // "" when the entry is valid
		allow   []string // argv the policy must allow
		refuse  []string // argv it must refuse
	}{
		{name: "plain with built-in", entry: Entry{Command: []string{"git", "log"}, Plain: true},
			allow: []string{"git log --oneline -3"}, refuse: []string{"git log --output=x"}},
		{name: "plain without built-in allows nothing after", entry: Entry{Command: []string{"make", "test"}, Plain: true},
			allow: []string{"make test"}, refuse: []string{"make test -j9", "make test clean"}},
		{name: "plain prefix with a denied option", entry: Entry{Command: []string{"git", "log", "--output=x"}, Plain: true},
			problem: "--output=x is never allowed"},
		{name: "plain prefix cluster with a denied option", entry: Entry{Command: []string{"git", "-pc"}, Plain: true},
			problem: "never allowed"},
		{name: "mapping", entry: Entry{Command: []string{"tail"}, Options: []string{"-n=number", "--lines=number", "-q", "--"}, Args: []string{"paths"}},
			allow:  []string{"tail -n 3 notes.txt", "tail --lines=2 -- notes.txt", "tail -qn3 notes.txt"},
			refuse: []string{"tail -f notes.txt", "tail -n x notes.txt", "tail /etc/passwd"}},
		{name: "mapping text then paths", entry: Entry{Command: []string{"rg"}, Options: []string{"-i"}, Args: []string{"text", "paths"}},
			allow: []string{"rg -i foo docs"}, refuse: []string{"rg foo /etc"}},
		{name: "mapping optional value", entry: Entry{Command: []string{"tool"}, Options: []string{"--color[=text]"}},
			allow: []string{"tool --color", "tool --color=never"}, refuse: []string{"tool --color never"}},
		{name: "mapping numeric short", entry: Entry{Command: []string{"tool"}, Options: []string{"-<number>"}},
			allow: []string{"tool -12"}, refuse: []string{"tool -x"}},
		{name: "denied option", entry: Entry{Command: []string{"git", "log"}, Options: []string{"--output=paths"}},
			problem: "--output is never allowed"},
		{name: "abbreviation of a denied option", entry: Entry{Command: []string{"git", "log"}, Options: []string{"--ext"}},
			problem: "--ext is never allowed"},
		{name: "git -c", entry: Entry{Command: []string{"git", "log"}, Options: []string{"-c=text"}}, problem: "-c is never allowed"},
		{name: "date -s", entry: Entry{Command: []string{"date"}, Options: []string{"-s=text"}}, problem: "-s is never allowed"},
		{name: "find -exec", entry: Entry{Command: []string{"find"}, Options: []string{"-exec=text"}}, problem: "-exec is never allowed"},
		{name: "sed takes no model operand", entry: Entry{Command: []string{"sed"}, Options: []string{"-n"}, Args: []string{"text", "paths"}}, problem: "takes none from the model"},
		{name: "env takes no model operand", entry: Entry{Command: []string{"/usr/bin/env"}, Args: []string{"paths"}}, problem: "takes none from the model"},
		{name: "sed --expression", entry: Entry{Command: []string{"sed"}, Options: []string{"--expression=text"}}, problem: "--expression is never allowed"},
		{name: "sed plain entry", entry: Entry{Command: []string{"sed", "-n", "1p", "notes.txt"}, Plain: true},
			allow: []string{"sed -n 1p notes.txt"}, refuse: []string{"sed -n 1p notes.txt x"}},
		{name: "bad kind", entry: Entry{Command: []string{"x"}, Options: []string{"-n=int"}}, problem: `unknown value kind "int"`},
		{name: "bad arg kind", entry: Entry{Command: []string{"x"}, Args: []string{"files"}}, problem: `unknown kind "files"`},
		{name: "bad option syntax", entry: Entry{Command: []string{"x"}, Options: []string{"n"}}, problem: `option "n"`},
		{name: "short optional", entry: Entry{Command: []string{"x"}, Options: []string{"-n[=text]"}}, problem: "only a --long option"},
		{name: "duplicate option", entry: Entry{Command: []string{"x"}, Options: []string{"-n", "-n"}}, problem: "listed twice"},
		{name: "every problem at once", entry: Entry{Command: []string{"git", "log"}, Options: []string{"--output", "-c"}, Args: []string{"files"}},
			problem: "--output is never allowed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := FromEntry(tt.entry)
			if tt.problem != "" {
				if err == nil || !strings.Contains(err.Error(), tt.problem) {
					t.Fatalf("error %v, want one with %q", err, tt.problem)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range tt.allow {
				if err := p.Check(strings.Fields(a), dir); err != nil {
					t.Errorf("%q refused: %v", a, err)
				}
			}
			for _, a := range tt.refuse {
				if err := p.Check(strings.Fields(a), dir); err == nil {
					t.Errorf("%q allowed", a)
				}
			}
		})
	}
	t.Run("every problem reported", func(t *testing.T) {
		_, err := FromEntry(Entry{Command: []string{"git", "log"}, Options: []string{"--output", "-c"}, Args: []string{"files"}})
		for _, want := range []string{"--output", "-c is never", "files"} {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("error %v lacks %q", err, want)
			}
		}
	})
}
