package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// nodeCases are the openai npm SDK cases clients.mjs runs, all in one node
// process per dialect (a node start costs more than a case).
var nodeCases = []string{"create_server", "create_client", "stream_server", "stream_client", "run_tools", "run_tools_stream"}

// nodeAnswer is one assistant message as clients.mjs reports it.
type nodeAnswer struct {
	ID            string `json:"id"`
	Content       string `json:"content"`
	Role          string `json:"role"`
	Finish        string `json:"finish"`
	ToolCalls     []call `json:"tool_calls"`
	FunctionCalls []any  `json:"function_calls"`
	ZC            *struct {
		Receipts []string `json:"receipts"`
		Flags    int      `json:"flags"`
	} `json:"zc"`
	Error string `json:"error"`
}

func (n nodeAnswer) answer() answer {
	a := answer{ID: n.ID, Content: n.Content, Role: n.Role, Finish: n.Finish, Calls: n.ToolCalls}
	if n.ZC != nil {
		a.Receipts, a.Flags = n.ZC.Receipts, n.ZC.Flags
		if a.Receipts == nil {
			a.Receipts = []string{}
		}
	}
	return a
}

// nodeResult is a case's outcome: one answer, or an exchange.
type nodeResult struct {
	nodeAnswer
	Asked  *nodeAnswer `json:"asked"`
	Answer *nodeAnswer `json:"answer"`
}

// runNode runs clients.mjs against baseURL and returns each case's result.
func runNode(t *testing.T, baseURL string) map[string]nodeResult {
	t.Helper()
	node, err := exec.LookPath("node")
	needTool(t, "node", err == nil)
	_, err = os.Stat(filepath.Join("node_modules", "openai", "package.json"))
	needTool(t, "e2e/node_modules/openai", err == nil)
	out := runCmd(t, 2*time.Minute, []string{"BASE_URL=" + baseURL}, node, "clients.mjs", join(nodeCases))
	var res map[string]nodeResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("clients.mjs output: %v\n%s", err, out)
	}
	return res
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += ","
		}
		out += x
	}
	return out
}
