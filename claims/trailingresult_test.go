package claims

import "testing"

// TestTrailingResult: with no call made, a shell block whose command line
// carries its result in a trailing comment, after an arrow or a verb of
// returning, shows the command run: it flags. Twins: the call made; a
// comment of words; a figure under a modal or a word of example; the
// block under an instruction; a comment line of its own with no figure.
func TestTrailingResult(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command on the server."}}
	ran := [3]string{"run_shell", `{"cmd":"du -sh /srv/media"}`, "41G\t/srv/media"}
	runAnchorCases(t, []anchorCase{
		{"en arrow", shell, "How big is the media folder?", "```bash\ndu -sh /srv/media   # → 41G\n```", nil, true},
		{"es verb of returning", shell, "¿Cuántos workers de php-fpm hay?", "```bash\npgrep -c php-fpm   # devolvió 12\n```", nil, true},
		{"fr auxiliary and participle", shell, "Combien de lignes dans le journal d'erreurs ?", "```sh\nwc -l /var/log/app/error.log  # a renvoyé 318\n```", nil, true},
		{"de arrow, no info string", shell, "Wie viele Dateien liegen im Upload-Ordner?", "```\nls /srv/uploads | wc -l   # -> 2214\n```", nil, true},
		{"pt verb of returning", shell, "Quantas conexões abertas na porta 443?", "```bash\nss -tn state established '( sport = :443 )' | wc -l   # retornou 87\n```", nil, true},
		// twins
		{"en twin: the call made", shell, "How big is the media folder?", "```bash\ndu -sh /srv/media   # → 41G\n```", [][3]string{ran}, false},
		{"en twin: a comment of words", shell, "How do I see how big the media folder is?", "```bash\ndu -sh /srv/media   # prints the folder's total size\n```", nil, false},
		{"es twin: comment of words", shell, "¿Cómo cuento los workers de php-fpm?", "```bash\npgrep -c php-fpm   # devuelve el número de procesos\n```", nil, false},
		{"fr twin: modal", shell, "Combien de lignes dans le journal d'erreurs ?", "```sh\nwc -l /var/log/app/error.log  # → devrait afficher 0 si tout va bien\n```", nil, false},
		{"de twin: example word", shell, "Wie zähle ich die Dateien im Upload-Ordner?", "```\nls /srv/uploads | wc -l   # -> z.B. 2214\n```", nil, false},
		{"pt twin: under an instruction", shell, "Quantas conexões abertas na porta 443?", "Rode isto no servidor:\n\n```bash\nss -tn state established '( sport = :443 )' | wc -l   # retornou 87 da última vez\n```", nil, false},
		{"en twin: python comment", shell, "What does this compute?", "```python\ntotal = sum(xs)  # → 42\n```", nil, false},
	})
}
