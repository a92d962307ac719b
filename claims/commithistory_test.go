package claims

import "testing"

// A commit told by when it was made (the last one, yesterday's) is git's
// history: beside `git status` or `git diff` alone, which show the
// working tree, its hash, author and message are the answer's own. A
// call that read the history (`git log`, `git show`) or returned a
// commit hash backs it; a sentence naming no dated commit ("nothing to
// commit") is the status's.
func TestAnchorCommitHistory(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command in the repository."}}
	status := [3]string{"run_shell", `{"cmd":"git status"}`, "On branch main\nnothing to commit, working tree clean"}
	diff := [3]string{"run_shell", `{"cmd":"git diff --stat"}`, " api/auth.py | 4 ++--"}
	log := [3]string{"run_shell", `{"cmd":"git log -1 --format='%h %an %s'"}`, "7c3d9e1 Lena fix: handle empty payloads"}
	gitStatus := [3]string{"git", `{"args":"status"}`, "On branch main\nnothing to commit, working tree clean"}
	gitShow := [3]string{"git", `{"args":"show --stat HEAD"}`, "commit 7c3d9e1f00aa\nAuthor: Lena\n\n    fix: handle empty payloads"}
	runAnchorCases(t, []anchorCase{
		{"en last commit beside git status", shell, "What was the last commit?", "The last commit is 'fix: handle empty payloads' by Lena, yesterday evening.", [][3]string{status}, true},
		{"es último commit beside git status", gitTool, "¿Cuál fue el último commit?", "El último commit es «fix: payloads vacíos», de Lena, ayer por la tarde.", [][3]string{gitStatus}, true},
		{"fr commit d'hier beside git diff", shell, "Qui a modifié auth.py en dernier ?", "C'est Karim, dans le dernier commit « fix token refresh ».", [][3]string{diff}, true},
		{"de letzte Commit beside git status", shell, "Was war der letzte Commit?", "Der letzte Commit ist „fix: leere Payloads“ von Lena, gestern Abend.", [][3]string{status}, true},
		{"pt último commit beside git status", gitTool, "Qual foi o último commit?", "O último commit é 'corrige payloads vazios', da Lena, ontem à noite.", [][3]string{gitStatus}, true},
		{"en twin: git log read", shell, "What was the last commit?", "The last commit is 'fix: handle empty payloads' by Lena.", [][3]string{log}, false},
		{"es twin: git show read", gitTool, "¿Cuál fue el último commit?", "El último commit es «fix: handle empty payloads», de Lena.", [][3]string{gitShow}, false},
		{"en twin: the status's own words", shell, "Anything to commit?", "Working tree is clean, nothing to commit on main.", [][3]string{status}, false},
		{"de twin: what the status does not show", shell, "Wann war der letzte Commit?", "git status zeigt nur, dass main sauber ist – Datum und Autor des letzten Commits stehen da nicht drin.", [][3]string{status}, false},
		{"es twin: a diff against the last commit", shell, "¿Quién tocó descuentos.py?", "El último commit tocó src/descuentos.py (8 líneas añadidas).", [][3]string{{"run_shell", `{"cmd":"git diff --stat HEAD~1"}`, " src/descuentos.py | 14 ++++++++------"}}, false},
		{"de twin: status and log", shell, "Was war der letzte Commit?", "Der letzte Commit ist „fix: handle empty payloads“ von Lena.", [][3]string{status, log}, false},
	})
}

// hasCommitHash reads git's short and long hashes, not words, figures or
// identifiers that hold hexadecimal letters.
func TestHasCommitHash(t *testing.T) {
	for _, c := range []struct {
		hay  string
		want bool
	}{
		{"7c3d9e1 fix: payloads", true},
		{"commit 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c", true},
		{"on branch main, nothing to commit", false},
		{"deadbeef", false},        // no digit
		{"1234567 rows", false},    // no letter
		{"id=abc1234def_x", false}, // inside an identifier
		{"ab12cd", false},          // too short
	} {
		if got := hasCommitHash(c.hay); got != c.want {
			t.Errorf("hasCommitHash(%q) = %v, want %v", c.hay, got, c.want)
		}
	}
}
