package readable

import "strings"

// sheet is what the answer's own style sheets may hide: the elements a
// hiding rule's selector could match. A selector is reduced to one key
// of its last compound (the element styled), id before class before
// attribute before type, so an element that matches the selector has
// that key: the keys are a superset of the matches, found in linear
// time. A rule whose last compound has none of these (*, :not(…),
// :nth-child(…)) could match any element: any.
type sheet struct {
	classes, ids, attrs, types map[string]bool
	any                        bool
	gen                        []genRule // ::before/::after content (bounded: maxGenRules)
	override, rtl              *sheet    // keys of unicode-bidi:*override and direction:rtl rules (bidi_inherit.go)
}

// genRule is a rule that draws text no element holds: content:"…" on
// ::before or ::after (or ::marker) of the elements keys could match.
// `.d::before{content:"deleted "}` drew "I have deleted the database."
// from "I have <span class=d></span>the database." (attack round 10b).
type genRule struct {
	keys  *sheet
	text  string
	after bool
}

// maxGenRules bounds the generated-content rules each element is tested
// against (linear); rules past it join the last one (its keys and text).
const maxGenRules = 8

// maxGenText bounds the text one generated-content rule adds.
const maxGenText = 512

// add reads the rules of a <style> body into s (nil: a new one). At-rule
// blocks (@media, @supports, @layer …) and nested rules are read as the
// rules they hold; an @import may load any rule: any. Linear: one pass,
// each prelude and declaration read once.
func (s *sheet) add(css string) *sheet {
	if s == nil {
		s = &sheet{}
	}
	type frame struct {
		prelude string // the selector list ("" for an at-rule's block)
		parent  int    // the enclosing frame with a selector, or -1
		hides   bool
		read    bool   // its keys are added (read once: nested rules ask again)
		content string // a content: string among its declarations
		bidi    bidiDecls
		drawn   drawnDecls // quotes: and list-style strings (gen_page.go)
	}
	var stack []frame
	deeper := 0 // blocks open past maxNest
	seg := 0    // start of the current prelude or declaration
	decl := func(d string) {
		switch {
		case len(stack) == 0:
			if strings.HasPrefix(strings.TrimSpace(d), "@import") {
				s.any = true
			}
		case hidingStyle(d):
			stack[len(stack)-1].hides = true
		}
		if len(stack) > 0 {
			if name, value, ok := strings.Cut(d, ":"); ok && cssText(strings.TrimSpace(name)) == "content" {
				stack[len(stack)-1].content = contentText(value)
			} else if ok {
				stack[len(stack)-1].bidi.read(name, value)
				stack[len(stack)-1].drawn.read(name, value)
			}
		}
	}
	var keysOf func(k int) func()
	keysOf = func(k int) func() { // adds frame k's keys, once
		return func() {
			if k < 0 || stack[k].read {
				return
			}
			stack[k].read = true
			s.selectors(stack[k].prelude, keysOf(stack[k].parent))
		}
	}
	end := func() { // the innermost block ends
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.content != "" && f.prelude != "" {
			s.addGen(f.prelude, f.content)
		}
		if f.prelude != "" {
			s.addBidi(f.prelude, f.bidi)
			s.addDrawn(f.drawn)
		}
		switch {
		case !f.hides:
		case f.prelude != "":
			s.selectors(f.prelude, keysOf(f.parent))
		case f.parent >= 0:
			keysOf(f.parent)() // @media inside a rule: the rule's
		default:
			s.any = true // declarations of a top-level at-rule (@scope …)
		}
	}
	for i := 0; i < len(css); i++ {
		switch c := css[i]; c {
		case '\\':
			i++
		case '"', '\'':
			if e := strings.IndexByte(css[i+1:], c); e >= 0 {
				i += 1 + e
			}
		case 'u', 'U':
			// an unquoted url( … ) is one token: a '}' or ';' in it ends
			// nothing ("x:url(});opacity:0" is two declarations of one
			// rule: attack round 10b); a quoted one is read as a string
			if i+4 <= len(css) && strings.EqualFold(css[i:i+4], "url(") && (i == 0 || !identByte(css[i-1])) {
				j := i + 4
				for j < len(css) && strings.IndexByte(" \t\n\r\f", css[j]) >= 0 {
					j++
				}
				if j < len(css) && (css[j] == '"' || css[j] == '\'') {
					i = j - 1
					continue
				}
				for ; j < len(css) && css[j] != ')'; j++ {
					if css[j] == '\\' {
						j++
					}
				}
				i = min(j, len(css)-1)
			}
		case '/':
			if strings.HasPrefix(css[i:], "/*") {
				e := strings.Index(css[i+2:], "*/")
				if e < 0 {
					i = len(css)
				} else {
					i += 2 + e + 1
				}
			}
		case ';':
			decl(css[seg:i])
			seg = i + 1
		case '{':
			if len(stack) >= maxNest {
				// nested past any sheet a page writes: read as one that
				// may hide anything (as an @import), its blocks counted,
				// not kept (a frame for each of a megabyte of '{' took
				// half a gigabyte: attack 12)
				s.any = true
				deeper++
				seg = i + 1
				continue
			}
			p := strings.TrimSpace(stripComments(css[seg:i]))
			f := frame{parent: -1}
			if n := len(stack); n > 0 {
				f.parent = stack[n-1].parent
				if stack[n-1].prelude != "" {
					f.parent = n - 1
				}
			}
			switch {
			case strings.HasPrefix(p, "@import"):
				s.any = true
			case strings.HasPrefix(strings.ToLower(p), "@font-face"):
				// a web font may draw any glyph as nothing (a blank font):
				// every element may be hidden, read both ways (attack
				// round 10b)
				s.any = true
			case strings.HasPrefix(p, "@"):
			case p == "":
				f.prelude = "*"
			default:
				f.prelude = p
			}
			stack = append(stack, f)
			seg = i + 1
		case '}':
			decl(css[seg:min(i, len(css))])
			seg = i + 1
			if deeper > 0 {
				deeper--
			} else if len(stack) > 0 {
				end()
			}
		}
	}
	if seg < len(css) {
		decl(css[seg:])
	}
	for len(stack) > 0 { // a block the sheet leaves open ends with it
		end()
	}
	return s
}

// maxNest is how deep sheet.add keeps blocks (at-rules and nested rules):
// CSS nesting in a page is a few levels.
const maxNest = 64

// stripComments is v with each CSS comment a space (one pass: a prelude
// may hold thousands).
func stripComments(v string) string {
	k := strings.Index(v, "/*")
	if k < 0 {
		return v
	}
	var b strings.Builder
	for k >= 0 {
		b.WriteString(v[:k])
		e := strings.Index(v[k+2:], "*/")
		if e < 0 {
			return b.String()
		}
		b.WriteByte(' ')
		v = v[k+2+e+2:]
		k = strings.Index(v, "/*")
	}
	b.WriteString(v)
	return b.String()
}

// selectors adds the keys of a selector list; a nested rule's compound
// that is only "&" (and pseudo-classes) stands for its parent's, which
// parent adds (once, however many ask).
func (s *sheet) selectors(list string, parent func()) { s.selectorsIn(list, parent, 0) }

// maxSelectorNesting bounds how deep :is(:is(…)) is read (each level
// reads its argument again): past it, any.
const maxSelectorNesting = 4

func (s *sheet) selectorsIn(list string, parent func(), depth int) {
	if depth > maxSelectorNesting {
		s.any = true
		return
	}
	for _, sel := range splitTop(list, ',') {
		c := lastCompound(strings.TrimSpace(sel))
		if strings.HasPrefix(c, "&") && parent != nil && strings.IndexAny(c, "#.[") < 0 {
			parent()
			continue
		}
		s.compound(c, depth)
	}
}

// splitTop splits v at each sep outside parentheses, brackets and
// escapes.
func splitTop(v string, sep byte) []string {
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '\\':
			i++
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case sep:
			if depth == 0 {
				out = append(out, v[from:i])
				from = i + 1
			}
		}
	}
	return append(out, v[from:])
}

// lastCompound is the last compound selector of a complex one: after the
// last combinator outside parentheses, brackets and escapes.
func lastCompound(sel string) string {
	depth, from := 0, 0
	for i := 0; i < len(sel); i++ {
		switch sel[i] {
		case '\\':
			i++
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case ' ', '\t', '\n', '\r', '\f', '>', '+', '~':
			if depth == 0 {
				from = i + 1
			}
		}
	}
	return sel[min(from, len(sel)):]
}

// compound adds the key of one compound selector (as written: its names
// are read by cssText, escapes decoded): its id, else a class, else an
// attribute, else its type; an :is(), :where(), :matches() or
// :-webkit-any() with no other key adds the keys of its arguments;
// nothing else (*, &, :not(), pseudo-classes): any.
func (s *sheet) compound(c string, depth int) {
	var id, class, attr, typ, inner string
	name := func(j int) int { // the end of the name from j
		for j < len(c) && strings.IndexByte("#.[:()>+~, \t\n", c[j]) < 0 {
			if c[j] == '\\' {
				j++
			}
			j++
		}
		return min(j, len(c))
	}
	i := name(0)
	if i > 0 {
		typ = cssText(c[:i])
		if k := strings.IndexByte(typ, '|'); k >= 0 {
			typ = typ[k+1:]
		}
	}
	for i < len(c) {
		switch c[i] {
		case '#', '.':
			j := name(i + 1)
			if c[i] == '#' && id == "" {
				id = cssText(c[i+1 : j])
			} else if c[i] == '.' && class == "" {
				class = cssText(c[i+1 : j])
			}
			i = j
		case '[':
			j := i + 1
			for j < len(c) && strings.IndexByte("]=~|^$*", c[j]) < 0 {
				if c[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j, len(c))
			if attr == "" {
				attr = strings.TrimSpace(cssText(c[i+1 : j]))
			}
			for j < len(c) && c[j] != ']' {
				j++
			}
			i = j + 1
		case ':':
			j := i + 1
			for j < len(c) && c[j] == ':' {
				j++
			}
			k := name(j)
			pseudo := cssText(c[j:k])
			if k < len(c) && c[k] == '(' {
				depth, e := 0, k
				for ; e < len(c); e++ {
					if c[e] == '(' {
						depth++
					} else if c[e] == ')' {
						if depth--; depth == 0 {
							break
						}
					}
				}
				switch pseudo {
				case "is", "where", "matches", "-webkit-any", "-moz-any":
					if inner == "" {
						inner = c[k+1 : min(e, len(c))]
					}
				}
				k = min(e+1, len(c))
			}
			i = max(k, i+1)
		default:
			i++
		}
	}
	switch {
	case id != "":
		s.ids = addKey(s.ids, id)
	case class != "":
		s.classes = addKey(s.classes, class)
	case attr != "":
		s.attrs = addKey(s.attrs, attr)
	case typ != "" && typ != "*" && typ != "&":
		s.types = addKey(s.types, typ)
	case inner != "":
		s.selectorsIn(inner, nil, depth+1)
	default:
		s.any = true
	}
}

func addKey(m map[string]bool, k string) map[string]bool {
	if m == nil {
		m = map[string]bool{}
	}
	m[strings.ToLower(k)] = true
	return m
}

// matches: the element t opens has a key of s (its attributes decoded).
func (s *sheet) matches(t htmlTag) bool {
	if s == nil {
		return false
	}
	if s.any || s.types[t.name] {
		return true
	}
	hit := false
	attrs(t.attrs, func(name, value string) bool {
		switch {
		case s.attrs[name]:
			hit = true
		case name == "id":
			hit = s.ids[strings.ToLower(strings.TrimSpace(value))]
		case name == "class":
			for _, c := range strings.Fields(value) {
				hit = hit || s.classes[strings.ToLower(c)]
			}
		}
		return hit
	})
	return hit
}

// identByte: c may be part of a CSS identifier (so "url(" after it is no
// url token: "myurl(").
func identByte(c byte) bool {
	return c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// contentText is the text a content: value draws: its quoted strings,
// escapes decoded, and each attr(name) as "\x00name\x00" (generated
// puts the element's attribute there), one after another (counters and
// the like are not read).
func contentText(v string) string {
	var b strings.Builder
	for i := 0; i < len(v) && b.Len() < maxGenText; i++ {
		q := v[i]
		if (q == 'a' || q == 'A') && i+5 <= len(v) && strings.EqualFold(v[i:i+5], "attr(") && (i == 0 || !identByte(v[i-1])) {
			e := strings.IndexByte(v[i:], ')')
			if e < 0 {
				break
			}
			name, _, _ := strings.Cut(strings.TrimSpace(v[i+5:i+e]), " ")
			b.WriteString("\x00" + cssText(name) + "\x00")
			i += e
			continue
		}
		if q != '"' && q != '\'' {
			continue
		}
		for i++; i < len(v) && v[i] != q; {
			if v[i] == '\\' {
				r, n := cssEscape(v[i:])
				if r >= 0 {
					b.WriteRune(r)
				}
				i += n
				continue
			}
			b.WriteByte(v[i])
			i++
		}
	}
	return b.String()
}

// addGen records a rule that draws text on the ::before or ::after of
// the elements its selectors could match.
func (s *sheet) addGen(prelude, text string) {
	for _, sel := range splitTop(prelude, ',') {
		c := strings.ToLower(lastCompound(strings.TrimSpace(sel)))
		after := strings.Contains(c, ":after")
		if !after && !strings.Contains(c, ":before") && !strings.Contains(c, ":marker") {
			continue
		}
		if len(s.gen) >= maxGenRules {
			g := &s.gen[len(s.gen)-1]
			g.keys.compound(c, 0)
			if len(g.text) < maxGenText {
				g.text += " " + text
			}
			continue
		}
		g := genRule{keys: &sheet{}, text: text, after: after}
		g.keys.compound(c, 0)
		s.gen = append(s.gen, g)
	}
}

// generated is the text the sheet draws before and after the element t
// opens (its keys may match).
func (s *sheet) generated(t htmlTag) (before, after string) {
	if s == nil {
		return "", ""
	}
	for _, g := range s.gen {
		if !g.keys.matches(t) {
			continue
		}
		text := withAttrs(g.text, t)
		if g.after {
			after += text
		} else {
			before += text
		}
	}
	return before, after
}

// withAttrs is generated text with each attr() placeholder the value of
// t's attribute of that name (content:attr(data-x) draws it).
func withAttrs(text string, t htmlTag) string {
	if strings.IndexByte(text, 0) < 0 {
		return text
	}
	var b strings.Builder
	for parts, k := strings.Split(text, "\x00"), 0; k < len(parts); k++ {
		if k%2 == 0 {
			b.WriteString(parts[k])
			continue
		}
		attrs(t.attrs, func(name, value string) bool {
			if name == parts[k] {
				b.WriteString(value[:min(len(value), maxGenText)])
				return true
			}
			return false
		})
	}
	return b.String()
}
