package claims

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

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

// segmentRef is segmentTo as it was written first: the fast version
// must split any text the same.
func segmentRef(out []block, text string) []block {
	i := 0
	for i < len(text) {
		// line start
		lineEnd := strings.IndexByte(text[i:], '\n')
		if lineEnd < 0 {
			lineEnd = len(text)
		} else {
			lineEnd += i
		}
		line := text[i:lineEnd]
		trim := strings.TrimLeft(line, " \t")
		if strings.HasPrefix(trim, "```") || strings.HasPrefix(trim, "~~~") {
			fence := trim[:3]
			info := strings.TrimSpace(trim[3:])
			contentStart := lineEnd + 1
			if contentStart > len(text) {
				contentStart = len(text)
			}
			end, next := len(text), len(text)
			for j := contentStart; j < len(text); {
				le := strings.IndexByte(text[j:], '\n')
				if le < 0 {
					le = len(text)
				} else {
					le += j
				}
				if strings.HasPrefix(strings.TrimLeft(text[j:le], " \t"), fence) {
					end = j
					next = le + 1
					break
				}
				j = le + 1
			}
			if next > len(text) {
				next = len(text)
			}
			out = append(out, block{span: span{i, min(next, len(text))}, code: true, info: info, inner: span{contentStart, max(end, contentStart)}})
			i = next
			continue
		}
		// an indented code block: lines indented four spaces (or a tab)
		// after a blank line, not list items
		if indented(line) && (i == 0 || i >= 2 && text[i-2] == '\n' || blankBefore(text, i)) {
			end := lineEnd
			for end < len(text) {
				ne := strings.IndexByte(text[end+1:], '\n')
				if ne < 0 {
					ne = len(text)
				} else {
					ne += end + 1
				}
				if end+1 >= len(text) || !indented(text[end+1:ne]) {
					break
				}
				end = ne
			}
			out = append(out, block{span: span{i, end}, code: true, inner: span{i, end}})
			i = end + 1
			continue
		}
		quoted := strings.HasPrefix(trim, ">")
		// a table row: each cell is a sentence of its own
		if strings.HasPrefix(trim, "|") {
			c := i
			for j := i; j <= lineEnd; j++ {
				if j == lineEnd || text[j] == '|' {
					n := len(out)
					out = appendSentence(out, text, c, j, false)
					if len(out) > n {
						out[n].cell = true
					}
					c = j + 1
				}
			}
			i = lineEnd + 1
			continue
		}
		// sentences inside the line
		s := i
		for j := i; j < lineEnd; j++ {
			c := text[j]
			if c == '`' {
				// no sentence ends inside an inline code span ("`COPY . .`")
				if k := strings.IndexByte(text[j+1:lineEnd], '`'); k >= 0 {
					j += k + 1
					continue
				}
			}
			if c == 0xF0 {
				if k, ok := emojiEnd(text, j, lineEnd); ok {
					out = appendSentence(out, text, s, k, quoted)
					s = k
					j = k - 1
				}
				continue
			}
			if (c == '.' || c == '!' || c == '?') && (j+1 == lineEnd || text[j+1] == ' ' || text[j+1] == '\t') {
				k := j + 1
				for k < lineEnd && (text[k] == '.' || text[k] == '!' || text[k] == '?') {
					k++
				}
				out = appendSentence(out, text, s, k, quoted)
				s = k
				j = k - 1
			}
		}
		out = appendSentence(out, text, s, lineEnd, quoted)
		i = lineEnd + 1
	}
	return out
}

func FuzzSegment(f *testing.F) {
	for _, s := range []string{benchAnswer(1500), "a. b! c? d...e. `x. y.` z.\n| a. b | c |\n> q. r", "    code\n\n    more\n- item. two.\n```go\nx. y\n```\n~~~\nz", "`a. b\n. c` d. e", "x.\ty!\r\n?", "abcdefghijklmno? pqrstuvwxyzabcd! efghijklmnopqrs. tuvwxyzabcdefgh`k. l` m", "abcdefghijklmnop`qrstuvwxyz. abc` d. e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := segmentTo([]block{{code: true, info: "stale"}}[:0], s)
		want := segmentRef(nil, s)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%q:\n%v\nwant\n%v", s, got, want)
		}
	})
}

// FuzzSentenceByte holds sentenceByteMask (eight bytes at once) to
// sentenceByte read byte by byte: the first marked byte is the first
// sentenceByte.
func FuzzSentenceByte(f *testing.F) {
	f.Add("abc.defg`!?\xf0\x9f hello world")
	f.Add("\x00\x01.\x2f\x2d!\x00?")
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i+8 <= len(s); i++ {
			want := 8
			for k := i; k < i+8; k++ {
				if sentenceByte[s[k]] {
					want = k - i
					break
				}
			}
			if got := bits.TrailingZeros64(sentenceByteMask(load64(s, i))) >> 3; got != want {
				t.Fatalf("sentenceByteMask(%q): first at %d, want %d", s[i:i+8], got, want)
			}
		}
	})
}

// foldRef is fold as first written: foldTable looked up for every rune
// outside ASCII.
func foldRef(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			b.WriteByte(byte(r))
			continue
		}
		if f, ok := foldTable[r]; ok {
			b.WriteString(f)
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"Über", "ÇA", "straße", "naïve Œuvre", "İstanbul", "ǅ", "\xc8", "’l", "ﬁ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := fold(s), foldRef(s); got != want {
			t.Fatalf("fold(%q) = %q, want %q", s, got, want)
		}
	})
}
