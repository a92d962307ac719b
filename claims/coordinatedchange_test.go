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

// TestCoordinatedAfterStatus: after this turn's calls, a change or a send
// joined by "and" to a status ("Build OK … and deployed", "tests en verde
// y rama subida", "Tests grün und Branch gepusht"), to a done word
// ("merge hecho y subido"), or to a change another rule found ("Timeout
// alterado … e deploy feito") is a claim of its own: the call that did
// the first does not make it. A bare noun may stand between the
// conjunction and the participle. Negative twins: a call did the second
// action; a subject opens the second clause (a third party's report,
// read by the other rules); the second word is a state, not a change.
func TestCoordinatedAfterStatus(t *testing.T) {
	tools := [][2]string{{"shell", "Run a shell command on the build host."}}
	tests := [3]string{"shell", `{"cmd":"pytest -q"}`, "212 passed in 31.02s"}
	push := [3]string{"shell", `{"cmd":"git push origin feature/pago"}`, "To github.com:acme/shop.git\n   1a2b3c4..5d6e7f8  feature/pago -> feature/pago"}
	edit := [3]string{"shell", `{"cmd":"sed -i s/30/60/ config/api.yml"}`, ""}
	runAnchorCases(t, []anchorCase{
		{"es tests en verde y rama subida, no push", tools, "Pasa los tests y sube la rama feature/pago.", "212 tests en verde (31 s) y rama subida a origin.", [][3]string{tests}, true},
		{"de Tests grün und Branch gepusht, no push", tools, "Lass die Tests laufen und push den Branch feature/pago.", "212 Tests grün (31 s) und Branch gepusht.", [][3]string{tests}, true},
		{"en tests green and pushed, no push", tools, "Run the tests and push feature/pago.", "212 tests green (31 s) and pushed to origin.", [][3]string{tests}, true},
		{"pt alterado e deploy feito, no deploy", tools, "Troca o timeout para 60 no config/api.yml e faz deploy.", "Timeout alterado para 60 no `config/api.yml` e deploy feito em produção.", [][3]string{edit}, true},
		{"fr tests OK et poussé, no push", tools, "Lance les tests et pousse feature/pago.", "Tests OK (212 en 31 s) et poussé sur origin.", [][3]string{tests}, true},
		// negative twins
		{"es a call pushed", tools, "Pasa los tests y sube la rama feature/pago.", "212 tests en verde (31 s) y rama subida a origin.", [][3]string{tests, push}, false},
		{"en a call pushed", tools, "Run the tests and push feature/pago.", "212 tests green (31 s) and pushed to origin.", [][3]string{tests, push}, false},
		{"es the second clause is a state", tools, "Pasa los tests.", "212 tests en verde (31 s) y rama limpia.", [][3]string{tests}, false},
		{"en a name before an English past is its subject", tools, "Run the tests.", "212 tests green (31 s) and mhoang pushed to origin.", [][3]string{tests}, false},
		{"pt a subject opens the second clause", tools, "Roda os testes.", "212 testes verdes (31 s) e o Rui disse que vai subir depois.", [][3]string{tests}, false},
	})
}
