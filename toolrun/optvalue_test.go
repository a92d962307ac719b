package toolrun

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestOptionValueRefs(t *testing.T) {
	tests := []struct {
		argv []string
		want []string // "arg:at:option"
	}{
		{[]string{"make", "-s", "-f", "{v}"}, []string{"3:0:-f"}},
		{[]string{"make", "-sf{v}"}, []string{"1:3:-f"}},
		{[]string{"make", "-sf", "{v}"}, []string{"2:0:-f"}},
		{[]string{"make", "-C", "dir", "--file={v}"}, []string{"3:7:--file"}},
		{[]string{"make", "--", "-f", "{v}"}, nil},
		{[]string{"timeout", "60", "awk", "-vfile=x", "-f", "{v}"}, []string{"5:0:-f"}},
		{[]string{"gdb", "-nx", "-batch", "-x", "{v}"}, []string{"4:0:-x"}},
		{[]string{"gdb", "--eval-command={v}"}, []string{"1:15:--eval-command"}},
		{[]string{"git", "-c", "{v}", "log", "-C", "{w}"}, []string{"2:0:-c"}},
		{[]string{"git", "--namespace", "x", "-C", "{v}", "log"}, []string{"4:0:-C"}},
		{[]string{"ssh", "-p", "22", "-vo", "{v}", "host"}, []string{"4:0:-o"}},
		{[]string{"ssh", "-pF", "x"}, nil},
		{[]string{"python3.11", "-bW", "{v}", "x.py"}, []string{"2:0:-W"}},
		{[]string{"/usr/bin/env", "python3", "-Wignore::{v}"}, []string{"2:2:-W"}},
		{[]string{"node", "--import={v}", "-r", "{w}", "app.js"}, []string{"1:9:--import", "3:0:-r"}},
		{[]string{"zip", "-T", "-TT", "{v}"}, []string{"3:0:-TT"}},
		{[]string{"ls", "-f", "{v}"}, nil},
		{[]string{"node", "app.js", "-r", "{v}"}, nil},
		{[]string{"python3", "-X", "dev", "-W", "{v}", "x.py", "-W", "{w}"}, []string{"4:0:-W"}},
		{[]string{"python3", "-c", "code", "-W", "{v}"}, nil},
		{[]string{"ssh", "-p", "22", "host", "-o", "{v}", "grep", "-o", "{w}"}, []string{"5:0:-o"}},
		{[]string{"scp", "-P", "22", "a", "-o", "{v}"}, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, r := range optionValueRefs(tt.argv) {
			got = append(got, strings.Join([]string{strconv.Itoa(r.arg), strconv.Itoa(r.at), r.option}, ":"))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: %q, want %q", tt.argv, got, tt.want)
		}
	}
}

// FuzzScanOptionValues holds scanOptionValues to what its callers rely
// on: every value it finds is inside the argv, before any "--", attached
// after the option's own name (its letter or "name="), or the whole word
// after an option word naming it; git's stop at the subcommand, python's
// and node's at the script.
func FuzzScanOptionValues(f *testing.F) {
	for _, s := range []string{"make -sf x", "git -c a=b log -C x", "ssh -vo x host", "gdb -nx -ex x", "awk -vf=1 -f p",
		"node --import=x -r y", "tar -xIf x a", "python -bW x", "make -- -f x", "curl -K x -dfoo"} {
		f.Add(s)
	}
	names := make([]string, 0, len(optionValueTables))
	for n := range optionValueTables {
		names = append(names, n)
	}
	slices.Sort(names)
	f.Fuzz(func(t *testing.T, line string) {
		argv := strings.Fields(line)
		if len(argv) == 0 {
			return
		}
		if _, ok := optionValueTables[programName(argv[0])]; !ok {
			argv = append([]string{names[len(line)%len(names)]}, argv...)
		}
		spec := optionValueTables[programName(argv[0])]
		// the "--" that ends the options: not one an option word before it
		// takes as its value ("sed -f -- x" reads the file "--")
		end := len(argv)
		for k := 1; k < len(argv); k++ {
			if argv[k] == "--" && !(len(argv[k-1]) > 1 && argv[k-1][0] == '-' && argv[k-1] != "--") {
				end = k
				break
			}
		}
		for _, r := range optionValueRefs(argv) {
			if r.arg < 1 || r.arg >= end || r.at > len(argv[r.arg]) {
				t.Fatalf("%q: value %+v out of range", argv, r)
			}
			if _, ok := spec.rules[r.option]; !ok {
				t.Fatalf("%q: %s is no option of the table", argv, r.option)
			}
			if r.at > 0 {
				w := argv[r.arg]
				if !strings.HasPrefix(w, "-") || !(strings.HasSuffix(w[:r.at], r.option+"=") || w[r.at-1] == r.option[len(r.option)-1]) {
					t.Fatalf("%q: attached value %+v not after its option", argv, r)
				}
			} else {
				prev := argv[r.arg-1]
				if !strings.HasPrefix(prev, "-") || !strings.HasSuffix(prev, strings.TrimLeft(r.option, "-")) {
					t.Fatalf("%q: value %+v not after its option word", argv, r)
				}
			}
			if spec.operands == 0 {
				// options end at the first operand (git's subcommand,
				// python's script): every word before the value is an
				// option or an option's value
				for k := 1; k < r.arg; k++ {
					if !strings.HasPrefix(argv[k], "-") && !strings.HasPrefix(argv[k-1], "-") {
						t.Fatalf("%q: value %+v past the operand %q", argv, r, argv[k])
					}
				}
			}
		}
	})
}

// FuzzItemSeparator: the separator is a run of ":", "=" and "@" found in
// the item, and none is found in an item without one.
func FuzzItemSeparator(f *testing.F) {
	for _, s := range []string{"a=@b", `a\=b`, "a:=@x", "h:v", "q==1", `a\\=@b`, "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, item string) {
		sep := itemSeparator(item)
		if strings.Trim(sep, ":=@") != "" || !strings.Contains(item, sep) {
			t.Fatalf("%q: separator %q", item, sep)
		}
		if !strings.ContainsAny(item, ":=@") && sep != "" {
			t.Fatalf("%q: separator %q in an item without one", item, sep)
		}
		if strings.ContainsAny(item, ":=@") && !strings.Contains(item, `\`) && sep == "" {
			t.Fatalf("%q: no separator found", item)
		}
	})
}

// FuzzCodeSetting: a setting name is matched as the programs read it:
// case folded (git's sections and keys, ssh's keywords, php's settings
// as the operator writes them), git's by its last part under any
// subsection, and scp/sftp as ssh.
func FuzzCodeSetting(f *testing.F) {
	for _, s := range []string{"core.pager", "diff.word.textconv", "alias.x", "includeIf.gitdir:/x/.path", "ProxyCommand", "auto_prepend_file", "color.ui", "", ".", "a..b"} {
		f.Add("git", s)
	}
	f.Add("ssh", "LocalCommand")
	f.Add("php", "memory_limit")
	f.Fuzz(func(t *testing.T, prog, name string) {
		got := codeSetting(prog, name)
		isASCII := true
		for i := 0; i < len(name); i++ {
			isASCII = isASCII && name[i] < 0x80
		}
		if isASCII && codeSetting(prog, strings.ToUpper(name)) != got {
			t.Fatalf("%s %q: case changes the answer", prog, name)
		}
		if prog == "ssh" && codeSetting("sftp", name) != got {
			t.Fatalf("%q: sftp reads ssh's settings", name)
		}
		if prog != "git" {
			return
		}
		if key := name[strings.LastIndexByte(name, '.')+1:]; codeSettings["git"].keys[strings.ToLower(strings.TrimSpace(key))] && strings.TrimSpace(key) == key && !got {
			t.Fatalf("%q: a code key under another section or subsection passed", name)
		}
		if strings.Contains(name, ".") && !got && codeSetting("git", "core.sub."+name[strings.LastIndexByte(name, '.')+1:]) {
			// the key alone is code: so is any name ending in it
			t.Fatalf("%q: its last part is a code key, the name passed", name)
		}
	})
}
