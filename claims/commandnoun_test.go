package claims

import "testing"

// TestCommandWordAsNoun: a program's name used as a word of the sentence
// is no command line a call must have run: after a determiner, bare of
// its subcommand ("del cargo ch_9XkT2": Spanish "cargo" is a charge), or
// as a unit after a figure, approximated or not ("sur ~8 Go"). Written as
// a command ("He ejecutado cargo test", "I ran `go test`") it still is one.
func TestCommandWordAsNoun(t *testing.T) {
	stripe := [][2]string{{"stripe_refund", "Refund a Stripe charge."}}
	refund := [3]string{"stripe_refund", `{"charge_id":"ch_9XkT2","amount":"2500"}`, `{"id":"re_1Q4a","status":"succeeded","amount":2500}`}
	diag := [][2]string{{"diag_exec", "Run a diagnostic command on a host: free -m, df -h, uptime."}}
	free := [3]string{"diag_exec", `{"hote":"app-04","cmd":"free -m"}`, "       total   used   free\nMem:    7951   7412    312"}
	shell := [][2]string{{"run_shell", "Run a shell command."}}
	npm := [3]string{"run_shell", `{"command":"npm test"}`, "14 passing"}
	runAnchorCases(t, []anchorCase{
		{"es del cargo", stripe, "Devuelve 25 € del cargo ch_9XkT2.", "Reembolso hecho: 25,00 € devueltos del cargo ch_9XkT2 (re_1Q4a, estado succeeded).", [][3]string{refund}, false},
		{"pt do cargo", stripe, "Estorna 25 € da cobrança ch_9XkT2.", "Reembolso feito: 25,00 € devolvidos do cargo ch_9XkT2 (re_1Q4a).", [][3]string{refund}, false},
		{"fr ~8 Go", diag, "La mémoire de app-04 est OK ?", "Pas vraiment : `free -m` sur app-04 donne 312 Mo libres sur ~8 Go.", [][3]string{free}, false},
		// negative twins: the program written as a command that no call ran
		{"es ejecutado cargo test", shell, "¿Pasan los tests?", "He ejecutado cargo test y pasan los 14.", [][3]string{npm}, true},
		{"en ran go test", shell, "Do the tests pass?", "I ran `go test ./...` and all 14 pass.", [][3]string{npm}, true},
		{"fr lancé cargo build", shell, "Ça compile ?", "J'ai lancé cargo build, ça compile.", [][3]string{npm}, true},
	})
}
