package claims

import (
	"strings"
	"testing"
)

// FuzzSentenceGates: the cheap tests sentence runs before a costly one
// (negationWord before negatedFailure, a quote mark before quoteMask,
// mayBePrompt before promptCommand, mayBeHedged before sentenceHedged,
// a colon before label) never skip a sentence the costly one
// would decide otherwise, and the negation words it collects are
// negInSentence's.
func FuzzSentenceGates(f *testing.F) {
	for _, s := range []string{benchAnswer(1500), "I couldn't run it. I couldn’t reach the host.", "No se ha podido enviar. Je n'ai pas pu l'ouvrir.", "Ich konnte nicht prüfen, ob es läuft.", "He said \"I ran it\" and «j'ai vérifié».", "Não consegui abrir, wasn't able to. Non ho potuto.", "$ ls -la", "user@host:~$ git log", "# ls", "PS> dir", "> cat x", "% make", " \v$ ls", "\u2003# ls", "\u00a0PS> x", "By default it stops. Por defecto", "I'd check. You'll see", "From memory, it is 5. De memoria: 5", "I can see it could be", "Balance: 1,200 € right now", "Tienes 3 correos sin leer", "load 0.42 now, 3/3 pods Running", "4 packets, 0.8 ms average", "Output: ok", "Résultat : 3 lignes", "Ergebnis: leer", "Output ok"} {
		f.Add(s)
	}
	initFast()
	f.Fuzz(func(t *testing.T, s string) {
		toks := tokenizeL(nil, s, asciiLower(s), 0, len(s))
		for _, l := range languages {
			sc := &scanner{lang: l, text: s}
			bits, sum := sc.classBits(toks)
			anyBits, hasFigure := sum.union, sum.figure
			var union uint16
			quote := false
			for k, b := range bits {
				union |= b
				quote = quote || toks[k].kind == tokPunct && toks[k].w == "\""
			}
			if union != anyBits || quote != sum.quote {
				t.Fatalf("%q (%s): union of the bits %b and quote %v, classBits says %+v", s, l.code, union, quote, sum)
			}
			if mask := quoteMask(toks); !sum.quote {
				for k := range mask {
					if mask[k] {
						t.Fatalf("%q: quoted words with no quote mark", s)
					}
				}
			}
			if !hasFigure {
				// the rules sentence runs only with a figure find none
				// without (Prior-free scanner: liveValue, unreadCount,
				// liveMetric, replicaStatus, pingStats)
				first := -1
				for k := range toks {
					if toks[k].kind == tokWord {
						first = k
						break
					}
				}
				sc.cmds = map[string][]listedCmd{"uptime": nil}
				if _, ok := sc.liveValue(toks, s); ok {
					t.Fatalf("%q (%s): liveValue with no figure", s, l.code)
				}
				if _, ok := unreadCount(toks); ok {
					t.Fatalf("%q: unreadCount with no figure", s)
				}
				if _, ok := sc.liveMetric(toks, first); ok {
					t.Fatalf("%q (%s): liveMetric with no figure", s, l.code)
				}
				if _, ok := sc.replicaStatus(toks, first); ok {
					t.Fatalf("%q (%s): replicaStatus with no figure", s, l.code)
				}
				if _, ok := pingStats(toks); ok {
					t.Fatalf("%q: pingStats with no figure", s)
				}
			}
			if !mayBeHedged(toks, anyBits) && sc.sentenceHedged(toks, bits) {
				t.Fatalf("%q (%s): hedged, mayBeHedged false", s, l.code)
			}
			neg := false
			for k, b := range bits {
				neg = neg || b&bStop != 0 && negationWord(toks[k], l)
			}
			if !neg && negatedFailure(toks, bits, l) {
				t.Fatalf("%q (%s): a negated failure with no negation word", s, l.code)
			}
			if neg != sc.negInSentence(toks) {
				t.Fatalf("%q (%s): negation word %v, negInSentence %v", s, l.code, neg, !neg)
			}
		}
		if !strings.Contains(s, ":") {
			// a label ends at a colon: sentence asks label only then
			for _, l := range languages {
				b := block{span: span{0, len(s)}}
				sc := &scanner{lang: l, text: s, lower: asciiLower(s), tc: new(tokCache)}
				if sc.label(b, toks, []block{b, b}, 0) {
					t.Fatalf("%q (%s): a label with no colon", s, l.code)
				}
			}
		}
		if _, ok := promptCommand(strings.TrimSpace(s)); ok && !mayBePrompt(s) {
			t.Fatalf("%q: a prompt, mayBePrompt false", s)
		}
	})
}
