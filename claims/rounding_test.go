package claims

import "testing"

// TestHalfRoundsUp: a result's figure ending in a half matches the
// integer people round it to ("151002.50" as "$151,003", "12,5" as 13),
// and still the one below it rounds to by the even rule; another integer
// does not match.
func TestHalfRoundsUp(t *testing.T) {
	for _, c := range []struct {
		name, result, key string
		want              bool
	}{
		{"en $151,003", "Bluewater Marine | 151002.50", "151003", true},
		{"en even rule kept", "Bluewater Marine | 151002.50", "151002", true},
		{"de 12,5 as 13", `{"temp": 12.5}`, "13", true},
		{"pt one decimal", `{"valor": 3.25}`, "3.3", true},
		{"twin: another integer", "Bluewater Marine | 151002.50", "151004", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := valueIn(c.key, valueSet(c.result)); got != c.want {
				t.Errorf("valueIn(%q, valueSet(%q)) = %v, want %v", c.key, c.result, got, c.want)
			}
		})
	}
}

// TestApproximateObject: a figure after "~" or "≈" written into a
// compound ("a ~6-minute blip", "≈3-fold") is the answer's own estimate,
// no object a call must name; the same compound without the mark is.
func TestApproximateObject(t *testing.T) {
	c := &Claim{Sentence: "p99 jumped to 2.4s, a ~6-minute blip.", Lang: "en"}
	if !ownFigure(c, "~6-minute") {
		t.Errorf("~6-minute: not the answer's own")
	}
	if !ownFigure(&Claim{Sentence: "Latenz ≈3-fach erhöht.", Lang: "de"}, "≈3-fach") {
		t.Errorf("≈3-fach: not the answer's own")
	}
	if ownFigure(&Claim{Sentence: "a 6-minute blip", Lang: "en"}, "6-minute") {
		t.Errorf("6-minute without a mark: the answer's own")
	}
}
