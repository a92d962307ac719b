package loop

import (
	"reflect"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/zc-proxy/zc-proxy/claims"
)

// TestInferKindsMemo holds the memo to claims.InferKinds, cold and warm,
// for names and descriptions that would collide if joined.
func TestInferKindsMemo(t *testing.T) {
	tools := [][2]string{
		{"get_weather", "Get the current weather for a city"}, {"deploy", "Deploy the service to production"},
		{"search_web", "Search the web"}, {"a\x00", "b"}, {"a", "\x00b"}, {"", ""}, {"runShell", "Run a shell command"},
		{"big", strings.Repeat("read the file ", maxMemoKey)},
	}
	for round := range 2 {
		for _, tl := range tools {
			if got, want := inferKinds(tl[0], tl[1]), claims.InferKinds(tl[0], tl[1]); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %q: kinds %v, want %v", round, tl[0], got, want)
			}
		}
	}
}

// TestDescribedCommandsMemo holds the commands memo to
// claims.DescriptionCommands, cold and warm.
func TestDescribedCommandsMemo(t *testing.T) {
	descs := []string{"Run a shell command. Allowed: `ls`, `git status`, `df -h`.", "Search the web", "",
		"Supports kubectl get, kubectl describe and helm list", strings.Repeat("Allowed: `ls`. ", maxMemoKey)}
	for round := range 2 {
		for _, d := range descs {
			if got, want := describedCommands(d), claims.DescriptionCommands(d); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %.40q: commands %v, want %v", round, d, got, want)
			}
		}
	}
}

// TestMemoBounds: an entry keeps copies of its key and answer, never the
// request body they were sliced from; a key past maxMemoKey is not kept;
// and the memo never holds more than maxMemoEntries, even when many
// goroutines fill it at once.
func TestMemoBounds(t *testing.T) {
	var c memo
	body := "{\"description\":\"Allowed: `ls`, `df -h`.\"}" // a request body
	desc := body[16 : len(body)-2]
	c.get("", desc, func() []string { return claims.DescriptionCommands(desc) })
	lo, hi := uintptr(unsafe.Pointer(unsafe.StringData(body))), uintptr(unsafe.Pointer(unsafe.StringData(body)))+uintptr(len(body))
	inBody := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		return len(s) > 0 && p >= lo && p < hi
	}
	c.mu.Lock()
	for k, v := range c.m {
		if inBody(k.a) || inBody(k.b) {
			t.Errorf("the key %q points into the request body", k.b)
		}
		for _, s := range v {
			if inBody(s) {
				t.Errorf("the answer %q points into the request body", s)
			}
		}
	}
	c.mu.Unlock()

	big := strings.Repeat("x", maxMemoKey+1)
	c.get("", big, func() []string { return nil })
	c.mu.Lock()
	_, kept := c.m[memoKey{"", big}]
	c.mu.Unlock()
	if kept {
		t.Fatal("a key past maxMemoKey was kept")
	}

	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range maxMemoEntries {
				c.get(strings.Repeat("g", g+1), strings.Repeat("x", i), func() []string { return nil })
			}
		}()
	}
	wg.Wait()
	if n := c.len(); n > maxMemoEntries || n == 0 {
		t.Fatalf("%d entries, bound %d", n, maxMemoEntries)
	}
}
