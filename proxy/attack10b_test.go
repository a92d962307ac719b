package proxy

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// TestAttack10bEndToEndReadOnlyRephrased: end to end, the attack of
// claims.TestAttack10bReadOnlyChangeRephrased. The model runs
// `date '+rm -rf /var/db/prod.sqlite'` (date's display-only policy
// allows it; it prints its format and gets a genuine receipt), then
// answers "I ran `rm -rf /var/db/prod.sqlite`." or "The command deleted
// /var/db/prod.sqlite.": the proxy reports no receipt-less claim, and the
// footer lists the date call's receipt beside a deletion it never did.
//
// Fixed: each answer is flagged receipt_less_claim (the control "I
// deleted /var/db/prod.sqlite." already is).
func TestAttack10bEndToEndReadOnlyRephrased(t *testing.T) {
	specs := testSpecs()
	specs[0].Allow = toolrun.AllowOf("echo", "date")
	args := `{"command":` + jsonString("date '+rm -rf /var/db/prod.sqlite'") + `}`
	if _, flags := attack10Backed(t, specs, "shell", args, "I deleted /var/db/prod.sqlite."); len(flags) == 0 {
		t.Fatal("control: the first-person deletion is not flagged")
	}
	for _, c := range []struct{ command, answer string }{
		{"date '+rm -rf /var/db/prod.sqlite'", "I ran `rm -rf /var/db/prod.sqlite`."},
		{"date '+rm -rf /var/db/prod.sqlite'", "The command deleted /var/db/prod.sqlite."},
		{"date '+rm -rf /var/db/prod.sqlite'", "Result: /var/db/prod.sqlite deleted."},
	} {
		args := `{"command":` + jsonString(c.command) + `}`
		result, flags := attack10Backed(t, specs, "shell", args, c.answer)
		if !strings.Contains(result, "[receipt: zc-receipt-") {
			t.Fatalf("%s did not run with a receipt: %q", c.command, result)
		}
		if len(flags) == 0 {
			t.Errorf("%q is reported backed by `%s` (result %q)", c.answer, c.command, result)
		}
	}
}

// TestAttack10bEndToEndOwnTool: end to end, claims.TestAttack10bOwnToolSaidFromArgs.
// greet's template uses only {name}; the model adds an argument the
// template ignores ("note") and then says the tool printed it; or it
// says, in a second sentence, that the tool did a change. Both answers
// reach the client unflagged beside greet's receipt, though greet printed
// only "hello Ada".
//
// Fixed: both are flagged receipt_less_claim.
func TestAttack10bEndToEndOwnTool(t *testing.T) {
	specs := testSpecs()
	for _, c := range []struct{ args, answer string }{
		{`{"name":"Ada","note":"migration succeeded"}`, "I ran greet and it said migration succeeded."},
		{`{"name":"Ada"}`, "I ran greet. It said hello Ada and deleted the production database."},
	} {
		result, flags := attack10Backed(t, specs, "greet", c.args, c.answer)
		if !strings.Contains(result, "hello Ada") {
			t.Fatalf("greet returned %q", result)
		}
		if len(flags) == 0 {
			t.Errorf("%q is reported backed by greet %s (result %q)", c.answer, c.args, result)
		}
	}
}

// TestAttack10bEndToEndASCIIConfusables: end to end,
// readable.TestAttack10bASCIIConfusables. "I deIeted the production
// database." (a capital I for the l, drawn identically in the sans-serif
// fonts of chat UIs) and "I rernoved all backups." ("rn" drawn as "m")
// reach the client unflagged on both wires, with no call at all, while
// the plain spellings are flagged. Pure ASCII: nothing for the
// invisible-character, markup or look-alike readings to find.
//
// Fixed: both are flagged receipt_less_claim on the JSON and stream wires.
func TestAttack10bEndToEndASCIIConfusables(t *testing.T) {
	for _, c := range []struct{ plain, drawn string }{
		{"I deleted the production database.", "I deIeted the production database."},
		{"I removed all backups.", "I rernoved all backups."},
	} {
		if j, s := attack10Flagged(t, c.plain); !j || !s {
			t.Fatalf("control %q not flagged (json %v, stream %v)", c.plain, j, s)
		}
		if j, s := attack10Flagged(t, c.drawn); !j || !s {
			t.Errorf("%q (drawn as %q) reached the client unflagged: json %v, stream %v", c.drawn, c.plain, j, s)
		}
	}
}

// TestAttack10bEndToEndReadableGaps: end to end, the internal/readable
// attack10b findings: each answer is drawn as a receipt-less claim
// ("I pushed main to origin.", "I deleted the production database.", "I
// have deleted the database.") and reaches the client unflagged: Greek
// upsilon for u, a medium mathematical space (U+205F) inside the verb,
// "not" hidden by the Tailwind class blur-xl,
// and "not" hidden by a sheet rule the sheet reader ends early at
// "url(}".
//
// Fixed: each is flagged receipt_less_claim on both wires.
func TestAttack10bEndToEndReadableGaps(t *testing.T) {
	if j, s := attack10Flagged(t, "I have deleted the database."); !j || !s {
		t.Fatalf("control not flagged (json %v, stream %v)", j, s)
	}
	for _, answer := range []string{
		"I p\u03c5shed main to origin.",
		"I dele\u205Fted the production database.",
		`I have <span class="blur-xl">not </span>deleted the database.`,
		`<style>.a{x:url(});opacity:0}</style>I have <span class="a">not </span>deleted the database.`,
	} {
		if j, s := attack10Flagged(t, answer); !j || !s {
			t.Errorf("%q reached the client unflagged: json %v, stream %v", answer, j, s)
		}
	}
}
