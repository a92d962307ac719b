package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// child is one server the harness runs as a subprocess, so each has its
// own heap, GC and RSS, apart from the load generator's.
type child struct {
	name string
	addr string // host:port it listens on
	cmd  *exec.Cmd
	log  string // path of its stderr
}

// startChild runs argv (with "{listen}" replaced by a free loopback
// address, "{port}" by its port) and waits until it accepts connections.
func startChild(ctx context.Context, dir, name string, argv ...string) (*child, error) {
	return startChildEnv(ctx, dir, name, nil, argv...)
}

// startChildEnv is startChild with env added to the child's environment.
func startChildEnv(ctx context.Context, dir, name string, env []string, argv ...string) (*child, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	_, port, _ := net.SplitHostPort(addr)
	args := make([]string, len(argv))
	for i, a := range argv {
		args[i] = strings.NewReplacer("{listen}", addr, "{port}", port).Replace(a)
	}
	logPath := filepath.Join(dir, name+".log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer logFile.Close()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	// The children die with the harness, even if it is killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	c := &child{name: name, addr: addr, cmd: cmd, log: logPath}
	if err := c.waitListening(30 * time.Second); err != nil {
		c.stop()
		return nil, err
	}
	return c, nil
}

func (c *child) url() string { return "http://" + c.addr }

func (c *child) waitListening(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		conn, err := net.DialTimeout("tcp", c.addr, 100*time.Millisecond)
		if err == nil {
			conn.Close()
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	out, _ := os.ReadFile(c.log)
	return fmt.Errorf("%s did not listen on %s within %v; its log:\n%s", c.name, c.addr, limit, out)
}

// stop asks the child to exit, then kills it if it lingers.
func (c *child) stop() {
	if c.cmd.Process == nil {
		return
	}
	_ = c.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		_ = c.cmd.Process.Kill()
		<-done
	}
}

// memory is a process's resident set, from /proc/<pid>/status.
type memory struct {
	RSS, Peak int64 // bytes: VmRSS now, VmHWM (peak)
	Anon      int64 // bytes: RssAnon now (heap and stacks; the rest is mostly the binary's pages)
}

func (c *child) memory() (memory, error) { return readMemory(c.cmd.Process.Pid) }

func readMemory(pid int) (memory, error) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return memory{}, fmt.Errorf("read memory: %w", err)
	}
	defer f.Close()
	var m memory
	sc := bufio.NewScanner(f) // /proc status: short lines, not SSE
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		var dst *int64
		switch key {
		case "VmRSS":
			dst = &m.RSS
		case "VmHWM":
			dst = &m.Peak
		case "RssAnon":
			dst = &m.Anon
		default:
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(val), " kB"), 10, 64)
		if err != nil {
			return memory{}, fmt.Errorf("parse %s: %w", key, err)
		}
		*dst = kb << 10
	}
	if err := sc.Err(); err != nil {
		return memory{}, fmt.Errorf("read memory: %w", err)
	}
	if m.Peak == 0 {
		return memory{}, errors.New("read memory: no VmHWM in /proc status")
	}
	return m, nil
}

// freeAddr picks a free loopback port.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}
