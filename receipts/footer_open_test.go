package receipts

import "testing"

// endTagClosesWalk is the walk openIndex.endTagCloses replaced, kept to
// check it against: from the innermost open element out.
func endTagClosesWalk(open []openElement, name string) int {
	other := !blockEndTags[name] && !formatting[name]
	for m := len(open) - 1; m >= 0; m-- {
		switch e := open[m].name; {
		case e == name:
			return m
		case scopeBoundary[e], other && specialElements[e]:
			return -1
		}
	}
	return -1
}

// openNames are tag names of every class endTagCloses tells apart.
var openNames = []string{"b", "i", "a", "span", "div", "p", "li", "td", "table", "template", "pre", "object", "em", "section"}

// FuzzOpenIndex: each byte opens or closes an element of openNames; the
// index answers every end tag as the walk does.
func FuzzOpenIndex(f *testing.F) {
	f.Add([]byte{0, 1, 0x81, 8, 0x80, 0x88})
	f.Add([]byte{2, 3, 6, 0x83, 0x82, 9, 0x81, 0x89})
	f.Fuzz(func(t *testing.T, ops []byte) {
		var open []openElement
		var x openIndex
		for _, op := range ops {
			name := openNames[int(op&0x7f)%len(openNames)]
			if op&0x80 == 0 {
				x.push(name, len(open))
				open = append(open, openElement{name: name})
				continue
			}
			got, want := x.endTagCloses(name), endTagClosesWalk(open, name)
			if got != want {
				t.Fatalf("</%s> in %v: index says %d, walk %d", name, open, got, want)
			}
			if got >= 0 {
				x.truncate(open, got)
				open = open[:got]
			}
		}
	})
}
