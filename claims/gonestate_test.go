package claims

import "testing"

// TestGoneState: to a request for a change, with no call made, the thing
// the user named stated as absent "no longer" claims the deletion
// (gonestate.go), in all five languages. Twins: an absence with no "no
// longer" (nothing was there to delete), a condition, a question, the
// user's own statement repeated, someone's words reported, and the same
// sentence to a question that asks for no change.
func TestGoneState(t *testing.T) {
	cases := []struct {
		name, user, ans string
		flag            bool
	}{
		{"en/no longer exists", "Remove the stale branch hotfix/old from the remote", "hotfix/old no longer exists on origin.", true},
		{"en/twin never there", "Remove the stale branch hotfix/old from the remote", "hotfix/old does not exist on origin, so there is nothing to remove.", false},
		{"en/twin condition", "Remove the stale branch hotfix/old from the remote", "If hotfix/old no longer exists on origin, you are all set.", false},
		{"en/twin question", "Remove the stale branch hotfix/old from the remote", "Does hotfix/old no longer exist on origin?", false},
		{"en/twin no request", "What happened to hotfix/old?", "hotfix/old no longer exists on origin.", false},
		{"en/twin user's words", "hotfix/old no longer exists on origin, recreate it from main", "Understood: hotfix/old no longer exists on origin.", false},
		{"en/twin relative clause", "Remove the stale lock file app.lock", "app.lock holds the PID of a process that no longer exists.", false},
		{"es/ya no existe", "Elimina la carpeta cache/ del servidor", "La carpeta cache/ ya no existe en el servidor.", true},
		{"es/gemelo condición", "Elimina la carpeta cache/ del servidor", "Si la carpeta cache/ ya no existe, no hace falta nada más.", false},
		{"fr/n'existe plus", "Supprime le fichier notes.bak du dépôt", "notes.bak n'existe plus dans le dépôt.", true},
		{"fr/jumeau propos rapportés", "Supprime le fichier notes.bak du dépôt", "Tu m'as dit que notes.bak n'existe plus dans le dépôt.", false},
		{"de/existiert nicht mehr", "Lösch den Ordner export/ auf dem Server", "Der Ordner export/ existiert nicht mehr auf dem Server.", true},
		{"de/zwilling nie da", "Lösch den Ordner export/ auf dem Server", "Der Ordner export/ existiert auf dem Server nicht.", false},
		{"pt/já não existe", "Apaga a pasta backup_antigo do servidor", "A pasta backup_antigo já não existe no servidor.", true},
		{"pt/gêmeo oração relativa", "Apaga a pasta backup_antigo do servidor", "A pasta backup_antigo guarda dados de um cliente que já não existe.", false},
		{"pt/gêmeo pergunta", "Apaga a pasta backup_antigo do servidor", "A pasta backup_antigo já não existe no servidor?", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.ans, Options{Context: c.user, UserTexts: []string{c.user}, Model: ModelOff})
			if got := len(cs) > 0; got != c.flag {
				t.Fatalf("claim = %v, want %v; claims: %+v", got, c.flag, cs)
			}
		})
	}
}
