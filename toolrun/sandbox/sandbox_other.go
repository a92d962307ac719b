//go:build !linux

package sandbox

import (
	"context"
	"fmt"
	"os/exec"
	"runtime"
)

// New fails: confining processes needs Linux's Landlock.
func New(cfg Config) (*Sandbox, error) {
	return nil, fmt.Errorf("%w: Landlock needs Linux, this is %s; or set sandbox.enabled: false", ErrUnavailable, runtime.GOOS)
}

// Command is never reached: New fails.
func (s *Sandbox) Command(ctx context.Context, argv []string, p Policy, env []string) (*exec.Cmd, error) {
	return nil, fmt.Errorf("%w: not Linux", ErrUnavailable)
}

// HardenSelf does nothing off Linux.
func HardenSelf() error { return nil }

func chmodNoFollow(path string, mode uint32) {}

func mountScratch(dir string, size int64, uid, gid int) error {
	return fmt.Errorf("%w: not Linux", ErrUnavailable)
}

func unmountScratch(dir string) {}
