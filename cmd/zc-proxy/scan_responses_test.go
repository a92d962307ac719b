package main

import (
	"slices"
	"testing"
)

// TestRunScanResponses: a saved Responses API answer and a saved
// Responses stream are read like their chat forms: the message text is
// checked, the footer left out, zc_receipts' receipts listed.
func TestRunScanResponses(t *testing.T) {
	const tok = "zc-receipt-1796347553-qRUtvXNP4sOdYMEuUxWTfNN5eMSzUhGbuyolxppRtKE"
	answer := `{"id":"resp_1","object":"response","status":"completed","output":[` +
		`{"id":"msg_1","type":"message","role":"assistant","content":[{"type":"output_text","annotations":[],"text":"I ran git log: three commits.\n\n---\nTool receipts:\n  clock: ` + tok + `\n"}]}],` +
		`"zc_receipts":{"receipts":[{"tool":"clock","call_id":"call_1","receipt":"` + tok + `"}],"flags":[],"events":[]}}`
	stream := "event: response.created\ndata: {\"type\":\"response.created\",\"response\":{\"id\":\"resp_1\"},\"sequence_number\":0}\n\n" +
		"event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"delta\":\"I ran git log: three commits.\",\"sequence_number\":1}\n\n" +
		"event: response.completed\ndata: {\"type\":\"response.completed\",\"response\":{\"id\":\"resp_1\",\"zc_receipts\":{\"receipts\":[{\"tool\":\"clock\",\"call_id\":\"call_1\",\"receipt\":\"" + tok + "\"}]}},\"sequence_number\":2}\n\n"
	for name, stdin := range map[string]string{"json": answer, "stream": stream} {
		t.Run(name, func(t *testing.T) {
			rep, code, _ := runScanTest(t, stdin)
			if code != 0 {
				t.Fatalf("exit %d", code)
			}
			var flagged []string
			for _, f := range rep.Flags {
				flagged = append(flagged, f.Kind)
			}
			if len(rep.Receipts) != 1 || rep.Receipts[0].Receipt != tok || !slices.Contains(flagged, "receipt_less_claim") {
				t.Errorf("receipts %+v, flags %v", rep.Receipts, flagged)
			}
		})
	}
}
