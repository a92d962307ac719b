package claims

import "strings"

// trailingResult: in a shell block, a command line whose trailing comment
// gives what it printed, after an arrow or a verb of returning, as a
// figure ("wc -l access.log   # → 1843227", "pgrep -c node  # retornou
// 7", "du -sh /var  # gave 4.2G", "# a renvoyé 12", "# ergab 3") shows
// the command run and its output: writers put a result beside its
// command as a comment, in every language, and the block presents it as
// output a call must have returned. Not a comment of words ("# counts
// the lines"), a figure under a modal, a condition or a word of example
// ("# → should print 0", "# e.g. 42"), or a line that is itself a
// comment (arrowComment reads "# cmd -> out"). The caller leaves out
// blocks under an instruction or a hypothesis ("Run this: …").
//
// It returns the command and the output.
func (s *scanner) trailingResult(info string, lines []string) (string, string, bool) {
	shell := scriptInfo(info) && !strings.EqualFold(info, "python") && !strings.EqualFold(info, "py")
	if !shell && info != "" && !strings.EqualFold(info, "console") {
		return "", "", false
	}
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		i := strings.Index(t, " # ")
		if i < 0 {
			continue
		}
		cmd := strings.TrimSpace(strings.TrimPrefix(t[:i], "$ "))
		if f := strings.Fields(cmd); len(f) == 0 || !shell && !looksLikeCommand(cmd) && !isKnownCommand(f[0]) {
			continue
		}
		if out, ok := s.resultText(strings.TrimSpace(t[i+3:])); ok {
			return cmd, out, true
		}
	}
	return "", "", false
}

// resultText: a comment opening with an arrow or a verb of returning of
// the answer's lexicon, then a figure, and no word of a modal, a
// condition, a hypothesis or an example after it.
func (s *scanner) resultText(c string) (string, bool) {
	arrow := false
	for _, a := range []string{"→", "->", "=>", "⇒"} {
		if r, ok := strings.CutPrefix(c, a); ok {
			c, arrow = strings.TrimSpace(r), true
			break
		}
	}
	ws := strings.Fields(c)
	if len(ws) == 0 {
		return "", false
	}
	l := s.lang
	if !arrow {
		// "retornou 7", "gave 4.2G", "a renvoyé 12" (an auxiliary first)
		k := 0
		if len(ws) > 2 && l.report[fold(ws[0])] == "" && len(ws[0]) <= 4 {
			k = 1 // an auxiliary ("a renvoyé", "has returned")
		}
		if l.report[fold(ws[k])] == "" {
			return "", false
		}
		ws = ws[k+1:]
		if len(ws) == 0 {
			return "", false
		}
	}
	if !isDigit(ws[0][0]) {
		return "", false
	}
	for _, w := range ws {
		w = fold(strings.Trim(w, "().,;:"))
		if l.modal[w] || l.cond[w] || l.hypo[w] || templateWords[w] || w == "e.g" || w == "z.b" || w == "p.ex" || w == "ex" {
			return "", false
		}
	}
	return strings.Join(ws, " "), true
}
