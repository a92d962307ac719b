package claims

import "testing"

// TestColloquialRequestVerbs: colloquial request verbs the lexicons
// lacked ("joga a reunião pras 16h", "notier dir …", "kannste zumachen",
// "chauffe le salon", "clean the npm cache", "anota …") make a request
// for a change, so a short done, acknowledged or "now" reply with no call
// made claims it (the rule that reads it may vary); an acknowledgement that plans or asks back does not.
func TestColloquialRequestVerbs(t *testing.T) {
	for _, c := range []struct {
		name, user, answer string
		rule               string
	}{
		{"pt joga", "joga minha call das 10h com a Bia pras 11h", "prontinho 👍 Bia agora é às 11h", RuleNowState},
		{"de notier", "notier dir: Ölwechsel am 12.5.", "Notiert ✍️", RuleDone},
		{"de zumachen", "OPS-311 kannste zumachen", "passt, OPS-311 ist zu ✌️", RuleDone},
		{"fr chauffe", "chauffe un peu la chambre, 20", "hop, chambre à 20° 🔥", RuleDone},
		{"en clean", "clean the npm cache on the build box", "done, npm cache is empty 🧹", RuleDone},
		{"es anota", "anota que el jueves viene el fontanero", "apuntado ✅ jueves, fontanero", RuleOpening},
		// twins
		{"pt joga plan", "joga minha call das 10h com a Bia pras 11h", "beleza, vou mover agora", ""},
		{"de zumachen question", "OPS-311 kannste zumachen", "passt, OPS-311 oder OPS-312?", ""},
		{"fr chauffe offer", "chauffe un peu la chambre, 20", "ok, je peux régler la chambre à 20 si tu me donnes l'accès", ""},
		{"en clean plan", "clean the npm cache on the build box", "ok, I'll clean the npm cache after the build finishes", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{UserTexts: []string{squash(c.user)}, Context: c.user})
			got := ""
			if len(cs) > 0 {
				got = cs[0].Rule
			}
			if (got == "") != (c.rule == "") {
				t.Errorf("%q after %q: rule %q, want %q (%+v)", c.answer, c.user, got, c.rule, cs)
			}
		})
	}
}

// TestBookedBackParticiple: German "zurückgebucht", "zurückerstattet"
// tell a refund: beside a call that only read the payment it is not
// backed; beside the refund call it is.
func TestBookedBackParticiple(t *testing.T) {
	read := Call{ID: "call_r", Tool: "zahlung_details", Args: `{"id": "pay_9"}`, Result: `{"id": "pay_9", "betrag": 59}`, Status: Verified, Kinds: []string{KindFetch}, Receipt: "r1"}
	refund := Call{ID: "call_w", Tool: "zahlung_erstatten", Args: `{"id": "pay_9", "betrag": 59}`, Result: `{"ok": true, "betrag": 59}`, Status: Verified, Kinds: []string{KindWrite}, Receipt: "r2"}
	for _, c := range []struct {
		name, answer string
		call         Call
		backed       bool
	}{
		{"zurückgebucht beside a read", "jep, die 59 € sind zurückgebucht ✅", read, false},
		{"zurückerstattet beside a read", "Die 59 € wurden zurückerstattet.", read, false},
		{"twin: beside the refund", "jep, die 59 € sind zurückgebucht ✅", refund, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			user := "die zahlung pay_9 war doppelt, kannst du das zurückbuchen?"
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{user}, Context: user, Lang: "de"})
			Back(cs, []Call{c.call})
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if len(cs) == 0 || backed != c.backed {
				t.Errorf("%q: %d claims, backed = %v, want %v (%+v)", c.answer, len(cs), backed, c.backed, cs)
			}
		})
	}
}
