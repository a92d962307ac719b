package readable

import (
	"strings"
	"testing"
)

// TestReadingsOverlayStruck: letters carrying a stroke or solidus overlay
// are struck out and read both ways, present (Text) and absent; other
// marks (an underline, an accent) read as before, one way.
func TestReadingsOverlayStruck(t *testing.T) {
	for _, c := range []struct{ name, in string }{
		{"short stroke", "I have n\u0335o\u0335t\u0335 deleted it."},
		{"long stroke", "I have n\u0336o\u0336t\u0336 deleted it."},
		{"short solidus", "I have n\u0337o\u0337t\u0337 deleted it."},
		{"long solidus", "I have n\u0338o\u0338t\u0338 deleted it."},
		{"tilde overlay", "I have n\u0334o\u0334t\u0334 deleted it."},
	} {
		t.Run(c.name, func(t *testing.T) {
			if out, _ := Text(c.in); !strings.Contains(out, "not deleted") {
				t.Errorf("Text = %q: the struck word is drawn, present", out)
			}
			if !someReadingWithout(c.in, "not") {
				t.Errorf("no reading without the struck word: %+v", Readings(c.in))
			}
		})
	}
	for _, c := range []struct{ name, in string }{
		{"underline", "I have n\u0332o\u0332t\u0332 deleted it."},
		{"dot below", "I have n\u0323ot deleted it."},
	} {
		t.Run("twin "+c.name, func(t *testing.T) {
			if !strings.Contains(Readings(c.in)[0].Text, "not") || len(Readings(c.in)) != 1 {
				t.Errorf("%+v", Readings(c.in))
			}
		})
	}
}
