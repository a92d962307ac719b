package argpolicy

import (
	"strings"
	"testing"
)

// TestAttack12AwkDashW: awk's -W takes gawk's long options as its value
// ("-W source=BEGIN{system(\"id\")}" is --source, "-W exec file" in gawk
// and mawk reads the program from file), so an entry listing -W=text gave
// the model awk's program after round 11 took its operands away. -W is
// now never allowed for awk; the twin, -v, still loads.
func TestAttack12AwkDashW(t *testing.T) {
	for _, prog := range []string{"awk", "gawk", "mawk", "/usr/bin/nawk"} {
		if _, err := FromEntry(Entry{Command: []string{prog, "{ print $1 }", "notes.txt"}, Options: []string{"-W=text"}}); err == nil {
			t.Errorf("%s: an entry allowing -W=text loads", prog)
		}
		if _, err := FromEntry(Entry{Command: []string{prog, "{ print v }", "notes.txt"}, Options: []string{"-v=text"}}); err != nil {
			t.Errorf("%s twin: -v=text refused: %v", prog, err)
		}
	}
}

// TestAttack21CodeValueOptions: ssh -o, scp -S, make -f, jq -f, gdb -x
// and -ex, zip -TT, rsync -e, wget -e and node's loaders take a value
// that is, or names a file of, code or commands: never an option the
// model may use (an entry listing one is refused), nor the last fixed
// word, whose value would be the model's first word. Written with its
// value among the fixed words it is the operator's and loads.
func TestAttack21CodeValueOptions(t *testing.T) {
	for _, e := range []Entry{
		{Command: []string{"ssh"}, Options: []string{"-o=text"}, Args: []string{"text"}},
		{Command: []string{"/usr/bin/scp"}, Options: []string{"-S=text"}, Args: []string{"text"}},
		{Command: []string{"jq", "-r"}, Options: []string{"--from-file=paths"}, Args: []string{"paths"}},
		{Command: []string{"gdb", "-batch", "-ex"}, Args: []string{"text"}},
		{Command: []string{"ssh", "-vo"}, Args: []string{"text"}},
		{Command: []string{"make", "--makefile"}, Args: []string{"paths"}},
	} {
		if _, err := FromEntry(e); err == nil || !strings.Contains(err.Error(), "never allowed") {
			t.Errorf("%q %q loads: %v", e.Command, e.Options, err)
		}
	}
	for _, e := range []Entry{
		{Command: []string{"ssh", "-o", "BatchMode=yes", "backup"}, Plain: true},
		{Command: []string{"ssh", "-oBatchMode=yes", "backup"}, Options: []string{"-p=number"}, Args: []string{"text"}},
		{Command: []string{"make", "-f", "build.mk"}, Options: []string{"-n"}},
		{Command: []string{"jq", "-f", "filter.jq"}, Args: []string{"paths"}},
		{Command: []string{"gdb", "-batch", "-ex", "bt"}, Args: []string{"paths"}},
	} {
		if _, err := FromEntry(e); err != nil {
			t.Errorf("%q: %v", e.Command, err)
		}
	}
}
