package proxy

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/sse"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

const fixtures = "../../shared/fixtures"

func readFixture(t *testing.T, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, rel))
	if err != nil {
		t.Fatalf("fixture: %v", err)
	}
	return b
}

// replayTxtar serves the named sections of a txtar fixture in order.
func replayTxtar(t *testing.T, data []byte, sections ...string) *scripted.Sequencer {
	t.Helper()
	var hs []http.Handler
	for _, name := range sections {
		r, err := scripted.ReplayTxtar(data, name)
		if err != nil {
			t.Fatal(err)
		}
		hs = append(hs, r)
	}
	return scripted.Sequence(hs...)
}

// assembleSSE folds every chunk of an SSE body into one message.
func assembleSSE(t *testing.T, body []byte) sse.Message {
	t.Helper()
	var asm sse.Assembler
	rd := sse.NewReader(bytes.NewReader(body))
	for {
		ev, err := rd.Next()
		if err != nil {
			break
		}
		if ev.IsComment || ev.IsDone() {
			continue
		}
		root, err := sse.ParseChunk(ev.Data)
		if err == nil {
			_, err = asm.AddParsed(root)
		}
		if err != nil {
			t.Fatalf("chunk %q: %v", ev.Data, err)
		}
	}
	return asm.Message()
}

// TestChatFixturesInjectedTool replays recorded two-round conversations
// (coder-aibridge) with a server tool under the recorded tool's name: the
// client sees one clean message with a receipt that verifies.
func TestChatFixturesInjectedTool(t *testing.T) {
	const tool = "bmcp_coder_coder_list_workspaces"
	ownerTool := toolrun.Spec{Name: tool, Type: "exec", Command: []string{"echo", "workspaces of {owner}"},
		Parameters: map[string]any{"type": "object", "properties": map[string]any{"owner": map[string]any{"type": "string"}}, "required": []any{"owner"}}}
	noArgsTool := toolrun.Spec{Name: tool, Type: "exec", Command: []string{"echo", "all workspaces"}}
	cases := []struct {
		file       string
		stream     bool
		spec       toolrun.Spec
		wantOutput string
		firstID    string
		wantUsage  [3]int64 // prompt, completion, total summed over both rounds
	}{
		{"single_injected_tool.txtar", true, ownerTool, "workspaces of admin", "chatcmpl-C1WTooFaxeQgtyLB1kg53t41aB0NV", [3]int64{9911, 105, 10016}},
		{"single_injected_tool.txtar", false, ownerTool, "workspaces of admin", "chatcmpl-C1XAKDTVYnmWS7tgvg7vPje00PIiy", [3]int64{9911, 105, 10033}},
		{"streaming_injected_tool_no_preamble.txtar", true, ownerTool, "workspaces of me", "msg_vrtx_01UoiRJwj3JXcwNYAh3z7ARs", [3]int64{25716 + 25989, 65 + 85, 25781 + 26074}},
		{"streaming_injected_tool_nonzero_index.txtar", true, noArgsTool, "all workspaces", "msg_vrtx_01Fiieb5Z3kqJf9a3FwvLkky", [3]int64{25939 + 26166, 58 + 39, 25997 + 26205}},
	}
	for _, tc := range cases {
		name := strings.TrimSuffix(tc.file, ".txtar") + map[bool]string{true: "/stream", false: "/json"}[tc.stream]
		t.Run(name, func(t *testing.T) {
			data := readFixture(t, "coder-aibridge/chatcompletions/"+tc.file)
			first, second := "streaming", "streaming/tool-call"
			if !tc.stream {
				first, second = "non-streaming", "non-streaming/tool-call"
			}
			up := replayTxtar(t, data, first, second)
			env := newLoopEnv(t, up, []toolrun.Spec{tc.spec}, nil)
			reqBody, err := scripted.ReadTxtarSection(data, "request")
			if err != nil {
				t.Fatal(err)
			}
			reqBody, _ = sjson.SetBytes(reqBody, "stream", tc.stream)
			if tc.stream {
				reqBody, _ = sjson.SetBytes(reqBody, "stream_options.include_usage", true)
			}
			resp, got := env.post(t, string(reqBody), nil)
			if resp.StatusCode != 200 {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			reqs := up.Requests()
			if len(reqs) != 2 {
				t.Fatalf("upstream calls = %d", len(reqs))
			}
			follow := gjson.ParseBytes(reqs[1])
			msgs := follow.Get("messages").Array()
			toolMsg := msgs[len(msgs)-1]
			result, tok, ok := receipts.SplitReceipt(toolMsg.Get("content").Str)
			if !ok || !strings.Contains(result, tc.wantOutput) {
				t.Fatalf("tool message = %s", toolMsg.Raw)
			}
			call := msgs[len(msgs)-2].Get("tool_calls.0")
			if !env.scope(t).Verify(tok, tool, []byte(call.Get("function.arguments").Str), []byte(result)) {
				t.Errorf("receipt does not verify against %q", result)
			}

			var content string
			var report gjson.Result
			var usage gjson.Result
			if tc.stream {
				s := parseStream(t, got)
				checkOneMessage(t, s)
				for _, c := range s.chunks {
					if c.Get("id").Str != tc.firstID {
						t.Errorf("chunk id %q, want %q", c.Get("id").Str, tc.firstID)
						break
					}
				}
				report = s.finishChunks()[0].Get("zc_receipts")
				usage = s.chunks[len(s.chunks)-1].Get("usage")
				content = s.content
				// The answer is both rounds' text as recorded (a paragraph
				// break between them unless the first ends a line), then
				// the footer.
				before := assembleSSE(t, mustSection(t, data, first)).Content
				if before != "" && !strings.HasSuffix(before, "\n") {
					before += "\n\n"
				}
				want := before + assembleSSE(t, mustSection(t, data, second)).Content
				if !strings.HasPrefix(content, want) {
					t.Errorf("content = %q\nwant prefix %q", content, want)
				}
			} else {
				root := gjson.ParseBytes(got)
				if root.Get("id").Str != tc.firstID {
					t.Errorf("id = %q", root.Get("id").Str)
				}
				report = root.Get("zc_receipts")
				usage = root.Get("usage")
				content = root.Get("choices.0.message.content").Str
				if root.Get("choices.0.message.annotations").Raw != "[]" || root.Get("service_tier").Str != "default" {
					t.Errorf("recorded fields lost: %s", got)
				}
			}
			if !strings.Contains(content, "Tool receipts:\n  "+tool+": "+tok) {
				t.Errorf("footer lacks the receipt: %q", content)
			}
			if r := report.Get("receipts.0.receipt").Str; r != tok {
				t.Errorf("zc_receipts receipt %q, want %q", r, tok)
			}
			if p, c, tot := usage.Get("prompt_tokens").Int(), usage.Get("completion_tokens").Int(), usage.Get("total_tokens").Int(); [3]int64{p, c, tot} != tc.wantUsage {
				t.Errorf("usage = %s, want %v", usage.Raw, tc.wantUsage)
			}
		})
	}
}

func mustSection(t *testing.T, data []byte, name string) []byte {
	t.Helper()
	b, err := scripted.ReadTxtarSection(data, name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestChatFixturesNoServerTool replays recorded single-round streams with
// no server tool configured: text, refusals, client tool calls, finish
// reason and usage reach the client intact.
func TestChatFixturesNoServerTool(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(fixtures, "openai-python", "*.sse"))
	files = append(files, filepath.Join(fixtures, "vercel-ai", "anthropic-fallback-tool-call.sse"))
	if len(files) < 8 {
		t.Fatalf("found %d fixtures", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path)[:12], func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := assembleSSE(t, data)
			var tools []string
			for _, c := range want.ToolCalls {
				tools = append(tools, `{"type":"function","function":{"name":"`+c.Name+`"}}`)
			}
			body := `{"model":"gpt-4o","stream":true,"stream_options":{"include_usage":true},"messages":[{"role":"user","content":"hi"}],"tools":[` + strings.Join(tools, ",") + `]}`
			up := scripted.Sequence(scripted.Replay(data, "text/event-stream"))
			env := newLoopEnv(t, up, nil, nil)
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != 200 {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			s := parseStream(t, got)
			if s.dones != 1 || len(s.finishChunks()) != 1 {
				t.Fatalf("dones %d finishes %d", s.dones, len(s.finishChunks()))
			}
			have := assembleSSE(t, got)
			if have.Content != want.Content || have.Refusal != want.Refusal {
				t.Errorf("text %q / refusal %q, want %q / %q", have.Content, have.Refusal, want.Content, want.Refusal)
			}
			if have.FinishReason != want.FinishReason && !(want.FinishReason == "" && have.FinishReason == "stop") {
				t.Errorf("finish %q, want %q", have.FinishReason, want.FinishReason)
			}
			if len(have.ToolCalls) != len(want.ToolCalls) {
				t.Fatalf("tool calls %+v, want %+v", have.ToolCalls, want.ToolCalls)
			}
			for i := range want.ToolCalls {
				h, w := have.ToolCalls[i], want.ToolCalls[i]
				if h.ID != w.ID || h.Name != w.Name || h.Arguments != w.Arguments || h.Index != i {
					t.Errorf("tool call %d = %+v, want %+v at index %d", i, h, w, i)
				}
			}
			if want.Usage != nil && gjson.GetBytes(have.Usage, "total_tokens").Int() != gjson.GetBytes(want.Usage, "total_tokens").Int() {
				t.Errorf("usage %s, want %s", have.Usage, want.Usage)
			}
			if have.ID != want.ID {
				t.Errorf("id %q, want %q", have.ID, want.ID)
			}
		})
	}
}
