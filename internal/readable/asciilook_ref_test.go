package readable

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// asciiLookalikesRef is asciiLookalikes as it was written first: every
// word of s, one by one. The candidate scan must read every text as it
// does (FuzzASCIILookalikes).
func asciiLookalikesRef(s string) (string, *shifts) {
	var b strings.Builder
	var sh *shifts
	prev := 0 // s[prev:] is not yet copied
	for i := 0; i < len(s); {
		if !asciiLetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && asciiLetter(s[j]) {
			j++
		}
		if j < len(s) && s[j] >= 0x80 {
			i = j // a word going on in another script: not ASCII's
			continue
		}
		if i > 0 && s[i-1] >= 0x80 {
			i = j
			continue
		}
		if !lowerWord(s[i:j]) {
			i = j
			continue
		}
		word := s[i:j]
		read, changed := asciiWordRead(word)
		if !changed || LookalikeWordMatters != nil && !LookalikeWordMatters(strings.ToLower(read)) {
			// "return" read "retum", "modern" "modem": a word no reader
			// of this text cares about costs no second pass
			i = j
			continue
		}
		for k := i; k < j; k++ {
			var out string
			n := 1
			switch c := s[k]; {
			case c == 'I' && k > i:
				// after a lower-case letter (lowerWord: only I is upper
				// past the first letter): drawn as l
				out = "l"
			case c == 'r' && k+1 < j && s[k+1] == 'n':
				out, n = "m", 2
			case c == 'v' && k+1 < j && s[k+1] == 'v':
				out, n = "w", 2
			default:
				continue
			}
			if sh == nil {
				sh = &shifts{}
				sh.note(0, 0)
				b.Grow(len(s))
			}
			b.WriteString(s[prev:k])
			sh.note(b.Len(), k)
			b.WriteString(out)
			sh.note(b.Len(), k+n)
			prev = k + n
			k += n - 1
		}
		i = j
	}
	if sh == nil {
		return s, nil
	}
	b.WriteString(s[prev:])
	sh.note(b.Len(), len(s))
	return b.String(), sh
}

func FuzzASCIILookalikes(f *testing.F) {
	for _, s := range []string{"I deIeted it", "rernoved", "terrninated", "vviped", "DeIeted it.", "IBM iPhone eBay", "McIntosh", "return modern", "ärn rnä", "a rn", "rn", "I", "vvv", "rnrn rn", "xIrn-vv_Ia"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, matters := range []func(string) bool{nil, func(string) bool { return true }, func(w string) bool { return strings.Contains(w, "m") }} {
			saved := LookalikeWordMatters
			LookalikeWordMatters = matters
			got, gsh := asciiLookalikes(s)
			want, wsh := asciiLookalikesRef(s)
			LookalikeWordMatters = saved
			if got != want || (gsh == nil) != (wsh == nil) || gsh != nil && (!slices.Equal(gsh.at, wsh.at) || !slices.Equal(gsh.delta, wsh.delta)) {
				t.Fatalf("%q: got %q %+v, want %q %+v", s, got, gsh, want, wsh)
			}
		}
	})
}

// TestASCIILookalikesLinear: the candidate scan's searches resume past
// their last find, and a word is read once however many candidates it
// holds: four times the text takes about four times as long, not
// sixteen. Both sizes are large (400 KB and 1.6 MB) because the CPU
// clock reads in steps of a few milliseconds: with 100 KB as the small
// one, a step decided the ratio (a clean CI run under -race read 54 ms
// against 6.2 ms, 8.7×, for text that grows linearly).
func TestASCIILookalikesLinear(t *testing.T) {
	defer func(m func(string) bool) { LookalikeWordMatters = m }(LookalikeWordMatters)
	for _, unit := range []string{"rn", "aI", "vv", "rn vv aI ", "I ", "xxxxxxxxrn ", "ärn "} {
		for _, matters := range []bool{true, false} {
			LookalikeWordMatters = func(string) bool { return matters }
			timeOf := func(n int) time.Duration { // best of three: less load noise
				s := strings.Repeat(unit, n)
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() { asciiLookalikes(s) }))
				}
				return best
			}
			timeOf(1000) // warm up
			small, big := timeOf(400_000/len(unit)), timeOf(1_600_000/len(unit))
			if big > 50*time.Millisecond && big > 10*small {
				t.Errorf("1.6 MB of %q took %v, 400 KB %v: quadratic", unit, big, small)
			}
		}
	}
}
