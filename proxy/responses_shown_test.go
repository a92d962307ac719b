package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Responses text beside the answer that clients show (reasoning items'
// summary and content, the audio transcript) is checked like a refusal,
// every copy the client is sent: a claim in any one of them is flagged
// with where naming the field. Such text that is not a string, or a
// member spelled in another case, is a protocol error.
func TestResponsesShownTextChecked(t *testing.T) {
	q := jsonString(attack4Claim)
	benign := jsonString("Thinking.")
	rs := func(summary string) string {
		return `{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":` + summary + `}]}`
	}
	added := `{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`
	done := func(summary string) string {
		return `{"type":"response.output_item.done","output_index":0,"item":` + rs(summary) + `}`
	}
	answer := func(evs ...string) []string {
		out := append([]string{atkCreated}, evs...)
		return append(append(out, atkText(1, "OK.")...), atkCompleted([]string{rs(benign), atkMsgItem("OK.")}, ""))
	}
	summaryEv := func(kind, member, text string) string {
		return `{"type":"response.reasoning_summary_text.` + kind + `","item_id":"rs_1","output_index":0,"summary_index":0,"` + member + `":` + text + `}`
	}
	for _, c := range []struct {
		name  string
		evs   []string
		where string // "": a protocol error
	}{
		{"summary delta only", answer(added, summaryEv("delta", "delta", q), done(benign)), "reasoning"},
		{"summary delta split", answer(added, summaryEv("delta", "delta", jsonString(attack4Claim[:10])), summaryEv("delta", "delta", jsonString(attack4Claim[10:])), done(benign)), "reasoning"},
		{"claim only in done event", answer(added, summaryEv("delta", "delta", benign), summaryEv("done", "text", q), done(benign)), "reasoning"},
		{"claim only in part.done", answer(added, `{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":`+q+`}}`, done(benign)), "reasoning"},
		{"claim only in item.done", answer(added, done(q)), "reasoning"},
		{"claim only in completed output", append(append([]string{atkCreated, added, done(benign)}, atkText(1, "OK.")...), atkCompleted([]string{rs(q), atkMsgItem("OK.")}, "")), "reasoning"},
		{"reasoning_text content", answer(added, `{"type":"response.reasoning_text.delta","item_id":"rs_1","output_index":0,"content_index":0,"delta":`+q+`}`, done(benign)), "reasoning"},
		{"reasoning event not yet named", answer(added, `{"type":"response.reasoning_notes.delta","item_id":"rs_1","output_index":0,"delta":`+q+`}`, done(benign)), "reasoning"},
		{"transcript delta", answer(`{"type":"response.audio.transcript.delta","delta":` + q + `}`), "audio.transcript"},
		{"transcript only in done", answer(`{"type":"response.audio.transcript.done","transcript":` + q + `}`), "audio.transcript"},
		{"summary delta not a string", answer(added, summaryEv("delta", "delta", `[`+q+`]`), done(benign)), ""},
		{"item summary text not a string", answer(added, done(`{"t":`+q+`}`)), ""},
		{"item Summary case variant", answer(added, `{"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","Summary":[{"type":"summary_text","text":`+q+`}]}}`), ""},
		{"transcript case variant", answer(`{"type":"response.audio.transcript.done","Transcript":` + q + `}`), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(c.evs...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			out := respEvents(t, got)
			last := out[len(out)-1]
			if c.where == "" {
				if last.Get("type").Str == "response.completed" {
					t.Errorf("unreadable shown text ended in a completion:\n%s", got)
				}
				return
			}
			var found bool
			for _, f := range last.Get("response.zc_receipts.flags").Array() {
				if f.Get("kind").Str == "receipt_less_claim" {
					found = true
					if f.Get("where").Str != c.where || f.Get("start").Exists() {
						t.Errorf("flag %s, want where %q and no offsets", f.Raw, c.where)
					}
				}
			}
			if !found {
				t.Errorf("no receipt_less_claim flag:\n%s", got)
			}
		})
	}
	for name, c := range map[string]struct {
		item  string
		where string
	}{
		"json reasoning content":      {`{"id":"rs_1","type":"reasoning","summary":[],"content":[{"type":"reasoning_text","text":` + q + `}]}`, "reasoning"},
		"json summary not a string":   {`{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":7}]}`, ""},
		"json honest reasoning plans": {rs(jsonString("The user wants a backup. I should run the backup tool, then check its output.")), "none"},
	} {
		t.Run(name, func(t *testing.T) {
			body := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + c.item + `,` + atkMsgItem("OK.") + `],"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`
			e := newLoopEnv(t, scripted.Replay([]byte(body), "application/json"), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"back up"}`, nil)
			flags := gjson.GetBytes(got, "zc_receipts.flags").Array()
			switch c.where {
			case "":
				if resp.StatusCode == http.StatusOK {
					t.Errorf("unreadable reasoning answered 200:\n%s", got)
				}
			case "none":
				if len(flags) != 0 {
					t.Errorf("flags on honest reasoning: %s", got)
				}
			default:
				if len(flags) == 0 || flags[0].Get("where").Str != c.where || !strings.Contains(flags[0].Get("kind").Str, "claim") {
					t.Errorf("want a claim flag where %q:\n%s", c.where, got)
				}
			}
		})
	}
}
