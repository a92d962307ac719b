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

// TestDashEndsFinding: after an opening participle and a colon
// ("Gefunden: `php8.2-fpm` ist inactive – nginx kann nichts
// weiterreichen"), a dash ends what was found: the clause after it
// explains, its names are no object the call must name.
func TestDashEndsFinding(t *testing.T) {
	sh := [][2]string{{"shell_exec", "Run a shell command on a host."}}
	st := [3]string{"shell_exec", `{"command":"systemctl is-active php8.2-fpm","host":"web02"}`, "inactive"}
	runAnchorCases(t, []anchorCase{
		{"de gefunden, dash", sh, "Warum liefert web02 502er?", "Gefunden: `php8.2-fpm` ist auf web02 inactive – nginx kann nichts an PHP weiterreichen.", [][3]string{st}, false},
		{"es encontrado, dash", sh, "¿Por qué web02 da 502?", "Encontrado: `php8.2-fpm` está inactive en web02 — nginx no puede pasar nada a PHP.", [][3]string{st}, false},
		// negative twin: the finding itself names another service
		{"de gefunden, other service", sh, "Warum liefert web02 502er?", "Gefunden: `php8.1-fpm` ist auf web02 inactive – nginx kann nichts an PHP weiterreichen.", [][3]string{st}, true},
	})
}
