package claims

import (
	"strings"
	"testing"
)

// TestX11RunSubjectVariants: a first-person run claim naming what it ran
// by a common noun is backed only by a call that names it
// (TestAttack11ReadOnlyCallBacksNamedRun): a read-only call names it by
// its program alone, never by words it printed; a sentence that goes on
// to a removal is a change claim a read backs none of.
func TestX11RunSubjectVariants(t *testing.T) {
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
