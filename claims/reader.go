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
	readings := readable.Readings(text)
	read, back := readings[0].Text, readings[0].Back
	cs := findWith(read, o)
	if back != nil {
		for i := range cs {
			cs[i].Start, cs[i].End = back.Back(cs[i].Start), back.Back(cs[i].End)
		}
	}
	// Hidden text, an override past a soft break, a Hangul filler read
	// differently by different renderers: the claims of every reading are
	// the answer's (a claim hidden from one reader is shown to another).
	others := readings[1:]
	if len(others) == 0 {
		return cs
	}
	seen := map[int]bool{}
	for _, c := range cs {
		seen[c.Start] = true
	}
	// The sentence model is trained on the first reading alone: a
	// recorder shared by a second pass would have its records reindexed by
	// that pass's claims (and the ASCII look-alike reading is common:
	// every "return", "modern"). Nor may that pass use the model: it
	// would be the process's default use (the shipped one under go
	// generate, the rules alone under go test), and the weights would
	// depend on who trained them.
	if o.record != nil {
		o.record, o.Model = nil, ModelOff
	}
	for _, r := range others {
		for _, c := range findWith(r.Text, o) {
			c.Start, c.End = r.Back.Back(c.Start), r.Back.Back(c.End)
			if !seen[c.Start] {
				seen[c.Start] = true
				cs = append(cs, c)
			}
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].Start < cs[b].Start })
	return cs
}
