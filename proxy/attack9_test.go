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
