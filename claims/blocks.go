package claims

// Output blocks: labels ("Output:"), code blocks and their comments,
// transcripts (`$ cmd`), command-output tables and log lines, and the
// examples and user material that are no claim.

import (
	"slices"
	"strings"
	"sync"
)

// label finds an output label opening the sentence ("Output:", "Search
// results for …:"): what follows is presented as a tool's output.
func (s *scanner) label(b block, toks []token, blocks []block, bi int) bool {
	l := s.lang
	first := -1
	for i, t := range toks {
		if t.kind == tokWord {
			first = i
			break
		}
		if t.kind == tokCode {
			return s.commandLabel(b, toks, i, blocks, bi)
		}
	}
	if first >= 0 && first+1 < len(toks) && toks[first+1].kind == tokCode && commandLabelPreps[toks[first].w] {
		return s.commandLabel(b, toks, first+1, blocks, bi) // "Côté `systemctl status cron` : …"
	}
	if first >= 0 && first+1 < len(toks) && latestWords[toks[first].w] && toks[first+1].kind == tokWord && labelHeadTok(toks[first+1]) {
		first++ // "Latest results:", "Derniers résultats pour P-30417 :", "Neueste Ergebnisse:"
	}
	if first >= 0 && !s.listItem(b) && bi+1 < len(blocks) && (blocks[bi+1].quoted || blocks[bi+1].code) && s.sourceLabel(b, toks, first) {
		return true
	}
	if first >= 0 && s.proseCommandLabel(b, toks, first, blocks, bi) {
		return true // "docker ps: nginx, api — all Up", "Puertos en escucha (ss -tlnp): 22, 5432" (prosecommand.go)
	}
	if first < 0 || s.listItem(b) {
		return false // (a list item "Search results: short TTL" defines)
	}
	j, ok := 0, false
	if labelHeadTok(toks[first]) {
		j, ok = s.labelPhrase(toks, first)
	}
	if !ok && first+1 < len(toks) && toks[first+1].kind == tokWord && labelHeadTok(toks[first+1]) {
		if _, noun := s.noun(toks[first]); noun {
			// "Query result:", "Ping output:", "API response:": a
			// tool's noun before the label names whose output it is
			first++
			j, ok = s.labelPhrase(toks, first)
		}
	}
	if !ok {
		return false
	}
	// a colon within the next few tokens
	colon := -1
	for k := j; k < len(toks) && k < j+10; k++ {
		if toks[k].kind == tokPunct && toks[k].w == ":" {
			colon = k
			break
		}
	}
	if colon < 0 {
		return false
	}
	for k := 0; k < colon; k++ {
		if l.hypo[toks[k].w] || l.neg[toks[k].w] || l.cond[toks[k].w] || l.said[toks[k].w] {
			return false
		}
	}
	// something must follow: text after the colon, or a next block
	if colon == len(toks)-1 && bi+1 >= len(blocks) {
		return false
	}
	c := Claim{Rule: RuleLabel, Action: KindOutput, Cue: s.text[toks[first].start:toks[colon].end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code}
	c.Objects = s.objects(toks, first, colon, b)
	// what the label presents: the rest of the sentence and a code block
	// right after it
	body := s.text[toks[colon].end:b.end]
	prose := len(body)
	if bi+1 < len(blocks) && blocks[bi+1].code {
		body += "\n" + s.text[blocks[bi+1].inner.start:blocks[bi+1].inner.end]
	} else if strings.TrimSpace(body) == "" && b.end >= s.listEnd {
		// "Output:" then a Markdown list or table: its items are shown
		// as returned, checked line by line as a code block's are; as
		// separate sentences each was backed by any call of its kind
		// (TestAttack10bFabricatedOutputOutsideBlock). A label within
		// that list (a lazy continuation line) is already in its body:
		// scanning again from each was quadratic
		lst, n := listUnderEnd(s.text[b.end:])
		body += lst
		s.listEnd = b.end + n
	}
	c.setBody(body)
	if c.more != nil {
		c.more.prose = min(prose, len(c.more.body))
	}
	s.claims = append(s.claims, c)
	return true
}

// labelPhrase matches an output label at toks[first], in the answer's
// language or another one, and returns where it ends.
func (s *scanner) labelPhrase(toks []token, first int) (int, bool) {
	j, ok := matchPhrase(toks, first, s.lang.labels)
	for _, other := range languages {
		if ok {
			break
		}
		j, ok = matchPhrase(toks, first, other.labels)
	}
	return j, ok
}

// commandLabel: a line that names a command line in a code span (and
// where it ran) before a colon, then its output: a block or a value
// ("`df -h` auf web-03:" and a table, "Côté `systemctl status cron` :
// actif (running) depuis le 22 novembre", "`uptime` on db-1: up 41 days"
// with a listed command). Not a list item ("- `df -h`: disk usage" defines
// it), not what a command does when the user asks, not under a modal, a
// condition, an example or a negation, and not a block that writes the
// command itself out.
func (s *scanner) commandLabel(b block, toks []token, code int, blocks []block, bi int) bool {
	l := s.lang
	if s.explain || s.listItem(b) || !knownCommandLine(toks[code].w) && !s.listedCommandSpan(toks[code].w) {
		return false
	}
	colon := -1
	for k := code + 1; k < len(toks) && k <= code+4; k++ {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == ":" {
				colon = k
			}
			break
		}
		if t.kind != tokWord || l.hypo[t.w] || l.neg[t.w] || l.cond[t.w] || l.modal[t.w] || l.clsOf(t)&bTrig != 0 {
			return false // (a verb after the span makes it a sentence: "`df -h` shows …")
		}
	}
	if colon < 0 {
		return false
	}
	body, account := "", false
	if colon == len(toks)-1 {
		if bi+1 >= len(blocks) || !blocks[bi+1].code || isCodeInfo(blocks[bi+1].info) {
			return false
		}
		body = s.text[blocks[bi+1].inner.start:blocks[bi+1].inner.end]
		head, _, _ := strings.Cut(strings.TrimSpace(body), " ")
		if cmd, _, _ := strings.Cut(toks[code].w, " "); head == cmd || head == "$" {
			return false // the block writes the command out: an instruction
		}
	} else {
		figure := false
		for _, t := range toks[colon+1:] {
			if t.kind == tokWord && isDigit(t.w[0]) {
				figure = true
				break
			}
		}
		if !figure {
			return false // "`df -h`: disk usage per file system" defines it
		}
		body = s.text[toks[colon].end:b.end]
		stops := 0
		for _, t := range toks[colon+1:] {
			if t.kind == tokWord && l.stop[t.w] {
				stops++
			}
		}
		account = stops >= 2
	}
	c := Claim{Rule: RuleLabel, Action: KindOutput, Cue: s.text[toks[code].start:toks[colon].end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: l.code}
	c.Objects = s.objects(toks, code, colon, b)
	c.setBody(body)
	if account && c.more != nil {
		// a sentence of the answer's language after the label ("Das
		// Datenvolumen ist mit 92 % ziemlich voll"): the model's
		// account of the output, its figures checked (figuresGrounded)
		c.more.account = true
	}
	s.claims = append(s.claims, c)
	return true
}

// commandLabelPreps may open a command label before its code span ("Côté
// `systemctl status cron` :", "In `free -m`:", "Bei `df -h`:").
var commandLabelPreps = mkSet("cote in en dans im bei na no em from aus de")

// listedCommandSpan: a code span whose first words are a command an
// offered tool's description lists.
func (s *scanner) listedCommandSpan(w string) bool {
	ws := words(w)
	if len(ws) == 0 {
		return false
	}
	for _, c := range s.cmds[ws[0]] {
		if len(c.ws) <= len(ws) && slices.Equal(c.ws, ws[:len(c.ws)]) {
			return true
		}
	}
	return false
}

// listUnder: the Markdown list or table that starts text (after at most
// one blank line), one line per item, continuation line or row, markers
// and pipes removed, read as CommonMark/GFM render them: bullet and
// ordered markers ("- ", "1. ", "2) ") followed by a space or a tab,
// loose lists (blank lines between items), lazy and indented
// continuation lines, tables with or without outer pipes. A table's
// header row (the line right before its first |---| row) and that row
// are the model's, not output; a later |---| row is a row of dashes, not
// a header's rule (TestAttack11OutputListShapesUnread). Empty when text
// starts with neither.
func listUnder(text string) string {
	lst, _ := listUnderEnd(text)
	return lst
}

// listUnderEnd is listUnder and how many bytes of text it read.
func listUnderEnd(orig string) (string, int) {
	text := strings.TrimLeft(orig, " \t")
	text = strings.TrimPrefix(text, "\r")
	text = strings.TrimPrefix(text, "\n")
	if t := strings.TrimLeft(text, " \t\r"); strings.HasPrefix(t, "\n") {
		text = t[1:] // one blank line
	}
	var lines []string
	add := func(item string) {
		if strings.ContainsAny(item, "0123456789") {
			// an item with figures is left to its own sentence's
			// figure check (values.go), which reads them in the
			// model's locale ("412.880 €", "$182,400"); the line
			// check reads figures as a code block shows them
			return
		}
		if item = strings.TrimSpace(item); item != "" {
			lines = append(lines, item)
		}
	}
	const (
		none = iota
		list
		table
	)
	in, blank := none, false
	rest := text
	for rest != "" {
		at := len(orig) - len(rest)
		ln, after, _ := strings.Cut(rest, "\n")
		rest = after
		t := strings.TrimSpace(ln)
		if t == "" {
			if in == table {
				in = none // a blank line ends a table
			}
			blank = true
			continue
		}
		if item, ok := listMarker(t); ok {
			in, blank = list, false
			add(item)
			continue
		}
		if in == none || blank {
			// a table starts with a header row and its |---| row
			if next, _, _ := strings.Cut(rest, "\n"); strings.Contains(t, "|") && delimiterRow(next) && (in == none || in == list && !itemIndented(ln)) {
				_, rest, _ = strings.Cut(rest, "\n") // the header's rule
				in, blank = table, false
				continue
			}
		}
		switch {
		case in == table:
			// a body row; a row of dashes has no words
			add(strings.ReplaceAll(t, "|", " "))
		case in == list && (!blank || itemIndented(ln)):
			// a lazy or indented continuation of the item: drawn
			// as part of it
			add(t)
			blank = false
		case in == none && strings.HasPrefix(t, "|"):
			// pipe rows without a |---| row: rows shown as output
			in = table
			add(strings.ReplaceAll(t, "|", " "))
		default:
			return joinItems(lines), at
		}
	}
	return joinItems(lines), len(orig)
}

func joinItems(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return "\n" + strings.Join(lines, "\n")
}

// listMarker: t (trimmed) opens a list item, "- ", "* ", "+ " or an
// ordered "1. " / "1) " (at most nine digits), the marker followed by a
// space, a tab or nothing; the item's text.
func listMarker(t string) (string, bool) {
	n := 0
	if t[0] == '-' || t[0] == '*' || t[0] == '+' {
		if strings.Trim(t, "-*_ \t") == "" && len(strings.Trim(t, " \t")) >= 3 {
			return "", false // a thematic break ("---", "* * *")
		}
		n = 1
	} else {
		for n < len(t) && n < 10 && isDigit(t[n]) {
			n++
		}
		if n == 0 || n > 9 || n >= len(t) || t[n] != '.' && t[n] != ')' {
			return "", false
		}
		n++
	}
	if n < len(t) && t[n] != ' ' && t[n] != '\t' {
		return "", false
	}
	return t[n:], true
}

// delimiterRow: ln is a GFM table's delimiter row, cells of dashes with
// optional colons, outer pipes optional ("|---|:-:|", "---|---").
func delimiterRow(ln string) bool {
	t := strings.Trim(strings.TrimSpace(ln), "|")
	if t == "" || !strings.Contains(t, "-") {
		return false
	}
	for cell := range strings.SplitSeq(t, "|") {
		c := strings.TrimSpace(cell)
		if strings.Trim(c, ":") == "" || strings.Trim(strings.TrimSuffix(strings.TrimPrefix(c, ":"), ":"), "-") != "" {
			return false
		}
	}
	return true
}

// itemIndented: ln opens with two spaces or a tab, a list item's content
// indent (a continuation paragraph after a blank line).
func itemIndented(ln string) bool {
	return strings.HasPrefix(ln, "  ") || strings.HasPrefix(ln, "\t")
}

// codeBlock finds transcripts ("$ cmd" then output) and bare output tables.
func (s *scanner) codeBlock(blocks []block, bi int) {
	b := blocks[bi]
	content := s.text[b.inner.start:b.inner.end]
	if strings.TrimSpace(content) == "" {
		return
	}
	if bi > 0 && !blocks[bi-1].code && s.hypoIntro(blocks[bi-1]) {
		if commentedInfo(b.info) && !s.fromUser(content) {
			s.comments(b) // a note of the writer's own in a block offered as advice ("You can merge: # verified 5 min ago …")
		}
		return
	}
	if s.fromUser(content) {
		return
	}
	lines := strings.Split(strings.TrimRight(content, "\n"), "\n")
	first := -1
	for i, ln := range lines {
		if strings.TrimSpace(ln) != "" {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	ln := strings.TrimSpace(lines[first])
	rest := 0
	for _, x := range lines[first+1:] {
		if t := strings.TrimSpace(x); t != "" && !strings.HasPrefix(t, "$ ") && !strings.HasPrefix(t, "#") {
			rest++
		}
	}
	add := func(rule, kind string, objs []string) {
		// an output label right before ("Output:") and this block are one
		// claim: keep the block's, which names the command
		if n := len(s.claims); n > 0 && s.claims[n-1].Rule == RuleLabel && strings.TrimSpace(s.text[s.claims[n-1].End:b.start]) == "" {
			s.claims = s.claims[:n-1]
		}
		c := Claim{Rule: rule, Action: kind, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Objects: objs, Lang: s.lang.code}
		c.setBody(content)
		s.claims = append(s.claims, c)
	}
	if cmd, out, ok := arrowComment(lines[first:]); ok {
		// "# ss -tlnp | grep 8080  ->  LISTEN …": a comment pairing a
		// command with what it printed shows the command run
		c := Claim{Rule: RuleTranscript, Action: KindRun, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Objects: []string{cmd}, Lang: s.lang.code}
		c.setBody("$ " + cmd + "\n" + out)
		s.claims = append(s.claims, c)
		return
	}
	if cmd, out, ok := s.trailingResult(b.info, lines[first:]); ok && !s.hypoBefore(blocks, bi) && !s.instructionBefore(blocks, bi) {
		// "wc -l access.log  # → 1843227": the result beside its command
		// (trailingresult.go)
		c := Claim{Rule: RuleTranscript, Action: KindRun, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Objects: []string{cmd}, Lang: s.lang.code}
		c.setBody("$ " + cmd + "\n" + out)
		s.claims = append(s.claims, c)
		return
	}
	if out, ok := resultComment(b.info, lines[first:]); ok && !s.hypoBefore(blocks, bi) && !s.instructionBefore(blocks, bi) {
		// "SELECT count(*) …;\n-- 1 412": the query's result under it
		// (resultcomment.go)
		c := Claim{Rule: RuleTable, Action: KindOutput, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: s.lang.code}
		c.setBody(out)
		s.claims = append(s.claims, c)
		return
	}
	if strings.HasPrefix(ln, "# ") && scriptInfo(b.info) {
		// a comment of a script, not a root prompt
	} else if cmd, ok := promptCommand(ln); ok && rest > 0 {
		// every prompt line of the transcript is a command it shows run
		objs := []string{cmd}
		for _, x := range lines[first+1:] {
			if c, ok := promptCommand(strings.TrimSpace(x)); ok && len(objs) < maxBlockCmds {
				objs = appendUniq(objs, c)
			}
		}
		add(RuleTranscript, KindRun, objs)
		return
	}
	if isOutputHeader(ln) && len(lines)-first >= 2 && !isCodeInfo(b.info) {
		add(RuleTable, KindOutput, nil)
		return
	}
	if !isCodeInfo(b.info) && (pipeTable(lines[first:]) || logLines(lines[first:]) || titleHeader(ln) && len(lines)-first >= 2) {
		add(RuleTable, KindOutput, tableValues(lines[first+1:]))
		return
	}
	// comments of a script are prose ("# ran this on prod-app-1: …")
	if commentedInfo(b.info) {
		s.comments(b)
	}
	if s.after && !isCodeInfo(b.info) && !scriptInfo(b.info) && bi > 0 && !blocks[bi-1].code && s.introducesOutput(blocks[bi-1], b) && !s.hypoBefore(blocks, bi) && len(bodyTokens(content)) >= 4 {
		// after this turn's calls, a bare block a sentence introduces with
		// a colon ("Status:", "Voici le résultat :") is shown as what a
		// call returned: its words must be ones a call returned
		if n := len(s.claims); n > 0 && s.claims[n-1].Rule == RuleLabel && s.claims[n-1].body() != "" && s.claims[n-1].End >= blocks[bi-1].start {
			return // the label's claim holds this block already
		}
		add(RuleTable, KindOutput, nil)
		return
	}
	if s.after && !isCodeInfo(b.info) && !scriptInfo(b.info) && bi > 0 && !blocks[bi-1].code && s.introducesOutput(blocks[bi-1], b) && !s.hypoBefore(blocks, bi) {
		// a short block the claiming sentence introduces ("the tool
		// printed:" then "hello Bob") is what it says the call printed:
		// its words must be ones a call returned
		// (TestAttack10OutputBlockHalfFabricated)
		if n := len(s.claims); n > 0 && s.claims[n-1].body() == "" && s.claims[n-1].Rule != RuleTurnReport && s.claims[n-1].End > blocks[bi-1].start {
			s.claims[n-1].setBody(content)
		}
		return
	}
	if body, ok := s.shownBare(blocks, bi, lines[first:]); ok && s.after && b.info == "" && !s.hypoBefore(blocks, bi) {
		// after this turn's calls, a bare block opening the answer or
		// under a plain "…:" line ("Here's the state of the box:",
		// "Zustand der Kiste:") is shown as what the calls returned:
		// every line must be one they returned (bodyGrounded), so a line
		// added under a real one, or a push's output after a failed push,
		// is not backed
		add(RuleTable, KindOutput, nil)
		s.claims[len(s.claims)-1].setBody(body)
		return
	}
	// a code block right after an output label or a claiming sentence is
	// already covered by that sentence's claim.
}

// shownBare: block bi opens the answer, or a prose line ending in a colon
// introduces it with no imperative, request, modal or condition opening
// it ("Try this:", "You could add:"); its lines are no commands and hold
// words enough to be checked.
func (s *scanner) shownBare(blocks []block, bi int, lines []string) (string, bool) {
	if !s.after || blocks[bi].info != "" {
		return "", false
	}
	if bi > 0 {
		prev := blocks[bi-1]
		if prev.code || strings.TrimSpace(s.text[prev.end:blocks[bi].start]) != "" && strings.Trim(s.text[prev.end:blocks[bi].start], "`~ \n\t") != "" {
			return "", false
		}
		t := strings.TrimRight(s.text[prev.start:prev.end], " \t\n*_")
		if !strings.HasSuffix(t, ":") {
			return "", false
		}
		toks := s.blockToks(prev)
		l := s.lang
		for k, u := range toks {
			if u.kind != tokWord {
				continue
			}
			if k == 0 && (l.imper[u.w] || l.request[u.w] != "") || l.modal[u.w] || l.cond[u.w] || l.hypo[u.w] || l.neg[u.w] {
				return "", false
			}
		}
	}
	n := 0
	var body []string
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		if t == "" || requestLine(t) {
			continue // "GET https://x/health" shows the call, not its output
		}
		if w, _, _ := strings.Cut(t, " "); codeKeywords[w] || looksLikeCommand(strings.TrimPrefix(t, "sudo ")) || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			return "", false // a command to run, a script
		}
		n++
		body = append(body, t)
	}
	out := strings.Join(body, "\n")
	return out, n > 0 && len(bodyTokens(out)) >= 4
}

// requestLine: an HTTP request line ("GET https://api.x.io/health",
// "POST /v1/orders").
func requestLine(t string) bool {
	m, rest, ok := strings.Cut(t, " ")
	if !ok {
		return false
	}
	switch m {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD":
		return strings.HasPrefix(rest, "http") || strings.HasPrefix(rest, "/")
	}
	return false
}

// codeKeywords open a line of a script or a program, not of output.
var codeKeywords = mkSet("for while if then else elif fi do done case esac function def class import from let const var return zcat export")

// arrowComment: a comment line pairing a command with its output ("#
// dig +short api.x.io  ->  203.0.113.7", "// curl -sI x.io => HTTP/2
// 200"): the command, and the output, which holds a figure.
func arrowComment(lines []string) (string, string, bool) {
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		var rest string
		switch {
		case strings.HasPrefix(t, "# "):
			rest = t[2:]
		case strings.HasPrefix(t, "// "):
			rest = t[3:]
		default:
			continue
		}
		for _, arrow := range []string{" -> ", " => ", " → "} {
			cmd, out, ok := strings.Cut(rest, arrow)
			if !ok {
				continue
			}
			cmd, out = strings.TrimSpace(cmd), strings.TrimSpace(out)
			if looksLikeCommand(cmd) && strings.ContainsAny(out, "0123456789") {
				return cmd, out, true
			}
		}
	}
	return "", "", false
}

// maxBlockCmds bounds the commands kept of one transcript.
const maxBlockCmds = 8

// maxBodyTokens bounds the words of an output body checked against the
// calls' results (linear in the text).
const maxBodyTokens = 48

// bodyTokens are the distinctive words of an output body, folded: words
// of three letters or more and figures of two characters or more (a
// single digit, punctuation and table rules are layout).
func bodyTokens(body string) []string {
	out, _ := bodyTokensE(body, maxBodyTokens)
	return out
}

// bodySeparator splits an output body into words: white space, table
// rules and brackets, quotes and the marks of markup and assignments.
func bodySeparator(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '|', '│', '─', '┃', '━', '(', ')', '[', ']', '{', '}', '"', '\'', '`', '=', ';', '<', '>', '*', '#':
		return true
	}
	return false
}

// bodyTokensE is bodyTokens of at most max words, with, for each, whether
// the model elided it ("/var/lib/postgre…", "...2026"): shown cut, it is
// part of a word the call returned.
func bodyTokensE(body string, max int) (out []string, elided []bool) {
	for _, f := range strings.FieldsFunc(fold(body), bodySeparator) {
		cut := strings.HasPrefix(f, "...") || strings.HasSuffix(f, "...") || strings.HasPrefix(f, "…") || strings.HasSuffix(f, "…")
		f = strings.Trim(f, ".:,;!?%-+/…")
		if len(f) < 2 {
			continue
		}
		digits := strings.IndexAny(f, "0123456789") >= 0
		if !digits && len([]rune(f)) < 3 {
			continue
		}
		if len(out) >= max {
			break
		}
		if hasString(out, f) {
			continue
		}
		out = append(out, f)
		elided = append(elided, cut)
	}
	return out, elided
}

// bodyGrounded: every line of an output body is found in one successful
// call's result: each of its distinctive words (a figure by its value, a
// word the model cut short by a prefix), the call's own id aside. A block
// presented as a tool's output that the calls did not return (a second
// command's output, a table no query returned, a line added under a real
// one, "hello Bob" beside a greeting that printed "hello Ann") is not
// backed by them (TestAttack10OutputBlockHalfFabricated: half of the
// words found anywhere in a call was enough). A prompt line ("$ date -u")
// shows the command, so it may be found in the call's arguments. True
// when no call has a result to compare.
func bodyGrounded(body string, calls []Call) (bool, string) {
	return bodyGroundedFor(body, calls, nil)
}

// bodyGroundedFor is bodyGrounded of a claim with objects objs: a word
// of an object ("| Gewächshaus | 11,4 °C |" of a row about the
// greenhouse) is matched as the claim's object, by the calls its backing
// found, not as output.
func bodyGroundedFor(body string, calls []Call, objs []string) (bool, string) {
	var objToks []string
	for _, o := range objs {
		ts, _ := bodyTokensE(o, 8)
		objToks = append(objToks, ts...)
	}
	var res []*Call
	for i := range calls {
		if st := calls[i].Status; st == Verified || st == Unverified || st == Client {
			res = append(res, &calls[i])
		}
	}
	if len(res) == 0 {
		return true, ""
	}
	budget := maxBodyTokens * 4 // words checked in all, linear in the text
	for ln := range strings.SplitSeq(body, "\n") {
		ln = strings.TrimSpace(ln)
		pcmd, prompt := promptCommand(ln)
		toks, cut := bodyTokensE(ln, budget+1)
		if len(toks) > budget {
			// past the word budget a line is checked whole: the
			// same line, verbatim, in one call's result. Stopping
			// with "grounded" let a fabricated tail under 200 real
			// names pass (TestAttack10bOutputBlockBudgetTail).
			if !lineInResult(ln, res) {
				return false, ln
			}
			budget = 0
			continue
		}
		budget -= len(toks)
		if len(toks) == 0 {
			continue
		}
		miss := ""
		grounded := false
		for _, c := range res {
			if prompt && len(c.simpleCmds().cmds) > 0 {
				// a prompt line shows a command run: only a call
				// that ran it (its simple commands, program first)
				// grounds it, not the words of a grep's pattern or
				// any other argument (TestAttack10bTranscriptPromptFromArgs)
				if promptRan(pcmd, c) {
					grounded = true
					break
				}
				if miss == "" {
					miss = toks[0]
				}
				continue
			}
			hay, vals := c.resultHay(), c.resultValues()
			if prompt {
				hay, vals = c.haystack(), c.values()
			}
			m, inResult := "", prompt
			var argued []string
			var placed []placeWord
			for k, t := range toks {
				if isCallID(t, calls) || hasString(objToks, t) {
					// "[call_clock_102] 12:00" names the call whose
					// output follows; it is no output
					continue
				}
				num := strings.Trim(t, "0123456789.,") == "" && isDigit(t[0])
				if containsWord(hay, t) || num && valueIn(numberKey(t), vals) || cut[k] && strings.Contains(hay, t) || !prompt && containsWord(c.result().joined, t) {
					inResult = true
					if !num {
						// figures are placed by figuresInPlace
						placed = append(placed, placeWord{w: t, joined: true, cut: cut[k], key: containsWord(c.result().args, t)})
					}
					continue
				}
				if !prompt && (containsWord(c.result().all, t) || matchObject(t, c.haystack())) {
					// a row's key the call was asked about
					// ("| Greenhouse | 11.4 °C |"): its value must
					// be one the call returned
					argued = append(argued, t)
					continue
				}
				if m == "" || num3(t) && !num3(m) {
					m = t
				}
				if m != "" {
					// one missing word and this call does not ground
					// the line: checking the rest (matchObject scans
					// the haystack again per word) multiplied blocks ×
					// words × calls × result size
					// (TestAttack10bOutputBlocksTimeProduct)
					break
				}
			}
			if m == "" && !inResult && len(argued) > 0 {
				m = argued[0] // only words of the call's arguments: no output
			}
			if m == "" && !prompt && !figuresInPlace(figLine(ln, calls, objToks), c) {
				// each word found, but the figures moved: "5 passed,
				// 3 failed" of a run that printed "3 passed, 5
				// failed" (TestAttack10bOutputBlockFigures)
				m = strings.TrimSuffix(lineFigures(figLine(ln, calls, objToks))[0], "#")
				if m == "" {
					m = "0"
				}
			}
			if m == "" && !prompt && !wordsInPlace(ln, withShortWords(ln, placed, c), c) {
				// each word found, but not in one line in order, or
				// a negation dropped: "test_login FAILED" of a run
				// that printed "test_login PASSED" and "test_payment
				// FAILED" (TestAttack11OutputBlockWordsRecombined)
				m = ln
			}
			if m == "" {
				grounded = true
				break
			}
			if miss == "" {
				miss = m
			}
		}
		if !grounded && !prompt && strings.IndexByte(ln, ';') >= 0 && segmentsGrounded(ln, calls) {
			grounded = true // "sunny, 21 C; cloudy, 18 C": two calls' results on one line
		}
		if !grounded {
			return false, miss
		}
	}
	return true, ""
}

// segmentsGrounded: each part of the output line ln between semicolons
// is grounded in the result of a call of its own: the results of
// parallel calls an answer joins on one line ("sunny, 21 C; cloudy, 18
// C"). A part is read whole in one call, with the claim's objects as
// words it must hold (not names of the call whose output follows, as on a
// whole line), so a value moved to another call's object ("Paris cloudy;
// Lyon sunny") stays ungrounded; and no two parts share a call, so one
// result cut at its figures ("5 passed; 3 failed" of "3 passed, 5
// failed") is still read as one line.
func segmentsGrounded(ln string, calls []Call) bool {
	const maxParts = 8 // parallel results on one line; more is no such line
	var used [maxParts]int
	parts := 0
	for seg := range strings.SplitSeq(ln, ";") {
		if seg = strings.TrimSpace(seg); seg == "" {
			continue
		}
		if parts == maxParts {
			return false
		}
		by := -1
		for i := range calls {
			if resultCall(calls[i].Status) && !slices.Contains(used[:parts], i) {
				if ok, _ := bodyGroundedFor(seg, calls[i:i+1], nil); ok {
					by = i
					break
				}
			}
		}
		if by < 0 {
			return false
		}
		used[parts] = by
		parts++
	}
	return parts > 1
}

// promptRan: every simple command of the prompt line's command cmd is
// one the call ran: the same program, and each word shown among the
// words it ran (a shown line may drop an option: `terraform plan` for
// plan -no-color). The program must be the one run: rm shown for a grep
// whose pattern holds "rm -rf …" is no command the call ran.
func promptRan(cmd string, c *Call) bool {
	shown := splitCommandLine(cmd)
	if len(shown) == 0 {
		return false
	}
	tp := toolProgram(c.Tool)
	ran := c.simpleCmds().cmds
	covers := func(sc, r simpleCmd) bool {
		argv := r.argv
		if len(argv) == 0 {
			return false
		}
		if progName(argv[0]) != progName(sc.argv[0]) {
			// a tool named for a program takes the rest of the
			// command line (git_cmd {"args": "status"} runs git status)
			if tp == "" || progName(sc.argv[0]) != tp {
				return false
			}
			argv = append([]string{tp}, argv...)
		}
		for _, w := range sc.argv[1:] {
			if !slices.ContainsFunc(argv[1:], func(a string) bool { return fold(a) == fold(w) || versionFlags[a] && versionFlags[w] }) {
				return false
			}
		}
		return true
	}
	for _, sc := range shown {
		if len(sc.argv) == 0 {
			continue
		}
		if !slices.ContainsFunc(ran, func(r simpleCmd) bool { return covers(sc, r) }) {
			return false
		}
	}
	return true
}

// versionFlags ask a program for its version: `node -v` shows what
// `node --version` printed.
var versionFlags = map[string]bool{"-v": true, "-V": true, "--version": true, "version": true}

// figLine: ln folded without the call ids and object words it names
// ("[call_clock_102] 12:00": 102 is no figure of the output).
func figLine(ln string, calls []Call, objToks []string) string {
	ln = fold(ln)
	for i := range calls {
		if calls[i].ID != "" {
			ln = strings.ReplaceAll(ln, fold(calls[i].ID), " ")
		}
	}
	for _, o := range objToks {
		ln = strings.ReplaceAll(ln, o, " ")
	}
	return ln
}

// lineFigures: the digit runs of s, in order ("3 passed, 5 failed": 3 5).
func lineFigures(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
		out = append(out, strings.TrimLeft(f, "0")+"#") // "007" is 7; "#" keeps "0" a figure
	}
	return out
}

// maxFigureLines bounds the result lines a shown line's figures are
// compared with (linear in the result).
const maxFigureLines = 4096

// maxFigureWork bounds the result lines compared for one call in all.
const maxFigureWork = 1 << 21

// figuresInPlace: the figures of a shown line, one digit included, are
// those of one line of the call's result in the same order (a
// subsequence: a shown line may leave a column out), so a line whose
// words are all found cannot swap or change its figures. True when the
// line has no figure, or the result has too many lines to compare.
func figuresInPlace(ln string, c *Call) bool {
	want := lineFigures(fold(ln))
	if len(want) == 0 {
		return true
	}
	r := c.result()
	if r.figs == nil {
		r.figs = [][]string{}
		n := 0
		for l := range strings.SplitSeq(r.hay, "\n") {
			if n++; n > maxFigureLines {
				r.figs = nil
				return true
			}
			if fs := lineFigures(l); len(fs) > 0 {
				r.figs = append(r.figs, fs)
			}
		}
	}
	if r.figWork += len(r.figs); r.figWork > maxFigureWork {
		// many figure lines beside a long result: the work is
		// bounded per call (so per answer), and an unchecked line
		// is not backed
		return false
	}
	for _, have := range r.figs {
		i := 0
		for _, f := range have {
			if i < len(want) && f == want[i] {
				i++
			}
		}
		if i == len(want) {
			return true
		}
	}
	return false
}

// lineInResult: ln (trimmed, folded, its spaces collapsed) is a line of
// one of calls' results, or all of one: the check of a line past the
// word budget, a map look-up per call, however long the block.
func lineInResult(ln string, calls []*Call) bool {
	want := strings.Join(strings.Fields(fold(ln)), " ")
	if want == "" {
		return true
	}
	for _, c := range calls {
		if c.resultLines()[want] {
			return true
		}
	}
	return false
}

// proseGrounded: at least half of a label's prose's distinctive words
// occur in some successful call's arguments or result: the model's own
// words about the output ("Ergebnis: 4/4 bereit, alle up-to-date"), not
// the output shown as returned (bodyGrounded). True when no call has a
// result to compare.
func proseGrounded(body string, calls []Call) (bool, string) {
	var res []*Call
	for i := range calls {
		if st := calls[i].Status; st == Verified || st == Unverified || st == Client {
			res = append(res, &calls[i])
		}
	}
	if len(res) == 0 {
		return true, ""
	}
	toks := bodyTokens(body)
	found, miss := 0, ""
	for _, t := range toks {
		// a call's own id ("[call_clock_102] 12:00") names the call whose
		// output follows; it is no output
		if isCallID(t, calls) {
			found++
			continue
		}
		ok := false
		num := strings.Trim(t, "0123456789.,") == "" && isDigit(t[0])
		for _, c := range res {
			if containsWord(c.haystack(), t) || num && valueIn(numberKey(t), c.values()) {
				ok = true
				break
			}
		}
		if ok {
			found++
		} else if miss == "" || num3(t) && !num3(miss) {
			miss = t
		}
	}
	if found*2 >= len(toks) && !num3(miss) {
		return true, ""
	}
	return false, miss
}

// figuresGrounded: every figure of body (a token holding a digit) is one
// a successful call returned, by its word or its value; the first that is
// not, else "". (The model's account of an output: its words are its
// own, its figures are the output's.)
func figuresGrounded(body string, calls []Call) (bool, string) {
	var res []*Call
	for i := range calls {
		if st := calls[i].Status; st == Verified || st == Unverified || st == Client {
			res = append(res, &calls[i])
		}
	}
	if len(res) == 0 {
		return true, ""
	}
	for _, t := range bodyTokens(body) {
		if strings.IndexAny(t, "0123456789") < 0 {
			continue
		}
		num := strings.Trim(t, "0123456789.,") == "" && isDigit(t[0])
		found := false
		for _, c := range res {
			if containsWord(c.haystack(), t) || num && valueIn(numberKey(t), c.values()) {
				found = true
				break
			}
		}
		if !found {
			return false, t
		}
	}
	return true, ""
}

// isCallID: t is the id of one of calls (ids are compared folded, as
// body tokens are).
func isCallID(t string, calls []Call) bool {
	for i := range calls {
		if calls[i].ID != "" && strings.EqualFold(t, calls[i].ID) {
			return true
		}
	}
	return false
}

// num3: a token holding a figure of three digits or more ("9100",
// "0.0.0.0:9100"), which output shows as returned, not computed.
func num3(t string) bool {
	run := 0
	for i := 0; i < len(t); i++ {
		if isDigit(t[i]) {
			run++
			if run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// comments applies the prose rules to the comment lines of a code block
// ("# (I ran this on prod-app-1 just now: …)").
func (s *scanner) comments(b block) {
	pos := b.inner.start
	for pos < b.inner.end {
		le := strings.IndexByte(s.text[pos:b.inner.end], '\n')
		end := b.inner.end
		if le >= 0 {
			end = pos + le
		}
		line := s.text[pos:end]
		t := strings.TrimLeft(line, " \t")
		for _, mark := range []string{"# ", "// ", "-- "} {
			if strings.HasPrefix(t, mark) {
				st := pos + (len(line) - len(t)) + len(mark)
				s.inComment = true
				for _, sb := range segment(s.text[st:end]) {
					sb.start += st
					sb.end += st
					s.sentence(sb, nil, 0)
				}
				s.inComment = false
				break
			}
		}
		pos = end + 1
	}
}

// commentedInfo: a code block whose comment lines comments reads: a
// script's, an unlabelled block's, or SQL's ("-- ran at 10:40: 44 rows").
func commentedInfo(info string) bool {
	return scriptInfo(info) || info == "" || strings.EqualFold(info, "sql")
}

// scriptInfo: a code block labelled as a script language, where "# "
// starts a comment.
func scriptInfo(info string) bool {
	switch strings.ToLower(info) {
	case "bash", "sh", "shell", "zsh", "python", "py", "yaml", "yml", "toml", "ruby", "perl", "dockerfile", "makefile", "conf", "ini":
		return true
	}
	return false
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 80 {
		s = s[:80]
	}
	return s
}

// titleHeader: a column header of four or more capitalised words set
// apart by runs of spaces ("Type     Reason     Age   From     Message").
func titleHeader(ln string) bool {
	if !strings.Contains(ln, "  ") {
		return false
	}
	cols := 0
	for _, f := range strings.Split(ln, "  ") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if strings.ContainsAny(f, ".,;!?") || f[0] < 'A' || f[0] > 'Z' || strings.Count(f, " ") > 1 {
			return false
		}
		cols++
	}
	return cols >= 4
}

// tableValues are the numbers (two digits or more) of a result table's
// rows: a table presented after calls must hold what the calls returned.
func tableValues(rows []string) []string {
	var out []string
	for _, r := range rows {
		for _, f := range strings.FieldsFunc(r, func(c rune) bool { return c == '|' || c == ' ' || c == '\t' }) {
			if len(f) >= 2 && isAllDigits(f) && len(out) < 20 {
				out = appendUniq(out, f)
			}
		}
	}
	return out
}

// pipeTable: a result table as psql and mysql print it: a header with
// column separators, then a rule of dashes ("----+----", "---|---").
func pipeTable(lines []string) bool {
	if len(lines) < 3 {
		return false
	}
	h, r := strings.TrimSpace(lines[0]), strings.TrimSpace(lines[1])
	if !strings.Contains(h, "|") || len(r) < 3 || strings.Trim(r, "-+|: ") != "" || !strings.Contains(r, "---") {
		return false
	}
	return !strings.HasPrefix(h, "|") || strings.Contains(r, "+")
}

// logLines: two or more lines that start with a timestamp ("2026-12-03T09:10:01Z",
// "10:02:11", "[03/Dec/2026:09:12:01]") or an IP address and a log format.
func logLines(lines []string) bool {
	n := 0
	for _, ln := range lines {
		t := strings.TrimSpace(ln)
		if t == "" {
			continue
		}
		if looksLogLine(t) {
			n++
		} else {
			return false
		}
	}
	return n >= 2
}

func looksLogLine(t string) bool {
	t = strings.TrimLeft(t, "[")
	if len(t) >= 8 && isDigit(t[0]) && isDigit(t[1]) && (t[2] == ':' || len(t) >= 10 && t[4] == '-' && t[7] == '-') {
		return true
	}
	// an access log: IP address first
	if f, _, ok := strings.Cut(t, " "); ok && strings.Count(f, ".") == 3 && isDigit(f[0]) && strings.Contains(t, "\"") {
		return true
	}
	return false
}

// promptCommand returns the command of a shell prompt line ("$ git log",
// "runner:~$ uname -a", "user@host:/srv# ls").
func promptCommand(ln string) (string, bool) {
	for _, p := range []string{"$ ", "# "} {
		// "user@host:~$ cmd", and root's "root@srv:~# cmd"
		if i := strings.Index(ln, p); i > 0 && i < 40 && !strings.ContainsAny(ln[:i], " \t") && (strings.Contains(ln[:i], ":") || strings.Contains(ln[:i], "@")) && len(ln) > i+2 && (p == "$ " || strings.Contains(ln[:i], "@")) {
			return strings.TrimSpace(ln[i+2:]), true
		}
	}
	if cmd, ok := psqlPrompt(ln); ok {
		return cmd, true
	}
	for _, p := range []string{"$ ", "# ", "% ", "> ", "PS> ", "PS "} {
		if strings.HasPrefix(ln, p) && len(ln) > len(p) {
			cmd := strings.TrimSpace(ln[len(p):])
			if p == "# " || p == "> " {
				// a comment or a quote unless it looks like a command
				if !looksLikeCommand(cmd) {
					return "", false
				}
			}
			return cmd, true
		}
	}
	return "", false
}

// psqlPrompt: a psql prompt, a database name then "=>" or "=#", and
// what was typed at it: a backslash command or SQL ("shop=> \dt",
// "app=# SELECT count(*) FROM users;").
func psqlPrompt(ln string) (string, bool) {
	i := strings.Index(ln, "=")
	if i <= 0 || i > 40 || i+2 >= len(ln) || ln[i+1] != '>' && ln[i+1] != '#' || ln[i+2] != ' ' {
		return "", false
	}
	for k := 0; k < i; k++ {
		if c := ln[k]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return "", false
		}
	}
	// only a meta-command: SQL typed at the prompt is the query a
	// query tool's call carries, which a run's backing does not read as
	// a command (an honest answer reprinting its query would flag)
	if cmd := strings.TrimSpace(ln[i+3:]); strings.HasPrefix(cmd, "\\") && len(cmd) > 1 {
		return cmd, true
	}
	return "", false
}

func looksLikeCommand(cmd string) bool {
	w, _, _ := strings.Cut(cmd, " ")
	switch w {
	case "ls", "cat", "git", "npm", "make", "docker", "kubectl", "curl", "ps", "df", "du", "free", "uptime", "grep", "tail", "head", "systemctl", "journalctl", "python", "pip", "go", "cargo", "psql", "redis-cli", "ping", "sudo", "find", "wc", "ss", "netstat", "lsof", "top", "uname", "whoami", "date", "echo", "dig", "nslookup", "traceroute", "wget", "openssl":
		return true
	}
	return false
}

// isOutputHeader: a table header of upper-case column names separated by
// runs of spaces, as kubectl, docker and ps print.
func isOutputHeader(ln string) bool {
	cols := 0
	for _, f := range strings.Fields(ln) {
		up := true
		for i := 0; i < len(f); i++ {
			c := f[i]
			if !('A' <= c && c <= 'Z' || c == '-' || c == '_' || c == '%' || c == '/') {
				up = false
				break
			}
		}
		if !up {
			return false
		}
		cols++
	}
	return cols >= 3 && strings.Contains(ln, "  ")
}

func isCodeInfo(info string) bool {
	switch strings.ToLower(info) {
	case "", "text", "txt", "console", "shell-session", "output", "plain", "log", "bash", "sh", "shell":
		return false
	}
	return true
}

// hypoBefore: the sentence before block bi introduces an example.
func (s *scanner) hypoBefore(blocks []block, bi int) bool {
	return bi > 0 && !blocks[bi-1].code && s.hypoIntro(blocks[bi-1])
}

// hypoIntro: the sentence introducing a code block says it is an example,
// a draft or the user's own text.
func (s *scanner) hypoIntro(b block) bool {
	toks := s.blockToks(b)
	if s.draftIntro(toks) {
		return true // "Rascunho para o Márcio:" (draftintro.go)
	}
	for i, t := range toks {
		if t.kind != tokWord {
			continue
		}
		// (rule bits: hypo, said, cond, modal; "their page reads:" names
		// the page's owner, no speaker)
		if rb := s.lang.ruleBits(t); rb&(rHypo|rCond|rModal) != 0 || rb&rSaid != 0 && !s.ownerOfSource(toks, i) && !presentational(toks, i) || t.w == "pasted" || t.w == "pegaste" || t.w == "incolla" || exampleCompound(t, s.lang) {
			return true
		}
	}
	return false
}

// exampleCompound: a German or Dutch compound whose first part says
// example ("Beispielausgabe", "Musterantwort", "voorbeelduitvoer"): the
// languages write "example output" as one word.
func exampleCompound(t token, l *compiled) bool {
	if l.code != "de" && l.code != "nl" || len(t.w) < 10 {
		return false
	}
	for _, p := range exampleStems {
		if strings.HasPrefix(t.w, p) {
			return true
		}
	}
	return false
}

var exampleStems = []string{"beispiel", "muster", "voorbeeld"}

// fromUser: the block's content (spaces ignored) is in a user message.
func (s *scanner) fromUser(content string) bool {
	c := squash(content)
	if len(c) < 8 {
		return false
	}
	for _, q := range s.quoted {
		if strings.Contains(q, c) {
			return true
		}
	}
	return false
}

// squash folds s and drops all white space.
func squash(s string) string {
	f := fold(s)
	// The space bytes are ASCII, so dropping them byte by byte keeps
	// every multi-byte rune whole; one buffer, no per-rune writes.
	b := make([]byte, 0, len(f))
	for i := 0; i < len(f); i++ {
		if c := f[i]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			b = append(b, c)
		}
	}
	return string(b)
}

// introducesOutput: the prose block before a code block ends with a colon
// right before it ("Status:", "Résultat :").
func (s *scanner) introducesOutput(prev, b block) bool {
	gap := strings.TrimSpace(s.text[prev.end:b.start])
	if strings.Trim(gap, "`~ \n\t") != "" {
		return false
	}
	t := strings.TrimRight(s.text[prev.start:prev.end], " \t\n*_")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	// the introducing sentence is itself a claim ("Pipeline #55120 läuft
	// auf `release/4.2`:") or names output ("Status:", "Résultat :"); not
	// "Here's a script:", which offers what follows
	if n := len(s.claims); n > 0 && s.claims[n-1].End > prev.start && s.claims[n-1].Start < prev.end {
		c := &s.claims[n-1]
		if c.Rule != RuleTurnReport || len(c.Objects) > 0 || hasFigure(c.values()) {
			return true // (a turn report naming nothing specific offers, "Here's a loop to count errors:")
		}
	}
	ws := words(strings.TrimSuffix(t, ":"))
	return len(ws) > 0 && outputWords[fold(strings.Trim(ws[len(ws)-1], "*_`"))]
}

// outputWords name a tool's output at the end of an introducing sentence.
var outputWords = mkSet("status output result results log logs estado salida resultado resultados registro statut sortie resultat resultats journal ergebnis ergebnisse ausgabe protokoll saida resultado")

// hasFigure: some figure of vals is one a call must have returned (not
// only a percentage that may show the sentence reports calls).
func hasFigure(vals []figure) bool {
	for _, f := range vals {
		if !strings.HasPrefix(f.key, "h:") {
			return true
		}
	}
	return false
}

// latestWords: "latest", "current" before an output label: the label
// still presents a tool's current output.
var latestWords = mkSet(`latest current newest derniers dernieres dernier derniere actuels actuelles
	ultimos ultimas ultimo ultima actuales neueste neuesten aktuelle aktuellen letzte letzten atuais`)

// bareTable: with no call made this turn, a Markdown table of live data
// (body cells with figures) in answer to a user's message about a period,
// a record or their own data ("the 3 best-selling products this week",
// "die fünf umsatzstärksten Produkte im November", "les 3 dernières
// commandes du client 4410"), or to any question when an offered tool
// queries a database ("revenue by region?", "Top-Kunden nach Umsatz?"),
// presents what a query returned. Not when
// the answer says it is an example, a template or a plan, negates, asks
// or instructs (any such word in its prose), nor with placeholder cells.
func (s *scanner) bareTable(blocks []block, ctx []token) {
	// (with a database offered, a question's table of figures is its
	// data whatever the question names; not a question of reference or
	// of how a thing would look)
	liveQ := liveAsk(ctx)
	live := liveQ || s.queryTool && s.userQuestion && !referenceAsk(ctx) && !s.asksShape()
	// own: read only when the database offered is what makes the table
	// live: every figure is one the user gave (their pasted figures sorted
	// back), no query's result
	own := !liveQ
	l := s.lang
	for _, b := range blocks {
		if b.code || b.cell {
			continue // (the table's own cells are read below)
		}
		toks := s.blockToks(b)
		for k, t := range toks {
			if t.kind != tokWord {
				continue
			}
			if l.hypo[t.w] || l.neg[t.w] || l.modal[t.w] || l.cond[t.w] || templateWords[t.w] || k == 0 && l.imper[t.w] {
				return
			}
		}
		if endsWithQuestion(s.text[b.start:b.end]) {
			return
		}
	}
	start, rows, figures := -1, 0, false
	header := false
	checkedCol, ticks := false, false // a "checked" column ticked off: the checks are reported done
	fence := false
	for off := 0; off < len(s.text); {
		end := strings.IndexByte(s.text[off:], '\n')
		if end < 0 {
			end = len(s.text)
		} else {
			end += off
		}
		line := strings.TrimSpace(s.text[off:end])
		next := end + 1
		if strings.HasPrefix(line, "```") {
			fence = !fence
		}
		if !fence && strings.HasPrefix(line, "|") {
			switch {
			case start < 0:
				start, header = off, true
				for _, cell := range strings.Split(strings.Trim(line, "|"), "|") {
					if ws := words(strings.Trim(strings.TrimSpace(cell), "*_`")); len(ws) == 1 {
						if kind, ok := l.part[ws[0]]; ok && (kind == KindCheck || kind == KindRead) {
							checkedCol = true // "| Dienst | Status | geprüft |"
						}
					}
				}
			case header:
				if strings.Trim(line, "|-: ") != "" {
					return // no rule under the header: not a table
				}
				header = false
			default:
				for _, cell := range strings.Split(strings.Trim(line, "|"), "|") {
					c := strings.Trim(strings.TrimSpace(cell), "*_`")
					if placeholderCells[c] {
						return // "| Kubernetes | ? |": a template to fill in
					}
					for i := 0; i < len(c); i++ {
						if isDigit(c[i]) {
							figures = true
							own = own && s.userFigures(c)
							break
						}
					}
					ticks = ticks || tickCells[c]
				}
				rows++
			}
		} else if start >= 0 {
			if rows > 0 && (live && figures && !own || checkedCol && ticks) {
				s.addBareTable(start, off)
			}
			return // one table an answer
		}
		off = next
	}
	if start >= 0 && rows > 0 && (live && figures && !own || checkedCol && ticks) {
		s.addBareTable(start, len(s.text))
	}
}

func (s *scanner) addBareTable(start, end int) {
	table := strings.TrimRight(s.text[start:end], "\n")
	if s.fromUser(table) {
		return
	}
	c := Claim{Rule: RuleTable, Action: KindQuery, Cue: firstLine(table), Start: start, End: start + len(table), Sentence: table, Lang: s.lang.code}
	c.setBody(table)
	s.claims = append(s.claims, c)
}

// liveAsk: the user's message names a period, a record or their own data
// ("this week", "im November", "du client 4410", "meine Rechnungen"):
// what they ask for is live, not a fact of reference.
func liveAsk(ctx []token) bool {
	for _, t := range ctx {
		if t.kind != tokWord || t.w == "" {
			continue
		}
		if _, ok := monthNames[t.w]; ok {
			return true
		}
		if recentWords[t.w] || liveWords[t.w] || justWords[t.w] || periodWords[t.w] || myWords[t.w] || ourWords[t.w] || weekdayWords[t.w] || recordKey(t.w) || isDigit(t.w[0]) && len(t.w) >= 4 {
			return true
		}
	}
	return false
}

var (
	// periodWords: a period of the calendar, every language.
	periodWords = mkSet(`week month quarter year semana mes trimestre ano año semaine mois trimestre annee woche monat quartal jahr`)
	// ourWords: the user's organisation's own data.
	ourWords = mkSet("our we nuestro nuestra nuestros nuestras notre nos unser unsere unseren unserer nosso nossa nossos nossas")
	// templateWords mark a table as a template or an example.
	templateWords = mkSet(`template placeholder sample illustration invented fictitious made-up
		plantilla ejemplo inventado inventada ficticio ficticia ilustracion
		modele exemple fictif fictive illustration invente inventee
		vorlage beispiel beispieldaten beispielhafte erfunden fiktiv illustration
		modelo exemplo inventado ficticio ficticia ilustracao`)
	placeholderCells = mkSet("? ?? … ... - — – ☐ tbd x n/a")
	tickCells        = mkSet("✔ ✓ ✅ ✔️ ☑")
)

// presentational: "you" in "here you go", "there you are": handing over,
// no speaker whose words follow.
func presentational(toks []token, i int) bool {
	return toks[i].w == "you" && i > 0 && (toks[i-1].w == "here" || toks[i-1].w == "there") && i+1 < len(toks) && (toks[i+1].w == "go" || toks[i+1].w == "are")
}

// contentQuestion: the user's message asks what a file it names holds
// ("Was steht in der docker-compose.yml beim Service db?", "¿Qué tiene
// el `nginx.conf` …?", "Il y a quoi dans le `.gitlab-ci.yml` …?",
// "what's in config.toml?"), not how it should look ("what should my
// .env have?", "a typical nginx.conf"). It returns the file.
func contentQuestion(ctx []token) (string, bool) {
	path, ask := "", false
	for k, t := range ctx {
		switch t.kind {
		case tokCode:
			if path == "" && objectKind(token{kind: tokWord, w: t.w}) == "path" {
				path = t.w
			}
			continue
		case tokWord:
		default:
			continue
		}
		if howWords[t.w] || anyHypo(t.w) {
			return "", false // "what should …", "a typical …", "for example"
		}
		if path == "" && objectKind(t) == "path" {
			path = t.w
		}
		if contentAsk[t.w] {
			for m := k + 1; m < len(ctx) && m <= k+3; m++ {
				if ctx[m].kind == tokWord && contentVerbs[ctx[m].w] {
					ask = true
				}
			}
		}
	}
	return path, ask && path != ""
}

// anyHypo: w is a hypothesis or condition word of some lexicon (a
// modal asks politely: "can you tell me what's in …"). One look-up in
// their union, built once: a look-up per language cost 14 map reads a
// word of the user's message.
func anyHypo(w string) bool {
	hypoUnionOnce.Do(func() {
		hypoUnion = set{}
		for _, l := range languages {
			for k := range l.hypo {
				hypoUnion[k] = true
			}
			for k := range l.cond {
				hypoUnion[k] = true
			}
		}
	})
	return hypoUnion[w]
}

var (
	hypoUnionOnce sync.Once
	hypoUnion     set
)

// anyCode: some block is code.
func anyCode(blocks []block) bool {
	for _, b := range blocks {
		if b.code {
			return true
		}
	}
	return false
}

var (
	contentAsk   = mkSet("what what's whats was que qu' quoi")
	contentVerbs = mkSet("in inside contain contains say says steht stehen enthalt drin tiene hay pone dice contiene contient dit dans tem esta diz contem ha")
	howWords     = mkSet("how como comment wie should sollte deberia devrait deveria typical tipico typique typisch tipico")
)

// fileContent: with no call made this turn, a code block answering the
// user's question about what a file they name holds presents that file
// as read, unless its introduction offers, instructs or calls it an
// example (hypoIntro, an imperative).
func (s *scanner) fileContent(blocks []block, bi int) {
	b := blocks[bi]
	content := s.text[b.inner.start:b.inner.end]
	if strings.TrimSpace(content) == "" || s.fromUser(content) || s.hypoBefore(blocks, bi) {
		return
	}
	if bi > 0 && !blocks[bi-1].code {
		if toks := s.blockToks(blocks[bi-1]); len(toks) > 0 && toks[0].kind == tokWord && (s.lang.imper[toks[0].w] || s.lang.request[toks[0].w] != "") {
			return // "Add this to your nginx.conf:"
		}
	}
	c := Claim{Rule: RuleLabel, Action: KindRead, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Objects: []string{s.askPath}, Lang: s.lang.code}
	c.setBody(content)
	s.claims = append(s.claims, c)
}

// howAsked: the user's message asks how a thing should look or for an
// example (contentQuestion's how words and hypotheses).
func howAsked(ctx []token) bool {
	for _, t := range ctx {
		if t.kind == tokWord && (shouldWords[t.w] || anyHypo(t.w)) {
			return true
		}
	}
	return false
}

// asksHow: howAsked of the user's last message, read once when first asked.
func (s *scanner) asksHow() bool {
	if !s.howRead {
		s.howRead, s.howAsked = true, howAsked(s.howCtx)
	}
	return s.howAsked
}

// shouldWords ask how a thing should look ("what should …", "wie sollte
// … aussehen", "un … typique", the conditional "à quoi ressemblerait
// …", "como pareceria …").
var shouldWords = mkSet(`should sollte sollten soll deberia deberian debe devrait devraient doit deveria deveriam deve typical tipico typique typisch aussehen
	ressemblerait ressembleraient pareceria parecerian pareceriam`)

// pathLabelled: a code block under a line that is only a file's path
// and a colon ("`config/prod.yaml`:", "config/prod.env :"), a file the
// user named, is shown as that file's content: a read of it, whose body a
// call that read that file must have returned. A block under "Put this in
// `x.yaml`:" or an example's introduction is no such label.
func (s *scanner) pathLabelled(blocks []block, bi int) {
	if bi == 0 || blocks[bi-1].code || s.hypoBefore(blocks, bi) {
		return
	}
	b, prev := blocks[bi], blocks[bi-1]
	if strings.TrimSpace(s.text[prev.end:b.start]) != "" && strings.Trim(s.text[prev.end:b.start], "`~ \n\t") != "" {
		return
	}
	label := strings.TrimSpace(s.text[prev.start:prev.end])
	if !strings.HasSuffix(label, ":") || len(label) > 120 {
		return
	}
	path := strings.Trim(strings.TrimSpace(strings.TrimSuffix(label, ":")), "*_`")
	if path == "" || strings.ContainsAny(path, " \t") || !strings.Contains(path, "/") && !strings.Contains(path, ".") || !s.inUserText(fold(path)) && !s.inUserText(path) {
		return
	}
	if objectKind(token{kind: tokWord, w: fold(path)}) != "path" || s.asksHow() {
		return
	}
	content := s.text[b.inner.start:b.inner.end]
	if strings.TrimSpace(content) == "" || s.fromUser(content) {
		return
	}
	c := Claim{Rule: RuleLabel, Action: KindRead, Cue: label, Start: prev.start, End: b.end, Sentence: s.text[prev.start:b.end], Objects: []string{path}, Lang: s.lang.code}
	c.setBody(content)
	s.claims = append(s.claims, c)
}

// sourceLabel: a line naming a live source, or saying "verbatim", then a
// colon, right before a block quote or a code block ("From
// status.acme.io:", "From their returns page:", "Desde la web de la
// tienda:", "Textualmente:", "Von der Statusseite:") presents that
// source's current text. Not a source of the user's ("From your
// message:"), nor memory ("From memory:": a hedge the caller skips).
func (s *scanner) sourceLabel(b block, toks []token, first int) bool {
	n := len(toks)
	for n > 0 && toks[n-1].kind == tokPunct && toks[n-1].w != ":" {
		n--
	}
	if n == 0 || toks[n-1].w != ":" || n-first > 8 {
		return false
	}
	ok := false
	if verbatimWords[toks[first].w] && n-first == 2 {
		ok = true // "Textualmente:"
	} else if fromWords[toks[first].w] {
		for k := first + 1; k < n-1; k++ {
			t := toks[k]
			if t.kind == tokWord && (possessive2[t.w] || youWords[t.w] || memoryWords[t.w]) {
				return false // "From your message:", "From memory:"
			}
			if kd := objectKind(t); kd == "host" || kd == "url" || kd == "path" && siteAddress(t.w) || t.kind == tokWord && pageNouns[t.w] { // ("From docs.python.org/3.13/whatsnew:": a site's page without its scheme)
				ok = true
			}
		}
	}
	if !ok {
		return false
	}
	c := Claim{Rule: RuleLabel, Action: KindFetch, Cue: s.text[toks[first].start:toks[n-1].end], Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: s.lang.code}
	c.Objects = s.objects(toks, first, n-1, b)
	s.claims = append(s.claims, c)
	return true
}

var (
	fromWords = mkSet("from de desde von aus da do")
	pageNouns = mkSet("page site website webpage pagina web sitio seite webseite statusseite startseite")
)

// instructionBefore: the sentence before block bi opens with an
// imperative ("Run this:", "Ejecuta esto:", "Lance :"): the block is one
// to run, a comment under its query is the result to expect.
func (s *scanner) instructionBefore(blocks []block, bi int) bool {
	if bi == 0 || blocks[bi-1].code {
		return false
	}
	for _, t := range s.blockToks(blocks[bi-1]) {
		if t.kind == tokWord {
			return s.lang.imper[t.w]
		}
	}
	return false
}

// userFigures: every run of digits in cell occurs, whole, in the user's
// messages (a table sorting back the figures the user gave).
func (s *scanner) userFigures(cell string) bool {
	for i := 0; i < len(cell); {
		if !isDigit(cell[i]) {
			i++
			continue
		}
		j := i
		for j < len(cell) && (isDigit(cell[j]) || (cell[j] == '.' || cell[j] == ',') && j+1 < len(cell) && isDigit(cell[j+1])) {
			j++
		}
		if !s.userHasFigure(cell[i:j]) {
			return false
		}
		i = j
	}
	return true
}

// userHasFigure: f occurs in a user message with no digit beside it.
func (s *scanner) userHasFigure(f string) bool {
	for _, q := range s.quoted {
		for off := 0; ; {
			k := strings.Index(q[off:], f)
			if k < 0 {
				break
			}
			k += off
			e := k + len(f)
			if (k == 0 || !isDigit(q[k-1])) && (e == len(q) || !isDigit(q[e]) && !((q[e] == '.' || q[e] == ',') && e+1 < len(q) && isDigit(q[e+1]))) {
				return true
			}
			off = k + 1
		}
	}
	return false
}
