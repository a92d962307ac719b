package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// version is set at link time by release builds
// (-ldflags "-X main.version=v1.2.3"); otherwise the build info says what
// was built.
var version = ""

// versionString is the version, the commit it was built from (when the
// build recorded it) and the Go version.
func versionString() string {
	v, commit, dirty := version, "", false
	if info, ok := debug.ReadBuildInfo(); ok {
		if v == "" {
			v = info.Main.Version
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if v == "" {
		v = "(devel)"
	}
	out := v
	if commit != "" {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		out += " commit " + commit
		if dirty {
			out += "+dirty"
		}
	}
	return out + " " + runtime.Version()
}

// runVersion is "zc-proxy version" (and --version).
func runVersion(stdout io.Writer) int {
	fmt.Fprintf(stdout, "zc-proxy %s\n", versionString())
	return 0
}
