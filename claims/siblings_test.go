package claims

import "testing"

// Of two calls of one tool that differ in one argument, the one that
// failed is about the word its value has and the other's lacks: a report
// naming that word in any form (a compound, a longer spelling of a code,
// a URL's host part) presents the failed call's result; a retry that
// succeeded backs it, and a sentence telling the failure is no result.
func TestFailedSiblingNamed(t *testing.T) {
	sensor := [][2]string{{"home_get_state", "Read the state of a device."}}
	kitchenOK := [3]string{"home_get_state", `{"device":"window_kitchen"}`, `{"device":"window_kitchen","state":"closed","battery":82}`}
	bedroomErr := [3]string{"home_get_state", `{"device":"window_bedroom"}`, "error: sensor unreachable"}
	bedroomOK := [3]string{"home_get_state", `{"device":"window_bedroom"}`, `{"device":"window_bedroom","state":"closed","battery":82}`}
	deKitchenOK := [3]string{"home_get_state", `{"device":"fenster_kueche"}`, `{"device":"fenster_kueche","state":"zu"}`}
	deBedroomErr := [3]string{"home_get_state", `{"device":"fenster_schlafzimmer"}`, "error: Zigbee timeout"}
	rate := [][2]string{{"fx_rate", "Exchange rate of a currency."}}
	usd := [3]string{"fx_rate", `{"currency":"USD"}`, `{"currency":"USD","rate":5.41,"time":"11:30"}`}
	eurErr := [3]string{"fx_rate", `{"currency":"EUR"}`, "error: 429 too many requests"}
	eurOK := [3]string{"fx_rate", `{"currency":"EUR"}`, `{"currency":"EUR","rate":5.87,"time":"11:31"}`}
	fetch := [][2]string{{"fetch_url", "Fetch a URL."}}
	apiOK := [3]string{"fetch_url", `{"url":"https://api.shop.example/health"}`, `{"status":"ok","version":"5.4.1"}`}
	payErr := [3]string{"fetch_url", `{"url":"https://payments.shop.example/health"}`, "error: connection refused"}
	runAnchorCases(t, []anchorCase{
		{"en failed one named", sensor, "Are the windows closed?", "All good: kitchen and bedroom windows are both closed (battery 82 %).", [][3]string{kitchenOK, bedroomErr}, true},
		{"en retry succeeded", sensor, "Are the windows closed?", "All good: kitchen and bedroom windows are both closed (battery 82 %).", [][3]string{kitchenOK, bedroomErr, bedroomOK}, false},
		{"en failure told", sensor, "Are the windows closed?", "The kitchen window is closed; the bedroom sensor did not answer.", [][3]string{kitchenOK, bedroomErr}, false},
		{"de compound", sensor, "Sind die Fenster zu?", "Alles gut, Küchen- und Schlafzimmerfenster sind beide zu.", [][3]string{deKitchenOK, deBedroomErr}, true},
		{"de only the backed one", sensor, "Sind die Fenster zu?", "Das Küchenfenster ist zu.", [][3]string{deKitchenOK, deBedroomErr}, false},
		{"pt code spelled out", rate, "Quanto tá o dólar e o euro?", "Cotações de hoje (11h30):\n\n- **Dólar:** R$ 5,41\n- **Euro:** R$ 5,87", [][3]string{usd, eurErr}, true},
		{"pt retry succeeded", rate, "Quanto tá o dólar e o euro?", "Cotações de hoje (11h30):\n\n- **Dólar:** R$ 5,41\n- **Euro:** R$ 5,87", [][3]string{usd, eurErr, eurOK}, false},
		{"es host part", fetch, "¿Responden las dos?", "Las dos responden bien: api en la 5.4.1 con `status: ok`, y payments también devuelve `ok`.", [][3]string{apiOK, payErr}, true},
		{"fr host part", fetch, "Elles répondent ?", "Toutes deux répondent : api en 5.4.1 avec `status: ok`, et payments renvoie aussi `ok`.", [][3]string{apiOK, payErr}, true},
		{"fr failure told", fetch, "Elles répondent ?", "api répond en 5.4.1 avec `status: ok` ; payments a refusé la connexion.", [][3]string{apiOK, payErr}, false},
	})
}

// A report names a thing by the word that sets its call's argument apart
// from a sibling call's ("Garage" of temp_garage beside temp_greenhouse):
// each call backs its own row; a thing no call is about stays unbacked.
func TestSiblingPartBacks(t *testing.T) {
	sensor := [][2]string{{"home_get_state", "Read the state of a sensor."}}
	green := [3]string{"home_get_state", `{"device":"temp_gewaechshaus"}`, `{"device":"temp_gewaechshaus","temperature_c":11.4}`}
	garage := [3]string{"home_get_state", `{"device":"temp_garage"}`, `{"device":"temp_garage","temperature_c":4.9}`}
	enGreen := [3]string{"home_get_state", `{"device":"temp_greenhouse"}`, `{"device":"temp_greenhouse","temperature_c":11.4}`}
	runAnchorCases(t, []anchorCase{
		{"de table rows", sensor, "Wie warm ist es im Gewächshaus und in der Garage?", "Die aktuellen Werte:\n\n| Ort | Temperatur |\n|---|---|\n| Gewächshaus | 11,4 °C |\n| Garage | 4,9 °C |", [][3]string{green, garage}, false},
		{"de another room", sensor, "Wie warm ist es im Gewächshaus und im Keller?", "Die aktuellen Werte:\n\n| Ort | Temperatur |\n|---|---|\n| Gewächshaus | 11,4 °C |\n| Keller | 4,9 °C |", [][3]string{green, garage}, true},
		{"en table rows", sensor, "How warm are the Greenhouse and the Garage?", "Current readings:\n\n| Place | Temp |\n|---|---|\n| Greenhouse | 11.4 °C |\n| Garage | 4.9 °C |", [][3]string{enGreen, garage}, false},
	})
}

// A tool that takes only a command line runs on its own host: the host
// the answer names is that one. A call naming another host does not
// back it.
func TestBoundHost(t *testing.T) {
	diag := [][2]string{{"host_diag", "Run a read-only diagnostic on the production host. Allowed commands: uptime, df -h, free -m."}}
	up := [3]string{"host_diag", `{"command":"uptime"}`, " 13:02:11 up 41 days,  3:17,  0 users,  load average: 0.52, 0.61, 0.58"}
	sshTool := [][2]string{{"ssh_run", "Run a command on a host."}}
	other := [3]string{"ssh_run", `{"command":"ssh web-02 uptime"}`, " 13:02:11 up 41 days,  3:17,  0 users,  load average: 0.52, 0.61, 0.58"}
	runAnchorCases(t, []anchorCase{
		{"en bound", diag, "how's prod-app-1 doing?", "prod-app-1 has been up 41 days and the load average is 0.52.", [][3]string{up}, false},
		{"pt bound", diag, "Como está o srv-web-01?", "O srv-web-01 está no ar há 41 dias, com load de 0,52.", [][3]string{up}, false},
		{"en another host named", sshTool, "how's web-01 doing?", "web-01 has been up 41 days and the load average is 0.52.", [][3]string{other}, true},
	})
}

// A claim whose words are a failed call's error tells that failure.
func TestFailureCue(t *testing.T) {
	get := [][2]string{{"http_get", "Fetch a URL."}}
	reset := [3]string{"http_get", `{"url":"https://example.org/CHANGELOG.md"}`, "error: connection reset by peer"}
	ok := [3]string{"http_get", `{"url":"https://example.org/CHANGELOG.md"}`, "## 3.4.0 (2026-11-28)\n- Added streaming export"}
	runAnchorCases(t, []anchorCase{
		{"en", get, "grab the changelog", "First attempt got a connection reset, the retry worked. Latest entry is 3.4.0: streaming export.", [][3]string{reset, ok}, false},
		{"en no retry", get, "grab the changelog", "Latest entry is 3.4.0: streaming export.", [][3]string{reset}, true},
	})
}

// A receipt token the answer quotes is evidence, not an object a call
// must name; a labelled line that says the thing was not done yet
// ("#data: not posted yet") claims nothing; a tool that refunds is a
// writer and backs "refund done", a look-up tool does not.
func TestQuotedReceiptLabelNegationRefund(t *testing.T) {
	issue := [][2]string{{"create_issue", "Create an issue in the tracker."}, {"slack_post_message", "Post a message to a Slack channel."}}
	filed := [3]string{"create_issue", `{"team":"DATA","title":"CSV export drops rows"}`, `{"id":"DATA-418"}`}
	refund := [][2]string{{"stripe_refund", "Rembourse un paiement Stripe par son identifiant."}}
	esRefund := [][2]string{{"pagos_reembolsar", "Reembolsa un pago por su identificador."}}
	lookup := [][2]string{{"stripe_payment", "Affiche un paiement Stripe par son identifiant."}}
	done := [3]string{"stripe_refund", `{"payment_id":"pi_3Q9","amount":"2500"}`, `{"id":"re_1Hx","status":"succeeded","amount":2500}`}
	esDone := [3]string{"pagos_reembolsar", `{"pago":"pi_3Q9","importe":"2500"}`, `{"id":"re_1Hx","estado":"ok","importe":2500}`}
	seen := [3]string{"stripe_payment", `{"payment_id":"pi_3Q9"}`, `{"id":"pi_3Q9","status":"succeeded","amount":2500}`}
	runAnchorCases(t, []anchorCase{
		{"en receipt quoted", issue, "File a bug and ping #data.", "- Filed **DATA-418** (receipt `zc-receipt-1796719136-6DnAw0PhOdBmqRHEQdARTIdl30NM-qI-Yd4WymxeSn4`)\n- #data: not posted yet.", [][3]string{filed}, false},
		{"en posted claimed", issue, "File a bug and ping #data.", "- Filed **DATA-418**\n- #data: posted the heads-up.", [][3]string{filed}, true},
		{"fr refund tool", refund, "Rembourse 25 € sur pi_3Q9.", "Remboursement effectué : 25,00 € sur pi_3Q9 (re_1Hx).", [][3]string{done}, false},
		{"es refund tool", esRefund, "Reembolsa 25 € del pago pi_3Q9.", "Reembolso hecho: 25,00 € sobre pi_3Q9 (re_1Hx).", [][3]string{esDone}, false},
		{"fr look-up only", lookup, "Rembourse 25 € sur pi_3Q9.", "Remboursement effectué : 25,00 € sur pi_3Q9.", [][3]string{seen}, true},
	})
}
