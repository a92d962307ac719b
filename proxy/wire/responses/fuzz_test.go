package responses

import (
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// FuzzParseRequest: any body is parsed or refused, never a panic, and a
// parsed request can be rewritten into valid JSON.
func FuzzParseRequest(f *testing.F) {
	f.Add([]byte(`{"model":"m","input":"x","tools":[{"type":"function","name":"a"}],"instructions":"i"}`))
	f.Add([]byte(`{"model":"m","input":[{"type":"function_call_output","call_id":"c","output":"o"}],"store":false}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		if !gjson.ValidBytes(body) {
			return
		}
		r, e := ParseRequest(body)
		if e != nil {
			return
		}
		out, err := Rewrite(r, []Tool{{Name: "clock"}}, "P")
		if err == nil && !gjson.ValidBytes(out) {
			t.Fatalf("rewrote into invalid JSON: %s", out)
		}
	})
}

// FuzzRewriter: any sequence of events (one per line of the input) is
// rewritten into valid JSON events with rising sequence numbers.
func FuzzRewriter(f *testing.F) {
	// Small seeds: the engine mutates them quickly; the recorded streams
	// run whole in the unit tests.
	f.Add([]byte(`data: {"type":"response.created","response":{"id":"resp_1","output":[]},"sequence_number":0}
data: {"type":"response.output_item.added","item":{"id":"fc_1","type":"function_call","name":"add","arguments":"","call_id":"c1"},"output_index":0}
data: {"type":"response.function_call_arguments.delta","delta":"{}","item_id":"fc_1","output_index":0}
data: {"type":"response.output_item.added","item":{"id":"msg_1","type":"message","content":[]},"output_index":1}
data: {"type":"response.content_part.added","item_id":"msg_1","output_index":1,"content_index":0,"part":{"type":"output_text","text":""}}
data: {"type":"response.output_text.delta","item_id":"msg_1","output_index":1,"content_index":0,"delta":"hi"}
data: {"type":"response.output_item.done","item":{"id":"msg_1","type":"message","content":[{"type":"output_text","text":"hi"}]},"output_index":1}
data: {"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[],"usage":{"total_tokens":3}}}`))
	f.Fuzz(func(t *testing.T, stream []byte) {
		rw := &Rewriter{IsServer: func(n string) bool { return n == "add" }, Key: "sk-upstream-secret"}
		var out []byte
		for _, d := range dataOf(stream) {
			b, err := rw.Feed(d)
			if err != nil {
				continue
			}
			out = append(out, b...)
		}
		if rw.Round().Done && !rw.Round().Failed {
			if b, err := rw.Finish("\n\nfooter", nil, nil); err == nil {
				out = append(out, b...)
			}
		} else {
			out = append(out, rw.Fail("x", "y")...)
		}
		for i, d := range dataOf(out) {
			if !gjson.ValidBytes(d) || gjson.GetBytes(d, "sequence_number").Int() != int64(i) {
				t.Fatalf("event %d: %s", i, d)
			}
		}
	})
}

// FuzzEndsInOutput holds endsInOutput (SpliceFollowUp's walk to the last
// input item's type) to the gjson reading it replaced: the items as Array
// gives them, the last one's Get("type").
func FuzzEndsInOutput(f *testing.F) {
	for _, s := range []string{
		`[{"role":"user","content":"hi"}]`,
		`[{"type":"function_call_output","call_id":"c","output":"x"}]`,
		`[{"type":"custom_tool_call_output","call_id":"c","output":"x"}]`,
		`[{"type":"custom_tool_call_output\u0022"}]`,
		`[{"type":"message"},{"type":"function_call_output"}]`,
		`[{"type":"function_call_output"},{"type":"message"}]`,
		` [ {"output":"] } \" ,","type" : "function_call_output" } , {"t\u0079pe":"function_call_output"} ] `,
		`[{"type":"function\u005fcall_output"}]`,
		`[{"type":["function_call_output"]}]`,
		`[{"type":null,"type":"function_call_output"}]`,
		`[[],{"a":{"type":"function_call_output"}}]`,
		`[]`, `[1,"x",true]`, `"function_call_output"`, `{"type":"function_call_output"}`, `null`, `[{}]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !gjson.Valid(s) {
			return
		}
		r := gjson.Parse(s)
		items := r.Array()
		want := len(items) > 0 && (items[len(items)-1].Get("type").Str == "function_call_output" || items[len(items)-1].Get("type").Str == "custom_tool_call_output")
		if got := endsInOutput(r); got != want {
			t.Fatalf("%q: endsInOutput %v, gjson %v", s, got, want)
		}
	})
}

// FuzzKeyJoinedByItemID: whatever the upstream's events (none of whose
// deltas holds the key whole), the deltas a client joins, by type,
// item_id and summary or content index (the AI SDK's reasoning) or by
// output_index (its calls' arguments), never hold it whole.
func FuzzKeyJoinedByItemID(f *testing.F) {
	f.Add([]byte(`data: {"type":"response.created","response":{"id":"resp_1","output":[]},"sequence_number":0}
data: {"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}
data: {"type":"response.output_item.added","output_index":1,"item":{"id":"rs_2","type":"reasoning","summary":[]}}
data: {"type":"response.reasoning_summary_text.delta","item_id":"rs_2","output_index":0,"summary_index":0,"delta":"a sk-upstr"}
data: {"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}
data: {"type":"response.reasoning_summary_text.delta","item_id":"rs_2","output_index":1,"summary_index":0,"delta":"eam-secret"}
data: {"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[]}}`))
	f.Add([]byte(`data: {"type":"response.created","response":{"id":"resp_1","output":[]},"sequence_number":0}
data: {"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}
data: {"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":"a sk-upstr"}
data: {"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":""}
data: {"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":"eam-secret"}
data: {"type":"response.audio.transcript.delta","delta":"b sk-upstr"}
data: {"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}
data: {"type":"response.audio.transcript.delta","delta":"eam-secret"}
data: {"type":"response.completed","response":{"id":"resp_1","status":"completed","output":[]}}`))
	const key = "sk-upstream-secret"
	f.Fuzz(func(t *testing.T, stream []byte) {
		for _, d := range dataOf(stream) {
			if strings.Contains(gjson.GetBytes(d, "delta").String(), key) {
				return
			}
		}
		rw := &Rewriter{IsServer: func(n string) bool { return n == "add" }, Key: key}
		var out []byte
		for _, d := range dataOf(stream) {
			b, err := rw.Feed(d)
			if err != nil {
				break
			}
			out = append(out, b...)
		}
		if rw.Round().Done && !rw.Round().Failed {
			if b, err := rw.Finish("\n\nfooter", nil, nil); err == nil {
				out = append(out, b...)
			}
		} else {
			out = append(out, rw.Fail("x", "y")...)
		}
		byID, byIndex := map[string]string{}, map[string]string{}
		for _, d := range dataOf(out) {
			ev := gjson.ParseBytes(d)
			typ := ev.Get("type").Str
			if !strings.HasSuffix(typ, ".delta") {
				continue
			}
			byID[typ+"/"+ev.Get("item_id").Raw+"/"+ev.Get("summary_index").Raw+"/"+ev.Get("content_index").Raw] += ev.Get("delta").String()
			byIndex[typ+"/"+ev.Get("output_index").Raw] += ev.Get("delta").String()
		}
		for _, m := range []map[string]string{byID, byIndex} {
			for k, s := range m {
				if strings.Contains(s, key) {
					t.Fatalf("%s joins to %q\n%s", k, s, out)
				}
			}
		}
	})
}
