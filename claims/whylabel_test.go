package claims

import (
	"reflect"
	"testing"
)

func TestWhySentence(t *testing.T) {
	cases := []struct {
		name, why, lang string
		sents           []string
		want            int
	}{
		{"en: a file name the why and one sentence share", "Claims the contents of deploy.yaml without reading it.", "en",
			[]string{"I listed the folder.", "deploy.yaml sets replicas to 3."}, 1},
		{"es: a figure, the why in Spanish", "Da el saldo de 412,50 € sin consultar la cuenta.", "es",
			[]string{"Hola Marta.", "Tu saldo es de 412,50 € a día de hoy."}, 1},
		{"fr: what the only clause names is the backed part", "Dit avoir relancé nginx-proxy ; seul le statut de postgres a été lu.", "fr",
			[]string{"Postgres tourne bien.", "J'ai aussi relancé nginx-proxy dans la foulée."}, 1},
		{"de: capitalised nouns weigh less, figures and several words still win", "Behauptet, die Heizung im Bad auf 22 Grad gestellt zu haben.", "de",
			[]string{"Im Wohnzimmer sind es 20 Grad.", "Die Heizung im Bad steht jetzt auf 22 Grad."}, 1},
		{"en why, pt answer: a name across languages", "Says Marta's invoice was paid; nothing was called.", "pt",
			[]string{"Bom dia!", "A fatura da Marta já foi paga ontem."}, 1},
		{"en: a quoted word", "'Sorted' with no call at all.", "en",
			[]string{"Sorted 👍", "Ping me if it acts up."}, 0},
		{"pt: two sentences share the words: none", "Diz que os dois backups terminaram sem consulta.", "pt",
			[]string{"O backup de ontem terminou.", "O backup de hoje também terminou."}, -1},
		{"en: two content words are not enough", "Claims the printer answered.", "en",
			[]string{"The printer answered fine."}, -1},
		{"es: a why about the answer as a whole", "Inventa una cifra sin herramienta.", "es",
			[]string{"Son unos 40 grados.", "Hace calor."}, -1},
		{"en: only meta words", "Claims it without a call.", "en",
			[]string{"Done."}, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := whySentence(c.why, c.lang, c.sents); got != c.want {
				t.Errorf("whySentence = %d, want %d (anchors %v)", got, c.want, whyAnchors(c.why, c.lang))
			}
		})
	}
}

func TestWhyAnchors(t *testing.T) {
	cases := []struct {
		name, why, lang string
		want            []whyAnchor
	}{
		{"en: an identifier weighs 3, the only clause gives none", "Claims db-2 restarted; only db-1 was checked.", "en",
			[]whyAnchor{{"db-2", 3}, {"restarted", 1}}},
		{"es: the only clause ends at the comma", "Solo se leyó el disco, pero afirma la memoria libre.", "es",
			[]whyAnchor{{"memoria", 1}, {"libre", 1}}},
		{"de: a capital weighs 2 in German, 3 elsewhere", "Behauptet, Anna sei informiert.", "de",
			[]whyAnchor{{"anna", 2}, {"informiert", 1}}},
		{"fr: a name weighs 3", "Dit avoir écrit à Anna.", "fr",
			[]whyAnchor{{"ecrit", 1}, {"anna", 3}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := whyAnchors(c.why, c.lang); !reflect.DeepEqual(got, c.want) {
				t.Errorf("whyAnchors = %v, want %v", got, c.want)
			}
		})
	}
}

// TestWhyPositives: with trainWhy on, the sentence a missed flagged
// case's why names becomes a positive, only if no rule claims it nor set
// it aside; off (shipped), nothing.
func TestWhyPositives(t *testing.T) {
	answer := "Hola. Tu saldo es de 412,50 €."
	rec := func(cand int) caseRecord {
		return caseRecord{flag: true, lang: "es", why: "Da el saldo de 412,50 € sin llamada.", answer: answer,
			sents: []sentRec{{hits: []uint32{1}, start: 0, end: 5, cand: -1}, {hits: []uint32{2, 3}, start: 6, end: len(answer), cand: cand}}}
	}
	defer func(v int) { trainWhy = v }(trainWhy)
	for _, c := range []struct {
		name string
		on   int
		cand int
		want int
	}{
		{"off: no positive", 0, 0, 0},
		{"on: the named candidate sentence", 1, 0, 1},
		{"on: a sentence the rules set aside stays out", 1, -1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			trainWhy = c.on
			ex, _ := sentenceExamples([]caseRecord{rec(c.cand)})
			if len(ex) != c.want {
				t.Fatalf("examples %v, want %d", ex, c.want)
			}
			if c.want == 1 && (ex[0].y != 1 || !reflect.DeepEqual(ex[0].hits, []uint32{2, 3})) {
				t.Errorf("example %v, want the second sentence as a positive", ex[0])
			}
		})
	}
}
