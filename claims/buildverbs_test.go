package claims

import "testing"

// The build verb family ("construir", "construire", "reconstruir") claims
// a run like "compilar" in every language where it is a regular verb; the
// French -uire verbs take the participle in -uit ("construit") and the
// gerund in -uisant. Its plans, offers, questions, negations, conditionals
// and instructions stay clean.
func TestBuildVerbFamily(t *testing.T) {
	cases := []struct {
		name, text string
		claim      bool
	}{
		{"es preterite", "Construí la imagen tal cual y pesa 1,12 GB.", true},
		{"es reconstruir", "Reconstruí la imagen y ahora pesa 180 MB.", true},
		{"es perfect", "He construido la imagen con la etiqueta v2.", true},
		{"es negation", "No construí la imagen.", false},
		{"es offer", "Puedo construir la imagen si quieres.", false},
		{"es conditional", "Construiría la imagen con una base más ligera.", false},
		{"es question", "¿Construiste la imagen ayer?", false},
		{"es instruction", "Construye la imagen con `docker build`.", false},
		{"pt preterite", "Construí a imagem e ela pesa 1,1 GB.", true},
		{"pt offer", "Posso construir a imagem se quiser.", false},
		{"fr perfect", "J'ai construit l'image : elle pèse 1,1 Go.", true},
		{"fr reconstruire", "Nous avons reconstruit l'image ce matin.", true},
		{"fr conditional", "Je construirais l'image autrement.", false},
		{"fr plan", "Je vais construire l'image ensuite.", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Find(c.text, nil)
			if (len(got) > 0) != c.claim {
				t.Errorf("Find(%q) = %v, want claim=%v", c.text, got, c.claim)
			}
		})
	}
}
