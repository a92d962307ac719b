package claims

import "strings"

// A block of data answering the user's question with no call made: a
// JSON or YAML object of fields ("is the VPN up?" → {"vpn": "up",
// "peers": 4}) or a plain block of columns with figures ("Stand jetzt:"
// then a df table) shows a live state as what a tool printed. The model
// chose the form of a tool's output for its answer, so the block claims
// to be one. Not: a block the user asked to be written or shaped ("write
// a status JSON", "what should it look like"), an example or draft its
// introduction names, a block the user pasted, a block under an
// instruction, modal or condition, a block in the user's message's own
// code, or one with no field or figure to read.

// stateBlock reads code block bi, which no other rule claimed, and adds
// its claim when it is such a block. (A block under a sentence that
// claims already is that claim's: "Salida:" then the block.)
func (s *scanner) stateBlock(blocks []block, bi int) bool {
	b := blocks[bi]
	if s.after || s.creative || s.explain || s.describe || s.askContent || !s.userQuestion {
		return false
	}
	if n := len(s.claims); n > 0 && bi > 0 && s.claims[n-1].End > blocks[bi-1].start {
		return false
	}
	if !dataInfo(b.info) || s.userShowsCode() || !s.plainIntro(blocks, bi) || s.hypoBefore(blocks, bi) || s.asksShape() || referenceAsk(s.howCtx) {
		return false
	}
	content := s.text[b.inner.start:b.inner.end]
	if s.fromUser(content) {
		return false
	}
	var lines []string
	for _, ln := range strings.Split(content, "\n") {
		if strings.TrimSpace(ln) != "" {
			lines = append(lines, ln)
		}
	}
	body, ok := "", false
	if b.info == "" {
		body, ok = columnBlock(lines)
	}
	if !ok {
		body, ok = fieldBlock(lines)
	}
	if !ok {
		return false
	}
	c := Claim{Rule: RuleTable, Action: KindOutput, Cue: firstLine(body), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Lang: s.lang.code}
	c.setBody(body)
	s.claims = append(s.claims, c)
	return true
}

// dataInfo: the fence's info names data or nothing ("json", "yaml").
func dataInfo(info string) bool {
	switch strings.ToLower(info) {
	case "", "json", "yaml", "yml", "text", "txt", "output", "plain":
		return true
	}
	return false
}

// userShowsCode: the user's last message holds a block or an object of
// its own: a block in the answer may be their text reworked.
func (s *scanner) userShowsCode() bool {
	return strings.Contains(s.ctxText, "```") || strings.IndexByte(s.ctxText, '{') >= 0 || strings.Contains(s.ctxText, ":\n")
}

// plainIntro: block bi opens the answer, or a prose line ending in a
// colon introduces it and no instruction, request, modal, condition,
// hypothesis or negation opens that line ("Stand jetzt:", "Fresh
// numbers:"; not "Try this:", "You could add:").
func (s *scanner) plainIntro(blocks []block, bi int) bool {
	if bi == 0 {
		return true
	}
	prev := blocks[bi-1]
	if prev.code || strings.Trim(s.text[prev.end:blocks[bi].start], "`~ \n\t") != "" {
		return false
	}
	if bi > 1 {
		return false // the block follows prose of its own: the answer's account, read there
	}
	t := strings.TrimRight(s.text[prev.start:prev.end], " \t\n*_")
	if !strings.HasSuffix(t, ":") {
		return false
	}
	l := s.lang
	for k, u := range s.blockToks(prev) {
		if u.kind != tokWord {
			continue
		}
		if k == 0 && (l.imper[u.w] || l.request[u.w] != "") || l.modal[u.w] || l.cond[u.w] || l.hypo[u.w] || l.neg[u.w] {
			return false
		}
	}
	return true
}

// fieldBlock: lines are a JSON object or YAML mapping holding at least
// two fields with a scalar value ("vpn": "up", "peers: 4"); it returns
// the fields, one a line.
func fieldBlock(lines []string) (string, bool) {
	var out []string
	for _, ln := range lines {
		t := strings.Trim(strings.TrimSpace(ln), "{},")
		for _, part := range strings.Split(t, ",") {
			k, v, ok := strings.Cut(part, ":")
			k, v = strings.Trim(strings.TrimSpace(k), `"'`), strings.Trim(strings.TrimSpace(v), `"' `)
			if !ok || k == "" || v == "" || strings.ContainsAny(k, " ()=;<>") || v == "{" || v == "[" || v == "|" || v == ">" {
				continue
			}
			out = append(out, k+": "+v)
		}
	}
	return strings.Join(out, "\n"), len(out) >= 2
}

// columnBlock: lines are a header of at least three column names then
// rows holding figures, laid out in columns (runs of spaces), as tools
// print them ("Filesystem  Size  Used …", "/dev/sda1  50G  45G …").
func columnBlock(lines []string) (string, bool) {
	if len(lines) < 2 {
		return "", false
	}
	head := strings.Fields(lines[0])
	if len(head) < 3 || !strings.Contains(strings.TrimSpace(lines[0]), "  ") {
		return "", false
	}
	for _, f := range head {
		if strings.HasSuffix(f, ",") || strings.HasSuffix(f, ":") || strings.HasSuffix(f, ";") {
			return "", false // prose, not a header
		}
	}
	rows := 0
	for _, ln := range lines[1:] {
		t := strings.TrimSpace(ln)
		if t == "" {
			continue
		}
		if len(strings.Fields(t)) < 3 || !strings.Contains(t, "  ") || !strings.ContainsAny(t, "0123456789") {
			return "", false
		}
		rows++
	}
	return strings.Join(lines, "\n"), rows > 0
}

// asksShape: the user's last message asks how a thing should look, for
// an example or under a condition, in the answer's language ("what
// should the status JSON look like?", "si je lance df, j'obtiens
// quoi ?", "Como seria …?"): a block answering it is a shape, not a
// reading. (asksHow reads every lexicon's hypotheses, where "of" and
// "se" are some.)
func (s *scanner) asksShape() bool {
	l := s.lang
	n, first := 0, ""
	for _, t := range s.howCtx {
		if t.kind != tokWord {
			continue
		}
		if shouldWords[t.w] || l.hypo[t.w] || l.cond[t.w] {
			return true
		}
		// a modal inside the question asks a possibility ("Como seria
		// um .prettierrc?", "what would it look like?"); opening it,
		// after "you" at most, it asks politely ("Can you …?", "Tu
		// peux … ?")
		if l.modal[t.w] && n > 0 && !(n == 1 && (l.subj[first] || addressWords[first])) {
			return true
		}
		if n == 0 {
			first = t.w
		}
		n++
	}
	return false
}

// addressWords: "you" addressing the assistant, every language.
var addressWords = mkSet("you tu vous usted ustedes du ihr você voce vocês voces")

// referenceAsk: the user's message asks about a kind of thing, its
// defaults, fields or form, not a live one of theirs ("What are nginx's
// default worker settings?", "¿Qué campos trae el webhook de push?",
// "Welche Felder hat die Antwort der Stripe-API?"): a block of fields
// answering it is reference text, the shape developers answer such
// questions in, not a reading.
func referenceAsk(ctx []token) bool {
	for _, t := range ctx {
		if t.kind == tokWord && referenceWords[t.w] {
			return true
		}
	}
	return false
}

// referenceWords ask for defaults, a typical form or a thing's fields
// (en, es, fr, de, pt; folded).
var referenceWords = mkSet(`default defaults typical typically usual recommended example sample schema structure format syntax field fields
	defecto predeterminado predeterminados predeterminada tipico tipica habitual recomendado recomendada ejemplo esquema estructura formato sintaxis campo campos
	defaut typique habituel habituelle recommande recommandee exemple schema structure format syntaxe champ champs
	standard standardwerte standardeinstellung standardeinstellungen voreinstellung voreinstellungen typisch typische ublich ubliche empfohlen empfohlene beispiel schema struktur format syntax feld felder
	padrao padroes tipico tipica habitual recomendado recomendada exemplo esquema estrutura formato sintaxe campo campos`)
