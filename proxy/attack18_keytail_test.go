package proxy

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// The upstream key split across the deltas of a Responses stream: each
// stream of text (the message's output_text, a refusal part, a reasoning
// summary part, a client call's arguments) is joined by the client's SDK,
// so each keeps back its own tail that may start the key, released (the
// key masked when it came whole) before the event that ends its part.

const splitKey = "sk-upstream-secret" // chat_harness_test.go's upstream key

// respDeltaStreams joins what the client got of each stream of deltas
// (by type, output_index, and content or summary index) and checks that
// every done event for one carries what its deltas joined to: no tail is
// still kept back when its part ends.
func respDeltaStreams(t *testing.T, got []byte) map[string]string {
	t.Helper()
	joined := map[string]string{}
	for _, ev := range respEvents(t, got) {
		typ := ev.Get("type").String()
		base, end, ok := strings.Cut(typ, ".delta")
		field := ""
		if !ok || end != "" {
			base, end, ok = strings.Cut(typ, ".done")
			if !ok || end != "" || base == "response.content_part" || base == "response.output_item" || base == "response.reasoning_summary_part" {
				continue
			}
			field = map[string]string{"response.refusal": "refusal", "response.function_call_arguments": "arguments"}[base]
			if field == "" {
				field = "text"
			}
		}
		k := fmt.Sprintf("%s/%d/%d/%d", base, ev.Get("output_index").Int(), ev.Get("content_index").Int(), ev.Get("summary_index").Int())
		if field == "" {
			joined[k] += ev.Get("delta").String()
			continue
		}
		if done := ev.Get(field).String(); done != joined[k] {
			t.Errorf("%s: done with %q, its deltas joined to %q", k, done, joined[k])
		}
	}
	return joined
}

func TestAttack18SplitKeyAcrossResponsesDeltas(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	msg := func(idx int, id string, pieces ...string) []string {
		text := strings.Join(pieces, "")
		evs := []string{
			fmt.Sprintf(`{"type":"response.output_item.added","output_index":%d,"item":{"id":%q,"type":"message","status":"in_progress","content":[],"role":"assistant"}}`, idx, id),
			fmt.Sprintf(`{"type":"response.content_part.added","item_id":%q,"output_index":%d,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`, id, idx),
		}
		for _, p := range pieces {
			evs = append(evs, fmt.Sprintf(`{"type":"response.output_text.delta","item_id":%q,"output_index":%d,"content_index":0,"delta":%q}`, id, idx, p))
		}
		return append(evs,
			fmt.Sprintf(`{"type":"response.output_text.done","item_id":%q,"output_index":%d,"content_index":0,"text":%q}`, id, idx, text),
			fmt.Sprintf(`{"type":"response.content_part.done","item_id":%q,"output_index":%d,"content_index":0,"part":{"type":"output_text","annotations":[],"text":%q}}`, id, idx, text),
			fmt.Sprintf(`{"type":"response.output_item.done","output_index":%d,"item":{"id":%q,"type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":%q}],"role":"assistant"}}`, idx, id, text),
		)
	}
	item := func(id, text string) string {
		return fmt.Sprintf(`{"id":%q,"type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":%q}],"role":"assistant"}`, id, text)
	}
	t.Run("output_text", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			pieces []string
			want   string
		}{
			{"key in three", []string{"the key is sk", "-upstr", "eam-secret, done"}, "the key is " + masked + ", done"},
			{"key at the end", []string{"key: sk-upstream-", "secret"}, "key: " + masked},
			{"no key", []string{"this s", "k-upstream thing is", " sk-up"}, "this sk-upstream thing is sk-up"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				text := strings.Join(tc.pieces, "")
				evs := append([]string{atkCreated}, msg(0, "msg_1", tc.pieces...)...)
				evs = append(evs, atkCompleted([]string{item("msg_1", text)}, ""))
				e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
				_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
				j := respDeltaStreams(t, got)["response.output_text/0/0/0"]
				if !strings.HasPrefix(j, tc.want) || strings.Contains(j, splitKey) {
					t.Errorf("joined text = %q, want it to start with %q\n%s", j, tc.want, got)
				}
			})
		}
	})
	t.Run("across two message items", func(t *testing.T) {
		// both merge into the client's one message part: its text runs on
		evs := append([]string{atkCreated}, msg(0, "msg_1", "first, then sk-ups")...)
		evs = append(evs, msg(1, "msg_2", "tream-secret again")...)
		evs = append(evs, atkCompleted([]string{item("msg_1", "first, then sk-ups"), item("msg_2", "tream-secret again")}, ""))
		e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
		_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
		j := respDeltaStreams(t, got)["response.output_text/0/0/0"]
		if want := "first, then " + masked + " again"; !strings.HasPrefix(j, want) {
			t.Errorf("joined text = %q, want it to start with %q\n%s", j, want, got)
		}
	})
	t.Run("upstream cut", func(t *testing.T) {
		// the stream breaks off after a delta ending in what may start
		// the key: the tail goes out before the error event
		evs := append([]string{atkCreated}, msg(0, "msg_1", "a tail sk-up")...)[:4]
		e := newLoopEnv(t, respStreamHandler(evs...), testSpecs(), nil)
		_, got := postResponses(t, e, `{"model":"m","input":"hi","stream":true}`, nil)
		out := respEvents(t, got)
		j, errAt := "", -1
		for i, ev := range out {
			switch ev.Get("type").String() {
			case "response.output_text.delta":
				if errAt >= 0 {
					t.Errorf("a delta after the error event:\n%s", got)
				}
				j += ev.Get("delta").String()
			case "error":
				errAt = i
			}
		}
		if errAt < 0 || j != "a tail sk-up" {
			t.Errorf("joined %q, error event at %d\n%s", j, errAt, got)
		}
	})
}

// TestAttack18SplitKeyAcrossResponsesOtherDeltas: the same for the other
// streams of text a Responses client joins: a refusal part, a reasoning
// summary part, a client call's arguments. Each keeps its own tail, out
// before its done events.
func TestAttack18SplitKeyAcrossResponsesOtherDeltas(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	a, b := "it is sk-upstr", "eam-secret."
	whole := a + b
	for _, tc := range []struct {
		name, stream string
		evs          []string
		body         string
	}{
		{"refusal", "response.refusal/0/1/0", []string{
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`,
			`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"refusal","refusal":""}}`,
			fmt.Sprintf(`{"type":"response.refusal.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":%q}`, a),
			fmt.Sprintf(`{"type":"response.refusal.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":%q}`, b),
			fmt.Sprintf(`{"type":"response.refusal.done","item_id":"msg_1","output_index":0,"content_index":0,"refusal":%q}`, whole),
			fmt.Sprintf(`{"type":"response.content_part.done","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"refusal","refusal":%q}}`, whole),
			fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":{"id":"msg_1","type":"message","status":"completed","content":[{"type":"refusal","refusal":%q}],"role":"assistant"}}`, whole),
			atkCompleted([]string{fmt.Sprintf(`{"id":"msg_1","type":"message","status":"completed","content":[{"type":"refusal","refusal":%q}],"role":"assistant"}`, whole)}, ""),
		}, `{"model":"m","input":"hi","stream":true}`},
		{"reasoning summary", "response.reasoning_summary_text/0/0/0", []string{
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}`,
			`{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}`,
			fmt.Sprintf(`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":%q}`, a),
			fmt.Sprintf(`{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":%q}`, b),
			fmt.Sprintf(`{"type":"response.reasoning_summary_text.done","item_id":"rs_1","output_index":0,"summary_index":0,"text":%q}`, whole),
			fmt.Sprintf(`{"type":"response.reasoning_summary_part.done","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":%q}}`, whole),
			fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":%q}]}}`, whole),
			atkCompleted([]string{fmt.Sprintf(`{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":%q}]}`, whole)}, ""),
		}, `{"model":"m","input":"hi","stream":true}`},
		{"client call arguments", "response.function_call_arguments/0/0/0", []string{
			`{"type":"response.output_item.added","output_index":0,"item":{"id":"fc_1","type":"function_call","status":"in_progress","arguments":"","call_id":"call_1","name":"save_note"}}`,
			fmt.Sprintf(`{"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":0,"delta":%q}`, `{"note":"`+a),
			fmt.Sprintf(`{"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":0,"delta":%q}`, b+`"}`),
			fmt.Sprintf(`{"type":"response.function_call_arguments.done","item_id":"fc_1","output_index":0,"arguments":%q}`, `{"note":"`+whole+`"}`),
			fmt.Sprintf(`{"type":"response.output_item.done","output_index":0,"item":%s}`, atkCall("1", "save_note", `{"note":"`+whole+`"}`)),
			atkCompleted([]string{atkCall("1", "save_note", `{"note":"`+whole+`"}`)}, ""),
		}, `{"model":"m","input":"note it","stream":true,"tools":[{"type":"function","name":"save_note","parameters":{"type":"object","properties":{"note":{"type":"string"}}}}]}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(append([]string{atkCreated}, tc.evs...)...), testSpecs(), nil)
			_, got := postResponses(t, e, tc.body, nil)
			j, ok := respDeltaStreams(t, got)[tc.stream]
			if !ok || !strings.Contains(j, "it is "+masked+".") || strings.Contains(j, splitKey) {
				t.Errorf("%s joined to %q\n%s", tc.stream, j, got)
			}
		})
	}
}

// TestAttack18SplitKeyAcrossChatDeltas: a chat stream's other texts a
// client joins — refusal, reasoning_content, reasoning — each keep back
// their own tail that may start the key, apart from the content's and
// from each other. (A client call's arguments are not streamed through:
// the loop hands each call over whole, masked as it goes out;
// TestAttack18SplitKeyJoinedByProxy.) A stream the upstream breaks off
// sends the tail before its error event.
func TestAttack18SplitKeyAcrossChatDeltas(t *testing.T) {
	masked := strings.Repeat("*", len(splitKey))
	chunk := func(delta string) string {
		return `data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":` + delta + `,"finish_reason":null}]}` + "\n\n"
	}
	joined := func(got []byte) (map[string]string, bool) {
		j := map[string]string{}
		errAfter := false
		for _, line := range strings.Split(string(got), "\n") {
			data, ok := strings.CutPrefix(line, "data: ")
			if !ok || data == "[DONE]" {
				continue
			}
			if gjson.Get(data, "error").Exists() {
				errAfter = true
				continue
			}
			gjson.Get(data, "choices.0.delta").ForEach(func(k, v gjson.Result) bool {
				if v.Type == gjson.String && k.Str != "role" {
					if errAfter {
						j["after error"] += v.Str
					}
					j[k.Str] += v.Str
				}
				return true
			})
		}
		return j, errAfter
	}
	for _, field := range []string{"refusal", "reasoning_content", "reasoning"} {
		t.Run(field, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.Write([]byte(chunk(`{"role":"assistant","` + field + `":"it is sk-ups"}`)))
				w.Write([]byte(chunk(`{"content":"and sk-up"}`))) // another stream between the halves
				w.Write([]byte(chunk(`{"` + field + `":"tream-secret."}`)))
				w.Write([]byte(chunk(`{"content":"stream-secret"}`)))
				w.Write([]byte(`data: {"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n\n"))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			j, _ := joined(got)
			if j[field] != "it is "+masked+"." || !strings.HasPrefix(j["content"], "and "+masked) || strings.Contains(string(got), splitKey) {
				t.Errorf("%s joined to %q, content to %q\n%s", field, j[field], j["content"], got)
			}
		})
	}
	for name, end := range map[string]string{"upstream cut": "", "protocol error": "data: {\"choices\":[\n\n"} {
		t.Run(name, func(t *testing.T) {
			up := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				w.Write([]byte(chunk(`{"role":"assistant","content":"a tail sk-up"}`)))
				w.Write([]byte(chunk(`{"refusal":"no sk-upst"}`)))
				w.Write([]byte(end))
			})
			env := newLoopEnv(t, up, testSpecs(), nil)
			_, got := env.post(t, `{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
			j, failed := joined(got)
			if !failed || j["content"] != "a tail sk-up" || j["refusal"] != "no sk-upst" || j["after error"] != "" {
				t.Errorf("joined %q, error event %v\n%s", j, failed, got)
			}
		})
	}
}
