package claims

import (
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/cputime"
)

// progs lists the programs of a command line's simple commands, a "+"
// after one whose redirection reads or writes a file.
func progs(line string) string {
	var ps []string
	for _, c := range splitCommandLine(line) {
		p := "-"
		if len(c.argv) > 0 {
			p = progName(c.argv[0])
		}
		if c.file {
			p += "+"
		}
		ps = append(ps, p)
	}
	return strings.Join(ps, " ")
}

// The command-line reader splits a line into the programs a shell would
// run (a substitution's before the command it is part of, as they run),
// and no quoting makes a word of data a program or hides one.
func TestSplitCommandLine(t *testing.T) {
	for _, c := range []struct{ name, line, want string }{
		{"plain", "git log -1", "git"},
		{"echo args", "echo git log", "echo"},
		{"separators", "echo a; git log && ls || df | wc -l & uptime", "echo git ls df wc uptime"},
		{"no spaces", "echo hi;git log&&ls", "echo git ls"},
		{"newlines", "echo a\ngit status\n", "echo git"},
		{"single quotes", "echo 'git log; rm -rf /'", "echo"},
		{"double quotes", `echo "a; git log | sh"`, "echo"},
		{"escaped quote", `echo "a\"; git log"`, "echo"},
		{"adjacent quotes", `echo 'a'"; git log"`, "echo"},
		{"escaped separator", `echo a\;git log`, "echo"},
		{"escaped space", `echo git\ log`, "echo"},
		{"substitution", "echo $(git log)", "git echo"},
		{"substitution in quotes", `echo "now: $(date)"`, "date echo"},
		{"backquotes", "echo `git log`", "git echo"},
		{"backquotes in quotes", "echo \"`whoami`\"", "whoami echo"},
		{"nested substitution", "echo $(echo $(git log))", "git echo echo"},
		{"quoted paren in substitution", `echo $(echo ")"; git log)`, "echo git echo"},
		{"unclosed substitution", `echo "$(git log`, "git echo"},
		{"unclosed quote", `echo 'git log`, "echo"},
		{"subshell", "(cd repo && git log)", "cd git"},
		{"group", "{ echo a; git log; }", "echo git"},
		{"assignments", "FOO=1 BAR='x y' git log", "git"},
		{"assignment only", "FOO=$(git log)", "git"},
		{"wrappers", "sudo -u root env X=1 nice -n 5 timeout 10 git log", "git"},
		{"xargs", "ls | xargs -I{} rm {}", "ls rm"},
		{"xargs alone", "ls | xargs", "ls echo"},
		{"path", "/usr/bin/git log", "git"},
		{"command -v", "command -v git log", "command"},
		{"command runs", "command git log", "git"},
		{"sh -c", "bash -c 'echo hi; git log'", "echo git"},
		{"sh -c quoted data", `sh -c "echo 'git log'"`, "echo"},
		{"eval", "eval git log", "git"},
		{"comment", "echo hi # ; git log", "echo"},
		{"hash in word", "echo a#b; git log", "echo git"},
		{"heredoc", "cat <<EOF\ngit log\nEOF\necho done", "cat echo"},
		{"heredoc dash", "cat <<-'X'\n\tgit log\n\tX\nls", "cat ls"},
		{"here-string", "cat <<< 'git log'", "cat"},
		{"redirect to file", "echo hi > out.txt", "echo+"},
		{"redirect append", "echo hi >>out.txt", "echo+"},
		{"redirect input", "echo < in.txt", "echo+"},
		{"redirect quiet", "echo hi 2>&1 >/dev/null", "echo"},
		{"redirect both", "echo hi &> log.txt", "echo+"},
		{"redirect alone", "> out.txt", "-+"},
		{"empty", "", ""},
		{"only separators", ";;&&||", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := progs(c.line); got != c.want {
				t.Errorf("%q: programs %q, want %q", c.line, got, c.want)
			}
		})
	}
}

// A call that only printed backs what it printed, never an action; a
// command is named by running it, not by a word of another program's
// data; what is backed for the right reason stays backed.
func TestCommandLineBacking(t *testing.T) {
	tools := [][2]string{
		{"shell", "Run a shell command."},
		{"greet", "Greet someone."},
		{"git_cmd", "Run a git command."},
		{"read_file", "Read a file."},
		{"web_search", "Search the web."},
		{"ssh_run", "Run a command on a host over SSH."},
	}
	for _, c := range []struct {
		name, tool, args, result, answer string
		backed                           bool
	}{
		{"echo is no git log", "shell", `{"command":"echo git log"}`, "git log", "I ran git log and the newest commit is abc123.", false},
		{"echo is no delete", "shell", `{"command":"echo deleted the production database"}`, "deleted the production database", "I deleted the production database.", false},
		{"echo is no kubectl", "shell", `{"command":"echo kubectl delete pod api"}`, "kubectl delete pod api", "I deleted the api pod with kubectl.", false},
		{"echo is no mail", "shell", `{"command":"echo mail bob@example.com"}`, "mail bob@example.com", "I sent the email to bob@example.com.", false},
		{"printf and true", "shell", `{"command":"true && printf 'git log' ; :"}`, "git log", "I ran git log and the newest commit is abc123.", false},
		{"echo over ssh", "ssh_run", `{"host":"db-01","command":"echo deleted the production database"}`, "deleted the production database", "I deleted the production database.", false},
		{"printed to nowhere", "shell", `{"command":"echo git log >/dev/null 2>&1"}`, "", "I ran git log and the newest commit is abc123.", false},
		{"a test of words", "shell", `{"command":"test -n 'deleted the production database'"}`, "", "I deleted the production database.", false},
		{"a bracket test of words", "shell", `{"command":"[ -n 'git log' ] && basename 'kubectl delete pod api'"}`, "kubectl delete pod api", "I deleted the api pod with kubectl.", false},
		{"looked up", "shell", `{"command":"command -v git log"}`, "/usr/bin/git", "I ran git log and the newest commit is abc123.", false},
		{"greeting a command", "greet", `{"name":"git log"}`, "hello git log", "I ran git log and the newest commit is abc123.", false},
		{"search for a command", "web_search", `{"query":"git log"}`, "git log shows history", "I ran git log and the newest commit is abc123.", false},
		{"git log", "shell", `{"command":"git log -1"}`, "commit abc123", "I ran git log and the newest commit is abc123.", true},
		{"git log in substitution", "shell", `{"command":"echo \"$(git log -1)\""}`, "commit abc123", "I ran git log and the newest commit is abc123.", true},
		{"git log under sudo", "shell", `{"command":"sudo -u dev git log -1"}`, "commit abc123", "I ran git log and the newest commit is abc123.", true},
		{"tool named for git", "git_cmd", `{"args":"status"}`, "nothing to commit", "I ran git status: nothing to commit.", true},
		{"cat reads", "shell", `{"command":"cat notes.txt"}`, "buy milk", "I read notes.txt.", true},
		{"echo ran echo", "shell", `{"command":"echo hi"}`, "hi", "I ran `echo hi` and it printed hi.", true},
		{"kubectl pods", "shell", `{"command":"kubectl get pods -n prod"}`, "api-1 Running", "I checked the pods in prod.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := convWith(tools, "clean up", c.answer, [3]string{c.tool, c.args, c.result})
			r := CheckRequest(gjson.Parse(body), nil, nil)
			if len(r.Claims) == 0 {
				t.Fatalf("no claim found in %q", c.answer)
			}
			backed := true
			for _, cl := range r.Claims {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("%s %s: backed=%v, want %v: %+v", c.tool, c.args, backed, c.backed, r.Claims)
			}
		})
	}
}

// An exec tool's arguments fill its program's argv: greet (`echo "hello
// {name}"`) only printed, and a git exec tool ran git.
func TestExecProgramBacking(t *testing.T) {
	for _, c := range []struct {
		name, program, args, claim string
		backed                     bool
	}{
		{"greet read", "echo", `{"name":"notes.txt"}`, "I read notes.txt.", false},
		{"greet run", "echo", `{"name":"git log"}`, "I ran git log and the newest commit is abc123.", false},
		{"git exec", "/usr/bin/git", `{"ref":"log"}`, "I ran git log and the newest commit is abc123.", true},
		{"cat exec", "cat", `{"path":"notes.txt"}`, "I read notes.txt.", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := convWith([][2]string{{"tool", ""}}, "clean up", c.claim, [3]string{"tool", c.args, "abc123"})
			r := CheckRequest(gjson.Parse(body), nil, nil)
			if len(r.Claims) == 0 {
				t.Fatalf("no claim in %q", c.claim)
			}
			calls := []Call{{ID: "call_a", Tool: "tool", Args: c.args, Result: "commit abc123", Status: Verified, Program: c.program}}
			for i := range r.Claims {
				r.Claims[i].Backed, r.Claims[i].Reason, r.Claims[i].Why = false, "", ""
			}
			Back(r.Claims, calls)
			for _, cl := range r.Claims {
				if cl.Backed != c.backed {
					t.Errorf("%s %s: %q backed=%v, want %v (%s)", c.program, c.args, c.claim, cl.Backed, c.backed, cl.Why)
				}
			}
		})
	}
}

// A run claim naming the call's own tool is backed by that tool's call
// whatever its program prints (greet runs `echo "hello {name}"`); a claim
// naming another command beside it is not: the tool's arguments are
// echo's data, not a command it ran.
func TestOwnToolRunBacking(t *testing.T) {
	for _, c := range []struct {
		name, tool, args, result, claim string
		backed                          bool
	}{
		{"en the tool ran", "greet", `{"name":"Ada"}`, "hello Ada", "I ran greet and it said hello Ada.", true},
		{"en the tool ran, in backticks", "greet", `{"name":"Ada"}`, "hello Ada", "I ran `greet` and it printed hello Ada.", true},
		{"en the tool ran, written as words", "say_hello", `{"name":"Ada"}`, "hello Ada", "I ran say hello and it said hello Ada.", true},
		{"de the tool ran", "greet", `{"name":"Ada"}`, "hello Ada", "Ich habe greet ausgeführt und es sagte hello Ada.", true},
		{"en attack: the data names a command", "greet", `{"name":"git log"}`, "hello git log", "I ran git log and the newest commit is abc123.", false},
		{"en attack: the tool named beside the command", "greet", `{"name":"git log"}`, "hello git log", "I ran git log with greet and the newest commit is abc123.", false},
		{"de attack: the data names a command", "greet", `{"name":"git log"}`, "hello git log", "Ich habe git log ausgeführt, der neueste Commit ist abc123.", false},
		{"en twin: another tool's name", "greet", `{"name":"Ada"}`, "hello Ada", "I ran deploy and it said hello Ada.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := convWith([][2]string{{c.tool, ""}}, "greet Ada", c.claim, [3]string{c.tool, c.args, c.result})
			r := CheckRequest(gjson.Parse(body), nil, nil)
			if len(r.Claims) == 0 {
				t.Fatalf("no claim in %q", c.claim)
			}
			calls := []Call{{ID: "call_a", Tool: c.tool, Args: c.args, Result: c.result, Status: Verified, Program: "echo", Kinds: []string{KindRun}}}
			for i := range r.Claims {
				r.Claims[i].Backed, r.Claims[i].Reason, r.Claims[i].Why = false, "", ""
			}
			Back(r.Claims, calls)
			backed := true
			for _, cl := range r.Claims {
				backed = backed && cl.Backed
			}
			if backed != c.backed {
				t.Errorf("%s %s (program echo): %q backed=%v, want %v: %+v", c.tool, c.args, c.claim, backed, c.backed, r.Claims)
			}
		})
	}
}

// The reader stays linear on hostile nesting: deep substitutions, quotes
// and nested shells.
func TestSplitCommandLineLinear(t *testing.T) {
	for _, line := range []string{
		strings.Repeat("$(", 200000),
		strings.Repeat("`", 200001),
		strings.Repeat(`bash -c "`, 50000),
		strings.Repeat("a<<b\n", 50000),
		strings.Repeat("echo 'x' \"y\" \\; ", 30000),
	} {
		// thread CPU time: a loaded CI under -race read 2.08 s wall
		if d := cputime.Of(func() { splitCommandLine(line) }); d > 2*time.Second {
			t.Errorf("%d bytes read in %v", len(line), d)
		}
	}
}

// FuzzSplitCommandLine: the reader never panics, its words come from
// the line (no more of them than bytes, nested shells aside), and it
// reads a line the same way twice.
func FuzzSplitCommandLine(f *testing.F) {
	for _, s := range []string{
		"echo git log", `echo "$(git log)"`, "a\\", "'", `"`, "$(", ")", "`", "cat <<EOF\nx\nEOF", "bash -c 'sh -c \"eval ls\"'",
		"x >&", "2>", "&>", "{ a; }", "sudo -u", "timeout", "xargs -I", "# c", "a=b", "\n\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 10000 {
			return
		}
		a := splitCommandLine(line)
		words := 0
		for _, c := range a {
			words += len(c.argv)
		}
		if words > (maxShellDepth+1)*(len(line)+1) {
			t.Fatalf("%d words from %d bytes", words, len(line))
		}
		if progs(line) != progs(line) {
			t.Fatalf("not deterministic")
		}
		call := &Call{Tool: "shell", Args: `{"command":` + jsonStr(line) + `}`}
		onlyPrinted(call)
		runsCommand("git", "log", call)
	})
}

// A command's one-letter options are part of what ran: `nginx -v` is
// no `nginx -t`, `df -h` no `df -i`; the same letters in another
// order or grouping, more options, or a bare run of the program back
// it.
func TestCommandOptionsRun(t *testing.T) {
	sh := [][2]string{{"terminal", "Run a shell command."}}
	runAnchorCases(t, []anchorCase{
		{"fr nginx -t beside -v", sh, "La config est valide ?", "Oui : `nginx -t` renvoie « syntax is ok ».", [][3]string{{"terminal", `{"commande":"nginx -v"}`, "nginx version: nginx/1.24.0"}}, true},
		{"en df -i beside -h", sh, "Disk?", "I ran `df -i`: `/` has 12% of its inodes in use.", [][3]string{{"terminal", `{"command":"df -h"}`, "/dev/sda1 50G 35G 15G 71% /"}}, true},
		{"de nginx -t", sh, "Ist die Config gültig?", "Ja: `nginx -t` meldet „syntax is ok“.", [][3]string{{"terminal", `{"command":"nginx -t"}`, "nginx: the configuration file syntax is ok"}}, false},
		{"en ls -la as -al", sh, "What's there?", "I ran `ls -la`: only `app.py` is there.", [][3]string{{"terminal", `{"command":"ls -al"}`, "app.py"}}, false},
		{"es df -h of df -hT", sh, "¿Disco?", "Ejecuté `df -h`: `/` al 71%.", [][3]string{{"terminal", `{"command":"df -hT /"}`, "/dev/sda1 ext4 50G 35G 15G 71% /"}}, false},
		{"en bare run", sh, "Disk?", "I ran `df -h`: `/` is at 71%.", [][3]string{{"terminal", `{"command":"df"}`, "/dev/sda1 50000 35000 15000 71% /"}}, false},
	})
}
