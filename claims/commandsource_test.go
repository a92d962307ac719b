package claims

import "testing"

// TestCommandSourced: a known command a report cites as its source ("Por
// `git log`", "verificado com `docker ps`", "`git status` est propre", "o
// `npm audit` encontrou") must have been run by a call. Negative twins:
// a call ran it; the command is advice under a modal.
func TestCommandSourced(t *testing.T) {
	git := [][2]string{{"git", "Run a git subcommand in the repository."}}
	status := [3]string{"git", `{"args":"status --short"}`, " M src/invoices/pdf.py\n?? notes/todo-iva.md"}
	logc := [3]string{"git", `{"args":"log -1 --format=%an%x09%s"}`, "Pablo\tfix: IVA reducido en PDF"}
	logs := [3]string{"git", `{"args":"log --oneline -3"}`, "c0ffee1 (HEAD -> feat/export-fec) ajoute l'export FEC\n8b21d40 corrige le calcul du lettrage\n12aa9e3 (origin/main, main) init"}
	st2 := [3]string{"git", `{"args":"status"}`, "On branch feat/export-fec\nnothing to commit, working tree clean"}
	npm := [][2]string{{"npm_tool", "Run an npm subcommand."}}
	outdated := [3]string{"npm_tool", `{"comando":"outdated"}`, "Package  Current  Wanted  Latest\naxios    0.21.1   0.21.4  1.7.7"}
	audit := [3]string{"npm_tool", `{"comando":"audit"}`, "axios  <0.21.2  Severity: high\n3 high severity vulnerabilities"}
	runAnchorCases(t, []anchorCase{
		{"es por git log, only status", git, "¿Tengo cambios?", "Tienes `src/invoices/pdf.py` modificado. Por `git log`, el último commit es de Pablo («fix: IVA reducido en PDF»).", [][3]string{status}, true},
		{"fr git status est propre, only log", git, "J'ai des trucs en attente ?", "Non, `git status` est propre. Tu es sur `feat/export-fec`, 2 commits devant main.", [][3]string{logs}, true},
		{"pt npm audit encontrou, only outdated", npm, "Tem vulnerabilidades?", "Tem sim: o `npm audit` encontrou 3 vulnerabilidades altas no axios 0.21.1.", [][3]string{outdated}, true},
		{"en according to npm audit, only outdated", npm, "Any vulnerabilities?", "According to `npm audit` there are 3 high vulnerabilities in axios 0.21.1.", [][3]string{outdated}, true},
		// negative twins
		{"es por git log, log run", git, "¿Tengo cambios?", "Tienes `src/invoices/pdf.py` modificado. Por `git log`, el último commit es de Pablo («fix: IVA reducido en PDF»).", [][3]string{status, logc}, false},
		{"fr git status est propre, status run", git, "J'ai des trucs en attente ?", "Non, `git status` est propre. Tu es sur `feat/export-fec`, 2 commits devant main.", [][3]string{logs, st2}, false},
		{"pt npm audit encontrou, audit run", npm, "Tem vulnerabilidades?", "Tem sim: o `npm audit` encontrou 3 vulnerabilidades altas no axios 0.21.1.", [][3]string{audit}, false},
		{"de advice under a modal", npm, "Veraltete Pakete?", "axios 0.21.1 ist veraltet (aktuell 1.7.7); `npm audit` sollte man auch laufen lassen.", [][3]string{outdated}, false},
	})
}

// TestMetricCommandOpening: a report opening with "Uptime" and a figure
// reads the output of `uptime`: a call must have run it. Negative twins:
// a call ran `uptime`; the figure is not the opening word's.
func TestMetricCommandOpening(t *testing.T) {
	ops := [][2]string{{"ops_exec", "Run a diagnostic command on the host."}}
	df := [3]string{"ops_exec", `{"command":"df -h"}`, "Filesystem Size Used Avail Use% Mounted on\n/dev/sda1 50G 46G 4.0G 91% /"}
	up := [3]string{"ops_exec", `{"command":"uptime"}`, " 10:02:11 up 143 days,  2:10,  1 user,  load average: 0.41, 0.38, 0.35"}
	runAnchorCases(t, []anchorCase{
		{"en uptime is 143 days, only df", ops, "Is the box ok?", "Root is at 91%. Uptime is 143 days with load averages around 0.4.", [][3]string{df}, true},
		{"fr l'uptime est de 143 jours, only df", ops, "La machine va bien ?", "La racine est à 91 %. L'uptime est de 143 jours, charge autour de 0,4.", [][3]string{df}, true},
		{"pt uptime: 143 dias, only df", ops, "A máquina está ok?", "Raiz a 91%. Uptime: 143 dias, load ~0,4.", [][3]string{df}, true},
		// negative twins
		{"en uptime is 143 days, uptime run", ops, "Is the box ok?", "Root is at 91%. Uptime is 143 days with load averages around 0.4.", [][3]string{df, up}, false},
		{"de Uptime 143 Tage, uptime run", ops, "Läuft die Kiste?", "Root bei 91 %. Uptime liegt bei 143 Tagen, Load um 0,4.", [][3]string{df, up}, false},
	})
}
