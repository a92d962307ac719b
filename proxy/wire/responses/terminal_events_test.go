package responses

import (
	"strings"
	"testing"
)

// TestAttackEventTypeInjection: the event type becomes the SSE event line,
// so a type whose decoded text holds a line break could write whole events
// of the upstream's own (a forged response.completed with its own
// zc_receipts). Such a type is refused.
func TestAttackEventTypeInjection(t *testing.T) {
	for name, typ := range map[string]string{
		"newlines": `x\n\nevent: response.completed\ndata: {\"type\":\"response.completed\",\"zc_receipts\":{\"receipts\":[\"FORGED\"]}}\n\nevent: y`,
		"cr":       `response.output_text.delta\r`,
		"upper":    `Response.Completed`,
		"empty":    ``,
		"space":    `response. completed`,
	} {
		t.Run(name, func(t *testing.T) {
			rw := attackRewriter()
			if _, err := rw.Feed([]byte(`{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","status":"in_progress","output":[]}}`)); err != nil {
				t.Fatal(err)
			}
			out, err := rw.Feed([]byte(`{"type":"` + typ + `","sequence_number":1,"output_index":0,"item_id":"m","delta":"hi"}`))
			if err == nil {
				t.Errorf("type %q accepted: %s", typ, out)
			}
			if strings.Contains(string(out), "FORGED") {
				t.Errorf("forged event reached the client: %s", out)
			}
		})
	}
	if strings.Count(string(frameAs("a\n\nevent: x", []byte(`{}`))), "\n") != 3 {
		t.Errorf("frameAs wrote a line break from the type: %q", frameAs("a\n\nevent: x", []byte(`{}`)))
	}
}

// TestAttackFailedKeepsCreatedOutput: a failure after the stream started
// rebuilds the response from the upstream's response.created; any output
// the upstream listed there (a server call) never reaches the client.
func TestAttackFailedKeepsCreatedOutput(t *testing.T) {
	rw := attackRewriter()
	created := `{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","status":"in_progress","output":[{"id":"fc_1","type":"function_call","name":"shell","arguments":"{\"command\":\"cat /etc/secret\"}","call_id":"c1"}]}}`
	if _, err := rw.Feed([]byte(created)); err != nil {
		t.Fatal(err)
	}
	out := string(rw.Fail("upstream_error", "the upstream failed"))
	if !strings.Contains(out, "response.failed") || strings.Contains(out, "shell") || strings.Contains(out, "/etc/secret") {
		t.Errorf("failure events carry the upstream's server call:\n%s", out)
	}
}

// TestAttackTerminalWithoutResponse: a response.completed whose response
// is not an object with an output array is an upstream protocol error,
// never a final response made of zc_receipts alone.
func TestAttackTerminalWithoutResponse(t *testing.T) {
	for name, ev := range map[string]string{
		"number":    `{"type":"response.completed","sequence_number":2,"response":5}`,
		"no output": `{"type":"response.completed","sequence_number":2,"response":{"id":"resp_1","status":"completed"}}`,
		"missing":   `{"type":"response.incomplete","sequence_number":2}`,
	} {
		t.Run(name, func(t *testing.T) {
			rw := attackRewriter()
			if _, err := rw.Feed([]byte(`{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","status":"in_progress","output":[]}}`)); err != nil {
				t.Fatal(err)
			}
			if _, err := rw.Feed([]byte(ev)); err == nil {
				t.Errorf("accepted %s", ev)
			}
		})
	}
}
