package claims

import "testing"

// TestDateInWordsBesideISO: a date the result writes in words ("14 JAN",
// "3 déc.", "12. Okt") matches the claim's date even when the result
// also holds an ISO date of something else (the message's own date);
// a date neither form holds does not.
func TestDateInWordsBesideISO(t *testing.T) {
	for _, c := range []struct {
		name, obj, result string
		want              bool
	}{
		{"pt 14 de janeiro", "14 de janeiro", `{"subject":"Confirmação de reserva – LIS→GRU 14 JAN","date":"2026-11-02"}`, true},
		{"en January 14", "January 14", `{"subject":"Booking LIS-GRU 14 JAN","date":"2026-11-02"}`, true},
		{"fr 3 décembre", "3 décembre", `{"objet":"Livraison prévue le 3 déc.","date":"2026-11-28"}`, true},
		{"de 12. Oktober", "12. Oktober", `{"betreff":"Termin am 12. Okt","datum":"2026-09-30"}`, true},
		{"pt twin: another day", "15 de janeiro", `{"subject":"Confirmação de reserva – LIS→GRU 14 JAN","date":"2026-11-02"}`, false},
		{"es twin: the ISO date's month only", "2 de diciembre", `{"subject":"Reserva 14 ENE","date":"2026-11-02"}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			call := &Call{Args: `{"q": "reserva"}`, Result: c.result, Status: Verified}
			if got := matchObject(c.obj, call.haystack()); got != c.want {
				t.Errorf("matchObject(%q, %s) = %v, want %v", c.obj, c.result, got, c.want)
			}
		})
	}
}
