package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

var curlLookup = map[string]any{"type": "function", "function": map[string]any{
	"name": "lookup", "description": "Look up the weather in a city.",
	"parameters": map[string]any{"type": "object", "properties": map[string]any{"city": map[string]any{"type": "string"}}, "required": []string{"city"}},
}}

// curlTurn posts body with curl exactly as the README shows it (plus -S
// for errors and -N for streams) and reads the reply: one JSON document,
// or an SSE stream whose every data line must be JSON, ending in one [DONE].
func curlTurn(t *testing.T, baseURL string, body map[string]any, stream bool) (answer, map[string]any) {
	t.Helper()
	path, err := curlAvailable()
	needTool(t, "curl", err == nil)
	if stream {
		body["stream"] = true
	}
	b, _ := json.Marshal(body)
	args := []string{"-sS", baseURL + "/chat/completions", "-H", "Content-Type: application/json", "-d", string(b)}
	if stream {
		args = append([]string{"-N"}, args...)
	}
	out := runCmd(t, time.Minute, nil, path, args...)
	if !stream {
		j := gjson.ParseBytes(out)
		ch := j.Get("choices.0")
		a := answer{ID: j.Get("id").String(), Content: ch.Get("message.content").String(), Role: ch.Get("message.role").String(), Finish: ch.Get("finish_reason").String()}
		for _, tc := range ch.Get("message.tool_calls").Array() {
			a.Calls = append(a.Calls, call{ID: tc.Get("id").String(), Type: tc.Get("type").String(),
				Name: tc.Get("function.name").String(), Args: tc.Get("function.arguments").String()})
		}
		if z := j.Get("zc_receipts"); z.Exists() {
			a.Receipts, a.Flags = zcReceipts(z)
		}
		var msg map[string]any
		json.Unmarshal([]byte(ch.Get("message").Raw), &msg)
		return a, msg
	}
	return foldSSE(t, out)
}

// foldSSE rebuilds the assistant message from a raw chat-completions stream.
func foldSSE(t *testing.T, body []byte) (answer, map[string]any) {
	t.Helper()
	var a answer
	var calls []call
	byIndex := map[int64]int{}
	done := 0
	sc := bufio.NewScanner(bytes.NewReader(body))
	sc.Buffer(make([]byte, 0, 64<<10), 8<<20)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data: ") {
			continue
		}
		data := strings.TrimPrefix(line, "data: ")
		if data == "[DONE]" {
			done++
			continue
		}
		if done > 0 {
			t.Errorf("data after [DONE]: %s", data)
		}
		if !gjson.Valid(data) {
			t.Fatalf("stream data is not JSON: %s", data)
		}
		j := gjson.Parse(data)
		if e := j.Get("error"); e.Exists() {
			t.Fatalf("stream error event: %s", data)
		}
		if z := j.Get("zc_receipts"); z.Exists() {
			a.Receipts, a.Flags = zcReceipts(z)
		}
		ch := j.Get("choices.0")
		if ch.Exists() {
			if a.ID != "" && j.Get("id").String() != a.ID {
				t.Errorf("chunk id changed mid-stream: %q then %s", a.ID, j.Get("id").Raw)
			}
			a.ID = j.Get("id").String()
		}
		a.Content += ch.Get("delta.content").String()
		if r := ch.Get("delta.role").String(); r != "" {
			a.Role = r
		}
		if f := ch.Get("finish_reason").String(); f != "" {
			a.Finish = f
		}
		for _, tc := range ch.Get("delta.tool_calls").Array() {
			i, ok := byIndex[tc.Get("index").Int()]
			if !ok {
				i = len(calls)
				byIndex[tc.Get("index").Int()] = i
				calls = append(calls, call{})
			}
			calls[i].ID += tc.Get("id").String()
			calls[i].Type += tc.Get("type").String()
			calls[i].Name += tc.Get("function.name").String()
			calls[i].Args += tc.Get("function.arguments").String()
		}
	}
	if done != 1 {
		t.Errorf("stream has %d [DONE] events, want 1", done)
	}
	a.Calls = calls
	msg := map[string]any{"role": "assistant", "content": a.Content}
	if len(calls) > 0 {
		var tcs []any
		for _, c := range calls {
			tcs = append(tcs, map[string]any{"id": c.ID, "type": "function", "function": map[string]any{"name": c.Name, "arguments": c.Args}})
		}
		msg["tool_calls"] = tcs
	}
	return a, msg
}

func curlServerTool(t *testing.T, baseURL string, stream bool) answer {
	a, _ := curlTurn(t, baseURL, map[string]any{"model": "gpt-4.1",
		"messages": []any{map[string]any{"role": "user", "content": serverPrompt}}}, stream)
	if a.Receipts == nil {
		t.Errorf("curl saw no zc_receipts")
	}
	return a
}

func curlClientTool(t *testing.T, baseURL string, stream bool) exchange {
	msgs := []any{map[string]any{"role": "user", "content": clientPrompt}}
	asked, msg := curlTurn(t, baseURL, map[string]any{"model": "gpt-4.1", "messages": msgs, "tools": []any{curlLookup}}, stream)
	if len(asked.Calls) == 0 {
		return exchange{Asked: asked}
	}
	msgs = append(msgs, msg)
	for _, c := range asked.Calls {
		msgs = append(msgs, map[string]any{"role": "tool", "tool_call_id": c.ID, "content": lookupResult})
	}
	final, _ := curlTurn(t, baseURL, map[string]any{"model": "gpt-4.1", "messages": msgs, "tools": []any{curlLookup}}, stream)
	return exchange{Asked: asked, Answer: final}
}

func curlAvailable() (string, error) { return exec.LookPath("curl") }

// runCurl posts a raw body as the README does and returns the output.
func runCurl(t *testing.T, baseURL, body string) string {
	t.Helper()
	path, _ := curlAvailable()
	return string(runCmd(t, time.Minute, nil, path, "-sS", "-N", baseURL+"/chat/completions",
		"-H", "Content-Type: application/json", "-d", body))
}
