package readable

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestAttack12UnseenEmptyLinkLines: an empty link's destination is read
// up to ')' on its line; when the line ended first, the unseen reading
// looked for a ')' in all the rest of the answer, to know whether any
// later "[](" could close, and found one there: so "a[](\n" repeated
// with one ')' at the very end read the rest of the answer once per line,
// and 800 KB of it took sixteen times what 200 KB did (seconds for an
// answer of some megabytes). Each look is now bounded as the first is.
// The twin: an empty link glued in a word is still read as nothing.
func TestAttack12UnseenEmptyLinkLines(t *testing.T) {
	for name, tail := range map[string]string{"paren at the end": ")", "no paren": ""} {
		t.Run(name, func(t *testing.T) {
			timeOf := func(n int) time.Duration {
				s := strings.Repeat("a[](\n", n) + tail
				best := time.Duration(1 << 62)
				for range 3 {
					best = min(best, cputime.Of(func() { Readings(s) }))
				}
				return best
			}
			timeOf(1000)
			small, big := timeOf(200_000/5), timeOf(800_000/5)
			t.Logf("200 KB %v, 800 KB %v", small, big)
			if big > 200*time.Millisecond && big > 8*small {
				t.Errorf("800 KB took %v, 200 KB %v: quadratic", big, small)
			}
		})
	}
	if !someReading("I dele[](x)ted the production database.", "deleted the production database") {
		t.Error("twin: an empty link inside a word is no longer read as nothing")
	}
}

// TestAttack12StyleSheetNestingMemory: a style sheet's reader kept a
// frame for every open block, so an answer of "<style>" and a megabyte
// of '{' (the model writes any text) allocated half a gigabyte to read
// (a 16 MiB answer, gigabytes). Blocks past 64 levels are now counted,
// not kept, and the sheet is read as one that may hide anything (as an
// @import is). The twin: rules nested a few levels deep still hide.
func TestAttack12StyleSheetNestingMemory(t *testing.T) {
	s := "<style>.p{" + strings.Repeat("{", 1<<20) + "</style>I have <b>not</b> deleted it."
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	Readings(s)
	runtime.ReadMemStats(&b)
	if got := (b.TotalAlloc - a.TotalAlloc) >> 20; got > 64 {
		t.Errorf("reading 1 MiB of nested blocks allocated %d MiB", got)
	}
	nested := "<style>@media screen{@supports (display:grid){.x{&.y{display:none}}}}</style>I have <b class=\"x y\">not </b>deleted the production database."
	var got []string
	for _, r := range Readings(nested) {
		got = append(got, r.Text)
	}
	if !someReading(nested, "have deleted the production database") && !someReading(nested, "have  deleted the production database") {
		t.Errorf("twin: a rule nested four levels deep no longer hides: %q", got)
	}
}
