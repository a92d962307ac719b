package secretmask

import (
	"bytes"
	"testing"
)

const key = "sk-upstream-secret"

func TestMask(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`{"a":"sk-upstream-secret"}`, `{"a":"******************"}`},
		{`"sk-upstr\u0065am-secret"`, `"***********************"`},
		{`sk-upstream-secre`, `sk-upstream-secre`},
		{`no key here`, `no key here`},
	} {
		in := []byte(tc.in)
		got := Mask(in, key)
		if string(got) != tc.want {
			t.Errorf("Mask(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if string(in) != tc.in {
			t.Errorf("Mask wrote over its input %q", tc.in)
		}
	}
	if got := Mask([]byte("short-k"), "short-k"); string(got) != "short-k" {
		t.Errorf("a secret under Min was masked: %q", got)
	}
}

// FuzzMask: the output is the input's length, differs from it only in
// '*' bytes, and holds no occurrence of the key in any JSON spelling.
func FuzzMask(f *testing.F) {
	f.Add([]byte(`{"content":"sk-upstream-secret"}`))
	f.Add([]byte(`sk-upstr\u0065am-secretsk-upstream-secret`))
	f.Add([]byte(`ssk-upstream-secret\`))
	f.Fuzz(func(t *testing.T, p []byte) {
		in := bytes.Clone(p)
		got := Mask(p, key)
		if !bytes.Equal(p, in) {
			t.Fatal("input written")
		}
		if len(got) != len(p) {
			t.Fatalf("length %d, want %d", len(got), len(p))
		}
		for i := range got {
			if got[i] != p[i] && got[i] != '*' {
				t.Fatalf("byte %d changed to %q", i, got[i])
			}
			if end, _ := MatchAt(got, i, []byte(key)); end > 0 {
				t.Fatalf("key left at %d in %q", i, got)
			}
		}
	})
}
