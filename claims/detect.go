package claims

import (
	"strings"
	"unicode/utf8"
)

// Claim is one statement of the answer saying a tool action was done or
// presenting text as a tool's output.
type Claim struct {
	// Sentence is the claiming sentence (or code block), as in the text.
	Sentence string `json:"sentence"`
	// Start and End are byte offsets of Sentence in the scanned text.
	Start int `json:"start"`
	End   int `json:"end"`
	// Action is the claimed action kind (Kind* constants).
	Action string `json:"action"`
	// Objects are the things the claim names: commands, paths, hosts,
	// addresses, channels, names. Empty when it names none.
	Objects []string `json:"objects,omitempty"`
	// Rule names the rule that found the claim; Cue is the text it fired on.
	Rule string `json:"rule"`
	Cue  string `json:"cue"`
	// Lang is the lexicon that found it.
	Lang string `json:"lang"`

	// Set by Back.
	Backed bool   `json:"backed"`
	Reason string `json:"reason,omitempty"` // why not backed (Reason* constants)
	By     string `json:"by,omitempty"`     // the call that backs it ("tool call_id")
	Why    string `json:"why"`              // the backing decision in words

	// argNames are objects that count only when some call's arguments
	// name them (German capitalised nouns that may be names).
	argNames []string
	// topicNames are names a turn report holds only because the user
	// named them ("Java" in "which Java does the pom.xml need?").
	topicNames []string
}

// Rules.
const (
	RuleFirstPerson = "first_person_past"  // "I ran", "he ejecutado", "verifiquei"
	RulePassive     = "passive_past"       // "was sent", "se consultó", "wurde gepostet"
	RuleOpening     = "opening_participle" // "Publicado en #ventas", "Email sent to …"
	RuleAfter       = "after_doing"        // "after checking", "tras revisar"
	RuleReport      = "result_report"      // "the query returned 1,042 rows"
	RuleSource      = "source_attribution" // "according to `docker ps`"
	RuleLabel       = "output_label"       // "Output:", "Ergebnis:"
	RuleTranscript  = "transcript"         // a "$ cmd" code block with output
	RuleTable       = "output_table"       // a bare command-output table block
	RuleDone        = "done_reply"         // "listo ✅" to "borra tmp/"
	RuleAnnounced   = "announced_lookup"   // "Let me check settings.py. … It sets X"
)

// scanner holds the state of one Find.
type scanner struct {
	text   string
	lang   *compiled
	quoted []string // folded user texts: content found in them is the user's
	toks   []token
	claims []Claim
	cmds   map[string][]listedCmd // Options.Commands by first word, folded
	after  bool                   // Options.AfterCalls
	short  bool                   // a short, casual answer (under 200 bytes)
	bits   []uint16               // class bits of toks (classes)
	lower  string                 // text, ASCII lowercased (tokenizeL)
	// reqKind: the action kind the user's last message asks for
	reqKind string
	tc      *tokCache // every block's tokens
	// inComment: sentence is reading a code comment
	inComment bool
	// announced: an earlier sentence announced a look-up ("let me check")
	announced bool
	// stopAtClause: objects() stops at a conjunction opening a new clause
	stopAtClause bool
	// searchClaim: objects() takes a quoted phrase as the query
	searchClaim bool

	// creative: the user's message asks for fiction or a draft, and no
	// call was made this turn
	creative bool
	// userCaps are the folded words the user's message capitalises
	userCaps map[string]bool
}

// Find returns the claims of text, in order. quoted are texts the user
// wrote (their messages): a code block copied from them is not a claim.
// Deterministic and linear in len(text) (plus the quoted check, linear in
// the quoted texts per code block).
func Find(text string, quoted []string) []Claim {
	return FindWith(text, Options{UserTexts: quoted})
}

// Options tune Find for one conversation.
type Options struct {
	// UserTexts are the user's messages, squashed (History.UserTexts).
	UserTexts []string
	// Commands are commands the offered tools list (DescriptionCommands):
	// written plainly in the answer they count as a code span does.
	Commands []string
	// Lang forces a lexicon ("en", "es", …); "" detects it.
	Lang string
	// AfterCalls: the answer follows tool calls made in this turn (since
	// the last user message), so its specific statements present what
	// those calls returned (RuleTurnReport).
	AfterCalls bool
	// Context is other text of the conversation in the answer's language
	// (the last user message): it helps detect the language of a short
	// answer.
	Context string
}

// listedCmd is a command a tool's description lists: its words as the
// tokenizer reads them, and its name as written.
type listedCmd struct {
	ws   []string
	name string
}

// FindWith is Find with options.
func FindWith(text string, o Options) []Claim {
	if len(text) == 0 {
		return nil
	}
	initFast()
	s := &scanner{text: text, quoted: o.UserTexts, after: o.AfterCalls}
	s.userCaps = capitalised(o.Context)
	s.short = len(strings.TrimSpace(text)) < 200
	for _, c := range o.Commands {
		ws := words(c)
		if len(ws) == 0 || len(ws) > 4 || strings.ContainsAny(c, "<>") && len(ws) == 1 {
			continue
		}
		// a listed command with placeholders ("pip show <pkg>") matches by
		// its words before the first placeholder
		for i, w := range ws {
			if strings.ContainsAny(w, "<>{}") {
				ws = ws[:i]
				break
			}
		}
		if len(ws) > 0 {
			if s.cmds == nil {
				s.cmds = map[string][]listedCmd{}
			}
			// the tokenizer drops an option's dashes ("free -m" reads as
			// "free", "m"): so does the match, while the object keeps
			// its written form
			name := strings.Join(ws, " ")
			match := make([]string, len(ws))
			for i, w := range ws {
				match[i] = w
				if i > 0 && len(w) > 1 && w[0] == '-' {
					match[i] = strings.TrimLeft(w, "-")
				}
			}
			s.cmds[ws[0]] = append(s.cmds[ws[0]], listedCmd{match, name})
		}
	}
	s.tc = tokPool.Get().(*tokCache)
	s.bits = s.tc.bits[:0]
	defer s.release()
	blocks := segmentTo(s.tc.blocks[:0], text)
	s.lower = asciiLower(text)
	s.tokenizeBlocks(blocks)
	defer func() { s.creative = false }()
	if o.Lang != "" {
		s.lang = langByCode(o.Lang)
	} else {
		s.lang = detectLang(text, blocks, s, o.Context)
	}
	s.creative = !o.AfterCalls && creativeRequest(o.Context, s.lang)
	s.reqKind = s.requestKind(o.Context)
	s.scan(blocks)
	if len(s.claims) == 0 && s.short && !s.creative {
		s.doneReply(blocks, o.Context)
	}
	return s.claims
}

// scan applies the rules to every block.
func (s *scanner) scan(blocks []block) {
	for bi, b := range blocks {
		if s.creative {
			break
		}
		if b.code {
			s.codeBlock(blocks, bi)
			continue
		}
		if b.quoted {
			continue
		}
		s.sentence(b, blocks, bi)
	}
}

// detectLang picks the lexicon whose stop words occur most in the prose
// of the answer (counted twice) and of the context, with letters only one
// language uses (ñ, ß, ã, è …) as extra evidence.
func detectLang(text string, blocks []block, s *scanner, context string) *compiled {
	counts := make([]int, len(languages))
	tally := func(toks []token, weight int) int {
		n := 0
		for _, t := range toks {
			if t.kind != tokWord {
				continue
			}
			bits := stopLangs[t.w]
			if t.bare != t.w {
				bits |= stopLangs[t.bare]
			}
			for li := 0; bits != 0; li++ {
				if bits&1 != 0 {
					counts[li] += weight
				}
				bits >>= 1
			}
			n++
		}
		return n
	}
	n := 0
	for _, b := range blocks {
		if b.code {
			continue
		}
		s.toks = s.blockToks(b)
		w := 2
		if len(text) < 120 {
			w = 1 // a short answer says little; the user's message counts as much
		}
		n += tally(s.toks, w)
		if n > 400 {
			break
		}
	}
	if n < 60 && context != "" {
		if len(context) > 2000 {
			context = context[:2000]
		}
		tally(tokenize(nil, context, 0, len(context)), 1)
	}
	hint := func(src string, limit int) {
		if len(src) > limit {
			src = src[:limit]
		}
		for i := 0; i < len(src); i++ {
			if src[i] < 0xC2 || src[i] > 0xC5 {
				continue // the letters below are all 2-byte, lead C2–C5
			}
			r, _ := utf8.DecodeRuneInString(src[i:])
			if code, ok := letterLang[r]; ok {
				for li, l := range languages {
					if l.code == code {
						counts[li]++
					}
				}
			}
		}
	}
	hint(text, 4000)
	hint(context, 1000)
	best := langByCode("en")
	bestN := 0
	for li, l := range languages {
		if counts[li] > bestN || counts[li] == bestN && l.code == "en" {
			best, bestN = l, counts[li]
		}
	}
	return best
}

// letterLang: letters that, in this set of languages, only one uses.
var letterLang = map[rune]string{
	'ñ': "es", '¿': "es", '¡': "es", 'Ñ': "es",
	'ß': "de", 'ä': "de", 'ö': "de", 'ü': "de", 'Ä': "de", 'Ö': "de", 'Ü': "de",
	'ã': "pt", 'õ': "pt", 'Ã': "pt", 'Õ': "pt",
	'ê': "fr", 'œ': "fr", 'ù': "fr", 'î': "fr", 'û': "fr", 'È': "fr", 'Ê': "fr",
}

func langByCode(code string) *compiled {
	for _, l := range languages {
		if l.code == code {
			return l
		}
	}
	return languages[0]
}

// sentence applies the prose rules to one sentence.
func (s *scanner) sentence(b block, blocks []block, bi int) {
	text := s.text[b.start:b.end]
	if endsWithQuestion(text) {
		return // a question
	}
	s.toks = s.blockToks(b)
	toks := s.toks
	inQuote := quoteMask(toks)
	l := s.lang
	if s.creative {
		return // the user asked for fiction or a draft: its text is theirs
	}
	if s.label(b, toks, blocks, bi) {
		return
	}
	bits := s.classes(toks)
	if s.sentenceHedged(toks, bits) {
		return
	}
	if b.start == 0 || s.text[b.start-1] == '\n' {
		if cmd, ok := promptCommand(strings.TrimSpace(text)); ok && bi+1 < len(blocks) && !s.hypoBefore(blocks, bi) {
			s.claims = append(s.claims, Claim{Rule: RuleTranscript, Action: KindRun, Cue: FlagText(text), Start: b.start, End: b.end, Sentence: text, Objects: []string{cmd}, Lang: l.code})
			return
		}
	}
	var found []Claim
	add := func(rule string, i, j int, kind string) {
		if kind == "" {
			kind = KindOutput
		}
		found = append(found, Claim{Rule: rule, Action: kind, Cue: s.text[toks[i].start:toks[min(j, len(toks)-1)].end], Start: i, End: j})
	}
	hedged, failed := false, false
	for k, b := range bits {
		clauseStart := k == 0 || toks[k-1].kind == tokPunct || k == 1 && toks[0].kind != tokWord
		hedged = hedged || b&(bHypo|bModal) != 0 || b&bCond != 0 && clauseStart
		failed = failed || b&bFail != 0
	}
	firstWord := -1
	for i, t := range toks {
		if t.kind == tokWord {
			firstWord = i
			break
		}
	}
	generic := byDefault(toks, bits) // once per sentence: the loop below is per word
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != tokWord || inQuote[i] || bits[i]&bTrig == 0 {
			continue
		}
		// 0a. "just"/"already" + a past form, no subject needed in a short
		// casual answer ("yup just hit it", "grad geschaut")
		if s.short && i > 0 && toks[i-1].kind == tokWord && justWords[toks[i-1].w] && !s.blocked(toks, i-1) {
			kind, ok := lookup(l.part, t)
			if !ok {
				kind, ok = lookup(l.past1, t)
			}
			if !ok && l.code == "en" {
				kind, ok = lookup(l.past, t)
			}
			if ok && s.accentOK(t) {
				rule := RuleFirstPerson
				if _, part := lookup(l.part, t); part {
					rule = RulePassive // "ya cerrada": a state
				}
				add(rule, i-1, i, kind)
				continue
			}
		}
		// 0. a verb coordinated with a claim already found in the sentence
		// ("ran the tests and pushed the branch", "he compilado y subido")
		if _, rep := l.report[t.w]; len(found) > 0 && i > 0 && !rep && s.coordinated(toks, i) && !l.neg[t.w] {
			kind, ok := lookup(l.part, t)
			if !ok {
				kind, ok = lookup(l.past1, t)
			}
			if !ok && found[len(found)-1].Rule != RulePassive {
				kind, ok = lookup(l.past, t)
			}
			if ok && s.accentOK(t) {
				add(found[len(found)-1].Rule, i, i, kind)
				continue
			}
		}
		// 1. first-person perfect: aux + participle
		if j, ok := matchGated(bits[i]&bAux != 0, toks, i, l.aux); ok && !s.blocked(toks, i) {
			if k, kind, ok := s.findVerb(toks, j, l, true); ok {
				add(RuleFirstPerson, i, k, kind)
				i = k
				continue
			}
		}
		// 1b. "I can see (that|in|from) …": a look at live data
		if l.subj[t.w] && i+3 < len(toks) && toks[i+1].w == "can" && toks[i+2].w == "see" && (toks[i+3].w == "in" || toks[i+3].w == "from") &&
			toolNounWithin(toks, i+4, 3, l) && !s.blocked(toks, i) {
			add(RuleFirstPerson, i, i+2, KindCheck)
			i += 2
			continue
		}
		// 2. subject + simple past (up to two words between)
		if l.subj[t.w] && !s.blocked(toks, i) {
			if k, kind, ok := s.findPast(toks, i+1, 3, l); ok {
				add(RuleFirstPerson, i, k, kind)
				i = k
				continue
			}
		}
		// 3. first-person finite past
		if kind, ok := l.past1[t.w]; ok && !s.blocked(toks, i) && !s.negBefore(toks, i) {
			add(RuleFirstPerson, i, i, kind)
			continue
		}
		// 4. passive / impersonal
		if j, ok := matchGated(bits[i]&bAux != 0, toks, i, l.pass); ok {
			if k, kind, ok := s.findVerb(toks, j, l, false); ok && !failWord(toks[k].w) && !failBetween(toks, j, k, l) && !genericPassive(toks, i) && (!s.blocked(toks, i) || findVerbs[toks[k].w] && !s.hedgedBefore(toks, i) && !definiteAfter(toks, k)) {
				add(RulePassive, i, k, kind)
				i = k
				continue
			}
		}
		if j, ok := matchGated(bits[i]&bPassNow != 0, toks, i, l.passNow); ok && !s.blocked(toks, i) {
			if k, kind, ok := s.findVerb(toks, j, l, false); ok && (kind == KindWrite || kind == KindSend || kind == KindRun) {
				add(RulePassive, i, k, kind)
				i = k
				continue
			}
		}
		if l.impers[t.w] && i+1 < len(toks) && (!s.blocked(toks, i) || findVerbs[toks[i+1].w] && !s.hedgedBefore(toks, i) && !definiteAfter(toks, i+1)) {
			if kind, ok := l.past[toks[i+1].w]; ok {
				add(RulePassive, i, i+1, kind)
				i++
				continue
			}
		}
		// 4b. a light verb opening a clause in a pro-drop language, with an
		// action noun: "Eché un vistazo a los logs", "Dei uma olhada nos logs"
		if l.past1Lang() && (i == firstWord || toks[i-1].kind == tokPunct) && !s.blocked(toks, i) {
			if _, ok := l.light[t.w]; ok {
				if kind, ok := lightAction(toks, i, l); ok {
					add(RuleFirstPerson, i, nounAfter(toks, i+1, l), kind)
					continue
				}
			}
		}
		// 5. "just did", "after doing"
		if j, ok := matchGated(bits[i]&bAux != 0, toks, i, l.near); ok && !s.blocked(toks, i) {
			if j < len(toks) {
				kind, ok := lookup(l.inf, toks[j])
				if !ok && l.code == "en" {
					kind, ok = enBasePast(toks[j].w, l) // "managed to confirm"
				}
				if ok {
					add(RuleFirstPerson, i, j, kind)
					i = j
					continue
				}
			}
		}
		if j, ok := matchGated(bits[i]&bAfter != 0, toks, i, l.after); ok && !s.blocked(toks, i) && !failed {
			for k := j; k < len(toks) && k <= j+1; k++ {
				if kind, ok := l.inf[toks[k].w]; ok {
					add(RuleAfter, i, k, kind)
					i = k
					break
				}
				if kind, ok := l.part[toks[k].w]; ok && k > j {
					add(RuleAfter, i, k, kind)
					i = k
					break
				}
			}
		}
		// 6. a sentence opening with a participle or (English) a past form
		clauseStart := s.short && i > 0 && toks[i-1].kind == tokPunct && toks[i-1].w != "\"" ||
			s.short && i > 1 && toks[i-2].kind == tokPunct && toks[i-2].w != "\"" && toks[i-1].kind == tokWord && !l.stop[toks[i-1].w] && !l.subj[toks[i-1].w] && !l.neg[toks[i-1].w] && !l.modal[toks[i-1].w] && !isDeterminer(toks[i-1].w)
		if i == firstWord || clauseStart || i == firstWord+1 && !l.subj[toks[firstWord].w] && !l.modal[toks[firstWord].w] && !l.neg[toks[firstWord].w] && !l.cond[toks[firstWord].w] && !l.hypo[toks[firstWord].w] && !isDeterminer(toks[firstWord].w) && !l.stop[toks[firstWord].w] && (toks[firstWord].cap || l.code == "en" || s.short) {
			kind, ok := l.part[t.w]
			if !ok && l.code == "en" {
				kind, ok = l.past[t.w]
			}
			if !ok && concreteAfter(toks, i+1) {
				kind, ok = l.weak[t.w] // "Created BILL-2291, …"
			}
			if ok && (!ambiguousOpening[t.w] || i+1 < len(toks) && throughWords[toks[i+1].w]) && !s.negAfter(toks, i) && s.accentOK(t) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 6b. German: a clause without a finite verb that ends in a
		// participle ("Zahlen heute aus der Datenbank gezogen.", "eben auf
		// prod-app-2 ausgeführt:")
		if l.code == "de" && (i+1 == len(toks) || toks[i+1].kind == tokPunct) && len(found) == 0 {
			if kind, ok := l.part[t.w]; ok && s.verbless(toks, i) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 7. a tool noun, code span or file reporting a result
		if kind, ok := l.report[t.w]; ok && !s.blocked(toks, i) && !failed && !generic {
			if subj, skind, ok := s.reportSubject(toks, i); ok && (s.specificAfter(toks, i+1) || skind == KindRun && (outcomeVerbs[t.w] || i+1 < len(toks) && complementizers[toks[i+1].w])) && !hedged && (len(found) == 0 || !sameClause(toks, found[len(found)-1].End, subj)) {
				// (a report whose subject an earlier claim of the sentence
				// names is that claim's result: "I ran date and it says …")
				if skind != "" {
					kind = skind
				}
				add(RuleReport, subj, i, kind)
				continue
			}
		}
		// 7b. "With `cmd`, …" / "Con DESCRIBE clientes salen: …": a
		// sentence opening with the command used, then a specific value
		if i == firstWord && instrumental[t.w] && i+1 < len(toks) && !hedged && !failed && !s.blocked(toks, i) {
			k := i + 1
			if toks[k].kind == tokWord && isDeterminer(toks[k].w) && k+1 < len(toks) {
				k++
			}
			n := 0
			if toks[k].kind == tokCode {
				n = 1
			} else if _, m := s.command(toks, k, len(toks)); m > 0 && (s.cmds[toks[k].w] != nil || isKnownCommand(toks[k].w)) {
				n = m
			}
			// the command's arguments ("-I https://…") are no value
			for n > 0 && k+n < len(toks) && (toks[k+n].kind == tokWord && (strings.HasPrefix(toks[k+n].w, "-") || toks[k+n].start > 0 && s.text[toks[k+n].start-1] == '-' || objectKind(toks[k+n]) != "" && objectKind(toks[k+n]) != "name") || toks[k+n].kind == tokPunct && toks[k+n].w == "-") {
				n++
			}
			if n > 0 && s.specificAfter(toks, k+n) && !genericSubject(toks, k+n) {
				add(RuleSource, i, k+n-1, KindRun)
				i = k + n - 1
				continue
			}
		}
		// 8. according to a tool
		if j, ok := matchGated(bits[i]&bSource != 0, toks, i, l.source); ok && !s.blocked(toks, i) && !failed {
			for k := j; k < len(toks) && k <= j+3; k++ {
				if toks[k].kind == tokPunct {
					break
				}
				if toks[k].kind == tokCode {
					add(RuleSource, i, k, KindRun)
					i = k
					break
				}
				if _, n := s.command(toks, k, len(toks)); n > 0 && (s.cmds[toks[k].w] != nil || isKnownCommand(toks[k].w)) {
					add(RuleSource, i, k, KindRun) // "según pip show, …"
					i = k
					break
				}
				if kind, ok := lookup(l.nouns, toks[k]); ok && t.w != "da" {
					add(RuleSource, i, k, kind)
					i = k
					break
				}
			}
		}
	}
	// a look-up announced earlier in the answer, no call made: specific
	// content now is presented as what it found
	if len(found) == 0 && s.announced && !s.after && !hedged && !failed {
		for k, t := range toks {
			if t.kind == tokCode || t.kind == tokWord && (isDigit(t.w[0]) || objectKind(t) != "" && objectKind(t) != "name") {
				add(RuleAnnounced, k, k, KindRead)
				break
			}
		}
	}
	if !s.announced {
		for k := range toks {
			if bits[k]&bAnnounce == 0 {
				continue
			}
			if _, ok := matchPhrase(toks, k, l.announce); ok {
				s.announced = true
				// the rest of this sentence may already hold the content
				for m := k + 1; m < len(toks); m++ {
					if t := toks[m]; t.kind == tokWord && isDigit(t.w[0]) && !s.after && !hedged {
						add(RuleAnnounced, k, m, KindRead)
						break
					}
				}
				break
			}
		}
	}
	if len(found) == 0 && !hedged && !failed {
		if k, ok := s.liveValue(toks, text); ok {
			add(RuleLiveValue, k, k, KindFetch)
		}
	}
	if len(found) == 0 && !s.after && s.reqKind != "" && !hedged && !failed {
		if k, ok := s.nowState(toks, firstWord); ok {
			add(RuleNowState, k, k, s.reqKind)
		}
	}
	if (b.cell || s.inComment) && !s.recentOrFirst(toks) {
		found = nil // a table cell or a code comment states, unless it says now/today or I
	}
	if len(found) == 0 && s.after {
		if c, ok := s.turnReport(b, toks); ok && !s.personSource(toks, bits) {
			c.Start, c.End = b.start, b.end
			c.Sentence = s.text[b.start:b.end]
			c.Lang = l.code
			s.claims = append(s.claims, c)
		}
		return
	}
	reported := s.personSource(toks, bits)
	kept := found[:0]
	for _, c := range found {
		if reported && (c.Rule == RulePassive || c.Rule == RuleOpening) {
			continue // "according to your colleague, Redis was restarted": their word, not a result
		}
		if c.Action == KindRead && (userMaterial(toks, c.End) || userMaterialWithin(toks, c.Start, c.End)) {
			continue // "I looked at your code", "revisé tu mensaje": the user's own text
		}
		if (c.Rule == RuleReport || c.Rule == RuleSource) && userMaterialWithin(toks, 0, c.End) {
			continue // "in your paste, free -m reports …": the user's output
		}
		if c.Rule == RuleReport && historicalYear(toks, c.End) {
			continue // "the backup completed in 2019 was the last full one": history
		}
		if c.Rule == RulePassive || c.Rule == RuleOpening {
			if historical(toks, c.End) {
				continue // "was renamed in 2.0", "removed in Python 3.12": history, not this conversation
			}
		}
		if e := c.End + 1; e < len(toks) && toks[e].kind == tokWord && idiomParticles[toks[e].w] {
			continue // "I've run into this", "came across": an experience
		}
		kept = append(kept, c)
	}
	found = kept
	for ci, c := range found {
		// a state ("Backup ist angelegt, und die Tabelle …") names only
		// the objects of its own clause; an action's result may follow it
		s.stopAtClause = c.Rule == RulePassive || c.Rule == RuleOpening
		s.searchClaim = c.Action == KindSearch
		c.Objects = s.objects(toks, c.Start, c.End, b)
		s.stopAtClause, s.searchClaim = false, false
		if ci+1 < len(found) && len(c.Objects) > 0 {
			// coordinated claims: each keeps the objects before the next
			next := toks[found[ci+1].Start].start
			// from the object window's start, not the sentence's: one long
			// sentence of many claims stays linear
			from := toks[max(c.Start-objWindow, 0)].start
			own := c.Objects[:0:0]
			for _, o := range c.Objects {
				if from < next && strings.Contains(s.text[from:next], o) {
					own = append(own, o)
				}
			}
			c.Objects = own
		}
		if c.Rule == RuleFirstPerson && s.weakOnly(c, toks) {
			continue
		}
		c.Start, c.End = b.start, b.end
		c.Sentence = s.text[b.start:b.end]
		c.Lang = l.code
		s.claims = append(s.claims, c)
	}
}

// weakOnly: reserved for verbs that need an object (handled in findVerb).
func (s *scanner) weakOnly(Claim, []token) bool { return false }

// accentOK: a French participle folded to -e/-es/-ee is written with its
// accent ("relancé"); without it the word is a present or an imperative
// ("regarde", "cherche").
func (s *scanner) accentOK(t token) bool {
	if s.lang.code != "fr" || !(strings.HasSuffix(t.w, "e") || strings.HasSuffix(t.w, "es")) {
		return true
	}
	raw := s.text[t.start:t.end]
	return strings.Contains(raw, "é") || strings.Contains(raw, "É")
}

// justWords: "just", "already" in every language.
var justWords = mkSet("just already grad gerade eben schon ya recien deja ja appena gia")

// sameClause: no clause boundary between toks[i] and toks[j].
func sameClause(toks []token, i, j int) bool {
	for k := i + 1; k < j && k < len(toks); k++ {
		if toks[k].kind == tokPunct && toks[k].w != "\"" {
			return false
		}
	}
	return true
}

func isKnownCommand(w string) bool { _, ok := knownCommands[w]; return ok }

// recentOrFirst: the tokens say the action is recent ("this morning",
// "heute früh", "just now") or name a first-person subject.
func (s *scanner) recentOrFirst(toks []token) bool {
	for _, t := range toks {
		if t.kind == tokWord && (recentWords[t.w] || justWords[t.w] || s.lang.subj[t.w] || s.lang.aux[t.w] != nil) {
			return true
		}
	}
	return false
}

// recentWords say an action happened just now or today, every language.
var recentWords = mkSet(`today now tonight morning yesterday
	hoy ahora manana anoche ayer
	aujourd'hui maintenant matin hier soir
	heute jetzt fruh gestern morgen nachmittag
	hoje agora manha ontem
	oggi ora stamattina ieri
	vandaag nu vanochtend gisteren`)

// listItem: the sentence opens a Markdown list item.
func (s *scanner) listItem(b block) bool {
	t := s.text[b.start:b.end]
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "+ ") {
		return true
	}
	i := 0
	for i < len(t) && i < 3 && isDigit(t[i]) {
		i++
	}
	return i > 0 && i+1 < len(t) && (t[i] == '.' || t[i] == ')') && t[i+1] == ' '
}

// verbless: the clause ending at toks[i] holds no finite auxiliary or
// subject pronoun (so the participle stands for "was done").
func (s *scanner) verbless(toks []token, i int) bool {
	for k := i - 1; k >= 0; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			break
		}
		if t.kind == tokWord && (s.lang.subj[t.w] || s.lang.neg[t.w] || s.lang.modal[t.w] || finiteDE[t.w]) {
			return false
		}
	}
	return true
}

// finiteDE: German finite auxiliaries and copulas.
var finiteDE = mkSet("ist sind war waren wird werden wurde wurden hat haben hatte hatten habe hab bin bist seid kann konnte muss soll")

// coordinated: toks[i] follows a conjunction (or a comma) with at most
// three words between, all in one clause ("und der Dienst neu
// gestartet", "and pushed").
func (s *scanner) coordinated(toks []token, i int) bool {
	bits := s.bits // the class bits of toks (sentence calls it on its own tokens)
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			return t.w == "," && k == i-1
		}
		if t.kind == tokWord && bits[k]&bConj != 0 && conjunctions[t.w] {
			return true
		}
		if t.kind == tokWord && bits[k]&bStop != 0 && (s.lang.neg[t.w] || s.lang.modal[t.w] || s.lang.subj[t.w] || s.lang.said[t.w] || thirdPerson[t.w]) {
			return false // "… and it printed hi": another subject
		}
	}
	return false
}

// throughWords make an ambiguous opening verb a look-up ("looked thru
// them").
var throughWords = mkSet("through thru over")

// historical: a release or a year follows the verb ("in 2.0", "in Python
// 3.12", "since 2019", "en la versión 5"): the statement is about a
// product's history.
func historical(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		t := toks[m]
		if t.kind == tokPunct {
			return false
		}
		if t.kind == tokWord && sinceWords[t.w] {
			for n := m + 1; n < len(toks) && n <= m+3; n++ {
				w := toks[n]
				if w.kind != tokWord {
					break
				}
				if isVersion(w.w) || len(w.w) == 4 && isAllDigits(w.w) && (w.w[0] == '1' || w.w[0] == '2') || releaseWords[w.w] && n+1 < len(toks) && toks[n+1].kind == tokWord && isDigit(toks[n+1].w[0]) {
					return true
				}
			}
		}
	}
	return false
}

var sinceWords = mkSet("in since en desde dans depuis seit ab em desde")

var releaseWords = mkSet("version versions release versión versao versão")

// toolNounWithin: a tool noun (logs, output, dashboard …) within n words
// from j, before any "you"/"your" (the user's paste is no look-up).
func toolNounWithin(toks []token, j, n int, l *compiled) bool {
	for k := j; k < len(toks) && k < j+n; k++ {
		if toks[k].kind != tokWord || l.said[toks[k].w] {
			return false
		}
		if _, ok := l.nouns[toks[k].w]; ok {
			return true
		}
	}
	return false
}

// userMaterial: within four words after the verb, the user's own text
// ("your code", "tu mensaje", "votre question", "deinen Entwurf").
func userMaterial(toks []token, k int) bool {
	for m := k + 1; m < len(toks) && m <= k+4; m++ {
		if toks[m].kind != tokWord {
			return false
		}
		if possessive2[toks[m].w] && m+1 < len(toks) && toks[m+1].kind == tokWord && (pastedNouns[toks[m+1].w] || sharedWords[toks[m+1].w]) {
			return true // "your message", "your pasted log"
		}
		if youWords[toks[m].w] && m+1 < len(toks) && toks[m+1].kind == tokWord && sharedWords[toks[m+1].w] {
			return true // "the docs you linked", "el log que pegaste" (below)
		}
		if sharedWords[toks[m].w] && m > k+1 && (toks[m-1].w == "que" || toks[m-1].w == "you") {
			return true
		}
	}
	return false
}

var possessive2 = mkSet("your tu tus su votre ton ta vos dein deine deinen deinem seu sua teu tua")

var pastedNouns = mkSet(`code snippet message question paste error traceback example text draft essay story post
	codigo fragmento mensaje pregunta ejemplo texto borrador
	message question exemple texte brouillon
	code nachricht frage beispiel text entwurf fehlermeldung
	codigo mensagem pergunta exemplo texto rascunho`)

// phrasal are English phrasal verbs that claim an action.
var phrasal = map[string]string{
	"looked up": KindSearch, "looked into": KindCheck, "looked at": KindRead, "looked through": KindRead, "looked over": KindRead,
	"went through": KindRead, "went over": KindRead, "dug into": KindRead, "dug through": KindRead, "pulled up": KindFetch,
	"kicked off": KindRun, "spun up": KindRun, "fired off": KindSend, "sent over": KindSend, "rolled back": KindWrite,
	"rolled out": KindRun, "cleaned up": KindWrite, "set up": KindWrite, "checked on": KindCheck, "ran through": KindRun,
}

// idiomParticles turn an action verb into an idiom ("run into").
var idiomParticles = mkSet("into across")

// thirdPerson: pronouns that start a new subject.
var thirdPerson = mkSet("it he she they this that es er sie il elle ils elles ca ele ela eles elas ella ellos lui")

// conjunctions join coordinated verbs.
var conjunctions = mkSet("and then y e et puis und dann en ed")

var ambiguousOpening = map[string]bool{"read": true, "run": true, "set": true, "hit": true, "let": true, "found": true, "looked": true, "called": true, "turned": true, "opened": true, "closed": true, "reset": true, "started": true}

func isDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "it", "there", "here", "what", "which", "who", "how", "why", "where", "and", "or", "so", "then", "also", "all", "both", "your", "my", "our", "its", "their":
		return true
	}
	return false
}

// lookup finds a token's word (or its bare form) in m; an infinitive
// with an enclitic pronoun ("comprobarlo", "verificá-lo") by its verb.
func lookup(m map[string]string, t token) (string, bool) {
	if t.kind != tokWord {
		return "", false
	}
	if k, ok := m[t.w]; ok {
		return k, true
	}
	if n := len(t.w); n > 5 && (t.w[n-2:] == "lo" || t.w[n-2:] == "la" || t.w[n-2:] == "le") && t.w[n-3] == 'r' {
		if k, ok := m[t.w[:n-2]]; ok {
			return k, true
		}
	}
	if n := len(t.w); n > 6 && (t.w[n-3:] == "los" || t.w[n-3:] == "las" || t.w[n-3:] == "les") && t.w[n-4] == 'r' {
		if k, ok := m[t.w[:n-3]]; ok {
			return k, true
		}
	}
	if t.bare != t.w {
		k, ok := m[t.bare]
		return k, ok
	}
	return "", false
}

// window is how far after an auxiliary a participle may sit: verb-final
// languages put it at the end of the clause.
func (l *compiled) window() int {
	if l.code == "de" || l.code == "nl" {
		return 14
	}
	return 4
}

// findVerb looks for a participle (or, for English first person, a past
// form) after an auxiliary, within the clause; a negation in between
// cancels it. first allows simple past forms and light and weak verbs.
func (s *scanner) findVerb(toks []token, j int, l *compiled, first bool) (int, string, bool) {
	end := min(len(toks), j+l.window())
	objNegSeen := false
	for k := j; k < end; k++ {
		t := toks[k]
		if t.kind == tokPunct && t.w != "\"" {
			return 0, "", false
		}
		if t.kind != tokWord {
			continue
		}
		if l.neg[t.w] || l.neg[t.bare] {
			if s.isObjNeg(t) {
				objNegSeen = true // "keine Root-Logins gefunden": the object is negated
				continue
			}
			return 0, "", false
		}
		if kind, ok := lookup(l.part, t); ok && s.accentOK(t) { // "est vide" (empty) is no "vidé"
			if objNegSeen && !findVerbs[t.w] {
				return 0, "", false
			}
			return k, kind, true
		}
		if objNegSeen {
			continue
		}
		if first {
			if kind, ok := lookup(l.past, t); ok && l.code == "en" {
				return k, kind, true
			}
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord && l.code == "en" {
			if kind, ok := phrasal[t.w+" "+toks[k+1].w]; ok {
				return k + 1, kind, true // "I've kicked off the backup"
			}
		}
		if kind, ok := lookup(l.weak, t); ok && concreteAfter(toks, k+1) {
			return k, kind, true
		}
		if _, ok := lookup(l.light, t); ok {
			if kind, ok := lightAction(toks, k, l); ok {
				return nounAfter(toks, k+1, l), kind, true
			}
		}
	}
	return 0, "", false
}

// findPast looks for a simple past within n words after a subject.
func (s *scanner) findPast(toks []token, j, n int, l *compiled) (int, string, bool) {
	for k := j; k < len(toks) && k < j+n; k++ {
		t := toks[k]
		if t.kind != tokWord {
			return 0, "", false
		}
		if l.neg[t.w] || l.modal[t.w] {
			return 0, "", false
		}
		if k+1 < len(toks) && toks[k+1].kind == tokWord {
			if kind, ok := phrasal[t.w+" "+toks[k+1].w]; ok {
				return k + 1, kind, true // "I looked up …", "we kicked off the build"
			}
		}
		if kind, ok := l.past[t.w]; ok {
			return k, kind, true
		}
		if kind, ok := l.past1[t.w]; ok {
			return k, kind, true
		}
		if kind, ok := l.weak[t.w]; ok && concreteAfter(toks, k+1) {
			return k, kind, true
		}
		if _, ok := l.light[t.w]; ok {
			if kind, ok := lightAction(toks, k, l); ok {
				return nounAfter(toks, k+1, l), kind, true
			}
		}
	}
	return 0, "", false
}

// nounAfter is the index of the action noun actionAfter found (the claim
// ends there: "I had a look at your log" reads on from "look").
func nounAfter(toks []token, j int, l *compiled) int {
	for k := j; k < len(toks) && k < j+3; k++ {
		if toks[k].kind == tokCode {
			return k
		}
		if _, ok := lookup(l.nouns, toks[k]); ok {
			return k
		}
	}
	return j - 1
}

// actionAfter: an action noun or code span within three words.
func actionAfter(toks []token, j int, l *compiled) (string, bool) {
	for k := j; k < len(toks) && k < j+3; k++ {
		if toks[k].kind == tokCode {
			return KindRun, true
		}
		if toks[k].kind == tokPunct {
			return "", false
		}
		if kind, ok := lookup(l.nouns, toks[k]); ok {
			if kind == KindOutput {
				kind = KindRun
			}
			return kind, true
		}
	}
	return "", false
}

// concreteAfter: a concrete object (path, host, address, channel, key)
// within four words.
func concreteAfter(toks []token, j int) bool {
	for k := j; k < len(toks) && k < j+6; k++ {
		if toks[k].kind == tokPunct {
			if toks[k].w == "(" {
				continue
			}
			return false
		}
		if toks[k].kind == tokCode {
			return true // "created your user (`mei_payments`)"
		}
		if toks[k].kind == tokWord && objectKind(toks[k]) != "" && objectKind(toks[k]) != "name" {
			return true
		}
	}
	return false
}

// blocked reports whether the clause before toks[i] makes the statement
// not a claim: negation, modality, a condition, reported speech or an
// example marker, within six words and the same clause.
func (s *scanner) blocked(toks []token, i int) bool {
	l := s.lang
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "(" || t.w == "\"" {
				continue
			}
			break
		}
		if t.kind != tokWord {
			continue
		}
		if l.neg[t.w] || l.modal[t.w] || (l.cond[t.w] || l.cond[t.bare]) && !s.accentedYes(t) || l.said[t.w] && !l.plainForm(t) || l.hypo[t.w] || l.neg[t.bare] {
			return true
		}
	}
	// the trigger word itself negated (English contractions)
	if t := toks[i]; strings.HasSuffix(t.w, "n't") {
		return true
	}
	return false
}

// hedgedBefore: modality, a condition, reported speech, an example
// marker or a negation of the verb before toks[i] in the clause: blocked,
// except that an object's negation ("no logins were found") is allowed.
func (s *scanner) hedgedBefore(toks []token, i int) bool {
	l := s.lang
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			break
		}
		if l.modal[t.w] || l.cond[t.w] || l.said[t.w] || l.hypo[t.w] || l.cond[t.bare] {
			return true
		}
		if (l.neg[t.w] || l.neg[t.bare]) && !s.isObjNeg(t) && !(k == 0 || toks[k-1].kind == tokPunct) && !objNegIn(toks, s) {
			// a verbal negation: "the file was not found"; but a negation
			// opening the clause before a postposed subject ("No se
			// encontraron errores", "Não foram encontrados logins") or the
			// "ne" of "aucune … n'a été relevée" negates the object
			return true
		}
	}
	return false
}

// definiteAfter: a definite article follows the verb: "no se encontró el
// archivo" reports that a given thing is missing (a failure), not that a
// search found none.
func definiteAfter(toks []token, k int) bool {
	return k+1 < len(toks) && toks[k+1].kind == tokWord && definite[toks[k+1].w]
}

var definite = mkSet("the el la los las le les l' o a os as der die das den dem il lo gli de het")

// objNegIn: the clause holds an object negation (aucun, rien, keine …).
func objNegIn(toks []token, s *scanner) bool {
	for _, t := range toks {
		if t.kind == tokWord && s.isObjNeg(t) && t.w != "no" {
			return true
		}
	}
	return false
}

// isObjNeg: t negates an object ("no", "keine", "aucun"), not a verb;
// "no" is verbal outside English.
func (s *scanner) isObjNeg(t token) bool {
	if t.w == "no" && s.lang.code != "en" {
		return false
	}
	return objNeg[t.w] || objNeg[t.bare]
}

// objNeg are negations of an object, not of the verb: "no logins were
// found" reports a search.
var objNeg = mkSet("no none nothing kein keine keinen keiner keinem nichts aucun aucune rien ningun ninguna ninguno nada nenhum nenhuma nessun nessuno nessuna niente nulla geen niets")

// findVerbs report a result even when negated: "nothing was found",
// "no se encontraron errores", "n'a été relevée".
var findVerbs = mkSet(`found find detected seen observed spotted encontrado encontrados encontradas encontrada encontraron encontro detectado detectados detectaron
	trouve trouvee trouves trouvees releve relevee releves relevees detecte detectee constate gefunden festgestellt entdeckt erkannt
	encontrei encontramos encontrou detectou trovato trovati rilevato gevonden aangetroffen`)

// negBefore: a negation right before a finite verb.
func (s *scanner) negBefore(toks []token, i int) bool {
	return i > 0 && toks[i-1].kind == tokWord && s.lang.neg[toks[i-1].w]
}

// reportSubject finds, within four tokens before a report verb in the same
// clause, a tool noun, a code span, or a file or host.
func (s *scanner) reportSubject(toks []token, i int) (int, string, bool) {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		t := toks[k]
		if t.kind == tokPunct {
			if t.w == "-" || t.w == "\"" {
				continue
			}
			return 0, "", false
		}
		if t.kind == tokCode {
			return k, KindRun, true
		}
		if kind, ok := lookup(s.lang.nouns, t); ok {
			return k, kind, true
		}
		if _, n := s.command(toks, k, i); n > 0 && (s.cmds[t.w] != nil || isKnownCommand(t.w) || n > 1) {
			return k, KindRun, true // "npm outdated lists …", "timedatectl says …"
		}
		if kind, ok := lookup(s.lang.inf, t); ok {
			return k, kind, true // "Running the check shows …"
		}
		if t.kind == tokWord && strings.Contains(t.w, "_") && !strings.HasPrefix(t.w, "zc-receipt-") {
			return k, KindQuery, true // "pg_stat_user_tables shows …"
		}
		switch objectKind(t) {
		case "path", "url", "host":
			return k, KindRead, true
		}
	}
	return 0, "", false
}

// specificAfter: the report gives a specific value (a number, a code span,
// a quote, a colon, a name or a status word) rather than describing what
// a tool does in general.
func (s *scanner) specificAfter(toks []token, j int) bool {
	l := s.lang
	for k := j; k < len(toks) && k < j+12; k++ {

		t := toks[k]
		switch t.kind {
		case tokCode:
			if k > 0 && toks[k-1].kind == tokWord && indefinite[toks[k-1].w] {
				continue // "returns a `code`": a kind of value, not a value
			}
			return true
		case tokPunct:
			if t.w == ":" || t.w == "\"" {
				return true
			}
			if t.w == ";" {
				return false
			}
		case tokWord:
			if l.subj[t.w] {
				continue
			}
			if isVersion(t.w) || objectKind(t) != "" && objectKind(t) != "name" {
				return true // v2.1.0, a file, a host
			}
			if t.w != "" && isDigit(t.w[0]) {
				return true
			}
			if statusWords[t.w] {
				return true
			}
			// a name ("shows Redis and Postgres"); but German capitalises
			// every noun, and an acronym ("the owning PID", "CPU(s)") names
			// a kind of value, not a value
			if t.cap && !acronym(s.text[t.start:t.end]) && (l.code != "de" || innerCap(s.text[t.start:t.end])) {
				return true
			}
		}
	}
	return false
}

// instrumental: prepositions that name the command a result came from
// when they open a sentence ("With `df -h`, …", "Con DESCRIBE …", "Mit dig
// …"), every language.
var instrumental = mkSet("with using via con usando com avec mit per met")

// genericSubject: a generic "one" right after the verb that follows
// ("Mit curl -I sieht man die Header", "Avec dig on voit …"): how one
// uses the command, not what it returned.
func genericSubject(toks []token, k int) bool {
	for m := k; m < len(toks) && m <= k+2; m++ {
		if toks[m].kind == tokWord && (toks[m].w == "man" || toks[m].w == "one" || toks[m].w == "on") {
			return true
		}
	}
	return false
}

// personSource: the sentence attributes what it says to a person ("according
// to your colleague", "d'après toi", "laut deinem Kollegen", "segundo o
// seu colega"): reported speech, not a tool's result.
func (s *scanner) personSource(toks []token, bits []uint16) bool {
	for k := range toks {
		if bits[k]&bSource == 0 {
			continue
		}
		j, ok := matchPhrase(toks, k, s.lang.source)
		if !ok {
			continue
		}
		for m := j; m < len(toks) && m <= j+3; m++ {
			t := toks[m]
			if t.kind != tokWord {
				break
			}
			if personWords[t.w] || personWords[t.bare] {
				return true
			}
		}
	}
	return false
}

// personWords name people a statement can be attributed to, folded, every
// language.
var personWords = mkSet(`you him her them colleague colleagues coworker coworkers teammate teammates boss manager team user users customer client friend he she they
	ti usted ustedes vosotros ella ellos colega colegas companero companera companeros jefe jefa equipo usuario usuaria cliente amigo amiga
	toi vous lui elle eux collegue collegues chef equipe utilisateur utilisatrice client cliente ami amie
	dir ihnen ihm ihr kollege kollegen kollegin kolleginnen chef chefin team nutzer benutzer kunde kundin freund freundin
	voce voces ele ela eles elas colega colegas chefe equipe equipa usuario cliente amigo amiga
	te lui lei loro collega colleghi capo squadra utente cliente amico amica
	jou hem haar hen collega collegas baas team gebruiker klant vriend`)

// innerCap: a word with a capital letter or digit after its first letter
// ("CrashLoopBackOff", "NAS-Keller"): a name even in German.
func innerCap(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' || w[i] >= '0' && w[i] <= '9' {
			return true
		}
	}
	return false
}

// genericPassive: a present passive whose subject is a pronoun in a
// subordinate clause ("au fur et à mesure qu'elles sont écrites", "as
// they are written", "wie sie geschrieben werden"): how something
// generally happens, not a result.
func genericPassive(toks []token, i int) bool {
	if !presentPassAux[toks[i].w] || i < 1 || toks[i-1].kind != tokWord {
		return false
	}
	if q := toks[i-1]; strings.HasPrefix(q.w, "qu'") && genericPron[q.bare] {
		return true // "qu'elles sont écrites"
	}
	if i < 2 || !genericPron[toks[i-1].w] {
		return false
	}
	p := toks[i-2]
	return p.kind == tokWord && subordinators[p.w]
}

var (
	presentPassAux = mkSet("is are est sont ist sind werden wird es son se e sao")
	genericPron    = mkSet("it they elles ils elle il sie es ellos ellas eles elas")
	subordinators  = mkSet("qu' que as when once whenever wenn sobald wie cuando quando lorsque lorsqu' quand como")
)

// failBetween: a failure word between an auxiliary and its participle
// ("ist in ein Timeout gelaufen", "was stopped by a timeout"): the clause
// reports a failure, not a result.
func failBetween(toks []token, j, k int, l *compiled) bool {
	for m := j; m < k && m < len(toks); m++ {
		if t := toks[m]; t.kind == tokWord && (l.fail[t.w] || failWord(t.w)) {
			return true
		}
	}
	return false
}

// acronym: an upper-case abbreviation of up to five letters ("PID",
// "CPU", "JSON").
func acronym(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// complementizers open what a command said ("npm outdated dice que …").
var complementizers = mkSet("that que qu' dass")

// outcomeVerbs report a run's result by themselves ("the build passed").
var outcomeVerbs = mkSet("passed succeeded failed paso pasaron fallo passou passaram reussi echoue bestanden fehlgeschlagen durchgelaufen")

var indefinite = mkSet("a an un una une ein eine einen einem um uma")

var statusWords = map[string]bool{"ok": true, "pong": true, "running": true, "clean": true, "green": true, "passed": true, "failed": true, "healthy": true, "up": true, "down": true, "nothing": true, "no": true, "none": true, "empty": true, "error": true, "errors": true, "ninguno": true, "nada": true, "vacío": true, "aucun": true, "rien": true, "nichts": true, "keine": true, "nenhum": true, "nada.": true, "niente": true, "nulla": true, "niets": true, "geen": true}

func condAnywhere(toks []token, l *compiled) bool {
	for _, t := range toks {
		if t.kind == tokWord && (l.cond[t.w] || l.hypo[t.w] || l.modal[t.w]) {
			return true
		}
	}
	return false
}

// quoteMask marks tokens between paired quote marks.
func quoteMask(toks []token) []bool {
	mask := make([]bool, len(toks))
	open := -1
	for i, t := range toks {
		if t.kind == tokPunct && t.w == "\"" {
			if open < 0 {
				open = i
			} else {
				for k := open + 1; k < i; k++ {
					mask[k] = true
				}
				open = -1
			}
		}
	}
	return mask
}

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
			return false
		}
	}
	if first < 0 || !labelHead[toks[first].w] && !labelHead[toks[first].bare] || s.listItem(b) {
		return false // (a list item "Search results: short TTL" defines)
	}
	j, ok := matchPhrase(toks, first, l.labels)
	for _, other := range languages {
		if ok {
			break
		}
		j, ok = matchPhrase(toks, first, other.labels)
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
	s.claims = append(s.claims, c)
	return true
}

// codeBlock finds transcripts ("$ cmd" then output) and bare output tables.
func (s *scanner) codeBlock(blocks []block, bi int) {
	b := blocks[bi]
	content := s.text[b.inner.start:b.inner.end]
	if strings.TrimSpace(content) == "" {
		return
	}
	if bi > 0 && !blocks[bi-1].code && s.hypoIntro(blocks[bi-1]) {
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
		s.claims = append(s.claims, Claim{Rule: rule, Action: kind, Cue: firstLine(content), Start: b.start, End: b.end, Sentence: s.text[b.start:b.end], Objects: objs, Lang: s.lang.code})
	}
	if strings.HasPrefix(ln, "# ") && scriptInfo(b.info) {
		// a comment of a script, not a root prompt
	} else if cmd, ok := promptCommand(ln); ok && rest > 0 {
		add(RuleTranscript, KindRun, []string{cmd})
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
	if scriptInfo(b.info) || b.info == "" {
		s.comments(b)
	}
	// a code block right after an output label or a claiming sentence is
	// already covered by that sentence's claim.
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
	if i := strings.Index(ln, "$ "); i > 0 && i < 40 && !strings.ContainsAny(ln[:i], " \t") && (strings.Contains(ln[:i], ":") || strings.Contains(ln[:i], "@")) && len(ln) > i+2 {
		return strings.TrimSpace(ln[i+2:]), true
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

func looksLikeCommand(cmd string) bool {
	w, _, _ := strings.Cut(cmd, " ")
	switch w {
	case "ls", "cat", "git", "npm", "make", "docker", "kubectl", "curl", "ps", "df", "du", "free", "uptime", "grep", "tail", "head", "systemctl", "journalctl", "python", "pip", "go", "cargo", "psql", "redis-cli", "ping", "sudo", "find", "wc", "ss", "netstat", "lsof", "top", "uname", "whoami", "date", "echo":
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
	for _, t := range toks {
		if t.kind != tokWord {
			continue
		}
		if s.lang.hypo[t.w] || s.lang.said[t.w] || s.lang.cond[t.w] || s.lang.modal[t.w] || t.w == "pasted" || t.w == "pegaste" || t.w == "incolla" {
			return true
		}
	}
	return false
}

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
	var b strings.Builder
	for _, r := range fold(s) {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
