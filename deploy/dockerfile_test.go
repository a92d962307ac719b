package deploy

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// stage is one FROM section of a Dockerfile.
type stage struct {
	name  string
	image string
	lines []string // instructions after FROM, continuations joined
}

// parseDockerfile splits a Dockerfile into stages. It joins backslash
// continuations and drops comments, which is all these checks need.
func parseDockerfile(t *testing.T) []stage {
	t.Helper()
	f, err := os.Open(filepath.Join(repoRoot(t), "Dockerfile"))
	if err != nil {
		t.Fatalf("open Dockerfile: %v", err)
	}
	defer f.Close()

	var stages []stage
	var cont strings.Builder
	r := bufio.NewReader(f)
	for {
		raw, err := r.ReadString('\n')
		line := strings.TrimSpace(raw)
		if line != "" && !strings.HasPrefix(line, "#") {
			if s, ok := strings.CutSuffix(line, `\`); ok {
				cont.WriteString(s + " ")
			} else {
				cont.WriteString(line)
				stages = addInstruction(stages, cont.String())
				cont.Reset()
			}
		}
		if err != nil {
			break
		}
	}
	if cont.Len() > 0 {
		t.Fatalf("Dockerfile ends inside a continuation: %q", cont.String())
	}
	return stages
}

func addInstruction(stages []stage, ins string) []stage {
	fields := strings.Fields(ins)
	if !strings.EqualFold(fields[0], "FROM") {
		if len(stages) > 0 {
			stages[len(stages)-1].lines = append(stages[len(stages)-1].lines, ins)
		}
		return stages
	}
	var s stage
	for i := 1; i < len(fields); i++ {
		switch {
		case strings.HasPrefix(fields[i], "--"):
		case strings.EqualFold(fields[i], "AS") && i+1 < len(fields):
			s.name = fields[i+1]
			i++
		case s.image == "":
			s.image = fields[i]
		}
	}
	return append(stages, s)
}

// dockerfileStages names the Dockerfile's stages, for build targets.
func dockerfileStages(t *testing.T) []string {
	var names []string
	for _, s := range parseDockerfile(t) {
		names = append(names, s.name)
	}
	return names
}

// user returns the stage's last USER, or "" if it sets none.
func (s stage) user() string {
	var u string
	for _, l := range s.lines {
		if f := strings.Fields(l); len(f) > 1 && strings.EqualFold(f[0], "USER") {
			u = f[1]
		}
	}
	return u
}

var numericUser = regexp.MustCompile(`^[0-9]+(:[0-9]+)?$`)

// nonRoot reports whether a stage runs as a user other than root.
func (s stage) nonRoot() bool {
	switch u := s.user(); {
	case u == "":
		// Distroless :nonroot images default to uid 65532.
		return strings.HasSuffix(s.image, ":nonroot")
	case numericUser.MatchString(u):
		uid, _, _ := strings.Cut(u, ":")
		return strings.TrimLeft(uid, "0") != ""
	default:
		name, _, _ := strings.Cut(u, ":")
		return name != "root"
	}
}

func TestDockerfile(t *testing.T) {
	stages := parseDockerfile(t)
	final := stages[len(stages)-1] // what `docker build` builds without --target

	t.Run("multi-stage", func(t *testing.T) {
		if len(stages) < 2 {
			t.Fatalf("%d FROM, want at least 2", len(stages))
		}
	})

	t.Run("builder pins a Go minor", func(t *testing.T) {
		if !strings.HasPrefix(stages[0].image, "golang:") {
			t.Errorf("first stage is %q, want a golang image", stages[0].image)
		}
	})

	t.Run("static build", func(t *testing.T) {
		var found bool
		for _, s := range stages {
			for _, l := range s.lines {
				if strings.Contains(l, "go build") {
					found = true
					// cgo for the sandbox launcher, linked statically for distroless.
					if !strings.Contains(l, "CGO_ENABLED=1") || !strings.Contains(l, "-extldflags -static") || !strings.Contains(l, "osusergo,netgo") {
						t.Errorf("go build is not a static cgo build (CGO_ENABLED=1, -extldflags -static, osusergo,netgo): %q", l)
					}
					if !strings.Contains(l, "-trimpath") {
						t.Errorf("go build without -trimpath: %q", l)
					}
				}
			}
		}
		if !found {
			t.Error("no go build")
		}
	})

	t.Run("modules downloaded in their own layer", func(t *testing.T) {
		download, copyAll := -1, -1
		for i, l := range stages[0].lines {
			if strings.Contains(l, "go mod download") && download < 0 {
				download = i
			}
			if strings.HasPrefix(l, "COPY . ") && copyAll < 0 {
				copyAll = i
			}
		}
		if download < 0 || copyAll < 0 || download > copyAll {
			t.Errorf("go mod download (line %d) must come before COPY . (line %d)", download, copyAll)
		}
	})

	t.Run("default stage is small and non-root", func(t *testing.T) {
		if !strings.HasPrefix(final.image, "gcr.io/distroless/static") {
			t.Errorf("final stage image = %q, want distroless static", final.image)
		}
		if !final.nonRoot() {
			t.Errorf("final stage runs as root (USER %q, image %q)", final.user(), final.image)
		}
	})

	t.Run("every runnable stage is non-root", func(t *testing.T) {
		for _, s := range stages[1:] {
			if !s.nonRoot() {
				t.Errorf("stage %q runs as root (USER %q)", s.name, s.user())
			}
		}
	})

	t.Run("listens on all interfaces", func(t *testing.T) {
		for _, s := range stages[1:] {
			var ok bool
			for _, l := range s.lines {
				if strings.HasPrefix(l, "CMD") && strings.Contains(l, `"0.0.0.0:8080"`) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("stage %q has no CMD with --listen 0.0.0.0:8080", s.name)
			}
		}
	})
}

func TestStageNonRoot(t *testing.T) {
	tests := []struct {
		name string
		s    stage
		want bool
	}{
		{"distroless nonroot tag", stage{image: "gcr.io/distroless/static-debian12:nonroot"}, true},
		{"no user", stage{image: "debian:bookworm-slim"}, false},
		{"named user", stage{image: "debian", lines: []string{"USER app"}}, true},
		{"root", stage{image: "debian", lines: []string{"USER root"}}, false},
		{"root with group", stage{image: "debian", lines: []string{"USER root:root"}}, false},
		{"uid 0", stage{image: "debian", lines: []string{"USER 0:0"}}, false},
		{"numeric uid", stage{image: "debian", lines: []string{"USER 65532:65532"}}, true},
		{"last user wins", stage{image: "debian", lines: []string{"USER app", "USER root"}}, false},
		{"root overrides nonroot tag", stage{image: "x:nonroot", lines: []string{"USER 0"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.nonRoot(); got != tt.want {
				t.Errorf("nonRoot() = %v, want %v", got, tt.want)
			}
		})
	}
}
