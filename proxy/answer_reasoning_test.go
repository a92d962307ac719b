package proxy

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestAnswerBoundCountsReasoningOnce: limits.max_answer_bytes counts a
// Responses reasoning text once, as it counts the answer text. The stream
// counted each copy the upstream sends (the deltas, the done event's text,
// the done part's and the done item's, which real upstreams all send, and
// then the item again in the output kept for the client), and after the
// round the loop counted the reasoning while the kept item still counted
// it: an answer of 171 KB, 111 KB of it reasoning, failed a bound of
// 171 KB (and one of 600 KB).
// At the boundary: the answer text, the reasoning text and the reasoning
// item's own JSON around its text (kept for the client's output) just
// within the bound pass, one byte over fails; on the JSON wire too, and
// with the reasoning in a round before a server tool call.
func TestAnswerBoundCountsReasoningOnce(t *testing.T) {
	reasoning := strings.Repeat("I think about the weather carefully. ", 3000) // 111 KB
	text := strings.Repeat("The answer is here. ", 3000)                       // 60 KB
	rsItem := fmt.Sprintf(`{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":%q}]}`, reasoning)
	framing := len(rsItem) - len(reasoning)
	rsEvents := []string{
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`,
		`{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}`,
	}
	for p := range strings.SplitSeq(reasoning, ". ") {
		if p != "" {
			rsEvents = append(rsEvents, fmt.Sprintf(`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":%q}`, p+". "))
		}
	}
	rsEvents = append(rsEvents,
		fmt.Sprintf(`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":%q}`, reasoning),
		fmt.Sprintf(`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":%q}}`, reasoning),
		fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, rsItem),
	)
	oneRound := append(append(append([]string{atkCreated}, rsEvents...), atkText(1, text)...), atkCompleted([]string{rsItem, atkMsgItem(text)}, ""))
	// two rounds: the reasoning and a server call, then the answer
	const callID, callName, callArgs = "call_1", "greet", `{"name":"bob"}`
	call := atkCall(callID, callName, callArgs)
	first := append(append([]string{atkCreated}, rsEvents...),
		`{"type":"response.output_item.added","output_index":1,"item":`+call+`}`,
		`{"type":"response.output_item.done","output_index":1,"item":`+call+`}`,
		atkCompleted([]string{rsItem, call}, ""))
	second := append(append([]string{atkCreated}, atkText(0, text)...), atkCompleted([]string{atkMsgItem(text)}, ""))
	jsonBody := `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + rsItem + `,` + atkMsgItem(text) + `],"usage":{"input_tokens":1,"output_tokens":1,"total_tokens":2}}`

	answer := len(text) + len(reasoning)
	for _, c := range []struct {
		name   string
		stream bool
		up     func() http.Handler
		size   int // what the bound counts
	}{
		{"stream", true, func() http.Handler { return respStreamHandler(oneRound...) }, answer + framing},
		{"stream, reasoning before a server call", true, func() http.Handler { return respRounds(sseOf(first...), sseOf(second...)) },
			answer + framing + len(callID) + len(callName) + len(callArgs)},
		{"json", false, func() http.Handler { return scripted.Replay([]byte(jsonBody), "application/json") }, answer},
	} {
		for _, bound := range []int{c.size, c.size - 1} {
			t.Run(fmt.Sprintf("%s, bound %+d", c.name, bound-c.size), func(t *testing.T) {
				e := newLoopEnv(t, c.up(), testSpecs(), func(cfg *Config) { cfg.Limits.MaxAnswerBytes = int64(bound) })
				resp, body := postResponses(t, e, fmt.Sprintf(`{"model":"m","input":"weather?","stream":%t}`, c.stream), nil)
				failed := bytes.Contains(body, []byte("answer_too_large"))
				switch {
				case bound >= c.size && failed:
					t.Errorf("an answer of %d bytes (%d of reasoning) failed a bound of %d: status %d %.300s",
						c.size, len(reasoning), bound, resp.StatusCode, body)
				case bound >= c.size && (resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte("The answer is here."))):
					t.Errorf("the answer within the bound was not delivered: status %d %.300s", resp.StatusCode, body)
				case bound < c.size && !failed:
					t.Errorf("an answer of %d bytes passed a bound of %d", c.size, bound)
				}
			})
		}
	}
}

// respRounds answers the n-th request with the n-th body (an SSE
// stream), the last one again after that.
func respRounds(bodies ...[]byte) http.Handler {
	var n atomic.Int32
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i := min(int(n.Add(1))-1, len(bodies)-1)
		w.Header().Set("Content-Type", "text/event-stream")
		_, _ = w.Write(bodies[i])
	})
}
