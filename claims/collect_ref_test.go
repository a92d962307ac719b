package claims

import (
	"strings"
	"testing"
)

// collectRef is collect without its short cut for a lower-case word of
// letters in no lexicon: FuzzCollect holds them equal. (It was a copy of
// collect's loop, and drifted: every rule collect gained had to be copied
// in, and the fuzz target failed on the copy's omissions.)
func (s *scanner) collectRef(toks []token, lo, hi int, out []string) []string {
	return s.collectObjects(toks, lo, hi, out, false)
}

// FuzzCollect: collect equals collectRef on any sentence, in every
// language, with and without listed commands and a search claim.
func FuzzCollect(f *testing.F) {
	for _, s := range []string{benchAnswer(1500), "I checked order 8813 on Friday the 11th, 7 de diciembre, +34 611 222 333, instead of prod.", "`checkout` statt `payments` abgefragt; web-02 and README.md, Mme Lefèvre, 14.9 GB", "git log and uptime, free -m, pip show requests, du -sh, zc-receipt-1 abcdef1234", "I searched for \"login crash android\" in the Cluster läuft"} {
		f.Add(s, uint8(0))
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string, mode uint8) {
		toks := tokenizeL(nil, s, asciiLower(s), 0, len(s))
		for _, l := range languages {
			a := &scanner{lang: l, text: s, tc: new(tokCache), searchClaim: mode&1 != 0, quoted: []string{strings.ToLower(s)}}
			if mode&2 != 0 {
				a.cmds = map[string][]listedCmd{"uptime": {{[]string{"uptime"}, "uptime"}}, "free": {{[]string{"free", "m"}, "free -m"}}}
				for i, tok := range toks {
					if i%4 == 1 {
						a.cmds[tok.w] = append(a.cmds[tok.w], listedCmd{[]string{tok.w}, tok.w})
					}
				}
			}
			b := *a
			b.tc = new(tokCache)
			for lo := 0; lo < len(toks); lo += 7 {
				hi := min(lo+objWindow, len(toks))
				got := a.collect(toks, lo, hi, nil)
				want := b.collectRef(toks, lo, hi, nil)
				if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
					t.Fatalf("%q (%s) [%d:%d]: objects %q, want %q", s, l.code, lo, hi, got, want)
				}
			}
		}
	})
}
