package readable

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// cssText is CSS text as the browser reads it: comments gone (each a
// space: it separates tokens), escapes decoded ("\6e one" is "none",
// "n\one" too), ASCII in lower case, each run of white space one space.
// Read literally, "display:\6e one" or "opacity:/**/0" hid a "not" from
// a matcher that knows "display:none" (attack round 10). Linear.
func cssText(v string) string {
	var b strings.Builder
	b.Grow(len(v))
	space := false
	put := func(r rune) {
		switch {
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f':
			space = true
			return
		case r >= 'A' && r <= 'Z':
			r += 'a' - 'A'
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	for i := 0; i < len(v); {
		switch {
		case strings.HasPrefix(v[i:], "/*"):
			e := strings.Index(v[i+2:], "*/")
			if e < 0 {
				i = len(v)
			} else {
				i += 2 + e + 2
			}
			space = true
		case v[i] == '\\':
			r, n := cssEscape(v[i:])
			if r >= 0 {
				// an escaped character is a letter of its token, never
				// white space that ends it
				if space && b.Len() > 0 {
					b.WriteByte(' ')
				}
				space = false
				if r >= 'A' && r <= 'Z' {
					r += 'a' - 'A'
				}
				b.WriteRune(r)
			}
			i += n
		default:
			r, n := utf8.DecodeRuneInString(v[i:])
			put(r)
			i += n
		}
	}
	return b.String()
}

// cssEscape decodes the CSS escape at the start of s ('\\'): up to six
// hex digits and one white space after them, or the next character; a
// backslash before a line end or at the end reads as nothing (r < 0).
func cssEscape(s string) (rune, int) {
	if len(s) < 2 {
		return -1, len(s)
	}
	d := 1
	for d < len(s) && d < 7 && isHex(s[d]) {
		d++
	}
	if d > 1 {
		v, _ := strconv.ParseUint(s[1:d], 16, 32)
		r := rune(v)
		if v == 0 || !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		if d < len(s) && strings.IndexByte(" \t\n\r\f", s[d]) >= 0 {
			d++
		}
		return r, d
	}
	if s[1] == '\n' || s[1] == '\r' || s[1] == '\f' {
		return -1, 2
	}
	r, n := utf8.DecodeRuneInString(s[1:])
	return r, 1 + n
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// hidingStyle: a style (an attribute's, or a rule's declarations) that
// hides the element's text, strikes it out, or may (a var() in a
// property that hides). It need not be exact: hidden text is read both
// ways (Readings), so a false "hides" costs a second reading, a missed
// one lets a hidden "not" negate a claim the reader sees.
func hidingStyle(v string) bool {
	v = cssText(v)
	var color, background string
	clipped := false
	hide := false
	var sized []string // height/width values: hiding only when clipped
	for _, d := range strings.Split(v, ";") {
		name, value, ok := strings.Cut(d, ":")
		if !ok {
			continue
		}
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if k := strings.LastIndexByte(value, '!'); k >= 0 && strings.TrimSpace(value[k+1:]) == "important" {
			value = strings.TrimSpace(value[:k])
		}
		switch name {
		case "overflow", "overflow-x", "overflow-y":
			// auto and scroll clip too: a zero box shows no text
			clipped = clipped || strings.Contains(value, "hidden") || strings.Contains(value, "clip") ||
				strings.Contains(value, "auto") || strings.Contains(value, "scroll")
		case "contain":
			// paint containment clips to the box, as overflow:hidden
			clipped = clipped || strings.Contains(value, "paint") || strings.Contains(value, "strict") ||
				strings.Contains(value, "content")
		case "height", "width", "block-size", "inline-size":
			sized = append(sized, value)
		case "color", "-webkit-text-fill-color":
			color = value
		case "background", "background-color":
			background = value
		}
		hide = hide || hidingDecl(name, value)
	}
	for _, s := range sized {
		hide = hide || clipped && smallLength(s)
	}
	// text drawn in the colour of its own background, compared by value
	// ("white" on "#fff": attack round 10b)
	return hide || color != "" && !strings.Contains(color, "var(") && sameColor(color, background)
}

// hidingDecl: one declaration (name and value read by cssText) that
// hides, strikes out or may hide the element's text.
func hidingDecl(name, value string) bool {
	if strings.Contains(value, "var(") || strings.Contains(value, "attr(") {
		// a custom property may hold any value: read both ways
		_, ok := hidingProps[name]
		return ok
	}
	switch name {
	case "display":
		// a table column draws none of its content (attack round 11)
		return value == "none" || value == "table-column" || value == "table-column-group"
	case "visibility", "content-visibility":
		return value == "hidden" || value == "collapse"
	case "font-size", "max-height", "max-width", "max-block-size", "max-inline-size":
		return smallLength(value)
	case "font":
		return smallFont(value)
	case "opacity":
		return smallAlpha(value)
	case "color", "-webkit-text-fill-color":
		return value == "transparent" || transparentColor(value) || backgroundColor(value)
	case "filter", "-webkit-filter":
		return hidingFilter(value)
	case "transform", "scale", "zoom":
		return hidingTransform(name, value)
	case "rotate":
		// the rotate property: about an axis other than z ("x 90deg",
		// "0 1 0 90deg") may turn the text edge-on (attack round 10b)
		return rotateAxis(value)
	case "clip":
		return strings.HasPrefix(value, "rect(") && strings.Trim(strings.ReplaceAll(value[5:], "auto", ""), " ,)") != ""
	case "clip-path", "mask", "mask-image", "-webkit-mask", "-webkit-mask-image", "-webkit-clip-path":
		return value != "none" && value != ""
	case "left", "top", "right", "bottom", "inset", "text-indent", "margin-left", "margin-top", "margin-right",
		"margin-bottom", "margin", "translate", "margin-inline-start", "margin-block-start",
		"inset-inline-start", "inset-inline-end", "inset-block-start", "inset-block-end", "inset-inline",
		"inset-block", "margin-inline-end", "margin-block-end", "margin-inline", "margin-block":
		// pushed off the page
		for _, f := range strings.Fields(value) {
			if farOffset(f) {
				return true
			}
		}
	case "letter-spacing", "word-spacing":
		// letters drawn over one another
		n, unit, ok := cssNumber(value)
		return ok && (unit == "em" || unit == "rem") && n <= -0.4 || ok && unit == "px" && n <= -6
	case "text-decoration", "text-decoration-line":
		// struck out: a retraction, read both ways (Readings)
		return strings.Contains(value, "line-through")
	}
	return false
}

// hidingProps are the properties hidingDecl reads: one that holds a
// var() may hide.
var hidingProps = map[string]bool{
	"display": true, "visibility": true, "content-visibility": true, "font-size": true, "font": true, "opacity": true,
	"color": true, "-webkit-text-fill-color": true, "filter": true, "-webkit-filter": true, "transform": true,
	"scale": true, "zoom": true, "clip": true, "clip-path": true, "left": true, "top": true, "text-indent": true,
	"max-height": true, "max-width": true, "text-decoration": true, "text-decoration-line": true, "letter-spacing": true,
	"margin-left": true, "margin-top": true, "margin": true, "translate": true, "inset": true,
	"rotate": true, "inset-inline-start": true, "inset-inline-end": true, "inset-block-start": true,
	"inset-block-end": true, "inset-inline": true, "inset-block": true, "margin-inline-start": true,
	"margin-block-start": true, "margin-inline-end": true, "margin-block-end": true, "margin-inline": true,
	"margin-block": true, "right": true, "bottom": true,
}

// cssNumber reads a number and its unit ("-1.5em": -1.5, "em"; "1e-9px":
// 1e-9, "px"); ok false when v is no such token. A number is CSS's: a
// sign, digits with one '.', and an exponent "e" with its own sign
// ("1e-9" read as "1" and a unit "e-9" was no number, and opacity:1e-9
// read as visible: attack round 10b).
func cssNumber(v string) (float64, string, bool) {
	k := 0
	if k < len(v) && (v[k] == '-' || v[k] == '+') {
		k++
	}
	digits := 0
	for k < len(v) && v[k] >= '0' && v[k] <= '9' {
		k++
		digits++
	}
	if k < len(v) && v[k] == '.' && k+1 < len(v) && v[k+1] >= '0' && v[k+1] <= '9' {
		k++
		for k < len(v) && v[k] >= '0' && v[k] <= '9' {
			k++
			digits++
		}
	}
	if digits == 0 {
		return 0, "", false
	}
	if k < len(v) && (v[k] == 'e' || v[k] == 'E') {
		e := k + 1
		if e < len(v) && (v[e] == '-' || v[e] == '+') {
			e++
		}
		if e < len(v) && v[e] >= '0' && v[e] <= '9' {
			for e < len(v) && v[e] >= '0' && v[e] <= '9' {
				e++
			}
			k = e
		}
	}
	n, err := strconv.ParseFloat(v[:k], 64)
	if err != nil {
		return 0, "", false
	}
	unit := v[k:]
	for _, c := range unit {
		if (c < 'a' || c > 'z') && c != '%' {
			return 0, "", false
		}
	}
	return n, unit, true
}

// smallLimit is, per unit, the largest length too small to read.
var smallLimit = map[string]float64{
	"": 0, "px": 1, "pt": 0.75, "pc": 0.07, "q": 1, "mm": 0.27, "cm": 0.027, "in": 0.011, "em": 0.1, "rem": 0.1,
	"ex": 0.2, "ch": 0.2, "cap": 0.15, "ic": 0.1, "lh": 0.08, "rlh": 0.08, "%": 10, "vw": 0.1, "vh": 0.1,
	"vmin": 0.1, "vmax": 0.1, "svw": 0.1, "svh": 0.1, "lvw": 0.1, "lvh": 0.1, "dvw": 0.1, "dvh": 0.1,
	"vi": 0.1, "vb": 0.1, "cqw": 0.1, "cqh": 0.1, "cqi": 0.1, "cqmin": 0.1, "cqmax": 0.1,
}

// smallLength: a length too small to read text in ("0", "0.5px",
// "0.01em"), or a math function that may be one (calc(), min(), clamp()
// of a zero, a difference, a product).
func smallLength(v string) bool {
	if mathFunction(v) {
		return mathMaybeSmall(v)
	}
	n, unit, ok := cssNumber(v)
	if !ok {
		return false
	}
	limit, known := smallLimit[unit]
	if !known {
		return n <= 0
	}
	return n <= limit
}

// mathFunction: v is a CSS math function.
func mathFunction(v string) bool {
	for _, f := range []string{"calc(", "min(", "max(", "clamp(", "round(", "mod(", "rem(", "abs(", "-webkit-calc("} {
		if strings.HasPrefix(v, f) {
			return true
		}
	}
	return false
}

// mathMaybeSmall: a math function that may compute to a length or
// number too small to see: it holds a zero or a negative (clamped to
// zero), an operation (1px - 1px, 1em * 0, 1px / 100), or one number,
// too small (calc(0.5px)).
func mathMaybeSmall(v string) bool {
	open := strings.IndexByte(v, '(')
	numbers, small := 0, false
	for _, f := range strings.FieldsFunc(v[open+1:], func(r rune) bool { return r == '(' || r == ')' || r == ',' || r == ' ' }) {
		switch {
		case f == "-" || f == "*" || f == "/" || strings.HasPrefix(f, "-"):
			return true
		case f == "+":
		default:
			n, unit, ok := cssNumber(f)
			if !ok {
				continue
			}
			if n <= 0 {
				return true
			}
			numbers++
			limit, known := smallLimit[unit]
			small = small || known && n <= limit
		}
	}
	return numbers == 1 && small
}

// smallFont: a font shorthand whose size is too small ("font:0/0 a",
// "italic 0.1px serif"); a bare number other than 0 is a weight.
func smallFont(v string) bool {
	if strings.Contains(v, "calc(") || strings.Contains(v, "min(") || strings.Contains(v, "clamp(") {
		return mathMaybeSmall(v[strings.IndexByte(v, '('):])
	}
	for _, f := range strings.Fields(v) {
		size, _, _ := strings.Cut(f, "/")
		if n, unit, ok := cssNumber(size); ok && (unit != "" || n == 0) && smallLength(size) {
			return true
		}
	}
	return false
}

// smallAlpha: an opacity or alpha too small to see ("0", "0%", "0.02",
// a negative, which clamps to zero).
func smallAlpha(v string) bool {
	if mathFunction(v) {
		return mathMaybeSmall(v)
	}
	n, unit, ok := cssNumber(v)
	switch {
	case !ok:
		return false
	case unit == "%":
		return n <= 5
	}
	return n <= 0.05
}

// hidingFilter: a filter that draws the text unseen: opacity() of a
// small amount, a wide blur(), or an SVG filter (url(), anything).
func hidingFilter(v string) bool {
	if strings.Contains(v, "url(") {
		return true
	}
	for _, fn := range []string{"opacity(", "blur("} {
		for rest := v; ; {
			k := strings.Index(rest, fn)
			if k < 0 {
				break
			}
			rest = rest[k+len(fn):]
			arg, _, _ := strings.Cut(rest, ")")
			arg = strings.TrimSpace(arg)
			if fn == "opacity(" && smallAlpha(arg) {
				return true
			}
			if n, unit, ok := cssNumber(arg); fn == "blur(" && ok && (unit == "px" && n >= 4 || unit == "em" || unit == "rem") && n > 0 {
				return true
			}
		}
	}
	return false
}

// hidingTransform: a transform, scale or zoom that shrinks the text to
// nothing, turns it edge-on or moves it off the page.
func hidingTransform(name, v string) bool {
	if name != "transform" {
		for _, f := range strings.Fields(v) {
			if smallAlpha(f) {
				return true
			}
		}
		return false
	}
	for _, fn := range []string{"scale(", "scalex(", "scaley(", "scale3d(", "matrix(", "matrix3d("} {
		for rest := v; ; {
			k := strings.Index(rest, fn)
			if k < 0 {
				break
			}
			rest = rest[k+len(fn):]
			args, _, _ := strings.Cut(rest, ")")
			fields := strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' })
			if fn == "matrix(" && degenerateMatrix(fields) {
				return true
			}
			for _, a := range fields {
				if strings.HasPrefix(fn, "matrix") {
					// a matrix's first value scales x: 0 draws nothing
					if smallAlpha(a) {
						return true
					}
					break
				}
				if smallAlpha(a) {
					return true
				}
			}
		}
	}
	for _, fn := range []string{"translate(", "translatex(", "translatey(", "translate3d("} {
		if k := strings.Index(v, fn); k >= 0 {
			args, _, _ := strings.Cut(v[k+len(fn):], ")")
			for _, a := range strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' }) {
				if farOffset(a) {
					return true
				}
			}
		}
	}
	if skewEdgeOn(v) {
		return true
	}
	// a turn about the x or y axis (or any 3-D axis) may draw the text
	// edge-on at some angle (-90deg, 0.25turn, 100grad, 1.5708rad): read
	// as possibly hiding, whatever the angle (attack round 10b)
	return strings.Contains(v, "rotatex(") || strings.Contains(v, "rotatey(") || strings.Contains(v, "rotate3d(")
}

// rotateAxis: a rotate property value that names an axis (x, y, or a
// vector) rather than a bare angle about z.
func rotateAxis(v string) bool {
	f := strings.Fields(v)
	if len(f) == 0 || f[0] == "none" {
		return false
	}
	return len(f) > 1 || f[0] == "x" || f[0] == "y"
}

// degenerateMatrix: a 2-D matrix(a, b, c, d, e, f) whose determinant
// ad - bc is (nearly) zero squashes the text to a line ("matrix(1, 0, 0,
// 0, 0, 0)" has no height: attack round 10b).
func degenerateMatrix(args []string) bool {
	if len(args) < 4 {
		return false
	}
	var m [4]float64
	for i := range m {
		n, _, ok := cssNumber(args[i])
		if !ok {
			return false
		}
		m[i] = n
	}
	det := m[0]*m[3] - m[1]*m[2]
	return det > -0.05 && det < 0.05
}

// backgroundColor: a text colour that is always the page's background:
// the system colour Canvas, or a color-mix() with transparent in it (it
// may mix to nothing; read both ways).
func backgroundColor(v string) bool {
	return v == "canvas" || strings.HasPrefix(v, "color-mix(") && strings.Contains(v, "transparent")
}

// sameColor: two colour values that are one colour: named, #rgb,
// #rrggbb, rgb() with numbers ("white", "#fff", "#ffffff", "rgb(255 255
// 255)"); a background shorthand is read for its colour token.
func sameColor(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	ca, ok := colorValue(a)
	if !ok {
		return false
	}
	// compared by distance: #fff on #fefefe is one colour to any reader
	for _, f := range strings.Fields(b) {
		if cb, ok := colorValue(f); ok && nearColor(ca, cb) {
			return true
		}
	}
	if cb, ok := colorValue(b); ok && nearColor(ca, cb) {
		return true
	}
	return false
}

// namedColors are the colours written by name most often for text and
// background (a miss only loses the same-colour rule for that name).
var namedColors = map[string]string{
	"white": "#ffffff", "black": "#000000", "red": "#ff0000", "lime": "#00ff00", "blue": "#0000ff",
	"yellow": "#ffff00", "cyan": "#00ffff", "aqua": "#00ffff", "magenta": "#ff00ff", "fuchsia": "#ff00ff",
	"silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "maroon": "#800000", "olive": "#808000",
	"green": "#008000", "purple": "#800080", "teal": "#008080", "navy": "#000080", "whitesmoke": "#f5f5f5",
	"snow": "#fffafa", "ivory": "#fffff0", "ghostwhite": "#f8f8ff", "canvas": "#ffffff", "canvastext": "#000000",
}

// colorValue is a colour as #rrggbb, when it is one of the forms
// sameColor knows.
func colorValue(v string) (string, bool) {
	v = strings.TrimSpace(v)
	if c, ok := namedColors[v]; ok {
		return c, true
	}
	if strings.HasPrefix(v, "#") {
		h := v[1:]
		for i := 0; i < len(h); i++ {
			if !isHex(h[i]) {
				return "", false
			}
		}
		switch len(h) {
		case 3, 4:
			return "#" + string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]}), true
		case 6, 8:
			return "#" + h[:6], true
		}
		return "", false
	}
	if strings.HasPrefix(v, "rgb(") || strings.HasPrefix(v, "rgba(") {
		args := v[strings.IndexByte(v, '(')+1:]
		args, _, _ = strings.Cut(args, ")")
		args, _, _ = strings.Cut(args, "/")
		f := strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' })
		if len(f) < 3 {
			return "", false
		}
		out := []byte{'#'}
		for _, x := range f[:3] {
			n, unit, ok := cssNumber(x)
			if !ok || unit != "" && unit != "%" {
				return "", false
			}
			if unit == "%" {
				n = n * 255 / 100
			}
			k := int(n + 0.5)
			k = max(0, min(255, k))
			out = append(out, "0123456789abcdef"[k>>4], "0123456789abcdef"[k&15])
		}
		return string(out), true
	}
	return "", false
}

// farOffset: an offset that moves the text off the page (-9999px,
// 200vw, 100%, -50em).
func farOffset(v string) bool {
	n, unit, ok := cssNumber(v)
	if !ok {
		return false
	}
	if n < 0 {
		n = -n
	}
	switch unit {
	case "px", "pt", "":
		return n >= 1000
	case "em", "rem", "ch", "ex":
		return n >= 60
	case "%", "vw", "vh", "vmin", "vmax":
		return n >= 100
	case "cm", "in", "mm":
		return n >= 30 && unit != "mm" || n >= 300
	}
	return false
}

// transparentColor: a colour whose alpha is too small to see: rgb(),
// hsl(), hwb(), lab(), color() and the like with an alpha after '/' or
// as a fourth argument, or #RGBA/#RRGGBBAA.
func transparentColor(v string) bool {
	if strings.HasPrefix(v, "#") {
		switch len(v) {
		case 5:
			return v[4] == '0'
		case 9:
			return v[7:] == "00" || v[7:] == "01" || v[7:] == "02"
		}
		return false
	}
	open := strings.IndexByte(v, '(')
	if open < 0 || !strings.HasSuffix(v, ")") {
		return false
	}
	args := v[open+1 : len(v)-1]
	var alpha string
	if k := strings.LastIndexByte(args, '/'); k >= 0 {
		alpha = args[k+1:]
	} else if parts := strings.Split(args, ","); len(parts) == 4 {
		alpha = parts[3]
	} else {
		return false
	}
	return smallAlpha(strings.TrimSpace(alpha))
}
