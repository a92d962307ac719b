package proxy

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
	"github.com/zc-proxy/zc-proxy/receipts"
	"github.com/zc-proxy/zc-proxy/toolrun"
)

// recordedResponses holds the Responses transcripts recorded from
// api.openai.com (proxy/wire/responses/testdata/recorded/README.md).
const recordedResponses = "wire/responses/testdata/recorded/"

func replayRecorded(t *testing.T, name string, sections ...string) *scripted.Sequencer {
	t.Helper()
	b, err := os.ReadFile(recordedResponses + name)
	if err != nil {
		t.Fatal(err)
	}
	return replayTxtar(t, b, sections...)
}

// postResponses POSTs body to the proxy's /v1/responses.
func postResponses(t *testing.T, e *loopEnv, body string, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, e.url+"/v1/responses", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := e.httpc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, got
}

// respEvents is the data of every event of a Responses stream, checked
// against the one-response contract: named events, sequence numbers 0, 1,
// 2, …, one response.created first, the terminal event last.
func respEvents(t *testing.T, body []byte) []gjson.Result {
	t.Helper()
	var out []gjson.Result
	for i, f := range strings.Split(strings.TrimSuffix(string(body), "\n\n"), "\n\n") {
		if strings.HasPrefix(f, ":") {
			continue // keep-alive comments while tools run
		}
		name, data, ok := strings.Cut(f, "\ndata: ")
		ev := gjson.Parse(data)
		if !ok || name != "event: "+ev.Get("type").String() {
			t.Fatalf("frame %d: %q", i, f)
		}
		if ev.Get("sequence_number").Int() != int64(len(out)) {
			t.Errorf("event %d (%s) numbered %d", len(out), ev.Get("type"), ev.Get("sequence_number").Int())
		}
		out = append(out, ev)
	}
	if len(out) == 0 || out[0].Get("type").String() != "response.created" {
		t.Fatalf("stream does not open with response.created")
	}
	return out
}

var tokenRE = regexp.MustCompile(`zc-receipt-[0-9]+-[A-Za-z0-9_-]{43}`)

// TestResponsesRecordedLoop replays OpenAI's recorded two-round injected
// tool exchanges through the proxy with a server tool under the recorded
// tool's name: the upstream's follow-up chains by previous_response_id
// (the recording stored its response) with a receipted
// function_call_output, and the client sees one response with the
// footer, zc_receipts, the summed usage and a receipt that verifies.
func TestResponsesRecordedLoop(t *testing.T) {
	for _, tt := range []struct {
		file, tool, first, second string
		stream                    bool
	}{
		{"aibridge-streaming-single_injected_tool.txtar", "bmcp_coder_coder_list_templates", "streaming", "streaming/tool-call", true},
		{"aibridge-blocking-single_injected_tool.txtar", "bmcp_coder_coder_template_version_parameters", "non-streaming", "non-streaming/tool-call", false},
	} {
		t.Run(tt.first, func(t *testing.T) {
			up := replayRecorded(t, tt.file, tt.first, tt.second)
			spec := toolrun.Spec{Name: tt.tool, Type: "exec", Command: []string{"echo", "two templates"},
				Parameters: map[string]any{"type": "object", "properties": map[string]any{"template_version_id": map[string]any{"type": "string"}}}}
			e := newLoopEnv(t, up, []toolrun.Spec{spec}, nil)
			body := `{"model":"gpt-4.1-mini","input":"List my coder templates.","stream":` + map[bool]string{true: "true", false: "false"}[tt.stream] + `}`
			resp, got := postResponses(t, e, body, nil)
			if resp.StatusCode != 200 || resp.Header.Get("X-ZC-Receipts") != "on" {
				t.Fatalf("%d %s: %s", resp.StatusCode, resp.Header.Get("X-ZC-Receipts"), got)
			}
			var final gjson.Result
			if tt.stream {
				evs := respEvents(t, got)
				final = evs[len(evs)-1].Get("response")
				if evs[len(evs)-1].Get("type").String() != "response.completed" {
					t.Fatalf("ends with %s", evs[len(evs)-1].Get("type"))
				}
			} else {
				final = gjson.ParseBytes(got)
				if resp.Header.Get("X-ZC-Receipt-Count") != "1" {
					t.Errorf("X-ZC-Receipt-Count %q", resp.Header.Get("X-ZC-Receipt-Count"))
				}
			}
			// Nothing but zc_receipts, the footer and keep-alive comments name the server
			// tool: no call, no tool definition, no receipts prompt in the
			// echoed request.
			seen := bytes.ReplaceAll(got, []byte(final.Get("zc_receipts").Raw), nil)
			seen = regexp.MustCompile(regexp.QuoteMeta(tt.tool)+`: zc-receipt-`).ReplaceAll(seen, nil)
			seen = regexp.MustCompile(`(?m)^: zc-proxy running tool .*$`).ReplaceAll(seen, nil) // keep-alive comments (DESIGN.md)
			if bytes.Contains(seen, []byte(tt.tool)) || bytes.Contains(seen, []byte(`"function_call"`)) ||
				bytes.Contains(seen, []byte("Tool results in this conversation")) {
				i := bytes.Index(seen, []byte(tt.tool))
				t.Errorf("a server call, tool or the prompt reached the client: %.300s", seen[max(0, i-200):])
			}
			if final.Get("tools").Raw != "[]" || final.Get("instructions").Raw != "null" {
				t.Errorf("echoed tools %s, instructions %s", final.Get("tools").Raw, final.Get("instructions").Raw)
			}
			text := final.Get(`output.#(type=="message").content.0.text`).String()
			tok := tokenRE.FindString(final.Get("zc_receipts.receipts.0.receipt").String())
			if tok == "" || !strings.Contains(text, "\n---\nTool receipts:\n  "+tt.tool+": "+tok) ||
				final.Get("zc_receipts.receipts.0.tool").String() != tt.tool {
				t.Errorf("text %q, zc_receipts %s", text, final.Get("zc_receipts").Raw)
			}

			reqs := up.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d upstream requests", len(reqs))
			}
			r1, r2 := gjson.ParseBytes(reqs[0]), gjson.ParseBytes(reqs[1])
			if !strings.HasPrefix(r1.Get("instructions").String(), "Tool results in this conversation") ||
				r1.Get(`tools.#(name=="`+tt.tool+`").type`).String() != "function" {
				t.Errorf("round 1 request %s", reqs[0])
			}
			out := r2.Get("input.0")
			if r2.Get("previous_response_id").String() == "" || r2.Get("input.#").Int() != 1 ||
				out.Get("type").String() != "function_call_output" || out.Get("output").String() != "two templates\n\n\n[receipt: "+tok+"]" {
				t.Errorf("round 2 request %s", reqs[1])
			}
			s, release := e.srv.scopes.Acquire()
			defer release()
			args, err := receipts.Canonicalize([]byte(recordedArgs(t, tt.file, tt.first)))
			if err != nil {
				t.Fatal(err)
			}
			if !s.Verify(tok, tt.tool, args, []byte("two templates\n")) {
				t.Errorf("the receipt does not verify")
			}
		})
	}
}

// recordedArgs is the arguments of the function call in a recorded round.
func recordedArgs(t *testing.T, file, section string) string {
	t.Helper()
	b, err := os.ReadFile(recordedResponses + file)
	if err != nil {
		t.Fatal(err)
	}
	sec, err := scripted.ReadTxtarSection(b, section)
	if err != nil {
		t.Fatal(err)
	}
	if v := gjson.GetBytes(sec, `output.#(type=="function_call").arguments`); v.Exists() {
		return v.String()
	}
	for _, line := range strings.Split(string(sec), "\n") {
		d, ok := strings.CutPrefix(line, "data: ")
		if ok && gjson.Get(d, "type").String() == "response.output_item.done" && gjson.Get(d, "item.type").String() == "function_call" {
			return gjson.Get(d, "item.arguments").String()
		}
	}
	t.Fatal("no function call recorded")
	return ""
}

// postHiOnEveryWire sends "hi" on each wire the proxy serves (chat and
// Responses, JSON and stream) and returns each reply's body by wire.
func postHiOnEveryWire(t *testing.T, e *loopEnv) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	_, out["chat json"] = e.post(t, `{"model":"gpt-test","messages":[{"role":"user","content":"hi"}]}`, nil)
	_, out["chat stream"] = e.post(t, `{"model":"gpt-test","stream":true,"messages":[{"role":"user","content":"hi"}]}`, nil)
	_, out["responses json"] = postResponses(t, e, `{"model":"gpt-test","input":"hi"}`, nil)
	_, out["responses stream"] = postResponses(t, e, `{"model":"gpt-test","input":"hi","stream":true}`, nil)
	return out
}
