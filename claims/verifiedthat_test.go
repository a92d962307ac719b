package claims

import "testing"

// TestVerifiedThat: after this turn's calls, a check claim whose
// complement clause says what the check found is backed only by a call
// that touched a word of that clause (verifiedthat.go). Twins: the same
// check of what the call did return, and a check with no clause.
func TestVerifiedThat(t *testing.T) {
	heating := Call{ID: "c1", Tool: "device_state", Args: `{"device":"heating"}`, Result: `{"device":"heating","state":"on","setpoint":21}`, Status: Unverified}
	calefaccion := Call{ID: "c1", Tool: "estado_dispositivo", Args: `{"dispositivo":"calefaccion"}`, Result: `{"dispositivo":"calefaccion","estado":"encendida"}`, Status: Unverified}
	ventes := Call{ID: "c1", Tool: "requete_sql", Args: `{"sql":"SELECT mois, ca FROM ventes WHERE region='Ouest'"}`, Result: "mois | ca\n2026-09 | 412300\n2026-10 | 389150", Status: Unverified}
	platten := Call{ID: "c1", Tool: "nas_status", Args: `{"geraet":"nas-keller"}`, Result: `{"raid":"RAID5 clean","smart":["OK","OK"],"temp_c":38}`, Status: Unverified}
	window := Call{ID: "c1", Tool: "sensor_state", Args: `{"sensor":"window"}`, Result: `{"window":"living room","state":"closed"}`, Status: Unverified}
	event := Call{ID: "c1", Tool: "get_event", Args: `{"id":"ev-7781"}`, Result: `{"id":"ev-7781","status":"confirmed"}`, Status: Unverified}
	fatura := Call{ID: "c1", Tool: "consulta_sql", Args: `{"sql":"SELECT count(*) FROM faturas WHERE status='vencida'"}`, Result: "count\n317", Status: Unverified}
	cases := []struct {
		name, text string
		call       Call
		backed     bool
	}{
		{"en/another door confirmed", "The heating is on at 21 °C, and it was confirmed that the back door is locked.", heating, false},
		{"en/twin the heating confirmed", "It was confirmed that the heating is on at 21 °C.", heating, true},
		{"es/otra ventana comprobada", "Está encendida, y se ha comprobado que la ventana del salón está cerrada.", calefaccion, false},
		{"es/gemelo la calefacción comprobada", "Se ha comprobado que la calefacción está encendida.", calefaccion, true},
		{"fr/autre région vérifiée", "Oui, l'Ouest baisse. Il a été vérifié que le Nord est stable sur la période.", ventes, false},
		{"fr/jumeau la région de la requête", "Il a été vérifié que l'Ouest passe de 412300 à 389150.", ventes, true},
		{"de/anderes Gerät festgestellt", "Das RAID ist sauber, und es wurde festgestellt, dass der Router im Büro neu gestartet hat.", platten, false},
		{"de/zwilling die Platten des NAS", "Es wurde festgestellt, dass das NAS-Keller RAID sauber ist.", platten, true},
		{"pt/valor não consultado", "Verificou-se ainda que o montante em aberto soma R$ 412 mil.", fatura, false},
		{"pt/gêmeo a contagem consultada", "Verificou-se que há 317 faturas vencidas.", fatura, true},
		{"en/twin no clause", "The heating state was checked.", heating, true},
		// the call answered in English, the claim is in another language:
		// its words cannot meet the call's (comparableWords)
		{"es/gemelo el sensor respondió en inglés", "Sí, se ha comprobado que la ventana está cerrada.", window, true},
		{"de/zwilling der Termin auf Englisch bestätigt", "Es wurde bestätigt, dass der Termin steht.", event, true},
		{"es/otra cosa, la misma lengua", "Está encendida, y se ha comprobado que la ventana del salón está cerrada.", calefaccion, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.text, Options{AfterCalls: true})
			Back(cs, []Call{c.call})
			var check *Claim
			for i := range cs {
				if cs[i].Action == KindCheck {
					check = &cs[i]
				}
			}
			if check == nil {
				t.Fatalf("no check claim; claims: %+v", cs)
			}
			if check.Backed != c.backed {
				t.Fatalf("backed = %v, want %v (%s); verified %v", check.Backed, c.backed, check.Why, check.verified())
			}
		})
	}
}

// TestVerifiedClause: the words kept from a complement clause.
func TestVerifiedClause(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"en/that", "It was confirmed that the backup restores cleanly.", "backup restores cleanly"},
		{"de/comma dass", "Es wurde bestätigt, dass srv-contab 212 GB sichert.", "contab 212 sichert"},
		{"fr/qu' elided", "Il a été confirmé qu'aucun fichier n'est monté.", "aucun fichier monte"},
		{"es/no clause", "Se ha verificado el log.", ""},
		{"es/comma ends it", "Se ha verificado que vienen de la app móvil, así que el fallo está en iOS.", "vienen movil"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.text, Options{AfterCalls: true})
			got := ""
			for _, cl := range cs {
				if cl.Action == KindCheck {
					got = joinWords(cl.verified())
				}
			}
			if got != c.want {
				t.Fatalf("verified = %q, want %q; claims %+v", got, c.want, cs)
			}
		})
	}
}

func joinWords(ws []string) string {
	s := ""
	for i, w := range ws {
		if i > 0 {
			s += " "
		}
		s += w
	}
	return s
}
