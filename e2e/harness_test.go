package e2e

import (
	"bufio"
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/zc-proxy/zc-proxy/internal/scripted"
)

// configTemplate is the proxy config every e2e proxy runs: one scripted
// upstream, and two server tools: clock answers at once, nap sleeps.
const configTemplate = `listen: 127.0.0.1:0
upstreams:
  - name: scripted
    base_url: %s/v1
    api_key: sk-e2e-upstream
tools:
  - name: clock
    type: exec
    description: The current time.
    command: ["echo", "12:00 UTC"]
    parameters: {type: object, properties: {}}
  - name: nap
    type: exec
    description: Sleep for some seconds, then say so.
    command: ["sleep", "{seconds}"]
    parameters: {type: object, properties: {seconds: {type: string}}, required: [seconds]}
`

// stack is a scripted upstream and a zc-proxy process in front of it.
type stack struct {
	dialect  scripted.Dialect
	upstream *scripted.Server
	baseURL  string // the proxy's /v1 URL
	logs     *lockedBuffer
}

// startStack starts an upstream speaking d and a `zc-proxy serve` process
// for it, both stopped when t ends.
func startStack(t *testing.T, d scripted.Dialect, keepAlive bool) *stack {
	t.Helper()
	return startStackFor(t, &scripted.Server{Dialect: d, Respond: brain, KeepAlive: keepAlive})
}

// startStackFor starts up as the upstream and a `zc-proxy serve` process
// for it (the default config), both stopped when t ends.
func startStackFor(t *testing.T, up *scripted.Server) *stack {
	t.Helper()
	upSrv := httptest.NewServer(up)
	t.Cleanup(upSrv.Close)

	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte(fmt.Sprintf(configTemplate, upSrv.URL)), 0o600); err != nil {
		t.Fatal(err)
	}
	addr, logs := startProxy(t, cfg)
	return &stack{dialect: up.Dialect, upstream: up, baseURL: "http://" + addr + "/v1", logs: logs}
}

var listeningLine = regexp.MustCompile(`msg="zc-proxy listening" addr=(\S+)`)

// startProxy runs `zc-proxy serve --config cfg` and waits for the address
// it logs; the process gets SIGTERM (then a kill) when t ends.
func startProxy(t *testing.T, cfg string) (string, *lockedBuffer) {
	t.Helper()
	cmd := exec.Command(proxyBin, "serve", "--config", cfg, "--grace", "2s")
	cmd.Env = append(os.Environ(), "ZC_LOG_LEVEL=info")
	return startProxyCmd(t, cmd)
}

// startProxyCmd starts cmd, a `zc-proxy serve` with its arguments,
// directory and environment set, as startProxy does.
func startProxyCmd(t *testing.T, cmd *exec.Cmd) (string, *lockedBuffer) {
	t.Helper()
	cmd.SysProcAttr = procAttr()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start zc-proxy: %v", err)
	}
	logs := &lockedBuffer{}
	addrc := make(chan string, 1)
	go func() {
		sc := bufio.NewReader(stderr)
		for {
			line, err := sc.ReadString('\n')
			logs.WriteString(line)
			if m := listeningLine.FindStringSubmatch(line); m != nil {
				select {
				case addrc <- m[1]:
				default:
				}
			}
			if err != nil {
				close(addrc)
				return
			}
		}
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		if t.Failed() {
			t.Logf("zc-proxy log:\n%s", logs.String())
		}
	})
	select {
	case addr, ok := <-addrc:
		if !ok {
			t.Fatalf("zc-proxy exited before listening:\n%s", logs.String())
		}
		return addr, logs
	case <-time.After(30 * time.Second):
		t.Fatalf("zc-proxy did not log its address in 30s:\n%s", logs.String())
	}
	return "", nil
}

// lockedBuffer collects a process's log lines from its reader goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) WriteString(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.WriteString(s)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runCmd runs an external client with a deadline, returning its stdout.
func runCmd(t *testing.T, timeout time.Duration, env []string, name string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\nstderr:\n%s", name, strings.Join(args, " "), err, stderr.String())
	}
	return out
}
