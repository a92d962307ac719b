package claims

import (
	"strings"
	"testing"
)

// FuzzFeatureUniHash: the unigram hash the lexicon table keeps for a
// word (lexTable.uni) is the hash sentenceFeatures would compute from the
// token's key, for every word token that has an entry.
func FuzzFeatureUniHash(f *testing.F) {
	for _, s := range []string{benchAnswer(400), "I ran `git log` and l'ai vérifié, 2fa x86 über ÜBER", "He ejecutado el script; Ich habe die Datei gelöscht.", "RAN Ran ran r'an"} {
		f.Add(s)
	}
	initFast()
	lex := lexTab.Load()
	f.Fuzz(func(t *testing.T, s string) {
		for _, tk := range tokenizeL(nil, s, asciiLowerInto(make([]byte, len(s)), s), 0, len(s)) {
			if tk.kind != tokWord || tk.lex <= 1 || !lex.uniOK[tk.lex] {
				continue
			}
			if want := uniHash(wordKey(&tk)); lex.uni[tk.lex] != want {
				t.Fatalf("%q: token %q (key %q): table hash %x, want %x", s, tk.w, wordKey(&tk), lex.uni[tk.lex], want)
			}
		}
	})
}

// TestFeatureBuckets: the precomputed buckets are those of the hashes
// they stand for.
func TestFeatureBuckets(t *testing.T) {
	for k := range clsNames {
		if clsBkt[k] != bucket(hashByte(hashByte(featOff, fCls), byte(k))) || firstBkt[k] != bucket(hashByte(hashByte(featOff, fFirst), byte(k))) {
			t.Fatalf("class bucket %d", k)
		}
	}
	for k := range ruleNames {
		if ruleBkt[k] != bucket(hashByte(hashByte(featOff, fRule), byte(k))) {
			t.Fatalf("rule bucket %d", k)
		}
	}
	for k := range ctxNames {
		if ctxBkt[k] != bucket(hashByte(hashByte(featOff, fCtx), byte(k))) {
			t.Fatalf("context bucket %d", k)
		}
	}
}

// FuzzEndsWithColon: endsWithColon is the trimmed suffix test it replaces.
func FuzzEndsWithColon(f *testing.F) {
	for _, s := range []string{"Output:", "Output: **", "a:_ \t*", "", ":", "a", "x:y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := endsWithColon(s), strings.HasSuffix(strings.TrimRight(s, " \t*_"), ":"); got != want {
			t.Fatalf("%q: %v, want %v", s, got, want)
		}
	})
}
