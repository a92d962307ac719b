package main

import (
	"context"
	"io"
)

// runDemo is "zc-proxy demo".
func runDemo(ctx context.Context, args []string, stdout, stderr io.Writer) int { panic("todo") }
