package readable

import "strings"

// A browser draws some attribute values as text: an <img>'s alt where
// the image does not load (and a screen reader reads it), an <input>'s
// value in its box or as its button's label, a placeholder in an empty
// field. "<input value=\"I deleted the production database.\" readonly>"
// showed the claim in a text box, read as nothing (attack round 11).
// attributeText is that text, read where the element stands in the
// default reading (an insert: the hidden-shown reading, a renderer that
// strips tags, draws none of it).

// attrTextTags are the elements attributeText reads.
var attrTextTags = map[string]bool{"img": true, "input": true, "textarea": true}

// maxAttrText bounds the text one element's attributes add.
const maxAttrText = 512

// attributeText is the text the element t opens draws from its
// attributes, set apart by spaces, or "".
func attributeText(t htmlTag) string {
	var alt, value, placeholder, typ string
	attrs(t.attrs, func(name, v string) bool {
		switch name {
		case "alt":
			alt = v
		case "value":
			value = v
		case "placeholder":
			placeholder = v
		case "type":
			typ = strings.ToLower(strings.TrimSpace(v))
		}
		return false
	})
	var out string
	switch t.name {
	case "img":
		out = alt
	case "input":
		switch typ {
		case "hidden", "checkbox", "radio", "file", "range", "color":
			// no text drawn from value
		case "image":
			out = alt
		default:
			out = value
			if out == "" {
				out = placeholder
			}
		}
	case "textarea":
		out = placeholder
	}
	if strings.TrimSpace(out) == "" {
		return ""
	}
	return " " + out[:min(len(out), maxAttrText)] + " "
}
