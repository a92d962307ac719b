package scripted

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
)

const testKey = "sk-test-upstream-key"

// fixed is a Responder that always answers turn.
func fixed(turn Turn) Responder {
	return func(gjson.Result) Turn { return turn }
}

func startServer(t *testing.T, s *Server) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return srv
}

func goOpenAI(baseURL string) *goopenai.Client {
	cfg := goopenai.DefaultConfig(testKey)
	cfg.BaseURL = baseURL + "/v1"
	return goopenai.NewClientWithConfig(cfg)
}

func official(baseURL string) oai.Client {
	return oai.NewClient(option.WithBaseURL(baseURL+"/v1"), option.WithAPIKey(testKey), option.WithMaxRetries(0))
}

// call is a tool call as a client reconstructed it.
type call struct {
	Index          int
	ID, Name, Args string
}

// reconstruction is what a client made of one reply.
type reconstruction struct {
	Content string
	Calls   []call
	Finish  string
	Usage   *Usage // nil when the client saw none
}

// streamWithGoOpenAI reads a stream with go-openai and folds it.
func streamWithGoOpenAI(t *testing.T, baseURL string, includeUsage bool) reconstruction {
	t.Helper()
	req := goopenai.ChatCompletionRequest{
		Model:    "gpt-4.1",
		Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "hello"}},
		Stream:   true,
	}
	if includeUsage {
		req.StreamOptions = &goopenai.StreamOptions{IncludeUsage: true}
	}
	stream, err := goOpenAI(baseURL).CreateChatCompletionStream(context.Background(), req)
	if err != nil {
		t.Fatalf("go-openai: open stream: %v", err)
	}
	defer stream.Close()
	var rec reconstruction
	byIndex := map[int]*call{}
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("go-openai: recv: %v", err)
		}
		if resp.Usage != nil {
			rec.Usage = &Usage{PromptTokens: resp.Usage.PromptTokens, CompletionTokens: resp.Usage.CompletionTokens}
			if d := resp.Usage.PromptTokensDetails; d != nil {
				rec.Usage.CachedTokens = d.CachedTokens
			}
		}
		for _, ch := range resp.Choices {
			rec.Content += ch.Delta.Content
			if ch.FinishReason != "" {
				rec.Finish = string(ch.FinishReason)
			}
			for _, tc := range ch.Delta.ToolCalls {
				if tc.Index == nil {
					t.Fatalf("go-openai: tool call delta without index")
				}
				c := byIndex[*tc.Index]
				if c == nil {
					c = &call{Index: *tc.Index}
					byIndex[*tc.Index] = c
				}
				c.ID += tc.ID
				c.Name += tc.Function.Name
				c.Args += tc.Function.Arguments
			}
		}
	}
	for _, c := range byIndex {
		rec.Calls = append(rec.Calls, *c)
	}
	sort.Slice(rec.Calls, func(i, j int) bool { return rec.Calls[i].Index < rec.Calls[j].Index })
	return rec
}

// streamWithOfficial reads a stream with openai-go's ChatCompletionAccumulator.
func streamWithOfficial(t *testing.T, baseURL string, includeUsage bool) reconstruction {
	t.Helper()
	params := oai.ChatCompletionNewParams{
		Model:    "gpt-4.1",
		Messages: []oai.ChatCompletionMessageParamUnion{oai.UserMessage("hello")},
	}
	if includeUsage {
		params.StreamOptions = oai.ChatCompletionStreamOptionsParam{IncludeUsage: oai.Bool(true)}
	}
	client := official(baseURL)
	stream := client.Chat.Completions.NewStreaming(context.Background(), params)
	defer stream.Close()
	var acc oai.ChatCompletionAccumulator
	for stream.Next() {
		if !acc.AddChunk(stream.Current()) {
			t.Fatalf("openai-go: accumulator rejected chunk %s", stream.Current().RawJSON())
		}
	}
	if err := stream.Err(); err != nil {
		t.Fatalf("openai-go: stream: %v", err)
	}
	if len(acc.Choices) != 1 {
		t.Fatalf("openai-go: %d choices, want 1", len(acc.Choices))
	}
	ch := acc.Choices[0]
	rec := reconstruction{Content: ch.Message.Content, Finish: ch.FinishReason}
	for i, tc := range ch.Message.ToolCalls {
		if tc.ID == "" && tc.Function.Name == "" {
			continue // a sparse slot (a dialect numbering calls from 1)
		}
		rec.Calls = append(rec.Calls, call{Index: i, ID: tc.ID, Name: tc.Function.Name, Args: tc.Function.Arguments})
	}
	if acc.Usage.TotalTokens != 0 {
		rec.Usage = &Usage{
			PromptTokens:     int(acc.Usage.PromptTokens),
			CompletionTokens: int(acc.Usage.CompletionTokens),
			CachedTokens:     int(acc.Usage.PromptTokensDetails.CachedTokens),
		}
	}
	return rec
}

// postChat posts body to /v1/chat/completions and returns the response
// with its whole body (bounded).
func postChat(t *testing.T, baseURL, body string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, baseURL+"/v1/chat/completions", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("post: %v", err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
	if err != nil {
		t.Fatalf("read body: %v", err)
	}
	return res, b
}

// dataPayloads returns the data of every SSE event in body, in order, and
// the comment lines seen.
func dataPayloads(body []byte) (data []string, comments []string) {
	for ev := range sseEvents(body) {
		for line := range strings.SplitSeq(strings.TrimRight(string(ev), "\r\n"), "\n") {
			line = strings.TrimRight(line, "\r")
			switch {
			case strings.HasPrefix(line, "data: "):
				data = append(data, strings.TrimPrefix(line, "data: "))
			case strings.HasPrefix(line, ":"):
				comments = append(comments, line)
			}
		}
	}
	return data, comments
}

// fixturesDir is the project's shared recorded transcripts (see its
// README), beside the repository as on every developer machine and in CI.
const fixturesDir = "../../../shared/fixtures"

// readFixture reads a recorded transcript from the shared fixtures.
func readFixture(t testing.TB, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixturesDir, rel))
	if err != nil {
		t.Fatalf("read fixture: %v", err)
	}
	return b
}

func fixtureSection(t testing.TB, rel, section string) []byte {
	t.Helper()
	b, err := ReadTxtarSection(readFixture(t, rel), section)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
