package responses

import (
	"bytes"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/jsondup"
)

// checkEachItem: the history of a request's input read over the items the
// body check found (eachItem) is the history read by input.ForEach, and
// the items are ForEach's.
func checkEachItem(t *testing.T, body []byte) {
	t.Helper()
	var m jsondup.Members
	if p, _ := jsondup.CheckBodyIn(body, 64, "input", &m); p != jsondup.OK {
		return
	}
	r, e := ParseRequestMembers(body, &m)
	if e != nil || !r.Input.IsArray() {
		return
	}
	var fromSpans, fromForEach []string
	r.eachItem(r.Input)(func(_, it gjson.Result) bool { fromSpans = append(fromSpans, it.Raw); return true })
	r.Input.ForEach(func(_, it gjson.Result) bool { fromForEach = append(fromForEach, it.Raw); return true })
	if len(fromSpans) != len(fromForEach) {
		t.Fatalf("body %s: items %q, ForEach %q", body, fromSpans, fromForEach)
	}
	for i := range fromSpans {
		if fromSpans[i] != fromForEach[i] {
			t.Fatalf("body %s: items %q, ForEach %q", body, fromSpans, fromForEach)
		}
	}
	got, want := historyMessages(r.Input, true, r.eachItem(r.Input)), HistoryMessagesValid(r.Input)
	if !bytes.Equal(got, want) {
		t.Fatalf("body %s:\nitems   %s\nForEach %s", body, got, want)
	}
}

var eachItemBodies = []string{
	`{"model":"m","input":[{"role":"user","content":"hi"},{"type":"function_call","call_id":"c","name":"f","arguments":"{}"},{"type":"function_call_output","call_id":"c","output":"x"}]}`,
	`{"model":"m","input":[]}`,
	`{"model":"m","\u0069nput":[{"role":"user","content":"esc"}]}`,
	`{"model":"m","input":[ {"role":"developer","content":[{"type":"input_text","text":"a"}]} , {"role":"user","content":"b"} ]}`,
}

func TestEachItem(t *testing.T) {
	for _, b := range eachItemBodies {
		checkEachItem(t, []byte(b))
	}
	// another array than the request's own input: ForEach's own
	r, _ := ParseRequestMembers([]byte(eachItemBodies[0]), &jsondup.Members{})
	other := gjson.Parse(`[{"role":"user","content":"other"}]`)
	if got := historyMessages(other, true, r.eachItem(other)); !bytes.Equal(got, HistoryMessagesValid(other)) {
		t.Fatalf("another input: %s", got)
	}
}

func FuzzEachItem(f *testing.F) {
	for _, b := range eachItemBodies {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, body string) {
		checkEachItem(t, []byte(body))
	})
}
