package scripted

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

var clientCases = []struct {
	name string
	turn Turn
}{
	{"text", Turn{Content: "The quick brown fox jumps over the lazy dog, twice."}},
	{"one call", Turn{ToolCalls: []ToolCall{{ID: "call_a", Name: "weather", Arguments: `{"city":"Paris"}`}}}},
	{"parallel calls", Turn{ToolCalls: []ToolCall{
		{ID: "call_a", Name: "weather", Arguments: `{"city":"Paris","units":"c"}`},
		{ID: "call_b", Name: "weather", Arguments: `{"city":"Tokyo","units":"c"}`},
		{ID: "call_c", Name: "shell", Arguments: `{"command":"git log --oneline -n 3"}`},
	}}},
	{"text then call", Turn{Content: "Let me check.\n\n", ToolCalls: []ToolCall{{ID: "call_x", Name: "shell", Arguments: `{"command":"date"}`}}}},
	{"generated ids and empty arguments", Turn{ToolCalls: []ToolCall{{Name: "list"}, {Name: "date", Arguments: `{}`}}}},
	{"unicode and escapes", Turn{
		Content:   "Zürich: 18 °C — \"sunny\" <ok> \\ 東京 \u2028 tab\tend [receipt: zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA]",
		ToolCalls: []ToolCall{{ID: "call_u", Name: "weather", Arguments: `{"city":"São Paulo","note":"東京\n\"q\""}`}},
	}},
	{"length", Turn{Content: "Cut short", FinishReason: "length"}},
	{"explicit usage", Turn{Content: "ok", Usage: &Usage{PromptTokens: 149, CompletionTokens: 60, CachedTokens: 128}}},
}

// wantCalls is what a client must rebuild from turn, given generated ids.
func wantCalls(turn Turn, firstIndex int, idPrefix string) []call {
	var out []call
	n := 0
	for i, c := range turn.ToolCalls {
		id := c.ID
		if id == "" {
			n++
			id = idPrefix + strconv.Itoa(n)
		}
		out = append(out, call{Index: firstIndex + i, ID: id, Name: c.Name, Args: c.Arguments})
	}
	return out
}

func TestStreamReconstructedByClients(t *testing.T) {
	for _, tc := range clientCases {
		for _, includeUsage := range []bool{false, true} {
			name := tc.name
			if includeUsage {
				name += "/include_usage"
			}
			t.Run(name, func(t *testing.T) {
				wantFinish := tc.turn.FinishReason
				if wantFinish == "" {
					wantFinish = "stop"
					if len(tc.turn.ToolCalls) > 0 {
						wantFinish = "tool_calls"
					}
				}
				clients := map[string]func(*testing.T, string, bool) reconstruction{
					"go-openai": streamWithGoOpenAI,
					"openai-go": streamWithOfficial,
				}
				for clientName, read := range clients {
					srv := startServer(t, &Server{Respond: fixed(tc.turn)})
					got := read(t, srv.URL, includeUsage)
					if got.Content != tc.turn.Content {
						t.Errorf("%s: content = %q, want %q", clientName, got.Content, tc.turn.Content)
					}
					if want := wantCalls(tc.turn, 0, "call_"); !reflect.DeepEqual(got.Calls, want) {
						t.Errorf("%s: calls = %+v, want %+v", clientName, got.Calls, want)
					}
					if got.Finish != wantFinish {
						t.Errorf("%s: finish = %q, want %q", clientName, got.Finish, wantFinish)
					}
					switch {
					case !includeUsage && got.Usage != nil:
						t.Errorf("%s: usage %+v without include_usage", clientName, *got.Usage)
					case includeUsage && got.Usage == nil:
						t.Errorf("%s: no usage with include_usage", clientName)
					case includeUsage && tc.turn.Usage != nil && *got.Usage != *tc.turn.Usage:
						t.Errorf("%s: usage = %+v, want %+v", clientName, *got.Usage, *tc.turn.Usage)
					}
				}
			})
		}
	}
}

func TestStreamWireInvariants(t *testing.T) {
	turn := Turn{Content: "Checking two cities.", ToolCalls: []ToolCall{
		{Name: "weather", Arguments: `{"city":"Paris"}`},
		{Name: "weather", Arguments: `{"city":"Tokyo"}`},
	}}
	tests := []struct {
		name         string
		body         string
		keepAlive    bool
		includeUsage bool
		obfuscation  bool
	}{
		{"plain", `{"model":"gpt-4.1","stream":true,"messages":[]}`, false, false, true},
		{"include usage", `{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},"messages":[]}`, false, true, true},
		{"no obfuscation", `{"model":"gpt-4.1","stream":true,"stream_options":{"include_obfuscation":false},"messages":[]}`, false, false, false},
		{"keep-alive", `{"model":"gpt-4.1","stream":true,"messages":[]}`, true, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := startServer(t, &Server{Respond: fixed(turn), KeepAlive: tt.keepAlive})
			res, body := postChat(t, srv.URL, tt.body)
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/event-stream") {
				t.Fatalf("Content-Type = %q", ct)
			}
			data, comments := dataPayloads(body)
			if n := strings.Count(string(body), "data: [DONE]"); n != 1 || data[len(data)-1] != "[DONE]" {
				t.Fatalf("[DONE] count = %d, last = %q", n, data[len(data)-1])
			}
			if tt.keepAlive != (len(comments) > 0) {
				t.Errorf("keep-alive comments = %d with KeepAlive=%v", len(comments), tt.keepAlive)
			}
			if tt.keepAlive && len(comments) != len(data)-2 {
				t.Errorf("%d keep-alives between %d chunks", len(comments), len(data)-1)
			}
			chunks := data[:len(data)-1]
			first := gjson.Parse(chunks[0])
			if got := first.Get("choices.0.delta").Raw; got != `{"role":"assistant","content":"","refusal":null}` {
				t.Errorf("opening delta = %s", got)
			}
			var textDeltas, argDeltas, headers int
			for i, c := range chunks {
				j := gjson.Parse(c)
				for _, k := range []string{"id", "created", "model", "system_fingerprint", "service_tier"} {
					if j.Get(k).Raw != first.Get(k).Raw {
						t.Errorf("chunk %d: %s = %s, first had %s", i, k, j.Get(k).Raw, first.Get(k).Raw)
					}
				}
				if j.Get("object").String() != "chat.completion.chunk" || !strings.HasPrefix(j.Get("id").String(), "chatcmpl-") {
					t.Errorf("chunk %d: object/id = %s %s", i, j.Get("object"), j.Get("id"))
				}
				if j.Get("model").String() != "gpt-4.1" {
					t.Errorf("chunk %d: model %s not echoed", i, j.Get("model"))
				}
				if j.Get("obfuscation").Exists() != tt.obfuscation {
					t.Errorf("chunk %d: obfuscation present = %v", i, j.Get("obfuscation").Exists())
				}
				isUsage := len(j.Get("choices").Array()) == 0
				if isUsage != (tt.includeUsage && i == len(chunks)-1) {
					t.Errorf("chunk %d: usage chunk in wrong place: %s", i, c)
				}
				switch u := j.Get("usage"); {
				case isUsage && !u.IsObject():
					t.Errorf("usage chunk without usage: %s", c)
				case !isUsage && tt.includeUsage && u.Raw != "null":
					t.Errorf("chunk %d: usage = %s, want null", i, u.Raw)
				case !tt.includeUsage && u.Exists():
					t.Errorf("chunk %d: usage present without include_usage", i)
				}
				if isUsage {
					continue
				}
				ch := j.Get("choices.0")
				if !ch.Get("logprobs").Exists() || ch.Get("logprobs").Raw != "null" {
					t.Errorf("chunk %d: logprobs = %s", i, ch.Get("logprobs").Raw)
				}
				finish := ch.Get("finish_reason")
				last := i == len(chunks)-1 || (tt.includeUsage && i == len(chunks)-2)
				if last != (finish.Type == gjson.String) || (!last && finish.Raw != "null") {
					t.Errorf("chunk %d: finish_reason = %s", i, finish.Raw)
				}
				if last && ch.Get("delta").Raw != "{}" {
					t.Errorf("finish delta = %s, want {}", ch.Get("delta").Raw)
				}
				if ch.Get("delta.content").String() != "" {
					textDeltas++
				}
				for _, tcd := range ch.Get("delta.tool_calls").Array() {
					if tcd.Get("id").Exists() {
						headers++
						if tcd.Get("function.arguments").Raw != `""` || tcd.Get("type").String() != "function" {
							t.Errorf("tool header %s lacks type or empty arguments", tcd.Raw)
						}
						if want := int64(headers - 1); tcd.Get("index").Int() != want {
							t.Errorf("tool header index %d, want %d", tcd.Get("index").Int(), want)
						}
					} else {
						argDeltas++
						if len(tcd.Get("function.arguments").String()) > argumentFragment {
							t.Errorf("argument fragment %q longer than %d", tcd.Get("function.arguments").String(), argumentFragment)
						}
					}
				}
			}
			if textDeltas < 3 || argDeltas < 4 || headers != 2 {
				t.Errorf("text deltas %d, argument deltas %d, headers %d: want a split stream", textDeltas, argDeltas, headers)
			}
		})
	}
}

// shape is the skeleton of a JSON value: keys in wire order, values
// reduced to their kind, so two chunks compare equal when they have the
// same members in the same order.
func shape(v gjson.Result) string {
	switch {
	case v.IsObject():
		var b strings.Builder
		b.WriteByte('{')
		v.ForEach(func(k, val gjson.Result) bool {
			b.WriteString(k.String() + ":" + shape(val) + ",")
			return true
		})
		return b.String() + "}"
	case v.IsArray():
		if a := v.Array(); len(a) > 0 {
			return "[" + shape(a[0]) + "]"
		}
		return "[]"
	case v.Type == gjson.Null:
		return "null"
	case v.Type == gjson.String:
		return "s"
	case v.Type == gjson.Number:
		return "n"
	default:
		return "b"
	}
}

// kind classifies a chunk, so shapes are compared like with like.
func kind(c gjson.Result) string {
	ch := c.Get("choices.0")
	tc := ch.Get("delta.tool_calls.0")
	switch {
	case !ch.Exists():
		return "usage"
	case ch.Get("finish_reason").Type == gjson.String:
		return "finish"
	case tc.Get("id").Exists():
		return "tool-header"
	case tc.Exists() && tc.Get("function.arguments").String() == "":
		return "tool-empty-arguments"
	case tc.Exists():
		return "tool-arguments"
	case ch.Get("delta.content").String() != "":
		return "text"
	default:
		return "opening"
	}
}

// TestStreamMatchesRecordings compares every kind of chunk the Server
// sends with the same kind in a recorded provider stream: same members,
// same order, same value kinds.
func TestStreamMatchesRecordings(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		dialect Dialect
		body    string
		turn    Turn
	}{
		{"openai text then tool (gpt-4.1)", "coder-aibridge/chatcompletions/single_injected_tool.txtar", DialectOpenAI,
			`{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true},"messages":[]}`,
			Turn{Content: "I am about to call the tool.\n\n", ToolCalls: []ToolCall{{Name: "bmcp_coder_coder_list_workspaces", Arguments: `{"owner":"admin"}`}}}},
		{"openai tool only (gpt-4.1)", "coder-aibridge/chatcompletions/single_builtin_tool.txtar", DialectOpenAI,
			`{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true,"include_obfuscation":false},"messages":[]}`,
			Turn{ToolCalls: []ToolCall{{Name: "read_file", Arguments: `{"path":"README.md"}`}}}},
		{"openai text (gpt-4.1)", "coder-aibridge/chatcompletions/simple.txtar", DialectOpenAI,
			`{"model":"gpt-4.1","stream":true,"stream_options":{"include_usage":true,"include_obfuscation":false},"messages":[]}`,
			Turn{Content: "The question is old."}},
		{"copilot text then tool", "coder-aibridge/chatcompletions/streaming_injected_tool_nonzero_index.txtar", DialectCopilot,
			`{"model":"claude-haiku-4.5","stream":true,"stream_options":{"include_usage":true},"messages":[]}`,
			Turn{Content: "Now listing your Coder workspaces:", ToolCalls: []ToolCall{{Name: "bmcp_coder_coder_list_workspaces"}}}},
		{"copilot tool only", "coder-aibridge/chatcompletions/streaming_injected_tool_no_preamble.txtar", DialectCopilot,
			`{"model":"claude-haiku-4.5","stream":true,"stream_options":{"include_usage":true},"messages":[]}`,
			Turn{ToolCalls: []ToolCall{{Name: "bmcp_coder_coder_list_workspaces", Arguments: `{"owner": "me"}`}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recorded, _ := dataPayloads(fixtureSection(t, tt.fixture, "streaming"))
			want := map[string]string{}
			for _, c := range recorded[:len(recorded)-1] {
				j := gjson.Parse(c)
				want[kind(j)] = shape(j)
			}
			srv := startServer(t, &Server{Respond: fixed(tt.turn), Dialect: tt.dialect})
			_, body := postChat(t, srv.URL, tt.body)
			ours, _ := dataPayloads(body)
			if ours[len(ours)-1] != "[DONE]" {
				t.Fatalf("stream does not end with [DONE]")
			}
			seen := map[string]bool{}
			for _, c := range ours[:len(ours)-1] {
				j := gjson.Parse(c)
				k := kind(j)
				seen[k] = true
				if w, ok := want[k]; ok && shape(j) != w {
					t.Errorf("%s chunk:\n got  %s\n want %s\n chunk %s", k, shape(j), w, c)
				}
			}
			for k := range want {
				if !seen[k] {
					t.Errorf("recording has a %s chunk, the Server sent none", k)
				}
			}
		})
	}
}

func TestCopilotDialectWithGoOpenAI(t *testing.T) {
	tests := []struct {
		name       string
		turn       Turn
		firstIndex int
	}{
		{"text then parallel calls", Turn{Content: "Now listing:", ToolCalls: []ToolCall{
			{Name: "weather", Arguments: `{"city":"Paris"}`}, {Name: "weather", Arguments: `{"city":"Tokyo"}`},
		}}, 1},
		{"calls only", Turn{ToolCalls: []ToolCall{{Name: "shell", Arguments: `{"command":"date"}`}}}, 0},
		{"text only", Turn{Content: "Done! I created `test.txt`."}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := startServer(t, &Server{Respond: fixed(tt.turn), Dialect: DialectCopilot})
			got := streamWithGoOpenAI(t, srv.URL, false)
			if got.Content != tt.turn.Content {
				t.Errorf("content = %q, want %q", got.Content, tt.turn.Content)
			}
			if want := wantCalls(tt.turn, tt.firstIndex, "toolu_vrtx_"); !reflect.DeepEqual(got.Calls, want) {
				t.Errorf("calls = %+v, want %+v", got.Calls, want)
			}
			if got.Usage == nil {
				t.Errorf("copilot finish chunk carried no usage")
			}
			_, body := postChat(t, srv.URL, `{"model":"claude-haiku-4.5","stream":true,"messages":[]}`)
			data, _ := dataPayloads(body)
			for _, c := range data[:len(data)-1] {
				j := gjson.Parse(c)
				if j.Get("object").Exists() || j.Get("choices.0.finish_reason").Raw == "null" {
					t.Errorf("OpenAI-only members in copilot chunk %s", c)
				}
				if j.Get("choices.0.delta.content").String() != "" && j.Get("choices.0.delta.role").String() != "assistant" {
					t.Errorf("text delta without role: %s", c)
				}
			}
		})
	}
}
