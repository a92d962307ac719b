package toolrun

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// stdioSpec runs this test binary as a stdio MCP server (see TestMain).
func stdioSpec(t *testing.T, name, marker string, allow ...string) Spec {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return Spec{
		Name: name, Type: "mcp", Allow: AllowOf(allow...),
		Command: []string{exe, "-test.run=^$"},
		Env:     map[string]string{stdioServerEnv: "1", markerEnv: marker},
	}
}

// httpMCPServer serves the test MCP server over streamable HTTP.
func httpMCPServer(t *testing.T) *httptest.Server {
	t.Helper()
	server := newTestMCPServer()
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil))
	t.Cleanup(srv.Close)
	return srv
}

func TestMCPTransports(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "secret-ran")
	httpSrv := httpMCPServer(t)
	transports := []struct {
		name string
		spec Spec
	}{
		{"stdio", stdioSpec(t, "srv", marker, "echo", "fail", "pid")},
		{"streamable http", Spec{Name: "srv", Type: "mcp", URL: httpSrv.URL, Allow: AllowOf("echo", "fail", "pid"), Headers: map[string]string{"X-Test": "1"}}},
	}
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			r := newTestRegistry(t, Options{}, tr.spec)
			var names []string
			for _, tool := range r.Tools() {
				names = append(names, tool.Name)
			}
			if got := strings.Join(names, ","); got != "srv__echo,srv__fail,srv__pid" {
				t.Fatalf("offered %s, want srv__echo,srv__fail,srv__pid", got)
			}
			echo, _ := r.Lookup("srv__echo")
			if echo.Description != "Echo the text back." || !strings.Contains(string(echo.Parameters), `"text"`) || echo.Keywords[0] != "echo" {
				t.Errorf("srv__echo offered as %+v", echo)
			}
			tests := []struct {
				name, tool, args string
				want             Outcome
				output, detail   string
			}{
				{"text result", "srv__echo", `{"text": "hi"}`, OutcomeOK, "echo: hi", ""},
				{"isError", "srv__fail", ``, OutcomeError, "", "disk on fire"},
				{"server schema validated here", "srv__echo", `{"text": 5}`, OutcomeBadArguments, "", "string"},
				{"tool not in allow", "srv__secret", `{}`, OutcomeUnknownTool, "", "srv__secret"},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					res := run(t, r, tt.tool, tt.args)
					if res.Outcome != tt.want || res.Output != tt.output || !strings.Contains(res.Detail, tt.detail) {
						t.Errorf("got %s %q %q, want %s %q (detail with %q)", res.Outcome, res.Output, res.Detail, tt.want, tt.output, tt.detail)
					}
				})
			}
			if err := r.Ready(context.Background()); err != nil {
				t.Errorf("Ready: %v", err)
			}
			if fileExists(marker) {
				t.Error("the tool that is not allowed ran")
			}
		})
	}
}

// TestMCPRestart kills the stdio server; the next call reconnects to a new
// server process and succeeds, and Close stops that process.
func TestMCPRestart(t *testing.T) {
	r := newTestRegistry(t, Options{}, stdioSpec(t, "srv", "", "echo", "pid"))
	pidOf := func() int {
		t.Helper()
		res := run(t, r, "srv__pid", `{}`)
		pid, err := strconv.Atoi(res.Output)
		if res.Outcome != OutcomeOK || err != nil {
			t.Fatalf("pid call: %s %q %q", res.Outcome, res.Output, res.Detail)
		}
		return pid
	}
	first := pidOf()
	if err := syscall.Kill(first, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if res := run(t, r, "srv__echo", `{"text": "again"}`); res.Outcome != OutcomeOK || res.Output != "echo: again" {
		t.Fatalf("call after kill: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	second := pidOf()
	if second == first {
		t.Fatalf("still talking to pid %d after killing it", first)
	}
	if err := r.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	waitGroupGone(t, second)
	if res := run(t, r, "srv__echo", `{"text": "x"}`); res.Outcome != OutcomeCanceled {
		t.Errorf("call after Close: %s %q", res.Outcome, res.Detail)
	}
}

func TestMCPAllowMustExist(t *testing.T) {
	httpSrv := httpMCPServer(t)
	_, err := New(context.Background(), []Spec{{Name: "srv", Type: "mcp", URL: httpSrv.URL, Allow: AllowOf("echo", "ecko")}}, Options{})
	if err == nil || !strings.Contains(err.Error(), `allowed tool "ecko" is not offered`) {
		t.Fatalf("New: %v, want an error naming ecko", err)
	}
	_, err = New(context.Background(), []Spec{{Name: "srv", Type: "mcp", Command: []string{"/nonexistent/mcp-server"}, Allow: AllowOf("x")}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "connecting") {
		t.Fatalf("New with a missing server: %v", err)
	}
}

// TestMCPFilesystemServer drives the reference filesystem server from npm.
func TestMCPFilesystemServer(t *testing.T) {
	bin, err := filepath.Abs("../e2e/node_modules/.bin/mcp-server-filesystem")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("reference MCP server missing (run npm ci in e2e): %v", err)
		}
		t.Skipf("reference MCP server not installed: %v", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("alpha\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "outside.txt")
	if err := os.WriteFile(outside, []byte("OUTSIDE"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{}, Spec{Name: "fs", Type: "mcp", Command: []string{bin, dir}, Allow: AllowOf("read_text_file", "list_directory")})
	if len(r.Tools()) != 2 {
		t.Fatalf("offered %d tools, want 2", len(r.Tools()))
	}
	tests := []struct {
		name, tool, args string
		want             Outcome
		output, detail   string
	}{
		{"read", "fs__read_text_file", mustJSON(map[string]string{"path": filepath.Join(dir, "a.txt")}), OutcomeOK, "alpha\n", ""},
		{"list", "fs__list_directory", mustJSON(map[string]string{"path": dir}), OutcomeOK, "[FILE] a.txt\n[DIR] sub", ""},
		{"server refuses outside its root", "fs__read_text_file", mustJSON(map[string]string{"path": outside}), OutcomeError, "", "denied"},
		{"write tool not allowed", "fs__write_file", mustJSON(map[string]string{"path": filepath.Join(dir, "w"), "content": "x"}), OutcomeUnknownTool, "", ""},
		{"schema from the server", "fs__read_text_file", `{}`, OutcomeBadArguments, "", "path"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, tt.args)
			if res.Outcome != tt.want || res.Output != tt.output || !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("got %s %q %q, want %s %q (detail with %q)", res.Outcome, res.Output, res.Detail, tt.want, tt.output, tt.detail)
			}
		})
	}
	if fileExists(filepath.Join(dir, "w")) {
		t.Error("a tool that is not allowed wrote a file")
	}
}
