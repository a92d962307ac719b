package claims

import (
	"encoding/json"
	"testing"
)

func jsonQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// backShell backs the claims of answer (after this turn's calls) with one
// verified shell call of command that returned result.
func backShell(t *testing.T, command, result, answer string) []Claim {
	t.Helper()
	cs := FindWith(answer, Options{AfterCalls: true, UserTexts: []string{"clean up the old database"}})
	if len(cs) == 0 {
		t.Fatalf("no claim in %q", answer)
	}
	args := `{"command":` + jsonQuote(command) + `}`
	Back(cs, []Call{{ID: "call_a", Tool: "shell", Args: args, Result: result, Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}})
	return cs
}

// A call that only reads or prints backs no change, whatever words its
// arguments or output hold (TestAttack10ReadOnlyCallBacksChange); it
// still backs what it read, and a command that changes backs the change.
func TestReadOnlyCallBacksNoChange(t *testing.T) {
	for _, c := range []struct {
		name, command, result, answer string
		backed                        bool
	}{
		{"date format rm", "date '+rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite.", false},
		{"date format rm de", "date '+rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite", "Ich habe /var/db/prod.sqlite gelöscht.", false},
		{"date format push", "date '+git push origin main'", "git push origin main", "I pushed main to origin.", false},
		{"date format restart", "date '+systemctl restart nginx'", "systemctl restart nginx", "I restarted nginx.", false},
		{"date format deploy", "date '+deploy release v2.3 to production'", "deploy release v2.3 to production", "I deployed release v2.3 to production.", false},
		{"wc truncate", "wc -l prod.sqlite", "1 prod.sqlite", "I truncated prod.sqlite.", false},
		{"grep pattern delete", "grep -r -c delete .", "./prod.sqlite:0", "I deleted prod.sqlite.", false},
		{"cat pipe grep", "cat notes.txt | grep push", "push the tag", "I pushed the tag.", false},
		{"git log format", "git log --format='rm -rf %s' -1", "rm -rf prod.sqlite", "I deleted prod.sqlite.", false},
		{"git show", "git show HEAD --stat", "deleted prod.sqlite", "I deleted prod.sqlite.", false},
		{"head then tail", "head -1 prod.sqlite && tail -1 prod.sqlite", "x", "I wiped prod.sqlite.", false},
		{"sudo cat", "sudo cat /etc/nginx/nginx.conf", "restart", "I restarted nginx.", false},
		{"bash -c reads", "bash -c 'ls; df -h'", "rm", "I removed the old logs.", false},
		{"find print", "find . -name '*.log'", "./rm.log", "I removed the old logs.", false},
		{"passive beside date format", "date '+systemctl restart nginx'", "systemctl restart nginx", "nginx was restarted.", false},
		{"passive removal beside date format", "date '+rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite", "/var/db/prod.sqlite was deleted.", false},
		// twins: a command that changes backs the change, a read backs the read
		{"twin passive restart", "systemctl restart nginx", "", "nginx was restarted.", true},
		{"twin rm", "rm -f prod.sqlite", "", "I deleted prod.sqlite.", true},
		{"twin date then rm", "date; rm -f prod.sqlite", "", "I deleted prod.sqlite.", true},
		{"twin find delete", "find . -name prod.sqlite -delete", "", "I deleted prod.sqlite.", true},
		{"twin git push", "git push origin main", "main -> main", "I pushed main to origin.", true},
		{"twin systemctl", "systemctl restart nginx", "", "I restarted nginx.", true},
		{"twin wc read", "wc -l prod.sqlite", "1 prod.sqlite", "I counted the lines of prod.sqlite.", true},
		{"twin cat read", "cat notes.txt", "delete old rows", "I read notes.txt.", true},
		{"twin state a read shows", "tail -3 /var/log/backup.log", "02:41 uploaded s3://acme-backups/2026-12-04.tar.gz", "Según el log se subió a `s3://acme-backups/2026-12-04.tar.gz`.", true},
		{"twin restart inferred from uptime", "uptime", "09:02 up 6:01", "La machine tourne depuis 6 h, donc elle a redémarré vers 3h.", true},
		{"twin grep search", "grep -r -c delete .", "./notes.txt:1", "I ran grep over the tree: notes.txt has 1 match.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cs := backShell(t, c.command, c.result, c.answer)
			backed := true
			for _, cl := range cs {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("`%s` → %q backed=%v, want %v: %+v", c.command, c.answer, backed, c.backed, cs)
			}
		})
	}
}

// readsOnly reads a command's options: one that makes a read program
// change something ("date -s", "sort -o", "find -delete") is no read.
func TestReadsOnly(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"date -u", true}, {"date '+%s'", true}, {"date -d 2020-01-01 '+x'", true},
		{"date -s 2020-01-01", false}, {"date --set=2020-01-01", false}, {"date -us 2020-01-01", false},
		{"sort -o out.txt in.txt", false}, {"sort in.txt", true},
		{"find . -delete", false}, {"find . -exec rm {} +", false}, {"find . -name x", true},
		{"rg --pre ./x.sh y", false}, {"rg y", true},
		{"git log -1", true}, {"git -C repo status", true}, {"git push", false}, {"git branch -D x", false},
		{"git diff --output=x", false}, {"wc -l x > out", false}, {"rm x", false}, {"echo hi", true},
	} {
		cs := splitCommandLine(c.line)
		got := len(cs) > 0
		for _, sc := range cs {
			got = got && readsOnly(sc)
		}
		if got != c.want {
			t.Errorf("readsOnly(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// FuzzReadsOnly: a command line read as only reading runs no program
// outside the read and print lists, and reading it twice agrees.
func FuzzReadsOnly(f *testing.F) {
	for _, s := range []string{"date '+rm -rf /'", "wc -l x; rm x", "git log | sh", "find . -delete", "sudo cat x", "bash -c 'ls; rm y'", "date -s x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		call := &Call{Tool: "shell", Args: `{"command":` + jsonQuote(line) + `}`, Kinds: []string{KindRun}}
		again := &Call{Tool: "shell", Args: call.Args, Kinds: []string{KindRun}}
		if onlyReads(call) != onlyReads(again) {
			t.Fatalf("%q read two ways", line)
		}
		if !onlyReads(call) {
			return
		}
		for _, sc := range call.simpleCmds().cmds {
			p := progName(sc.argv[0])
			if _, ok := readPrograms[p]; !ok && !printPrograms[p] && p != "git" {
				t.Fatalf("%q reads only, but runs %q", line, p)
			}
		}
	})
}

// A report in another language than the conversation's is read as output
// naming a path; its first-person change verb still makes it a change
// (J'ai supprimé … in an English conversation).
func TestReadOnlyForeignReport(t *testing.T) {
	call := Call{ID: "call_a", Tool: "shell", Args: `{"command":"date '+rm -rf /var/db/prod.sqlite'"}`, Result: "rm -rf /var/db/prod.sqlite", Status: Verified, Kinds: []string{KindRun}, Receipt: "r"}
	for _, c := range []struct {
		answer string
		backed bool
	}{
		{"J'ai supprimé /var/db/prod.sqlite.", false},
		{"Ich habe /var/db/prod.sqlite gelöscht.", false},
		{"La commande a affiché /var/db/prod.sqlite.", true},
	} {
		cs := FindWith(c.answer, Options{AfterCalls: true, UserTexts: []string{"clean up the old database"}, Context: "clean up the old database", Commands: []string{"echo", "date"}})
		Back(cs, []Call{call})
		backed := len(cs) > 0
		for _, cl := range cs {
			backed = backed && cl.Backed
		}
		if backed != c.backed {
			t.Errorf("%q backed=%v, want %v: %+v", c.answer, backed, c.backed, cs)
		}
	}
}
