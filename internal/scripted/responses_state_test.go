package scripted

import (
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestResponsesChain: a stored response is the history of the next
// request that names it, so the Responder sees the whole conversation.
func TestResponsesChain(t *testing.T) {
	var seen []string
	s := &Server{Respond: func(req gjson.Result) Turn {
		seen = append(seen, req.Get("input").Raw)
		return Turn{Content: "ok"}
	}}
	srv := startServer(t, s)
	_, first := postResponses(t, srv.URL, `{"model":"m","input":"one"}`)
	id := gjson.GetBytes(first, "id").String()
	if !gjson.GetBytes(first, "store").Bool() {
		t.Fatal("OpenAI stores by default")
	}
	res, second := postResponses(t, srv.URL, `{"model":"m","previous_response_id":"`+id+`","input":[{"role":"user","content":"two"}]}`)
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, second)
	}
	if gjson.GetBytes(second, "previous_response_id").String() != id {
		t.Errorf("previous_response_id not echoed: %s", second)
	}
	in := gjson.Parse(seen[1])
	if n := len(in.Array()); n != 3 || in.Get("0.content").String() != "one" ||
		in.Get("1.type").String() != "message" || in.Get("1.content.0.text").String() != "ok" ||
		in.Get("2.content").String() != "two" {
		t.Errorf("the model saw %s", seen[1])
	}
	// store:false keeps nothing.
	_, third := postResponses(t, srv.URL, `{"model":"m","input":"x","store":false}`)
	res, body := postResponses(t, srv.URL, `{"model":"m","input":"y","previous_response_id":"`+gjson.GetBytes(third, "id").String()+`"}`)
	if res.StatusCode != http.StatusBadRequest || gjson.GetBytes(body, "error.code").String() != "previous_response_not_found" {
		t.Errorf("chained to an unstored response: %d %s", res.StatusCode, body)
	}
}

// TestResponsesDialectState: how each provider answers a previous id.
func TestResponsesDialectState(t *testing.T) {
	tests := []struct {
		d          Dialect
		status     int
		param, msg string
		stores     bool
	}{
		{DialectOpenAI, 400, "previous_response_id", "Previous response with id 'resp_nope' not found.", true},
		{DialectAzure, 400, "previous_response_id", "Previous response with id 'resp_nope' not found.", true},
		{DialectVLLM, 404, "response_id", "Response with id 'resp_nope' not found.", false},
		{DialectOllama, 400, "previous_response_id", "previous_response_id is not supported", false},
		{DialectOpenRouter, 400, "previous_response_id", "previous_response_id is not supported", false},
	}
	for _, tt := range tests {
		t.Run(string(tt.d), func(t *testing.T) {
			srv := startServer(t, &Server{Dialect: tt.d, Respond: fixed(Turn{Content: "ok"})})
			_, body := postResponses(t, srv.URL, `{"model":"m","input":"hi"}`)
			if got := gjson.GetBytes(body, "store").Bool(); got != tt.stores {
				t.Errorf("store %v, want %v", got, tt.stores)
			}
			res, body := postResponses(t, srv.URL, `{"model":"m","input":"hi","previous_response_id":"resp_nope"}`)
			e := gjson.GetBytes(body, "error")
			if res.StatusCode != tt.status || e.Get("param").String() != tt.param || !strings.HasPrefix(e.Get("message").String(), tt.msg) {
				t.Errorf("%d %s", res.StatusCode, body)
			}
		})
	}
}

// TestResponsesStreamFailure: a streamed turn with a 5xx status fails in
// the stream, as the recorded failing stream does, and never completes.
func TestResponsesStreamFailure(t *testing.T) {
	srv := startServer(t, &Server{Respond: fixed(Turn{Content: "Partial", Status: 500})})
	res, body := postResponses(t, srv.URL, `{"model":"m","input":"hi","stream":true}`)
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	s := string(body)
	if !strings.Contains(s, "event: error\n") || !strings.Contains(s, "event: response.failed\n") || strings.Contains(s, "response.completed") {
		t.Errorf("stream:\n%s", s)
	}
	res, body = postResponses(t, srv.URL, `{"model":"m","input":"hi"}`)
	if res.StatusCode != 500 || gjson.GetBytes(body, "error.type").String() != "server_error" {
		t.Errorf("JSON: %d %s", res.StatusCode, body)
	}
	res, body = postResponses(t, srv.URL, `{"input":"hi"}`)
	if res.StatusCode != 400 || gjson.GetBytes(body, "error.param").String() != "model" {
		t.Errorf("no model: %d %s", res.StatusCode, body)
	}
}
