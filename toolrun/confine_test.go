//go:build linux

package toolrun

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// These tests replay the attacks of a model that follows injected text,
// with real processes under the real sandbox (Landlock, a network
// namespace, the nobody user when the tests run as root).

// worldDir makes a directory every user can read: sandboxed processes run
// as nobody when the tests run as root.
func worldDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "zc-toolrun-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// newSandbox is a real sandbox whose scratch directories go in a fresh
// directory, returned too, so a test can see that none is left behind.
func newSandbox(t testing.TB) (*sandbox.Sandbox, string) {
	t.Helper()
	scratch := worldDir(t)
	sb, err := sandbox.New(sandbox.Config{ScratchDir: scratch})
	if err != nil {
		t.Fatalf("the kernel here has Landlock: %v", err)
	}
	return sb, scratch
}

// gitRepo makes a world-readable repository with one commit.
func gitRepo(t testing.TB) string {
	t.Helper()
	dir := worldDir(t)
	for _, args := range [][]string{
		{"init", "-q", "-b", "main"},
		{"-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "first commit"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "HOME="+dir)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return dir
}

func shellArgs(command string) string { return mustJSON(map[string]string{"command": command}) }

func TestConfinedShellAttacks(t *testing.T) {
	sb, scratch := newSandbox(t)
	repo := gitRepo(t)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "shell", Type: "shell", Dir: repo, Allow: AllowOf("git log", "date", "cat")},
	)
	tests := []struct {
		name, command string
		want          Outcome
		detail        string // in the refusal: the refused word
		output        string
	}{
		// The three calls that ran a script through git log's options.
		{"git log writes a script", `git log -1 --format='cat /proc/1/environ' --output=.git/x.sh`, OutcomeDenied, `"--output=.git/x.sh"`, ""},
		{"git log rewrites its config", `git log -1 --format='[diff]%n external = sh .git/x.sh' --output=.git/config`, OutcomeDenied, "--output", ""},
		{"git log runs an external diff", "git log -1 -p --ext-diff", OutcomeDenied, `"--ext-diff"`, ""},
		{"date reads a file", "date -f /etc/passwd", OutcomeDenied, `"-f"`, ""},
		{"date leaks an mtime", "date -r /etc/shadow", OutcomeDenied, `"-r"`, ""},
		{"date sets the clock", "date -s 2001-01-01", OutcomeDenied, `"-s"`, ""},
		{"cat outside the directory", "cat /etc/hostname", OutcomeDenied, "outside the tool's directory", ""},
		{"git log still works", "git log --format=%s", OutcomeOK, "", "first commit\n"},
		{"date still works", "date -u -d @0 +%Y", OutcomeOK, "", "1970\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, "shell", shellArgs(tt.command))
			if res.Outcome != tt.want {
				t.Fatalf("outcome %s (%q %q), want %s", res.Outcome, res.Detail, res.Output, tt.want)
			}
			if !strings.Contains(res.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", res.Detail, tt.detail)
			}
			if tt.want == OutcomeOK && res.Output != tt.output {
				t.Errorf("output %q, want %q", res.Output, tt.output)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(repo, ".git", "x.sh")); err == nil {
		t.Error(".git/x.sh was written")
	}
	assertNoScratchLeft(t, scratch)
}

func assertNoScratchLeft(t *testing.T, scratch string) {
	t.Helper()
	left, err := os.ReadDir(scratch)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) > 0 {
		t.Errorf("%d scratch directories left behind (%s…)", len(left), left[0].Name())
	}
}

// TestConfinedOperatorScript: even the operator's own exec script cannot
// reach the proxy's environment, write outside its scratch directory or
// open a connection.
func TestConfinedOperatorScript(t *testing.T) {
	sb, scratch := newSandbox(t)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var connected atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			connected.Add(1)
			c.Close()
		}
	}()
	t.Setenv("ZC_TEST_PROXY_SECRET", "sk-proxy-env-secret-123456")
	outside := filepath.Join(worldDir(t), "escaped")
	script := fmt.Sprintf(`cat /proc/%d/environ 2>&1 | tr '\0' '\n' | rev; echo x > %s 2>&1; `+
		`(exec 3<>/dev/tcp/127.0.0.1/%d && echo connected) 2>&1; echo "home=$HOME"; echo scratch > "$HOME/f" && cat "$HOME/f"`,
		os.Getpid(), outside, ln.Addr().(*net.TCPAddr).Port)
	tool := worldDir(t)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "script", Type: "exec", Dir: tool, Command: []string{"bash", "-c", script}},
		Spec{Name: "netscript", Type: "exec", Dir: tool, Network: true,
			Command: []string{"bash", "-c", fmt.Sprintf("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", ln.Addr().(*net.TCPAddr).Port)}},
	)
	res := run(t, r, "script", `{}`)
	if res.Outcome != OutcomeOK {
		t.Fatalf("outcome %s (%q)", res.Outcome, res.Detail)
	}
	for _, leak := range []string{"654321-terces-vne-yxorp-ks", "sk-proxy-env-secret", "connected"} {
		if strings.Contains(res.Output, leak) {
			t.Errorf("output holds %q:\n%s", leak, res.Output)
		}
	}
	if _, err := os.Stat(outside); err == nil {
		t.Error("the script wrote outside its scratch directory")
	}
	if !strings.Contains(res.Output, "home="+scratch) || !strings.Contains(res.Output, "scratch\n") {
		t.Errorf("HOME is not the writable scratch directory:\n%s", res.Output)
	}
	if n := connected.Load(); n != 0 {
		t.Errorf("%d connections reached the listener", n)
	}
	// The control: with network: true the same connect works, so the test
	// above can fail.
	if res := run(t, r, "netscript", `{}`); res.Outcome != OutcomeOK || res.Output != "connected\n" {
		t.Errorf("network: true: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	assertNoScratchLeft(t, scratch)
}

func TestExecRefusesOptionValues(t *testing.T) {
	sb, _ := newSandbox(t)
	tool := worldDir(t)
	params := map[string]any{"type": "object", "properties": map[string]any{
		"rev":  map[string]any{"type": "string"},
		"mode": map[string]any{"type": "string", "enum": []any{"-n", "-e"}},
	}}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "show", Type: "exec", Dir: tool, Command: []string{"echo", "{rev}"}, Parameters: params},
		Spec{Name: "mode", Type: "exec", Dir: tool, Command: []string{"echo", "{mode}", "x"}, Parameters: params},
		Spec{Name: "inner", Type: "exec", Dir: tool, Command: []string{"echo", "rev={rev}"}, Parameters: params},
	)
	tests := []struct {
		name, tool, args string
		want             Outcome
		output           string
	}{
		{"option as a value", "show", `{"rev": "--output=/tmp/x"}`, OutcomeDenied, ""},
		{"short option as a value", "show", `{"rev": "-n"}`, OutcomeDenied, ""},
		{"plain value", "show", `{"rev": "HEAD"}`, OutcomeOK, "HEAD\n"},
		{"enum allows the dash", "mode", `{"mode": "-n"}`, OutcomeOK, "x"},
		{"inside an argument a dash is text", "inner", `{"rev": "-n"}`, OutcomeOK, "rev=-n\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, r, tt.tool, tt.args)
			if res.Outcome != tt.want || res.Output != tt.output {
				t.Fatalf("got %s %q (%q), want %s %q", res.Outcome, res.Output, res.Detail, tt.want, tt.output)
			}
		})
	}
}

// TestRunningCap: a turn of many calls starts at most MaxRunning processes
// at once; the rest are refused as capped, and never run.
func TestRunningCap(t *testing.T) {
	const running, calls = 3, 12
	tool := worldDir(t)
	r := newTestRegistry(t, Options{MaxRunning: running},
		Spec{Name: "slow", Type: "exec", Dir: tool, Command: []string{"sh", "-c", "sleep 0.5; echo done"}},
	)
	var mu sync.Mutex
	var live, peak int
	hook := func(int) {
		mu.Lock()
		live++
		peak = max(peak, live)
		mu.Unlock()
	}
	processStarted.Store(&hook)
	defer processStarted.Store(nil)
	batch := make([]Call, calls)
	for i := range batch {
		batch[i] = Call{ID: strconv.Itoa(i), Name: "slow", Arguments: "{}"}
	}
	results := r.RunAll(context.Background(), batch)
	ok, capped := 0, 0
	for _, res := range results {
		switch res.Outcome {
		case OutcomeOK:
			ok++
		case OutcomeCapped:
			capped++
			if !strings.Contains(res.Detail, "3 tool processes are already running") {
				t.Errorf("capped detail %q", res.Detail)
			}
		default:
			t.Errorf("outcome %s (%q)", res.Outcome, res.Detail)
		}
	}
	if ok == 0 || ok > running || capped != calls-ok || peak > running {
		t.Fatalf("ok %d capped %d peak %d; want at most %d running", ok, capped, peak, running)
	}
}

// TestConfinedMCPServer: a stdio MCP server runs in the sandbox (as nobody,
// with no new privileges) and still serves its tools.
func TestConfinedMCPServer(t *testing.T) {
	sb, scratch := newSandbox(t)
	bin := filepath.Join(worldDir(t), "mcp-server")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	copyFile(t, self, bin)
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "srv", Type: "mcp", Command: []string{bin}, Dir: filepath.Dir(bin),
			Env: map[string]string{stdioServerEnv: "1"}, Allow: AllowOf("echo", "pid")},
	)
	if res := run(t, r, "srv__echo", `{"text":"hi"}`); res.Outcome != OutcomeOK || res.Output != "echo: hi" {
		t.Fatalf("echo: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	// The server sees itself as pid 1 of its own PID namespace; find it
	// here by its program.
	res := run(t, r, "srv__pid", `{}`)
	if res.Outcome != OutcomeOK || strings.TrimSpace(res.Output) != "1" {
		t.Errorf("pid in its namespace: %s %q %q, want 1", res.Outcome, res.Output, res.Detail)
	}
	status := processStatus(t, bin)
	if !strings.Contains(string(status), "NoNewPrivs:\t1") {
		t.Errorf("the MCP server runs without no_new_privs:\n%s", status)
	}
	if uid, _ := sb.User(); uid >= 0 && !strings.Contains(string(status), fmt.Sprintf("Uid:\t%d\t", uid)) {
		t.Errorf("the MCP server does not run as uid %d:\n%s", uid, status)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		left, _ := os.ReadDir(scratch)
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server's scratch directory was not removed: %s", left[0].Name())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// processStatus returns /proc/<pid>/status of the one process running
// program.
func processStatus(t *testing.T, program string) []byte {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		cmdline, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil || !strings.HasPrefix(string(cmdline), program+"\x00") && string(cmdline) != program+"\x00" {
			continue
		}
		status, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			t.Fatal(err)
		}
		return status
	}
	t.Fatalf("no process runs %s", program)
	return nil
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestConfinedNodeMCPServer runs the reference filesystem MCP server (Node,
// from npm) in the sandbox: a real third-party stdio server reads its
// package through read:, serves its root, and cannot read outside it even
// when its own check is bypassed (Landlock holds the line).
func TestConfinedNodeMCPServer(t *testing.T) {
	modules, err := filepath.Abs("../e2e/node_modules")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(modules, ".bin", "mcp-server-filesystem")
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("reference MCP server missing (run npm ci in e2e): %v", err)
		}
		t.Skipf("reference MCP server not installed: %v", err)
	}
	sb, _ := newSandbox(t)
	if err := sb.CanRead(modules); err != nil {
		t.Skipf("the sandbox user cannot read this checkout's node_modules: %v", err)
	}
	root := worldDir(t)
	if err := os.WriteFile(filepath.Join(root, "a.txt"), []byte("alpha\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "fs", Type: "mcp", Command: []string{bin, root}, Dir: root, Read: []string{modules},
			Allow: AllowOf("read_text_file", "list_directory")})
	res := run(t, r, "fs__read_text_file", mustJSON(map[string]string{"path": filepath.Join(root, "a.txt")}))
	if res.Outcome != OutcomeOK || res.Output != "alpha\n" {
		t.Fatalf("read: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	res = run(t, r, "fs__list_directory", mustJSON(map[string]string{"path": root}))
	if res.Outcome != OutcomeOK || !strings.Contains(res.Output, "a.txt") {
		t.Fatalf("list: %s %q %q", res.Outcome, res.Output, res.Detail)
	}
	status := processStatus(t, "node")
	if !strings.Contains(string(status), "NoNewPrivs:\t1") {
		t.Errorf("the node server runs without no_new_privs")
	}
}

// TestBuiltinsRunConfined: the everyday use of each built-in policy works
// in the sandbox (as nobody, in a repository it does not own, with only
// its own /proc entry and the system paths readable): confinement that
// broke the allowed commands would be no product.
func TestBuiltinsRunConfined(t *testing.T) {
	sb, _ := newSandbox(t)
	repo := gitRepo(t)
	commands := []string{"df -h .", "free -h", "uptime", "uname -a", "whoami", "id -u", "pwd", "nproc", "ls -la",
		"git status -sb", "git log --oneline", "git branch -a", "git rev-parse HEAD", "git show --stat HEAD",
		"git diff HEAD", "date +%F", "du -sh .", "wc -l .git/HEAD", "head -1 .git/HEAD", "tail -n 1 .git/HEAD",
		"cat .git/HEAD", "grep -rn main .git/HEAD", "echo hi", "sleep 0.1"}
	var allow []string
	for _, c := range commands {
		f := strings.Fields(c)
		if f[0] == "git" {
			allow = append(allow, f[0]+" "+f[1])
		} else {
			allow = append(allow, f[0])
		}
	}
	r := newTestRegistry(t, Options{Sandbox: sb}, Spec{Name: "shell", Type: "shell", Dir: repo, Allow: AllowOf(allow...)})
	for _, c := range commands {
		t.Run(c, func(t *testing.T) {
			if res := run(t, r, "shell", shellArgs(c)); res.Outcome != OutcomeOK {
				t.Errorf("%s (%q)", res.Outcome, res.Detail)
			}
		})
	}
}
