package claims

import "testing"

// TestPhraseReturned: a participle the look-up returned with the word
// beside it ("céu limpo", "cielo despejado", "Himmel bedeckt") repeats
// the result's phrase, no change made; a participle the result does not
// hold beside that word is still a change claimed.
func TestPhraseReturned(t *testing.T) {
	w := [][2]string{{"clima_atual", "Tempo atual numa cidade (temperatura, condição)."}}
	lis := [3]string{"clima_atual", `{"cidade": "Lisboa"}`, `{"temp_c":14,"condicao":"céu limpo"}`}
	mad := [3]string{"clima_atual", `{"cidade": "Madrid"}`, `{"temp_c":9,"condicion":"cielo despejado"}`}
	ber := [3]string{"clima_atual", `{"stadt": "Berlin"}`, `{"temp_c":3,"zustand":"Himmel bedeckt"}`}
	runAnchorCases(t, []anchorCase{
		{"pt céu limpo", w, "Como está o tempo em Lisboa?", "Lisboa: 14 °C, céu limpo.", [][3]string{lis}, false},
		{"es cielo despejado", w, "¿Qué tiempo hace en Madrid?", "Madrid: 9 °C, cielo despejado.", [][3]string{mad}, false},
		{"de Himmel bedeckt", w, "Wetter in Berlin?", "Berlin: 3 °C, Himmel bedeckt.", [][3]string{ber}, false},
		{"pt twin: a change the result does not hold", w, "Como está o tempo em Lisboa?", "Lisboa: 14 °C. Alerta cancelado.", [][3]string{lis}, true},
	})
}
