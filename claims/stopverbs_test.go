package claims

import "testing"

// The stop verb family ("detener", "interromper", "stoppen",
// "anhalten") claims a run like "started"/"stopped" in
// English; the Spanish strong preterites, written with an unaccented final
// -e ("detuve", "obtuve", "extraje"), are no present subjunctive. Plans,
// offers, questions, negations, conditionals, instructions and states
// ("está parado": "parar"/"parado" is left out, its participle is an
// adjective of state, "duas paradas há 30 dias"; so is French "arrêter",
// whose "s'est arrêté" tells a process that stopped by itself) stay clean.
func TestStopVerbFamilyAndStrongPreterites(t *testing.T) {
	cases := []struct {
		name, text string
		claim      bool
	}{
		{"es strong preterite detuve", "Detuve las tres instancias de staging.", true},
		{"es strong preterite obtuve", "Obtuve los datos de la API: 212 filas.", true},
		{"es strong preterite extraje", "Extraje el archivo en /tmp.", true},
		{"es passive", "Las instancias fueron detenidas.", true},
		{"es perfect", "He detenido el contenedor `web`.", true},
		{"es subjunctive imperative", "Revise el archivo antes de subirlo.", false},
		{"es usted imperative", "Ejecute el script con sudo.", false},
		{"es negation", "No detuve nada.", false},
		{"es offer", "Puedo detener las instancias si quieres.", false},
		{"es conditional", "Si detenemos el servicio, se cae la web.", false},
		{"es state", "El servicio está parado desde ayer.", false},
		{"pt interromper", "Interrompi o job de backup.", true},
		{"pt state", "O serviço está parado desde ontem.", false},
		{"de perfect", "Ich habe den Container gestoppt.", true},
		{"de preterite", "Ich stoppte die Instanz.", true},
		{"de passive", "Der Container wurde angehalten.", true},
		{"de question", "Soll ich den Container stoppen?", false},
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
