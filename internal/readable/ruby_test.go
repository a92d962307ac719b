package readable

import "testing"

// TestRubyAnnotationsReadAsDrawn: ruby base text reads as one word
// without its annotations, closed or left open; the annotation is still
// read in the hidden-shown reading (negative twin: nothing is lost).
func TestRubyAnnotationsReadAsDrawn(t *testing.T) {
	for name, in := range map[string]string{
		"closed rt":      "I de<ruby>l<rt>x</rt></ruby>eted it.",
		"open rt":        "I de<ruby>l<rt>x</ruby>eted it.",
		"rt after rt":    "I de<ruby>l<rt>x<rt>y</ruby>eted it.",
		"open rp and rt": "I de<ruby>l<rp>(<rt>x<rp>)</ruby>eted it.",
		"rtc":            "I de<ruby>l<rtc>x</rtc></ruby>eted it.",
		"upper case":     "I de<RUBY>l<RT>x</RT></RUBY>eted it.",
	} {
		t.Run(name, func(t *testing.T) {
			if !someReading(in, "I deleted it.") {
				var got []string
				for _, r := range Readings(in) {
					got = append(got, r.Text)
				}
				t.Errorf("%q: no reading holds \"I deleted it.\": %q", in, got)
			}
		})
	}
	if !someReading("<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby> means Chinese characters.", "kan") {
		t.Error("the annotation is read in no reading")
	}
	if got, _ := Text("I <ruby>deleted</ruby> it."); got != "I <ruby>deleted</ruby> it." && got != "I deleted it." {
		t.Errorf("ruby without annotations read as %q", got)
	}
}
