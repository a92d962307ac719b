package wire

import (
	"context"
	"testing"
	"time"
)

// TestCallContext: a timeout bounds the call, none leaves it to the
// parent, and cancel ends it either way.
func TestCallContext(t *testing.T) {
	cases := []struct {
		name         string
		timeout      time.Duration
		wantDeadline bool
	}{
		{"timeout", time.Hour, true},
		{"no timeout", 0, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := CallContext(context.Background(), tc.timeout)
			if _, ok := ctx.Deadline(); ok != tc.wantDeadline {
				t.Fatalf("deadline set %v, want %v", ok, tc.wantDeadline)
			}
			cancel()
			if ctx.Err() == nil {
				t.Fatal("cancel left the call running")
			}
		})
	}
}
