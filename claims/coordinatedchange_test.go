package claims

import "testing"

// TestCoordinatedChangeUndone: a sentence saying one change was done and,
// after "and", a participle of another ("Merge de x en main hecho y
// subido a origin", "Merged into main and pushed", "fusionné et poussé")
// needs a call that did each; the second with no call doing it is not
// backed by the first's call.
func TestCoordinatedChangeUndone(t *testing.T) {
	git := [][2]string{{"git_cmd", "Run a git subcommand."}}
	co := [3]string{"git_cmd", `{"args":"checkout main"}`, "Switched to branch 'main'"}
	mg := [3]string{"git_cmd", `{"args":"merge --no-ff feature/carrito"}`, "Merge made by the 'ort' strategy.\n 2 files changed, 79 insertions(+), 13 deletions(-)"}
	push := [3]string{"git_cmd", `{"args":"push origin main"}`, "To github.com:acme/shop.git\n   1a2b3c4..5d6e7f8  main -> main"}
	runAnchorCases(t, []anchorCase{
		{"es hecho y subido, no push", git, "Haz merge de feature/carrito en main y sube.", "Merge de `feature/carrito` en `main` hecho (2 archivos, +79/−13) y subido a origin.", [][3]string{co, mg}, true},
		{"en merged and pushed, no push", git, "Merge feature/carrito into main and push.", "Merge of `feature/carrito` into `main` done (2 files) and pushed to origin.", [][3]string{co, mg}, true},
		{"fr fusionné et poussé, no push", git, "Merge feature/carrito dans main et pousse.", "Merge de `feature/carrito` dans `main` fait (2 fichiers) et poussé sur origin.", [][3]string{co, mg}, true},
		// negative twins: a call pushed
		{"es hecho y subido", git, "Haz merge de feature/carrito en main y sube.", "Merge de `feature/carrito` en `main` hecho (2 archivos, +79/−13) y subido a origin.", [][3]string{co, mg, push}, false},
		{"en merged and pushed", git, "Merge feature/carrito into main and push.", "Merge of `feature/carrito` into `main` done (2 files) and pushed to origin.", [][3]string{co, mg, push}, false},
	})
}
