package e2e

import (
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// call is a tool call as a client reconstructed it.
type call struct {
	ID, Type, Name, Args string
}

// answer is one assistant message as a client reconstructed it.
type answer struct {
	ID       string // the completion id (every chunk's, in a stream)
	Content  string
	Role     string // "" when the client does not expose it
	Finish   string
	Calls    []call
	Receipts []string // tools of zc_receipts.receipts; nil when the client cannot see zc_receipts
	Flags    int
}

// exchange is a client-tool round trip: the turn asking for the call and
// the answer after the client sent the result back.
type exchange struct {
	Asked, Answer answer
}

// footer is the receipts footer the proxy appends after a clock run.
var footer = regexp.MustCompile(`\n---\nTool receipts:\n  clock: zc-receipt-\d+-[A-Za-z0-9_-]{43}`)

// checkServerTool holds a's answer to serverPrompt: the proxy ran clock,
// the model quoted its receipted result, the footer lists the receipt and
// nothing is flagged; the client never saw the tool call.
func checkServerTool(t *testing.T, a answer) {
	t.Helper()
	if !strings.Contains(a.Content, "Here is what the tool said: "+clockOutput) {
		t.Errorf("content %q lacks the quoted tool result", a.Content)
	}
	if !footer.MatchString(a.Content) {
		t.Errorf("content %q lacks the receipts footer", a.Content)
	}
	if strings.Contains(a.Content, "Unverified") {
		t.Errorf("content flags a claim: %q", a.Content)
	}
	if a.Finish != "stop" {
		t.Errorf("finish_reason = %q, want stop", a.Finish)
	}
	if a.ID == "" {
		t.Errorf("blank completion id")
	}
	if len(a.Calls) != 0 {
		t.Errorf("client saw server tool calls %+v", a.Calls)
	}
	if a.Role != "" && a.Role != "assistant" {
		t.Errorf("role = %q", a.Role)
	}
	if a.Receipts != nil && (!reflect.DeepEqual(a.Receipts, []string{"clock"}) || a.Flags != 0) {
		t.Errorf("zc_receipts: receipts %v, %d flags; want [clock], 0", a.Receipts, a.Flags)
	}
}

// checkClientTool holds a client-tool exchange: the proxy handed the
// lookup call to the client untouched, and answered once it had the result.
func checkClientTool(t *testing.T, x exchange) {
	t.Helper()
	a := x.Asked
	if a.ID == "" || x.Answer.ID == "" {
		t.Errorf("blank completion id")
	}
	if a.Finish != "tool_calls" {
		t.Errorf("asking turn: finish_reason = %q, want tool_calls", a.Finish)
	}
	if len(a.Calls) != 1 {
		t.Fatalf("asking turn: %d tool calls %+v, want 1", len(a.Calls), a.Calls)
	}
	c := a.Calls[0]
	if c.Name != "lookup" || c.ID == "" || (c.Type != "" && c.Type != "function") || !sameJSON(c.Args, lookupArgs) {
		t.Errorf("asking turn: call %+v, want lookup %s with an id", c, lookupArgs)
	}
	b := x.Answer
	if !strings.Contains(b.Content, lookupResult) {
		t.Errorf("answer %q lacks the client's tool result", b.Content)
	}
	if strings.Contains(b.Content, "Tool receipts:") || strings.Contains(b.Content, "Unverified") {
		t.Errorf("answer %q has a footer though no server tool ran", b.Content)
	}
	if b.Finish != "stop" || len(b.Calls) != 0 {
		t.Errorf("answer: finish_reason %q, calls %+v", b.Finish, b.Calls)
	}
}

func sameJSON(a, b string) bool {
	var x, y any
	return json.Unmarshal([]byte(a), &x) == nil && json.Unmarshal([]byte(b), &y) == nil && reflect.DeepEqual(x, y)
}

// zcReceipts reads a zc_receipts object: the tools receipted and the flag count.
func zcReceipts(z gjson.Result) ([]string, int) {
	tools := []string{}
	for _, r := range z.Get("receipts").Array() {
		tools = append(tools, r.Get("tool").String())
	}
	return tools, len(z.Get("flags").Array())
}
