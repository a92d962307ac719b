package scripted

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	goopenai "github.com/sashabaranov/go-openai"
)

func TestReplayServesExactBytes(t *testing.T) {
	tests := []struct {
		name, fixture, section string
	}{
		{"openai-python parallel calls", "openai-python/f82268f2fefd5cfbc7eeb59c297688be2f6ca0849a6e4f17851b517310841d9b.sse", ""},
		{"vercel anthropic fallback", "vercel-ai/anthropic-fallback-tool-call.sse", ""},
		{"gpt-4.1 text then tool", "coder-aibridge/chatcompletions/single_injected_tool.txtar", "streaming"},
		{"copilot follow-up starting with a blank line", "coder-aibridge/chatcompletions/streaming_injected_tool_nonzero_index.txtar", "streaming/tool-call"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := readFixture(t, tt.fixture)
			if tt.section != "" {
				body = fixtureSection(t, tt.fixture, tt.section)
			}
			srv := httptest.NewServer(Replay(body, "text/event-stream"))
			defer srv.Close()
			res, err := http.Post(srv.URL+"/v1/chat/completions", "application/json", strings.NewReader(`{}`))
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			// Read event by event: each must arrive whole, as its own flush.
			got, err := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, body) {
				t.Fatalf("replayed %d bytes, fixture has %d; differ", len(got), len(body))
			}
			if res.Header.Get("Content-Type") != "text/event-stream" || len(res.TransferEncoding) == 0 {
				t.Errorf("Content-Type %q, Transfer-Encoding %v: want a chunked event stream", res.Header.Get("Content-Type"), res.TransferEncoding)
			}
		})
	}
}

// TestReplayFlushesPerEvent checks the stream is real: the first event is
// readable while the handler still holds the rest.
func TestReplayFlushesPerEvent(t *testing.T) {
	body := readFixture(t, "vercel-ai/anthropic-fallback-tool-call.sse")
	release := make(chan struct{})
	gate := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		Replay(body, "text/event-stream").ServeHTTP(&gatedWriter{ResponseWriter: w, release: release}, r)
	})
	srv := httptest.NewServer(gate)
	defer srv.Close()
	res, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	first := body[:eventEnd(body)]
	buf := make([]byte, len(first))
	if _, err := io.ReadFull(res.Body, buf); err != nil || !bytes.Equal(buf, first) {
		t.Fatalf("first event = %q, %v", buf, err)
	}
	close(release)
	rest, err := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
	if err != nil || !bytes.Equal(append(buf, rest...), body) {
		t.Fatalf("rest: %v", err)
	}
}

// gatedWriter blocks every write after the first until release closes.
type gatedWriter struct {
	http.ResponseWriter
	release chan struct{}
	writes  int
}

func (g *gatedWriter) Write(b []byte) (int, error) {
	if g.writes++; g.writes > 1 {
		<-g.release
	}
	return g.ResponseWriter.Write(b)
}

func (g *gatedWriter) Unwrap() http.ResponseWriter { return g.ResponseWriter }

func TestReadTxtarSection(t *testing.T) {
	archive := []byte("comment\n-- a --\nfirst\n\n-- b/c --\ndata: x\n\n\n-- empty --\n-- last --\nno newline")
	tests := []struct {
		name, section, want string
		wantErr             bool
	}{
		{"first", "a", "first\n\n", false},
		{"slash in name", "b/c", "data: x\n\n\n", false},
		{"empty", "empty", "", false},
		{"last without newline", "last", "no newline", false},
		{"missing", "nope", "", true},
		{"prefix of a name is not a match", "b", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadTxtarSection(archive, tt.section)
			if (err != nil) != tt.wantErr || string(got) != tt.want {
				t.Errorf("got %q, %v; want %q (error %v)", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestParseRecorded(t *testing.T) {
	tests := []struct {
		name, fixture, section string
		wantStatus             int
		wantType               string
		wantPrefix, wantSuffix string
	}{
		{"HTTP dump cut to Content-Length", "coder-aibridge/chatcompletions/non_stream_error.txtar", "non-streaming", 400, "application/json", "{\n  \"error\"", "}\n}"},
		{"raw SSE", "coder-aibridge/chatcompletions/simple.txtar", "streaming", 200, "text/event-stream", "data: {", "data: [DONE]\n\n"},
		{"raw JSON", "coder-aibridge/chatcompletions/simple.txtar", "non-streaming", 200, "application/json", "{", "}\n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := ReplayTxtar(readFixture(t, tt.fixture), tt.section)
			if err != nil {
				t.Fatal(err)
			}
			if resp.Status != tt.wantStatus || resp.Header.Get("Content-Type") != tt.wantType ||
				!bytes.HasPrefix(resp.Body, []byte(tt.wantPrefix)) || !bytes.HasSuffix(resp.Body, []byte(tt.wantSuffix)) {
				t.Errorf("status %d type %q body %q…%q", resp.Status, resp.Header.Get("Content-Type"),
					resp.Body[:min(20, len(resp.Body))], resp.Body[max(0, len(resp.Body)-20):])
			}
		})
	}
	t.Run("chunked dump", func(t *testing.T) {
		dump := "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n" +
			"7\r\ndata: x\r\n2\r\n\n\n\r\n0\r\n\r\n"
		resp, err := ParseRecorded([]byte(dump))
		if err != nil || string(resp.Body) != "data: x\n\n" || resp.Status != 200 {
			t.Errorf("got %+v, %v", resp, err)
		}
	})
	t.Run("broken dump", func(t *testing.T) {
		if _, err := ParseRecorded([]byte("HTTP/1.1 abc\r\n")); err == nil {
			t.Error("no error for a malformed status line")
		}
	})
}

// TestRecordedErrorSurfacesInClient replays the recorded 400 and checks a
// client sees OpenAI's error.
func TestRecordedErrorSurfacesInClient(t *testing.T) {
	resp, err := ReplayTxtar(readFixture(t, "coder-aibridge/chatcompletions/non_stream_error.txtar"), "streaming")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(resp)
	defer srv.Close()
	_, err = goOpenAI(srv.URL).CreateChatCompletionStream(context.Background(), goopenai.ChatCompletionRequest{
		Model: "gpt-4.1", Stream: true, Messages: []goopenai.ChatCompletionMessage{{Role: "user", Content: "x"}},
	})
	var apiErr *goopenai.APIError
	if !errors.As(err, &apiErr) || apiErr.HTTPStatusCode != 400 || apiErr.Code != "context_length_exceeded" {
		t.Errorf("error = %v", err)
	}
}

func TestSequenceReplaysToolLoop(t *testing.T) {
	archive := readFixture(t, "coder-aibridge/chatcompletions/single_injected_tool.txtar")
	first, err := ReplayTxtar(archive, "streaming")
	if err != nil {
		t.Fatal(err)
	}
	second, err := ReplayTxtar(archive, "streaming/tool-call")
	if err != nil {
		t.Fatal(err)
	}
	seq := Sequence(first, second)
	srv := httptest.NewServer(seq)
	defer srv.Close()

	bodies := []string{`{"round":1}`, `{"round":2}`, `{"round":3}`}
	wants := []struct {
		status int
		body   []byte
	}{{200, first.Body}, {200, second.Body}, {500, nil}}
	for i, b := range bodies {
		res, err := http.Post(srv.URL+"/v1/chat/completions", "application/json", strings.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(io.LimitReader(res.Body, MaxBodyBytes))
		res.Body.Close()
		if res.StatusCode != wants[i].status || (wants[i].body != nil && !bytes.Equal(got, wants[i].body)) {
			t.Errorf("request %d: status %d, %d bytes", i+1, res.StatusCode, len(got))
		}
		if wants[i].status == 500 && !strings.Contains(string(got), "unexpected request 3") {
			t.Errorf("overrun body = %s", got)
		}
	}
	got := seq.Requests()
	if len(got) != 3 || string(got[0]) != bodies[0] || string(got[2]) != bodies[2] {
		t.Errorf("Requests() = %q", got)
	}
}

// TestSequenceOfServers passes the body intact to the handler it picks.
func TestSequenceOfServers(t *testing.T) {
	a, b := &Server{Respond: fixed(Turn{Content: "one"})}, &Server{Respond: fixed(Turn{Content: "two"})}
	srv := httptest.NewServer(Sequence(a, b))
	defer srv.Close()
	for _, want := range []string{"one", "two"} {
		got := streamWithGoOpenAI(t, srv.URL, false)
		if got.Content != want {
			t.Errorf("content %q, want %q", got.Content, want)
		}
	}
	if len(a.Requests()) != 1 || len(b.Requests()) != 1 || !strings.Contains(string(b.Requests()[0]), `"stream":true`) {
		t.Errorf("inner servers saw %q and %q", a.Requests(), b.Requests())
	}
}

func TestEventEnd(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"data: a\n\ndata: b\n\n", 9},
		{"data: a\r\n\r\ndata: b", 11},
		{"data: a\r\rx", 9},
		{"\ndata: a\n\n", 10},
		{"data: a\n", 8},
		{"data: a", 7},
		{"", 0},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(strings.ReplaceAll(tt.in, "\n", `\n`), "\r", `\r`), func(t *testing.T) {
			if got := eventEnd([]byte(tt.in)); got != tt.want {
				t.Errorf("eventEnd = %d, want %d", got, tt.want)
			}
		})
	}
}
