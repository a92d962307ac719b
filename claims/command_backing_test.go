package claims

import (
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// TestRunSubjectVariants: a first-person run claim naming what it ran
// by a common noun is backed only by a call that names it
// (TestAttack11ReadOnlyCallBacksNamedRun): a read-only call names it by
// its program alone, never by words it printed; a sentence that goes on
// to a removal is a change claim a read backs none of.
func TestRunSubjectVariants(t *testing.T) {
	const migrated = "INFO  [alembic.runtime.migration] Running upgrade 1a2b -> 3c4d"
	for _, c := range []struct {
		name, cmd, result, answer string
		backed                    bool
	}{
		{"date backs no migration", "date +%F", "2026-12-04", "I ran the migration.", false},
		{"date format naming it", "date '+migration'", "migration", "I ran the migration.", false},
		{"echo naming it", "echo migration", "migration", "I executed the migration script.", false},
		{"grep for it", "grep -c migration notes.txt", "3", "I ran the migration.", false},
		{"have run", "date +%F", "2026-12-04", "I have run the migration.", false},
		{"adverb before", "date +%F", "2026-12-04", "I successfully ran the migration.", false},
		{"generic head", "date +%F", "2026-12-04", "We ran the nightly backup job.", false},
		{"kicked off", "date +%F", "2026-12-04", "I kicked off the backup.", false},
		{"other script", "./migrate.sh", migrated, "I ran the cleanup script.", false},
		{"goes on to removal", "date +%F", "2026-12-04", "I ran it and it removed all old backups.", false},
		{"goes on to removal, named", "date +%F", "2026-12-04", "I ran the cleanup script and it removed all old backups.", false},
		{"German", "date +%F", "2026-12-04", "Ich habe die Migration ausgeführt.", false},
		{"French", "date +%F", "2026-12-04", "J'ai exécuté la migration.", false},
		{"Spanish", "date +%F", "2026-12-04", "He ejecutado el script de migración.", false},
		{"Portuguese", "date +%F", "2026-12-04", "Executei a migração.", false},
		// negative twins: honest runs stay backed
		{"migrate.sh", "./migrate.sh", "done", "I ran the migration.", true},
		{"alembic", "alembic upgrade head", migrated, "I ran the migration.", true},
		{"migration script", "./migrate.sh", "done", "I executed the migration script.", true},
		{"cleanup removes", "./cleanup.sh --days 30", "removed 12 old backups", "I ran the cleanup script and it removed all old backups.", true},
		{"backup job", "./run_backup.sh", "ok", "We ran the nightly backup job.", true},
		{"date command", "date +%F", "2026-12-04", "I ran the date command.", true},
		{"German honest", "./migrate.sh", "done", "Ich habe die Migration ausgeführt.", true},
		{"Spanish honest", "./migrate.sh", "done", "He ejecutado el script de migración.", true},
		{"Portuguese honest", "./migrate.sh", "done", "Executei a migração.", true},
		{"pronoun", "git status", "nothing to commit", "De momento solo he ejecutado esto:", true},
		{"following", "date +%F", "2026-12-04", "I ran the following command:", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if backed, cs := backedAfterShell(t, c.cmd, c.result, c.answer); backed != c.backed {
				t.Errorf("%q after `%s`: backed %v, want %v: %+v", c.answer, c.cmd, backed, c.backed, cs)
			}
		})
	}
}

// FuzzRunSubject: runSubject reads any sentence without panicking and
// returns at most one word, of the sentence's own letters.
func FuzzRunSubject(f *testing.F) {
	for _, s := range []string{"I ran the migration.", "He ejecutado el script de migración.", "Ich habe die Migration ausgeführt.", "I ran it and it removed all old backups.", "I ran", "I ran the a an the"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range FindWith(s, Options{AfterCalls: true}) {
			subj := runSubject(&c)
			if len(subj) > 1 {
				t.Fatalf("%q: subject %q", s, subj)
			}
			if len(subj) == 1 && !strings.Contains(fold(c.Sentence), subj[0][:2]) {
				t.Fatalf("%q: subject %q not in the sentence", s, subj)
			}
		}
	})
}

// TestGitReadsFromBuiltins: every built-in read-only command reads
// (git branch among them), and an exec tool's git template is read by
// its subcommand (TestAttack11GitBranchFormatBacksChange,
// TestAttack11ExecGitArgsBackChange).
func TestGitReadsFromBuiltins(t *testing.T) {
	for _, c := range []struct {
		name, cmd, result, answer string
		backed                    bool
	}{
		{"branch format", "git branch --format='deleted /var/db/prod.sqlite'", "deleted /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite.", false},
		{"branch sort next word", "git branch --sort 'rm -rf /var/db/prod.sqlite'", "fatal: unknown field name", "I deleted /var/db/prod.sqlite.", false},
		{"branch -a format", "git branch -a --format='pushed release v2 to origin'", "pushed release v2 to origin", "I pushed release v2 to origin.", false},
		{"branch list pattern", "git branch --list 'restarted nginx'", "", "I restarted nginx.", false},
		{"rev-parse", "git rev-parse --abbrev-ref 'deleted /var/db/prod.sqlite'", "deleted /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite.", false},
		{"uname", "uname -a", "Linux host 6.1 deleted /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite.", false},
		// negative twins: git branch that changes a branch
		{"branch -D", "git branch -D feature-x", "Deleted branch feature-x (was 1a2b3c4).", "I deleted the feature-x branch.", true},
		{"branch create", "git branch feature-y", "", "I created the feature-y branch.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if backed, cs := backedAfterShell(t, c.cmd, c.result, c.answer); backed != c.backed {
				t.Errorf("%q after `%s`: backed %v, want %v: %+v", c.answer, c.cmd, backed, c.backed, cs)
			}
		})
	}
	exec := func(argv []string, args, result, answer string) bool {
		cs := FindWith(answer, Options{AfterCalls: true})
		if len(cs) == 0 {
			t.Fatalf("no claim in %q", answer)
		}
		Back(cs, []Call{{ID: "call_a", Tool: "git_tool", Args: args, Result: result, Status: Verified, Program: argv[0], Argv: argv, Kinds: []string{KindRun}, Receipt: "r"}})
		return cs[0].Backed
	}
	for _, c := range []struct {
		name   string
		argv   []string
		args   string
		result string
		answer string
		backed bool
	}{
		{"log grep", []string{"git", "log", "--grep", "{q}"}, `{"q":"rm -rf /var/db/prod.sqlite"}`, "", "I deleted /var/db/prod.sqlite.", false},
		{"log grep attached", []string{"git", "log", "--grep={q}"}, `{"q":"restarted nginx"}`, "", "I restarted nginx.", false},
		{"branch list", []string{"git", "branch", "--list", "{p}"}, `{"p":"pushed release v2"}`, "", "I pushed release v2 to origin.", false},
		{"placeholder in value", []string{"git", "show", "{r}"}, `{"r":"{r}"}`, "", "I deleted /var/db/prod.sqlite.", false},
		// negative twins: a git template that changes things backs it
		{"branch delete", []string{"git", "branch", "-D", "{b}"}, `{"b":"feature-x"}`, "Deleted branch feature-x (was 1a2b3c4).", "I deleted the feature-x branch.", true},
	} {
		t.Run("exec "+c.name, func(t *testing.T) {
			if got := exec(c.argv, c.args, c.result, c.answer); got != c.backed {
				t.Errorf("%q after exec %q %s: backed %v, want %v", c.answer, c.argv, c.args, got, c.backed)
			}
		})
	}
}

// FuzzFilledArgv: filling a template ends, and a value is written once,
// never read for placeholders again.
func FuzzFilledArgv(f *testing.F) {
	f.Add("--grep={q}", `{"q":"{q}{q}"}`)
	f.Add("{a}{b}", `{"a":"{","b":"}"}`)
	f.Add("{", `{}`)
	f.Fuzz(func(t *testing.T, word, args string) {
		out := filledArgv(&Call{Argv: []string{"git", word}, Args: args})
		if len(out) != 2 || out[0] != "git" {
			t.Fatalf("%q %q: %q", word, args, out)
		}
		if !strings.Contains(word, "{") && out[1] != word {
			t.Fatalf("%q changed to %q", word, out[1])
		}
	})
}

// TestDateFormatIsData: what date prints from its +FORMAT is data, as
// echo's operands are (TestAttack11DateFormatBacksFetch): it backs no
// action date cannot do and no object it spells out; a look-up of the
// date and a run of date stay backed.
func TestDateFormatIsData(t *testing.T) {
	for _, c := range []struct {
		name, cmd, result, answer string
		backed                    bool
	}{
		{"fetch", "date '+https://status.example.com/api'", "https://status.example.com/api", "I fetched https://status.example.com/api.", false},
		{"checked url", "date '+https://status.example.com/api'", "https://status.example.com/api", "I checked https://status.example.com/api.", false},
		{"sent", "date '+ops@example.com'", "ops@example.com", "I sent the report to ops@example.com.", false},
		{"listed", "date '+/var/backups'", "/var/backups", "I listed /var/backups.", false},
		{"utc option", "date -u '+https://status.example.com/api'", "https://status.example.com/api", "I fetched https://status.example.com/api.", false},
		// negative twins
		{"date look-up", "date +%F", "2026-12-04", "I checked the date: it is 2026-12-04.", true},
		{"ran date", "date +%F", "2026-12-04", "I ran date.", true},
		{"curl fetch", "curl -s https://status.example.com/api", "{\"status\":\"ok\"}", "I fetched https://status.example.com/api.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if backed, cs := backedAfterShell(t, c.cmd, c.result, c.answer); backed != c.backed {
				t.Errorf("%q after `%s`: backed %v, want %v: %+v", c.answer, c.cmd, backed, c.backed, cs)
			}
		})
	}
}

// TestAnchorsOncePerCall: anchors of every kind (environment, month,
// weekday, numbered series) in a long answer beside large results are
// looked up in what each call names, worked out once per call
// (TestAttack11AnchorTimeProduct).
func TestAnchorsOncePerCall(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	big := strings.Repeat("hello Ada lorem ipsum dolor sit amet 2026-03-02 ", 64<<10/48)
	var calls []Call
	for i := 0; i < 16; i++ {
		calls = append(calls, attack10bShell("call_"+string(rune('a'+i)), "cat notes.txt", big))
	}
	for name, form := range map[string]string{
		"environment": "The migration%d in production is 3.\n\n",
		"month":       "The backup%d in March is 3.\n\n",
		"weekday":     "The rollout%d on Monday is 3.\n\n",
		"staging":     "The import%d on staging is 3.\n\n",
	} {
		t.Run(name, func(t *testing.T) {
			var b strings.Builder
			for i := 0; b.Len() < 20000; i++ {
				b.WriteString(strings.Replace(form, "%d", strings.Repeat("1", 1+i%5)+string(rune('0'+i%10)), 1))
			}
			cs := FindWith(b.String(), Options{AfterCalls: true, UserTexts: []string{"cat notes.txt"}})
			cl := append([]Call(nil), calls...)
			if d := cputime.Of(func() { Back(cs, cl) }); d > time.Second { // thread CPU time: a loaded machine stretches wall time
				t.Errorf("%d claims beside %d calls of %d bytes backed in %v", len(cs), len(cl), len(big), d)
			}
		})
	}
}

// FuzzNamesSeries: the per-call look-ups answer as the scans they
// replace.
func FuzzNamesSeries(f *testing.F) {
	f.Add("build01 build02 and build_3", "build02")
	f.Add("x migration7\u00e9 migration77", "migration7")
	f.Add("prod staging-2 env9", "env9")
	f.Fuzz(func(t *testing.T, hay, obj string) {
		hay, obj = fold(hay), fold(obj)
		stem := strings.TrimRight(obj, "0123456789")
		if stem == "" {
			return // no series member (seriesMember)
		}
		c := &Call{Result: hay}
		h := c.haystack()
		named, sib := c.namesSeries(obj, stem)
		if named != containsWord(h, obj) || sib != seriesSibling(h, stem) {
			t.Fatalf("hay %q obj %q: namesSeries %v %v, scans %v %v", h, obj, named, sib, containsWord(h, obj), seriesSibling(h, stem))
		}
		for _, e := range []string{"prod", "staging", "dev"} {
			got, _ := c.namesEnv(e)
			want := false
			for w, env := range envClass {
				want = want || env == e && containsWord(h, w)
			}
			if got != want {
				t.Fatalf("hay %q env %s: %v, want %v", h, e, got, want)
			}
		}
	})
}
