package main

import (
	"context"
	"fmt"
	"time"

	"github.com/zc-proxy/zc-proxy/toolrun"
)

// toolCost times the benchmark's tool on its own, through the same
// toolrun.Registry call the proxy makes, so the tool-round overhead can be
// reported net of it. It returns the median of n runs.
func toolCost(ctx context.Context, root string, n int) (time.Duration, error) {
	reg, err := toolrun.New(ctx, []toolrun.Spec{{Name: toolName, Type: "file", Root: root}}, toolrun.Options{})
	if err != nil {
		return 0, fmt.Errorf("tool registry: %w", err)
	}
	defer reg.Close()
	call := toolrun.Call{ID: "call_bench", Name: toolName, Arguments: toolArgs}
	times := make([]time.Duration, 0, n)
	for range n {
		start := time.Now()
		res := reg.Run(ctx, call)
		times = append(times, time.Since(start))
		if res.Outcome != toolrun.OutcomeOK {
			return 0, fmt.Errorf("tool run: %s: %s", res.Outcome, res.Detail)
		}
	}
	return percentile(times, 50), nil
}
