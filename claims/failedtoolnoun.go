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
		noun := toolNoun(f.Tool)
		if noun == "" {
			continue
		}
		shared := false
		for i := range calls {
			if st := calls[i].Status; i == j || st != Verified && st != Unverified && st != Client {
				continue
			}
			h := fold(calls[i].Tool + " " + calls[i].Args)
			if strings.Contains(h, strings.TrimSuffix(noun, "s")) {
				shared = true
				break
			}
		}
		if shared {
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
	return nil
}

// toolNoun: the last part of a tool's name (split at "_", "-", "." and
// case) when it is a noun of at least four letters, folded; "" else.
func toolNoun(tool string) string {
	parts := strings.FieldsFunc(fold(tool), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == '/' })
	if len(parts) < 2 {
		return "" // a one-word tool ("weather") says too little
	}
	p := parts[len(parts)-1]
	if len(p) < 4 || !isAllLetters(p) || toolVerbs[p] {
		return ""
	}
	return p
}

// toolVerbs are verbs and generic words a tool name ends in, not the
// thing it is about.
var toolVerbs = mkSet("get list search fetch read query find show view lookup create update delete send post run exec call status info data check open close cancel book read write")
