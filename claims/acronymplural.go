package claims

import "strings"

// acronymPluralNamed: o is an acronym's plural ("SKUs", "PRs", "VMs",
// "IDs") and the call names the acronym itself ("sku", "pr"): the answer
// counts the things a result keys by the singular ("a lista de SKUs" of
// [{"sku": "TR-90"}, …]). Another acronym is still another object.
func acronymPluralNamed(o string, call *Call) bool {
	if len(o) < 3 || len(o) > 7 || o[len(o)-1] != 's' {
		return false
	}
	stem := o[:len(o)-1]
	if strings.ToUpper(stem) != stem || !isAllLetters(strings.ToLower(stem)) {
		return false
	}
	return matchObject(fold(stem), call.haystack())
}
