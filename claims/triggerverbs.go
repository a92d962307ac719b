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

// triggersRun: the sentence names a thing only a run starts (a deploy, a
// pipeline, a build, a workflow, a job): "Disparei o deploy" beside an
// e-mail sent is no send's trigger.
func triggersRun(c *Claim) bool {
	for _, w := range words(fold(c.Sentence)) {
		if triggerRunObjects[strings.Trim(w, ".,;:!*_`'\"")] {
			return true
		}
		if i := strings.LastIndexByte(w, '-'); i > 0 && triggerRunObjects[strings.Trim(w[i+1:], ".,;:!*_`'\"")] {
			return true // "Release-Workflow"
		}
	}
	return false
}

// triggerRunObjects: things a run tool starts, folded, every language.
var triggerRunObjects = mkSet(`build builds deploy deploys deployment pipeline pipelines workflow workflows job jobs backup migration rollout
	despliegue compilacion respaldo migracion implantacao compilacao migracao deploiement sauvegarde
	bereitstellung sicherung migration`)
