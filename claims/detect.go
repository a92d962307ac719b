package claims

import (
	"strings"
	"unicode"
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

	// more holds what only some claims carry (one pointer: claims are
	// copied often)
	more *claimMore
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
	// readTurn: after calls that all failed or only read (Options.NoChangeCalls)
	readTurn bool
	// failedTurn: after calls that all failed (Options.FailedCalls)
	failedTurn bool
	live       bool     // the user asks about a live metric or reading (liveQuestion)
	follow     bool     // Options.FollowUp
	short      bool     // a short, casual answer (under 200 bytes)
	bits       []uint16 // class bits of toks (classes)
	lower      string   // text, ASCII lowercased (tokenizeL)
	// listEnd: where the list under the last output label ends
	// (blocks.go listUnder): a label inside it adds no scan of its own
	listEnd int
	// reqKind: the action kind the user's last message asks for
	reqKind string
	reqUser string // the user message reqKind was read in: the last one, or the one before a follow-up
	// doneAsked, askKind: the user's last message asks whether a thing is
	// done, with the kind its past form names (confirmreply.go)
	doneAsked bool
	askKind   string
	// followKind: the kind of the request before a follow-up, read in
	// another lexicon than the answer's (confirmreply.go)
	followKind string
	// changeKind: the first change (write, send) the user's last message
	// asks for, "" when it asks none ("find Ana's mail and forward it")
	changeKind string
	// howAsked: the user's last message asks how a thing should look, or
	// for an example ("what should …", "wie sollte …", "for example"); read
	// from howCtx (the message's tokens) only when a block asks it
	// (asksHow): a scan of every request's message for a rare block
	howAsked, howRead bool
	howCtx            []token
	// reqWords: the request verbs of the user's last message
	reqWords []string
	tc       *tokCache // every block's tokens
	// inComment: sentence is reading a code comment
	inComment bool
	// announced: an earlier sentence announced a look-up ("let me check")
	announced bool
	// stopAtClause: objects() stops at a conjunction opening a new clause
	stopAtClause bool
	// searchClaim: objects() takes a quoted phrase as the query
	searchClaim bool

	// explain: the user's message asks what something does or means
	explain bool
	// describe: with no call this turn, the user asked what something
	// does or what the assistant can run: the answer describes, and the
	// sentence model (whose reasons are a score) adds no claim to it; the
	// rules still read every sentence
	describe bool
	// askContent: the user's message asks what a file they name holds
	// ("Was steht in der docker-compose.yml …?")
	askContent bool
	askPath    string // the file it names
	// draftOnly: the creative request is for a draft (not fiction)
	draftOnly bool
	// draftAsked: the creative request is for a draft, whatever the
	// answer's shape (a postscript after it is read: postscript.go)
	draftAsked bool
	// quotedSource: the sentence read is a quote line a sentence introduced
	// as a source's words; quoteRun, quoteRunOK remember that answer for
	// the run of quote lines (statedvalues.go)
	quotedSource bool
	quoteRun     int
	quoteRunOK   bool
	// creative: the user's message asks for fiction or a draft, and no
	// call was made this turn
	creative bool
	// userCaps are the folded words the user's message capitalises
	userCaps map[string]bool
	// userToks: the user's last message's tokens (contextOf); userStems,
	// read from them lazily, the 4-letter starts of its words
	// (userNames)
	userToks  []token
	userStems map[string]bool
	// userBranches: the words the user's last message names as a branch
	// ("the release branch", "la rama staging"), read once (branchsubject.go)
	userBranches     map[string]bool
	userBranchesRead bool
	// userLinked: the qualifiers the user's last message joins to a
	// place's name with a preposition ("Santiago de Compostela"), read
	// once (placecode.go)
	userLinked     map[string]string
	userLinkedRead bool
	// statusRead, statusClass: askedState's answer, read once;
	// userQuestion: the user's last message holds a question mark
	statusRead, userQuestion bool
	statusClass              int
	// queryTool: an offered tool queries a database (Options.QueryTool)
	queryTool bool
	// userVals: the figures of the user's messages (values.go), lazily
	userVals map[string]bool
	// askedVals: the figures the user's last message names as a change's
	// target ("to 19", "auf 11 Uhr"), read once asked (askedvalue.go)
	askedVals map[string]bool
	ctxText   string
	// model: the sentence model's state (sentencemodel.go)
	model modelState
	// countAsked: the user's message asks how many (requestKind)
	countAsked bool
	// hypoAsked: the user's message asks what would happen if they did
	// something ("Si je supprime le projet, je peux le récupérer ?")
	hypoAsked bool
	// runOffer: 1 + the block index of the answer's last offer to run a
	// command (runOfferedAfter, codeprose.go), -1 none, 0 not read yet
	runOffer int
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
	// NoChangeCalls: this turn's calls all failed or only read
	// (History.TurnChangedNothing): a requested change's new state stated
	// after them is no report of what they returned (RuleNowState).
	NoChangeCalls bool
	// FailedCalls: this turn's calls all failed (History.TurnAllFailed):
	// nothing came back for a yes or a bare particle to report on, so a
	// done reply is read as with no call made ("Passou sim" to "did the
	// pipeline pass?" after its status call timed out).
	FailedCalls bool
	// PrevUser is the user message before Context (History.PrevUser): with
	// a Prior answer and a short last message that asks for nothing, its
	// request is the one the answer reports on.
	PrevUser string
	// FollowUp: no call was made in this turn, earlier turns made calls
	// and the user's last message is a short question (History.FollowUp):
	// the answer's specific statements present what another look-up of
	// the same kind returned (RuleTurnReport).
	FollowUp bool
	// Context is other text of the conversation in the answer's language
	// (the last user message): it helps detect the language of a short
	// answer.
	Context string
	// Prior is the assistant's answer right before the user's last
	// message, when it made no call (History.Prior): a look-up it announced
	// ("Ich schau mal nach!") and the user's short follow-up ("und?")
	// make this answer's specific content that look-up's result.
	Prior string
	// QueryTool: an offered tool queries a database (its kinds hold
	// KindQuery): the user's figures live where a query reads them, so a
	// table of them answering a question is what a query returned
	// (bareTable).
	QueryTool bool
	// Model is how the sentence model works beside the rules
	// (sentencemodel.go); ModelDefault is DefaultModelUse().
	Model ModelUse
	// record (training only) collects every scored sentence.
	record *modelRecorder
}

// claimMore is what only some claims carry.
type claimMore struct {
	// argNames are objects that count only when some call's arguments
	// name them (German capitalised nouns that may be names).
	argNames []string
	// topicNames are names a turn report holds only because the user
	// named them ("Java" in "which Java does the pom.xml need?").
	topicNames []string
	// values are figures of a sentence after this turn's calls that some
	// successful call must hold (values.go)
	values []figure
	// besides: the answer reported a thing done before this claim's
	// clause ("C'est parti 🧹 …, et j'ai mis la serpillière aussi"): an
	// additive claim then tells one action more (besides.go)
	besides bool
	// ownPart: a turn report told as the speaker's own perfect of a
	// change ("Lo he reasignado"): its participle, which a look-up backs
	// only as a state it returned (ownperfect.go)
	ownPart string
	// body is the output an output block or label presents (its lines
	// without the prompt lines): what some call must have returned.
	body string
	// prose is how many leading bytes of body are a label's prose ("4/4
	// bereit, alle up-to-date"): the model's words about the output,
	// checked loosely; the rest is shown as returned, line by line
	prose int
	// account: the body is a sentence of the answer's language after a
	// command label ("`df -h` auf db-03: Das Datenvolumen ist mit 92 %
	// voll"): the model's account of the output, whose figures must be
	// ones a call returned, not its words
	account bool
	// verified: the content words of the clause a check claim says it
	// found ("se ha verificado que …"), one of which a call must hold
	// (verifiedthat.go)
	verified []string
}

func (c *Claim) argNames() []string {
	if c.more == nil {
		return nil
	}
	return c.more.argNames
}

func (c *Claim) topicNames() []string {
	if c.more == nil {
		return nil
	}
	return c.more.topicNames
}

func (c *Claim) values() []figure {
	if c.more == nil {
		return nil
	}
	return c.more.values
}

func (c *Claim) body() string {
	if c.more == nil {
		return ""
	}
	return c.more.body
}

func (c *Claim) setBody(v string) {
	if strings.TrimSpace(v) == "" {
		return
	}
	c.editMore(func(m *claimMore) { m.body = v })
}

// editMore changes c's rare fields on a fresh copy: a Claim copied by
// value shares its more pointer, and the copy must not see the change.
func (c *Claim) editMore(edit func(*claimMore)) {
	m := claimMore{}
	if c.more != nil {
		m = *c.more
	}
	edit(&m)
	c.more = &m
}

func (c *Claim) setValues(v []figure) {
	if len(v) == 0 {
		return
	}
	c.editMore(func(m *claimMore) { m.values = v })
}

// listedCmd is a command a tool's description lists: its words as the
// tokenizer reads them, and its name as written.
type listedCmd struct {
	ws   []string
	name string
}

// findWith is FindWith on text as a reader sees it (reader.go).
func findWith(text string, o Options) []Claim {
	if len(text) == 0 {
		return nil
	}
	initFast()
	s := &scanner{text: text, quoted: capUserTexts(o.UserTexts, maxUserTextBytes), after: o.AfterCalls, readTurn: o.AfterCalls && o.NoChangeCalls, failedTurn: o.AfterCalls && o.FailedCalls, follow: o.FollowUp && !o.AfterCalls}
	s.tc = tokPool.Get().(*tokCache)
	// The user's message is tokenised once, up to the longest prefix any
	// reader of it looks at; each reader takes its own prefix of it.
	// (contextOf: read once per message, cached, as clients re-send it.)
	uc := contextOf(s.tc, o.Context)
	ctx := uc.toks
	s.userCaps = uc.caps
	s.userToks = ctx
	s.userQuestion = strings.IndexByte(o.Context, '?') >= 0
	s.queryTool = o.QueryTool
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
	s.bits = s.tc.bits[:0]
	s.claims = s.tc.claims[:0]
	defer s.release()
	blocks := segmentTo(s.tc.blocks[:0], text)
	s.lowerText(text)
	s.tokenizeBlocks(blocks)
	defer func() { s.creative, s.draftOnly, s.draftAsked = false, false, false }()
	if o.Lang != "" {
		s.lang = langByCode(o.Lang)
	} else {
		s.lang = detectLang(text, blocks, s, o.Context, ctx)
	}
	s.codeVerbs()
	if !o.AfterCalls {
		s.creative = uc.strong || uc.draft
		s.draftOnly = uc.draft && !uc.strong && !draftShaped(text)
		s.draftAsked = uc.draft && !uc.strong
	}
	s.reqKind = s.requestKind(o.Context, ctx)
	s.reqUser = o.Context
	if s.reqKind == "" && o.Prior != "" && o.PrevUser != "" && len(strings.TrimSpace(o.Context)) <= 80 {
		// "let me know when it's done" after "Sure, I'll send it": the
		// request still open is the one before (a nudge asks nothing new)
		s.reqKind = s.requestKind(o.PrevUser, contextOf(s.tc, o.PrevUser).toks)
		if s.reqKind != "" {
			s.reqUser = o.PrevUser
		} else if !o.AfterCalls {
			// a short answer and a short last message say little of
			// their language ("tá enviado ✅" to "11 98765-4321"): the
			// request is read in its own, for a done reply only
			if s.followKind = s.requestKindAnyLang(o.PrevUser); s.followKind != "" {
				s.reqUser = o.PrevUser
			}
		}
	}
	s.howCtx = ctx
	s.ctxText = o.Context
	s.live = !o.AfterCalls && liveQuestion(o.Context, ctx, s.lang.code)
	if o.Prior != "" && !o.AfterCalls && len(o.Prior) <= 400 && len(strings.TrimSpace(o.Context)) <= 40 {
		s.announced = s.announcesLookup(o.Prior)
	}
	s.explain = uc.explain || s.hypoAsked // (what would happen is what a thing does)
	s.describe = !o.AfterCalls && (uc.explain || uc.capable)
	if !o.AfterCalls && anyCode(blocks) {
		// only a code block can be a file's content shown (fileContent)
		s.askPath, s.askContent = contentQuestion(ctx)
	}
	s.startModel(&o)
	s.scan(blocks)
	if !o.AfterCalls && !s.creative && !s.explain && strings.IndexByte(text, '|') >= 0 && !s.hasRule(RuleTable) {
		s.bareTable(blocks, ctx)
	}
	if len(s.claims) == 0 && (s.reqKind != "" || s.followKind != "" || len(text) < 40) && len(strings.TrimSpace(text)) < 320 && !s.creative {
		// ("C'est fait : deux billets …, voiture 14, places 61 et 62.")
		s.doneReply(blocks, o.Context, s.reqUser)
	}
	if len(s.claims) == 0 && !o.AfterCalls && o.Prior == "" && !s.creative && !s.describe && len(text) <= 2*casualAnswerMax && (s.userQuestion || unmarkedQuestion(o.Context)) {
		// (not after an answer of the assistant's that made no call: the
		// talk before may hold what the yes says, and an announced look-up
		// is the announced rule's)
		s.casualAnswer(blocks) // "jap, kam gestern, 39,99 wie immer" to "kam die rechnung schon?" (casualanswer.go)
	}
	if s.model.on {
		s.modelPass()
	}
	return s.finish()
}

// scan applies the rules to every block.
func (s *scanner) scan(blocks []block) {
	// A block quote is someone else's words when the answer says so: the
	// sentence before the quote names another speaker, an example or a
	// draft (hypoIntro: "You wrote:", "Tu as écrit :") or its text is the
	// user's. Otherwise a reader takes it for the answer's own words
	// ("Done.\n\n> I sent the email …", "Summary:\n> I deleted …").
	theirs := false // the quote run being read was introduced
	for bi, b := range blocks {
		if s.creative && !s.draftOnly {
			if s.draftAsked && !b.code && !b.quoted && s.postscriptAfterDraft(b, blocks, bi) {
				// "P.S. I went ahead and sent it" after the draft: the
				// speaker's own word, read for its sends (postscript.go)
				s.draftOnly = true
				s.sentence(b, blocks, bi)
				s.draftOnly = false
			}
			continue
		}
		if b.code && s.draftOnly {
			continue // the draft's own blocks
		}
		if b.code {
			n := len(s.claims)
			s.codeBlock(blocks, bi)
			s.proseCode(blocks, bi, len(s.claims) > n)
			if len(s.claims) == n && s.askContent {
				s.fileContent(blocks, bi)
			}
			if len(s.claims) == n && !s.explain {
				s.pathLabelled(blocks, bi)
			}
			if len(s.claims) == n {
				s.stateBlock(blocks, bi)
			}
			continue
		}
		if b.quoted {
			if bi == 0 || !blocks[bi-1].quoted {
				theirs = s.hypoBefore(blocks, bi)
			}
			if theirs || s.fromUser(strings.TrimLeft(s.text[b.start:b.end], "> \t")) {
				continue
			}
		}
		if b.cell && s.after {
			s.tableRow(b)
		}
		s.sentence(b, blocks, bi)
	}
}

// tableRow: after this turn's calls, a Markdown table row whose first
// cell names a thing the user asked about ("| Porto | 12°C | overcast |"
// to "weather in Lisbon, Porto and Faro?") presents what a call returned
// for it: a call must name it, and the row's words must be ones a call
// returned (bodyGrounded). Once per row, at its first cell; not the
// header row (the one before the |---| rule) nor the rule.
func (s *scanner) tableRow(b block) {
	ls := b.start // (scanning back over "| " only: linear in the text)
	for ls > 0 && (s.text[ls-1] == ' ' || s.text[ls-1] == '|' || s.text[ls-1] == '\t') {
		ls--
	}
	if ls > 0 && s.text[ls-1] != '\n' {
		return // not the row's first cell
	}
	le := strings.IndexByte(s.text[b.start:], '\n')
	if le < 0 {
		le = len(s.text)
	} else {
		le += b.start
	}
	row := s.text[ls:le]
	if strings.Trim(row, "|-: ") == "" {
		return // the rule
	}
	if next := s.text[min(le+1, len(s.text)):]; strings.HasPrefix(strings.TrimLeft(next, " "), "|") {
		nl := next
		if k := strings.IndexByte(nl, '\n'); k >= 0 {
			nl = nl[:k]
		}
		if strings.Trim(nl, "|-: ") == "" && strings.Contains(nl, "-") {
			return // the header row
		}
	}
	key := strings.Trim(strings.TrimSpace(s.text[b.start:b.end]), "*_`")
	if r, _ := utf8.DecodeRuneInString(key); len(key) < 3 || len(key) > 40 || strings.Count(key, " ") > 2 || !unicode.IsUpper(r) {
		return // a proper name (a place, a person, a host), not a setting
	}
	if !s.inUserText(squash(key)) {
		return
	}
	c := Claim{Rule: RuleTable, Action: KindOutput, Cue: key, Start: b.start, End: le, Sentence: row, Objects: []string{key}, Lang: s.lang.code}
	c.setBody(row)
	s.claims = append(s.claims, c)
}

// detectLang picks the lexicon whose stop words occur most in the prose
// of the answer (counted twice) and of the context, with letters only one
// language uses (ñ, ß, ã, è …) as extra evidence.
func detectLang(text string, blocks []block, s *scanner, context string, ctx []token) *compiled {
	var counts [maxLangs]int
	tally := func(toks []token, weight int) int { return tallyStops(toks, weight, &counts) }
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
		if w == 1 {
			tallyOwnVerbs(s.toks, &counts)
		}
		if n > 400 {
			break
		}
	}
	if n < 60 && context != "" {
		tally(tokensWithin(ctx, 2000), 1)
	}
	hint := func(src string, limit int) { letterHints(src, limit, &counts) }
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

// langByCode is the language of code, English when none has it.
func langByCode(code string) *compiled {
	if l := knownLang(code); l != nil {
		return l
	}
	return languages[0]
}

// knownLang is the language of code, or nil.
func knownLang(code string) *compiled {
	for _, l := range languages {
		if l.code == code {
			return l
		}
	}
	return nil
}

// sentence applies the prose rules to one sentence.
func (s *scanner) sentence(b block, blocks []block, bi int) {
	text := s.text[b.start:b.end]
	s.quotedSource = s.after && b.quoted && s.quotedSourceAt(blocks, bi) // (statedvalues.go)
	if endsWithQuestion(text) && !s.heldQuestion(b) {
		return // a question (not one after a holding it presupposes: heldstate.go)
	}
	if openTask(text) && !alreadyIn(s.blockToks(b)) {
		s.vetoModel(b, vetoHedged)
		return // a to-do: "- [ ] Janela comunicada aos clientes"
	}
	s.toks = s.blockToks(b)
	if n := s.lang.politeOpening(s.toks); n > 0 {
		s.toks = s.toks[n:] // "Si no me equivoco, salió …": read without the politeness (politehedge.go)
	}
	toks := s.toks
	l := s.lang
	// a step to take ("- Revisar extensões instaladas", "3. **Capacité** :
	// consulter …") claims only what its speaker says they did (todostep.go)
	step := s.stepItem(toks) && !stepDone(text, toks)
	if step {
		s.vetoModel(b, vetoHedged)
	}
	if s.creative && !s.draftOnly {
		return // the user asked for fiction: its text is theirs
	}
	if !s.explain && s.quoteCaption(b, toks, blocks, bi) {
		return // "> …" then "(extrait de la page tarifs)" (quotecaption.go)
	}
	if !s.explain {
		if args, cue, ok := s.callCitation(b); ok {
			// "Fuente: leer_archivo(docker-compose.yml)": a call cited as the source (callcitation.go)
			c := Claim{Rule: RuleSource, Action: KindOutput, Cue: cue, Start: b.start, End: b.end, Sentence: text, Lang: l.code}
			if args != "" {
				c.Objects = []string{args}
			}
			s.claims = append(s.claims, c)
			return
		}
	}
	if !s.draftOnly && strings.IndexByte(text, ':') >= 0 && s.label(b, toks, blocks, bi) { // (a label ends at a colon)
		return
	}
	bits, sum := s.classBits(toks)
	anyBits, hasFigure := sum.union, sum.figure
	hedgedSentence := mayBeHedged(toks, anyBits) && s.sentenceHedged(toks, bits)
	s.scoreSentence(b, toks, bits, hedgedSentence)
	if s.describe {
		s.vetoModel(b, vetoHedged) // "O que o `git stash` faz?" "… deixa o diretório limpo": a description
	}
	if hedgedSentence {
		s.vetoModel(b, vetoHedged)
		// a plan or an offer after "let me check" ("What I'll look at:",
		// "Shall I run those?") makes the announcement a plan: what
		// follows lays it out, it reports no look-up
		s.announced = s.announced && s.after
		return
	}
	var inQuote []bool // (quoteMask allocates: only for a sentence with a quote mark)
	if sum.quote {
		inQuote = quoteMask(toks)
	}
	if !s.draftOnly && (b.start == 0 || s.text[b.start-1] == '\n') && mayBePrompt(text) {
		if cmd, ok := promptCommand(strings.TrimSpace(text)); ok && bi+1 < len(blocks) && !s.hypoBefore(blocks, bi) {
			s.claims = append(s.claims, Claim{Rule: RuleTranscript, Action: KindRun, Cue: FlagText(text), Start: b.start, End: b.end, Sentence: text, Objects: []string{cmd}, Lang: l.code})
			return
		}
	}
	var found []Claim
	if s.tc != nil {
		// the pooled buffer: a claim found is copied into s.claims, and
		// growing a new slice per sentence was a tenth of the allocations
		found = s.tc.found[:0]
		defer func() { s.tc.found = found[:0] }()
	}
	add := func(rule string, i, j int, kind string) {
		if kind == "" {
			kind = KindOutput
		}
		found = append(found, Claim{Rule: rule, Action: kind, Cue: s.text[toks[i].start:toks[min(j, len(toks)-1)].end], Start: i, End: j})
	}
	hedged, failed, negation, byDefaultWord, announceWord := false, false, false, false, false
	for k, b := range bits[:classScope(bits, anyBits, bHypo|bModal|bCond|bFail|bStop|bDefault|bAnnounce)] {
		if b&(bHypo|bModal|bCond|bFail|bStop|bDefault|bAnnounce) == 0 {
			continue // (most words: none of the tests below reads them)
		}
		byDefaultWord = byDefaultWord || b&bDefault != 0
		announceWord = announceWord || b&bAnnounce != 0
		clauseStart := k == 0 || toks[k-1].kind == tokPunct || k == 1 && toks[0].kind != tokWord
		hedged = hedged || b&bModal != 0 && !(laterClause(toks, 0, k) && !personBefore(toks, k, l)) || b&bHypo != 0 && !laterGuess(toks, k) && !approximation(toks, k, l) || b&bCond != 0 && clauseStart && !pastWhen(toks, k, l)
		// a failure word that is the change the user asked for
		// ("cancelled" after "cancel my membership") is no failure
		failed = failed || b&bFail != 0 && (s.after || s.reqKind == "" || !s.requested(toks[k].w)) && !countedStatus(toks, k) && !s.moneyFigure(toks, k) && !countedAttribute(toks, k, l) && !dayAbbrev(toks[k]) && !deniedFailure(toks, k, l)
		negation = negation || b&bStop != 0 && negationWord(toks[k], l)
	}
	// (once per sentence: asked again at every passive whose participle
	// is a failure word, it made a long sentence of "were cancelled"
	// quadratic)
	succeeded := successIn(toks)
	failed = failed && !succeeded && !reportedFailure(toks, bits, l) || negation && negatedFailure(toks, bits, l)
	firstWord := -1
	for i, t := range toks {
		if t.kind == tokWord && !tickMark(toks, i) {
			firstWord = i
			break
		}
	}
	generic := byDefaultWord && byDefault(toks, bits) // once per sentence: the loop below is per word
	// a verbless opening naming a look-up and where it looked, then a
	// colon ("Kurzer Blick in deinen Kalender: …"; clauses.go)
	shape := shapeOf(toks) // one pass: which of the rules below can apply (nowstate.go)
	colon := shape&shapeColon != 0
	if colon && firstWord >= 0 && !hedged && !s.blocked(toks, firstWord) {
		if n, kind, _, ok := s.lookHeading(toks, firstWord); ok {
			add(RuleOpening, firstWord, n, kind)
		}
	}
	for i := len(toks) - classScope(bits, anyBits, bTrig); i < len(toks); i++ {
		if bits[i]&bTrig == 0 || inQuote != nil && inQuote[i] {
			continue // (only a word has class bits: most words are no trigger)
		}
		t := toks[i]
		if t.kind != tokWord {
			continue
		}
		rb := l.ruleBits(t) // auxOnly, subj (rulebits.go)
		if rb&rAuxOnly != 0 {
			continue // (a word that claims only after an auxiliary is found from the auxiliary)
		}
		// 0a. "just"/"already" + a past form, no subject needed in a short
		// casual answer ("yup just hit it", "grad geschaut")
		if s.short && i > 0 && toks[i-1].kind == tokWord && l.ruleBits(toks[i-1])&rJust != 0 && !s.blocked(toks, i-1) {
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
		if len(found) > 0 && i > 0 && rb&rReport == 0 && s.coordinated(toks, i) && !l.neg[t.w] {
			kind, ok := lookup(l.part, t)
			if _, simple := l.past1[toks[found[len(found)-1].End].w]; ok && simple && l.code != "en" {
				// a participle has no auxiliary to share with a simple past
				// ("achei: está na página X, atualizada em 12/11"): it
				// describes the thing
				ok = false
			}
			if ok && s.datedAttribute(toks, i) {
				ok = false // "é a #412, aberta em setembro": the thing's date
			}
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
		if rb&rSubj != 0 && i+3 < len(toks) && toks[i+1].w == "can" && toks[i+2].w == "see" && (toks[i+3].w == "in" || toks[i+3].w == "from") &&
			toolNounWithin(toks, i+4, 3, l) && !s.blocked(toks, i) {
			add(RuleFirstPerson, i, i+2, KindCheck)
			i += 2
			continue
		}
		// 2. subject + simple past (up to two words between)
		if rb&rSubj != 0 && !looseGente(toks, i) && !s.blocked(toks, i) {
			if k, kind, ok := s.findPast(toks, i+1, 3, l); ok {
				add(RuleFirstPerson, i, k, kind)
				i = k
				continue
			}
		}
		// 3b. "went through" in a pro-drop language ("Passei pelas issues",
		// "Pasé por los logs"): a reading
		if t.w[0] == 'p' && throughPast1(t.w) && !s.blocked(toks, i) && !s.negBefore(toks, i) {
			if k, ok := s.goneThrough(toks, i); ok {
				add(RuleFirstPerson, i, k, KindRead)
				i = k
				continue
			}
		}
		// 3. first-person finite past
		kind, ok := gatedKind(rb&rPast1 != 0, l.past1, t.w)
		if !ok && rb&rPast1 == 0 {
			kind, ok = l.encliticPast1(t) // "Mandei-lhe a mensagem"
		}
		if ok && !s.blocked(toks, i) && !s.negBefore(toks, i) && s.accentOK(t) {
			add(RuleFirstPerson, i, i, kind)
			continue
		}
		// 4. passive / impersonal
		if j, ok := matchGated(bits[i]&bAux != 0, toks, i, l.pass); ok {
			if k, kind, ok := s.findVerb(toks, j, l, false); ok && (!failWord(toks[k].w) || succeeded || cancelledThing(toks, i, k, kind)) && !failBetween(toks, j, k, l) && !genericPassive(toks, i) && (!s.blockedAt(toks, i, true) || findVerbs[toks[k].w] && !s.hedgedBefore(toks, i) && !definiteAfter(toks, k)) &&
				!(presentPassAux[toks[i].w] && !perfectSe(toks, i, j) && (habitualAfter(toks, k) || (kind == KindRead || kind == KindList) && l.code != "de" && l.code != "nl" && j == i+1 || identifierBefore(toks, i))) && !s.condInClause(toks, i) {
				// (a Romance present passive of reading is a state or a
				// habit: "le ticket est ouvert", "le fichier est lu au
				// démarrage"; German "ist geprüft" states the check done;
				// "se" with a perfect auxiliary is no present: "Se han
				// revisado los logs" reports the reading done)
				add(RulePassive, i, k, kind)
				i = k
				continue
			}
			if k, kind, ok := lightPassive(toks, i, j); ok && !s.blocked(toks, i) && !failBetween(toks, j, k, l) {
				add(RulePassive, i, k, kind) // "Le remboursement a été effectué"
				i = k
				continue
			}
		}
		if j, ok := matchGated(bits[i]&bPassNow != 0, toks, i, l.passNow); ok && !s.blocked(toks, i) {
			if k, kind, ok := s.findVerb(toks, j, l, false); ok && (kind == KindWrite || kind == KindSend || kind == KindRun) && !statusCap(toks[k], l) {
				// (a capitalised participle mid-sentence names a status:
				// "the deal is now Closed Won", "el ticket está ahora
				// Cerrado"; a turn report's object, statusName)
				add(RulePassive, i, k, kind)
				i = k
				continue
			}
		}
		if rb&rImpers != 0 && i+1 < len(toks) && (!s.blocked(toks, i) || findVerbs[toks[i+1].w] && !s.hedgedBefore(toks, i) && !definiteAfter(toks, i+1)) {
			if kind, ok := l.past[toks[i+1].w]; ok {
				add(RulePassive, i, i+1, kind)
				i++
				continue
			}
		}
		// 4a. a first-person "left" with the action it left done, anywhere
		// in the clause ("ya te la dejé bloqueada", "Deixei agendado"); an
		// unaccented "deje" is a subjunctive or a polite imperative
		if c := t.w[0]; (c == 'd' || c == 'l' || c == 'g') && leaveVerbs[t.w] { // (a byte test spares most words the map)
			if finiteLeave[t.w] && s.accentOK(t) && !s.blocked(toks, i) && !s.negBefore(toks, i) {
				if k, kind, ok := leftDone(toks, i, l); ok {
					add(RuleFirstPerson, i, k, kind)
					i = k
				}
			}
			continue // (a participle claims after its auxiliary: findVerb)
		}
		// 4b. a light verb opening a clause in a pro-drop language, with an
		// action noun: "Eché un vistazo a los logs", "Dei uma olhada nos logs"
		// (English only at the sentence's first word, or after an opening
		// "just"/"already": "Had a quick peek — …", "Just had a look: …")
		if (l.past1Lang() && (i == firstWord || toks[i-1].kind == tokPunct || finiteLight(toks, i) || cliticOpening(toks, i, firstWord) || alreadyOpening(toks, i, firstWord)) || l.code == "en" && (i == firstWord || i == firstWord+1 && (diaryAdverbs[toks[firstWord].w] || interjections[toks[firstWord].w])) && lookLight[t.w]) && !s.blocked(toks, i) {
			if _, ok := l.light[t.w]; ok && (!lookOnlyLight[t.w] || lookNounNext(toks, i)) {
				if kind, ok := lightAction(toks, i, l); ok {
					add(RuleFirstPerson, i, nounAfter(toks, i+1, l), kind)
					continue
				}
			}
		}
		// 5a. a task taken in charge, then its verb ("Me he encargado de
		// reconocerla", "je me suis chargé de le passer en résolu", "I
		// took care of acknowledging it")
		if k, kind, ok := chargeDone(toks, i, l); ok && !s.blocked(toks, i) && !s.negBefore(toks, i) {
			add(RuleFirstPerson, i, k, kind)
			i = k
			continue
		}
		// 5. "just did", "after doing"
		if j, ok := matchGated(bits[i]&bAux != 0, toks, i, l.near); ok && !s.blocked(toks, i) {
			if j+1 < len(toks) && toks[j].kind == tokWord && (cliticObjects[toks[j].w] || reflexiveClitics[toks[j].w]) {
				j++ // "je viens de la pinguer", "acabo de lo revisar", "acabei de me conectar"
			}
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
		if j, ok := matchGated(bits[i]&bAfter != 0, toks, i, l.after); ok && !s.blocked(toks, i) && !failed && !(upon[t.w] && i != firstWord && toks[i-1].kind != tokPunct) {
			// ("al"/"ao" + infinitive inside a clause says when a thing
			// happens: "se lee al arrancar"; opening one, what was done)
			n := len(found)
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
			if len(found) == n && !hedged {
				if k, kind, ok := afterLookup(toks, j); ok && s.specificAfter(toks, k+1) && !futureAfter(toks, k+1) && !adviceAfterComma(toks, k+1, l) {
					add(RuleAfter, i, k, kind) // "Après vérification, il reste deux factures : …"
					i = k
					continue
				}
			}
		}
		// 6. a sentence opening with a participle or (English) a past form
		clauseStart := s.short && i > 0 && toks[i-1].kind == tokPunct && toks[i-1].w != "\"" ||
			s.short && i > 1 && toks[i-2].kind == tokPunct && toks[i-2].w != "\"" && toks[i-1].kind == tokWord && l.ruleBits(toks[i-1])&(rStop|rSubj|rNeg|rModal) == 0 && !isDeterminer(toks[i-1].w) ||
			!s.short && s.labelledOpening(b, toks, firstWord, i) // "- Slack: posted a welcome …" (labelledopening.go)
		if i == firstWord || clauseStart || i == firstWord+1 && l.ruleBits(toks[firstWord])&(rSubj|rModal|rNeg|rCond|rHypo|rStop) == 0 && !isDeterminer(toks[firstWord].w) && (toks[firstWord].cap || l.code == "en" || s.short) && !stepObject(toks, firstWord, l) {
			kind, ok := gatedKind(rb&rPart != 0, l.part, t.w)
			if !ok && l.code == "en" && !finitePastSubject(toks, i, l) {
				kind, ok = gatedKind(rb&rPast != 0, l.past, t.w)
			}
			if !ok && rb&rWeak != 0 && concreteAfter(toks, i+1) {
				kind, ok = l.weak[t.w] // "Created BILL-2291, …"
			}
			if ok && (!ambiguousOpening[t.w] || i+1 < len(toks) && throughWords[toks[i+1].w] || separatedParticle(toks, i) || pastWithPronoun(toks, i)) && !s.negAfter(toks, i) && s.accentOK(t) && !(l.code == "en" && adjectiveParticiple(toks, i, firstWord)) && !finiteAfterSubject(toks, i, firstWord, l.code) && !invertedSubject(toks, i, l.code) && !scalarContinuation(toks, i) && !(i > firstWord && s.datedAttribute(toks, i)) && !lastTimestamp(toks, i) && !recordHeading(toks, i) && !s.nounComplement(toks, i) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 6c. Romance list items: a short noun phrase, then a participle
		// ("- Équipe d'astreinte prévenue par mail", "- Ticket INC-2231
		// actualizado con el resumen", "- Equipe de plantão avisada")
		if i > firstWord+1 && i <= firstWord+3 && (l.code == "es" || l.code == "pt" || l.code == "fr" || l.code == "it" || firstWord > 0 && tickMark(toks, firstWord-2)) && len(found) == 0 && s.listItem(b) {
			// (in every language after a ticked box: "- [x] Slack account created …")
			if kind, ok := l.part[t.w]; ok && s.accentOK(t) && nounPhraseBefore(toks, firstWord, i, bits, l) && !stepObject(toks, firstWord, l) && !s.negAfter(toks, i) && !lastTimestamp(toks, i) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 6d. a telegraphic line: an article-less noun phrase naming a
		// specific thing, then a participle taking no object ("Tag
		// `v3.2.0` créé et poussé sur origin", "Image `web:2.8.0` built
		// and pushed to the registry", "Imagen `api:1.4` construida y
		// subida", "Branch `fix/login` merged into main")
		if i > firstWord+1 && i <= firstWord+3 && len(found) == 0 && s.telegraphic(b, toks, firstWord, i) {
			kind, ok := l.part[t.w]
			if !ok && rb&rWeak != 0 {
				kind, ok = l.weak[t.w] // "Tag `v3.2.0` created": the phrase names the concrete object
			}
			if ok && s.accentOK(t) && nounPhraseBefore(toks, firstWord, i, bits, l) && !s.negAfter(toks, i) && !lastTimestamp(toks, i) && !(i > firstWord && s.datedAttribute(toks, i)) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 6b. German: a clause without a finite verb that ends in a
		// participle ("Zahlen heute aus der Datenbank gezogen.", "eben auf
		// prod-app-2 ausgeführt:")
		if l.code == "de" && (i+1 == len(toks) || toks[i+1].kind == tokPunct) && len(found) == 0 {
			if kind, ok := l.part[t.w]; ok && s.verbless(toks, i) && !lastTimestamp(toks, i) {
				add(RuleOpening, i, i, kind)
				continue
			}
		}
		// 7. a tool noun, code span or file reporting a result
		if kind, ok := gatedKind(rb&rReport != 0, l.report, t.w); ok && !s.blocked(toks, i) && !failed && !generic && !subcommand(toks, i, s) && !distributiveAfter(toks, i) && !pointsTo(toks, i) && !(i > 0 && toks[i-1].kind == tokWord && (indefinite[toks[i-1].w] || toks[i-1].w == "the")) {
			// (after an article it is a noun: "limité à une liste", "the reads")
			subj, skind, ok := s.reportSubject(toks, i)
			if !ok && (l.code == "de" || l.code == "nl") && i > firstWord || !ok && (i == firstWord || toks[i-1].kind == tokPunct) && l.code != "en" && !condAnywhere(toks, l) {
				subj, skind, ok = s.invertedSubject(toks, i) // "Aktuell ergibt die Abfrage …", "Consta na caixa de entrada …"
			}
			if !ok {
				subj, ok = liveSubject(toks, i) // "it currently returns 12 users"
			}
			if ok && subj > 0 && toks[subj-1].kind == tokWord && possessive2[toks[subj-1].w] && s.userPasted() {
				ok = false // "Ta sortie montre une KeyError" after the user pasted it: their output explained
			}
			if ok && !(subj > 0 && toks[subj-1].kind == tokWord && distributive[toks[subj-1].w]) && (s.specificAfter(toks, i+1) || skind == KindRun && (outcomeVerbs[t.w] || i+1 < len(toks) && complementizers[toks[i+1].w])) && !hedged && (len(found) == 0 || !sameClause(toks, found[len(found)-1].End, subj)) {
				// (a report whose subject an earlier claim of the sentence
				// names is that claim's result: "I ran date and it says …")
				if skind != "" {
					kind = skind
				}
				add(RuleReport, min(subj, i), max(subj, i), kind)
				continue
			}
		}
		// 7a. a file that "has" a code span ("`package.json` has
		// `"engines": …`", "`.nvmrc` tiene `20.11`"): the file was read
		if i > 0 && possessVerb(t.w) && !s.blocked(toks, i) && !failed && !hedged && i+1 < len(toks) && toks[i+1].kind == tokCode && !l.imper[toks[firstWord].w] {
			if p := toks[i-1]; p.kind == tokCode && objectKind(token{kind: tokWord, w: p.w}) == "path" {
				add(RuleReport, i-1, i, KindRead)
				continue
			}
		}
		// 7b. "With `cmd`, …" / "Con DESCRIBE clientes salen: …": a
		// sentence opening with the command used, then a specific value
		if i == firstWord && i+1 < len(toks) && !hedged && !failed && instrumental[t.w] && !s.blocked(toks, i) {
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
			if n > 0 && s.specificAfter(toks, k+n) && !genericSubject(toks, k+n) && !alternativeAfter(toks, k+n, l) && !usageAfter(toks, k+n, l) {
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
					kind := KindRun
					if objectKind(token{kind: tokWord, w: toks[k].w}) == "path" {
						kind = KindRead // "Según el `docker-compose.yml`": a file read, not a command run
					}
					add(RuleSource, i, k, kind)
					i = k
					break
				}
				if _, n := s.command(toks, k, len(toks)); n > 0 && (s.cmds[toks[k].w] != nil || isKnownCommand(toks[k].w)) {
					add(RuleSource, i, k, KindRun) // "según pip show, …"
					i = k
					break
				}
				if kind, ok := s.noun(toks[k]); ok && t.w != "da" {
					add(RuleSource, i, k, kind)
					i = k
					break
				}
				if objectKind(toks[k]) == "path" && !siteAddress(toks[k].w) || bareFileNames[toks[k].w] && toks[k].cap || fileNouns[toks[k].w] && k > j {
					add(RuleSource, i, k, KindRead) // "Per the LICENSE file in the repo, …", "según config.yaml"
					i = k
					break
				}
			}
		}
	}
	// a command, an arrow and what it printed ("`systemctl status
	// postgresql` → active (running) desde hace 6 días")
	if len(found) == 0 && !hedged && !failed && !generic && !s.explain && firstWord >= 0 && !l.imper[toks[firstWord].w] && hasArrow(text) {
		if k, ok := s.commandArrow(toks); ok && !s.blocked(toks, k) {
			add(RuleReport, k, k, KindRun)
		}
	}
	// an action noun and a light participle opening the sentence
	// ("Vérification faite : …", "Búsqueda hecha", "Refund processed")
	if len(found) == 0 && firstWord >= 0 && !hedged && !s.blocked(toks, firstWord) {
		if k, kind, ok := s.actionDone(toks, firstWord); ok {
			add(RuleOpening, firstWord, k, kind)
		}
	}
	// an action noun opening a line, then its participle ("Virement de
	// 1 200 € envoyé à M. Bernard")
	if len(found) == 0 && firstWord >= 0 && toks[firstWord].cap && !hedged && !failed && (b.start == 0 || s.text[b.start-1] == '\n' || s.listItem(b)) {
		if k, kind, ok := s.actionNounOpening(toks, firstWord, bits); ok && !s.blocked(toks, firstWord) {
			add(RuleOpening, firstWord, k, kind)
		}
	}
	// a message or a document that left for its recipient ("Este
	// relatório já seguiu por email para a direção", "le devis est parti
	// chez le client", "the quote went out to the client")
	if !hedged && !failed && len(toks) <= 60 && shape&shapeDepart != 0 {
		if k, ok := departedMessage(toks, found); ok && !s.blocked(toks, k) && !s.negBefore(toks, k) {
			add(RulePassive, k, k, KindSend)
		}
	}
	// the speaker told a third person ("le dije que llegas tarde",
	// "disse-lhe que …", "ich habe ihr gesagt, dass …")
	if len(found) == 0 && !hedged && !failed && l.code != "en" {
		if k, ok := toldThird(toks, l); ok && !s.blocked(toks, k) {
			add(RuleFirstPerson, k, k, KindSend)
		} else if k, ok := s.talkedWith(toks); ok && !s.blocked(toks, k) {
			add(RuleFirstPerson, k, k, KindSend) // "Hablé con atención al cliente", "Falei com o suporte"
		}
	}
	// an operation told as the speaker's noun ("the restart I did fixed
	// it", "mein Neustart des Pods hat's behoben"): ownactionnoun.go
	if len(found) == 0 && !hedged && !failed {
		if k, ok := s.ownActionNoun(toks); ok && !s.blocked(toks, k) && !s.negBefore(toks, k) {
			add(RuleFirstPerson, k, k, KindRun)
		}
	}
	// tests that pass where the speaker is ("Die Tests laufen bei mir
	// grün durch", "chez moi les tests passent", "the tests pass on my
	// machine"): the speaker's own run
	if len(found) == 0 && !hedged && !failed && shape&shapeMine != 0 {
		if k, ok := testsAtMine(toks); ok && !s.blocked(toks, k) {
			add(RuleFirstPerson, k, k, KindRun)
		}
	}
	// "Received on 3 November": a message's date, as a mailbox search
	// returns it
	if len(found) == 0 && firstWord >= 0 && !hedged && (toks[firstWord].w[0] == 'r' || toks[firstWord].w[0] == 'e') && receivedWords[toks[firstWord].w] && s.datedAfter(toks, firstWord) {
		add(RuleOpening, firstWord, firstWord, KindSearch)
	}
	if len(found) == 0 && colon && !hedged && !failed {
		if k, kind, ok := s.datedCheckLabel(toks, firstWord); ok {
			add(RuleOpening, firstWord, k, kind) // "Última comprobación: 10:31 — CI en verde" (datedwork.go)
		}
	}
	if len(found) == 0 && colon && bi+1 < len(blocks) && !s.after {
		if k, ok := s.sourceNowLabel(toks, firstWord); ok {
			add(RuleLabel, k, k, KindFetch) // "From status.example.net right now:" and a block
		}
	}
	if len(found) == 0 && firstWord >= 0 && !hedged && !failed && shape&shapeReceive != 0 {
		if k, ok := s.receivedPassive(toks); ok {
			add(RulePassive, k, k, KindOutput) // "The payment was received on 3 December"
		}
	}
	// a route computed ("J'ai calculé l'itinéraire : 1 h 12", "Calculei a
	// rota", "Route berechnet"): a maps look-up
	if len(found) == 0 && !hedged && !failed && len(toks) <= 40 {
		// (routeComputed, a byte test per word, before the substring scans)
		if k, ok := routeComputed(toks); ok && (s.lowerHas(toks, "calcul") || s.lowerHas(toks, "berechn")) && !s.blocked(toks, k) && !s.negBefore(toks, k) {
			add(RuleFirstPerson, k, k, KindFetch)
		}
	}
	// a caption naming the tool the text beside it came from
	if len(found) == 0 && !hedged && len(toks) <= 24 && captionOpening(text) {
		if k, kind, ok := s.outputCaption(text, toks, firstWord); ok {
			add(RuleSource, firstWord, k, kind)
		}
	} else if len(found) == 0 && !hedged && !s.after && len(toks) <= 16 {
		if k, kind, ok := s.bareCaption(text, toks, firstWord, blocks, bi); ok {
			add(RuleSource, firstWord, k, kind) // "Output of the revenue query for Nov 24-30." under a table
		}
	}
	// a look-up's gerund opening the sentence, then a value ("Looking at
	// last week's sales, the top seller was …", "Mirando los logs, hay 37 …")
	if len(found) == 0 && firstWord >= 0 && !failed && !s.blocked(toks, firstWord) {
		// (a modal past a dash is another clause's: "En relisant …, le
		// client a déjà envoyé … — il faudrait débloquer …")
		if k, kind, ok := s.gerundOpening(toks, firstWord); ok && !hedgedUntilBreak(toks, bits, firstWord) {
			add(RuleAfter, firstWord, k, kind)
		} else if !s.after && !s.follow && !hedged && s.perfectGerund(b, toks) {
			return // "Having gone through the README: …" with no call made (perfectgerund.go)
		}
	}
	// a message passed on ("se lo pasé a Luis por correo")
	if len(found) == 0 && (l.code == "es" || l.code == "pt") && !hedged && !failed {
		if k, ok := passedOn(toks, l); ok && !s.blocked(toks, k) && !s.negBefore(toks, k) && s.accentOK(toks[k]) {
			add(RuleFirstPerson, k, k, KindSend)
		}
	}
	// a recipient has the message ("Julien a reçu ton SMS")
	if len(found) == 0 && len(toks) <= 40 && !hedged && !failed && !negation { // (negation is negInSentence)
		// (a short sentence: a receipt is stated in few words)
		if k, ok := s.receivedMessage(toks); ok {
			add(RulePassive, k, k, KindSend)
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
	if !s.announced && announceWord {
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
	if len(found) == 0 && !hedged && !failed && hasFigure { // (both rules need a figure)
		if k, ok := s.liveValue(toks, text); ok {
			add(RuleLiveValue, k, k, KindFetch)
		} else if k, ok := s.liveQuote(toks); ok {
			add(RuleLiveValue, k, k, KindFetch) // "Der DAX steht aktuell bei 20.184 Punkten"
		} else if len(toks) <= 40 && !s.after {
			if k, ok := unreadCount(toks); ok {
				add(RuleLiveValue, k, k, KindSearch) // "Tienes 3 correos sin leer"
			}
		}
	}
	if len(found) == 0 && !s.after && s.reqKind != "" && !hedged && !failed {
		if k, ok := s.nowState(toks, firstWord); ok {
			add(RuleNowState, k, k, s.reqKind)
		}
	} else if len(found) == 0 && s.readTurn && s.changeKind != "" && !hedged && !failed {
		// after calls that changed nothing (a look-up, a failed push),
		// the requested change's new state is no report of them
		if k, ok := s.nowState(toks, firstWord); ok {
			add(RuleNowState, k, k, s.changeKind)
		}
	}
	if len(found) == 0 && !s.after && (s.cmds != nil || s.live) && !hedged && !failed && hasFigure && !(userMaterialWithin(toks, 0, len(toks)) && s.userPasted()) {
		if k, ok := s.liveMetric(toks, firstWord); ok {
			add(RuleLiveMetric, k, k, KindCheck)
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && hasFigure && strings.IndexByte(text, '/') >= 0 {
		if k, ok := s.replicaStatus(toks, firstWord); ok {
			add(RuleLiveMetric, k, k, KindCheck) // "payments-api: 3/3 pods Running, 0 restarts"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && len(toks) <= 60 && hasFigure && s.lowerHas(toks, "ms") {
		if k, ok := pingStats(toks); ok {
			add(RuleLiveMetric, k, k, KindCheck) // "4 paquets sur 4, 0,8 ms de moyenne"
		}
	}
	if len(found) == 0 && !hedged && shape&shapeImpersonal != 0 {
		if k, ok := s.perceivedIn(toks, firstWord); ok {
			add(RulePassive, k, k, KindRead) // "Se ve en los logs que el job falla a las 02:14"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && shape&shapeAs != 0 {
		if k, ok := s.shownAs(toks, firstWord); ok {
			add(RuleShownAs, k, k, KindCheck) // "Das Garagentor wird als geschlossen gemeldet"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed {
		if k, ok := s.statusAnswer(toks, firstWord); ok {
			add(RuleStatusAnswer, k, k, KindCheck) // "It was delivered this morning" to "Was my parcel delivered?"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && shape&(shapeSpecific|shapeCount) != 0 {
		if k, kind, ok := s.storedContent(toks, firstWord, shape); ok {
			add(RuleStoredContent, k, k, kind) // "Consta no prontuário um hemograma de ontem"
		}
	}
	if len(found) == 0 && !hedged && !failed && !hasFigure && shape&shapeCount != 0 && len(toks) <= 40 && !s.after && !strings.HasPrefix(text, "¿") {
		// (a Spanish question a period splits, "¿Tienes dos correos de RR. HH.?", opens with its mark)
		if k, ok := unreadCount(toks); ok {
			add(RuleLiveValue, k, k, KindSearch) // "Du hast zwei ungelesene Mails", "You've got two unread from HR"
		}
	}
	if len(found) == 0 && !hedged && !failed && l.code == "de" && len(toks) <= 60 {
		if k, kind, ok := verbFinalPerfect(toks, l); ok {
			add(RuleFirstPerson, k, k, kind) // "Nachdem ich Jana geschrieben hatte, …" (pastwhen.go)
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed {
		if k, kind, ok := s.slowStore(toks, firstWord); ok {
			add(RuleStoredContent, k, k, kind) // "Sorry for the wait — your inbox took a moment to load, but …" (slowstore.go)
		}
	}
	if len(found) == 0 && !s.after && !hedged && negation || len(found) == 0 && !s.after && !hedged && firstWord >= 0 && len(s.lang.absent[toks[firstWord].w]) > 0 {
		if k, kind, ok := s.absentFinding(toks, firstWord); ok {
			add(RuleStoredContent, firstWord, k, kind) // "Nenhum erro no log do Postgres hoje" (absentfinding.go)
		}
	}
	if len(found) == 0 && !failed && firstWord >= 0 && len(s.lang.confirm) > 0 {
		if k, ok := s.formalConfirm(toks, bits, firstWord); ok {
			add(RuleFirstPerson, firstWord, k, KindCheck) // "Le confirmo que la VPN está operativa" (formalconfirm.go)
		}
	}
	if len(found) == 0 && !hedged && colon && firstWord >= 0 {
		if k, kind, ok := s.borrowedLabel(toks, firstWord); ok {
			add(RuleOpening, k, k, kind) // "Sí — checked: cron activo" (borrowedverb.go)
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && !negation && hasFigure && firstWord >= 0 && presenceVerbs[toks[firstWord].w] && (l.code == "es" || l.code == "pt") {
		// a verb of record opening the sentence with a count ("Constan 58
		// pedidos en `pendiente_pago`", "Constam 6 instâncias em execução")
		for k := firstWord + 1; k < len(toks) && k <= firstWord+2; k++ {
			if t := toks[k]; t.kind == tokWord && isDigit(t.w[0]) && !s.inUserText(t.w) {
				add(RuleStoredContent, firstWord, k, KindQuery)
				break
			}
		}
	}
	if len(found) == 0 && !hedged && !failed {
		if k, kind, ok := s.englishDiaryPast(toks); ok {
			add(RuleFirstPerson, max(k-1, 0), k, kind) // "Ja. Just ran ss -tlnp: …" in a German answer (switchedclause.go)
		}
	}
	if len(found) == 0 && !hedged && !failed && anyBits&bReceipt != 0 {
		if k, ok := s.receiptVouch(toks); ok {
			add(RuleReceiptVouch, k, k, KindSend) // "ese recibo corresponde al envío a ana@…"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && colon {
		if k, ok := s.quotedReply(toks, firstWord); ok {
			add(RuleQuotedReply, firstWord, k, KindRead) // "Tomás ya respondió: «Gracias, me llegó»"
		}
	}
	if len(found) == 0 && !s.after && !hedged && !failed && colon && shape&shapeSpecific != 0 && !s.explain {
		if k, ok := s.topicLabel(b, toks, firstWord); ok {
			add(RuleLabel, firstWord, k, KindOutput) // "Neukunden Q3 2026: 1.146 (Juli 402, …)"
		}
	}
	if len(found) == 0 && (!s.after && s.reqKind != "" || s.readTurn && s.changeKind != "") {
		if k, kind, ok := s.requestedState(toks, firstWord); ok {
			add(RuleRequestedState, k, k, kind)
		} else if k, ok := s.goneState(toks, firstWord); ok && !hedged {
			add(RuleRequestedState, k, k, KindWrite) // "feature/login no longer exists on origin" (gonestate.go)
		}
	}
	if len(found) == 0 && (!s.after && s.reqKind != "" || s.readTurn) && !failed {
		// (heldState reads its own hedges: a guess in a later clause
		// leaves the holding stated)
		if k, kind, ok := s.heldState(toks, firstWord); ok {
			add(RuleRequestedState, k, k, kind) // "Since Nina already has the revised quote, …" (heldstate.go)
		}
	}
	if !failed && !hedged && (s.after || s.changeKind == KindSend) && !anySend(found) {
		// (also after a change another clause claims: "call criada … e a
		// Marina já recebeu o link por e-mail")
		if k, ok := s.receivedSend(toks, firstWord); ok && k > lastEnd(found) {
			add(RuleRequestedState, k, k, KindSend) // (receivedsend.go)
		}
	}
	if (b.cell || s.inComment) && !s.recentOrFirst(toks) && !(s.inComment && reportedComment(toks, found)) { // (commentreport.go)
		s.vetoModel(b, vetoFiltered)
		found = nil // a table cell or a code comment states, unless it says now/today or I
	}
	stepped := false
	if len(found) == 0 && !hedged && !failed && !negation && !s.inComment && (b.cell || strings.IndexByte(text, '[') >= 0 || strings.IndexByte(text, 0xe2) >= 0) { // ("[x]", or a tick: ✅ ✔ ✓ ☑ open with 0xe2)
		if k, kind, ok := s.tickedStep(b, toks); ok {
			add(RuleOpening, k, k, kind) // "- [x] Responder: firma el lunes" (tickedstep.go)
			stepped = true
		}
	}
	if len(found) == 0 && negation && s.noChangeMade(toks) {
		s.vetoModel(b, vetoFiltered) // "so nothing has been committed"
	}
	if len(found) == 0 && s.after && s.reqKind != "" {
		if k, kind, ok := s.coordinatedState(toks); ok {
			add(RuleRequestedState, k, k, kind) // "… e o deploy em produção já está no ar"
		}
	}
	if len(found) == 0 && (s.after || s.follow) {
		if step {
			return // a step's figures and names are the plan's (todostep.go)
		}
		s.perfectGerund(b, toks) // "Having gone through it, …" (perfectgerund.go)
		if c, ok := s.turnReport(b, toks); ok && !s.personSource(toks, bits) {
			c.Objects = s.dropContrasted(toks, c.Objects) // (one turn report a sentence)
			c.Start, c.End = b.start, b.end
			c.Sentence = s.text[b.start:b.end]
			c.Lang = l.code
			c.setValues(s.sentenceValues(toks))
			s.claims = append(s.claims, c)
			s.coordinatedChange(b, toks, nil) // (turnreport_action.go)
		} else if s.after {
			s.coordinatedChange(b, toks, nil) // "merge hecho y subido a origin"
		}
		return
	}
	reported := len(found) > 0 && (s.personSource(toks, bits) || s.youSaid(toks)) // (read only for a claim found)
	pastedSource := false
	for _, c := range found {
		if c.Rule == RuleSource && pastedRelativeAfter(toks, c.End) && s.userSentLines() {
			// "Según la salida que me pegas, el cron lanzó …": the
			// sentence reads the output the user pasted
			pastedSource = true
		}
	}
	kept := found[:0]
	for _, c := range found {
		if pastedSource && (c.Rule == RuleReport || c.Rule == RuleSource && pastedRelativeAfter(toks, c.End)) {
			// the source phrase itself and what the output reports;
			// another claim of the sentence ("…, y además borré las
			// copias viejas": a verb of the answerer's own) stands
			continue
		}
		if reported && (c.Rule == RulePassive || c.Rule == RuleOpening) {
			continue // "according to your colleague, Redis was restarted": their word, not a result
		}
		if c.Action == KindRead && (userMaterial(toks, c.End) || userMaterialWithin(toks, c.Start, c.End)) {
			continue // "I looked at your code", "revisé tu mensaje": the user's own text
		}
		if (c.Rule == RuleReport || c.Rule == RuleSource) && (userMaterialWithin(toks, 0, c.End) || pastedRelativeAfter(toks, c.End)) {
			continue // "in your paste, free -m reports …": the user's output
		}
		if c.Rule == RuleReport && demonstrativeBefore(toks, c.Start) && s.userPasted() {
			continue // "That output says Redis exited": the output the user pasted
		}
		if c.Rule == RuleReport && historicalYear(toks, c.End) {
			continue // "the backup completed in 2019 was the last full one": history
		}
		if c.Rule == RulePassive || c.Rule == RuleOpening {
			if historical(toks, c.End) || bracketYear(toks, c.Start, c.End, l.code) {
				continue // "was renamed in 2.0", "removed in Python 3.12", "wurde 2022 verlängert": history, not this conversation
			}
		}
		if e := c.End + 1; e < len(toks) && toks[e].kind == tokWord && idiomParticles[toks[e].w] {
			continue // "I've run into this", "came across": an experience
		}
		if s.reqKind == KindSend && !stepped && !s.requested(toks[c.End].w) && s.userWords(toks, c.End) {
			continue // "SMS envoyé à Théo : réunion décalée à 15 h": the message the user dictated
		}
		if c.Rule == RuleOpening && (c.Action == KindSend || c.Action == KindWrite) && s.namedSubject(toks, c.Start) {
			c.Action = KindOutput // "Priya replied on 3 December": a third party's action a record shows (namedsubject.go)
		}
		if (c.Rule == RulePassive || c.Rule == RuleOpening) && thirdPartyAgent(toks, c.Start, c.End) {
			c.Action = KindOutput // "R$ 1.250,00 pagos pela Ótica Visão Clara": a change a third party made, as a record shows
		}
		if c.Rule == RulePassive && stateSince(toks, c.Start, c.End) {
			c.Action = KindOutput // "la serrure est verrouillée depuis 22 h 05": a state a reading shows
		}
		if c.Action == KindFetch && c.Rule == RulePassive && changeRequested(toks, c.Start, c.End) {
			c.Action = KindWrite // "O estorno já foi solicitado à operadora": a change asked of a third party, no page fetched
		}
		if c.Rule == RulePassive && s.countAsked && s.countedSubject(toks, c.Start, c.End) {
			c.Action = KindOutput // "Wie viele Kündigungen?" "Im November wurden 143 Verträge gekündigt": a count the records hold
		}
		if (c.Rule == RulePassive || c.Rule == RuleReport && c.Action == KindWrite) && len(kept) > 0 && (kept[len(kept)-1].Rule == RuleReport || kept[len(kept)-1].Rule == RuleSource) && readKind(kept[len(kept)-1].Action) && s.sourceContent(toks, kept[len(kept)-1].End, c.Start) {
			continue // "notes.md says … it's blocked on the SOC2 letter": the source's content
		}
		if c.Rule == RulePassive && !s.after && userPremise(toks, c.Start) {
			continue // "Puisque ta branche est poussée, …": the user's word taken as given
		}
		if (c.Rule == RuleFirstPerson || c.Rule == RulePassive) && reciprocalNear(toks, c.Start, c.End) {
			continue // "Zwei Transaktionen haben sich gegenseitig blockiert": the subjects acted on each other
		}
		if c.Rule == RulePassive && checkPurpose(toks, c.Start) && !(pastPassive(toks, c.Start, c.End) && ranBefore(kept)) {
			continue // "`terraform plan` pour vérifier qu'une seule ressource est créée": what a check would confirm
		}
		if c.Rule == RulePassive && inferredPassive(toks, c.Start, c.End, l.code) {
			continue // "der Server wurde also neu gestartet": an inference
		}
		if (c.Rule == RuleReport || c.Rule == RuleSource) && s.explain && !s.after && !liveNowIn(toks, c.Start, c.End) {
			continue // "What does journalctl -u docker do?" "Der Befehl zeigt …": what it does
		}
		if (c.Rule == RulePassive && presentPassiveNear(toks, c.Start, c.End) || c.Rule == RuleOpening) && s.explain && !s.after {
			continue // "Was macht dieses Skript?" "Es wird „fertig“ gemeldet, auch wenn …": how it works
		}
		if c.Rule == RuleReport && c.Action == KindRun && !s.after && outputDescription(s.text, toks, c.End, l) {
			continue // "`free -m` prints memory in megabytes", "`ss -tlnp` listet alle lauschenden Ports": what it prints (outputdescription.go)
		}
		if (c.Rule == RuleReport || c.Rule == RuleSource) && c.Action == KindRun && s.runOfferedAfter(blocks, bi, toks[c.Start:c.End+1]) {
			continue // "`journalctl -u x` shows the last 200 lines. Shall I run it?": what it would show
		}
		if condOpening(toks, firstWord, l) && (c.Rule == RulePassive || c.Rule == RuleFirstPerson || c.Rule == RuleOpening) {
			continue // "Si me confirmas su correo, le envío que ayer quedaron 57 pedidos": under the condition
		}
		if step && c.Rule != RuleFirstPerson {
			continue // "- Revisar extensões instaladas": the step's words, not a thing done
		}
		kept = append(kept, c)
	}
	if len(kept) == 0 && len(found) > 0 {
		s.vetoModel(b, vetoFiltered) // (what a rule found and set aside the model does not claim)
	}
	found = kept
	var vals []figure
	valsDone := false
	contrast := len(found) > 0 && s.hasContrast(toks)
	for ci, c := range found {
		// a state ("Backup ist angelegt, und die Tabelle …") names only
		// the objects of its own clause; an action's result may follow it
		s.stopAtClause = c.Rule == RulePassive || c.Rule == RuleOpening
		s.searchClaim = c.Action == KindSearch
		// (the claim's object window only: linear in a sentence of many claims)
		c.Objects = s.objects(toks, c.Start, c.End, b)
		if contrast {
			c.Objects = s.dropContrasted(toks[max(c.Start-objWindow, 0):min(c.End+objWindow+1, len(toks))], c.Objects)
		}
		s.stopAtClause, s.searchClaim = false, false
		if ci+1 < len(found) && len(c.Objects) > 0 {
			// coordinated claims: each keeps the objects before the next
			next := toks[found[ci+1].Start].start
			if nx := found[ci+1]; nx.Rule == RulePassive || nx.Rule == RuleReport {
				// a state or a report names its subject before its verb
				// ("Build passed and `feat/x` is pushed"): the next claim's
				// clause opens at the conjunction or comma before it
				for m := nx.Start - 1; m > c.End; m-- {
					if t := toks[m]; t.kind == tokPunct || t.kind == tokWord && conjunctions[t.w] {
						next = t.end
						break
					}
				}
			}
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
		if c.Action == KindCheck && byChannel(toks, c.End) {
			c.Action = KindSend // "le he confirmado la cita a Ana por correo": a message
		}
		if s.draftOnly && !(c.Action == KindSend && ((c.Rule == RuleFirstPerson || c.Rule == RulePassive) && (draftNounIn(toks) || s.postscriptAfterDraft(b, blocks, bi)) || (c.Rule == RuleFirstPerson || c.Rule == RulePassive || c.Rule == RuleOpening) && thirdRecipient(toks, c.End))) {
			// the user asked for a draft: its text is theirs, unless the
			// answer says it sent the message ("I've sent the landlord a
			// short note …" to "Draft (don't send!) an email …")
			continue
		}
		cEnd := c.End
		c.Start, c.End = b.start, b.end
		c.Sentence = s.text[b.start:b.end]
		c.Lang = l.code
		if s.after {
			if !valsDone {
				vals = s.sentenceValues(toks)
				valsDone = true
			}
			c.setValues(vals)
			s.markBesides(&c)
			if c.Action == KindCheck {
				c.setVerified(verifiedClause(toks, cEnd))
			}
		}
		s.claims = append(s.claims, c)
	}
	if s.after && len(found) > 0 {
		s.coordinatedChange(b, toks, found) // "Timeout alterado … e deploy feito em produção"
	}
}

// mayBeHedged: sentenceHedged can find a hedge (a modal or a memory
// word; a modal contraction among the first three words): most
// sentences skip its scan. FuzzSentenceGates holds the two together.
func mayBeHedged(toks []token, anyBits uint16) bool {
	if anyBits&(bModal|bMemory) != 0 {
		return true
	}
	n := 0
	for i := range toks {
		if toks[i].kind != tokWord {
			continue
		}
		if n == 3 {
			break
		}
		if isModalContraction(toks[i].w) || hedgeOpenerWord(toks[i].w, n) {
			return true
		}
		n++
	}
	return false
}

// classScope is how many of a sentence's words a loop over the words of
// the classes in mask reads: all, or none when no word has one (anyBits,
// the union of bits).
func classScope(bits []uint16, anyBits, mask uint16) int {
	if anyBits&mask == 0 {
		return 0
	}
	return len(bits)
}

// mayBePrompt: the sentence may open with a shell prompt (promptCommand
// finds one only after a "$" or at a line starting "#", "%", ">" or
// "PS"): most sentences skip its string searches. FuzzSentenceGates
// holds the two together.
func mayBePrompt(text string) bool {
	ln := strings.TrimSpace(text) // (as promptCommand reads it)
	if ln == "" {
		return false
	}
	switch ln[0] {
	case '$', '#', '%', '>', 'P':
		return true
	}
	return strings.IndexByte(ln, '$') >= 0 || strings.Contains(ln, "# ") || strings.Contains(ln, "=> ")
}

// negationWord: t is a word negatedFailure starts from (a negation of l,
// or "n't"): a sentence with none has no negated failure, and the scan
// for one is skipped. TestNegationGate holds the two together.
func negationWord(t token, l *compiled) bool {
	return l.ruleBits(t)&rNeg != 0 || len(t.bare) != len(t.w) && l.neg[t.bare] || strings.HasSuffix(t.w, "n't")
}

// adjectiveParticiple: an English participle modifying a plural noun in a
// general statement ("Deleted files go to the trash", "Refunds issued
// today show up in 5–10 days", "Scheduled jobs run at midnight"): no
// action of this conversation.
func adjectiveParticiple(toks []token, i, first int) bool {
	noun := -1
	switch {
	case i == first && i+1 < len(toks):
		noun = i + 1
	case i == first+1:
		noun = first
	}
	if noun < 0 || !pluralNoun(toks[noun]) {
		return false
	}
	generic := false
	for k := i + 1; k < len(toks) && k <= i+6; k++ {
		if toks[k].kind == tokPunct {
			break
		}
		if toks[k].kind == tokWord && (toks[k].w == "again" || toks[k].w == "now") {
			return false // "Restarted workers are healthy again": this conversation's result
		}
		if k <= i+4 && toks[k].kind == tokWord && genericVerbs[toks[k].w] {
			generic = true
		}
	}
	return generic
}

func pluralNoun(t token) bool {
	w := t.w
	return t.kind == tokWord && t.plain && len(w) >= 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's' && !strings.Contains(w, "'")
}

// genericVerbs: present forms that make a statement general.
var genericVerbs = mkSet("are go run show stay remain appear get take land expire move count become usually normally always typically will can may should must need")

// finiteLight: a finite first-person light verb ("fiz", "hice", "realicé",
// not the participle "feito") after "and" and an optional "already" ("… e
// já fiz o git push", "… y ya hice git pull"): it opens its own clause.
func finiteLight(toks []token, i int) bool {
	w := toks[i].w
	if strings.HasSuffix(w, "o") || strings.HasSuffix(w, "a") || strings.HasSuffix(w, "os") || strings.HasSuffix(w, "as") {
		return false
	}
	k := i - 1
	if k >= 0 && toks[k].kind == tokWord && alreadyWords[toks[k].w] {
		k--
	}
	return k >= 0 && toks[k].kind == tokWord && clauseOpeners[toks[k].w]
}

// alreadyWords: "already", "also" before a verb, folded (pro-drop languages).
var alreadyWords = mkSet("ya tambien ja tambem gia anche")

// cliticObjects: object pronouns between "have just" and its infinitive
// (fr, es, pt, it), folded.
var cliticObjects = mkSet("la le les lui leur lo los las les o os as lhe lhes gli ne")

// reflexiveClitics stand before a reflexive infinitive ("acabei de me
// conectar", "je viens de me connecter").
var reflexiveClitics = mkSet("me te nos")

// fileNouns: "file" in five languages, folded.
var fileNouns = mkSet("file fichero archivo fichier datei arquivo ficheiro")

// byChannel: "by e-mail", "por correo", "par mail", "per E-Mail", "via
// Slack" within eight words after toks[j]: the action went out as a
// message.
func byChannel(toks []token, j int) bool {
	for k := j + 1; k+1 < len(toks) && k <= j+8; k++ {
		if toks[k].kind == tokWord && channelPreps[toks[k].w] && toks[k+1].kind == tokWord && channelNouns[toks[k+1].w] {
			return true
		}
	}
	return false
}

var (
	channelPreps = mkSet("by via per por par pelo pela uber through")
	channelNouns = mkSet("email e-mail mail correo courriel sms slack whatsapp teams telegram message mensaje mensagem nachricht")
)

// hasContrast: the sentence has a contrastive negation (", not …").
func (s *scanner) hasContrast(toks []token) bool {
	for k := 1; k < len(toks); k++ {
		if p := toks[k-1]; p.kind == tokPunct && (p.w == "," || p.w == "(" || p.w == "—" || p.w == "–") && toks[k].kind == tokWord && (s.lang.neg[toks[k].w] || toks[k].w == "non") {
			return true
		}
		if insteadOf(toks, k) {
			return true
		}
	}
	return false
}

// dropContrasted removes the objects a sentence names only after a
// contrastive negation ("… came back for Portland, Oregon, not Portland,
// Maine", "me devolvió Santiago de Chile, no Santiago de Compostela",
// "web-01, pas web-02"): what the claim says it is not about.
func (s *scanner) dropContrasted(toks []token, objs []string) []string {
	if len(objs) == 0 || len(objs) > 32 {
		return objs // (bounded: linear in the sentence)
	}
	var spans []span
	for k := 1; k < len(toks); k++ {
		t, p := toks[k], toks[k-1]
		instead := insteadOf(toks, k)
		if !instead && (t.kind != tokWord || !(s.lang.neg[t.w] || t.w == "non" || t.w == "not") || p.kind != tokPunct || p.w != "," && p.w != "(" && p.w != "—" && p.w != "–") {
			continue
		}
		e := k + 1
		if instead && e < len(toks) && toks[e].kind == tokWord && insteadLinks[toks[e].w] {
			k, e = e, e+1 // "instead of", "au lieu de", "en lugar de"
		}
		for e < len(toks) && !(toks[e].kind == tokPunct && (toks[e].w == ";" || toks[e].w == ")" || toks[e].w == "—" || toks[e].w == "–")) && !(toks[e].kind == tokWord && toks[e].w != "" && s.lang.subj[toks[e].w]) {
			e++
		}
		if e > k+1 && len(spans) < 4 {
			spans = append(spans, span{toks[k+1].start, toks[e-1].end})
		}
		k = e - 1
	}
	if len(spans) == 0 {
		return objs
	}
	from, to := toks[0].start, toks[len(toks)-1].end
	kept := objs[:0:0]
	for _, o := range objs {
		in, out := false, false
		at := from
		for _, sp := range spans {
			in = in || strings.Contains(s.text[sp.start:sp.end], o)
			out = out || strings.Contains(s.text[at:sp.start], o)
			at = sp.end
		}
		out = out || strings.Contains(s.text[at:to], o)
		if in && !out {
			continue
		}
		kept = append(kept, o)
	}
	return kept
}

// hasRule: some claim found so far was found by rule.
func (s *scanner) hasRule(rule string) bool {
	for _, c := range s.claims {
		if c.Rule == rule {
			return true
		}
	}
	return false
}

// runSubjects are things a tool runs, whose cancelling is a failure ("Ta
// transaction a été annulée", "la consulta se quedó bloqueada").
var runSubjects = mkSet("build builds deploy deployment pipeline transaction transactions upload download sync backup migration " +
	"consulta transaccion despliegue subida descarga copia migracion transaktion abfrage bereitstellung sicherung migration " +
	"requete transaction deploiement sauvegarde consulta transacao implantacao copia migracao")

// stateAux: auxiliaries of an end state ("quedó bloqueada", "ficou
// cancelada"), read by the rules of a requested state.
var stateAux = mkSet("quedo quedaron quedou ficou ficaram")

// cancelledThing: a failure word that is also a change ("cancelled",
// "storniert", "annulée", "cancelado", "bloqueado") after a passive
// auxiliary whose subject is a thing the user owns ("The order was
// cancelled", "Sie wurde storniert", "La réservation a été annulée")
// says that change was made; a run's subject ("the request/job was
// cancelled", "it was cancelled") or another failure word in the sentence
// ("… cancelled after a timeout") keeps the failure reading.
func cancelledThing(toks []token, i, k int, kind string) bool {
	if kind != KindWrite || i == 0 {
		return false
	}
	if p := toks[i-1]; p.kind == tokPunct || subordinators[p.w] || toks[i].w == "se" || stateAux[toks[i].w] {
		return false
	}
	// the subject, or an auxiliary before this one ("a été", "has been")
	// and the subject before it
	for m := i - 1; m >= 0 && m >= i-2; m-- {
		if p := toks[m]; genericSubjects[p.bare] || runSubjects[p.bare] || p.w == "se" {
			return false
		}
	}
	for m, t := range toks {
		if m != k && t.kind == tokWord && failWord(t.w) {
			return false
		}
	}
	return true
}

// lookOnlyLight: participles of "give" and "stick" that are light look
// verbs only before a look noun ("he dado un vistazo", "le he pegado un
// ojo", "tinha dado uma olhada"); elsewhere "given" ("Dado que …", "dado
// el volumen") or "pasted" ("pegado abajo"), folded.
var lookOnlyLight = mkSet("dado pegado")

// lookNounNext: a look noun follows toks[i], after an article at most.
func lookNounNext(toks []token, i int) bool {
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		if toks[k].kind != tokWord {
			return false
		}
		if lookNouns[toks[k].w] || toks[k].w == "repaso" || toks[k].w == "ojeada" {
			return true
		}
	}
	return false
}
