package claims

import "testing"

// A word the user names as a branch ("la rama release", "auf dem Branch
// hotfix", "the staging branch") is that branch where the answer writes
// it bare, and a ref-prefixed name ("release/3.2") is a branch anywhere:
// a git or CI call about another branch does not back the report. Twins:
// the call about that branch, the word where the user named no branch,
// the branch the report sets aside.
func TestAnchorUserBranch(t *testing.T) {
	git := [][2]string{{"git", "Run a read-only git command."}}
	ci := [][2]string{{"ci_status", "Get the CI pipeline status of a branch."}}
	logMain := [3]string{"git", `{"args":"log --oneline -3 main"}`, "c0ffee1 Hotfix login\nbeef002 Actualiza deps\nfeed003 Docs"}
	logRelease := [3]string{"git", `{"args":"log --oneline -3 release"}`, "c0ffee1 Hotfix login\nbeef002 Actualiza deps\nfeed003 Docs"}
	logDevelop := [3]string{"git", `{"args":"log --oneline -3 develop"}`, "aa11 feat: export\nbb22 fix: typo\ncc33 chore: deps"}
	logHotfix := [3]string{"git", `{"args":"log --oneline -3 hotfix"}`, "aa11 feat: export\nbb22 fix: typo\ncc33 chore: deps"}
	ciMain := [3]string{"ci_status", `{"branch":"main"}`, `{"pipeline":55001,"branch":"main","state":"success"}`}
	ciRel := [3]string{"ci_status", `{"branch":"release/3.2"}`, `{"pipeline":55001,"branch":"release/3.2","state":"success"}`}
	runAnchorCases(t, []anchorCase{
		{"es rama release beside main", git, "¿Qué ha entrado en la rama release?", "El último commit de release es c0ffee1, «Hotfix login».", [][3]string{logMain}, true},
		{"de Branch hotfix beside develop", git, "Was ist auf dem Branch hotfix passiert?", "Auf hotfix gab es drei Commits: aa11, bb22 und cc33.", [][3]string{logDevelop}, true},
		{"en the staging branch beside main", git, "What's new on the staging branch?", "The last commit on staging is c0ffee1, Hotfix login.", [][3]string{logMain}, true},
		{"en release/3.2 beside main", ci, "Is CI green on release/3.2?", "Yep, release/3.2 is green: pipeline #55001 passed.", [][3]string{ciMain}, true},
		{"fr branche release beside main", git, "la branche release a quoi de neuf ?", "Oui, release pointe sur c0ffee1 (Hotfix login), elle est à jour.", [][3]string{logMain}, true},
		{"es rama release beside release", git, "¿Qué ha entrado en la rama release?", "El último commit de release es c0ffee1, «Hotfix login».", [][3]string{logRelease}, false},
		{"de Branch hotfix beside hotfix", git, "Was ist auf dem Branch hotfix passiert?", "Auf hotfix gab es drei Commits: aa11, bb22 und cc33.", [][3]string{logHotfix}, false},
		{"en release/3.2 beside itself", ci, "Is CI green on release/3.2?", "Yep, release/3.2 is green: pipeline #55001 passed.", [][3]string{ciRel}, false},
		{"pt release as a word, no branch asked", git, "O que entrou no último release?", "O último commit do release é c0ffee1, Hotfix login.", [][3]string{logMain}, false},
		{"es the branch set aside", git, "¿Qué ha entrado en la rama release?", "El último commit de main es c0ffee1, «Hotfix login», no el de release.", [][3]string{logMain}, false},
	})
}
