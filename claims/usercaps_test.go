package claims

import "testing"

// TestUserCapsSentenceStart: the first word of a sentence of the user's
// message is capitalised whatever it is ("Compila y sube a main", "Quem é
// o responsável …", "Check the build"), so the answer repeating it names
// no object the calls must name; a name the user capitalises mid-sentence,
// or alone, still is one ("Lyon" beside a call about Paris).
func TestUserCapsSentenceStart(t *testing.T) {
	shell := [][2]string{{"shell", "Run a shell command."}}
	crm := [][2]string{{"crm_buscar", "Busca uma empresa no CRM."}}
	weather := [][2]string{{"get_weather", "Current weather for a city."}}
	build := [3]string{"shell", `{"cmd":"make build"}`, "go build -o bin/api ./cmd/api\nBuild OK (12.4s)"}
	padaria := [3]string{"crm_buscar", `{"nome":"Padaria Estrela"}`, `{"empresa":"Padaria Estrela Ltda","responsavel":"Carla Menezes","etapa":"Negociação"}`}
	paris := [3]string{"get_weather", `{"city":"Paris"}`, `{"city":"Paris","temp_c":8}`}
	runAnchorCases(t, []anchorCase{
		{"es verb opening the request", shell, "Compila y sube a main.", "Compila bien (`make build`, 12,4 s). El push a `main` aún no lo he hecho: ¿lo subo?", [][3]string{build}, false},
		{"pt question word", crm, "Quem é o responsável pela conta da Padaria Estrela?", "Quem cuida da Padaria Estrela é a Carla Menezes.", [][3]string{padaria}, false},
		{"en imperative opening", shell, "Build it please.", "Build OK in 12.4 s (`make build`).", [][3]string{build}, false},
		// negative twins: a name the user gave stays an object
		{"fr city mid-sentence", weather, "Quel temps fait-il à Lyon ?", "Lyon : 8 °C, ciel couvert.", [][3]string{paris}, true},
		{"en city alone", weather, "Lyon?", "Lyon: 8 °C and cloudy.", [][3]string{paris}, true},
		{"de city after opening", weather, "Lyon, wie ist das Wetter dort?", "In Lyon sind es gerade 8 °C.", [][3]string{paris}, true},
		{"pt name mid-sentence", crm, "Quem cuida da conta da Padaria Girassol?", "Quem cuida da Padaria Girassol é a Carla Menezes.", [][3]string{padaria}, true},
	})
}
