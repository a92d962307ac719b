package e2e

import (
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// TestCompatMatrix is the compatibility matrix of COMPAT.md: every client
// against a proxy in front of every upstream dialect, streamed and not,
// with a server tool (the proxy runs clock and receipts it) and a client
// tool (the proxy hands lookup to the client and finishes the turn after
// it sends the result). Subtest names are the matrix cells:
// TestCompatMatrix/<dialect>/<client>/<create|stream|runTools…>/<server|client>.
func TestCompatMatrix(t *testing.T) {
	for _, d := range scripted.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			t.Parallel()
			st := startStack(t, d, false)
			t.Run("openai-node", func(t *testing.T) { nodeCells(t, st.baseURL) })
			goClients := []struct {
				name   string
				server func(*testing.T, string, bool) answer
				client func(*testing.T, string, bool) exchange
			}{
				{"go-openai", goServerTool, goClientTool},
				{"openai-go", oaiServerTool, oaiClientTool},
				{"curl", curlServerTool, curlClientTool},
			}
			for _, c := range goClients {
				t.Run(c.name, func(t *testing.T) {
					for _, mode := range []struct {
						name   string
						stream bool
					}{{"create", false}, {"stream", true}} {
						t.Run(mode.name+"/server", func(t *testing.T) { checkServerTool(t, c.server(t, st.baseURL, mode.stream)) })
						t.Run(mode.name+"/client", func(t *testing.T) { checkClientTool(t, c.client(t, st.baseURL, mode.stream)) })
					}
				})
			}
		})
	}
}

// nodeCells runs every openai npm SDK case in one node process and checks
// each as its own cell.
func nodeCells(t *testing.T, baseURL string) {
	res := runNode(t, baseURL)
	get := func(t *testing.T, name string) nodeResult {
		t.Helper()
		r, ok := res[name]
		if !ok {
			t.Fatalf("clients.mjs did not run %s", name)
		}
		if r.Error != "" {
			t.Fatalf("%s failed in the SDK:\n%s", name, r.Error)
		}
		return r
	}
	exchangeOf := func(t *testing.T, r nodeResult) exchange {
		t.Helper()
		if r.Asked == nil {
			t.Fatalf("no asking turn")
		}
		if r.Answer == nil {
			t.Fatalf("the asking turn had no tool call: %+v", *r.Asked)
		}
		return exchange{Asked: r.Asked.answer(), Answer: r.Answer.answer()}
	}
	t.Run("create/server", func(t *testing.T) {
		a := get(t, "create_server").answer()
		if a.Receipts == nil {
			t.Errorf("SDK result carries no zc_receipts")
		}
		checkServerTool(t, a)
	})
	t.Run("create/client", func(t *testing.T) { checkClientTool(t, exchangeOf(t, get(t, "create_client"))) })
	t.Run("stream/server", func(t *testing.T) {
		a := get(t, "stream_server").answer()
		if a.Receipts == nil {
			t.Errorf("no streamed chunk carried zc_receipts")
		}
		checkServerTool(t, a)
	})
	t.Run("stream/client", func(t *testing.T) { checkClientTool(t, exchangeOf(t, get(t, "stream_client"))) })
	for _, name := range []string{"run_tools", "run_tools_stream"} {
		cell := "runTools/client"
		if strings.HasSuffix(name, "_stream") {
			cell = "runTools-stream/client"
		}
		t.Run(cell, func(t *testing.T) {
			r := get(t, name)
			if len(r.FunctionCalls) != 1 {
				t.Errorf("the client-side function ran %d times, want 1", len(r.FunctionCalls))
			}
			if !strings.Contains(r.Content, lookupResult) || r.Finish != "stop" || len(r.ToolCalls) != 0 {
				t.Errorf("final message: %+v", r.nodeAnswer)
			}
			if strings.Contains(r.Content, "Tool receipts:") {
				t.Errorf("footer without a server tool: %q", r.Content)
			}
		})
	}
}
