//go:build linux

package sandbox

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// Attack (round 11): when the proxy runs as root, every process without
// network joins one shared empty network namespace. Its loopback is down,
// but netlink needs no interface: NETLINK_USERSOCK lets any user send to
// another process's netlink port (and to its multicast groups), so two
// calls running at once, of different tools or different clients' turns,
// could pass data between them: a tool that reads a directory another
// cannot hands what it read to a call the other client's model steers.
// The filter now lets a process without network make only NETLINK_ROUTE
// netlink sockets (its namespace's interfaces and routes; the kernel
// refuses user-to-user messages on it without CAP_NET_ADMIN).
func TestAttack11NetlinkBetweenCalls(t *testing.T) {
	s := newSandbox(t)
	tool := world(t)
	port := 0x7a630000 + os.Getpid()%0xffff
	// sockaddr_nl: family, pad, port id, groups. 16 is AF_NETLINK, 3
	// SOCK_RAW, 2 NETLINK_USERSOCK.
	addr := fmt.Sprintf(`pack("SSLL", 16, 0, %d, 0)`, port)
	listener := `$SIG{ALRM} = sub { print "timeout"; exit 0 }; alarm 5;
		socket(my $s, 16, 3, 2) or do { print "refused: $!"; exit 0 };
		bind($s, ` + addr + `) or do { print "bind: $!"; exit 0 };
		print "listening\n"; $| = 1;
		recv($s, my $buf, 100, 0); print "got: $buf"`
	sender := `socket(my $s, 16, 3, 2) or do { print "refused: $!"; exit 0 };
		send($s, "hello from another call", 0, ` + addr + `) ? print "sent" : print "send: $!"`
	var wg sync.WaitGroup
	var heard string
	wg.Add(1)
	go func() {
		defer wg.Done()
		out, stderr, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "perl", "-e", listener)
		if err != nil {
			t.Errorf("listener: %v (%s)", err, stderr)
		}
		heard = out
	}()
	// The listener needs a moment to bind; the sender tries for a while.
	var said string
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		out, stderr, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "perl", "-e", sender)
		if err != nil {
			t.Fatalf("sender: %v (%s)", err, stderr)
		}
		said = out
		if said == "sent" || strings.HasPrefix(said, "refused") {
			break
		}
	}
	wg.Wait()
	if strings.Contains(heard, "hello from another call") {
		t.Errorf("one call's process received a message from another's over NETLINK_USERSOCK (sender %q, listener %q)", said, heard)
	}
	if said == "sent" {
		t.Errorf("a process without network sent a netlink message to another process's port")
	}

	t.Run("NETLINK_ROUTE still works", func(t *testing.T) {
		// The namespace's own interfaces, as ip(8) and getifaddrs read them.
		script := `socket(my $s, 16, 3, 0) or do { print "refused: $!"; exit 0 }; print "made"`
		out, stderr, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "perl", "-e", script)
		if err != nil || out != "made" {
			t.Errorf("NETLINK_ROUTE: %q %v (%s)", out, err, stderr)
		}
	})
}
