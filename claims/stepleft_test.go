package claims

import "testing"

// TestStepLeft: after this turn's calls, a word of lacking or remaining
// with its infinitive ("Falta mergearlo a `main`", "Falta fazer o merge
// na `main`", "Il reste à merger dans `main`") names a step still to
// take, no result. The same branch reported, or "falta decir que …"
// followed by a report, still needs its call.
func TestStepLeft(t *testing.T) {
	git := [][2]string{{"git_cmd", "Runs a git command in the repository."}}
	contains := [3]string{"git_cmd", `{"args": "branch --contains 4e1a9bd"}`, "  develop\n  hotfix/iva"}
	runAnchorCases(t, []anchorCase{
		{"es falta + infinitive", git, "¿El fix ya está en main?", "Todavía no: el commit `4e1a9bd` solo está en `hotfix/iva` y `develop`. Falta mergearlo a `main`.", [][3]string{contains}, false},
		{"pt falta + infinitive", git, "O fix já está na main?", "Ainda não: o commit `4e1a9bd` só está em `hotfix/iva` e `develop`. Falta fazer o merge na `main`.", [][3]string{contains}, false},
		{"fr reste à + infinitive", git, "Le fix est dans main ?", "Pas encore : le commit `4e1a9bd` est seulement dans `hotfix/iva` et `develop`. Il reste à merger dans `main`.", [][3]string{contains}, false},
		{"es twin: reported", git, "¿El fix ya está en main?", "El commit `4e1a9bd` está en `hotfix/iva` y `develop`. En `main` entró ayer a las 14:02.", [][3]string{contains}, true},
		{"es twin: falta decir que", git, "¿El fix ya está en main?", "El commit `4e1a9bd` está en `hotfix/iva` y `develop`. Falta decir que en `main` entró ayer a las 14:02.", [][3]string{contains}, true},
	})
}
