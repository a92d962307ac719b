package loop

import (
	"reflect"
	"strings"
	"testing"

	"github.com/zc-proxy/zc-proxy/claims"
)

// TestInferKindsMemo holds the memo to claims.InferKinds, cold and warm,
// for names and descriptions that would collide if joined, and keeps it
// within its bounds (entries, and the bytes an entry may hold).
func TestInferKindsMemo(t *testing.T) {
	tools := [][2]string{
		{"get_weather", "Get the current weather for a city"}, {"deploy", "Deploy the service to production"},
		{"search_web", "Search the web"}, {"a\x00", "b"}, {"a", "\x00b"}, {"", ""}, {"runShell", "Run a shell command"},
		{"big", strings.Repeat("read the file ", maxInferredKey)},
	}
	for round := range 2 {
		for _, tl := range tools {
			if got, want := inferKinds(tl[0], tl[1]), claims.InferKinds(tl[0], tl[1]); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %q: kinds %v, want %v", round, tl[0], got, want)
			}
		}
	}
	if _, ok := inferredKinds.Load(toolKey{"big", tools[len(tools)-1][1]}); ok {
		t.Fatal("a description past maxInferredKey was kept")
	}
	for i := range int(maxInferredKinds) + 10 {
		inferKinds("tool", strings.Repeat("x", i))
	}
	if n := inferredKindsN.Load(); n > maxInferredKinds {
		t.Fatalf("%d entries, bound %d", n, maxInferredKinds)
	}
}

// TestDescribedCommandsMemo holds the commands memo to
// claims.DescriptionCommands, cold and warm, and keeps a description past
// maxInferredKey out of it.
func TestDescribedCommandsMemo(t *testing.T) {
	descs := []string{"Run a shell command. Allowed: `ls`, `git status`, `df -h`.", "Search the web", "",
		"Supports kubectl get, kubectl describe and helm list", strings.Repeat("Allowed: `ls`. ", maxInferredKey)}
	for round := range 2 {
		for _, d := range descs {
			if got, want := describedCommands(d), claims.DescriptionCommands(d); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %.40q: commands %v, want %v", round, d, got, want)
			}
		}
	}
	if _, ok := toolCommands.Load(descs[len(descs)-1]); ok {
		t.Fatal("a description past maxInferredKey was kept")
	}
}
