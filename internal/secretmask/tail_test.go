package secretmask

import (
	"strings"
	"testing"
)

// FuzzTails: the pieces of two streams of text interleaved, each cut
// anywhere, and each stream's tail flushed when it ends (or all of them
// at once): what the client joins for each stream is its text with every
// whole secret masked, nothing lost or moved to the other stream; a tail
// kept back is always shorter than the secret, and no secret goes out.
func FuzzTails(f *testing.F) {
	const secret = "sk-upstream-secret"
	f.Add("the key is sk-upstream-secret, done", "sk-upstream-secretsk-ups", []byte{13, 5, 2, 40}, false)
	f.Add("sk-sk-upstream-secretsk-up", "ssssk-upstream-secret", []byte{2, 9, 1, 1, 1}, true)
	f.Add("sssssk-upstream-secret", "", []byte{3, 1}, false)
	f.Fuzz(func(t *testing.T, a, b string, cuts []byte, together bool) {
		texts := [2]string{a, b}
		var ts Tails[int]
		var got [2]strings.Builder
		var pos [2]int
		for i, c := range cuts {
			s := i % 2
			end := min(pos[s]+int(c), len(texts[s]))
			send, changed := ts.Push(s, texts[s][pos[s]:end], secret)
			if !changed && send != texts[s][pos[s]:end] {
				t.Fatalf("unchanged, but %q is not %q", send, texts[s][pos[s]:end])
			}
			got[s].WriteString(send)
			pos[s] = end
			for _, e := range ts.s {
				if e.t.held == "" {
					t.Fatalf("stream %d listed with nothing kept", e.key)
				}
				if len(e.t.held) >= len(secret) {
					t.Fatalf("kept back %q, the secret's length or more", e.t.held)
				}
			}
		}
		for s := range 2 {
			send, _ := ts.Push(s, texts[s][pos[s]:], secret)
			got[s].WriteString(send)
		}
		if together {
			ts.Each(func(int) bool { return true }, func(s int, tail string) { got[s].WriteString(tail) })
		} else {
			for s := range 2 {
				got[s].WriteString(ts.Flush(s))
			}
		}
		if ts.Len() != 0 {
			t.Fatalf("%d tails still kept after every stream ended", ts.Len())
		}
		for s := range 2 {
			want := strings.ReplaceAll(texts[s], secret, strings.Repeat("*", len(secret)))
			if got[s].String() != want {
				t.Fatalf("stream %d joined %q, want %q", s, got[s].String(), want)
			}
			if strings.Contains(got[s].String(), secret) {
				t.Fatalf("the secret went out: %q", got[s].String())
			}
		}
	})
}

// TestTailShortSecret: a secret shorter than Min holds nothing back.
func TestTailShortSecret(t *testing.T) {
	var tl Tail
	if send, changed := tl.Push("ab", "abcdefg"); send != "ab" || changed || tl.Held() != "" {
		t.Fatalf("got %q %v, held %q", send, changed, tl.Held())
	}
}
