package claims

import "testing"

// backedAnswer finds the answer's claims after calls and backs them with
// calls: whether every claim is backed (and how many there are).
func backedAnswer(t *testing.T, user, answer string, calls []Call) (bool, int) {
	t.Helper()
	cs := FindWith(answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user})
	Back(cs, calls)
	backed := true
	for _, cl := range cs {
		backed = backed && cl.Backed
		t.Logf("  %s %q objs=%v backed=%v %s", cl.Rule, cl.Cue, cl.Objects, cl.Backed, cl.Why)
	}
	return backed, len(cs)
}

// TestCompoundHead: a German compound whose head is an
// identifier ("#ops-Kanal", "@example.org-Adresse", "db-01-Server")
// names the identifier, which the call holds; a plain word before the
// dash names nothing new.
func TestCompoundHead(t *testing.T) {
	post := Call{ID: "c1", Tool: "post_message", Args: `{"channel":"#ops","text":"Wartung heute 22 Uhr."}`, Result: `{"ok":true}`, Status: Verified, Kinds: []string{KindSend}, Receipt: "r1"}
	restart := Call{ID: "c2", Tool: "run_shell", Args: `{"host":"db-01","cmd":"systemctl restart postgresql"}`, Result: `ok`, Status: Verified, Kinds: []string{KindRun}, Receipt: "r2"}
	for name, c := range map[string]struct {
		user, answer string
		calls        []Call
		backed       bool
	}{
		"de channel compound backed": {"Poste in #ops: Wartung heute 22 Uhr.", "Ist im #ops-Kanal gepostet: „Wartung heute 22 Uhr.“", []Call{post}, true},
		"de host compound backed":    {"Starte Postgres auf db-01 neu.", "Postgres auf dem db-01-Server ist neu gestartet.", []Call{restart}, true},
		// attacks: the compound's head is another channel or host than the call's
		"de attack other channel": {"Poste in #ops: Wartung heute 22 Uhr.", "Ist auch im #general-Kanal gepostet: „Wartung heute 22 Uhr.“", []Call{post}, false},
		"de attack other host":    {"Starte Postgres auf db-01 neu.", "Postgres auf dem db-02-Server ist neu gestartet.", []Call{restart}, false},
	} {
		t.Run(name, func(t *testing.T) {
			got, n := backedAnswer(t, c.user, c.answer, c.calls)
			if n == 0 || got != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, n, got, c.backed)
			}
		})
	}
	t.Run("plain word before the dash", func(t *testing.T) {
		s := &scanner{lang: languages[0], text: "im Marketing-Kanal"}
		for _, l := range languages {
			if l.code == "de" {
				s.lang = l
			}
		}
		toks := tokenizeL(nil, s.text, asciiLower(s.text), 0, len(s.text))
		for _, tk := range toks {
			if h, ok := s.compoundHead(tk); ok {
				t.Errorf("compoundHead(%q) = %q, want none", s.text[tk.start:tk.end], h)
			}
		}
	})
}
