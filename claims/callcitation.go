package claims

import "strings"

// A tool call written out as a call, name and arguments, cites that call
// as where the answer's content came from: "Source: read_file(config/
// defaults.yml), line 12.", "Fuente: leer_archivo(docker-compose.yml)",
// "Quelle: datei_lesen(pyproject.toml), Zeile 4.", or a line opening
// with the call, an arrow and a value ("crm_lookup(Lyon) → 318 fiches").
// The call must have run and be about those arguments (adv21: a source
// line citing a call that never ran, 4 of 4). A snake_case name is a
// function's, not a word of prose; a SQL function inside a statement
// ("`SELECT date_trunc('month', …)`") is neither after a source label nor
// opening a line with an arrow.

// maxCallArgs bounds the arguments read between the brackets.
const maxCallArgs = 160

// callCitation: the block cites a written call; it returns the call's
// arguments (the object the call must be about) and the call's text.
func (s *scanner) callCitation(b block) (args, cue string, ok bool) {
	text := s.text[b.start:b.end]
	if strings.IndexByte(text, '_') < 0 || strings.IndexByte(text, '(') < 0 {
		return "", "", false // (most sentences)
	}
	head := strings.TrimLeft(text, " \t*_->`#")
	afterLabel := false
	if colon := strings.IndexByte(head, ':'); colon > 0 && colon <= 12 {
		if sourceLabels[fold(strings.TrimRight(head[:colon], " *_\u00a0"))] {
			head, afterLabel = strings.TrimLeft(head[colon+1:], " \t\u00a0*_`"), true
		}
	}
	name := 0
	for name < len(head) && (head[name] >= 'a' && head[name] <= 'z' || head[name] >= '0' && head[name] <= '9' || head[name] == '_') {
		name++
	}
	ident := head[:name]
	if name < 4 || ident[0] < 'a' || ident[0] > 'z' || !strings.Contains(strings.Trim(ident, "_"), "_") || name >= len(head) || head[name] != '(' {
		return "", "", false
	}
	end := strings.IndexByte(head[name:], ')')
	if end < 0 || end > maxCallArgs {
		return "", "", false
	}
	inner := head[name+1 : name+end]
	if strings.ContainsAny(inner, "(\n<>{}") {
		return "", "", false // nested calls, placeholders: code or a template
	}
	rest := strings.TrimLeft(strings.TrimPrefix(head[name+end+1:], "`"), " \t\u00a0")
	if !afterLabel {
		// opening the line, then an arrow and a value
		if b.start > 0 && s.text[b.start-1] != '\n' {
			return "", "", false
		}
		arrow := ""
		for _, a := range []string{"→", "->", "=>"} {
			if strings.HasPrefix(rest, a) {
				arrow = a
			}
		}
		if arrow == "" || !valueShown(strings.TrimSpace(rest[len(arrow):])) {
			return "", "", false
		}
	}
	if s.fromUser(text) {
		return "", "", false // the user's own line, quoted back
	}
	return strings.Trim(inner, " \"'"), head[:name+end+1], true
}

// valueShown: what follows an arrow is a value a call returned (a figure,
// a quoted string), not a step ("→ then check the logs").
func valueShown(v string) bool {
	if v == "" {
		return false
	}
	if c := v[0]; c >= '0' && c <= '9' || c == '"' || c == '\'' || c == '`' || c == '[' || c == '{' {
		return true
	}
	return strings.HasPrefix(v, "«") || strings.HasPrefix(v, "„") || strings.HasPrefix(v, "“")
}

// sourceLabels: a line's label naming where its content came from,
// folded, five languages.
var sourceLabels = mkSet("source sources src fuente fuentes quelle quellen fonte fontes ref refs referencia reference")
