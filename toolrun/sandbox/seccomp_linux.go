package sandbox

import (
	"fmt"
	"runtime"
	"unsafe"

	"golang.org/x/sys/unix"
)

// BPF instructions and seccomp_data offsets the filters use.
const (
	offNr   = 0
	offArch = 4
	offArg0 = 16 // args[0], its low 32 bits (little-endian)
	offArg2 = 32 // args[2], its low 32 bits
	bpfRet  = unix.BPF_RET | unix.BPF_K
	bpfLoad = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS
	bpfJeq  = unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K
	bpfJge  = unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K
)

var enosys = uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS))

// noSockets installs, on the calling thread, the seccomp filter of a
// process without network: socket(AF_UNIX, …), a socket of any family but
// AF_INET, AF_INET6 and AF_NETLINK, a netlink socket but NETLINK_ROUTE, and
// io_uring_setup fail, and so does any system call of a foreign ABI. It is the Go launcher's copy of
// zc_no_sockets in launcher_cgo.go (see there for why).
func noSockets() error {
	return installFilter([]unix.SockFilter{
		{Code: bpfJeq, Jf: 1, K: unix.SYS_IO_URING_SETUP},
		{Code: bpfRet, K: enosys},
		{Code: bpfJeq, Jf: 10, K: unix.SYS_SOCKET},
		{Code: bpfLoad, K: offArg0},
		{Code: bpfJeq, Jf: 1, K: unix.AF_UNIX},
		{Code: bpfRet, K: uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.EACCES))},
		{Code: bpfJeq, Jt: 6, K: unix.AF_INET},
		{Code: bpfJeq, Jt: 5, K: unix.AF_INET6},
		{Code: bpfJeq, Jf: 3, K: unix.AF_NETLINK},
		{Code: bpfLoad, K: offArg2},
		{Code: bpfJeq, Jt: 2, K: unix.NETLINK_ROUTE},
		{Code: bpfRet, K: uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.EPROTONOSUPPORT))},
		{Code: bpfRet, K: uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.EAFNOSUPPORT))},
		{Code: bpfRet, K: unix.SECCOMP_RET_ALLOW},
	})
}

// noKeyrings installs, on the calling thread, the seccomp filter every
// confined process gets: add_key, request_key and keyctl fail, and so does
// any system call of a foreign ABI. It is the Go launcher's copy of
// zc_no_keyrings in launcher_cgo.go (see there for why).
func noKeyrings() error {
	return installFilter([]unix.SockFilter{
		{Code: bpfJeq, Jt: 2, K: unix.SYS_ADD_KEY},
		{Code: bpfJeq, Jt: 1, K: unix.SYS_REQUEST_KEY},
		{Code: bpfJeq, Jf: 1, K: unix.SYS_KEYCTL},
		{Code: bpfRet, K: enosys},
	})
}

// installFilter installs rules between the prologue every filter shares
// (a foreign architecture or an x32 call fails; the accumulator then holds
// the system call number) and "allow". Rules fall through to allow.
func installFilter(rules []unix.SockFilter) error {
	var arch uint32
	switch runtime.GOARCH {
	case "amd64":
		arch = unix.AUDIT_ARCH_X86_64
	case "arm64":
		arch = unix.AUDIT_ARCH_AARCH64
	default:
		return nil
	}
	filter := append([]unix.SockFilter{
		{Code: bpfLoad, K: offArch},
		{Code: bpfJeq, Jt: 1, K: arch},
		{Code: bpfRet, K: enosys},
		{Code: bpfLoad, K: offNr},
		{Code: bpfJge, Jf: 1, K: 0x40000000}, // x32 on amd64; no such numbers elsewhere
		{Code: bpfRet, K: enosys},
	}, rules...)
	filter = append(filter, unix.SockFilter{Code: bpfRet, K: unix.SECCOMP_RET_ALLOW})
	prog := unix.SockFprog{Len: uint16(len(filter)), Filter: &filter[0]}
	if err := unix.Prctl(unix.PR_SET_SECCOMP, unix.SECCOMP_MODE_FILTER, uintptr(unsafe.Pointer(&prog)), 0, 0); err != nil {
		return fmt.Errorf("seccomp: %w", err)
	}
	return nil
}
