package claims

import (
	"testing"
	"unicode/utf8"
)

// tallyRef and hintRef are language detection's counting loops as they
// were written first (detectLang's closures): tallyStops and letterHints
// must count the same.
func tallyRef(toks []token, weight int, counts []int) int {
	n := 0
	for _, t := range toks {
		if t.kind != tokWord {
			continue
		}
		bits := stopLangs[t.w]
		if t.bare != t.w {
			bits |= stopLangs[t.bare]
		}
		for li := 0; bits != 0; li++ {
			if bits&1 != 0 {
				counts[li] += weight
			}
			bits >>= 1
		}
		n++
	}
	return n
}

func hintRef(src string, limit int, counts []int) {
	if len(src) > limit {
		src = src[:limit]
	}
	for i := 0; i < len(src); i++ {
		if src[i] < 0xC2 || src[i] > 0xC5 {
			continue
		}
		r, _ := utf8.DecodeRuneInString(src[i:])
		if code, ok := letterLang[r]; ok {
			for li, l := range languages {
				if l.code == code {
					counts[li]++
				}
			}
		}
	}
}

func FuzzDetectCounts(f *testing.F) {
	for _, s := range []string{benchAnswer(1200), "Ärger über Straße, señor, ça, l'été, não, œuvre", "¿Qué? ¡Sí! ÑÃÕÈÊ ß", "\xc3\xb1\xc3", "abcdefgh\xc3\xa4bcdefghijklmnopq\xc5\x93", "d'accord c'est l'API", "abcdefgä", "1234567ñ23456789ab", "aaaaaaaabcdefghœ"} {
		f.Add(s, 4000)
		f.Add(s, 7)
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string, limit int) {
		if limit < 0 {
			limit = -limit
		}
		limit %= len(s) + 2
		for _, lower := range []string{"", asciiLower(s)} {
			toks := tokenizeL(nil, s, lower, 0, len(s))
			var got [maxLangs]int
			want := make([]int, len(languages))
			if n, m := tallyStops(toks, 2, &got), tallyRef(toks, 2, want); n != m {
				t.Fatalf("%q: %d words, want %d", s, n, m)
			}
			letterHints(s, limit, &got)
			hintRef(s, limit, want)
			for li := range want {
				if got[li] != want[li] {
					t.Fatalf("%q (limit %d): counts %v, want %v", s, limit, got[:len(want)], want)
				}
			}
		}
	})
}
