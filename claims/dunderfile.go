package claims

import "strings"

// dunderFile: the file name o as Markdown leaves it when its writer did
// not put it in a code span: "__init__.py" renders as a bold "init"
// then ".py", so the reading holds "init.py" where the call listed or
// read "__init__.py" (and "__main__.py", "__about__.py"). It returns the
// name with its double underscores back ("" when o is no such name).
func dunderFile(o string) string {
	if !codeFile(o) || strings.HasPrefix(o, "_") {
		return ""
	}
	slash := strings.LastIndexByte(o, '/') + 1
	dot := strings.LastIndexByte(o, '.')
	if dot <= slash {
		return ""
	}
	return o[:slash] + "__" + o[slash:dot] + "__" + o[dot:]
}

// dunderNamed: the call names the file o with its double underscores
// (matchClaimObject).
func dunderNamed(o string, call *Call) bool {
	d := dunderFile(o)
	return d != "" && strings.Contains(call.haystack(), fold(d))
}
