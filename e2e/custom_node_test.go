package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tidwall/gjson"
	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

const customPatch = "*** Begin Patch\n*** Update File: main.go\n@@\n-old\n+new\n*** End Patch"

// TestNodeCustomTools: the openai npm SDK's custom tools through the
// proxy, Chat Completions and Responses, JSON and stream: a turn calling
// the server tool clock and the client's custom apply_patch hands the
// SDK only the custom call, as the SDK reads one; the SDK's follow-up with
// the patch's result gets the answer, whose claim that result backs.
func TestNodeCustomTools(t *testing.T) {
	node, err := exec.LookPath("node")
	needTool(t, "node", err == nil)
	_, err = os.Stat(filepath.Join("node_modules", "openai", "package.json"))
	needTool(t, "e2e/node_modules/openai", err == nil)

	var n atomic.Int64
	up := &scripted.Server{Respond: func(req gjson.Result) scripted.Turn {
		if strings.Contains(req.Raw, `"role":"tool"`) || strings.Contains(req.Raw, "custom_tool_call_output") {
			return scripted.Turn{Content: "I applied the patch to main.go."}
		}
		i := n.Add(1)
		return scripted.Turn{Content: "Patching.", ToolCalls: []scripted.ToolCall{
			{ID: fmt.Sprintf("call_clk%d", i), Name: "clock", Arguments: "{}"},
			{ID: fmt.Sprintf("call_patch%d", i), Name: "apply_patch", Arguments: customPatch, Custom: true},
		}}
	}}
	st := startStackFor(t, up)

	out := runCmd(t, 2*time.Minute, []string{"BASE_URL=" + st.baseURL}, node, "custom.mjs")
	var res map[string]struct {
		Calls []struct {
			ID, Type, Name, Input string
		} `json:"calls"`
		Finish   string   `json:"finish"`
		Receipts []string `json:"receipts"`
		Answer   string   `json:"answer"`
		Flags    int      `json:"flags"`
		Error    string   `json:"error"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("custom.mjs output: %v\n%s", err, out)
	}
	for _, name := range []string{"chat_json", "chat_stream", "responses_json", "responses_stream"} {
		r, ok := res[name]
		switch {
		case !ok || r.Error != "":
			t.Errorf("%s: %+v", name, r)
			continue
		case len(r.Calls) != 1 || r.Calls[0].Name != "apply_patch" || r.Calls[0].Input != customPatch ||
			!strings.HasPrefix(r.Calls[0].ID, "call_patch") || (r.Calls[0].Type != "custom" && r.Calls[0].Type != "custom_tool_call"):
			t.Errorf("%s: calls %+v, want only the custom apply_patch call", name, r.Calls)
		}
		if strings.HasPrefix(name, "chat") && r.Finish != "tool_calls" {
			t.Errorf("%s: finish %q", name, r.Finish)
		}
		if len(r.Receipts) != 1 || r.Receipts[0] != "clock" {
			t.Errorf("%s: receipts %v, want clock's", name, r.Receipts)
		}
		if !strings.HasPrefix(r.Answer, "I applied the patch to main.go.") || r.Flags != 0 {
			t.Errorf("%s: answer %q with %d flags, want the backed answer", name, r.Answer, r.Flags)
		}
	}
}
