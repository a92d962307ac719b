package audit

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// writeTrail writes a trail as the proxy does: key lines from OnKey, one
// line per receipted call, over two request scopes (key rotation).
func writeTrail(t *testing.T, signing string, bind bool) (path string, m *receipts.Manager) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "audit.jsonl")
	w, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, err = receipts.NewManagerWith(receipts.Options{Scope: receipts.ScopeRequest, Signing: signing, Bind: bind,
		OnKey: func(e receipts.KeyEvent) { w.RecordKey(KeyEntryFor(e.Key, e.Ended)) }})
	if err != nil {
		t.Fatal(err)
	}
	conv := make([]byte, 32)
	for r := range 2 {
		s, release := m.Acquire()
		for i := range 3 {
			args, result := fmt.Sprintf(`{"n":%d}`, i), fmt.Sprintf("result %d/%d", r, i)
			got, err := s.MintCall("tool", "call", []byte(args), []byte(result), conv)
			if err != nil {
				t.Fatal(err)
			}
			e := Entry{Tool: "tool", CallID: "call", Outcome: toolrun.OutcomeOK, Receipt: got.Receipt.Receipt,
				ArgsSHA256: hex.EncodeToString(got.ArgsSHA256[:]), ResultSHA256: hex.EncodeToString(got.ResultSHA256[:]), Kid: got.Kid}
			if bind {
				e.ConversationSHA256 = hex.EncodeToString(conv)
			}
			w.Record(e)
		}
		w.Record(Entry{Tool: "shell", CallID: "x", Outcome: toolrun.OutcomeDenied, ArgsSHA256: strings.Repeat("a", 64)})
		release()
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return path, m
}

func verifyFile(t *testing.T, path string, trusted receipts.KeySet) TrailReport {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v := NewTrailVerifier(trusted)
	if err := v.Read(path, f); err != nil {
		t.Fatal(err)
	}
	return v.Finish()
}

// editLine rewrites line n (1-based) of path with edit.
func editLine(t *testing.T, path string, n int, edit func(string) string) string {
	t.Helper()
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	lines[n-1] = edit(lines[n-1])
	out := filepath.Join(t.TempDir(), "edited.jsonl")
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestVerifyTrail(t *testing.T) {
	for _, bind := range []bool{false, true} {
		t.Run(fmt.Sprintf("bind=%v", bind), func(t *testing.T) {
			path, m := writeTrail(t, receipts.SigningEd25519, bind)
			rep := verifyFile(t, path, nil)
			if !rep.OK() || rep.Checked != 6 || rep.Keys != 4 || rep.Lines != 12 {
				t.Fatalf("clean trail: %+v", rep)
			}
			data, _ := os.ReadFile(path)
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			// Layout: key, 3 calls, denied, key_end, key, 3 calls, denied, key_end.
			if !strings.Contains(lines[0], EventKey) || !strings.Contains(lines[5], EventKeyEnd) {
				t.Fatalf("layout:\n%s", data)
			}
			trusted, err := receipts.ParseJWKS(receipts.JWKS(m.Keys().Keys()))
			if err != nil {
				t.Fatal(err)
			}
			if rep := verifyFile(t, path, trusted); !rep.OK() || rep.Checked != 6 || !rep.TrustedKeys {
				t.Fatalf("with trusted keys: %+v", rep)
			}

			tampers := map[string]struct {
				line int
				edit func(string) string
			}{
				"result_sha256 edited": {2, func(l string) string {
					i := strings.Index(l, `"result_sha256":"`) + len(`"result_sha256":"`)
					c := "0"
					if l[i] == '0' {
						c = "1"
					}
					return l[:i] + c + l[i+1:]
				}},
				"tool renamed":      {3, func(l string) string { return strings.Replace(l, `"tool":"tool"`, `"tool":"other"`, 1) }},
				"receipt swapped":   {4, func(l string) string { return swapReceipt(l, lines[2]) }},
				"outcome changed":   {2, func(l string) string { return strings.Replace(l, `"outcome":"ok"`, `"outcome":"denied"`, 1) }},
				"kid changed":       {8, func(l string) string { return strings.Replace(l, `"kid":"`, `"kid":"0`, 1) }},
				"not JSON":          {9, func(l string) string { return l[:len(l)-2] }},
				"key line replaced": {1, func(l string) string { return strings.Replace(l, `"x":"`, `"x":"A`, 1) }},
			}
			if bind {
				tampers["conversation edited"] = struct {
					line int
					edit func(string) string
				}{2, func(l string) string {
					return strings.Replace(l, `"conversation_sha256":"0`, `"conversation_sha256":"1`, 1)
				}}
			}
			for name, tc := range tampers {
				edited := editLine(t, path, tc.line, tc.edit)
				rep := verifyFile(t, edited, nil)
				if rep.OK() {
					t.Errorf("%s: trail still verifies", name)
					continue
				}
				found := false
				for _, f := range rep.Failures {
					if f.Line == tc.line && f.Reason != "" {
						found = true
					}
				}
				if !found {
					t.Errorf("%s: failures %+v do not name line %d", name, rep.Failures, tc.line)
				}
			}
			// A trail without the first scope's key lines (start and end,
			// which repeats the JWK): its receipts fail.
			gone := editLine(t, editLine(t, path, 1, func(string) string { return "" }), 6, func(string) string { return "" })
			if rep := verifyFile(t, gone, nil); len(rep.Failures) != 3 {
				t.Errorf("no key line: %+v", rep.Failures)
			}
			// Keys of another proxy: nothing verifies.
			_, other := writeTrail(t, receipts.SigningEd25519, bind)
			ks, _ := receipts.ParseJWKS(receipts.JWKS(other.Keys().Keys()))
			if rep := verifyFile(t, path, ks); rep.Checked != 0 || len(rep.Failures) != 6 {
				t.Errorf("another proxy's keys: %+v", rep)
			}
		})
	}
}

func swapReceipt(l, from string) string {
	i := strings.Index(from, `"receipt":"`) + len(`"receipt":"`)
	j := i + strings.Index(from[i:], `"`)
	a := strings.Index(l, `"receipt":"`) + len(`"receipt":"`)
	b := a + strings.Index(l[a:], `"`)
	return l[:a] + from[i:j] + l[b:]
}

func TestVerifyTrailHMAC(t *testing.T) {
	path, _ := writeTrail(t, receipts.SigningHMAC, false)
	rep := verifyFile(t, path, nil)
	if !rep.OK() || rep.Unchecked != 6 || rep.Checked != 0 || rep.Keys != 0 {
		t.Fatalf("hmac trail: %+v", rep)
	}
	data, _ := os.ReadFile(path)
	if bytes.Contains(data, []byte(`"event"`)) {
		t.Fatal("hmac trail has key lines")
	}
}

// TestSummaryIgnoresKeyLines: key lines are not calls, nor bad lines.
func TestSummaryIgnoresKeyLines(t *testing.T) {
	path, _ := writeTrail(t, receipts.SigningEd25519, false)
	f, _ := os.Open(path)
	defer f.Close()
	s, err := Summarise(f)
	if err != nil || s.Calls != 8 || s.Receipts != 6 || s.BadLines != 0 {
		t.Fatalf("summary %+v %v", s, err)
	}
}
