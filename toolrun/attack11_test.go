//go:build linux

package toolrun

import (
	"os"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/toolrun/sandbox"
)

// Attack (round 11): sandbox.limits.file_size bounds each file a tool
// writes, not how many: a call's scratch directory (its HOME and TMPDIR,
// on the host's temporary file system) took file after file until the
// disk was full, and the proxy's own writes (the audit trail) and every
// other program on the host failed with it until the call ended. A call's
// scratch directory now holds at most file_size bytes in all.
func TestAttack11ScratchFillsDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the scratch cap is a file system of its own, which only a proxy running as root mounts")
	}
	scratch := worldDir(t)
	const limit = 1 << 20
	sb, err := sandbox.New(sandbox.Config{ScratchDir: scratch, Limits: sandbox.Limits{FileSize: limit}})
	if err != nil {
		t.Fatalf("the kernel here has Landlock: %v", err)
	}
	tool := worldDir(t)
	// Sixteen files of file_size bytes each: every one within the limit.
	fill := `n=0; for i in $(seq 1 16); do head -c 1048576 /dev/zero > "$HOME/f$i" 2>/dev/null && n=$((n+1)); done; ` +
		`echo "written=$n"; du -sk "$HOME" | cut -f1`
	r := newTestRegistry(t, Options{Sandbox: sb},
		Spec{Name: "fill", Type: "exec", Dir: tool, Command: []string{"bash", "-c", fill}},
		Spec{Name: "small", Type: "exec", Dir: tool, Command: []string{"bash", "-c",
			`head -c 500000 /dev/zero > "$HOME/f" && wc -c < "$HOME/f" && echo scratch > "$TMPDIR/t" && cat "$TMPDIR/t"`}},
	)
	res := run(t, r, "fill", `{}`)
	if res.Outcome != OutcomeOK {
		t.Fatalf("outcome %s (%q)", res.Outcome, res.Detail)
	}
	if strings.Contains(res.Output, "written=16") || strings.Contains(res.Output, "written=15") {
		t.Errorf("one call wrote 16 files of file_size bytes to its scratch directory, with no bound on the total:\n%s", res.Output)
	}

	t.Run("a file within the limit is written", func(t *testing.T) {
		res := run(t, r, "small", `{}`)
		if res.Outcome != OutcomeOK || res.Output != "500000\nscratch\n" {
			t.Errorf("outcome %s %q (%q)", res.Outcome, res.Output, res.Detail)
		}
	})
	assertNoScratchLeft(t, scratch)
}
