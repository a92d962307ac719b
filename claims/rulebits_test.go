package claims

import (
	"strings"
	"testing"
)

// TestRuleBitsMatchMaps: every word of the rules' sets has an entry whose
// rule bits are what the maps say, in every language, and a word of no
// set has none. The words come from the sets themselves, so a new set
// word is covered without a change here.
func TestRuleBitsMatchMaps(t *testing.T) {
	initFast()
	lt := lexTab.Load()
	ws := ruleWords()
	if len(ws) < 100 {
		t.Fatalf("only %d rule words", len(ws))
	}
	for _, w := range append(ws, "", "zzzz-not-a-word", "the", "README.md") {
		id := lexID(lt, fnvString(w), w)
		tok := token{kind: tokWord, w: w, bare: w, lex: id}
		for _, l := range languages {
			want := l.ruleBitsMap(w)
			if got := l.ruleBits(tok); got != want {
				t.Errorf("%q (%s): rule bits %b, want %b", w, l.code, got, want)
			}
			if got := globalRuleBits(tok); got != want&rGlobal {
				t.Errorf("%q (%s): global rule bits %b, want %b", w, l.code, got, want&rGlobal)
			}
		}
	}
	// anyStopTok: every stop word of every language, and a word of none
	for _, w := range append(ruleWords(), "zzzz-not-a-word") {
		tok := token{kind: tokWord, w: w, bare: w, lex: lexID(lt, fnvString(w), w)}
		if anyStopTok(tok) != anyStop(w) {
			t.Errorf("%q: anyStopTok %v, anyStop %v", w, anyStopTok(tok), anyStop(w))
		}
	}
	for w := range stopLangs {
		tok := token{kind: tokWord, w: w, bare: w, lex: lexID(lt, fnvString(w), w)}
		if !anyStopTok(tok) || !anyStop(w) {
			t.Errorf("%q: a stop word, anyStopTok %v, anyStop %v", w, anyStopTok(tok), anyStop(w))
		}
	}
	// the bits are not all zero: a set word is found
	if languages[0].ruleBits(token{kind: tokWord, w: "friday", bare: "friday", lex: lexID(lt, fnvString("friday"), "friday")})&rWeekday == 0 {
		t.Error("friday: no weekday bit")
	}
}

// FuzzRuleBits: the rule bits read from the tokens' entries equal the
// map look-ups they replace (ruleBitsMap, anyStop), in every language, and the
// rules that read them (dateAt, youSaid, requestKind, blocked, isLexical,
// specificAfter, command, collect) give what they gave with every token looked up in
// the maps (lex 0).
func FuzzRuleBits(f *testing.F) {
	for _, s := range []string{benchAnswer(1500), "You said you ran it on Friday the 11th.", "Dijiste que lo borraste el martes 15 de marzo.", "order 8813 and the file README.md in branch main", "I checked: git log shows it ok; kubectl get pods is green. We ran `ls`.", "ya lo hice, grad geschaut, bescheid", "No lo he borrado; si quieres, podría hacerlo. Sí, dímelo y no olvidarlo.", "I would have run it if you said so; I didn't check.", "According to the API's Ran, Redis cluster Pedido I've OK.", "Du hast gesagt, der Cluster läuft. Resérvame una mesa, borra tmp/."} {
		f.Add(s)
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string) {
		toks := tokenizeL(nil, s, asciiLower(s), 0, len(s))
		plain := append([]token(nil), toks...)
		for i := range plain {
			plain[i].lex = 0 // look everything up in the maps
		}
		for _, l := range languages {
			for i, tok := range toks {
				if tok.kind != tokWord {
					continue
				}
				if got, want := anyStopTok(tok), anyStop(tok.w); got != want {
					t.Fatalf("%q: anyStopTok(%q) = %v, want %v", s, tok.w, got, want)
				}
				if got, want := l.ruleBits(tok), l.ruleBitsMap(tok.w); got != want {
					t.Fatalf("%q (%s): rule bits of %q = %b, want %b", s, l.code, tok.w, got, want)
				}
				if got, want := labelHeadTok(tok), labelHead[tok.w] || labelHead[tok.bare]; got != want {
					t.Fatalf("%q: labelHeadTok(%q) = %v, want %v", s, tok.w, got, want)
				}
				if got, want := globalRuleBits(tok), globalRuleBits(plain[i]); got != want {
					t.Fatalf("%q: global rule bits of %q = %b, want %b", s, tok.w, got, want)
				}
				d1, n1 := dateAt(toks, i)
				d2, n2 := dateAt(plain, i)
				if d1 != d2 || n1 != n2 {
					t.Fatalf("%q: dateAt %d = %q %d, want %q %d", s, i, d1, n1, d2, n2)
				}
			}
			a := &scanner{lang: l, text: s}
			b := &scanner{lang: l, text: s}
			if len(s)%2 == 1 {
				// listed commands: a with the pooled filter (listed), b
				// with the map alone; some words of s are keys
				a.tc = new(tokCache)
				a.cmds = map[string][]listedCmd{"uptime": {{[]string{"uptime"}, "uptime"}}, "": {{[]string{""}, ""}}}
				for i, tok := range toks {
					if i%3 == 0 {
						a.cmds[tok.w] = append(a.cmds[tok.w], listedCmd{[]string{tok.w}, tok.w})
					}
				}
				b.cmds = a.cmds
			}
			for i := range toks {
				if toks[i].kind == tokWord && a.isLexical(toks[i]) != b.isLexical(plain[i]) {
					t.Fatalf("%q (%s): isLexical %d differs", s, l.code, i)
				}
				if a.blocked(toks, i) != b.blocked(plain, i) {
					t.Fatalf("%q (%s): blocked %d differs", s, l.code, i)
				}
				if a.specificAfter(toks, i) != b.specificAfter(plain, i) {
					t.Fatalf("%q (%s): specificAfter %d differs", s, l.code, i)
				}
				c1, n1 := a.command(toks, i, len(toks))
				c2, n2 := b.command(plain, i, len(plain))
				if c1 != c2 || n1 != n2 {
					t.Fatalf("%q (%s): command %d = %q %d, want %q %d", s, l.code, i, c1, n1, c2, n2)
				}
			}
			if o1, o2 := a.collect(toks, 0, len(toks), nil), b.collect(plain, 0, len(plain), nil); strings.Join(o1, "|") != strings.Join(o2, "|") {
				t.Fatalf("%q (%s): objects %q, want %q", s, l.code, o1, o2)
			}
			if a.youSaid(toks) != b.youSaid(plain) {
				t.Fatalf("%q (%s): youSaid differs", s, l.code)
			}
			k1 := a.requestKind(s, toks)
			k2 := b.requestKind(s, plain)
			if k1 != k2 || len(a.reqWords) != len(b.reqWords) {
				t.Fatalf("%q (%s): requestKind %q %v, want %q %v", s, l.code, k1, a.reqWords, k2, b.reqWords)
			}
			for i := range a.reqWords {
				if a.reqWords[i] != b.reqWords[i] {
					t.Fatalf("%q (%s): request words %v, want %v", s, l.code, a.reqWords, b.reqWords)
				}
			}
		}
	})
}
