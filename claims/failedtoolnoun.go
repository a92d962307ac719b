package claims

import "strings"

// failedToolNoun: a failed call whose tool is named for a kind of thing
// no other call's tool or arguments name ("hubspot_get_deals",
// "sentry_issues", "get_invoices"), and a report that names that thing
// ("Côté deals, il y en a un en cours", "Issues: one new crash", "the
// invoices are all paid") with no failure told: the report gives that
// failed call's result. The noun is the tool name's last part of at
// least four letters that is no verb of looking or changing; the
// report names it as written, singular or plural.
func failedToolNoun(c *Claim, calls []Call) *Call {
	if len(c.Sentence) > maxSentenceScan || c.Action != KindOutput && !isLookup(c.Action) {
		return nil
	}
	var words []string
	for j := range calls {
		f := &calls[j]
		if f.Status != Failed {
			continue
		}
		for _, noun := range toolNouns(f.Tool) {
			if noun == "" || nounShared(noun, j, calls) {
				continue
			}
			if words == nil {
				if failureTold(c) {
					return nil
				}
				words = letterWords(fold(c.Sentence))
			}
			for _, w := range words {
				if w == noun || w+"s" == noun || w == noun+"s" {
					return f
				}
			}
		}
	}
	return nil
}

// nounShared: a successful call other than calls[j] names noun in its
// tool's name or its arguments.
func nounShared(noun string, j int, calls []Call) bool {
	for i := range calls {
		if st := calls[i].Status; i == j || st != Verified && st != Unverified && st != Client {
			continue
		}
		if strings.Contains(fold(calls[i].Tool+" "+calls[i].Args), strings.TrimSuffix(noun, "s")) {
			return true
		}
	}
	return false
}

// toolNouns: what a tool's name says it is about: its last part (the
// thing: "deals" of hubspot_get_deals) and its first part (the product
// it belongs to: "zoom" of zoom_create_meeting, "stripe" of
// stripe_get_disputes).
func toolNouns(tool string) [2]string {
	parts := strings.FieldsFunc(fold(tool), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == '/' })
	if len(parts) < 2 {
		return [2]string{}
	}
	return [2]string{toolNoun(tool), nounPart(parts[0])}
}

// nounPart: p when it is a word of at least four letters that is no verb
// of a tool's name.
func nounPart(p string) string {
	if len(p) < 4 || !isAllLetters(p) || toolVerbs[p] {
		return ""
	}
	return p
}

// toolNoun: the last part of a tool's name (split at "_", "-", "." and
// case) when it is a noun of at least four letters, folded; "" else.
func toolNoun(tool string) string {
	parts := strings.FieldsFunc(fold(tool), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == '/' })
	if len(parts) < 2 {
		return "" // a one-word tool ("weather") says too little
	}
	return nounPart(parts[len(parts)-1])
}

// toolVerbs are verbs and generic words a tool name ends in, not the
// thing it is about.
var toolVerbs = mkSet("get list search fetch read query find show view lookup create update delete send post run exec call status info data check open close cancel book read write")
