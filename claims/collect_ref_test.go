package claims

import (
	"strings"
	"testing"
)

// collectRef is collect without its short cut for a lower-case word of
// letters in no lexicon: FuzzCollect holds them equal.
func (s *scanner) collectRef(toks []token, lo, hi int, out []string) []string {
	firstWord := true
	for k := lo; k < hi && k < len(toks); k++ {
		t := toks[k]
		if t.kind == tokWord && insteadOf(toks, k) && k+1 < hi {
			// "`checkout` statt `payments` abgefragt", "instead of
			// prod": the thing after it is what the claim was not about
			k++
			continue
		}
		if t.kind == tokPunct {
			// a short quoted phrase right after a search claim's verb is
			// its query ("I searched for \"login crash android\"")
			if t.w == "\"" && s.searchClaim && k+1 < hi {
				e := k + 1
				for e < hi && e-k <= 7 && toks[e].kind == tokWord {
					e++
				}
				if e < hi && e-k >= 2 && e-k <= 7 && toks[e].kind == tokPunct && toks[e].w == "\"" {
					out = appendUniq(out, s.text[toks[k+1].start:toks[e-1].end])
					k = e
				}
			}
			continue
		}
		if t.kind == tokCode {
			if t.w != "" && len(t.w) <= 80 {
				out = appendUniq(out, t.w)
			}
			continue
		}
		isFirst := firstWord && k == 0
		firstWord = false
		if strings.HasPrefix(t.w, "zc-receipt-") || inReceipt(s.text, t.start) {
			continue // a quoted receipt is evidence, not an object
		}
		if d, n := dateAt(toks, k); n > 0 {
			out = appendUniq(out, d)
			k += n - 1
			continue
		}
		if cmd, n := s.command(toks, k, hi); n > 0 {
			out = appendUniq(out, cmd)
			k += n - 1
			continue
		}
		if globalRuleBits(t)&rIDNoun != 0 && k+1 < hi && toks[k+1].kind == tokWord && len(toks[k+1].w) >= 2 && isAllDigits(strings.TrimPrefix(toks[k+1].w, "#")) {
			// a numbered thing: "order 8813", "pedido 8813", "PR 514",
			// "Bestellung 8813", "port 5433" (another number than the
			// call's is another object)
			out = appendUniq(out, strings.TrimPrefix(toks[k+1].w, "#"))
			k++
			continue
		}
		if o, n := s.extraObject(toks, k); o != "" {
			out = appendUniq(out, o)
			if n > 1 {
				k += n - 1
			}
			if n > 0 {
				continue
			}
		}
		if a, b, ok := strings.Cut(t.w, "/"); ok {
			if m, my := monthOfYear(a, b); my {
				out = appendUniq(out, monthObject(m))
				out = appendUniq(out, slashYear(b))
				continue
			}
		}
		if head, ok := s.compoundHead(t); ok {
			out = appendUniq(out, head)
			continue
		}
		switch objectKind(t) {
		case "":
			continue
		case "name":
			if isFirst || s.lang.code == "de" || s.isLexical(t) || honorifics[t.w] && nextCapWord(toks, k) {
				continue // (a title names no object: "Mme Lefèvre" is Lefèvre)
			}
			if absentOne(toks, k) || s.contrasted(toks, k) {
				continue // ", not Sydney": what the report is not about
			}
		case "version":
			if k+1 < hi && toks[k+1].kind == tokWord && sizeUnits[toks[k+1].w] {
				continue // "14.9 GB": a measurement (a value, matched loosely), no version
			}
			if e := t.end; e+1 < len(s.text) && s.text[e] == ',' && isDigit(s.text[e+1]) {
				continue // "8.412,50 €": a grouped figure (a value), no version
			}
		}
		out = appendUniq(out, strings.TrimSuffix(strings.TrimRight(s.text[t.start:t.end], ".'"), "'s"))
	}
	return out
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
