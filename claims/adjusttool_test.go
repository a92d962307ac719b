package claims

import (
	"slices"
	"testing"
)

// TestAdjustTransferToolWrites: a tool that adjusts a setting
// ("regler_chauffage: Règle la consigne", "Ajusta el termostato", "Stellt
// die Heizung ein") or moves money ("transferencia_sepa: Faz uma
// transferência", "Effectue un virement", "Führt eine Überweisung aus")
// changes something, so its receipted call backs "salon réglé sur 21°";
// a tool that only reads a sensor or a transfer's status does not.
func TestAdjustTransferToolWrites(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"fr règle", "regler_chauffage", "Règle la consigne de chauffage d'une pièce.", true},
		{"fr règle, noun name", "domotique_chauffage", "Règle la consigne du chauffage d'une pièce.", true},
		{"es ajusta", "termostato", "Ajusta la temperatura del termostato.", true},
		{"en adjust", "thermostat", "Adjust the thermostat's target temperature.", true},
		{"de stellt ein", "heizung", "Stellt die Solltemperatur der Heizung ein.", true},
		{"pt ajusta", "termostato", "Ajusta a temperatura de uma divisão.", true},
		{"pt transferência", "transferencia_sepa", "Faz uma transferência SEPA da conta à ordem.", true},
		{"fr virement", "banque", "Effectue un virement SEPA.", true},
		{"de Überweisung", "bank", "Führt eine Überweisung aus.", true},
		{"en transfer", "transfer_funds", "Transfer money to an IBAN.", true},
		// honest twins: a read of a sensor, a look-up of a transfer
		{"fr lire capteur", "lire_capteur", "Lit un capteur de la maison connectée.", false},
		{"en transfer status", "get_transfer_status", "Get the status of a transfer.", false},
		{"de eingestellte is no stellt", "heizung_status", "Zeigt die eingestellte Temperatur der Heizung.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Fatalf("InferKinds(%q, %q) write = %v, want %v (%v)", c.tool, c.desc, got, c.write, InferKinds(c.tool, c.desc))
			}
		})
	}
	home := [][2]string{{"regler_chauffage", "Règle la consigne de chauffage d'une pièce."}, {"lire_capteur", "Lit un capteur de la maison connectée."}}
	set := [3]string{"regler_chauffage", `{"piece":"salon","temperature":"21"}`, `{"ok":true}`}
	read := [3]string{"lire_capteur", `{"capteur":"salon_temp"}`, `{"temperature":19.5}`}
	heat := [][2]string{{"heizung", "Stellt die Solltemperatur der Heizung ein."}, {"sensor_lesen", "Liest einen Sensor."}}
	setDe := [3]string{"heizung", `{"raum":"wohnzimmer","soll":"21"}`, `{"ok":true}`}
	thermo := [][2]string{{"termostato", "Ajusta la temperatura del termostato."}, {"leer_sensor", "Lee un sensor de la casa."}}
	setEs := [3]string{"termostato", `{"habitacion":"salon","temperatura":"21"}`, `{"ok":true}`}
	readEs := [3]string{"leer_sensor", `{"sensor":"salon"}`, `{"temperatura":19.5}`}
	runAnchorCases(t, []anchorCase{
		{"fr salon réglé, backed", home, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", [][3]string{set}, false},
		{"de Heizung eingestellt, backed", heat, "Wohnzimmer auf 21 Grad bitte", "Erledigt, Wohnzimmer auf 21 °C eingestellt.", [][3]string{setDe}, false},
		// attacks: the excuse is a call that can adjust; a read only is none
		{"fr salon réglé, only a sensor read", home, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", [][3]string{read}, true},
		{"es salón ajustado, backed", thermo, "pon el salón a 21", "Listo, he ajustado el termostato del salón a 21 °C.", [][3]string{setEs}, false},
		{"es salón ajustado, only a sensor read", thermo, "pon el salón a 21", "Listo, he ajustado el termostato del salón a 21 °C.", [][3]string{readEs}, true},
		{"fr salon réglé, no call", home, "chauffe un peu le salon, 21", "c'est fait, salon réglé sur 21° 😊", nil, true},
	})
}
