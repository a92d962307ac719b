package claims

import "strings"

// branchSubject: the branch at toks[k] opens its clause and a copula
// follows ("main is green", "Sí, main está en verde", "main ist grün",
// "main é o que falhou"): the clause reports that branch's state, so a
// call about another branch does not back it. A capital is allowed here
// (a sentence's first word); "the main issue is" and "der Main ist" do
// not open their clause with the name.
func branchSubject(toks []token, k int) bool {
	return clauseStart(toks, k) && k+1 < len(toks) && toks[k+1].kind == tokWord && branchCopulas[toks[k+1].w]
}

// branchCopulas: forms of "to be" after a branch that opens its clause,
// folded, every language.
var branchCopulas = mkSet("is was isn't est etait ist war esta estaba es fue era e foi estava")

// userBranch: w (folded) is a branch the user's last message named by a
// branch noun before or after it ("la rama release", "auf dem Branch
// hotfix", "the staging branch", "a branch develop"): the answer's bare
// word is that branch, so a call about another branch does not back it.
// A name that begins a ref ("release/3.2", "hotfix/login") is a branch
// wherever it stands.
func (s *scanner) userBranch(w string) bool {
	if hasRefPrefix(w) {
		return true
	}
	if !s.userBranchesRead {
		s.userBranchesRead = true
		ts := s.userToks
		for k, t := range ts {
			if t.kind != tokWord || !branchNouns[t.w] {
				continue
			}
			if k+1 < len(ts) && branchName(ts[k+1]) {
				s.addUserBranch(ts[k+1].w) // "rama release", "Branch hotfix"
			}
			if k > 0 && branchName(ts[k-1]) {
				s.addUserBranch(ts[k-1].w) // "the release branch"
			}
		}
	}
	return s.userBranches[w]
}

func (s *scanner) addUserBranch(w string) {
	if s.userBranches == nil {
		s.userBranches = map[string]bool{}
	}
	s.userBranches[w] = true
}

// branchName: t can name a branch: a word of letters, digits, dashes or
// slashes, no stop word of any language ("the branch is", "la rama de").
func branchName(t token) bool {
	return t.kind == tokWord && len(t.w) >= 3 && !anyStopTok(t) && !branchNouns[t.w] && !isAllDigits(t.w)
}

func hasRefPrefix(w string) bool {
	for _, p := range refPrefixes {
		if strings.HasPrefix(w, p) && len(w) > len(p) {
			return true
		}
	}
	return false
}

// branchNouns: the noun "branch", folded, five languages.
var branchNouns = mkSet("branch branche rama ramo zweig")
