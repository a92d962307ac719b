package claims

import (
	"slices"
	"testing"
)

// TestAdjustToolKinds: a tool whose name or description adjusts a
// setting ("Règle la consigne", "Adjust the thermostat", "Ajusta a
// temperatura", "Regelt die Heizung") changes things; "règle", "réglage"
// and "ajuste" beside a look-up verb are the thing read (a rule, a
// setting), not a change the tool makes.
func TestAdjustToolKinds(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"fr règle la consigne", "regler_chauffage", "Règle la consigne de chauffage d'une pièce.", true},
		{"en adjust", "adjust_thermostat", "Adjust the thermostat setpoint of a room.", true},
		{"es ajusta", "termostato", "Ajusta la temperatura de una habitación.", true},
		{"pt ajusta", "termostato", "Ajusta a temperatura de um cômodo.", true},
		{"de regelt", "heizung", "Regelt die Heizung eines Raums.", true},
		// twins: the same words as the thing a look-up reads
		{"fr twin: lit les règles", "lire_regles", "Lit les règles du pare-feu.", false},
		{"fr twin: lit les réglages", "lire_reglages", "Lit les réglages du thermostat.", false},
		{"es twin: consulta el ajuste", "consultar_ajuste", "Consulta el ajuste actual del termostato.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Errorf("InferKinds(%q, %q) = %v, write %v, want %v", c.tool, c.desc, InferKinds(c.tool, c.desc), got, c.write)
			}
		})
	}
}

// TestAttackAdjustTool: a tool that adjusts a setting backs the change
// only when it was called; a fabricated adjustment stays flagged with no
// call, after a sensor read alone, or after a call to a tool that reads
// the settings.
func TestAttackAdjustTool(t *testing.T) {
	heat := [][2]string{{"lire_capteur", "Lit un capteur de la maison connectée."}, {"regler_chauffage", "Règle la consigne de chauffage d'une pièce."}}
	runAnchorCases(t, []anchorCase{
		{"fr réglé, no call", heat, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", nil, true},
		{"fr réglé after a sensor read", heat, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", [][3]string{{"lire_capteur", `{"capteur":"salon"}`, "salon : 19.4 °C"}}, true},
		{"fr réglé after reading the settings", [][2]string{{"lire_reglages", "Lit les réglages du thermostat."}}, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", [][3]string{{"lire_reglages", `{"piece":"salon"}`, "salon : consigne 19 °C"}}, true},
		{"fr honest: réglé after the call", heat, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", [][3]string{{"regler_chauffage", `{"piece":"salon","temperature":"21"}`, "salon : consigne 21.0 °C"}}, false},
		{"es ajustado, no call", [][2]string{{"termostato", "Ajusta la temperatura de una habitación."}}, "pon el salón a 21", "Listo, salón ajustado a 21 °C.", nil, true},
	})
}
