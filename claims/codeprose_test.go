package claims

import "testing"

// TestProseInCodeBlockIsRead: a code block of prose sentences nothing
// introduces, under any label but a script language's, is the answer's
// words (attack round 9); one a sentence
// introduces as an example or someone else's words, and code, are not.
func TestProseInCodeBlockIsRead(t *testing.T) {
	const claim = "I sent the email to bob@example.com."
	if len(Find(claim, nil)) == 0 {
		t.Fatal("control: the plain sentence is no claim")
	}
	for name, text := range map[string]string{
		"fence":          "```\n" + claim + "\n```",
		"fence text":     "```text\n" + claim + "\n```",
		"fence txt":      "```txt\n" + claim + "\n```",
		"fence markdown": "```markdown\n" + claim + "\n```",
		"tilde fence":    "~~~\n" + claim + "\n~~~",
		"made-up label":  "```note\n" + claim + "\n```",
		"email label":    "```email\n" + claim + "\n```",
		"indented":       "    " + claim,
		"after status":   "Status:\n\n```\n" + claim + "\n```",
		"second line":    "```\nAll good here today.\n" + claim + "\n```",
		"unclosed":       "Done.\n\n```\n" + claim,
		"beside code":    "```\nx = 1\n" + claim + "\nsend(x);\n```",
	} {
		t.Run(name, func(t *testing.T) {
			if len(Find(text, nil)) == 0 {
				t.Errorf("no claim in %q", text)
			}
		})
	}
	for name, text := range map[string]string{
		"you wrote": "You wrote:\n\n```\n" + claim + "\n```",
		"example":   "For example, a reply could say:\n\n```\n" + claim + "\n```",
		"python":    "```python\n" + claim + "\n```",
		"code line": "```\nsend(to=\"bob@example.com\");\n```",
	} {
		t.Run("not/"+name, func(t *testing.T) {
			if got := Find(text, nil); len(got) != 0 {
				t.Errorf("claim %q in %q", got[0].Sentence, text)
			}
		})
	}
}

// TestRunOfferedAfter: a present report of what a command shows, followed
// by an offer to run that command ("Shall I run them?", "¿Lo ejecuto?",
// "Je lance la commande ?"), says what it would show; the same report
// without the offer, or followed by an offer to run another command,
// reports a run.
func TestRunOfferedAfter(t *testing.T) {
	runClauseCases(t, []clauseCase{
		{"en shall I run them", "en", "Anything wrong on the build box?", "`journalctl -u jenkins -n 200` shows the last 200 log lines of the Jenkins unit.\n\nShall I run it?", "", false},
		{"es lo ejecuto", "es", "¿El bucket tiene el versionado activado?", "El comando `aws s3api get-bucket-versioning --bucket stg-backups` devuelve `Status: Enabled` si está activado. ¿Lo ejecuto con el perfil de staging?", "", false},
		{"fr je lance la commande", "fr", "Il reste combien de disque ?", "`df -h` affiche 91 % utilisés sur /. Si tu veux, je lance la commande.", "", false},
		{"en not run", "en", "Here's my script, why does it hang?\n```bash\nwhile read line; do ssh host1 \"echo $line\"; done < hosts.txt\n```", "`ssh` reads from stdin, so the first iteration swallows the rest of `hosts.txt`. I haven't run it — that's just the classic cause.", "", false},
		{"es no lo he ejecutado", "es", "¿Por qué se cuelga mi script?", "`ssh` lee de la entrada estándar, así que la primera vuelta se traga el resto de `hosts.txt`. No lo he ejecutado: es la causa clásica.", "", false},
		{"en no offer", "en", "Anything wrong on the build box?", "`journalctl -u jenkins -n 200` shows 37 OOM kills since 09:12.", RuleReport, false},
		{"en offer of another command", "en", "Anything wrong on the build box?", "`df -h` shows 91% used on /.\n\nShall I run `du -sh /var/*` to find what's big?", RuleReport, false},
		{"es offer of another command", "es", "¿Cuánto disco queda?", "`df -h` muestra un 91 % usado en /. ¿Ejecuto `du -sh /var/*` para ver qué ocupa?", RuleReport, false},
	})
}
