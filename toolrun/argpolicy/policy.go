// Package argpolicy decides which argument vectors a shell tool may run.
//
// A prefix is not a policy: "git log" allowed as a prefix lets a model add
// --output=FILE and write anywhere. A Policy names a command and every word
// that may follow it: options from a list (each a flag or taking a value of
// a kind) and positional arguments by kind (none, text, paths inside the
// tool's directory, numbers). A word that the policy does not name is
// refused, and the refusal names the word.
//
// Matching follows the getopt conventions the built-in commands use (GNU
// coreutils, git's parse-options): long options exactly as written (never
// abbreviated), "--name=value" or "--name value"; short options alone or
// clustered ("-la"), a value option taking the rest of its cluster or the
// next word; "--" ending the options where the policy allows it. Where a
// program's parser and this one could read a word differently, the
// built-in policies leave the option out.
package argpolicy

import (
	"fmt"
	"slices"
	"strings"
)

// Kind is what a positional argument or an option value may be.
type Kind string

const (
	// None: no positional arguments at all.
	None Kind = "none"
	// Text: any word. Outside "--", a word starting with "-" is read as an
	// option, never as text.
	Text Kind = "text"
	// Paths: a file or directory that resolves (symlinks followed) inside
	// the tool's directory, with no ".." segment (the kernel resolves one
	// after the symlink before it, not lexically).
	Paths Kind = "paths"
	// Number: a decimal integer, optionally with a leading "+".
	Number Kind = "number"

	// The kinds below are for built-in policies only.

	// DateFormat: a date(1) output format, "+…". A bare operand would set
	// the clock.
	DateFormat Kind = "+format"
	// Duration: a sleep(1) duration, "1", "0.5", "2s", "1m".
	Duration Kind = "duration"
	// Revision: git revisions and pathspecs: any word that is not an
	// absolute path and has no ".." path segment, and that, when it names
	// an existing file, resolves inside the directory. git diff reads two
	// files outside a repository as if --no-index were given.
	Revision Kind = "revision"
	// GitFormat: a git log --format/--pretty value with no %x (a raw
	// byte, ESC among them) or %C (a colour code) placeholder: such bytes
	// between a secret's would split it past redaction, as --color would.
	GitFormat Kind = "git-format"
	// RefFormat: a git branch --format value with no %XX (a raw byte in
	// hex) or %(color…) placeholder, for the same reason.
	RefFormat Kind = "ref-format"
)

// configKinds are the kinds a config entry may name.
var configKinds = []Kind{None, Text, Paths, Number}

// Option is one option a policy allows.
type Option struct {
	Name string // "-n", "--max-count"; a single-dash name may be longer than one letter ("-name")
	// Value is the kind of the option's value; "" for a flag.
	Value Kind
	// Optional: a long option whose value, when given, is attached with
	// "=" and never taken from the next word (--decorate[=short]).
	Optional bool
}

// long reports whether o is matched as a whole word ("--name", "-name").
func (o Option) long() bool { return strings.HasPrefix(o.Name, "--") || len(o.Name) > 2 }

// Policy is what may follow one command.
type Policy struct {
	// Command is the words argv must start with, e.g. ["git", "log"].
	Command []string
	Options []Option
	// Args are the kinds of the positional arguments in order; the last
	// repeats. Empty or [None] means none.
	Args []Kind
	// MaxArgs caps the positional arguments; 0 means no cap.
	MaxArgs int
	// EndOfOptions allows "--", after which every word is positional.
	EndOfOptions bool
	// NumericShort allows "-<digits>" as a count (head -5, git log -3).
	NumericShort bool
	// Builtin is true for the policies this package ships.
	Builtin bool
}

// String renders the policy the way a config entry would write it.
func (p *Policy) String() string {
	var b strings.Builder
	b.WriteString(strings.Join(p.Command, " "))
	if len(p.Options) > 0 || p.EndOfOptions || p.NumericShort {
		b.WriteString(" [options]")
	}
	switch kinds := p.argKinds(); {
	case len(kinds) == 0:
	case len(kinds) == 1:
		fmt.Fprintf(&b, " [%s…]", kinds[0])
	default:
		fmt.Fprintf(&b, " %s", kinds)
	}
	return b.String()
}

// argKinds is Args without a lone None.
func (p *Policy) argKinds() []Kind {
	if len(p.Args) == 1 && p.Args[0] == None {
		return nil
	}
	return p.Args
}

// lookup returns the option called name.
func (p *Policy) lookup(name string) (Option, bool) {
	i := slices.IndexFunc(p.Options, func(o Option) bool { return o.Name == name })
	if i < 0 {
		return Option{}, false
	}
	return p.Options[i], true
}
