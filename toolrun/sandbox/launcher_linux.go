package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"syscall"
	"time"
	"unsafe"

	"github.com/landlock-lsm/go-landlock/landlock"
	llsys "github.com/landlock-lsm/go-landlock/landlock/syscall"
	"golang.org/x/sys/unix"
)

// launcherArg marks a re-execution of the binary as the launcher. It is
// the first argument, so no command line a person types collides with it.
const launcherArg = "__zc-sandbox-launch"

// probeTarget is the target of New's probe: the launcher restricts itself
// and exits 0 instead of executing anything.
const probeTarget = "__zc-sandbox-probe"

// launchSpec is what the launcher applies.
type launchSpec struct {
	ReadOnly []string
	Writable []string
	Network  bool
	// JoinNetNS: join the network namespace at descriptor 3 first.
	JoinNetNS bool
	UID       int
	GID       int
	Limits    Limits
}

// launchArgs renders the launcher's command line: exe, the marker, then
// uid gid net (1: allowed; 0: none; 2: none, join the namespace at
// descriptor 3) cpu-seconds address-space open-files processes file-size,
// the count of read-only paths and the paths, the count of writable
// paths and the paths, then the target argv. Plain words, so the C
// launcher (launcher_cgo.go) parses them without a JSON reader.
func launchArgs(exe string, spec launchSpec, argv []string) []string {
	net := "0"
	switch {
	case spec.Network:
		net = "1"
	case spec.JoinNetNS:
		net = "2"
	}
	l := spec.Limits
	cpu := int64(0)
	if l.CPU > 0 {
		cpu = max(1, int64(l.CPU.Seconds()))
	}
	args := []string{exe, launcherArg, strconv.Itoa(spec.UID), strconv.Itoa(spec.GID), net,
		strconv.FormatInt(cpu, 10), strconv.FormatInt(l.AddressSpace, 10), strconv.FormatInt(l.OpenFiles, 10),
		strconv.FormatInt(l.Processes, 10), strconv.FormatInt(l.FileSize, 10), strconv.Itoa(len(spec.ReadOnly))}
	args = append(args, spec.ReadOnly...)
	args = append(args, strconv.Itoa(len(spec.Writable)))
	args = append(args, spec.Writable...)
	return append(args, argv...)
}

// parseLaunchArgs reads what launchArgs wrote (after exe and the marker).
func parseLaunchArgs(args []string) (launchSpec, []string, error) {
	var spec launchSpec
	bad := fmt.Errorf("bad launch arguments")
	num := func(i int) (int64, error) {
		if i >= len(args) {
			return 0, bad
		}
		return strconv.ParseInt(args[i], 10, 64)
	}
	var v [8]int64
	for i := range v {
		n, err := num(i)
		if err != nil {
			return spec, nil, bad
		}
		v[i] = n
	}
	spec.UID, spec.GID, spec.Network, spec.JoinNetNS = int(v[0]), int(v[1]), v[2] == 1, v[2] == 2
	spec.Limits = Limits{CPU: time.Duration(v[3]) * time.Second, AddressSpace: v[4], OpenFiles: v[5], Processes: v[6], FileSize: v[7]}
	i := 8
	list := func() ([]string, error) {
		n, err := num(i)
		if err != nil || n < 0 || int(n) > len(args)-i-1 {
			return nil, bad
		}
		out := args[i+1 : i+1+int(n)]
		i += 1 + int(n)
		return out, nil
	}
	var err error
	if spec.ReadOnly, err = list(); err != nil {
		return spec, nil, err
	}
	if spec.Writable, err = list(); err != nil {
		return spec, nil, err
	}
	if i >= len(args) {
		return spec, nil, bad
	}
	return spec, args[i:], nil
}

// The launcher runs before main (and before a test binary's TestMain): a
// binary that imports this package is its own launcher. Package
// initialization runs on the main OS thread; every restriction below that
// is per thread (no_new_privs, the Landlock domain, the user) is applied to
// that thread alone, which then executes the target: execve carries the
// calling thread's state into the new program and ends every other thread.
// Restricting all threads instead (as go-landlock's Restrict does) stops
// and signals each of them, which costs milliseconds on a busy machine.
func init() {
	if len(os.Args) > 3 && os.Args[1] == launcherArg {
		runtime.LockOSThread()
		if err := launch(os.Args[2:]); err != nil {
			fmt.Fprintf(os.Stderr, "zc-proxy sandbox: %v\n", err)
			os.Exit(126)
		}
	}
}

// launch confines this process and executes argv; it returns only on
// failure (or after the probe).
func launch(args []string) error {
	spec, argv, err := parseLaunchArgs(args)
	if err != nil {
		return err
	}
	if spec.JoinNetNS {
		if err := unix.Setns(3, unix.CLONE_NEWNET); err != nil {
			return fmt.Errorf("setns: %w", err)
		}
	}
	if err := setLimits(spec.Limits); err != nil {
		return err
	}
	if err := restrict(spec); err != nil {
		return err
	}
	if err := noKeyrings(); err != nil {
		return err
	}
	if !spec.Network {
		if err := noSockets(); err != nil {
			return err
		}
	}
	if spec.UID >= 0 {
		if err := dropUser(spec.UID, spec.GID); err != nil {
			return err
		}
	}
	// Credentials changed: the parent-death signal was cleared.
	if err := unix.Prctl(unix.PR_SET_PDEATHSIG, uintptr(syscall.SIGKILL), 0, 0, 0); err != nil {
		return fmt.Errorf("prctl(PR_SET_PDEATHSIG): %w", err)
	}
	// Whatever the runtime or a parent left open stays here.
	if err := unix.CloseRange(3, ^uint(0), unix.CLOSE_RANGE_CLOEXEC); err != nil {
		return fmt.Errorf("close_range: %w", err)
	}
	if argv[0] == probeTarget {
		os.Exit(0)
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return fmt.Errorf("%s: %w", argv[0], unwrapExecError(err))
	}
	if err := syscall.Exec(path, argv, os.Environ()); err != nil {
		return fmt.Errorf("%s: %w", argv[0], err)
	}
	return nil
}

func unwrapExecError(err error) error {
	if e, ok := err.(*exec.Error); ok {
		return e.Err
	}
	return err
}

func setLimits(l Limits) error {
	set := func(name string, resource int, v int64) error {
		if v <= 0 {
			return nil
		}
		lim := unix.Rlimit{Cur: uint64(v), Max: uint64(v)}
		var cur unix.Rlimit
		if err := unix.Getrlimit(resource, &cur); err == nil && cur.Max < lim.Max {
			lim = unix.Rlimit{Cur: min(cur.Max, lim.Cur), Max: cur.Max} // never above the hard limit
		}
		if err := unix.Setrlimit(resource, &lim); err != nil {
			return fmt.Errorf("setrlimit %s: %w", name, err)
		}
		return nil
	}
	cpu := int64(0)
	if l.CPU > 0 {
		cpu = max(1, int64(l.CPU.Seconds()))
	}
	for _, r := range []struct {
		name     string
		resource int
		v        int64
	}{
		{"cpu", unix.RLIMIT_CPU, cpu},
		{"address_space", unix.RLIMIT_AS, l.AddressSpace},
		{"open_files", unix.RLIMIT_NOFILE, l.OpenFiles},
		{"processes", unix.RLIMIT_NPROC, l.Processes},
		{"file_size", unix.RLIMIT_FSIZE, l.FileSize},
	} {
		if err := set(r.name, r.resource, r.v); err != nil {
			return err
		}
	}
	return nil
}

// restrict applies the Landlock rules to the calling thread: read (and
// execute) spec.ReadOnly, read and write spec.Writable and the discard
// devices, nothing else; no TCP unless spec.Network; signals and abstract
// sockets scoped. It sets no_new_privs on the thread first, as Landlock
// requires.
func restrict(spec launchSpec) error {
	var dirs, files []string
	for _, p := range spec.ReadOnly {
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			dirs = append(dirs, p)
		} else if err == nil {
			files = append(files, p)
		}
	}
	rules := []landlock.Rule{
		landlock.RODirs(dirs...).IgnoreIfMissing(),
		landlock.ROFiles(files...).IgnoreIfMissing(),
		landlock.RWDirs(spec.Writable...).IgnoreIfMissing(),
		landlock.RWFiles(writableDevices...).IgnoreIfMissing(),
	}
	cfg := landlock.V11
	if spec.Network {
		cfg.HandledAccessNet = 0
	}
	// With network access handled and no network rule, every TCP bind and
	// connect is denied.
	fd, flags, err := cfg.BestEffort().NewRulesetFD(rules...)
	if err != nil {
		return fmt.Errorf("landlock: %w", err)
	}
	if fd < 0 {
		return fmt.Errorf("landlock: the kernel restricts nothing")
	}
	defer unix.Close(fd)
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		return fmt.Errorf("prctl(PR_SET_NO_NEW_PRIVS): %w", err)
	}
	if err := llsys.LandlockRestrictSelf(fd, flags); err != nil {
		return fmt.Errorf("landlock_restrict_self: %w", err)
	}
	return nil
}

// dropUser switches the calling thread to uid and gid, with gid as its
// only group. The raw system calls change this thread alone (Go's
// wrappers change every thread): the thread that executes the target.
func dropUser(uid, gid int) error {
	groups := []uint32{uint32(gid)}
	if _, _, e := unix.RawSyscall(unix.SYS_SETGROUPS, 1, uintptr(unsafe.Pointer(&groups[0])), 0); e != 0 {
		return fmt.Errorf("setgroups: %w", e)
	}
	if _, _, e := unix.RawSyscall(unix.SYS_SETRESGID, uintptr(gid), uintptr(gid), uintptr(gid)); e != 0 {
		return fmt.Errorf("setresgid: %w", e)
	}
	if _, _, e := unix.RawSyscall(unix.SYS_SETRESUID, uintptr(uid), uintptr(uid), uintptr(uid)); e != 0 {
		return fmt.Errorf("setresuid: %w", e)
	}
	return nil
}
