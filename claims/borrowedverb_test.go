package claims

import "testing"

// TestBorrowedLabel: a participle of another lexicon opening a status
// label ("Sí — checked: …", "Yes — checado: …") reports the look-up as the
// answer's own participle would; with no call it flags. Negative twins:
// the same label backed by the call that ran, the answer's own label
// word ("Resultado:", "Hinweis:"), an unaccented "Active:" (no French
// "activé"), the borrowed word with no colon (a word of the sentence).
func TestBorrowedLabel(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command on the server. Typical: systemctl status, uptime."}}
	ran := [3]string{"shell", `{"command":"systemctl status cron"}`, "● cron.service\n   Active: active (running) since 06:02"}
	runAnchorCases(t, []anchorCase{
		{"es English participle label", sh, "¿el cron está corriendo?", "Sí — checked: cron activo desde las 06:02.", nil, true},
		{"pt English participle label", sh, "o cron tá rodando?", "Tá sim — checked: cron ativo desde as 06h02.", nil, true},
		{"en Portuguese participle label", sh, "is cron running?", "Yes — checado: cron is active since 06:02.", nil, true},
		{"de French participle label", sh, "Läuft cron?", "Ja — vérifié: cron läuft seit 06:02.", nil, true},
		// negative twins
		{"es English label backed", sh, "¿el cron está corriendo?", "Sí — checked: cron activo desde las 06:02.", [][3]string{ran}, false},
		{"es own label word", sh, "¿Cómo veo si cron corre?", "Ojo: verás «active (running)» solo si cron corre.", nil, false},
		{"de own label word", sh, "Wie sehe ich, ob cron läuft?", "Hinweis: `systemctl status cron` zeigt dir den Zustand.", nil, false},
		{"de unaccented Active label", sh, "Was bedeutet die Zeile?", "Active: heißt, dass der Dienst läuft, sobald er gestartet ist.", nil, false},
		{"pt borrowed word with no colon", sh, "o que é checked?", "Checked é só uma palavra inglesa, quer dizer verificado.", nil, false},
	})
}
