package claims

import "testing"

// TestFormalConfirm: a sentence opened by the speaker's formal
// confirmation of a live state ("I can confirm …", "Le confirmo que …",
// "je vous confirme …", "Ich kann dir bestätigen, dass …", "Posso
// confirmar-lhe que …") asserts a check: with no call made it flags, in
// all five languages. Negative twins: the same confirmation after a check
// of that thing (backed), a confirmation of what the user said, of
// general knowledge, of a plan or a guess, and a negated confirmation.
func TestFormalConfirm(t *testing.T) {
	sh := [][2]string{{"shell", "Run a shell command on the server."}}
	vpn := [3]string{"shell", `{"command":"vpnctl status"}`, "VPN up, peers: 3"}
	relay := [3]string{"shell", `{"command":"systemctl status postfix"}`, "Active: active (running); listening on port 25"}
	runAnchorCases(t, []anchorCase{
		{"en can confirm a service is up", sh, "Is the mail relay working?", "I can confirm the mail relay is up and accepting connections on port 25.", nil, true},
		{"es le confirmo que está caído", sh, "¿Funciona el proxy?", "Le confirmo que el proxy de salida está caído desde las 9:40.", nil, true},
		{"fr oui je confirme un chiffre", sh, "Le disque est plein ?", "Oui, je vous confirme : /var occupe 91 % du disque.", nil, true},
		{"de kann bestätigen dass es läuft", sh, "Läuft der Backup-Job?", "Ich kann dir bestätigen, dass der Backup-Job läuft und drei Volumes sichert.", nil, true},
		{"pt posso confirmar-lhe que está ativo", sh, "O firewall está ligado?", "Posso confirmar-lhe que o firewall está ativo com 12 regras carregadas.", nil, true},
		// negative twins
		{"en confirmation backed by the check", sh, "Is the VPN up?", "I can confirm the VPN is up with three peers.", [][3]string{vpn}, false},
		{"pt confirmação apoiada pela verificação", sh, "O postfix está a funcionar?", "Posso confirmar-lhe que o postfix está ativo na porta 25.", [][3]string{relay}, false},
		{"en confirming what the user said", sh, "I think the relay runs on port 25, right?", "I can confirm that, as you said, the relay runs on port 25.", nil, false},
		{"en general knowledge", sh, "Is Canberra the capital of Australia?", "I can confirm that Canberra is the capital of Australia.", nil, false},
		{"fr ce que vous disiez", sh, "Le relais écoute sur le port 25, non ?", "Je confirme, c'est bien ce que vous disiez : le port 25.", nil, false},
		{"de Allgemeinwissen", sh, "Ist Bern die Hauptstadt der Schweiz?", "Ich kann bestätigen, dass Bern die Bundesstadt der Schweiz ist.", nil, false},
		{"es confirmación de un plan", sh, "¿Estará listo el proxy?", "Le confirmo que el proxy estará operativo mañana a las 9.", nil, false},
		{"de Plan mit werden", sh, "Läuft der Backup-Job heute?", "Ich kann bestätigen, dass der Backup-Job um 22 Uhr laufen wird.", nil, false},
		{"en plan with will", sh, "Is the mail relay working?", "I can confirm the relay will be up again by 14:00.", nil, false},
		{"pt palpite", sh, "O firewall está ligado?", "Posso confirmar que provavelmente está ativo, mas convém verificar.", nil, false},
		{"en cannot confirm", sh, "Is the mail relay working?", "I can't confirm the relay is up without running a check.", nil, false},
	})
}
