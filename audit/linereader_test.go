package audit

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"
)

// referenceLines splits data the simple way: the lines a lineReader with
// limit max must produce (nil for a line skipped as too long).
func referenceLines(data []byte, max int) [][]byte {
	parts := bytes.Split(data, []byte{'\n'})
	if len(parts[len(parts)-1]) == 0 {
		parts = parts[:len(parts)-1]
	}
	out := make([][]byte, len(parts))
	for i, p := range parts {
		if len(p) <= max {
			out[i] = append([]byte{}, p...)
		}
	}
	return out
}

// readAll drains a lineReader over r with a 16-byte buffer, so lines
// longer than the buffer take the ErrBufferFull path.
func readAll(t *testing.T, r io.Reader, max int) [][]byte {
	t.Helper()
	lr := &lineReader{br: bufio.NewReaderSize(r, 16), max: max}
	var out [][]byte
	for {
		line, tooLong, err := lr.next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if tooLong {
			out = append(out, nil)
			continue
		}
		out = append(out, append([]byte{}, line...))
	}
}

func TestLineReader(t *testing.T) {
	tests := []struct {
		name string
		data string
		max  int
	}{
		{"empty", "", 8},
		{"one newline", "\n", 8},
		{"short lines", "a\nbb\n\nccc\n", 8},
		{"no final newline", "a\nbb", 8},
		{"exactly max", "12345678\n12345678", 8},
		{"one over max", "123456789\nok\n123456789", 8},
		{"far longer than the buffer", "x" + string(bytes.Repeat([]byte("y"), 100)) + "\nok\n", 8},
		{"long line within max across buffers", string(bytes.Repeat([]byte("z"), 40)) + "\n", 64},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []struct {
				name string
				r    io.Reader
			}{
				{"whole", bytes.NewReader([]byte(tt.data))},
				{"one byte at a time", iotest.OneByteReader(bytes.NewReader([]byte(tt.data)))},
			} {
				got := readAll(t, r.r, tt.max)
				want := referenceLines([]byte(tt.data), tt.max)
				if !equalLines(got, want) {
					t.Fatalf("%s: got %q, want %q", r.name, got, want)
				}
			}
		})
	}
}

func FuzzLineReader(f *testing.F) {
	f.Add([]byte("a\nbb\n123456789\n"), uint8(8))
	f.Add([]byte("\n\n\n"), uint8(0))
	f.Add(bytes.Repeat([]byte("q"), 70), uint8(33))
	f.Fuzz(func(t *testing.T, data []byte, max uint8) {
		got := readAll(t, bytes.NewReader(data), int(max))
		if want := referenceLines(data, int(max)); !equalLines(got, want) {
			t.Fatalf("got %q, want %q", got, want)
		}
	})
}

func equalLines(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if (a[i] == nil) != (b[i] == nil) || !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}
