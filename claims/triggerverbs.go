package claims

import "strings"

// Triggering is kind-neutral: "disparei o pipeline" runs it, "campanha
// disparada" sends it. The lexicons list the trigger verbs as runs; a
// claim told with one is backed by a send tool too (what a send tool
// triggers is its send). The verbs, by language, as infinitives; their
// forms are derived as the lexicons' are (lang_conj.go).
var triggerInfinitives = map[string]string{
	"pt": "disparar acionar",
	"es": "disparar accionar",
	"fr": "déclencher",
	"de": "aus|lösen triggern",
	"en": "trigger",
}

// triggerForms: the folded participles, pasts and infinitives of the
// trigger verbs, all languages.
var triggerForms = func() set {
	m := set{}
	for code, vs := range triggerInfinitives {
		for _, v := range strings.Fields(fold(vs)) {
			a, b, c, d := verbForms(code, v)
			for _, fs := range [][]string{a, b, c, d} {
				for _, f := range fs {
					m[fold(f)] = true
				}
			}
		}
	}
	return m
}()

// triggerCue: the claim's cue ends in a trigger verb.
func triggerCue(c *Claim) bool {
	ws := words(c.Cue)
	if len(ws) == 0 {
		return false
	}
	last := strings.Trim(ws[len(ws)-1], ".,;:!*_")
	return triggerForms[last] || triggerForms[undiminished(last)] || triggerForms[strings.TrimSuffix(strings.TrimSuffix(last, "s"), "a")+"o"]
}
