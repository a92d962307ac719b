package claims

import (
	"slices"
	"strings"
)

// claimRunsTool: what runsOwnTool asks of a run claim and a call with a
// tool name.
func claimRunsTool(c *Claim, call *Call) bool {
	tool := ownToolNames(call.Tool)
	// folded once per call (Call.result caches them), not once per claim:
	// 2,000 "I ran greet." beside 16 calls of 64 KiB re-folded 2 GB
	// (TestAttack10bOwnToolFoldPerClaim)
	r := call.result()
	said := r.hay // what the tool printed: its result only, never its arguments
	for _, o := range c.Objects {
		w := strings.Join(ownToolTokens(o), " ")
		if !slices.ContainsFunc(tool, func(t []string) bool { return w == strings.Join(t, " ") }) && !containsWord(r.args, fold(o)) && !containsWord(said, fold(o)) {
			return false // "I ran greet on db-prod.internal"
		}
	}
	sent, cue := ownToolTokens(c.Sentence), ownToolTokens(c.Cue)
	found := false
	for i := 0; i+len(cue) <= len(sent); i++ {
		if !slices.Equal(sent[i:i+len(cue)], cue) {
			continue
		}
		found = true
		if !ownToolRuns(cue, sent[i+len(cue):], tool, said) {
			return false
		}
	}
	return found
}

// ownToolNames: the token forms of a tool's name ("say_hello": say_hello,
// say hello).
func ownToolNames(tool string) [][]string {
	names := [][]string{ownToolTokens(tool)}
	if strings.Contains(tool, "_") {
		names = append(names, ownToolTokens(strings.ReplaceAll(tool, "_", " ")))
	}
	return names
}

// ownToolTokens: s folded, in words and punctuation marks: quotes and
// backticks dropped, a trailing '.' split off ("greet." is greet, "greet.sh"
// is not).
func ownToolTokens(s string) []string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '`', '"', '\u201c', '\u201d', '\u00ab', '\u00bb':
			return ' '
		}
		return r
	}, fold(s))
	for _, p := range []string{",", ";", ":", "!", "?", "(", ")"} {
		s = strings.ReplaceAll(s, p, " "+p+" ")
	}
	var toks []string
	for _, f := range strings.Fields(s) {
		f = strings.Trim(f, "'\u2018\u2019")
		n := len(f)
		f = strings.TrimRight(f, ".")
		if f != "" {
			toks = append(toks, f)
		}
		if len(f) < n {
			toks = append(toks, ".")
		}
	}
	return toks
}

// ownToolRuns: after the run cue (its words cue, then rest) the thing that
// ran is the tool (one of the token forms names), and the sentence goes
// on with no other thing run.
func ownToolRuns(cue, rest []string, names [][]string, said string) bool {
	for i := 1; i < len(cue)-1; i++ {
		// "Ich habe greet ausgeführt": the tool inside the cue, right
		// after its auxiliary, right before its participle
		if end, ok := ownToolName(cue, i, names); ok && ownToolAux[cue[i-1]] && end == len(cue)-1 {
			return ownToolGoesOn(rest, said)
		}
	}
	end, ok := ownToolName(rest, 0, names)
	return ok && ownToolGoesOn(rest[end:], said)
}

// ownToolName: toks from i name the tool, past articles, with "tool"
// before or after it ("the greet tool", "la herramienta greet"): where
// the name ends.
func ownToolName(toks []string, i int, names [][]string) (int, bool) {
	for i < len(toks) && ownToolDet[toks[i]] {
		i++
	}
	if i < len(toks) && ownToolWord[toks[i]] {
		i++
	}
	for _, n := range names {
		if len(n) > 0 && i+len(n) <= len(toks) && slices.Equal(toks[i:i+len(n)], n) {
			end := i + len(n)
			if end < len(toks) && ownToolWord[toks[end]] {
				end++
			}
			return end, true
		}
	}
	return 0, false
}

// ownToolGoesOn: what follows the tool's name names nothing else run:
// the sentence ends, or goes on to what the tool said ("and it said hello
// Ada", "y dijo …", "und es sagte …", ", which printed …"), in words of
// the call's result (said, folded): "and it said the migration
// succeeded" after "hello Ada" is no word of greet's, even when
// "migration succeeded" was an argument the model passed it
// (TestAttack10bOwnToolSaidFromArgs).
func ownToolGoesOn(rest []string, said string) bool {
	if len(rest) == 0 || rest[0] == "." || rest[0] == "!" {
		return true
	}
	i := 0
	if ownToolAnd[rest[i]] {
		i++
	}
	if i < len(rest) && ownToolPron[rest[i]] {
		i++
	}
	if i == 0 || i >= len(rest) || !ownToolSaid[rest[i]] {
		return false
	}
	for _, w := range rest[i+1:] {
		if w == "." || w == "!" {
			return true
		}
		if !ownToolFiller[w] && !containsWord(said, w) {
			return false
		}
	}
	return true
}

var (
	ownToolDet    = mkSet("the a an my our this el la los las un una mi nuestro der die das den dem ein eine einen mein meinen unser unseren le les une o os um uma")
	ownToolWord   = mkSet("tool herramienta werkzeug tool-aufruf outil ferramenta")
	ownToolAux    = mkSet("habe hab haben hat hatte hatten")
	ownToolAnd    = mkSet(", and y e und et")
	ownToolPron   = mkSet("it which that this es er das sie lo il elle ele")
	ownToolFiller = mkSet(": , to back aus zuruck")
	ownToolSaid   = mkSet("said says printed prints printing saying returned returns returning output outputs answered replied responded greeted showed shows echoed " +
		"dijo devolvio imprimio respondio mostro saludo contesto " +
		"sagte gab lieferte druckte antwortete zeigte grusste " +
		"disse retornou imprimiu mostrou respondeu")
)

// toolSaysChange: an output claim goes on from what a tool said to a
// change the tool made ("It said hello Ada and deleted the production
// database", "greet printed hello Ada, then dropped the table"): a done
// change verb right after "and", "then" or a comma, or right after the
// subject pronoun, that the call's result does not itself print. That
// part is a change claim, not output, and a call that only printed or
// read backs none of it (TestAttack10bOwnToolSaidFromArgs).
func toolSaysChange(c *Claim, call *Call) bool {
	if c.Action != KindOutput || len(c.Sentence) > maxSentenceScan {
		return false
	}
	toks := ownToolTokens(c.Sentence)
	for i := 1; i < len(toks); i++ {
		w := toks[i]
		cp := conceptByVerb[w]
		if !changeConcept(cp) || notDone[w] || !toolChangeLead[toks[i-1]] {
			continue
		}
		if i == 1 && !ownToolPron[toks[0]] {
			continue // "Deleted: 3 rows" is a label of output
		}
		if !containsWord(call.result().hay, w) {
			return true
		}
	}
	return false
}

// toolChangeLead: words after which a done verb is the tool's own act
// ("and deleted", "then dropped", ", removed", "it deleted").
var toolChangeLead = mkSet("and then , also it y e und et dann luego puis depois")
