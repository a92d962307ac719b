package readable

// Ruby: an annotation (<rt>, <rtc>) is drawn above its base text in a
// small font and <rp> not at all, so "de<ruby>l<rt>x</rt></ruby>eted" is
// drawn "deleted": they are hidden elements (hidingParsed), whose end
// tags HTML lets the author omit: an <rt> or <rp> ends at the next <rt>,
// <rp> or <rtc> and at the end of its <ruby> or <rtc>. rubyImpliedEnds
// writes those ends into tags as empty closing tags, so matchTags pairs
// each.

// rubyImpliedEnds returns tags with an empty closing tag before each tag
// that ends an <rt> or <rp> left open; tags itself when there is none.
func rubyImpliedEnds(tags []tagRec, names *tagNames) []tagRec {
	rt, okT := names.ids["rt"]
	rp, okP := names.ids["rp"]
	if !okT && !okP {
		return tags
	}
	rtc, okC := names.ids["rtc"]
	ruby, okR := names.ids["ruby"]
	if !okC {
		rtc = -1
	}
	if !okR {
		ruby = -1
	}
	if !okT {
		rt = -1
	}
	if !okP {
		rp = -1
	}
	var out []tagRec
	open := int32(-1) // the name of the <rt> or <rp> left open, or -1
	for k, t := range tags {
		ends := open >= 0 && (!t.closing && (t.name == rt || t.name == rp || t.name == rtc) ||
			t.closing && (t.name == ruby || t.name == rtc))
		if ends {
			if out == nil {
				out = append(make([]tagRec, 0, len(tags)+8), tags[:k]...)
			}
			out = append(out, tagRec{start: t.start, end: t.start, attrFrom: t.start, attrTo: t.start, name: open, closing: true})
			open = -1
		}
		if out != nil {
			out = append(out, t)
		}
		switch {
		case !t.closing && (t.name == rt || t.name == rp):
			open = t.name
		case t.closing && t.name == open:
			open = -1
		}
	}
	if out == nil {
		return tags
	}
	return out
}
