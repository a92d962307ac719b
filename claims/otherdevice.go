package claims

import "strings"

// Device classes of a home's controls: the words a sentence names one by
// (folded, every language) and the words a call that switched one holds
// in its tool name, arguments or result (an entity id "lock.front_door",
// "lumiere_salon", "cover.alle_rolllaeden").
var deviceClasses = []struct{ names, hay string }{
	{"door doors lock puerta cerradura porte serrure haustur tur schloss porta fechadura tranca portao portail garagentor", "lock door puerta cerradura porte serrure haustuer tuer tur schloss porta fechadura tranca portao portail garage"},
	{"alarm alarma alarme alarmanlage", "alarm alarma alarme"},
	{"light lights lamp luz luces lampara lumiere lumieres lampe licht lichter luzes lampada", "light lamp luz luzes luces lampara lumiere lampe licht lampada"},
	{"thermostat heating termostato calefaccion chauffage heizung aquecimento", "thermostat termostato climate heating calefaccion chauffage heizung aquecimento temperature"},
	{"blinds shutters persianas estores volets rollladen rolllaeden jalousien", "cover blind shutter persiana estor volet rollladen rolllaeden jalousie"},
}

// deviceClassOf maps a folded name word to its class's index.
var deviceClassOf = func() map[string]int {
	m := map[string]int{}
	for i, d := range deviceClasses {
		for _, w := range strings.Fields(d.names) {
			m[w] = i
		}
	}
	return m
}()

// otherDevice: a change claimed of a device ("j'ai verrouillé la porte
// d'entrée", "Alarmanlage ist scharf geschaltet") beside calls that
// switched other devices of the home (the living-room light, the
// thermostat) and none of its class: the calls name the devices they
// switched, and this one is not among them. Only when some call names a
// device of a known class (an entity "switch.sala" says nothing of what
// it switches) and no device the clause names is covered. Returns the
// device word, or "".
func otherDevice(c *Claim, calls []Call) string {
	if c.Action != KindWrite && c.Action != KindRun {
		return ""
	}
	clause := claimClause(c)
	named, word := -1, ""
	var mask uint
	for _, w := range clause {
		if i, ok := deviceClassOf[w]; ok {
			mask |= 1 << i
			if named < 0 {
				named, word = i, w
			}
		}
	}
	if named < 0 {
		return ""
	}
	other := false
	for i := range calls {
		call := &calls[i]
		if st := call.Status; st != Verified && st != Unverified && st != Client {
			continue
		}
		hay := fold(call.Tool + " " + call.Args + " " + call.Result)
		for k, d := range deviceClasses {
			if !hasDeviceWord(hay, d.hay) {
				continue
			}
			if mask&(1<<k) != 0 {
				return "" // a call switched a device the clause names
			}
			other = true
		}
	}
	if !other {
		return ""
	}
	return word
}

// hasDeviceWord: some word of the haystack starts with one of the words,
// a word being any run of letters (an entity id's parts count:
// "lumiere_salon", "lock.front_door"; "porte" is no door inside
// "importe", "tur" none inside "temperatur"). A word of three letters
// or fewer is the whole run: "tur" (Tür) is no door in "light.turn_on",
// the call every light switch makes.
func hasDeviceWord(hay, words string) bool {
	for _, w := range strings.Fields(words) {
		for from := 0; from <= len(hay)-len(w); {
			i := strings.Index(hay[from:], w)
			if i < 0 {
				break
			}
			i += from
			e := i + len(w)
			if (i == 0 || !asciiLetter(hay[i-1])) && (len(w) > 3 || e == len(hay) || !asciiLetter(hay[e])) {
				return true
			}
			from = i + 1
		}
	}
	return false
}
