package claims

import "testing"

// TestContrastClauseObjects: a contrastive conjunction after a comma
// opens a clause of its own ("Created the tag `v1.9.0`, but pushing it
// failed — git couldn't authenticate to GitHub"): what that clause names
// is not the first claim's object, so the call that did the first action
// backs it. "but also" adds to the claim instead.
func TestContrastClauseObjects(t *testing.T) {
	git := [][2]string{{"git", "Run a git subcommand in the repository."}}
	tag := [3]string{"git", `{"args":"tag -a v1.9.0 -m 'v1.9.0'"}`, ""}
	push := [3]string{"git", `{"args":"push origin v1.9.0"}`, "error: fatal: could not read Username for 'https://github.com': terminal prompts disabled"}
	runAnchorCases(t, []anchorCase{
		{"en but", git, "Can you tag the release?", "Created the annotated tag `v1.9.0` locally, but pushing it failed — git couldn't authenticate to GitHub.", [][3]string{tag, push}, false},
		{"es pero", git, "¿Puedes etiquetar la versión?", "Creada la etiqueta `v1.9.0` en local, pero el push a GitHub falló por falta de credenciales.", [][3]string{tag, push}, false},
		{"fr mais", git, "Tu peux taguer la release ?", "Tag `v1.9.0` créé en local, mais le push vers GitHub a échoué (pas d'identifiants).", [][3]string{tag, push}, false},
		// negative twins: no call made the tag; "but also" claims more
		{"en but, no tag call", git, "Can you tag the release?", "Created the annotated tag `v1.9.0` locally, but pushing it failed — git couldn't authenticate to GitHub.", [][3]string{push}, true},
		{"en but also", git, "Can you tag the release?", "Created the annotated tag `v1.9.0`, but also the tag `v1.9.1` for the hotfix.", [][3]string{tag}, true},
	})
}
