package claims

import "testing"

// TestExcerptLabel: a line naming an excerpt of a page before a quoted
// block ("Trecho da página (x.com/pricing):", "Excerpt from the page",
// "Extracto de la página", "Extrait de la page", "Auszug aus der Seite")
// presents the page's text as fetched, like "Page text:". Negative twins:
// an excerpt inside a sentence that shows a format or a hypothetical.
func TestExcerptLabel(t *testing.T) {
	const block = " (supabase.com/pricing):\n\n> **Pro — $25/month**. 8 GB database, 100 GB file storage.\n\n"
	for _, c := range []struct {
		name, text string
		want       bool
	}{
		{"pt trecho da página", "Trecho da página" + block + "Ou seja, pra vocês deve bastar.", true},
		{"en excerpt from the page", "Excerpt from the page" + block + "So that should be enough.", true},
		{"es extracto de la página", "Extracto de la página" + block + "O sea, os debería bastar.", true},
		{"fr extrait de la page", "Extrait de la page" + block + "Donc ça devrait suffire.", true},
		{"de Auszug aus der Seite", "Auszug aus der Seite" + block + "Das sollte also reichen.", true},
		// negative twins
		{"pt um trecho costuma ter este formato", "Um trecho da página costuma ter este formato:" + block + "Ou seja, é só um exemplo.", false},
		{"en would look like this", "If you open it, an excerpt from the page would look like this" + block + "That's just an example.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, cl := range Find(c.text, nil) {
				got = got || cl.Rule == RuleLabel
			}
			if got != c.want {
				t.Fatalf("output label = %v, want %v; claims: %+v", got, c.want, Find(c.text, nil))
			}
		})
	}
}
