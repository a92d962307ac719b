package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"

	"github.com/tidwall/gjson"
)

// target is one way of reaching the same answer: a server plus the request
// that makes it do a particular kind of work.
type target struct {
	kind   string
	name   string
	wire   wire
	stream bool
	url    string
	header http.Header
	body   []byte
	check  func(resp *http.Response, body []byte) error // on one full reply, before measuring
	proxy  *child                                       // the proxy process; nil for the direct upstream
}

// Target kinds, in report order. The bare ReverseProxy is the reference.
const (
	kindDirect = "direct upstream"
	kindBare   = "bare ReverseProxy"
	kindOff    = "zc receipts off"
	kindOn     = "zc receipts on"
	kindTool   = "zc on + 1 tool round"
	// kindPortkey is a peer: the Portkey AI gateway (Node), routed to the
	// same scripted upstream as an OpenAI-compatible custom host.
	kindPortkey = "Portkey gateway"
)

// wire is one client API the targets are measured on: where a request
// goes, what it carries, and which SSE lines carry answer text.
type wire struct {
	name      string // appended to target names; "" for chat completions
	path      string
	body      func(model string, stream bool) []byte
	isContent func(line []byte) bool
}

// chatWire is OpenAI Chat Completions.
var chatWire = wire{path: "/v1/chat/completions", body: chatBody, isContent: isContentEvent}

// responsesWire is OpenAI's Responses API (issue 19): the same question
// as input items, answer text in response.output_text.delta events.
var responsesWire = wire{name: "Responses", path: "/v1/responses", body: responsesBody, isContent: isResponsesContentEvent}

// wires are the APIs every kind is measured on, each as JSON and streamed.
var wires = []wire{chatWire, responsesWire}

// chatBody is a small, realistic chat-completions request.
func chatBody(model string, stream bool) []byte {
	s := `{"model":"` + model + `","messages":[` +
		`{"role":"system","content":"You are a concise release assistant."},` +
		`{"role":"user","content":"Did the build pass, and can we release today? Check the notes first."}]`
	if stream {
		s += `,"stream":true,"stream_options":{"include_usage":true}`
	}
	return []byte(s + `}`)
}

// responsesBody is chatBody's request on the Responses API: the system
// and user messages as input items. store is left to its default (true),
// so zc-proxy chains a tool round's follow-up by previous_response_id, as
// it does against OpenAI.
func responsesBody(model string, stream bool) []byte {
	s := `{"model":"` + model + `","input":[` +
		`{"role":"system","content":"You are a concise release assistant."},` +
		`{"role":"user","content":"Did the build pass, and can we release today? Check the notes first."}]`
	if stream {
		s += `,"stream":true`
	}
	return []byte(s + `}`)
}

// chatHeader is the headers every benchmark request carries.
func chatHeader() http.Header {
	return http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer sk-bench"}}
}

// newTarget builds the target of kind on w, streamed or not, against base.
// upstreamURL is the scripted upstream's, which Portkey is told to route to.
func newTarget(kind string, w wire, base, upstreamURL string, stream bool) target {
	model := modelPlain
	h := chatHeader()
	switch kind {
	case kindPortkey:
		h.Set("X-Portkey-Provider", "openai")
		h.Set("X-Portkey-Custom-Host", upstreamURL+"/v1")
	case kindOff:
		h.Set("X-ZC-Receipts", "off")
	case kindOn:
		h.Set("X-ZC-Receipts", "on")
	case kindTool:
		h.Set("X-ZC-Receipts", "on")
		model = modelTool
	}
	name := kind
	if w.name != "" {
		name += ", " + w.name
	}
	if stream {
		name += ", stream"
	}
	t := target{kind: kind, name: name, wire: w, stream: stream, url: base + w.path, header: h, body: w.body(model, stream)}
	t.check = checker(kind, w, stream)
	return t
}

// checker verifies a reply is the work the target claims to measure: the
// answer arrived whole, and the proxy applied the mode and ran the tool.
func checker(kind string, w wire, stream bool) func(*http.Response, []byte) error {
	end := []byte("data: [DONE]") // the end of a chat stream
	if w.path == responsesWire.path {
		end = []byte(`"type":"response.completed"`)
	}
	return func(resp *http.Response, body []byte) error {
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d: %.300s", resp.StatusCode, body)
		}
		if !bytes.Contains(body, []byte("release")) && !bytes.Contains(body, []byte("build")) {
			return fmt.Errorf("answer text missing: %.300s", body)
		}
		if stream && !bytes.Contains(body, end) {
			return fmt.Errorf("stream without its end (%s): %.300s", end, body)
		}
		mode := resp.Header.Get("X-ZC-Receipts")
		switch kind {
		case kindOff:
			if mode != "off" {
				return fmt.Errorf("X-ZC-Receipts = %q, want off", mode)
			}
		case kindOn, kindTool:
			if mode != "on" {
				return fmt.Errorf("X-ZC-Receipts = %q, want on", mode)
			}
			if kindTool == kind && !bytes.Contains(body, []byte("zc-receipt-")) {
				return fmt.Errorf("no receipt minted in the tool round: %.400s", body)
			}
			if !stream && !gjson.GetBytes(body, "zc_receipts").Exists() {
				return fmt.Errorf("no zc_receipts object: %.300s", body)
			}
		}
		return nil
	}
}

// verify makes one request and checks the full reply.
func (t target) verify(client *http.Client) error {
	req, err := t.request()
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", t.name, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return fmt.Errorf("%s: read: %w", t.name, err)
	}
	if err := t.check(resp, body); err != nil {
		return fmt.Errorf("%s: %w", t.name, err)
	}
	return nil
}

func (t target) request() (*http.Request, error) {
	req, err := http.NewRequest(http.MethodPost, t.url, bytes.NewReader(t.body))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", t.name, err)
	}
	req.Header = t.header.Clone()
	return req, nil
}

// isContentEvent reports an SSE data line whose chunk carries answer text
// (not the role-only opening chunk, not a comment).
func isContentEvent(line []byte) bool {
	data, ok := bytes.CutPrefix(line, []byte("data: "))
	if !ok || !bytes.HasPrefix(data, []byte("{")) {
		return false
	}
	return gjson.GetBytes(data, "choices.0.delta.content").String() != ""
}

// isResponsesContentEvent reports a Responses SSE data line carrying answer
// text: a response.output_text.delta event with a non-empty delta.
func isResponsesContentEvent(line []byte) bool {
	data, ok := bytes.CutPrefix(line, []byte("data: "))
	if !ok || !bytes.HasPrefix(data, []byte("{")) {
		return false
	}
	ev := gjson.GetManyBytes(data, "type", "delta")
	return ev[0].Str == "response.output_text.delta" && ev[1].String() != ""
}
