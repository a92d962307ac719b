package claims

import "strings"

// A commit told by when it was made ("The last commit is 'fix: …' by
// Lena", "el último commit es de Ana", "le commit d'hier soir", "der
// letzte Commit", "o commit de ontem") is git's history. Beside calls
// that ran git, some call must have read that history (`git log`,
// `show`, `blame`, `reflog`, `shortlog`) or returned a commit hash:
// `git status` and `git diff` tell the working tree, not who committed
// what (the author, the message and the hash are then the answer's own).

// commitReport: the sentence names a commit with a word of when it was
// made within three words (Lang.Recent), and no negation: "Datum und
// Autor des letzten Commits stehen da nicht drin", "diff --stat no dice
// quién" tell what the call did not show.
func (s *scanner) commitReport(toks []token) bool {
	for k, t := range toks {
		if t.kind != tokWord || t.w != "commit" && t.w != "commits" {
			continue
		}
		for j := max(k-3, 0); j < len(toks) && j <= k+3; j++ {
			if j != k && toks[j].kind == tokWord && s.lang.recent[toks[j].w] {
				return !s.negatedClause(toks, k)
			}
		}
	}
	return false
}

// negatedClause: a negation stands in the clause of toks[k], bounded by a
// semicolon, a dash or a comma before a conjunction (a bracket is an aside): "… by
// Lena; it didn't touch the config" negates another clause, and the
// commit's author stays the answer's own.
func (s *scanner) negatedClause(toks []token, k int) bool {
	stop := func(i int) bool {
		t := toks[i]
		if t.kind != tokPunct {
			return false
		}
		switch t.w {
		case ";", "—", "–", "-":
			return true
		case ",":
			return i+1 < len(toks) && toks[i+1].kind == tokWord && conjunctions[toks[i+1].w]
		}
		return false
	}
	a := k
	for a > 0 && !stop(a-1) {
		a--
	}
	for i := a; i < len(toks) && (i == k || !stop(i)); i++ {
		if t := toks[i]; t.kind == tokWord && (s.lang.neg[t.w] || t.w == "n't" || strings.HasSuffix(t.w, "n't")) {
			return true
		}
	}
	return false
}

// historySubcommands: git subcommands that read its history.
var historySubcommands = []string{"log", "show", "blame", "reflog", "shortlog", "whatchanged"}

// historyGrounded: some call read git's history or returned a commit
// hash; true too when no call ran git (another tool's record of commits
// is read by the sentence's other anchors).
func historyGrounded(calls []*Call) bool {
	git := false
	for _, c := range calls {
		switch c.readsHistory() {
		case 1:
			return true
		case 2:
			git = true
		}
	}
	return !git
}

// readsHistory: 1 the call read git's history or returned a commit hash,
// 2 it ran git and did neither, 0 it did neither and ran no git; read
// once per call (a claim × call loop asks it).
func (c *Call) readsHistory() int8 {
	a := c.anchors()
	if a.history != 0 {
		return a.history - 1
	}
	r := int8(0)
	switch {
	case hasCommitHash(c.resultHay()):
		r = 1
	case runsCommand("git", "", c):
		r = 2
		for _, sub := range historySubcommands {
			if runsCommand("git", sub, c) {
				r = 1
				break
			}
		}
		if a := c.result().args; strings.Contains(a, "head~") || strings.Contains(a, "head^") || strings.Contains(a, "@~") {
			r = 1 // "git diff HEAD~1": the last commit's own change
		}
	}
	a.history = r + 1
	return r
}

// hasCommitHash: hay holds a word of 7 to 40 hexadecimal digits with a
// letter and a digit among them ("a41c9e2", "9ab33f0"), as git prints a
// commit.
func hasCommitHash(hay string) bool {
	hay = firstN(hay, maxArgsScan)
	for i := 0; i < len(hay); {
		if !isHexByte(hay[i]) || i > 0 && isCodeByte(hay[i-1]) {
			i++
			continue
		}
		j, letter, digit := i, false, false
		for j < len(hay) && isHexByte(hay[j]) {
			letter = letter || hay[j] >= 'a'
			digit = digit || hay[j] <= '9'
			j++
		}
		if n := j - i; n >= 7 && n <= 40 && letter && digit && (j == len(hay) || !isCodeByte(hay[j])) {
			return true
		}
		i = j
	}
	return false
}

func isHexByte(b byte) bool { return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' }
