package proxy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/cputime"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Round 14's attack review: limits.max_response_bytes bounds an upstream
// JSON body and each SSE event, not the answer text a request gathers for
// the final claim check. A hostile upstream (or a model that follows what
// lands in its context) streamed tens of MB of text in small events: the
// proxy held all of it, then spent seconds to minutes of detector CPU on
// it (about 1–3 µs a byte), and a claim buried past any sane length was
// checked only at that price. limits.max_answer_bytes (default 2 MiB)
// bounds the text held for checking over a whole request (every turn's
// answer, refusal, reasoning and tool-call arguments); past it the answer
// fails (502 before the headers, an error event and no [DONE] after),
// never reaching the client as a checked answer.

// buriedClaim is a receipt-less tool claim an attacker buries past the
// bound: had the proxy delivered a whole answer, it would have to be
// checked.
const buriedClaim = "\n\nI ran `git log` and the newest commit is 4f1c2d9.\n"

// floodText is n bytes of short lines, the detector's costliest shape.
func floodText(n int) string {
	var b strings.Builder
	b.Grow(n + 32)
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "row %d ok\n", i)
	}
	return b.String()[:n]
}

// floodChat is a Chat Completions upstream whose every turn's answer is
// text (in events of piece bytes when streamed), its reasoning_content
// reasoning, and whose first turn asks for a client tool call with args
// when args is not empty. rounds counts the requests it answered.
type floodChat struct {
	text, reasoning, args string
	piece                 int
	serverCall            bool // the first turn calls the server tool "greet" (then answers text again)
	rounds                atomic.Int32
}

func (f *floodChat) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	n := f.rounds.Add(1)
	stream := gjson.GetBytes(body, "stream").Bool()
	callArgs := f.args
	name := "client_fn"
	if f.serverCall && n == 1 {
		callArgs, name = `{"name":"x"}`, "greet"
	} else if f.serverCall || n > 1 {
		callArgs = ""
	}
	if !stream {
		msg := map[string]any{"role": "assistant", "content": f.text}
		if f.reasoning != "" {
			msg["reasoning_content"] = f.reasoning
		}
		finish := "stop"
		if callArgs != "" {
			msg["tool_calls"] = []any{map[string]any{"id": "call_1", "type": "function",
				"function": map[string]any{"name": name, "arguments": callArgs}}}
			finish = "tool_calls"
		}
		out, _ := json.Marshal(map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "m",
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}})
		w.Header().Set("Content-Type", "application/json")
		w.Write(out)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	event := func(delta map[string]any, finish any) bool {
		b, _ := json.Marshal(map[string]any{"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "m",
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}})
		_, err := fmt.Fprintf(w, "data: %s\n\n", b)
		return err == nil
	}
	pieces := func(s string, each func(string) bool) bool {
		for len(s) > 0 {
			k := min(f.piece, len(s))
			if !each(s[:k]) {
				return false
			}
			s = s[k:]
		}
		return true
	}
	if !event(map[string]any{"role": "assistant"}, nil) {
		return
	}
	if !pieces(f.reasoning, func(p string) bool { return event(map[string]any{"reasoning_content": p}, nil) }) ||
		!pieces(f.text, func(p string) bool { return event(map[string]any{"content": p}, nil) }) {
		return
	}
	finish := "stop"
	if callArgs != "" {
		finish = "tool_calls"
		first := true
		if !pieces(callArgs, func(p string) bool {
			c := map[string]any{"index": 0, "function": map[string]any{"arguments": p}}
			if first {
				c["id"], c["type"], c["function"] = "call_1", "function", map[string]any{"name": name, "arguments": p}
				first = false
			}
			return event(map[string]any{"tool_calls": []any{c}}, nil)
		}) {
			return
		}
	}
	event(map[string]any{}, finish)
	io.WriteString(w, "data: [DONE]\n\n")
	if fl != nil {
		fl.Flush()
	}
}

const clientFnTools = `,"tools":[{"type":"function","function":{"name":"client_fn","parameters":{"type":"object"}}}]`

func chatBody(stream bool, extra string) string {
	return fmt.Sprintf(`{"model":"m","stream":%t,"messages":[{"role":"user","content":"hi"}]%s}`, stream, extra)
}

// overBound is an answer just past the default bound, with the claim at
// its end.
func overBound() string { return floodText(defaultMaxAnswerForTest+64<<10) + buriedClaim }

const defaultMaxAnswerForTest = 2 << 20

// wantAnswerTooLargeJSON checks a JSON answer failed in OpenAI's shape,
// without the answer text.
func wantAnswerTooLargeJSON(t *testing.T, resp *http.Response, body []byte) {
	t.Helper()
	if resp.StatusCode != http.StatusBadGateway {
		t.Fatalf("status %d, want 502 (%d bytes: %.300s)", resp.StatusCode, len(body), body)
	}
	if c := gjson.GetBytes(body, "error.code").Str; c != "answer_too_large" {
		t.Errorf("error.code %q, want answer_too_large: %.300s", c, body)
	}
	if m := gjson.GetBytes(body, "error.message").Str; !strings.Contains(m, "limits.max_answer_bytes") {
		t.Errorf("error.message does not name the limit: %q", m)
	}
	if bytes.Contains(body, []byte("git log")) || bytes.Contains(body, []byte("row 1 ok")) {
		t.Error("the answer text reached the client")
	}
}

// wantChatStreamAborted checks a chat stream ended in an error event with
// no finish and no [DONE], and the buried claim never reached the client.
func wantChatStreamAborted(t *testing.T, body []byte) {
	t.Helper()
	s := relStreamFailed(t, body)
	last := s.chunks[len(s.chunks)-1]
	if c := last.Get("error.code").Str; c != "answer_too_large" {
		t.Errorf("error event code %q, want answer_too_large: %s", c, last.Raw)
	}
	if strings.Contains(s.content, "git log") {
		t.Error("the claim past the bound reached the client")
	}
	if len(body) > 3*defaultMaxAnswerForTest {
		t.Errorf("the client was sent %d bytes: the stream ran on past the bound", len(body))
	}
}

func TestAttack14AnswerChatStreamTotal(t *testing.T) {
	up := &floodChat{text: overBound(), piece: 1024}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := e.post(t, chatBody(true, ""), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	wantChatStreamAborted(t, body)
}

func TestAttack14AnswerChatJSON(t *testing.T) {
	up := &floodChat{text: overBound()}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := e.post(t, chatBody(false, ""), nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

// TestAttack14AnswerChatReasoning: reasoning text is checked too (a client
// may show it), so it counts; on both paths.
func TestAttack14AnswerChatReasoning(t *testing.T) {
	up := &floodChat{reasoning: overBound(), text: "Done.", piece: 1024}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := e.post(t, chatBody(true, ""), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	wantChatStreamAborted(t, body)
	resp, body = e.post(t, chatBody(false, ""), nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

// TestAttack14AnswerChatToolArguments: a client call's arguments,
// assembled across deltas, are held whole before the turn ends.
func TestAttack14AnswerChatToolArguments(t *testing.T) {
	args := `{"x":"` + strings.Repeat("a", defaultMaxAnswerForTest+64<<10) + `"}`
	up := &floodChat{text: "Calling.", args: args, piece: 1024}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := e.post(t, chatBody(true, clientFnTools), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	s := relStreamFailed(t, body)
	if c := s.chunks[len(s.chunks)-1].Get("error.code").Str; c != "answer_too_large" {
		t.Errorf("error code %q", c)
	}
	up.rounds.Store(0)
	resp, body = e.post(t, chatBody(false, clientFnTools), nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

// TestAttack14AnswerChatRoundsSummed: each round's text is under the
// bound, their sum (what the final check reads) is not.
func TestAttack14AnswerChatRoundsSummed(t *testing.T) {
	const bound = 256 << 10
	half := floodText(bound/2 + 8<<10)
	up := &floodChat{text: half, piece: 1024, serverCall: true}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Limits.MaxAnswerBytes = bound })
	resp, body := e.post(t, chatBody(true, ""), nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d", resp.StatusCode)
	}
	s := relStreamFailed(t, body)
	if c := s.chunks[len(s.chunks)-1].Get("error.code").Str; c != "answer_too_large" {
		t.Errorf("error code %q", c)
	}
	up.rounds.Store(0)
	resp, body = e.post(t, chatBody(false, ""), nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

// TestAttack14AnswerWithinBound: an answer just under the bound is
// delivered whole and its claim flagged (the bound is not a cut that lets
// a claim through).
func TestAttack14AnswerWithinBound(t *testing.T) {
	text := floodText(256<<10) + buriedClaim
	up := &floodChat{text: text, piece: 1024}
	e := newLoopEnv(t, up, testSpecs(), nil)
	resp, body := e.post(t, chatBody(false, ""), nil)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("X-ZC-Flag-Count") == "0" {
		t.Fatalf("status %d, flags %s", resp.StatusCode, resp.Header.Get("X-ZC-Flag-Count"))
	}
	resp, body = e.post(t, chatBody(true, ""), nil)
	s := relStreamEnded(t, body)
	if !strings.Contains(s.content, "git log") || len(s.finishChunks()[0].Get("zc_receipts.flags").Array()) == 0 {
		t.Errorf("the claim within the bound was not delivered and flagged")
	}
}

// TestAttack14AnswerConfigured: limits.max_answer_bytes sets the bound.
func TestAttack14AnswerConfigured(t *testing.T) {
	up := &floodChat{text: floodText(64 << 10), piece: 1024}
	e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Limits.MaxAnswerBytes = 32 << 10 })
	resp, body := e.post(t, chatBody(false, ""), nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

// responsesOver is a scripted Responses upstream whose answer is past the
// bound, n bytes of lines then the claim.
func responsesOver(n int) *scripted.Server {
	text := floodText(n) + buriedClaim
	return &scripted.Server{Respond: func(gjson.Result) scripted.Turn { return scripted.Turn{Content: text} }}
}

func TestAttack14AnswerResponsesJSON(t *testing.T) {
	e := newLoopEnv(t, responsesOver(defaultMaxAnswerForTest+64<<10), testSpecs(), nil)
	resp, body := postResponses(t, e, `{"model":"m","input":"hi"}`, nil)
	wantAnswerTooLargeJSON(t, resp, body)
}

func TestAttack14AnswerResponsesStream(t *testing.T) {
	// The scripted upstream streams words (12-byte deltas): a smaller
	// bound keeps the test quick.
	const bound = 256 << 10
	e := newLoopEnv(t, responsesOver(bound+8<<10), testSpecs(), func(c *Config) { c.Limits.MaxAnswerBytes = bound })
	resp, body := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %.300s", resp.StatusCode, body)
	}
	if bytes.Contains(body, []byte("response.completed")) {
		t.Fatal("the stream completed past the bound")
	}
	if !bytes.Contains(body, []byte("response.failed")) || !bytes.Contains(body, []byte("answer_too_large")) {
		t.Errorf("the stream did not fail with answer_too_large: %.400s", body[max(0, len(body)-400):])
	}
	if bytes.Contains(body, []byte("git log")) {
		t.Error("the claim past the bound reached the client")
	}
}

// TestAttack14AnswerMeasure is the review's measurement, run on demand
// (ZC_MEASURE_ANSWER=1 go test -run TestAttack14AnswerMeasure -v
// ./proxy): a streamed chat answer of 1 MB and of 4 MB of short lines in
// 1 KiB events, each well past the bound, and the process CPU each
// request took, with a bound big enough to hold them.
func TestAttack14AnswerMeasure(t *testing.T) {
	if os.Getenv("ZC_MEASURE_ANSWER") == "" {
		t.Skip("set ZC_MEASURE_ANSWER=1")
	}
	for _, bound := range []int64{0, 64 << 20} {
		for _, stream := range []bool{true, false} {
			for _, n := range []int{1 << 20, 4 << 20} {
				text := floodText(n)
				if line := os.Getenv("ZC_MEASURE_LINE"); line != "" { // another shape, e.g. "I checked the file.\n"
					text = strings.Repeat(line, n/len(line)+1)[:n]
				}
				up := &floodChat{text: text + buriedClaim, piece: 1024}
				e := newLoopEnv(t, up, testSpecs(), func(c *Config) { c.Limits.MaxAnswerBytes = bound })
				var resp *http.Response
				var body []byte
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				d := cputime.OfProcess(func() { resp, body = e.post(t, chatBody(stream, ""), nil) })
				runtime.ReadMemStats(&after)
				t.Logf("max_answer_bytes %d (0: default), stream %t, %d MB answer: status %d, %d bytes to the client, flags %q, cpu %v, allocated %d MB",
					bound, stream, n>>20, resp.StatusCode, len(body), resp.Header.Get("X-ZC-Flag-Count"), d, (after.TotalAlloc-before.TotalAlloc)>>20)
			}
		}
	}
}
