// Package sandbox confines the processes tools start (shell and exec calls,
// stdio MCP servers) so that a model following injected text cannot turn
// an allowed command against the host.
//
// A confined process is started through a launcher: the proxy's own
// binary re-executed with a marker argument. The launcher applies resource
// limits, a Landlock ruleset (read-only system directories and the tool's
// directory, one writable scratch directory, no TCP unless allowed, no
// signals or abstract sockets to processes outside its domain), drops to
// an unprivileged user when the proxy runs as root, marks every inherited
// descriptor close-on-exec, and then executes the target. Without network
// access the launcher also starts in a network namespace of its own, which
// has no interface but a down loopback: that covers UDP and Multipath TCP,
// which Landlock ABI 7 does not.
//
// Landlock applies to the calling process and everything it starts later,
// so the restrictions reach the target and all of its children, and no
// child can undo them.
package sandbox

import (
	"errors"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Limits are the resource limits of a confined process (setrlimit). Zero
// leaves a limit as inherited.
type Limits struct {
	CPU          time.Duration `yaml:"cpu"`           // RLIMIT_CPU, whole seconds; default 60s
	AddressSpace int64         `yaml:"address_space"` // RLIMIT_AS, bytes; default 4 GiB
	OpenFiles    int64         `yaml:"open_files"`    // RLIMIT_NOFILE; default 1024
	Processes    int64         `yaml:"processes"`     // RLIMIT_NPROC, the sandbox user's processes; default 512
	FileSize     int64         `yaml:"file_size"`     // RLIMIT_FSIZE, bytes one written file may reach (as root, a call's whole scratch directory too); default 64 MiB
}

// WithDefaults fills each limit left zero from DefaultLimits.
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits
	for _, f := range []struct{ v, def *int64 }{
		{&l.AddressSpace, &d.AddressSpace}, {&l.OpenFiles, &d.OpenFiles}, {&l.Processes, &d.Processes}, {&l.FileSize, &d.FileSize},
	} {
		if *f.v == 0 {
			*f.v = *f.def
		}
	}
	if l.CPU == 0 {
		l.CPU = d.CPU
	}
	return l
}

// DefaultLimits apply where config leaves a limit unset.
var DefaultLimits = Limits{
	CPU:          60 * time.Second,
	AddressSpace: 4 << 30,
	OpenFiles:    1024,
	Processes:    512,
	FileSize:     64 << 20,
}

// Config is the machine-wide sandbox setup.
type Config struct {
	// User is the user tool processes run as when the proxy runs as root;
	// default "nobody". Ignored when the proxy is not root (processes keep
	// its user, in a user namespace of their own when one can be made).
	User string
	// ReadPaths are extra paths every confined process may read and
	// execute, beyond the system directories (a toolchain in /opt, say).
	ReadPaths []string
	Limits    Limits
	// ScratchDir is where per-call scratch directories are made; default
	// os.TempDir().
	ScratchDir string
	// Executable is the launcher binary; default os.Executable(). It must
	// be a binary that imports this package.
	Executable string

	// landlockABI reads the kernel's Landlock ABI; nil is the system call
	// (tests stand in a kernel without Landlock).
	landlockABI func() (int, error)
}

// Policy is what one confined process may do, beyond the system paths.
type Policy struct {
	ReadOnly []string // directories or files to read and execute
	Writable []string // directories to read and write
	Network  bool     // TCP, UDP and other sockets allowed
}

// systemPaths are read (and executed) by every confined process: what
// programs need to load and run, name users, read the time zone and
// certificates. Only the named files of /etc, never all of it: a config
// with secrets may live there.
var systemPaths = []string{
	"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
	"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime", "/etc/timezone",
	"/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts", "/etc/resolv.conf",
	"/etc/host.conf", "/etc/gai.conf", "/etc/ssl", "/etc/ca-certificates", "/etc/pki",
	"/etc/alternatives", "/etc/gitconfig", "/etc/mime.types", "/etc/locale.alias",
	"/etc/os-release", "/etc/debian_version", "/etc/mtab", "/etc/magic", "/etc/inputrc",
	// Of /proc only the process's own directory (resolved by the launcher,
	// whose pid the target keeps) and machine-wide figures: every other
	// process's command line stays hidden.
	"/proc/self", "/proc/thread-self", "/proc/meminfo", "/proc/cpuinfo", "/proc/stat", "/proc/uptime",
	"/proc/loadavg", "/proc/version", "/proc/filesystems", "/proc/sys/kernel/hostname",
	"/proc/sys/kernel/ostype", "/proc/sys/kernel/osrelease", "/proc/sys/vm/overcommit_memory",
	"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom",
}

// writableDevices are written by programs that discard output.
var writableDevices = []string{"/dev/null", "/dev/full", "/dev/zero"}

// Landlock ABI versions of the features the sandbox uses: 1 restricts
// files, 4 TCP, 6 keeps signals and abstract sockets inside the domain (a
// tool running as the proxy's own user could otherwise signal it).
const (
	abiNet    = 4
	abiScoped = 6
)

// ErrUnavailable is wrapped by New when the kernel cannot confine
// processes.
var ErrUnavailable = errors.New("sandbox unavailable")

// Sandbox starts confined processes. Safe for concurrent use.
type Sandbox struct {
	exe      string
	read     []string // system and configured read paths that exist
	limits   Limits
	scratch  string
	uid, gid int      // -1: keep the proxy's
	userName string   // "" when keeping the proxy's user
	userNS   bool     // not root: a user namespace holds the network namespace
	netNS    bool     // a network namespace isolates processes without network
	sharedNS *os.File // root: one empty network namespace every process without network joins
	abi      int
	// scratchFS: each scratch directory is a file system of its own of
	// limits.FileSize bytes (root only), so a call cannot fill the disk
	// with file after file.
	scratchFS bool
}

// Describe says how processes are confined, for the start-up summary.
func (s *Sandbox) Describe() string {
	var parts []string
	parts = append(parts, fmt.Sprintf("landlock ABI %d", s.abi))
	if s.netNS {
		parts = append(parts, "network and PID namespaces")
	} else {
		parts = append(parts, "no namespaces (TCP blocked by landlock, UDP is not; a process a tool starts may outlive its call)")
	}
	if s.scratchFS {
		parts = append(parts, fmt.Sprintf("scratch ≤ %d bytes", s.limits.FileSize))
	} else {
		parts = append(parts, "scratch size not capped")
	}
	if s.userName != "" {
		parts = append(parts, "user "+s.userName)
	} else if s.abi < abiScoped {
		parts = append(parts, "signals not scoped (Landlock ABI < 6)")
	}
	return strings.Join(parts, ", ")
}

// UserName is the user processes run as, "" when they keep the proxy's.
func (s *Sandbox) UserName() string { return s.userName }

// NetworkNamespace reports whether processes without network get a network
// namespace of their own.
func (s *Sandbox) NetworkNamespace() bool { return s.netNS }

// User returns the uid and gid processes run as, -1 when they keep the
// proxy's.
func (s *Sandbox) User() (uid, gid int) { return s.uid, s.gid }

// withDefaults fills cfg's unset fields.
func withDefaults(cfg Config) (Config, error) {
	if cfg.User == "" {
		cfg.User = "nobody"
	}
	cfg.Limits = cfg.Limits.WithDefaults()
	if cfg.ScratchDir == "" {
		cfg.ScratchDir = os.TempDir()
	}
	if cfg.Executable == "" {
		exe, err := os.Executable()
		if err != nil {
			return cfg, fmt.Errorf("sandbox: cannot find the proxy's own binary to launch tools: %w", err)
		}
		cfg.Executable = exe
	}
	return cfg, nil
}

// lookupUser resolves a user name or numeric uid.
func lookupUser(name string) (uid, gid int, err error) {
	u, err := user.Lookup(name)
	if err != nil {
		if _, numErr := strconv.Atoi(name); numErr != nil {
			return 0, 0, fmt.Errorf("sandbox: user %q: %w", name, err)
		}
		if u, err = user.LookupId(name); err != nil {
			return 0, 0, fmt.Errorf("sandbox: user %q: %w", name, err)
		}
	}
	if uid, err = strconv.Atoi(u.Uid); err != nil {
		return 0, 0, fmt.Errorf("sandbox: user %q has uid %q", name, u.Uid)
	}
	if gid, err = strconv.Atoi(u.Gid); err != nil {
		return 0, 0, fmt.Errorf("sandbox: user %q has gid %q", name, u.Gid)
	}
	if uid == 0 {
		return 0, 0, fmt.Errorf("sandbox: user %q is root; tools must run as an unprivileged user", name)
	}
	return uid, gid, nil
}

// existing returns the paths that exist, made absolute.
func existing(paths []string) []string {
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			continue
		}
		if _, err := os.Stat(abs); err == nil {
			out = append(out, abs)
		}
	}
	return out
}

// Scratch makes a fresh scratch directory for one process, owned by the
// sandbox user, and returns it with the function that removes it. When
// the proxy runs as root it is a file system of its own (tmpfs) of
// limits.FileSize bytes: that limit bounds each file a process writes,
// not how many, and the host's temporary directory would otherwise take
// file after file until the disk was full.
func (s *Sandbox) Scratch() (string, func(), error) {
	dir, err := os.MkdirTemp(s.scratch, "zc-tool-")
	if err != nil {
		return "", nil, fmt.Errorf("sandbox: scratch directory: %w", err)
	}
	if s.scratchFS {
		// Mounted while root owns the directory: the mount's options give
		// its root to the sandbox user. Chowned first, the directory's new
		// owner could swap it for a symlink in a sticky parent (/tmp)
		// before the mount, which follows it (attack 12).
		if scratchBeforeMount != nil {
			scratchBeforeMount(dir)
		}
		if err := mountScratch(dir, s.limits.FileSize, s.uid, s.gid); err != nil {
			os.RemoveAll(dir)
			return "", nil, fmt.Errorf("sandbox: scratch directory: %w", err)
		}
		return dir, func() { unmountScratch(dir); removeAll(dir) }, nil
	}
	if s.uid >= 0 {
		if err := os.Chown(dir, s.uid, s.gid); err != nil {
			os.RemoveAll(dir)
			return "", nil, fmt.Errorf("sandbox: scratch directory: %w", err)
		}
	}
	return dir, func() { removeAll(dir) }, nil
}

// scratchBeforeMount, when set (tests only), runs right before a scratch
// directory's file system is mounted.
var scratchBeforeMount func(dir string)

// removeAll removes dir even when a process left unreadable directories
// in it.
func removeAll(dir string) {
	if os.RemoveAll(dir) == nil {
		return
	}
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if d != nil && d.IsDir() {
			chmodNoFollow(p, 0o700)
		}
		return nil
	})
	_ = os.RemoveAll(dir)
}

// CanRead reports whether the sandbox user may list and enter dir, by the
// permission bits of dir and each directory above it: a tool whose dir the
// user cannot read fails every call, so the proxy warns at start.
func (s *Sandbox) CanRead(dir string) error {
	if s.uid < 0 {
		return nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	for p := abs; ; p = filepath.Dir(p) {
		need := os.FileMode(0o1) // search
		if p == abs {
			need = 0o5 // read and search
		}
		if err := s.permits(p, need); err != nil {
			return err
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// permits checks the rwx bits (need, as "other" bits) of path for the
// sandbox user.
func (s *Sandbox) permits(path string, need os.FileMode) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	mode := fi.Mode().Perm()
	var bits os.FileMode
	switch {
	case int(st.Uid) == s.uid:
		bits = mode >> 6 & 7
	case int(st.Gid) == s.gid:
		bits = mode >> 3 & 7
	default:
		bits = mode & 7
	}
	if bits&need != need {
		return fmt.Errorf("%s (mode %v, owner %d) is not readable by %s", path, mode, st.Uid, s.userName)
	}
	return nil
}
