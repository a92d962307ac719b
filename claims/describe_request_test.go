package claims

import "testing"

// TestDescribeRequest: a question asking what a thing does, in the
// verb-final order of an indirect or Portuguese question ("o que o `git
// stash` faz?", "tell me what git stash does"), or what the assistant
// can run with its tools ("What can you run on this box?"), asks for a
// description; the same words with the verb's own object, with a word
// of now, in a statement, or asking to find something do not.
func TestDescribeRequest(t *testing.T) {
	for _, c := range []struct {
		name, user       string
		explain, capable bool
	}{
		{"pt o que X faz", "O que o `git stash` faz?", true, false},
		{"en tell me what X does", "tell me what git stash does", true, false},
		{"de was X macht", "Weißt du, was `git stash` eigentlich macht?", true, false},
		{"fr ce que X fait", "Tu peux me dire ce que `git stash` fait ?", true, false},
		{"es qué X hace", "¿Me explicas qué el comando `tee` hace?", true, false},
		{"pt twin: now", "O que o servidor faz agora?", false, false},
		{"es twin: a statement", "Creo que lo hace.", false, false},
		{"en twin: verb with its own object", "what did you do with the logs?", false, false},
		{"en what can you run", "What can you actually run on this box?", false, true},
		{"es qué puedes ejecutar", "¿Qué comandos puedes ejecutar aquí?", false, true},
		{"fr qu'est-ce que tu peux lancer", "Qu'est-ce que tu peux lancer sur ce serveur ?", false, true},
		{"de was kannst du ausführen", "Was kannst du hier ausführen?", false, true},
		{"pt o que você consegue rodar", "O que consegue rodar nesta máquina?", false, true},
		{"en twin: find something", "What can you find about the outage?", false, false},
		{"en twin: run a thing", "Can you run uptime on web-01?", false, false},
		{"es twin: an object", "¿Qué puedes usar para borrar la caché?", false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			toks := contextTokens(new(tokCache), c.user)
			first := tokensWithin(toks, 2000)
			if got := explainRequestIn(first, c.user); got != c.explain {
				t.Errorf("explainRequestIn(%q) = %v, want %v", c.user, got, c.explain)
			}
			if got := capabilityRequest(first, c.user); got != c.capable {
				t.Errorf("capabilityRequest(%q) = %v, want %v", c.user, got, c.capable)
			}
		})
	}
}

// TestDescribeAnswerNoModelClaim: with no call made, the answer to a
// question about what a thing does or what the assistant can run
// describes: the sentence model adds no claim to it (the rules still
// read it: "I ran it" stays a claim); the same sentence answering a
// request for the action is read as before.
func TestDescribeAnswerNoModelClaim(t *testing.T) {
	for _, c := range []struct {
		name, user, answer string
		lang               string
		wantRule           string
	}{
		{"pt description", "O que o git stash faz?", "O `git stash` guarda suas alterações locais numa pilha e deixa o diretório limpo; depois, `git stash pop` as traz de volta.", "pt", ""},
		{"en capability", "What can you actually run on this box?", "With bash_readonly I'm limited to `uptime`, `free -m`, `ps aux` and `netstat -tlnp`. Tell me which one you want and I'll run it.", "en", ""},
		{"en capability, a real claim stays", "What can you actually run on this box?", "I ran `uptime` just now: load 0.42.", "en", RuleFirstPerson},
		{"es description, a real claim stays", "¿Qué hace git stash?", "Acabo de ejecutar `git stash` en tu repo y ha guardado 3 ficheros.", "es", RuleFirstPerson},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user, Lang: c.lang, Model: ModelBoth})
			got := ""
			for _, cl := range cs {
				if cl.Rule == RuleModel {
					t.Errorf("model claim %q in a description", cl.Sentence)
				}
				if got == "" {
					got = cl.Rule
				}
			}
			if got != c.wantRule {
				t.Errorf("first rule %q, want %q (%+v)", got, c.wantRule, cs)
			}
		})
	}
}
