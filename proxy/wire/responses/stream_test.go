package responses

import (
	"slices"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// TestRewriterOneRoundIsFaithful: a recorded stream without server calls
// reaches the client as the same events with the same final output.
func TestRewriterOneRoundIsFaithful(t *testing.T) {
	for _, name := range []string{"aibridge-streaming-simple.txtar", "aibridge-streaming-builtin_tool.txtar"} {
		t.Run(name, func(t *testing.T) {
			up := recorded(t, name, "streaming")
			rw := &Rewriter{IsServer: func(string) bool { return false }}
			got := feed(t, rw, up)
			if !rw.Round().Done {
				t.Fatal("round not done after response.completed")
			}
			end, err := rw.Finish("", nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, end...)
			if !slices.Equal(names(got), names(up)) {
				t.Errorf("events\n got  %v\n want %v", names(got), names(up))
			}
			final := checkStream(t, got)
			want := gjson.GetBytes(dataOf(up)[len(dataOf(up))-1], "response")
			if !jsonEqual(final.Get("output").Raw, want.Get("output").Raw) || !jsonEqual(final.Get("usage").Raw, want.Get("usage").Raw) {
				t.Errorf("final output\n got  %s\n want %s", final.Get("output").Raw, want.Get("output").Raw)
			}
		})
	}
}

// TestRewriterLoopsRecordedRounds runs the recorded two-round injected
// tool stream as the loop would: round one's function_call is a server
// call, so the client sees one response (round one's id throughout) with
// round two's text and the footer, the usage of both rounds, and
// zc_receipts.
func TestRewriterLoopsRecordedRounds(t *testing.T) {
	const file = "aibridge-streaming-single_injected_tool.txtar"
	r1, r2 := recorded(t, file, "streaming"), recorded(t, file, "streaming/tool-call")
	server := gjson.GetBytes(dataOf(r1)[2], "item.name").String()
	rw := &Rewriter{IsServer: func(n string) bool { return n == server }}
	got := feed(t, rw, r1)
	round := rw.Round()
	if !round.Done || len(round.Reply.Calls) != 1 || round.Reply.Calls[0].Name != server {
		t.Fatalf("round 1: %+v", round)
	}
	rw.NextRound()
	got = append(got, feed(t, rw, r2)...)
	footer := "\n\n---\nTool receipts:\n  " + server + ": zc-receipt-1-x"
	end, err := rw.Finish(footer, nil, []byte(`{"receipts":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, end...)
	final := checkStream(t, got)
	s := string(got)
	for _, banned := range []string{"function_call", server} {
		if strings.Contains(s, banned) && !strings.Contains(footer, banned) {
			t.Errorf("the client saw %q", banned)
		}
	}
	if strings.Count(s, "event: response.created") != 1 || strings.Count(s, "event: response.in_progress") != 1 {
		t.Errorf("more than one response opened")
	}
	last := gjson.GetBytes(dataOf(r2)[len(dataOf(r2))-1], "response")
	wantText := last.Get("output.0.content.0.text").String() + footer
	if final.Get("output.#").Int() != 1 || final.Get("output.0.content.0.text").String() != wantText {
		t.Errorf("final output %s", final.Get("output").Raw)
	}
	first := gjson.GetBytes(dataOf(r1)[0], "response")
	if final.Get("output.0.id").String() != last.Get("output.0.id").String() || final.Get("id").String() != first.Get("id").String() ||
		rw.FirstID() != first.Get("id").String() {
		t.Errorf("ids: %s / %s", final.Get("id"), final.Get("output.0.id"))
	}
	u1 := gjson.GetBytes(dataOf(r1)[len(dataOf(r1))-1], "response.usage")
	want := u1.Get("total_tokens").Int() + last.Get("usage.total_tokens").Int()
	if final.Get("usage.total_tokens").Int() != want {
		t.Errorf("usage %s, want total %d", final.Get("usage").Raw, want)
	}
	if final.Get("zc_receipts").Raw != `{"receipts":[]}` {
		t.Errorf("zc_receipts %s", final.Get("zc_receipts").Raw)
	}
}

// TestRewriterFooterWithoutText: a final round of only client calls gets
// a message made for the footer, after the calls.
func TestRewriterFooterWithoutText(t *testing.T) {
	up := recorded(t, "aibridge-streaming-builtin_tool.txtar", "streaming")
	rw := &Rewriter{IsServer: func(string) bool { return false }}
	got := feed(t, rw, up)
	end, err := rw.Finish("\n\n---\nTool receipts:\n  clock: zc-receipt-1-x", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	final := checkStream(t, append(got, end...))
	types := final.Get("output.#.type").Raw
	if types != `["reasoning","function_call","message"]` || !strings.HasPrefix(final.Get("output.2.id").String(), "msg_") {
		t.Errorf("output %s", final.Get("output").Raw)
	}
}

// TestRewriterFail: after the first event a failure is an error event and
// response.failed, never a completion.
func TestRewriterFail(t *testing.T) {
	up := dataOf(recorded(t, "aibridge-streaming-simple.txtar", "streaming"))
	rw := &Rewriter{}
	if rw.Fail("upstream_error", "x") != nil {
		t.Fatal("Fail before anything was sent must leave the answer to HTTP")
	}
	var got []byte
	for _, d := range up[:6] {
		b, err := rw.Feed(d)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, b...)
	}
	got = append(got, rw.Fail("upstream_error", "The upstream broke off.")...)
	n := names(got)
	if n[len(n)-2] != "error" || n[len(n)-1] != "response.failed" {
		t.Fatalf("ends %v", n[len(n)-2:])
	}
	for i, d := range dataOf(got) {
		if gjson.GetBytes(d, "sequence_number").Int() != int64(i) {
			t.Errorf("event %d numbered %d", i, gjson.GetBytes(d, "sequence_number").Int())
		}
	}
	last := gjson.ParseBytes(dataOf(got)[len(n)-1])
	if last.Get("response.status").String() != "failed" || last.Get("response.error.code").String() != "upstream_error" ||
		last.Get("sequence_number").Int() != int64(len(n)-1) {
		t.Errorf("response.failed %s", last.Raw)
	}
	if b, _ := rw.Feed(up[6]); b != nil {
		t.Errorf("an event after the failure went out")
	}
}

func jsonEqual(a, b string) bool {
	return gjson.Parse(a).Get("@pretty:{\"sortKeys\":true}").Raw == gjson.Parse(b).Get("@pretty:{\"sortKeys\":true}").Raw
}
