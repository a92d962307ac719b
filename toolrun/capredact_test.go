package toolrun

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// capKey is a configured secret no pattern knows.
const capKey = "k7Qm2ZpX9vLr4TsW8bYn"

// TestCapRedactsBeforeCut: the model places the cap (it pads its own
// arguments), so for every cut through a secret, configured or a known
// pattern, none of the secret may be left before the cut.
func TestCapRedactsBeforeCut(t *testing.T) {
	const pad = "pad pad "
	for _, tc := range []struct{ name, secret string }{
		{"configured secret", capKey},
		{"openai key", "sk-proj-" + strings.Repeat("a1B2", 10)},
		{"github token", "ghp_" + strings.Repeat("Ab3", 12)},
		{"jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlc2lnbmF0dXJl"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := pad + tc.secret + " and more text after it"
			for k := 1; k < len(tc.secret); k++ {
				got := capRedacted([]byte(in), len(pad)+k, []string{capKey})
				body, _ := strings.CutSuffix(got, truncationNote(len(pad)+k))
				if rest, ok := strings.CutPrefix(body, pad); !ok || !strings.HasPrefix(rest, "[redacted:") {
					t.Errorf("cut after %d bytes of the secret: %q, want the pad and a whole redaction", k, got)
				}
			}
		})
	}
	t.Run("cut just before the secret", func(t *testing.T) {
		got := capRedacted([]byte(pad+capKey), len(pad), []string{capKey})
		if want := pad + truncationNote(len(pad)); got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	t.Run("secret ends the output", func(t *testing.T) {
		got := capRedacted([]byte(pad+capKey), len(pad)+3, []string{capKey})
		if want := pad + redactedMark("secret"); got != want {
			t.Errorf("got %q, want %q (nothing was left out)", got, want)
		}
	})
	t.Run("buffer keeps the slack", func(t *testing.T) {
		b := newCappedBuffer(len(pad)+3, []string{capKey})
		b.Write([]byte(pad + capKey + strings.Repeat("x", 5000)))
		if got := b.String(); strings.Contains(got, capKey[:3]) || !strings.Contains(got, "[redacted:secret]") {
			t.Errorf("got %q", got)
		}
	})
	t.Run("excerpt", func(t *testing.T) {
		if got := excerpt(strings.Repeat("a", 90)+capKey, 100, []string{capKey}); strings.Contains(got, capKey[:5]) {
			t.Errorf("got %q", got)
		}
	})
}

// TestCapRedactsEveryTool: each place output is cut, through a real tool.
func TestCapRedactsEveryTool(t *testing.T) {
	dir := t.TempDir()
	const limit = 64
	padded := strings.Repeat("a", limit-(len(capKey)-1)) + capKey + "\n"
	if err := os.WriteFile(filepath.Join(dir, "k.txt"), []byte(padded), 0o600); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte(strings.Repeat("e", 185) + capKey + "\n"))
	}))
	t.Cleanup(srv.Close)
	r := newTestRegistry(t, Options{MaxOutput: limit, Secrets: []string{capKey}},
		Spec{Name: "shell", Type: "shell", Dir: dir, Allow: AllowOf("cat")},
		Spec{Name: "read", Type: "file", Root: dir},
		Spec{Name: "fail", Type: "http", URL: srv.URL + "/"},
	)
	leaked := func(t *testing.T, s string) {
		t.Helper()
		if strings.Contains(s, capKey[:8]) {
			t.Errorf("part of the key reached the model: %q", s)
		}
	}
	t.Run("shell stdout", func(t *testing.T) {
		res := run(t, r, "shell", mustJSON(map[string]string{"command": "cat k.txt"}))
		leaked(t, res.Output)
		if !strings.Contains(res.Output, "truncated") {
			t.Errorf("no truncation note: %q", res.Output)
		}
	})
	t.Run("file", func(t *testing.T) {
		leaked(t, run(t, r, "read", mustJSON(map[string]string{"path": "k.txt"})).Output)
	})
	t.Run("http error detail", func(t *testing.T) {
		res := run(t, r, "fail", "{}")
		if res.Outcome != OutcomeError {
			t.Fatalf("outcome %s", res.Outcome)
		}
		leaked(t, res.Detail)
	})
	t.Run("stderr detail", func(t *testing.T) {
		ps := &procSpec{procs: newProcesses(nil, 0, nil, []string{capKey}), limit: limit}
		script := "printf '%s' \"$(head -c 290 /dev/zero | tr '\\0' e)" + capKey + "\" >&2; exit 3"
		_, err := runProcess(context.Background(), ps, []string{"sh", "-c", script})
		if err == nil {
			t.Fatal("want a failure")
		}
		leaked(t, err.Error())
	})
}

// FuzzCapRedacted: wherever the cap falls and whatever surrounds it, no
// 8-byte piece of a configured secret's head reaches the output.
func FuzzCapRedacted(f *testing.F) {
	f.Add("GET /echo?q=aaaa&appid=", "\n", 30)
	f.Add("", "", 5)
	f.Add("héllo ", " wörld", 9)
	f.Fuzz(func(t *testing.T, before, after string, limit int) {
		if limit < 0 || limit > 1<<12 {
			return
		}
		in := before + capKey + after
		if strings.Count(in, capKey[:8]) != 1 {
			return
		}
		got := capRedacted([]byte(in), limit, []string{capKey})
		if strings.Contains(got, capKey[:8]) {
			t.Fatalf("capRedacted(%q, %d) = %q", in, limit, got)
		}
	})
}
