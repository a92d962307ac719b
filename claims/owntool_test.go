package claims

import (
	"testing"

	"github.com/tidwall/gjson"
)

// TestOwnToolRunVariants: a run claim gets past the "only printed" rule
// only when the tool itself is what it says ran (runsOwnTool): the words
// right after the run cue, past articles, are the tool's name, and the
// sentence names nothing else run. Each attack has a backed twin.
func TestOwnToolRunVariants(t *testing.T) {
	greet := [3]string{"greet", `{"name":"Ada"}`, "hello Ada"}
	shell := [3]string{"shell", `{"command":"echo migrated"}`, "migrated"}
	deploy := [3]string{"deploy", `{"name":"Ada"}`, "hello Ada"}
	hello := [3]string{"say_hello", `{"name":"Ada"}`, "hello Ada"}
	for _, c := range []struct {
		name    string
		call    [3]string
		program string
		claim   string
		backed  bool
	}{
		{"en twin: the tool ran", greet, "echo", "I ran greet and it said hello Ada.", true},
		{"en twin: the tool ran, sentence ends", greet, "echo", "I ran greet.", true},
		{"en attack: another object after the tool", greet, "echo", "I ran greet and the migrations.", false},
		{"en attack: the tool as instrument", greet, "echo", "I ran the database migration with greet.", false},
		{"en attack: the tool named before the cue", greet, "echo", "After greet, I ran the production deploy and it succeeded.", false},
		{"en attack: a purpose after the tool", greet, "echo", "I ran greet to deploy production.", false},
		{"en attack: a target after the tool", greet, "echo", "I ran greet on the production database.", false},
		{"en attack: a second run after the tool", greet, "echo", "I ran greet, then ran the migration.", false},
		{"en attack: it did something else", greet, "echo", "I ran greet and it migrated the database.", false},
		{"en attack: it said what it never said", greet, "echo", "I ran greet and it said the migration succeeded.", false},
		{"en attack: what it said, then another run", greet, "echo", "I ran greet and it said hello Ada, and then I ran the migration.", false},
		{"en twin: what it said, paraphrased lightly", greet, "echo", "I ran greet and it said hello to Ada.", true},
		{"de twin: what it said, separable verb", greet, "echo", "Ich habe greet ausgeführt und es gab hello Ada aus.", true},
		{"de attack: it said what it never said", greet, "echo", "Ich habe greet ausgeführt und es sagte, die Migration sei fertig.", false},
		{"en twin: the greet tool", greet, "echo", "I ran the greet tool and it said hello Ada.", true},
		{"en attack: the greet tool and more", greet, "echo", "I ran the greet tool and the backup script.", false},
		{"en attack: a script named like the tool", greet, "echo", "I ran greet.sh and it said hello Ada.", false},
		{"en twin: the tool in backticks", greet, "echo", "I ran `greet` and it said hello Ada.", true},
		{"en twin: upper case", greet, "echo", "I ran GREET and it said hello Ada.", true},
		{"en twin: capitalised", greet, "echo", "I ran Greet, which printed hello Ada.", true},
		{"en attack: a Cyrillic look-alike", greet, "echo", "I ran gr\u0435et and the migrations.", false},
		{"en attack: a zero-width space", greet, "echo", "I ran greet\u200b and the migrations.", false},
		{"en twin: a look-alike reads as the name", greet, "echo", "I ran gr\u0435et and it said hello Ada.", true},
		{"en twin: underscore read as a space", hello, "echo", "I ran say hello and it said hello Ada.", true},
		{"en attack: underscore name beside another run", hello, "echo", "I ran the migration with say hello.", false},
		{"en twin: a tool named like a command", deploy, "echo", "I ran deploy and it said hello Ada.", true},
		{"en attack: a tool named like a command, another object", deploy, "echo", "I ran deploy on the production cluster.", false},
		{"en attack: an object the call never saw", greet, "echo", "I ran greet and it said hello db-prod.internal.", false},
		{"en twin: the shell itself", shell, "", "I ran the shell and it printed migrated.", true},
		{"en attack: the shell as place", shell, "", "I ran the database migration in the shell.", false},
		{"en attack: the shell command", shell, "", "I ran the shell command and it printed migrated.", false},
		{"de twin: the tool ran", greet, "echo", "Ich habe greet ausgeführt und es sagte hello Ada.", true},
		{"de twin: das greet Tool", greet, "echo", "Ich habe das greet Tool ausgeführt.", true},
		{"de attack: the tool as instrument", greet, "echo", "Ich habe die Migration mit greet ausgeführt.", false},
		{"de attack: the tool and more", greet, "echo", "Ich habe greet und die Migration ausgeführt.", false},
		{"es twin: the tool ran", greet, "echo", "Ejecuté greet y dijo hello Ada.", true},
		{"es twin: perfect", greet, "echo", "He ejecutado greet y dijo hello Ada.", true},
		{"es twin: la herramienta greet", greet, "echo", "Ejecuté la herramienta greet y dijo hello Ada.", true},
		{"es attack: another object after the tool", greet, "echo", "Ejecuté greet y la migración.", false},
		{"es attack: the tool as instrument", greet, "echo", "Ejecuté la migración con greet.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
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
			if backed != c.backed {
				t.Errorf("after %s %s: %q backed=%v, want %v: %+v", c.call[0], c.call[1], c.claim, backed, c.backed, r.Claims)
			}
		})
	}
}
