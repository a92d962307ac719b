package main

import (
	"context"
	"io"
)

// runScan is "zc-proxy scan".
func runScan(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	panic("todo")
}
