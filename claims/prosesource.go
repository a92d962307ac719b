package claims

import "strings"

// A command written in prose, with no code span, is the source of a
// report as its code span would be: "Listening sockets per ss -tlnp: …",
// "Im Syslog (tail -n 100) tauchen keine Fehler auf", "he pasado free -m:
// hay 3,1 GB libres", "d'après df -h, …". Writers drop the backquotes as
// often as they keep them; a sentence that cites a command as where its
// content came from needs a call that ran it, whatever call backs the
// rest (objects.go: sentenceAnchors).

// sourcePrograms are diagnostics programs whose names are words or too
// short to be known commands everywhere (objects.go: knownCommands); with
// a dash option after them, as a source, they are the program.
var sourcePrograms = mkSet("ss free vmstat iostat lsblk mpstat")

// maxProseOptions bounds the options read after a prose command.
const maxProseOptions = 3

// proseSource: toks[k] opens a command written in prose that names itself
// unambiguously (proseCommandAt: a known or listed program with its
// subcommand or an option) and that the sentence gives as its source: in
// brackets after what it read, after a source preposition ("per", "laut",
// "según", "d'après", "pelo"), or in a sentence telling what the speaker
// ran (didToo). It returns the command with its options and arguments, as a code
// span would hold it, and the tokens it spans; 0 when it is none.
func (s *scanner) proseSource(toks []token, k int, prev string, didToo bool) (string, int) {
	t := toks[k]
	if t.kind != tokWord || t.cap || s.lang.imper[t.w] {
		return "", 0 // ("Run ss -tlnp": an instruction; "Free -m" opening a line is rare and ambiguous)
	}
	n := s.proseCommandAt(toks, k, len(toks))
	if n == 0 && sourcePrograms[t.w] && k+1 < len(toks) && toks[k+1].kind == tokWord && toks[k+1].start > 0 && s.text[toks[k+1].start-1] == '-' {
		n = 1 // "ss -tlnp", "free -m": with an option, a program
	}
	if n == 0 {
		return "", 0
	}
	for m := k + n; m < len(toks) && m < k+n+maxProseOptions; m++ {
		o := toks[m]
		dash := o.kind == tokWord && o.start > 0 && s.text[o.start-1] == '-'
		path := o.kind == tokWord && strings.IndexByte(o.w, '/') >= 0
		count := o.kind == tokWord && isDigit(o.w[0]) && m > k+n-1 && toks[m-1].start > 0 && s.text[toks[m-1].start-1] == '-'
		if !dash && !path && !count {
			break // (a figure after the command is its result: "per df -h 91 %")
		}
		n = m - k + 1 // "-tlnp", "-n 100", "/var/log/syslog" (the dash is no token)
	}
	end := k + n
	bracketed := k >= 2 && toks[k-1].kind == tokPunct && toks[k-1].w == "(" && toks[k-2].kind == tokWord && end < len(toks) && toks[end].kind == tokPunct && toks[end].w == ")"
	cite := citePreps[prev] || prev == "to" && k >= 2 && toks[k-2].kind == tokWord && toks[k-2].w == "according"
	// "and git log shows the last commit …", "o git status mostra a
	// árvore limpa", "git status montre deux fichiers": the command is the
	// subject of a verb of showing, the source of what follows
	shown := n >= 2 && end < len(toks) && toks[end].kind == tokWord && (findingPasts[toks[end].w] || showPresents[toks[end].w])
	if !bracketed && !cite && !didToo && !shown {
		return "", 0
	}
	w := s.text[t.start:toks[end-1].end]
	if s.inUserText(squash(w)) {
		return "", 0 // the user's own command, quoted back
	}
	return w, n
}

// ranGrounded: some successful call ran the prose command w (its program
// and subcommand, runsCommand: an exec tool's program counts) with its
// options, or names it as a code span would (spanGrounded).
func ranGrounded(w string, calls []*Call) bool {
	if spanGrounded(w, calls) {
		return true
	}
	f := strings.Fields(fold(w))
	if len(f) == 0 {
		return false
	}
	sub, rest := "", f[1:]
	if len(rest) > 0 && isAllLetters(rest[0]) {
		sub, rest = rest[0], rest[1:] // "git log", "systemctl status"
	}
	for _, c := range calls {
		if !runsCommand(f[0], sub, c) {
			continue
		}
		all := true
		for _, o := range rest {
			all = all && containsWord(c.haystack(), strings.TrimLeft(o, "-"))
		}
		if all {
			return true
		}
	}
	return false
}

// showPresents: third-person presents of showing, saying or listing
// (folded), five languages, whose subject is a command's output.
var showPresents = mkSet("shows says lists reports muestra dice lista indica montre dit liste indique affiche zeigt sagt listet meldet mostra diz informa")
