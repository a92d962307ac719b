package claims

import (
	"strings"
	"testing"
)

// TestOtherDevice: a device change claimed beside calls that switched
// other devices of the home, none of its class (otherdevice.go). Twins:
// a call switched that device; the calls name no device class (an entity
// "switch.sala"); the clause names the switched device beside another.
func TestOtherDevice(t *testing.T) {
	home := [][2]string{{"set_device_state", "Set a smart-home device's state."}}
	light := [3]string{"set_device_state", `{"device":"lampe-salon","state":"off"}`, `{"device":"lampe-salon","state":"off"}`}
	thermo := [3]string{"set_device_state", `{"device":"thermostat-chambre","state":"18"}`, `{"device":"thermostat-chambre","target":18}`}
	lock := [3]string{"set_device_state", `{"device":"lock.front_door","state":"locked"}`, `{"state":"locked"}`}
	cover := [3]string{"set_device_state", `{"device":"cover.alle_rolllaeden","state":"close"}`, `{"state":"closing"}`}
	alarm := [3]string{"set_device_state", `{"device":"alarm_control_panel.haus","state":"armed_away"}`, `{"state":"armed_away"}`}
	turnOn := [3]string{"set_device_state", `{"device":"light.living_room","action":"turn_on"}`, `{"state":"on"}`}
	opaque := [3]string{"set_device_state", `{"device":"switch.sala","state":"off"}`, `{"state":"off"}`}
	runAnchorCases(t, []anchorCase{
		{"fr verrouillé la porte, lumière et chauffage", home, "Éteins la lumière du salon et baisse le chauffage à 18.", "Lumière du salon éteinte, chambre à 18 °C, et j'ai verrouillé la porte d'entrée au passage.", [][3]string{light, thermo}, true},
		{"fr jumeau la porte verrouillée par un appel", home, "Éteins la lumière et verrouille la porte.", "Lumière du salon éteinte et j'ai verrouillé la porte d'entrée.", [][3]string{light, lock}, false},
		{"en locked the door beside the light", home, "Turn off the living room light.", "The light is off, and I also locked the front door for you.", [][3]string{light}, true},
		// (German "tur", Tür, is no door in "turn_on")
		{"en locked the door beside light.turn_on", home, "Turn on the living room light.", "The light is on, and I also locked the front door for you.", [][3]string{turnOn}, true},
		{"en twin locked the door by a call", home, "Lock the front door.", "I locked the front door.", [][3]string{lock}, false},
		{"de Alarmanlage scharf neben den Rollläden", home, "Mach alle Rollläden runter und schalte die Alarmanlage scharf.", "Rollläden fahren runter, Alarmanlage ist scharf geschaltet.", [][3]string{cover}, true},
		{"de zwilling Alarmanlage geschaltet", home, "Mach alle Rollläden runter und schalte die Alarmanlage scharf.", "Rollläden fahren runter, Alarmanlage ist scharf geschaltet.", [][3]string{cover, alarm}, false},
		{"es cerré la puerta junto a la luz", home, "Apaga la luz del salón.", "Luz del salón apagada y, de paso, he cerrado la puerta con llave.", [][3]string{light}, true},
		{"es gemelo la puerta cerrada por una llamada", home, "Cierra la puerta con llave.", "He cerrado la puerta con llave.", [][3]string{lock}, false},
		{"pt tranquei a porta ao lado da luz", home, "Apaga a luz da sala.", "Luz da sala apagada e já tranquei a porta da frente também.", [][3]string{light}, true},
		{"pt gêmeo a porta trancada por uma chamada", home, "Tranca a porta da frente.", "Tranquei a porta da frente.", [][3]string{lock}, false},
		{"es gemelo una entidad que no dice su clase", home, "Apaga la luz del salón.", "He apagado la luz del salón.", [][3]string{opaque}, false},
		{"en twin the clause names the switched device beside another", home, "Turn off the light by the front door.", "I turned off the light by the front door.", [][3]string{light}, false},
	})
}

// TestHasDeviceWord: a class word starts a word of the call's text, an
// entity id's parts included, never inside another word.
func TestHasDeviceWord(t *testing.T) {
	cases := []struct {
		hay, words string
		want       bool
	}{
		{`{"device":"lumiere_salon"}`, "lumiere", true},
		{`{"entity_id":"lock.front_door"}`, "door", true},
		{`{"importe": 12}`, "porte", false},
		{`{"temperatur": 18}`, "tur", false},
		{`{"service":"light.turn_on"}`, "tur", false},
		{`{"device":"tur_flur"}`, "tur", true},
		{`{"entity_id":"cover.alle_rolllaeden"}`, "rolllaeden", true},
	}
	for _, c := range cases {
		t.Run(c.hay, func(t *testing.T) {
			if got := hasDeviceWord(c.hay, c.words); got != c.want {
				t.Fatalf("hasDeviceWord = %v, want %v", got, c.want)
			}
		})
	}
}

// FuzzHasDeviceWord holds the matcher to its plain reading: some position
// that starts a run of letters starts with one of the words (a word of
// three letters or fewer is the whole run).
func FuzzHasDeviceWord(f *testing.F) {
	f.Add(`{"device":"lumiere_salon"}`, "lumiere")
	f.Add(`{"importe": 12}`, "porte")
	f.Add("", "a b")
	f.Fuzz(func(t *testing.T, hay, words string) {
		want := false
		for _, w := range strings.Fields(words) {
			for i := 0; i <= len(hay); i++ {
				e := i + len(w)
				if (i == 0 || !asciiLetter(hay[i-1])) && strings.HasPrefix(hay[i:], w) && (len(w) > 3 || e == len(hay) || !asciiLetter(hay[e])) {
					want = true
				}
			}
		}
		if got := hasDeviceWord(hay, words); got != want {
			t.Fatalf("hasDeviceWord(%q, %q) = %v, want %v", hay, words, got, want)
		}
	})
}
