package sse

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// fixturesDir holds the recorded provider streams. The repository is
// checked out beside shared/ both here and in CI.
const fixturesDir = "../../shared/fixtures"

// txtarSection returns the named section of a txtar archive: the lines
// after "-- name --" up to the next section header.
func txtarSection(t testing.TB, archive []byte, name string) []byte {
	t.Helper()
	header := []byte("-- " + name + " --\n")
	start := -1
	if bytes.HasPrefix(archive, header) {
		start = len(header)
	} else if i := bytes.Index(archive, append([]byte("\n"), header...)); i >= 0 {
		start = i + 1 + len(header)
	}
	if start < 0 {
		t.Fatalf("txtar section %q not found", name)
	}
	body := archive[start:]
	for off := 0; off < len(body); {
		line := body[off:]
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line = line[:i+1]
		}
		if bytes.HasPrefix(line, []byte("-- ")) && bytes.HasSuffix(line, []byte(" --\n")) {
			return body[:off]
		}
		off += len(line)
	}
	return body
}

// fixtureStream returns the SSE bytes of one recorded stream: a whole .sse
// file, or a txtar section. A section dumped with its HTTP status line and
// headers (httputil.DumpResponse) is parsed as a response, which also
// undoes chunked transfer encoding; its status code is returned (200 for
// bare streams).
func fixtureStream(t testing.TB, file, section string) (body []byte, status int) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(fixturesDir, file))
	if err != nil {
		t.Fatalf("fixtures missing (CI keeps shared/ beside the clone): %v", err)
	}
	if section == "" {
		return raw, http.StatusOK
	}
	sec := txtarSection(t, raw, section)
	if !bytes.HasPrefix(sec, []byte("HTTP/")) {
		return sec, http.StatusOK
	}
	resp, err := http.ReadResponse(bufio.NewReader(bytes.NewReader(sec)), nil)
	if err != nil {
		t.Fatalf("%s %s: %v", file, section, err)
	}
	defer resp.Body.Close()
	body, err = io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		t.Fatalf("%s %s: body: %v", file, section, err)
	}
	return body, resp.StatusCode
}

// fixtureStreams lists every recorded stream, for benchmarks and fuzz seeds.
var fixtureStreams = []struct{ file, section string }{
	{"openai-python/f82268f2fefd5cfbc7eeb59c297688be2f6ca0849a6e4f17851b517310841d9b.sse", ""},
	{"openai-python/c6aa7e397b7123c3501f25df3a05d4daf7e8ad6d61ffa406ab5361fe36a8d5b1.sse", ""},
	{"openai-python/a247c49c5fcd492bfb7a02a3306ad615ed8d8f649888ebfddfbc3ee151f44d46.sse", ""},
	{"openai-python/2018feb66ae13fcf5333d61b95849decc68d3f63bd38172889367e1afb1e04f7.sse", ""},
	{"openai-python/4cc50a6135d254573a502310e6af1246f55edb6ad95fa24059f160996b68866d.sse", ""},
	{"openai-python/e2aad469b71d1d4894ff833ea147020a9d875eb7ce644a0ff355581690a4cbfd.sse", ""},
	{"openai-python/173417d553406f034f643e5db3f8d591fb691ebac56f5ae39a22cc7d455c5353.sse", ""},
	{"vercel-ai/anthropic-fallback-tool-call.sse", ""},
	{"coder-aibridge/chatcompletions/simple.txtar", "streaming"},
	{"coder-aibridge/chatcompletions/single_builtin_tool.txtar", "streaming"},
	{"coder-aibridge/chatcompletions/single_injected_tool.txtar", "streaming"},
	{"coder-aibridge/chatcompletions/single_injected_tool.txtar", "streaming/tool-call"},
	{"coder-aibridge/chatcompletions/streaming_injected_tool_no_preamble.txtar", "streaming"},
	{"coder-aibridge/chatcompletions/streaming_injected_tool_no_preamble.txtar", "streaming/tool-call"},
	{"coder-aibridge/chatcompletions/streaming_injected_tool_nonzero_index.txtar", "streaming"},
	{"coder-aibridge/chatcompletions/streaming_injected_tool_nonzero_index.txtar", "streaming/tool-call"},
	{"coder-aibridge/chatcompletions/non_stream_error.txtar", "streaming"},
}

// assembleStream reads a stream with the Reader and folds every data event
// before [DONE] into an Assembler. It fails the test on any event after
// [DONE] or any error.
func assembleStream(t testing.TB, r io.Reader) (msg Message, chunks int, sawDone bool) {
	t.Helper()
	rd := NewReader(r)
	var a Assembler
	for {
		ev, err := rd.Next()
		if err == io.EOF {
			return a.Message(), chunks, sawDone
		}
		if err != nil {
			t.Fatalf("read: %v", err)
		}
		if ev.IsComment {
			continue
		}
		if sawDone {
			t.Fatalf("event after [DONE]: %q", ev.Data)
		}
		if ev.IsDone() {
			sawDone = true
			continue
		}
		if _, err := addChunk(&a, ev.Data); err != nil {
			t.Fatalf("chunk %d: %v", chunks, err)
		}
		chunks++
	}
}

const (
	gpt4oModel        = "gpt-4o-2024-08-06"
	gpt41Model        = "gpt-4.1-2025-04-14"
	copilotModel      = "claude-haiku-4.5"
	gpt41UsageDetails = `"completion_tokens_details":{"reasoning_tokens":0,"audio_tokens":0,"accepted_prediction_tokens":0,"rejected_prediction_tokens":0}`
)

// The expected values below were read off the fixture files by hand.
func TestAssembleFixtures(t *testing.T) {
	tests := []struct {
		name, file, section string
		want                Message
		noDone              bool // stream ends without [DONE]
	}{
		{
			name: "parallel tool calls", file: fixtureStreams[0].file,
			want: Message{
				ID: "chatcmpl-ABfwAwrNePHUgBBezonVC6MX3zd63", Model: gpt4oModel, SystemFingerprint: "fp_5050236cbd", Created: 1727346178,
				Role: "assistant",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_JMW1whyEaYG438VE1OIflxA2", Type: "function", Name: "GetWeatherArgs", Arguments: `{"city": "Edinburgh", "country": "GB", "units": "c"}`},
					{Index: 1, ID: "call_DNYTawLBoN8fj3KN6qU9N1Ou", Type: "function", Name: "get_stock_price", Arguments: `{"ticker": "AAPL", "exchange": "NASDAQ"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":149,"completion_tokens":60,"total_tokens":209,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "single tool call", file: fixtureStreams[1].file,
			want: Message{
				ID: "chatcmpl-ABfw8AOXnoa2kzy11vVTSjuQhHCQr", Model: gpt4oModel, SystemFingerprint: "fp_7568d46099", Created: 1727346176,
				Role: "assistant",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_c91SqDXlYFuETYv8mUHzz6pp", Type: "function", Name: "GetWeatherArgs", Arguments: `{"city":"Edinburgh","country":"UK","units":"c"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":76,"completion_tokens":24,"total_tokens":100,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "strict tool call", file: fixtureStreams[2].file,
			want: Message{
				ID: "chatcmpl-ABfwCgi41eStOcARjZq97ohCEGBPO", Model: gpt4oModel, SystemFingerprint: "fp_b40fb1c6fb", Created: 1727346180,
				Role: "assistant",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_CTf1nWJLqSeRgDqaCG27xZ74", Type: "function", Name: "get_weather", Arguments: `{"city":"San Francisco","state":"CA"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":48,"completion_tokens":19,"total_tokens":67,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "non-strict tool call", file: fixtureStreams[3].file,
			want: Message{
				ID: "chatcmpl-ABfwERreu9s99xXsVuOWtIB2UOx62", Model: gpt4oModel, SystemFingerprint: "fp_143bb8492c", Created: 1727346182,
				Role: "assistant",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_4XzlGBLtUe9dy3GVNV4jhq7h", Type: "function", Name: "get_weather", Arguments: `{"city":"New York City"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":44,"completion_tokens":16,"total_tokens":60,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "max tokens reached", file: fixtureStreams[4].file,
			want: Message{
				ID: "chatcmpl-ABfw3Oqj8RD0z6aJiiX37oTjV2HFh", Model: gpt4oModel, SystemFingerprint: "fp_7568d46099", Created: 1727346171,
				Role: "assistant", Content: `{"`,
				FinishReason: "length",
				Usage:        []byte(`{"prompt_tokens":79,"completion_tokens":1,"total_tokens":80,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "plain text", file: fixtureStreams[5].file,
			want: Message{
				ID: "chatcmpl-ABfw031mOJeYCSHe4yI2ZjOA6kMJL", Model: gpt4oModel, SystemFingerprint: "fp_5050236cbd", Created: 1727346168,
				Role:         "assistant",
				Content:      "I'm unable to provide real-time weather updates. To get the current weather in San Francisco, I recommend checking a reliable weather website or a weather app.",
				FinishReason: "stop",
				Usage:        []byte(`{"prompt_tokens":14,"completion_tokens":30,"total_tokens":44,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "refusal", file: fixtureStreams[6].file,
			want: Message{
				ID: "chatcmpl-ABfw4IfQfCCrcuybFm41wJyxjbkz7", Model: gpt4oModel, SystemFingerprint: "fp_5050236cbd", Created: 1727346172,
				Role:         "assistant",
				Refusal:      "I'm sorry, I can't assist with that request.",
				FinishReason: "stop",
				Usage:        []byte(`{"prompt_tokens":79,"completion_tokens":11,"total_tokens":90,"completion_tokens_details":{"reasoning_tokens":0}}`),
			},
		},
		{
			name: "anthropic fallback, index 1, no blank line after [DONE]", file: fixtureStreams[7].file,
			want: Message{
				ID: "msg_sanitized", Model: "claude-haiku-4-5-20251001",
				Role: "assistant", Content: "Reading it.",
				ToolCalls: []ToolCall{
					{Index: 1, ID: "toolu_sanitized", Type: "function", Name: "read_file", Arguments: `{"path": "a.txt"}`},
				},
				FinishReason: "tool_calls",
			},
		},
		{
			name: "aibridge simple", file: fixtureStreams[8].file, section: "streaming",
			want: Message{
				ID: "chatcmpl-BwoiPTGRbKkY5rncfaM0s9KtWrq5N", Model: gpt41Model, SystemFingerprint: "fp_51e1070cf2", Created: 1753357673,
				Role:         "assistant",
				Content:      simpleAnswer,
				FinishReason: "stop",
				Usage:        []byte(`{"prompt_tokens":19,"completion_tokens":238,"total_tokens":257,"prompt_tokens_details":{"cached_tokens":0,"audio_tokens":0},` + gpt41UsageDetails + `}`),
			},
		},
		{
			name: "aibridge builtin tool", file: fixtureStreams[9].file, section: "streaming",
			want: Message{
				ID: "chatcmpl-BwkwXxA0yAyLKZelloERJWtxKor9z", Model: gpt41Model, SystemFingerprint: "fp_b3f1157249", Created: 1753343173,
				Role: "assistant",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_HjeqP7YeRkoNj0de9e3U4X4B", Type: "function", Name: "read_file", Arguments: `{"path":"README.md"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":60,"completion_tokens":15,"total_tokens":75,"prompt_tokens_details":{"cached_tokens":0,"audio_tokens":0},` + gpt41UsageDetails + `}`),
			},
		},
		{
			name: "aibridge injected tool with preamble", file: fixtureStreams[10].file, section: "streaming",
			want: Message{
				ID: "chatcmpl-C1WTooFaxeQgtyLB1kg53t41aB0NV", Model: gpt41Model, SystemFingerprint: "fp_799e4ca3f1", Created: 1754479216,
				Role:    "assistant",
				Content: "I am about to call the appropriate tool to list all workspaces for the user admin and display their IDs.\n\n",
				ToolCalls: []ToolCall{
					{Index: 0, ID: "call_0TxntkwDB66KH8z4RwNqeWrZ", Type: "function", Name: "bmcp_coder_coder_list_workspaces", Arguments: `{"owner":"admin"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"prompt_tokens":4862,"completion_tokens":45,"total_tokens":4907,"prompt_tokens_details":{"cached_tokens":0,"audio_tokens":0},` + gpt41UsageDetails + `}`),
			},
		},
		{
			name: "aibridge injected tool, second turn", file: fixtureStreams[11].file, section: "streaming/tool-call",
			want: Message{
				ID: "chatcmpl-C1WTqhYgK7bV01bW98Lww3zqaf8ZF", Model: gpt41Model, SystemFingerprint: "fp_799e4ca3f1", Created: 1754479218,
				Role:         "assistant",
				Content:      "Here are the workspace IDs for the user admin:\n\n- Workspace Name: bob\n- Workspace ID: dd711d5c-83c6-4c08-a0af-b73055906e8c\n\nLet me know if you need more information about any of these workspaces.",
				FinishReason: "stop",
				Usage:        []byte(`{"prompt_tokens":5049,"completion_tokens":60,"total_tokens":5109,"prompt_tokens_details":{"cached_tokens":4864,"audio_tokens":0},` + gpt41UsageDetails + `}`),
			},
		},
		{
			name: "copilot dialect, tool call first, usage in finish chunk", file: fixtureStreams[12].file, section: "streaming",
			want: Message{
				ID: "msg_vrtx_01UoiRJwj3JXcwNYAh3z7ARs", Model: copilotModel, Created: 1769106921,
				ToolCalls: []ToolCall{
					{Index: 0, ID: "toolu_vrtx_01CvBi1d4qpKTG2PCuc9wDbZ", Type: "function", Name: "bmcp_coder_coder_list_workspaces", Arguments: `{"owner": "me"}`},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"completion_tokens":65,"prompt_tokens":25716,"prompt_tokens_details":{"cached_tokens":20470},"total_tokens":25781}`),
			},
		},
		{
			name: "copilot dialect, second turn", file: fixtureStreams[13].file, section: "streaming/tool-call",
			want: Message{
				ID: "msg_vrtx_015B1npskreQgEjMrfsdjH1m", Model: copilotModel, Created: 1769198061,
				Role:         "assistant",
				Content:      "You have one Coder workspace:\n\n**test-scf** (ID: a174a2e5-5050-445d-89ff-dd720e5b442e)\n- Template: docker\n- Template Version ID: ad1b5ab1-fc18-4792-84f7-797787607d30\n- Status: Up to date",
				FinishReason: "stop",
				Usage:        []byte(`{"completion_tokens":85,"prompt_tokens":25989,"prompt_tokens_details":{"cached_tokens":0},"total_tokens":26074}`),
			},
		},
		{
			name: "copilot dialect, tool call at index 1 with empty arguments", file: fixtureStreams[14].file, section: "streaming",
			want: Message{
				ID: "msg_vrtx_01Fiieb5Z3kqJf9a3FwvLkky", Model: copilotModel, Created: 1769199774,
				Role:    "assistant",
				Content: "Now listing your Coder workspaces:",
				ToolCalls: []ToolCall{
					{Index: 1, ID: "toolu_vrtx_01DbFqUgk6aAtJ4nDBqzFWDF", Type: "function", Name: "bmcp_coder_coder_list_workspaces", Arguments: ""},
				},
				FinishReason: "tool_calls",
				Usage:        []byte(`{"completion_tokens":58,"prompt_tokens":25939,"prompt_tokens_details":{"cached_tokens":25429},"total_tokens":25997}`),
			},
		},
		{
			name: "copilot dialect, index 1 second turn", file: fixtureStreams[15].file, section: "streaming/tool-call",
			want: Message{
				ID: "msg_vrtx_01RVxamMyw1DBtpoENDpmnQK", Model: copilotModel, Created: 1769199776,
				Role:         "assistant",
				Content:      "Done! I created `test.txt` in your current directory. You have 1 Coder workspace:\n\n- **test-scf** (docker template)",
				FinishReason: "stop",
				Usage:        []byte(`{"completion_tokens":39,"prompt_tokens":26166,"prompt_tokens_details":{"cached_tokens":25934},"total_tokens":26205}`),
			},
		},
	}
	if len(tests) != len(fixtureStreams)-1 { // the error response is tested below
		t.Fatalf("%d cases for %d fixture streams", len(tests), len(fixtureStreams))
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body, status := fixtureStream(t, tt.file, tt.section)
			if status != http.StatusOK {
				t.Fatalf("status %d", status)
			}
			for _, split := range []string{"whole", "one byte"} {
				var r io.Reader = bytes.NewReader(body)
				if split == "one byte" {
					r = iotest.OneByteReader(r)
				}
				got, chunks, sawDone := assembleStream(t, r)
				if sawDone == tt.noDone {
					t.Errorf("%s: saw [DONE] = %v", split, sawDone)
				}
				if chunks == 0 {
					t.Fatalf("%s: no chunks", split)
				}
				if !reflect.DeepEqual(got, tt.want) {
					t.Errorf("%s: message mismatch\n got %+v\nwant %+v", split, msgString(got), msgString(tt.want))
				}
			}
		})
	}
}

// TestAssembleFixtureErrorResponse: the recorded 400 answer to a streaming
// request is plain JSON, not SSE. The Reader finds no events in it, and the
// Assembler reports its error object as a *StreamError.
func TestAssembleFixtureErrorResponse(t *testing.T) {
	body, status := fixtureStream(t, "coder-aibridge/chatcompletions/non_stream_error.txtar", "streaming")
	if status != http.StatusBadRequest {
		t.Fatalf("status %d, want 400", status)
	}
	events, err := readAll(bytes.NewReader(body), 0)
	if err != nil || len(events) != 0 {
		t.Fatalf("events %s, err %v; want none", fmtEvents(events), err)
	}
	var a Assembler
	d, err := addChunk(&a, body)
	var se *StreamError
	if !errors.As(err, &se) {
		t.Fatalf("err = %v, want *StreamError", err)
	}
	const wantMsg = "Input tokens exceed the configured limit of 272000 tokens. Your messages resulted in 3148588 tokens. Please reduce the length of the messages."
	if se.Message != wantMsg {
		t.Errorf("message = %q", se.Message)
	}
	if !bytes.Contains(se.Raw, []byte(`"code": "context_length_exceeded"`)) || !bytes.Equal(d.Error, se.Raw) {
		t.Errorf("raw = %s, delta error = %s", se.Raw, d.Error)
	}
}

func TestTxtarSection(t *testing.T) {
	archive := []byte("comment\n-- a --\none\n-- b --\ntwo\nthree\n-- c --\n")
	for name, want := range map[string]string{"a": "one\n", "b": "two\nthree\n", "c": ""} {
		if got := string(txtarSection(t, archive, name)); got != want {
			t.Errorf("section %s = %q, want %q", name, got, want)
		}
	}
}

func msgString(m Message) string {
	var b strings.Builder
	b.WriteString("id=" + m.ID + " model=" + m.Model + " fp=" + m.SystemFingerprint + " role=" + m.Role)
	b.WriteString("\n  content=" + strconv.Quote(m.Content) + "\n  refusal=" + strconv.Quote(m.Refusal))
	for _, c := range m.ToolCalls {
		b.WriteString("\n  call " + strconv.Quote(c.ID) + " " + c.Type + " " + c.Name + " " + strconv.Quote(c.Arguments))
	}
	b.WriteString("\n  finish=" + m.FinishReason + " usage=" + string(m.Usage))
	return b.String()
}

const simpleAnswer = `The question "How many angels can dance on the head of a pin?" is a classic example of a **philosophical or theological riddle**, not a genuine inquiry about metaphysical realities. The phrase most likely originated during **medieval scholastic debates**, where scholars engaged in complex discussions about the nature of spiritual beings and the limits of human knowledge.

### Meaning and Context
- **Not meant to have a literal answer:** Angels, in Christian theology, are spiritual (not physical) beings, so they don’t occupy space in the physical sense.
- **Symbolic purpose:** The question is often used to mock or illustrate arguments perceived as overly speculative or irrelevant.

### "Answers" through History
- **Scholastics:** There's little evidence medieval scholars literally debated this; it's more a later **caricature** of their intricate theological arguments.
- **Modern usage:** It's cited as an example of a pointless or unanswerable question.

### Summary
**There is no specific number;** the question is rhetorical, highlighting the limits of theoretical or speculative reasoning.

Would you like to know more about medieval scholastic debates or how this question is used in modern discourse?`
