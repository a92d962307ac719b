package readable

import (
	"strings"
	"testing"
)

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

// TestY2ClassNegativeTwins: the attack10b Tailwind fixes (variants cut
// outside brackets, blur, 3-D turns, arbitrary zero sizes, overflow
// auto/scroll, tracking, opacity modifiers) and honest classes that stay
// shown.
func TestY2ClassNegativeTwins(t *testing.T) {
	for _, c := range []struct {
		name, classes string
		hides         bool
	}{
		{"arbitrary variant", "[&]:hidden", true},
		{"arbitrary variant visible", "[&]:block", false},
		{"arbitrary property kept", "[display:none]", true},
		{"blur-xl", "blur-xl", true},
		{"blur-none", "blur-none", false},
		{"blur arbitrary small", "blur-[1px]", false},
		{"rotate-x", "rotate-x-90", true},
		{"rotate z", "rotate-45", false},
		{"arbitrary zero height", "h-[0px] overflow-hidden", true},
		{"arbitrary height", "h-[20px] overflow-hidden", false},
		{"zero width auto", "w-0 overflow-auto", true},
		{"overflow auto sized", "w-full overflow-auto", false},
		{"tracking", "tracking-[-1em]", true},
		{"tracking wide", "tracking-[0.1em]", false},
		{"opacity modifier arbitrary", "text-black/[0.01]", true},
		{"opacity modifier 1", "text-white/1", true},
		{"opacity modifier 50", "text-white/50", false},
		{"opacity modifier arbitrary visible", "text-black/[0.8]", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := hidingClassList(c.classes); got != c.hides {
				t.Errorf("hidingClassList(%q) = %v, want %v", c.classes, got, c.hides)
			}
		})
	}
}

// TestY2SheetNegativeTwins: the attack10b sheet fixes (url() one token,
// @font-face, generated content) and honest sheets that stay one
// reading.
func TestY2SheetNegativeTwins(t *testing.T) {
	has := func(in, want, not string) bool {
		for _, r := range Readings(in) {
			if strings.Contains(r.Text, want) && (not == "" || !strings.Contains(r.Text, not)) {
				return true
			}
		}
		return false
	}
	const tail = `I have <span class="a">not </span>deleted the database.`
	t.Run("url brace", func(t *testing.T) {
		if !has(`<style>.a{background:URL(}) ;opacity:0}</style>`+tail, "deleted", "not") {
			t.Error("url(}) ended the rule")
		}
	})
	t.Run("quoted url brace", func(t *testing.T) {
		if !has(`<style>.a{background:url("}");opacity:0}</style>`+tail, "deleted", "not") {
			t.Error(`url("}") ended the rule`)
		}
	})
	t.Run("url brace twin shown", func(t *testing.T) {
		if has(`<style>.a{background:url(});color:red}</style>`+tail, "deleted", "not") {
			t.Error("a visible rule with url(}) hides")
		}
	})
	t.Run("font-face", func(t *testing.T) {
		if !has(`<style>@font-face{font-family:b;src:url(x.woff2)}.n{font-family:b}</style>`+tail, "deleted", "not") {
			t.Error("@font-face not read both ways")
		}
	})
	t.Run("no font-face twin", func(t *testing.T) {
		if has(`<style>.n{font-family:serif}</style>`+tail, "deleted", "not") {
			t.Error("a plain font-family hides")
		}
	})
	t.Run("before content", func(t *testing.T) {
		in := `<style>.d::before{content:"deleted "}</style>I have <span class="d"></span>the database.`
		if !has(in, "I have deleted <span", "") {
			t.Errorf("no reading draws ::before: %+v", Readings(in))
		}
		if !has(in, "I have <span", "deleted") {
			t.Errorf("no reading without generated content: %+v", Readings(in))
		}
	})
	t.Run("after content", func(t *testing.T) {
		in := `<style>#x:after{content:"not"}</style>I have <b id="x"></b> deleted the database.`
		if !has(in, "I have not deleted", "") || !has(in, "deleted", "not") {
			t.Errorf("::after not read both ways: %+v", Readings(in))
		}
	})
	t.Run("attr content", func(t *testing.T) {
		in := `<style>[data-v]::before{content:attr(data-v) " "}</style>I have <span data-v="deleted"></span>the database.`
		if !has(in, "I have deleted <span", "") {
			t.Errorf("content:attr() not drawn: %+v", Readings(in))
		}
	})
	t.Run("content on other element twin", func(t *testing.T) {
		in := `<style>.z::before{content:"deleted "}</style>I have <span class="d">read</span> the database.`
		if has(in, "deleted", "") {
			t.Errorf("content drawn on an element no selector matches: %+v", Readings(in))
		}
	})
}
