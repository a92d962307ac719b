package claims

import "testing"

// TestShortAnswerOwnVerb: a short answer whose few stop words are shared
// with other languages is read in the language whose verb form it uses
// alone; a verb form two languages share, or none, decides nothing.
func TestShortAnswerOwnVerb(t *testing.T) {
	cases := []struct {
		name, user, answer, want string
	}{
		{"pt first-person past beside a shared 'la'", "manda no #geral que o deploy acabou", "mandei lá 👍", "pt"},
		{"pt twin: no verb at all", "manda no #geral que o deploy acabou", "lá 👍", ""},
		{"es first-person past beside a shared 'a'", "avisa a Lea que llego tarde", "le escribí a Lea ✅", "es"},
		{"es twin: no verb at all", "avisa a Lea que llego tarde", "a Lea 🙂", ""},
		{"fr participle beside a shared 'la'", "envoie un mot à Léa", "envoyé à la Léa 👍", "fr"},
		{"fr twin: no verb at all", "envoie un mot à Léa", "à la Léa 👍", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{c.user}, Context: c.user, Model: ModelOff})
			got := ""
			for _, cl := range cs {
				got = cl.Lang
			}
			if got != c.want {
				t.Fatalf("claim language = %q, want %q; claims: %+v", got, c.want, cs)
			}
		})
	}
}

// TestTallyOwnVerbs: only a verb form one language alone lists counts.
func TestTallyOwnVerbs(t *testing.T) {
	initFast()
	pt, es := -1, -1
	for i, l := range languages {
		switch l.code {
		case "pt":
			pt = i
		case "es":
			es = i
		}
	}
	for _, c := range []struct {
		name, text string
		pt, es     int
	}{
		{"pt own", "mandei", ownVerbWeight, 0},
		{"es own", "mandé", 0, ownVerbWeight},
		{"shared participle", "enviado", 0, 0},
		{"no verb", "obrigado", 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var counts [maxLangs]int
			tallyOwnVerbs(tokenize(nil, c.text, 0, len(c.text)), &counts)
			if counts[pt] != c.pt || counts[es] != c.es {
				t.Fatalf("pt=%d es=%d, want pt=%d es=%d", counts[pt], counts[es], c.pt, c.es)
			}
		})
	}
}
