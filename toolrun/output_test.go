package toolrun

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCapOutput(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		limit int
		want  string
	}{
		{"under", "abc", 5, "abc"},
		{"exact", "abcde", 5, "abcde"},
		{"over", "abcdef", 5, "abcde" + truncationNote(5)},
		{"invalid UTF-8 replaced", "a\xffb", 5, "a\uFFFDb"},
		{"cut inside a 2-byte rune", "aé", 2, "a" + truncationNote(2)},
		{"cut inside a 4-byte rune", "ab😀", 4, "ab" + truncationNote(4)},
		{"cut after a whole rune", "é😀", 2, "é" + truncationNote(2)},
		{"empty", "", 5, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := capOutput([]byte(tt.in), tt.limit)
			if got != tt.want {
				t.Errorf("capOutput(%q, %d) = %q, want %q", tt.in, tt.limit, got, tt.want)
			}
			if !utf8.ValidString(got) {
				t.Errorf("output %q is not valid UTF-8", got)
			}
		})
	}
}

func TestCappedBufferBoundsMemory(t *testing.T) {
	b := newCappedBuffer(10, nil)
	chunk := []byte(strings.Repeat("x", 4096))
	for range 1000 {
		if n, err := b.Write(chunk); n != len(chunk) || err != nil {
			t.Fatalf("Write = %d, %v; a capped writer must keep accepting", n, err)
		}
	}
	if want := 10 + capSlack(nil) + 1; b.buf.Len() != want || b.buf.Cap() > 4096+64 {
		t.Errorf("kept %d bytes (cap %d), want %d", b.buf.Len(), b.buf.Cap(), want)
	}
	if got := b.String(); got != "xxxxxxxxxx"+truncationNote(10) {
		t.Errorf("String() = %q", got)
	}
}

func TestFirstLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"  one\ntwo", "one"},
		{"\n\nlater", "later"},
		{strings.Repeat("é", 400), strings.Repeat("é", maxDetail/2) + "…"},
	}
	for _, tt := range tests {
		if got := firstLine(tt.in); got != tt.want {
			t.Errorf("firstLine(%.20q) = %.40q, want %.40q", tt.in, got, tt.want)
		}
	}
}

func FuzzCapOutput(f *testing.F) {
	f.Add([]byte("héllo wörld 😀"), 7)
	f.Add([]byte("\xff\xfe"), 1)
	f.Fuzz(func(t *testing.T, in []byte, limit int) {
		if limit < 0 || limit > 1<<16 {
			return
		}
		got := capOutput(in, limit)
		if !utf8.ValidString(got) {
			t.Fatalf("capOutput(%q, %d) = %q: invalid UTF-8", in, limit, got)
		}
		body, truncated := strings.CutSuffix(got, truncationNote(limit))
		// A credential that starts before the cap is redacted whole, so
		// output past it may end complete.
		if truncated && len(in) <= limit {
			t.Fatalf("capOutput(%q, %d) = %q: truncation note wrong", in, limit, got)
		}
		if truncated && len(body) > 3*limit { // each run of invalid bytes becomes one 3-byte U+FFFD
			t.Fatalf("capOutput(%q, %d): %d bytes kept", in, limit, len(body))
		}
	})
}
