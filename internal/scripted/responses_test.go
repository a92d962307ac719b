package scripted

import (
	"context"
	"io"
	"net/http"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/responses"
	"github.com/tidwall/gjson"
)

// recordedResponses holds the Responses API transcripts recorded from
// api.openai.com (see its README).
const recordedResponses = "../../proxy/wire/responses/testdata/recorded/"

func recordedSection(t *testing.T, name, section string) []byte {
	t.Helper()
	b, err := os.ReadFile(recordedResponses + name)
	if err != nil {
		t.Fatal(err)
	}
	out, err := ReadTxtarSection(b, section)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// eventShapes maps each event type of a stream to the member names of its
// payload (and of its item or part), so a scripted stream can be held to a
// recorded one without comparing ids or text.
func eventShapes(t *testing.T, stream []byte) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, frame := range strings.Split(string(stream), "\n\n") {
		name, data, ok := strings.Cut(strings.TrimSpace(frame), "\ndata: ")
		if !ok {
			continue
		}
		name = strings.TrimPrefix(name, "event: ")
		ev := gjson.Parse(data)
		if ev.Get("type").String() != name {
			t.Fatalf("event %q carries type %q", name, ev.Get("type").String())
		}
		shape := memberNames(ev)
		for _, sub := range []string{"item", "part"} {
			if v := ev.Get(sub); v.IsObject() {
				shape += " " + sub + "{" + memberNames(v) + "}"
			}
		}
		key := name
		if t := ev.Get("item.type").String(); t != "" {
			key += "/" + t
		}
		out[key] = shape
	}
	return out
}

func memberNames(v gjson.Result) string {
	var ks []string
	v.ForEach(func(k, _ gjson.Result) bool { ks = append(ks, k.String()); return true })
	sort.Strings(ks)
	return strings.Join(ks, ",")
}

func postResponses(t *testing.T, url, body string) (*http.Response, []byte) {
	t.Helper()
	res, err := http.Post(url+"/v1/responses", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, b
}

// TestResponsesStreamMatchesRecorded holds every event the scripted
// server sends to the members OpenAI sent in the recorded streams.
func TestResponsesStreamMatchesRecorded(t *testing.T) {
	want := eventShapes(t, recordedSection(t, "aibridge-streaming-simple.txtar", "streaming"))
	for k, v := range eventShapes(t, recordedSection(t, "aibridge-streaming-builtin_tool.txtar", "streaming")) {
		want[k] = v
	}
	srv := startServer(t, &Server{Respond: fixed(Turn{Content: "Let me add that.", ToolCalls: []ToolCall{{Name: "add", Arguments: `{"a":3,"b":5}`}}})})
	res, body := postResponses(t, srv.URL, `{"model":"gpt-4.1","input":"add 3 and 5","stream":true,"tools":[{"type":"function","name":"add","parameters":{"type":"object"}}]}`)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("status %d, Content-Type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	got := eventShapes(t, body)
	if len(got) != 13 {
		t.Errorf("%d kinds of event, want 13 (text and function call)", len(got))
	}
	for k, g := range got {
		w, ok := want[k]
		if !ok {
			t.Errorf("event %s was never recorded", k)
		} else if g != w {
			t.Errorf("%s:\n got  %s\n want %s", k, g, w)
		}
	}
	// sequence_number counts from 0 without a gap.
	var seqs []int64
	for _, line := range strings.Split(string(body), "\n") {
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			seqs = append(seqs, gjson.Get(d, "sequence_number").Int())
		}
	}
	for i, s := range seqs {
		if s != int64(i) {
			t.Fatalf("sequence numbers %v", seqs)
		}
	}
}

// TestResponsesJSONMatchesRecorded holds the JSON answer's members to the
// recorded one's.
func TestResponsesJSONMatchesRecorded(t *testing.T) {
	rec := gjson.ParseBytes(recordedSection(t, "aibridge-blocking-simple.txtar", "non-streaming"))
	srv := startServer(t, &Server{Respond: fixed(Turn{Content: "A joke."})})
	_, body := postResponses(t, srv.URL, `{"model":"gpt-4o-mini","input":"tell me a joke"}`)
	got := gjson.ParseBytes(body)
	for _, path := range []string{"@this", "output.0", "output.0.content.0", "usage"} {
		if memberNames(got.Get(path)) != memberNames(rec.Get(path)) {
			t.Errorf("%s members:\n got  %s\n want %s", path, memberNames(got.Get(path)), memberNames(rec.Get(path)))
		}
	}
	if !strings.HasPrefix(string(body), "{\n  \"id\": \"resp_") {
		t.Errorf("not pretty-printed as OpenAI sends it: %.40q", body)
	}
}

// TestResponsesOfficialClient reads both forms with openai-go's Responses
// client: text, parallel function calls, usage, and the streamed deltas
// agreeing with the completed response.
func TestResponsesOfficialClient(t *testing.T) {
	turn := Turn{Content: "Checking both.", ToolCalls: []ToolCall{
		{Name: "weather", Arguments: `{"city":"Paris"}`}, {Name: "weather", Arguments: `{"city":"Tokyo"}`}},
		Usage: &Usage{PromptTokens: 40, CompletionTokens: 12}}
	srv := startServer(t, &Server{Respond: fixed(turn)})
	client := official(srv.URL)
	params := responses.ResponseNewParams{Model: "gpt-4.1", Input: responses.ResponseNewParamsInputUnion{OfString: oaiString("weather in Paris and Tokyo")}}
	check := func(r *responses.Response) {
		t.Helper()
		if r.OutputText() != "Checking both." {
			t.Errorf("text %q", r.OutputText())
		}
		var calls []string
		for _, it := range r.Output {
			if it.Type == "function_call" {
				calls = append(calls, it.CallID+" "+it.Name+" "+it.Arguments.OfString)
			}
		}
		if !slices.Equal(calls, []string{`call_1 weather {"city":"Paris"}`, `call_2 weather {"city":"Tokyo"}`}) &&
			!slices.Equal(calls, []string{`call_3 weather {"city":"Paris"}`, `call_4 weather {"city":"Tokyo"}`}) {
			t.Errorf("calls %q", calls)
		}
		if r.Usage.InputTokens != 40 || r.Usage.OutputTokens != 12 || r.Usage.TotalTokens != 52 {
			t.Errorf("usage %+v", r.Usage)
		}
	}
	r, err := client.Responses.New(context.Background(), params)
	if err != nil {
		t.Fatal(err)
	}
	check(r)

	stream := client.Responses.NewStreaming(context.Background(), params)
	var completed *responses.Response
	var text strings.Builder
	for stream.Next() {
		ev := stream.Current()
		if ev.Type == "response.output_text.delta" {
			text.WriteString(ev.Delta)
		}
		if ev.Type == "response.completed" {
			c := ev.Response
			completed = &c
		}
	}
	if err := stream.Err(); err != nil {
		t.Fatal(err)
	}
	if completed == nil {
		t.Fatal("no response.completed")
	}
	check(completed)
	if text.String() != completed.OutputText() {
		t.Errorf("deltas %q, completed text %q", text.String(), completed.OutputText())
	}
}

func oaiString(s string) param.Opt[string] { return param.NewOpt(s) }
