package toolrun

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.uber.org/goleak"
)

// stdioServerEnv makes the test binary act as a stdio MCP server (see
// TestMain): a real server process for the mcp tool's stdio transport.
const stdioServerEnv = "ZC_TOOLRUN_TEST_MCP_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(stdioServerEnv) != "" {
		if hang := os.Getenv(hangEnv); hang != "" {
			if _, err := os.Stat(hang); err == nil {
				// a server that never answers its handshake
				_ = os.WriteFile(hang+".pid", []byte(strconv.Itoa(os.Getpid())), 0o600)
				for {
					time.Sleep(time.Hour)
				}
			}
		}
		if err := newTestMCPServer().Run(context.Background(), &mcp.StdioTransport{}); err != nil {
			fmt.Fprintln(os.Stderr, "test mcp server:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	goleak.VerifyTestMain(m)
}

// hangEnv names a file whose presence makes the test MCP server hang
// before its handshake, writing its pid to the file's name + ".pid".
const hangEnv = "ZC_TOOLRUN_TEST_MCP_HANG"

// markerEnv names a file the test MCP server's "secret" tool creates: a
// call that should never happen leaves evidence if it does.
const markerEnv = "ZC_TOOLRUN_TEST_MARKER"

// newTestMCPServer is the MCP server the tests talk to over both real
// transports. Tools: echo (returns its text), pid (the server's process
// id), fail (isError), hang (blocks until canceled), secret (never allowed; creates the marker file).
func newTestMCPServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "toolrun-test", Version: "1"}, nil)
	type echoIn struct {
		Text string `json:"text" jsonschema:"the text to echo"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "echo", Description: "Echo the text back."},
		func(_ context.Context, _ *mcp.CallToolRequest, in echoIn) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "echo: " + in.Text}}}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "pid", Description: "The server's process id."},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strconv.Itoa(os.Getpid())}}}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "fail", Description: "Always fails."},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "disk on fire"}}}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "hang", Description: "Blocks until canceled."},
		func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
			<-ctx.Done()
			return nil, nil, ctx.Err()
		})
	mcp.AddTool(s, &mcp.Tool{Name: "secret", Description: "Must never run."},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			if p := os.Getenv(markerEnv); p != "" {
				_ = os.WriteFile(p, []byte("ran"), 0o600)
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "secret ran"}}}, nil, nil
		})
	return s
}
