package rawjson

import "testing"

// stringEndScan is the byte-by-byte reading StringEnd replaces in its
// callers: a backslash escapes the next byte.
func stringEndScan(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j + 1
		}
	}
	return -1
}

func TestStringEnd(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    string
		want int
	}{
		{"plain", `"abc" x`, 5},
		{"escaped quote", `"a\"b"`, 6},
		{"escaped backslash before the quote", `"a\\"x`, 5},
		{"three backslashes", `"a\\\"b"`, 8},
		{"unclosed", `"abc`, -1},
		{"unclosed after an escaped quote", `"ab\"`, -1},
		{"empty", `""`, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := StringEnd(tc.s, 0); got != tc.want {
				t.Errorf("StringEnd(%q) = %d, want %d", tc.s, got, tc.want)
			}
		})
	}
}

func FuzzStringEnd(f *testing.F) {
	for _, s := range []string{`"a"`, `"a\"b"`, `"\\"`, `"\\\"`, `"`, `"abc\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) == 0 || s[0] != '"' {
			return
		}
		if got, want := StringEnd(s, 0), stringEndScan(s, 0); got != want {
			t.Fatalf("StringEnd(%q) = %d, the byte scan %d", s, got, want)
		}
	})
}
