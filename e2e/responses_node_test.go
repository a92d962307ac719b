package e2e

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// respCases are the cases responses.mjs runs.
var respCases = slices.Concat([]string{
	"create_server", "create_client", "create_client_stateless", "create_mixed", "stream_server", "stream_client",
	"agents_server", "agents_client", "agents_mixed", "agents_server_stream", "agents_client_stream", "agents_mixed_stream",
	"agents_chat_server", "agents_chat_client", "agents_chat_server_stream", "agents_chat_client_stream",
	"parse_chat_server", "parse_chat_stream_server", "parse_responses_server", "parse_responses_stream_server",
	"agents_output_server", "agents_chat_output_server", "ai_output_server", "ai_output_stream_server", "ai_chat_output_server",
}, aiCases("server"), aiCases("client"))

// structuredCases ask for structured output (a JSON schema) with a server
// tool: the openai SDK's .parse and stream helpers, the Agents SDK's
// outputType, the AI SDK's Output.object.
var structuredCases = []string{
	"parse_chat_server", "parse_chat_stream_server", "parse_responses_server", "parse_responses_stream_server",
	"agents_output_server", "agents_chat_output_server", "ai_output_server", "ai_output_stream_server", "ai_chat_output_server",
}

// aiCases are the AI SDK cases with a server or client tool: AI SDK 7
// through its default (Responses), explicit Responses and Chat models, AI
// SDK 6 through its default and Chat models, each with generateText and
// streamText.
func aiCases(tool string) []string {
	var out []string
	for _, sdk := range []string{"ai_", "ai_responses_", "ai_chat_", "ai6_", "ai6_chat_"} {
		for _, call := range []string{"generate_", "stream_"} {
			out = append(out, sdk+call+tool)
		}
	}
	return out
}

// aiGenerated reports whether an AI SDK case is a generateText one (whose
// response body carries zc_receipts).
func aiGenerated(c string) bool { return strings.Contains(c, "_generate_") }

// chatAnswer is what the scripted model answers after the client's lookup
// result: Chat Completions brain and Responses brain word it differently.
func chatAnswer(c string) string {
	if strings.Contains(c, "_chat_") {
		return "Here is what the tool said: " + lookupResult
	}
	return "Here is what the tools said: " + lookupResult
}

// respSummary is one response object as responses.mjs reports it.
type respSummary struct {
	ID     string   `json:"id"`
	Status string   `json:"status"`
	Text   string   `json:"text"`
	Types  []string `json:"types"`
	Calls  []struct {
		ID, Name, Args string
	} `json:"calls"`
	ZC *struct {
		Receipts []string `json:"receipts"`
		Flags    int      `json:"flags"`
	} `json:"zc"`
	Usage   int    `json:"usage"`
	Events  int    `json:"events"`
	Deltas  string `json:"deltas"`
	Ordered *bool  `json:"ordered"`
	Error   string `json:"error"`
}

// respResult is a case's outcome: a response, an exchange, or an agent or
// AI SDK run.
type respResult struct {
	respSummary
	Asked         *respSummary `json:"asked"`
	Answer        *respSummary `json:"answer"`
	FunctionCalls []string     `json:"function_calls"`
	Rounds        int          `json:"rounds"`
	Steps         int          `json:"steps"`
	Finish        string       `json:"finish"`
	Caught        string       `json:"caught"`
	Parsed        *struct {
		Answer string `json:"answer"`
	} `json:"parsed"`
}

// runResponsesNode runs responses.mjs against baseURL.
func runResponsesNode(t *testing.T, baseURL string, cases []string, env ...string) map[string]respResult {
	t.Helper()
	node, err := exec.LookPath("node")
	needTool(t, "node", err == nil)
	for _, pkg := range []string{"openai", "@openai/agents", "ai", "@ai-sdk/openai", "ai-v6", "@ai-sdk/openai-v3"} {
		_, err = os.Stat(filepath.Join("node_modules", pkg, "package.json"))
		needTool(t, "e2e/node_modules/"+pkg, err == nil)
	}
	out := runCmd(t, 3*time.Minute, append([]string{"BASE_URL=" + baseURL}, env...), node, "responses.mjs", join(cases))
	var res map[string]respResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("responses.mjs output: %v\n%s", err, out)
	}
	for _, c := range cases {
		if res[c].Error != "" {
			t.Errorf("%s: %s", c, res[c].Error)
		}
	}
	return res
}

// TestResponsesClientsReadScripted points every Responses client straight
// at the scripted upstream: they must parse what it sends (JSON, event
// streams, function calls, chained and stateless follow-ups) before they
// can tell anything about the proxy.
func TestResponsesClientsReadScripted(t *testing.T) {
	up := httptest.NewServer(&scripted.Server{Respond: brain})
	t.Cleanup(up.Close)
	checkUnreceipted(t, runResponsesNode(t, up.URL+"/v1", respCases))
}

// TestResponsesClientsReceiptsOff points every client at the proxy with
// X-ZC-Receipts: off on every request: each gets what the upstream said,
// as if the proxy were not there (no server tool, no footer, no
// zc_receipts).
func TestResponsesClientsReceiptsOff(t *testing.T) {
	st := startStack(t, scripted.DialectOpenAI, false)
	res := runResponsesNode(t, st.baseURL, respCases, "ZC_RECEIPTS=off")
	checkUnreceipted(t, res)
	for c, r := range res {
		if r.ZC != nil || strings.Contains(r.Text, "Tool receipts:") {
			t.Errorf("%s: receipts with X-ZC-Receipts: off: %+v", c, r)
		}
	}
	if n := len(st.upstream.ResponsesRequests()); n == 0 {
		t.Error("no Responses request reached the upstream")
	}
}

// checkUnreceipted checks what every client got from the scripted model
// when no proxy ran tools for it.
func checkUnreceipted(t *testing.T, res map[string]respResult) {
	t.Helper()
	const answered = "Here is what the tools said: " + lookupResult
	for _, c := range []string{"create_client", "create_client_stateless", "stream_client"} {
		r, ok := res[c]
		if !ok {
			continue
		}
		if r.Asked == nil || r.Answer == nil || len(r.Asked.Calls) != 1 || r.Asked.Calls[0].Name != "lookup" || r.Answer.Text != answered {
			t.Errorf("%s: %+v", c, r)
		}
	}
	for _, c := range append([]string{"agents_client", "agents_client_stream", "agents_chat_client", "agents_chat_client_stream"}, aiCases("client")...) {
		r := res[c]
		if len(r.FunctionCalls) != 1 || r.FunctionCalls[0] != "Paris" || r.Text != chatAnswer(c) || r.Rounds+r.Steps != 2 {
			t.Errorf("%s: %+v", c, r)
		}
	}
	// Without the proxy nobody offers the server tool.
	for _, c := range append([]string{"create_server", "stream_server", "agents_server", "agents_chat_server", "agents_chat_server_stream"}, aiCases("server")...) {
		if res[c].Text != "I have no tool for that." {
			t.Errorf("%s: %+v", c, res[c])
		}
	}
	for _, c := range structuredCases {
		if r := res[c]; r.Parsed == nil || r.Parsed.Answer != "I have no tool for that." {
			t.Errorf("%s: %+v", c, r)
		}
	}
	if s := res["stream_server"]; s.Ordered == nil || !*s.Ordered || s.Deltas != s.Text || s.Events < 10 {
		t.Errorf("stream_server: %+v", s)
	}
}

// TestResponsesClientsThroughProxy points every Responses client at the
// proxy: server tools run with receipts, client tools go back to the
// client, mixed turns are spliced, streamed and not.
func TestResponsesClientsThroughProxy(t *testing.T) {
	for _, d := range []scripted.Dialect{scripted.DialectOpenAI, scripted.DialectVLLM} {
		t.Run(string(d), func(t *testing.T) { responsesThroughProxy(t, d) })
	}
}

// responsesThroughProxy runs every Responses case through a proxy in
// front of an upstream speaking d: OpenAI stores responses (the loop and
// the client chain by previous_response_id), vLLM by default does not (the
// loop resends the conversation; a client's previous_response_id would
// be refused by it, so its chained cases are left out).
func responsesThroughProxy(t *testing.T, d scripted.Dialect) {
	st := startStack(t, d, false)
	cases := respCases
	if d == scripted.DialectVLLM {
		cases = slices.DeleteFunc(slices.Clone(respCases), func(c string) bool {
			return c == "create_client" || c == "create_mixed" || c == "stream_client"
		})
	}
	res := runResponsesNode(t, st.baseURL, cases)
	const answered = "Here is what the tools said: " + lookupResult
	receipted := func(text string) bool {
		return strings.Contains(text, clockOutput) && strings.Contains(text, "[receipt: zc-receipt-")
	}
	footed := func(text string) bool {
		return receipted(text) && strings.Contains(text, "\nTool receipts:\n  clock: zc-receipt-")
	}
	// A mixed turn's answer quotes the spliced server result and ends with
	// the client's result, then the footer listing the turn's receipt (the
	// spliced server call's, as for chat: issue 16).
	mixedAnswered := func(text string) bool {
		return footed(text) && strings.Contains(text, lookupResult+"\n\n---\nTool receipts:\n  clock: zc-receipt-")
	}
	clockOnly := func(s *respSummary) bool {
		return s != nil && s.ZC != nil && slices.Equal(s.ZC.Receipts, []string{"clock"})
	}

	for _, c := range []string{"create_server", "stream_server"} {
		r := res[c].respSummary
		if !footed(r.Text) || !slices.Equal(r.Types, []string{"message"}) || !clockOnly(&r) || r.Usage == 0 {
			t.Errorf("%s: %+v", c, r)
		}
	}
	if s := res["stream_server"]; s.Ordered == nil || !*s.Ordered || s.Deltas != s.Text {
		t.Errorf("stream_server: deltas %q, text %q", s.Deltas, s.Text)
	}
	for _, c := range []string{"create_client", "create_client_stateless", "stream_client"} {
		r, ok := res[c]
		if !ok {
			continue
		}
		if r.Asked == nil || r.Answer == nil || len(r.Asked.Calls) != 1 || r.Asked.Calls[0].Name != "lookup" ||
			r.Asked.Text != "Let me look that up." || r.Answer.Text != answered {
			t.Errorf("%s: %+v / %+v", c, r.Asked, r.Answer)
		}
	}
	if r, ok := res["create_mixed"]; ok && (r.Asked == nil || len(r.Asked.Calls) != 1 || r.Asked.Calls[0].Name != "lookup" ||
		!clockOnly(r.Asked) || r.Answer == nil || !mixedAnswered(r.Answer.Text)) {
		t.Errorf("create_mixed: %+v / %+v", r.Asked, r.Answer)
	}
	for _, c := range append([]string{"agents_server", "agents_server_stream", "agents_chat_server", "agents_chat_server_stream"}, aiCases("server")...) {
		if r := res[c]; !footed(r.Text) || len(r.FunctionCalls) != 0 {
			t.Errorf("%s: %+v", c, r)
		}
	}
	for _, c := range append([]string{"agents_server"}, slices.DeleteFunc(aiCases("server"), func(c string) bool { return !aiGenerated(c) })...) {
		if r := res[c].respSummary; !clockOnly(&r) {
			t.Errorf("%s: zc_receipts %+v", c, r.ZC)
		}
	}
	for _, c := range append([]string{"agents_client", "agents_client_stream", "agents_chat_client", "agents_chat_client_stream"}, aiCases("client")...) {
		if r := res[c]; !slices.Equal(r.FunctionCalls, []string{"Paris"}) || r.Text != chatAnswer(c) {
			t.Errorf("%s: %+v", c, r)
		}
	}
	for _, c := range append(aiCases("server"), aiCases("client")...) {
		if r := res[c]; r.Finish != "stop" || r.Usage == 0 {
			t.Errorf("%s: finish %q, usage %d", c, r.Finish, r.Usage)
		}
	}
	// Structured outputs: the answer text is the JSON the schema asks for,
	// parsed by the SDK, so the footer stays out of it; the receipts are in
	// zc_receipts.
	for _, c := range structuredCases {
		r := res[c]
		// The Agents SDK hands back no response body, and streamText none.
		zcOK := clockOnly(&r.respSummary) || strings.HasPrefix(c, "agents_") || strings.Contains(c, "_stream_")
		if r.Parsed == nil || !receipted(r.Parsed.Answer) || strings.Contains(r.Text, "Tool receipts:") || !zcOK {
			t.Errorf("%s: %+v", c, r)
		}
	}
	for _, c := range []string{"agents_mixed", "agents_mixed_stream"} {
		if r := res[c]; !slices.Equal(r.FunctionCalls, []string{"Paris"}) || !mixedAnswered(r.Text) {
			t.Errorf("%s: %+v", c, r)
		}
	}

	// The upstream got the receipts prompt and the server tool, flat.
	first := gjson.ParseBytes(st.upstream.ResponsesRequests()[0])
	if !strings.HasPrefix(first.Get("instructions").String(), "Tool results in this conversation come from a gateway") ||
		first.Get(`tools.#(name=="clock").type`).String() != "function" {
		t.Errorf("upstream request: %s", first.Raw)
	}
}

// failCases are the cases of responses.mjs whose upstream fails.
var failCases = []string{
	"fail_chat", "fail_chat_stream", "fail_responses", "fail_responses_stream",
	"fail_ai_generate", "fail_ai_stream", "fail_ai_chat_generate", "fail_ai_chat_stream",
}

// TestClientsSeeUpstreamErrors: an upstream that fails (OpenAI: an HTTP 502
// before any byte; OpenRouter: a 200 stream that ends in an error event)
// reaches the openai SDK and AI SDK 7, Chat and Responses, streamed and
// not, through the proxy with receipts on as an error with the provider's
// message, never as an answer. With receipts off the proxy is not there:
// each client sees what it sees from the upstream itself.
func TestClientsSeeUpstreamErrors(t *testing.T) {
	for _, d := range []scripted.Dialect{scripted.DialectOpenAI, scripted.DialectOpenRouter} {
		t.Run(string(d), func(t *testing.T) {
			st := startStack(t, d, false)
			cases := failCases
			if d == scripted.DialectOpenRouter {
				// OpenRouter's mid-stream error is a Chat Completions thing.
				cases = []string{"fail_chat", "fail_chat_stream", "fail_ai_chat_generate", "fail_ai_chat_stream"}
			}
			res := runResponsesNode(t, st.baseURL, cases)
			for _, c := range cases {
				if r := res[c]; !strings.Contains(r.Caught, failMessage) {
					t.Errorf("%s: caught %q, text %q", c, r.Caught, r.Text)
				}
			}
			up := httptest.NewServer(&scripted.Server{Dialect: d, Respond: brain})
			t.Cleanup(up.Close)
			direct := runResponsesNode(t, up.URL+"/v1", cases)
			off := runResponsesNode(t, st.baseURL, cases, "ZC_RECEIPTS=off")
			for _, c := range cases {
				if o, u := off[c], direct[c]; o.Caught != u.Caught || o.Text != u.Text || o.Finish != u.Finish {
					t.Errorf("receipts off, %s: caught %q, text %q, finish %q; from the upstream itself: caught %q, text %q, finish %q",
						c, o.Caught, o.Text, o.Finish, u.Caught, u.Text, u.Finish)
				}
			}
		})
	}
}
