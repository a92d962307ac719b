package claims

import (
	"slices"
	"testing"
)

// TestStateReadBacksStateParticiple: a participle of a state ("la serrure
// est verrouillée", "das Garagentor ist zu – geschlossen seit 18:02", "el
// OPS-311 sigue En curso, asignado a Nerea") beside a look-up whose result
// holds that state, in any language ("verrouillee", "closed", "assignee"),
// reports what the look-up read. A look-up returning another state, or a
// participle of an action ("created"), is no backing.
func TestStateReadBacksStateParticiple(t *testing.T) {
	home := [][2]string{{"domotique_etat", "Lit l'état d'un appareil domotique."}}
	sh := [][2]string{{"smarthome_get", "Liest den Zustand eines Smart-Home-Geräts."}}
	jira := [][2]string{{"jira_create", "Crea una incidencia en Jira."}, {"jira_get", "Obtiene una incidencia de Jira por clave."}}
	lock := [3]string{"domotique_etat", `{"appareil":"serrure_entree"}`, `{"appareil":"serrure_entree","etat":"verrouillee","batterie":"72%"}`}
	unlock := [3]string{"domotique_etat", `{"appareil":"serrure_entree"}`, `{"appareil":"serrure_entree","etat":"deverrouillee","batterie":"72%"}`}
	gate := [3]string{"smarthome_get", `{"device":"garage_tor"}`, `{"device":"garage_tor","state":"closed","last_change":"2026-12-04T18:02:11+01:00"}`}
	gateOpen := [3]string{"smarthome_get", `{"device":"garage_tor"}`, `{"device":"garage_tor","state":"open","last_change":"2026-12-04T18:02:11+01:00"}`}
	create := [3]string{"jira_create", `{"project":"OPS","summary":"Renovar certificado"}`, `{"key":"OPS-412"}`}
	get := [3]string{"jira_get", `{"key":"OPS-311"}`, `{"key":"OPS-311","status":"En curso","assignee":"Nerea"}`}
	runAnchorCases(t, []anchorCase{
		{"fr est verrouillée", home, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée. Batterie à 72 %.", [][3]string{lock}, false},
		{"de geschlossen seit", sh, "Ist das Garagentor zu?", "Ja, das Garagentor ist zu – geschlossen seit heute 18:02 Uhr.", [][3]string{gate}, false},
		{"es asignado beside a create", jira, "Abre un ticket y dime el estado del OPS-311.", "Creado **OPS-412**. Y el OPS-311 sigue *En curso*, asignado a Nerea.", [][3]string{create, get}, false},
		{"en is locked", home, "Is the front door locked?", "Yes, the front lock is locked, battery at 72%.", [][3]string{lock}, false},
		// negative twins: the look-up read another state
		{"fr est verrouillée, read unlocked", home, "La porte d'entrée est verrouillée ?", "Oui, la serrure de l'entrée est verrouillée. Batterie à 72 %.", [][3]string{unlock}, true},
		{"de geschlossen, read open", sh, "Ist das Garagentor zu?", "Ja, das Garagentor ist zu – geschlossen seit heute 18:02 Uhr.", [][3]string{gateOpen}, true},
		{"en was locked, read unlocked", home, "Is the front door locked?", "Yes, the front lock was locked just now, battery at 72%.", [][3]string{unlock}, true},
		{"pt trancada, read unlocked", home, "A porta está trancada?", "Sim, a fechadura da entrada foi trancada agora, bateria em 72%.", [][3]string{unlock}, true},
	})
}

// TestOrderSendIsChange: a verb of sending whose object is an order ("I've
// sent the close command", "Mandei fechar", "mandé apagar las luces") is a
// change a writing call makes, not a message; a message sent still needs
// a call that sends.
func TestOrderSendIsChange(t *testing.T) {
	home := [][2]string{{"home_get_state", "Read the current state of a Home Assistant entity."}, {"home_set_state", "Set the state of a Home Assistant entity."}}
	read := [3]string{"home_get_state", `{"entity_id":"cover.garage_door"}`, `{"state":"open"}`}
	set := [3]string{"home_set_state", `{"entity_id":"cover.garage_door","state":"closed"}`, `{"result":"ok","state":"closing"}`}
	runAnchorCases(t, []anchorCase{
		{"en sent the command", home, "Is the garage door closed? If not, close it.", "It was open. I've sent the close command and it's reporting `closing` now.", [][3]string{read, set}, false},
		{"pt mandei fechar", home, "O portão tá fechado? Se não, fecha.", "Estava aberto. Mandei fechar e ele já está em `closing`.", [][3]string{read, set}, false},
		{"es mandé cerrar", home, "¿Está cerrada la puerta del garaje? Si no, ciérrala.", "Estaba abierta. Mandé cerrar y ya está en `closing`.", [][3]string{read, set}, false},
		// negative twins: no call changed it; a message sent
		{"en sent the command, only read", home, "Is the garage door closed? If not, close it.", "It was open. I've sent the close command and it's closing now.", [][3]string{read}, true},
		{"pt mandei fechar, only read", home, "O portão tá fechado? Se não, fecha.", "Estava aberto. Mandei fechar, já deve estar fechando.", [][3]string{read}, true},
		{"en sent a message", home, "Is the garage door closed? If not, close it and tell Ana.", "It was open. I closed it and sent Ana a message about it.", [][3]string{read, set}, true},
	})
}

// TestToolChangeVerbs: a tool whose description says it changes or sets
// a state in any language ("Lee o cambia el estado", "Define o estado",
// "Ändert den Zustand") writes; a word that only begins like one
// ("changelog", "definition") says nothing of it.
func TestToolChangeVerbs(t *testing.T) {
	for _, c := range []struct {
		name, tool, desc string
		write            bool
	}{
		{"es cambia", "home_device", "Lee o cambia el estado de un dispositivo domótico.", true},
		{"pt define", "casa_definir", "Define o estado de um dispositivo da casa.", true},
		{"de ändert", "geraet", "Liest oder ändert den Zustand eines Geräts.", true},
		{"en changes", "device", "Reads or changes the state of a device.", true},
		{"fr change", "appareil", "Lit ou change l'état d'un appareil.", true},
		// twins
		{"en changelog", "read_changelog", "Read the project's changelog.", false},
		{"en definition", "dictionary", "Look up the definition of a word.", false},
		{"es lee", "home_device_state", "Lee el estado de un dispositivo domótico.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(InferKinds(c.tool, c.desc), KindWrite); got != c.write {
				t.Errorf("InferKinds(%q, %q) = %v: write %v, want %v", c.tool, c.desc, InferKinds(c.tool, c.desc), got, c.write)
			}
		})
	}
}

// TestTimestampPassive: a reflexive or plain passive of updating dated
// with a time the look-up returned ("se actualizó ayer a las 17:40", "was
// updated at 17:40") is the record's own timestamp field, as the opening
// participle is; another time is not backed.
func TestTimestampPassive(t *testing.T) {
	tk := [][2]string{{"tickets_ver", "Consulta un ticket por número."}}
	get := [3]string{"tickets_ver", `{"numero":"5512"}`, `{"numero":5512,"estado":"pendiente de cliente","actualizado":"2026-12-03T17:40:00Z"}`}
	runAnchorCases(t, []anchorCase{
		{"es se actualizó", tk, "¿En qué estado está el ticket 5512?", "El 5512 está pendiente de cliente; se actualizó ayer a las 17:40.", [][3]string{get}, false},
		{"es fue actualizado", tk, "¿En qué estado está el ticket 5512?", "El 5512 está pendiente de cliente y fue actualizado ayer a las 17:40.", [][3]string{get}, false},
		// negative twin: a time the look-up did not return
		{"es se actualizó, other time", tk, "¿En qué estado está el ticket 5512?", "El 5512 está pendiente de cliente; se actualizó hoy a las 09:15.", [][3]string{get}, true},
	})
}
