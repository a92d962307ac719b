package claims

import "testing"

// A command written in prose with its subcommand as the subject of a verb
// of showing ("git log shows", "git log zeigt", "git log muestra") is the
// source of what follows: some call must have run it. Twins: the call
// that ran it, and the program's name alone ("git shows").
func TestAnchorProseCommandShows(t *testing.T) {
	git := [][2]string{{"git", "Run a read-only git command."}}
	status := [3]string{"git", `{"args":"status"}`, "On branch feature/export\nnothing to commit, working tree clean"}
	log := [3]string{"git", `{"args":"log -1"}`, "a41c9e2 Fix null check (Dana, 3 hours ago)"}
	runAnchorCases(t, []anchorCase{
		{"en git log shows beside status", git, "what's the state of the branch?", "Working tree is clean on feature/export, and git log shows the last commit was yours from this morning.", [][3]string{status}, true},
		{"es git log muestra beside status", git, "¿cómo está la rama?", "El árbol de feature/export está limpio, y git log muestra que el último commit es tuyo de esta mañana.", [][3]string{status}, true},
		{"de git log zeigt beside status", git, "Wie steht der Branch?", "Der Arbeitsbaum auf feature/export ist sauber, und git log zeigt den letzten Commit von heute früh.", [][3]string{status}, true},
		{"en git log shows beside both", git, "what's the state of the branch?", "Working tree is clean on feature/export, and git log shows the last commit was yours from this morning.", [][3]string{status, log}, false},
		{"de git log zeigt beside both", git, "Wie steht der Branch?", "Der Arbeitsbaum auf feature/export ist sauber, und git log zeigt den letzten Commit von heute früh.", [][3]string{status, log}, false},
	})
}
