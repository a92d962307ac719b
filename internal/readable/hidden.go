package readable

import (
	"strings"
)

// htmlTag is one tag of text: text[start:end], its lower-case name, its
// attributes as written.
type htmlTag struct {
	start, end int
	name       string
	closing    bool
	attrs      string
	attrFrom   int // attrs is text[attrFrom:start+end] as parsed (relative)
}

// tagRec is a tag as hiddenElements keeps it: offsets and a name index,
// no pointer, so a text of many tags costs the garbage collector nothing
// to scan (TestTextLinearOnHostileUnits).
type tagRec struct {
	start, end, attrFrom, attrTo int
	name                         int32
	closing                      bool
}

// tagNames interns the names of one text's tags.
type tagNames struct {
	ids   map[string]int32
	names []string
}

func (n *tagNames) id(name string) int32 {
	if id, ok := n.ids[name]; ok {
		return id
	}
	if n.ids == nil {
		n.ids = map[string]int32{}
	}
	n.ids[name] = int32(len(n.names))
	n.names = append(n.names, name)
	return int32(len(n.names) - 1)
}

// tag is r as an htmlTag of text.
func (n *tagNames) tag(text string, r tagRec) htmlTag {
	return htmlTag{start: r.start, end: r.end, name: n.names[r.name], closing: r.closing, attrs: text[r.attrFrom:r.attrTo]}
}

// maxDetailsLook bounds how many tags after a closed <details> are
// searched for its <summary>.
const maxDetailsLook = 64

// hiddenElements returns the spans of the elements of text a page never
// shows, and of <bdo dir=rtl> (drawn reversed): a renderer that passes
// HTML through shows none of a <script>, <style>, <title>, <noscript>,
// <template> or <iframe> body, of an element with the hidden or popover
// attribute, a class that hides it (hidden, invisible, sr-only, d-none,
// visually-hidden) or a style that does (display:none, visibility:hidden,
// font-size:0, opacity:0, color:transparent), nor of a closed <details>
// past its <summary>. Read as text, a hidden "not" turns "I have sent the
// email" into a negation the reader never sees (attack round 9). Tags in
// code, in comments and in raw text are not tags. An element is matched
// to its closing tag by name, innermost first; an element never closed
// hides nothing (it reads as text, which reads more, not less).
func hiddenElements(text string) []span {
	if strings.IndexByte(text, '<') < 0 {
		return nil
	}
	blocks := codeBlocks(text)
	code := mergeByStart(blocks, codeSpans(text, blocks), func(v interval) int { return v.start })
	tags := make([]tagRec, 0, strings.Count(text, "<")) // (no regrowth)
	var names tagNames
	var sp []span
	noCommentEnd := false
	noClose := map[string]bool{}
	var classes map[string]bool // classes a <style> element hides
	ci := 0
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '<')
		if j < 0 {
			break
		}
		i += j
		for ci < len(code) && code[ci].end <= i {
			ci++
		}
		if ci < len(code) && code[ci].start <= i {
			i = code[ci].end
			continue
		}
		if strings.HasPrefix(text[i:], "<!--") {
			k := -1
			if !noCommentEnd {
				k = strings.Index(text[i+4:], "-->")
			}
			if k < 0 {
				noCommentEnd = true
				break // the rest is a comment: no tag in it
			}
			i += 4 + k + 3
			continue
		}
		t, ok := parseTag(text[i:])
		if !ok {
			i++
			continue
		}
		t.start, t.end = i, i+t.end
		if !t.closing && rawText[t.name] {
			k := -1
			if !noClose[t.name] {
				k = indexCloseTag(text, t.end, t.name)
			}
			if k < 0 {
				noClose[t.name] = true
				i = t.end
				continue
			}
			end := k + 2 + len(t.name)
			if c := strings.IndexByte(text[end:min(len(text), end+maxTag)], '>'); c >= 0 {
				end += c + 1
			}
			if hidingRaw[t.name] || hides(t, nil) {
				// a script or style body is code in every reading
				code := t.name == "script" || t.name == "style"
				sp = append(sp, span{start: t.start, end: end, from: t.end, to: k, always: code})
			}
			if t.name == "style" {
				classes = styleClasses(text[t.end:k], classes)
			}
			i = end
			continue
		}
		tags = append(tags, tagRec{start: t.start, end: t.end, attrFrom: i + t.attrFrom, attrTo: i + t.attrFrom + len(t.attrs), name: names.id(t.name), closing: t.closing})
		i = t.end
	}
	match := matchTags(tags, &names)
	for k, r := range tags {
		if r.closing || match[k] < 0 {
			continue
		}
		t, c := names.tag(text, r), tags[match[k]]
		switch {
		case hides(t, classes):
			sp = append(sp, span{start: t.start, end: c.end, from: t.end, to: c.start})
		case overridesRTL(t):
			sp = append(sp, span{start: t.start, end: c.end, reversed: true, from: t.end, to: c.start})
		case t.name == "dialog" && !hasAttr(t.attrs, "open"):
			sp = append(sp, span{start: t.start, end: c.end, from: t.end, to: c.start})
		case t.name == "details" && !hasAttr(t.attrs, "open"):
			sp = append(sp, closedDetails(tags, match, k, names.id("summary"))...)
		}
	}
	return sp
}

// closedDetails: the spans of the closed <details> tags[k] hides, all of
// it but its <summary>'s content.
func closedDetails(tags []tagRec, match []int, k int, summary int32) []span {
	t, c := tags[k], tags[match[k]]
	for s := k + 1; s < match[k] && s <= k+maxDetailsLook; s++ {
		if tags[s].name == summary && !tags[s].closing && match[s] >= 0 && match[s] < match[k] {
			return []span{{start: t.start, end: tags[s].end}, {start: tags[match[s]].start, end: c.end}}
		}
	}
	return []span{{start: t.start, end: c.end}}
}

// matchTags pairs each opening tag with its closing tag (the index in
// tags, -1 for none): a closing tag closes the innermost open element of
// its name.
func matchTags(tags []tagRec, names *tagNames) []int {
	match := make([]int, len(tags))
	open := make([][]int, len(names.names))
	for k, t := range tags {
		match[k] = -1
		switch st := open[t.name]; {
		case voidElements[names.names[t.name]]:
		case !t.closing:
			open[t.name] = append(st, k)
		case len(st) > 0:
			match[st[len(st)-1]] = k
			open[t.name] = st[:len(st)-1]
		}
	}
	return match
}

// indexCloseTag is the offset of the first "</name" (any case) in text
// from from on, or -1.
func indexCloseTag(text string, from int, name string) int {
	for i := from; i < len(text); {
		j := strings.Index(text[i:], "</")
		if j < 0 {
			return -1
		}
		i += j
		if k := i + 2 + len(name); k <= len(text) && strings.EqualFold(text[i+2:k], name) {
			return i
		}
		i += 2
	}
	return -1
}

// parseTag reads the tag at the start of s ('<') within maxTag bytes and
// one line end; ok false when s starts with none. end is its length.
func parseTag(s string) (t htmlTag, ok bool) {
	k := 1
	if k < len(s) && s[k] == '/' {
		t.closing = true
		k++
	}
	n := k
	for n < len(s) && n-k < 16 && (isASCIILetter(s[n]) || n > k && (s[n] >= '0' && s[n] <= '9' || s[n] == '-')) {
		n++
	}
	if n == k || n < len(s) && !strings.ContainsRune(" \t\n\r/>", rune(s[n])) {
		return t, false
	}
	t.name = strings.ToLower(s[k:n])
	var quote byte
	lines := 0
	for j := n; j < len(s) && j < n+maxTag; j++ {
		c := s[j]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '\n':
			if lines++; lines > 1 {
				return t, false
			}
		case c == '<':
			return t, false
		case c == '>':
			t.attrs, t.attrFrom, t.end = s[n:j], n, j+1
			return t, true
		}
	}
	return t, false
}

// attrs calls f with each attribute of a tag's attribute text, its name
// in lower case and its value unquoted ("" when it has none), until f
// returns true.
func attrs(s string, f func(name, value string) bool) {
	for i := 0; i < len(s); {
		for i < len(s) && strings.IndexByte(" \t\r\n/", s[i]) >= 0 {
			i++
		}
		j := i
		for j < len(s) && strings.IndexByte(" \t\r\n/=", s[j]) < 0 {
			j++
		}
		if j == i {
			i++
			continue
		}
		name, value := strings.ToLower(s[i:j]), ""
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j < len(s) && s[j] == '=' {
			j++
			for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
				j++
			}
			if j < len(s) && (s[j] == '"' || s[j] == '\'') {
				q := s[j]
				e := strings.IndexByte(s[j+1:], q)
				if e < 0 {
					e = len(s) - j - 1
				}
				value, j = s[j+1:j+1+e], min(len(s), j+2+e)
			} else {
				e := j
				for e < len(s) && strings.IndexByte(" \t\r\n", s[e]) < 0 {
					e++
				}
				value, j = s[j:e], e
			}
		}
		if f(name, value) {
			return
		}
		i = j
	}
}

func hasAttr(s, name string) bool {
	found := false
	attrs(s, func(n, _ string) bool { found = n == name; return found })
	return found
}

// hides: the element t opens is never shown (classes: the classes the
// page's <style> elements hide).
func hides(t htmlTag, classes map[string]bool) bool {
	if hidingParsed[t.name] {
		return true
	}
	hidden := false
	attrs(t.attrs, func(name, value string) bool {
		switch name {
		case "hidden", "popover":
			hidden = true
		case "class":
			for _, c := range strings.Fields(value) {
				hidden = hidden || hidingClasses[strings.ToLower(c)] || classes[c]
			}
		case "style":
			hidden = hidingStyle(value)
		}
		return hidden
	})
	return hidden
}

// hidingStyle: an inline style that hides the element's text.
func hidingStyle(v string) bool {
	v = squashCSS(v)
	clipped := strings.Contains(v, "overflow:hidden") || strings.Contains(v, "overflow:clip")
	for _, d := range strings.Split(v, ";") {
		d = strings.TrimSuffix(d, "!important")
		name, value, ok := strings.Cut(d, ":")
		if !ok {
			continue
		}
		switch name {
		case "display":
			if value == "none" {
				return true
			}
		case "visibility", "content-visibility":
			if value == "hidden" || value == "collapse" {
				return true
			}
		case "font-size", "opacity", "max-height", "max-width":
			if zeroLength(value) {
				return true
			}
		case "height", "width":
			if zeroLength(value) && clipped {
				return true
			}
		case "color", "-webkit-text-fill-color":
			if value == "transparent" || transparentColor(value) {
				return true
			}
		case "transform":
			if value == "scale(0)" || value == "scalex(0)" || value == "scaley(0)" {
				return true
			}
		case "clip":
			if strings.HasPrefix(value, "rect(0") {
				return true
			}
		case "clip-path":
			if value == "inset(50%)" || value == "inset(100%)" || value == "circle(0)" {
				return true
			}
		case "left", "top", "text-indent", "margin-left", "right":
			// pushed off the page: a large negative offset
			if strings.HasPrefix(value, "-") && len(strings.TrimLeft(strings.TrimPrefix(value, "-"), "0123456789")) < len(value)-4 {
				return true
			}
		}
	}
	return false
}

// styleClasses adds to classes the class selectors of the rules of a
// <style> body that hide an element (".x{display:none}", ".a, p.b
// {font-size:0}"): the page hides any element of that class.
func styleClasses(css string, classes map[string]bool) map[string]bool {
	for css != "" {
		open := strings.IndexByte(css, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(css[open:], '}')
		if end < 0 {
			break
		}
		selectors, decls := css[:open], css[open+1:open+end]
		css = css[open+end+1:]
		if !hidingStyle(decls) {
			continue
		}
		for _, sel := range strings.Split(selectors, ",") {
			sel = strings.TrimSpace(sel)
			if k := strings.LastIndexAny(sel, " >+~"); k >= 0 {
				sel = sel[k+1:] // the element the rule styles is the last one
			}
			if d := strings.IndexByte(sel, '.'); d >= 0 {
				name := sel[d+1:]
				if e := strings.IndexAny(name, ".:[#"); e >= 0 {
					name = name[:e]
				}
				if name != "" {
					if classes == nil {
						classes = map[string]bool{}
					}
					classes[name] = true
				}
			}
		}
	}
	return classes
}

// transparentColor: an rgba/hsla colour or a #RGBA/#RRGGBBAA one whose
// alpha is zero.
func transparentColor(v string) bool {
	switch {
	case strings.HasPrefix(v, "rgba(") || strings.HasPrefix(v, "hsla("):
		return strings.HasSuffix(v, ",0)") || strings.HasSuffix(v, "/0)")
	case strings.HasPrefix(v, "#") && len(v) == 5:
		return v[4] == '0'
	case strings.HasPrefix(v, "#") && len(v) == 9:
		return v[7:] == "00"
	}
	return false
}

// squashCSS is a style's text with no white space, in lower case.
func squashCSS(v string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, v)
}

// zeroLength: a CSS value that is zero ("0", "0px", "0.0em", "0%").
func zeroLength(v string) bool {
	n := 0
	for n < len(v) && (v[n] == '0' || v[n] == '.') {
		n++
	}
	if n == 0 || strings.Trim(v[:n], ".") == "" {
		return false
	}
	for _, c := range v[n:] {
		if c < 'a' || c > 'z' {
			if c != '%' {
				return false
			}
		}
	}
	return true
}

// rawText elements hold text, not tags, up to their closing tag.
var rawText = map[string]bool{
	"script": true, "style": true, "title": true, "textarea": true, "xmp": true, "iframe": true,
	"noembed": true, "noframes": true, "noscript": true,
}

// hidingRaw are the raw text elements whose text a page never shows
// (<title> in a body is display:none; <noscript> with script enabled).
var hidingRaw = map[string]bool{
	"script": true, "style": true, "title": true, "iframe": true, "noembed": true, "noframes": true, "noscript": true,
}

// hidingParsed are the other elements never shown.
// (<video>, <audio> and <canvas> show their fallback content only where
// they are not supported: nowhere a chat UI runs.)
var hidingParsed = map[string]bool{
	"template": true, "head": true, "datalist": true, "video": true, "audio": true, "canvas": true, "rp": true,
}

// hidingClasses are the utility classes of the common CSS frameworks
// (Tailwind, Bootstrap, WordPress) that hide an element's text.
var hidingClasses = map[string]bool{
	"hidden": true, "invisible": true, "sr-only": true, "d-none": true, "visually-hidden": true,
	"screen-reader-text": true,
}

var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true,
	"link": true, "meta": true, "source": true, "track": true, "wbr": true,
}
