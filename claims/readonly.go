package claims

import "strings"

// A program that only reads and prints does no change, whatever words its
// arguments or output hold: `date '+rm -rf /var/db/prod.sqlite'` printed
// that text, `wc -l prod.sqlite` counted lines, `grep -r -c delete .`
// matched a word (TestAttack10ReadOnlyCallBacksChange). A call whose every
// command only reads or prints backs what it read, never a deletion, a
// push, a restart or a deploy.

// readPrograms only read and print; the value lists the options that make
// one of them change something ("date -s" sets the clock, "sort -o" and
// "tree -o" write a file, "find -delete" removes, "rg --pre" runs a
// program), or "" when none does.
var readPrograms = map[string]string{
	"cat": "", "tac": "", "head": "", "tail": "", "wc": "", "nl": "", "ls": "", "dir": "", "tree": "-o",
	"grep": "", "egrep": "", "fgrep": "", "zgrep": "", "rg": "--pre", "ag": "",
	"date": "-s --set", "cal": "", "df": "", "du": "", "ps": "", "pgrep": "", "uptime": "", "free": "",
	"w": "", "who": "", "whoami": "", "id": "", "groups": "", "uname": "", "pwd": "", "printenv": "",
	"nproc": "", "lscpu": "", "lsblk": "", "stat": "", "realpath": "", "readlink": "", "which": "",
	"md5sum": "", "sha1sum": "", "sha256sum": "", "sha512sum": "", "cksum": "", "b2sum": "",
	"diff": "", "cmp": "", "comm": "", "cut": "", "tr": "", "rev": "", "od": "", "hexdump": "",
	"strings": "", "column": "", "jq": "", "sort": "-o --output", "less": "", "more": "",
	"find": "-delete -exec -execdir -ok -okdir -fprint -fprint0 -fprintf -fls",
}

// gitReads are the git subcommands that only read the repository.
var gitReads = mkSet("log show diff status blame shortlog ls-files ls-tree rev-parse rev-list describe cat-file grep whatchanged version")

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
	if prog == "git" {
		ok, bad = gitSubReads(sc.argv[1:]), "--output"
	}
	if !ok {
		return false
	}
	for _, a := range sc.argv[1:] {
		if a == "--" {
			break
		}
		name, _, _ := strings.Cut(a, "=")
		if bad != "" && strings.HasPrefix(a, "-") && strings.Contains(" "+bad+" ", " "+name+" ") {
			return false
		}
		if prog == "date" && strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsRune(a, 's') && !strings.HasPrefix(a, "-d") {
			return false // "date -us …": -s among grouped short options
		}
	}
	return true
}

// gitSubReads: the git subcommand of args (after git's own options) reads.
func gitSubReads(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree":
			i++ // the option's value
		case strings.HasPrefix(a, "-"):
		default:
			return gitReads[strings.ToLower(a)]
		}
	}
	return false
}

// onlyReads: every command the call ran only reads or prints. Like
// onlyPrinted, a tool named for a program or one that is no runner is
// judged by its kinds and name instead.
func onlyReads(call *Call) bool {
	if call.Program != "" {
		p := progName(call.Program)
		if printPrograms[p] {
			return true
		}
		bad, ok := readPrograms[p]
		if !ok || p == "git" {
			return false // a git template's subcommand is not known here
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
				if !readsOnly(sc) {
					cc.reads = 2
					break
				}
			}
		}
	}
	return cc.reads == 1
}

// changeClaim: the claim says something was changed (deleted, truncated,
// written, pushed, restarted, deployed, sent …): a read or a print did
// not do it. (Pinging and linting change nothing; a command named as run
// is judged by runsCommand.)
func changeClaim(c *Claim) bool {
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
