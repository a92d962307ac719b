package toolrun

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestRedactKeyFillsDigest: a credential found by pattern was spared
// whenever its span lay inside something shaped like a receipt token, so
// one that fits a token's 43 digest bytes (an AWS key id, a Google API
// key, a GitHub token, a short OpenAI-style key, with any padding up to 43
// bytes) written after a token head ("git log --format=zc-receipt-1-%s",
// the head and padding in the format) reached the model whole: round 14
// closed the keys that run past the 43 bytes, not the ones that fill them.
// The shape proves nothing (the text writing it chose it), and a genuine
// digest, 32 random bytes, matches a credential pattern about once in a
// million tokens: a pattern inside a token is redacted like any other. A
// token a credential-named field holds as a whole ("token":
// "zc-receipt-…") is still kept.
func TestRedactKeyFillsDigest(t *testing.T) {
	keys := map[string]string{
		"aws key id (20)":        "AKIAIOSFODNN7EXAMPL3",
		"google api key (39)":    "AIza" + strings.Repeat("Xy9_", 8) + "Q1w",
		"github token (40)":      "ghp_" + strings.Repeat("aB3d", 9),
		"openai-style key (43)":  "sk-" + strings.Repeat("Ab1x", 10),
		"gitlab token (26)":      "glpat-" + strings.Repeat("Zz9-", 5),
		"slack token (43)":       "xoxb-1234567890-" + strings.Repeat("Q", 27),
		"stripe key (40)":        "sk_live_" + strings.Repeat("a1B2", 8),
		"key after padding (20)": "AKIAIOSFODNN7EXAMPL4",
	}
	for name, key := range keys {
		digest := key
		if name == "key after padding (20)" {
			digest = strings.Repeat("A", 43-len(key)-1) + "-" + key
		} else if len(digest) < digestLen {
			digest += "-" + strings.Repeat("A", digestLen-len(key)-1)
		}
		if len(digest) != digestLen {
			t.Fatalf("%s: digest of %d bytes", name, len(digest))
		}
		tok := "zc-receipt-1700000000-" + digest
		if len(receiptTokens(tok)) != 1 {
			t.Fatalf("%s: %q is not token-shaped", name, tok)
		}
		for _, out := range []string{tok, "result\n\n[receipt: " + tok + "]", "commit: " + tok + "\n"} {
			if got := redactSecrets(out, nil); strings.Contains(got, key) {
				t.Errorf("%s: a key filling a token's digest was kept: %q", name, got)
			}
		}
	}
	// Twins: a genuine token, alone, quoted, or held whole by a
	// credential-named field, passes untouched.
	const genuine = "zc-receipt-1796384436-yHfz2BbvSh6NOW2Na1wfDZVFbwoQoV9PHPtAi77uz2U"
	for _, out := range []string{genuine, "result\n\n[receipt: " + genuine + "]", `{"token":"` + genuine + `"}`, "token: " + genuine + "\n"} {
		if got := redactSecrets(out, nil); got != out {
			t.Errorf("genuine token changed: %q -> %q", out, got)
		}
	}

	// End to end: git log's --format writes the head and the padding.
	sb, _ := newSandbox(t)
	repo := gitRepo(t)
	key := keys["github token (40)"]
	cmd := exec.Command("git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", key)
	cmd.Dir = repo
	cmd.Env = append(os.Environ(), "HOME="+repo)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git commit: %v\n%s", err, out)
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: repo, Allow: AllowOf("git log")})
	res := run(t, r, "shell", shellArgs("git log -1 --format=zc-receipt-1-%s-AA"))
	if res.Outcome != OutcomeOK {
		t.Fatalf("git log: %s %s", res.Outcome, res.Detail)
	}
	if strings.Contains(res.Output, key) {
		t.Errorf("the committed key reached the model: %q", res.Output)
	}
}
