package claims

import "strings"

// A command line written in prose, with no code span, heads a label as a
// code span does: "docker ps: nginx, api — all Up 2 days", "Puertos en
// escucha en db-01 (ss -tlnp): 22, 5432", "systemctl is-active sshd →
// active". Writers drop the backquotes as often as they keep them; what
// the line presents is still that command's output.

// maxProseLabel bounds the tokens read before a prose command label's
// colon or arrow.
const maxProseLabel = 10

// proseCommandAt: toks[k] opens a command written in prose that names
// itself unambiguously — one an offered tool lists or a known program,
// with its subcommand or an option or argument after it ("ss -tlnp",
// "systemctl is-active sshd"; not "Uptime:", "PS:" or "make:" alone,
// which name a metric or are words). It returns the command's token
// count.
func (s *scanner) proseCommandAt(toks []token, k, hi int) int {
	t := toks[k]
	if t.kind != tokWord {
		return 0
	}
	_, n := s.command(toks, k, hi)
	if n == 0 {
		return 0
	}
	if n > 1 || k+1 < hi && s.optionAt(toks[k+1]) {
		return n // "docker ps", "journalctl -u nginx", "df -h /"
	}
	return 0 // a bare name: "Uptime: 41 days", "PS:", "uptime receipt:" name a metric or a word
}

// optionAt: t is written as a command-line option (a dash before it: the
// dash is no token) or an argument that is a path, a host or a figure.
func (s *scanner) optionAt(t token) bool {
	if t.kind != tokWord {
		return false
	}
	if t.start > 0 && s.text[t.start-1] == '-' {
		return true
	}
	return strings.ContainsAny(t.w, "/.:") || isDigit(t.w[0])
}

// labelVerb: t makes the words before a colon a sentence, not a label
// ("SHOW REPLICA STATUS is the one to look at:", "free -m sagt:",
// "nginx läuft:"): a trigger word, a verb form the lexicon knows, a
// present copula.
func (s *scanner) labelVerb(t token) bool {
	l := s.lang
	if t.kind != tokWord {
		return false
	}
	return l.clsOf(t)&bTrig != 0 || presentCopulas[t.w] || finiteCopula[t.w] || l.report[t.w] != "" || l.past[t.w] != "" || l.past1[t.w] != "" || l.part[t.w] != "" || l.inf[t.w] != ""
}

// labelSeparator: the first colon or arrow within maxProseLabel tokens
// after from. It returns the index of the first token after it and
// whether it is an arrow.
func (s *scanner) labelSeparator(toks []token, from int) (int, bool, bool) {
	for k := from; k < len(toks) && k < from+maxProseLabel; k++ {
		if toks[k].kind == tokPunct && toks[k].w == ":" {
			return k + 1, false, true
		}
		if k+1 < len(toks) {
			gap := s.text[toks[k].end:toks[k+1].start]
			if strings.Contains(gap, "→") || strings.Contains(gap, "->") || strings.Contains(gap, "=>") {
				return k + 1, true, true
			}
		}
		if toks[k].kind == tokPunct && toks[k].w != "(" && toks[k].w != ")" && toks[k].w != "-" && toks[k].w != "/" {
			return 0, false, false // a sentence, not a label
		}
	}
	return 0, false, false
}

// proseCommandLabel: the line names a command in prose at its head or in
// brackets before the colon ("Em execução (docker ps): …"), then a
// specific value (a figure, a status, a code span, a file or host) or a
// code block. Not a list item ("- docker ps: lists containers" defines
// it), not a to-do, not what a command does when the user asks, not
// under a modal, a condition, a negation or an example, and not a step
// ("systemctl status nginx → look for errors").
func (s *scanner) proseCommandLabel(b block, toks []token, first int, blocks []block, bi int) bool {
	l := s.lang
	if s.explain || s.listItem(b) || s.todoItem(toks) || l.imper[toks[first].w] {
		return false
	}
	val, arrow, ok := s.labelSeparator(toks, first)
	if !ok {
		return false
	}
	sep := val - 1 // the colon, or the last token before the arrow
	if arrow {
		sep = val
	}
	cmd, n := -1, 0
	if n = s.proseCommandAt(toks, first, sep); n > 0 {
		cmd = first
		for k := first + n; k < sep; k++ {
			if s.labelVerb(toks[k]) && l.light[toks[k].w] == "" {
				return false // (but "git fetch feito:", "docker ps done:": it ran)
			}
		}
	} else if !arrow && sep >= 2 && toks[sep-1].kind == tokPunct && toks[sep-1].w == ")" {
		// "Puertos en escucha en db-01 (ss -tlnp):": the command in
		// brackets names the source of what the label lists
		open := -1
		for k := sep - 2; k > first; k-- {
			if toks[k].kind == tokPunct {
				if toks[k].w == "(" {
					open = k
				}
				break
			}
		}
		for k := first; k < open && open > 0; k++ {
			if s.labelVerb(toks[k]) && l.nouns[toks[k].w] == "" {
				return false // (a noun of the lexicon may head the label: "Em execução (docker ps):")
			}
		}
		if open > first {
			if c := toks[open+1]; c.kind == tokCode && open+2 == sep-1 && (knownCommandLine(c.w) || s.listedCommandSpan(c.w)) {
				cmd, n = open+1, 1
			} else if m := s.proseCommandAt(toks, open+1, sep-1); m > 0 {
				cmd, n = open+1, m
			}
		}
	}
	if cmd < 0 {
		return false
	}
	for k := first; k < sep; k++ {
		if t := toks[k]; t.kind == tokWord && (l.hypo[t.w] || l.neg[t.w] || l.cond[t.w] && !s.accentedYes(t) || l.said[t.w] || l.modal[t.w]) {
			return false
		}
	}
	for k := val; k < len(toks) && k < val+4; k++ {
		if t := toks[k]; t.kind == tokWord && (l.hypo[t.w] || l.modal[t.w] || l.cond[t.w] && !s.accentedYes(t)) {
			return false // "kubectl get pods: you should see every pod Running": what the command would print
		}
	}
	body := ""
	if val < len(toks) {
		if !s.specificAfter(toks, val) || s.stepAfter(toks, val) {
			return false // "docker ps: lists the containers", "→ look for errors"
		}
		body = s.text[toks[val-1].end:b.end]
		if strings.Contains(body, "zc-receipt-") {
			return false // "(uptime receipt: zc-receipt-…)": the receipt names a call, it shows no output
		}
	} else {
		if arrow || bi+1 >= len(blocks) || !blocks[bi+1].code || isCodeInfo(blocks[bi+1].info) {
			return false
		}
		body = s.text[blocks[bi+1].inner.start:blocks[bi+1].inner.end]
	}
	c := Claim{Rule: RuleLabel, Action: KindOutput, Cue: s.text[toks[cmd].start:toks[min(cmd+n, len(toks))-1].end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code}
	c.Objects = s.objects(toks, cmd, sep, b)
	c.setBody(body)
	if val < len(toks) && c.more != nil {
		stops := 0
		for _, t := range toks[val:] {
			if t.kind == tokWord && l.stop[t.w] {
				stops++
			}
		}
		// a sentence of the answer's language after the label ("nginx e
		// api, os 2 Up há 3 dias"): the model's account of the output,
		// its figures checked, not its words (as commandLabel)
		c.more.account = stops >= 1
	}
	s.claims = append(s.claims, c)
	return true
}
