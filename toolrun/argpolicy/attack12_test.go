package argpolicy

import "testing"

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
