package readable

import "strings"

// A bidi override draws its content right to left when the element's
// direction is rtl, and CSS direction is inherited: <bdo> without dir, or
// a span with only unicode-bidi:bidi-override, inside <div dir=rtl> is
// reversed too, and a sheet rule by any selector ("p{…}", "[dir=rtl]{…}")
// sets either as a class rule does.

// bidiDecls: a rule's declarations set unicode-bidi to an override,
// direction to rtl.
type bidiDecls struct{ override, rtl bool }

// read notes the declaration name:value.
func (b *bidiDecls) read(name, value string) {
	switch cssText(strings.TrimSpace(name)) {
	case "unicode-bidi":
		b.override = b.override || strings.Contains(strings.ToLower(value), "override")
	case "direction":
		b.rtl = b.rtl || strings.Contains(strings.ToLower(value), "rtl")
	}
}

// addBidi records the keys of the selectors of a rule with b.
func (s *sheet) addBidi(prelude string, b bidiDecls) {
	if b.override {
		if s.override == nil {
			s.override = &sheet{}
		}
		s.override.selectors(prelude, nil)
	}
	if b.rtl {
		if s.rtl == nil {
			s.rtl = &sheet{}
		}
		s.rtl.selectors(prelude, nil)
	}
}

// elementBidi is what the element t opens sets: whether it sets its
// direction (dir=rtl/ltr, direction:, a sheet rule), to rtl, and whether
// it overrides (bdo, unicode-bidi:*override, a sheet rule).
func elementBidi(t htmlTag, sh *sheet) (set, rtl, override bool) {
	override = t.name == "bdo"
	attrs(t.attrs, func(name, value string) bool {
		switch name {
		case "dir":
			switch v := strings.ToLower(strings.TrimSpace(value)); v {
			case "rtl", "ltr":
				set, rtl = true, v == "rtl"
			}
		case "style":
			v := squashCSS(value)
			override = override || strings.Contains(v, "unicode-bidi:bidi-override") || strings.Contains(v, "unicode-bidi:isolate-override")
			if strings.Contains(v, "direction:rtl") {
				set, rtl = true, true
			} else if strings.Contains(v, "direction:ltr") {
				set, rtl = true, false
			}
		}
		return false
	})
	if sh != nil {
		override = override || sh.override.matches(t)
		if !set && sh.rtl.matches(t) {
			set, rtl = true, true
		}
	}
	return set, rtl, override
}

// dirStack holds the open elements that set a direction (the index of
// their end tag, and whether rtl), innermost last.
type dirStack struct {
	ends []int
	rtl  []bool
}

// at is the inherited direction at tag k (true: rtl), the elements
// closed before it dropped.
func (d *dirStack) at(k int) bool {
	for n := len(d.ends); n > 0 && d.ends[n-1] < k; n = len(d.ends) {
		d.ends, d.rtl = d.ends[:n-1], d.rtl[:n-1]
	}
	return len(d.rtl) > 0 && d.rtl[len(d.rtl)-1]
}

func (d *dirStack) push(end int, rtl bool) {
	d.ends = append(d.ends, end)
	d.rtl = append(d.rtl, rtl)
}
