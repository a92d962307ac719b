package readable

import "strings"

// A style sheet's generated text is drawn on elements the answer never
// writes as tags: the page's own (html, body, :root, "*", a bare
// "::after") and those a Markdown renderer creates (a paragraph, **bold**,
// a list item, `code`). hiddenElements reads it only at written tags, so
// `<style>*::after{content:"I deleted …"}</style>Status: done.` drew the
// claim unread. pageGenerated reads such rules' text at the answer's
// start. quotes: and list-style strings draw text as content: does: on
// every <q>, on every list item's marker.

// pageTypes are the element types a page or a Markdown renderer makes
// whether or not the answer writes their tags.
var pageTypes = []string{"html", "body", "main", "article", "p", "strong", "b", "em", "i", "li", "ul", "ol",
	"code", "pre", "a", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "del", "s", "img", "table",
	"thead", "tbody", "tr", "th", "td", "hr", "input"}

// pageGenerated are the spans (inserts at offset 0: the answer's start)
// of the generated text of the sheet's rules that can match an element
// of pageTypes or any element; nil for none.
func (s *sheet) pageGenerated() []span {
	if s == nil || len(s.gen) == 0 {
		return nil
	}
	var b strings.Builder
	for _, g := range s.gen {
		if !g.keys.any && !g.keys.anyType(pageTypes) {
			continue
		}
		// an attr() placeholder reads as nothing here: no element to
		// take it from
		b.WriteString(withAttrs(g.text, htmlTag{}))
		b.WriteString("\n\n")
	}
	if b.Len() == 0 {
		return nil
	}
	return []span{{insert: b.String()}}
}

// anyType: the sheet's keys hold one of types.
func (s *sheet) anyType(types []string) bool {
	for _, t := range types {
		if s.types[t] {
			return true
		}
	}
	return false
}

// drawnDecls are the strings a rule's quotes: and list-style(-type):
// declarations draw (their quoted strings; "" for none).
type drawnDecls struct{ quotes, marker string }

func (d *drawnDecls) read(name, value string) {
	switch cssText(strings.TrimSpace(name)) {
	case "quotes":
		d.quotes = contentText(value)
	case "list-style-type", "list-style":
		d.marker = contentText(value)
	}
}

// addDrawn records d's strings as generated text: quotes before every
// <q> (which inherits them from any ancestor the rule matches), a marker
// before every list item.
func (s *sheet) addDrawn(d drawnDecls) {
	if d.quotes != "" {
		s.addGen("q::before", d.quotes)
	}
	if d.marker != "" {
		s.addGen("li::before", d.marker)
	}
}
