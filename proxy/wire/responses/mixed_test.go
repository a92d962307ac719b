package responses

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	oai "github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/responses"
	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// upstreamStream asks a scripted upstream for one streamed turn.
func upstreamStream(t *testing.T, turn scripted.Turn) []byte {
	t.Helper()
	srv := httptest.NewServer(&scripted.Server{Respond: func(gjson.Result) scripted.Turn { return turn }})
	defer srv.Close()
	res, err := http.Post(srv.URL+"/v1/responses", "application/json", strings.NewReader(`{"model":"gpt-4.1","input":"x","stream":true}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRewriterMixedTurn: text, a server call and a client call in one
// round, then the client call handed back; the official Go client reads
// the result as one well-formed response.
func TestRewriterMixedTurn(t *testing.T) {
	r1 := upstreamStream(t, scripted.Turn{Content: "Checking.", ToolCalls: []scripted.ToolCall{
		{ID: "call_srv", Name: "clock", Arguments: `{}`}, {ID: "call_cli", Name: "lookup", Arguments: `{"city":"Paris"}`}}})
	rw := &Rewriter{IsServer: func(n string) bool { return n == "clock" }}
	got := feed(t, rw, r1)
	round := rw.Round()
	if !round.Done || len(round.Reply.Calls) != 2 {
		t.Fatalf("round %+v", round)
	}
	end, err := rw.Finish("\n\nfooter", nil, []byte(`{"receipts":[{"tool":"clock"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, end...)
	final := checkStream(t, got)
	if final.Get("output.#.type").Raw != `["message","function_call"]` || final.Get("output.1.call_id").String() != "call_cli" ||
		final.Get("output.1.id").String() == "" {
		t.Errorf("output %s", final.Get("output").Raw)
	}
	// Only zc_receipts names the server tool.
	for _, d := range dataOf(got) {
		d, _ = sjson.DeleteBytes(d, "response.zc_receipts")
		if strings.Contains(string(d), "call_srv") || strings.Contains(string(d), `"clock"`) {
			t.Errorf("the server call reached the client: %s", d)
		}
	}
	// Client-visible output indexes: the message 0, the client call 1.
	for _, d := range dataOf(got) {
		ev := gjson.ParseBytes(d)
		if ev.Get("item.type").String() == "function_call" && ev.Get("output_index").Int() != 1 {
			t.Errorf("client call at output_index %d", ev.Get("output_index").Int())
		}
	}

	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.Write(got)
	}))
	defer srv.Close()
	client := oai.NewClient(option.WithBaseURL(srv.URL+"/v1"), option.WithAPIKey("k"), option.WithMaxRetries(0))
	stream := client.Responses.NewStreaming(context.Background(), responses.ResponseNewParams{Model: "gpt-4.1"})
	var completed responses.Response
	n := 0
	for stream.Next() {
		n++
		if ev := stream.Current(); ev.Type == "response.completed" {
			completed = ev.Response
		}
	}
	if err := stream.Err(); err != nil {
		t.Fatal(err)
	}
	if completed.OutputText() != "Checking.\n\nfooter" || n != len(dataOf(got)) {
		t.Errorf("openai-go read %d events, text %q", n, completed.OutputText())
	}
	if completed.JSON.ExtraFields["zc_receipts"].Raw() != `{"receipts":[{"tool":"clock"}]}` {
		t.Errorf("zc_receipts %q", completed.JSON.ExtraFields["zc_receipts"].Raw())
	}
}
