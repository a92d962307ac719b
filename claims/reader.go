package claims

import "github.com/zc-proxy/zc-proxy/internal/readable"

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
	return cs
}
