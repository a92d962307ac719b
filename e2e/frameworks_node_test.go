package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// fwResult is one case of frameworks.mjs: what the framework handed back.
type fwResult struct {
	Text          string   `json:"text"`
	Streamed      string   `json:"streamed"`
	ToolCalls     []string `json:"tool_calls"`
	FunctionCalls []string `json:"function_calls"`
	Rounds        int      `json:"rounds"`
	Chunks        int      `json:"chunks"`
	Usage         int      `json:"usage"`
	Asked         *struct {
		Text      string   `json:"text"`
		ToolCalls []string `json:"tool_calls"`
	} `json:"asked"`
	Parsed *struct {
		Answer string `json:"answer"`
	} `json:"parsed"`
	ZC *struct {
		Receipts []string `json:"receipts"`
		Flags    int      `json:"flags"`
	} `json:"zc"`
	Caught     string `json:"caught"`
	HTTPStatus int    `json:"http_status"`
	Error      string `json:"error"`
}

// startFrameworksStack is startStack with frameworksBrain as the model.
func startFrameworksStack(t *testing.T) (*scripted.Server, string) {
	t.Helper()
	st := startStackFor(t, &scripted.Server{Respond: frameworksBrain})
	return st.upstream, st.baseURL
}

// frameworksNode is the node binary frameworks.mjs runs under; the test
// is skipped (failed under CI) when it or a framework is missing.
func frameworksNode(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	needTool(t, "node", err == nil)
	for _, pkg := range []string{"@langchain/openai", "@langchain/core", "langchain", "llamaindex", "@llamaindex/openai", "@llamaindex/workflow"} {
		_, err = os.Stat(filepath.Join("node_modules", pkg, "package.json"))
		needTool(t, "e2e/node_modules/"+pkg, err == nil)
	}
	return node
}

// runFrameworks runs frameworks.mjs against baseURL.
func runFrameworks(t *testing.T, baseURL string, cases []string, env ...string) map[string]fwResult {
	t.Helper()
	node := frameworksNode(t)
	arg := ""
	if cases != nil {
		arg = join(cases)
	}
	out := runCmd(t, 4*time.Minute, append([]string{"BASE_URL=" + baseURL}, env...), node, "frameworks.mjs", arg)
	var res map[string]fwResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("frameworks.mjs output: %v\n%s", err, out)
	}
	return res
}

// TestFrameworksThroughProxy drives LangChain JS and LlamaIndex TS
// (frameworks.mjs) through the proxy, Chat Completions and (LangChain's
// useResponsesApi, LlamaIndex's OpenAIResponses) the Responses API, JSON
// and stream, with receipts on and, sent by the client, off. Each case
// checks what the framework hands its user: the answer to a server tool
// round with its footer and receipt; the framework's own tool run by the
// framework (one call, two in one turn, or beside a server call) and the
// answer after it; a receipt-less claim flagged; structured output
// parsed; an upstream failure thrown.
func TestFrameworksThroughProxy(t *testing.T) {
	// skipped here, not only in the subtests: the cleanup's checks of what
	// reached the upstream would fail a run that skipped every case
	frameworksNode(t)
	up, base := startFrameworksStack(t)
	t.Run("on", func(t *testing.T) {
		t.Parallel()
		checkFrameworks(t, runFrameworks(t, base, nil), true)
	})
	t.Run("off", func(t *testing.T) {
		t.Parallel()
		checkFrameworks(t, runFrameworks(t, base, nil, "ZC_RECEIPTS=off"), false)
	})
	t.Cleanup(func() {
		if len(up.Requests()) == 0 || len(up.ResponsesRequests()) == 0 {
			t.Error("no Chat Completions or no Responses request reached the upstream")
		}
		// What LangChain sends beside the messages reaches the upstream:
		// stream_options on its streams, parallel_tool_calls when bound so.
		var streamOpts, parallel bool
		for _, b := range up.Requests() {
			streamOpts = streamOpts || strings.Contains(string(b), `"stream_options":{"include_usage":true}`)
			parallel = parallel || strings.Contains(string(b), `"parallel_tool_calls":false`)
		}
		if !streamOpts || !parallel {
			t.Errorf("upstream saw stream_options %v, parallel_tool_calls false %v", streamOpts, parallel)
		}
	})
}

// checkFrameworks checks every case of frameworks.mjs; on says whether
// the proxy's receipts were on.
func checkFrameworks(t *testing.T, res map[string]fwResult, on bool) {
	t.Helper()
	const (
		toolSaid = "Here is what the tools said: "
		noTool   = "I have no tool for that."
	)
	receipted := func(s string) bool {
		return strings.Contains(s, toolSaid+clockOutput) && strings.Contains(s, "[receipt: zc-receipt-")
	}
	// The answer to a server round: the result quoted with its receipt,
	// then the footer listing it. LlamaIndex's OpenAIResponses repeats a
	// stream's last text delta for every event after it (output_text.done,
	// content_part.done, output_item.done, response.completed) straight
	// from the upstream too, so there the answer need only begin so.
	serverAnswer := func(c, text string) bool {
		if !on {
			return text == noTool || lenient(c) && strings.HasPrefix(text, noTool)
		}
		i := strings.Index(text, "\n\n---\nTool receipts:\n  clock: zc-receipt-")
		if i < 0 || !receipted(text[:i]) {
			return false
		}
		return lenient(c) || strings.Count(text, "Tool receipts:") == 1 && strings.HasSuffix(text, "\n")
	}
	claimed := func(c, text string) bool {
		if !on {
			return text == claimAnswer || lenient(c) && strings.HasPrefix(text, claimAnswer)
		}
		return strings.HasPrefix(text, claimAnswer+"\n\n---\nUnverified tool claims:\n  - \"I ran git log") && !strings.Contains(text, "Tool receipts:")
	}
	var seen int
	for c, r := range res {
		seen++
		if r.Error != "" {
			t.Errorf("%s: %s", c, r.Error)
			continue
		}
		ok := true
		switch {
		case strings.Contains(c, "_fail"):
			ok = strings.Contains(r.Caught, failMessage) && r.Text == ""
		case strings.HasSuffix(c, "_server") && !strings.Contains(c, "structured"):
			ok = serverAnswer(c, r.Text) && len(r.FunctionCalls) == 0 && len(r.ToolCalls) == 0
		case strings.HasSuffix(c, "_claim"):
			ok = claimed(c, r.Text)
		case strings.HasSuffix(c, "_client"), strings.HasSuffix(c, "_quiet"):
			// One call of the framework's own tool, run by the framework;
			// no server tool ran, so no footer.
			ok = slices.Equal(r.FunctionCalls, []string{"Paris"}) && answerIs(c, r.Text, toolSaid+lookupResult)
		case strings.HasSuffix(c, "_cities"):
			// Two calls in one turn: the framework must run both, and
			// the answer joining both results on one line is backed by
			// them (no "Unverified tool claims", no footer).
			ok = slices.Equal(r.FunctionCalls, []string{"Paris", "Rome"}) && answerIs(c, r.Text, toolSaid+lookupResult+"; "+lookupResult)
		case strings.HasSuffix(c, "_mixed"):
			// The server call ran in the proxy, the client's in the
			// framework; the answer after both carries the footer.
			if on {
				ok = slices.Equal(r.FunctionCalls, []string{"Paris"}) && serverAnswer(c, r.Text) &&
					strings.Contains(r.Text, "; "+lookupResult+"\n\n---\nTool receipts:")
			} else {
				ok = len(r.FunctionCalls) == 0 && answerIs(c, r.Text, noTool)
			}
		case strings.Contains(c, "structured_") && strings.HasSuffix(c, "functionCalling"):
			ok = r.Parsed != nil && r.Parsed.Answer == forcedAnswer
		case strings.Contains(c, "structured_"):
			// The JSON answer parses; no footer is in it. The workflow
			// agent's responseFormat asks for the object after the answer,
			// handing the model that answer, footer and all.
			switch {
			case r.Parsed == nil:
				ok = false
			case on:
				ok = receipted(r.Parsed.Answer) && (strings.HasSuffix(c, "_agent") || !strings.Contains(r.Parsed.Answer+r.Text, "Tool receipts:"))
			default:
				ok = strings.HasPrefix(r.Parsed.Answer, noTool)
			}
		default:
			t.Errorf("%s: no check for this case", c)
		}
		// The framework's tool calls came before any footer: the first
		// turn of a hand-run round has no footer text.
		if r.Asked != nil && strings.Contains(r.Asked.Text, "Tool receipts:") {
			ok = false
		}
		// LangChain reads the usage: summed over the proxy's loop, or
		// the upstream's.
		if lcBareCase.MatchString(c) && r.Usage == 0 {
			ok = false
		}
		// What a framework streamed to its user ends with its answer.
		if r.Streamed != "" && !lenient(c) && !strings.HasSuffix(r.Streamed, r.Text) {
			ok = false
		}
		if !ok {
			t.Errorf("%s: %+v", c, r)
		}
	}
	if seen < 100 {
		t.Errorf("%d cases ran, want every one", seen)
	}
}

// lcBareCase is a case of LangChain's bare model (no agent, no tools).
var lcBareCase = regexp.MustCompile(`^lc_[a-z]+_(invoke|stream|events)_[a-z]+$`)

// answerIs: text is want (for lenient cases, begins with it) and has no
// footer.
func answerIs(c, text, want string) bool {
	return (text == want || lenient(c) && strings.HasPrefix(text, want)) && !strings.Contains(text, "Tool receipts:")
}

// lenient is a case whose streamed text LlamaIndex's OpenAIResponses
// pads (see serverAnswer).
func lenient(c string) bool { return strings.HasPrefix(c, "li_responses_") }
