package sandbox

import (
	"fmt"
	"runtime"
	"unsafe"

	"golang.org/x/sys/unix"
)

// noSockets installs, on the calling thread, the seccomp filter of a
// process without network: socket(AF_UNIX, …) and io_uring_setup fail, and
// so does any system call of a foreign ABI. It is the Go launcher's copy of
// zc_no_sockets in launcher_cgo.go (see there for why).
func noSockets() error {
	var arch uint32
	switch runtime.GOARCH {
	case "amd64":
		arch = unix.AUDIT_ARCH_X86_64
	case "arm64":
		arch = unix.AUDIT_ARCH_AARCH64
	default:
		return nil
	}
	const (
		offNr   = 0
		offArch = 4
		offArg0 = 16 // args[0], its low 32 bits (little-endian)
		ret     = unix.BPF_RET | unix.BPF_K
		load    = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS
		jeq     = unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K
		jge     = unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K
	)
	enosys := uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS))
	filter := []unix.SockFilter{
		{Code: load, K: offArch},
		{Code: jeq, Jt: 1, K: arch},
		{Code: ret, K: enosys},
		{Code: load, K: offNr},
		{Code: jge, Jf: 1, K: 0x40000000}, // x32 on amd64; no such numbers elsewhere
		{Code: ret, K: enosys},
		{Code: jeq, Jf: 1, K: unix.SYS_IO_URING_SETUP},
		{Code: ret, K: enosys},
		{Code: jeq, Jf: 3, K: unix.SYS_SOCKET},
		{Code: load, K: offArg0},
		{Code: jeq, Jf: 1, K: unix.AF_UNIX},
		{Code: ret, K: uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.EACCES))},
		{Code: ret, K: unix.SECCOMP_RET_ALLOW},
	}
	prog := unix.SockFprog{Len: uint16(len(filter)), Filter: &filter[0]}
	if err := unix.Prctl(unix.PR_SET_SECCOMP, unix.SECCOMP_MODE_FILTER, uintptr(unsafe.Pointer(&prog)), 0, 0); err != nil {
		return fmt.Errorf("seccomp: %w", err)
	}
	return nil
}

// noKeyrings installs, on the calling thread, the seccomp filter every
// confined process gets: add_key, request_key and keyctl fail, and so does
// any system call of a foreign ABI. It is the Go launcher's copy of
// zc_no_keyrings in launcher_cgo.go (see there for why).
func noKeyrings() error {
	var arch uint32
	switch runtime.GOARCH {
	case "amd64":
		arch = unix.AUDIT_ARCH_X86_64
	case "arm64":
		arch = unix.AUDIT_ARCH_AARCH64
	default:
		return nil
	}
	const (
		offNr   = 0
		offArch = 4
		ret     = unix.BPF_RET | unix.BPF_K
		load    = unix.BPF_LD | unix.BPF_W | unix.BPF_ABS
		jeq     = unix.BPF_JMP | unix.BPF_JEQ | unix.BPF_K
		jge     = unix.BPF_JMP | unix.BPF_JGE | unix.BPF_K
	)
	enosys := uint32(unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS))
	filter := []unix.SockFilter{
		{Code: load, K: offArch},
		{Code: jeq, Jt: 1, K: arch},
		{Code: ret, K: enosys},
		{Code: load, K: offNr},
		{Code: jge, Jf: 1, K: 0x40000000}, // x32 on amd64; no such numbers elsewhere
		{Code: ret, K: enosys},
		{Code: jeq, Jt: 2, K: unix.SYS_ADD_KEY},
		{Code: jeq, Jt: 1, K: unix.SYS_REQUEST_KEY},
		{Code: jeq, Jf: 1, K: unix.SYS_KEYCTL},
		{Code: ret, K: enosys},
		{Code: ret, K: unix.SECCOMP_RET_ALLOW},
	}
	prog := unix.SockFprog{Len: uint16(len(filter)), Filter: &filter[0]}
	if err := unix.Prctl(unix.PR_SET_SECCOMP, unix.SECCOMP_MODE_FILTER, uintptr(unsafe.Pointer(&prog)), 0, 0); err != nil {
		return fmt.Errorf("seccomp: %w", err)
	}
	return nil
}
