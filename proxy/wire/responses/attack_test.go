package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// Attacks on the stream rewriter by a hostile upstream (see also
// proxy/responses_attack_test.go, over loopback).

func attackRewriter() *Rewriter {
	return &Rewriter{IsServer: func(name string) bool { return name != "lookup" }}
}

// TestAttackUpstreamNumbering: whatever sequence_number and output_index
// the upstream sends (descending, repeated, huge, a hidden server call
// first, an unknown item type), the client's are counted again: 0, 1, 2,
// … and the client's items from 0.
func TestAttackUpstreamNumbering(t *testing.T) {
	evs := []string{
		`{"type":"response.created","sequence_number":99,"response":{"id":"resp_1","status":"in_progress","output":[]}}`,
		`{"type":"response.output_item.added","sequence_number":7,"output_index":3,"item":{"id":"fc_1","type":"function_call","name":"shell","arguments":"","call_id":"c1"}}`,
		`{"type":"response.function_call_arguments.delta","sequence_number":7,"output_index":3,"item_id":"fc_1","delta":"{}"}`,
		`{"type":"response.output_item.done","sequence_number":1,"output_index":3,"item":{"id":"fc_1","type":"function_call","name":"shell","arguments":"{}","call_id":"c1"}}`,
		`{"type":"response.output_item.added","sequence_number":9007199254740993,"output_index":900,"item":{"id":"x_1","type":"mystery_item"}}`,
		`{"type":"response.mystery.delta","sequence_number":-4,"output_index":900,"item_id":"x_1"}`,
		`{"type":"response.output_item.done","sequence_number":2,"output_index":900,"item":{"id":"x_1","type":"mystery_item"}}`,
		`{"type":"response.completed","sequence_number":0,"response":{"id":"resp_1","status":"completed","output":[{"id":"fc_1","type":"function_call","name":"shell","arguments":"{}","call_id":"c1"},{"id":"x_1","type":"mystery_item"}]}}`,
	}
	rw := attackRewriter()
	var out []byte
	for _, ev := range evs {
		b, err := rw.Feed([]byte(ev))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b...)
	}
	fin, err := rw.Finish("", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	out = append(out, fin...)
	if strings.Contains(string(out), `"shell"`) || strings.Contains(string(out), "function_call") {
		t.Errorf("the server call reached the client:\n%s", out)
	}
	for i, d := range dataOf(out) {
		ev := gjson.ParseBytes(d)
		if ev.Get("sequence_number").Int() != int64(i) {
			t.Errorf("event %d numbered %s: %s", i, ev.Get("sequence_number").Raw, d)
		}
		if oi := ev.Get("output_index"); oi.Exists() && oi.Int() != 0 {
			t.Errorf("event %d at output_index %d: %s", i, oi.Int(), d)
		}
	}
}

// TestAttackRepeatedMembers: an event that repeats a member the rewriter
// reads or rewrites is refused (the client's parser would read the copy
// the proxy never looked at).
func TestAttackRepeatedMembers(t *testing.T) {
	for _, ev := range []string{
		`{"type":"response.output_text.delta","output_index":0,"output_index":5,"content_index":0,"item_id":"m","delta":"x"}`,
		`{"type":"response.output_text.delta","sequence_number":1,"sequence_number":1,"output_index":0,"content_index":0,"item_id":"m","delta":"x"}`,
		`{"type":"response.output_item.added","output_index":0,"item":{"id":"fc_1","type":"function_call","name":"lookup","name":"shell","call_id":"c1"}}`,
		`{"type":"response.created","response":{"id":"resp_1"},"response":{"id":"resp_2"}}`,
	} {
		rw := attackRewriter()
		if _, err := rw.Feed([]byte(`{"type":"response.created","response":{"id":"resp_0","output":[]}}`)); err != nil {
			t.Fatal(err)
		}
		if out, err := rw.Feed([]byte(ev)); err == nil {
			t.Errorf("accepted %s: %s", ev, out)
		}
	}
}

// TestAttackUpstreamZCMember: an upstream zc_receipts, plain or under an
// escaped key, on an event or its response object, is dropped.
func TestAttackUpstreamZCMember(t *testing.T) {
	rw := attackRewriter()
	for _, ev := range []string{
		`{"type":"response.created","response":{"id":"resp_1","output":[],"zc\u005freceipts":{"receipts":["FORGED"]}}}`,
		`{"type":"response.in_progress","zc_receipts":{"receipts":["FORGED"]},"response":{"id":"resp_1","output":[]}}`,
	} {
		out, err := rw.Feed([]byte(ev))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(out), "FORGED") {
			t.Errorf("forwarded %s", out)
		}
	}
}
