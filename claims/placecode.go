package claims

import "strings"

// placeCodeNamed: o is a place or a name written in full ("Valencia",
// "Guadalajara", "México", "Nordeste") and the call's arguments give it
// as a short upper-case code that abbreviates it: two or three letters,
// the first the name's first letter and the others letters of the name
// in order ("VLC", "GDL", "MX", "NE"). Systems key warehouses, stores,
// countries and regions by such codes (`{"warehouse": "VLC"}`, `WHERE
// pais='MX'`), and a report names the place in words. Only the call's
// arguments are read (what it was asked about, not what it returned),
// and only a code quoted as a whole value (`"VLC"`, `'MX'`), not a word
// of a longer one nor a keyword of a query (SQL's `AND` is no "Andrea").
func placeCodeNamed(o string, call *Call) bool {
	if len(o) < 4 || !isUpper(o[0]) && o[0] < 0x80 {
		return false
	}
	name := fold(o)
	if !isAllLetters(name) || len(name) < 4 {
		return false
	}
	args := call.Args
	if len(args) > maxArgsScan {
		args = args[:maxArgsScan]
	}
	for i := 0; i < len(args); {
		if !isUpper(args[i]) || i > 0 && isCodeByte(args[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(args) && isUpper(args[j]) {
			j++
		}
		if n := j - i; n >= 2 && n <= 3 && i > 0 && j < len(args) && isQuote(args[i-1]) && isQuote(args[j]) && abbreviates(strings.ToLower(args[i:j]), name) {
			return true
		}
		i = j
	}
	return false
}

// maxArgsScan bounds the bytes of a call's arguments placeCodeNamed reads.
const maxArgsScan = 4 << 10

// isQuote: b quotes a value in a call's arguments.
func isQuote(b byte) bool { return b == '"' || b == '\'' }

// isCodeByte: b continues a word or an identifier.
func isCodeByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '-' || b == '.' || b >= 0x80
}

// abbreviates: code (lower case) is name's first letter followed by
// letters of name in order.
func abbreviates(code, name string) bool {
	if code[0] != name[0] {
		return false
	}
	k := 1
	for _, c := range []byte(code[1:]) {
		for k < len(name) && name[k] != c {
			k++
		}
		if k == len(name) {
			return false
		}
		k++
	}
	return true
}
