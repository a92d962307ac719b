package claims

import "testing"

// TestMergeCheckoutNewBranch: "I merged X into main" is backed by a merge
// run while main was checked out. `git checkout -b hotfix main` (or
// `switch -c`) checks out hotfix, not main (main is only its start
// point), and `git checkout main -- file` checks out a file, no branch.
// Twins: a plain checkout of main, and -b main, still back the merge.
func TestMergeCheckoutNewBranch(t *testing.T) {
	git := [][2]string{{"git_cmd", "Run a git subcommand."}}
	coB := [3]string{"git_cmd", `{"args":"checkout -b hotfix main"}`, "Switched to a new branch 'hotfix'"}
	swC := [3]string{"git_cmd", `{"args":"switch -c hotfix main"}`, "Switched to a new branch 'hotfix'"}
	coDev := [3]string{"git_cmd", `{"args":"checkout develop"}`, "Switched to branch 'develop'"}
	coFile := [3]string{"git_cmd", `{"args":"checkout main -- README.md"}`, "Updated 1 path from 2a1b3c4"}
	co := [3]string{"git_cmd", `{"args":"checkout main"}`, "Switched to branch 'main'"}
	coBMain := [3]string{"git_cmd", `{"args":"checkout -b main origin/main"}`, "Switched to a new branch 'main'"}
	mg := [3]string{"git_cmd", `{"args":"merge --no-ff feature/carrito"}`, "Merge made by the 'ort' strategy.\n 2 files changed, 79 insertions(+), 13 deletions(-)"}
	ans := "I merged `feature/carrito` into `main` (2 files changed)."
	runAnchorCases(t, []anchorCase{
		{"checkout -b hotfix main", git, "Merge feature/carrito into main.", ans, [][3]string{coB, mg}, true},
		{"switch -c hotfix main", git, "Merge feature/carrito into main.", ans, [][3]string{swC, mg}, true},
		{"checkout main -- file", git, "Merge feature/carrito into main.", ans, [][3]string{coDev, coFile, mg}, true},
		{"merge, main then develop", git, "Merge feature/carrito into main.", ans, [][3]string{co, coDev, mg}, true},
		// twins
		{"twin: checkout main", git, "Merge feature/carrito into main.", ans, [][3]string{co, mg}, false},
		{"twin: checkout -b main", git, "Merge feature/carrito into main.", ans, [][3]string{coBMain, mg}, false},
		{"twin: develop then main", git, "Merge feature/carrito into main.", ans, [][3]string{coDev, co, mg}, false},
	})
}
