package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"syscall"

	"github.com/landlock-lsm/go-landlock/landlock"
	"golang.org/x/sys/unix"
)

// launcherArg marks a re-execution of the binary as the launcher. It is
// the first argument, so no command line a person types collides with it.
const launcherArg = "__zc-sandbox-launch"

// probeTarget is the target of New's probe: the launcher restricts itself
// and exits 0 instead of executing anything.
const probeTarget = "__zc-sandbox-probe"

// launchSpec is what the launcher applies, passed as one JSON argument.
type launchSpec struct {
	ReadOnly []string `json:"ro"`
	Writable []string `json:"rw"`
	Network  bool     `json:"net"`
	UID      int      `json:"uid"`
	GID      int      `json:"gid"`
	Limits   Limits   `json:"limits"`
}

// The launcher runs before main (and before a test binary's TestMain): a
// binary that imports this package is its own launcher.
func init() {
	if len(os.Args) > 3 && os.Args[1] == launcherArg {
		if err := launch(os.Args[2], os.Args[3:]); err != nil {
			fmt.Fprintf(os.Stderr, "zc-proxy sandbox: %v\n", err)
			os.Exit(126)
		}
	}
}

// launch confines this process and executes argv; it returns only on
// failure (or after the probe).
func launch(specJSON string, argv []string) error {
	var spec launchSpec
	if err := json.Unmarshal([]byte(specJSON), &spec); err != nil {
		return fmt.Errorf("bad launch spec: %w", err)
	}
	if err := setLimits(spec.Limits); err != nil {
		return err
	}
	if err := restrict(spec); err != nil {
		return err
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

// restrict applies the Landlock rules: read (and execute) spec.ReadOnly,
// read and write spec.Writable and the discard devices, nothing else; no
// TCP unless spec.Network; signals and abstract sockets scoped.
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
	cfg := landlock.V11.BestEffort()
	if spec.Network {
		if err := cfg.RestrictPaths(rules...); err != nil {
			return fmt.Errorf("landlock: %w", err)
		}
		if err := cfg.RestrictScoped(); err != nil {
			return fmt.Errorf("landlock: %w", err)
		}
		return nil
	}
	// Restrict with no network rule: every TCP bind and connect is denied.
	if err := cfg.Restrict(rules...); err != nil {
		return fmt.Errorf("landlock: %w", err)
	}
	return nil
}

// dropUser switches every thread to uid and gid, with no supplementary
// groups.
func dropUser(uid, gid int) error {
	if err := syscall.Setgroups([]int{gid}); err != nil {
		return fmt.Errorf("setgroups: %w", err)
	}
	if err := syscall.Setresgid(gid, gid, gid); err != nil {
		return fmt.Errorf("setresgid: %w", err)
	}
	if err := syscall.Setresuid(uid, uid, uid); err != nil {
		return fmt.Errorf("setresuid: %w", err)
	}
	return nil
}
