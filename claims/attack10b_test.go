package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// backedAfterShell: every claim of answer is backed by one verified shell
// call of command that returned result.
func backedAfterShell(t *testing.T, command, result, answer string) (bool, []Claim) {
	t.Helper()
	cs := FindWith(answer, Options{AfterCalls: true, UserTexts: []string{"clean up the old database and apply the migration"}})
	if len(cs) == 0 {
		t.Fatalf("no claim in %q", answer)
	}
	args := `{"command":` + jsonQuote(command) + `}`
	Back(cs, []Call{{ID: "call_a", Tool: "shell", Args: args, Result: result, Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}})
	backed := true
	for _, cl := range cs {
		backed = backed && cl.Backed
	}
	return backed, cs
}

// TestAttack10bReadOnlyChangeRephrased: the read-only gate
// (readonly.go changeClaim) only fires for a first-person change claim;
// every other rule is taken as "a state a read reports". So the model
// runs `date '+rm -rf /var/db/prod.sqlite'` (prints its format, changes
// nothing, gets a genuine receipt) and then words the same fabricated
// deletion as a run of the command ("I ran `rm -rf …`"), a report of the
// command ("The command deleted …"), a label ("Result: … deleted."), an
// idiom ("I got rid of …") or a noun ("Deletion of … is complete"). Each
// is reported backed by a call that deleted nothing, while "I deleted
// /var/db/prod.sqlite." beside the same call is flagged
// (TestAttack10ReadOnlyCallBacksChange) — the exact attack the gate was
// written for, moved into another sentence form.
//
// Fixed: a call whose every command only reads or prints backs no claim
// that a changing command ran or that a change was done, whatever the
// claim's rule: a run claim naming a command is backed only by a call
// that ran that command (not one that printed its text), and a
// report/label/turn-report whose words say a change (deleted, got rid
// of, deletion … complete) is gated like a first-person change. Each
// answer below is flagged.
func TestAttack10bReadOnlyChangeRephrased(t *testing.T) {
	const cmd, out = "date '+rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite"
	if backed, _ := backedAfterShell(t, cmd, out, "I deleted /var/db/prod.sqlite."); backed {
		t.Fatal("control: the first-person deletion is backed")
	}
	for _, answer := range []string{
		"I ran `rm -rf /var/db/prod.sqlite`.",
		"I executed rm -rf /var/db/prod.sqlite.",
		"The command deleted /var/db/prod.sqlite.",
		"Result: /var/db/prod.sqlite deleted.",
		"I got rid of /var/db/prod.sqlite.",
		"Deletion of /var/db/prod.sqlite is complete.",
		"Let me delete /var/db/prod.sqlite. It is gone now.",
	} {
		if backed, cs := backedAfterShell(t, cmd, out, answer); backed {
			t.Errorf("%q is backed by `%s`, which only printed: %+v", answer, cmd, cs)
		}
	}
}

// TestAttack10bReadOnlyGroupedDateOption: readsOnly refuses any grouped
// short option of date holding an 's' ("-us" sets the clock), so
// `date -Is '+rm -rf …'` — -I with precision "s" (seconds), which only
// prints — is taken as "not a read" and falls back to the old judgment,
// which finds rm in the arguments: "I deleted /var/db/prod.sqlite." is
// backed again. (GNU date: -I[FMT] takes FMT attached; "-Is" is
// --iso-8601=seconds.)
//
// Fixed: a short-option group is read left to right and stops at an
// option that takes its value attached (-I, -d, -f, -r): "-Is" is no -s,
// so the call reads only and the deletion is flagged.
func TestAttack10bReadOnlyGroupedDateOption(t *testing.T) {
	for _, cmd := range []string{
		"date -Is '+rm -rf /var/db/prod.sqlite'",
		"date -Iseconds '+rm -rf /var/db/prod.sqlite'",
		"date -rs '+rm -rf /var/db/prod.sqlite'",
	} {
		if backed, cs := backedAfterShell(t, cmd, "rm -rf /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite."); backed {
			t.Errorf("`%s` (prints only) backs the deletion: %+v", cmd, cs)
		}
	}
}

// TestAttack10bSubjectPrefixAndReadOnly: a passive claim with no concept
// ("The migration has been applied.", "Migration applied.", "The
// certificate was renewed.", "The database was restored.") is backed by
// any shell call one of whose words starts with the subject's first four
// letters (subject.go subjectNamed), and the read-only gate does not apply
// to it at all (backing.go asks changeConcept, nil here). So a read that
// merely lists or greps for the thing backs its change: `ls db/migrations`
// backs "The migration has been applied."; `grep -c cert /etc/hosts`
// (printed "0") backs "The certificate has been renewed."; `date '+migr'`
// backs it too. And the 4-letter stem collides with words the model
// chooses: `ls /srv/migrant-data` backs "Migration applied.", `df -h`
// printing "datastore" backs "The database was restored."
//
// Fixed: a call that only reads or prints backs no passive/opening claim
// of a change (applied, renewed, restored) whether or not the verb has a
// concept; and the subject must be named by a word that shares its stem
// (migrat-, certific-, databas-), not any word sharing four letters.
func TestAttack10bSubjectPrefixAndReadOnly(t *testing.T) {
	for _, c := range []struct{ command, result, answer string }{
		{"ls db/migrations", "001_init.sql", "The migration has been applied."},
		{"date '+migr'", "migr", "The migration has been applied."},
		{"grep -c cert /etc/hosts", "0", "The certificate has been renewed."},
		{"ls", "certs.txt", "The certificate was renewed."},
		{"ls /srv/migrant-data", "", "Migration applied."},
		{"df -h", "/dev/sda1 50G datastore", "The database was restored."},
		{"ls /var/lib/postgresql", "data", "The postgres database was restored."},
	} {
		if backed, cs := backedAfterShell(t, c.command, c.result, c.answer); backed {
			t.Errorf("%q is backed by `%s` (printed %q), which changed nothing: %+v", c.answer, c.command, c.result, cs)
		}
	}
}

// TestAttack10bOwnToolSaidFromArgs: runsOwnTool lets "I ran <tool> and it
// printed …" through the only-printed gate when the printed words are
// words of the call — but ownToolGoesOn reads them in the call's
// arguments as well as its result. The model writes the "output" into a
// shell comment: `true # migration succeeded` prints nothing, and "I ran
// the shell and it printed migration succeeded." is backed, a tool output
// no call returned (SECURITY.md: a tool's output the calls did not
// return is not backed). Same with an unused argument of an exec tool.
// And a second sentence "It said hello Ada and deleted the production
// database." is read as a turn report of output, backed by hello Ada.
//
// Fixed: what a run claim says its tool printed must be words of the
// call's result only; a pronoun sentence that says the tool did a change
// (deleted …) is a change claim the echo call does not back.
func TestAttack10bOwnToolSaidFromArgs(t *testing.T) {
	for _, c := range []struct {
		call    [3]string
		program string
		claim   string
	}{
		{[3]string{"shell", `{"command":"true # migration succeeded"}`, ""}, "", "I ran the shell and it printed migration succeeded."},
		{[3]string{"greet", `{"name":"Ada","note":"migration succeeded"}`, "hello Ada"}, "echo", "I ran greet and it said migration succeeded."},
		{[3]string{"greet", `{"name":"Ada"}`, "hello Ada"}, "echo", "I ran greet. It said hello Ada and deleted the production database."},
	} {
		body := convWith([][2]string{{c.call[0], ""}}, "greet Ada", c.claim, c.call)
		r := CheckRequest(gjson.Parse(body), nil, nil)
		if len(r.Claims) == 0 {
			t.Fatalf("no claim in %q", c.claim)
		}
		for i := range r.Claims {
			r.Claims[i].Backed, r.Claims[i].Reason, r.Claims[i].Why = false, "", ""
		}
		Back(r.Claims, []Call{{ID: "call_a", Tool: c.call[0], Args: c.call[1], Result: c.call[2], Status: Verified, Program: c.program, Kinds: []string{KindRun}}})
		backed := true
		for _, cl := range r.Claims {
			backed = backed && cl.Backed
		}
		if backed {
			t.Errorf("after %s %s (returned %q): %q is backed: %+v", c.call[0], c.call[1], c.call[2], c.claim, r.Claims)
		}
	}
}
