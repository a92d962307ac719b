// Package redistest starts real redis-server processes for tests, on
// loopback and a free port, each test its own. Without redis-server on
// PATH a test is skipped, except under CI (CI set), where that is a
// failure: .ci/run installs it.
package redistest

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
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
	// TLS: the server speaks only TLS (rediss://), with a self-signed
	// certificate in certDir.
	TLS     bool
	certDir string

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

// StartTLS is Start for a server that speaks only TLS, with a fresh
// self-signed certificate for 127.0.0.1.
func StartTLS(tb testing.TB, password string) *Server {
	tb.Helper()
	s := &Server{tb: tb, bin: Need(tb, "redis-server"), Password: password, TLS: true, certDir: tb.TempDir()}
	if err := writeCert(s.certDir); err != nil {
		tb.Fatal(err)
	}
	var err error
	for range 5 {
		if s.Port, err = FreePort(); err != nil {
			tb.Fatal(err)
		}
		if err = s.start(); err == nil {
			tb.Cleanup(s.Stop)
			return s
		}
	}
	tb.Fatalf("start redis-server with TLS: %v", err)
	return nil
}

// URL is the redis:// (or rediss://) URL of the server, with its password.
// A TLS server's certificate is self-signed: the URL skips its check.
func (s *Server) URL() string {
	scheme, query := "redis", ""
	if s.TLS {
		scheme, query = "rediss", "?skip_verify=true"
	}
	if s.Password != "" {
		return fmt.Sprintf("%s://:%s@127.0.0.1:%d/0%s", scheme, s.Password, s.Port, query)
	}
	return fmt.Sprintf("%s://127.0.0.1:%d/0%s", scheme, s.Port, query)
}

// Addr is host:port.
func (s *Server) Addr() string { return "127.0.0.1:" + strconv.Itoa(s.Port) }

func (s *Server) start() error {
	args := []string{"--port", strconv.Itoa(s.Port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--protected-mode", "no", "--daemonize", "no", "--loglevel", "warning"}
	if s.TLS {
		args[1] = "0"
		args = append(args, "--tls-port", strconv.Itoa(s.Port), "--tls-auth-clients", "no",
			"--tls-cert-file", filepath.Join(s.certDir, "cert.pem"), "--tls-key-file", filepath.Join(s.certDir, "key.pem"))
	}
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
	var c net.Conn
	var err error
	d := &net.Dialer{Timeout: 200 * time.Millisecond}
	if s.TLS {
		c, err = tls.DialWithDialer(d, "tcp", s.Addr(), &tls.Config{InsecureSkipVerify: true}) //nolint:gosec // a test server's self-signed certificate
	} else {
		c, err = d.Dial("tcp", s.Addr())
	}
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

// writeCert writes a self-signed certificate and key for 127.0.0.1 into dir.
func writeCert(dir string) error {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return fmt.Errorf("generate key: %w", err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "redistest"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return fmt.Errorf("create certificate: %w", err)
	}
	kb, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return fmt.Errorf("marshal key: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cert.pem"), pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		return fmt.Errorf("write certificate: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "key.pem"), pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: kb}), 0o600); err != nil {
		return fmt.Errorf("write key: %w", err)
	}
	return nil
}
