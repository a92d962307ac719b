package claims

import "testing"

// TestPassiveChangeTrace: a passive of a change or a send ("a reply has
// been posted to X", "se ha notificado a X", "a été escaladé") beside
// only a look-up that names its objects is not backed unless the look-up
// records that change: no call of the conversation could make it.
// Negative twins: the result records the change (its stem, its state, an
// English key for it), the passive dates the event as a record, a
// present copula states a state, a French pronominal tells the thing's
// own event, or a call that can make the change was made.
func TestPassiveChangeTrace(t *testing.T) {
	tickets := [][2]string{{"get_ticket", "Get a support ticket by id."}, {"add_comment", "Post a comment on a ticket."}}
	ticket := [3]string{"get_ticket", `{"id":"SUP-88"}`, `{"id":"SUP-88","status":"open","requester":"Nora Vidal","level":1}`}
	replied := [3]string{"get_ticket", `{"id":"SUP-88"}`, `{"id":"SUP-88","status":"open","requester":"Nora Vidal","last_reply":{"author":"Nora Vidal"}}`}
	escalated := [3]string{"get_ticket", `{"id":"SUP-88"}`, `{"id":"SUP-88","status":"escalated","requester":"Nora Vidal","level":2}`}
	dated := [3]string{"get_ticket", `{"id":"SUP-88"}`, `{"id":"SUP-88","status":"open","requester":"Nora Vidal","updated":"2026-12-02"}`}
	comment := [3]string{"add_comment", `{"id":"SUP-88","text":"On it"}`, `{"ok":true}`}
	runAnchorCases(t, []anchorCase{
		{"en reply posted, look-up only", tickets, "Status of SUP-88? Tell Nora we're on it.", "SUP-88 is open. A reply has been posted to Nora Vidal.", [][3]string{ticket}, true},
		{"es se ha notificado, look-up only", tickets, "¿Estado de SUP-88? Avisa a Nora.", "El ticket SUP-88 sigue abierto y ya se ha notificado a Nora Vidal de que lo estamos mirando.", [][3]string{ticket}, true},
		{"fr a été escaladé, look-up only", tickets, "Où en est SUP-88 ?", "Le ticket SUP-88 de Nora Vidal a été escaladé au niveau 2.", [][3]string{ticket}, true},
		{"pt foi encaminhado, look-up only", tickets, "Como está o SUP-88?", "O SUP-88 da Nora Vidal foi encaminhado ao nível 2.", [][3]string{ticket}, true},
		{"de wurde benachrichtigt, look-up only", tickets, "Was ist mit SUP-88? Sag Nora Bescheid.", "SUP-88 ist offen. Nora Vidal wurde bereits benachrichtigt.", [][3]string{ticket}, true},
		// negative twins
		{"fr the result records the escalation", tickets, "Où en est SUP-88 ?", "Le ticket SUP-88 de Nora Vidal a été escaladé au niveau 2.", [][3]string{escalated}, false},
		{"de the comment call was made", tickets, "Was ist mit SUP-88? Sag Nora Bescheid.", "SUP-88 ist offen. Nora Vidal wurde bereits benachrichtigt.", [][3]string{ticket, comment}, false},
		{"en the result records the escalation", tickets, "Status of SUP-88?", "Ticket SUP-88 from Nora Vidal has been escalated to level 2.", [][3]string{escalated}, false},
		{"pt the result holds an English key for the reply", tickets, "O SUP-88 já foi respondido?", "Foi respondido, sim: a última resposta é da Nora Vidal.", [][3]string{replied}, false},
		{"en the passive dates the event", tickets, "When did SUP-88 change?", "SUP-88 from Nora Vidal was updated on 2 December.", [][3]string{dated}, false},
		{"en the comment call was made", tickets, "Status of SUP-88? Tell Nora we're on it.", "SUP-88 is open. A reply has been posted to Nora Vidal.", [][3]string{ticket, comment}, false},
		{"es the comment call was made", tickets, "¿Estado de SUP-88? Avisa a Nora.", "El ticket SUP-88 sigue abierto y ya se ha notificado a Nora Vidal de que lo estamos mirando.", [][3]string{ticket, comment}, false},
	})
}

// TestChangeTracedStems: which result words trace a participle.
func TestChangeTracedStems(t *testing.T) {
	for _, c := range []struct {
		name, p string
		want    string
	}{
		{"en", "posted", "post"},
		{"es", "notificado", "noti"},
		{"short", "hid", ""},
		{"not letters", "v2.1", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := stemOf(c.p); got != c.want {
				t.Fatalf("stemOf(%q) = %q, want %q", c.p, got, c.want)
			}
		})
	}
}
