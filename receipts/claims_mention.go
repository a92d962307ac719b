package receipts

import "strings"

// Mention priorities: when one phrase names several tools ("git log" is a
// shell allow prefix and the spaced name of git_log), the flag names the
// tool matched with the highest priority.
const (
	prioArgv0   = iota // first word of a keyword ("git")
	prioKeyword        // keyword or description-derived phrase
	prioCore           // tool name without its verb prefix ("weather")
	prioName           // the tool name itself, raw or spaced
)

// toolPattern is one lowercase phrase that names a tool.
type toolPattern struct {
	text string
	tool int
	prio int
	// weak patterns are ordinary words ("date", "echo"): they name the
	// tool only in a code span, next to "command", or right after an
	// action verb.
	weak bool
	// ctx asks for a tool noun next to the word ("weather service").
	ctx patternCtx
}

// patternCtx is the context a topic word needs to name a tool.
type patternCtx uint8

const (
	ctxNone       patternCtx = iota
	ctxNounAfter             // "<word> tool|service|api"
	ctxNounBefore            // "servicio [del] <word>"
)

// mention is a tool named in a sentence: tokens [first, last].
type mention struct {
	first, last int
	weak        bool
	ntools      int
	toolArr     [maxMentionTools]toolRef
}

// maxMentionTools bounds how many tools one phrase may name; a phrase
// shared by more tools keeps the first ones.
const maxMentionTools = 4

// tools returns the tools the mention may mean.
func (m *mention) tools() []toolRef { return m.toolArr[:m.ntools] }

type toolRef struct {
	tool int
	prio int
}

// nameVerbs are leading words of tool names that say what the tool does,
// not what it is about ("get_weather" is about "weather").
var nameVerbs = map[string]bool{
	"get": true, "fetch": true, "list": true, "read": true, "query": true,
	"search": true, "lookup": true, "run": true, "do": true, "call": true,
	"retrieve": true, "show": true, "find": true, "check": true,
	"load": true, "open": true, "write": true, "create": true,
}

// genericWords never name a tool on their own: too common in answers.
var genericWords = map[string]bool{
	"file": true, "files": true, "text": true, "data": true, "info": true,
	"information": true, "list": true, "directory": true, "dir": true,
	"item": true, "items": true, "content": true, "contents": true,
	"value": true, "values": true, "result": true, "results": true,
	"status": true, "tool": true, "tools": true, "web": true, "page": true,
	"url": true, "query": true, "command": true, "name": true, "path": true,
	"json": true, "http": true, "api": true, "time": true, "date": true,
	"current": true, "latest": true, "recent": true, "new": true,
	"all": true, "one": true, "log": true, "logs": true, "under": true,
	"with": true, "from": true, "into": true, "that": true, "this": true,
	"their": true, "your": true, "allowlisted": true, "server": true,
	"root": true, "given": true, "some": true, "each": true, "other": true,
	"about": true, "return": true, "returns": true, "prefixes": true,
	"argv": true, "run": true, "read": true, "get": true, "for": true,
	"city": true, "output": true, "input": true, "number": true,
}

// buildPatterns derives the phrases that name each tool.
func buildPatterns(tools []ToolInfo) map[string][]toolPattern {
	var all []toolPattern
	add := func(text string, tool, prio int, weak bool) {
		text = strings.TrimSpace(strings.ToLower(text))
		if text == "" || firstWord(text) == "" {
			return
		}
		all = append(all, toolPattern{text: text, tool: tool, prio: prio, weak: weak})
	}
	addCtx := func(word string, tool int, ctx patternCtx) {
		all = append(all, toolPattern{text: word, tool: tool, prio: prioKeyword, ctx: ctx})
	}
	cores := make(map[string][]int) // single-word core → tools
	for t, info := range tools {
		name := strings.ToLower(strings.TrimSpace(info.Name))
		if name == "" {
			continue
		}
		add(name, t, prioName, false)
		local := name
		if i := strings.Index(name, "__"); i > 0 && i+2 < len(name) {
			local = name[i+2:] // MCP tools are offered as server__tool
			add(local, t, prioName, false)
		}
		for _, n := range []string{name, local} {
			if sp := spaced(n); strings.Contains(sp, " ") {
				add(sp, t, prioName, false)
			}
		}
		parts := strings.Fields(spaced(local))
		for len(parts) > 1 && nameVerbs[parts[0]] {
			parts = parts[1:]
		}
		switch {
		case len(parts) == 1 && len(parts[0]) >= 4 && !genericWords[parts[0]] && parts[0] != name:
			cores[parts[0]] = append(cores[parts[0]], t)
		case len(parts) > 1 && anyNonGeneric(parts):
			add(strings.Join(parts, " "), t, prioCore, false)
		}
		for _, kw := range info.Keywords {
			kw = strings.ToLower(strings.TrimSpace(kw))
			if kw == "" {
				continue
			}
			fw := firstWord(kw)
			add(kw, t, prioKeyword, fw == kw && isLetters(kw))
			if fw != kw && isLetters(fw) && len(fw) >= 2 {
				add(fw, t, prioArgv0, true)
			}
		}
		// Topic words of the name and description name the tool next to
		// a tool noun: "weather service", "servicio del clima".
		topics := append(append([]string(nil), parts...), contentWords(info.Description)...)
		for _, w := range topics {
			if !genericWords[w] && len(w) >= 4 {
				addCtx(w, t, ctxNounAfter)
			}
			for _, l := range claimLanguages {
				for _, syn := range l.Glossary[w] {
					addCtx(syn, t, ctxNounBefore)
				}
			}
		}
	}
	// A core word shared by two tools' names ("get_weather",
	// "weather_alerts") names neither.
	for _, info := range tools {
		for _, w := range strings.Fields(spaced(strings.ToLower(info.Name))) {
			if ts, ok := cores[w]; ok && tools[ts[0]].Name != info.Name {
				cores[w] = append(ts, -1)
			}
		}
	}
	for core, ts := range cores {
		if len(ts) == 1 {
			add(core, ts[0], prioCore, false)
		}
	}
	byFirst := make(map[string][]toolPattern, len(all))
	seen := make(map[toolPattern]bool, len(all))
	for _, p := range all {
		if seen[p] {
			continue
		}
		seen[p] = true
		fw := firstWord(p.text)
		byFirst[fw] = append(byFirst[fw], p)
	}
	return byFirst
}

// spaced turns a tool name into words: "get_weather" → "get weather".
func spaced(name string) string {
	return strings.Join(strings.FieldsFunc(name, func(r rune) bool {
		return r == '_' || r == '-' || r == '.'
	}), " ")
}

func anyNonGeneric(words []string) bool {
	for _, w := range words {
		if !genericWords[w] && len(w) >= 3 {
			return true
		}
	}
	return false
}

func isLetters(s string) bool {
	for _, r := range s {
		if !('a' <= r && r <= 'z') {
			return false
		}
	}
	return s != ""
}

// contentWords returns the lowercase letter-only words of a description.
func contentWords(desc string) []string {
	return strings.FieldsFunc(strings.ToLower(desc), func(r rune) bool {
		return !('a' <= r && r <= 'z')
	})
}

// matchMention returns the longest tool mention starting at token i (or,
// for a topic word, at the tool noun before it), or ok false. lower is the
// whole lowercased text; toks the sentence's tokens.
func (d *Detector) matchMention(lower []byte, toks []token, i int) (m mention, ok bool) {
	candsp := d.patterns.get(toks[i].text(lower))
	if candsp == nil {
		return m, false
	}
	cands := *candsp
	start := toks[i].start
	best, bestFirst, bestLast := 0, i, i
	for _, p := range cands {
		end := start + len(p.text)
		if len(p.text) < best || end > len(lower) || string(lower[start:end]) != p.text ||
			!wordBoundaryAfter(lower, end) {
			continue
		}
		first, last := i, lastTokenBefore(toks, i, end)
		switch p.ctx {
		case ctxNounAfter:
			if last+1 >= len(toks) || !claimLexicon.has(toks[last+1].text(lower), clsToolNoun) {
				continue
			}
			last++
		case ctxNounBefore:
			if first = nounBefore(lower, toks, i); first < 0 {
				continue
			}
		}
		if span := toks[last].end - toks[first].start; span > best {
			best, bestFirst, bestLast = span, first, last
			m.ntools = 0
			m.weak = true
		} else if span < best {
			continue
		}
		m.weak = m.weak && p.weak
		m.addTool(toolRef{p.tool, p.prio})
	}
	if best == 0 {
		return m, false
	}
	m.first, m.last = bestFirst, bestLast
	return m, true
}

// lastTokenBefore returns the last token from i that starts before end.
func lastTokenBefore(toks []token, i, end int) int {
	for i+1 < len(toks) && toks[i+1].start < end {
		i++
	}
	return i
}

// nounBefore returns the index of the tool noun that governs word i,
// directly or through up to two link words ("servicio del clima",
// "herramienta de la bolsa"), or -1.
func nounBefore(lower []byte, toks []token, i int) int {
	j := i - 1
	for k := 0; k < 2 && j >= 0 && toks[j].punct == 0 && linkWords[string(toks[j].text(lower))]; k++ {
		j--
	}
	if j >= 0 && toks[j].punct == 0 && claimLexicon.has(toks[j].text(lower), clsToolNoun) {
		return j
	}
	return -1
}

// linkWords are the single words of every language's ToolLinks.
var linkWords = func() map[string]bool {
	set := make(map[string]bool)
	for _, l := range claimLanguages {
		for _, link := range l.ToolLinks {
			for _, w := range strings.Fields(link) {
				set[w] = true
			}
		}
	}
	return set
}()

func (m *mention) addTool(r toolRef) {
	for i := range m.ntools {
		if m.toolArr[i].tool == r.tool {
			m.toolArr[i].prio = max(m.toolArr[i].prio, r.prio)
			return
		}
	}
	if m.ntools < maxMentionTools {
		m.toolArr[m.ntools] = r
		m.ntools++
	}
}
