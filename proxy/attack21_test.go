package proxy

import (
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
)

// TestAttack21BoundReceiptOtherConversationReported: under
// receipts.bind_conversation a genuine receipt minted in another
// conversation backs nothing here (round 20), but quoted in the answer it
// was reported to no one: no flag named it, and the reader saw a genuine
// token beside the claim, which /v1/zc/verify calls valid. Such a token is
// now an invalid_receipt with reason other_conversation, in zc_receipts
// and in the footer, on both APIs and both transports; in its own
// conversation, or unbound, it is not flagged.
func TestAttack21BoundReceiptOtherConversationReported(t *testing.T) {
	for _, signing := range []string{receipts.SigningHMAC, receipts.SigningEd25519} {
		for _, bind := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/bind=%v", signing, bind), func(t *testing.T) {
				calls := []scripted.ToolCall{{ID: "call_1", Name: "greet", Arguments: `{"name":"ann"}`}}
				var quoted atomic.Value
				quoted.Store("")
				model := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
					msgs := req.Get("messages").Array()
					if len(msgs) > 0 && msgs[len(msgs)-1].Get("content").Str == "greet ann" || req.Get("input").Str == "greet ann" {
						return scripted.Turn{ToolCalls: calls}
					}
					return scripted.Turn{Content: "Yes, I greeted bob. [receipt: " + quoted.Load().(string) + "]"}
				}}
				e := newLoopEnv(t, model, testSpecs(), func(c *Config) {
					c.Receipts.Signing, c.Receipts.Scope, c.Receipts.BindConversation = signing, receipts.ScopeProcess, bind
				})
				resp, got := e.post(t, `{"model":"m","messages":[{"role":"user","content":"greet ann"}]}`, nil)
				tok := gjson.GetBytes(got, "zc_receipts.calls.0.receipt").Str
				if resp.StatusCode != 200 || tok == "" {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				quoted.Store(tok)
				tokenFlag := func(report gjson.Result) gjson.Result {
					for _, f := range report.Get("flags").Array() {
						if f.Get("receipt").Str == tok {
							return f
						}
					}
					return gjson.Result{}
				}
				check := func(name string, report gjson.Result, text string, want bool) {
					t.Helper()
					f := tokenFlag(report)
					if !want {
						if f.Exists() {
							t.Errorf("%s: flagged %s", name, f.Raw)
						}
						return
					}
					if f.Get("kind").Str != receipts.FlagInvalidReceipt || f.Get("reason").Str != receipts.ReasonOtherConversation {
						t.Errorf("%s: the token of another conversation is not reported: %s", name, report.Raw)
					}
					if !strings.Contains(text, tok+" — minted for a conversation other than this one as sent") {
						t.Errorf("%s: the footer does not say so: %q", name, text)
					}
				}
				same := `{"model":"m","messages":[{"role":"user","content":"greet ann"},{"role":"assistant","content":"Done. [receipt: ` + tok + `]"},{"role":"user","content":"did it work?"}]}`
				other := `{"model":"m","messages":[{"role":"user","content":"did you greet bob?"}]}`
				for _, tc := range []struct {
					name, body string
					want       bool
				}{{"same conversation", same, false}, {"other conversation", other, bind}} {
					resp, got := e.post(t, tc.body, nil)
					if resp.StatusCode != 200 {
						t.Fatalf("%d %s", resp.StatusCode, got)
					}
					check("chat "+tc.name, gjson.GetBytes(got, "zc_receipts"), gjson.GetBytes(got, "choices.0.message.content").Str, tc.want)
					resp, got = e.post(t, strings.Replace(tc.body, `"model":"m",`, `"model":"m","stream":true,`, 1), nil)
					if resp.StatusCode != 200 {
						t.Fatalf("%d %s", resp.StatusCode, got)
					}
					s := parseStream(t, got)
					var report gjson.Result
					for _, c := range s.chunks {
						if r := c.Get("zc_receipts"); r.Exists() {
							report = r
						}
					}
					check("chat stream "+tc.name, report, s.content, tc.want)
				}
				resp, got = postResponses(t, e, `{"model":"m","input":"did you greet bob?"}`, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				// /v1/zc/verify, token only: genuine, and bound when bound.
				vr, err := e.httpc.Post(e.url+"/v1/zc/verify", "application/json", strings.NewReader(`{"token":"`+tok+`"}`))
				if err != nil {
					t.Fatal(err)
				}
				vb, _ := io.ReadAll(vr.Body)
				vr.Body.Close()
				if gjson.GetBytes(vb, "status").Str != "valid" || strings.Contains(gjson.GetBytes(vb, "reason").Str, "bound to one conversation") != bind {
					t.Errorf("verify, token only: %s", vb)
				}
				check("responses other conversation", gjson.GetBytes(got, "zc_receipts"), gjson.GetBytes(got, `output.#(type=="message").content.0.text`).Str, bind)
				if !bind {
					return
				}
				// Chained by previous_response_id, the request holds only its
				// new items: the proxy cannot tell, and says so.
				resp, got = postResponses(t, e, `{"model":"m","input":"greet ann"}`, nil)
				id := gjson.GetBytes(got, "id").Str
				if resp.StatusCode != 200 || id == "" {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				resp, got = postResponses(t, e, `{"model":"m","previous_response_id":"`+id+`","input":"did it work?"}`, nil)
				if resp.StatusCode != 200 {
					t.Fatalf("%d %s", resp.StatusCode, got)
				}
				f := tokenFlag(gjson.GetBytes(got, "zc_receipts"))
				if f.Get("kind").Str != receipts.FlagUnverifiableReceipt || f.Get("reason").Str != receipts.ReasonConversationUnknown {
					t.Errorf("chained: %s", gjson.GetBytes(got, "zc_receipts").Raw)
				}
			})
		}
	}
}

// TestAttack21ResponsesItemIDReusedAcrossRounds: the rewriter binds item
// ids to output indexes per round, and keeps the key's tails per stream,
// letting them out at each round's end. An upstream that reused a shown
// item's id in a later round of the tool loop (rs_1 in round one, rs_1
// again after the server call) had the client, which joins reasoning by
// item_id, join both rounds' texts into one: the key split across them
// was masked in neither round's piece and whole in the client's join. A
// shown item id an earlier round used is an upstream protocol error.
func TestAttack21ResponsesItemIDReusedAcrossRounds(t *testing.T) {
	a, b := "look: sk-upstr", "eam-secret."
	rs := func(id string, idx int, done bool) string {
		typ, st := "added", "in_progress"
		if done {
			typ, st = "done", "completed"
		}
		return fmt.Sprintf(`{"type":"response.output_item.%s","output_index":%d,"item":{"id":%q,"type":"reasoning","status":%q,"summary":[]}}`, typ, idx, id, st)
	}
	delta := func(id string, idx int, d string) string {
		return fmt.Sprintf(`{"type":"response.reasoning_summary_text.delta","item_id":%q,"output_index":%d,"summary_index":0,"delta":%s}`, id, idx, jsonString(d))
	}
	call := atkCall("call_1", "greet", `{"name":"ann"}`)
	round1 := []string{atkCreated, rs("rs_1", 0, false), delta("rs_1", 0, a), rs("rs_1", 0, true),
		`{"type":"response.output_item.added","output_index":1,"item":` + call + `}`,
		`{"type":"response.output_item.done","output_index":1,"item":` + call + `}`,
		atkCompleted([]string{call}, "")}
	for _, tc := range []struct {
		name   string
		round2 []string
	}{
		{"reasoning id again", append([]string{atkCreated, rs("rs_1", 0, false), delta("rs_1", 0, b), rs("rs_1", 0, true)},
			append(atkText(1, "Hello ann."), atkCompleted(nil, ""))...)},
		{"delta naming the earlier item", append([]string{atkCreated, rs("rs_2", 0, false), delta("rs_1", 5, b), rs("rs_2", 0, true)},
			append(atkText(1, "Hello ann."), atkCompleted(nil, ""))...)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			up := scripted.Sequence(respStreamHandler(round1...), respStreamHandler(tc.round2...))
			e := newLoopEnv(t, up, testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"greet ann","stream":true}`, nil)
			joined := map[string]string{}
			for _, ev := range respEvents(t, got) {
				if typ := ev.Get("type").String(); strings.HasSuffix(typ, ".delta") {
					joined[typ+" "+ev.Get("item_id").String()+":"+ev.Get("summary_index").String()] += ev.Get("delta").String()
				}
			}
			for id, s := range joined {
				if strings.Contains(s, splitKey) {
					t.Errorf("the client's %s joined to %q\n%s", id, s, got)
				}
			}
			if !strings.Contains(string(got), "event: response.failed") {
				t.Errorf("no response.failed: the reused item id was taken\n%s", got)
			}
		})
	}
}
