package readable

import "testing"

// TestReadingsEveryNarrowSpace: every space narrower than an ordinary one
// between two letters is read both ways, also with a mark or an empty tag
// between it and the letter; a narrow space between a letter and a digit
// or punctuation, and an ordinary space, are read one way only.
func TestReadingsEveryNarrowSpace(t *testing.T) {
	for _, c := range []struct{ name, in string }{
		{"three-per-em", "I dele\u2004ted it."},
		{"four-per-em", "I dele\u2005ted it."},
		{"figure", "I dele\u2007ted it."},
		{"punctuation", "I dele\u2008ted it."},
		{"medium mathematical", "I dele\u205Fted it."},
		{"hair then mark", "I dele\u200A\u0332ted it."},
		{"mark then hair", "I dele\u0332\u200Ated it."},
		{"hair then empty tag", "I dele\u200A<b></b>ted it."},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !someReading(c.in, "deleted") {
				t.Errorf("no reading holds \"deleted\": %+v", Readings(c.in))
			}
		})
	}
	for _, c := range []struct{ name, in string }{
		{"ordinary space", "I dele ted it."},
		{"before a digit", "It took 5\u2009s and 3\u205F+\u205F4."},
		{"en space", "I dele\u2002ted it."},
	} {
		t.Run("twin "+c.name, func(t *testing.T) {
			if rs := Readings(c.in); len(rs) != 1 {
				t.Errorf("%d readings: %+v", len(rs), rs)
			}
		})
	}
}
