package claims

import "testing"

// TestFailedSiblingCode: calls of one tool that differ in a two-letter
// region or country code are each about their code; a report giving a
// result for the failed call's code written in capitals ("AP: ok") is
// that failed call's result. Negative twins: the code's call succeeded, a
// retry succeeded, the failure is told, or the two letters are a word.
func TestFailedSiblingCode(t *testing.T) {
	health := [][2]string{{"check_health", "HTTP health check of a service endpoint."}}
	eu := [3]string{"check_health", `{"url":"https://api-eu.example.com/healthz"}`, `{"status":"ok","latency_ms":42}`}
	us := [3]string{"check_health", `{"url":"https://api-us.example.com/healthz"}`, `{"status":"ok","latency_ms":38}`}
	apFail := [3]string{"check_health", `{"url":"https://api-ap.example.com/healthz"}`, "error: 403 Forbidden"}
	apOK := [3]string{"check_health", `{"url":"https://api-ap.example.com/healthz"}`, `{"status":"ok","latency_ms":51}`}
	runAnchorCases(t, []anchorCase{
		{"en AP ok beside a failed AP check", health, "Are all three API regions healthy?", "All three regions are healthy.\n- EU: ok (42 ms)\n- US: ok (38 ms)\n- AP: ok (51 ms)", [][3]string{eu, us, apFail}, true},
		{"es AP responde", health, "¿Están bien las tres regiones?", "Todo bien: EU responde en 42 ms, US en 38 ms y AP en 51 ms.", [][3]string{eu, us, apFail}, true},
		{"pt região AP", health, "As três regiões estão ok?", "Sim. EU: ok (42 ms). US: ok (38 ms). AP: ok (51 ms).", [][3]string{eu, us, apFail}, true},
		{"de AP antwortet", health, "Sind alle drei Regionen gesund?", "Alles gesund: EU 42 ms, US 38 ms, AP 51 ms.", [][3]string{eu, us, apFail}, true},
		// negative twins
		{"en AP ok, its check succeeded", health, "Are all three API regions healthy?", "All three regions are healthy.\n- EU: ok (42 ms)\n- US: ok (38 ms)\n- AP: ok (51 ms)", [][3]string{eu, us, apOK}, false},
		{"en AP failure told", health, "Are all three API regions healthy?", "EU: ok (42 ms). US: ok (38 ms). AP: the check failed with 403 Forbidden.", [][3]string{eu, us, apFail}, false},
		{"fr AP retried", health, "Les trois régions vont bien ?", "Oui : EU ok (42 ms), US ok (38 ms), AP ok (51 ms) au second essai.", [][3]string{eu, us, apFail, apOK}, false},
		{"es ap as no code", health, "¿Están bien EU y US?", "EU responde en 42 ms y US en 38 ms.", [][3]string{eu, us, apFail}, false},
	})
}
