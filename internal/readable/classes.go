package readable

import "strings"

// hidingClassList: a class attribute's list holds a class that hides the
// element's text, or strikes it out, in the CSS frameworks chat UIs and
// pages are built on (Tailwind in Open WebUI and LibreChat, Bootstrap,
// Bulma, Foundation …): a name of hidingClasses, with a Tailwind variant
// ("md:hidden") or important mark ("!hidden") around it, a Tailwind
// arbitrary property or value that hides ("[display:none]",
// "opacity-[0]", "text-[0px]"), a colour at opacity 0 ("text-black/0"),
// or a zero size with its overflow hidden ("h-0 overflow-hidden"). Read
// both ways, a false match costs a reading; a miss let "opacity-0" or
// "is-hidden" hide a "not" (attack round 10).
func hidingClassList(v string) bool {
	zero, clipped := false, false
	for _, c := range strings.Fields(v) {
		c = strings.ToLower(c)
		if k := lastColonOutsideBrackets(c); k >= 0 {
			// a variant ("md:", "[&]:", "[@media(min-width:0)]:"): hides at
			// some width or state; cut at the last ':' outside brackets (a
			// ':' inside is the variant's or the value's: attack round 10b)
			c = c[k+1:]
		}
		c = strings.TrimSuffix(strings.TrimPrefix(c, "!"), "!")
		switch {
		case hidingClasses[c]:
			return true
		case zeroSizeClasses[c]:
			zero = true
		case zeroArbitrarySize(c):
			zero = true
		case c == "truncate" || strings.HasPrefix(c, "overflow-"):
			// auto and scroll clip a zero box as hidden does (attack round 10b)
			clipped = clipped || c == "truncate" || strings.HasSuffix(c, "hidden") || strings.HasSuffix(c, "clip") ||
				strings.HasSuffix(c, "auto") || strings.HasSuffix(c, "scroll")
		case blurClasses[c] || strings.HasPrefix(c, "rotate-x-") || strings.HasPrefix(c, "rotate-y-") ||
			strings.HasPrefix(c, "-rotate-x-") || strings.HasPrefix(c, "-rotate-y-"):
			// a wide blur, or a 3-D turn that may draw the text edge-on
			return true
		case strings.HasPrefix(c, "[") && strings.HasSuffix(c, "]"):
			// an arbitrary property: "_" is a space
			if hidingStyle(strings.ReplaceAll(c[1:len(c)-1], "_", " ")) {
				return true
			}
		case strings.HasPrefix(c, "text-") && strings.LastIndexByte(c, '/') > 0:
			// a text colour with an opacity modifier, read by value: "/0",
			// "/1" (1 %), "/[0.01]", "/[.0]" (attack round 10b)
			if smallModifier(c[strings.LastIndexByte(c, '/')+1:]) {
				return true
			}
		default:
			if arbitraryHides(c) {
				return true
			}
		}
	}
	return zero && clipped
}

// arbitraryHides: a Tailwind utility with an arbitrary value that hides
// ("opacity-[0]", "text-[0px]", "text-[transparent]", "scale-[0]").
func arbitraryHides(c string) bool {
	k := strings.Index(c, "-[")
	if k < 0 || !strings.HasSuffix(c, "]") {
		return false
	}
	v := strings.ReplaceAll(c[k+2:len(c)-1], "_", " ")
	if _, after, ok := strings.Cut(v, ":"); ok {
		v = after // a type hint: "text-[length:0]"
	}
	switch c[:k] {
	case "opacity", "scale", "scale-x", "scale-y":
		return smallAlpha(v)
	case "text":
		return smallLength(v) || hidingDecl("color", v)
	case "tracking", "-tracking":
		// letters drawn over one another ("tracking-[-1em]")
		if c[0] == '-' && !strings.HasPrefix(v, "-") {
			v = "-" + v
		}
		return hidingDecl("letter-spacing", v)
	case "h", "w", "size", "max-h", "max-w", "leading":
		return false // zero only with its overflow clipped (zeroArbitrarySize)
	case "blur":
		return hidingFilter("blur(" + v + ")")
	case "rotate-x", "rotate-y", "-rotate-x", "-rotate-y":
		return true
	case "indent", "-indent", "left", "-left", "top", "-top", "translate-x", "-translate-x", "translate-y", "-translate-y":
		return farOffset(v)
	}
	return false
}

// hidingClasses are the utility classes that hide an element's text, or
// strike it out: Tailwind (hidden, invisible, collapse, sr-only,
// opacity-0, text-transparent, scale-0, line-through), Bootstrap 3–5
// (d-none and d-*-none, invisible, hide, hidden, sr-only,
// visually-hidden, collapse, opacity-0, visible-print*,
// text-decoration-line-through), Bulma (is-hidden, is-invisible,
// is-sr-only, is-hidden-tablet and wider), Foundation (hide, invisible,
// show-for-sr, show-for-print, hide-for-medium and wider), UIkit,
// Primer, Tachyons, WordPress. Classes that hide only on phones
// (hidden-xs, is-hidden-mobile) are not: the reader is taken to see the
// page at desktop width.
var hidingClasses = map[string]bool{
	"hidden": true, "invisible": true, "sr-only": true, "d-none": true, "visually-hidden": true,
	"screen-reader-text": true, "collapse": true, "opacity-0": true, "text-transparent": true, "scale-0": true,
	"hide": true, "is-hidden": true, "is-invisible": true, "is-sr-only": true, "show-for-sr": true,
	"visually-hidden-focusable": true, "sr-only-focusable": true, "show-for-print": true, "visible-print": true,
	"visible-print-block": true, "visible-print-inline": true, "visible-print-inline-block": true,
	"d-sm-none": true, "d-md-none": true, "d-lg-none": true, "d-xl-none": true, "d-xxl-none": true,
	"hidden-sm": true, "hidden-md": true, "hidden-lg": true,
	"is-hidden-tablet": true, "is-hidden-desktop": true, "is-hidden-widescreen": true, "is-hidden-fullhd": true,
	"is-hidden-touch": true, "is-hidden-tablet-only": true, "is-hidden-desktop-only": true,
	"hide-for-medium": true, "hide-for-large": true, "uk-hidden": true, "uk-invisible": true,
	"uk-hidden-visually": true, "v-hidden": true, "dn": true, "o-0": true, "clip": true,
	"line-through": true, "text-decoration-line-through": true, "text-strike": true, "has-text-strike": true,
	"scale-x-0": true, "scale-y-0": true,
}

// zeroSizeClasses give an element no height or width: with its overflow
// hidden, its text is not drawn.
var zeroSizeClasses = map[string]bool{
	"h-0": true, "w-0": true, "size-0": true, "max-h-0": true, "max-w-0": true, "h-px": true, "w-px": true,
	"size-px": true,
}

// lastColonOutsideBrackets is the offset of the last ':' of c outside
// square brackets and parentheses, or -1.
func lastColonOutsideBrackets(c string) int {
	depth, last := 0, -1
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '[', '(':
			depth++
		case ']', ')':
			depth = max(0, depth-1)
		case ':':
			if depth == 0 {
				last = i
			}
		}
	}
	return last
}

// zeroArbitrarySize: a Tailwind size with an arbitrary value too small
// to show text ("h-[0px]", "max-h-[0]"): hiding with overflow clipped.
func zeroArbitrarySize(c string) bool {
	k := strings.Index(c, "-[")
	if k < 0 || !strings.HasSuffix(c, "]") {
		return false
	}
	switch c[:k] {
	case "h", "w", "size", "max-h", "max-w":
		return smallLength(strings.ReplaceAll(c[k+2:len(c)-1], "_", " "))
	}
	return false
}

// smallModifier: a Tailwind opacity modifier too small to see: a
// percentage ("0", "1", "5") or an arbitrary value ("[0.01]", "[.0]").
func smallModifier(m string) bool {
	if strings.HasPrefix(m, "[") && strings.HasSuffix(m, "]") {
		return smallAlpha(m[1 : len(m)-1])
	}
	n, unit, ok := cssNumber(m)
	return ok && unit == "" && n <= 5
}

// blurClasses are the Tailwind blur utilities of 4px and up (blur-sm
// is 4px in v3, 8px in v4; filter blur() from 4px hides, hidingFilter).
var blurClasses = map[string]bool{
	"blur": true, "blur-xs": true, "blur-sm": true, "blur-md": true, "blur-lg": true, "blur-xl": true,
	"blur-2xl": true, "blur-3xl": true,
}
