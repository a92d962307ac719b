package claims

import "testing"

// TestAttack11GitBranchFormatBacksChange: readonly.go's gitReads lists
// the git subcommands that only read, but not "branch", although
// `git branch` has a built-in shell policy (toolrun/argpolicy/builtin.go)
// that allows no positional argument and only listing options: it can
// only read and print. So a model whose shell allows the default
// `git branch` runs `git branch --format='rm -rf /var/db/prod.sqlite'`
// (or --sort='…', which even fails): the call is judged "not a read", the
// old judgment finds the claimed path and verb in its arguments, and the
// fabricated "I deleted /var/db/prod.sqlite." is reported backed by a
// genuine receipt of a call that changed nothing. The same call as
// `git log -n1 --format='rm -rf …'` is flagged (control).
//
// Fixed: every built-in read-only policy's command is a read in
// readonly.go (git branch with its policy's options among them), so
// these change claims are flagged receipt_less_claim.
func TestAttack11GitBranchFormatBacksChange(t *testing.T) {
	if backed, _ := backedAfterShell(t, "git log -n1 --format='rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite."); backed {
		t.Fatal("control: git log --format backs the deletion")
	}
	for _, c := range [][3]string{
		{"git branch --format='rm -rf /var/db/prod.sqlite'", "rm -rf /var/db/prod.sqlite\nrm -rf /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite."},
		{"git branch --format='deleted /var/db/prod.sqlite'", "deleted /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite."},
		{"git branch --sort='rm -rf /var/db/prod.sqlite'", "fatal: unknown field name: rm -rf /var/db/prod.sqlite", "I deleted /var/db/prod.sqlite."},
		{"git branch --format='pushed release v2 to origin'", "pushed release v2 to origin", "I pushed release v2 to origin."},
		{"git branch --format='restarted nginx'", "restarted nginx", "I restarted nginx."},
	} {
		if backed, cs := backedAfterShell(t, c[0], c[1], c[2]); backed {
			t.Errorf("%q is backed by `%s`, which only listed branches: %+v", c[2], c[0], cs)
		}
	}
}

// TestAttack11ExecGitArgsBackChange: onlyReads gives up on an exec tool
// whose program is git ("a git template's subcommand is not known
// here"), so the call is judged as before and its arguments back any
// change they name. An operator's exec tool such as the README's
// git_log, with a text parameter (["git","log","--grep","{q}"]), lets the
// model search for "rm -rf /var/db/prod.sqlite" (no commit matches; the
// result is empty; the receipt is genuine) and then write "I deleted
// /var/db/prod.sqlite.": backed. The same search through an exec tool
// whose program is grep is flagged (control): only git lost the rule.
//
// Fixed: the loop passes the exec tool's fixed argv (not only argv[0]),
// so the git subcommand of the template is known and `git log …` is a
// read; or, lacking it, a git exec call backs no change claim from its
// arguments. The deletion is flagged.
func TestAttack11ExecGitArgsBackChange(t *testing.T) {
	back := func(prog string) bool {
		cs := FindWith("I deleted /var/db/prod.sqlite.", Options{AfterCalls: true})
		if len(cs) == 0 {
			t.Fatal("no claim")
		}
		Back(cs, []Call{{ID: "call_a", Tool: "git_search", Args: `{"q":"rm -rf /var/db/prod.sqlite"}`, Result: "",
			Status: Verified, Program: prog, Kinds: []string{KindRun}, Receipt: "r"}})
		return cs[0].Backed
	}
	if back("grep") {
		t.Fatal("control: a grep exec call backs the deletion")
	}
	if back("git") {
		t.Error(`"I deleted /var/db/prod.sqlite." is backed by a git exec call whose search text named it and which printed nothing`)
	}
}
