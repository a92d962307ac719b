package claims

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// tokenizeRef is tokenizeL as it was written first (token by token, a
// struct literal appended per token): the fast tokenizer must give the
// same tokens for any input. It is tokenize with lower, text with its ASCII letters lowercased
// (or ""): an ASCII word's folded form is then a slice of it, not a new
// string.
func tokenizeRef(dst []token, text, lower string, lo, hi int) []token {
	i := lo
	for i < hi {
		c := text[i]
		switch {
		case c == '`':
			j := strings.IndexByte(text[i+1:hi], '`')
			if j < 0 || j > 200 {
				i++
				continue
			}
			dst = append(dst, token{start: i, end: i + 2 + j, kind: tokCode, w: strings.TrimSpace(text[i+1 : i+1+j]), bare: ""})
			i += j + 2
			continue
		case c == ',' || c == ';' || c == ':' || c == '(' || c == ')' || c == '"' || c == '[' || c == ']':
			dst = append(dst, token{start: i, end: i + 1, kind: tokPunct, w: text[i : i+1]})
			i++
			continue
		case c == '#' || c == '@' || c == '/' || c == '.' || c == '~' || c == '$':
			// A leading sigil of a channel, handle, path or hidden file; not
			// "~" before a figure ("~73 %"), a sign of approximation: the
			// figure stays a figure
			if i+1 < hi && (isASCIIWord(text[i+1]) || text[i+1] == '.' || text[i+1] == '/') && c != '$' && !(c == '~' && isDigit(text[i+1])) {
				break
			}
			i++
			continue
		case c < utf8.RuneSelf && !isASCIIWord(c):
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(text[i:hi])
			if !isLetter(r) {
				switch r {
				case '«', '»', '“', '”', '„', '‘', '’':
					dst = append(dst, token{start: i, end: i + n, kind: tokPunct, w: "\""})
				case '—', '–':
					dst = append(dst, token{start: i, end: i + n, kind: tokPunct, w: "—"}) // a clause boundary
				}
				i += n
				continue
			}
		}
		// A word: letters/digits, with inner punctuation kept when a letter
		// or digit follows it.
		start := i
		for i < hi {
			c := text[i]
			if c < utf8.RuneSelf {
				if isASCIIWord(c) {
					i++
					continue
				}
				if c == ':' {
					if i > start && i+1 < hi && isDigit(text[i-1]) && isDigit(text[i+1]) {
						i++
						continue
					}
					if i+2 < hi && text[i+1] == '/' && text[i+2] == '/' {
						i += 3
						continue
					}
					break
				}
				if isInner(c) && i+1 < hi && (isASCIIWord(text[i+1]) || text[i+1] >= utf8.RuneSelf) {
					i++
					continue
				}
				break
			}
			r, n := utf8.DecodeRuneInString(text[i:hi])
			if r == '’' && i+n < hi && isASCIIWord(text[i+n]) {
				i += n
				continue
			}
			if !isLetter(r) {
				break
			}
			i += n
		}
		if i == start { // a lone inner byte
			i++
			continue
		}
		raw := text[start:i]
		r0, _ := utf8.DecodeRuneInString(raw)
		var w string
		ascii, plain := wordShape(raw)
		if lower != "" && ascii {
			w = lower[start:i]
		} else {
			w = fold(raw)
		}
		bare := w
		if k := strings.IndexByte(w, '\''); k > 0 && k <= 2 && k+1 < len(w) {
			bare = w[k+1:]
		}
		dst = append(dst, token{start: start, end: i, kind: tokWord, cap: unicode.IsUpper(r0), plain: plain, w: w, bare: bare})
	}
	return dst
}

// wordShape: the word is ASCII; it is letters only.
func wordShape(s string) (ascii, plain bool) {
	ascii, plain = true, true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			ascii = false
		} else if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			plain = false
		}
	}
	return ascii, plain
}

// FuzzTokenize holds tokenizeL equal to tokenizeRef, with and without the
// lowercased text, appending to a buffer holding stale tokens (as the
// pooled one does).
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{benchAnswer(2000), "I ran `git log`.", "J'ai vérifié l'API : OK", "Ärger über’s Wetter, ß", "#ventas @dana ./a.b/c-d_e ~/x $HOME", "10:30 https://x.io/a?b=1 «cité» — fin", "\xff\xfe`a` Ô", "c’est l’heure", "v1.2.3-rc_4 a:b ::"} {
		f.Add(s)
	}
	stale := func() []token {
		return append(make([]token, 0, 64), token{start: 9, end: 9, kind: tokWord, cap: true, plain: true, w: "stale", bare: "x"}, token{w: "y", bare: "z", cap: true, plain: true})[:0]
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string) {
		for _, lower := range []string{"", asciiLower(s)} {
			got := tokenizeL(stale(), s, lower, 0, len(s))
			want := tokenizeRef(nil, s, lower, 0, len(s))
			if len(got) != len(want) {
				t.Fatalf("%q: %d tokens, want %d\n%+v\n%+v", s, len(got), len(want), got, want)
			}
			for i := range got {
				if got[i].kind == tokWord {
					checkLex(t, got[i])
				} else if got[i].lex != 0 {
					t.Fatalf("%q: token %d (%+v) has a lexicon entry", s, i, got[i])
				}
				got[i].lex = 0 // tokenizeRef leaves it unset
				if got[i] != want[i] {
					t.Fatalf("%q: token %d = %+v, want %+v", s, i, got[i], want[i])
				}
			}
			// the hash taken while scanning is the word's: with a table
			// of exactly these words, each finds itself
			own := &lexTable{words: []string{"", ""}, info: make([]lexEntry, 2)}
			seen := map[string]bool{}
			for _, tok := range want {
				if tok.kind == tokWord && !seen[tok.w] {
					seen[tok.w] = true
					own.words = append(own.words, tok.w)
					own.info = append(own.info, lexEntry{})
				}
			}
			own.index()
			saved := lexTab.Load()
			lexTab.Store(own)
			again := tokenizeL(nil, s, lower, 0, len(s))
			lexTab.Store(saved)
			for _, tok := range again {
				if tok.kind == tokWord && (tok.lex < 2 || own.words[tok.lex] != tok.w) {
					t.Fatalf("%q: %q not found by the hash taken while scanning it", s, tok.w)
				}
			}
		}
	})
}

// inLexicon is the reference for the lexicon table: the maps it is built
// from.
func inLexicon(w string) bool {
	if _, ok := stopLangs[w]; ok {
		return true
	}
	for _, l := range languages {
		if _, ok := l.cls[w]; ok {
			return true
		}
		if l.ruleBitsMap(w) != 0 {
			return true // a word of a rule's set (rulebits.go)
		}
	}
	return false
}

// checkLex: a word token's entry is its word's (1, none, for a word of no
// lexicon).
func checkLex(t *testing.T, tok token) {
	t.Helper()
	lt := lexTab.Load()
	if inLexicon(tok.w) {
		if tok.lex < 2 || lt.words[tok.lex] != tok.w {
			t.Fatalf("%q: lex %d, not its entry", tok.w, tok.lex)
		}
	} else if tok.lex != 1 {
		t.Fatalf("%q: lex %d for a word of no lexicon", tok.w, tok.lex)
	}
}
