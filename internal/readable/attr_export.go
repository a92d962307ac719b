package readable

// DecodeAttr is an attribute value as the HTML parser hands it on, its
// character references decoded (decodeAttr).
func DecodeAttr(v string) string { return decodeAttr(v) }

// CSSText is CSS text as the browser reads it: comments gone, escapes
// decoded, ASCII in lower case, white space runs one space (cssText).
func CSSText(v string) string { return cssText(v) }
