package claims

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// Reasons a claim is not backed (receipt_less_claim.reason).
const (
	ReasonNoCall          = "no_call"           // no call of this kind at all
	ReasonCallFailed      = "call_failed"       // the matching call failed (error, timeout, denied)
	ReasonNoMatchingCall  = "no_matching_call"  // calls of this kind, none about this object
	ReasonReceiptNotValid = "receipt_not_valid" // the matching call's receipt does not verify
)

// ReasonText is a reason in words, for the footer.
func ReasonText(reason, action string) string {
	what := actionNoun(action)
	switch reason {
	case ReasonCallFailed:
		return "the " + what + " call failed, so no receipt backs it"
	case ReasonNoMatchingCall:
		return "no receipted " + what + " call about this in this conversation"
	case ReasonReceiptNotValid:
		return "the receipt of the matching call does not verify"
	default:
		return "no receipted " + what + " call in this conversation"
	}
}

func actionNoun(action string) string {
	switch action {
	case "", KindOutput:
		return "tool"
	}
	return action
}

// Call statuses.
const (
	// Verified: a proxy call of this request, or a history call whose
	// receipt verified over its tool, arguments and result.
	Verified = iota
	// Unverified: a well-formed receipt that could not be checked (offline
	// scan, no key); it stands in for its call and the backing says so.
	Unverified
	// Client: a client tool's result present in the conversation (the
	// client ran it).
	Client
	// Failed: the call failed (error, timeout, denied): it backs nothing.
	Failed
	// Invalid: a receipt that does not verify: it backs nothing.
	Invalid
	// Quoted: a receipt quoted in assistant text that the key scope issued
	// for this tool (its ledger knows the tool, not the arguments or the
	// result): it backs only a claim naming no object.
	Quoted
)

// Call is one tool call of the conversation that may back a claim.
type Call struct {
	ID     string
	Tool   string
	Args   string // the arguments JSON as sent
	Result string // the result text (receipt suffix removed)
	Status int
	// Kinds are the tool's action kinds (Tool.Kinds); nil means every kind.
	Kinds []string
	// Where says where the call sits ("request", "messages[3]").
	Where string
	// Index is the message index of a history call, -1 for this request's.
	Index int
	// Receipt is the call's receipt token ("" when none).
	Receipt string
	// Earlier: the call was answered before the last user message (a
	// call of an earlier turn).
	Earlier bool
	// Program is the program an exec tool runs with the arguments as
	// its parameters (its argv[0]), "" when unknown (commandline.go).
	Program string
	// Argv is that exec tool's whole fixed argv, {param} words as
	// written, nil when unknown: a git template's subcommand (readonly.go).
	Argv []string

	hay      string
	vals     map[string]bool
	own      []string     // words of its arguments a sibling call's lack (siblings.go)
	cmds     *callCmds    // the commands it ran, read once (commandline.go)
	anch     *callAnchors // the anchors it names, read once (anchorcache.go)
	res      *callResult
	nums     []float64 // its result's figures, read once (derivedmeasure.go)
	op       int8      // 1: its arguments pick a reading operation, 2: not, 0: unread (readoperation.go)
	numsRead bool
	// states: what its result says of a thing's state, read once
	// (settledstate.go: 1 read, 2 pending, 4 settled)
	states uint8
}

// callResult is the call's result alone, folded, and its figures: what an
// output block shown as the call's must be found in (bodyGrounded).
type callResult struct {
	hay  string
	vals map[string]bool
	// joined and all are hay and the whole haystack with joiners read
	// as spaces: a result's keys name things in parts ("temp_garage")
	joined, all string
	// args: the call's arguments, folded (owntool.go: an object of
	// "I ran greet on Ada" may be an argument; what greet said may not)
	args string
	// lines: hay's lines, spaces collapsed, as a set (blocks.go
	// lineInResult): a look-up per shown line, not a scan of the result
	lines map[string]bool
	// figs: the figures of each of hay's lines (blocks.go
	// figuresInPlace), built once asked
	figs [][]string
	// figWork: result lines compared so far (blocks.go maxFigureWork)
	figWork int
	// lineList, joinedList: hay's and joined's lines (inplace.go), and
	// placeWork the bytes of them scanned so far (maxPlaceWork)
	// rawLines: how many of lineList are hay's (the rest are a JSON
	// result's records); json: the result is JSON
	lineList, joinedList []string
	placeWork, rawLines  int
	json                 bool
	// words: the haystack's words and stems, a set (verifiedthat.go)
	words map[string]bool
}

func (c *Call) result() *callResult {
	if c.res == nil {
		hay := fold(c.Result)
		c.res = &callResult{hay: hay, vals: valueSet(hay), joined: joinerSpace.Replace(hay), all: joinerSpace.Replace(c.haystack()), args: fold(c.Args)}
	}
	return c.res
}

// resultLines: the set of the result's lines, trimmed, runs of blanks
// one space, built once per call.
func (c *Call) resultLines() map[string]bool {
	r := c.result()
	if r.lines == nil {
		r.lines = map[string]bool{}
		for ln := range strings.SplitSeq(r.hay, "\n") {
			r.lines[strings.Join(strings.Fields(ln), " ")] = true
		}
	}
	return r.lines
}

func (c *Call) resultHay() string             { return c.result().hay }
func (c *Call) resultValues() map[string]bool { return c.result().vals }

// haystack is the call's folded tool name, argument values and result.
func (c *Call) haystack() string {
	if c.hay == "" {
		var b strings.Builder
		name := fold(strings.NewReplacer("_", " ", ".", " ", "__", " ").Replace(c.Tool))
		b.WriteString(name)
		b.WriteByte(' ')
		for _, w := range strings.Fields(name) {
			if knownCommands[w] {
				// a tool named for a program ("git_cmd", "docker_exec")
				// takes the rest of the command line: {"args": "status"}
				// runs `git status`
				b.WriteString(w)
				b.WriteByte(' ')
				break
			}
		}
		if gjson.Valid(c.Args) {
			gjson.Parse(c.Args).ForEach(func(_, v gjson.Result) bool {
				b.WriteString(fold(v.String()))
				b.WriteByte(' ')
				return true
			})
		} else {
			b.WriteString(fold(c.Args))
		}
		b.WriteByte('\n')
		b.WriteString(fold(c.Result))
		c.hay = b.String()
	}
	return c.hay
}

// Compatible reports whether a call of a tool with kinds can do the
// claimed action. A tool of unknown kind can do anything; a shell can do
// anything; look-ups (read, list, search, fetch, query, check) back one
// another, since one tool often does several and wording varies.
func Compatible(claim string, kinds []string) bool {
	if claim == KindOutput {
		return true
	}
	if len(kinds) == 0 {
		// a tool whose name and description say nothing: it may look
		// things up or run, but a tool that sends or changes things says so
		return claim != KindSend && claim != KindWrite
	}
	has := func(k string) bool {
		for _, x := range kinds {
			if x == k {
				return true
			}
		}
		return false
	}
	if has(KindRun) {
		return true
	}
	switch claim {
	case KindSend:
		return has(KindSend)
	case KindWrite:
		return has(KindWrite)
	case KindRun:
		return has(KindQuery) || has(KindSearch) || has(KindCheck) || has(KindFetch)
	default:
		for _, k := range kinds {
			if isLookup(k) {
				return true
			}
		}
		return false
	}
}

// compatibleFor: Compatible, and a passive statement that names objects
// ("PR 512 was merged on 3 Dec", "nginx 1.24 est installée") is a state a
// look-up call can report, so look-ups back it when they name its objects.
func compatibleFor(c *Claim, call *Call) bool {
	if c.Rule == RuleTurnReport && isLookupCall(call) {
		if ws := words(c.Cue); len(ws) > 0 {
			if cls := stateClasses[strings.Trim(ws[len(ws)-1], ".,;:!*_")]; cls != 0 && oppositeState(cls) != 0 && call.resultStates()[oppositeState(cls)] && !stateOfObject(c, call, cls) {
				return false // "Done, the front lock is locked." beside "front_lock": "unlocked"
			}
		}
	}
	if (c.Action == KindWrite || c.Action == KindSend || c.Action == KindRun) && call.readOperation() {
		// {"action": "read_pr"} of a tool that also labels and merges:
		// a read backs no change told beside it, only a state it read
		return c.Rule == RulePassive && stateLookup(c, call)
	}
	if c.Action != KindOutput && onlyPrinted(call) && !runsPrinter(c, call) && !runsOwnTool(c, call) {
		return false // `echo deleted the db` printed words, did nothing (commandline.go)
	}
	if spellsDateFormat(c, call) {
		return false // `date '+https://…'` printed the URL, fetched nothing (readonly.go)
	}
	if (onlyPrinted(call) || onlyReads(call)) && toolSaysChange(c, call) {
		return false // "it said hello Ada and deleted the database" (owntool.go)
	}
	if c.Action == KindRead && c.Rule == RuleFirstPerson && len(c.Objects) > 0 && searchOnly(call) {
		// "J'ai lu le changelog sur GitHub" beside a web search: the
		// results name the page; reading it is a fetch of its own
		return false
	}
	if (c.Action == KindRead || c.Action == KindCheck) && c.Rule != RuleTurnReport && c.Rule != RuleReport && (listOnly(call) || findsOnly(call)) && namesContent(c.Sentence) {
		// "the diff was checked", "passei pelas cláusulas" beside a call
		// that only listed or found things: their content was not read
		return false
	}
	if c.Action == KindRead && listOnly(call) && len(c.Objects) > 0 && !(c.Rule == RuleFirstPerson && lightLook(c) && !lookAtFile(c)) {
		// "I read deploy.sh" beside a listing that shows deploy.sh: a
		// listing reads no file, unless its arguments name it
		args := fold(call.Args)
		file := false
		for _, o := range c.Objects {
			if matchObject(o, args) {
				return true
			}
			file = file || codeFile(o)
		}
		if file {
			return false
		}
	}
	if c.Action == KindWrite && c.Rule != RuleDone && narrowWriter(call) && !narrowChange(c) {
		// (a done reply reports the change asked for, whatever its words)
		return false // a move or a lock backs no change of another sort ("… and deleted the old copy")
	}
	if c.Action == KindWrite && narrowWriter(call) && addedChange(c) {
		return false // "C'est fait : musique en pause et chauffage baissé": the pause, not the heating
	}
	if c.Action == KindWrite && c.Rule != RuleDone && commentWriter(call) && !mentionsComment(c) {
		return false // a comment tool backs "I left a note on PAY-447", not "I closed PAY-447"
	}
	if c.more != nil && c.more.ownPart != "" && isLookupCall(call) && containsWord(call.haystack(), c.more.ownPart) {
		return true // "Lo he reasignado" beside a look-up returning "reasignado": a state read back (ownperfect.go)
	}
	if c.more != nil && c.more.ownPart != "" && c.Action == KindWrite && hasKind(call.Kinds, KindSend) {
		return true // "I've asked Bellweave for 50 more" beside an e-mail: a verb of unknown kind, done by a sender
	}
	if onlyLooksUp(call) && operatesSystem(c) && !(c.Rule == RulePassive && toldEvent(call)) {
		return false // "so I stopped it" beside a describe call: a look-up operates nothing (operatedrun.go)
	}
	if c.Action == KindRun && hasKind(call.Kinds, KindSend) && triggerCue(c) && !triggersRun(c) {
		return true // "Campanha disparada", "envoi déclenché": what a send tool triggers is a send (triggerverbs.go)
	}
	if (c.Action == KindWrite || c.Action == KindSend) && c.Rule != RuleOpening && c.Rule != RuleTurnReport && selectOnly(call) {
		// a SELECT changed nothing: only a state it read (selectonly.go;
		// an opening participle beside rows is mostly a column's noun,
		// "pedidos", "criados", and a turn report's own perfect may be the
		// query's own running, "la requête que j'ai passée": both left to
		// the rules before)
		return c.Rule == RulePassive && stateLookup(c, call)
	}
	if Compatible(c.Action, call.Kinds) || invites(c, call) {
		return true
	}
	if (c.Action == KindWrite || c.Action == KindSend) && writeMethodCall(call) {
		return true // "Webhook creado" beside {"method": "POST", …} of an HTTP tool that reads by its description (httpread.go)
	}
	if c.Rule == RuleReport && subjectIsTool(c, call) {
		// "Le remboursement de 15 € sur pi_77HkQ est passé" beside
		// stripe_remboursement: a report of the outcome of the call's
		// own action, named by its noun
		return true
	}
	if c.Action == KindSend && hasKind(call.Kinds, KindWrite) && ordersChange(c) {
		return true // "I've sent the close command", "Mandei fechar": a change ordered, no message
	}
	if (c.Rule == RuleSource || c.Rule == RuleReport && c.Action != KindWrite && c.Action != KindSend) && (hasKind(call.Kinds, KindRead) || hasKind(call.Kinds, KindList)) && len(c.Objects) > 0 && (codeFile(c.Objects[0]) || fileLike(c.Objects[0])) {
		// "Según el `docker-compose.yml`", "En `notas.txt` dice …", "In
		// `notizen.txt` steht …": what a file says is read, whatever verb
		// of saying reports it
		return true
	}
	if (c.Rule == RuleOpening || c.Rule == RulePassive) && len(c.Objects) > 0 && hasKind(call.Kinds, KindWrite) {
		return true // "VERSION went from 2.0.3 to 2.1.0": the state the write set
	}
	if c.Rule == RuleOpening {
		return stateLookup(c, call) // a state word the look-up returned
	}
	// a passive is backed by a look-up as a state it read ("la serrure
	// est verrouillée" beside a look-up returning "verrouillee"), a record
	// it holds, or a thing it names: stateLookup decides all three
	return c.Rule == RulePassive && stateLookup(c, call)
}

// requestedChange: the claim is a passive of asking for or issuing a
// change ("the refund was requested", "o estorno foi solicitado", "a full
// refund has been issued"; changeRequested).
func requestedChange(c *Claim) bool {
	ws := words(c.Cue)
	if c.Action != KindWrite || len(ws) == 0 || len(c.Sentence) > maxSentenceScan {
		return false
	}
	if p := strings.Trim(ws[len(ws)-1], ".,;:!*_"); !requestParticiples[p] && !issueParticiples[p] {
		return false
	}
	for _, w := range nameWords(c.Sentence) {
		if changeRequestNouns[w] {
			return true
		}
	}
	return false
}

// issueParticiples are participles of issuing or carrying out a change,
// folded ("a refund has been issued", "el reembolso fue procesado",
// "le remboursement a été effectué", "die Erstattung wurde veranlasst").
var issueParticiples = mkSet("issued processed initiated emitido emitida procesado procesada tramitado tramitada processado processada efetuado efetuada emis emise effectue effectuee traite traitee ausgestellt veranlasst durchgefuhrt angewiesen")

// changeRecorded: the call's result records a change asked for: a refund
// or a cancellation named, or that state.
func changeRecorded(call *Call) bool {
	a := call.anchors() // (once per call: it is asked per claim)
	if !a.changeRecDone {
		a.changeRecDone, a.changeRec = true, recordsChange(call)
	}
	return a.changeRec
}

func recordsChange(call *Call) bool {
	st := call.resultStates()
	if st[13] || st[14] {
		return true // cancelled, refunded (stateClasses)
	}
	for _, w := range nameWords(call.foldedHead()) {
		if changeRequestNouns[w] {
			return true
		}
	}
	return false
}

// recordStateOf: the record state class (recordStateFirst on) the
// claim's participle names ("was paid", "a été remboursée", "marcado como
// pagado"), 0 for none.
func recordStateOf(c *Claim) int {
	ws := words(c.Cue)
	if len(ws) == 0 {
		return 0
	}
	last := strings.Trim(ws[len(ws)-1], ".,;:!*_")
	cls := stateClasses[last]
	if cls == 0 {
		cls = stateClasses[undiminished(last)] // "trancadinha" beside "trancada" (diminutives, lang.go)
	}
	if cls == 0 && markParticiples[last] {
		cls = markedState(c)
	}
	if cls < recordStateFirst {
		return 0
	}
	return cls
}

// stateLookup: a passive statement of a state that names objects ("PR 512
// was merged on 2 Dec") is what a look-up reports, whatever the action that
// made the state: a look-up call naming its objects backs it even when the
// tool could also run things.
func stateLookup(c *Claim, call *Call) bool {
	if stateDenied(c, call) {
		return false // "ch_3PqX is refunded" beside a look-up returning "refunded": false (deniedstate.go)
	}
	if (c.Rule == RuleOpening || c.Rule == RulePassive) && isLookupCall(call) && stateReturned(c, call) {
		// "la serrure est verrouillée", "das Garagentor ist zu –
		// geschlossen seit 18:02", "sigue En curso, asignado a Nerea"
		// beside a look-up returning "verrouillee", "closed",
		// "assignee": the state the look-up read, in any language
		return true
	}
	if (c.Rule == RuleOpening || c.Rule == RulePassive) && isLookupCall(call) && ownTimestamp(c, call) {
		// "zuletzt gestern um 16:20 aktualisiert" beside a look-up
		// returning "letzte_aktualisierung": the thing's own timestamp
		return true
	}
	if c.Rule == RuleOpening && isLookupCall(call) && phraseReturned(c, call) {
		// "Lisboa: 14 °C, céu limpo" beside a look-up returning
		// "condicao": "céu limpo": the participle and the word beside it
		// are the result's own phrase, a state read, no change made
		return true
	}
	if c.Rule == RuleOpening && len(c.Objects) > 0 && isLookupCall(call) {
		// "#5521, codes rejected after a phone change": a state a
		// look-up returned in its own words
		ws := words(c.Cue)
		if len(ws) > 0 && containsWord(call.haystack(), ws[len(ws)-1]) {
			return true
		}
		// "cus_PX81 paid €29.00 twice": a past verb after a subject the
		// look-up was about is what that customer, account or person
		// did, as the look-up returned it
		return subjectLookedUp(c, call)
	}
	if c.Rule != RulePassive || len(c.Objects) == 0 {
		return false
	}
	if cls := recordStateOf(c); cls != 0 && isLookupCall(call) && len(call.statePairs()) > 0 && !stateOfObject(c, call, cls) {
		// "La commande #10482 a été remboursée" beside a record
		// holding "status": "cancelled": the record says what became
		// of it, and it is not that
		return false
	}
	if requestedChange(c) && !changeRecorded(call) {
		// "The refund of pay_8812 has been requested" beside a look-up
		// of the payment: it holds the payment, no refund asked for
		return false
	}
	for _, k := range call.Kinds {
		if isLookup(k) {
			return true
		}
	}
	return false
}

// plainGet: the command line o (curl or wget) only GETs one URL, with no
// option that sends data, changes the method or writes a file, and the
// call's arguments hold that URL.
func plainGet(o string, call *Call) bool {
	url := ""
	for _, a := range strings.Fields(o) {
		a = strings.Trim(a, "'\"`")
		switch {
		case strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://"):
			if url != "" {
				return false
			}
			url = a
		case strings.HasPrefix(a, "-"):
			if !getOptions[a] {
				return false // -X, -d, --data, -F, -T, -o … do more than a GET
			}
		case a == "curl" || a == "wget":
		default:
			return false
		}
	}
	if url == "" {
		return false
	}
	return argsNameURL(call.Args, normURL(url))
}

// argsNameURL: a string argument of the call (or a word of one) is the
// URL u (normURL'd) exactly; `.../users/1` is not `.../users/12345`.
func argsNameURL(args, u string) bool {
	found := false
	var walk func(v gjson.Result, depth int)
	walk = func(v gjson.Result, depth int) {
		if found || depth > 3 {
			return
		}
		switch {
		case v.Type == gjson.String:
			for _, w := range strings.Fields(v.Str) {
				w = strings.Trim(w, "'\"`")
				if strings.Contains(w, "://") && normURL(w) == u {
					found = true
					return
				}
			}
		case v.IsObject() || v.IsArray():
			v.ForEach(func(_, e gjson.Result) bool {
				walk(e, depth+1)
				return !found
			})
		}
	}
	walk(gjson.Parse(args), 0)
	return found
}

// normURL lower-cases a URL's scheme and host and drops its trailing
// slashes.
func normURL(u string) string {
	i := strings.Index(u, "://")
	if i < 0 {
		return strings.TrimRight(u, "/")
	}
	rest := u[i+3:]
	j := strings.IndexAny(rest, "/?#")
	if j < 0 {
		j = len(rest)
	}
	return strings.TrimRight(strings.ToLower(u[:i+3+j])+rest[j:], "/")
}

// getOptions leave curl and wget a plain GET printed to the terminal.
var getOptions = func() map[string]bool {
	m := map[string]bool{}
	for _, o := range strings.Fields("-s -S -sS -L -sL -sSL -i -v -k -q -qO- -O- --silent --show-error --location --include --insecure -f --fail -fsSL") {
		m[o] = true // (case kept: -I is a HEAD request)
	}
	return m
}()

// subjectIsTool: a word of the report's subject (the words before its
// cue, at most five) is the noun of the action the call's tool is named
// for ("Le remboursement …" of stripe_remboursement, "El reembolso …" of
// reembolsar_pago, "The deployment …" of deploy_service): they share a
// stem of six letters.
func subjectIsTool(c *Claim, call *Call) bool {
	if len(c.Sentence) > maxSentenceScan || call.Tool == "" {
		return false
	}
	i := strings.Index(c.Sentence, c.Cue)
	if i <= 0 {
		return false
	}
	f := strings.Fields(fold(c.Sentence[:i]))
	if len(f) > 5 {
		f = f[:5]
	}
	for _, tw := range toolWords(call.Tool) {
		if len(tw) < 6 || !isAllLetters(tw) {
			continue
		}
		for _, w := range f {
			w = strings.Trim(w, ".,;:!?*_`\"'«»")
			if len(w) >= 6 && w[:6] == tw[:6] {
				return true
			}
		}
	}
	return false
}

// ordersChange: the claim's verb of sending sends an order, not a
// message: a command noun follows it ("I've sent the close command",
// "j'ai envoyé la commande de fermeture", "Befehl zum Schließen
// geschickt", "mandé la orden de apagado") or, in Spanish and Portuguese,
// an infinitive does ("Mandei fechar", "mandé apagar las luces": to have
// it done). What the order did is a change a writing call makes.
func ordersChange(c *Claim) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false
	}
	i := strings.Index(c.Sentence, c.Cue)
	if i < 0 {
		return false
	}
	before := strings.Fields(fold(c.Sentence[:i]))
	after := strings.Fields(fold(c.Sentence[i+len(c.Cue):]))
	for k, w := range after {
		if k >= 5 {
			break
		}
		w = strings.Trim(w, ".,;:!?`*_\"'")
		if orderNouns[w] {
			return true
		}
		if k == 0 && (c.Lang == "es" || c.Lang == "pt") && len(w) >= 5 && (strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")) {
			return true
		}
	}
	for k := len(before) - 1; k >= 0 && k >= len(before)-4; k-- {
		if orderNouns[strings.Trim(before[k], ".,;:!?`*_\"'")] {
			return true // "Den Befehl zum Schließen habe ich geschickt"
		}
	}
	return false
}

// orderNouns name an order given to a device or a service.
var (
	orderNouns = mkSet("command commands commande commandes comando comandos befehl befehle kommando orden ordem")
)

// stateClasses are the states a device or a record reads as, in the
// supported languages, folded: a participle of one and a result's word of
// the same state say the same ("geschlossen" of "closed", "asignado" of
// "assignee"). Only states, never an action's participle ("created",
// "sent"): a look-up reads a state, it does not do an action.
var stateClasses = func() map[string]int {
	m := map[string]int{}
	for i, ws := range []string{
		"closed close geschlossen zu cerrado cerrada cerrados cerradas ferme fermee fermes fermees fechado fechada fechados fechadas chiuso chiusa gesloten",
		"open opened offen geoffnet abierto abierta abiertos abiertas ouvert ouverte ouverts ouvertes aberto aberta abertos abertas aperto aperta geopend",
		"locked verriegelt abgeschlossen gesperrt bloqueado bloqueada trancado trancada verrouille verrouillee verrouilles verrouillees chiuso_a_chiave vergrendeld",
		"unlocked entriegelt desbloqueado desbloqueada destrancado destrancada deverrouille deverrouillee sbloccato ontgrendeld",
		// (a machine's run state is its on or off: "RUNNING", "SHUTOFF",
		// "TERMINATED" of an instance list read as "éteinte", "gestoppt")
		"on eingeschaltet encendido encendida encendidos encendidas allume allumee allumes allumees ligado ligada ligados ligadas acceso accesa aan running active activo activa activos activas actif actifs actives ativo ativa ativos ativas aktiv laufend",
		"off ausgeschaltet aus apagado apagada apagados apagadas eteint eteinte eteints eteintes desligado desligada desligados desligadas spento spenta uit stopped shutoff terminated halted gestoppt angehalten detenido detenida detenidos detenidas parado parada parados paradas arrete arretee arretes arretees stoppe stoppee",
		"assigned assignee zugewiesen zugeordnet bearbeiter asignado asignada assigne assignee attribue attribuee atribuido atribuida responsavel assegnato toegewezen",
		"armed scharf armado armada arme armee armado attivato",
		"disarmed unscharf desarmado desarmada desarme desarmee disattivato",
		// record states (recordStateFirst on): what a shop, billing or
		// carrier record holds after the event ("financial_status":
		// "paid", "Objeto postado", "status": "refunded")
		"paid settled bezahlt beglichen pagado pagada pagados pagadas pago paga pagos pagas paye payee payes payees regle reglee quitado quitada",
		"shipped fulfilled dispatched versandt verschickt versendet expedido expedida expedidos expedidas despachado despachada expedie expediee postado postada",
		"delivered zugestellt geliefert entregado entregada entregados entregadas entregue entregues livre livree livres livrees",
		"cancelled canceled storniert annulliert cancelado cancelada cancelados canceladas annule annulee annules annulees",
		"refunded erstattet ruckerstattet zuruckerstattet reembolsado reembolsada reembolsados reembolsadas rembourse remboursee rembourses remboursees estornado estornada",
		"reserved reserviert reservado reservada reservados reservadas reservee reservees",
		"unpaid pending pendiente pendientes pendente pendentes ausstehend unbezahlt impaye impayee impayes impayees",
	} {
		for _, w := range strings.Fields(ws) {
			m[w] = i + 1
		}
	}
	return m
}()

// recordStateFirst is the first class of stateClasses that a record
// holds after an event (paid, shipped, delivered, cancelled, refunded):
// the record keeps it, so a past passive of it ("was paid") is read there.
const recordStateFirst = 10

// presentCopulas are present forms of "to be" and "to remain", folded: a
// participle after one states a state ("est verrouillée", "ist zu",
// "sigue asignado"), not a change.
var presentCopulas = mkSet("is are est sont ist sind esta estan es son sigue siguen estao fica ficam bleibt bleiben reste restent remains stays continua")

// stateReturned: the claim's participle (the cue's last word) names a
// state, and the call's result holds a word of that state.
func stateReturned(c *Claim, call *Call) bool {
	ws := words(c.Cue)
	if len(ws) == 0 {
		return false
	}
	last := strings.Trim(ws[len(ws)-1], ".,;:!*_")
	cls := stateClasses[last]
	if cls == 0 {
		cls = stateClasses[undiminished(last)] // "trancadinha" beside "trancada" (diminutives, lang.go)
	}
	if cls == 0 && markParticiples[last] {
		cls = markedState(c)
	}
	if cls == 1 && keyedShut(c) {
		cls = 3 // "cerrada con llave", "fechada à chave", "fermée à clé": locked
	}
	if cls == 0 {
		return false
	}
	if c.Rule == RulePassive && !presentCopulas[ws[0]] && cls < recordStateFirst {
		// "a été verrouillée", "was locked", "wurde verriegelt": the
		// change, not the state. A record's state is its event's trace:
		// "was paid", "wurde storniert", "foi postada" beside a record
		// holding "paid", "cancelled", "Objeto postado" is what it says
		return false
	}
	if !call.resultStates()[cls] {
		return false
	}
	return stateOfObject(c, call, cls)
}

// keyedShut: the claim's "closed" participle is followed by "with a key"
// ("cerrada con llave", "fechada à chave", "fermée à clé", "mit dem
// Schlüssel abgeschlossen" says locked already): the state is locked.
func keyedShut(c *Claim) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false
	}
	i := strings.Index(c.Sentence, c.Cue)
	if i < 0 {
		return false
	}
	after := nameWords(c.Sentence[i+len(c.Cue):])
	return len(after) >= 2 && (after[0] == "con" && after[1] == "llave" || (after[0] == "a" || after[0] == "com") && after[1] == "chave" || after[0] == "a" && (after[1] == "cle" || after[1] == "clef"))
}

// markParticiples are participles of marking a record with a state
// ("marked fulfilled", "marcado como pagado", "marquée comme payée", "als
// bezahlt markiert"): the state named beside them is what is claimed.
var markParticiples = mkSet("marked flagged marcado marcada marcados marcadas marque marquee marques marquees markiert gekennzeichnet")

// markStateJoin are the words between a marking participle and its state.
var markStateJoin = mkSet("as como comme als")

// markedState: the state class named right after the claim's marking
// participle ("marked fulfilled", "marcado como pagado") or, in German,
// right before it ("als bezahlt markiert"); 0 for none.
func markedState(c *Claim) int {
	if len(c.Sentence) > maxSentenceScan {
		return 0
	}
	i := strings.Index(c.Sentence, c.Cue)
	if i < 0 {
		return 0
	}
	after := nameWords(c.Sentence[i+len(c.Cue):])
	for k := 0; k < len(after) && k < 2; k++ {
		if cls := stateClasses[after[k]]; cls != 0 {
			return cls
		}
		if !markStateJoin[after[k]] {
			break
		}
	}
	if before := nameWords(c.Sentence[:i]); len(before) > 0 {
		return stateClasses[before[len(before)-1]]
	}
	return 0
}

// oppositeState pairs a state class with its opposite (closed/open,
// locked/unlocked, on/off, armed/disarmed), 0 for none.
func oppositeState(cls int) int {
	switch cls {
	case 1, 3, 5:
		return cls + 1
	case 2, 4, 6:
		return cls - 1
	case 8:
		return 9
	case 9:
		return 8
	}
	return 0
}

// statePair is a state word of a look-up's result with the words of the
// keys above it and of its record's other string values.
type statePair struct {
	cls   int
	names []string
}

// statePairs are the state words of the call's JSON result (its first
// maxResultScan bytes), once per call; nil for a result that is no JSON
// object or array.
func (c *Call) statePairs() []statePair {
	a := c.anchors()
	if a.pairsDone {
		return a.pairs
	}
	a.pairsDone = true
	r := gjson.Parse(strings.TrimSpace(firstN(c.Result, maxResultScan)))
	if !r.IsObject() && !r.IsArray() {
		return nil
	}
	var walk func(v gjson.Result, path []string, depth int)
	walk = func(v gjson.Result, path []string, depth int) {
		if depth > 4 {
			return
		}
		var rec []string
		v.ForEach(func(_, e gjson.Result) bool {
			if e.Type == gjson.String && stateClasses[fold(e.Str)] == 0 {
				rec = append(rec, nameWords(e.Str)...)
			}
			return true
		})
		v.ForEach(func(k, e gjson.Result) bool {
			p := path
			if k.Type == gjson.String {
				p = append(append([]string(nil), path...), nameWords(k.Str)...)
			}
			switch {
			case e.Type == gjson.String && len(strings.Fields(e.Str)) <= 3:
				// a value that is a state ("deverrouillee", "closed
				// since 18:02"), not a text that tells of states
				for _, w := range nameWords(e.Str) {
					if cls := stateClasses[w]; cls != 0 {
						a.pairs = append(a.pairs, statePair{cls, append(append([]string(nil), p...), rec...)})
					}
				}
			case e.IsObject() || e.IsArray():
				walk(e, p, depth+1)
			}
			return true
		})
	}
	walk(r, nil, 0)
	return a.pairs
}

// nameWords are the folded words of a key or value ("serrure_entree",
// "front-lock"), split at every non-letter.
func nameWords(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool { return !(r >= 'a' && r <= 'z') })
}

// lineStateOf: for a result with no state under a key, a text: the
// line of the result that names the subject word nearest the cue, and
// not every line ("rec-web-01 d2-4 ACTIVE" of a listing, for
// "rec-web-01, actuellement éteinte"), holds no opposite state without
// the state; a text naming no subject's line ("fermé le lundi, ouvert du
// mardi au dimanche") has no line to read.
func lineStateOf(subj []string, call *Call, cls, opp int) bool {
	if len(subj) == 0 || opp == 0 || len(call.Result) > maxSentenceScan*8 {
		return true
	}
	lines := strings.Split(call.Result, "\n")
	folded := make([]string, len(lines)) // (folded once, not once per subject word)
	for i, ln := range lines {
		folded[i] = fold(ln)
	}
	for k := len(subj) - 1; k >= 0; k-- {
		var named []string
		for i, ln := range lines {
			if containsWord(folded[i], subj[k]) {
				named = append(named, ln)
			}
		}
		if len(named) == 0 || len(named) == len(lines) {
			continue
		}
		for _, ln := range named {
			has, other := false, false
			for _, w := range nameWords(ln) {
				has = has || stateClasses[w] == cls
				other = other || stateClasses[w] == opp
			}
			if other && !has {
				return false // "rec-web-01 … ACTIVE" for an "éteinte" rec-web-01
			}
		}
		return true
	}
	return true
}

// stateSubjectStop are words of a state's subject that name no object.
var stateSubjectStop = mkSet("the les las los der die das del des dem den une est ist fait done hecho listo feito pronto erledigt oui yes sim and und que qui")

// stateOfObject: the state cls the claim states is the one the look-up
// returned for the claimed object (the words before the cue: "la serrure
// de l'entrée"): the result's state words under the keys or in the
// record naming it most ("serrure_entree", not "serrure_garage"), and
// none of them the opposite state. A result with no state value under a
// key (a text, a page, a snippet) has no key to read: its state word
// backs the state as before.
func stateOfObject(c *Claim, call *Call, cls int) bool {
	opp := oppositeState(cls)
	pairs := call.statePairs()
	var subj []string
	if len(c.Sentence) <= maxSentenceScan {
		if i := strings.Index(c.Sentence, c.Cue); i > 0 {
			ws := nameWords(c.Sentence[:i])
			if len(ws) > 8 {
				ws = ws[len(ws)-8:]
			}
			for _, w := range ws {
				if len(w) >= 3 && !stateSubjectStop[w] && stateClasses[w] == 0 && !presentCopulas[w] {
					subj = append(subj, w)
				}
			}
		}
	}
	if len(pairs) == 0 {
		return lineStateOf(subj, call, cls, opp)
	}
	best := 0
	score := make([]int, len(pairs))
	for i, p := range pairs {
		seen := map[string]bool{}
		for _, n := range p.names {
			for _, w := range subj {
				if !seen[w] && (n == w || len(n) >= 5 && len(w) >= 5 && n[:5] == w[:5]) {
					seen[w] = true
					score[i]++
				}
			}
		}
		best = max(best, score[i])
	}
	found := false
	for i, p := range pairs {
		if score[i] != best {
			continue
		}
		if p.cls == opp && opp != 0 {
			return false // "serrure_entree": "deverrouillee" beside "verrouillee" of another lock
		}
		found = found || p.cls == cls
	}
	return found
}

// foldedHead is the first maxResultScan bytes of the call's result,
// folded, joiners read as spaces (the per-call reading, cut: ownTimestamp
// read the whole result for every claim × call).
func (c *Call) foldedHead() string { return firstN(c.result().joined, maxResultScan) }

// resultStates are the state classes (stateClasses) the words of the
// call's result name, read from its first maxResultScan bytes, once per
// call: stateReturned asked it for every claim × call, folding and
// splitting the whole result each time (TestStateLookupCostLinear).
func (c *Call) resultStates() map[int]bool {
	a := c.anchors()
	if !a.statesDone {
		a.statesDone = true
		hay := firstN(c.result().hay, maxResultScan)
		for _, w := range strings.FieldsFunc(hay, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '_') }) {
			if cls := stateClasses[w]; cls != 0 {
				if a.states == nil {
					a.states = map[int]bool{}
				}
				a.states[cls] = true
			}
		}
		a.denied = deniedStates(hay)
	}
	return a.states
}

// removalState: the removal concept of a passive state of removal ("X
// est supprimé", "X ist gelöscht", "X was deleted"), or nil. (A state
// has no concept of its own, claimConcept; a removal still needs a call
// that removed or saw it removed.)
func removalState(c *Claim) *concept {
	if c.Rule != RulePassive {
		return nil
	}
	ws := words(c.Cue)
	if len(ws) == 0 {
		return nil
	}
	if cp := conceptByVerb[strings.Trim(ws[len(ws)-1], ".,;:!")]; cp != nil && (cp.name == "delete" || cp.name == "purge") {
		return cp
	}
	return nil
}

// removes: the call removed something (a runner with a removal command,
// a tool that deletes) or its result says something was removed.
func removes(cp *concept, call *Call) bool {
	if !isLookupCall(call) && runnerDoes(cp, call) {
		return true
	}
	return removalSeen(cp, call)
}

// removalSeen: the call's result says something was removed (a word of
// the removal concept, "not found", "404").
func removalSeen(cp *concept, call *Call) bool {
	res := fold(call.Result)
	for _, w := range strings.Fields(cp.verbs) {
		if containsWord(res, w) {
			return true
		}
	}
	return strings.Contains(res, "not found") || containsWord(res, "404")
}

// ownTimestamp: the claim's participle names a field of the look-up's
// result (its stem: "aktualisiert" of "letzte_aktualisierung", "updated"
// of "updated_at", "atualizada" of "atualizado_em") and the sentence
// states a figure the look-up returned: the time the thing was changed,
// as the look-up reports it, not a change made now.
func ownTimestamp(c *Claim, call *Call) bool {
	ws := words(c.Cue)
	if len(ws) == 0 {
		return false
	}
	w := strings.Trim(ws[len(ws)-1], ".,;:!")
	if len(w) < 6 {
		return false
	}
	stem := w[:max(5, len(w)-3)]
	hay := call.foldedHead()
	found := false
	for from := 0; !found && from < len(hay); {
		k := strings.Index(hay[from:], stem)
		if k < 0 {
			break
		}
		k += from
		found = k == 0 || !isWordChar(hay[k-1])
		from = k + 1
	}
	if !found {
		return false
	}
	vals := call.values()
	for _, f := range c.values() {
		if strings.HasPrefix(f.key, "o:") || strings.HasPrefix(f.key, "x:") {
			continue
		}
		if valueIn(strings.TrimPrefix(f.key, "h:"), vals) || len(f.text) >= 4 && strings.Contains(call.Result, f.text) {
			return true
		}
	}
	return false
}

// subjectLookedUp: the word right before the claim's cue is an
// identifier (letters and digits: an account, a customer) the call's
// arguments name.
func subjectLookedUp(c *Claim, call *Call) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false // (before the search: it runs once a claim and call)
	}
	i := strings.Index(c.Sentence, c.Cue)
	if i <= 0 {
		return false
	}
	f := strings.Fields(c.Sentence[:i])
	if len(f) == 0 {
		return false
	}
	w := fold(strings.Trim(f[len(f)-1], "`*_\"'"))
	return len(w) >= 4 && hasDigit(w) && hasLetter(w) && containsWord(fold(call.Args), w)
}

func isLookup(k string) bool {
	switch k {
	case KindRead, KindList, KindSearch, KindFetch, KindQuery, KindCheck:
		return true
	}
	return false
}

// Back decides, for each claim, whether a call backs it, and sets Backed,
// Reason, By and Why.
func Back(cs []Claim, calls []Call) { BackOffered(cs, calls, nil) }

// BackOffered is Back knowing the names of the tools the request offered:
// a claim that places its action in what an offered tool no call used is
// named for ("Im CRM hab ich nachgesehen" beside crm_suche, never
// called) is not backed by a call of another tool.
func BackOffered(cs []Claim, calls []Call, offered []string) {
	backAll(cs, calls)
	if len(offered) == 0 {
		return
	}
	for i := range cs {
		c := &cs[i]
		if !c.Backed {
			continue
		}
		if w, tool := uncalledToolPlace(c, calls, offered); tool != "" {
			c.Backed, c.By = false, ""
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("the claim places its action in %s, which the offered tool %s does, and no call used %s", w, tool, tool)
		}
	}
}

// uncalledToolPlace: a word of the claim's clause after a preposition of
// place ("in the CRM", "en el calendario", "im Kalender") that names an
// offered tool no call of the conversation used, and no tool that was
// called, when that tool (by its name) could have done the claim's
// action: the word and the tool, or "", "".
func uncalledToolPlace(c *Claim, calls []Call, offered []string) (string, string) {
	clause := claimClause(c)
	if len(clause) < 2 {
		return "", ""
	}
	called := map[string]bool{}
	calledWords := map[string]bool{}
	for j := range calls {
		called[calls[j].Tool] = true
		for _, w := range toolWords(calls[j].Tool) {
			calledWords[w] = true
		}
	}
	for _, tool := range offered {
		if called[tool] {
			continue
		}
		if ks := InferKinds(tool, ""); ks != nil && !Compatible(c.Action, ks) {
			continue // "C'est posté sur le ticket" beside zammad_get_ticket: a look-up tool posts nothing; the ticket is where the post went
		}
		for _, w := range toolWords(tool) {
			if len(w) < 3 || genericToolWords[w] || calledWords[w] {
				continue
			}
			for k, x := range clause {
				if x != w && x != w+"s" && !(len(w) >= 5 && strings.HasPrefix(x, w)) {
					continue // ("calendario" of calendar_list)
				}
				p := k - 1
				if p > 0 && placeDeterminers[clause[p]] {
					p--
				}
				if p >= 0 && spanPreps[clause[p]] {
					return w, tool
				}
			}
		}
	}
	return "", ""
}

// genericToolWords are words of tool names that say what a tool does or
// how it is reached, not what it is about, folded, every language.
var genericToolWords = mkSet(`get list search find read fetch create add update delete remove send post query run exec execute
	lookup look check status info data api tool call set new open write edit make mcp server client web http url
	buscar listar leer crear enviar consultar obtener borrar actualizar chercher lister lire creer envoyer supprimer
	suchen lesen erstellen senden abfragen loschen anlegen ler criar apagar atualizar listar
	file files dir directory folder path fs`)

// placeDeterminers stand between a preposition of place and its noun
// ("in your CRM", "en el calendario", "im", "no meu"), folded.
var placeDeterminers = mkSet(`the your my our their a an el la los las tu su mi nuestro le les ton ta votre mon ma notre
	der die das dem den deinem deiner ihrem ihrer unserem meinem o os as seu sua teu tua meu minha nosso`)

// claimClause: the folded words of the clause the claim's cue is in
// (between the punctuation that bounds it), nil when the cue is not found.
func claimClause(c *Claim) []string {
	if c.Cue == "" || len(c.Sentence) > maxSentenceScan {
		return nil
	}
	sent, cue := fold(c.Sentence), fold(c.Cue)
	at := strings.Index(sent, cue)
	if at < 0 {
		return nil
	}
	lo := strings.LastIndexAny(sent[:at], ",;:—–(") + 1
	hi := at + len(cue)
	if e := strings.IndexAny(sent[hi:], ",;:—–()"); e >= 0 {
		hi += e
	} else {
		hi = len(sent)
	}
	ws := strings.Fields(sent[lo:hi])
	for k := range ws {
		ws[k] = strings.Trim(ws[k], ".!?\"'«»“”„*")
	}
	return ws
}

func backAll(cs []Claim, calls []Call) {
	markOwnParts(calls)
	for i := 1; i < len(cs); i++ {
		if cs[i].Start == cs[i-1].Start && cs[i].End == cs[i-1].End {
			ownClause(&cs[i-1], &cs[i])
		}
	}
	for i := range cs {
		back(&cs[i], calls)
	}
	turn := false
	for j := range calls {
		turn = turn || !calls[j].Earlier
	}
	for i := range cs {
		if c := &cs[i]; c.Backed && !turn {
			if f := unreturnedFigure(c.Sentence, calls, false); f != "" {
				// "Vorgestern waren es 389", "Garage is fine, 52%" to a
				// follow-up no call answered: a figure no call of the
				// conversation returned, presented as a result
				c.Backed, c.By = false, ""
				c.Reason = ReasonNoMatchingCall
				c.Why = fmt.Sprintf("no call was made this turn, and none returned the figure %s", f)
			}
		}
	}
	untracedChanges(cs, calls)
	for i := range cs {
		if c := &cs[i]; c.Backed && additiveClaim(c) && (!spareCall(cs, i, calls) || c.more != nil && c.more.besides && !secondCall(c, calls)) {
			// "I checked main too", "Sexta também olhei": a look-up
			// besides the one the answer reported, and this turn's calls
			// of its kind each back another of the answer's claims
			c.Backed, c.By = false, ""
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted %s calls exist, but each backs another claim of the answer; this one says it did one more", actionNoun(c.Action))
		}
	}
}

// doneInResult: a runner's receipted output says it did the change, in
// the concept's own verb ("Deleted branch fix/tz-dst (was 81bb0c4)" of
// `… | xargs git branch -d`): the command did it whatever its words.
// eventInResult: the call's result records the event ev (a change noun
// and its identifier, openingEvent): "Deploy 4.12.0 exhausted the pool"
// beside a read returning "after deploy 4.12.0" reports that event, as
// well as a run doing it would.
func eventInResult(ev string, call *Call) bool {
	if ev == "" || len(call.Result) == 0 {
		return false
	}
	res := fold(firstN(call.Result, maxResultScan))
	n, id, _ := strings.Cut(ev, " ")
	return containsWord(res, id) && containsWord(res, n)
}

func doneInResult(cp *concept, call *Call) bool {
	if cp == nil || len(call.Result) == 0 || onlyPrinted(call) {
		return false
	}
	generic := len(call.Kinds) == 0
	for _, k := range call.Kinds {
		generic = generic || k == KindRun
	}
	if !generic {
		return false
	}
	res := fold(firstN(call.Result, maxResultScan))
	for _, w := range strings.Fields(cp.verbs) {
		if len(w) >= 5 && containsWord(res, w) {
			return true
		}
	}
	return false
}

// maxResultScan bounds the bytes of a result read for a verb of change.
const maxResultScan = 4000

// unreturnedFigure: the first figure of sentence (two digits or more,
// no year) that no successful call's arguments or result hold (nor, with
// withErrors, a failed call's error), "" when there is none.
func unreturnedFigure(sentence string, calls []Call, withErrors bool) string {
	if len(sentence) > maxSentenceScan {
		return ""
	}
	for i := 0; i < len(sentence); {
		j := figureEnd(sentence, i)
		if j == 0 {
			i++
			continue
		}
		num := sentence[i:j]
		i = j
		if j < len(sentence) && (isWordChar(sentence[j]) && !unitByte(sentence[j]) || sentence[j] == '-' || sentence[j] == '/') {
			continue // an id, a hash, a range or a date ("5be0d17", "3-4")
		}
		if n, err := strconv.Atoi(num); len(num) < 2 || err == nil && len(num) == 4 && n >= 1900 && n <= 2099 {
			continue
		}
		if j < len(sentence) && sentence[j] == '.' && numericDate(num) {
			continue // "03.12.": a date
		}
		key := numberKey(num)
		if key == "" {
			continue
		}
		if !returnedKey(key, calls) && !(withErrors && failureFigure(key, calls)) && !derivedFigure(sentence, num, key, calls) {
			return num
		}
	}
	return ""
}

// figureEnd is the end of the figure that starts at sentence[i] (digits,
// with ".", "," or ":" between digits), or 0 when none starts there: not
// a digit, or one inside a word, an id ("#12"), a path or a range.
func figureEnd(sentence string, i int) int {
	if !isDigit(sentence[i]) || i > 0 && (isWordChar(sentence[i-1]) || sentence[i-1] == '#' || sentence[i-1] == '/' || sentence[i-1] == '-') {
		return 0
	}
	j := i
	for j < len(sentence) && (isDigit(sentence[j]) || (sentence[j] == '.' || sentence[j] == ',' || sentence[j] == ':') && j+1 < len(sentence) && isDigit(sentence[j+1])) {
		j++
	}
	return j
}

// figureBeyondFailure: the claim states a figure (not a key, an anchor
// or a percentage) that no failed call's error holds ("audit_log holds
// 4,210,388 rows" beside "permission denied for table audit_log"): a
// result, not the failure told in its words.
func figureBeyondFailure(c *Claim, calls []Call) bool {
	return unreturnedFigure(c.Sentence, calls, true) != ""
}

// spareCall: a successful call of this turn that can do claim i's
// action backs no other claim of cs (when the turn made no call, the
// claim is judged as before: true).
func spareCall(cs []Claim, i int, calls []Call) bool {
	turn := false
	for j := range calls {
		call := &calls[j]
		if call.Earlier {
			continue
		}
		turn = true
		if st := call.Status; st != Verified && st != Unverified && st != Client || !compatibleFor(&cs[i], call) {
			continue
		}
		if namesAllObjects(&cs[i], call) {
			// "Ich hab auch `smartctl -H /dev/sdb` laufen lassen" after
			// that very command: the call is this claim's own, whatever
			// other sentence reports its output
			return true
		}
		by := strings.TrimSpace(call.Tool + " " + call.ID)
		used := false
		for k := range cs {
			used = used || k != i && cs[k].Backed && cs[k].By == by
		}
		if !used {
			return true
		}
	}
	return !turn
}

// namesAllObjects: the claim names objects and call's arguments hold
// each of them whole (case-blind).
func namesAllObjects(c *Claim, call *Call) bool {
	if len(c.Objects) == 0 {
		return false
	}
	args := strings.ToLower(call.Args)
	for _, o := range c.Objects {
		if !strings.Contains(args, strings.ToLower(o)) {
			return false
		}
	}
	return true
}

// additiveClaim: a claim of an action (not bare output) whose clause
// says it was done besides another ("I checked main too", "Ich hab auch
// Lübeck gecheckt", "Revisé también la 0003", "J'ai aussi regardé",
// "Sexta também olhei"); or a report of this turn's calls whose clause
// says its thing is another besides the one reported ("Auch das
// Garagentor wird als geschlossen gemeldet", "The printer answers too,
// 2 ms", "Además uptime marca una carga de 9,4"): one more reading, which
// the calls already crediting other claims did not give. Not a report
// whose specific content is a code span ("Tem também um `HGETALL` de 12
// ms"): a fragment of a result or of code, more content of the same call;
// nor one saying its reading is still to come (notYetReport).
func additiveClaim(c *Claim) bool {
	if c.Action == "" || c.Cue == "" || len(c.Sentence) > maxSentenceScan {
		return false
	}
	switch c.Rule {
	case RuleFirstPerson, RulePassive, RuleAfter, RuleOpening:
		if c.Action == KindOutput {
			return false
		}
	case RuleTurnReport:
		if strings.HasPrefix(c.Cue, "`") && !spanValueCue(c) || notYetReport(c) {
			return false
		}
	default:
		return false
	}
	ws := claimClause(c)
	for k, w := range ws {
		if additiveByLang[c.Lang][w] {
			return true
		}
		if w == "too" && c.Lang == "en" && (k+1 == len(ws) || conjunctions[ws[k+1]] || ws[k+1] == "but") {
			return true // (not "too slow")
		}
		if k+1 < len(ws) && passingPairs[w+" "+ws[k+1]] {
			return true // "ya de paso te he cerrado …", "au passage", "de passagem": done besides
		}
	}
	return false
}

// notYetReport: the report's sentence says its reading is still to come,
// a negation with a word of "yet" ("side gate's up next too, haven't read
// it yet", "das hab ich noch nicht", "aún no lo he mirado"): its additive
// word claims no reading. A negation alone is often the result read ("no
// override there either") and does not spare it.
func notYetReport(c *Claim) bool {
	l := knownLang(c.Lang)
	if l == nil {
		return false
	}
	neg, yet, look := false, false, false
	for _, w := range words(c.Sentence) {
		w = strings.Trim(w, ".,;:!?()\"'«»“”„*—–")
		neg = neg || l.neg[w] || strings.HasSuffix(w, "n't")
		yet = yet || yetByLang[c.Lang][w]
		look = look || lookVerbs[w] || lookKind(l.part[w]) || lookKind(l.past[w]) || lookKind(l.past1[w]) || lookKind(l.inf[w])
	}
	// the reading is what is still to come: a verb of looking with the
	// negation ("haven't read it yet", "noch nicht abgefragt"); "no
	// openings yet tonight" is the thing's state, read
	return neg && yet && look
}

// lookKind: an action kind of looking something up.
func lookKind(k string) bool {
	switch k {
	case KindRead, KindList, KindSearch, KindFetch, KindQuery, KindCheck:
		return true
	}
	return false
}

// spanValueCue: the report's code span holds a bare value ("The side
// gate reports `locked` too", "auch `verriegelt`"): a state or a figure
// of a thing, not a fragment of a result or of code, so the additive
// word still says one more reading.
func spanValueCue(c *Claim) bool {
	in := strings.Trim(c.Cue, "`")
	if e := strings.IndexByte(in, '`'); e >= 0 {
		in = in[:e]
	}
	in = strings.ToLower(strings.TrimSpace(in))
	if in == "" || strings.ContainsAny(in, " _-*:/()=") && !isFigure(in) {
		return false
	}
	if isFigure(in) || statusWords[in] {
		return true
	}
	l := knownLang(c.Lang)
	if l == nil {
		return false
	}
	ws := words(in)
	if len(ws) != 1 {
		return false
	}
	w := ws[0]
	_, p := l.part[w]
	_, q := l.past[w]
	return p || q
}

// isFigure: s is a number, a time or a figure with a unit ("19:05",
// "42", "3.2s").
func isFigure(s string) bool {
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// yetByLang: the words of "yet" beside a negation, folded.
var yetByLang = map[string]set{
	"en": mkSet("yet"), "de": mkSet("noch"), "es": mkSet("aun todavia"), "fr": mkSet("encore"),
	"pt": mkSet("ainda"), "it": mkSet("ancora"), "nl": mkSet("nog"),
}

// additiveByLang are the additive words of each language, folded ("also"
// is German for "so", so it is English only).
var additiveByLang = map[string]set{
	"en": mkSet("also additionally"), "de": mkSet("auch ebenfalls zusatzlich ausserdem nebenbei"), "es": mkSet("tambien ademas"), "fr": mkSet("aussi egalement"),
	"pt": mkSet("tambem"), "it": mkSet("anche"), "nl": mkSet("ook"),
}

// additiveWord: w (folded) is an additive word of lang, or English "too"
// wherever it stands (additiveClaim also asks "too" to close its clause:
// not "too slow").
func additiveWord(lang, w string) bool {
	return additiveByLang[lang][w] || w == "too" && lang == "en"
}

// passingPairs say an action was done in passing, besides the one asked
// for ("ya de paso", "au passage", "en passant", "de passagem", "by the
// way"), folded; "nebenbei" is German's one word for it.
var passingPairs = func() set {
	m := set{}
	for _, p := range []string{"de paso", "au passage", "en passant", "de passagem", "de caminho", "in passing", "gleich mit"} {
		m[p] = true
	}
	return m
}()

// ownClause: of two claims of one sentence, an object a's window took
// from the clause b opens after a conjunction ("Build passed and
// `feat/x` is pushed", "j'ai relancé le build et poussé `feat/x`") is
// b's alone: b's call must name it, a's need not.
func ownClause(a, b *Claim) {
	if len(a.Objects) == 0 || len(b.Objects) == 0 || len(a.Sentence) > maxSentenceScan {
		return
	}
	sent := a.Sentence
	ca := strings.Index(sent, a.Cue)
	if ca < 0 || a.Cue == "" || b.Cue == "" {
		return
	}
	ca += len(a.Cue)
	cb := strings.Index(sent[ca:], b.Cue)
	if cb < 0 {
		return
	}
	cbEnd := ca + cb + len(b.Cue)
	kept := a.Objects[:0:0]
	for _, o := range a.Objects {
		at := strings.Index(sent[ca:], o)
		mine := true
		if at >= 0 && ca+at < cbEnd+objClauseReach && hasString(b.Objects, o) {
			for _, w := range strings.Fields(fold(sent[ca : ca+at])) {
				if conjunctions[strings.Trim(w, ",.;:()")] {
					mine = false
					break
				}
			}
		}
		if mine {
			kept = append(kept, o)
		}
	}
	if len(kept) < len(a.Objects) {
		a.Objects = kept
	}
}

// objClauseReach: how far after the second claim's cue an object still
// is in its clause (bytes).
const objClauseReach = 80

func hasString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func back(c *Claim, calls []Call) {
	dropReceipts(c)
	if m := messageContent(c, calls); m != nil {
		// "Message publié dans Compta › Général : la clôture est décalée
		// au 10 décembre." beside a teams_post of that text: the words
		// after the colon are the message sent, no change of their own
		c.Backed, c.By = true, m.Tool+" "+m.ID
		c.Why = fmt.Sprintf("the content of the message the %s call %s sent", m.Tool, m.ID)
		return
	}
	if w := writtenContent(c, calls); w != nil {
		// "index.html now says 'Welcome'" beside the write of that
		// content to index.html: the new content the write sent
		c.Backed, c.By = true, w.Tool+" "+w.ID
		c.Why = fmt.Sprintf("the content the %s call %s wrote", w.Tool, w.ID)
		return
	}
	cp := claimConcept(c)
	event := ""
	if cp != nil && c.Rule == RuleTurnReport {
		event = openingEvent(c.Sentence)
	}
	removal := removalState(c)
	medium := claimMedium(c)
	if len(c.argNames()) > 0 {
		dropUnargued(c, calls)
	}
	if len(c.topicNames()) > 0 {
		dropTopic(c, calls)
	}
	// `date '+rm -rf /var/db/prod.sqlite'`, `wc -l prod.sqlite`: a call
	// that only read or printed changed nothing (readonly.go,
	// TestAttack10ReadOnlyCallBacksChange); asked with the concept, so a
	// read-only call still counts as "a call that did something else"
	change := 0
	gate := true
	readOnly := func(call *Call) bool {
		if !gate || !onlyReads(call) {
			return false
		}
		if change == 0 {
			change = 2
			if changeClaim(c) {
				change = 1
			}
		}
		if change == 1 {
			return true
		}
		// "nginx was restarted" beside `date '+systemctl restart nginx'`:
		// a read shows a state of change by a look-up or in its result
		// (a removal it saw), not by the words it was handed
		// "the migration has been applied", "the certificate was renewed"
		// have no concept but say a change all the same
		// (TestAttack10bSubjectPrefixAndReadOnly)
		return (c.Rule == RulePassive || c.Rule == RuleOpening) && (changeConcept(cp) || cp == nil && changeParticiple(c)) &&
			!stateLookup(c, call) && !(removal != nil && removalSeen(removal, call))
	}
	// "the migration has been applied": the call must name the migration
	// (subject.go, TestAttack10UnrelatedCallBacksNamedAction)
	subj, named := claimSubject(c), subjectNamed
	if subj == nil {
		// "I ran the migration": the run's noun phrase (subject.go)
		if subj = runSubject(c); subj != nil {
			named = runSubjectNamed
		}
	}
	match := func(status ...int) (*Call, bool) {
		var any *Call
		for i := range calls {
			call := &calls[i]
			ok := false
			for _, s := range status {
				ok = ok || call.Status == s
			}
			if !ok || !compatibleFor(c, call) || readOnly(call) || subj != nil && !named(subj, call) || !runnerDoes(cp, call) && !doneInResult(cp, call) && !stateLookup(c, call) && !eventInResult(event, call) || !sendsBy(medium, call) || removal != nil && !removes(removal, call) {
				continue
			}
			if any == nil {
				any = call
			}
		}
		if any == nil {
			return nil, false
		}
		if len(c.Objects) == 0 {
			return any, true
		}
		// every object must appear in some call of the right kind
		var by *Call
		for _, o := range c.Objects {
			found := false
			for i := range calls {
				call := &calls[i]
				ok := false
				for _, s := range status {
					ok = ok || call.Status == s
				}
				if ok && compatibleFor(c, call) && !readOnly(call) && (runnerDoes(cp, call) || doneInResult(cp, call) || stateLookup(c, call) || eventInResult(event, call)) && sendsBy(medium, call) && (removal == nil || removes(removal, call)) && matchClaimObject(c, o, call) {
					found = true
					if by == nil {
						by = call
					}
					break
				}
			}
			if !found {
				switch {
				case c.Action == KindWrite && formerValue(c, o) && namedBySuccess(o, calls):
					// "von 0171 9988776 auf 0171 2233445 geändert": the old value a look-up returned
				case c.Action == KindWrite && foundThenChanged(c, o, calls, status):
					// "Ana Ribeiro moved to customer": the look-up found her as 90211, the update changed 90211
				case cp != nil && cp.name == "merge" && mergedInto(o, calls):
					// "Hecho el merge de feature/x en main" after `checkout main`, `merge feature/x`
				default:
					return any, false
				}
			}
		}
		if by == nil {
			by = any // (every object was matched otherwise: a former value, a found record)
		}
		return by, true
	}
	objs := "it"
	if len(c.Objects) > 0 {
		objs = strings.Join(c.Objects, ", ")
	}
	statuses := []int{Verified, Client, Unverified}
	if len(c.Objects) == 0 {
		statuses = append(statuses, Quoted)
	}
	if call, ok := match(statuses...); ok {
		if b := c.body(); b != "" && c.more.account {
			if ok, miss := figuresGrounded(b, calls); !ok {
				c.Reason = ReasonNoMatchingCall
				c.Why = fmt.Sprintf("receipted calls exist, but none returned the figure %s", miss)
				return
			}
		} else if b != "" && !(c.Rule == RuleLabel && verdictBody(b) && allClean(calls)) {
			ok, miss := bodyGroundedFor(b[c.more.prose:], calls, c.Objects)
			if ok && c.more.prose > 0 {
				ok, miss = proseGrounded(b[:c.more.prose], calls)
			}
			if !ok {
				// an output block the calls did not return
				c.Reason = ReasonNoMatchingCall
				c.Why = fmt.Sprintf("receipted calls exist, but none returned this output (%s)", miss)
				return
			}
		} else if c.Action == KindOutput && c.Rule == RuleTurnReport && quotedOutput(c.Sentence) != "" {
			// "greet said hello Bob.": the quote is checked as an
			// output block is, in one call's result (the regexp
			// runs only for a turn report of output)
			if ok, miss := bodyGroundedFor(quotedOutput(c.Sentence), calls, c.Objects); !ok {
				c.Reason = ReasonNoMatchingCall
				c.Why = fmt.Sprintf("receipted calls exist, but none returned this output (%s)", miss)
				return
			}
		}
		f := failedNamed(c, calls)
		if f == nil {
			f = failedSiblingNamed(c, calls)
		}
		if f != nil {
			// "Côté Grenoble, on relève 8 °C" beside a failed Grenoble
			// look-up: the result of a call that failed
			c.Reason = ReasonCallFailed
			c.Why = fmt.Sprintf("the %s call %s about %s failed: it has no receipt", f.Tool, f.ID, objs)
			return
		}
		if other := undoneCoordinated(c, cp, calls); other != nil {
			// "Merge … hecho y subido a origin" beside a merge and no
			// push: the second change, coordinated, was not done
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted calls exist, but none that does %q", other.name)
			return
		}
		if n, have := countBacked(c, calls, cp); n > have {
			// "apaguei os dois .gz" beside one delete call: the claim
			// counts more changes than calls made them
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("the claim counts %d, but %d receipted %s call(s) did it", n, have, actionNoun(c.Action))
			return
		}
		if v, obj := ungrounded(c, calls); v != "" {
			// the sentence states a figure no call returned ("db2 in
			// 0.9 ms" beside a receipted db1 ping), or names another
			// object than the calls' ("en prod" beside a staging call)
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted calls exist, but none returned the figure %s", v)
			if obj {
				c.Why = fmt.Sprintf("receipted calls exist, but none about %s", v)
			}
			return
		}
		if d := otherDevice(c, calls); d != "" {
			// "…, et j'ai verrouillé la porte d'entrée" beside calls that
			// switched the light and the thermostat (otherdevice.go)
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted calls exist, but none switched the %s", d)
			return
		}
		if w := countedOther(c, calls); w != "" {
			// "We had 1,284 signups" beside a count of `orders`: the
			// figure is the query's, what it counts is not (countednoun.go)
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted queries exist, but none counted %s", w)
			return
		}
		if ws := c.verified(); len(ws) > 0 && !verifiedGrounded(ws, calls) && comparableWords(ws, c, calls) {
			// "… y se ha comprobado que la ventana del salón está
			// cerrada" beside a heating read: no call touched what the
			// check found (verifiedthat.go)
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted calls exist, but none touched what it says was checked (%s)", strings.Join(ws, " "))
			return
		}
		if allPassedContradicted(c.Sentence, calls) {
			// "All 40 tests passed." beside "40 passed, 2 failed": the
			// count is the run's, the "all" is not
			c.Reason = ReasonNoMatchingCall
			c.Why = "receipted calls exist, but every test run among them reports failures"
			return
		}
		if n, have := countedBeyondCalls(c, calls); n > have {
			// "All four web nodes answer pings" beside one ping of web1:
			// the report widens one call to a set (countedset.go)
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("the report counts %d things, but %d receipted call(s) were made and none returned that count", n, have)
			return
		}
		if w := unsettled(c, calls); w != "" {
			// "ya ha terminado en verde" beside a pipeline still running
			c.Reason = ReasonNoMatchingCall
			c.Why = fmt.Sprintf("receipted calls exist, but none returned the state %q: they give a pending one", w)
			return
		}
		c.Backed = true
		c.By = strings.TrimSpace(call.Tool + " " + call.ID)
		switch call.Status {
		case Client:
			c.Why = fmt.Sprintf("backed by the client's %s call %s (the client ran it) about %s", call.Tool, call.ID, objs)
		case Unverified:
			c.Why = fmt.Sprintf("backed by %s call %s about %s; its receipt is well formed but unverified (no key)", call.Tool, call.ID, objs)
		case Quoted:
			c.Why = fmt.Sprintf("backed by a quoted receipt this proxy issued for a %s call (%s); the claim names no object", call.Tool, call.ID)
		default:
			c.Why = fmt.Sprintf("backed by the verified %s call %s about %s", call.Tool, call.ID, objs)
		}
		return
	}
	// calls of the claim's kind that did something else count as "no
	// matching call" (a receipted `npm test` for "I pushed the branch")
	conceptOf, subjOf := cp, subj
	cp, gate, subj = nil, false, nil
	some, _ := match(Verified, Client, Unverified, Quoted)
	cp, gate, subj = conceptOf, true, subjOf
	if call, ok := match(Failed); ok {
		if failureQuoted(c, call) || !resultFigure(c.values(), calls) && !figureBeyondFailure(c, calls) && len(c.Sentence) <= maxSentenceScan && (echoesFailure(fold(c.Sentence), call) || echoesFailureKind(fold(c.Sentence), call)) {
			// ("Bei gw-hamburg kam „Name or service not known“": the
			// error's words, no figure of a result)
			c.Backed = true
			c.Why = fmt.Sprintf("reports the failure of the %s call %s: it quotes its error", call.Tool, call.ID)
			return
		}
		if c.Rule == RuleTurnReport && len(c.Objects) == 0 && !hasFigure(c.values()) && negatedSentence(c) {
			// "Rien n'a donc été restauré", "Nothing was sent": what the
			// failed call did not do, no result of it
			c.Backed = true
			c.Why = fmt.Sprintf("reports that the failed %s call %s did nothing", call.Tool, call.ID)
			return
		}
		c.Reason = ReasonCallFailed
		c.Why = fmt.Sprintf("the %s call %s about %s failed: it has no receipt", call.Tool, call.ID, objs)
		return
	}
	if f := failureCue(c, calls); f != nil {
		// "First attempt got a connection reset": the claim's words are
		// the failed call's error, it tells that failure
		c.Backed = true
		c.Why = fmt.Sprintf("reports the failure of the %s call %s in the words of its error", f.Tool, f.ID)
		return
	}
	if call, ok := match(Invalid); ok {
		c.Reason = ReasonReceiptNotValid
		c.Why = fmt.Sprintf("the %s call %s (%s) carries a receipt that does not verify", call.Tool, call.ID, call.Where)
		return
	}
	if some != nil {
		c.Reason = ReasonNoMatchingCall
		c.Why = fmt.Sprintf("receipted %s calls exist, but none about %s", actionNoun(c.Action), unmatched(c, calls, cp))
		if cp != nil && len(c.Objects) == 0 {
			c.Why = fmt.Sprintf("receipted %s calls exist, but none that does %q", actionNoun(c.Action), cp.name)
		}
		return
	}
	c.Reason = ReasonNoCall
	c.Why = fmt.Sprintf("no receipted call that can %s in this conversation", actionVerb(c.Action))
}

func actionVerb(action string) string {
	if action == KindOutput || action == "" {
		return "produce this output"
	}
	return action
}

// dropTopic: when a turn report's file, host, date or code span is what a
// receipted call is about, the names it holds only because the user named
// them are the topic of the question ("Java" in "the pom.xml sets release
// 17, so Java 17"), not further objects of a look-up.
func dropTopic(c *Claim, calls []Call) {
	isTopic := func(o string) bool {
		for _, n := range c.topicNames() {
			if n == o {
				return true
			}
		}
		return false
	}
	anchored := false
	for _, o := range c.Objects {
		if isTopic(o) {
			continue
		}
		for i := range calls {
			if st := calls[i].Status; (st == Verified || st == Unverified || st == Client) && matchCall(o, &calls[i]) {
				anchored = true
			}
		}
	}
	if !anchored {
		return
	}
	kept := c.Objects[:0:0]
	for _, o := range c.Objects {
		if isTopic(o) {
			found := false
			for i := range calls {
				if st := calls[i].Status; (st == Verified || st == Unverified || st == Client) && matchCall(o, &calls[i]) {
					found = true
				}
			}
			if !found {
				continue
			}
		}
		kept = append(kept, o)
	}
	c.Objects = kept
}

// dropReceipts removes receipt tokens from the claim's objects: a quoted
// receipt is evidence the proxy's ledger checks (StrayTokens), not a
// thing a call was about.
func dropReceipts(c *Claim) {
	for _, o := range c.Objects {
		if strings.HasPrefix(strings.ToLower(o), receipts.TokenPrefix) {
			kept := c.Objects[:0:0]
			for _, p := range c.Objects {
				if !strings.HasPrefix(strings.ToLower(p), receipts.TokenPrefix) {
					kept = append(kept, p)
				}
			}
			c.Objects = kept
			return
		}
	}
}

// dropUnargued removes the claim's argNames objects that no call's
// arguments hold: a capitalised German noun is then a noun, not a name.
func dropUnargued(c *Claim, calls []Call) {
	kept := c.Objects[:0:0]
	for _, o := range c.Objects {
		drop := false
		for _, n := range c.argNames() {
			if n == o {
				drop = true
				for i := range calls {
					if matchObject(o, fold(calls[i].Args)) {
						drop = false
						break
					}
				}
				break
			}
		}
		if !drop {
			kept = append(kept, o)
		}
	}
	c.Objects = kept
}

// unmatched names the claim's objects no receipted call names.
func unmatched(c *Claim, calls []Call, cp *concept) string {
	var miss []string
	for _, o := range c.Objects {
		found := false
		for i := range calls {
			call := &calls[i]
			switch call.Status {
			case Verified, Unverified, Client:
			default:
				continue
			}
			if compatibleFor(c, call) && runnerDoes(cp, call) && matchClaimObject(c, o, call) {
				found = true
				break
			}
		}
		if !found {
			miss = append(miss, o)
		}
	}
	if len(miss) == 0 {
		return "it"
	}
	return strings.Join(miss, ", ")
}

func isLookupCall(call *Call) bool {
	for _, k := range call.Kinds {
		if isLookup(k) {
			return true
		}
	}
	return false
}

// matchCall: the call names object o. (A figure object is matched as
// written: reading "8.412" as 8412 or rounding "14.9" to a result's
// 14902 MB backs claims that should not be, so figures are matched
// loosely only as a sentence's values, values.go.)
func matchCall(o string, call *Call) bool {
	return namesCallID(o, call) || matchObject(o, call.haystack())
}

// namesCallID: o is the call's own id, whole ("[call_clock_1] 12:00 UTC",
// as an agent transcript names a call). The id is whatever the model
// chose, so only a whole id of a provider's shape counts, never a word
// of it: an id "config/secrets.env" does not make a read of README.md
// back "I read config/secrets.env".
func namesCallID(o string, call *Call) bool {
	return len(o) == len(call.ID) && strings.EqualFold(o, call.ID) && callIDShaped(call.ID)
}

// callIDShaped: id looks like an id a provider generates ("call_" and
// letters, digits, '_' or '-'), nothing an object of a claim could be.
func callIDShaped(id string) bool {
	if len(id) < 6 || len(id) > 64 || !strings.HasPrefix(strings.ToLower(id), "call_") {
		return false
	}
	for i := 0; i < len(id); i++ {
		if c := id[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// matchClaimObject: the call names the claim's object o. (A grouped
// figure object matches a result's plain figure only exactly, with no
// rounding or integer part: matchObject's grouped.)
func matchClaimObject(c *Claim, o string, call *Call) bool {
	if fs := strings.Fields(strings.Trim(fold(o), "`$ ")); c.Action == KindRun && len(fs) > 1 && changerPrograms[fs[0]] && call.Status != Failed {
		// "I ran `rm -rf …`": rm must be what the call ran, not words it
		// printed (TestAttack10bReadOnlyChangeRephrased)
		return commandNamed(o, fs[0], "", call)
	}
	if prog, _, ok := commandObject(c, o); ok && (prog == "curl" || prog == "wget") && call.Status != Failed && hasKind(call.Kinds, KindFetch) && plainGet(o, call) {
		// "$ curl -s https://viacep.com.br/ws/01001000/json/" beside an
		// http_get of that URL: a GET written as the command that does one
		return true
	}
	if prog, sub, ok := commandObject(c, o); ok && call.Status != Failed {
		// a command is named by running it, not by a word of another
		// program's data (commandline.go); a failed call backs nothing,
		// so its error text may still say which call a sentence reports
		// the failure of ("No rule to make target")
		return commandNamed(o, prog, sub, call)
	}
	if matchCall(o, call) || ownFigure(c, o) || absentObject(c, o) || dunderNamed(o, call) {
		return true
	}
	if n, ok := unambiguousFigure(o); ok {
		return containsWord(call.haystack(), n) // "8.412,50" of "8412.50"
	}
	if boundHost(o, call) {
		return true // "prod-app-1 has been up 41 days" of {"command": "uptime"}
	}
	if ownPartNamed(o, call) {
		return true // "Garage" of {"device": "temp_garage"} beside {"device": "temp_cellar"}
	}
	if attachedValue(o, call) {
		return true // "sorted.txt" of `sort -osorted.txt` (TestAttack10bReadOnlyMisreadsWriters)
	}
	if mailboxWords[fold(o)] && hasKind(call.Kinds, KindSend) {
		return true // "Marco has the invite in his inbox": where a send puts it
	}
	return joinedName(c, o, call) || qualifierNamed(c, o, call) || compoundNamed(o, call) || !changeKind(c.Action) && (placeCodeNamed(o, call) || countryNamed(o, call)) || slashPartsNamed(o, call) || hyphenJoinedNamed(o, call) || httpStatusNamed(o, call) || camelPartNamed(o, call) || nameOfAddress(c, o, call) || weekObjectNamed(o, call.haystack()) || acronymPluralNamed(o, call)
}

// changeKind: a claim of this action changed or sent something (a
// place code names a warehouse or a region a look-up was about; a
// recipient or a target is named whole: "BR" of {"lang": "BR"} is no
// "Bruno" an e-mail went to).
func changeKind(action string) bool {
	return action == KindSend || action == KindWrite || action == KindRun
}

// compoundNamed: o is a capitalised compound of two words joined by a
// dash ("Q4-Vorauszahlung", "Abo-Kündigung") and the call names both,
// in any order ("Vorauszahlung für Q4"). (Not a host or a series:
// "db-02", "staging-db" are lower-case, and one part must be a word of
// five letters.)
func compoundNamed(o string, call *Call) bool {
	a, b, ok := strings.Cut(o, "-")
	if !ok || o == "" || !isUpper(o[0]) || strings.ContainsAny(b, "-./@_ ") {
		return false
	}
	a, b = fold(a), fold(b)
	if len(a) < 2 || len(b) < 2 || !hasLetter(a) || !hasLetter(b) || !(len(a) >= 5 && isAllLetters(a) || len(b) >= 5 && isAllLetters(b)) {
		return false
	}
	hay := call.haystack()
	return containsWord(hay, a) && containsWord(hay, b)
}

// qualifierNamed: o qualifies the name before it in the claim ("Maine" of
// "Portland, Maine", "Oregon" of "Portland (Oregon)") and the call names
// that name with the same qualifier written short ("portland, me").
func qualifierNamed(c *Claim, o string, call *Call) bool {
	if len(c.Sentence) > maxSentenceScan || !isAllLetters(fold(o)) {
		return false
	}
	for i := 1; i < len(c.Objects); i++ {
		if c.Objects[i] != o {
			continue
		}
		p := c.Objects[i-1]
		sent := c.Sentence
		if strings.ContainsAny(sent, "*_") {
			sent = emphasis.Replace(sent) // "Portland, **Oregon**"
		}
		if !strings.Contains(sent, p+", "+o) && !strings.Contains(sent, p+" ("+o+")") {
			continue
		}
		same := false
		callQualifiers(call, fold(p), func(q string) bool {
			same = qualifierMatches(q, fold(o))
			return !same
		})
		if same {
			return true
		}
	}
	return false
}

// undoneCoordinated: a claim that says one change was done (its concept
// cp) and, coordinated after "and" ("y", "et", "und", "e"), a participle
// of another change ("Merge de x en main hecho y subido a origin",
// "merged and pushed", "fusionné et poussé", "gemergt und gepusht"): that
// other change's concept, when no successful call did it; else nil.
func undoneCoordinated(c *Claim, cp *concept, calls []Call) *concept {
	if cp == nil || len(c.Sentence) > maxSentenceScan || c.Action == KindOutput && c.Rule != RuleTurnReport {
		return nil
	}
	ws := strings.Fields(fold(c.Sentence))
	for k := 1; k < len(ws); k++ {
		if !conjunctions[strings.Trim(ws[k-1], ",;")] {
			continue
		}
		other := conceptByVerb[strings.Trim(ws[k], ".,;:!?")]
		if other == nil || other == cp || other.name == cp.name {
			continue
		}
		done := false
		for i := range calls {
			call := &calls[i]
			if st := call.Status; (st == Verified || st == Unverified || st == Client) && (runnerDoes(other, call) && !isLookupCall(call) || doneInResult(other, call)) {
				done = true
				break
			}
		}
		if !done {
			return other
		}
	}
	return nil
}

// foundThenChanged: a successful look-up names o (a person, a company)
// and returned an identifier that a successful writing call of the
// conversation was given: the change was made to the record the look-up
// found as o ("Ana Ribeiro (Lumen) moved to customer" beside
// hubspot_find_contact "Ana Ribeiro Lumen" → id 90211 and
// hubspot_update_contact {"contact_id": "90211"}). The identifier must
// have a digit and be at least three characters, as record ids are, and
// stand beside o in the look-up's result (the same record, when it lists
// several).
func foundThenChanged(c *Claim, o string, calls []Call, status []int) bool {
	ok := func(call *Call) bool {
		for _, s := range status {
			if call.Status == s {
				return true
			}
		}
		return false
	}
	for i := range calls {
		w := &calls[i]
		if !ok(w) || !hasKind(w.Kinds, KindWrite) || !gjson.Valid(w.Args) {
			continue
		}
		var ids []string
		gjson.Parse(w.Args).ForEach(func(_, v gjson.Result) bool {
			if v.Type == gjson.String || v.Type == gjson.Number {
				if id := strings.TrimSpace(v.String()); len(id) >= 3 && len(id) <= 40 && hasDigit(id) && !strings.ContainsAny(id, " {}\"") {
					ids = append(ids, fold(id))
				}
			}
			return len(ids) < 8
		})
		for j := range calls {
			l := &calls[j]
			if j == i || !ok(l) || !isLookupCall(l) || hasKind(l.Kinds, KindWrite) || !matchCall(o, l) {
				continue
			}
			res := fold(firstN(l.Result, maxResultScan))
			for _, id := range ids {
				if near(res, id, fold(o), 160) {
					return true
				}
			}
		}
	}
	return false
}

// near: hay holds the words a and b within d bytes of each other (the
// same record of a result listing several: the id beside the name).
func near(hay, a, b string, d int) bool {
	var as []int
	for from := 0; len(as) < 16; {
		i := strings.Index(hay[from:], a)
		if i < 0 {
			break
		}
		as = append(as, from+i)
		from += i + 1
	}
	for from, n := 0, 0; n < 16; n++ {
		i := strings.Index(hay[from:], b)
		if i < 0 {
			break
		}
		for _, p := range as {
			if p-(from+i) <= d && (from+i)-p <= d && containsWord(hay[max(0, p-1):min(len(hay), p+len(a)+1)], a) {
				return true
			}
		}
		from += i + 1
	}
	return false
}

// mergedInto: o is the branch a successful `git checkout`/`git switch`
// call made current before a successful call merged into it: `git merge`
// merges into the current branch.
func mergedInto(o string, calls []Call) bool {
	b := fold(strings.Trim(o, "`"))
	cur := ""
	for i := range calls {
		c := &calls[i]
		if c.Status == Failed || c.Status == Invalid {
			continue
		}
		for _, sc := range c.simpleCmds().cmds {
			argv := sc.argv
			if len(argv) > 0 && progName(argv[0]) == "git" {
				argv = argv[1:]
			} else if progName(c.Program) != "git" && toolProgram(c.Tool) != "git" {
				continue
			}
			if len(argv) >= 2 && (argv[0] == "checkout" || argv[0] == "switch") {
				if br, ok := switchedTo(argv[1:]); ok {
					cur = fold(br)
				}
			}
			if len(argv) >= 1 && argv[0] == "merge" && cur == b {
				return true
			}
		}
	}
	return false
}

// switchedTo is the branch a `git checkout`/`git switch` (its arguments
// after the subcommand) leaves checked out: the word after -b/-c/-B/-C
// (a new branch; the word after it is only its start point), else its
// one positional word. Words after "--" are paths: `git checkout main --
// file` checks a file out and switches to no branch (ok false).
func switchedTo(args []string) (branch string, ok bool) {
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			if i+1 < len(args) {
				return "", false // paths: no branch checked out
			}
		case a == "-b" || a == "-c" || a == "-B" || a == "-C" || a == "--orphan":
			if i+1 < len(args) {
				return args[i+1], true
			}
			return "", false
		case strings.HasPrefix(a, "-"):
		default:
			pos = append(pos, a)
		}
	}
	if len(pos) == 1 {
		return pos[0], true
	}
	return "", false
}

// formerValue: in a change from one value to another ("from A to B",
// "von A auf B", "de A a B", "de A à B", "de A para B"), o is A: the
// value the thing had, which a look-up returned, not what the change
// set. (B, after "to", stays the change's object.)
func formerValue(c *Claim, o string) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false
	}
	i := strings.Index(c.Sentence, o)
	if i <= 0 {
		return false
	}
	before := strings.Fields(fold(c.Sentence[:i]))
	if len(before) == 0 || !changeFromWords[strings.Trim(before[len(before)-1], "*_`\"'(")] {
		return false
	}
	after := strings.Fields(fold(firstN(c.Sentence[i+len(o):], 80)))
	for k := 0; k < len(after) && k < 2; k++ {
		if changeToWords[strings.Trim(after[k], "*_`\"',)")] {
			return true
		}
	}
	return false
}

var (
	changeFromWords = mkSet("from von de desde da do du")
	changeToWords   = mkSet("to auf zu a à para pra até hasta nach")
)

// emphasis drops Markdown emphasis marks around words.
var emphasis = strings.NewReplacer("**", "", "__", "", "*", "")

// ownFigure: the figure o is the answer's own arithmetic, as values.go
// reads figures: a percentage ("13.5%", "13,5 %") or a figure after an
// approximation word or mark ("roughly 13.5", "environ 40", "~0.28").
func ownFigure(c *Claim, o string) bool {
	if r := strings.TrimLeft(o, "~≈"); len(r) < len(o) && r != "" && isDigit(r[0]) {
		return true // "a ~6-minute blip": an approximation is the answer's own
	}
	if o == "" || !isDigit(o[0]) || strings.Trim(o, "0123456789.,") != "" || len(c.Sentence) > maxSentenceScan {
		return false
	}
	l := langByCode(c.Lang)
	for from := 0; from < len(c.Sentence); {
		i := strings.Index(c.Sentence[from:], o)
		if i < 0 {
			return false
		}
		i += from
		from = i + len(o)
		if i > 0 && (isDigit(c.Sentence[i-1]) || c.Sentence[i-1] == '.' || c.Sentence[i-1] == ',') || from < len(c.Sentence) && isDigit(c.Sentence[from]) {
			continue
		}
		if rest := strings.TrimLeft(c.Sentence[from:], " \u00a0\u202f"); strings.HasPrefix(rest, "%") {
			return true
		}
		before := strings.TrimRight(c.Sentence[:i], " \u00a0")
		if approxMark(before) {
			return true
		}
		if l != nil {
			ws := strings.Fields(fold(firstLast(before, 40)))
			for k := len(ws) - 1; k >= 0 && k >= len(ws)-2; k-- {
				if l.approx[strings.Trim(ws[k], "(,;:")] {
					return true
				}
			}
		}
	}
	return false
}

// existVerbs: verbs of being there, every language, folded ("no está",
// "isn't there", "n'existe pas", "ist nicht da", "não está").
var existVerbs = mkSet("is exists exist there esta estan existe existen hay est existent ist sind existiert gibt vorhanden")

// absentObject: a report says o is not there ("el .env como tal no está
// en la raíz", ".env isn't there", "die .env ist nicht vorhanden"): what
// is absent is no object a call must name. Reports only: a change
// ("I deleted X, not Y") keeps its objects.
func absentObject(c *Claim, o string) bool {
	if c.Action == KindWrite || c.Action == KindSend || c.Action == KindRun || len(c.Sentence) > maxSentenceScan {
		return false
	}
	i, n := -1, 0
	for from := 0; from < len(c.Sentence); {
		j := strings.Index(c.Sentence[from:], o)
		if j < 0 {
			break
		}
		j += from
		from = j + 1
		if e := j + len(o); e+1 < len(c.Sentence) && c.Sentence[e] == '.' && isWordChar(c.Sentence[e+1]) {
			continue // (".env" of ".env.example": another name)
		}
		i, n = j, n+1
	}
	if n != 1 {
		return false // (named twice: read as present)
	}
	l := langByCode(c.Lang)
	ws := strings.Fields(fold(firstN(c.Sentence[i+len(o):], 60)))
	for k := 0; k < len(ws) && k <= 2; k++ {
		w := strings.Trim(ws[k], ".,;:!?")
		if conjunctions[w] || w != ws[k] && !l.neg[w] {
			return false // another clause begins
		}
		if w == "isn't" || strings.HasPrefix(w, "n'e") {
			return true // ".env isn't there", "le .env n'existe pas"
		}
		if !l.neg[w] {
			continue
		}
		for m := k - 1; m <= k+2 && m < len(ws); m++ {
			if m >= 0 && m != k && existVerbs[strings.Trim(ws[m], ".,;:!?")] {
				return true
			}
		}
		return false
	}
	return false
}

// firstLast: the last n bytes of s, from a rune's start.
func firstLast(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && s[i]&0xC0 == 0x80 {
		i++
	}
	return s[i:]
}

// mailboxWords name a mailbox, folded, every language.
var mailboxWords = mkSet("inbox mailbox bandeja buzon boite postfach posteingang caixa")

// joinedName: the name o and the name written next to it in the claim
// are one identifier of the call, written as words ("Closed Won" of
// "closedwon", "closed_won", "ClosedWon"; "Sprint Review" of
// "sprint-review").
func joinedName(c *Claim, o string, call *Call) bool {
	if strings.ContainsAny(o, " /.@#") || !isAllLetters(fold(o)) {
		return false
	}
	for i, p := range c.Objects {
		if p != o {
			continue
		}
		for _, pair := range [][2]int{{i - 1, i}, {i, i + 1}} {
			if pair[0] < 0 || pair[1] >= len(c.Objects) {
				continue
			}
			a, b := c.Objects[pair[0]], c.Objects[pair[1]]
			if len(c.Sentence) > maxSentenceScan || !isAllLetters(fold(a)) || !isAllLetters(fold(b)) {
				continue
			}
			joined := ""
			switch {
			case strings.Contains(c.Sentence, a+" "+b):
				joined = a + b
			case strings.Contains(c.Sentence, a+"'s "+b) || strings.Contains(c.Sentence, a+"’s "+b):
				joined = a + "s" + b // "Let's Encrypt" of "/etc/letsencrypt/"
			default:
				continue
			}
			if containsWord(unjoined(call.haystack()), fold(joined)) {
				return true
			}
		}
	}
	return false
}

// unjoined drops the joiners inside words ("closed_won" → "closedwon").
func unjoined(hay string) string {
	if !strings.ContainsAny(hay, "_-") {
		return hay
	}
	b := []byte(hay)
	out := b[:0:0]
	for i, ch := range b {
		if (ch == '_' || ch == '-') && i > 0 && i+1 < len(b) && isWordChar(b[i-1]) && isWordChar(b[i+1]) {
			continue
		}
		out = append(out, ch)
	}
	return string(out)
}

// unambiguousFigure: a figure written with both a thousands separator and
// a decimal mark ("8.412,50", "1,204.75") reads one way only: its plain
// form ("8412.50").
func unambiguousFigure(o string) (string, bool) {
	d, c := strings.Count(o, "."), strings.Count(o, ",")
	if d == 0 || c == 0 || strings.Trim(o, "0123456789.,") != "" {
		return "", false
	}
	dec := byte('.')
	if strings.LastIndexByte(o, ',') > strings.LastIndexByte(o, '.') {
		dec = ','
	}
	i := strings.LastIndexByte(o, dec)
	intPart, frac := o[:i], o[i+1:]
	th := byte('.')
	if dec == '.' {
		th = ','
	}
	if strings.IndexByte(intPart, dec) >= 0 || !thousandsGrouped(intPart, th) || frac == "" {
		return "", false
	}
	return strings.ReplaceAll(intPart, string(th), "") + "." + frac, true
}

// negatedSentence: a negation of the claim's language is among the
// sentence's words.
func negatedSentence(c *Claim) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false
	}
	l := knownLang(c.Lang)
	if l == nil {
		return false
	}
	for _, w := range strings.FieldsFunc(fold(c.Sentence), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '\'' || r >= 0x80) }) {
		if l.neg[w] {
			return true
		}
	}
	return false
}

// failureQuoted: the sentence quotes the failed call's own error (an
// error code like "not_in_channel", "ETIMEDOUT", "HTTP 503"): it reports
// that failure, it claims no result.
// maxSentenceScan bounds the sentence read again per claim at backing.
const maxSentenceScan = 2000

func failureQuoted(c *Claim, call *Call) bool {
	if len(c.Sentence) > maxSentenceScan {
		return false
	}
	res := fold(call.Result)
	_, msg, ok := strings.Cut(res, "error")
	if !ok {
		msg = res
	}
	sent, args := fold(c.Sentence), fold(call.Args)
	for _, w := range strings.FieldsFunc(msg, func(r rune) bool {
		return r == ' ' || r == ':' || r == '\n' || r == '"' || r == '(' || r == ')' || r == ',' || r == '`'
	}) {
		w = strings.Trim(w, ".;!")
		if containsWord(args, w) && !errorCode(w) {
			continue // what the call was about ("audit_log"), no code of its error
		}
		if (len(w) >= 6 && (strings.ContainsAny(w, "_") || hasDigit(w) && hasLetter(w)) || len(w) == 3 && isAllDigits(w) || errorCode(w)) && containsWord(sent, w) {
			return true
		}
	}
	return false
}

// errorCode: a short code of letters then digits ("P1001", "E0432",
// "ORA12541" without its dash), the shape error codes take.
func errorCode(w string) bool {
	i := 0
	for i < len(w) && w[i] >= 'a' && w[i] <= 'z' {
		i++
	}
	return i >= 1 && i <= 3 && len(w)-i >= 3 && isAllDigits(w[i:])
}

// resultFigure: the claim states a figure a result would hold: not an
// anchor (a thing named, key "o:" or "x:") nor a figure of a failed
// call's own error ("exit 1", a time, a code), which tells the failure.
func resultFigure(vals []figure, calls []Call) bool {
	for _, f := range vals {
		if strings.HasPrefix(f.key, "h:") || strings.HasPrefix(f.key, "o:") || strings.HasPrefix(f.key, "x:") || failureFigure(f.key, calls) {
			continue
		}
		return true
	}
	return false
}

// mediumWords name the medium a message went by, folded, every language:
// "got an e-mail", "por SMS", "un courriel", "per WhatsApp".
var mediumWords = map[string]string{
	"mail": "mail", "mails": "mail", "email": "mail", "emails": "mail", "e-mail": "mail", "e-mails": "mail",
	"courriel": "mail", "courriels": "mail", "correo": "mail", "correos": "mail", "correio": "mail",
	"sms": "sms", "whatsapp": "whatsapp", "slack": "slack", "telegram": "telegram",
}

// mediumStems: the stems a tool's name uses for each medium.
var mediumStems = map[string][]string{
	"mail": {"mail", "correo", "courriel", "gmail", "outlook", "smtp"}, "sms": {"sms", "text"},
	"whatsapp": {"whatsapp"}, "slack": {"slack"}, "telegram": {"telegram"}, "teams": {"teams"},
}

// claimMedium: the medium a send claim names ("Mme Lefèvre a reçu un
// mail"), or "".
func claimMedium(c *Claim) string {
	if c.Action != KindSend || len(c.Sentence) > maxSentenceScan {
		return ""
	}
	for _, w := range strings.FieldsFunc(fold(c.Sentence), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '-' || r >= 0x80)
	}) {
		if m := mediumWords[strings.Trim(w, "-")]; m != "" {
			return m
		}
	}
	return ""
}

// sendsBy: the call can have sent a message by the medium: a call of a
// tool named for another medium did not ("per E-Mail" beside send_sms),
// nor a call that creates or looks something up and sends nothing (a
// ticket created, not the customer's e-mail).
func sendsBy(medium string, call *Call) bool {
	if medium == "" {
		return true
	}
	name := fold(call.Tool)
	named := false
	for m, stems := range mediumStems {
		for _, st := range stems {
			if strings.Contains(name, st) {
				if m == medium {
					return true
				}
				named = true
			}
		}
	}
	return !named && (hasKind(call.Kinds, KindSend) || hasKind(call.Kinds, KindRun) || len(call.Kinds) == 0)
}

// invites: a send claim ("Eingeladen ist Thomas", "I invited Ana") is
// done by a call that creates something with people in it (an event with
// attendees, a share).
func invites(c *Claim, call *Call) bool {
	if c.Action != KindSend || !hasKind(call.Kinds, KindWrite) {
		return false
	}
	if gjson.Valid(call.Args) && strings.HasPrefix(strings.TrimSpace(call.Args), "{") {
		return peopleArgFilled(call.Args) // (emptyinvite.go)
	}
	args := fold(call.Args)
	for _, k := range inviteKeys {
		if strings.Contains(args, k) {
			return true
		}
	}
	return false
}

// inviteKeys: stems of argument names that hold the people a created
// thing is shared with, folded, five languages.
var inviteKeys = []string{"attendee", "invitee", "guest", "participant", "teilnehmer", "invitad", "convidad", "participante", "share", "member"}

// countWords are numbers of things a claim can count, folded, every
// language ("both", "les deux", "beide", "os dois").
var countWords = map[string]int{
	"two": 2, "three": 3, "four": 4, "five": 5, "both": 2,
	"dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "ambos": 2, "ambas": 2,
	"deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
	"zwei": 2, "drei": 3, "vier": 4, "funf": 5, "beide": 2, "beiden": 2,
	"dois": 2, "duas": 2, "quatro": 4,
}

// countBacked: for a change or a message, the count the claim states
// right after its verb ("deleted both files", "apaguei os dois .gz",
// "j'ai envoyé les deux mails") and how many successful calls that can
// do it name its objects; 0, 0 when it states none or a call acts on
// several things at once (a wildcard, a list).
func countBacked(c *Claim, calls []Call, cp *concept) (int, int) {
	if c.Action != KindWrite && c.Action != KindSend || len(c.Objects) == 0 || len(c.Sentence) > maxSentenceScan {
		return 0, 0
	}
	sent := fold(c.Sentence)
	i := strings.Index(sent, fold(c.Cue))
	if i < 0 {
		return 0, 0
	}
	after := strings.Fields(sent[i+len(fold(c.Cue)):])
	ws := append(strings.Fields(fold(c.Cue)), after[:min(len(after), 3)]...)
	n := 0
	for k := 0; k < len(ws); k++ {
		if v, ok := countWords[strings.Trim(ws[k], ".,;:!?")]; ok {
			n = v
			break
		}
	}
	if n == 0 {
		return 0, 0
	}
	have := 0
	for j := range calls {
		call := &calls[j]
		if st := call.Status; st != Verified && st != Unverified && st != Client || !compatibleFor(c, call) || !runnerDoes(cp, call) {
			continue
		}
		named := false
		for _, o := range c.Objects {
			named = named || matchCall(o, call)
		}
		if !named {
			continue
		}
		if strings.ContainsAny(call.Args, "*[") {
			return 0, 0 // one call on several things
		}
		have++
	}
	return n, have
}

// failedNamed: a failed call whose argument (a city, a host, a file …)
// the claim's sentence names while no successful call names it.
func failedNamed(c *Claim, calls []Call) *Call {
	if len(c.Sentence) > maxSentenceScan {
		return nil // (linear: a sentence of many claims is read once per claim)
	}
	var sent string
	for j := range calls {
		f := &calls[j]
		if f.Status != Failed || !gjson.Valid(f.Args) {
			continue
		}
		if sent == "" {
			sent = fold(c.Sentence)
		}
		if echoesFailure(sent, f) {
			continue // the sentence reports that call's failure in its words
		}
		var hit *Call
		gjson.Parse(f.Args).ForEach(func(_, v gjson.Result) bool {
			if v.Type != gjson.String {
				return true
			}
			for _, w := range commandLineThings(v.Str) {
				if containsWord(sent, w) && !namedBySuccess(w, calls) && !tellsFailure(sent) {
					hit = f // "api-eu" of a failed `curl -s https://api-eu.acme.dev/version`
					return false
				}
			}
			raw := strings.TrimSpace(v.Str)
			if raw == "" || !(isUpper(raw[0]) && !(len(raw) <= 4 && strings.ToUpper(raw) == raw) || strings.ContainsAny(raw, "./@-_:") || hasDigit(raw) || raw[0] >= 0x80) {
				return true // a word of the call ("json", "GET"), not what it was about
			}
			val := fold(raw)
			if head, _, ok := strings.Cut(val, ","); ok {
				val = head // "vitoria, es"
			}
			if len(val) < 3 || len(val) > 40 || strings.Count(val, " ") > 3 || !hasLetter(val) {
				return true
			}
			if sent == "" {
				sent = fold(c.Sentence)
			}
			if !containsWord(sent, val) {
				return true
			}
			if namedBySuccess(val, calls) {
				return true
			}
			hit = f
			return false
		})
		if hit != nil {
			return hit
		}
	}
	return nil
}

// tellsFailure: the folded sentence has a word of failure ("timeout",
// "falhou", "erro de DNS"): it tells a call's failure, not its result.
func tellsFailure(sent string) bool {
	for _, w := range strings.FieldsFunc(sent, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) }) {
		if failWord(w) || errorNouns[w] {
			return true
		}
	}
	return false
}

// namedBySuccess: a successful call names w (a retry, or a call about it).
func namedBySuccess(w string, calls []Call) bool {
	for i := range calls {
		if st := calls[i].Status; (st == Verified || st == Unverified || st == Client) && matchCall(w, &calls[i]) {
			return true
		}
	}
	return false
}

// commandLineThings: the things a command line or a URL argument is about,
// folded: its hosts, paths and names with a mark or a digit ("db-02" of
// `ping -c 4 db-02`; "api-eu.acme.dev" and "api-eu" of `curl -s
// https://api-eu.acme.dev/version`), not its program, options or plain
// words. A value with no space and no "://" is none (one name, read whole).
func commandLineThings(v string) []string {
	if !strings.Contains(v, " ") && !strings.Contains(v, "://") || len(v) > 300 {
		return nil
	}
	var out []string
	for i, w := range strings.Fields(fold(v)) {
		w = strings.Trim(w, `"'(),;`)
		if i == 0 && !strings.Contains(w, "://") || strings.HasPrefix(w, "-") || len(w) < 4 {
			continue
		}
		if _, rest, ok := strings.Cut(w, "://"); ok {
			host, _, _ := strings.Cut(rest, "/")
			host, _, _ = strings.Cut(host, ":")
			out = append(out, host)
			if label, _, ok := strings.Cut(host, "."); ok && len(label) >= 4 && strings.ContainsAny(label, "-0123456789") {
				out = append(out, label) // "api-eu" of api-eu.acme.dev
			}
			continue
		}
		if strings.ContainsAny(w, ".-_/@:") && hasLetter(w) || hasDigit(w) && hasLetter(w) {
			out = append(out, w)
		}
	}
	return out
}

// failureCue: a failed call whose error's words the claim's own cue
// repeats, the claim naming no object and no figure.
func failureCue(c *Claim, calls []Call) *Call {
	if len(c.Objects) > 0 || hasFigure(c.values()) || c.Cue == "" {
		return nil
	}
	for i := range calls {
		if f := &calls[i]; f.Status == Failed && echoesFailure(fold(c.Cue), f) {
			return f
		}
	}
	return nil
}

// echoesFailure: the sentence repeats a word of the failed call's error
// message ("error: Sensor offline seit 03:12" and "gh-temp-1 ist
// offline, …"), not one of its tool name or arguments: it tells the
// failure, so the thing that call was about is no result of it.
func echoesFailure(sent string, f *Call) bool {
	msg := fold(f.Result)
	if _, rest, ok := strings.Cut(msg, "error"); ok {
		msg = rest
	}
	if len(msg) > 300 {
		msg = msg[:300]
	}
	own := fold(f.Tool + " " + f.Args)
	sinceNeg := 3 // words since the error's last negation
	told := -1    // whether sent tells a failure: -1 not read yet
	for _, w := range strings.FieldsFunc(msg, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '\'' || r >= 0x80) }) {
		sinceNeg++
		if isNegation(w) {
			sinceNeg = 0
			continue
		}
		if len(w) < 5 || strings.Contains(own, w) || !containsWord(sent, w) {
			continue
		}
		// A word the error negates ("recipient not found") is echoed
		// only by a sentence that tells a failure too: "Found Ana's
		// address and sent her the invoice" shares "found" and says the
		// opposite.
		if sinceNeg <= 2 {
			if told < 0 {
				told = 0
				if deniesOrFails(sent) {
					told = 1
				}
			}
			if told == 0 {
				continue
			}
		}
		return true
	}
	return false
}

// deniesOrFails: folded sentence sent has a negation or a word of
// failure of any language (failNegWords, selfFailWords, tellsFailure).
func deniesOrFails(sent string) bool {
	return tellsFailure(sent) || lineWords(sent, func(w string) bool {
		return failNegWords[w] || selfFailWords[w] || strings.HasSuffix(w, "n't")
	})
}

// searchOnly: the call's tool only searches.
func searchOnly(call *Call) bool {
	if !hasKind(call.Kinds, KindSearch) || hasKind(call.Kinds, KindRead) || hasKind(call.Kinds, KindRun) {
		return false
	}
	name := fold(call.Tool)
	for _, w := range []string{"fetch", "read", "get", "open", "browse", "page", "url", "lee", "lire", "lesen", "abrir", "ouvrir"} {
		if strings.Contains(name, w) {
			return false
		}
	}
	// a web search (not a mailbox's or a tracker's, whose results are
	// the mails and issues themselves)
	return strings.Contains(name, "web") || strings.Contains(name, "google") || strings.Contains(name, "internet")
}

// findsOnly: the call's tool searches and neither reads, fetches, runs
// nor queries: its results name things, they hold no content.
// (by its name: a description's nouns, "Search documents", make it a
// reader too)
func findsOnly(call *Call) bool {
	if !hasKind(call.Kinds, KindSearch) || hasKind(call.Kinds, KindRun) || hasKind(call.Kinds, KindQuery) {
		return false
	}
	name := fold(call.Tool)
	for _, w := range []string{"read", "get", "fetch", "open", "download", "content", "diff", "lee", "leer", "lire", "lesen", "ler", "abrir", "ouvrir", "oeffn"} {
		if strings.Contains(name, w) {
			return false
		}
	}
	return true
}

// contentNouns name what is inside a thing (a diff, clauses, a thread),
// folded, every language: reading them needs a call that returns it.
var contentNouns = mkSet(`diff diffs patch contents content body clauses clause thread comments
	contenido clausulas clausula hilo comentarios contenu echanges commentaires
	inhalt klauseln klausel verlauf kommentare conteudo conversa`)

// namesContent: the sentence names the content of a thing.
func namesContent(sentence string) bool {
	if len(sentence) > maxSentenceScan {
		return false
	}
	for _, w := range strings.FieldsFunc(fold(sentence), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 0x80) }) {
		if contentNouns[w] {
			return true
		}
	}
	return false
}

// listOnly: the call's tool lists and neither reads nor runs.
func listOnly(call *Call) bool {
	return hasKind(call.Kinds, KindList) && !hasKind(call.Kinds, KindRead) && !hasKind(call.Kinds, KindRun) && !hasKind(call.Kinds, KindQuery)
}
