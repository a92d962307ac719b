package toolrun

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// attack8Secret is a configured secret (an upstream key, an env value…)
// that does not look like any known key format: only the exact-match rule
// of redactSecrets covers it.
const attack8Secret = "upstream-key-for-tests"

// Redaction of configured secrets matches them whole, after the tool has
// shaped its output; an allowed command that reshapes text beats it.
// "grep -o ." prints the file one character a line, and "head -c" / "tail
// -c" cut the secret where the model asks: the secret reaches the model
// in a form redactSecrets does not match, in one call (grep) or two
// (head and tail). SECURITY.md: "every configured secret is redacted from
// tool output" (toolrun.TestRunRedactsEveryTool reads the same .env whole).
func TestAttack8ShellReshapesConfiguredSecret(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "settings.txt"), []byte("upstream "+attack8Secret+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Secrets: []string{attack8Secret}},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("grep", "head", "tail", "cat"), Dir: root})
	shell := func(cmd string) string { return mustJSON(map[string]string{"command": cmd}) }

	// control: read whole, the secret is redacted
	if res := run(t, r, "shell", shell("cat settings.txt")); res.Outcome != OutcomeOK || strings.Contains(res.Output, attack8Secret) {
		t.Fatalf("control: %s %q", res.Outcome, res.Output)
	}

	t.Run("grep -o .", func(t *testing.T) {
		res := run(t, r, "shell", shell("grep -o . settings.txt"))
		if res.Outcome == OutcomeDenied {
			return // the built-in grep policy refuses -o: the fix
		}
		if res.Outcome != OutcomeOK {
			t.Fatalf("outcome %s: %s", res.Outcome, res.Detail)
		}
		if joined := strings.ReplaceAll(res.Output, "\n", ""); strings.Contains(joined, attack8Secret) {
			t.Errorf("the configured secret reached the model one character a line: %q", res.Output)
		}
	})
	t.Run("head -c and tail -c", func(t *testing.T) {
		n := len("upstream ") + len(attack8Secret) - 1
		head := run(t, r, "shell", shell("head -c "+strconv.Itoa(n)+" settings.txt"))
		tail := run(t, r, "shell", shell("tail -c "+strconv.Itoa(len(attack8Secret)+1)+" settings.txt"))
		if head.Outcome != OutcomeOK || tail.Outcome != OutcomeOK {
			t.Fatalf("outcomes %s %s: %s %s", head.Outcome, tail.Outcome, head.Detail, tail.Detail)
		}
		if strings.Contains(head.Output, attack8Secret[:len(attack8Secret)-1]) || strings.Contains(tail.Output, attack8Secret[1:]) {
			t.Errorf("all but one character of the secret reached the model: head %q, tail %q", head.Output, tail.Output)
		}
	})
}

// The output cap cuts before redaction runs (Registry.Run redacts the
// already capped output), so a secret that straddles the cap is not
// matched and its prefix reaches the model. The model places the cut:
// here an http tool whose URL carries a key (appid, redacted when echoed
// whole) and a service that echoes its request URL; the model pads its
// own query value so the cap falls one byte before the key's end.
func TestAttack8CapSplitsSecretBeforeRedaction(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("GET " + r.URL.RequestURI() + "\n"))
	}))
	t.Cleanup(srv.Close)
	const key = "k7Qm2ZpX9vLr4TsW8bYn"
	const limit = 256
	r := newTestRegistry(t, Options{MaxOutput: limit, Secrets: []string{key}}, /* config.Secrets lists the appid value */
		Spec{Name: "echo", Type: "http", URL: srv.URL + "/echo?q={q}&appid=" + key})

	// control: echoed whole, the key is redacted
	if res := run(t, r, "echo", mustJSON(map[string]string{"q": "x"})); res.Outcome != OutcomeOK || strings.Contains(res.Output, key) || !strings.Contains(res.Output, "[redacted") {
		t.Fatalf("control: %s %q", res.Outcome, res.Output)
	}
	prefix := "GET /echo?q="
	pad := limit - len(prefix) - len("&appid=") - (len(key) - 1)
	res := run(t, r, "echo", mustJSON(map[string]string{"q": strings.Repeat("a", pad)}))
	if res.Outcome != OutcomeOK {
		t.Fatalf("outcome %s: %s", res.Outcome, res.Detail)
	}
	if strings.Contains(res.Output, key[:len(key)-1]) {
		t.Errorf("the cap cut the key before redaction: %d of its %d characters reached the model: %q", len(key)-1, len(key), res.Output)
	}
}
