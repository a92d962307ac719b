package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// writeConfig writes a config file into a temp dir and returns its path.
func writeConfig(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

const serveConfig = `
listen: 127.0.0.1:1   # overridden by --listen
upstreams:
  - name: default
    base_url: http://127.0.0.1:9/v1
log: {level: info, format: json}
`

func TestServeLifecycle(t *testing.T) {
	path := writeConfig(t, serveConfig)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()

	stderr := &lockedBuffer{}
	addrs := make(chan net.Addr, 1)
	exit := make(chan int, 1)
	go func() {
		exit <- serve(ctx, []string{"--config", path, "--listen", "127.0.0.1:0", "--grace", "5s"}, stderr,
			func(a net.Addr) { addrs <- a })
	}()

	var addr net.Addr
	select {
	case addr = <-addrs:
	case code := <-exit:
		t.Fatalf("serve exited early with %d:\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), `"msg":"zc-proxy listening","addr":"`+addr.String()+`"`) {
		t.Errorf("listen address not logged as JSON:\n%s", stderr.String())
	}

	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	resp, err := client.Get("http://" + addr.String() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"ok"`) {
		t.Errorf("healthz = %d %s", resp.StatusCode, body)
	}

	cancel()
	if code := <-exit; code != 0 {
		t.Errorf("exit code = %d, want 0:\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), `"msg":"stopped"`) {
		t.Errorf("shutdown not logged:\n%s", stderr.String())
	}
	if _, err := client.Get("http://" + addr.String() + "/healthz"); err == nil {
		t.Error("still serving after shutdown")
	}
}

func TestServeErrors(t *testing.T) {
	// A port already taken.
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()

	tests := []struct {
		name   string
		config string // "" means no file
		args   []string
		env    string // ZC_LOG_LEVEL
		code   int
		want   []string // lines in stderr
	}{
		{
			name:   "every config problem on its own line",
			config: "listen: nope\nupstreams: [{name: a, base_url: relative}]\nloop: {max_iterations: 0}\nlog: {format: xml}\n",
			code:   1,
			want: []string{
				"config.yaml:1: listen: must be host:port",
				"config.yaml:2: upstreams[0].base_url: must be an absolute http(s) URL",
				"config.yaml:4: log.format: \"xml\" is not one of text, json",
				"3 problems in ",
			},
		},
		{
			name:   "bad --listen blamed on the flag, config problems in the same run",
			config: "upstreams: [{name: a, base_url: http://127.0.0.1:9/v1}]\nloop: {max_iterationz: 3}\n",
			args:   []string{"--listen", "localhost"},
			code:   1,
			want: []string{
				`zc-proxy serve: --listen "localhost": must be host:port`,
				"config.yaml:2: loop.max_iterationz: unknown key (did you mean max_iterations?)",
			},
		},
		{
			name:   "bad --listen with a good config",
			config: serveConfig,
			args:   []string{"--listen", "nope", "--grace", "-1s"},
			code:   2,
			want:   []string{`--listen "nope": must be host:port`, "--grace -1s: must be a positive duration"},
		},
		{
			name:   "tool errors with the rest",
			config: "listen: nope\nupstreams: [{name: a, base_url: http://127.0.0.1:9/v1}]\ntools:\n  - name: sh\n    type: shell\n",
			code:   1,
			want:   []string{"config.yaml:1: listen:", `config.yaml:4: tools[0].allow: tool "sh": shell: allow must list`},
		},
		{
			name: "missing config file",
			code: 1,
			want: []string{"read config:", "no such file", "pass --config PATH, or run it where"},
		},
		{
			name:   "unset variable named, not valued",
			config: "upstreams: [{name: a, base_url: \"${ZC_TEST_SURELY_UNSET_URL}\"}]\n",
			code:   1,
			want:   []string{"config.yaml:1: environment variable ZC_TEST_SURELY_UNSET_URL is not set"},
		},
		{
			name:   "bad ZC_LOG_LEVEL",
			config: serveConfig,
			env:    "chatty",
			code:   1,
			want:   []string{`log level "chatty"`},
		},
		{
			name:   "address in use",
			config: serveConfig,
			args:   []string{"--listen", busy.Addr().String()},
			code:   1,
			want:   []string{"address already in use", "cannot listen on " + busy.Addr().String() + " (--listen): another program is listening there"},
		},
		{
			name:   "address in use, written in the config",
			config: "listen: " + busy.Addr().String() + "\nupstreams: [{name: a, base_url: http://127.0.0.1:9/v1}]\n",
			code:   1,
			want:   []string{"config.yaml: listen): another program is listening there"},
		},
		{
			name:   "--listen port out of range blamed on the flag before start",
			config: serveConfig,
			args:   []string{"--listen", "127.0.0.1:99999"},
			code:   2,
			want:   []string{`zc-proxy serve: --listen "127.0.0.1:99999": port "99999" is not a port`},
		},
		{
			name:   "listen port not a number blamed on the config line",
			config: "listen: 127.0.0.1:80800x\nupstreams: [{name: a, base_url: http://127.0.0.1:9/v1}]\n",
			code:   1,
			want:   []string{`config.yaml:1: listen: port "80800x" is not a port`},
		},
		{
			name: "unknown flag",
			args: []string{"--bogus"},
			code: 2,
			want: []string{"flag provided but not defined: -bogus"},
		},
		{
			name: "stray argument",
			args: []string{"extra"},
			code: 2,
			want: []string{`unexpected argument "extra"`},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("ZC_LOG_LEVEL", tc.env)
			path := filepath.Join(t.TempDir(), "config.yaml")
			if tc.config != "" {
				path = writeConfig(t, tc.config)
			}
			var stderr bytes.Buffer
			args := append([]string{"--config", path}, tc.args...)
			code := serve(t.Context(), args, &stderr, func(net.Addr) { t.Error("listening on a failed start") })
			if code != tc.code {
				t.Errorf("exit code = %d, want %d", code, tc.code)
			}
			for _, w := range tc.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q:\n%s", w, stderr.String())
				}
			}
		})
	}
}

func TestServeHelp(t *testing.T) {
	var stderr bytes.Buffer
	if code := runServe(t.Context(), []string{"-h"}, io.Discard, &stderr); code != 0 {
		t.Errorf("exit code = %d", code)
	}
	for _, flag := range []string{"-config", "-listen", "-grace"} {
		if !strings.Contains(stderr.String(), flag) {
			t.Errorf("usage lacks %s:\n%s", flag, stderr.String())
		}
	}
}

// TestServeGraceful: a request in flight when the signal comes still gets
// its answer.
func TestServeGraceful(t *testing.T) {
	upstreamStarted := make(chan struct{})
	release := make(chan struct{})
	up := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(upstreamStarted)
		<-release
		_, _ = io.WriteString(w, `{"data":[]}`)
	})}
	upLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = up.Serve(upLn) }()
	defer up.Close()

	path := writeConfig(t, "upstreams: [{name: a, base_url: \"http://"+upLn.Addr().String()+"/v1\"}]\n")
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	addrs := make(chan net.Addr, 1)
	exit := make(chan int, 1)
	stderr := &lockedBuffer{}
	go func() {
		exit <- serve(ctx, []string{"--config", path, "--listen", "127.0.0.1:0"}, stderr, func(a net.Addr) { addrs <- a })
	}()
	addr := <-addrs

	client := &http.Client{Transport: &http.Transport{}}
	defer client.CloseIdleConnections()
	type result struct {
		status int
		body   string
		err    error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := client.Get("http://" + addr.String() + "/v1/models")
		if err != nil {
			got <- result{err: err}
			return
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		got <- result{resp.StatusCode, string(b), err}
	}()
	<-upstreamStarted
	cancel()
	// Shutdown is under way once the listener is closed: new connections fail.
	waitUntil(t, func() bool {
		c, err := net.Dial("tcp", addr.String())
		if err == nil {
			c.Close()
		}
		return err != nil
	})
	close(release)
	r := <-got
	if r.err != nil || r.status != http.StatusOK || r.body != `{"data":[]}` {
		t.Errorf("in-flight request = %d %q %v", r.status, r.body, r.err)
	}
	if code := <-exit; code != 0 {
		t.Errorf("exit code = %d:\n%s", code, stderr.String())
	}
}

func waitUntil(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// lockedBuffer is a bytes.Buffer safe to share with a running server.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "--version"} {
		var stdout bytes.Buffer
		if code := run(t.Context(), []string{arg}, nil, &stdout, io.Discard); code != 0 {
			t.Errorf("%s: exit %d", arg, code)
		}
		if !strings.HasPrefix(stdout.String(), "zc-proxy ") || !strings.Contains(stdout.String(), "go1.") {
			t.Errorf("%s printed %q", arg, stdout.String())
		}
	}
}

// TestServeStartupSummary: serve logs the upstreams, tools and receipt
// mode before it listens, and warns about an unreachable upstream by URL.
func TestServeStartupSummary(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + ln.Addr().String() + "/v1"
	ln.Close()
	path := writeConfig(t, "upstreams: [{name: local, base_url: \""+dead+"\"}]\ntools: [{name: clock, type: exec, command: [date]}]\n")
	ctx, cancel := context.WithCancel(t.Context())
	stderr := &lockedBuffer{}
	exit := make(chan int, 1)
	go func() {
		exit <- serve(ctx, []string{"--config", path, "--listen", "127.0.0.1:0"}, stderr, func(net.Addr) {})
	}()
	for !strings.Contains(stderr.String(), "is unreachable") {
		select {
		case code := <-exit:
			t.Fatalf("serve exited with %d:\n%s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	<-exit
	for _, want := range []string{"msg=upstream name=local url=" + dead, "msg=tool name=clock type=exec", "msg=receipts default=on", `upstream \"local\" is unreachable at ` + dead} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, stderr.String())
		}
	}
}
