package proxy

import (
	"strings"
	"testing"
)

// TestAttack19SplitKeyAcrossItemIDs: the Responses stream kept the key's
// tails by output_index, but clients (the AI SDK) join reasoning by
// item_id (and summary_index). An upstream that sent a delta naming item
// rs_2 at the output index of another item (rs_1) had its tail held in
// rs_1's stream: rs_1's output_item.done let it out, and the next delta,
// at rs_2's own index, went out whole, so the client's rs_2 text held the
// key whole. A delta whose item_id is not the item at its index (or an
// item id added at two indexes) is an upstream protocol error.
func TestAttack19SplitKeyAcrossItemIDs(t *testing.T) {
	a, b := "look: sk-upstr", "eam-secret."
	rs := func(id string, idx int, done bool) string {
		typ, st := "added", "in_progress"
		if done {
			typ, st = "done", "completed"
		}
		return `{"type":"response.output_item.` + typ + `","output_index":` + string(rune('0'+idx)) + `,"item":{"id":"` + id + `","type":"reasoning","status":"` + st + `","summary":[]}}`
	}
	delta := func(id string, idx int, d string) string {
		return `{"type":"response.reasoning_summary_text.delta","item_id":"` + id + `","output_index":` + string(rune('0'+idx)) + `,"summary_index":0,"delta":` + jsonString(d) + `}`
	}
	for _, tc := range []struct {
		name string
		evs  []string
	}{
		{"delta names another index's item", []string{
			rs("rs_1", 0, false), rs("rs_2", 1, false),
			delta("rs_2", 0, a),
			rs("rs_1", 0, true),
			delta("rs_2", 1, b),
			rs("rs_2", 1, true),
			atkCompleted(nil, ""),
		}},
		{"one id at two indexes", []string{
			rs("rs_1", 0, false), rs("rs_1", 1, false),
			delta("rs_1", 0, a),
			`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}`,
			delta("rs_1", 1, b),
			atkCompleted(nil, ""),
		}},
		{"delta for an index never added", []string{
			rs("rs_1", 0, false),
			delta("rs_1", 5, a),
			`{"type":"response.output_item.done","output_index":5,"item":{"id":"x_1","type":"web_search_call","status":"completed"}}`,
			delta("rs_1", 0, b),
			atkCompleted(nil, ""),
		}},
		{"delta with no output index", []string{
			rs("rs_1", 0, false), rs("rs_2", 1, false),
			`{"type":"response.reasoning_summary_text.delta","item_id":"rs_2","summary_index":0,"delta":` + jsonString(a) + `}`,
			rs("rs_1", 0, true),
			delta("rs_2", 1, b),
			rs("rs_2", 1, true),
			atkCompleted(nil, ""),
		}},
		{"delta after its text's done", []string{
			rs("rs_1", 0, false),
			delta("rs_1", 0, a),
			`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":""}`,
			delta("rs_1", 0, b),
			rs("rs_1", 0, true),
			atkCompleted(nil, ""),
		}},
		{"delta after its item's done", []string{
			rs("rs_1", 0, false),
			delta("rs_1", 0, a),
			rs("rs_1", 0, true),
			delta("rs_1", 0, b),
			atkCompleted(nil, ""),
		}},
		{"transcript after its done", []string{
			`{"type":"response.audio.transcript.delta","response_id":"resp_1","delta":` + jsonString(a) + `}`,
			`{"type":"response.audio.transcript.done","response_id":"resp_1"}`,
			`{"type":"response.audio.transcript.delta","response_id":"resp_1","delta":` + jsonString(b) + `}`,
			atkCompleted(nil, ""),
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(append([]string{atkCreated}, tc.evs...)...), testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
			joined := map[string]string{}
			for _, ev := range respEvents(t, got) {
				if typ := ev.Get("type").String(); strings.HasSuffix(typ, ".delta") {
					joined[typ+" "+ev.Get("item_id").String()+":"+ev.Get("summary_index").String()] += ev.Get("delta").String()
				}
			}
			if !strings.Contains(string(got), "event: response.failed") {
				t.Errorf("no response.failed: the upstream's stream was taken\n%s", got)
			}
			for id, s := range joined {
				if strings.Contains(s, splitKey) {
					t.Errorf("the client's %s joined to %q\n%s", id, s, got)
				}
			}
		})
	}
}

// TestAttack19ItemDoneWithoutItem: an output_item.done with no item object
// left a slot with no item in the client's output, which the final or
// failed response read as the message: with no message, a nil dereference
// in the request's goroutine (the stream ended with no terminal event and
// the panic's stack in the log). It is an upstream protocol error.
func TestAttack19ItemDoneWithoutItem(t *testing.T) {
	for _, ev := range []string{
		`{"type":"response.output_item.done","output_index":0}`,
		`{"type":"response.output_item.done","output_index":0,"item":null}`,
		`{"type":"response.output_item.done","output_index":0,"item":"x"}`,
	} {
		e := newLoopEnv(t, respStreamHandler(atkCreated, ev, atkCompleted(nil, "")), testSpecs(), nil)
		_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
		if !strings.Contains(string(got), "event: response.failed") {
			t.Errorf("%s: no response.failed\n%s", ev, got)
		}
	}
}
