package proxy

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
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

// TestAttack20BoundQuotedReceiptMoved: under receipts.bind_conversation a
// receipt moved into another conversation must back nothing there. Re-sent
// in a tool message it did not (TestBoundHistoryReceiptMoved), but quoted
// in an assistant text (an earlier answer's footer, or the answer itself)
// it still backed the answer's claims that name no object: the quoted-token
// path asked the ledger whether the token was minted, not for which
// conversation.
func TestAttack20BoundQuotedReceiptMoved(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		for _, bind := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/bind=%v", signing, bind), func(t *testing.T) {
				calls := []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{"name":"ann"}`}}
				var quoted atomic.Value
				quoted.Store("")
				model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
					msgs := req.Get("messages").Array()
					last := msgs[len(msgs)-1]
					if last.Get("role").Str == "user" && last.Get("content").Str == "greet ann" {
						return scripted.Turn{ToolCalls: calls}
					}
					if last.Get("role").Str == "tool" { // the answer of the request that minted it quotes it
						_, tok, _ := receipts.SplitReceipt(last.Get("content").Str)
						return scripted.Turn{Content: "Yes, I ran it and it worked. [receipt: " + tok + "]"}
					}
					return scripted.Turn{Content: "Yes, I ran it and it worked. [receipt: " + quoted.Load().(string) + "]"}
				}}
				e := newLoopEnv(t, model, testSpecs(), func(c *Config) {
					c.Receipts.Signing, c.Receipts.Scope, c.Receipts.BindConversation = signing, receipts.ScopeProcess, bind
				})
				resp, got := e.post(t, `{"model":"m","messages":[{"role":"user","content":"greet ann"}]}`, nil)
				tok := gjson.GetBytes(got, "zc_receipts.calls.0.receipt").Str
				if resp.StatusCode != 200 || tok == "" {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
					t.Errorf("the request that minted it: flag %s", f.Raw)
				}
				quoted.Store(tok)
				claimFlagged := func(body string) bool {
					resp, got := e.post(t, body, nil)
					if resp.StatusCode != 200 {
						t.Fatalf("%d %s", resp.StatusCode, got)
					}
					for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
						if f.Get("kind").Str == receipts.FlagReceiptLessClaim {
							return true
						}
					}
					return false
				}
				// In its own conversation, quoted in the answer that follows it:
				// backed either way.
				same := `{"model":"m","messages":[{"role":"user","content":"greet ann"},{"role":"assistant","content":"Done. [receipt: ` + tok + `]"},{"role":"user","content":"did it work?"}]}`
				if claimFlagged(same) {
					t.Errorf("same conversation: the quoted receipt backs nothing")
				}
				// Moved into another conversation: backed only when not bound.
				moved := `{"model":"m","messages":[{"role":"user","content":"greet bob"},{"role":"assistant","content":"Done. [receipt: ` + tok + `]"},{"role":"user","content":"did it work?"}]}`
				if got := claimFlagged(moved); got != bind {
					t.Errorf("moved to another conversation: receipt_less_claim %v, want %v", got, bind)
				}
				alone := `{"model":"m","messages":[{"role":"user","content":"did you greet bob?"}]}`
				if got := claimFlagged(alone); got != bind {
					t.Errorf("quoted only in the answer of another conversation: receipt_less_claim %v, want %v", got, bind)
				}
			})
		}
	}
}

// TestAttack20ReviewEmptyConversationReceipt: ConversationPrefixes holds
// the empty conversation "[]", a prefix of every conversation, so a bound
// receipt minted for a Responses request whose input is [] (the turn
// driven by its instructions) backed, quoted, the claims of any other
// conversation: binding did not hold for it.
func TestAttack20ReviewEmptyConversationReceipt(t *testing.T) {
	calls := []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{"name":"ann"}`}}
	var n atomic.Int32
	var quoted atomic.Value
	quoted.Store("")
	model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if n.Add(1) == 1 {
			return scripted.Turn{ToolCalls: calls}
		}
		return scripted.Turn{Content: "Yes, I ran it and it worked. [receipt: " + quoted.Load().(string) + "]"}
	}}
	e := newLoopEnv(t, model, testSpecs(), func(c *Config) {
		c.Receipts.Signing, c.Receipts.Scope, c.Receipts.BindConversation = receipts.SigningHMAC, receipts.ScopeProcess, true
	})
	resp, got := postResponses(t, e, `{"model":"m","input":[],"instructions":"greet ann"}`, nil)
	tok := gjson.GetBytes(got, "zc_receipts.calls.0.receipt").Str
	if resp.StatusCode != 200 || tok == "" {
		t.Fatalf("no receipt minted for an empty input: %d %.300s", resp.StatusCode, got)
	}
	quoted.Store(tok)
	resp, got = e.post(t, `{"model":"m","messages":[{"role":"user","content":"did you greet bob?"}]}`, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, got)
	}
	for _, f := range gjson.GetBytes(got, "zc_receipts.flags").Array() {
		if f.Get("kind").Str == receipts.FlagReceiptLessClaim {
			return
		}
	}
	t.Errorf("a receipt minted for the empty conversation backed another conversation's claim: %s", gjson.GetBytes(got, "zc_receipts").Raw)
}
