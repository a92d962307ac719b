package claims

import (
	"testing"
)

// TestLexMatchesMaps: every word's numbered entry holds exactly what the
// maps it was built from say, for every language; a word without an entry
// has no class bit and is no stop word anywhere. The entries are derived
// from the lexicons at start-up, so a new lexicon word is covered without
// a change here.
func TestLexMatchesMaps(t *testing.T) {
	initFast()
	lt := lexTab.Load()
	if lt == nil || len(lt.words) <= 2 {
		t.Fatal("no lexicon table")
	}
	check := func(w string) {
		id := lexID(lt, fnvString(w), w)
		if (id >= 2) != inLexicon(w) || id >= 2 && lt.words[id] != w {
			t.Errorf("%q: id %d", w, id)
		}
		if lexStop[id] != stopLangs[w] {
			t.Errorf("%q: stop bits %b, want %b", w, lexStop[id], stopLangs[w])
		}
		for _, l := range languages {
			if l.lexCls[id] != l.cls[w] {
				t.Errorf("%q (%s): class bits %b, want %b", w, l.code, l.lexCls[id], l.cls[w])
			}
		}
	}
	n := 0
	for w := range stopLangs {
		check(w)
		n++
	}
	for _, l := range languages {
		for w := range l.cls {
			check(w)
			n++
		}
	}
	for _, w := range []string{"", "zzzz-not-a-word", "README.md", "redis-01"} {
		check(w)
	}
	if n == 0 {
		t.Fatal("no lexicon words")
	}
}

// FuzzClasses: the class bits and stop bits read from the tokens' entries
// equal the map look-ups they replace, in every language.
func FuzzClasses(f *testing.F) {
	for _, s := range []string{benchAnswer(1500), "J'ai vérifié l'API, c'est bon.", "Ich habe es gestern nicht gekonnt, konnte aber.", "I was able to confirm it; si, sí.", "Según la herramienta, se consultó."} {
		f.Add(s)
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string) {
		toks := tokenizeL(nil, s, asciiLower(s), 0, len(s))
		plain := append([]token(nil), toks...)
		for i := range plain {
			plain[i].lex = 0 // look everything up in the maps
		}
		var got, want [maxLangs]int
		tallyStops(toks, 1, &got)
		tallyStops(plain, 1, &want)
		if got != want {
			t.Fatalf("%q: stop word counts %v, want %v", s, got, want)
		}
		for _, l := range languages {
			a := &scanner{lang: l}
			got := append([]uint16(nil), a.classes(toks)...)
			want := a.classes(plain)
			ref := classesRef(a, toks)
			for i := range got {
				if got[i] != ref[i] {
					t.Fatalf("%q (%s): class bits of %q = %b, the plain loop %b", s, l.code, toks[i].w, got[i], ref[i])
				}
				if got[i] != want[i] {
					t.Fatalf("%q (%s): class bits of %q = %b, want %b", s, l.code, toks[i].w, got[i], want[i])
				}
			}
		}
	})
}

// classesRef is classes before it read the tokens in place and compared
// bare's length for bare != w: FuzzClasses holds classes to it.
func classesRef(s *scanner, toks []token) []uint16 {
	var out []uint16
	for _, t := range toks {
		var b uint16
		if t.kind == tokWord {
			b = s.lang.clsOf(t)
			if t.bare != t.w {
				b |= s.lang.cls[t.bare] &^ bModal
			}
			if b&bModal != 0 && t.w == "able" && len(out) > 0 && (toks[len(out)-1].w == "was" || toks[len(out)-1].w == "were") {
				b &^= bModal
			}
			if b&bModal != 0 && s.lang.notModal(t) {
				b &^= bModal
			}
			if b&bCond != 0 && s.accentedYes(t) {
				b &^= bCond
			}
		}
		out = append(out, b)
	}
	return out
}
