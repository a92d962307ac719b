package scripted

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
	"github.com/tidwall/gjson"
)

func TestModelsListedForClients(t *testing.T) {
	srv := startServer(t, &Server{})
	list, err := goOpenAI(srv.URL).ListModels(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Models) != len(models) || list.Models[0].ID != models[0] || list.Models[0].Object != "model" {
		t.Errorf("models = %+v", list.Models)
	}
}

func TestEchoShowsWhatArrived(t *testing.T) {
	tests := []struct {
		name, method, path, auth, body string
	}{
		{"embeddings with key", http.MethodPost, "/v1/embeddings?x=1", "Bearer " + testKey, `{"model":"e","input":"hi"}`},
		{"get without key", http.MethodGet, "/v1/files/abc", "", ""},
		{"delete", http.MethodDelete, "/v1/models/ft-1", "Bearer other", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &Server{}
			srv := startServer(t, s)
			req, err := http.NewRequest(tt.method, srv.URL+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			if tt.auth != "" {
				req.Header.Set("Authorization", tt.auth)
			}
			req.Header.Set("X-ZC-Receipts", "on")
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			b, _ := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
			echo := gjson.ParseBytes(b)
			path, query, _ := strings.Cut(tt.path, "?")
			if res.StatusCode != 200 || echo.Get("method").String() != tt.method || echo.Get("path").String() != path ||
				echo.Get("query").String() != query || echo.Get("body").String() != tt.body {
				t.Errorf("echo = %s", b)
			}
			auth := echo.Get("headers.Authorization")
			if auth.Exists() != (tt.auth != "") || auth.String() != tt.auth {
				t.Errorf("Authorization echoed as %s, sent %q", auth.Raw, tt.auth)
			}
			if echo.Get("headers.X-Zc-Receipts").String() != "on" {
				t.Errorf("headers = %s", echo.Get("headers").Raw)
			}
			rec := s.Received()
			if len(rec) != 1 || rec[0].Header.Get("Authorization") != tt.auth || string(rec[0].Body) != tt.body || len(s.Requests()) != 0 {
				t.Errorf("Received() = %+v, Requests() = %q", rec, s.Requests())
			}
		})
	}
}

func TestRoutes(t *testing.T) {
	tests := []struct {
		name, method, path string
		want               int
	}{
		{"chat without /v1", http.MethodPost, "/chat/completions", 200},
		{"chat by GET", http.MethodGet, "/v1/chat/completions", 405},
		{"outside /v1", http.MethodGet, "/healthz", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := startServer(t, &Server{Respond: fixed(Turn{Content: "ok"})})
			req, _ := http.NewRequest(tt.method, srv.URL+tt.path, strings.NewReader(`{"model":"m","messages":[]}`))
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
			res.Body.Close()
			if res.StatusCode != tt.want {
				t.Errorf("status %d, want %d: %s", res.StatusCode, tt.want, b)
			}
			if tt.want != 200 && !gjson.GetBytes(b, "error.message").Exists() {
				t.Errorf("non-OpenAI error body %s", b)
			}
		})
	}
}

func TestRequestsRecordsChatBodiesInOrder(t *testing.T) {
	s := &Server{Respond: fixed(Turn{Content: "ok"})}
	srv := startServer(t, s)
	bodies := []string{`{"model":"a","messages":[]}`, `{"model":"b","stream":true,"messages":[]}`}
	for _, b := range bodies {
		postChat(t, srv.URL, b)
	}
	got := s.Requests()
	if len(got) != 2 || string(got[0]) != bodies[0] || string(got[1]) != bodies[1] {
		t.Errorf("Requests() = %q", got)
	}
	got[0][0] = 'X'
	if s.Requests()[0][0] != '{' {
		t.Error("Requests() shares memory with the server")
	}
}

func TestCutAfterDropsTheStream(t *testing.T) {
	turn := Turn{Content: "one two three four five", CutAfter: 3}
	srv := startServer(t, &Server{Respond: fixed(turn)})
	stream, err := goOpenAI(srv.URL).CreateChatCompletionStream(context.Background(), goopenai.ChatCompletionRequest{
		Model: "m", Stream: true, Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "x"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Close()
	var chunks int
	for {
		_, err = stream.Recv()
		if err != nil {
			break
		}
		chunks++
	}
	if chunks != 3 || errors.Is(err, io.EOF) {
		t.Errorf("read %d chunks then %v; want 3 then a transport error (no [DONE])", chunks, err)
	}
}

func TestStreamStopsWhenClientLeaves(t *testing.T) {
	for _, delay := range []time.Duration{0, time.Hour} {
		t.Run(delay.String(), func(t *testing.T) {
			s := &Server{Respond: fixed(Turn{Content: strings.Repeat("word ", 50)}), Delay: delay}
			ctx, cancel := context.WithCancel(context.Background())
			cancel() // the client is gone before the second chunk
			req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/v1/chat/completions",
				strings.NewReader(`{"model":"m","stream":true,"messages":[]}`))
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			data, _ := dataPayloads(rec.Body.Bytes())
			if len(data) != 1 || data[0] == "[DONE]" {
				t.Errorf("wrote %d events after the client left: %q", len(data), data)
			}
		})
	}
}
