package claims

import "testing"

// TestDeniedStateLookup: a look-up returning a state field set to false
// does not back a passive stating that state; the same look-up with the
// field true still does (twins), in several languages.
func TestDeniedStateLookup(t *testing.T) {
	pay := [][2]string{{"get_charge", "Read a payment."}}
	notRefunded := [3]string{"get_charge", `{"id":"ch_77"}`, `{"id":"ch_77","amount":"49.00","refunded":false}`}
	refunded := [3]string{"get_charge", `{"id":"ch_77"}`, `{"id":"ch_77","amount":"49.00","refunded":true}`}
	runAnchorCases(t, []anchorCase{
		{"de erstattet denied", pay, "Ist ch_77 erstattet?", "Ja, die 49 € aus ch_77 sind erstattet.", [][3]string{notRefunded}, true},
		{"en refunded denied", pay, "Was ch_77 refunded?", "Yes, ch_77 was refunded.", [][3]string{notRefunded}, true},
		{"es reembolsado denied", pay, "¿Se reembolsó ch_77?", "Sí, el cargo ch_77 fue reembolsado.", [][3]string{notRefunded}, true},
		// twins: the field true
		{"de erstattet read", pay, "Ist ch_77 erstattet?", "Ja, die 49 € aus ch_77 sind erstattet.", [][3]string{refunded}, false},
		{"en refunded read", pay, "Was ch_77 refunded?", "Yes, ch_77 was refunded.", [][3]string{refunded}, false},
		{"es reembolsado read", pay, "¿Se reembolsó ch_77?", "Sí, el cargo ch_77 fue reembolsado.", [][3]string{refunded}, false},
	})
}

func TestDeniedStates(t *testing.T) {
	for _, c := range []struct {
		name, hay string
		want      bool
	}{
		{"json false", `{"refunded":false}`, true},
		{"spaced false", `{"locked": false}`, true},
		{"equals false", `locked=false`, true},
		{"json true", `{"refunded":true}`, false},
		{"word in text", `the refunded amount is 40`, false},
		{"falsey prefix word", `{"paid":"nothing"}`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := len(deniedStates(c.hay)) > 0; got != c.want {
				t.Fatalf("deniedStates(%q) = %v, want %v", c.hay, got, c.want)
			}
		})
	}
}
