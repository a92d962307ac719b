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
