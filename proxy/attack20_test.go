package proxy

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// TestAttack20ResponsesBoundStringInput: under receipts.bind_conversation
// a Responses request whose input is a string (the most common form) had
// every server call answered "error: the result could not be receipted":
// the conversation digest was taken of the input as the JSON array a chat
// request's messages are, and a string is not one. The digest is now that
// of the input as the one-message array it stands for.
func TestAttack20ResponsesBoundStringInput(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		t.Run(signing, func(t *testing.T) {
			up := replayRecorded(t, "aibridge-blocking-single_injected_tool.txtar", "non-streaming", "non-streaming/tool-call")
			tool := "bmcp_coder_coder_template_version_parameters"
			spec := toolrun.Spec{Name: tool, Type: "exec", Command: []string{"echo", "two templates"},
				Parameters: map[string]any{"type": "object", "properties": map[string]any{"template_version_id": map[string]any{"type": "string"}}}}
			e := newLoopEnv(t, up, []toolrun.Spec{spec}, func(c *Config) {
				c.Receipts.Signing, c.Receipts.BindConversation = signing, true
			})
			resp, got := postResponses(t, e, `{"model":"gpt-4.1-mini","input":"List my coder templates.","stream":false}`, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("%d %s", resp.StatusCode, got)
			}
			call := gjson.GetBytes(got, "zc_receipts.calls.0")
			if call.Get("outcome").Str != "ok" || call.Get("receipt").Str == "" {
				t.Fatalf("the server call got no receipt: %s", gjson.GetBytes(got, "zc_receipts").Raw)
			}
			want := sha256.Sum256([]byte(`[{"content":"List my coder templates.","role":"user"}]`))
			if call.Get("conversation_sha256").Str != hex.EncodeToString(want[:]) {
				t.Errorf("conversation_sha256 %s, want %x", call.Get("conversation_sha256").Str, want)
			}
			if strings.Contains(string(got), "could not be receipted") {
				t.Errorf("%s", got)
			}
		})
	}
}
