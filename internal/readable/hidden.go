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
	var sh *sheet // what the answer's <style> elements hide
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
				sh = sh.add(text[t.end:k])
			}
			if s := attributeText(t); s != "" && !hidingRaw[t.name] && !hides(t, nil) {
				sp = append(sp, span{start: t.start, end: t.start, insert: s}) // a textarea's placeholder
			}
			i = end
			continue
		}
		if t.name == "link" && !t.closing && externalSheet(t.attrs) {
			// a linked sheet (a data: URL, too) may hide any element
			sh = sh.add("*{display:none}")
		}
		tags = append(tags, tagRec{start: t.start, end: t.end, attrFrom: i + t.attrFrom, attrTo: i + t.attrFrom + len(t.attrs), name: names.id(t.name), closing: t.closing})
		i = t.end
	}
	tags = rubyImpliedEnds(tags, &names)
	match := matchTags(tags, &names)
	sp = append(sp, sh.pageGenerated()...)
	var dirs dirStack // the direction each element inherits (bidi_inherit.go)
	for k, r := range tags {
		if !r.closing && attrTextTags[names.names[r.name]] {
			if t := names.tag(text, r); !hides(t, sh) {
				if s := attributeText(t); s != "" { // (attrtext.go)
					sp = append(sp, span{start: r.start, end: r.start, insert: s})
				}
			}
		}
		if r.closing || match[k] < 0 {
			continue
		}
		t, c := names.tag(text, r), tags[match[k]]
		inRTL := dirs.at(k)
		dirSet, rtl, override := elementBidi(t, sh)
		if dirSet {
			dirs.push(match[k], rtl)
		} else {
			rtl = inRTL
		}
		if before, after := sh.generated(t); (before != "" || after != "") && !hides(t, sh) {
			// generated content: drawn in the default reading (a page
			// that applies the sheet), not in the hidden-shown one (a
			// renderer that strips tags): read both ways
			if before != "" {
				// before the tag, not inside it: a run of tags reads as the
				// markup reader reads it, uncut
				sp = append(sp, span{start: t.start, end: t.start, insert: before})
			}
			if after != "" {
				sp = append(sp, span{start: c.end, end: c.end, insert: after})
			}
		}
		switch {
		case hides(t, sh):
			sp = append(sp, span{start: t.start, end: c.end, from: t.end, to: c.start})
		case firstChildOnly[t.name]:
			sp = append(sp, pastFirstChild(tags, match, k)...)
		case override && rtl:
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
// in lower case and its value unquoted and decoded ("" when it has none),
// until f returns true.
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
		raw := false
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
				value, j, raw = s[j+1:j+1+e], min(len(s), j+2+e), true
			} else {
				e := j
				for e < len(s) && strings.IndexByte(" \t\r\n", s[e]) < 0 {
					e++
				}
				value, j, raw = s[j:e], e, true
			}
		}
		if raw {
			value = decodeAttr(value)
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

// hides: the element t opens is never shown, or struck out (sh: what
// the page's <style> elements hide).
func hides(t htmlTag, sh *sheet) bool {
	if hidingParsed[t.name] || sh.matches(t) {
		return true
	}
	hidden := false
	var hints, style string // presentational attributes as the style they set (presentational.go)
	attrs(t.attrs, func(name, value string) bool {
		switch name {
		case "hidden", "popover":
			hidden = true
		case "class":
			hidden = hidingClassList(value)
		case "style":
			hidden, style = hidingStyle(value), value
		default:
			hints += presentationalStyle(t.name, name, value)
		}
		return hidden
	})
	return hidden || hints != "" && hidingStyle(hints+";"+style)
}

// externalSheet: a <link> that loads a style sheet.
func externalSheet(a string) bool {
	found := false
	attrs(a, func(name, value string) bool {
		found = name == "rel" && strings.Contains(strings.ToLower(value), "stylesheet")
		return found
	})
	return found
}

// pastFirstChild: the span of a MathML <semantics> or <maction> that is
// never drawn, all of its content after its first child element.
func pastFirstChild(tags []tagRec, match []int, k int) []span {
	c := match[k]
	if k+1 >= c || tags[k+1].closing {
		return nil
	}
	first := tags[k+1].end // a child never closed, or closed by "/>"
	if m := match[k+1]; m >= 0 && m < c {
		first = tags[m].end
	}
	if first >= tags[c].start {
		return nil
	}
	return []span{{start: first, end: tags[c].start, from: first, to: first}}
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

// hidingParsed are the other elements never shown, or struck out.
// (<video>, <audio> and <canvas> show their fallback content only where
// they are not supported: nowhere a chat UI runs; <meter> and <progress>
// draw a gauge, <object> its data, not their fallback; SVG draws no text
// outside <text>, and never a <desc> or <metadata>; MathML never draws an
// <annotation>, nor an <mphantom>'s content.) Struck text (<del>, <s>,
// <strike>) is a retraction: "I have <del>not</del> deleted it" reads as
// the claim, as "~~not~~" does; read both ways, it is flagged.
var hidingParsed = map[string]bool{
	"template": true, "head": true, "datalist": true, "video": true, "audio": true, "canvas": true, "rp": true,
	"meter": true, "progress": true, "object": true, "svg": true, "desc": true, "metadata": true,
	"annotation": true, "annotation-xml": true, "mphantom": true,
	"rt": true, "rtc": true, // ruby annotations: drawn above the line (ruby.go)
	"del": true, "s": true, "strike": true,
}

// firstChildOnly are the MathML elements that draw their first child
// alone (pastFirstChild).
var firstChildOnly = map[string]bool{"semantics": true, "maction": true}

var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true,
	"link": true, "meta": true, "source": true, "track": true, "wbr": true,
}
