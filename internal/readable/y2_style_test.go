package readable

import "testing"

// TestY2StyleClassNegativeTwins: the attack10b style fixes (exponents,
// edge-on turns, degenerate matrices, logical offsets, colours by value,
// paint containment) hide what they should and leave honest styles as
// one reading.
func TestY2StyleClassNegativeTwins(t *testing.T) {
	for _, c := range []struct {
		name, style string
		hides       bool
	}{
		{"exponent opacity", "opacity:1e-9", true},
		{"exponent opacity visible", "opacity:1e0", false},
		{"exponent font-size", "font-size:1E-3em", true},
		{"exponent font-size visible", "font-size:1.6e1px", false},
		{"rotateX", "transform:rotateX(-90deg)", true},
		{"rotate z only", "transform:rotate(45deg)", false},
		{"rotate property axis", "rotate:y 0.25turn", true},
		{"rotate property angle", "rotate:45deg", false},
		{"degenerate matrix", "transform:matrix(1,0,0,0,0,0)", true},
		{"identity matrix", "transform:matrix(1,0,0,1,0,0)", false},
		{"inset-block-end", "position:absolute;inset-block-end:-200vh", true},
		{"inset-inline-start 0", "position:absolute;inset-inline-start:0", false},
		{"white on #fff", "color:white;background:#fff", true},
		{"rgb on named", "color:rgb(255 255 255);background:white url(x.png)", true},
		{"white on black", "color:white;background:#000", false},
		{"canvas", "color:canvas", true},
		{"canvastext", "color:canvastext", false},
		{"color-mix transparent", "color:color-mix(in srgb, red 0%, transparent)", true},
		{"color-mix opaque", "color:color-mix(in srgb, red 50%, blue)", false},
		{"contain paint zero", "height:0;contain:paint", true},
		{"contain paint sized", "height:2em;contain:paint", false},
		{"zero height visible overflow", "height:0", false},
		{"overflow auto zero", "width:0;overflow:auto", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := hidingStyle(c.style); got != c.hides {
				t.Errorf("hidingStyle(%q) = %v, want %v", c.style, got, c.hides)
			}
		})
	}
}
