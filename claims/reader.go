package claims

import (
	"sort"

	"github.com/zc-proxy/zc-proxy/internal/readable"
)

// FindWith is Find with options. The answer is read as a reader sees it:
// the model writes it and wants its claims unread, so a zero-width space
// or soft hyphen inside "ran", a Cyrillic "а" in "sent", full-width
// letters or markup glued inside a word must not hide a claim. Each
// claim's Start and End are offsets in text, as given; its Sentence is
// the sentence as read.
func FindWith(text string, o Options) []Claim {
	read, back := readable.Text(text)
	cs := findWith(read, o)
	if back != nil {
		for i := range cs {
			cs[i].Start, cs[i].End = back.Back(cs[i].Start), back.Back(cs[i].End)
		}
	}
	// A Hangul filler is a gap in some fonts and nothing in others: the
	// claims of either reading are the answer's.
	if alt, altBack, ok := readable.FillersAsNothing(text); ok {
		seen := map[int]bool{}
		for _, c := range cs {
			seen[c.Start] = true
		}
		for _, c := range findWith(alt, o) {
			c.Start, c.End = altBack.Back(c.Start), altBack.Back(c.End)
			if !seen[c.Start] {
				seen[c.Start] = true
				cs = append(cs, c)
			}
		}
		sort.SliceStable(cs, func(a, b int) bool { return cs[a].Start < cs[b].Start })
	}
	return cs
}
