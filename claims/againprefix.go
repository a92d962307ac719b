package claims

import "strings"

// againParticiple: a participle the lexicon lacks that is a listed one
// with the prefix of doing again ("reassigned", "réassigné",
// "reasignado", "reatribuído", "reopened"): the same action, so the same
// kind. Only before a vowel, where the prefix cannot be part of another
// word's stem ("reported", "resigned", "reserved" are no "ported",
// "signed", "served" again).
func againParticiple(m map[string]string, t token) (string, bool) {
	if t.kind != tokWord {
		return "", false
	}
	rest, ok := strings.CutPrefix(t.w, "re")
	if !ok {
		rest, ok = strings.CutPrefix(t.w, "ré")
	}
	if !ok || len(rest) < 5 || !strings.ContainsRune("aeiouáéíóú", []rune(rest)[0]) {
		return "", false
	}
	k, ok := m[rest]
	return k, ok
}
