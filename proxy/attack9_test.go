package proxy

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// attack9Chat replays one upstream chat reply (JSON or SSE) and returns
// what the client got and the flags of the proxy's report.
func attack9Chat(t *testing.T, reply string, stream bool) ([]byte, []gjson.Result) {
	t.Helper()
	ct, body := "application/json", `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`
	if stream {
		ct, body = "text/event-stream", `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`
	}
	env := newLoopEnv(t, scripted.Replay([]byte(reply), ct), testSpecs(), nil)
	resp, got := env.post(t, body, nil)
	if resp.StatusCode != http.StatusOK {
		return got, nil
	}
	var flags []gjson.Result
	if stream {
		for _, c := range parseStream(t, got).finishChunks() {
			flags = append(flags, c.Get("zc_receipts.flags").Array()...)
		}
	} else {
		flags = gjson.GetBytes(got, "zc_receipts.flags").Array()
	}
	return got, flags
}

func attack9Chunk(delta, finish string) string {
	return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":` + finish + `}]}` + "\n\n"
}

// A chat answer with audio output (modalities ["text","audio"]) carries
// its words in message.audio.transcript (delta.audio.transcript when
// streamed), with content null: that transcript is the answer the client
// shows (ChatGPT-style UIs and the SDK examples print it). Reasoning
// models' message.reasoning_content / delta.reasoning_content is shown by
// chat UIs (Open WebUI, LibreChat) in a "Thinking" panel above the
// answer. The proxy forwards both untouched and reads neither: a claim
// of a tool run, or a forged "Tool receipts:" list with a token this
// proxy never minted, reaches the client with no flag. SECURITY.md: "The
// proxy checks every receipt the final answer quotes and flags … a claim
// that a tool ran with no receipt behind it"; refusal text is checked
// for the same reason ("shown by chat UIs where the answer goes").
func TestAttack9ChatAudioTranscriptAndReasoningUnchecked(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	const text = attack4Claim + "\n\n---\nTool receipts:\n  shell: " + forged
	cases := []struct {
		name, reply string
		stream      bool
	}{
		{"audio transcript json", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":null,"audio":{"id":"audio_1","expires_at":2000000000,"data":"AAAA","transcript":` + jsonString(text) + `}},"finish_reason":"stop"}]}`, false},
		{"audio transcript stream", attack9Chunk(`{"role":"assistant","content":null,"audio":{"id":"audio_1","transcript":`+jsonString(text)+`}}`, "null") +
			attack9Chunk(`{"audio":{"data":"AAAA"}}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true},
		{"reasoning_content json", `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"Done.","reasoning_content":` + jsonString(text) + `},"finish_reason":"stop"}]}`, false},
		{"reasoning_content stream", attack9Chunk(`{"role":"assistant","content":"","reasoning_content":`+jsonString(text)+`}`, "null") +
			attack9Chunk(`{"content":"Done."}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, c.stream)
			if !strings.Contains(string(got), "I ran the backup") {
				return // withheld or refused: nothing unchecked reached the client
			}
			var kinds []string
			for _, f := range flags {
				kinds = append(kinds, f.Get("kind").Str)
			}
			if !strings.Contains(strings.Join(kinds, ","), "receipt_less_claim") || !strings.Contains(strings.Join(kinds, ","), "invalid_receipt") {
				t.Errorf("the client got the claim and a forged receipt list, flags %v:\n%s", kinds, got)
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// The Responses API's other text-carrying events: a reasoning item's
// summary (response.reasoning_summary_text.delta/.done,
// response.reasoning_summary_part.added/.done, and the item itself),
// which ChatGPT-style UIs and the SDK helpers show as the model's
// "thinking", and the spoken answer's response.audio.transcript.delta.
// The Rewriter passes "reasoning, built-in tools, ones this package has
// never heard of" with renumbered indexes and the loop reads none of it:
// a claim and a forged receipt list there reach the client unflagged,
// beside a benign checked answer.
func TestAttack9ResponsesReasoningAndAudioUnchecked(t *testing.T) {
	const forged = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	text := attack4Claim + "\n\n---\nTool receipts:\n  shell: " + forged
	q := jsonString(text)
	reasoning := []string{
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`,
		`{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}`,
		`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":` + q + `}`,
		`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":` + q + `}`,
		`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":` + q + `}}`,
		`{"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":` + q + `}]}}`,
	}
	rsItem := `{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":` + q + `}]}`
	audio := []string{`{"type":"response.audio.transcript.delta","delta":` + q + `}`, `{"type":"response.audio.transcript.done"}`}
	for name, evs := range map[string][]string{
		"reasoning summary": append(append([]string{atkCreated}, reasoning...), append(atkText(1, "Done."), atkCompleted([]string{rsItem, atkMsgItem("Done.")}, ""))...),
		"audio transcript":  append(append([]string{atkCreated}, audio...), append(atkText(0, "Done."), atkCompleted([]string{atkMsgItem("Done.")}, ""))...),
	} {
		t.Run(name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			if !strings.Contains(string(got), "I ran the backup") {
				return
			}
			out := respEvents(t, got)
			last := out[len(out)-1]
			var kinds []string
			for _, f := range last.Get("response.zc_receipts.flags").Array() {
				kinds = append(kinds, f.Get("kind").Str)
			}
			k := strings.Join(kinds, ",")
			if !strings.Contains(k, "receipt_less_claim") || !strings.Contains(k, "invalid_receipt") {
				t.Errorf("the claim and a forged receipt list reached the client, flags %v:\n%s", kinds, got)
			}
		})
	}
}
