package sandbox

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	llsys "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// New checks that the kernel can confine processes (Landlock, and whether
// a network namespace can be made) by starting the launcher once, and
// returns the sandbox. Its error wraps ErrUnavailable when the kernel
// cannot, naming what is missing.
func New(cfg Config) (*Sandbox, error) {
	cfg, err := withDefaults(cfg)
	if err != nil {
		return nil, err
	}
	abiOf := cfg.landlockABI
	if abiOf == nil {
		abiOf = llsys.LandlockGetABIVersion
	}
	abi, err := abiOf()
	if err != nil || abi < 1 {
		return nil, fmt.Errorf("%w: the kernel has no Landlock LSM enabled (landlock_create_ruleset: %v); "+
			"enable it (lsm=landlock,… on the kernel command line) or set sandbox.enabled: false", ErrUnavailable, err)
	}
	s := &Sandbox{
		exe:     cfg.Executable,
		read:    existing(append(append([]string(nil), systemPaths...), cfg.ReadPaths...)),
		limits:  cfg.Limits,
		scratch: cfg.ScratchDir,
		uid:     -1,
		gid:     -1,
		abi:     abi,
	}
	if os.Geteuid() == 0 {
		if s.uid, s.gid, err = lookupUser(cfg.User); err != nil {
			return nil, err
		}
		s.userName = cfg.User
	} else {
		s.userNS = true
	}
	s.netNS = true
	if !s.userNS {
		// Made once and joined by each process (setns), rather than a
		// fresh one per process: creating and tearing down a network
		// namespace costs milliseconds. Processes in it cannot reach each
		// other: its loopback is down and only root could raise it, and
		// Landlock scopes abstract sockets to each process's own domain.
		if ns, err := emptyNetNS(); err == nil {
			s.sharedNS = ns
		}
	}
	if s.uid >= 0 && s.limits.FileSize > 0 {
		// A scratch file system of its own per call, where the proxy may
		// mount one (root with CAP_SYS_ADMIN; not in a default container).
		s.scratchFS = canMountScratch(s.scratch, s.limits.FileSize, s.uid, s.gid)
	}
	if err := s.probe(); err != nil {
		// No namespaces here (a container without CAP_SYS_ADMIN that may not
		// make user namespaces): confine with Landlock and seccomp alone.
		if s.sharedNS != nil {
			s.sharedNS.Close()
			s.sharedNS = nil
		}
		s.netNS = false
		if err2 := s.probe(); err2 != nil {
			return nil, fmt.Errorf("%w: the launcher failed: %v", ErrUnavailable, err2)
		}
		if abi < abiNet {
			return nil, fmt.Errorf("%w: neither a network namespace (%v) nor Landlock TCP rules (ABI %d, needs %d) can cut tools off the network; "+
				"or set sandbox.enabled: false", ErrUnavailable, err, abi, abiNet)
		}
	}
	return s, nil
}

// probe starts the launcher once with an empty target: it applies every
// restriction and exits.
func (s *Sandbox) probe() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cmd, err := s.Command(ctx, []string{probeTarget}, Policy{}, nil)
	if err != nil {
		return err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return fmt.Errorf("%w: %s", err, msg)
		}
		return err
	}
	return nil
}

// Command returns a command that runs argv confined by p, with env as its
// whole environment (the launcher passes it on). The caller sets Dir,
// Stdout, Stderr and starts it; the process runs in a process group of its
// own and dies with the proxy.
func (s *Sandbox) Command(ctx context.Context, argv []string, p Policy, env []string) (*exec.Cmd, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("sandbox: empty argv")
	}
	spec := launchSpec{
		ReadOnly: append(append([]string(nil), s.read...), existing(p.ReadOnly)...),
		Writable: existing(p.Writable),
		Network:  p.Network,
		UID:      s.uid,
		GID:      s.gid,
		Limits:   s.limits,
	}
	if s.uid < 0 && !s.userNS {
		spec.Limits.Processes = 0 // RLIMIT_NPROC would count the proxy's own threads
	}
	cmd := exec.CommandContext(ctx, s.exe)
	cmd.Env = env
	attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if s.netNS {
		// A PID namespace of its own: when the target (its first process)
		// ends, the kernel kills everything it started, setsid or not, so
		// no process outlives the call.
		attr.Cloneflags |= syscall.CLONE_NEWPID
		// An IPC namespace of its own too: System V shared memory,
		// semaphores and message queues outlive the processes that made
		// them, so in the proxy's namespace a call's segments held memory
		// after it ended and a later call could read them. The kernel
		// removes a namespace's objects when its last process ends.
		attr.Cloneflags |= syscall.CLONE_NEWIPC
	}
	switch {
	case p.Network || !s.netNS:
	case s.sharedNS != nil:
		spec.JoinNetNS = true
		cmd.ExtraFiles = []*os.File{s.sharedNS} // descriptor 3 in the launcher
	default:
		attr.Cloneflags |= syscall.CLONE_NEWNET
	}
	if s.userNS && attr.Cloneflags != 0 {
		uid, gid := os.Getuid(), os.Getgid()
		attr.Cloneflags |= syscall.CLONE_NEWUSER
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: uid, HostID: uid, Size: 1}}
		attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: gid, HostID: gid, Size: 1}}
		attr.GidMappingsEnableSetgroups = false
	}
	cmd.SysProcAttr = attr
	cmd.Args = launchArgs(s.exe, spec, argv)
	return cmd, nil
}

// emptyNetNS makes a network namespace with nothing in it and returns a
// descriptor that keeps it alive. A thread of this process moves into it
// and is then discarded: its goroutine ends locked to it.
func emptyNetNS() (*os.File, error) {
	type result struct {
		f   *os.File
		err error
	}
	ch := make(chan result, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		if err := unix.Unshare(unix.CLONE_NEWNET); err != nil {
			ch <- result{nil, fmt.Errorf("unshare(CLONE_NEWNET): %w", err)}
			return
		}
		f, err := os.Open("/proc/thread-self/ns/net")
		ch <- result{f, err}
	}()
	r := <-ch
	return r.f, r.err
}

// HardenSelf makes the calling process non-dumpable: its /proc files (memory,
// environment, descriptors) become root's, so no other process of its user,
// sandboxed or not, can read them, and it leaves no core dump.
func HardenSelf() error {
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); err != nil {
		return fmt.Errorf("prctl(PR_SET_DUMPABLE): %w", err)
	}
	return nil
}

// chmodNoFollow changes the mode of the directory at path, never of what a
// symlink put there since it was listed points to: the directory is opened
// without following links (O_PATH, so even a mode-0 one opens) and changed
// through its /proc/self/fd entry.
func chmodNoFollow(path string, mode uint32) {
	fd, err := unix.Open(path, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer unix.Close(fd)
	_ = unix.Chmod("/proc/self/fd/"+strconv.Itoa(fd), mode)
}

// mountScratch mounts a tmpfs of size bytes, owned by uid and gid, on dir:
// no setuid or device files, and one inode per 4 KiB (empty files take no
// space but do take kernel memory).
func mountScratch(dir string, size int64, uid, gid int) error {
	inodes := max(1024, size/4096)
	opts := fmt.Sprintf("size=%d,nr_inodes=%d,mode=0700,uid=%d,gid=%d", size, inodes, uid, gid)
	if err := unix.Mount("tmpfs", dir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return fmt.Errorf("mount tmpfs on %s: %w", dir, err)
	}
	return nil
}

// unmountScratch detaches the scratch file system on dir.
func unmountScratch(dir string) {
	_ = unix.Unmount(dir, unix.MNT_DETACH)
}

// canMountScratch reports whether scratch file systems can be mounted in
// parent, by mounting one.
func canMountScratch(parent string, size int64, uid, gid int) bool {
	dir, err := os.MkdirTemp(parent, "zc-probe-")
	if err != nil {
		return false
	}
	defer os.Remove(dir)
	if mountScratch(dir, size, uid, gid) != nil {
		return false
	}
	unmountScratch(dir)
	return true
}
