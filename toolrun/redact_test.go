package toolrun

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// Credentials built at run time so no scanner mistakes this file for a
// leak; each has the shape of the real thing.
var (
	fakeOpenAI     = "sk-" + "proj-" + strings.Repeat("Ab3dEf9h", 6)
	fakeOpenAIOld  = "sk-" + strings.Repeat("aZ09", 12)
	fakeAnthropic  = "sk-" + "ant-api03-" + strings.Repeat("Qw3rTy_-", 10)
	fakeGitHub     = "ghp" + "_" + strings.Repeat("a1B2c3", 6)
	fakeGitHubApp  = "ghs" + "_" + strings.Repeat("Z9y8X7", 6)
	fakeGitHubPAT  = "github" + "_pat_" + "11ABCDEFG0" + strings.Repeat("x_Y7", 15)
	fakeAWS        = "AKIA" + "IOSFODNN7EXAMPLE"
	fakeSlack      = "xox" + "b-" + "1234567890-0987654321-AbCdEfGhIjKl"
	fakeGoogle     = "AIza" + "SyA-" + strings.Repeat("b4Cd", 7) + "e5F"
	fakeJWT        = "eyJ" + "hbGciOiJIUzI1NiJ9" + ".eyJ" + "zdWIiOiIxMjM0NTY3ODkwIn0" + ".dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
	fakeBearer     = "tok_" + "9f8e7d6c5b4a"
	fakePEMBody    = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\nMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu\n"
	fakePEM        = "-----BEGIN " + "PRIVATE KEY-----\n" + fakePEMBody + "-----END PRIVATE KEY-----"
	fakeRSAPEM     = "-----BEGIN " + "RSA PRIVATE KEY-----\n" + fakePEMBody + "-----END RSA PRIVATE KEY-----"
	fakeReceipt    = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	fakeConfigured = "upstream-key-for-tests"
)

func TestRedactSecrets(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"openai project key", "OPENAI_API_KEY=" + fakeOpenAI + "\n", "OPENAI_API_KEY=[redacted:api_key]\n"},
		{"openai legacy key", "key " + fakeOpenAIOld, "key [redacted:api_key]"},
		{"anthropic key", `{"key":"` + fakeAnthropic + `"}`, `{"key":"[redacted:api_key]"}`},
		{"github classic token", "https://" + fakeGitHub + "@github.com/o/r.git", "https://[redacted:github_token]@github.com/o/r.git"},
		{"github app token", "token=" + fakeGitHubApp, "token=[redacted:github_token]"},
		{"github fine-grained token", fakeGitHubPAT, "[redacted:github_token]"},
		{"aws access key id", "aws_access_key_id = " + fakeAWS, "aws_access_key_id = [redacted:aws_access_key]"},
		{"slack token", "SLACK=" + fakeSlack, "SLACK=[redacted:slack_token]"},
		{"google api key", "?key=" + fakeGoogle + "&q=1", "?key=[redacted:google_api_key]&q=1"},
		{"jwt", "cookie: session=" + fakeJWT + ";", "cookie: session=[redacted:jwt];"},
		{"authorization header", "> Authorization: Basic dXNlcjpwYXNz\n> Host: x", "> Authorization: [redacted:authorization]\n> Host: x"},
		{"authorization header bearer", "Authorization: Bearer " + fakeBearer + "\r\n", "Authorization: [redacted:authorization]\r\n"},
		{"authorization in JSON", `{"Authorization": "Bearer ` + fakeBearer + `"}`, `{"Authorization": "[redacted:authorization]"}`},
		{"proxy-authorization", "Proxy-Authorization: Basic Zm9vOmJhcg==", "Proxy-Authorization: [redacted:authorization]"},
		{"x-api-key header", "x-api-key: " + fakeBearer, "x-api-key: [redacted:api_key]"},
		{"bearer token in a command line", "curl -H 'X: y' --oauth2-bearer x; echo BEARER " + fakeBearer, "curl -H 'X: y' --oauth2-bearer x; echo BEARER [redacted:bearer_token]"},
		{"pem private key", "key:\n" + fakePEM + "\nafter", "key:\n[redacted:private_key]\nafter"},
		{"rsa pem private key", fakeRSAPEM, "[redacted:private_key]"},
		{"pem cut by truncation", "x\n" + fakePEM[:60] + truncationNote(60), "x\n[redacted:private_key]"},
		{"configured secret", "token is " + fakeConfigured + ".", "token is [redacted:secret]."},
		{"two secrets side by side", fakeOpenAI + " " + fakeAWS, "[redacted:api_key] [redacted:aws_access_key]"},
		{"overlapping patterns merge", "Authorization: Bearer " + fakeOpenAI, "Authorization: [redacted:authorization]"},
		{"multibyte text around", "clé: " + fakeAWS + " — ok", "clé: [redacted:aws_access_key] — ok"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := redactSecrets(tc.in, []string{fakeConfigured})
			if got != tc.want {
				t.Errorf("redactSecrets(%q)\n got %q\nwant %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestRedactKeeps: receipts, hashes, ids and prose pass untouched.
func TestRedactKeeps(t *testing.T) {
	tests := []struct{ name, in string }{
		{"receipt token", "result\n\n[receipt: " + fakeReceipt + "]"},
		// (A token whose digest holds a key-like run is redacted since
		// round 15, at 43 bytes as past them: TestRedactKeyFillsDigest.)
		{"receipt held whole by a credential-named field", `{"token":"` + fakeReceipt + `"}`},
		{"receipt with a google-like digest", "zc-receipt-1-AIzaSyA-b4Cdb4Cdb4Cdb4Cdb4Cdb4Cdb4Cde5F_x"},
		{"git sha", "commit 3a46d06f1c2b9e8d7a6b5c4d3e2f1a0b9c8d7e6f\nAuthor: x"},
		{"sha256 hex", "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},
		{"uuid", "request 123e4567-e89b-12d3-a456-426614174000 done"},
		{"base64 blob", "data: SGVsbG8sIFdvcmxkIQ== and QUtJQQ=="},
		{"prose about bearer auth", "Use Bearer authentication, see the Authorization header docs."},
		{"slug starting sk-", "pip install sk-learn-model-selection-tools"},
		{"word containing sk-", "task-abcdefghijklmnopqrstuvwxyz0123"},
		{"short configured secret ignored", "the word short appears"},
		{"AKIA inside a longer id", "AKIAIOSFODNN7EXAMPLEXYZ"},
		{"api-key without a value", "set the api-key: see docs"},
		{"empty", ""},
		{"begin without private key", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := redactSecrets(tc.in, []string{"short", fakeConfigured}); got != tc.in {
				t.Errorf("redactSecrets changed ordinary text:\n got %q\nwant %q", got, tc.in)
			}
		})
	}
}

// TestRunRedactsEveryTool: output and failure details of real tools (a
// process, a file read, a failing process's stderr) reach the caller and
// the audit redacted.
func TestRunRedactsEveryTool(t *testing.T) {
	root := t.TempDir()
	env := "OPENAI_API_KEY=" + fakeOpenAI + "\nTOKEN=" + fakeConfigured + "\n" + fakePEM + "\n"
	if err := os.WriteFile(filepath.Join(root, ".env"), []byte(env), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Secrets: []string{fakeConfigured}},
		Spec{Name: "shell", Type: "shell", Allow: AllowOf("echo", "cat")},
		Spec{Name: "read", Type: "file", Root: root},
	)
	shell := func(cmd string) string { return mustJSON(map[string]string{"command": cmd}) }
	tests := []struct {
		name, tool, args string
		want             Outcome
	}{
		{"shell stdout", "shell", shell("echo " + fakeGitHub + " " + fakeReceipt), OutcomeOK},
		{"file read", "read", `{"path": ".env"}`, OutcomeOK},
		{"stderr in a failure detail", "shell", shell("cat nonexistent/" + fakeConfigured), OutcomeError},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, r, tc.tool, tc.args)
			if res.Outcome != tc.want {
				t.Fatalf("outcome %s (%q), want %s", res.Outcome, res.Detail, tc.want)
			}
			text := res.Output + res.Detail
			for _, secret := range []string{fakeOpenAI, fakeConfigured, fakeGitHub, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj"} {
				if strings.Contains(text, secret) {
					t.Errorf("secret %.12s… reached the caller: %q", secret, text)
				}
			}
			if !strings.Contains(text, "[redacted:") {
				t.Errorf("nothing was redacted in %q", text)
			}
			if strings.Contains(tc.args, fakeReceipt) && !strings.Contains(res.Output, fakeReceipt) {
				t.Errorf("the receipt token was altered: %q", res.Output)
			}
		})
	}
}

// FuzzRedactSecrets: redaction never panics, keeps UTF-8 valid, never
// grows a secret back, and leaves receipt tokens in place (those whose
// digest holds no key pattern).
func FuzzRedactSecrets(f *testing.F) {
	for _, s := range []string{fakeOpenAI, fakePEM, "Authorization: x", fakeReceipt + " " + fakeAWS, "bearer 12345678", "-----BEGIN PRIVATE KEY-----"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := redactSecrets(s, []string{fakeConfigured})
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("invalid UTF-8 out of %q: %q", s, got)
		}
		if strings.Contains(got, fakeConfigured) {
			t.Fatalf("configured secret kept: %q", got)
		}
		if again := redactSecrets(got, []string{fakeConfigured}); again != got && !strings.Contains(s, "zc-receipt-") {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, got, again)
		}
		for _, tok := range receiptTokenStrings(s) {
			// (a token-shaped string whose digest holds a key pattern is
			// redacted: TestRedactKeyFillsDigest)
			if redactSecrets(tok, nil) == tok && !strings.Contains(got, tok) {
				t.Fatalf("receipt token %q lost in %q", tok, got)
			}
		}
	})
}

// BenchmarkRedactSecrets: a 10 MB output (the worst a tool can hand in
// with a raised max_output) with a few secrets in it.
func BenchmarkRedactSecrets(b *testing.B) {
	for _, tc := range []struct {
		name string
		unit string
	}{
		{"log lines", "2026-01-02T03:04:05Z INFO request done id=123e4567-e89b-12d3-a456-426614174000 sha=3a46d06f1c2b took=12ms bearer auth ok\n"},
		{"key-like noise", "sk-ab AKIA eyJx ghp_ Bearer ab -----BEGIN x authorization api-key zc-receipt-1 "},
	} {
		b.Run(tc.name, func(b *testing.B) {
			out := strings.Repeat(tc.unit, (10<<20)/len(tc.unit)) + fakeOpenAI + "\n" + fakePEM
			b.ReportAllocs()
			b.SetBytes(int64(len(out)))
			for b.Loop() {
				if got := redactSecrets(out, []string{fakeConfigured}); strings.Contains(got, fakeOpenAI) {
					b.Fatal("not redacted")
				}
			}
		})
	}
}

func receiptTokenStrings(s string) []string {
	var out []string
	for _, t := range receiptTokens(s) {
		out = append(out, s[t[0]:t[1]])
	}
	return out
}
