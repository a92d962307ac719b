package claims

import (
	"strings"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/toolrun/argpolicy"
)

// A program that only reads and prints does no change, whatever words its
// arguments or output hold: `date '+rm -rf /var/db/prod.sqlite'` printed
// that text, `wc -l prod.sqlite` counted lines, `grep -r -c delete .`
// matched a word (TestAttack10ReadOnlyCallBacksChange). A call whose every
// command only reads or prints backs what it read, never a deletion, a
// push, a restart or a deploy.

// readPrograms only read and print; the value lists the options that make
// one of them change something ("date -s" sets the clock, "sort -o" and
// "tree -o" write a file, "find -delete" removes, "rg --pre" and "ag
// --pager" run a program), or "" when none does. Options are read as the
// program reads them (readOpts): "-osorted.txt", "-uo f" and
// "--out=f" are sort's -o.
var readPrograms = map[string]string{
	"cat": "", "tac": "", "head": "", "tail": "", "wc": "", "nl": "", "ls": "", "dir": "", "tree": "-o",
	"grep": "", "egrep": "", "fgrep": "", "zgrep": "", "rg": "--pre", "ag": "--pager",
	"date": "-s --set", "cal": "", "df": "", "du": "", "ps": "", "pgrep": "", "uptime": "", "free": "",
	"w": "", "who": "", "whoami": "", "id": "", "groups": "", "uname": "", "pwd": "", "printenv": "",
	"nproc": "", "lscpu": "", "lsblk": "", "stat": "", "realpath": "", "readlink": "", "which": "",
	"md5sum": "", "sha1sum": "", "sha256sum": "", "sha512sum": "", "cksum": "", "b2sum": "",
	"diff": "", "cmp": "", "comm": "", "cut": "", "tr": "", "rev": "", "od": "", "hexdump": "",
	"strings": "", "column": "", "jq": "", "sort": "-o --output --compress-program", "less": "", "more": "",
	"shuf": "-o --output",
	"find": "-delete -exec -execdir -ok -okdir -fprint -fprint0 -fprintf -fls",
}

// valueOpts are the short options of a read program that take a value:
// in a group the rest of the word is the value ("date -Is": -I with
// "s", no -s), or the next word when the rest is empty ("sort -t ,").
// Optional values (date's -I[FMT], git grep's -O[PAGER]) are written
// attached only, marked by a trailing '?'.
var valueOpts = map[string]string{
	"date": "d f r I?", "sort": "k t S T", "tree": "L P I H o", "shuf": "i n o", "head": "n c", "tail": "n c s",
	"grep": "e f m A B C d D", "egrep": "e f m A B C d D", "fgrep": "e f m A B C d D", "zgrep": "e f m A B C",
	"cut": "b c d f", "ls": "I w T", "du": "d B t", "df": "B t x",
	"git": "O?",
}

// gitReads are the git subcommands that only read the repository.
var gitReads = mkSet("log show diff status blame shortlog ls-files ls-tree rev-parse rev-list describe cat-file grep whatchanged version")

// Every command with a built-in shell policy only reads or prints (the
// policies allow no option that changes anything): each is a read here
// too, so the two lists cannot drift apart (TestAttack11GitBranchFormatBacksChange).
// A program listed above keeps its changing options: a configured
// policy may allow them.
func init() {
	for _, c := range argpolicy.BuiltinCommands() {
		switch w := strings.Fields(c); {
		case len(w) == 2 && w[0] == "git":
			gitReads[w[1]] = true
		case len(w) == 1 && !printPrograms[w[0]]:
			if _, ok := readPrograms[w[0]]; !ok {
				readPrograms[w[0]] = ""
			}
		}
	}
}

// gitBranchChanges are the options that make git branch change a
// branch; a name given without --list creates one.
const gitBranchChanges = "--output -d -D --delete -m -M --move -c -C --copy -u --set-upstream-to --unset-upstream --edit-description -f --force -t --track --no-track --create-reflog --recurse-submodules"

// gitBranchNames: git branch's words name a branch to create (a word
// that is no option or option value, without --list or -l).
func gitBranchNames(args []string) bool {
	named, list := false, false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			named = named || i+1 < len(args)
			i = len(args)
		case a == "--list" || a == "-l" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "l"):
			list = true
		case strings.HasPrefix(a, "--"):
			name, _, attached := strings.Cut(a, "=")
			if !attached && strings.Contains(" --sort --format --contains --no-contains --merged --no-merged --points-at ", " "+name+" ") {
				i++ // the value is the next word
			}
		case strings.HasPrefix(a, "-"):
		default:
			named = true
		}
	}
	return named && !list
}

// readsOnly: the simple command only reads and prints.
func readsOnly(sc simpleCmd) bool {
	if sc.file || len(sc.argv) == 0 {
		return false // a redirection reads or writes a file: judged as before
	}
	prog := progName(sc.argv[0])
	if printPrograms[prog] {
		return true
	}
	bad, ok := readPrograms[prog]
	args := sc.argv[1:]
	if prog == "git" {
		var sub string
		sub, args = gitSub(args)
		ok, bad = gitSubReads(sc.argv[1:]), "--output"
		switch sub {
		case "grep":
			// -O[PAGER], --open-files-in-pager run a program of the caller's choosing
			bad = "--output -O --open-files-in-pager"
		case "branch":
			bad = gitBranchChanges
			ok = ok && !gitBranchNames(args)
		}
	}
	if !ok {
		return false
	}
	if prog == "find" {
		// find's predicates are single-dash words, matched whole
		for _, a := range args {
			if strings.Contains(" "+bad+" ", " "+a+" ") {
				return false
			}
		}
		return true
	}
	return !badOption(args, bad, valueOpts[prog])
}

// badOption: args hold one of the options of bad, read as getopt_long
// reads them (TestAttack10bReadOnlyMisreadsWriters,
// TestAttack10bReadOnlyGroupedDateOption): a short-option group letter by
// letter up to an option that takes a value (vals), which takes the
// rest of the word or the next word; a long option by any prefix of its
// name ("--out=f" is --output; an ambiguous prefix is taken as the
// changing option: the call is then judged as before, no read).
func badOption(args []string, bad, vals string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return false
		case strings.HasPrefix(a, "--"):
			name, _, _ := strings.Cut(a, "=")
			if len(name) < 3 {
				continue
			}
			for _, b := range strings.Fields(bad) {
				if strings.HasPrefix(b, "--") && strings.HasPrefix(b, name) {
					return true
				}
			}
		case len(a) > 1 && a[0] == '-' && !isAllDigits(a[1:]):
			for k := 1; k < len(a); k++ {
				o := "-" + a[k:k+1]
				if strings.Contains(" "+bad+" ", " "+o+" ") {
					return true
				}
				if strings.Contains(" "+vals+" ", " "+a[k:k+1]+" ") {
					if k+1 == len(a) {
						i++ // the value is the next word
					}
					break
				}
				if strings.Contains(" "+vals+" ", " "+a[k:k+1]+"? ") {
					break // an optional value, attached
				}
			}
		}
	}
	return false
}

// gitSub: the git subcommand of args (after git's own options), folded,
// and the words after it.
func gitSub(args []string) (string, []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--config-env":
			i++ // the option's value
		case strings.HasPrefix(a, "-"):
		default:
			return strings.ToLower(a), args[i+1:]
		}
	}
	return "", nil
}

// gitSubReads: the git subcommand of args (after git's own options)
// reads. git's -c and --config-env set configuration, which can name a
// pager, an external diff or a textconv program to run: no read.
func gitSubReads(args []string) bool {
	for _, a := range args {
		if a == "-c" || a == "--config-env" || strings.HasPrefix(a, "--config-env=") {
			return false
		}
	}
	sub, _ := gitSub(args)
	return gitReads[sub]
}

// onlyReads: every command the call ran only reads or prints. Like
// onlyPrinted, a tool named for a program or one that is no runner is
// judged by its kinds and name instead.
func onlyReads(call *Call) bool {
	if readMethodCall(call) {
		return true // {"method": "GET", …} (httpread.go)
	}
	if call.Program != "" {
		p := progName(call.Program)
		if printPrograms[p] {
			return true
		}
		if p == "git" {
			// the template's subcommand, its {param} words filled; a
			// template not known (offline) backs no change from the
			// words it was handed (TestAttack11ExecGitArgsBackChange)
			return len(call.Argv) < 2 || readsOnly(simpleCmd{argv: filledArgv(call)})
		}
		bad, ok := readPrograms[p]
		if !ok {
			return false
		}
		// an exec tool's arguments fill its program's argv
		for _, o := range strings.Fields(bad) {
			if strings.Contains(call.Args, `"`+o) || strings.Contains(call.Args, " "+o) {
				return false
			}
		}
		return true
	}
	if p := toolProgram(call.Tool); p != "" && !remotePrograms[p] || len(call.Kinds) > 0 && !hasKind(call.Kinds, KindRun) {
		return false
	}
	cc := call.simpleCmds()
	if cc.reads == 0 {
		cc.reads = 2
		if len(cc.cmds) > 0 {
			cc.reads = 1
			for _, sc := range cc.cmds {
				if !sc.dead && !readsOnly(sc) {
					cc.reads = 2
					break
				}
			}
		}
	}
	return cc.reads == 1
}

// filledArgv is an exec call's argv: its template with each {param}
// replaced by the call's argument of that name.
func filledArgv(call *Call) []string {
	out := make([]string, len(call.Argv))
	for i, w := range call.Argv {
		var b strings.Builder
		for {
			j := strings.IndexByte(w, '{')
			k := -1
			if j >= 0 {
				k = strings.IndexByte(w[j:], '}')
			}
			if k < 0 {
				b.WriteString(w)
				break
			}
			// a value is written once, never read for placeholders again
			b.WriteString(w[:j])
			b.WriteString(gjson.Get(call.Args, gjson.Escape(w[j+1:j+k])).String())
			w = w[j+k+1:]
		}
		out[i] = b.String()
	}
	return out
}

// changeClaim: the claim says something was changed (deleted, truncated,
// written, pushed, restarted, deployed, sent …): a read or a print did
// not do it. (Pinging and linting change nothing; a command named as run
// is judged by runsCommand.)
func changeClaim(c *Claim) bool {
	if c.Action == KindRun && c.Rule == RuleFirstPerson && saysChangeWords(c.Sentence) {
		// "I ran the cleanup script and it removed all old backups": the
		// removal the run is said to have made (TestAttack11ReadOnlyCallBacksNamedRun)
		return true
	}
	if c.Action == KindRun && runsChanger(c) {
		// "I ran `rm -rf …`", "I executed rm -rf …": a run of a changing
		// program (TestAttack10bReadOnlyChangeRephrased)
		return true
	}
	switch c.Rule {
	case RuleReport, RuleLabel, RuleTurnReport:
		// "The command deleted …", "Result: … deleted.", "I got rid of
		// …", "Deletion of … is complete": a report whose words say a
		// change is one, whoever the sentence says did it
		if saysChangeWords(c.Sentence) {
			return true
		}
	}
	switch c.Rule {
	case RulePassive, RuleOpening, RuleReport, RuleSource, RuleLabel, RuleTable, RuleTranscript, RuleAnnounced:
		// a state a read reports ("erhöht", "se subió a s3://…"), not
		// a change the speaker says they made
		return false
	}
	switch c.Action {
	case KindWrite, KindSend:
		return true
	case KindOutput:
		// a report read in another language than the answer's ("J'ai
		// supprimé /var/db/prod.sqlite" in an English conversation) is
		// taken as output naming a path: its verb still says a change
		return c.Rule == RuleTurnReport && saysChange(c.Sentence)
	case KindRead, KindList, KindSearch, KindFetch, KindQuery, KindCheck:
		return false
	}
	cp := claimConcept(c)
	return changeConcept(cp)
}

func changeConcept(cp *concept) bool {
	return cp != nil && cp.name != "ping" && cp.name != "lint" && cp != &testConcept
}

// saysChange: the sentence holds a change verb of any language, done
// ("supprimé", "gelöscht", "pushed").
func saysChange(s string) bool {
	if len(s) > maxSentenceScan {
		return false
	}
	first := false // a first person before the verb: "elle a redémarré" is a state
	for _, w := range words(s) {
		w = strings.Trim(w, ".,;:!?")
		if firstPerson[w] {
			first = true
		}
		if cp := conceptByVerb[w]; first && changeConcept(cp) && !notDone[w] {
			return true
		}
	}
	return false
}

// firstPerson are the first-person words of the lexicons' languages, and
// their auxiliaries ("j'ai", "habe", "hemos").
var firstPerson = mkSet("i we i've we've ich wir habe haben j'ai je nous avons yo nosotros he hemos eu nos tenho temos io noi ho abbiamo ik wij heb hebben")

// notDone are concept verbs that are no report of a change done: base
// forms and ordinary words ("vide" empty, "neu" new).
var notDone = mkSet("neu opnieuw vide push pousse restart reboot deploy install merge scale purge pushing restarting deploying")

// attachedValue: o is the value of a short option written attached to it
// in one of the call's commands ("-osorted.txt", "-O'tee hits.txt'"), a
// word a whole-word match of the arguments does not see.
func attachedValue(o string, call *Call) bool {
	if call.Program != "" || len(o) < 2 {
		return false
	}
	fo := fold(o)
	for _, sc := range call.simpleCmds().cmds {
		for _, a := range sc.argv[min(1, len(sc.argv)):] {
			if len(a) > 2 && a[0] == '-' && a[1] != '-' && strings.HasSuffix(fold(a), fo) && len(a)-len(o) <= 3 {
				return true
			}
		}
	}
	return false
}

// changerPrograms change files or processes when they run.
var changerPrograms = mkSet("rm rmdir unlink shred truncate dd mv cp chmod chown chgrp kill pkill killall mkfs wipefs tee touch mkdir ln")

// changeNounWords say a deletion in any form a report words it ("got rid
// of", "deletion of … is complete", "let me delete"), beside the change
// concepts' done verbs.
var changeNounWords = mkSet("delete deletes deletion deletions remove removal erase erasure wipe rid")

// runsChanger: the run claim names a changing program as what ran: its
// object's first word, or the word right after its cue ("I executed rm
// -rf …", whose object is only the path).
func runsChanger(c *Claim) bool {
	for _, o := range c.Objects {
		if fs := strings.Fields(strings.Trim(fold(o), "`$ ")); len(fs) > 0 && changerPrograms[progName(fs[0])] {
			return true
		}
	}
	sent, cue := fold(c.Sentence), fold(c.Cue)
	if i := strings.Index(sent, cue); cue != "" && i >= 0 {
		for _, w := range words(sent[i+len(cue):]) {
			w = strings.Trim(w, "`$'\"()")
			if w == "sudo" || w == "the" || w == "command" || w == "" {
				continue
			}
			return changerPrograms[progName(w)]
		}
	}
	return false
}

// saysChangeWords: the sentence holds a removal verb done, a deletion
// word or a changing program, in any person.
func saysChangeWords(s string) bool {
	if len(s) > maxSentenceScan {
		return false
	}
	for _, w := range words(fold(s)) {
		w = strings.Trim(w, ".,;:!?`'\"()*_")
		// only removal verbs: "la machine a redémarré", "PR 512 was
		// merged" are states a read reports (uptime, a PR look-up),
		// something removed by the call's own run is not
		if cp := conceptByVerb[w]; cp != nil && (cp.name == "delete" || cp.name == "purge") && !notDone[w] || changeNounWords[w] || changerPrograms[w] {
			return true
		}
	}
	return false
}

// changeDoneWords are participles of a change no concept names (folded,
// English; the concepts' verbs cover the others).
var changeDoneWords = mkSet("applied renewed restored created updated written saved upgraded downgraded rotated reset fixed configured " +
	"enabled disabled added generated regenerated replaced rolled patched rebuilt reverted cleaned emptied overwritten imported provisioned " +
	"uploaded renamed moved copied synced backed")

// changeParticiple: the claim's cue holds a change participle ("has been
// applied", "renewed").
func changeParticiple(c *Claim) bool {
	for _, w := range words(fold(c.Cue)) {
		if changeDoneWords[strings.Trim(w, ".,;:!?")] {
			return true
		}
	}
	return false
}

// dateFormats are the +FORMAT operands of a call whose every command is a
// date that only prints (folded), or nil: what date prints from them is
// data, as echo's operands are (TestAttack11DateFormatBacksFetch).
func dateFormats(call *Call) []string {
	if call.Program != "" || len(call.Kinds) > 0 && !hasKind(call.Kinds, KindRun) || !strings.Contains(call.Args, "date") {
		return nil
	}
	var out []string
	for _, sc := range call.simpleCmds().cmds {
		if sc.dead {
			continue
		}
		if len(sc.argv) == 0 || progName(sc.argv[0]) != "date" || !readsOnly(sc) {
			return nil
		}
		for _, a := range sc.argv[1:] {
			if strings.HasPrefix(a, "+") {
				out = append(out, fold(a[1:]))
			}
		}
	}
	return out
}

// spellsDateFormat: the call only printed dates, and the claim's action
// is one date cannot do, or an object of the claim is spelled out in its
// format ("I fetched https://…" after `date '+https://…'`).
func spellsDateFormat(c *Claim, call *Call) bool {
	if c.Action == KindOutput {
		return false // "the command printed …": it did print it
	}
	fs := dateFormats(call)
	if fs == nil {
		return false
	}
	switch c.Action {
	case KindFetch, KindSend, KindWrite, KindSearch, KindList:
		return true
	}
	for _, o := range c.Objects {
		for _, f := range fs {
			if matchObject(o, f) {
				return true
			}
		}
	}
	return false
}
