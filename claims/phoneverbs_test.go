package claims

import "testing"

// The phone-call verb family ("phone", "telefonear", "téléphoner",
// "telefonar", "telefonieren", "angerufen") claims a send, also as the
// first of two coordinated German participles ("… angerufen und ihm das
// Angebot geschickt"). Offers, questions, instructions and negations stay
// clean.
func TestPhoneVerbFamily(t *testing.T) {
	cases := []struct {
		name, text string
		claims     int
	}{
		{"en past", "I phoned the clinic and moved your appointment.", 2},
		{"es preterite", "Telefoneé a la clínica.", 1},
		{"fr perfect", "J'ai téléphoné à la clinique.", 1},
		{"pt preterite", "Telefonei ao Pedro.", 1},
		{"de perfect", "Ich habe die Praxis angerufen.", 1},
		{"de telefoniert", "Ich habe mit der Praxis telefoniert.", 1},
		{"de coordinated", "Ich habe den Kunden angerufen und ihm das Angebot geschickt.", 2},
		{"de question", "Soll ich die Praxis anrufen?", 0},
		{"de instruction", "Ruf die Praxis an.", 0},
		{"de negation", "Ich habe nicht angerufen.", 0},
		{"en offer", "I can phone the clinic if you want.", 0},
		{"es offer", "Puedo telefonear a la clínica.", 0},
		{"fr offer", "Je peux téléphoner à la clinique.", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Find(c.text, nil); len(got) != c.claims {
				t.Errorf("Find(%q) = %v, want %d claims", c.text, got, c.claims)
			}
		})
	}
}
