package proxy

import (
	"net/http"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Review of round 8: the chat wire's rule (TestCaseVariantMembersChat)
// on the Responses wire. encoding/json matches member names case-blind,
// Unicode's simple folding included, so a Go client decoding the
// Responses API into structs reads "Text", "\u0054ext" or "refuſal"
// (U+017F) as text, refusal, … while the proxy reads the exact names and
// never checks what such a member holds. With receipts on, a member the
// proxy or a client reads spelled in another case is an upstream protocol
// error: a 502 for a JSON reply, an error event and the end of a stream.
func TestCaseVariantMembersResponses(t *testing.T) {
	claim := attack4Claim
	part := func(members string) string {
		return `{"type":"output_text","annotations":[],"text":"Hello."` + members + `}`
	}
	item := func(parts, members string) string {
		return `{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[` + parts + `]` + members + `}`
	}
	reply := func(output, members string) string {
		return `{"id":"resp_1","object":"response","created_at":1,"status":"completed","model":"m","output":[` + output + `],"store":false` + members + `}`
	}
	jsonCases := []struct {
		name, body string
		status     int
	}{
		{"plain", reply(item(part(""), ""), ""), http.StatusOK},
		{"free-form members keep any case", reply(item(part(""), ""), `,"metadata":{"Text":"x","Output":"y"},"tools":[{"type":"function","name":"f","parameters":{"properties":{"Content":{"type":"string"}}}}]`), http.StatusOK},
		{"Output", reply(item(part(""), ""), `,"Output":[`+item(`{"type":"output_text","text":"`+claim+`"}`, "")+`]`), http.StatusBadGateway},
		{"Content", reply(item(part(""), `,"Content":[{"type":"output_text","text":"`+claim+`"}]`), ""), http.StatusBadGateway},
		{"Text", reply(item(part(`,"Text":"`+claim+`"`), ""), ""), http.StatusBadGateway},
		{"escaped Text", reply(item(part(`,"\u0054ext":"`+claim+`"`), ""), ""), http.StatusBadGateway},
		{"TYPE turns a refusal into text", reply(item(`{"type":"refusal","refusal":"No.","TYPE":"output_text","text":"`+claim+`"}`, ""), ""), http.StatusBadGateway},
		{"refusal with a long s", reply(item(`{"type":"refusal","refusal":"No.","refuſal":"`+claim+`"}`, ""), ""), http.StatusBadGateway},
		{"Annotations", reply(item(part(`,"Annotations":[{"type":"url_citation","start_index":0,"end_index":5,"url":"https://e.x","title":"t"}]`), ""), ""), http.StatusBadGateway},
		{"annotation Url", reply(item(`{"type":"output_text","text":"Hello.","annotations":[{"type":"url_citation","start_index":0,"end_index":5,"url":"https://e.x","URL":"https://evil.x","title":"t"}]}`, ""), ""), http.StatusBadGateway},
		{"Type of an item", reply(`{"id":"fc_1","type":"function_call","Type":"message","call_id":"c","name":"f","arguments":"{}","content":[{"type":"output_text","text":"`+claim+`"}]}`, ""), http.StatusBadGateway},
		{"Zc_receipts", reply(item(part(""), ""), `,"Zc_receipts":{"receipts":[]}`), http.StatusBadGateway},
	}
	for _, tc := range jsonCases {
		t.Run("json "+tc.name, func(t *testing.T) {
			e := newLoopEnv(t, scripted.Replay([]byte(tc.body), "application/json"), testSpecs(), nil)
			resp, got := postResponses(t, e, `{"model":"m","input":"back up"}`, nil)
			if resp.StatusCode != tc.status || strings.Contains(string(got), claim) {
				t.Fatalf("status %d (want %d), body %s", resp.StatusCode, tc.status, got)
			}
			if tc.status == http.StatusBadGateway && !strings.Contains(string(got), `"error"`) {
				t.Fatalf("no error object: %s", got)
			}
		})
	}

	added := `{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`
	partAdded := `{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`
	delta := func(members string) string {
		return `{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hello."` + members + `}`
	}
	textDone := `{"type":"response.output_text.done","item_id":"msg_1","output_index":0,"content_index":0,"text":"Hello."}`
	itemDone := func(it string) string {
		return `{"type":"response.output_item.done","output_index":0,"item":` + it + `}`
	}
	okItem := item(part(""), "")
	stream := func(mid ...string) []string {
		return append(append([]string{atkCreated, added, partAdded}, mid...), textDone, itemDone(okItem), atkCompleted([]string{okItem}, ""))
	}
	streamCases := []struct {
		name   string
		events []string
		ok     bool
	}{
		{"plain", stream(delta("")), true},
		{"unknown member in any case", stream(delta(`,"Obfuscation":"x"`)), true},
		{"Delta", stream(delta(`,"Delta":"` + claim + `"`)), false},
		{"escaped DELTA", stream(delta(`,"\u0044ELTA":"` + claim + `"`)), false},
		{"Type", stream(`{"type":"response.in_progress","Type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"`+claim+`"}`, delta("")), false},
		{"refusal delta Delta", stream(delta(""), `{"type":"response.refusal.delta","item_id":"msg_1","output_index":0,"content_index":1,"delta":"No.","Delta":"`+claim+`"}`), false},
		{"output_text.done TEXT", append(append([]string{atkCreated, added, partAdded, delta("")}, `{"type":"response.output_text.done","item_id":"msg_1","output_index":0,"content_index":0,"text":"Hello.","TEXT":"`+claim+`"}`), itemDone(okItem), atkCompleted([]string{okItem}, "")), false},
		{"part Text", stream(`{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":1,"part":{"type":"output_text","annotations":[],"text":"","Text":"`+claim+`"}}`, delta("")), false},
		{"item Content", append([]string{atkCreated, added, partAdded, delta(""), textDone}, itemDone(item(part(""), `,"Content":[{"type":"output_text","text":"`+claim+`"}]`)), atkCompleted([]string{okItem}, "")), false},
		{"event Item", stream(delta(""), `{"type":"response.output_item.added","output_index":1,"item":{"id":"rs_1","type":"reasoning","summary":[]},"Item":`+okItem+`}`), false},
		{"annotation Url", stream(delta(""), `{"type":"response.output_text.annotation.added","item_id":"msg_1","output_index":0,"content_index":0,"annotation_index":0,"annotation":{"type":"url_citation","start_index":0,"end_index":5,"url":"https://e.x","Url":"https://evil.x","title":"t"}}`), false},
		{"final response Output", append(stream(delta(""))[:6], atkCompleted([]string{okItem}, `,"Output":[`+item(`{"type":"output_text","text":"`+claim+`"}`, "")+`]`)), false},
		{"final Response", append(stream(delta(""))[:6], strings.TrimSuffix(atkCompleted([]string{okItem}, ""), "}")+`,"Response":{"output":[`+item(`{"type":"output_text","text":"`+claim+`"}`, "")+`]}}`), false},
		{"created response Status", append([]string{strings.Replace(atkCreated, `"status"`, `"ſtatus":"completed","status"`, 1)}, stream(delta(""))[1:]...), false},
	}
	for _, tc := range streamCases {
		t.Run("stream "+tc.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(tc.events...), testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			s := string(got)
			completed := strings.Contains(s, "event: response.completed")
			if tc.ok {
				if !completed {
					t.Fatalf("a good stream did not complete:\n%s", s)
				}
				return
			}
			if strings.Contains(s, claim) || completed {
				t.Fatalf("the case-variant member reached the client, or the stream completed:\n%s", s)
			}
			// an error event, or, before anything was streamed, an error object
			if !strings.Contains(s, "event: error") && !strings.Contains(s, "response.failed") && !strings.HasPrefix(s, `{"error":`) {
				t.Fatalf("the stream ended with no error:\n%s", s)
			}
		})
	}
}
