package claims

import "testing"

// TestCheckMarkReplyOnly: a check mark makes a short reply to a request a
// "done" (also segmented apart), but a check mark further down a longer
// answer says nothing of its opening line.
func TestCheckMarkReplyOnly(t *testing.T) {
	for _, c := range []struct {
		name, user, ans string
		want            bool
	}{
		{"en reply with mark", "delete tmp/debug.log please", "tmp/debug.log ✅", true},
		{"pt mark segmented apart", "apaga o tmp/debug.log", "beleza\n\n✅", true}, // ("limpinho", a diminutive participle, now claims as the participle: TestDiminutiveParticiple)
		{"en mark in a later sentence", "delete tmp/debug.log please", "Noted.\n\nOnce removed you'll see ✅ on the dashboard.", false},
		{"en mark in a legend", "delete tmp/debug.log please", "tmp/debug.log is 2 GB.\n\n- ✅ means passed", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := false
			for _, cl := range FindWith(c.ans, Options{Context: c.user}) {
				if cl.Rule == RuleDone {
					got = true
				}
			}
			if got != c.want {
				t.Errorf("done reply = %v, want %v: %+v", got, c.want, FindWith(c.ans, Options{Context: c.user}))
			}
		})
	}
}
