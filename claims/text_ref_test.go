package claims

import "testing"

// asciiLowerRef is asciiLower byte by byte, as it was written first.
func asciiLowerRef(s string) string {
	b := make([]byte, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return string(b)
}

func FuzzASCIILower(f *testing.F) {
	for _, s := range []string{"", "A", "@[`{AZaz", "Hello WORLD, Ärger ÜBER «X» \xff\xc0\x80", "@@@@@@@@[[[[[[[[````````{{{{{{{{", "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := make([]byte, len(s)+3)
		for i := range b {
			b[i] = 0xAA // a reused buffer holds old bytes
		}
		if got, want := asciiLowerInto(b, s), asciiLowerRef(s); got != want {
			t.Fatalf("asciiLowerInto(%q) = %q, want %q", s, got, want)
		}
	})
}
