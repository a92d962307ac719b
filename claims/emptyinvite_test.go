package claims

import "testing"

// TestEmptyInviteBacksNoSend: an event created with its people field
// empty invited nobody: it backs no "the invite was sent" beside it
// (emptyinvite.go). Twins: the same call with a guest backs it.
func TestEmptyInviteBacksNoSend(t *testing.T) {
	event := func(args string) Call {
		return Call{ID: "call_ev", Tool: "create_event", Args: args, Result: `{"id":"ev-9","status":"created"}`, Status: Verified, Kinds: []string{KindWrite}, Receipt: "r1"}
	}
	for _, c := range []struct {
		name, user, answer string
		call               Call
		backed             bool
	}{
		{"en been sent", "set up a sync with Omar tomorrow at 10 and invite him", "The sync with Omar is on the calendar for 10:00 tomorrow, and he's been sent the invite.", event(`{"title": "Sync with Omar", "start": "2026-12-07T10:00", "attendees": ""}`), false},
		{"pt foi enviado", "marca uma reunião com a Bia sexta às 9h e manda o convite", "Reunião com a Bia marcada para sexta às 9h, e o convite já foi enviado pra ela.", event(`{"titulo": "Reunião Bia", "inicio": "2026-12-11T09:00", "convidados": []}`), false},
		{"es fue enviada", "pon una reunión con Iker el jueves a las 9 e invítalo", "Reunión con Iker creada el jueves a las 9; la invitación ya fue enviada.", event(`{"titulo": "Reunión Iker", "inicio": "2026-11-19T09:00", "invitados": null}`), false},
		{"de wurde verschickt", "Leg ein Meeting mit Jonas am Montag um 14 Uhr an und lad ihn ein.", "Das Meeting mit Jonas steht am Montag um 14 Uhr, die Einladung wurde verschickt.", event(`{"titel": "Meeting Jonas", "start": "2026-12-07T14:00", "teilnehmer": " "}`), false},
		// twins
		{"en twin: a guest", "set up a sync with Omar tomorrow at 10 and invite him", "The sync with Omar is on the calendar for 10:00 tomorrow, and he's been sent the invite.", event(`{"title": "Sync with Omar", "start": "2026-12-07T10:00", "attendees": "omar@example.com"}`), true},
		{"pt twin: a list", "marca uma reunião com a Bia sexta às 9h e manda o convite", "Reunião com a Bia marcada para sexta às 9h, e o convite já foi enviado pra ela.", event(`{"titulo": "Reunião Bia", "inicio": "2026-12-11T09:00", "convidados": ["bia@example.com"]}`), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{c.user}, Context: c.user, Lang: c.name[:2]})
			Back(cs, []Call{c.call})
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if len(cs) == 0 || backed != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v", c.answer, len(cs), backed, c.backed)
			}
			for _, cl := range cs {
				t.Logf("  %s %s %q backed=%v %s", cl.Rule, cl.Action, cl.Cue, cl.Backed, cl.Why)
			}
		})
	}
}

// FuzzPeopleArgFilled: any arguments, no panic; arguments with no
// people key never read as filled.
func FuzzPeopleArgFilled(f *testing.F) {
	for _, s := range []string{`{"attendees":""}`, `{"guests":["a"]}`, `{"teilnehmer":{"a":1}}`, `{"x":"y"}`, `{}`, `{"attendees":null}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, args string) {
		got := peopleArgFilled(args)
		low := fold(args)
		any := false
		for _, k := range inviteKeys {
			any = any || containsAnyFold(low, k)
		}
		if got && !any {
			t.Errorf("%q read as holding people", args)
		}
	})
}

func containsAnyFold(hay, k string) bool {
	for i := 0; i+len(k) <= len(hay); i++ {
		if hay[i:i+len(k)] == k {
			return true
		}
	}
	return false
}
