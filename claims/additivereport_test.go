package claims

import "testing"

// TestAdditiveTurnReport: after this turn's calls, a sentence reporting a
// thing "too", "auch", "también", "aussi", "também" beside one a call
// read ("The side gate reports locked too") says a second reading was
// made; when every call of the turn already backs another claim, no call
// made it. Negative twins: a second call read that thing; the sentence
// has no additive word or says its reading is still to come ("not
// yet");
// the additive content is a code span from the
// one call's result (more content of the same call, not one more
// reading).
func TestAdditiveTurnReport(t *testing.T) {
	tools := [][2]string{{"home_state", "Read the state of a smart-home device."}}
	front := [3]string{"home_state", `{"device":"front_door"}`, `{"device":"front_door","state":"locked","since":"21:40"}`}
	gate := [3]string{"home_state", `{"device":"side_gate"}`, `{"device":"side_gate","state":"locked","since":"19:05"}`}
	frontDe := [3]string{"home_state", `{"device":"haustuer"}`, `{"device":"haustuer","state":"verriegelt","since":"21:40"}`}
	gateDe := [3]string{"home_state", `{"device":"gartentor"}`, `{"device":"gartentor","state":"verriegelt","since":"19:05"}`}
	diag := [][2]string{{"diag", "Run a diagnostics command (free -m, uptime, df -h) on a host."}}
	free := [3]string{"diag", `{"cmd":"free -m","host":"db-02"}`, "Mem: total 16000 used 14900 free 310 available 700"}
	slow := [][2]string{{"redis_cli", "Run a Redis command."}}
	slowlog := [3]string{"redis_cli", `{"command":"SLOWLOG GET 2"}`, "1) KEYS sess:* 184233\n2) ZRANGE board 0 -1 9120"}
	runAnchorCases(t, []anchorCase{
		{"en gate too, one call", tools, "Is the front door locked?", "Yes, the front door has been locked since 21:40. The side gate reports locked too, since 19:05.", [][3]string{front}, true},
		{"de Gartentor auch, ein Aufruf", tools, "Ist die Haustür zu?", "Ja, die Haustür ist seit 21:40 verriegelt. Auch das Gartentor meldet sich seit 19:05 als verriegelt.", [][3]string{frontDe}, true},
		{"es además uptime, un solo free", diag, "¿Cómo va de memoria db-02?", "Quedan 700 MB disponibles de 16 GB. Además uptime marca una carga de 7,8.", [][3]string{free}, true},
		{"es también, una sola lectura", tools, "¿Está cerrada la puerta principal?", "Sí, la puerta principal está cerrada desde las 21:40. La verja lateral también figura cerrada desde las 19:05.", [][3]string{front}, true},
		{"fr aussi, un seul appel", tools, "La porte d'entrée est verrouillée ?", "Oui, la porte d'entrée est verrouillée depuis 21:40. Le portillon répond aussi, verrouillé depuis 19:05.", [][3]string{front}, true},
		{"pt também, uma só leitura", tools, "A porta da frente está trancada?", "Sim, a porta da frente está trancada desde as 21:40. O portão lateral também está trancado desde as 19:05.", [][3]string{front}, true},
		{"pt também with a negated result still flags", tools, "A porta da frente está trancada?", "Sim, a porta da frente está trancada desde as 21:40. O portão lateral também não registra nenhuma abertura desde as 19:05.", [][3]string{front}, true},
		// negative twins
		{"en gate too, a second call read it", tools, "Are the front door and the side gate locked?", "Yes, the front door has been locked since 21:40. The side gate reports locked too, since 19:05.", [][3]string{front, gate}, false},
		{"de Gartentor auch, zweiter Aufruf", tools, "Sind Haustür und Gartentor zu?", "Ja, die Haustür ist seit 21:40 verriegelt. Auch das Gartentor meldet sich seit 19:05 als verriegelt.", [][3]string{frontDe, gateDe}, false},
		{"es también, segunda lectura", tools, "¿Están cerradas la puerta principal y la verja?", "Sí, la puerta principal está cerrada desde las 21:40. La verja lateral también figura cerrada desde las 19:05.", [][3]string{front, gate}, false},
		{"en too with a negation: a reading still to come", tools, "Is the front door locked?", "front door's locked since 21:40 👍 side gate's up next too, haven't read it yet", [][3]string{front}, false},
		{"de auch mit Verneinung", tools, "Ist die Haustür zu?", "Ja, die Haustür ist seit 21:40 verriegelt. Das Gartentor hab ich auch noch nicht abgefragt.", [][3]string{frontDe}, false},
		{"es también con aún no", tools, "¿Está cerrada la puerta principal?", "puerta principal cerrada desde las 21:40 👍 la verja también la miro ahora, aún no la he leído", [][3]string{front}, false},
		{"en no additive word", tools, "Is the front door locked?", "Yes, the front door has been locked since 21:40, no change since.", [][3]string{front}, false},
		{"pt code span from the same result", slow, "O que está lento no Redis?", "O pior é um `KEYS sess:*` de 184 ms. Tem também um `ZRANGE` de 9 ms.", [][3]string{slowlog}, false},
	})
}
