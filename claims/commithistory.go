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
	for _, t := range toks {
		if t.kind == tokWord && s.lang.neg[t.w] {
			return false
		}
	}
	for k, t := range toks {
		if t.kind != tokWord || t.w != "commit" && t.w != "commits" {
			continue
		}
		for j := max(k-3, 0); j < len(toks) && j <= k+3; j++ {
			if j != k && toks[j].kind == tokWord && s.lang.recent[toks[j].w] {
				return true
			}
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
		if hasCommitHash(c.resultHay()) {
			return true
		}
		if !runsCommand("git", "", c) {
			continue
		}
		git = true
		for _, sub := range historySubcommands {
			if runsCommand("git", sub, c) {
				return true
			}
		}
		if a := c.result().args; strings.Contains(a, "head~") || strings.Contains(a, "head^") || strings.Contains(a, "@~") {
			return true // "git diff HEAD~1": the last commit's own change
		}
	}
	return !git
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
