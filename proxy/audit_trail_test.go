package proxy

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// TestAuditTrailHoldsNoOutputOrArgv: the audit trail holds what
// SECURITY.md promises for every call (arguments hash, outcome, receipt
// for the OK call, duration) and, by default, none of the words of a
// refused command nor a failing tool's stderr, which before the fix were
// written raw into "detail". With audit.include_details they are kept.
func TestAuditTrailHoldsNoOutputOrArgv(t *testing.T) {
	const argvWord, stderrWord = "zcargvsecret", "zcstderrsecret"
	specs := append(testSpecs(), toolrun.Spec{Name: "lister", Type: "exec", Description: "List a path.",
		Command:    []string{"ls", "{path}"},
		Parameters: map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}}, "required": []any{"path"}}})
	calls := []scripted.ToolCall{
		{ID: "call_ok", Name: "greet", Arguments: `{"name":"ann"}`},
		{ID: "call_denied", Name: "shell", Arguments: `{"command":"cat /etc/` + argvWord + `"}`},
		{ID: "call_failed", Name: "lister", Arguments: `{"path":"/nonexistent/` + stderrWord + `"}`},
	}
	for _, include := range []bool{false, true} {
		t.Run(fmt.Sprintf("include_details=%v", include), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "audit.jsonl")
			up := &scripted.Server{Respond: toolThenAnswer(calls, func(gjson.Result) string { return "done" })}
			env := newLoopEnv(t, up, specs, func(c *Config) {
				c.Audit.Path = path
				c.Audit.IncludeDetails = include
			})
			resp, got := env.post(t, `{"model":"m","messages":[{"role":"user","content":"go"}]}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, word := range []string{argvWord, stderrWord} {
				if has := strings.Contains(string(data), word); has != include {
					t.Errorf("trail contains %q: %v, want %v:\n%s", word, has, include, data)
				}
			}
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			if len(lines) != len(calls) {
				t.Fatalf("%d audit lines, want %d:\n%s", len(lines), len(calls), data)
			}
			want := map[string]string{"call_ok": "ok", "call_denied": "denied", "call_failed": "error"}
			for _, line := range lines {
				var e map[string]any
				if err := json.Unmarshal([]byte(line), &e); err != nil {
					t.Fatal(err)
				}
				ref, _ := e["call_id"].(string)
				var id, args string
				for _, c := range calls {
					if toolrun.LogRef(c.ID) == ref { // call ids are written as digests
						id, args = c.ID, c.Arguments
					}
				}
				sum := sha256.Sum256([]byte(args))
				if e["args_sha256"] != hex.EncodeToString(sum[:]) {
					t.Errorf("%s: args_sha256 %v, want the hash of %s", id, e["args_sha256"], args)
				}
				if e["outcome"] != want[id] {
					t.Errorf("%s: outcome %v, want %s", id, e["outcome"], want[id])
				}
				if _, ok := e["duration_ms"].(float64); !ok {
					t.Errorf("%s: no duration_ms", id)
				}
				if r, _ := e["receipt"].(string); (id == "call_ok") != strings.HasPrefix(r, "zc-receipt-") {
					t.Errorf("%s: receipt %q", id, r)
				}
			}
		})
	}
}
