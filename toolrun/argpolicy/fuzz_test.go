package argpolicy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCheck holds Check to an independent reading of each policy: an argv
// it accepts has, before any "--", only option words the policy names
// (never a denied one), values where the policy says so, and no more
// positional arguments than it allows; and any path-kind word resolves
// inside the directory.
func FuzzCheck(f *testing.F) {
	dir := f.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a"), nil, 0o644); err != nil {
		f.Fatal(err)
	}
	if err := os.Symlink("/", filepath.Join(dir, "root")); err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{
		"git log --output=x", "git log -pn5 -- a", "date +%s", "cat a", "cat root/etc/passwd",
		"grep -rn x a", "head -n 5 a", "ls -la", "git diff /etc/passwd a", "git log --outp=x",
		"tail -n +3 a", "date -d x +%F", "echo -n x", "git log -c", "du -d 1 a",
	} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, line string) {
		words := strings.Fields(line)
		if len(words) == 0 {
			return
		}
		p, ok := Builtin(words[:min(2, len(words))])
		if !ok {
			p, ok = Builtin(words[:1])
		}
		if !ok {
			p = builtins[int(which)%len(builtins)]
			words = append(append([]string(nil), p.Command...), words...)
		}
		if p.Check(words, dir) != nil {
			return
		}
		oracle(t, p, words, dir)
	})
}

func oracle(t *testing.T, p *Policy, argv []string, dir string) {
	t.Helper()
	words := argv[len(p.Command):]
	positional := 0
	takesNext := false
	for i, w := range words {
		if takesNext {
			takesNext = false
			if strings.HasPrefix(w, "-") {
				t.Fatalf("%q accepted: separate value %q starts with -", argv, w)
			}
			continue
		}
		if w == "--" {
			if !p.EndOfOptions {
				t.Fatalf("%q accepted: -- not allowed", argv)
			}
			for _, rest := range words[i+1:] {
				checkPositional(t, p, argv, positional, rest, dir)
				positional++
			}
			break
		}
		if len(w) > 1 && w[0] == '-' {
			if strings.HasPrefix(w, "--") {
				name, _, attached := strings.Cut(w, "=")
				o, ok := p.lookup(name)
				if !ok {
					t.Fatalf("%q accepted: %s not in the policy", argv, name)
				}
				if d, bad := deniedShort(deniedFor(p.Command[0]), name); bad {
					t.Fatalf("%q accepted: denied option %s", argv, d)
				}
				takesNext = o.Value != "" && !o.Optional && !attached
				continue
			}
			if p.NumericShort && isDigits(w[1:]) {
				continue
			}
			if o, ok := p.lookup(w); ok && o.long() {
				takesNext = o.Value != ""
				continue
			}
			for j := 1; j < len(w); j++ {
				o, ok := p.lookup("-" + w[j:j+1])
				if !ok {
					t.Fatalf("%q accepted: -%c not in the policy", argv, w[j])
				}
				if _, bad := deniedShort(deniedFor(p.Command[0]), o.Name); bad {
					t.Fatalf("%q accepted: denied %s in a cluster", argv, o.Name)
				}
				if o.Value != "" {
					takesNext = j == len(w)-1
					break
				}
			}
			continue
		}
		checkPositional(t, p, argv, positional, w, dir)
		positional++
	}
	if takesNext {
		t.Fatalf("%q accepted: last option lacks its value", argv)
	}
	kinds := p.argKinds()
	if positional > 0 && len(kinds) == 0 {
		t.Fatalf("%q accepted: %d positional arguments, policy takes none", argv, positional)
	}
	if p.MaxArgs > 0 && positional > p.MaxArgs {
		t.Fatalf("%q accepted: %d positional arguments, max %d", argv, positional, p.MaxArgs)
	}
}

// checkPositional checks the n-th positional independently: a Paths or
// Revision word never resolves outside dir, and a Paths word never starts
// with "+" (tail's obsolete +N form).
func checkPositional(t *testing.T, p *Policy, argv []string, n int, w, dir string) {
	t.Helper()
	kinds := p.argKinds()
	if len(kinds) == 0 {
		return
	}
	kind := kinds[min(n, len(kinds)-1)]
	if kind != Paths && kind != Revision {
		return
	}
	if kind == Paths && strings.HasPrefix(w, "+") {
		t.Fatalf("%q accepted: path %q starts with +", argv, w)
	}
	if kind == Revision && (filepath.IsAbs(w) || strings.Contains("/"+w+"/", "/../")) {
		t.Fatalf("%q accepted: revision %q is absolute or climbs", argv, w)
	}
	// The kernel resolves ".." after a symlink, not lexically (attack 11).
	if kind == Paths && strings.Contains("/"+w+"/", "/../") {
		t.Fatalf("%q accepted: path %q climbs", argv, w)
	}
	full := w
	if !filepath.IsAbs(full) {
		full = filepath.Join(dir, w)
	}
	if !strings.HasPrefix(filepath.Clean(full)+"/", filepath.Clean(dir)+"/") {
		t.Fatalf("%q accepted: %q is outside %s", argv, w, dir)
	}
	if real, err := filepath.EvalSymlinks(full); err == nil {
		realDir, _ := filepath.EvalSymlinks(dir)
		if !strings.HasPrefix(real+"/", realDir+"/") {
			t.Fatalf("%q accepted: %q resolves to %s, outside %s", argv, w, real, realDir)
		}
	}
}
