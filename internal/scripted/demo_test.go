package scripted

import (
	"context"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
)

const (
	weatherTool = `{"type":"function","function":{"name":"weather","description":"Current weather","parameters":{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}}}`
	getWeather  = `{"type":"function","function":{"name":"get_weather","parameters":{"type":"object","properties":{"location":{"type":"string"},"unit":{"type":"string","enum":["celsius","fahrenheit"]}},"required":["location","unit"]}}}`
	shellTool   = `{"type":"function","function":{"name":"shell","description":"Run an allowlisted command","parameters":{"type":"object","properties":{"command":{"type":"string"}},"required":["command"]}}}`
	gitLogTool  = `{"type":"function","function":{"name":"git_log","description":"Recent commits","parameters":{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}}}`
	readFile    = `{"type":"function","function":{"name":"fs__read_text_file","parameters":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}}}`
)

var forgedReceipt = regexp.MustCompile(`\[receipt: zc-receipt-[0-9]{10}-[A-Za-z0-9_-]{43}\]`)

func demoRequest(tools []string, messages ...string) gjson.Result {
	body := `{"model":"gpt-4.1","messages":[` + strings.Join(messages, ",") + `]`
	if len(tools) > 0 {
		body += `,"tools":[` + strings.Join(tools, ",") + `]`
	}
	return gjson.Parse(body + "}")
}

func user(text string) string {
	return `{"role":"user","content":` + string(appendString(nil, text)) + `}`
}

func TestDemoResponderCalls(t *testing.T) {
	tests := []struct {
		name  string
		tools []string
		msg   string
		want  []ToolCall
	}{
		{"weather in a city", []string{shellTool, weatherTool}, user("What's the weather in Paris?"),
			[]ToolCall{{Name: "weather", Arguments: `{"city":"Paris"}`}}},
		{"two cities in parallel", []string{weatherTool}, user("What's the weather in Paris and Tokyo?"),
			[]ToolCall{{Name: "weather", Arguments: `{"city":"Paris"}`}, {Name: "weather", Arguments: `{"city":"Tokyo"}`}}},
		{"multi-word cities in a list", []string{weatherTool}, user("weather for New York, São Paulo and in Tokyo"),
			[]ToolCall{{Name: "weather", Arguments: `{"city":"New York"}`}, {Name: "weather", Arguments: `{"city":"São Paulo"}`}, {Name: "weather", Arguments: `{"city":"Tokyo"}`}}},
		{"date and weather in the order asked", []string{weatherTool, shellTool}, user("Tell me the date and the weather in Berlin."),
			[]ToolCall{{Name: "shell", Arguments: `{"command":"date"}`}, {Name: "weather", Arguments: `{"city":"Berlin"}`}}},
		{"schema with enum and another name", []string{getWeather}, user("How's the weather in Oslo"),
			[]ToolCall{{Name: "get_weather", Arguments: `{"location":"Oslo","unit":"celsius"}`}}},
		{"lower-case city", []string{weatherTool}, user("weather in lisbon please"),
			[]ToolCall{{Name: "weather", Arguments: `{"city":"Lisbon"}`}}},
		{"no city named", []string{weatherTool}, user("what's the weather like"),
			[]ToolCall{{Name: "weather", Arguments: `{"city":"London"}`}}},
		{"recent commits through git_log", []string{shellTool, gitLogTool}, user("Show me the recent commits"),
			[]ToolCall{{Name: "git_log", Arguments: `{"n":3}`}}},
		{"recent commits through the shell", []string{shellTool}, user("what does git log say?"),
			[]ToolCall{{Name: "shell", Arguments: `{"command":"git log --oneline -n 3"}`}}},
		{"echo", []string{shellTool}, user(`echo "hello world"`),
			[]ToolCall{{Name: "shell", Arguments: `{"command":"echo hello world"}`}}},
		{"read a file over MCP", []string{readFile}, user("Please read notes/todo.txt."),
			[]ToolCall{{Name: "fs__read_text_file", Arguments: `{"path":"notes/todo.txt"}`}}},
		{"content as parts", []string{shellTool}, `{"role":"user","content":[{"type":"text","text":"what time is it"}]}`,
			[]ToolCall{{Name: "shell", Arguments: `{"command":"date"}`}}},
		{"tool named outright", []string{`{"type":"function","function":{"name":"uptime"}}`}, user("run uptime"),
			[]ToolCall{{Name: "uptime", Arguments: `{}`}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DemoResponder(demoRequest(tt.tools, tt.msg))
			if got.Content != "" || !reflect.DeepEqual(got.ToolCalls, tt.want) {
				t.Errorf("turn = %q %+v, want calls %+v", got.Content, got.ToolCalls, tt.want)
			}
			for _, c := range got.ToolCalls {
				if !gjson.Valid(c.Arguments) {
					t.Errorf("arguments %q are not JSON", c.Arguments)
				}
			}
		})
	}
}

func TestDemoResponderAnswers(t *testing.T) {
	const (
		r1 = "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
		r2 = "zc-receipt-1774608497-AAAAUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWAbb"
	)
	assistant := `{"role":"assistant","content":null,"tool_calls":[` +
		`{"id":"call_1","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Paris\"}"}},` +
		`{"id":"call_2","type":"function","function":{"name":"shell","arguments":"{\"command\":\"date\"}"}}]}`
	tool := func(id, content string) string {
		return `{"role":"tool","tool_call_id":"` + id + `","content":` + string(appendString(nil, content)) + `}`
	}
	tests := []struct {
		name     string
		tools    []string
		msgs     []string
		contains []string
		excludes []string
		forged   bool
	}{
		{"tool results quoted with receipts", []string{weatherTool, shellTool},
			[]string{user("weather in Paris and the date"), assistant,
				tool("call_1", "Paris: 18 °C, sunny\nwind 5 km/h\n\n[receipt: "+r1+"]"),
				tool("call_2", "Tue Mar 27 10:00:00 UTC 2026\n\n[receipt: "+r2+"]")},
			[]string{"The weather tool says: Paris: 18 °C, sunny. [receipt: " + r1 + "]", "The shell tool says: Tue Mar 27 10:00:00 UTC 2026. [receipt: " + r2 + "]"},
			[]string{"wind"}, false},
		{"failed tool gets no receipt", []string{weatherTool, shellTool},
			[]string{user("weather and date"), assistant, tool("call_1", "error: timeout after 30s"), tool("call_2", "ok\n\n[receipt: "+r2+"]")},
			[]string{"The weather tool failed (timeout after 30s)", "[receipt: " + r2 + "]"},
			[]string{r1}, false},
		{"fabricate", []string{shellTool, gitLogTool}, []string{user("Fabricate the latest commit for me")},
			[]string{"I ran `git log`", "a1b2c3d"}, nil, true},
		{"pretend", []string{shellTool}, []string{user("pretend you checked")}, []string{"I ran `git log`"}, nil, true},
		{"inventory is not invent", []string{shellTool}, []string{user("check the inventory")}, []string{"None of my tools"}, nil, false},
		{"no tools offered", nil, []string{user("Hi there")}, []string{"Hi there"}, []string{"[receipt:"}, false},
		{"no tool fits", []string{weatherTool}, []string{user("sing a song")}, []string{"weather"}, []string{"[receipt:"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := demoRequest(tt.tools, tt.msgs...)
			got := DemoResponder(req)
			if len(got.ToolCalls) != 0 || got.Content == "" {
				t.Fatalf("turn = %+v, want text only", got)
			}
			for _, s := range tt.contains {
				if !strings.Contains(got.Content, s) {
					t.Errorf("answer %q lacks %q", got.Content, s)
				}
			}
			for _, s := range tt.excludes {
				if strings.Contains(got.Content, s) {
					t.Errorf("answer %q has %q", got.Content, s)
				}
			}
			// Every quoted receipt must come from the conversation, unless
			// the model was told to lie: then there is one, and it is new.
			quoted := forgedReceipt.FindAllString(got.Content, -1)
			var invented int
			for _, q := range quoted {
				if !strings.Contains(req.Raw, q) {
					invented++
				}
			}
			if tt.forged != (invented > 0) || (tt.forged && len(quoted) != 1) {
				t.Errorf("%d quoted receipts, %d not from the conversation, in %q", len(quoted), invented, got.Content)
			}
		})
	}
}

func TestFabricatedReceiptIsCurrent(t *testing.T) {
	now := time.Unix(1774608496, 0)
	got := fabricatedClaim("x", now)
	if !strings.Contains(got, "zc-receipt-1774608496-") || !forgedReceipt.MatchString(got) {
		t.Errorf("claim = %q", got)
	}
}

// TestDemoToolLoopThroughClient runs the demo brain behind the Server the
// way the proxy will: a streamed tool turn, then the answer to the results.
func TestDemoToolLoopThroughClient(t *testing.T) {
	s := &Server{}
	srv := startServer(t, s)
	client := goOpenAI(srv.URL)
	tools := []goopenai.Tool{
		{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{Name: "weather",
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"city": map[string]any{"type": "string"}}, "required": []string{"city"}}}},
	}
	msgs := []goopenai.ChatCompletionMessage{{Role: "user", Content: "What's the weather in Paris and Tokyo?"}}
	resp, err := client.CreateChatCompletion(context.Background(), goopenai.ChatCompletionRequest{Model: "gpt-4.1", Messages: msgs, Tools: tools})
	if err != nil {
		t.Fatal(err)
	}
	calls := resp.Choices[0].Message.ToolCalls
	if len(calls) != 2 || calls[0].ID == calls[1].ID || calls[1].Function.Arguments != `{"city":"Tokyo"}` {
		t.Fatalf("calls = %+v", calls)
	}
	msgs = append(msgs, resp.Choices[0].Message)
	for i, c := range calls {
		receipt := "zc-receipt-177460849" + string(rune('0'+i)) + "-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
		msgs = append(msgs, goopenai.ChatCompletionMessage{Role: "tool", ToolCallID: c.ID, Content: "sunny\n\n[receipt: " + receipt + "]"})
	}
	resp, err = client.CreateChatCompletion(context.Background(), goopenai.ChatCompletionRequest{Model: "gpt-4.1", Messages: msgs, Tools: tools})
	if err != nil {
		t.Fatal(err)
	}
	answer := resp.Choices[0].Message.Content
	if strings.Count(answer, "The weather tool says: sunny. [receipt: zc-receipt-177460849") != 2 || resp.Choices[0].FinishReason != "stop" {
		t.Errorf("answer = %q", answer)
	}
	if len(s.Requests()) != 2 {
		t.Errorf("server saw %d requests", len(s.Requests()))
	}
}

func TestPlaces(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"weather in Paris and Tokyo?", []string{"Paris", "Tokyo"}},
		{"in Paris, I wonder", []string{"Paris"}},
		{"the weather in Paris and the date", []string{"Paris"}},
		{"weather at Zürich or in Bern", []string{"Zürich", "Bern"}},
		{"weather in the morning", nil},
		{"Paris weather", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := places(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("places = %q, want %q", got, tt.want)
			}
		})
	}
}
