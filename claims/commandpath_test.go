package claims

import "testing"

// TestCommandPathValue: a command a transcript or a claim shows with a
// path after an option ("wc -l src/main.py") is the call's command when
// the call gave the same path, or a longer path it ends (a path is named
// by its suffix); another path after the same option is another command.
func TestCommandPathValue(t *testing.T) {
	shell := [][2]string{{"run_shell", "Run a shell command."}}
	wc := [3]string{"run_shell", `{"command":"wc -l src/main.py"}`, "412 src/main.py"}
	grep := [3]string{"run_shell", `{"command":"grep -c ERROR /var/log/app/api.log"}`, "17"}
	runAnchorCases(t, []anchorCase{
		{"en transcript same path", shell, "how many lines is main.py?", "```\n$ wc -l src/main.py\n412 src/main.py\n```\n412 lines.", [][3]string{wc}, false},
		{"es transcript same path", shell, "¿cuántas líneas tiene main.py?", "```\n$ wc -l src/main.py\n412 src/main.py\n```\nSon 412 líneas.", [][3]string{wc}, false},
		{"de ran same path", shell, "Wie viele Fehler stehen im Log?", "Ich habe `grep -c ERROR /var/log/app/api.log` ausgeführt: 17 Treffer.", [][3]string{grep}, false},
		{"fr ran path suffix", shell, "Combien d'erreurs ?", "J'ai lancé `grep -c ERROR api.log` : 17 lignes.", [][3]string{grep}, false},
		{"pt pipeline with a glob", shell, "O que ocupa mais espaço em /var?", "```\n$ du -sh /var/* | sort -h | tail -1\n2.1G\t/var/lib\n```\nÉ o `/var/lib`.", [][3]string{{"run_shell", `{"command":"du -sh /var/* 2>/dev/null | sort -h | tail -1"}`, "2.1G\t/var/lib"}}, false},
		// negative twins: another path after the same option
		{"en transcript other path", shell, "how many lines is main.py?", "```\n$ wc -l src/util.py\n412 src/util.py\n```\n412 lines.", [][3]string{wc}, true},
		{"de ran other path", shell, "Wie viele Fehler stehen im Log?", "Ich habe `grep -c ERROR /var/log/app/worker.log` ausgeführt: 17 Treffer.", [][3]string{grep}, true},
		{"es ran other file", shell, "¿Cuántos errores hay en el log?", "He ejecutado `grep -c ERROR /var/log/app/web.log` y salen 17 líneas.", [][3]string{grep}, true},
		{"es ran same file", shell, "¿Cuántos errores hay en el log?", "He ejecutado `grep -c ERROR /var/log/app/api.log` y salen 17 líneas.", [][3]string{grep}, false},
	})
}
