package argpolicy

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Refusal is why an argv was refused: the word, and what is wrong with it.
type Refusal struct {
	Word   string
	Reason string
}

func (r *Refusal) Error() string { return fmt.Sprintf("%q %s", r.Word, r.Reason) }

func refuse(word, format string, a ...any) error {
	return &Refusal{Word: word, Reason: fmt.Sprintf(format, a...)}
}

// Matches reports whether argv starts with the policy's command words.
func (p *Policy) Matches(argv []string) bool {
	return len(argv) >= len(p.Command) && slices.Equal(argv[:len(p.Command)], p.Command)
}

// Check reports whether every word of argv after the command is allowed.
// argv must start with p.Command (see Matches). dir is the tool's working
// directory, absolute, against which path kinds are resolved. The error is
// a *Refusal.
func (p *Policy) Check(argv []string, dir string) error {
	if !p.Matches(argv) {
		return refuse(strings.Join(argv, " "), "does not start with %s", strings.Join(p.Command, " "))
	}
	words := argv[len(p.Command):]
	positional := 0
	endOfOptions := false
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !endOfOptions && len(w) > 1 && w[0] == '-' {
			switch {
			case w == "--":
				if !p.EndOfOptions {
					return refuse(w, "is not allowed after %s", p.commandName())
				}
				endOfOptions = true
			case p.NumericShort && isDigits(w[1:]):
			default:
				used, err := p.option(words, i, dir)
				if err != nil {
					return err
				}
				i += used
			}
			continue
		}
		if err := p.positional(positional, w, dir); err != nil {
			return err
		}
		positional++
	}
	return nil
}

func (p *Policy) commandName() string { return strings.Join(p.Command, " ") }

// option checks the option word words[i] and returns how many of the
// following words it took as its value.
func (p *Policy) option(words []string, i int, dir string) (int, error) {
	w := words[i]
	if strings.HasPrefix(w, "--") {
		name, value, attached := strings.Cut(w, "=")
		o, ok := p.lookup(name)
		if !ok {
			return 0, p.notAllowed(w, name)
		}
		return p.optionValue(o, w, words, i, value, attached, dir)
	}
	if o, ok := p.lookup(w); ok && o.long() {
		return p.optionValue(o, w, words, i, "", false, dir)
	}
	// A cluster of short options: "-la", "-n5", "-n 5".
	for j := 1; j < len(w); j++ {
		name := "-" + w[j:j+1]
		o, ok := p.lookup(name)
		if !ok || o.long() {
			return 0, p.notAllowed(w, name)
		}
		if o.Value == "" {
			continue
		}
		if rest := w[j+1:]; rest != "" {
			return 0, checkValue(o.Value, rest, w, dir)
		}
		return p.optionValue(o, w, words, i, "", false, dir)
	}
	return 0, nil
}

// optionValue checks an option's value: attached (--name=value) or the next
// word.
func (p *Policy) optionValue(o Option, w string, words []string, i int, value string, attached bool, dir string) (int, error) {
	switch {
	case o.Value == "" && attached:
		return 0, refuse(w, "takes no value")
	case o.Value == "":
		return 0, nil
	case attached:
		return 0, checkValue(o.Value, value, w, dir)
	case o.Optional:
		return 0, nil
	}
	if i+1 >= len(words) {
		return 0, refuse(w, "needs a value (%s)", o.Value)
	}
	next := words[i+1]
	if strings.HasPrefix(next, "-") {
		return 0, refuse(next, "is not allowed as the value of %s: it starts with \"-\" (attach it: %s=…)", o.Name, o.Name)
	}
	if err := p.responseFile(next); err != nil {
		return 0, err
	}
	return 1, checkValue(o.Value, next, next, dir)
}

func (p *Policy) notAllowed(word, name string) error {
	if name != word {
		return refuse(word, "is not allowed: %s is not an allowed option of %s", name, p.commandName())
	}
	return refuse(word, "is not an allowed option of %s", p.commandName())
}

// positional checks the n-th (0-based) positional argument.
func (p *Policy) positional(n int, w, dir string) error {
	kinds := p.argKinds()
	if len(kinds) == 0 {
		return refuse(w, "is not allowed: %s takes no arguments", p.commandName())
	}
	if p.MaxArgs > 0 && n >= p.MaxArgs {
		return refuse(w, "is not allowed: %s takes at most %d argument(s)", p.commandName(), p.MaxArgs)
	}
	if strings.Contains(w, "=") && slices.ContainsFunc(programNames(p.Command[0]), func(n string) bool { return makePrograms[n] }) {
		// make reads NAME=value as a variable assignment, and one runs
		// code: "MAKEFILES=notes.mk" reads a file as a makefile,
		// "MAKEFLAGS=--file=…" sets options (attack 18).
		return refuse(w, "is not allowed: %s reads NAME=value as a variable assignment", p.commandName())
	}
	if err := p.responseFile(w); err != nil {
		return err
	}
	if strings.HasPrefix(w, "+") && slices.ContainsFunc(programNames(p.Command[0]), ReadsPlusOptions) {
		// tail's obsolete "+1f", vim's "+cmd" (attack 19)
		return refuse(w, "is not allowed: %s reads a word starting with \"+\" as an option or a command (write ./%s)", p.commandName(), w)
	}
	if MagicOpen(w) && slices.Contains(programNames(p.Command[0]), "perl") {
		// perl -n/-p and a script's "<>" open "cmd|" as a command (attack 20)
		return refuse(w, "is not allowed: perl opens a word starting with \"<\", \">\", \"+\" or \"|\" or ending with \"|\" as a command or a file to write")
	}
	if RemotePath(w) && slices.ContainsFunc(programNames(p.Command[0]), ReadsRemotePaths) {
		// scp, rsync, tar, cpio: "host:path" runs a remote shell (attack 19)
		return refuse(w, "is not allowed: %s reads host:path as a file on another host (write ./%s)", p.commandName(), w)
	}
	if RemotePath(w) && slices.ContainsFunc(programNames(p.Command[0]), func(n string) bool { return urlModulePrograms[n] }) {
		// deno runs "data:text/javascript,…" as its script (attack 22)
		return refuse(w, "is not allowed: %s reads scheme:… as a URL whose text is the module it runs (write ./%s)", p.commandName(), w)
	}
	return checkValue(kinds[min(n, len(kinds)-1)], w, w, dir)
}

// urlModulePrograms read an operand "scheme:…" as the URL of the module
// they run (deno: data:, https:, npm:, jsr:; attack 22).
var urlModulePrograms = map[string]bool{"deno": true}

// responseFile refuses a whole word starting with "@" for a config
// entry's program: gcc, clang, binutils, javac and rustc read "@file" as
// a response file and its text as options, "--" or not, whatever the
// kind of the word (a paths word is refused in checkValue for every
// policy; attack 19: a text operand or option value). The built-in
// policies' programs read no response file (grep -rn @Override).
func (p *Policy) responseFile(w string) error {
	if p.Builtin || !strings.HasPrefix(w, "@") {
		return nil
	}
	return refuse(w, "is not allowed: a word may not start with \"@\", which %s may read as a response file of options", p.commandName())
}

// ReadsAssignments: the program (a base name) is a make, which reads an
// operand NAME=value as a variable assignment, and an assignment runs
// code ("x=$(shell …)", "MAKEFLAGS=--eval=…", "MAKEFILES=notes.mk"); the
// exec tool asks it too.
func ReadsAssignments(program string) bool { return makePrograms[program] }

// RunsScript: the program (a base name, without a version) runs the
// script its first operand names (sh, python, perl, …; not make, whose
// operands are targets); the exec tool asks it too.
func RunsScript(program string) bool { return interpreters[program] && !makePrograms[program] }

// CheckPath checks v as a paths word is checked: it resolves inside dir
// (absolute, symlinks followed), has no ".." segment and does not start
// with "+" or "@". The error is a *Refusal.
func CheckPath(dir, v string) error { return checkValue(Paths, v, v, dir) }

// MagicOpen reports whether perl's two-argument open, which perl -n and
// -p and a script's "<>" (ARGV) use on their operands, reads v as a
// command ("cmd|", "|cmd") or an open mode ("<", ">", ">>", "+<": a
// file written or truncated) rather than a file name; spaces around are
// dropped as perl drops them.
func MagicOpen(v string) bool {
	v = strings.Trim(v, " \t\n\r\f")
	return v != "" && (strings.IndexByte("<>+|", v[0]) >= 0 || v[len(v)-1] == '|')
}

// ReadsRemotePaths: the program (a base name) reads a word "host:path"
// (a ":" with no "/" before it) as a file on another host and runs a
// remote shell (rsh, ssh) to reach it: GNU tar's and cpio's archive, mt's
// device, rsync's and scp's operands; the exec tool asks it too.
func ReadsRemotePaths(program string) bool { return remotePathPrograms[program] }

// RemotePath reports whether v is a "host:path" such a program reads as
// remote: a ":" after the first byte with no "/" before it.
func RemotePath(v string) bool {
	i := strings.IndexByte(v, ':')
	return i > 0 && !strings.Contains(v[:i], "/")
}

// ReadsPlusOptions: the program (a base name) reads a word starting with
// "+" as an option or a command: tail's obsolete "+1f" follows a file
// until the call's timeout, vi, vim and ex run "+cmd" as an editor
// command, less and more as a command too; the exec tool asks it.
func ReadsPlusOptions(program string) bool { return plusPrograms[program] }

var plusPrograms = map[string]bool{"tail": true, "gtail": true, "vi": true, "vim": true, "nvim": true,
	"view": true, "ex": true, "less": true, "more": true}

var remotePathPrograms = map[string]bool{"tar": true, "gtar": true, "cpio": true, "mt": true, "rsync": true, "scp": true}

var makePrograms = map[string]bool{"make": true, "gmake": true, "bmake": true, "pmake": true, "remake": true}

var (
	numberRE   = regexp.MustCompile(`^\+?[0-9]{1,18}$`)
	durationRE = regexp.MustCompile(`^[0-9]{1,9}(\.[0-9]{1,9})?[smhd]?$`)
)

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == "" && len(s) <= 18
}

// checkValue checks v against kind; word is the word to name when refused.
func checkValue(kind Kind, v, word, dir string) error {
	switch kind {
	case Text:
		return nil
	case Number:
		if !numberRE.MatchString(v) {
			return refuse(word, "is not allowed: %q is not a whole number", v)
		}
	case Duration:
		if !durationRE.MatchString(v) {
			return refuse(word, "is not allowed: %q is not a duration (e.g. 1, 0.5, 2s)", v)
		}
	case GitFormat, RefFormat:
		if p := formatEscape(v, kind == RefFormat); p != "" {
			return refuse(word, "is not allowed: the %s placeholder writes raw bytes or colour codes", p)
		}
	case DateFormat:
		if !strings.HasPrefix(v, "+") {
			return refuse(word, "is not allowed: only an output format \"+…\" may follow date")
		}
	case Paths:
		if strings.HasPrefix(v, "+") {
			// tail and head read "+1f" as the obsolete form of -n +1 -f.
			return refuse(word, "is not allowed: a path may not start with \"+\" (write ./%s)", v)
		}
		if strings.HasPrefix(v, "@") {
			// gcc, clang, binutils, javac and rustc read "@file" as a
			// response file and its text as options (attack 18).
			return refuse(word, "is not allowed: a path may not start with \"@\", a response file of options (write ./%s)", v)
		}
		// ".." is resolved by the kernel after the symlink before it
		// ("up/../x" with up -> "." is the x beside dir), not lexically as
		// inside's check would.
		if slices.Contains(strings.Split(v, "/"), "..") {
			return refuse(word, "is not allowed: \"..\" path segments are not allowed")
		}
		if err := inside(dir, v); err != nil {
			return refuse(word, "is not allowed: %v", err)
		}
	case Revision:
		if err := revision(dir, v); err != nil {
			return refuse(word, "is not allowed: %v", err)
		}
	default:
		return refuse(word, "is not allowed")
	}
	return nil
}

var errOutside = errors.New("the path is outside the tool's directory")

// inside checks that path, relative to dir, resolves inside dir, following
// every symlink of its longest existing prefix.
func inside(dir, path string) error {
	if path == "" {
		return errors.New("empty path")
	}
	if dir == "" {
		return errors.New("no directory to resolve paths in")
	}
	p := path
	if !filepath.IsAbs(p) {
		p = filepath.Join(dir, p)
	}
	p = filepath.Clean(p)
	if !within(dir, p) {
		return errOutside
	}
	realDir, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return fmt.Errorf("cannot resolve the tool's directory: %w", err)
	}
	// The longest existing prefix decides: what does not exist yet cannot
	// be a symlink.
	existing := p
	for {
		if _, err := os.Lstat(existing); err == nil {
			break
		}
		parent := filepath.Dir(existing)
		if parent == existing {
			return errOutside
		}
		existing = parent
	}
	real, err := filepath.EvalSymlinks(existing)
	if err != nil {
		return errOutside
	}
	if !within(realDir, real) {
		return errOutside
	}
	return nil
}

// within reports whether p is dir or below it; both are clean.
func within(dir, p string) bool {
	rel, err := filepath.Rel(filepath.Clean(dir), p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../") && !filepath.IsAbs(rel)
}

// revision checks a git revision or pathspec.
func revision(dir, v string) error {
	if v == "" {
		return errors.New("empty argument")
	}
	if filepath.IsAbs(v) || strings.HasPrefix(v, "~") {
		return errors.New("absolute paths are not allowed")
	}
	if slices.Contains(strings.Split(v, "/"), "..") {
		return errors.New("\"..\" path segments are not allowed")
	}
	if dir != "" {
		if _, err := os.Lstat(filepath.Join(dir, v)); err == nil {
			return inside(dir, v)
		}
	}
	return nil
}

// formatEscape is the first placeholder of a git format that writes a raw
// byte or a colour code ("" for none): %x and %C in a pretty format, %XX
// (hex) and %(color…) in a ref format. "%%" is a literal percent sign.
func formatEscape(v string, ref bool) string {
	for i := 0; i+1 < len(v); i++ {
		if v[i] != '%' {
			continue
		}
		switch n := v[i+1]; {
		case n == '%':
			i++
		case !ref && (n == 'x' || n == 'C'):
			return v[i : i+2]
		case ref && strings.HasPrefix(v[i+1:], "(color"):
			return "%(color"
		case ref && i+2 < len(v) && isHex(n) && isHex(v[i+2]):
			return v[i : i+3]
		}
	}
	return ""
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f' }
