package readable

import (
	"math"
	"strconv"
	"strings"
)

// presentationalStyle is the style a presentational attribute sets (as
// "prop:value;"), or "": <marquee width=0> is a zero box it clips to,
// MathML's mathsize and mathcolor a font size and colour, <font color>
// and bgcolor a colour and background. Read as style, each hides as the
// style would (attack round 11). A style attribute is read after them:
// it wins, as in CSS.
func presentationalStyle(tag, name, value string) string {
	switch name {
	case "width", "height":
		if tag == "marquee" {
			return "overflow:hidden;" + name + ":" + value + ";"
		}
	case "mathsize":
		return "font-size:" + value + ";"
	case "mathcolor":
		return "color:" + value + ";"
	case "mathbackground", "bgcolor":
		return "background-color:" + value + ";"
	case "color":
		if tag == "font" || tag == "basefont" {
			return "color:" + value + ";"
		}
	}
	return ""
}

// nearColor: two #rrggbb colours no reader tells apart on screen (each
// channel within nearColorStep).
func nearColor(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) != 7 || len(b) != 7 {
		return false
	}
	for i := 1; i < 7; i += 2 {
		x, err1 := strconv.ParseUint(a[i:i+2], 16, 8)
		y, err2 := strconv.ParseUint(b[i:i+2], 16, 8)
		if err1 != nil || err2 != nil {
			return false
		}
		if d := int(x) - int(y); d > nearColorStep || d < -nearColorStep {
			return false
		}
	}
	return true
}

// nearColorStep is the largest channel difference nearColor reads as one
// colour: #f4f4f4 text on white is barely there.
const nearColorStep = 12

// skewEdgeOn: a transform (read by cssText) skews by (nearly) a right
// angle, which draws the text as a line: skew(90deg), skewX(0.25turn).
func skewEdgeOn(v string) bool {
	for _, fn := range []string{"skew(", "skewx(", "skewy("} {
		for rest := v; ; {
			k := strings.Index(rest, fn)
			if k < 0 {
				break
			}
			rest = rest[k+len(fn):]
			args, _, _ := strings.Cut(rest, ")")
			for _, a := range strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' }) {
				n, unit, ok := cssNumber(a)
				if !ok {
					continue
				}
				deg := n
				switch unit {
				case "turn":
					deg = n * 360
				case "grad":
					deg = n * 0.9
				case "rad":
					deg = n * 180 / math.Pi
				case "deg", "":
				default:
					continue
				}
				if r := math.Mod(math.Abs(deg), 180); r > 85 && r < 95 {
					return true
				}
			}
		}
	}
	return false
}
