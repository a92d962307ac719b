package sse

import "testing"

// strRef is scanner.str one byte at a time, as it was before the
// eight-byte look-ahead (FuzzStr holds the two equal).
func strRef(s string, at int) (end int, escaped, ok bool) {
	i := at + 1
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			return i + 1, escaped, true
		case c < ' ':
			return 0, false, false
		case c == '\\':
			escaped = true
			i++
			if i >= len(s) {
				return 0, false, false
			}
			switch s[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(s) {
					return 0, false, false
				}
				for _, h := range []byte(s[i+1 : i+5]) {
					if !isHex(h) {
						return 0, false, false
					}
				}
				i += 4
			default:
				return 0, false, false
			}
		}
		i++
	}
	return 0, false, false
}

func FuzzStr(f *testing.F) {
	for _, s := range []string{`"chat.completion.chunk",`, `"a\"b\\c\u00e9 and more text"}`, "\"tab\there, then a long tail of text\"", `"unterminated string without end`, `"é漢字 🙂 long enough to take eight-byte steps"`, `""`, `"\u12"`, "\"\x7f\x80\xff\x1f\""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) == 0 || s[0] != '"' {
			s = `"` + s
		}
		p := scanner{s: s}
		escaped, ok := p.str()
		end, wantEsc, wantOK := strRef(s, 0)
		if ok != wantOK || (ok && (p.i != end || escaped != wantEsc)) {
			t.Fatalf("str(%q) = end %d escaped %v ok %v, reference end %d escaped %v ok %v", s, p.i, escaped, ok, end, wantEsc, wantOK)
		}
	})
}
