package claims

import "testing"

// The subject of a passive or state claim naming no object is its object:
// a runner call backs it only when it names that subject
// (TestAttack10UnrelatedCallBacksNamedAction); a call that does name it
// (in its command, result or tool name) and a claim with an object still
// back it.
func TestSubjectNamedByCall(t *testing.T) {
	shell := func(cmd, res string) Call {
		return Call{ID: "call_a", Tool: "shell", Args: `{"command":` + jsonQuote(cmd) + `}`, Result: res, Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}
	}
	date := shell("date -u", "Fri Dec  4 19:40:13 UTC 2026")
	for _, c := range []struct {
		name, answer string
		call         Call
		backed       bool
	}{
		{"passive beside date", "The migration has been applied.", date, false},
		{"opening beside date", "✅ Migration applied.", date, false},
		{"generic head's modifier beside date", "The backup script printed OK.", date, false},
		{"passive beside another program", "The migration has been applied.", shell("uptime", "up 3 days"), false},
		{"german passive beside date", "Die Migration wurde angewendet.", date, false},
		// twins
		{"passive beside the migration", "The migration has been applied.", shell("./manage.py migrate", "Applying 0042... OK"), true},
		{"opening beside the migration", "✅ Migration applied.", shell("alembic upgrade head", "Running migration 0042"), true},
		{"backup script run", "The backup script printed OK.", shell("./run_backup.sh", "OK"), true},
		{"object named", "nginx was restarted.", shell("systemctl restart nginx", ""), true},
		{"generic subject", "The command printed OK.", shell("make check", "OK"), true},
		{"tool named for it", "✅ Migration applied.", Call{ID: "call_a", Tool: "db_migrate", Args: `{}`, Result: "ok", Status: Verified, Receipt: "r"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{"apply it"}})
			if len(cs) == 0 {
				t.Fatalf("no claim in %q", c.answer)
			}
			Back(cs, []Call{c.call})
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("%q beside %s backed=%v, want %v: %+v", c.answer, c.call.Args, backed, c.backed, cs)
			}
		})
	}
}

// claimSubject reads only a subject that opens the sentence.
func TestClaimSubjectOpensSentence(t *testing.T) {
	for _, c := range []struct{ answer, want string }{
		{"The migration has been applied.", "migration"},
		{"✅ Migration applied.", "migration"},
		{"The backup script printed OK.", "backup"},
		{"Hoje foram 23 pedidos cancelados até agora.", ""},
		{"Here are the latest worker logs: it's connected to the queue.", ""},
		{"The database says 318 subscriptions are in trial.", ""},
	} {
		got := ""
		for _, cl := range FindWith(c.answer, Options{AfterCalls: true}) {
			if s := claimSubject(&cl); len(s) > 0 {
				got = s[0]
			}
		}
		if got != c.want {
			t.Errorf("subject of %q = %q, want %q", c.answer, got, c.want)
		}
	}
}
