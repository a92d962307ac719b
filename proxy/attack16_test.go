package proxy

import (
	"encoding/base64"
	"github.com/zc-proxy/zc-proxy/internal/cputime"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// Attack round 16: chat completions' message.annotations (delta.annotations
// when streamed). OpenAI's search models cite sources with url_citation
// annotations whose start_index/end_index count code points of the
// message's content; clients link or replace that span (the Responses API
// carries the same citations, where the proxy moves and bounds them since
// round 9: proxy/wire/responses/annotations.go). On chat the proxy passed
// them on untouched while it rewrote the content: an annotation whose span
// runs past the model's text covers the proxy's own footer (a client then
// shows "Tool receipts: … Unverified tool claims: …" as a link to the
// attacker's page, or replaces it with a citation marker), and one of a
// later round kept offsets counted in that round's text alone, so it cited
// the wrong words of the merged answer.
func TestAttack16ChatAnnotationsCoverFooter(t *testing.T) {
	citation := func(start, end int) string {
		return `{"type":"url_citation","url_citation":{"start_index":` + strconv.Itoa(start) + `,"end_index":` + strconv.Itoa(end) + `,"title":"Backups","url":"https://evil.example/"}}`
	}
	claim := attack4Claim // flagged: the footer follows it
	n := utf8.RuneCountInString(claim)
	inside, overFooter := citation(0, 6), citation(n, n+400)
	reply := func(anns ...string) string {
		return `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(claim) + `,"refusal":null,"annotations":[` + strings.Join(anns, ",") + `]},"finish_reason":"stop"}]}`
	}
	stream := func(anns ...string) string {
		return attack9Chunk(`{"role":"assistant","content":`+jsonString(claim)+`}`, "null") +
			attack9Chunk(`{"annotations":[`+strings.Join(anns, ",")+`]}`, "null") +
			attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	}
	for _, c := range []struct {
		name, reply      string
		stream, repeated bool
	}{
		{"json", reply(inside, overFooter), false, false},
		{"stream", stream(inside, overFooter), true, false},
		// a repeated offset: the first copy is in the text, a client reads the last
		{"json repeated offset", reply(inside, `{"type":"url_citation","url_citation":{"start_index":0,"end_index":2,"end_index":`+strconv.Itoa(n+400)+`}}`), false, true},
		{"stream repeated offset", stream(inside, `{"type":"url_citation","url_citation":{"start_index":0,"end_index":2,"\u0065nd_index":`+strconv.Itoa(n+400)+`}}`), true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, flags := attack9Chat(t, c.reply, c.stream)
			if c.repeated {
				// refused (a protocol error) or the annotation dropped
				if !strings.Contains(string(got), "evil.example") {
					return
				}
			}
			if len(flags) == 0 {
				t.Fatalf("claim not flagged:\n%s", got)
			}
			text, anns := chatAnswerAnnotations(t, got, c.stream)
			checkAnnotationsBeforeFooter(t, text, anns, 1)
		})
	}
	// A streamed delta that repeats its annotations: one copy would be
	// moved, a client reading the other. An upstream protocol error.
	t.Run("stream repeated annotations", func(t *testing.T) {
		got, _ := attack9Chat(t, attack9Chunk(`{"role":"assistant","content":`+jsonString(claim)+`}`, "null")+
			attack9Chunk(`{"annotations":[`+inside+`],"annotations":[`+overFooter+`]}`, "null")+
			attack9Chunk(`{}`, `"stop"`)+"data: [DONE]\n\n", true)
		if strings.Contains(string(got), "evil.example") || strings.Contains(string(got), "[DONE]") {
			t.Errorf("repeated annotations reached the client:\n%s", got)
		}
	})
}

// A later round's citations count code points of that round's text: in
// the merged answer ("Let me check.\n\n" + round two) they are moved.
func TestAttack16ChatAnnotationsOfLaterRound(t *testing.T) {
	const first, second = "Let me check.", "Backup status: see the vendor page."
	citeAt := strings.Index(second, "vendor page")
	ann := `{"type":"url_citation","url_citation":{"start_index":` + strconv.Itoa(citeAt) + `,"end_index":` + strconv.Itoa(citeAt+len("vendor page")) + `,"title":"Vendor","url":"https://vendor.example/"}}`
	toolTurn := `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(first) + `,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}}]},"finish_reason":"tool_calls"}]}`
	final := `{"id":"c2","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":` + jsonString(second) + `,"annotations":[` + ann + `]},"finish_reason":"stop"}]}`
	toolChunks := attack9Chunk(`{"role":"assistant","content":`+jsonString(first)+`}`, "null") +
		attack9Chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"shell","arguments":"{\"command\":\"echo hi\"}"}}]}`, "null") +
		attack9Chunk(`{}`, `"tool_calls"`) + "data: [DONE]\n\n"
	finalChunks := attack9Chunk(`{"role":"assistant","content":`+jsonString(second)+`}`, "null") +
		attack9Chunk(`{"annotations":[`+ann+`]}`, "null") + attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n"
	for _, stream := range []bool{false, true} {
		name, ct, body := "json", "application/json", `{"model":"gpt-test","messages":[{"role":"user","content":"back up"}]}`
		r1, r2 := toolTurn, final
		if stream {
			name, ct, body = "stream", "text/event-stream", `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"back up"}]}`
			r1, r2 = toolChunks, finalChunks
		}
		t.Run(name, func(t *testing.T) {
			env := newLoopEnv(t, scripted.Sequence(scripted.Replay([]byte(r1), ct), scripted.Replay([]byte(r2), ct)), testSpecs(), nil)
			resp, got := env.post(t, body, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", resp.StatusCode, got)
			}
			text, anns := chatAnswerAnnotations(t, got, stream)
			if len(anns) != 1 {
				t.Fatalf("want the one citation, got %d:\n%s", len(anns), got)
			}
			runes := []rune(text)
			s, e := int(anns[0].Get("url_citation.start_index").Int()), int(anns[0].Get("url_citation.end_index").Int())
			if s < 0 || e > len(runes) || s > e || string(runes[s:e]) != "vendor page" {
				t.Errorf("citation [%d,%d) does not cite %q in %q", s, e, "vendor page", text)
			}
		})
	}
}

// chatAnswerAnnotations is the answer text a client shows and the
// annotations it was sent (JSON message, or every delta).
func chatAnswerAnnotations(t *testing.T, got []byte, stream bool) (string, []gjson.Result) {
	t.Helper()
	if !stream {
		return gjson.GetBytes(got, "choices.0.message.content").Str, gjson.GetBytes(got, "choices.0.message.annotations").Array()
	}
	s := parseStream(t, got)
	var anns []gjson.Result
	for _, c := range s.chunks {
		anns = append(anns, c.Get("choices.0.delta.annotations").Array()...)
	}
	return s.content, anns
}

// checkAnnotationsBeforeFooter fails when an annotation's span reaches the
// proxy's footer (or past the text), and when fewer than keep are left.
func checkAnnotationsBeforeFooter(t *testing.T, text string, anns []gjson.Result, keep int) {
	t.Helper()
	foot := strings.Index(text, "\n\n---\nTool receipts:")
	if foot < 0 {
		foot = strings.Index(text, "\n\n---\n")
	}
	if foot < 0 {
		t.Fatalf("no footer in %q", text)
	}
	limit := utf8.RuneCountInString(text[:foot])
	for _, a := range anns {
		if e := a.Get("url_citation.end_index"); !e.Exists() || e.Int() > int64(limit) {
			t.Errorf("annotation %s reaches past the model's text (%d code points) into the footer", a.Raw, limit)
		}
	}
	if len(anns) < keep {
		t.Errorf("%d annotations kept, want %d", len(anns), keep)
	}
}

// Placing a streamed annotation counts code points of the answer so far:
// counted afresh for each annotation chunk, an upstream's long text
// followed by many small annotation chunks cost text × chunks (1.5 MB and
// 20,000 chunks: 30 GB of counting). Each byte is counted once.
func TestAttack16ChatAnnotationChunksLinear(t *testing.T) {
	var b strings.Builder
	word := jsonString(strings.Repeat("é", 1<<10))
	b.WriteString(attack9Chunk(`{"role":"assistant","content":"Start."}`, "null"))
	for range 700 { // 1.4 MB of text, within max_answer_bytes
		b.WriteString(attack9Chunk(`{"content":`+word+`}`, "null"))
	}
	ann := attack9Chunk(`{"annotations":[{"type":"url_citation","url_citation":{"start_index":0,"end_index":6,"url":"https://a.example/"}}]}`, "null")
	for range 20000 {
		b.WriteString(ann)
	}
	b.WriteString(attack9Chunk(`{}`, `"stop"`) + "data: [DONE]\n\n")
	// process CPU, not wall time: other jobs on a shared machine stretched
	// the wall clock past the bound (quadratic counting took minutes of CPU)
	var got []byte
	if d := cputime.OfProcess(func() { got, _ = attack9Chat(t, b.String(), true) }); d > 20*time.Second {
		t.Errorf("took %v of CPU", d)
	}
	if !strings.Contains(string(got), "[DONE]") {
		t.Errorf("stream did not end:\n%.300s", got)
	}
}

// The inspect page opened to any key of auth.keys and showed every
// client's recent requests: their flagged sentences (answer text), tool
// failure details, receipts and call ids (and prompts with
// log.include_prompts). Clients with a key are untrusted with each
// other's traffic (round 15 bound mixed turns to the bearer for that
// reason): a client key now sees the requests made with that key only,
// and no count of others'; an admin key, or a proxy without client keys,
// sees every request.
func TestAttack16InspectPageShowsOtherClients(t *testing.T) {
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		msgs := req.Get("messages").Array()
		return scripted.Turn{Content: "I deployed " + msgs[len(msgs)-1].Get("content").Str + " to production."}
	}}
	env := newLoopEnv(t, up, testSpecs(), func(c *Config) {
		c.Auth.Keys = []string{"sk-alice", "sk-bob"}
		c.Auth.AdminKeys = []string{"sk-admin"}
		c.Log.IncludePrompts = true
	})
	for _, who := range []string{"alice", "bob"} {
		h := http.Header{"Authorization": {"Bearer sk-" + who}}
		resp, body := env.post(t, `{"model":"m","messages":[{"role":"user","content":"secret-of-`+who+`"}]}`, h)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", who, resp.StatusCode, body)
		}
	}
	page := func(auth string) string {
		req, _ := http.NewRequest(http.MethodGet, env.url+"/zc/", nil)
		req.Header.Set("Authorization", auth)
		resp, err := env.httpc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d", auth, resp.StatusCode)
		}
		return string(raw)
	}
	basic := "Basic " + base64.StdEncoding.EncodeToString([]byte("me:sk-bob"))
	for _, c := range []struct {
		name, auth string
		alice, bob bool
	}{
		{"alice", "Bearer sk-alice", true, false},
		{"bob as Basic password", basic, false, true},
		{"admin", "Bearer sk-admin", true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := page(c.auth)
			if got := strings.Contains(p, "secret-of-alice"); got != c.alice {
				t.Errorf("alice's request shown: %v, want %v", got, c.alice)
			}
			if got := strings.Contains(p, "secret-of-bob"); got != c.bob {
				t.Errorf("bob's request shown: %v, want %v", got, c.bob)
			}
		})
	}
}
