package scripted

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
)

func TestErrorTurns(t *testing.T) {
	tests := []struct {
		name        string
		turn        Turn
		wantType    string
		wantMessage string
	}{
		{"rate limited", Turn{Status: 429}, "requests", "Rate limit reached for requests. Please try again in 1s."},
		{"bad request with message", Turn{Status: 400, ErrorMessage: "context_length_exceeded: too long"}, "invalid_request_error", "context_length_exceeded: too long"},
		{"unauthorized", Turn{Status: 401}, "invalid_request_error", "Incorrect API key provided."},
		{"server error", Turn{Status: 500}, "server_error", "The server had an error while processing your request. Sorry about that!"},
		{"overloaded", Turn{Status: 503, ErrorMessage: "overloaded"}, "server_error", "overloaded"},
		{"unusual status", Turn{Status: 418}, "invalid_request_error", "I'm a teapot"},
	}
	for _, tt := range tests {
		for _, stream := range []bool{false, true} {
			name := tt.name
			if stream {
				name += "/stream"
			}
			t.Run(name, func(t *testing.T) {
				srv := startServer(t, &Server{Respond: fixed(tt.turn)})
				req := goopenai.ChatCompletionRequest{Model: "gpt-4.1", Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "x"}}}
				var err error
				if stream {
					req.Stream = true
					_, err = goOpenAI(srv.URL).CreateChatCompletionStream(context.Background(), req)
				} else {
					_, err = goOpenAI(srv.URL).CreateChatCompletion(context.Background(), req)
				}
				var apiErr *goopenai.APIError
				if !errors.As(err, &apiErr) {
					t.Fatalf("go-openai error = %v (%T), want *openai.APIError", err, err)
				}
				if apiErr.HTTPStatusCode != tt.turn.Status || apiErr.Message != tt.wantMessage || apiErr.Type != tt.wantType {
					t.Errorf("APIError = status %d type %q message %q", apiErr.HTTPStatusCode, apiErr.Type, apiErr.Message)
				}

				client := official(srv.URL)
				_, err = client.Chat.Completions.New(context.Background(), oai.ChatCompletionNewParams{
					Model: "gpt-4.1", Messages: []oai.ChatCompletionMessageParamUnion{oai.UserMessage("x")},
				})
				var oaiErr *oai.Error
				if !errors.As(err, &oaiErr) || oaiErr.StatusCode != tt.turn.Status || oaiErr.Message != tt.wantMessage {
					t.Errorf("openai-go error = %v", err)
				}
			})
		}
	}
}

func TestErrorResponseWire(t *testing.T) {
	srv := startServer(t, &Server{Respond: fixed(Turn{Status: 429})})
	res, body := postChat(t, srv.URL, `{"model":"gpt-4.1","stream":true,"messages":[]}`)
	if res.StatusCode != 429 || res.Header.Get("Retry-After") != "1" || res.Header.Get("Content-Type") != "application/json" {
		t.Errorf("status %d, Retry-After %q, Content-Type %q", res.StatusCode, res.Header.Get("Retry-After"), res.Header.Get("Content-Type"))
	}
	e := gjson.GetBytes(body, "error")
	if e.Get("code").String() != "rate_limit_exceeded" || e.Get("param").Type != gjson.Null || !e.Get("message").Exists() {
		t.Errorf("error body = %s", body)
	}
	recorded, err := ParseRecorded(fixtureSection(t, "coder-aibridge/chatcompletions/non_stream_error.txtar", "streaming"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := keys(e), keys(gjson.GetBytes(recorded.Body, "error")); !slices.Equal(got, want) {
		t.Errorf("error members %q, recorded %q", got, want)
	}
}

func TestInvalidRequests(t *testing.T) {
	tests := []struct {
		name, body, wantParam, wantMessagePrefix string
		wantStatus                               int
	}{
		{"not JSON", `{"model":`, "", "We could not parse the JSON body", 400},
		{"not an object", `[1,2]`, "", "We could not parse the JSON body", 400},
		{"no model", `{"messages":[]}`, "", "you must provide a model parameter", 400},
		{"no messages", `{"model":"gpt-4.1"}`, "messages", "Missing required parameter: 'messages'.", 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Server{Respond: func(gjson.Result) Turn { t.Error("responder called for an invalid request"); return Turn{} }}
			srv := startServer(t, s)
			res, body := postChat(t, srv.URL, tt.body)
			e := gjson.GetBytes(body, "error")
			if res.StatusCode != tt.wantStatus || e.Get("type").String() != "invalid_request_error" ||
				e.Get("param").String() != tt.wantParam || !strings.HasPrefix(e.Get("message").String(), tt.wantMessagePrefix) {
				t.Errorf("status %d body %s", res.StatusCode, body)
			}
			if got := s.Requests(); len(got) != 1 || string(got[0]) != tt.body {
				t.Errorf("recorded %q", got)
			}
		})
	}
}

func TestBodyTooLarge(t *testing.T) {
	// A recorder, not a socket: the server hangs up on an oversized body,
	// which a client still writing may see as a reset instead of the 413.
	rec := httptest.NewRecorder()
	big := `{"model":"m","pad":"` + strings.Repeat("x", MaxBodyBytes) + `"}`
	(&Server{}).ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/chat/completions", strings.NewReader(big)))
	res, body := rec.Result(), rec.Body.Bytes()
	if res.StatusCode != http.StatusRequestEntityTooLarge || gjson.GetBytes(body, "error.type").String() != "invalid_request_error" {
		t.Errorf("status %d body %.200s", res.StatusCode, body)
	}
}

// keys lists an object's member names in wire order.
func keys(v gjson.Result) []string {
	var out []string
	v.ForEach(func(k, _ gjson.Result) bool {
		out = append(out, k.String())
		return true
	})
	return out
}
