//go:build linux

package sandbox

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// isMountPoint reports whether dir is the root of a mount (another
// device than its parent's, or a mount of the same device: mountinfo).
func isMountPoint(t *testing.T, dir string) bool {
	t.Helper()
	b, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		t.Fatal(err)
	}
	real, _ := filepath.EvalSymlinks(dir)
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) > 4 && (f[4] == dir || f[4] == real) {
			return true
		}
	}
	return false
}

// Attack (round 12): as root, each scratch directory became a tmpfs by
// mount(2) on its path, after it was chowned to the sandbox user. In a
// sticky world-writable parent (the default, the host's /tmp) the
// directory's owner may rename it, so any process of that user (nobody
// is shared by many services) could, between the chown and the mount,
// move the directory away and put a symlink in its place; mount follows
// it and lays a file system the sandbox user owns and writes over any
// directory it names (/etc/cron.d, say): root for anyone running as
// nobody. The tmpfs is now mounted on the directory while root still
// owns it (its root is owned by the sandbox user through the mount's
// options), and the mount does not follow a symlink. The twin: a scratch
// directory is still a tmpfs of the sandbox user's.
func TestAttack12ScratchMountFollowsSwappedDir(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root")
	}
	if _, err := exec.LookPath("setpriv"); err != nil {
		t.Skip("no setpriv here")
	}
	parent, err := os.MkdirTemp("", "zc-attack12-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(parent)
	if err := os.Chmod(parent, os.ModeSticky|0o777); err != nil {
		t.Fatal(err)
	}
	target := t.TempDir() // stands for /etc/cron.d
	s, err := New(Config{ScratchDir: parent})
	if err != nil {
		t.Fatalf("the kernel here has Landlock: %v", err)
	}
	if !s.scratchFS {
		t.Skip("no scratch file systems here")
	}
	scratchBeforeMount = func(dir string) {
		// the sandbox user, outside any sandbox, swaps the directory
		out, err := exec.Command("setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups", "sh", "-c",
			`mv "$1" "$1.moved" && ln -s "$2" "$1"`, "sh", dir, target).CombinedOutput()
		t.Logf("the swap: %v %s", err, out)
	}
	defer func() { scratchBeforeMount = nil }()
	_, done, err := s.Scratch()
	t.Logf("scratch: %v", err)
	if isMountPoint(t, target) {
		unix.Unmount(target, unix.MNT_DETACH)
		t.Fatal("the scratch tmpfs was mounted on the directory the swapped-in symlink named")
	}
	if err == nil {
		done()
	}

	scratchBeforeMount = nil
	dir, done, err := s.Scratch()
	if err != nil {
		t.Fatal(err)
	}
	defer done()
	var st unix.Stat_t
	if err := unix.Stat(dir, &st); err != nil {
		t.Fatal(err)
	}
	if !isMountPoint(t, dir) || int(st.Uid) != s.uid || st.Mode&0o777 != 0o700 {
		t.Errorf("twin: scratch %s is no tmpfs of uid %d mode 0700 (mount %v, uid %d, mode %o)", dir, s.uid, isMountPoint(t, dir), st.Uid, st.Mode&0o777)
	}
}
