// Package redistest starts real redis-server processes for tests, on
// loopback and a free port, each test its own. Without redis-server on
// PATH a test is skipped, except under CI (CI set), where that is a
// failure: .ci/run installs it.
package redistest

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Need skips (or under CI fails) tb when binary is not on PATH, and
// returns its path.
func Need(tb testing.TB, binary string) string {
	tb.Helper()
	p, err := exec.LookPath(binary)
	if err == nil {
		return p
	}
	if os.Getenv("CI") != "" {
		tb.Fatalf("%s is missing and CI is set (.ci/run installs it)", binary)
	}
	tb.Skipf("%s is not on PATH (run .ci/run, or apt-get install %s)", binary, binary)
	return ""
}

// Server is one redis-server process.
type Server struct {
	tb       testing.TB
	bin      string
	Port     int
	Password string // "" without requirepass

	mu  sync.Mutex
	cmd *exec.Cmd
}

// Start runs a redis-server on 127.0.0.1 and a free port, stopped when tb
// ends. password "" runs it without requirepass.
func Start(tb testing.TB, password string) *Server {
	tb.Helper()
	s := &Server{tb: tb, bin: Need(tb, "redis-server"), Password: password}
	var err error
	for range 5 { // a port found free can be taken before the server binds it
		if s.Port, err = FreePort(); err != nil {
			tb.Fatal(err)
		}
		if err = s.start(); err == nil {
			tb.Cleanup(s.Stop)
			return s
		}
	}
	tb.Fatalf("start redis-server: %v", err)
	return nil
}

// URL is the redis:// URL of the server (with its password).
func (s *Server) URL() string {
	if s.Password != "" {
		return fmt.Sprintf("redis://:%s@127.0.0.1:%d/0", s.Password, s.Port)
	}
	return fmt.Sprintf("redis://127.0.0.1:%d/0", s.Port)
}

// Addr is host:port.
func (s *Server) Addr() string { return "127.0.0.1:" + strconv.Itoa(s.Port) }

func (s *Server) start() error {
	args := []string{"--port", strconv.Itoa(s.Port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--protected-mode", "no", "--daemonize", "no", "--loglevel", "warning"}
	if s.Password != "" {
		args = append(args, "--requirepass", s.Password)
	}
	cmd := exec.Command(s.bin, args...)
	cmd.Dir = os.TempDir()
	out := &strings.Builder{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("run %s: %w", s.bin, err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("redis-server exited: %s", out.String())
		default:
		}
		if s.ping() == nil {
			s.mu.Lock()
			s.cmd = cmd
			s.mu.Unlock()
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	_ = cmd.Process.Kill()
	<-exited
	return fmt.Errorf("redis-server did not answer on %s in 10s", s.Addr())
}

// ping sends PING (after AUTH when a password is set) over raw RESP.
func (s *Server) ping() error {
	c, err := net.DialTimeout("tcp", s.Addr(), 200*time.Millisecond)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Second))
	r := bufio.NewReader(c)
	if s.Password != "" {
		fmt.Fprintf(c, "AUTH %s\r\n", s.Password)
		if line, err := r.ReadString('\n'); err != nil || !strings.HasPrefix(line, "+OK") {
			return fmt.Errorf("auth: %q %v", line, err)
		}
	}
	if _, err := c.Write([]byte("PING\r\n")); err != nil {
		return err
	}
	line, err := r.ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "+PONG") {
		return fmt.Errorf("ping: %q %v", line, err)
	}
	return nil
}

// Stop kills the server (SIGKILL: a crash, data gone). Idempotent.
func (s *Server) Stop() {
	s.mu.Lock()
	cmd := s.cmd
	s.cmd = nil
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Kill()
	// Wait runs in start's goroutine; wait for the port to close.
	for range 100 {
		if s.ping() != nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Restart starts the server again on the same port (empty: no persistence).
func (s *Server) Restart() {
	s.tb.Helper()
	var err error
	for range 50 {
		if err = s.start(); err == nil {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.tb.Fatalf("restart redis-server: %v", err)
}

// FreePort returns a loopback TCP port that was free a moment ago.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("find a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// Wait polls f until it returns nil or ctx ends.
func Wait(ctx context.Context, f func() error) error {
	for {
		err := f()
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(20 * time.Millisecond):
		}
	}
}
