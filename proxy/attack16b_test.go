package proxy

import (
	"strconv"
	"strings"
	"testing"
)

// A client decodes a broken UTF-8 sequence into one U+FFFD (openai-node's
// TextDecoder, Python's decode with errors="replace"), where the proxy
// counts a code point a byte: after a content delta that is not valid
// UTF-8, a citation the proxy reads as inside the model's text reaches
// into the footer on the client. The same for a character split across
// two deltas (each delta decoded apart). From such a delta on, no
// annotation goes out.
func TestAttack16AnnotationsAfterBrokenUTF8(t *testing.T) {
	claim := attack4Claim
	n := len(claim) // ASCII: bytes are code points
	citation := func(start, end int) string {
		return `{"type":"url_citation","url_citation":{"start_index":` + strconv.Itoa(start) + `,"end_index":` + strconv.Itoa(end) + `,"title":"Backups","url":"https://evil.example/"}}`
	}
	chunk := func(content string) string {
		return attack9Chunk(`{"content":"`+content+`"}`, "null")
	}
	annotated := func(anns string) string {
		return attack9Chunk(`{"annotations":[`+anns+`]}`, "null")
	}
	role := attack9Chunk(`{"role":"assistant","content":""}`, "null")
	end := attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	for _, c := range []struct {
		name, reply string
		kept        bool
	}{
		{"broken bytes", role + chunk(claim) + chunk(strings.Repeat("\xe2\x82", 100)) + annotated(citation(0, n+200)) + end, false},
		{"a character split across deltas", role + chunk(claim) + strings.Repeat(chunk("\xe2\x82")+annotated(citation(0, 1))+chunk("\xac"), 50) + annotated(citation(0, n+100)) + end, false},
		{"valid text keeps its citation", role + chunk(claim) + chunk(strings.Repeat("€", 100)) + annotated(citation(0, n+100)) + end, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, true)
			if len(flags) == 0 {
				t.Fatalf("claim not flagged:\n%s", got)
			}
			if !strings.Contains(string(got), "[DONE]") {
				t.Fatalf("the stream did not end:\n%s", got)
			}
			if kept := strings.Contains(string(got), "evil.example"); kept != c.kept {
				t.Fatalf("citation kept = %v, want %v:\n%s", kept, c.kept, got)
			}
		})
	}
}

// The same on the Responses API: after an output_text delta that is not
// valid UTF-8, annotation.added events are dropped.
func TestAttack16ResponsesAnnotationsAfterBrokenUTF8(t *testing.T) {
	part := func(text string) string {
		return `{"type":"output_text","annotations":[],"text":"` + text + `"}`
	}
	item := func(text string) string {
		return `{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[` + part(text) + `]}`
	}
	added := `{"type":"response.output_item.added","output_index":0,"item":{"id":"msg_1","type":"message","status":"in_progress","content":[],"role":"assistant"}}`
	partAdded := `{"type":"response.content_part.added","item_id":"msg_1","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}`
	events := func(text string, end int) []string {
		return []string{atkCreated, added, partAdded,
			`{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"` + text + `"}`,
			`{"type":"response.output_text.annotation.added","item_id":"msg_1","output_index":0,"content_index":0,"annotation_index":0,"annotation":{"type":"url_citation","start_index":0,"end_index":` + strconv.Itoa(end) + `,"url":"https://evil.example/","title":"t"}}`,
			`{"type":"response.output_text.done","item_id":"msg_1","output_index":0,"content_index":0,"text":"` + text + `"}`,
			`{"type":"response.output_item.done","output_index":0,"item":` + item(text) + `}`,
			atkCompleted([]string{item(text)}, "")}
	}
	claim := attack4Claim
	for _, c := range []struct {
		name, text string
		end        int
		kept       bool
	}{
		{"broken bytes", claim + strings.Repeat("\xe2\x82", 50), len(claim) + 100, false},
		{"valid text keeps its citation", claim + strings.Repeat("€", 50), len(claim) + 50, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newLoopEnv(t, respStreamHandler(events(c.text, c.end)...), testSpecs(), nil)
			_, got := postResponses(t, e, `{"model":"m","input":"back up","stream":true}`, nil)
			s := string(got)
			if !strings.Contains(s, "event: response.completed") {
				t.Fatalf("the stream did not complete:\n%s", s)
			}
			if kept := strings.Contains(s, "evil.example"); kept != c.kept {
				t.Fatalf("citation kept = %v, want %v:\n%s", kept, c.kept, s)
			}
		})
	}
}

// A streamed delta's annotations spelled in another case ("Annotations"):
// a client decoding into structs without regard to case reads them, the
// proxy would not move them. An upstream protocol error, as in a JSON
// reply.
func TestAttack16StreamAnnotationsCaseVariant(t *testing.T) {
	n := len(attack4Claim)
	reply := attack9Chunk(`{"role":"assistant","content":`+jsonString(attack4Claim)+`}`, "null") +
		attack9Chunk(`{"Annotations":[{"type":"url_citation","url_citation":{"start_index":0,"end_index":`+strconv.Itoa(n+200)+`,"url":"https://evil.example/"}}]}`, "null") +
		attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	got, _ := attack9Chat(t, reply, true)
	if strings.Contains(string(got), "evil.example") || strings.Contains(string(got), "[DONE]") {
		t.Fatalf("a case-variant annotations member reached the client, or the stream ended as if whole:\n%s", got)
	}
}
