//go:build linux

package toolrun

import (
	"context"
	"testing"
)

// BenchmarkSandboxedCall runs one `true` exec call through Registry.Run
// unconfined and sandboxed (launcher re-exec, Landlock, network namespace,
// nobody, scratch directory made and removed), side by side: the
// difference is what the sandbox adds to a call.
func BenchmarkSandboxedCall(b *testing.B) {
	dir := worldDir(b)
	sb, _ := newSandbox(b)
	for _, bc := range []struct {
		name string
		opts Options
		spec Spec
	}{
		{"unconfined", Options{}, Spec{Name: "noop", Type: "exec", Dir: dir, Command: []string{"true"}}},
		{"sandboxed", Options{Sandbox: sb}, Spec{Name: "noop", Type: "exec", Dir: dir, Command: []string{"true"}}},
		{"sandboxed_network", Options{Sandbox: sb}, Spec{Name: "noop", Type: "exec", Dir: dir, Network: true, Command: []string{"true"}}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			r := newTestRegistry(b, bc.opts, bc.spec)
			c := Call{ID: "call_1", Name: "noop", Arguments: "{}"}
			for b.Loop() {
				if res := r.Run(context.Background(), c); res.Outcome != OutcomeOK {
					b.Fatalf("%s %q", res.Outcome, res.Detail)
				}
			}
		})
	}
}
