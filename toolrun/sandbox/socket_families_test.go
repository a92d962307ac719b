//go:build linux

package sandbox

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// Attack (round 7): a tool without network runs in an empty network
// namespace, Landlock refuses TCP and seccomp refuses socket(AF_UNIX, …),
// but every other address family was open. AF_VSOCK is the one that
// matters: a virtual machine's vsock device (Firecracker, Kata, Cloud
// Hypervisor, QEMU vhost-vsock; this test machine has one) reaches the
// host (CID 2) and its services whatever network namespace the caller is
// in, so a "network: false" tool could talk to the hypervisor's agents.
// The filter now lets a process without network make only AF_INET,
// AF_INET6 (both go nowhere in the empty namespace) and AF_NETLINK (the
// namespace's own interfaces) sockets. Nothing connects here: making the
// socket is the whole test, so the host is never touched.
func TestSandboxSocketFamilies(t *testing.T) {
	s := newSandbox(t)
	tool := world(t)
	// perl's socket() takes the numeric family, type and protocol.
	probe := func(family, typ int) string {
		t.Helper()
		script := "socket(my $s, " + strconv.Itoa(family) + ", " + strconv.Itoa(typ) + ", 0) ? print \"made\" : print \"refused: $!\""
		out, stderr, err := run(t, s, Policy{ReadOnly: []string{tool}}, tool, "perl", "-e", script)
		if err != nil {
			t.Fatalf("perl: %v (%s)", err, stderr)
		}
		return out
	}
	refused := map[string][2]int{
		"AF_UNIX":   {unix.AF_UNIX, unix.SOCK_STREAM},
		"AF_VSOCK":  {unix.AF_VSOCK, unix.SOCK_STREAM},
		"AF_PACKET": {unix.AF_PACKET, unix.SOCK_DGRAM},
		"AF_ALG":    {unix.AF_ALG, unix.SOCK_SEQPACKET},
		"AF_TIPC":   {unix.AF_TIPC, unix.SOCK_RDM},
		"AF_RDS":    {unix.AF_RDS, unix.SOCK_SEQPACKET},
		"AF_XDP":    {unix.AF_XDP, unix.SOCK_RAW},
		"AF_KCM":    {unix.AF_KCM, unix.SOCK_DGRAM},
		"AF_SMC":    {unix.AF_SMC, unix.SOCK_STREAM},
	}
	for name, ft := range refused {
		if out := probe(ft[0], ft[1]); !strings.HasPrefix(out, "refused") {
			t.Errorf("a tool without network made an %s socket (%q)", name, out)
		}
	}
	allowed := map[string][2]int{
		"AF_INET":    {unix.AF_INET, unix.SOCK_STREAM},
		"AF_INET6":   {unix.AF_INET6, unix.SOCK_DGRAM},
		"AF_NETLINK": {unix.AF_NETLINK, unix.SOCK_RAW},
	}
	for name, ft := range allowed {
		if ft[0] == unix.AF_INET6 && !ipv6() {
			continue
		}
		if out := probe(ft[0], ft[1]); out != "made" {
			t.Errorf("a tool without network cannot make an %s socket, which stays in its empty namespace: %q", name, out)
		}
	}
}

func ipv6() bool {
	fd, err := unix.Socket(unix.AF_INET6, unix.SOCK_DGRAM, 0)
	if err != nil {
		return false
	}
	unix.Close(fd)
	return true
}
